"""The faceoff procedure (MLP-5.12–5.27) for problem faceoffs and troublemaker faceoffs.

Frames: ``fo_begin`` (sides, start-of-faceoff abilities), ``fo_parts`` (participants), ``fo_window`` (alternating
priority until every involved player has passed in succession, MLP-5.14), ``fo_close`` (base totals, MLP-5.15),
``fo_reveal`` (reveal rounds and the tie loop, MLP-5.16–5.18), ``fo_result`` (MLP-5.21, MLP-5.24–5.26),
``fo_return`` (revealed cards under the deck in reveal order, MLP-5.19), ``fo_wins`` (win triggers, MLP-5.20) and
``fo_finish`` ("this faceoff" modifiers end, MLP-6.26). Side 0 is the active player's side in a problem faceoff and
the character side in a troublemaker faceoff.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action
from tcgkit.core.compiled import mypyc_attr

from .board import DOWN, EXH, FRIGHT, Frame
from .cards import DismissSentHome, FlipsToDiscard, FlipToHand, IgnoreHighest, Showdown
from .continuous import read_only
from .facts import EVENT, FRIEND
from .main_phase import MainRules


@mypyc_attr(allow_interpreted_subclasses=True)
class FaceoffRules(MainRules):
    def step_fo_begin(self, frame: Frame) -> None:
        kind, slots, tm, challenger = frame[1], frame[2], frame[3], frame[4]
        self.fo_kind = kind
        self.fo_slots = tuple(slots)
        self.fo_tm = tm
        self.fo_parts = [[], []]
        if kind in ("problem", "showdown"):
            self.fo_side = (self.active, 1 - self.active)
        else:
            self.fo_side = (challenger, self.owner[tm])
        self.fo_bonus = [0, 0]
        self.fo_extra = [0, 0]
        self.fo_tot = [0, 0]
        self.fo_round = 0
        self.fo_used = []
        self.log("faceoff", {"kind": kind, "at": [self.loc_tag[k] for k in slots]})
        self.fire("on_faceoff_start", -1)  # no acting player: each card's controller
        # card text may fix the participants (a challenge with one character, a showdown of two friends)
        self.push(("check",), ("fo_parts", *frame[5:]))

    def step_fo_parts(self, frame: Frame) -> None:
        """MLP-5.12: participants are the ready characters of each side at the faceoff slots (card text may name
        them: a challenge by one character, a showdown between two friends)."""
        if len(frame) > 1:
            self.fixed_parts(frame[1])
            self.push(("fo_window", self.fo_side[0], 0), ("fo_close",))
            return
        for s in (0, 1):
            if self.fo_kind == "troublemaker" and s == 1:
                self.fo_parts[1] = [self.fo_tm]
                continue
            p = self.fo_side[s]
            self.fo_parts[s] = [
                i for k in self.fo_slots for i in self.characters(k) if self.owner[i] == p and not self.fl[i] & EXH
            ]
        self.push(("fo_window", self.fo_side[0], 0), ("fo_close",))

    def fixed_parts(self, named: tuple[int, ...]) -> None:
        """Participants named by card text: still ready, face up and at a faceoff location."""
        ok = [
            i for i in named if self.in_play(i) and not self.fl[i] & (EXH | FRIGHT) and self.where(i) in self.fo_slots
        ]
        if self.fo_kind == "troublemaker":
            self.fo_parts = [ok, [self.fo_tm]]
        else:
            self.fo_parts = [[i for i in ok if self.owner[i] == self.fo_side[s]] for s in (0, 1)]

    def involved_players(self) -> list[int]:
        """MLP-5.13: both players; a troublemaker faceoff: the challenger and T's owner (one if the same)."""
        return list(dict.fromkeys(self.fo_side))

    # ------------------------------------------------------------------ the window (MLP-5.14)
    @read_only
    def offer_fo_window(self, frame: Frame) -> list[Action]:
        p = frame[1]
        acts = [Action("pass", "Pass")]
        table: Any = None  # the colour power table (MLP-6.1), built when some card needs it
        for i in self.unique_by(self.hands[p], lambda x: self.cards[x]):
            f = self.F[i]
            if f.kind != EVENT or "faceoff" not in f.timing:
                continue
            if any(f.abilities[k].faceoff not in ("", self.fo_kind) for k in f.triggers.get("on_play", ())):
                continue  # card text "Troublemaker Faceoff:" / "Problem Faceoff:"
            if self.play_cost(p, i, -1) > self.tokens[p]:
                continue
            if table is None:
                table = self.color_power(p)
            if self.play_req_met(p, i, table) and self.event_targets_ok(p, i):
                acts.append(Action(f"play {self.cards[i]}", f"Play {self.name(i)}", ("play", i), refs=(i,)))
        acts += self.activations(p, "faceoff")
        for i in self.unique_by(self.hands[p], lambda x: self.cards[x]) if self.feat.friend_timings else ():
            f = self.F[i]
            if not (f.kind == FRIEND and "faceoff" in f.timing and self.fo_friend_places(p, i)):
                continue
            if table is None:
                table = self.color_power(p)
            if self.play_req_met(p, i, table):
                acts.append(
                    Action(f"play {self.cards[i]}", f"Play {self.name(i)} into the faceoff", ("friend", i), refs=(i,))
                )
        return acts

    def fo_friend_places(self, p: int, i: int) -> list[int]:
        """Card text (Dr. Hooves, Just In Time): where ``p`` may play friend ``i`` during a faceoff — a location
        where they have a participant — and can pay for it there."""
        side = [s for s in (0, 1) if self.fo_side[s] == p and not (self.fo_kind == "troublemaker" and s == 1)]
        locs = sorted({self.where(c) for s in side for c in self.fo_parts[s] if self.in_play(c)} - {-1})
        return [k for k in locs if self.play_cost(p, i, k) <= self.tokens[p]]

    def offer_fo_place(self, frame: Frame) -> list[Action]:
        p, i = frame[1], frame[2]
        return [
            Action(
                f"to {self.loc_tag[k]}", f"Play {self.name(i)} to {self.loc_name(k, p)}", k, refs=(i, self.place_ref(k))
            )
            for k in self.fo_friend_places(p, i)
        ]

    def take_fo_place(self, frame: Frame, act: Action) -> None:
        """Pay, play the friend there and make it a participant (it counts if still ready when the window
        closes, MLP-5.15)."""
        p, i, k = frame[1], frame[2], act.data
        self.spend(p, self.play_cost(p, i, k))
        self.hands[p].remove(i)
        self.put_into_play(p, i, k)
        self.join_faceoff(i)

    def take_fo_window(self, frame: Frame, act: Action) -> None:
        p, passes = frame[1], frame[2]
        players = self.involved_players()
        nxt = players[(players.index(p) + 1) % len(players)]
        if act.id == "pass":
            if passes + 1 < len(players):
                self.push(("fo_window", nxt, passes + 1))
            return
        self.push(("check",), ("fo_window", nxt, 0))
        if act.data[0] == "play":
            self.play_event(p, act.data[1])
        elif act.data[0] == "friend":
            self.push(("fo_place", p, act.data[1]))
        else:
            self.activate(p, act.data[1], act.data[2])

    # ------------------------------------------------------------------ totals and reveals
    def step_fo_close(self, frame: Frame) -> None:
        """MLP-5.15 base totals; MLP-5.23: a troublemaker that left play ends the faceoff without a result."""
        tm = self.fo_tm
        if self.fo_kind == "troublemaker" and (not self.in_play(tm) or self.fl[tm] & DOWN):
            self.log("faceoff_result", {"result": "none", "why": "the troublemaker left"})
            self.push(("fo_finish",))
            return
        au = self.auras()
        for s in (0, 1):
            if self.fo_kind == "troublemaker" and s == 1:
                total = self.F[tm].power + sum(m[1] for m in self.mods if m[0] == tm) + self.tm_bonus(tm)
            else:
                total = sum(
                    self.power(i, au)
                    for i in self.fo_parts[s]
                    if self.in_play(i) and not self.fl[i] & (EXH | FRIGHT) and self.where(i) in self.fo_slots
                )
            if self.cmods and not (self.fo_kind == "troublemaker" and s == 1):
                total += self.next_faceoff_bonus(self.fo_side[s])
            self.fo_tot[s] = max(0, total + self.fo_bonus[s] + self.aura_faceoff_bonus(s))
        self.log("faceoff_totals", {"totals": list(self.fo_tot)})
        self.push(("fo_reveal",))

    def step_fo_reveal(self, frame: Frame) -> None:
        """MLP-5.16: each side reveals in turn (side 0 first); abilities triggered by a flip (card text) resolve
        after that side's reveal, before the other side reveals; then the totals are compared."""
        self.push(("fo_reveal_side", 0), ("fo_reveal_side", 1), ("fo_compare",))

    def step_fo_reveal_side(self, frame: Frame) -> None:
        """One side reveals its cards and adds their reveal values; extra reveals in round 1 only (MLP-5.16)."""
        s = frame[1]
        first = self.fo_round == 0
        n = 1 + (self.fo_extra[s] + self.aura_extra_reveal(s) if first else 0)
        shown = self.reveal_for_side(s, n)
        if first and shown:
            self.ignore_highest(s, shown)
        if self.pending:
            self.push(("check",))

    def ignore_highest(self, s: int, shown: list[int]) -> None:
        """ignore_highest auras of the other side's participants: side ``s`` ignores its highest revealed cards
        of the first round, one per aura (Featherweight)."""
        n = sum(1 for src, _, _ in self.auras().get(IgnoreHighest, ()) if src in self.fo_parts[1 - s])
        for c in sorted(shown, key=lambda c: -self.F[c].power)[:n]:
            self.ignore_flip(s, c)

    def step_fo_compare(self, frame: Frame) -> None:
        """MLP-5.17/5.18: higher total wins; a tie reveals again, unless both decks are empty (a draw)."""
        self.fo_round += 1
        a, b = self.fo_tot
        if a != b:
            self.push(("fo_result", 0 if a > b else 1))
        elif self.decks[self.fo_side[0]] or self.decks[self.fo_side[1]]:
            self.push(("fo_reveal",))
        else:
            self.push(("fo_result", -1))

    # ------------------------------------------------------------------ the result
    def step_fo_result(self, frame: Frame) -> None:
        w = frame[1]
        margin = abs(self.fo_tot[0] - self.fo_tot[1])
        self.log("faceoff_result", {"winner_side": w, "winner": self.fo_side[w] if w >= 0 else None})
        after = (("fo_return",), ("fo_wins", w, margin), ("check",), ("fo_finish",))
        if self.fo_kind == "showdown":
            self.push(*after)
            if w >= 0:
                self.showdown_reward(w)
            return
        if self.fo_kind == "problem":
            if w >= 0:
                best = max(self.fo_slots, key=self.slot_bonus)
                self.score(self.fo_side[w], self.slot_bonus(best), best, why="faceoff")
                if "on_score_bonus" in self.fires:
                    self.fire("on_score_bonus", self.fo_side[w], best)
            self.push(*after)
            return
        tm = self.fo_tm
        if w == 0:
            self.score(self.fo_side[0], self.F[tm].points, self.where(tm), why="troublemaker")
            if self.outcome is None:
                self.remove_to_discard(tm, "defeated")
            self.push(*after)
        elif w == 1:
            self.push(("send_home", self.owner[tm]), *after)
        else:
            self.push(*after)

    def next_faceoff_bonus(self, p: int) -> int:
        """Card text (Reformed): power kept for ``p``'s next faceoff this turn, used up now."""
        mine = [m for m in self.cmods if m[0] == p and m[1] == "faceoff"]
        if mine:
            self.cmods = [m for m in self.cmods if m not in mine]
        return sum(m[2] for m in mine)

    def showdown_reward(self, w: int) -> None:
        """The outcome a showdown event names (``cards.Showdown``): for its winner, or its loser's friend."""
        src = self.fo_tm
        eff = next(e for ab in self.F[src].abilities for e in ab.effects if type(e) is Showdown)
        winner, loser = self.fo_side[w], self.fo_side[1 - w]
        if eff.reward == "score":
            self.score(winner, 1, -1, why=self.cards[src])
        elif eff.reward == "gain_tokens":
            self.gain(winner, 1)
        elif eff.reward == "hand_to_top":
            if self.hands[loser]:
                for i in self.hands[loser]:
                    self.seen_by(i, winner)
                self.push(("hand_top_pick", winner, loser))
        else:
            named = [i for i in self.fo_parts[1 - w] if self.in_play(i)]
            for i in named:
                if eff.reward == "loser_dismisses":
                    self.dismiss(i)
                else:
                    self.card_to_hand(i)

    def offer_hand_top_pick(self, frame: Frame) -> list[Action]:
        """The showdown's winner looks at the loser's hand and chooses the card they put on top of their deck."""
        loser = frame[2]
        reps = self.unique_by(self.hands[loser], lambda i: self.cards[i])
        return [Action(f"top {self.cards[i]}", f"{self.name(i)} goes on top of its owner's deck", i) for i in reps]

    def take_hand_top_pick(self, frame: Frame, act: Action) -> None:
        loser = frame[2]
        self.hands[loser].remove(act.data)
        self.decks[loser].append(act.data)
        self.seen_by(act.data)
        self.log("to_deck_top", {"card": self.card_obj(act.data)})

    def send_home_candidates(self) -> list[int]:
        """MLP-5.25: a participant still in play away from home; a Stubborn one only if all of them are."""
        parts = [i for i in self.fo_parts[0] if self.in_play(i) and self.where(i) >= 2]
        calm = [i for i in parts if not self.has_kw(i, "Stubborn")]
        return calm or parts

    def offer_send_home(self, frame: Frame) -> list[Action]:
        return [
            Action(f"send {rid}", f"Send {self.name(i)} home", i, refs=(i,))
            for rid, i in self.choice_ids(self.send_home_candidates())
        ] or [Action("none", "No character to send home")]

    def take_send_home(self, frame: Frame, act: Action) -> None:
        """The troublemaker won: the chosen character goes home, not exhausted, attachments with it."""
        if act.data is not None:
            if self.attached and self.F[act.data].kind == FRIEND and self.sent_home_dismissed():
                self.dismiss(act.data)  # card text (a resource on the troublemaker)
                return
            self.move_home(act.data)
            self.log("sent_home", {"card": self.card_obj(act.data)})

    def sent_home_dismissed(self) -> bool:
        tm = self.fo_tm
        return any(
            type(e) is DismissSentHome for r in self.attachments(tm) for ab in self.F[r].abilities for e in ab.effects
        )

    # ------------------------------------------------------------------ after the result
    def step_fo_return(self, frame: Frame) -> None:
        """MLP-5.19 (and flip_to_hand auras first): revealed cards go under their owner's deck in reveal order."""
        for q in (self.active, 1 - self.active):
            if self.flip_keep_options(q):
                self.push(("flip_keep", q), ("fo_return",))
                return
        to_discard = self.fo_kind == "problem" and self.flips_discarded()
        for q in (0, 1):
            for c in self.flips[q]:
                if to_discard:
                    self.into_discard(c)
                    self.log("discard", {"card": self.card_obj(c), "why": "revealed"})
                else:
                    self.decks[q].insert(0, c)
                    self.seen_by(c)
            self.flips[q] = []

    def flips_discarded(self) -> bool:
        """A flips_to_discard aura of a problem at a faceoff slot (Fashion Feast)."""
        return any(self.source_loc(src) in self.fo_slots for src, _, _ in self.auras().get(FlipsToDiscard, ()))

    def flip_keep_options(self, q: int) -> list[tuple[int, int, FlipToHand]]:
        """(card, source, effect) pairs: revealed cards of ``q`` a flip_to_hand aura lets them take."""
        out = []
        if -1 - q in self.fo_used:  # the player put their revealed cards under the deck
            return []
        for src, eff in sorted(self.flip_to_hand_sources(q), key=lambda se: se[1].once):  # unlimited first
            if eff.once and src * 64 in self.fo_used:
                continue
            for c in self.flips[q]:
                if self.matches(c, eff.filter, q, src):
                    out.append((c, src, eff))
        return out

    def offer_flip_keep(self, frame: Frame) -> list[Action]:
        q = frame[1]
        cards = self.unique_by([c for c, _, _ in self.flip_keep_options(q)], lambda c: self.cards[c])
        acts = [Action(f"take {self.cards[c]}", f"Put {self.name(c)} into your hand", c, refs=(c,)) for c in cards]
        return [*acts, Action("bottom", "Put the revealed cards under your deck")]

    def take_flip_keep(self, frame: Frame, act: Action) -> None:
        q = frame[1]
        if act.id == "bottom":
            self.fo_used.append(-1 - q)
            return
        c = act.data
        src, eff = next((s, e) for card, s, e in self.flip_keep_options(q) if card == c)
        if eff.once:
            self.fo_used.append(src * 64)
        self.flips[q].remove(c)
        self.hands[q].append(c)
        self.seen_by(c)
        self.log("flip_to_hand", {"player": q, "card": self.card_obj(c)})

    def step_fo_wins(self, frame: Frame) -> None:
        """MLP-5.20: Studious (MLP-6.14), the Mane's win_faceoff flip and on_win_faceoff abilities."""
        w, margin = frame[1], frame[2]
        if w < 0 or self.outcome is not None:
            return
        winner = self.fo_side[w]
        if any(self.has_kw(i, "Studious") for i in self.fo_parts[w] if self.F[i].kind <= 1 and self.in_play(i)):
            self.gain(winner, 1)
        self.win_flip(winner)
        if self.fo_kind != "troublemaker" or w == 0:
            self.fire("on_win_faceoff", winner, -1, -1, margin)

    def step_fo_finish(self, frame: Frame) -> None:
        if any(m[4] == "f" for m in self.mods):
            self.mods = [m for m in self.mods if m[4] != "f"]
        self.fo_kind = ""
        self.fo_slots = ()
        self.fo_tm = -1
        self.fo_parts = [[], []]
        self.fo_bonus = [0, 0]
        self.fo_extra = [0, 0]
        self.fo_tot = [0, 0]
        self.fo_round = 0
        self.fo_used = []
