"""Triggered abilities (MLP-10.9 triggers) waiting to resolve, and the state checks of MLP-6.28.

When something happens the rules call :meth:`fire`; every working ability with that trigger whose qualifiers hold
joins ``pending`` as ``(controller, source, ability, player, location, subject, extra)``. Pending abilities resolve
one at a time from the ``check`` step: the active player's first, then the other's, each in the order they
triggered (MLP-6.27 lets the engine use card order); abilities that trigger meanwhile wait (MLP-6.27). The ``check``
step runs after every action, step and ability: victory, attachments, troublemaker limit, Unique, Mane state flips
(MLP-6.28), then one pending ability.
"""

from __future__ import annotations

from tcgkit.core import Action
from tcgkit.core.compiled import mypyc_attr

from .board import BENEATH, BOOST, DOWN, EXH, FRIGHT, Frame
from .cards import Ability, BeneathToHand
from .continuous import ContinuousRules
from .facts import EVENT, FRIEND, PROBLEM, RESOURCE, TROUBLEMAKER

#: triggers whose default scope is the card the event happened to
_SELF_SCOPE = {"on_play", "on_move_to_slot", "on_dismissed", "on_faceoff_start", "on_win_faceoff", "on_discarded"}
_SELF_SCOPE |= {"on_retired", "on_frighten", "on_exhausted"}
#: triggers whose subject may have left play (the source may be that subject)
_LOOSE = ("on_dismissed", "on_play", "on_discarded", "on_retired")


def _per_turn_key(src: int, idx: int, player: int) -> int:
    """The ``used`` entry of a first-time-each-turn trigger for one player (negative: never an activation's)."""
    return -1 - (src * 64 + idx) * 2 - player


