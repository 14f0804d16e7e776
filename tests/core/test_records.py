"""Game records: shape, reading errors, and replay that reproduces the game exactly."""

from __future__ import annotations

import json

import pytest

from tcgkit.agents import RandomAgent
from tcgkit.core import RecordError, read_record, replay_states

from .toy import TOY


def finished_game(seed: int):
    decks = list(TOY.sample_decks().values())
    state = TOY.new_game(decks, seed=seed)
    agent = RandomAgent(seed)
    while not state.is_over:
        state.apply(agent.act(state))
    return state


def test_record_has_the_design_fields_and_replays_step_by_step() -> None:
    state = finished_game(11)
    rec = state.record()
    assert set(rec) == {"game", "version", "options", "decks", "seed", "actions"}
    text = json.dumps(rec)
    steps = list(replay_states(TOY, read_record(text)))
    assert [aid for _, aid in steps[:-1]] == rec["actions"]
    assert steps[-1][0].to_json() == state.to_json()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[1, 2]", "a record is a JSON object"),
        ("{oops", "not JSON"),
        ('{"game": "toy", "version": "1"}', "missing 'actions'"),
        ('{"game": "toy", "version": "1", "actions": []}', "needs 'decks' and 'seed'"),
        ('{"game": "toy", "version": "1", "actions": [1], "decks": [], "seed": 1}', "list of action ids"),
    ],
)
def test_malformed_records_name_the_problem(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        read_record(text, "game.json")


def test_record_of_another_game_or_version_is_refused() -> None:
    rec = finished_game(2).record()
    with pytest.raises(RecordError, match="not 'toy'"):
        TOY.replay({**rec, "game": "chess"})
    with pytest.raises(RecordError, match="version 9"):
        TOY.replay({**rec, "version": "9"})
    with pytest.raises(RecordError, match="cannot start"):
        TOY.replay({**rec, "decks": [rec["decks"][0]]})
