"""The effect vocabulary of MLP-10.10 and the resolution of one ability (MLP-10.9).

An ability resolves as frames: ``ab`` (start: who chooses, does a target exist), ``ab_yes`` / ``ab_target`` (the
choices: "may" always offers declining, MLP-0.2; "up to N" is one pick at a time with ``done``, MLP-0.4), then
``ab_go`` applies the effects in order to the chosen targets; effects that ask something (a destination, a card to
discard, an order of peeked cards) push their own decision before the next effect. An ability frame carries
``(controller, source, ability index, then-index, event player, event location, event subject, extra)``.

Durations (MLP-6.26): ``this_faceoff`` ends with the faceoff, ``end_of_phase`` with the phase, ``end_of_turn`` in the
End phase (the default of one-shot modifiers), ``until_next_turn`` at the start of the controller's next turn,
``while_in_play`` is every continuous ability (computed from the state, see ``continuous``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tcgkit.core import Action
from tcgkit.core.compiled import mypyc_attr

from .board import DOWN, EXH, FRIGHT, Frame
from .cards import (
    Ability,
    AddColor,
    AddKeyword,
    AwayFrom,
    Banish,
    BanishBeneath,
    BanishOut,
    Beneath,
    Challenge,
    ClearBeneath,
    CostMod,
    Cover,
    DiscardHand,
    DiscardToPlay,
    Dismiss,
    Draw,
    Exhaust,
    ExtraReveal,
    FaceoffBonus,
    FlipMane,
    FlipPower,
    Frighten,
    FromBeneath,
    GainTokens,
    HandToDeckTop,
    Look,
    Mill,
    Move,
    NextFaceoff,
    Parity,
    PayOrDismiss,
    PeekBottom,
    PeekProblems,
    PeekTop,
    PickFromHand,
    Power,
    Ready,
    Reattach,
    Recall,
    Recover,
    Reflip,
    ReleaseBeneath,
    ReplaceProblem,
    Replay,
    Retire,
    RevealTake,
    Score,
    Search,
    Showdown,
    Shuffle,
    Spend,
    SpendAny,
    ToDeckTop,
    ToHand,
    Uncover,
)
from .continuous import read_only
from .facts import EVENT, FRIEND, MANE, RESOURCE, TROUBLEMAKER
from .ops import OpsRules
from .words import plural

#: ``permanent`` ("w") modifiers never expire: they end only when the card leaves play (``clear_state``)
DURATION_CODE = {"this_faceoff": "f", "end_of_phase": "p", "end_of_turn": "t", "": "t", "while_in_play": "t"}
DURATION_CODE["permanent"] = "w"
CHOICE_TARGETS = (
    "chosen_own_character",
    "chosen_opposing_character",
    "chosen_character",
    "chosen_own_card",
    "chosen_troublemaker",
    "chosen_resource",
    "chosen_card",
)
#: the cards a ``chosen_*`` selector may pick (before its filter): card types, whose (1 the chooser's, -1 the
#: opponent's, 0 either), and whether a slot's problem card is left out (EffectRules._candidates)
_SELECTORS: dict[str, tuple[frozenset[int], int, bool]] = {
    "chosen_troublemaker": (frozenset({TROUBLEMAKER}), 0, False),
    "chosen_resource": (frozenset({RESOURCE}), 0, True),
    "chosen_card": (frozenset({FRIEND, RESOURCE}), 0, True),
    "chosen_own_card": (frozenset({MANE, FRIEND, RESOURCE}), 1, True),
    "chosen_own_character": (frozenset({MANE, FRIEND}), 1, False),
    "chosen_opposing_character": (frozenset({MANE, FRIEND}), -1, False),
}
_CHARACTERS = (frozenset({MANE, FRIEND}), 0, False)  # chosen_character: any character
_SELECTOR_CODES: dict[tuple[str, int], tuple[frozenset[int], bool]] = {}


def _selector_codes(target: str, chooser: int) -> tuple[frozenset[int], bool]:
    """The ``kind << 1 | owner`` codes (MlpBase.kind_owner) of the cards a ``chosen_*`` selector may pick for
    ``chooser`` (see ``_SELECTORS``), and whether a slot's problem card is left out."""
    got = _SELECTOR_CODES.get((target, chooser))
    if got is None:
        allowed, side, not_problem = _SELECTORS.get(target, _CHARACTERS)
        owners = (0, 1) if not side else (chooser,) if side > 0 else (1 - chooser,)
        got = _SELECTOR_CODES[(target, chooser)] = (frozenset(k << 1 | o for k in allowed for o in owners), not_problem)
    return got


#: the "ab" frame layout after the opcode, and the same context as a tuple in later frames
CTRL, SRC, IDX, SUB, PLAYER, LOC, SUBJECT, EXTRA, CHOOSER = range(1, 10)
X_CTRL, X_SRC, X_IDX, X_SUB, X_PLAYER, X_LOC, X_SUBJECT, X_EXTRA, X_CHOOSER = range(9)


