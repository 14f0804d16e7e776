"""Measure the computer opponents' strength and the simulator's speed-up; write docs/ai-strength.md.

    .venv/bin/python scripts/ai_strength.py                      # every game with an evaluation hook
    .venv/bin/python scripts/ai_strength.py builddivide --games 200 --workers 2

For each game: heuristic vs random, ISMCTS vs random and ISMCTS vs heuristic, each over ``--games`` seeded games
(mirror matches spread evenly over the game's sample decks, seats alternating game by game), through the
``tcgkit.sim`` package on ``--workers`` local processes. The targets of the issue are checked on the point estimate,
and the report says whether the 95% Wilson interval's lower bound clears them too. Then ``tcgkit sim``'s throughput
on 1 and on 2 worker processes is measured (best of ``--repeat`` alternating runs) for the speed-up.

Re-running rewrites the report from fresh measurements; the same seeds and settings give the same win counts.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import resource
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console

import tcgkit
from tcgkit.agents import evaluation
from tcgkit.agents.ismcts import DEFAULT_ITERATIONS
from tcgkit.core import DeckError
from tcgkit.sim import GameResult, Job, Summary, pair_job, simulate, summarize
from tcgkit.sim.report import games_progress

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "docs" / "ai-strength.md"
TARGETS = {("heuristic", "random"): 0.75, ("mcts", "random"): 0.90, ("mcts", "heuristic"): 0.65}  # issue 17 (was 60%)
SEED_BLOCK = 100_000  # the seeds of deck k start at k * SEED_BLOCK
#: Why a game misses a target, written by whoever tunes that game's evaluation; printed under its table.
NOTES: dict[str, str] = {
    "starwars": (
        "a game between two competent players is short (about 3 turns) and mostly decided by the opening builds "
        "and the dice, and the heuristic is already strong (97-99% against random play) because its evaluation "
        "plays out the rest of the turn's battles in expectation. Before 2026-11-26 the search won 56.0% against it "
        "(playouts of two greedy decisions, 100 iterations, no prior); with random playouts of 10 decisions it drew "
        "level (51.0% over 200 games, 200 iterations), and evaluating right after each expanded decision did worse "
        "in short trials (41-44% over 32 games). The evaluation prior at the root (prior=10: each new root action "
        "starts with 10 visits at the heuristic's one-ply value) took it to 60.5% [53.6-67.0%] at 100 iterations "
        "over the same 200 games, and 200 iterations to 67.0% [60.2-73.1%]. For 1,500 iterations a second (issue "
        "17), cheaper playouts were measured over the same 200 games, each at the iterations costing what 200 of the "
        "full greedy playouts do: evaluating right after each expanded decision (800 iterations) 64.0% "
        "[57.1-70.3%]; one greedy step (300) 67.0% [60.2-73.1%]; one step weighing 3 actions (450) 60.5% "
        "[53.6-67.0%]; two greedy steps each weighing 2 actions of a random rotation (width=2, 400) the table above, "
        "the settings since 2026-11-26: 1,750-2,000 iterations a second against 980-1,070 with the full greedy "
        "steps (tcgkit bench --search, idle machine)."
    ),
}
#: Iterations per decision where the default would make 600 searched games too slow for 2 cores (see each game's doc).
ITERATIONS: dict[str, int] = {"mlp": 50, "hikarugo": 200, "starwars": 400}
SPEED_GAMES = 100
SPEED_HEADING = "## Simulation throughput: 1 vs 2 worker processes"


@dataclass(frozen=True)
class Measured:
    """One pairing's outcome: who played whom, the summary of every game, and the wall time."""

    agent: str
    opponent: str
    spec: str
    summary: Summary
    seconds: float


def game_names(asked: Sequence[str]) -> list[str]:
    """The games to measure: those asked, else every registered game with an evaluation hook."""
    if asked:
        for name in asked:
            if evaluation.evaluation_of(tcgkit.game(name)) is None:
                sys.exit(f"error: {name} has no evaluation hook (Game.evaluate); see docs/agents.md")
        return list(asked)
    return [name for name in tcgkit.games() if evaluation.evaluation_of(tcgkit.game(name)) is not None]


def deck_pairs(game: str) -> list[tuple[str, str]]:
    """The deck pairs to play: each sample deck against itself (a mirror match, so the decks cancel out), or where
    the rules forbid that (Star Wars: one Dark, one Light; Bionicle: two different Toa), each of the game's sample
    match-ups both ways round, so that each agent plays each deck of a pairing equally often."""
    g = tcgkit.game(game)
    decks = g.sample_decks()
    try:
        for deck in decks.values():
            g.new_game([deck, deck], seed=0)
    except DeckError:
        return [pair for a, b in g.sample_matchups() for pair in ((a, b), (b, a))]
    return [(name, name) for name in decks]


