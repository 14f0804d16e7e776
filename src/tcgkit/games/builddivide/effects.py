"""Resolving effects (BDV-5.36–5.39) with the effect vocabulary of BDV-10.8.

An effect is a list of steps of one card (``Facts.effects[key]``). Frames carry ``(controller, source, attacker,
key, index)``: ("eff", ...) walks the steps in order (BDV-5.36); ("may", ...) offers DO/SKIP for an optional step
(BDV-5.38); ("do", ...) carries one step out; ("tgt", ..., chosen) picks targets when the step resolves (BDV-5.37).
Triggered abilities wait in ("order", p, pending, attacker) until their controller picks which resolves next (BDV-5.39).
AURA (STATIC) is never resolved: ``BdvBase._mods`` applies it (BDV-5.40); UNBLOCKABLE is a keyword (``attack.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from tcgkit.core import Action
from tcgkit.core.names import capital, join_names, possessive

from .base import CARD_EFFECT, DDECK_REF, DECK_REF
from .cards import COMMAND, UNIT, Facts, Step, Target
from .costs import CostRules
from .wording import step_words, steps_words

Frame = tuple[Any, ...]


@cache
def step_text(step: Step) -> str:
    """A step in words for labels and the log, without its "you may" (our own wording, ``wording.step_words``);
    computed once per step (card data is immutable)."""
    return step_words(step, may=False)


@cache
def ability_text(f: Facts, key: str) -> str:
    """An ability's or effect's steps in words (``wording.steps_words``), once per definition and key."""
    return steps_words(f.effects[key])


class EffectRules(CostRules):
    """BDV-5.36–5.39, BDV-10.8."""

    # -------------------------------------------------------------- triggered abilities (BDV-5.39)
    def push_triggers(self, p: int, pending: list[tuple[int, str]], atk: int) -> None:
        """Abilities that triggered together; their controller orders them one at a time."""
        if pending:
            self.push(("order", p, tuple(pending), atk))

    def offer_order(self, frame: Frame) -> list[Action]:
        f = self.f
        return [
            Action(
                f"resolve {src} {key}",
                f"Resolve {f[src].name} first: {self._ability_text(src, key)}",
                (src, key),
                False,
                False,
                (self.card_ref(src),),
            )
            for src, key in frame[2]
        ]

    def take_order(self, frame: Frame, act: Action) -> None:
        _, p, pending, atk = frame
        rest = tuple(x for x in pending if x != act.data)
        if rest:
            self.push(("order", p, rest, atk))
        src, key = act.data
        self.push(("ability", p, src, key, atk))

    def _ability_text(self, src: int, key: str) -> str:
        return ability_text(self.f[src], key)

    def step_ability(self, frame: Frame) -> None:
        """BDV-5.38: the condition is checked when the ability starts to resolve; BDV-5.39: even if the source left."""
        _, p, src, key, atk = frame
        if not self.cond_ok(p, self.f[src].conds[key]):
            self.log("ability_fails", {"player": p, "source": self.obj(src)})
            return
        self.log("ability", {"player": p, "source": self.obj(src), "text": self._ability_text(src, key)})
        self.push(("eff", p, src, atk, key, 0))

    # -------------------------------------------------------------- walking an effect (BDV-5.36, BDV-5.38)
    def step_eff(self, frame: Frame) -> None:
        _, ctrl, src, atk, key, idx = frame
        steps = self.f[src].effects[key]
        if idx >= len(steps):
            return
        step = steps[idx]
        self.push(("eff", ctrl, src, atk, key, idx + 1))
        if step.optional and (step.target is None or self.candidates(ctrl, src, atk, step.target, ())):
            self.push(("may", ctrl, src, atk, key, idx))
        else:  # BDV-0.6: DO with no legal target and SKIP lead to the same state
            self.push(("do", ctrl, src, atk, key, idx))

    def offer_may(self, frame: Frame) -> list[Action]:
        step = self.f[frame[2]].effects[frame[4]][frame[5]]
        text = f"{step_text(step)} ({self.f[frame[2]].name})"
        return [
            Action("do", f"Do it: {text}", None, False, False, (self.card_ref(frame[2]),)),
            Action("skip", f"Skip it: {text}"),
        ]

    def take_may(self, frame: Frame, act: Action) -> None:
        if act.id == "do":
            self.push(("do", *frame[1:]))

    def step_do(self, frame: Frame) -> None:
        _, ctrl, src, atk, key, idx = frame
        step = self.f[src].effects[key][idx]
        if step.target is None:
            _OPS[step.op](self, frame, step)
            return
        t = step.target
        cands = self.candidates(ctrl, src, atk, t, ())
        if not cands:  # BDV-5.37: no legal target, the step does nothing
            self.log("no_target", {"player": ctrl, "source": self.obj(src), "step": step_text(step)})
            return
        if t.kind in ("SELF", "ATTACKER") or t.count == "ALL":
            self.affect(ctrl, step, cands)
        else:
            self.push(("tgt", ctrl, src, atk, key, idx, ()))

    # -------------------------------------------------------------- targets (BDV-5.37)
    def candidates(self, ctrl: int, src: int, atk: int, t: Target, chosen: tuple[int, ...]) -> list[int]:
        kind = t.kind
        if kind == "SELF":
            pool = [src] if self.on_field(src) else []
        elif kind == "ATTACKER":
            pool = [atk] if self.on_field(atk) else []
        elif kind == "OWN_UNIT":
            pool = self.field[ctrl]
        elif kind == "OPP_UNIT":
            pool = self.field[1 - ctrl]
        else:
            pool = self.field[ctrl] + self.field[1 - ctrl]
        return [i for i in pool if i not in chosen and self.unit_ok(i, t)]

    def offer_tgt(self, frame: Frame) -> list[Action]:
        _, ctrl, src, atk, key, idx, chosen = frame
        step = self.f[src].effects[key][idx]
        assert step.target is not None
        t = step.target
        what = capital(step_text(step))
        cands = self.candidates(ctrl, src, atk, t, chosen)
        acts = [
            Action(f"target {i}", f"{what}: {self.unit_label(i, ctrl)}", i, False, False, self.one_ref[i])
            for i in cands
        ]
        if t.up_to:
            if 2 <= len(cands) <= t.count - len(chosen):  # the whole run of picks at once (BDV-5.37)
                names = join_names([self.f[i].name for i in cands])
                all_of = tuple(cands)
                acts.append(Action("target all", f"{what}: all of them ({names})", all_of, False, True, all_of))
            acts.append(Action("done", "Choose no more targets" if chosen else "Choose no target"))
        return acts

    def unit_label(self, i: int, viewer: int) -> str:
        """ "your Crypt Rat (1000 power, hit 1, rested)" / "the opponent's …", for the deciding player."""
        rested = ", rested" if self.rested[i] else ""
        who = "your" if self.owner[i] == viewer else possessive(self.owner[i], viewer)
        power, hit = self.stats_of(i)
        return f"{who} {self.f[i].name} ({power} power, hit {hit}{rested})"

    def take_tgt(self, frame: Frame, act: Action) -> None:
        _, ctrl, src, atk, key, idx, chosen = frame
        step = self.f[src].effects[key][idx]
        t = step.target
        assert t is not None
        if isinstance(act.data, tuple):  # "target all": every remaining candidate, within the count
            chosen = (*chosen, *act.data)
        elif act.data is not None:
            chosen = (*chosen, act.data)
            more = t.up_to and len(chosen) < t.count and self.candidates(ctrl, src, atk, t, chosen)
            if more:
                self.push(("tgt", ctrl, src, atk, key, idx, chosen))
                return
        if chosen:
            self.affect(ctrl, step, list(chosen))

    def affect(self, ctrl: int, step: Step, units: list[int]) -> None:
        """Carry out a targeted primitive (POWER, HIT, DESTROY, REST, STAND, BOUNCE, REMOVE) on chosen units."""
        op = step.op
        names = [self.obj(i) for i in units]
        self.log(
            op.lower(), {"player": ctrl, "units": names, "n": step.n} if step.n else {"player": ctrl, "units": names}
        )
        for i in units:
            if op == "POWER":
                self.deltas.append((i, step.n, 0))
            elif op == "HIT":
                self.deltas.append((i, 0, step.n))
            elif op == "REST":
                self.rested[i] = 1
            elif op == "STAND":
                self.rested[i] = 0
            else:
                self.leave_field(i)
                if op == "DESTROY":
                    self.to_grave(i)
                elif op == "BOUNCE":
                    self.to_hand_public(i)
                else:  # REMOVE: the removed zone, never the graveyard (BDV-6.9)
                    self.removed[self.owner[i]].append(i)

    # -------------------------------------------------------------- primitives without a unit target
    def _who(self, ctrl: int, step: Step) -> int:
        return ctrl if step.who == "CONTROLLER" else 1 - ctrl

    def op_draw(self, frame: Frame, step: Step) -> None:
        """DRAW n: BDV-6.1 single draws."""
        self.draw(frame[1], step.n)

    def op_discard(self, frame: Frame, step: Step) -> None:
        """DISCARD who n: that player chooses n cards (all if fewer)."""
        self.push(("disc", self._who(frame[1], step), step.n))

    def step_disc(self, frame: Frame) -> None:
        _, p, n = frame
        hand = self.hand[p]
        if n <= 0 or not hand:
            return
        if len(hand) <= n:
            for i in list(hand):
                self.discard(p, i)
            return
        self.push(("dpick", p, n))

    def offer_dpick(self, frame: Frame) -> list[Action]:
        """Choose one card to discard (identical cards are one choice)."""
        f = self.f
        return [
            Action(f"discard {self.cards[i]}", f"Discard {f[i].name}", i, False, False, self.one_ref[i])
            for i in self.distinct(self.hand[frame[1]])
        ]

    def take_dpick(self, frame: Frame, act: Action) -> None:
        _, p, n = frame
        self.discard(p, act.data)
        self.push(("disc", p, n - 1))

    def discard(self, p: int, i: int) -> None:
        self.hand[p].remove(i)
        self.to_grave(i)
        self.log("discard", {"player": p, "card": self.obj(i)})

    def op_add_life(self, frame: Frame, step: Step) -> None:
        """ADD_LIFE n: deck top cards go face down on top of the life zone (BDV-6.3, BDV-6.2: as many as there are)."""
        p = frame[1]
        deck, life = self.deck[p], self.life[p]
        n = min(step.n, len(deck))
        for _ in range(n):
            life.append(deck.pop())
        self.log("add_life", {"player": p, "n": n})

    def op_life_to_grave(self, frame: Frame, step: Step) -> None:
        """LIFE_TO_GRAVE who n: top life cards to the graveyard without a trigger check (BDV-6.5)."""
        p = self._who(frame[1], step)
        life = self.life[p]
        moved = [life.pop() for _ in range(min(step.n, len(life)))]
        self.grave[p].extend(moved)
        self.log("life_to_grave", {"player": p, "cards": [self.obj(i) for i in moved]})

    def op_mill(self, frame: Frame, step: Step) -> None:
        """MILL who n: top deck cards to the graveyard (BDV-6.2)."""
        p = self._who(frame[1], step)
        deck = self.deck[p]
        moved = [deck.pop() for _ in range(min(step.n, len(deck)))]
        self.grave[p].extend(moved)
        self.log("mill", {"player": p, "cards": [self.obj(i) for i in moved]})

    def op_energy_ramp(self, frame: Frame, step: Step) -> None:
        """ENERGY_RAMP n: top deck cards to the controller's energy zone, rested."""
        p = frame[1]
        deck = self.deck[p]
        moved = [deck.pop() for _ in range(min(step.n, len(deck)))]
        for i in moved:
            self.energy[p].append(i)
            self.rested[i] = 1
        self.log("energy_ramp", {"player": p, "cards": [self.obj(i) for i in moved]})

    def op_search(self, frame: Frame, step: Step) -> None:
        """SEARCH filter: up to 1 matching deck card to hand, revealed; then shuffle (BDV-8.7, BDV-6.14)."""
        self.push(("search", *frame[1:]))

    def op_grave_to_hand(self, frame: Frame, step: Step) -> None:
        """GRAVE_TO_HAND filter: up to 1 matching card from the controller's graveyard (never the removed zone)."""
        self.push(("g2h", *frame[1:]))

    def op_ddeck_to_hand(self, frame: Frame, step: Step) -> None:
        """DDECK_TO_HAND filter: up to 1 matching UNIT or COMMAND from the D-deck, revealed (BDV-6.12, BDV-8.5)."""
        self.push(("d2h", *frame[1:]))

    def op_liberate(self, frame: Frame, step: Step) -> None:
        """LIBERATE: BDV-5.17 (territory.py)."""
        if not self.liberated[frame[1]]:
            self.push(("libeff", frame[1], frame[2], frame[3]))

    def op_close_territory(self, frame: Frame, step: Step) -> None:
        """CLOSE_TERRITORY who: BDV-5.19."""
        self.close_territory(self._who(frame[1], step))

    def op_win_game(self, frame: Frame, step: Step) -> None:
        """WIN_GAME: BDV-7.3."""
        self.log("win_effect", {"player": frame[1], "source": self.obj(frame[2])})
        self.end_game(frame[1], CARD_EFFECT)

    def close_territory(self, p: int) -> None:
        """BDV-5.19: back to the CHARACTER side (nothing happens if it already shows it)."""
        if self.liberated[p]:
            self.liberated[p] = False
            self.log("territory_closed", {"player": p, "territory": self.obj(self.terr[p])})

    # -------------------------------------------------------------- zone choices: "up to 1" with DONE
    def _zone_choice(
        self, frame: Frame, zone: list[int], kinds: tuple[int, ...] | None, where: str | None = None
    ) -> list[Action]:
        """Take up to 1 card of ``zone``: its refs are the card, or ``where`` (a zone ref) for a zone whose cards are
        not drawn face up on the table (the deck shown by a search, the D-deck)."""
        step = self.f[frame[2]].effects[frame[4]][frame[5]]
        f = self.f
        acts = [
            Action(f"take {self.cards[i]}", f"Take {f[i].name}", i, False, False, (where,) if where else (i,))
            for i in self.distinct(zone)
            if self.card_ok(i, step.filter) and (kinds is None or f[i].kind in kinds)
        ]
        acts.append(Action("done", "Take nothing"))
        return acts

    def search_matches(self, p: int) -> list[int]:
        """The deck cards a pending SEARCH shows its player (BDV-8.7)."""
        frame = self.stack[-1]
        step = self.f[frame[2]].effects[frame[4]][frame[5]]
        return [i for i in self.deck[p] if self.card_ok(i, step.filter)]

    def offer_search(self, frame: Frame) -> list[Action]:
        return self._zone_choice(frame, self.deck[frame[1]], None, DECK_REF[frame[1]])

    def take_search(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        if act.data is not None:
            self.deck[p].remove(act.data)
            self.to_hand_public(act.data)
        self.log("search", {"player": p, "card": None if act.data is None else self.obj(act.data)})
        self.shuffle(self.deck[p])

    def offer_g2h(self, frame: Frame) -> list[Action]:
        return self._zone_choice(frame, self.grave[frame[1]], None)

    def take_g2h(self, frame: Frame, act: Action) -> None:
        if act.data is not None:
            self.grave[frame[1]].remove(act.data)
            self.to_hand_public(act.data)
            self.log("grave_to_hand", {"player": frame[1], "card": self.obj(act.data)})

    def offer_d2h(self, frame: Frame) -> list[Action]:
        return self._zone_choice(frame, self.ddeck[frame[1]], (UNIT, COMMAND), DDECK_REF[frame[1]])

    def take_d2h(self, frame: Frame, act: Action) -> None:
        if act.data is not None:
            self.ddeck[frame[1]].remove(act.data)
            self.to_hand_public(act.data)
            self.log("ddeck_to_hand", {"player": frame[1], "card": self.obj(act.data)})


_OPS: dict[str, Callable[[EffectRules, Frame, Step], None]] = {
    name[3:].upper(): fn for name, fn in vars(EffectRules).items() if name.startswith("op_")
}
