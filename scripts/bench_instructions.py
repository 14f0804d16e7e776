"""Two source trees' engines compared by the machine instructions their random games execute (valgrind).

    git worktree add /tmp/perf-before <commit>                 # the old engine, once
    .venv/bin/python scripts/bench_instructions.py --old /tmp/perf-before/src hikarugo builddivide
    .venv/bin/python scripts/bench_instructions.py --old /tmp/perf-before/src --games 4 mlp

Timing on a shared 2-core machine varies by 5-15% from run to run, too much to see a change of a few percent.
Instructions do not depend on what else the machine runs: each tree plays the same seeded random games as
``scripts/bench_ab.py`` (sample deck pairs, seeds ``0..N-1``, ``tcgkit.bench.pick``; ``PYTHONHASHSEED=0``) under
``valgrind --tool=callgrind``, once with the games and once only dealing them, and the difference is the instructions
of the games' ``legal_actions()`` and ``apply()`` calls. The report gives instructions per decision and the ratio
old/new, which reads like a speed-up (above 1: the new tree does less work).

It needs valgrind (``apt-get install valgrind``) and runs about 50 times slower than Python alone: a few seconds of
games take a minute. Instructions are not time (a cache miss costs more than an addition), so confirm a large
change with ``scripts/bench_ab.py`` on a quiet machine; for a few percent they are the steadier measure.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# games per tree: a few seconds of Python with today's engines (under valgrind about a minute)
GAMES = {"bionicle": 10, "builddivide": 30, "hikarugo": 10, "mlp": 4, "starwars": 20}

WORKER = r"""
import sys
import tcgkit
from tcgkit.bench import MAX_DECISIONS, deck_pairs, pick
from tcgkit.core import Rng

name, games, play = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "play"
game = tcgkit.game(name)
pairs = deck_pairs(game)
states = [game.new_game(pairs[i % len(pairs)], seed=i) for i in range(games)]
decisions = 0
if play:
    for i, state in enumerate(states):
        rng = Rng(i)
        n = 0
        while not state.is_over and n < MAX_DECISIONS:
            state.apply(pick(state.legal_actions(), rng))
            n += 1
        decisions += n
print(tcgkit.__file__, decisions)
"""


def instructions(src: str, name: str, games: int, play: bool) -> tuple[int, int, str]:
    """(instructions, decisions, the imported tcgkit's file) of one worker run under callgrind."""
    env = dict(os.environ, PYTHONPATH=src, PYTHONHASHSEED="0")
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", WORKER]
    out = subprocess.run(
        [*cmd, name, str(games), "play" if play else "deal"], env=env, capture_output=True, text=True, check=False
    )
    found = re.search(r"Collected\s*:\s*(\d+)", out.stderr)
    if out.returncode != 0 or found is None or not out.stdout.strip():
        sys.exit(f"error: the {name} worker failed under valgrind:\n{out.stderr[-2000:]}")
    file, decisions = out.stdout.split()
    return int(found.group(1)), int(decisions), file


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", metavar="GAME", help="games (default: all five)")
    parser.add_argument("--old", required=True, help="the old tree's src directory")
    parser.add_argument("--new", default=str(ROOT / "src"), help="the new tree's src directory (default: this one)")
    parser.add_argument("--games", type=int, help="random games per game (default: a few seconds' worth)")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        sys.exit("error: valgrind is not installed (apt-get install valgrind); scripts/bench_ab.py times instead")
    names = args.names or list(GAMES)
    print(f"{'game':12} {'decisions':>9} {'old instr/dec':>14} {'new instr/dec':>14} {'old/new':>8}")
    for name in names:
        games = args.games or GAMES.get(name, 10)
        per: dict[str, float] = {}
        counts: dict[str, int] = {}
        for which, src in (("old", args.old), ("new", args.new)):
            played, decisions, file = instructions(src, name, games, True)
            dealt, _, _ = instructions(src, name, games, False)
            if not file.startswith(str(Path(src).resolve())):
                sys.exit(f"error: {which}: imported {file}, not from {src}")
            per[which] = (played - dealt) / max(1, decisions)
            counts[which] = decisions
        note = "" if counts["old"] == counts["new"] else f"  (decisions differ: old {counts['old']})"
        print(
            f"{name:12} {counts['new']:9,} {per['old']:14,.0f} {per['new']:14,.0f} {per['old'] / per['new']:7.3f}×"
            f"{note}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
