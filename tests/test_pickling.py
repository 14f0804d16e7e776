"""What process and Ray workers send each other pickles and comes back the same, in plain Python and in the
optional compiled build (CI runs the whole suite compiled too: ``make test-compiled``)."""

from __future__ import annotations

import pickle

import pytest

import tcgkit
from tcgkit.bench import pick
from tcgkit.core import Rng


@pytest.mark.parametrize("name", tcgkit.games())
def test_decks_states_card_pools_and_games_pickle(name: str) -> None:
    game = tcgkit.game(name)
    decks = list(game.sample_decks().values())[: game.profile.players]
    state = game.new_game(decks, seed=3)
    rng = Rng(3)
    for _ in range(40):  # a state some way into the game, with its tables and memos built
        if state.is_over:
            break
        state.apply(pick(state.legal_actions(), rng))
    assert pickle.loads(pickle.dumps(decks)) == decks
    back = pickle.loads(pickle.dumps(state))
    assert back.to_json() == state.to_json()
    assert [a.id for a in back.legal_actions()] == [a.id for a in state.legal_actions()]
    pool = pickle.loads(pickle.dumps(game.cards))
    assert sorted(pool) == sorted(game.cards)
    assert pickle.loads(pickle.dumps(game)).name == name
    assert pickle.loads(pickle.dumps(rng)).below(1000) == rng.below(1000)
