"""play, driven by piped input, and replay of the saved record."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tcgkit
from tcgkit import agents
from tcgkit.agents.base import SeededAgent
from tcgkit.core import Game, Option, State, replay_states

from .helpers import one_line_error, run

ALWAYS_FIRST = "1\n" * 40  # more than enough for a toy game (at most 10 decisions each)


def saved(records: Path) -> dict:
    files = sorted(records.glob("*.json"))
    assert len(files) == 1, files
    return json.loads(files[0].read_text(encoding="utf-8"))


def labels_by_player(game: Game, record: dict) -> dict[int, set[str]]:
    """The labels of the actions each player chose in a record."""
    out: dict[int, set[str]] = {0: set(), 1: set()}
    for state, aid in replay_states(game, record):
        if aid is not None:
            out[state.to_move].update(a.label for a in state.legal_actions() if a.id == aid)  # type: ignore[index]
    return out


def secret_labels(game: Game, record: dict, human: int) -> set[str]:
    """Labels of actions the other players chose that the person was never offered (so never saw in a menu)."""
    offered: set[str] = set()
    for state, aid in replay_states(game, record):
        if aid is not None and state.to_move == human:
            offered.update(a.label for a in state.legal_actions())
    chosen = labels_by_player(game, record)
    return {label for p, labels in chosen.items() if p != human for label in labels} - offered


def test_a_game_played_to_the_end_is_saved_and_replays(toy: Game, records: Path) -> None:
    result = run(["play", "toy", "--vs", "random", "--seed", "5"], input=ALWAYS_FIRST)
    assert result.exit_code == 0
    record = saved(records)
    assert f"record saved: {next(records.glob('*.json'))}" in result.output
    assert record["game"] == "toy" and record["seed"] == 5 and record["players"] == ["you", "random"]
    final = toy.replay(record)
    assert final.is_over and record["result"] == final.result.to_dict()  # type: ignore[union-attr]
    assert ("You win" in result.output) == (final.result.winner == 0)  # type: ignore[union-attr]
    assert "game over" in result.output

    again = run(["replay", str(next(records.glob("*.json"))), "--all"])
    assert again.exit_code == 0
    assert again.output.count("action ") == len(record["actions"])
    assert toy.describe_result(final.result) in again.output  # type: ignore[arg-type]
    summary = run(["replay", str(next(records.glob("*.json")))])
    assert summary.exit_code == 0 and "action 1:" not in summary.output
    assert "decisions" in summary.output and toy.describe_result(final.result) in summary.output  # type: ignore[arg-type]


def test_the_opponents_action_labels_are_never_printed(toy: Game, records: Path) -> None:
    result = run(["play", "toy", "--deck", "low", "--opponent-deck", "high", "--seed", "2"], input=ALWAYS_FIRST)
    assert result.exit_code == 0
    theirs = secret_labels(toy, saved(records), 0)
    assert theirs, "the opponent played no card: choose another seed"
    for label in theirs:
        assert label not in result.output
    assert "play: player=1" in result.output  # what the opponent did is shown through the public log


def test_replay_as_one_player_hides_the_other_players_labels(toy: Game, records: Path) -> None:
    run(["play", "toy", "--deck", "low", "--opponent-deck", "high", "--seed", "2"], input=ALWAYS_FIRST)
    path = str(next(records.glob("*.json")))
    labels = labels_by_player(toy, saved(records))
    as_zero = run(["replay", path, "--player", "1", "--all"])
    assert as_zero.exit_code == 0
    assert "the opponent decides" in as_zero.output
    for label in labels[1] - labels[0]:
        assert label not in as_zero.output
    everything = run(["replay", path, "--all"])
    for label in labels[1]:
        assert label in everything.output


def test_a_typed_action_id_is_applied(toy: Game, records: Path) -> None:
    result = run(["play", "toy", "--seed", "1"], input="pass\nq\n")
    assert result.exit_code == 0
    assert saved(records)["actions"][0] == "pass"


def test_an_illegal_choice_asks_again_without_crashing(toy: Game, records: Path) -> None:
    result = run(["play", "toy", "--seed", "1"], input="zzz\n0\n99\nplay n9\n" + ALWAYS_FIRST)
    assert result.exit_code == 0
    assert result.output.count("no such choice") == 4
    assert toy.replay(saved(records)).is_over


def test_help_lists_the_commands(toy: Game) -> None:
    result = run(["play", "toy", "--seed", "1"], input="?\nq\n")
    for line in ("q        quit", "? NAME   show the card", "w        why", "i N      show card N"):
        assert line in result.output


def test_quitting_saves_the_unfinished_game_which_replays(toy: Game, records: Path) -> None:
    result = run(["play", "toy", "--seed", "1"], input="1\nq\n")
    assert result.exit_code == 0
    assert "game left unfinished" in result.output and "record saved" in result.output
    record = saved(records)
    assert len(record["actions"]) >= 1 and record["result"] is None
    again = run(["replay", str(next(records.glob("*.json")))])
    assert again.exit_code == 0 and "the record ends before the game does" in again.output


def test_end_of_input_quits_cleanly_and_saves(toy: Game, records: Path) -> None:
    result = run(["play", "toy", "--seed", "1"], input="")
    assert result.exit_code == 0
    assert "end of input" in result.output
    assert saved(records)["actions"] == []


def test_the_person_can_take_the_second_seat(toy: Game, records: Path) -> None:
    result = run(["play", "toy", "--seat", "2", "--seed", "4"], input=ALWAYS_FIRST)
    assert result.exit_code == 0
    assert "you are player 2" in result.output
    record = saved(records)
    assert record["players"] == ["random", "you"]
    assert record["decks"][1] == toy.sample_decks()["high"].to_dict()


def test_deck_files_and_sample_names_choose_the_decks(toy: Game, records: Path, tmp_path: Path) -> None:
    (tmp_path / "fives.txt").write_text("6 Number 5\n", encoding="utf-8")
    result = run(["play", "toy", "--deck", "fives.txt", "--opponent-deck", "low", "--seed", "3"], input="q\n")
    assert result.exit_code == 0
    decks = saved(records)["decks"]
    assert decks[0]["sections"] == {"main": [["n5", 6]]}
    assert decks[1] == toy.sample_decks()["low"].to_dict()


def test_an_illegal_deck_is_refused_with_its_rule(toy: Game, records: Path, tmp_path: Path) -> None:
    (tmp_path / "tiny.txt").write_text("2 Number 5\n", encoding="utf-8")
    line = one_line_error(run(["play", "toy", "--deck", "tiny.txt"]))
    assert "tiny.txt" in line and "TOY-1" in line
    assert not records.exists()


def test_an_unknown_deck_is_refused(toy: Game) -> None:
    line = one_line_error(run(["play", "toy", "--opponent-deck", "middle"]))
    assert "'middle'" in line and "low, high" in line


def test_an_unknown_option_is_refused(toy: Game) -> None:
    line = one_line_error(run(["play", "toy", "--option", "komi=6"]))
    assert "no option 'komi'" in line


def test_a_malformed_option_is_refused(toy: Game) -> None:
    line = one_line_error(run(["play", "toy", "-o", "komi"]))
    assert "option 'komi': expected key=value" in line


def test_regulation_options_reach_the_game(toy: Game, monkeypatch: pytest.MonkeyPatch, records: Path) -> None:
    monkeypatch.setattr(toy, "OPTIONS", {"fast": Option(False, "a test switch"), "limit": Option(3, "n", minimum=1)})
    result = run(["play", "toy", "--option", "fast=yes", "-o", "limit=5", "--seed", "1"], input="q\n")
    assert result.exit_code == 0
    assert saved(records)["options"] == {"fast": True, "limit": 5}
    line = one_line_error(run(["play", "toy", "-o", "limit=0"]))
    assert "option limit: must be at least 1" in line


def test_an_unknown_opponent_lists_the_agents(toy: Game) -> None:
    line = one_line_error(run(["play", "toy", "--vs", "grandmaster"]))
    assert "unknown agent 'grandmaster'" in line and "random" in line


def test_any_registered_agent_can_be_the_opponent(toy: Game, monkeypatch: pytest.MonkeyPatch, records: Path) -> None:
    class Passer(SeededAgent):
        name = "passer"

        def act(self, state: State) -> str:
            return "pass"

    monkeypatch.setitem(agents.KINDS, "passer", Passer)
    result = run(["play", "toy", "--vs", "passer", "--seat", "2", "--seed", "1"], input=ALWAYS_FIRST)
    assert result.exit_code == 0
    record = saved(records)
    assert record["players"] == ["passer", "you"]
    assert record["actions"][0::2] == ["pass"] * len(record["actions"][0::2])


def test_a_seat_out_of_range_is_refused(toy: Game) -> None:
    line = one_line_error(run(["play", "toy", "--seat", "3"]))
    assert "--seat must be between 1 and 2" in line


@pytest.mark.skipif("hikarugo" not in tcgkit.games(), reason="hikarugo is not registered yet")
def test_hikarugo_can_be_played_against_random(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TCGKIT_HOME", str(tmp_path))
    result = run(["play", "hikarugo", "--vs", "random", "--seed", "1"], input="1\n" * 2000)
    assert result.exit_code == 0, result.output
    assert "record saved" in result.output and "your move" in result.output
    (path,) = (tmp_path / "records").glob("*.json")
    record = json.loads(path.read_text(encoding="utf-8"))
    game = tcgkit.game("hikarugo")
    for label in secret_labels(game, record, 0):
        assert label not in result.output
    final = game.replay(record)
    for kind, data, seen_by in final.events:
        if seen_by is not None and 0 not in seen_by:
            assert game.describe_event(kind, data, 0) not in result.output
    assert run(["replay", str(path), "--player", "1"]).exit_code == 0
