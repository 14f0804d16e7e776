"""The Star Wars TCG game object: cards, decks, options (SWT-11), new games and positions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tcgkit.core import Deck, DeckError, Game, Option, Problem, State

from . import deckrules, evaluation
from .cards import Card, load_cards
from .decisions import DECISION_WORDS
from .describe import describe_card
from .details import card_details, plain
from .refs import REF_KINDS, event_refs
from .state import SwtState

#: Other spellings accepted for option names (the issue called ``dice_mode`` ``dice``).
OPTION_ALIASES = {"dice": "dice_mode"}


class StarWarsGame(Game):
    name = "starwars"
    title = "Star Wars TCG (Attack of the Clones era)"
    version = (
        "3"  # 2: whole-run build actions (buildruns.py); 3: the vocabulary extensions of issue 16 (docs/starwars.md)
    )
    package = "tcgkit.games.starwars"
    state_class = SwtState
    DECK_SECTIONS = ("main",)
    #: SWT-7.2 / SWT-7.4: the two ways a game ends (SWT-7.5: there is no other).
    DECISION_WORDS = DECISION_WORDS
    #: The kinds of string refs of actions and log events (refs.py; docs/positions-starwars.md, "Refs").
    REF_KINDS = REF_KINDS
    RESULT_REASONS = {
        "CONTROL": ("SWT-7.2", "only {winner_s} units held 2 or more arenas at the end of the turn"),
        "TURN_LIMIT": ("SWT-7.4", "the last turn of the turn limit ended with nobody controlling 2 arenas"),
    }
    # short playouts by the heuristic, each step weighing 2 actions of a random rotation (random moves spoil a game
    # decided in its first turns); the heuristic's one-ply judgement as a prior at the root (docs/starwars.md)
    SEARCH = "playout=heuristic:depth=2:prior=10:width=2"
    OPTIONS = {
        "dice_mode": Option(
            "seed",
            "SWT-11.1: 'seed' = both battling units roll their power; 'attacker-only' = only the attacker rolls",
            choices=("seed", "attacker-only"),
        ),
        "turn_limit": Option(60, "SWT-11.2: the game is a draw after this turn", minimum=1),
    }

    def load_cards(self) -> list[Card]:
        return load_cards(self.package)

    def describe_card(self, card_id: str) -> str:
        card: Card = self.cards[card_id]
        head = [self.cards.display(card_id), f"{card.side} {card.type}"]
        if card.type == "unit":
            head.append(
                f"{card.arena} {card.subtype}, cost {card.build_cost}, speed {card.speed} · power {card.power} · "
                f"health {card.health}"
            )
        elif card.type == "battle":
            head.append(f"{card.force_cost} Force")
        else:
            head.append(f"cost {card.build_cost}")
        return " | ".join([*head, plain(card.text or describe_card(card))])

    def card_details(self, card_id: str) -> dict[str, Any]:
        """Every printed value with its name, the keywords and our wording (details.py)."""
        return card_details(card_id, self.cards[card_id], self.cards.display(card_id))

    # ------------------------------------------------------------------ decks (SWT-2)
    def check_deck(self, deck: Deck) -> list[Problem]:
        return deckrules.check_deck(deck, self.cards)

    def check_decks(self, decks: Sequence[Deck], options: Mapping[str, Any]) -> list[Problem]:
        """Each deck's own problems and SWT-3.1 between them (one Dark, one Light)."""
        return super().check_decks(decks, options) + deckrules.pairing_problems(decks, self.cards)

    def sample_matchups(self) -> list[tuple[str, str]]:
        """SWT-3.1: one Dark and one Light deck meet: each Dark sample deck meets each Light one; seats alternate."""
        decks = self.sample_decks()
        dark = [n for n, d in decks.items() if d.meta.get("side", "").lower() == "dark"]
        light = [n for n, d in decks.items() if d.meta.get("side", "").lower() == "light"]
        pairs = [(d, l) for d in dark for l in light]
        return [p if i % 2 == 0 else (p[1], p[0]) for i, p in enumerate(pairs)]

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        if not isinstance(options, Mapping):
            return super().resolve_options(options)  # refuses it with one line
        renamed = {OPTION_ALIASES.get(k, k): v for k, v in options.items()}
        return super().resolve_options(renamed)

    # ------------------------------------------------------------------ games
    def new_state(self, decks: list[Deck], seed: int, options: dict[str, Any], origin: dict[str, Any]) -> State:
        """SWT-3.1-3.4: sides must differ; starting values; both decks shuffled (Dark first)."""
        sides = [deckrules.declared_side(d, self.cards) for d in decks]
        if sides[0] == sides[1]:
            raise DeckError(f"SWT-3.1: both decks are {sides[0].title()}; one player plays Dark, the other Light")
        cards: list[str] = []
        owner: list[int] = []
        for p, deck in enumerate(decks):
            ids = deck.cards()
            cards += ids
            owner += [p] * len(ids)
        state = SwtState.__new__(SwtState)
        state._init_base(tuple(cards), seed, origin, options)
        init_fields(state, tuple(owner), sides.index("dark"))
        split = len(decks[0].cards())
        state.decks = [list(range(split)), list(range(split, len(cards)))]
        for p in state.sides():
            state.shuffle(state.decks[p])
        state.push(("setup",))
        return state

    def setup_state(self, position: dict[str, Any]) -> State:
        from .positions import build_position

        return build_position(self, position)

    def evaluate(self, state: State, player: int) -> float:
        """The computer opponents' evaluation of ``state`` for ``player``, in [-1, 1] (evaluation.py)."""
        return evaluation.evaluate(state, player)  # type: ignore[arg-type]

    # ------------------------------------------------------------------ presentation
    def render(self, state: State, player: int | None) -> str:
        from .render import render

        return render(state, player)  # type: ignore[arg-type]

    def event_refs(self, kind: str, data: Any) -> tuple[int | str, ...]:
        return event_refs(kind, data)

    def describe_event(self, kind: str, data: Any, viewer: int | None = None) -> str:
        from .render import describe_event

        return describe_event(self, kind, data, viewer)


def init_fields(state: SwtState, owner: tuple[int, ...], dark: int) -> None:
    """SWT-3.3: Force 0, build points 0, controlled arenas 0, turn 0, every zone empty."""
    state.owner = owner
    state.dark = dark
    state.hands = [[], []]
    state.decks = [[], []]
    state.discards = [[], []]
    state.aside = [[], []]
    state.gear = [[], []]
    state.builds = []
    state.units = []
    state.locs = [-1, -1, -1]
    state.resolving = []
    state.force = [0, 0]
    state.bp = [0, 0]
    state.ctrl = [0, 0]
    state.turn = 0
    state.known = []
    state.mods = []
    state.used = []
    state.atk = ()
    state.ib = ("open", -1, False, False, False)
    state.next_uid = 1
    state.preset = []
    state.searching = -1
    state.phase = "setup"
    state.orders = []
