"""The Bionicle game object: card pool, deck sections, regulation options (BIO-11.1), decks, setup and presentation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tcgkit.core import DataError, Deck, Game, Option, Problem, State

from . import deckrules, evaluation
from .cards import card_line, load_pool
from .describe import card_details
from .log import REF_KINDS, event_line, event_refs
from .maps import Board, maps
from .positions import setup_state
from .render import render
from .setup import build
from .state import BioState
from .words import DECISION_WORDS

MAP_NAMES = ("mata-nui", "north", "south")


class BionicleGame(Game):
    """Bionicle TCG under the Bohrok Swarm rules (rules/bionicle.md)."""

    name = "bionicle"
    title = "Bionicle TCG (Bohrok Swarm)"
    version = "2"  # 2: the whole-run actions "go" and "draft auto" (shortcuts.py)
    package = "tcgkit.games.bionicle"
    state_class = BioState
    # BIO-2.1: a player's list holds the Toa choice (``toa: Tahu``) and these decks; no sideboard (BIO-2.20)
    DECK_SECTIONS = ("actions", "masks", "missions", "challenges")
    # evaluation right after each expanded decision, small exploration: a turn gained is worth a few hundredths
    SEARCH = "depth=0:c=0.05"
    # people meet the measured search: 300 iterations a decision (60.5% of 200 games against the heuristic on the
    # sample setups; more iterations did not play stronger: docs/agents.md, "tcgkit play's opponent")
    PLAY_ITERATIONS = 300
    EVALUATION_ZERO_SUM = True  # evaluate(s, 1) == -evaluate(s, 0) exactly (tests/agents)
    # rules §7: every reason a game can end with (BIO-7.3: there is no other)
    DECISION_WORDS = DECISION_WORDS
    REF_KINDS = REF_KINDS  # log.py; documented in docs/positions-bionicle.md "## Refs"
    RESULT_REASONS = {
        "SIX_MASKS": ("BIO-7.1", "{winner_s} Toa holds all six of its Great Masks"),
        "TURN_LIMIT": ("BIO-7.4", "the turn limit was reached without a winner"),
    }
    OPTIONS = {  # BIO-11.1
        "map": Option("mata-nui", "the map in use (BIO-1.18 to BIO-1.21)", choices=MAP_NAMES),
        "mission_deck": Option(
            "shared", "one shared, drafted mission deck or one per player (BIO-2.13)", choices=("shared", "individual")
        ),
        "starts": Option(
            "same-sheet", "start squares on the joined map (BIO-3.8)", choices=("same-sheet", "opposite-sheets")
        ),
        "turn_limit": Option(200, "turns before the game is a draw (BIO-7.4)", minimum=1),
    }

    def __init__(self) -> None:
        super().__init__()
        missing = [m for m in MAP_NAMES if m not in self.maps()]
        if missing:
            raise DataError(f"bionicle: map file(s) missing: {', '.join(missing)}")

    def maps(self) -> dict[str, Board]:
        """The validated maps of ``data/maps`` by name (BIO-1.17 to BIO-1.21)."""
        return maps(self.package)

    def load_cards(self) -> list[Any]:
        return load_pool(self.package)

    # ------------------------------------------------------------------ decks (rules §2)
    def check_deck(self, deck: Deck) -> list[Problem]:
        return deckrules.check_deck(self.cards, deck)

    def check_setup(self, decks: Sequence[Deck], options: Mapping[str, Any] | None = None) -> list[Problem]:
        """BIO-2.21: every violation of both decks, between them and under the options."""
        return deckrules.check_setup(self.cards, list(decks), self.resolve_options(options))

    def check_decks(self, decks: Sequence[Deck], options: Mapping[str, Any]) -> list[Problem]:
        """BIO-2.21: every violation of both players' decks, the two Toa and the option-dependent rules."""
        return deckrules.check_setup(self.cards, list(decks), options)

    def new_state(self, decks: list[Deck], seed: int, options: dict[str, Any], origin: dict[str, Any]) -> State:
        state = BioState.__new__(BioState)
        build(state, decks, seed, options, origin)
        return state

    def setup_state(self, position: dict[str, Any]) -> State:
        state = BioState.__new__(BioState)
        setup_state(state, self, position)
        return state

    def evaluate(self, state: State, player: int) -> float:
        """The computer opponents' evaluation of ``state`` for ``player``, in [-1, 1] (evaluation.py)."""
        return evaluation.evaluate(state, player)  # type: ignore[arg-type]

    # ------------------------------------------------------------------ presentation
    def render(self, state: State, player: int | None) -> str:
        return render(state, player)

    def describe_card(self, card_id: str) -> str:
        card = self.cards[card_id]
        text = f" | {card.text}" if card.text else ""
        return f"{self.cards.display(card_id)} | {card_line(card)}{text}"

    def card_details(self, card_id: str) -> dict[str, Any]:
        """Everything on a card in words: named stats, keywords and our wording (describe.py)."""
        return card_details(self.cards, card_id)

    def event_refs(self, kind: str, data: Any) -> tuple[int | str, ...]:
        """The cards, squares and decks of a log event (log.py)."""
        return event_refs(kind, data) if isinstance(data, dict) else ()

    def describe_event(self, kind: str, data: Any, viewer: int | None = None) -> str:
        """One line per public (or own) log event, written for ``viewer`` (log.py)."""
        line = event_line(self, kind, data if isinstance(data, dict) else {}, viewer)
        return line if line is not None else super().describe_event(kind, data, viewer)
