"""Where simulated games run: local processes (the default) or a Ray cluster (``tcgkit[cluster]``).

Both backends run the same pure ``run_games(spec, seeds)`` on chunks of seeds and hand back each chunk's results as
it completes; ``simulate`` puts them back in seed order, so the results do not depend on the backend, the number of
workers or the order in which chunks finish.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from dataclasses import dataclass
from typing import Any

from ..core import TcgkitError
from ..workers import spawn_pool
from .games import GameResult, SimSpec, run_games

BACKENDS = ("local", "ray")
CHUNKS_PER_WORKER = 64  # fine chunks balance uneven game lengths (the last chunks finish together) and move the bar
MAX_CHUNK = 64

Progress = Callable[[int, int], None]  # (games done, games in all)
Chunk = tuple[int, list[int]]  # (job index, seeds)


class SimError(TcgkitError):
    """A simulation that cannot run as asked (a backend that is not installed, a cluster that cannot be reached)."""


@dataclass(frozen=True)
class Job:
    """One match-up and the seeds of its games."""

    spec: SimSpec
    seeds: tuple[int, ...]


def default_workers() -> int:
    """The number of local worker processes when none is given: the machine's CPUs."""
    return max(1, os.cpu_count() or 1)


def chunks(jobs: Sequence[Job], workers: int) -> list[Chunk]:
    """The seeds of every job cut into chunks of about total / (workers × 64) games (at least 1, at most 64)."""
    total = sum(len(j.seeds) for j in jobs)
    size = max(1, min(MAX_CHUNK, math.ceil(total / (max(1, workers) * CHUNKS_PER_WORKER))))
    out: list[Chunk] = []
    for index, job in enumerate(jobs):
        seeds = list(job.seeds)
        out += [(index, seeds[k : k + size]) for k in range(0, len(seeds), size)]
    return out


def simulate(
    jobs: Sequence[Job],
    backend: str = "local",
    workers: int | None = None,
    address: str | None = None,
    progress: Progress | None = None,
) -> list[list[GameResult]]:
    """Play every job's games on ``backend``; the results of each job in the order of its seeds.

    ``workers``: local processes (default: the CPUs; 1 plays in this process), or for Ray the number of CPUs of the
    local instance it starts when no ``address`` is given (default: Ray's own choice). ``progress(done, total)`` is
    called as chunks complete."""
    if backend not in BACKENDS:
        raise SimError(f"unknown backend {backend!r} (backends: {', '.join(BACKENDS)})")
    if workers is not None and workers < 1:
        raise SimError(f"--workers must be at least 1, got {workers}")
    if backend == "local" and address is not None:
        raise SimError("--address is for the ray backend (add --backend ray)")
    total = sum(len(j.seeds) for j in jobs)
    if backend == "local":
        k = workers or default_workers()
        stream = _local(jobs, chunks(jobs, k), k)
    else:
        stream = _ray(jobs, chunks(jobs, workers or default_workers()), workers, address)
    found: list[dict[int, GameResult]] = [{} for _ in jobs]
    done = 0
    if progress is not None:
        progress(0, total)
    for index, results in stream:
        for r in results:
            found[index][r.seed] = r
        done += len(results)
        if progress is not None:
            progress(done, total)
    return [[found[i][s] for s in job.seeds] for i, job in enumerate(jobs)]


def _local(jobs: Sequence[Job], work: list[Chunk], workers: int) -> Iterator[tuple[int, list[GameResult]]]:
    """Chunks in this process (one worker) or in a pool of ``workers`` processes started fresh ('spawn': no state
    of this process, e.g. a progress bar's thread, is inherited; ``workers.spawn_pool``: each ends with this one)."""
    if workers == 1 or len(work) == 1:
        for index, seeds in work:
            yield index, run_games(jobs[index].spec, seeds)
        return
    with spawn_pool(min(workers, len(work))) as pool:
        pending: dict[Future[list[GameResult]], int] = {
            pool.submit(run_games, jobs[index].spec, seeds): index for index, seeds in work
        }
        try:
            while pending:
                finished, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    index = pending.pop(future)
                    yield index, future.result()
        finally:
            for future in pending:
                future.cancel()


def _ray(
    jobs: Sequence[Job], work: list[Chunk], workers: int | None, address: str | None
) -> Iterator[tuple[int, list[GameResult]]]:
    """Chunks as Ray tasks. Joins the Ray instance already initialised in this process if there is one, else
    connects to ``address`` (an existing cluster; 'auto' finds a local one) or starts a local instance, and shuts
    down only what it started. tcgkit must be importable on the cluster's nodes (installed in their environment)."""
    try:
        import ray
    except ImportError:
        raise SimError("the ray backend needs the cluster extra: pip install 'tcgkit[cluster]'") from None
    started = False
    if not ray.is_initialized():
        options: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
        if address is not None:
            options["address"] = address
        elif workers is not None:
            options["num_cpus"] = workers
        try:
            ray.init(**options)
        except (ConnectionError, RuntimeError, ValueError) as exc:
            raise SimError(f"cannot start or reach a Ray cluster{f' at {address}' if address else ''}: {exc}") from None
        started = True
    try:
        task = ray.remote(run_games)
        pending = {task.remote(jobs[index].spec, seeds): index for index, seeds in work}
        while pending:
            ready, _ = ray.wait(list(pending), num_returns=1)
            for ref in ready:
                index = pending.pop(ref)
                yield index, ray.get(ref)
    finally:
        if started:
            ray.shutdown()


__all__ = ["BACKENDS", "Job", "SimError", "chunks", "default_workers", "simulate"]
