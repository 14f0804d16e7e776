"""The MLP state: every rules section as one class, plus hidden information (MLP-8.1–8.9).

What a player may not know (``hidden_from``): the opponent's hand, every card in a draw deck or under a current
problem, the opponent's face-down troublemakers — minus the cards that player has seen and can still place
(``known``: faceoff reveals now under a deck, peeked cards, cards returned to a hand or a deck top from a public
zone, solved problems under a problem deck, their own problems before the setup shuffle). Observations show hidden
cards as counts only; ``_redeal_hidden`` shuffles the hidden cards of each zone group among their own positions
(face-down troublemakers only with troublemakers), in a canonical order first.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Rng
from tcgkit.core.compiled import mypyc_attr

from .board import BENEATH, BOOST, DOWN, EXH, FRIGHT
from .explain import ExplainRules
from .facts import TROUBLEMAKER


@mypyc_attr(allow_interpreted_subclasses=True)
class MlpState(ExplainRules):
    # ------------------------------------------------------------------ hidden information
    def hidden_from(self, player: int) -> set[int]:
        opp = 1 - player
        hidden = set(self.hands[opp]) | set(self.decks[0]) | set(self.decks[1])
        hidden |= set(self.pdecks[0]) | set(self.pdecks[1])
        hidden |= set(self.face_down(opp))
        return hidden - set(self.known[player])

    def face_down(self, owner: int) -> list[int]:
        return [i for k in self.slots() for i in self.locs[k] if self.owner[i] == owner and self.fl[i] & DOWN]

    def _redeal_hidden(self, player: int, rng: Rng) -> None:
        hidden = self.hidden_from(player)
        rank = self.rank.__getitem__  # the order of (card id, instance id)
        for q in (0, 1):
            spots: list[tuple[list[int], int]] = []  # (zone list, index) of hidden hand/deck cards of q
            for zone in (self.hands[q], self.decks[q]):
                spots += [(zone, n) for n, i in enumerate(zone) if i in hidden]
            tm_spots = [(self.locs[k], n, k) for k in self.slots() for n, i in enumerate(self.locs[k]) if i in hidden]
            tm_spots = [s for s in tm_spots if self.owner[s[0][s[1]]] == q]
            pool = sorted((z[n] for z, n in spots), key=rank)
            tms = sorted((z[n] for z, n, _ in tm_spots), key=rank)
            if tm_spots:
                tms += [i for i in pool if self.F[i].kind == TROUBLEMAKER]
                pool = [i for i in pool if self.F[i].kind != TROUBLEMAKER]
                tms.sort(key=rank)
                rng.shuffle(tms)
                for (zone, n, k), i in zip(tm_spots, tms, strict=False):
                    zone[n] = i
                    self.pos[i] = k
                    self.fl[i] = DOWN
                pool += tms[len(tm_spots) :]
                pool.sort(key=rank)
            rng.shuffle(pool)
            for (zone, n), i in zip(spots, pool, strict=True):
                zone[n] = i
                self.pos[i] = -1
                self.fl[i] = 0
            pspots = [n for n, i in enumerate(self.pdecks[q]) if i in hidden]
            probs = sorted((self.pdecks[q][n] for n in pspots), key=rank)
            rng.shuffle(probs)
            for n, i in zip(pspots, probs, strict=True):
                self.pdecks[q][n] = i
        opp = 1 - player
        if self.picks[opp] >= 0 and self.loc_prob[2 + opp] < 0 and self.picks[opp] in hidden:
            starts = [i for i in self.pdecks[opp] if self.F[i].starting]
            self.picks[opp] = starts[rng.below(len(starts))]

    def _extra_locations(self) -> list[tuple[int, str]]:
        out = [(i, f"problem:{self.loc_tag[k]}") for k, i in enumerate(self.loc_prob) if i >= 0]
        out += [(r, "attached") for r in self.attached]
        return out

    # ------------------------------------------------------------------ observation (MLP-8.7)
    def _observe(self, player: int | None) -> dict[str, Any]:
        hidden = self.public_hidden() if player is None else self.hidden_from(player)
        au = self.auras()

        def card(i: int) -> dict[str, Any]:
            obj = self.card_obj(i)
            f = self.fl[i]
            if f & EXH:
                obj["exhausted"] = True
            if f & FRIGHT:
                obj["frightened"] = True
            if f & BOOST:
                obj["boosted"] = True
            if f & DOWN:
                obj["face_down"] = True
            if self.F[i].kind <= 1 and not f & FRIGHT:
                obj["power"] = self.power(i, au)
            atts = self.attachments(i)
            if atts:
                obj["attached"] = [self.card_obj(a) for a in atts]
            return obj

        players = []
        for q in (0, 1):
            pdeck = self.pdecks[q]
            players.append(
                {
                    "score": self.scores[q],
                    "tokens": self.tokens[q],
                    "hand": [self.card_obj(i) for i in self.hands[q]] if q == player else len(self.hands[q]),
                    "deck": len(self.decks[q]),
                    "discard": [self.card_obj(i) for i in self.discards[q]],
                    "problem_deck": len(pdeck),
                    "flip": [self.card_obj(i) for i in self.flips[q]],
                    "mulligan": self.mulled[q],
                    "picked": self.picks[q] >= 0,
                    "home_limit": self.home_limit(q),
                }
            )
        places = []
        for k in range(len(self.locs)):
            if k >= 2 and self.loc_prob[k] < 0:
                continue
            shown = []
            for i in self.locs[k]:
                if i in hidden:
                    shown.append({"face_down": True, "owner": self.owner[i]})
                else:
                    obj = card(i)
                    obj["owner"] = self.owner[i]
                    shown.append(obj)
            entry: dict[str, Any] = {"at": self.loc_tag[k], "owner": self.loc_owner[k], "cards": shown}
            if k >= 2:
                entry["problem"] = self.card_obj(self.loc_prob[k])
            places.append(entry)
        known = []
        for i in self.known[0] if player is None else self.known[player]:
            if player is None and i in hidden:
                continue  # the public view: only what both players know
            spot = self._hidden_spot(i, hidden_zone=True)
            if spot is not None:
                known.append({**self.card_obj(i), **spot})
        view: dict[str, Any] = {
            "turn": self.turn,
            "active": self.active,
            "first": self.first,
            "phase": self.phase,
            "players": players,
            "locations": places,
            "resolving": [self.card_obj(i) for i in self.resolving],
            "banished": [self.card_obj(i) for i in self.banished],
            "known": known,
        }
        keepers = list(dict.fromkeys(k for _, k, loc in self.banish_links if loc == BENEATH))
        if keepers:  # card text: the public piles beneath cards in play (which banished card is under which)
            view["beneath"] = [
                {"card": self.card_obj(k), "cards": [self.card_obj(c) for c in self.beneath(k)]} for k in keepers
            ]
        if self.fo_kind:
            view["faceoff"] = {
                "kind": self.fo_kind,
                "at": [self.loc_tag[k] for k in self.fo_slots],
                "sides": list(self.fo_side),
                "totals": list(self.fo_tot),
                "participants": [[self.card_obj(i) for i in side if i not in hidden] for side in self.fo_parts],
            }
        return view

    def _hidden_spot(self, i: int, hidden_zone: bool = True) -> dict[str, Any] | None:
        """Where a known card sits in a hidden zone (deck position from the top, hand, face down), if it does."""
        for q in (0, 1):
            deck = self.decks[q]
            if i in deck:
                return {"zone": "deck", "player": q, "from_top": len(deck) - 1 - deck.index(i)}
            pdeck = self.pdecks[q]
            if i in pdeck:
                return {"zone": "problem_deck", "player": q, "from_top": len(pdeck) - 1 - pdeck.index(i)}
            if i in self.hands[q]:
                return {"zone": "hand", "player": q}
        if self.fl[i] & DOWN and self.pos[i] >= 2:
            return {"zone": "face_down", "at": self.loc_tag[self.pos[i]]}
        return None
