"""The computer opponent's time per whole turn, as a person playing `tcgkit play` meets it; p50 and p95 per game.

    .venv/bin/python scripts/turn_time.py                    # every game, 20 games each, 2 worker processes
    .venv/bin/python scripts/turn_time.py hikarugo --games 5 --workers 1

Each game seats the default opponent of `tcgkit play` (``agents.default_for(game)`` with the ``PLAY_TURN`` budget)
against a stand-in for the person (the random agent: instant answers) over the game's sample match-ups, seats
alternating. A *turn* of the computer is a run of its consecutive decisions (no other player deciding in between);
its time is the wall time of those ``act`` calls. The figures go to the section between the markers in
docs/playing.md (``--out`` elsewhere, ``--print`` only prints them).
"""

from __future__ import annotations

import argparse
import multiprocessing
import platform
import statistics
import sys
import time
from pathlib import Path

from doc_sections import replace_between
from rich.console import Console

import tcgkit
from tcgkit import agents
from tcgkit.sim.report import games_progress

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "docs" / "playing.md"
BEGIN, END = "<!-- turn-time:begin -->", "<!-- turn-time:end -->"


def one_game(job: tuple[str, int]) -> list[float]:
    """The computer's turn times (seconds) in one game of ``name`` with ``seed``."""
    name, seed = job
    game = tcgkit.game(name)
    pairs = game.sample_matchups()
    a, b = pairs[seed % len(pairs)]
    computer = seed % 2
    decks = [a, b]
    state = game.new_game(decks, seed=seed)
    bot = agents.make(agents.default_for(game), seed=seed, game=game, turn=agents.PLAY_TURN)
    person = agents.make("random", seed=seed + 1)
    turns: list[float] = []
    current = None
    while not state.is_over:
        mover = state.to_move
        if mover == computer:
            started = time.perf_counter()
            state.apply(bot.act(state))
            spent = time.perf_counter() - started
            if current is None:
                current = 0.0
            current += spent
        else:
            if current is not None:
                turns.append(current)
                current = None
            state.apply(person.act(state))
    if current is not None:
        turns.append(current)
    return turns


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[k]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="games to measure (default: all)")
    parser.add_argument("--games", dest="count", type=int, default=20, help="games per game (default 20)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the Markdown file to update")
    parser.add_argument("--print", dest="print_only", action="store_true", help="print only, write nothing")
    args = parser.parse_args(argv)
    names = args.games or tcgkit.games()
    if args.count < 1 or args.workers < 1:
        parser.error("--games and --workers must be at least 1")
    console = Console(stderr=True)
    rows = []
    with games_progress(console) as progress, multiprocessing.Pool(args.workers) as pool:
        for name in names:
            task = progress.add_task(name, total=args.count)
            times: list[float] = []
            for turns in pool.imap_unordered(one_game, [(name, seed) for seed in range(args.count)]):
                times += turns
                progress.advance(task)
            rows.append((name, len(times), statistics.median(times), percentile(times, 0.95), max(times)))
    lines = [
        f"Measured {time.strftime('%Y-%m-%d')} on {platform.machine()} with {multiprocessing.cpu_count()} CPUs, "
        f"{args.count} games per game on {args.workers} worker processes, budget {agents.PLAY_TURN:g} s a turn "
        f"(`python3 scripts/turn_time.py`):",
        "",
        "| game | computer turns | p50 | p95 | longest |",
        "|---|---:|---:|---:|---:|",
        *(f"| {n} | {t} | {p50:.2f} s | {p95:.2f} s | {mx:.2f} s |" for n, t, p50, p95, mx in rows),
    ]
    text = "\n".join(lines)
    print(text)
    if not args.print_only:
        replace_between(args.out, BEGIN, END, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