def mirror_jobs(
    game: str, agent: str, opponent: str, games: int, pairs: Sequence[Sequence[str]] | None = None
) -> list[Job]:
    """``games`` games of ``agent`` against ``opponent`` spread evenly over ``pairs`` of sample deck names (default
    :func:`deck_pairs`; seats alternate)."""
    decks = tcgkit.game(game).sample_decks()
    pairs = deck_pairs(game) if pairs is None else [(a, b) for a, b in pairs]
    share = [games // len(pairs) + (k < games % len(pairs)) for k in range(len(pairs))]
    return [
        pair_job(game, [(a, decks[a]), (b, decks[b])], [agent, opponent], n, seed=k * SEED_BLOCK)
        for k, ((a, b), n) in enumerate(zip(pairs, share, strict=True))
        if n
    ]


def run(jobs: list[Job], workers: int, label: str, console: Console) -> tuple[list[GameResult], float]:
    """Every game of ``jobs`` (in job and seed order) and the wall time, with a progress bar."""
    start = time.perf_counter()
    with games_progress(console) as bar:
        task = bar.add_task(label, total=sum(len(j.seeds) for j in jobs))
        results = simulate(jobs, workers=workers, progress=lambda done, _t: bar.update(task, completed=done))
    seconds = time.perf_counter() - start
    return [r for rows in results for r in rows], seconds


def mcts_spec(game: str, iterations: int | None) -> str:
    """The measured ISMCTS: the game's search parameters (``Game.SEARCH``) with a fixed iteration budget."""
    search = tcgkit.game(game).SEARCH
    budget = iterations if iterations is not None else ITERATIONS.get(game, DEFAULT_ITERATIONS)
    return f"mcts:iterations={budget}" + (f":{search}" if search else "")


def measure_game(game: str, games: int, workers: int, mcts: str, console: Console) -> list[Measured]:
    specs = {"random": "random", "heuristic": "heuristic", "mcts": mcts}
    out = []
    for agent, opponent in TARGETS:
        jobs = mirror_jobs(game, specs[agent], specs[opponent], games)
        results, seconds = run(jobs, workers, f"{game}: {agent} vs {opponent}", console)
        summary = summarize(results)
        out.append(Measured(agent, opponent, specs[agent], summary, seconds))
        console.print(f"{game}: {agent} vs {opponent}: {summary.win_rate(0).text()} ({seconds:.0f} s)")
    return out


@dataclass(frozen=True)
class Speed:
    """The speed-up measurement: wall and CPU seconds (this process and its worker processes) of every run per
    worker count, whether every run gave the same results, and the load average before and after."""

    runs: dict[int, list[float]]
    cpu: dict[int, list[float]]
    identical: bool
    load: tuple[float, float]


def cpu_seconds() -> float:
    """CPU time used so far by this process and its finished child processes (the pool's workers)."""
    me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


def speedup(game: str, agents: str, games: int, repeat: int, console: Console) -> Speed:
    """``repeat`` alternating runs with 1 and with 2 workers of ``games`` games of ``agents`` ('A,B')."""
    agent, opponent = agents.split(",")
    jobs = mirror_jobs(game, agent, opponent, games)
    runs: dict[int, list[float]] = {1: [], 2: []}
    cpu: dict[int, list[float]] = {1: [], 2: []}
    outcomes = []
    before = os.getloadavg()[0]
    for _ in range(repeat):
        for workers in (1, 2):
            used = cpu_seconds()
            results, seconds = run(jobs, workers, f"{game}: speed, {workers} worker(s)", console)
            cpu[workers].append(cpu_seconds() - used)
            runs[workers].append(seconds)
            outcomes.append(results)
    console.print(f"speed-up 2 vs 1 worker: {min(runs[1]) / min(runs[2]):.2f}x (best runs)")
    identical = all(o == outcomes[0] for o in outcomes)
    return Speed(runs, cpu, identical, (before, os.getloadavg()[0]))


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def verdict(m: Measured) -> str:
    target = TARGETS[(m.agent, m.opponent)]
    rate = m.summary.win_rate(0)
    low = rate.interval[0]
    if rate.rate >= target:
        bound = "its 95% lower bound too" if low >= target else f"lower bound {pct(low)} is below it"
        return f"met (+{100 * (rate.rate - target):.1f} points; {bound})"
    return f"**missed by {100 * (target - rate.rate):.1f} points**"


HEADER = """# Computer opponents: measured strength

Produced by `scripts/ai_strength.py`: each game's section below is rewritten when that game is measured again
(`.venv/bin/python scripts/ai_strength.py GAME`), and the throughput section by `--speed-only`. Every number comes
from the run named in its section.

## How it is measured

- Seeded games per pairing through `tcgkit.sim` on local worker processes, as `tcgkit sim` runs them.
- Mirror matches: the games are spread evenly over the game's sample decks, each deck against itself, so the decks
  cancel out and only the agents differ. Where the rules forbid a deck to meet itself (Star Wars: one Dark and one
  Light deck, SWT-3.1; Bionicle: two different Toa, BIO-2.2), the games are spread over the game's sample match-ups,
  each played both ways round, so each agent plays each deck equally often. Seats alternate game by game (even
  seeds: the first-named agent in seat 0).
- Win rate = wins / games (draws and unfinished games are not wins), with its 95% Wilson interval. A target is met
  when the win rate reaches it; the verdict also says whether the interval's lower bound does. The search's target
  against the heuristic was raised from 60% to 65% on 2026-11-26 (issue 17); sections measured before show the new
  target beside their unchanged games.
- `heuristic`: greedy one-ply on a determinized copy with the game's `evaluate`. `mcts`: ISMCTS with the game's
  measured search parameters (`Game.SEARCH`) and a fixed number of iterations per decision, named in each section
  (defaults: playout depth 10 decisions of the random policy, then the game's evaluation; UCB c = 0.7; tree reuse
  along its own consecutive decisions; early stop when the leader cannot be overtaken). Fixed iterations make the
  runs reproducible; `tcgkit play` gives the same search a time budget of about 5 s for its whole turn instead
  (measured in the last section).
"""


def game_section(game: str, rows: list[Measured], args: argparse.Namespace, load: tuple[float, float]) -> str:
    title = tcgkit.game(game).title
    mcts = rows[-1].spec
    lines = [
        f"## {title} (`{game}`)",
        "",
        f"Run: `.venv/bin/python scripts/ai_strength.py {game} --games {args.games} --workers {args.workers}"
        + (f" --iterations {args.iterations}" if args.iterations is not None else "")
        + f"` on {time.strftime('%Y-%m-%d')}; mcts = `{mcts}`; {platform.python_implementation()} "
        f"{platform.python_version()}, {os.cpu_count()} CPUs, load average {load[0]:.2f} at the start and "
        f"{load[1]:.2f} at the end.",
        "",
        "| pairing | games | wins | draws | win rate [95% interval] | target | verdict | mean length | time |",
        "|---|---:|---:|---:|---|---:|---|---:|---:|",
    ]
    for m in rows:
        s = m.summary
        target = TARGETS[(m.agent, m.opponent)]
        turns = f", {s.mean_turns:.1f} turns" if s.mean_turns is not None else ""
        lines.append(
            f"| {m.agent} vs {m.opponent} | {s.games} | {s.wins[0]} | {s.draws} | {s.win_rate(0).text()} | "
            f"≥ {pct(target)} | {verdict(m)} | {s.mean_decisions:.1f} decisions{turns} | {m.seconds:.1f} s |"
        )
    lines.append("")
    missed = [m for m in rows if m.summary.win_rate(0).rate < TARGETS[(m.agent, m.opponent)]]
    if missed:
        why = NOTES.get(game, "not analysed yet: add the reason to NOTES in scripts/ai_strength.py")
        lines += [f"Missed: {', '.join(f'{m.agent} vs {m.opponent}' for m in missed)}. Why: {why}", ""]
    else:
        lines += ["Every target is met.", ""]
    if game in NOTES and not missed:
        lines += [NOTES[game][:1].upper() + NOTES[game][1:], ""]
    return "\n".join(lines)


def sections(text: str) -> dict[str, str]:
    """The report's sections by key: a game's name (from the `name` in its heading), "speed", or for a section another
    script writes (e.g. scripts/openspiel_strength.py's) "other:" and its heading, kept as it is."""
    out: dict[str, str] = {}
    parts = re.split(r"(?m)^(?=## )", text)
    for part in parts:
        if not part.startswith("## "):
            continue
        heading = part.splitlines()[0]
        if heading == SPEED_HEADING:
            out["speed"] = part.rstrip("\n") + "\n"
        elif found := re.search(r"\(`([a-z0-9_-]+)`\)\s*$", heading):
            out[found.group(1)] = part.rstrip("\n") + "\n"
        elif heading not in HEADER:  # the header's own headings are written anew with it
            out[f"other:{heading}"] = part.rstrip("\n") + "\n"
    return out


def merged(old: str, new: dict[str, str]) -> str:
    """The report with ``new`` sections replacing (or joining) those of ``old``, in registry order, then speed, then
    the sections other scripts wrote."""
    have = sections(old) | new
    order = [g for g in tcgkit.games() if g in have] + (["speed"] if "speed" in have else [])
    order += [k for k in have if k.startswith("other:")]
    return HEADER + "\n" + "\n".join(have[k] for k in order)


def speed_section(speed: Speed, args: argparse.Namespace) -> str:
    games, runs, load = args.speed_games, speed.runs, speed.load
    same = "the results were identical in every run" if speed.identical else "**the results differed between runs**"
    best = {w: min(times) for w, times in runs.items()}
    rate = {w: games / best[w] for w in runs}
    lines = [
        SPEED_HEADING,
        "",
        f"Run: `.venv/bin/python scripts/ai_strength.py --speed-only --repeat {args.repeat}"
        + ("" if args.speed_games == SPEED_GAMES else f" --speed-games {args.speed_games}")
        + f"` on {time.strftime('%Y-%m-%d')}.",
        "",
        f"`tcgkit.sim` (as `tcgkit sim` runs it) playing {games} {args.speed_game} games of "
        f"`{args.speed_agents.replace(',', '` vs `')}`, {args.repeat} alternating runs per worker count (worker "
        f"start-up included; {same}). Load average "
        f"{load[0]:.2f} before and {load[1]:.2f} after: other work on the machine slows some runs, so the best run of "
        "each is compared.",
        "",
        "| workers | runs (seconds) | best | games/s | CPU seconds (best run) | cores obtained (CPU / wall) |",
        "|---:|---|---:|---:|---:|---:|",
    ]
    cpu_best = {w: speed.cpu[w][times.index(best[w])] for w, times in runs.items()}
    for w, times in runs.items():
        lines.append(
            f"| {w} | {', '.join(f'{t:.1f}' for t in times)} | {best[w]:.1f} | {rate[w]:.2f} | {cpu_best[w]:.1f} | "
            f"{cpu_best[w] / best[w]:.2f} |"
        )
    overhead = cpu_best[2] / cpu_best[1] - 1
    lines += [
        "",
        f"Speed-up with 2 workers: **{rate[2] / rate[1]:.2f}×** (target ≥ 1.8×). The 2-worker run used "
        f"{100 * overhead:+.1f}% CPU time for the same games (process start-up, moving results): what limits the "
        "speed-up beyond that is how many cores the machine's other work leaves free.",
        "",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games_list", nargs="*", metavar="GAME", help="games to measure (default: all with evaluate)")
    parser.add_argument("--games", type=int, default=200, help="games per pairing (default 200)")
    parser.add_argument("--workers", type=int, default=2, help="local worker processes (default 2)")
    parser.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="ISMCTS iterations per decision (default: the game's entry in ITERATIONS, else 300)",
    )
    parser.add_argument("--speed-game", default="builddivide", help="the game of the speed-up measurement")
    parser.add_argument("--speed-games", type=int, default=SPEED_GAMES, help="games of the speed-up measurement")
    parser.add_argument(
        "--speed-agents", default="mcts:iterations=100,heuristic", help="the two agents of the speed-up measurement"
    )
    parser.add_argument("--repeat", type=int, default=3, help="runs per worker count of the speed-up measurement")
    parser.add_argument("--no-speed", action="store_true", help="skip the speed-up measurement")
    parser.add_argument(
        "--speed-only", action="store_true", help="measure only the speed-up and replace that section of --out"
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the report (default docs/ai-strength.md)")
    args = parser.parse_args(argv)
    console = Console(stderr=True, highlight=False)
    old = args.out.read_text(encoding="utf-8") if args.out.exists() else ""
    new: dict[str, str] = {}
    if not args.speed_only:
        names = game_names(args.games_list)
        if not names:
            sys.exit("error: no registered game has an evaluation hook")
        for game in names:
            start_load = os.getloadavg()[0]
            rows = measure_game(game, args.games, args.workers, mcts_spec(game, args.iterations), console)
            new[game] = game_section(game, rows, args, (start_load, os.getloadavg()[0]))
            args.out.write_text(merged(old, new), encoding="utf-8")  # each game is kept as soon as it is measured
    if args.speed_only or not args.no_speed:
        speed = speedup(args.speed_game, args.speed_agents, args.speed_games, args.repeat, console)
        new["speed"] = speed_section(speed, args)
    text = merged(old, new)
    args.out.write_text(text, encoding="utf-8")
    console.print(f"written: {args.out}")


if __name__ == "__main__":
    main()
