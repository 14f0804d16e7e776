"""Explanation notes for a player (``State.explain``): what they can't do now and why, and what ends the game soon.

Blocked notes answer the "why not" of the pending decision of the player, each with the rule that forbids it:

- mulligan: only battle and mission cards may be set aside (SWT-3.6);
- initial build: units that would take the initial total past 30 or can't join their stack (SWT-3.8), the partial
  build when no unit fits (SWT-3.10 b);
- build step: battle cards of another timing or too dear (SWT-1.10, SWT-5.23), cards the build points can't
  complete this turn (SWT-5.3), missions whose condition fails (SWT-1.9), versions that could only be discarded
  (SWT-6.10), equipment that can't be attached (SWT-5.6);
- retreat step: tapped units can't retreat (SWT-5.10);
- activation: faster units go first, Dark first on ties (SWT-5.12);
- attack windows: battle cards of another window, too dear or whose condition fails (SWT-1.10, SWT-5.23);
- contests: a bid is capped by the bidder's Force (SWT-5.20);
- choosing an arena: arenas whose battle has begun (SWT-4.11).

Forecast notes: who would win if the turn ended now (SWT-7.1, SWT-7.2), the turn limit (SWT-7.4), a short deck
(SWT-6.2), the initial totals (SWT-3.7) and the scores of a contest (SWT-5.21).

Only what the player may know is read: the public table, their own hand and face-down cards (never the opponent's
hand, face-down cards or either deck's contents), so the notes are the same in every determinization.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Note, capital, join_names, player_name, possessive

from .base import (
    BATTLE,
    CHARACTER,
    MISSION,
    U_CARDS,
    U_ID,
    U_OWN,
    U_TAP,
    U_ZONE,
    UNIT,
)
from .cards import ARENAS, BUILDABLE
from .describe import TIMING, describe_cond
from .setup import SetupMixin

TARGET = 30
WINDOW_WORDS = {
    "before_roll": "before the roll",
    "after_roll": "after the roll",
    "before_damage": "before damage",
    "battle_end": "at the end of an attack",
    "build_step": "in your build step",
}
#: Forecast the turn limit this many turns ahead.
LIMIT_WARNING = 2
#: Warn about a deck with this many cards or fewer.
SHORT_DECK = 3


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _and(words: list[str], word: str = "and") -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" {word} " + words[-1]


def _or(words: list[str]) -> str:
    return _and(words, "or")


class ExplainMixin(SetupMixin):
    """``_explain`` and its parts, reading the rules helpers of every other part of the state."""

    def _explain(self, player: int) -> list[Note]:
        if self.outcome is not None or not self.stack:
            return []
        frame = self.stack[-1]
        notes: list[Note] = []
        if self.to_move == player:
            op = frame[0]
            part = getattr(self, f"_why_{op}", None)
            if part is not None:
                notes += part(player, frame)
        notes += self._forecast(player, frame)
        return notes

    # ------------------------------------------------------------------ blocked: setup
    def _why_mulligan(self, p: int, frame: Any) -> list[Note]:
        """SWT-3.6: only battle and mission cards may be set aside."""
        kept = [i for i in self.hand_choices(p) if self.facts[i].type not in (BATTLE, MISSION)]
        if not kept:
            return []
        return [
            Note(
                "SWT-3.6",
                "Only battle and mission cards can be set aside for the mulligan; units, locations and equipment "
                "stay in your hand.",
                tuple(kept),
            )
        ]

    def _why_ib_deploy(self, p: int, frame: Any) -> list[Note]:
        """SWT-3.8: units that would pass 30, or that can't join their persona's stack."""
        t = self.total(p)
        offered = {iid for iid, _, _ in self.deployments(p)}
        too_dear: list[int] = []
        no_stack: list[tuple[int, str]] = []
        for iid in self.hand_choices(p, lambda i: self.facts[i].type == UNIT):
            if iid in offered:
                continue
            f = self.facts[iid]
            x = self.own_persona_unit(p, f.persona) if f.unique else None
            if x is not None and not self.can_stack(x, iid):
                no_stack.append((iid, self.stack_full_words(x, iid)))
            else:
                too_dear.append(iid)
        notes = []
        if too_dear:
            notes.append(
                Note(
                    "SWT-3.8",
                    f"Your initial total is {t}/{TARGET}: {join_names([self.name(i) for i in too_dear])} would take "
                    f"it past {TARGET}.",
                    tuple(too_dear),
                )
            )
        for iid, why in no_stack:
            notes.append(Note("SWT-3.8", f"{self.name(iid)} can't be deployed: {why}.", (iid,)))
        return notes

    def stack_full_words(self, x: Any, iid: int) -> str:
        """SWT-6.10: why card ``iid`` can't join stack ``x``."""
        if any(self.facts[c].copy == self.facts[iid].copy for c in x[U_CARDS]):
            return f"your {self.unit_label(x)} already holds that card, and a stack holds no two copies"
        return f"your {self.unit_label(x)} already holds 4 cards"

    def _why_ib_partial(self, p: int, frame: Any) -> list[Note]:
        """SWT-3.10 (b): no legal deployment is left, so one buildable card is built face down with what is
        missing to 30."""
        n = TARGET - self.total(p)
        return [
            Note(
                "SWT-3.10",
                f"No unit of your hand can be deployed without passing {TARGET}: you build one card face down with "
                f"the {n} missing build counters instead, and draw nothing.",
            )
        ]

    # ------------------------------------------------------------------ blocked: build step
    def _why_build(self, p: int, frame: Any) -> list[Note]:
        notes = self._battle_cards_blocked(p, "build_step")
        notes += self._completion_blocked(p)
        notes += self._equipment_blocked(p)
        return notes

    def _completion_blocked(self, p: int) -> list[Note]:
        """SWT-5.3 / SWT-5.1 (b): cards the build points can't complete this turn; SWT-1.9 missions whose
        condition fails; SWT-6.10 versions that could only be discarded."""
        bp = self.bp[p]
        short: list[tuple[int, int]] = []
        cond_fails: list[int] = []
        discard_only: list[tuple[int, str]] = []
        cheaper = self.has_static_op("cost")
        in_hand = self.hand_choices(p, lambda i: self.facts[i].card.type in BUILDABLE)
        cards: list[tuple[int, int]] = [(i, 0) for i in in_hand]
        seen: set[tuple[str, int]] = set()
        for b in self.builds:
            if b[0] == p and (self.cards[b[1]], b[2]) not in seen:
                seen.add((self.cards[b[1]], b[2]))
                cards.append((b[1], b[2]))
        for iid, counters in cards:
            opts = self.completion_options(p, iid, cheaper)
            if not opts:
                if self.facts[iid].type == MISSION:
                    cond_fails.append(iid)
                continue
            real = [need for mode, need in opts if mode != "discard"]
            if not real:
                x = self.own_persona_unit(p, self.facts[iid].persona)
                discard_only.append((iid, self.stack_full_words(x, iid) if x is not None else ""))
                continue
            missing = min(real) - counters
            if missing > bp:
                short.append((iid, missing))
        notes = []
        if short:
            parts = [f"{self.name(i)} ({missing} more)" for i, missing in short]
            notes.append(
                Note(
                    "SWT-5.3",
                    f"With {_plural(bp, 'build point')} you can't complete {join_names(parts)} this turn; "
                    "build counters stay on a face-down card from turn to turn (SWT-5.2).",
                    tuple(i for i, _ in short),
                )
            )
        for iid in cond_fails:
            card = self.facts[iid].card
            cond = " and ".join(describe_cond(c) for c in card.when) or "its condition holds"
            notes.append(Note("SWT-1.9", f"{self.name(iid)} can be completed only if {cond}.", (iid,)))
        for iid, why in discard_only:
            notes.append(Note("SWT-6.10", f"Completing {self.name(iid)} can only discard it (SWT-6.9): {why}.", (iid,)))
        return notes

    def _equipment_blocked(self, p: int) -> list[Note]:
        """SWT-5.6: an unattached equipment needs its equip cost and one of your units in an arena that fits."""
        notes = []
        done: set[str] = set()
        for eq in self.gear[p]:
            if self.cards[eq] in done:
                continue
            done.add(self.cards[eq])
            card = self.facts[eq].card
            why = ""
            if card.equip_force > self.force[p]:
                why = f"it costs {card.equip_force} Force and you have {self.force[p]}"
            elif card.equip_build > self.bp[p]:
                why = f"it costs {_plural(card.equip_build, 'build point')} and you have {self.bp[p]}"
            elif not any(u[U_OWN] == p and u[U_ZONE] <= CHARACTER and self.equip_fits(eq, u) for u in self.units):
                target = " or ".join(card.equip_arenas) + (
                    " " + " or ".join(card.equip_subtype) if card.equip_subtype else ""
                )
                why = f"none of your units in an arena is a {target} unit"
            if why:
                notes.append(Note("SWT-5.6", f"{self.name(eq)} can't be equipped now: {why}.", (eq,)))
        return notes

    # ------------------------------------------------------------------ blocked: battle cards (SWT-1.10, SWT-5.23)
    def _battle_cards_blocked(self, p: int, timing: str) -> list[Note]:
        playable = set(self.playable_battle_cards(p, timing))
        other_time: list[int] = []
        dear: list[int] = []
        unmet: list[int] = []
        unsupported: list[int] = []
        for iid in self.hand_choices(p, lambda i: self.facts[i].type == BATTLE):
            if iid in playable:
                continue
            card = self.facts[iid].card
            if not card.supported:
                unsupported.append(iid)
            elif card.timing != timing:
                other_time.append(iid)
            elif self.battle_cost(iid) > self.force[p]:
                dear.append(iid)
            else:
                unmet.append(iid)
        notes = []
        now = WINDOW_WORDS[timing]
        if other_time:
            parts = [f"{self.name(i)} ({TIMING[self.facts[i].card.timing]})" for i in other_time]
            notes.append(
                Note(
                    "SWT-1.10",
                    f"Not playable now ({now}): {join_names(parts)}; a battle card is played only at its timing.",
                    tuple(other_time),
                )
            )
        if dear:
            parts = [f"{self.name(i)} ({self.battle_cost(i)} Force)" for i in dear]
            notes.append(
                Note("SWT-5.23", f"Not enough Force (you have {self.force[p]}) for {join_names(parts)}.", tuple(dear))
            )
        for iid in unmet:
            card = self.facts[iid].card
            cond = " and ".join(describe_cond(c) for c in card.when)
            why = f"only if {cond}, and every target it needs must exist" if cond else "a target it needs is missing"
            notes.append(Note("SWT-5.23", f"{self.name(iid)} can't be played now: {why}.", (iid,)))
        if unsupported:
            notes.append(
                Note(
                    "SWT-10.1",
                    f"{join_names([self.name(i) for i in unsupported])}: not supported by this engine, never "
                    "playable (see the card's text).",
                    tuple(unsupported),
                )
            )
        return notes

    def _why_win(self, p: int, frame: Any) -> list[Note]:
        return self._battle_cards_blocked(p, frame[2])

    # ------------------------------------------------------------------ blocked: retreat and activation
    def _why_retreat(self, p: int, frame: Any) -> list[Note]:
        """SWT-5.10: tapped units can't retreat."""
        tapped = [u for u in self.units if u[U_OWN] == p and u[U_ZONE] <= CHARACTER and u[U_TAP]]
        held = [u for u in self.units if u[U_OWN] == p and not u[U_TAP] and self.retreat_blocked(u)]
        notes = []
        if tapped:
            notes.append(
                Note(
                    "SWT-5.10",
                    f"Tapped units can't retreat: {join_names([self.unit_label(u) for u in tapped])}.",
                    tuple(u[U_CARDS][0] for u in tapped),
                )
            )
        if held:
            notes.append(
                Note(
                    "SWT-0.8",
                    f"A card in play forbids these retreats: {join_names([self.unit_label(u) for u in held])}.",
                    tuple(u[U_CARDS][0] for u in held),
                )
            )
        return notes

    def _why_act(self, p: int, frame: Any) -> list[Note]:
        """SWT-5.12: the fastest untapped unit activates next; Dark's units first on equal speed."""
        a = frame[3] if frame[0] == "act" else frame[2]
        now = {frame[2]} if frame[0] == "act" else set(frame[3])
        auras = self.auras()
        later = [u for u in self.units if u[U_OWN] == p and u[U_ZONE] == a and not u[U_TAP] and u[U_ID] not in now]
        if not later:
            return []
        parts = [f"{self.unit_label(u)} (speed {self.speed(u, auras)})" for u in later]
        return [
            Note(
                "SWT-5.12",
                f"Later in the {ARENAS[a]} battle: {join_names(parts)}; the fastest untapped unit activates first, "
                "Dark's on equal speed.",
                tuple(u[U_CARDS][0] for u in later),
            )
        ]

    def _why_act_pick(self, p: int, frame: Any) -> list[Note]:
        return self._why_act(p, frame)

    # ------------------------------------------------------------------ blocked: contests and arenas
    def _why_bid_open(self, p: int, frame: Any) -> list[Note]:
        """SWT-5.20: no bid above the bidder's current Force."""
        return [Note("SWT-5.20", f"You can bid at most your Force, {self.force[p]}.")]

    def _why_bid(self, p: int, frame: Any) -> list[Note]:
        return self._why_bid_open(p, frame)

    def _why_fx_arena(self, p: int, frame: Any) -> list[Note]:
        """SWT-4.11: an effect that picks an arena 'whose battle has not started' can't pick one already fought."""
        e = self.effects_at(frame[2], frame[4])[frame[5]]
        current = self.battle_arena()
        if not e.later or current < 0:
            return []
        gone = [ARENAS[a] for a in range(current + 1)]
        return [
            Note(
                "SWT-4.11",
                f"The battle of the {_and(gone)} arena{'' if len(gone) == 1 else 's'} has begun: this effect picks "
                "only an arena whose battle is still to come.",
                tuple(f"arena:{a}" for a in gone),
            )
        ]

    # ------------------------------------------------------------------ forecasts
    def _forecast(self, p: int, frame: Any) -> list[Note]:
        notes: list[Note] = []
        if self.phase in ("setup", "initial build"):
            notes.append(self._initial_totals(p))
        else:
            notes.append(self._control_forecast(p))
            limit = int(self.options.get("turn_limit", 60))
            if limit - self.turn <= LIMIT_WARNING:
                notes.append(
                    Note(
                        "SWT-7.4",
                        f"Turn {self.turn} of {limit}: if nobody wins by the end of turn {limit}, the game is a draw.",
                        kind="forecast",
                    )
                )
        left = len(self.decks[p])
        if left <= SHORT_DECK:
            notes.append(
                Note(
                    "SWT-6.2",
                    f"Your deck has {_plural(left, 'card')}; with none left you simply draw nothing.",
                    kind="forecast",
                )
            )
        if frame[0] in ("bid_open", "bid"):
            notes.append(self._contest_forecast(p, frame))
        return notes

    def _initial_totals(self, p: int) -> Note:
        """SWT-3.7: each player's initial total, aiming at 30."""
        mine, theirs = self.total(p), self.total(1 - p)
        return Note(
            "SWT-3.7",
            f"Initial build: you {mine}/{TARGET}, the opponent {theirs}/{TARGET}.",
            kind="forecast",
        )

    def holders(self) -> list[int | None]:
        """SWT-7.1: who would control each arena if the turn ended now (the only player with a unit there)."""
        out: list[int | None] = []
        for a in range(3):
            present = {u[U_OWN] for u in self.units if u[U_ZONE] == a}
            out.append(present.pop() if len(present) == 1 else None)
        return out

    def control_words(self, viewer: int | None) -> tuple[str, str, tuple[str, ...]]:
        """(rule id, sentence, arena refs) of SWT-7.1/7.2 for ``viewer``: who would win if the turn ended now."""
        holders = self.holders()
        held: dict[int, list[str]] = {}
        for a, h in enumerate(holders):
            if h is not None:
                held.setdefault(h, []).append(ARENAS[a])
        for q, arenas in held.items():
            if len(arenas) >= 2:
                verb = "control" if q == viewer else "controls"
                side = self.side_name(q).title()
                text = f"If the turn ended now, {side} wins: {player_name(q, viewer)} {verb} {_and(arenas)}."
                return "SWT-7.2", text, tuple(f"arena:{a}" for a in arenas)
        parts = []
        for q in self.sides():
            if q in held:
                verb = "control" if q == viewer else "controls"
                parts.append(f"{player_name(q, viewer)} {verb} {held[q][0]}")
        free = [ARENAS[a] for a, h in enumerate(holders) if h is None]
        if free:
            parts.append(f"nobody controls {_or(free)}")
        text = f"If the turn ended now, nobody would win (2 arenas are needed): {'; '.join(parts)}."
        return "SWT-7.1", text, tuple(f"arena:{ARENAS[a]}" for a, h in enumerate(holders) if h is not None)

    def _control_forecast(self, p: int) -> Note:
        rule, text, refs = self.control_words(p)
        return Note(rule, text, refs, "forecast")

    def _contest_forecast(self, p: int, frame: Any) -> Note:
        """SWT-5.21: score = bid + the top card's printed build cost + the cards under it."""
        x, y = frame[2], frame[3]
        bids = (frame[4], frame[5]) if frame[0] == "bid" else (0, 0)
        ux, uy = self.unit(x), self.unit(y)
        assert ux is not None and uy is not None
        base = {self.dark: (self.stack_cost(ux), bids[0], ux), 1 - self.dark: (self.stack_cost(uy), bids[1], uy)}
        parts = []
        refs = []
        for q in (p, 1 - p):
            cost, bid, u = base[q]
            parts.append(f"{possessive(q, p)} {self.unit_label(u)} scores {cost} + bid {bid} = {cost + bid}")
            refs.append(u[U_CARDS][0])
        text = capital("; ".join(parts)) + ". The higher score wins and pays its bid; a tie discards both."
        return Note("SWT-5.21", text, tuple(refs), "forecast")
