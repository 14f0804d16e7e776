"""replay: bad record files give one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

from tcgkit.core import Game

from .helpers import one_line_error, run


def record_of(game: Game, actions: list[str]) -> dict:
    decks = list(game.sample_decks().values())
    state = game.new_game(decks, seed=9)
    rec = state.record()
    rec["actions"] = actions
    return rec


def write(path: Path, content: str | dict) -> str:
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return str(path)


def test_a_record_written_by_hand_replays(toy: Game, tmp_path: Path) -> None:
    path = write(tmp_path / "r.json", record_of(toy, ["pass", "pass", "play n1"]))
    result = run(["replay", path, "--all"])
    assert result.exit_code == 0
    assert "action 1: player 1: Pass  (pass)" in result.output
    assert "action 3: player 1: Play n1  (play n1)" in result.output
    assert "the record ends before the game does (3 actions)" in result.output


def test_by_default_a_summary_and_the_final_position(toy: Game, tmp_path: Path) -> None:
    path = write(tmp_path / "r.json", record_of(toy, ["pass", "pass", "play n1"]))
    result = run(["replay", path])
    assert result.exit_code == 0
    assert "action 1" not in result.output
    assert "player 1: deck (unnamed), 2 decisions" in result.output or "player 1: deck" in result.output
    assert "Turn 4" in result.output  # the final position
    assert "the record ends before the game does (3 actions)" in result.output


def test_step_walks_forward_and_back_with_single_keys(toy: Game, tmp_path: Path) -> None:
    path = write(tmp_path / "r.json", record_of(toy, ["pass", "pass"]))
    result = run(["replay", path, "--step"], input="nnbeq")
    assert result.exit_code == 0
    shown = [line.split("position ")[1].split(" of")[0] for line in result.output.splitlines() if "position " in line]
    assert shown == ["0", "1", "2", "1", "2"]
    assert "next: player 1: Pass  (pass)" in result.output


def test_all_and_step_together_are_refused(toy: Game, tmp_path: Path) -> None:
    path = write(tmp_path / "r.json", record_of(toy, []))
    assert "either --all or --step" in one_line_error(run(["replay", path, "--all", "--step"]))


def test_a_record_that_is_not_json_names_the_file(toy: Game, tmp_path: Path) -> None:
    path = write(tmp_path / "broken.json", '{"game": "toy", ')
    line = one_line_error(run(["replay", path]))
    assert "broken.json: not JSON" in line


def test_a_record_missing_a_key_names_it(toy: Game, tmp_path: Path) -> None:
    rec = record_of(toy, [])
    del rec["seed"]
    line = one_line_error(run(["replay", write(tmp_path / "r.json", rec)]))
    assert "needs 'decks' and 'seed'" in line


def test_an_illegal_action_in_a_record_is_named(toy: Game, tmp_path: Path) -> None:
    path = write(tmp_path / "r.json", record_of(toy, ["pass", "castle"]))
    result = run(["replay", path, "--all"])
    line = one_line_error(result)
    assert "record action 2 ('castle') does not fit the game" in line
    assert "action 1: player 1: Pass" in result.stdout  # what could be replayed was shown


def test_a_record_of_an_unknown_game_is_refused(toy: Game, tmp_path: Path) -> None:
    rec = record_of(toy, [])
    rec["game"] = "go"
    line = one_line_error(run(["replay", write(tmp_path / "r.json", rec)]))
    assert "unknown game 'go'" in line


def test_a_missing_or_binary_record_file_is_refused(toy: Game, tmp_path: Path) -> None:
    assert "nothing.json" in one_line_error(run(["replay", str(tmp_path / "nothing.json")]))
    (tmp_path / "bin.json").write_bytes(b"\x89PNG\r\n\x1a\n\xff")
    assert "not a record" in one_line_error(run(["replay", str(tmp_path / "bin.json")]))


def test_a_player_out_of_range_is_refused(toy: Game, tmp_path: Path) -> None:
    path = write(tmp_path / "r.json", record_of(toy, []))
    assert "--player must be between 1 and 2" in one_line_error(run(["replay", path, "--player", "5"]))