@mypyc_attr(allow_interpreted_subclasses=True)
class EffectRules(OpsRules):
    # ------------------------------------------------------------------ looking up abilities
    def ability(self, src: int, idx: int, sub: int) -> Ability:
        ab = self.F[src].abilities[idx]
        return ab if sub < 0 else ab.then[sub]

    def who_players(self, who: str, ctrl: int) -> list[int]:
        if who == "controller":
            return [ctrl]
        if who == "opponent":
            return [1 - ctrl]
        if who == "active":
            return [self.active]
        return [self.active, 1 - self.active]

    def chooser_of(self, ab: Ability, ctrl: int) -> list[int]:
        if ab.chooser == "opponent":
            return [1 - ctrl]
        if ab.chooser == "active":
            return [self.active]
        if ab.chooser == "each":
            return [self.active, 1 - self.active]
        return [ctrl]

    # ------------------------------------------------------------------ targets
    def candidates(self, ab: Ability, chooser: int, src: int, subject: int = -1) -> list[int]:
        """Cards a ``chosen_*`` selector may pick now, seen from the chooser (MLP-10.9)."""
        with self.reading():  # only reads the board: auras, powers and colours once for all the cards
            return list(self._candidates(ab, chooser, src, subject))

    def any_candidate(
        self, ab: Ability, chooser: int, src: int, subject: int = -1, chosen: tuple[int, ...] = ()
    ) -> bool:
        """Whether :meth:`candidates` has a card not in ``chosen`` (found without listing them all)."""
        with self.reading():
            return any(i not in chosen for i in self._candidates(ab, chooser, src, subject))

    def _candidates(self, ab: Ability, chooser: int, src: int, subject: int = -1) -> Iterator[int]:
        flt = ab.filter
        kinds, kind_owner, fl, probs = self.kinds, self.kind_owner, self.fl, self.loc_prob
        moves, dismisses, reattaches = _target_checks(ab)
        codes, not_problem = _selector_codes(ab.target, chooser)
        # frightened cards only if the filter asks for them (or for friends needing help), face-down ones likewise
        barred = (FRIGHT if flt.frightened is not True and not flt.needs_help else 0) | (
            DOWN if flt.face_down is not True else 0
        )
        for i in self.in_play_cards():
            if kind_owner[i] not in codes:
                continue  # not a card type, or not a player's, the selector picks
            if not_problem and i in probs:
                continue  # a new_problem resource is a slot's problem, not a card to choose
            if fl[i] & barred:
                continue
            if not self.matches(i, flt, chooser, src, subject):
                continue
            if moves and kinds[i] <= FRIEND and not self.can_move(i, chooser):
                continue
            if dismisses and not self.dismissable(i):
                continue
            if reattaches and not self.reattach_hosts(i):
                continue
            yield i

    def fixed_targets(self, ab: Ability, ctrl: int, src: int, subject: int = -1) -> list[int]:
        """Targets of selectors without a choice: self, host, own_mane, all_characters, all_friends_here, subject."""
        sel = ab.target
        if sel == "self":
            return [src]
        if sel == "subject":
            return [subject] if subject >= 0 else []
        if sel == "host":
            return [self.host[src]] if self.host[src] >= 0 else []
        if sel == "subject_host":
            h = self.host[subject] if subject >= 0 else -1
            return [h] if h >= 0 and self.matches(h, ab.filter, ctrl, src) else []
        if sel == "own_mane":
            return [self.mane[ctrl]]
        if sel in ("all_characters", "all_friends_here"):
            here = self.source_loc(src)
            out = []
            for i in self.all_characters():
                if sel == "all_friends_here" and (self.F[i].kind != FRIEND or self.where(i) != here):
                    continue
                if self.matches(i, ab.filter, ctrl, src):
                    out.append(i)
            return out
        return []

    def has_targets(self, ab: Ability, ctrl: int, src: int) -> bool:
        """Whether a mandatory chosen target exists (an event needs one to be played)."""
        if ab.target not in CHOICE_TARGETS or ab.optional:
            return True
        return any(next(self._candidates(ab, c, src), -1) >= 0 for c in self.chooser_of(ab, ctrl))

    # ------------------------------------------------------------------ resolving an ability
    def step_ab(self, frame: Frame) -> None:
        """Start resolving an ability: the frame is ``("ab", *ctx)``; the context ``ctx`` is (controller, source,
        ability, then-index, event player, event location, event subject, extra[, chooser])."""
        ctrl, src, idx, sub = frame[CTRL], frame[SRC], frame[IDX], frame[SUB]
        ab = self.ability(src, idx, sub)
        if len(frame) > CHOOSER:
            chooser = frame[CHOOSER]
        else:
            choosers = self.chooser_of(ab, ctrl)
            if len(choosers) > 1:
                self.push(*[(*frame, c) for c in choosers])
                return
            chooser = choosers[0]
        ctx = (*frame[1:CHOOSER], chooser)
        if sub >= 0 and ab.count is not None and not self._count_ok(ab, ctrl, src, frame[SUBJECT]):
            return  # a `then` part whose condition does not hold
        if ab.exhaust_self and self.fl[src] & (EXH | FRIGHT | DOWN):
            return  # "you may exhaust it to ...": no longer possible
        if ab.pay and self.tokens[chooser if ab.pay_by else ctrl] < ab.pay:
            return
        if ab.spend and len(self.beneath(src)) < ab.spend:
            return
        if ab.target in CHOICE_TARGETS:
            if not self.any_candidate(ab, chooser, src, frame[SUBJECT]):
                self.push(("ab_then", ctx))
                return
            if ab.random:  # card text "a random ...": the seeded generator picks (MLP-0.6)
                cands = self.candidates(ab, chooser, src, frame[SUBJECT])
                self.push(("ab_go", ctx, (cands[self.rand_below(len(cands))],), 0))
                self.log_ability(ctrl, src, ab)
                return
            self.push(("ab_target", chooser, ctx, (), ab.up_to))
        elif ab.optional:
            self.push(("ab_yes", chooser, ctx))
        else:
            self.push(("ab_go", ctx, tuple(self.fixed_targets(ab, ctrl, src, frame[SUBJECT])), 0))
        self.log_ability(ctrl, src, ab)

    def log_ability(self, ctrl: int, src: int, ab: Ability) -> None:
        if self.F[src].kind != EVENT:  # events log their play instead
            self.log("ability", {"player": ctrl, "card": self.card_obj(src)})

    def offer_ab_yes(self, frame: Frame) -> list[Action]:
        """MLP-0.2: a "may" ability without a target is a yes/no choice."""
        ctx = frame[2]
        src = ctx[X_SRC]
        ab = self.ability(src, ctx[X_IDX], ctx[X_SUB])
        cost = f" (pay {ab.pay})" if ab.pay else (" (exhaust it)" if ab.exhaust_self else "")
        if ab.spend:
            cost = f" (spend {ab.spend} from beneath it)"
        use = Action("use", f"Use {self.name(src)}{cost}", refs=self.board_refs(frame[1], src))
        return [use, Action("skip", f"Do not use {self.name(src)}")]

    def take_ab_yes(self, frame: Frame, act: Action) -> None:
        if act.id == "use":
            ctx = frame[2]
            ab = self.ability(ctx[X_SRC], ctx[X_IDX], ctx[X_SUB])
            targets = self.fixed_targets(ab, ctx[X_CTRL], ctx[X_SRC], ctx[X_SUBJECT])
            self.push(("ab_go", ctx, tuple(targets), 0))

    @read_only
    def offer_ab_target(self, frame: Frame) -> list[Action]:
        """One target at a time; "done" after the first of "up to N", "skip" for a "may" ability (MLP-0.4)."""
        chooser, ctx, chosen = frame[1], frame[2], frame[3]
        src = ctx[X_SRC]
        ab = self.ability(src, ctx[X_IDX], ctx[X_SUB])
        cands = [i for i in self.candidates(ab, chooser, src, ctx[X_SUBJECT]) if i not in chosen]
        acts = [
            Action(
                f"target {rid}",
                f"{self.name(src)}: choose {self.seen_name(i, chooser)}",
                i,
                refs=self.board_refs(chooser, i),
            )
            for rid, i in self.choice_ids(cands, chooser)
        ]
        if chosen:
            acts.append(Action("done", "Done choosing"))
        elif ab.optional:
            acts.append(Action("skip", f"Do not use {self.name(src)}"))
        return acts

    def take_ab_target(self, frame: Frame, act: Action) -> None:
        chooser, ctx, chosen, left = frame[1], frame[2], frame[3], frame[4]
        if act.id == "skip":
            return
        if act.id != "done":
            chosen = (*chosen, act.data)
            left -= 1
            src = ctx[X_SRC]
            ab = self.ability(src, ctx[X_IDX], ctx[X_SUB])
            if left > 0 and self.any_candidate(ab, chooser, src, ctx[X_SUBJECT], chosen):
                self.push(("ab_target", chooser, ctx, chosen, left))
                return
        self.push(("ab_go", ctx, chosen, 0))

    def step_ab_go(self, frame: Frame) -> None:
        """Apply effect number k of the ability to its targets (paying a "may pay"/"may exhaust" cost first)."""
        ctx, targets, k = frame[1], frame[2], frame[3]
        ctrl, src = ctx[X_CTRL], ctx[X_SRC]
        ab = self.ability(src, ctx[X_IDX], ctx[X_SUB])
        if k == 0:
            if ab.pay:
                payer = ctx[X_CHOOSER] if ab.pay_by else ctrl
                if self.tokens[payer] < ab.pay:
                    return
                self.spend(payer, ab.pay)
            if ab.exhaust_self:
                if self.fl[src] & (EXH | FRIGHT | DOWN):
                    return
                self.exhaust(src)
            if ab.spend:
                if len(self.beneath(src)) < ab.spend:
                    return
                self.spend_beneath(src, ab.spend)
        if k >= len(ab.effects):
            self.push(("ab_then", ctx))
            return
        self.push(("ab_go", ctx, targets, k + 1))
        self.apply_effect(ab.effects[k], ab, ctx, [t for t in targets if self._still_target(t, ab)])

    def _still_target(self, t: int, ab: Ability) -> bool:
        return ab.target in ("self", "host", "subject") or self.in_play(t)

    def step_ab_then(self, frame: Frame) -> None:
        """The ``then`` parts of an ability, each with its own target (after the main part resolved)."""
        ctx = frame[1]
        ab = self.ability(ctx[X_SRC], ctx[X_IDX], ctx[X_SUB])
        if ctx[X_SUB] < 0 and ab.then:
            head, tail = ctx[:X_SUB], ctx[X_SUB + 1 : X_CHOOSER]
            self.push(*[("ab", *head, j, *tail) for j in range(len(ab.then))])

    # ------------------------------------------------------------------ the primitives
    def apply_effect(self, eff: Any, ab: Ability, ctx: Frame, targets: list[int]) -> None:
        ctrl, src, chooser = ctx[X_CTRL], ctx[X_SRC], ctx[X_CHOOSER]
        kind = type(eff)
        dur = "n" + str(ctrl) if ab.duration == "until_next_turn" else DURATION_CODE[ab.duration]
        if kind is GainTokens and eff.amount == "target_cost":
            for t in targets:
                self.gain(ctrl, self.F[t].cost)
        elif kind is GainTokens:
            for p in self.who_players(eff.who, ctrl):
                self.gain(p, eff.n)
                if eff.this_phase and eff.n > 0:
                    self.ptokens[p] += eff.n
        elif kind is Draw:
            for p in self.who_players(eff.who, ctrl):
                self.draw(p, self.tokens[1 - ctrl] if eff.amount == "opponent_tokens" else eff.n)
        elif kind is Score:
            loc = ctx[X_LOC] if ctx[X_LOC] >= 2 else self.source_loc(src)
            n = self.slot_bonus(loc) if eff.amount == "slot_bonus" and loc >= 2 else eff.n
            for p in self.who_players(eff.who, ctrl):
                self.score(p, n, loc, why=self.cards[src])
        elif kind is Power and eff.to_source:
            for t in targets:
                n = self.power(t) if eff.amount == "target_power" else eff.n
                if self.in_play(src) and not self.fl[src] & FRIGHT:
                    self.mods.append((src, n, 0, "", dur))
                    self.log("power", {"card": self.card_obj(src), "change": n})
        elif kind is Power:
            n = ctx[X_EXTRA] if eff.amount == "self_power" else eff.n
            for t in targets:
                if (self.F[t].kind <= FRIEND or self.F[t].kind == TROUBLEMAKER) and not self.fl[t] & FRIGHT:
                    self.mods.append((t, n, 0, "", dur))
                    self.log("power", {"card": self.card_obj(t), "change": n})
        elif kind is AddColor:
            bit = self.GAME.color_bit[eff.color]
            for t in targets:
                if self.F[t].kind <= FRIEND and not self.fl[t] & FRIGHT:
                    self.mods.append((t, 0, bit, "", dur))
        elif kind is AddKeyword:
            for t in targets:
                self.mods.append((t, 0, 0, eff.keyword, dur))
        elif kind is FaceoffBonus:
            if self.fo_kind:
                for side in self.sides_of(ctrl):
                    self.fo_bonus[side] += eff.n
        elif kind is ExtraReveal:
            if self.fo_kind:
                side = self.sides_of(ctrl)[0]
                n = eff.n
                if eff.per_name:
                    names = {self.F[i].name for i in self.fo_parts[side] if self.owner[i] == ctrl}
                    n = eff.n * sum(1 for x in eff.per_name if x in names)
                self.fo_extra[side] += n
        elif kind is Exhaust:
            for t in targets:
                self.exhaust(t)
        elif kind is Ready:
            for t in targets:
                self.ready(t)
        elif kind is Frighten:
            for t in targets:
                self.frighten(t)
        elif kind is Recover:
            for t in targets:
                self.recover(t)
        elif kind is Move:
            self.effect_move(eff, ctx, targets, chooser)
        elif kind is DiscardHand:
            for p in reversed(self.who_players(eff.who, ctrl)):
                forced = p != ctrl and self.feat.discard_to_play  # an opponent's effect (card text, MLP-0.7)
                if eff.amount:
                    n = self.tokens[1 - ctrl] if eff.amount == "opponent_tokens" else self.tokens[p]
                    if n > 0:
                        self.discard_from_hand(p, min(n, len(self.hands[p])), eff.mode, forced)
                else:
                    self.discard_from_hand(p, eff.n, eff.mode, forced)
        elif kind is Dismiss:
            for t in targets:
                if eff.if_power_at_most is None or self.power(t) <= eff.if_power_at_most:
                    self.dismiss(t)
        elif kind is PeekTop:
            owner = ctrl if eff.deck == "own" else 1 - ctrl
            self.peek(ctrl, owner, eff.n, eff.mode, "deck")
        elif kind is PeekProblems:
            loc = self.source_loc(src) if ctx[X_LOC] < 2 else ctx[X_LOC]
            if eff.at == "own_mane":
                loc = self.where(self.mane[ctrl])
            if loc >= 2:
                self.peek(ctrl, self.loc_owner[loc], eff.n, "reorder" if eff.mode == "reorder" else "bottom", "pdeck")
        elif kind is Recall:
            if self.recall_candidates(ctrl, eff, ctx[X_SUBJECT] if eff.not_subject else -1):
                k = ab.effects.index(eff)
                if eff.not_subject:
                    self.push(("recall", ctrl, src, ctx[X_IDX], ctx[X_SUB], k, ctx[X_SUBJECT]))
                else:
                    self.push(("recall", ctrl, src, ctx[X_IDX], ctx[X_SUB], k))
        elif kind is CostMod:
            action = eff.action + ("/" + eff.filter.colors[0] if eff.filter.colors else "")
            for p in self.who_players(eff.who, ctrl):
                self.cmods.append((p, action, eff.n))
        elif kind is ToDeckTop:
            for t in targets:
                if self.in_play(t) or t in self.resolving:
                    self.to_deck_top(t)
        elif kind is ToHand:
            for t in targets:
                self.card_to_hand(t)
        elif kind is Mill and eff.chosen:
            self.push(("mill_player", ctrl, eff.n))
        elif kind is Mill:
            for p in self.who_players(eff.who, ctrl):
                for _ in range(eff.n):
                    if self.decks[p]:
                        c = self.decks[p].pop()
                        self.into_discard(c)
                        self.log("mill", {"player": p, "card": self.card_obj(c)})
        elif kind is Uncover:
            for t in [src] if eff.source else targets:
                if self.fl[t] & DOWN:
                    loc = self.where(t)
                    self.uncover(t, loc)
                    if self.F[t].epic:
                        self.epic_sweep(t, loc)
                    self.push(("uncover_done", t, loc))
        elif kind is Cover:
            for t in targets:
                if not self.fl[t] & DOWN:
                    self.fl[t] = DOWN
                    self.seen_by(t)
                    self.log("cover", {"card": self.card_obj(t)})
        elif kind is Look:
            for t in targets:
                self.seen_by(t, ctrl)
                self.log("look", {"player": ctrl, "card": self.card_obj(t)}, (ctrl,))
        elif kind is PayOrDismiss:
            for t in targets:
                if eff.instead == "exhaust":
                    self.push(("pay_or_dismiss", self.owner[t], t, eff.n, "exhaust"))
                else:
                    self.push(("pay_or_dismiss", self.owner[t], t, eff.n))
        elif kind is Search:
            k = ab.effects.index(eff)
            for p in reversed(self.who_players(eff.who, ctrl)):
                self.push(("search_look", p, src, ctx[X_IDX], ctx[X_SUB], k))
        elif kind is RevealTake:
            deck = self.decks[ctrl]
            n = min(eff.n, len(deck))
            if n:
                for i in deck[-n:]:
                    self.seen_by(i)
                self.log("reveal_top", {"player": ctrl, "cards": [self.card_obj(i) for i in reversed(deck[-n:])]})
                self.push(("reveal_take", ctrl, src, ctx[X_IDX], ctx[X_SUB], ab.effects.index(eff), n))
        elif kind is Reflip:
            side = ctx[X_EXTRA]
            for t in targets:
                if self.fo_kind and t in self.flips[self.fo_side[side]]:
                    self.ignore_flip(side, t)
                    self.reveal_for_side(side, 1)
        elif kind is FlipPower:
            side = ctx[X_EXTRA]
            for t in targets:
                if self.fo_kind and t in self.flips[self.fo_side[side]]:
                    self.fo_tot[side] += eff.n
                    self.log("flip_power", {"card": self.card_obj(t), "change": eff.n, "total": self.fo_tot[side]})
        elif kind is Banish:
            keeper_loc = self.where(src)
            for t in targets:
                if self.in_play(t) and keeper_loc >= 0:
                    self.detach(t)
                    self.clear_state(t)
                    self.banished.append(t)
                    self.banish_links.append((t, src, keeper_loc))
                    self.log("banish", {"card": self.card_obj(t)})
        elif kind is Replay:
            for t in targets:
                if self.F[t].kind == RESOURCE and t in self.discards[self.owner[t]]:
                    self.push(("replay", self.owner[t], t))
        elif kind is Reattach:
            for t in targets:
                if self.reattach_hosts(t):
                    self.push(("reattach", chooser, t))
        elif kind is HandToDeckTop:
            for _ in range(min(eff.n, len(self.hands[ctrl]))):
                self.push(("hand_top", ctrl))
        elif kind in _BENEATH_OPS:
            self.beneath_effect(eff, ctx, targets)
        elif kind is Shuffle:
            for p in self.who_players(eff.who, ctrl):
                if eff.discard:
                    pile = self.discards[p]
                    self.decks[p].extend(pile)
                    self.discards[p] = []
                if eff.hand:
                    self.decks[p].extend(self.hands[p])
                    self.hands[p] = []
                self.shuffle_deck(p)
        elif kind is Challenge:
            for t in targets:
                ok = self.in_play(t) and not self.fl[t] & DOWN and self.F[t].kind == TROUBLEMAKER
                if ok and not (
                    "challenge" in self.feat.forbid_actions and self.forbids("challenge", ctrl, t, self.pos[t])
                ):
                    self.effect_challenge(ctrl, t, eff.with_, src)
        elif kind is Showdown:
            for t in targets:
                if self.showdown_rivals(t):
                    self.push(("showdown_pick", ctrl, t, src))
        elif kind is FlipMane:
            self.flip_mane(ctrl, "ability")
        elif kind is NextFaceoff:
            host = self.host[src] if self.host[src] >= 0 else self.fo_tm  # (the defeated troublemaker left play)
            if host >= 0:
                self.cmods.append((ctrl, "faceoff", self.F[host].power + self.tm_bonus(host)))
        elif kind is AwayFrom:
            self.push(("pick_slot", ctrl))
        elif kind is ReplaceProblem:
            self.replace_problem(self.source_loc(src))
        elif kind is PickFromHand:
            opp = 1 - ctrl
            for i in self.hands[opp]:
                self.seen_by(i, ctrl)
            self.log("reveal_hand", {"player": opp, "cards": [self.card_obj(i) for i in self.hands[opp]]})
            if any(self.matches(i, eff.filter, ctrl, src) for i in self.hands[opp]):
                self.push(("hand_pick", ctrl, src, ctx[X_IDX], ctx[X_SUB], ab.effects.index(eff)))
        elif kind is PeekBottom:
            deck = self.decks[ctrl]
            n = min(eff.n, len(deck))
            if n:
                for i in deck[:n]:
                    self.seen_by(i, ctrl)
                self.log("peek_bottom", {"player": ctrl, "n": n})
                self.push(("bottom_to_top", ctrl, n))
        elif kind is Parity:
            self.push(("parity", ctrl))
        elif kind is Retire:
            for t in targets:
                self.retire(t)
        else:
            raise RuntimeError(f"effect {kind.__name__} has no one-shot meaning")

    # ------------------------------------------------------------------ cards beneath a card (card text, MLP-0.7)
    def beneath_effect(self, eff: Any, ctx: Frame, targets: list[int]) -> None:
        """The effects about cards beneath a card (see ``cards.Beneath``): the zone is public, out of play, and
        its cards leave with their keeper (to their owners' discard piles, ``check_banished``)."""
        ctrl, src = ctx[X_CTRL], ctx[X_SRC]
        kind = type(eff)
        if kind is Beneath:
            for t in targets:
                if not self.in_play(t):
                    continue
                if eff.card == "self":
                    if src in self.resolving:
                        self.resolving.remove(src)
                        self.put_beneath(src, t)
                        self.log("beneath", {"card": self.card_obj(src), "keeper": self.card_obj(t)})
                elif eff.card == "deck_top":
                    if self.decks[ctrl]:
                        c = self.decks[ctrl].pop()
                        self.put_beneath(c, t)
                        self.log("beneath", {"card": self.card_obj(c), "keeper": self.card_obj(t)})
                elif self.hand_beneath_options(ctrl, src, ctx):
                    self.push(("beneath_hand", ctrl, t, ctx))
        elif kind is BanishBeneath:
            for t in targets:
                if self.in_play(t) and self.F[t].kind != MANE:
                    self.detach(t)
                    self.clear_state(t)
                    self.put_beneath(t, src)
                    self.log("beneath", {"card": self.card_obj(t), "keeper": self.card_obj(src)})
        elif kind is BanishOut:
            for t in targets:
                if self.in_play(t) and self.F[t].kind != MANE:
                    self.detach(t)
                    self.clear_state(t)
                    self.banished.append(t)
                    self.log("banish", {"card": self.card_obj(t)})
        elif kind is Spend:
            for t in targets:
                if len(self.beneath(t)) >= eff.n:
                    self.spend_beneath(t, eff.n)
        elif kind is SpendAny:
            if eff.all and self.beneath(src):
                self.spend_reward(ctrl, src, eff.reward, len(self.beneath(src)))
            elif self.beneath(src):
                self.push(("spend_any", ctrl, src, eff.reward))
        elif kind is ClearBeneath:
            for t in targets:
                for c in self.beneath(t):
                    self.unbeneath(c)
                    self.into_discard(c)
                    self.log("discard", {"card": self.card_obj(c), "why": "beneath"})
        elif kind is FromBeneath:
            if self.beneath(src):
                self.push(("from_beneath", ctrl, src))
        elif kind is ReleaseBeneath:
            for c in self.beneath(src):
                self.unbeneath(c)
                if self.F[c].kind == FRIEND:
                    self.enter_location(c, self.owner[c], self.owner[c])
                    self.log(
                        "play", {"player": self.owner[c], "card": self.card_obj(c), "to": self.loc_tag[self.owner[c]]}
                    )
                else:
                    self.into_discard(c)

    def spend_beneath(self, keeper: int, n: int) -> None:
        """Spend ``n`` cards from beneath ``keeper``: the oldest go to their owners' discard piles."""
        for c in self.beneath(keeper)[:n]:
            self.unbeneath(c)
            self.into_discard(c)
            self.log("spend", {"card": self.card_obj(c), "keeper": self.card_obj(keeper)})

    def hand_beneath_options(self, p: int, src: int, ctx: Frame) -> list[int]:
        eff = next(e for e in self.ability(src, ctx[X_IDX], ctx[X_SUB]).effects if type(e) is Beneath)
        return [i for i in self.hands[p] if self.matches(i, eff.filter, p, src)]

    def offer_beneath_hand(self, frame: Frame) -> list[Action]:
        """The card from hand to put (revealed) beneath the chosen card, one action per distinct card."""
        p, keeper, ctx = frame[1], frame[2], frame[3]
        reps = self.unique_by(self.hand_beneath_options(p, ctx[X_SRC], ctx), lambda i: self.cards[i])
        return [
            Action(f"beneath {self.cards[i]}", f"Put {self.name(i)} beneath {self.name(keeper)}", i, refs=(i,))
            for i in reps
        ]

    def take_beneath_hand(self, frame: Frame, act: Action) -> None:
        p, keeper = frame[1], frame[2]
        self.hands[p].remove(act.data)
        self.put_beneath(act.data, keeper)
        self.log("beneath", {"card": self.card_obj(act.data), "keeper": self.card_obj(keeper)})

    def offer_spend_any(self, frame: Frame) -> list[Action]:
        src, reward = frame[2], frame[3]
        what = "token" if reward == "gain_tokens" else "point"
        n = len(self.beneath(src))
        acts = [
            Action(f"spend {k}", f"Spend {k} from beneath {self.name(src)}: {plural(k, what)}", k, refs=(src,))
            for k in range(1, n + 1)
        ]
        return [*acts, Action("none", "Spend none")]

    def take_spend_any(self, frame: Frame, act: Action) -> None:
        p, src, reward = frame[1], frame[2], frame[3]
        if act.id != "none":
            self.spend_reward(p, src, reward, act.data)

    def spend_reward(self, p: int, src: int, reward: str, n: int) -> None:
        """Spend ``n`` cards from beneath ``src``: ``p`` gains a token or scores a point for each."""
        self.spend_beneath(src, n)
        if reward == "gain_tokens":
            self.gain(p, n)
        else:
            self.score(p, n, self.source_loc(src), why=self.cards[src])

    def offer_from_beneath(self, frame: Frame) -> list[Action]:
        src = frame[2]
        reps = self.unique_by(self.beneath(src), lambda i: self.cards[i])
        return [Action(f"top {self.cards[i]}", f"Put {self.name(i)} on top of your deck", i, refs=(i,)) for i in reps]

    def take_from_beneath(self, frame: Frame, act: Action) -> None:
        self.unbeneath(act.data)
        self.decks[self.owner[act.data]].append(act.data)
        self.log("to_deck_top", {"card": self.card_obj(act.data)})

    def offer_mill_player(self, frame: Frame) -> list[Action]:
        p, n = frame[1], frame[2]
        return [
            Action("mill mine", f"Put the top {n} cards of your deck into your discard pile", p, refs=(f"deck:{p}",)),
            Action(
                "mill theirs",
                f"Put the top {n} cards of your opponent's deck into their discard pile",
                1 - p,
                refs=(f"deck:{1 - p}",),
            ),
        ]

    def take_mill_player(self, frame: Frame, act: Action) -> None:
        q = act.data
        for _ in range(frame[2]):
            if self.decks[q]:
                c = self.decks[q].pop()
                self.into_discard(c)
                self.log("mill", {"player": q, "card": self.card_obj(c)})

    def offer_hand_pick(self, frame: Frame) -> list[Action]:
        """The revealed hand: the controller picks a matching card for its owner to discard, or none."""
        p, src = frame[1], frame[2]
        eff = self.ability(src, frame[3], frame[4]).effects[frame[5]]
        assert isinstance(eff, PickFromHand)
        cards = [i for i in self.hands[1 - p] if self.matches(i, eff.filter, p, src)]
        reps = self.unique_by(cards, lambda i: self.cards[i])
        acts = [
            Action(f"discard {self.cards[i]}", f"Your opponent discards {self.name(i)}", i, refs=(i,)) for i in reps
        ]
        return [*acts, Action("none", "Choose none")]

    def take_hand_pick(self, frame: Frame, act: Action) -> None:
        if act.id == "none":
            return
        q = 1 - frame[1]
        self.hands[q].remove(act.data)
        self.into_discard(act.data)
        self.discarded_from_hand(q, act.data, forced=True)

    def offer_bottom_to_top(self, frame: Frame) -> list[Action]:
        p, n = frame[1], frame[2]
        reps = self.unique_by(self.decks[p][:n], lambda i: self.cards[i])
        acts = [Action(f"top {self.cards[i]}", f"Put {self.name(i)} on top of your deck", i) for i in reps]
        return [*acts, Action("none", "Leave them at the bottom")]

    def take_bottom_to_top(self, frame: Frame, act: Action) -> None:
        if act.id != "none":
            deck = self.decks[frame[1]]
            deck.remove(act.data)
            deck.append(act.data)
            self.log("bottom_to_top", {"player": frame[1]})

    def offer_parity(self, frame: Frame) -> list[Action]:
        return [Action("odd", "Choose odd", 1), Action("even", "Choose even (0 is even)", 0)]

    def take_parity(self, frame: Frame, act: Action) -> None:
        """Reveal the top card (it stays on top, known to both): its printed power's parity decides."""
        p = frame[1]
        deck = self.decks[p]
        hit = False
        if deck:
            top = deck[-1]
            self.seen_by(top)
            self.log("reveal_top", {"player": p, "cards": [self.card_obj(top)]})
            hit = self.F[top].power % 2 == act.data
        if hit:
            self.gain(p, 1)
        self.draw(p, 1)

    def offer_pick_slot(self, frame: Frame) -> list[Action]:
        p = frame[1]
        return [
            Action(f"at {self.loc_tag[k]}", f"Choose {self.loc_name(k, p)}", k, refs=(self.place_ref(k),))
            for k in self.slots()
        ]

    def take_pick_slot(self, frame: Frame, act: Action) -> None:
        """The opponent moves one of their friends away from the chosen problem (if they have one there)."""
        q = 1 - frame[1]
        if self.away_candidates(q, act.data):
            self.push(("away_pick", q, act.data))

    def away_candidates(self, q: int, loc: int) -> list[int]:
        return [
            i for i in self.characters(loc) if self.owner[i] == q and self.F[i].kind == FRIEND and self.can_move(i, q)
        ]

    def offer_away_pick(self, frame: Frame) -> list[Action]:
        q, loc = frame[1], frame[2]
        return [
            Action(f"move {rid}", f"Move {self.name(i)} away", i, refs=(i,))
            for rid, i in self.choice_ids(self.away_candidates(q, loc), q)
        ]

    def take_away_pick(self, frame: Frame, act: Action) -> None:
        self.push(("ab_dest", frame[1], act.data, "chosen", (act.data,)))

    def shuffle_deck(self, p: int) -> None:
        """Shuffle a draw deck with the seeded generator (MLP-0.6): nobody knows its order any more (MLP-8.2)."""
        deck = self.decks[p]
        self.forget(deck)
        self.shuffle(deck)
        self.log("shuffle", {"player": p})

    def retire(self, t: int) -> None:
        """Card text "retire": from play to its owner's discard pile (not a dismissal); ``on_retired`` triggers."""
        if not self.in_play(t) or self.F[t].kind == MANE:
            return
        self.remove_to_discard(t, "retired")
        if "on_retired" in self.fires:
            self.fire("on_retired", self.owner[t], -1, t)

    # ------------------------------------------------------------------ faceoffs started by card text (MLP-0.7)
    def effect_challenge(self, p: int, t: int, with_: str, src: int) -> None:
        """``p`` challenges troublemaker ``t`` now (MLP-5.23–5.27) with all their ready characters at its problem,
        one of them of their choice, or the ability's own card; it counts as its challenge this turn (MLP-4.10)."""
        loc = self.pos[t]
        if t not in self.challenged:
            self.challenged.append(t)
        mine = [i for i in self.characters(loc) if self.owner[i] == p and not self.fl[i] & EXH]
        if with_ == "chosen" and len(mine) > 1:
            self.push(("challenge_with", p, t))
            return
        if with_ == "source":
            mine = [src] if src in mine else []
        self.log("challenge", {"player": p, "card": self.card_obj(t), "at": self.loc_tag[loc]})
        if "on_challenged" in self.fires:
            self.fire("on_challenged", p, loc, t)
        self.push(("fo_begin", "troublemaker", (loc,), t, p, tuple(mine[:1] if with_ == "chosen" else mine)))

    def offer_challenge_with(self, frame: Frame) -> list[Action]:
        p, t = frame[1], frame[2]
        mine = [i for i in self.characters(self.pos[t]) if self.owner[i] == p and not self.fl[i] & EXH]
        return [
            Action(f"with {rid}", f"Challenge {self.name(t)} with {self.name(i)}", i, refs=(i, t))
            for rid, i in self.choice_ids(mine, p)
        ]

    def take_challenge_with(self, frame: Frame, act: Action) -> None:
        p, t = frame[1], frame[2]
        loc = self.pos[t]
        self.log("challenge", {"player": p, "card": self.card_obj(t), "at": self.loc_tag[loc]})
        if "on_challenged" in self.fires:
            self.fire("on_challenged", p, loc, t)
        self.push(("fo_begin", "troublemaker", (loc,), t, p, (act.data,)))

    def showdown_rivals(self, mine: int) -> list[int]:
        """Face-up opposing friends with at least the power of ``mine`` (card text "equal or greater power")."""
        if not self.in_play(mine) or self.fl[mine] & FRIGHT:
            return []
        p, need = self.owner[mine], self.power(mine)
        return [
            i
            for i in self.all_characters(1 - p)
            if self.F[i].kind == FRIEND and not self.fl[i] & FRIGHT and self.power(i) >= need
        ]

    def offer_showdown_pick(self, frame: Frame) -> list[Action]:
        p, mine = frame[1], frame[2]
        return [
            Action(f"against {rid}", f"Faceoff: {self.name(mine)} against {self.name(i)}", i, refs=(mine, i))
            for rid, i in self.choice_ids(self.showdown_rivals(mine), p)
        ]

    def take_showdown_pick(self, frame: Frame, act: Action) -> None:
        mine, src, theirs = frame[2], frame[3], act.data
        slots = tuple(sorted({self.where(mine), self.where(theirs)}))
        self.push(("fo_begin", "showdown", slots, src, frame[1], (mine, theirs)))

    # ------------------------------------------------------------------ faceoff reveals (MLP-5.16)
    def reveal_for_side(self, s: int, n: int) -> list[int]:
        """Side ``s`` reveals up to ``n`` cards from its player's deck into their flip area, adding their reveal
        values (MLP-1.10, MLP-5.16; an empty deck reveals nothing); each flip triggers ``on_flip``."""
        q = self.fo_side[s]
        shown = []
        for _ in range(n):
            if not self.decks[q]:
                break
            c = self.decks[q].pop()
            self.flips[q].append(c)
            self.fo_tot[s] += self.F[c].power
            shown.append(c)
        self.log(
            "reveal", {"side": s, "player": q, "cards": [self.card_obj(c) for c in shown], "total": self.fo_tot[s]}
        )
        for c in shown:
            self.fire("on_flip", q, -1, c, s)
        return shown

    def ignore_flip(self, s: int, c: int) -> None:
        """A revealed card is ignored: its reveal value no longer counts for side ``s`` (it stays in the flip
        area and goes under the deck with the others, MLP-5.19)."""
        self.fo_tot[s] = max(0, self.fo_tot[s] - self.F[c].power)
        self.log("ignore", {"card": self.card_obj(c), "total": self.fo_tot[s]})

    def sides_of(self, player: int) -> list[int]:
        """Faceoff sides a player plays (two when challenging their own Epic, MLP-5.27)."""
        return [s for s in (0, 1) if self.fo_side[s] == player][:1] or [0]

    def step_uncover_done(self, frame: Frame) -> None:
        self.uncover_effects(frame[1], frame[2])

    # ------------------------------------------------------------------ moving by effects
    def effect_move(self, eff: Move, ctx: Frame, targets: list[int], chooser: int) -> None:
        src = ctx[X_SRC]
        for t in targets:
            if not self.in_play(t) or not self.can_move(t, chooser):
                continue
            if "move_here" in self.feat.forbid_actions and eff.dest in _FIXED_DESTS:
                there = self.owner[t] if eff.dest == "home" else self.source_loc(src)
                there = ctx[X_LOC] if eff.dest == "event_slot" else ctx[X_EXTRA] if eff.dest == "origin" else there
                if self.forbids("move_here", chooser, t, there):
                    continue
            if eff.dest == "home":
                self.move(t, self.owner[t], chooser)
            elif eff.dest == "this_slot":
                here = self.source_loc(src)
                if here >= 2:
                    self.move(t, here, chooser)
            elif eff.dest == "event_slot":
                there = ctx[X_LOC]
                if 2 <= there < len(self.locs) and self.loc_prob[there] >= 0:
                    self.move(t, there, chooser)
            elif eff.dest == "origin":
                back = ctx[X_EXTRA]
                if back == self.owner[t] or (2 <= back < len(self.locs) and self.loc_prob[back] >= 0):
                    self.move(t, back, chooser)
            elif self.dest_options(t, eff.dest, tuple(targets)):  # no place to go: it stays
                self.push(("ab_dest", chooser, t, eff.dest, tuple(targets)))

    def dest_options(self, t: int, mode: str, group: tuple[int, ...] = ()) -> list[int]:
        """Where an effect may move ``t``; ``different_slot``: a problem none of the other targets of the same
        effect was moved to."""
        here = self.where(t)
        opts = [k for k in [self.owner[t], *self.slots()] if k != here]
        if "move_here" in self.feat.forbid_actions:
            opts = [k for k in opts if not self.forbids("move_here", -1, t, k)]
        if mode in ("chosen_slot", "other_slot", "different_slot", "fewer_characters", "troublemaker_slot"):
            opts = [k for k in opts if k >= 2]
        if mode == "troublemaker_slot":
            opts = [k for k in opts if self.troublemakers(k)]
        if mode == "own_critter_slot":
            me = self.owner[t]
            opts = [
                k for k in opts if any(self.owner[c] == me and self.has_trait(c, "Critter") for c in self.characters(k))
            ]
        if mode == "fewer_characters":
            most = len(self.characters(here)) if here >= 2 else 0
            opts = [k for k in opts if len(self.characters(k)) <= most]
        if mode == "different_slot":
            taken = {self.where(g) for g in group if g != t}
            opts = [k for k in opts if k not in taken]
        return opts

    def offer_ab_dest(self, frame: Frame) -> list[Action]:
        t = frame[2]
        return [
            Action(
                f"to {self.loc_tag[k]}",
                f"Move {self.name(t)} to {self.loc_name(k, frame[1])}",
                k,
                refs=(*self.board_refs(frame[1], t), self.place_ref(k)),
            )
            for k in self.dest_options(t, frame[3], frame[4] if len(frame) > 4 else ())
        ]

    def take_ab_dest(self, frame: Frame, act: Action) -> None:
        self.move(frame[2], act.data, frame[1])

    # ------------------------------------------------------------------ banished troublemakers (card text)
    def offer_unbanish(self, frame: Frame) -> list[Action]:
        t = frame[2]
        return [
            Action(
                f"to {self.loc_tag[k]}",
                f"Put {self.name(t)} into play at {self.loc_name(k, frame[1])}",
                k,
                refs=(*self.board_refs(frame[1], t), self.place_ref(k)),
            )
            for k in self.slots()
        ]

    def take_unbanish(self, frame: Frame, act: Action) -> None:
        """The troublemaker returns to play face down at the chosen problem and is uncovered at once (MLP-4.6,
        MLP-4.7 for an Epic, MLP-4.9)."""
        t, k = frame[2], act.data
        self.detach(t)
        self.place(t, k)
        self.fl[t] = DOWN
        self.uncover(t, k)
        if self.F[t].epic:
            self.epic_sweep(t, k)
        self.push(("uncover_done", t, k))

    # ------------------------------------------------------------------ moving an attachment (card text)
    def reattach_hosts(self, r: int) -> list[int]:
        """Friends other than its host that resource ``r`` (now on a friend) may be attached to (MLP-1.16)."""
        h = self.host[r]
        if h < 0 or self.F[h].kind != FRIEND:
            return []
        rule = self.F[r].attach_to
        out = []
        for c in self.all_characters():
            if c == h or self.F[c].kind != FRIEND or self.fl[c] & FRIGHT:
                continue
            if rule.startswith("own") and self.owner[c] != self.owner[r]:
                continue
            if rule.startswith("opponent") and self.owner[c] == self.owner[r]:
                continue
            out.append(c)
        return out

    def offer_reattach(self, frame: Frame) -> list[Action]:
        r = frame[2]
        return [
            Action(
                f"onto {rid}",
                f"Attach {self.name(r)} to {self.seen_name(c, frame[1])}",
                c,
                refs=(*self.board_refs(frame[1], r), self.card_ref(c, frame[1])),
            )
            for rid, c in self.choice_ids(self.reattach_hosts(r), frame[1])
        ]

    def take_reattach(self, frame: Frame, act: Action) -> None:
        r = frame[2]
        self.host[r] = act.data
        self.log("reattach", {"card": self.card_obj(r), "to": self.card_obj(act.data)})

    # ------------------------------------------------------------------ hands, decks, discard piles
    def discard_from_hand(self, p: int, n: int, mode: str, forced: bool = False) -> None:
        """MLP-10.10 #12: ``n`` cards (0 = all), at random (the game's generator) or chosen by their owner;
        ``forced``: an opponent's effect (a ``discard_to_play`` friend may then enter play instead)."""
        hand = self.hands[p]
        count = len(hand) if n == 0 else min(n, len(hand))
        if mode == "chosen" and count < len(hand):
            for _ in range(count):
                self.push(("discard_choice", p, 1) if forced else ("discard_choice", p))
            return
        for _ in range(count):
            k = self.rand_below(len(hand)) if count < len(hand) else len(hand) - 1
            c = hand.pop(k)
            self.into_discard(c)
            self.discarded_from_hand(p, c, forced)

    def offer_discard_choice(self, frame: Frame) -> list[Action]:
        p = frame[1]
        reps = self.unique_by(self.hands[p], lambda i: self.cards[i])
        return [Action(f"discard {self.cards[i]}", f"Discard {self.name(i)}", i, refs=(i,)) for i in reps]

    def take_discard_choice(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        self.hands[p].remove(act.data)
        self.into_discard(act.data)
        self.discarded_from_hand(p, act.data, len(frame) > 2)

    def discarded_from_hand(self, p: int, c: int, forced: bool = False) -> None:
        """A card an effect made ``p`` discard from hand: logged; ``on_discard`` triggers (card text, MLP-0.7).
        The End-phase hand limit (MLP-4.25) does not fire it: an "until end of turn" bonus would end at once."""
        self.log("discard", {"card": self.card_obj(c), "why": "from hand"})
        self.fire("on_discard", p, -1, c)
        if forced and any(type(e) is DiscardToPlay for ab in self.F[c].abilities for e in ab.effects):
            self.push(("replay", p, c))  # its owner may put it into play instead (card text)

    def recall_candidates(self, p: int, eff: Recall, but: int = -1) -> list[int]:
        return [i for i in self.discards[p] if i != but and self.matches(i, eff.filter, p, -1)]

    def offer_recall(self, frame: Frame) -> list[Action]:
        """MLP-10.10 #15: a chosen matching card from one's discard pile (one action per distinct card)."""
        p, src = frame[1], frame[2]
        eff = self.ability(src, frame[3], frame[4]).effects[frame[5]]
        assert isinstance(eff, Recall)
        reps = self.unique_by(
            self.recall_candidates(p, eff, frame[6] if len(frame) > 6 else -1), lambda i: self.cards[i]
        )
        where = "hand" if eff.to == "hand" else "top of deck"
        return [Action(f"recall {self.cards[i]}", f"Put {self.name(i)} into your {where}", i, refs=(i,)) for i in reps]

    def take_recall(self, frame: Frame, act: Action) -> None:
        src = frame[2]
        eff = self.ability(src, frame[3], frame[4]).effects[frame[5]]
        assert isinstance(eff, Recall)
        if eff.to == "hand":
            self.card_to_hand(act.data)
        else:
            self.to_deck_top(act.data)

    def card_to_hand(self, i: int) -> None:
        """A public card goes to its owner's hand; both players know what it is (MLP-8.2)."""
        if not (self.in_play(i) or i in self.discards[self.owner[i]] or i in self.resolving):
            return
        self.detach(i)
        self.clear_state(i)
        self.hands[self.owner[i]].append(i)
        self.seen_by(i)
        self.log("to_hand", {"card": self.card_obj(i)})

    def offer_hand_top(self, frame: Frame) -> list[Action]:
        p = frame[1]
        reps = self.unique_by(self.hands[p], lambda i: self.cards[i])
        return [Action(f"top {self.cards[i]}", f"Put {self.name(i)} on top of your deck", i, refs=(i,)) for i in reps]

    def take_hand_top(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        self.hands[p].remove(act.data)
        self.decks[p].append(act.data)
        self.log("hand_to_deck", {"player": p})

    # ------------------------------------------------------------------ searching a deck (card text, MLP-0.7)
    def search_candidates(self, frame: Frame) -> list[int]:
        p, src = frame[1], frame[2]
        eff = self._search_effect(frame)
        return [i for i in self.decks[p] if self.matches(i, eff.filter, p, src)]

    def step_search_look(self, frame: Frame) -> None:
        """The searcher looks through their deck: it is known to them until the shuffle (MLP-8.2)."""
        for i in self.decks[frame[1]]:
            self.seen_by(i, frame[1])
        self.push(("search", *frame[1:]))

    def offer_search(self, frame: Frame) -> list[Action]:
        """The searching player looks through their whole deck (it is known to them until the shuffle) and takes
        one matching card, or none (a search may always fail to find, MLP-0.2)."""
        reps = self.unique_by(self.search_candidates(frame), lambda i: self.cards[i])
        home = self._search_effect(frame).to == "home_frightened"
        where = "play it to your home, frightened" if home else "put it into your hand"
        acts = [Action(f"take {self.cards[i]}", f"Reveal {self.name(i)} and {where}", i) for i in reps]
        return [*acts, Action("none", "Take nothing")]

    def _search_effect(self, frame: Frame) -> Search:
        eff = self.ability(frame[2], frame[3], frame[4]).effects[frame[5]]
        assert isinstance(eff, Search)
        return eff

    def take_search(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        deck = self.decks[p]
        if act.id != "none":
            deck.remove(act.data)
            self.seen_by(act.data)
            self.log("search", {"player": p, "card": self.card_obj(act.data)})
            if self._search_effect(frame).to == "home_frightened":
                self.place(act.data, p)
                self.fl[act.data] = FRIGHT
                self.log("play", {"player": p, "card": self.card_obj(act.data), "to": self.loc_tag[p]})
            else:
                self.hands[p].append(act.data)
        else:
            self.log("search", {"player": p, "card": None})
        self.forget(deck)
        self.shuffle(deck)

    # ------------------------------------------------------------------ revealing the top of a deck (card text)
    def _reveal_effect(self, frame: Frame) -> RevealTake:
        eff = self.ability(frame[2], frame[3], frame[4]).effects[frame[5]]
        assert isinstance(eff, RevealTake)
        return eff

    def offer_reveal_take(self, frame: Frame) -> list[Action]:
        """One revealed card matching the filter into the hand, or none (MLP-0.2 "may")."""
        p, src, n = frame[1], frame[2], frame[6]
        eff = self._reveal_effect(frame)
        top = self.decks[p][-n:]
        reps = self.unique_by(
            [i for i in reversed(top) if self.matches(i, eff.filter, p, src)], lambda i: self.cards[i]
        )
        acts = [Action(f"take {self.cards[i]}", f"Put the revealed {self.name(i)} into your hand", i) for i in reps]
        if acts and eff.must:
            return acts
        return [*acts, Action("none", "Take none of them")]

    def take_reveal_take(self, frame: Frame, act: Action) -> None:
        p, n = frame[1], frame[6]
        eff = self._reveal_effect(frame)
        deck = self.decks[p]
        if act.id != "none":
            deck.remove(act.data)
            self.hands[p].append(act.data)
            self.log("to_hand", {"card": self.card_obj(act.data)})
            n -= 1
        if n <= 0:
            return
        if eff.rest == "top":
            if n > 1:
                self.push(("peek_order", p, p, "deck", 0, n))
            return
        if eff.rest == "discard":
            for c in deck[-n:]:
                deck.remove(c)
                self.into_discard(c)
                self.log("discard", {"card": self.card_obj(c), "why": "revealed"})
            return
        self.push(("to_bottom_order", p, tuple(deck[-n:])))

    def offer_to_bottom_order(self, frame: Frame) -> list[Action]:
        """Revealed cards go under the deck one at a time, in the order chosen: each one below the previous."""
        reps = self.unique_by(list(frame[2]), lambda i: self.cards[i])
        return [Action(f"under {self.cards[i]}", f"Put {self.name(i)} under your deck next", i) for i in reps]

    def take_to_bottom_order(self, frame: Frame, act: Action) -> None:
        p, rest = frame[1], list(frame[2])
        rest.remove(act.data)
        self.decks[p].remove(act.data)
        self.decks[p].insert(0, act.data)
        if rest:
            self.push(("to_bottom_order", p, tuple(rest)))
        else:
            self.log("to_bottom", {"player": p, "owner": p, "zone": "deck"})

    # ------------------------------------------------------------------ peeking (MLP-10.10 #14, Inspired)
    def peek(self, viewer: int, owner: int, n: int, mode: str, zone: str) -> None:
        """``viewer`` looks at the top ``n`` cards of a deck; they become known to them (MLP-8.2)."""
        deck = self.decks[owner] if zone == "deck" else self.pdecks[owner]
        n = min(n, len(deck))
        if n == 0:
            return
        for i in deck[-n:]:
            self.seen_by(i, viewer)
        self.log("peek", {"player": viewer, "owner": owner, "zone": zone, "n": n})
        if mode == "reorder":
            if n > 1:
                self.push(("peek_order", viewer, owner, zone, 0, n))
        else:
            self.push(*[("peek_bottom", viewer, owner, zone, n - 1 - k) for k in range(n)])

    def _deck(self, frame: Frame) -> list[int]:
        return self.decks[frame[2]] if frame[3] == "deck" else self.pdecks[frame[2]]

    def offer_peek_order(self, frame: Frame) -> list[Action]:
        """Reorder peeked cards one position at a time, from the top: choose the card to go next."""
        deck, done, n = self._deck(frame), frame[4], frame[5]
        rest = deck[len(deck) - n : len(deck) - done][::-1]  # top first
        reps = self.unique_by(rest, lambda i: self.cards[i])
        return [Action(f"next {self.cards[i]}", f"Put {self.name(i)} next from the top", i) for i in reps]

    def take_peek_order(self, frame: Frame, act: Action) -> None:
        deck, done, n = self._deck(frame), frame[4], frame[5]
        top = len(deck) - 1 - done
        k = deck.index(act.data)
        deck[top], deck[k] = deck[k], deck[top]
        if done + 2 < n:
            self.push((*frame[:4], done + 1, n))

    def offer_peek_bottom(self, frame: Frame) -> list[Action]:
        deck = self._deck(frame)
        depth = frame[4]
        i = deck[len(deck) - 1 - depth]
        return [
            Action("keep", f"Leave {self.name(i)} where it is", i),
            Action("bottom", f"Put {self.name(i)} on the bottom", i),
        ]

    def take_peek_bottom(self, frame: Frame, act: Action) -> None:
        if act.id == "bottom":
            deck = self._deck(frame)
            deck.remove(act.data)
            deck.insert(0, act.data)
            self.log("to_bottom", {"player": frame[1], "owner": frame[2], "zone": frame[3]})

    # ------------------------------------------------------------------ other choices
    def offer_pay_or_dismiss(self, frame: Frame) -> list[Action]:
        p, t, n = frame[1], frame[2], frame[3]
        refs = self.board_refs(p, t)
        if len(frame) > 4:  # pay or have it exhausted
            acts = [Action("exhaust", f"Let {self.name(t)} be exhausted", refs=refs)]
            if self.tokens[p] >= n:
                acts.insert(0, Action("pay", f"Pay {n} tokens to keep {self.name(t)} ready", refs=refs))
            return acts
        acts = [Action("dismiss", f"Let {self.name(t)} be dismissed", refs=refs)]
        if self.tokens[p] >= n:
            acts.insert(0, Action("pay", f"Pay {n} tokens to keep {self.name(t)}", refs=refs))
        return acts

    def take_pay_or_dismiss(self, frame: Frame, act: Action) -> None:
        if act.id == "pay":
            self.spend(frame[1], frame[3])
        elif act.id == "exhaust":
            self.exhaust(frame[2])
        else:
            self.dismiss(frame[2])

    def offer_replace_dismiss(self, frame: Frame) -> list[Action]:
        t = frame[2]
        return [
            Action("deck top", f"Put {self.name(t)} on top of your deck instead", refs=self.board_refs(frame[1], t)),
            Action("discard", f"Let {self.name(t)} be dismissed", refs=self.board_refs(frame[1], t)),
        ]

    def take_replace_dismiss(self, frame: Frame, act: Action) -> None:
        t = frame[2]
        if not self.in_play(t):
            return
        if act.id == "deck top":
            self.to_deck_top(t)
        else:
            self.remove_to_discard(t, "dismissed")
            self.fire("on_dismissed", self.owner[t], -1, t)


#: move destinations an effect names without a choice
_FIXED_DESTS = ("home", "this_slot", "event_slot", "origin")
#: the effects about cards beneath a card (``EffectRules.beneath_effect``)
_BENEATH_OPS = (Beneath, BanishBeneath, BanishOut, Spend, SpendAny, ClearBeneath, FromBeneath, ReleaseBeneath)

#: ``_target_checks`` per ability (abilities are immutable card data, alive as long as the card pool)
_TARGET_CHECKS: dict[int, tuple[Ability, tuple[bool, bool, bool]]] = {}


def _target_checks(ab: Ability) -> tuple[bool, bool, bool]:
    """Whether an ability moves, dismisses or reattaches its target: the extra checks a candidate must pass."""
    got = _TARGET_CHECKS.get(id(ab))
    if got is None or got[0] is not ab:
        kinds = [type(e) for e in ab.effects]
        got = _TARGET_CHECKS[id(ab)] = (ab, (Move in kinds, Dismiss in kinds, Reattach in kinds))
    return got[1]
