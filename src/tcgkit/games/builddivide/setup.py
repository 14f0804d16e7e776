"""Setup (BDV-3.1–3.11): decks, D-decks, territories, first player, opening hands, mulligan, life and energy.

Validation (BDV-3.1) happens in ``Game.new_game`` before this runs: an illegal registration raises DeckError with
every problem and no game starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core import Action, Deck

from .base import BdvBase

if TYPE_CHECKING:
    from .state import BdvState

LIFE_CARDS = 10  # BDV-3.9
START_ENERGY = 2  # BDV-3.10


class SetupRules(BdvBase):
    """BDV-3.5–3.11 as frames: ("opening",), ("mull", p) ×2, ("life",), ("energy",), then ("turn",)."""

    def _order(self) -> tuple[int, int]:
        return (self.first, 1 - self.first)

    def step_opening(self, frame: tuple[Any, ...]) -> None:
        """BDV-3.6: the first player, then the second, draws the opening hand."""
        n = self.GAME.profile.opening_hand
        for p in self._order():
            self.draw(p, n)

    def offer_mull(self, frame: tuple[Any, ...]) -> list[Action]:
        """BDV-3.7: KEEP or MULLIGAN (once, BDV-3.8)."""
        return [Action("keep", "Keep this hand"), Action("mulligan", "Mulligan: draw 5 new cards")]

    def take_mull(self, frame: tuple[Any, ...], act: Action) -> None:
        """BDV-3.7: draw a new hand, then the set-aside cards go into the deck, which is shuffled (BDV-6.14)."""
        p = frame[1]
        again = act.id == "mulligan"
        self.mulled[p] = again
        self.log("mulligan" if again else "keep", {"player": p})  # BDV-8.8: public
        if again:
            aside = self.hand[p]
            self.hand[p] = []
            self.draw(p, self.GAME.profile.opening_hand)
            self.deck[p].extend(aside)
            self.shuffle(self.deck[p])

    def step_life(self, frame: tuple[Any, ...]) -> None:
        """BDV-3.9: the top 10 deck cards, one at a time, face down onto the life zone (first placed = bottom)."""
        for p in self._order():
            deck, life = self.deck[p], self.life[p]
            for _ in range(min(LIFE_CARDS, len(deck))):
                life.append(deck.pop())
            self.log("life_set", {"player": p, "n": len(life)})

    def step_energy(self, frame: tuple[Any, ...]) -> None:
        """BDV-3.10: the top 2 deck cards face up into the energy zone, standing."""
        for p in self._order():
            deck = self.deck[p]
            moved = [deck.pop() for _ in range(min(START_ENERGY, len(deck)))]
            self.energy[p].extend(moved)
            self.log("energy_set", {"player": p, "cards": [self.obj(i) for i in moved]})
        self.phase = "stand"


def new_state(
    cls: type[BdvState], decks: list[Deck], seed: int, options: dict[str, Any], origin: dict[str, Any]
) -> BdvState:
    """A game from two legal registrations (BDV-3.2–3.5); the rest of setup runs as frames."""
    cards: list[str] = []
    owner: list[int] = []
    spans = []
    for p, deck in enumerate(decks):
        parts = (deck.cards("main"), deck.cards("ddeck"), deck.cards("territory"))
        start = len(cards)
        for part in parts:
            cards += part
        owner += [p] * (len(cards) - start)
        spans.append((start, len(parts[0]), len(parts[1])))
    state = cls.__new__(cls)
    state._init_base(tuple(cards), seed, origin, options)
    state.owner = tuple(owner)
    state.deck = [list(range(s, s + m)) for s, m, _ in spans]  # BDV-3.2
    state.ddeck = [list(range(s + m, s + m + d)) for s, m, d in spans]  # BDV-3.3
    state.terr = (spans[0][0] + spans[0][1] + spans[0][2], spans[1][0] + spans[1][1] + spans[1][2])  # BDV-3.4
    state.hand, state.field, state.energy, state.life = [[], []], [[], []], [[], []], [[], []]
    state.grave, state.removed, state.check, state.limbo = [[], []], [[], []], [[], []], [[], []]
    state.liberated = [False, False]
    state.rested = [0] * len(cards)
    state.pub = [0] * len(cards)
    state.deltas = []
    state.turn = 0
    state.charged = False
    state.phase = "setup"
    state.mulled = [None, None]
    for d in state.deck:
        state.shuffle(d)
    state.first = state.active = state.rand_below(2)  # BDV-3.5
    state.log("first_player", {"player": state.first})
    state._derive()
    f = state.first
    state.push(("opening",), ("mull", f), ("mull", 1 - f), ("life",), ("energy",), ("turn",))
    return state
