"""bench --search: the computer opponent's search speed (ISMCTS iterations per CPU second; issue 17, item 4)."""

from __future__ import annotations

from tcgkit import agents
from tcgkit.agents.base import choices_of
from tcgkit.core import Game
from tcgkit.searchspeed import sample_decisions, search_fingerprint, search_rate

from .helpers import one_line_error, run


def test_sampled_decisions_are_real_choices_and_the_same_for_the_same_seed(toy: Game) -> None:
    states = sample_decisions(toy, 5, seed=2)
    assert len(states) == 5
    assert all(not s.is_over and len(choices_of(s)) > 1 for s in states)
    again = sample_decisions(toy, 5, seed=2)
    assert [s.to_json() for s in states] == [s.to_json() for s in again]
    assert [s.to_json() for s in states] != [s.to_json() for s in sample_decisions(toy, 5, seed=3)]


def test_search_rate_runs_the_play_agent_for_the_asked_iterations(toy: Game) -> None:
    done: list[int] = []
    r = search_rate(toy, decisions=4, iterations=7, seed=1, progress=done.append)
    assert r.game == "toy" and r.spec == agents.play_spec(toy)
    assert r.decisions == 4 and r.iterations == 28  # no early stop: every decision runs all its iterations
    assert done == [1, 2, 3, 4]
    assert r.cpu_seconds > 0 and r.iterations_per_second == r.iterations / r.cpu_seconds


def test_the_search_fingerprint_is_reproducible_and_tells_searches_apart(toy: Game) -> None:
    first = search_fingerprint(toy, decisions=4, iterations=12)
    assert len(first) == 16 and int(first, 16) >= 0
    assert search_fingerprint(toy, decisions=4, iterations=12) == first  # fixed seeds and iterations
    assert search_fingerprint(toy, spec=agents.play_spec(toy), decisions=4, iterations=12) == first
    assert search_fingerprint(toy, spec="mcts:c=5", decisions=4, iterations=12) != first  # another search
    assert search_fingerprint(toy, decisions=4, iterations=13) != first


def test_bench_search_prints_the_rate_per_game(toy: Game) -> None:
    result = run(["bench", "toy", "--search"])
    assert result.exit_code == 0, result.output
    assert "iterations per CPU second" in result.output and "toy" in result.output and "3,000" in result.output


def test_search_and_peers_are_asked_one_at_a_time(toy: Game) -> None:
    line = one_line_error(run(["bench", "--search", "--peers"]))
    assert "--search and --peers" in line
