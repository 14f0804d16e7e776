"""Two source trees' engines side by side: decisions per CPU second, old and new in alternating rounds.

    git worktree add /tmp/perf-before <commit>                 # the old engine, once
    .venv/bin/python scripts/bench_ab.py --old /tmp/perf-before/src mlp starwars
    .venv/bin/python scripts/bench_ab.py --old /tmp/perf-before/src --rounds 7    # every game
    .venv/bin/python scripts/bench_ab.py --old /tmp/perf-before/src --common-decks mlp   # only decks both trees have

Each round runs, for each game, one worker process per tree (``PYTHONPATH`` set to the tree's ``src``; the order of
old and new alternates from round to round) that plays the same fixed set of random games as ``tcgkit bench``
(sample deck pairs, seeds ``0..N-1``, ``tcgkit.bench.pick``) and times only ``legal_actions()`` and ``apply()``
with ``time.process_time`` (CPU time, so other jobs on a shared machine disturb the figures less than wall time
would). With ``--common-decks`` both trees play only the sample decks (by name) that both have, so that a tree
with more sample decks is compared on the same match-ups. The report gives the median decisions/s of each tree
over the rounds, the ratio new/old of the medians, and the range of the per-round ratios.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

# games per round: about a second of CPU time per game and tree with today's engines
GAMES = {"bionicle": 40, "builddivide": 150, "hikarugo": 40, "mlp": 16, "starwars": 80}

WORKER = r"""
import json, sys, time
import tcgkit
from tcgkit.bench import MAX_DECISIONS, deck_pairs, pick
from tcgkit.core import Rng

name, games = sys.argv[1], int(sys.argv[2])
game = tcgkit.game(name)
if sys.argv[3:] == ["names"]:
    print(json.dumps({"file": tcgkit.__file__, "decks": sorted(game.sample_decks())}))
    sys.exit()
pairs = deck_pairs(game)
if sys.argv[3:]:
    decks = [game.sample_decks()[d] for d in sys.argv[3:]]
    pairs = [[decks[(i + k) % len(decks)] for k in range(game.profile.players)] for i in range(len(decks))]
clock = time.process_time
decisions = 0
cpu = 0.0
for i in range(games):
    state = game.new_game(pairs[i % len(pairs)], seed=i)
    rng = Rng(i)
    n = 0
    while not state.is_over and n < MAX_DECISIONS:
        t0 = clock()
        actions = state.legal_actions()
        t1 = clock()
        aid = pick(actions, rng)
        t2 = clock()
        state.apply(aid)
        cpu += (t1 - t0) + (clock() - t2)
        n += 1
    decisions += n
print(json.dumps({"file": tcgkit.__file__, "decisions": decisions, "cpu": cpu}))
"""


def run(src: str, name: str, games: int, decks: list[str] | None = None) -> dict[str, Any]:
    """One worker: ``decks`` the sample decks to pair (default: all); ``["names"]`` asks for their names."""
    env = dict(os.environ, PYTHONPATH=src)
    out = subprocess.run(
        [sys.executable, "-c", WORKER, name, str(games), *(decks or [])],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout)  # type: ignore[no-any-return]


def common_decks(trees: dict[str, str], name: str) -> list[str]:
    """The sample deck names of ``name`` that every tree has (sorted)."""
    sets = [set(run(src, name, 1, ["names"])["decks"]) for src in trees.values()]
    common = sorted(set.intersection(*sets))
    if not common:
        sys.exit(f"{name}: the trees have no sample deck in common")
    return common


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", metavar="GAME", help="games (default: all five)")
    parser.add_argument("--old", required=True, help="the old tree's src directory")
    parser.add_argument("--new", default=str(ROOT / "src"), help="the new tree's src directory (default: this one)")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds (default 5)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the games per round")
    parser.add_argument(
        "--common-decks", action="store_true", help="play only the sample decks (by name) that both trees have"
    )
    args = parser.parse_args(argv)
    names = args.names or list(GAMES)
    trees = {"old": args.old, "new": args.new}
    decks = {n: common_decks(trees, n) if args.common_decks else None for n in names}
    for n, d in decks.items():
        if d is not None:
            print(f"{n}: decks {', '.join(d)}", file=sys.stderr)
    rates: dict[str, dict[str, list[float]]] = {n: {"old": [], "new": []} for n in names}
    for r in range(args.rounds):
        for name in names:
            games = max(1, round(GAMES.get(name, 20) * args.scale))
            order = ("old", "new") if r % 2 == 0 else ("new", "old")
            for which in order:
                res = run(trees[which], name, games, decks[name])
                if r == 0 and not res["file"].startswith(str(Path(trees[which]).resolve())):
                    sys.exit(f"{which}: imported {res['file']}, not from {trees[which]}")
                rates[name][which].append(res["decisions"] / res["cpu"])
            print(
                f"round {r + 1}: {name:12} old {rates[name]['old'][-1]:9,.0f}  new {rates[name]['new'][-1]:9,.0f}",
                file=sys.stderr,
                flush=True,
            )
    print(f"{'game':12} {'old dec/s':>10} {'new dec/s':>10} {'new/old':>8}  per-round ratios")
    for name in names:
        old, new = rates[name]["old"], rates[name]["new"]
        ratios = sorted(n / o for n, o in zip(new, old, strict=True))
        mo, mn = statistics.median(old), statistics.median(new)
        print(f"{name:12} {mo:10,.0f} {mn:10,.0f} {mn / mo:7.2f}×  {ratios[0]:.2f}–{ratios[-1]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
