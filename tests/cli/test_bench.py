"""bench: the measuring functions and the command."""

from __future__ import annotations

import pytest

from tcgkit.bench import clone_time_us, deck_pairs, measure, pick
from tcgkit.core import Action, Game, Rng
from tcgkit.core.compiled import compiled_modules

from .helpers import one_line_error, run


def test_measure_plays_the_asked_number_of_games(toy: Game) -> None:
    r = measure(toy, games=4, seed=1)
    assert r.game == "toy" and r.games == 4 and r.unfinished == 0
    assert r.decisions > 4 and r.seconds > r.decision_seconds > 0 and r.clone_us > 0
    assert r.decisions_per_game == r.decisions / 4
    assert r.decisions_per_second == r.decisions / r.decision_seconds
    assert r.games_per_second == 4 / r.seconds


def test_measure_is_deterministic_in_what_it_plays(toy: Game) -> None:
    assert measure(toy, games=6, seed=3).decisions == measure(toy, games=6, seed=3).decisions


def test_measure_by_time_plays_at_least_one_game_and_reports_progress(toy: Game) -> None:
    calls: list[tuple[int, float]] = []
    r = measure(toy, seconds=0.0, progress=lambda done, elapsed: calls.append((done, elapsed)))
    assert r.games == 1 and calls[0][0] == 1


def test_pick_never_resigns_while_something_else_is_legal() -> None:
    actions = [Action("resign", "Resign", resign=True), Action("a", "A"), Action("b", "B")]
    rng = Rng(0)
    chosen = {pick(actions, rng) for _ in range(200)}
    assert chosen == {"a", "b"}
    assert pick([Action("resign", "Resign", resign=True)], rng) == "resign"


def test_every_sample_deck_is_played(toy: Game) -> None:
    pairs = deck_pairs(toy)
    decks = list(toy.sample_decks().values())
    assert pairs == [[decks[0], decks[1]], [decks[1], decks[0]]]


def test_clone_time_of_no_states_is_zero() -> None:
    assert clone_time_us([]) == 0.0


def test_bench_prints_a_table_per_game(toy: Game) -> None:
    result = run(["bench", "--games", "3"])
    assert result.exit_code == 0
    for heading in ("games/s", "decisions/s", "decisions/game", "clone µs"):
        assert heading in result.stdout
    row = next(line for line in result.stdout.splitlines() if "toy" in line)
    assert row.split("│")[2].strip() == "3"
    compiled = compiled_modules()
    assert ("engine: compiled (mypyc)" if compiled else "engine: plain Python") in result.stdout


@pytest.mark.parametrize("seconds", ["-1", "0"])
def test_bench_rejects_a_time_that_is_not_positive(toy: Game, seconds: str) -> None:
    line = one_line_error(run(["bench", "toy", "--seconds", seconds]))
    assert f"--seconds must be more than 0, got {seconds}" in line


def test_negative_seeds_are_refused(toy: Game) -> None:
    for args in (["bench", "toy", "--seed", "-1"], ["play", "toy", "--seed", "-3"], ["sim", "toy", "--seed", "-2"]):
        result = run(args)
        assert result.exit_code == 2 and "Invalid value for '--seed'" in result.output, args
