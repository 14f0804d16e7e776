"""bench --peers: tcgkit's engines beside OpenSpiel's and RLCard's, in alternating rounds."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from importlib.util import find_spec
from typing import Any

import pytest

from tcgkit import peers
from tcgkit.bench import measure
from tcgkit.core import Game

from .helpers import one_line_error, run

HAVE_PEERS = all(find_spec(m) is not None for m in peers.PEER_PACKAGES)
needs_peers = pytest.mark.skipif(not HAVE_PEERS, reason="the peers extra (pip install 'tcgkit[peers]') is absent")


def ticks(*values: float) -> Callable[[], float]:
    """A clock that returns ``values`` in turn, then the last one for ever."""
    it: Iterator[float] = iter(values)
    last = [0.0]

    def clock() -> float:
        last[0] = next(it, last[0])
        return last[0]

    return clock


def without(module: str, monkeypatch: pytest.MonkeyPatch) -> None:
    real = peers.find_spec
    monkeypatch.setattr(peers, "find_spec", lambda name: None if name == module else real(name))


@pytest.mark.parametrize(("module", "dist"), [("rlcard", "rlcard"), ("pyspiel", "open_spiel")])
def test_without_the_extra_peers_says_what_is_missing_in_one_line(
    toy: Game, monkeypatch: pytest.MonkeyPatch, module: str, dist: str
) -> None:
    without(module, monkeypatch)
    assert peers.missing() == dist
    line = one_line_error(run(["bench", "--peers", "--rounds", "1", "--seconds", "0.01"]))
    assert line == f"error: --peers needs {dist}, which is not installed: pip install 'tcgkit[peers]'"


def test_missing_is_none_when_everything_is_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(peers, "find_spec", lambda name: object())
    assert peers.missing() is None


def test_rounds_is_only_for_peers_and_peers_runs_for_a_time(toy: Game) -> None:
    assert one_line_error(run(["bench", "--rounds", "2"])) == "error: --rounds is for --peers"
    line = one_line_error(run(["bench", "--peers", "--games", "2"]))
    assert "--peers measures for a time (--seconds)" in line
    assert run(["bench", "--peers", "--rounds", "0"]).exit_code == 2


def test_an_unknown_game_is_refused_before_measuring(toy: Game) -> None:
    assert "nope" in one_line_error(run(["bench", "nope", "--peers"]))


def test_compare_alternates_the_first_engine_and_divides_by_the_clock() -> None:
    calls: list[str] = []
    now = [0.0]

    def clock() -> float:
        return now[0]

    def engine(label: str, decisions: int, cost: float, short: str = "") -> peers.Engine:
        def play(deadline: float, clock: Callable[[], float]) -> int:
            if clock() >= deadline:  # the untimed first call
                return 0
            calls.append(label)
            now[0] += cost
            return decisions

        return peers.Engine(label, play, short)

    rows = [engine("a", 100, 2.0), engine("b", 30, 1.0), engine("p", 50, 0.5, "peer")]
    seen: list[tuple[int, str]] = []
    rates = peers.compare(rows, rounds=3, seconds=1.0, clock=clock, progress=lambda r, lab: seen.append((r, lab)))
    assert calls == ["a", "b", "p", "b", "p", "a", "p", "a", "b"]
    assert seen == [(i // 3, lab) for i, lab in enumerate(calls)]
    assert [(r.label, r.peer, r.rounds) for r in rates] == [
        ("a", False, (50.0, 50.0, 50.0)),
        ("b", False, (30.0, 30.0, 30.0)),
        ("p", True, (100.0, 100.0, 100.0)),
    ]
    assert rates[0].median == 50.0


def test_the_tcgkit_loop_plays_the_games_bench_plays(toy: Game) -> None:
    play = peers.tcgkit_loop("toy")
    assert play(0.0, ticks(0.0)) == 0  # no time left: no game
    assert play(0.5, ticks(0.0, 1.0)) == measure(toy, games=1).decisions  # one game, then the deadline


@needs_peers
def test_the_peer_loops_play_whole_games_until_the_deadline() -> None:
    for loop in (peers.spiel_loop(peers.spiel_game(peers.DOMINOES)), peers.rlcard_loop(peers.RLCARD_GAME)):
        assert loop(0.0, ticks(0.0)) == 0
        one = loop(0.5, ticks(0.0, 1.0))
        two = loop(0.5, ticks(0.0, 0.0, 1.0))
        assert 0 < one < two


@needs_peers
def test_rlcard_environment_loop_counts_steps() -> None:
    assert peers.rlcard_loop("leduc-holdem", encoded=True)(0.5, ticks(0.0, 1.0)) > 0


@needs_peers
def test_a_tiny_peers_run_prints_ratios_and_the_load(toy: Game) -> None:
    result = run(["bench", "--peers", "--rounds", "2", "--seconds", "0.02"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "median of 2 alternating" in out and "× dominoes" in out and "× uno" in out
    rows: dict[str, list[str]] = {}
    for line in out.splitlines():
        cells = [c.strip() for c in line.split("│")[1:-1]]
        if cells and cells[0]:
            rows[cells[0]] = cells
    assert set(rows) >= {"toy", "OpenSpiel dominoes", "RLCard uno"}
    assert rows["OpenSpiel dominoes"][3] == "1.00" and rows["RLCard uno"][4] == "1.00"
    assert "load average (1, 5, 15 min):" in out


def test_load_average_is_three_numbers_or_none(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(peers.os, "getloadavg", lambda: (1.0, 2.0, 3.0))
    assert peers.load_average() == (1.0, 2.0, 3.0)

    def fails() -> Any:
        raise OSError

    monkeypatch.setattr(peers.os, "getloadavg", fails)
    assert peers.load_average() is None
