"""The Build Divide game object: card pool, deck rules, options, starting and setting up games, presentation."""

from __future__ import annotations

from functools import cached_property
from typing import Any

from tcgkit.core import Deck, Game, Option, Problem, State

from . import deckrules, evaluation, positions, render, wording
from .base import CARD_EFFECT, DECK_OUT, LIFE_DAMAGE, REF_KINDS, SIMULTANEOUS, TURN_LIMIT
from .cards import Facts, load_cards
from .setup import new_state
from .state import BdvState
from .wording import DECISION_WORDS


class BuildDivide(Game):
    """Build Divide TCG (Aniplex, 2021–): rules/builddivide.md, rule prefix BDV."""

    name = "builddivide"
    title = "Build Divide TCG"
    #: 2: ``attack all`` and ``target all`` (whole runs of attacks and target picks) joined the decisions.
    version = "2"
    package = "tcgkit.games.builddivide"
    state_class = BdvState
    DECK_SECTIONS = ("main", "ddeck", "territory")  # BDV-2.1
    OPTIONS = {
        "turn_limit": Option(80, "turns (both players counted) after which the game is a draw (BDV-7.6)", minimum=1),
    }  # BDV-11.1
    EVALUATION_ZERO_SUM = True  # evaluate(s, 1) == -evaluate(s, 0) exactly (tests/agents)
    #: BDV-7.7: every reason a game can end with. SIMULTANEOUS (BDV-7.5) is listed although no single event of the
    #: card vocabulary can produce it (base.py).
    DECISION_WORDS = DECISION_WORDS
    REF_KINDS = REF_KINDS
    RESULT_REASONS = {
        LIFE_DAMAGE: ("BDV-7.1", "{winner} dealt damage while {loser_s} life zone was empty"),
        DECK_OUT: ("BDV-7.2", "{loser} had to draw with no card left in deck or life zone"),
        CARD_EFFECT: ("BDV-7.3", "{winner_s} card effect won the game"),
        SIMULTANEOUS: ("BDV-7.5", "both players would have won or lost at the same moment"),
        TURN_LIMIT: ("BDV-7.6", "the turn limit was reached with no winner"),
    }

    def load_cards(self) -> list[Any]:
        return load_cards(self.package)

    @cached_property
    def facts(self) -> dict[str, Facts]:
        """Per-definition facts for hot paths (shared by every instance and clone)."""
        return {cid: Facts(card) for cid, card in self.cards.items()}

    def rule_value(self, territory_id: str | None, key: str) -> int:
        """A deck or hand number for the owner of ``territory_id``, with its rule_mods applied (BDV-2.10)."""
        defaults = {
            "deck_min": self.profile.deck_min,
            "deck_max": self.profile.deck_max,
            "buster_exact": deckrules.BUSTER_EXACT,
            "shot_max": deckrules.SHOT_MAX,
            "hand_limit": self.profile.hand_limit,
        }
        card = self.cards.get(territory_id) if territory_id is not None else None
        mods = getattr(card, "rule_mods", None)
        value = getattr(mods, key, None) if mods is not None else None
        return int(defaults[key] if value is None else value)

    def check_deck(self, deck: Deck) -> list[Problem]:
        return deckrules.check_deck(self, deck)

    def new_state(self, decks: list[Deck], seed: int, options: dict[str, Any], origin: dict[str, Any]) -> State:
        return new_state(BdvState, decks, seed, options, origin)

    def setup_state(self, position: dict[str, Any]) -> State:
        return positions.setup_state(self, position)

    def evaluate(self, state: State, player: int) -> float:
        """The computer opponents' evaluation of ``state`` for ``player``, in [-1, 1] (evaluation.py)."""
        return evaluation.evaluate(state, player)  # type: ignore[arg-type]

    def render(self, state: State, player: int | None) -> str:
        return render.render(self, state, player)  # type: ignore[arg-type]

    def describe_event(self, kind: str, data: Any, viewer: int | None = None) -> str:
        return render.describe_event(self, kind, data, viewer)

    def event_refs(self, kind: str, data: Any) -> tuple[int | str, ...]:
        return render.event_refs(self, kind, data)

    def describe_card(self, card_id: str) -> str:
        return render.describe_card(self.cards[card_id])

    def card_details(self, card_id: str) -> dict[str, Any]:
        """Named stats, keywords and our ability wording (wording.card_details, BDV-1.3–1.7)."""
        return wording.card_details(self.cards[card_id], self.cards.display(card_id))
