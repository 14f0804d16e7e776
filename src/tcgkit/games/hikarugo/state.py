"""The Hikaru no Go state: every rules section composed, and 8. Hidden information (HGO-8.1–8.8).

``observe(p)`` shows a card instance as ``{"iid", "card", "name"}`` only when ``p`` may know it; hidden cards are
counts (hands, decks) or set turns (face-down fuseki). ``determinize`` re-deals what ``p`` cannot see, keeping what
``p`` knows: their own deck's content, the opponent's known hand cards (HGO-8.6), that face-down fuseki are fuseki,
and, after a reshuffle, which cards can be in the opponent's deck.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Note, Rng

from .cards import FUSEKI
from .costs import PayRules
from .effects import EffectRules
from .explain import explain
from .match import MatchRules
from .scoring import EndRules
from .setup import SetupRules
from .turn import TurnRules


class HgoState(SetupRules, TurnRules, MatchRules, EffectRules, PayRules, EndRules):
    """A game of Hikaru no Go TCG (see the package's ``data/rules.md``)."""

    # ------------------------------------------------------------------ what a player may see
    def card(self, iid: int) -> dict[str, Any]:
        return {"iid": iid, "card": self.cards[iid], "name": self.F[iid].name}

    def board_rows(self) -> list[str]:
        """The board as 6 strings, row 1 first: '.', 'B'/'W' untapped, 'b'/'w' tapped (the position format)."""
        black = self.stones[self.black]
        white = self.stones[1 - self.black]
        tapped = self.tapped
        rows = []
        for r in range(6):
            row = ""
            for c in range(6):
                i = 6 * r + c
                if black >> i & 1:
                    row += "b" if tapped >> i & 1 else "B"
                elif white >> i & 1:
                    row += "w" if tapped >> i & 1 else "W"
                else:
                    row += "."
            rows.append(row)
        return rows

    def match_view(self) -> dict[str, Any] | None:
        if self.att < 0:
            return None
        A, D = self.values()
        return {
            "attacker": self.card(self.att),
            "defender": None if self.dfd < 0 else self.card(self.dfd),
            "techniques": [[self.card(i) for i in pile] for pile in self.piles],
            "technique_counts": list(self.tcount),
            "priority": None if self.prio < 0 else self.prio,
            "passes": self.passes,
            "modifiers": [
                {"kind": k, "player": q, "n": n, "source": self.cards[src] if src >= 0 else None}
                for k, q, n, src in self.mods
            ],
            "values": {"attack": A, "defense": D},
        }

    def _observe(self, player: int | None) -> dict[str, Any]:
        """HGO-8.1 public facts, the player's own hand (HGO-8.2) and own face-down fuseki (HGO-8.4); never a deck
        card (HGO-8.3) or the opponent's hidden cards (HGO-8.7). The public view (None) has no hand."""
        card = self.card
        since = self.since
        fuseki: list[list[dict[str, Any]]] = []
        for q in (0, 1):
            if q == player:
                fuseki.append([{**card(i), "set_turn": since[i]} for i in self.fuseki[q]])
            else:
                fuseki.append([{"set_turn": since[i]} for i in self.fuseki[q]])
        score = self.score()
        return {
            "turn": self.turn,
            "active": self.active,
            "phase": self.phase,
            "black": self.black,
            "board": self.board_rows(),
            "bowls": list(self.bowls),
            "agehama": list(self.agehama),
            "hand_sizes": [len(h) for h in self.hands],
            "deck_sizes": [len(d) for d in self.decks],
            "hand": [] if player is None else [card(i) for i in self.hands[player]],
            "discards": [[card(i) for i in pile] for pile in self.discards],
            "characters": [[card(i) for i in area] for area in self.chars],
            "uchite": [[{**card(i), "entry_turn": since[i]} for i in area] for area in self.uchite],
            "fuseki": fuseki,
            "resolving": [card(i) for i in self.resolving],
            "match": self.match_view(),
            "match_held": self.match_held,
            "uchite_placed": list(self.placed),
            "abilities_used": [{"card": self.cards[m // 8], "ability": m % 8} for m in self.used],
            "mulligans": list(self.mulligans),
            "score": [s["total"] for s in score],
        }

    def hidden_from(self, player: int) -> set[int]:
        """The opponent's hand and face-down fuseki, and every deck card, the player's own included (HGO-8.3)."""
        q = 1 - player
        return set(self.hands[q]) | set(self.fuseki[q]) | set(self.decks[0]) | set(self.decks[1])

    def _redeal_hidden(self, player: int, rng: Rng) -> None:
        cards = self.cards

        def canonical(ids: list[int]) -> list[int]:
            return sorted(ids, key=lambda i: (cards[i], i))

        own = canonical(self.decks[player])
        rng.shuffle(own)
        self.decks[player] = own

        q = 1 - player
        known = [i for i in self.hands[q] if i in self.known]
        unknown = [i for i in self.hands[q] if i not in self.known]
        deck = self.decks[q]
        slots = self.fuseki[q]
        hidden = unknown + slots + deck
        pool = set(self.reshuffled[q])
        if pool and all(i in pool for i in deck):  # after a reshuffle the deck holds only reshuffled cards
            a = canonical([i for i in hidden if i in pool])
            b = canonical([i for i in hidden if i not in pool])
        else:
            a, b = canonical(hidden), []
        rng.shuffle(a)
        rng.shuffle(b)
        spare = len(a) - len(deck)  # how many cards that could be in the deck are in hand or fuseki instead
        set_turns = [self.since[i] for i in slots]
        for i in slots:
            self.since[i] = 0
        F = self.F
        new_slots = []
        for turn in set_turns:
            cands = [(b, i) for i in b if F[i].kind == FUSEKI]
            if spare > 0:
                cands += [(a, i) for i in a if F[i].kind == FUSEKI]
            src, pick = cands[rng.below(len(cands))]
            src.remove(pick)
            if src is a:
                spare -= 1
            self.since[pick] = turn
            new_slots.append(pick)
        self.fuseki[q] = new_slots
        self.decks[q] = a[: len(deck)]
        self.hands[q] = known + b + a[len(deck) :]

    def _explain(self, player: int) -> list[Note]:
        """What ``player`` cannot do now and why, and what ends the game soon (``explain.py``, ``forecast.py``)."""
        return explain(self, player)

    def __str__(self) -> str:
        return "\n".join(self.board_rows())


__all__ = ["HgoState"]