@mypyc_attr(allow_interpreted_subclasses=True)
class TriggerRules(ContinuousRules):
    def default_scope(self, src: int, trigger: str) -> str:
        kind = self.F[src].kind
        if trigger == "on_uncover":
            return "self" if kind == TROUBLEMAKER else "here"
        if trigger == "on_win_faceoff" and kind in (RESOURCE, PROBLEM):
            return "here"
        if trigger == "on_play":
            return "self"  # "when this card is played" (a problem: when it is turned up)
        if trigger in _SELF_SCOPE:
            return "self" if kind != PROBLEM else "here"
        if trigger in ("on_confront", "on_friend_played_here", "on_solve"):
            return "here"
        return "anywhere"

    def fire(self, trigger: str, player: int, loc: int = -1, subject: int = -1, extra: int = 0) -> None:
        """Queue every ability that triggers on this event (see the module docstring), and reaction events in
        hand that may be played now."""
        if trigger not in self.fires:
            return  # no card of this game has it or reacts to it (a hot path)
        if trigger in self.feat.reaction_triggers:
            self.queue_reactions(trigger, player, loc, subject, extra)
        pos, host, probs = self.pos, self.host, self.loc_prob
        # the subject may have left play (an event, a dismissed or discarded card)
        loose = trigger in _LOOSE
        sources = [
            i
            for i in self.trig_iids.get(trigger, ())
            if pos[i] >= 0 or host[i] >= 0 or (loose and i == subject) or i in probs
        ]
        if not sources:
            return
        F, fl = self.F, self.fl
        with self.reading():  # only reads the board (the queue is not what auras depend on)
            for src in sources:
                flags = fl[src]
                hidden = trigger not in ("on_dismissed", "on_discarded", "on_retired") and flags & (DOWN | FRIGHT)
                if hidden and not (trigger == "on_troublemaker_played" and src == subject):
                    continue  # (a troublemaker's own "when you play it" works face down)
                for idx in F[src].triggers[trigger]:
                    if not F[src].active(idx, bool(flags & BOOST)):
                        continue
                    ab = F[src].abilities[idx]
                    ctrl = self._trigger_controller(src, ab, player)
                    if self.trigger_applies(src, idx, ab, trigger, ctrl, player, loc, subject, extra):
                        if ab.first_only:
                            self.firsts.append(src * 64 + idx)
                        if ab.per_turn:
                            self.used.append(_per_turn_key(src, idx, ctrl))
                        self.pending.append((ctrl, src, idx, -1, player, loc, subject, extra))

    def into_discard(self, c: int) -> None:
        """Put a card (already out of its zone) on top of its owner's discard pile (MLP-0.8); a card with an
        ``on_discarded`` ability triggers it, from wherever it came (card text, MLP-0.7)."""
        self.discards[self.owner[c]].append(c)
        if "on_discarded" in self.F[c].triggers:
            self.fire("on_discarded", self.owner[c], -1, c)

    def queue_reactions(self, trigger: str, player: int, loc: int, subject: int, extra: int) -> None:
        """Reaction events (timing ``reaction``, card text) in either hand whose trigger happened: each distinct
        card once per event, active player's first (MLP-6.27); whether it is played is asked when it resolves."""
        react = self.reaction_iids.get(trigger)
        if not react or (react.isdisjoint(self.hands[0]) and react.isdisjoint(self.hands[1])):
            return  # no reaction event to this in either hand (a hot path: every move, say)
        F, cards = self.F, self.cards
        with self.reading():
            for q in (self.active, 1 - self.active):
                seen: set[str] = set()
                for i in self.hands[q]:
                    f = F[i]
                    if f.kind != EVENT or "reaction" not in f.timing or cards[i] in seen:
                        continue
                    for idx in f.triggers.get(trigger, ()):
                        if self.trigger_applies(i, idx, f.abilities[idx], trigger, q, player, loc, subject, extra):
                            seen.add(cards[i])
                            self.pending.append((q, i, idx, -1, player, loc, subject, extra))
                            break

    def _trigger_controller(self, src: int, ab: Ability, player: int) -> int:
        """A problem's ability is controlled by the player the event concerns; other cards' by their owner."""
        if self.F[src].kind == PROBLEM and player >= 0:
            return player
        return self.owner[src]

    def trigger_applies(
        self, src: int, idx: int, ab: Ability, trigger: str, ctrl: int, player: int, loc: int, subject: int, extra: int
    ) -> bool:
        """The qualifiers of MLP-10.9 triggers: scope, by, faceoff kind, margin, first_only, subject, count."""
        scope = ab.scope or self.default_scope(src, trigger)
        if scope == "self":
            if trigger == "on_win_faceoff":
                if src not in self.fo_parts[0] and src not in self.fo_parts[1]:
                    return False
            elif trigger == "on_faceoff_start":
                if self.where(src) not in self.fo_slots:
                    return False
                if self.F[src].kind == TROUBLEMAKER and src != self.fo_tm:
                    return False  # a troublemaker takes part only in its own challenge
            elif src != subject:
                return False
        elif scope == "host":
            host = self.host[src]
            if trigger == "on_win_faceoff":  # the faceoff over its host troublemaker
                if host < 0 or host != self.fo_tm:
                    return False
            elif subject < 0 or subject != host:
                return False
        elif scope == "here":
            here = self.source_loc(src)
            if trigger == "on_win_faceoff":
                if here not in self.fo_slots:
                    return False
            elif here < 0 or here != loc:
                return False
        if trigger == "each_troublemaker_phase":
            whose = ab.phase_of or "controller"
            if whose != "each" and (self.owner[src] == self.active) != (whose == "controller"):
                return False
        else:
            by = ab.by or ("any" if self.F[src].kind == PROBLEM else "controller")
            if by != "any" and player >= 0 and (player == self.owner[src]) != (by == "controller"):
                return False
        if ab.faceoff and ab.faceoff != self.fo_kind:
            return False
        if ab.margin is not None and (trigger != "on_win_faceoff" or extra != ab.margin):
            return False
        if ab.min_margin is not None and (trigger != "on_win_faceoff" or extra < ab.min_margin):
            return False
        if ab.flip_side and not (self.fo_kind == "troublemaker" and extra == 1 and self.fo_side[0] != self.fo_side[1]):
            return False
        if ab.to_slot and loc < 2:
            return False
        if ab.from_home and extra not in (0, 1):
            return False
        if ab.subject is not None and (subject < 0 or not self.matches(subject, ab.subject, ctrl, src)):
            return False
        if ab.first_only and src * 64 + idx in self.firsts:
            return False
        if ab.per_turn and _per_turn_key(src, idx, ctrl) in self.used:
            return False
        if ab.exhaust_self and self.fl[src] & EXH:
            return False
        if ab.spend and len(self.beneath(src)) < ab.spend:
            return False
        return ab.count is None or self._count_ok(ab, ctrl, src, subject)

    # ------------------------------------------------------------------ MLP-6.28
    def step_check(self, frame: Frame) -> None:
        """State checks in the order of MLP-6.28, then the next pending triggered ability (MLP-6.27)."""
        if self.attached:
            self.check_attachments()
        if self.banish_links and self.check_banished():
            return
        if self.check_troublemaker_limit() or (self.feat.unique and self.check_unique()):
            return
        if self.state_flips:
            self.check_state_flips()
        if self.pending:
            entry = self.next_pending()
            src = entry[1]
            if self.F[src].kind == EVENT and self.pos[src] < 0:  # a reaction event: played from hand, or not
                self.push(("react", *entry), ("check",))
            else:
                self.push(("ab", *entry), ("check",))

    def next_pending(self) -> tuple[int, ...]:
        active = self.active
        k = next((n for n, e in enumerate(self.pending) if e[0] == active), 0)
        return self.pending.pop(k)

    def check_banished(self) -> bool:
        """A banishing card that left its location returns its troublemaker (card text; see ``Banish``); the cards
        beneath a card that left play go to their owners' discard piles (card text, see ``Beneath``)."""
        for link in list(self.banish_links):
            t, keeper, loc = link
            if loc == BENEATH:
                to_hand = self.beneath_to_hand(keeper)
                if not self.in_play(keeper) or (to_hand and self.fl[keeper] & DOWN):
                    self.unbeneath(t)
                    if to_hand:
                        self.hands[self.owner[t]].append(t)
                        self.log("to_hand", {"card": self.card_obj(t)})
                    else:
                        self.into_discard(t)
                        self.log("discard", {"card": self.card_obj(t), "why": "beneath"})
                continue
            if not self.in_play(keeper) or self.where(keeper) != loc:
                self.banish_links.remove(link)
                self.push(("unbanish", self.owner[keeper], t), ("check",))
                return True
        return False

    def beneath_to_hand(self, keeper: int) -> bool:
        return any(type(e) is BeneathToHand for ab in self.F[keeper].abilities for e in ab.effects)

    def check_attachments(self) -> None:
        """Attachments on a frightened host, or on a host no longer in play, are discarded (MLP-1.16, MLP-6.4)."""
        for r in list(self.attached):
            h = self.host[r]
            if self.fl[h] & FRIGHT or not self.in_play(h):
                self.detach(r)
                self.clear_state(r)
                self.into_discard(r)
                self.log("discard", {"card": self.card_obj(r), "why": "attachment"})

    def check_troublemaker_limit(self) -> bool:
        """MLP-6.10: at most one face-up troublemaker per player per slot; the owner keeps one."""
        pos, fl, owner = self.pos, self.fl, self.owner
        # a hot path (every state check): first the face-up troublemakers at slots (usually none or one), then the
        # place and owner of each
        up = [i for i in self.tm_iids if pos[i] >= 2 and not fl[i] & DOWN]
        if len(up) < 2 or len({pos[i] << 1 | owner[i] for i in up}) == len(up):
            return False  # no player has two at one slot
        kinds = self.kinds
        locs = self.locs
        for loc in range(2, len(locs)):
            cards = locs[loc]
            if len(cards) < 2:
                continue
            up = [owner[i] for i in cards if kinds[i] == TROUBLEMAKER and not fl[i] & DOWN]
            if len(up) > 1:
                for p in (self.active, 1 - self.active):
                    if up.count(p) > 1:
                        self.push(("keep_one", p, loc, "troublemaker"))
                        return True
        return False

    def check_unique(self) -> bool:
        """MLP-6.23: at most one face-up Unique card per name per player; the owner keeps one."""
        if not self.feat.unique:
            return False
        fl, owner = self.fl, self.owner
        unique = self.having([i for i in self.in_play_cards() if not fl[i] & (DOWN | FRIGHT)], "Unique")
        if len(unique) < 2:
            return False
        for p in (self.active, 1 - self.active):
            seen: dict[str, int] = {}
            for i in unique:
                if owner[i] == p:
                    title = self.F[i].title
                    if title in seen:
                        self.push(("keep_one", p, -1, title))
                        return True
                    seen[title] = i
        return False

    def keep_candidates(self, frame: Frame) -> list[int]:
        p, loc, what = frame[1], frame[2], frame[3]
        if what == "troublemaker":
            return [
                i
                for i in self.locs[loc]
                if self.owner[i] == p and self.F[i].kind == TROUBLEMAKER and not self.fl[i] & DOWN
            ]
        return [
            i
            for i in self.in_play_cards()
            if self.owner[i] == p
            and self.F[i].title == what
            and not self.fl[i] & (DOWN | FRIGHT)
            and self.has_kw(i, "Unique")
        ]

    def offer_keep_one(self, frame: Frame) -> list[Action]:
        """The owner chooses which card stays (MLP-4.8, MLP-6.10, MLP-6.23); the others are discarded."""
        return [
            Action(f"keep {rid}", f"Keep {self.name(i)}", i, refs=self.board_refs(frame[1], i))
            for rid, i in self.choice_ids(self.keep_candidates(frame))
        ]

    def take_keep_one(self, frame: Frame, act: Action) -> None:
        for i in self.keep_candidates(frame):
            if i != act.data:
                self.remove_to_discard(i, "limit")
        self.push(("check",))

    def check_state_flips(self) -> None:
        """Mane flip conditions that are states (MLP-6.8 friends_in_play, characters_at_problem), MLP-6.9."""
        if not self.state_flips:
            return
        for p in (self.active, 1 - self.active):
            m = self.mane[p]
            flip = self.F[m].flip
            if flip is None or self.fl[m] & BOOST:
                continue
            if flip.kind == "friends_in_play":
                n = sum(1 for i in self.all_characters(p) if self.F[i].kind == FRIEND)
                if n >= flip.n:
                    self.flip_mane(p, "friends_in_play")
            elif flip.kind == "characters_at_problem":
                ready = [i for i in self.all_characters(p) if not self.fl[i] & EXH and self.where(i) >= 2]
                locs = [self.where(i) for i in ready]
                if any(locs.count(k) >= flip.n for k in set(locs)):
                    self.flip_mane(p, "characters_at_problem")

    # implemented by later modules
    def flip_mane(self, player: int, why: str) -> None:
        raise NotImplementedError

    def remove_to_discard(self, i: int, why: str) -> None:
        raise NotImplementedError
