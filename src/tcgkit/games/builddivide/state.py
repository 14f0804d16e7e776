"""The Build Divide state: the rules mixins combined, plus hidden information (BDV-8.1–8.10).

Hidden from player P: both decks (contents and order, BDV-8.1), both life zones' face-down cards (BDV-8.3), the
opponent's hand except cards revealed on their way there (BDV-8.2), and the opponent's D-deck (BDV-8.5). While P
resolves a SEARCH, the matching cards of P's deck are shown to P (BDV-8.7).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Rng

from .attack import AttackRules
from .cards import LETTERS, TERRITORY, UNIT
from .explain import ExplainRules
from .lifedamage import LifeDamageRules
from .setup import SetupRules
from .turn import TurnRules


class BdvState(ExplainRules, TurnRules, AttackRules, LifeDamageRules, SetupRules):
    """A Build Divide game in progress."""

    # -------------------------------------------------------------- observations (BDV-8.6, BDV-8.9)
    def _observe(self, player: int | None) -> dict[str, Any]:
        players = [self._player_view(p, player) for p in (0, 1)]
        return {
            "turn": self.turn,
            "active": self.active,
            "first": self.first,
            "phase": self.phase,
            "charged": self.charged,
            "players": players,
            "attack": self._attack_view(),
            "card_facts": self._card_facts(players),
        }

    def _attack_view(self) -> dict[str, Any] | None:
        """The attack in progress (BDV-5.20–5.29), public: the attacking player, the attacker, the target (a unit's
        instance id, or None for the defending player) and, while life damage is dealt, the damage left."""
        if self.outcome is not None:
            return None
        for frame in reversed(self.stack):
            op = frame[0]
            if op == "dmg":
                _, a, u, r = frame
                return {"player": a, "attacker": u, "target": None, "damage_left": r}
            if op in ("atkcheck", "block", "engage"):
                _, x, u, t = frame
                a = 1 - x if op == "block" else x
                return {"player": a, "attacker": u, "target": None if t < 0 else t, "damage_left": None}
        return None

    def _card_facts(self, players: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
        """The printed numbers of every card the view shows, by card id, for boards that draw cards with their key
        stats (BDV-1.3–1.7): type, colour, cost (coloured letters K/U/W/R plus generic), power, hit, icon."""
        seen: dict[str, int] = {}
        for v in players:
            seen[v["territory"]["card"]] = v["territory"]["iid"]
            for key in ("field", "energy", "grave", "removed", "check", "resolving", "hand", "ddeck", "hand_known"):
                for o in v.get(key, ()):
                    seen[o["card"]] = o["iid"]
        out: dict[str, dict[str, Any]] = {}
        for cid in sorted(seen):
            f = self.f[seen[cid]]
            facts: dict[str, Any] = {"type": f.type_name, "color": f.color_name, "icon": f.icon_name}
            if f.kind != TERRITORY:
                facts["cost"] = "".join(LETTERS[c] * n for c, n in enumerate(f.req)) + (
                    str(f.generic) if f.generic else ""
                )
                facts["total"] = f.total
            if f.kind == UNIT:
                facts.update(power=f.power, hit=f.hit, ace=f.ace)
            if f.title:
                facts["title"] = f.title
            if f.kind == TERRITORY:
                facts["liberation_cost"] = f.lib_cost
            out[cid] = facts
        return out

    def _player_view(self, p: int, viewer: int | None) -> dict[str, Any]:
        obj, rested = self.obj, self.rested
        n_life = len(self.life[p])
        view: dict[str, Any] = {
            "deck": len(self.deck[p]),
            "life": n_life,
            "life_yellow": max(0, n_life - 5),
            "life_red": min(5, n_life),
            "hand_count": len(self.hand[p]),
            "ddeck_count": len(self.ddeck[p]),
            "hand_limit": self.hand_limit[p],
            "mulliganed": self.mulled[p],
            "territory": {**obj(self.terr[p]), "side": "LIBERATED" if self.liberated[p] else "CHARACTER"},
            "field": [
                {**obj(i), "rested": bool(rested[i]), "power": self.power_of(i), "hit": self.hit_of(i)}
                for i in self.field[p]
            ],
            "energy": [{**obj(i), "rested": bool(rested[i])} for i in self.energy[p]],
            "grave": [obj(i) for i in self.grave[p]],
            "removed": [obj(i) for i in self.removed[p]],
            "check": [obj(i) for i in self.check[p]],
            "resolving": [obj(i) for i in self.limbo[p]],
        }
        if p == viewer:
            view["hand"] = [obj(i) for i in self.hand[p]]
            view["ddeck"] = [obj(i) for i in self.ddeck[p]]
        else:
            view["hand_known"] = [obj(i) for i in self.hand[p] if self.pub[i]]
        return view

    # -------------------------------------------------------------- hidden information
    def _searching(self, player: int) -> bool:
        top = self.stack[-1] if self.stack and self.outcome is None else None
        return top is not None and top[0] == "search" and top[1] == player

    def hidden_from(self, player: int) -> set[int]:
        o = 1 - player
        hidden = set(self.deck[0])
        hidden.update(self.deck[1], self.life[0], self.life[1], self.ddeck[o])
        hidden.update(i for i in self.hand[o] if not self.pub[i])
        if self._searching(player):
            hidden.difference_update(self.search_matches(player))
        return hidden

    def _redeal_hidden(self, player: int, rng: Rng) -> None:
        """Re-deal what ``player`` cannot know, pooling in canonical order (card id, instance id) first."""
        cards = self.cards

        def canon(ids: list[int]) -> list[int]:
            pool = sorted(ids, key=lambda i: (cards[i], i))
            rng.shuffle(pool)
            return pool

        p, o = player, 1 - player
        if self._searching(p):  # the shown deck cards stay in the deck
            self.deck[p] = canon(self.deck[p])
            self.life[p] = canon(self.life[p])
        else:  # own deck and life: which card is where is unknown to their owner too
            n = len(self.deck[p])
            pool = canon(self.deck[p] + self.life[p])
            self.deck[p], self.life[p] = pool[:n], pool[n:]
        hand = self.hand[o]
        slots = [k for k, i in enumerate(hand) if not self.pub[i]]
        nd = len(self.deck[o])
        pool = canon([hand[k] for k in slots] + self.deck[o] + self.life[o])
        for n, k in enumerate(slots):
            hand[k] = pool[n]
            self.pub[pool[n]] = 0
        self.deck[o] = pool[len(slots) : len(slots) + nd]
        self.life[o] = pool[len(slots) + nd :]
        self.ddeck[o] = canon(self.ddeck[o])
