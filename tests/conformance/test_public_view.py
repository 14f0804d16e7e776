"""The public observation (``observe(None)``, what a spectator of the web table sees) leaks nothing hidden."""

from __future__ import annotations

from typing import Any

import pytest

import tcgkit
from tests.core.toy import TOY, ToyState

from .helpers import all_games, check_public_observation, playout


@pytest.mark.parametrize("name", all_games())
def test_public_view_names_no_hidden_card(name: str) -> None:
    game = tcgkit.game(name)
    for seed in (21, 22, 23):
        seen = 0
        for state in playout(game, seed):
            new_events, seen = len(state.events) - seen, len(state.events)
            check_public_observation(game, state, new_events)


class PublicToyState(ToyState):
    """The toy game with a public view: the scores and the hand sizes."""

    def _observe(self, player: int | None) -> dict[str, Any]:
        if player is not None:
            return super()._observe(player)
        return {"hands": [len(h) for h in self.hands], "score": list(self.score)}


class LeakyPublicToyState(PublicToyState):
    """A public view that shows the first player's hand (a bug the check must catch)."""

    def _observe(self, player: int | None) -> dict[str, Any]:
        view = super()._observe(player)
        if player is None:
            view["hand"] = [{"iid": i, "card": self.cards[i]} for i in self.hands[0]]
        return view


def toy_state(cls: type[ToyState]) -> ToyState:
    state = TOY.new_game(list(TOY.sample_decks().values()), seed=4)
    state.__class__ = cls
    state.apply("pass")
    return state


def test_the_honest_public_view_passes() -> None:
    check_public_observation(TOY, toy_state(PublicToyState))


def test_a_public_view_showing_a_hand_is_caught() -> None:
    with pytest.raises(AssertionError, match="hidden card"):
        check_public_observation(TOY, toy_state(LeakyPublicToyState))
