"""The same seeds give the same results in one process, in two worker processes and on Ray."""

from __future__ import annotations

import sys

import pytest

import tcgkit
from tcgkit.sim import SimError, chunks, run_games, seats_for, simulate, summarize

from .helpers import small_job


def test_one_and_two_workers_give_identical_results() -> None:
    job = small_job(6)
    one = simulate([job], workers=1)
    two = simulate([job], workers=2)
    assert one == two
    assert [r.seed for r in one[0]] == list(range(6))
    assert one[0] == run_games(job.spec, job.seeds)


def test_local_and_ray_give_identical_results() -> None:
    ray = pytest.importorskip("ray", reason="ray is not installed (pip install 'tcgkit[cluster]')")
    job = small_job(6)
    local = simulate([job], workers=2)
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, object_store_memory=100 * 1024 * 1024)
    try:
        remote = simulate([job], backend="ray")
    finally:
        ray.shutdown()
    assert remote == local


def test_seats_alternate_and_each_game_is_a_real_game() -> None:
    results = run_games(small_job(4).spec, range(4))
    assert [r.seats for r in results] == [(0, 1), (1, 0), (0, 1), (1, 0)]
    assert all(seats_for(r.seed) == r.seats for r in results)
    s = summarize(results)
    assert s.wins[0] + s.wins[1] + s.draws + s.unfinished == 4
    assert all(r.decisions > 10 and r.turns and r.first in (0, 1) for r in results)


def test_the_first_player_is_the_one_the_game_chose() -> None:
    game = tcgkit.game("builddivide")
    job = small_job(4)
    for r in run_games(job.spec, job.seeds):
        decks = [job.spec.entrants[e].deck for e in r.seats]
        state = game.new_game(decks, seed=r.seed)
        assert r.first == r.seats[state.first]  # type: ignore[attr-defined]


def test_kept_records_replay_to_the_reported_result() -> None:
    game = tcgkit.game("builddivide")
    job = small_job(2, agents=("heuristic", "random"), keep=True)
    for r in simulate([job], workers=1)[0]:
        assert r.record is not None
        assert r.record["players"] == [job.spec.entrants[e].agent for e in r.seats]
        assert r.record["entrants"] == [job.spec.entrants[e].label for e in r.seats]
        final = game.replay(r.record)
        assert final.result.to_dict() == r.record["result"]  # type: ignore[union-attr]
        winner = final.result.winner  # type: ignore[union-attr]
        assert r.winner == (None if winner is None else r.seats[winner])


def test_chunks_cover_every_seed_once() -> None:
    jobs = [small_job(300), small_job(5)]
    work = chunks(jobs, workers=2)
    expected = [(0, s) for s in range(300)] + [(1, s) for s in range(5)]
    assert sorted((j, s) for j, seeds in work for s in seeds) == expected
    assert max(len(seeds) for _, seeds in work) == 3  # 305 games / (2 workers x 64 chunks) -> chunks of 3
    assert max(len(seeds) for _, seeds in chunks([small_job(5000)], workers=1)) == 64  # never more than 64


def test_progress_is_reported_up_to_the_total() -> None:
    seen: list[tuple[int, int]] = []
    simulate([small_job(3)], workers=1, progress=lambda done, total: seen.append((done, total)))
    assert seen[0] == (0, 3) and seen[-1] == (3, 3)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_bad_backend_arguments_are_refused() -> None:
    with pytest.raises(SimError, match="unknown backend 'spark'"):
        simulate([small_job(1)], backend="spark")
    with pytest.raises(SimError, match="--workers must be at least 1"):
        simulate([small_job(1)], workers=0)
    with pytest.raises(SimError, match="--address is for the ray backend"):
        simulate([small_job(1)], address="auto")


def test_ray_missing_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # makes `import ray` fail as if it were not installed
    with pytest.raises(SimError, match=r"pip install 'tcgkit\[cluster\]'"):
        simulate([small_job(1)], backend="ray")
