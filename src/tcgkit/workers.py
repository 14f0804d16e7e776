"""Worker processes that end with the process that started them.

A ``ProcessPoolExecutor`` worker waits on its task queue for as long as the queue's pipe stays open, and the
worker itself holds an end of it: when its parent is killed (SIGKILL, the out-of-memory killer, a crash) nothing
tells the worker, which then idles forever with every game loaded. The pools of ``tcgkit serve`` (the computer
opponent's searches) and ``tcgkit sim`` (local processes) are started here, with a watch in each worker that ends
the worker once its parent is gone.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

WATCH_SECONDS = 1.0  # how often a worker looks whether its parent is still there


def exit_with_parent(interval: float = WATCH_SECONDS, parent: int | None = None) -> None:
    """In a worker process: end it (``os._exit``) within ``interval`` seconds of its parent's end, from a daemon
    thread that wakes once an interval (an orphan is adopted by another process, so its parent id changes).
    ``parent``: the process id the parent had (given by the parent itself: it may already be gone when the worker
    has started), default the worker's parent now."""
    if parent is None:
        parent = os.getppid()
    if os.getppid() != parent:
        os._exit(0)

    def watch() -> None:
        while True:
            time.sleep(interval)
            if os.getppid() != parent:
                os._exit(0)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


def _start(initializer: Callable[..., None] | None, initargs: tuple[Any, ...], interval: float, parent: int) -> None:
    exit_with_parent(interval, parent)
    if initializer is not None:
        initializer(*initargs)


def spawn_pool(
    workers: int,
    initializer: Callable[..., None] | None = None,
    initargs: tuple[Any, ...] = (),
    interval: float = WATCH_SECONDS,
) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes started with ``spawn`` (nothing of this process's threads or sockets is
    inherited), each ending with this process; ``initializer(*initargs)`` runs in each worker after the watch
    starts (a module-level function)."""
    return ProcessPoolExecutor(
        workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_start,
        initargs=(initializer, initargs, interval, os.getpid()),
    )


__all__ = ["WATCH_SECONDS", "exit_with_parent", "spawn_pool"]
