"""The core state machine, clone, JSON and records, exercised through the toy game."""

from __future__ import annotations

import pytest

from tcgkit.agents import RandomAgent
from tcgkit.core import DeckError, IllegalAction, OptionError, RecordError, Rng

from .toy import TOY


def play_random(seed: int):
    decks = list(TOY.sample_decks().values())
    state = TOY.new_game(decks, seed=seed)
    agents = [RandomAgent(1), RandomAgent(2)]
    while not state.is_over:
        state.apply(agents[state.to_move].act(state))
    return state


def test_game_runs_to_a_result() -> None:
    state = play_random(3)
    assert state.result is not None and state.to_move is None
    assert state.result.reason in {"TEN", "TURN_LIMIT"}


def test_same_seed_same_game_and_record_replays() -> None:
    a, b = play_random(5), play_random(5)
    assert a.to_json() == b.to_json()
    assert TOY.replay(a.record()).to_json() == a.to_json()


def test_clone_is_independent_and_equal() -> None:
    decks = list(TOY.sample_decks().values())
    state = TOY.new_game(decks, seed=1)
    copy = state.clone()
    assert copy == state
    copy.apply(copy.legal_actions()[0])
    assert copy != state
    assert TOY.load(state.to_json()) == state


def test_illegal_action_leaves_state_unchanged() -> None:
    decks = list(TOY.sample_decks().values())
    state = TOY.new_game(decks, seed=1)
    before = state.to_json()
    with pytest.raises(IllegalAction, match="must choose one of"):
        state.apply("play n9")
    assert state.to_json() == before


def test_determinize_keeps_what_the_player_knows() -> None:
    decks = list(TOY.sample_decks().values())
    state = TOY.new_game(decks, seed=2)
    p = state.to_move
    twin = state.determinize(p, Rng(9))
    assert twin.observe(p) == state.observe(p)
    assert twin.rng != state.rng


def test_bad_inputs_give_clear_errors() -> None:
    decks = list(TOY.sample_decks().values())
    with pytest.raises(DeckError, match="exactly 2 players"):
        TOY.new_game(decks[:1])
    with pytest.raises(OptionError, match="no option"):
        TOY.new_game(decks, options={"speed": 3})
    with pytest.raises(DeckError, match="line 2: unknown card 'Nothing'"):
        TOY.parse_deck("3 n1\n2 Nothing\n")
    with pytest.raises(RecordError):
        TOY.load("{not json")
    with pytest.raises(RecordError):
        TOY.replay(
            {
                "game": "toy",
                "version": "1",
                "decks": [d.to_dict() for d in decks],
                "seed": 1,
                "actions": ["nonsense"],
            }
        )
