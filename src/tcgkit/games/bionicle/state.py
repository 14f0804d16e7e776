"""The Bionicle state: the rules mixins put together, plus what each player may know (rules §8).

Hidden from both players: the order of every deck (action, M&T below the raid-returned cards, mission, challenge,
Bohrok below the top). Hidden from the opponent: a player's hand (except cards recovered from the public discard).
Everything else is public (BIO-8.6): the map, the nest, both Toa, locks, held cards, mission queues, discards,
removed Bohrok, the revealed challenge card and the window.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action, Note, Rng

from .base import NONE
from .challenges import ChallengesMixin, values
from .describe import key_stats
from .drawing import DrawingMixin
from .endgame import scores
from .explain import explain
from .maps import map_view
from .missions import MissionsMixin
from .movement import MovementMixin
from .raids import RaidsMixin
from .setup import SetupMixin
from .shortcuts import default_pick
from .startstep import StartStepMixin
from .turn import TurnMixin

DRAFTS = frozenset({"draft_c", "draft_m"})  # decisions a player may hand over to ``draft auto``


def _canonical(state: Any, ids: list[int]) -> list[int]:
    """Hidden cards in a canonical order (card id, then instance id) before a re-deal shuffle."""
    cards = state.cards
    return sorted(ids, key=lambda i: (cards[i], i))


class BioState(
    SetupMixin,
    TurnMixin,
    StartStepMixin,
    MovementMixin,
    DrawingMixin,
    MissionsMixin,
    ChallengesMixin,
    RaidsMixin,
):
    """A game of Bionicle (Bohrok Swarm rules)."""

    def _extra_locations(self) -> list[tuple[int, str]]:
        """The Toa cards, the revealed challenge card and the raiding Bohrok (outside the ZONES lists)."""
        out = [(self.toa[0], "toa:0"), (self.toa[1], "toa:1")]
        if self.revealed != NONE:
            out.append((self.revealed, "revealed"))
        if self.rbohrok != NONE:
            out.append((self.rbohrok, "raiding_bohrok"))
        return out

    def auto_action(self, frame: tuple[Any, ...], actions: list[Action]) -> Action | None:
        """BIO-0.4: a single option is taken without asking; so are the picks of a player who chose ``draft auto``
        (shortcuts.py)."""
        if len(actions) == 1:
            return actions[0]
        if frame[0] in DRAFTS:
            return default_pick(self, frame)
        return None

    def _explain(self, player: int) -> list[Note]:
        """What ``player`` cannot do now and why, and what ends the game soon (explain.py)."""
        return explain(self, player)

    # ------------------------------------------------------------------ hidden information (rules §8)
    def _mt_hidden(self, player: int) -> list[int]:
        """The part of ``player``'s M&T deck nobody knows: all but the raid-returned top cards (BIO-8.3)."""
        deck = self.mtdecks[player]
        return deck[: len(deck) - self.mtknown[player]]

    def hidden_from(self, player: int) -> set[int]:
        opp = 1 - player
        out = set(self.hands[opp]) - set(self.known[opp])  # BIO-8.1
        out.update(self.adecks[0], self.adecks[1])  # BIO-8.2
        out.update(self._mt_hidden(0), self._mt_hidden(1))  # BIO-8.3
        if self.started or len(self.mdecks) == 2:
            for deck in self.mdecks:  # BIO-8.4 (the picks of the shared draft are public until the shuffle)
                out.update(deck)
        if self.started:
            out.update(self.cdeck)  # BIO-8.4 (while drafting, the picks are public and unshuffled)
        out.update(self.bdeck[:-1])  # BIO-8.5: only the top Bohrok is public
        return out

    def _redeal_hidden(self, player: int, rng: Rng) -> None:
        opp = 1 - player
        secret = [i for i in self.hands[opp] if i not in self.known[opp]]
        pooled = _canonical(self, secret + self.adecks[opp])
        rng.shuffle(pooled)
        n = len(secret)
        self.hands[opp] = self.known[opp] + pooled[:n]
        self.adecks[opp] = pooled[n:]
        own = _canonical(self, self.adecks[player])
        rng.shuffle(own)
        self.adecks[player] = own
        for p in (0, 1):
            deck = self.mtdecks[p]
            cut = len(deck) - self.mtknown[p]
            bottom = _canonical(self, deck[:cut])
            rng.shuffle(bottom)
            self.mtdecks[p] = bottom + deck[cut:]
        if self.started or len(self.mdecks) == 2:
            for k, deck in enumerate(self.mdecks):
                self.mdecks[k] = _canonical(self, deck)
                rng.shuffle(self.mdecks[k])
        if self.started:
            self.cdeck = _canonical(self, self.cdeck)
            rng.shuffle(self.cdeck)
        if len(self.bdeck) > 1:
            below = _canonical(self, self.bdeck[:-1])
            rng.shuffle(below)
            self.bdeck = [*below, self.bdeck[-1]]

    def _observe(self, player: int | None) -> dict[str, Any]:
        """BIO-8.1 to BIO-8.7: what ``player`` may know (None: the public view); hidden cards appear as counts only."""
        board = self.board
        cards = self.cards
        shown: set[str] = set()  # the card ids of the view: their key stats go with it (describe.key_stats)

        def obj(iid: int) -> dict[str, Any]:
            shown.add(cards[iid])
            return self.obj(iid)

        def square(sq: int) -> str | None:
            return None if sq == NONE else board.names[sq]

        players = []
        for q in (0, 1):
            deck = self.mtdecks[q]
            known_top = deck[len(deck) - self.mtknown[q] :]
            me = q == player
            players.append(
                {
                    "toa": obj(self.toa[q]),
                    "square": square(self.pos[q]),
                    "action_lock": square(self.alock[q]),
                    "challenge_lock": square(self.clock[q]),
                    "hand": [obj(i) for i in self.hands[q]] if me else [obj(i) for i in self.known[q]],
                    "hand_count": len(self.hands[q]),
                    "action_deck": len(self.adecks[q]),
                    "action_discard": [obj(i) for i in self.adiscs[q]],
                    "mt_deck": len(deck),
                    "mt_known_top": [obj(i) for i in reversed(known_top)],
                    "held": [{**obj(i), "attached": i in (self.amask[q], self.aturaga[q])} for i in self.held[q]],
                    "masks": self.mask_count(q),
                    "missions": [
                        {
                            **obj(m),
                            "drawn_at": board.names[self.mdraw[q][k]],
                            "progress": self.mprog[q] if k == 0 else 0,
                            "eligible": bool(self.melig[q]) if k == 0 else False,
                        }
                        for k, m in enumerate(self.mq[q])
                    ],
                }
            )
        targeted = {t for _, _, t in self.window}
        contest = None
        if self.revealed != NONE:
            vals = values(self)
            contest = {"kind": self.wkind, "card": obj(self.revealed), "values": list(vals)}
        view = {
            "options": dict(self.options),
            "turn": self.turn,
            "active": self.active,
            "p1": self.p1,
            "nest": square(self.nest),
            "map": map_view(board),
            "players": players,
            "mission_decks": [len(d) for d in self.mdecks],
            "mission_picks": [] if self.started or len(self.mdecks) == 2 else [obj(i) for i in self.mdecks[0]],
            "mission_discards": [[obj(i) for i in d] for d in self.mdiscs],
            "mission_pool": [obj(i) for i in self.mpool],
            "challenge_pool": [obj(i) for i in self.cpool],
            "challenge_deck": len(self.cdeck),
            "challenge_picks": [] if self.started else [obj(i) for i in self.cdeck],  # public while drafting
            "challenge_discard": [obj(i) for i in self.cdisc],
            "bohrok_deck": len(self.bdeck),
            "bohrok_top": obj(self.bdeck[-1]) if self.bdeck else None,
            "removed": [obj(i) for i in self.removed],
            "raiding_bohrok": obj(self.rbohrok) if self.rbohrok != NONE else None,
            "contest": contest,
            "window": [{**obj(i), "player": q, "cancelled": i in targeted} for i, q, _ in self.window],
            "move_effects": {"extra_steps": self.extra, "leap": bool(self.leap), "ignore_locks": bool(self.ignore)},
            "scores": list(scores(self)),
        }
        pool = self.GAME.cards
        view["card_stats"] = {c: key_stats(pool, c) for c in sorted(shown)}
        return view
