"""The Star Wars TCG state: every rules module composed, plus what each player may see (SWT-8.1-8.5).

Hidden from a player: the opponent's hand and mulligan picks, the order and identity of both decks (their own deck
is open to them only while a card effect has them search it), and the opponent's face-down cards. A card revealed
by an effect or by the partial build (SWT-3.10 b) is ``known``: it stays known to the opponent while it stays in a
hidden zone (hand or face down) and is forgotten when it becomes public or returns to a deck (SWT-8.3).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Rng

from .base import (
    BUILDABLE_TYPES,
    PILOTING,
    RETREATED,
    U_CARDS,
    U_DMG,
    U_EQ,
    U_ID,
    U_OWN,
    U_PILOT,
    U_TAP,
    U_ZONE,
    Unit,
)
from .cards import ARENAS
from .explain import ExplainMixin

_PRINTED: dict[str, dict[str, Any]] = {}


def printed(card: Any) -> dict[str, Any]:
    """The printed facts a table shows on a card (made once per card id): its type, its cost (build points, or Force
    for a battle card) and, for a unit, its arena, speed, power and health."""
    out = _PRINTED.get(card.id)
    if out is None:
        out = {"type": card.type}
        if card.type == "battle":
            out["force_cost"] = card.force_cost
        else:
            out["cost"] = card.build_cost
        if card.type == "unit":
            out.update(arena=card.arena, speed=card.speed, power=card.power, health=card.health)
        _PRINTED[card.id] = out
    return out


class SwtState(ExplainMixin):
    """A game of Star Wars TCG in progress (see the modules for the rules they implement; explain.py composes them
    all: setup, turn, build, retreat, contests, and under them battle, dice, effects, units)."""

    # ------------------------------------------------------------------ hidden information
    def hidden_from(self, player: int) -> set[int]:
        opp = 1 - player
        known = set(self.known)
        hidden = {i for i in self.hands[opp] if i not in known}
        hidden.update(self.aside[opp])
        hidden.update(self.decks[opp])
        if self.searching != player:
            hidden.update(self.decks[player])
        if not self.builds_open(opp):
            hidden.update(b[1] for b in self.builds if b[0] == opp and b[1] not in known)
        return hidden

    def _redeal_hidden(self, player: int, rng: Rng) -> None:
        """Re-deal the opponent's unknown hand cards, face-down cards and deck among themselves (face-down slots get
        buildable cards), and shuffle the player's own deck unless they are looking through it. The state is then
        ``searched`` (base.py)."""
        self.searched = True
        opp = 1 - player
        known = set(self.known)
        hand_slots = [n for n, i in enumerate(self.hands[opp]) if i not in known]
        build_slots = (
            [] if self.builds_open(opp) else [n for n, b in enumerate(self.builds) if b[0] == opp and b[1] not in known]
        )
        pool = [self.hands[opp][n] for n in hand_slots] + [self.builds[n][1] for n in build_slots] + self.decks[opp]
        rank = self.deck_facts.rank.__getitem__  # the order of (card id, instance id)
        pool.sort(key=rank)
        rng.shuffle(pool)
        for n in build_slots:
            pick = next((k for k, i in enumerate(pool) if self.facts[i].type in BUILDABLE_TYPES), None)
            if pick is None:  # pragma: no cover - the face-down cards themselves are buildable
                raise RuntimeError("no buildable card to re-deal")
            b = self.builds[n]
            self.builds[n] = (b[0], pool.pop(pick), b[2])
        hand = self.hands[opp]
        for n in hand_slots:
            hand[n] = pool.pop()
        self.decks[opp] = pool
        if self.searching != player:
            mine = sorted(self.decks[player], key=rank)
            rng.shuffle(mine)
            self.decks[player] = mine

    # ------------------------------------------------------------------ observation
    def card_obj(self, iid: int) -> dict[str, Any]:
        """A card as the view shows it: instance, card id, name and its printed type and key numbers (``printed``)."""
        return {"iid": iid, "card": self.cards[iid], "name": self.name(iid), **printed(self.facts[iid].card)}

    def unit_obj(self, u: Unit, auras: list[Any]) -> dict[str, Any]:
        obj: dict[str, Any] = {
            "uid": u[U_ID],
            "owner": u[U_OWN],
            "cards": [self.card_obj(i) for i in u[U_CARDS]],
            "tapped": u[U_TAP],
            "damage": u[U_DMG],
            "equipment": [self.card_obj(i) for i in u[U_EQ]],
        }
        if u[U_ZONE] != PILOTING:
            obj.update(
                speed=self.speed(u, auras),
                power=self.power(u, auras),
                health=self.health(u, auras),
                keywords=self.keywords(u, auras),
            )
        if u[U_PILOT]:
            pilot = self.unit(u[U_PILOT])
            if pilot is not None:
                obj["pilot"] = self.unit_obj(pilot, auras)
        return obj

    def _observe(self, player: int | None) -> dict[str, Any]:
        auras = self.auras()
        known = set(self.known)
        players = []
        for p in (0, 1):
            mine = p == player
            hand = self.hands[p]
            seen = [self.card_obj(i) for i in hand if mine or i in known]
            builds = []
            shown = mine or self.builds_open(p)
            for b in self.builds:
                if b[0] == p:
                    if shown or b[1] in known:
                        builds.append({**self.card_obj(b[1]), "counters": b[2]})
                    else:
                        builds.append({"counters": b[2]})
            players.append(
                {
                    "side": self.side_name(p),
                    "force": self.force[p],
                    "build_points": self.bp[p],
                    "controlled": self.ctrl[p],
                    "deck": len(self.decks[p]),
                    "hand_count": len(hand),
                    "hand": seen,
                    "aside": [self.card_obj(i) for i in self.aside[p]] if mine else len(self.aside[p]),
                    "discard": [self.card_obj(i) for i in self.discards[p]],
                    "build_zone": builds,
                    "equipment": [self.card_obj(i) for i in self.gear[p]],
                    "retreated": [
                        self.unit_obj(u, auras) for u in self.units if u[U_OWN] == p and u[U_ZONE] == RETREATED
                    ],
                }
            )
        arenas = {}
        for a, name in enumerate(ARENAS):
            loc = self.locs[a]
            arenas[name] = {
                "location": None if loc < 0 else {**self.card_obj(loc), "owner": self.owner[loc]},
                "units": [self.unit_obj(u, auras) for u in self.units if u[U_ZONE] == a],
            }
        view: dict[str, Any] = {
            "turn": self.turn,
            "phase": self.phase,
            "you": None if player is None else self.side_name(player),
            "players": players,
            "arenas": arenas,
            "resolving": [self.card_obj(i) for i in self.resolving],
        }
        last = None if self.atk else self.last_roll()
        if last is not None:
            view["last_roll"] = last
        if self.atk:
            atk = self.atk
            view["attack"] = {
                "attacker": atk[0],
                "defender": atk[1],
                "arena": ARENAS[atk[2]],
                "attacker_dice": list(atk[3]),
                "defender_dice": list(atk[4]),
                "attacker_damage": atk[5],
                "defender_damage": atk[6],
                "stage": atk[7],
            }
        return view

    def last_roll(self) -> dict[str, Any] | None:
        """The dice of the last attack of this turn once it is over (its "attack", "roll" and "hits" events), so
        that a table shows the roll that just happened; None when no attack of this turn rolled."""
        hits: dict[str, Any] | None = None
        roll: dict[str, Any] | None = None
        rerolled: dict[int, list[int]] = {}  # the dice after the last reroll of each unit (Lucky, effects)
        events = self.events
        for n in range(len(events) - 1, -1, -1):  # newest first (an index loop: mypyc 2.4 fails on reversed here)
            kind, data = events[n][0], events[n][1]
            if kind == "turn":
                return None
            if kind == "hits" and roll is None and hits is None:
                hits = data
            elif kind == "reroll" and roll is None:
                rerolled.setdefault(data["unit"], data["dice"])
            elif kind == "roll" and roll is None:
                roll = data
            elif kind == "attack" and roll is not None and data["attacker"] == roll["attacker"]:
                names = data["names"]
                return {
                    "attacker": roll["attacker"],
                    "defender": roll["defender"],
                    "names": list(names),
                    "arena": data["arena"],
                    "attacker_dice": list(rerolled.get(roll["attacker"], roll["attacker_dice"])),
                    "defender_dice": list(rerolled.get(roll["defender"], roll["defender_dice"])),
                    "attacker_damage": None if hits is None else hits["attacker_damage"],
                    "defender_damage": None if hits is None else hits["defender_damage"],
                }
        return None
