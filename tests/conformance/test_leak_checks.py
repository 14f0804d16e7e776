"""Controls for the conformance suite: its hidden-information check must catch a real leak."""

from __future__ import annotations

from typing import Any

import pytest

from tests.core.toy import TOY, ToyState

from .helpers import check_observation


class LeakyToyState(ToyState):
    """The toy game, but every draw is logged publicly with the card drawn (a bug the suite must catch)."""

    def step_turn(self, frame: tuple[Any, ...]) -> None:
        p = self.turn % 2
        if self.decks[p]:
            card = self.decks[p].pop()
            self.hands[p].append(card)
            self.log("draw", {"player": p, "card": self.cards[card], "name": TOY.cards[self.cards[card]].name})
        self.push(("play", p))


def test_a_public_log_of_a_hidden_card_is_caught() -> None:
    state = TOY.new_game(list(TOY.sample_decks().values()), seed=4)
    state.__class__ = LeakyToyState
    before = len(state.events)
    state.apply("pass")
    with pytest.raises(AssertionError, match="names hidden card"):
        check_observation(TOY, state, 0, len(state.events) - before)


def test_the_honest_toy_passes() -> None:
    state = TOY.new_game(list(TOY.sample_decks().values()), seed=4)
    before = len(state.events)
    state.apply("pass")
    check_observation(TOY, state, 0, len(state.events) - before)
