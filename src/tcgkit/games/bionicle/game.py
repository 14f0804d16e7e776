"""The Bionicle game object: card pool, deck sections, regulation options (BIO-11.1), decks, setup and presentation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tcgkit.core import DataError, Deck, Game, Option, Problem, State

from . import deckrules, evaluation
from .cards import card_line, load_pool
from .maps import Board, maps
from .positions import setup_state
from .render import render
from .setup import build
from .state import BioState

MAP_NAMES = ("mata-nui", "north", "south")


class BionicleGame(Game):
    """Bionicle TCG under the Bohrok Swarm rules (rules/bionicle.md)."""

    name = "bionicle"
    title = "Bionicle TCG (Bohrok Swarm)"
    version = "1"
    package = "tcgkit.games.bionicle"
    state_class = BioState
    # BIO-2.1: a player's list holds the Toa choice (``toa: Tahu``) and these decks; no sideboard (BIO-2.20)
    DECK_SECTIONS = ("actions", "masks", "missions", "challenges")
    # evaluation right after each expanded decision, small exploration: a turn gained is worth a few hundredths
    SEARCH = "depth=0:c=0.05"
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

    def describe_event(self, kind: str, data: Any, viewer: int | None = None) -> str:
        """One line per public (or own) log event."""
        d = data if isinstance(data, dict) else {}
        who = f"Player {d['player']}" if "player" in d else ""
        card = self._card_name(d.get("card"))
        lines = {
            "setup": lambda: f"Setup on map {d.get('map')}: {' vs '.join(d.get('toa', []))}",
            "draft": lambda: f"Drafting the {d.get('deck')} deck; player {d.get('first')} picks first",
            "draft_pick": lambda: f"{who} puts {card} into the {d.get('deck')} deck",
            "draft_pass": lambda: f"{who} passes in the {d.get('deck')} draft",
            "shuffle": lambda: "All decks are shuffled",
            "first_player": lambda: f"Player {d.get('player')} is P1 and moves first",
            "nest": lambda: f"{who} places the Bohrok deck on nest ({d.get('square')})",
            "bohrok_top": lambda: f"{card} now leads the Bohrok swarm",
            "place": lambda: f"{who}'s Toa starts on ({d.get('square')})",
            "turn": lambda: f"— Turn {d.get('turn')}: player {d.get('player')} —",
            "draw": lambda: f"{who} draws {card}" if card else f"{who} draws a card",
            "no_card": lambda: f"No card left in the {d.get('deck')} deck",
            "reshuffle": lambda: f"The {d.get('deck')} is empty: its discard is shuffled into it",
            "discard": lambda: f"{who} discards {card}",
            "play": lambda: f"{who} plays {card}",
            "recover": lambda: f"{who} takes {card} back from the discard",
            "attach": lambda: f"{who} attaches {card}",
            "move": lambda: (
                f"{who} {'leaps' if d.get('how') == 'leap' else 'moves'} to ({d.get('square')})"
                + (" through a portal" if d.get("how") == "portal" else "")
            ),
            "stay": lambda: f"{who} cannot move and stays on ({d.get('square')})",
            "portal_blocked": lambda: f"{who}: every other portal is occupied, the Toa stays",
            "mission_drawn": lambda: f"{who} takes mission {card} at ({d.get('square')})",
            "mission_finished": lambda: f"{who} completes mission {card}",
            "mission_abandoned": lambda: f"{who} abandons mission {card}",
            "reveal": lambda: f"Challenge card: {card} ({d.get('stat')})",
            "cancel": lambda: f"{who} cancels {card}",
            "challenge_result": lambda: (
                f"{who}'s challenge ({d.get('stat')}) {'succeeds' if d.get('success') else 'fails'}: {self._vs(d)}"
            ),
            "acquire": lambda: f"{who} gains {card}",
            "raid": lambda: f"{who} sends {self._card_name(d.get('bohrok'))} to raid the other Toa",
            "raid_result": lambda: (
                f"{who}'s raid ({d.get('stat')}) {'succeeds' if d.get('success') else 'fails'}: {self._vs(d)}"
            ),
            "return": lambda: f"{who} returns {card} face down to the top of the M&T deck",
            "bohrok_removed": lambda: f"{card} leaves the game",
            "swarm_gone": lambda: "The Bohrok are gone: BC squares do nothing now and the nest is open",
            "bc_inert": lambda: f"{who} is on a BC square, but the Bohrok are gone",
            "game_over": lambda: (
                "Game over: "
                + ("a draw" if d.get("winner") is None else f"player {d.get('winner')} wins")
                + f" ({d.get('reason')})"
            ),
        }
        make = lines.get(kind)
        return make() if make else super().describe_event(kind, data)

    def _card_name(self, cid: Any) -> str:
        return self.cards.display(cid) if isinstance(cid, str) and cid in self.cards else ""

    @staticmethod
    def _vs(d: dict[str, Any]) -> str:
        p, vals = d.get("player", 0), d.get("values", [0, 0])
        return f"{vals[p]} against {vals[1 - p]}"
