"""Worker processes end with their parent: a real parent process is killed with SIGKILL while its pool (the
computer opponent's of ``tcgkit serve``, and ``tcgkit sim``'s) is busy, and its workers must not live on."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads children from Linux's /proc")

SERVER_POOL = """
import time
from tcgkit.server.computer import make_pool, warm
pool = make_pool(2)
print(sorted(f.result() for f in warm(pool, 2)), flush=True)
time.sleep(120)
"""

SIM_POOL = """
import sys
sys.path.insert(0, {scripts!r})
from ai_strength import mirror_jobs
from tcgkit.sim import simulate
print("started", flush=True)
simulate(mirror_jobs("builddivide", "mcts:iterations=3000", "mcts:iterations=3000", 8), workers=2)
"""


def children(pid: int) -> set[int]:
    out: set[int] = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        out |= {int(c) for c in (task / "children").read_text().split()}
    return out


def alive(pid: int) -> bool:
    """Running, not a zombie waiting to be reaped by whoever adopted it."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return False
    state = next(line for line in status.splitlines() if line.startswith("State:"))
    return " Z" not in state and " X" not in state


@pytest.mark.parametrize("script", [SERVER_POOL, SIM_POOL], ids=["serve", "sim"])
def test_workers_end_when_their_parent_is_killed(script: str) -> None:
    scripts = str(Path(__file__).resolve().parents[2] / "scripts")
    parent = subprocess.Popen([sys.executable, "-c", script.format(scripts=scripts)], stdout=subprocess.PIPE, text=True)
    try:
        assert parent.stdout is not None
        parent.stdout.readline()  # the pool is being (or has been) started
        deadline = time.monotonic() + 60
        workers: set[int] = set()
        while len(workers) < 2 and time.monotonic() < deadline:  # the two workers (beside a resource tracker)
            workers = {c for c in children(parent.pid) if "spawn_main" in Path(f"/proc/{c}/cmdline").read_text()}
            time.sleep(0.2)
        assert len(workers) == 2, workers
        time.sleep(1.0)  # busy (sim) or idle (serve) workers, their watch running
    finally:
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait()
    deadline = time.monotonic() + 15
    while any(alive(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = [w for w in workers if alive(w)]
    for w in left:  # do not leave them behind either way
        os.kill(w, signal.SIGKILL)
    assert not left, f"workers {left} outlived their killed parent"


def test_a_worker_whose_parent_is_gone_before_it_starts_ends_at_once() -> None:
    # the pool names its own process id: a worker started just as the pool's process died (a pool spawns workers
    # as jobs arrive, also while shutting down) is already adopted by another process when its watch begins
    code = "from tcgkit.workers import exit_with_parent; exit_with_parent(0.1, parent=-1); print('lived on')"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "lived on" not in done.stdout
    code = "import time\nfrom tcgkit.workers import exit_with_parent\nexit_with_parent(0.1)\n"
    code += "time.sleep(0.5)\nprint('lived on')"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "lived on"  # with its parent there, it lives
