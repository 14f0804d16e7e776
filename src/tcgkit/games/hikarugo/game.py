"""The Hikaru no Go game object: profile, card pool, decks, options, new games, positions, presentation."""

from __future__ import annotations

from functools import cached_property
from typing import Any

from tcgkit.core import Deck, Game, Option, Problem, State

from . import cards as _cards
from . import deckrules, details, evaluation, events, positions, render
from .cards import Card, Facts
from .state import HgoState
from .wording import DECISION_WORDS


class HikaruGoGame(Game):
    name = "hikarugo"
    title = "Hikaru no Go TCG"
    version = "2"  # 2: whole-run actions `pay auto`, `untap all`, `untap auto` (issue 11)
    package = "tcgkit.games.hikarugo"
    state_class = HgoState
    DECK_SECTIONS = ("main",)  # HGO-2.8: no side deck
    SEARCH = "depth=4"  # as strong as the default 10 in our runs, and a third faster
    EVALUATION_ZERO_SUM = True  # evaluate(s, 1) == -evaluate(s, 0) exactly (tests/agents)
    OPTIONS = {
        "turn_limit": Option(
            100, "HGO-11.1 TURN_LIMIT: turns of both players after which an unfinished game is a draw", minimum=1
        ),
    }

    def load_cards(self) -> list[Any]:
        return _cards.load_cards(self.package)

    @cached_property
    def facts(self) -> dict[str, Facts]:
        """Per card id, what the rules read on hot paths (shared by every state)."""
        return {cid: Facts(card) for cid, card in self.cards.items()}

    # ------------------------------------------------------------------ decks
    def check_deck(self, deck: Deck) -> list[Problem]:
        """HGO-2.1–2.9: every violation ([] means legal)."""
        return deckrules.check_deck(deck, self.cards, self.profile)

    def new_state(self, decks: list[Deck], seed: int, options: dict[str, Any], origin: dict[str, Any]) -> State:
        ids = decks[0].cards() + decks[1].cards()
        state = HgoState.__new__(HgoState)
        state._init_base(tuple(ids), seed, origin, options)
        split = decks[0].count()
        state.blank(tuple(0 if i < split else 1 for i in range(len(ids))))
        state.deal(split)
        return state

    def setup_state(self, position: dict[str, Any]) -> State:
        return positions.build(self, position)

    def evaluate(self, state: State, player: int) -> float:
        """The computer opponents' evaluation of ``state`` for ``player``, in [-1, 1] (evaluation.py)."""
        return evaluation.evaluate(state, player)  # type: ignore[arg-type]

    # ------------------------------------------------------------------ presentation
    #: HGO-7.9: every reason a game ends with, in words for the viewer (``describe_result``).
    DECISION_WORDS = DECISION_WORDS
    RESULT_REASONS = {
        "RESIGN": ("HGO-7.1", "{loser} resigned"),
        "NO_LEGAL_SQUARE": ("HGO-7.2", "a player had no legal square for a stone, and {winner_s} score is higher"),
        "BOWLS_EMPTY": ("HGO-7.3", "both bowls are empty, and {winner_s} score is higher"),
        "TURN_LIMIT": ("HGO-7.8", "the turn limit was reached"),
    }

    def render(self, state: State, player: int | None) -> str:
        return render.render(state, player)  # type: ignore[arg-type]

    def describe_event(self, kind: str, data: Any, viewer: int | None = None) -> str:
        return events.describe_event(self, kind, data, viewer)

    #: The string refs of actions and log events (docs/positions-hikarugo.md "Refs"); cards are instance ids.
    REF_KINDS = {
        "square": "a square of the 6x6 board, a1 to f6 (row 1 first, HGO-1.1)",
        "zone": "a player's zone as <player>-<zone> (hand, deck, discard, character, uchite, fuseki, bowl, agehama), "
        "or match for the match area",
    }

    def event_refs(self, kind: str, data: Any) -> tuple[int | str, ...]:
        return events.event_refs(kind, data)

    def card_details(self, card_id: str) -> dict[str, Any]:
        """Every stat named, keywords, and our wording in plain English (``details.py``)."""
        return details.details(self.cards[card_id])

    def describe_card(self, card_id: str) -> str:
        card: Card = self.cards[card_id]
        d = details.details(card)
        parts = [card.name, card.type, *(f"{label} {value}" for label, value in d["stats"]), *d["keywords"]]
        parts.append(d["text"])
        return " | ".join(p for p in parts if p)
