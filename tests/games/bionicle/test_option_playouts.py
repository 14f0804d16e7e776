"""Random games under every regulation option keep the invariants of the conformance suite (BIO-11.1, BIO-8.7)."""

from __future__ import annotations

import pytest

from tcgkit.agents import RandomAgent
from tests.conformance.helpers import check_observation

from .helpers import G

OPTIONS = [
    {"map": "north"},
    {"map": "south", "mission_deck": "individual"},
    {"map": "mata-nui", "starts": "opposite-sheets", "mission_deck": "individual"},
    {"map": "mata-nui", "turn_limit": 30},
]


@pytest.mark.parametrize("options", OPTIONS)
def test_random_games_under_the_options(options):  # BIO-11.1, BIO-8.7, BIO-7.4
    for seed in range(3):
        state = G.new_game(["tahu-fire", "kopaka-ice"], seed=seed, options=options)
        agents = [RandomAgent(seed), RandomAgent(seed + 10)]
        cards = set(state.card_locations())
        n = 0
        while not state.is_over:
            if n % 9 == 0:
                check_observation(G, state, n % 2)
            state.apply(agents[state.to_move].act(state))
            assert set(state.card_locations()) == cards
            n += 1
        assert state.turn <= options.get("turn_limit", 200)
        assert state.board.name == options["map"] and len(state.mdecks) == (
            2 if options.get("mission_deck") == "individual" else 1
        )
