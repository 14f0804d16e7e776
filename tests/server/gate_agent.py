"""A test-only computer: ``gate:dir=DIR`` thinks until the test opens its gate. Registered in the server's worker
processes by ``register`` (``create_app(worker_setup=register)``), so a test decides when the computer's thinking
ends instead of timing it."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import ClassVar

from tcgkit import agents
from tcgkit.agents import SeededAgent
from tcgkit.core import State

ENTERED = "entered"  # written by the worker when it starts thinking
OPEN = "open"  # written by the test to let every decision through
LONGEST = 120.0  # seconds a gate stays shut at most (then the agent fails, and the game goes on without it)


class GateAgent(SeededAgent):
    """Blocks in ``act`` until ``DIR/open`` exists, then plays the first action that does not resign."""

    name = "gate"
    PARAMS: ClassVar[dict[str, type]] = {"dir": str}

    def __init__(self, seed: int = 0, dir: str = "") -> None:
        super().__init__(seed)
        self.dir = Path(dir)

    def act(self, state: State) -> str:
        (self.dir / ENTERED).write_text(str(os.getpid()), encoding="utf-8")
        deadline = time.monotonic() + LONGEST
        while not (self.dir / OPEN).exists():
            if time.monotonic() > deadline:
                raise TimeoutError(f"the gate in {self.dir} stayed shut for {LONGEST:g} s")
            time.sleep(0.01)
        acts = state.legal_actions()
        return next((a for a in acts if not a.resign), acts[0]).id


def register() -> None:
    """Make ``gate`` an agent kind (run in each worker process)."""
    agents.KINDS["gate"] = GateAgent
