"""The terminal game loop itself (tcgkit.play), driven without the command line."""

from __future__ import annotations

from rich.console import Console

from tcgkit.agents import RandomAgent
from tcgkit.core import Action, Result, State
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
    assert game.state.is_over
    assert TOY.describe_result(game.state.result, 0) in console.export_text()  # type: ignore[arg-type]


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
    assert result_line(Result(1, "SCORE", ({"total": 8}, {"total": 9}))) == "player 2 wins (SCORE)"


def test_the_forecast_is_always_shown_and_why_on_request() -> None:
    game, console = session(["w", "q"])
    assert game.run() == "quit"
    text = console.export_text()
    assert "points 0/10; the opponent 0/10 (TOY-3)" in text
    assert "Nothing is held back now" in text  # w: no blocked note while the hand has cards


def test_cards_in_sight_are_listed_and_shown_in_full() -> None:
    game, console = session(["i", "i 1", "i 99", "? Number 3", "? Numbr 3", "q"])
    game.run()
    text = console.export_text()
    hand = game.state.hands[0]  # type: ignore[attr-defined]
    first = TOY.cards.display(game.state.cards[hand[0]])
    assert f"1. {first}  your hand" in text
    assert "no card 99" in text
    assert "Number 3" in text and "did you mean 'Number 3'" in text
    for iid in game.state.hands[1]:  # type: ignore[attr-defined]
        assert f"{TOY.cards.display(game.state.cards[iid])}  the opponent's hand" not in text


def test_a_choice_besides_resigning_is_taken_without_asking() -> None:
    state = TOY.new_game(list(TOY.sample_decks().values()), seed=1)
    state.hands[0].clear()  # type: ignore[attr-defined]
    state.decks[0].clear()  # type: ignore[attr-defined]
    state._legal = None
    console = Console(record=True, width=100)
    game = TerminalGame(TOY, state, 0, {1: RandomAgent(1)}, console, lambda prompt: None)
    game.run()
    text = console.export_text()
    assert "taken for you (your only choice): Pass" in text
    assert state.history[0] == "pass"


def test_a_line_typed_before_a_new_kind_of_decision_was_shown_is_refused() -> None:
    ahead = iter([True, False])
    game, console = session(["play n1", "pass", "q"])
    game.typed_ahead = lambda: next(ahead, False)
    game.shown_decision = "attack"  # the person last saw another kind of decision
    game.run()
    text = console.export_text()
    assert "not used: 'play n1' was typed before this decision (play a card, or pass) was shown" in text
    assert game.state.history[0] == "pass"


def test_a_slow_computer_turn_is_announced_with_its_time() -> None:
    import time

    class Slow(RandomAgent):
        def act(self, state: State) -> str:
            time.sleep(0.35)
            return super().act(state)

    state = TOY.new_game(list(TOY.sample_decks().values()), seed=1)
    console = Console(record=True, width=100)
    game = TerminalGame(TOY, state, 1, {0: Slow(1)}, console, lambda prompt: None)
    game.run()
    assert "(the opponent thought for 0." in console.export_text()
