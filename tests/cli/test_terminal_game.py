"""The terminal game loop itself (tcgkit.play), driven without the command line."""

from __future__ import annotations

from rich.console import Console

from tcgkit.agents import RandomAgent
from tcgkit.core import Action, Result
from tcgkit.play import TerminalGame, match_action, result_line
from tests.core.toy import TOY


def session(answers: list[str]) -> tuple[TerminalGame, Console]:
    state = TOY.new_game(list(TOY.sample_decks().values()), seed=1)
    state.log("peek", {"card": "n5"}, (1,))  # only player 1 may see this
    state.log("note", {"x": 1})
    console = Console(record=True, width=100)
    replies = iter(answers)
    game = TerminalGame(TOY, state, 0, {1: RandomAgent(1)}, console, lambda prompt: next(replies, None))
    return game, console


def test_only_the_events_the_person_may_see_are_shown() -> None:
    game, console = session([])
    assert game.run() == "eof"
    text = console.export_text()
    assert "note: x=1" in text and "peek" not in text


def test_quit_stops_before_the_end() -> None:
    game, console = session(["r", "l", "q"])
    assert game.run() == "quit"
    assert not game.state.is_over
    assert console.export_text().count("Resign") == 2  # the choices again after "r"


def test_a_game_runs_to_its_result() -> None:
    game, console = session(["pass"] * 20)
    assert game.run() == "over"
    assert game.state.is_over and "random (player 1) wins" in console.export_text()


def test_match_action_takes_numbers_ids_and_ids_in_any_case() -> None:
    acts = [Action("play n1", "Play n1"), Action("pass", "Pass"), Action("Stop", "Stop")]
    assert match_action("2", acts) == acts[1]
    assert match_action(" play n1 ", acts) == acts[0]
    assert match_action("STOP", acts) == acts[2]
    assert match_action("0", acts) is None and match_action("4", acts) is None and match_action("Play", acts) is None


def test_result_lines() -> None:
    assert result_line(Result(0, "TEN", (10, 3)), 0) == "You win (TEN, score 10 : 3)"
    assert result_line(Result(1, "TEN", (3, 10)), 0, {1: "random"}) == "random wins (TEN, score 3 : 10)"
    assert result_line(Result(None, "TURN_LIMIT")) == "Draw (TURN_LIMIT)"
    assert result_line(Result(1, "SCORE", ({"total": 8}, {"total": 9}))) == "player 1 wins (SCORE)"
