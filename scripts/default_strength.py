"""ISMCTS at `tcgkit play`'s default thinking budget against the heuristic; a section of docs/ai-strength.md.

    .venv/bin/python scripts/default_strength.py starwars --games 200
    .venv/bin/python scripts/default_strength.py --report          # rewrite the section from what is stored

The computer opponent of `tcgkit play` and `tcgkit serve` is ISMCTS with the game's search parameters
(``Game.SEARCH``) and a budget of ``PLAY_TURN`` seconds for its whole turn. This script plays that agent against the
heuristic over the same seeded mirror matches as scripts/ai_strength.py (seats alternating), in blocks of games on
``--workers`` processes. Every finished block is stored in ``docs/img/default-strength/<game>.json`` (kept in the
repository: a run of all five games takes many hours on 2 cores, so it is resumed across sessions), and the report
section is rewritten after each block.

A store also keeps the search's fingerprint (``tcgkit.searchspeed.search_fingerprint``: its choices and root visits
on sampled decisions at fixed iterations). Resuming with a search that plays differently (a changed evaluation, say,
under the same agent spec and engine version) is refused, so the stored games never mix two opponents; ``--fresh``
measures again from the start.

The budget is wall time: other work on the machine leaves the search fewer iterations, so a loaded machine measures
a weaker opponent than a player on a quiet one gets. Each game's row gives the load average over its run.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import sys
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_strength import DEFAULT_OUT, ROOT, deck_pairs, merged, mirror_jobs, pct, run
from rich.console import Console

import tcgkit
from tcgkit import agents
from tcgkit.searchspeed import search_fingerprint
from tcgkit.sim import GameResult, Job, summarize

STORE = ROOT / "docs" / "img" / "default-strength"
HEADING = "## ISMCTS at the default thinking budget against the heuristic"
TARGET = 0.60
#: Star Wars may not fall below what it reached before the turn budget (56.0% at 100 iterations a decision).
FLOOR = {"starwars": 0.56}
BLOCK = 20  # games per stored block
#: Facts about a stored measurement that its table cannot say (printed under the table).
NOTES_BY_GAME = {
    "starwars": (
        "Star Wars' play opponent gained the evaluation prior at the root on 2026-11-26 (`prior=10`, "
        "docs/starwars.md) and, the same day, playouts whose greedy steps each weigh 2 actions of a random rotation "
        "(`width=2`: about 1.8 times the iterations in the same time). With the prior and full greedy steps it won "
        "66.5% [59.7–72.7%] of these 200 games (68 min, load 0.1–2.7, measured over two sessions: the store resumes "
        "where it stops); before the prior 59.0% [52.1–65.6%] (`mcts:playout=heuristic:depth=2:turn=5`, engine "
        "version 2, whose sample decks play identically on version 3).\n"
    ),
    "bionicle": (
        "Bionicle's play opponent is capped at the 300 iterations a decision its search was measured with "
        "(`Game.PLAY_ITERATIONS`; 5 s a turn still applies, whichever runs out first; a decision takes about "
        "0.03 s), so this row plays the same games as the fixed-iteration table above. It is measured on the sample "
        "setups rebuilt on 2026-11-26 to be even (docs/bionicle.md) and with the evaluation of the same day, whose "
        "paths no longer run through the other Toa or the own locked action square and which weighs a "
        "challenge's success and failure apart. Before that change it won 60.5% [53.6–67.0%] of these 200 games "
        "with 17 draws at the turn limit, 14 of them with the search playing Gali, whose Toa and Kopaka's shuttled "
        "in a one-wide corridor each trying to walk through the other (Gali against Kopaka: 14 wins in 34, now "
        "24); now 13 games are drawn, spread over the six pairings.\n"
    ),
}


def spec(game: str) -> str:
    """The agent `tcgkit play` faces by default: the game's strongest agent with ``PLAY_TURN`` seconds a turn."""
    return f"{agents.default_for(tcgkit.game(game))}:turn={agents.PLAY_TURN:g}"


def deck_digests(game: str, names: Sequence[str]) -> dict[str, str]:
    """A digest of each named sample deck's contents (a sample deck rebuilt under its old name is a new deck)."""
    decks = tcgkit.game(game).sample_decks()
    return {
        name: hashlib.sha256(json.dumps(decks[name].to_dict(), sort_keys=True).encode()).hexdigest()[:16]
        for name in sorted(set(names))
        if name in decks
    }


def stored(game: str) -> dict[str, Any]:
    """What is stored for ``game``, if it was measured with today's agent on today's engine version and sample
    decks (else nothing: a changed default, engine or sample deck is measured again). Stores from before deck
    digests were kept stand for the decks of their time only while those still match (their digests are added at
    the next save)."""
    path = STORE / f"{game}.json"
    version = tcgkit.game(game).version
    if path.exists():
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        names = [name for pair in data.get("pairs", []) for name in pair]
        same_decks = "decks" not in data or data["decks"] == deck_digests(game, names)
        if data.get("spec") == spec(game) and data.get("version", version) == version and same_decks:
            data["version"] = version
            return data
    return {"spec": spec(game), "version": version, "games": [], "loads": [], "seconds": 0.0, "dates": []}


class SearchChanged(Exception):
    """The search plays differently from the one of the stored games."""


def resumable(game: str, data: dict[str, Any], fingerprint: str, fresh: bool = False) -> dict[str, Any]:
    """The store to go on with: ``data`` with the search's ``fingerprint`` recorded, or an empty store when ``fresh``.
    SearchChanged when games are stored under another fingerprint (stores from before fingerprints were kept are
    taken as they are and get today's at the next save)."""
    if fresh:
        data = {k: v for k, v in data.items() if k in ("spec", "version")}
        data.update(games=[], loads=[], seconds=0.0, dates=[])
    elif data["games"] and data.get("search", fingerprint) != fingerprint:
        raise SearchChanged(
            f"{game}: the search plays differently from the one of the {len(data['games'])} stored games (search "
            f"fingerprint {fingerprint}, stored {data['search']}): its evaluation, its parameters or the agents' code "
            "changed. Measure again from the start with --fresh (the stored games are replaced), or run the code "
            "they were measured with."
        )
    data["search"] = fingerprint
    return data


def save(game: str, data: dict[str, Any]) -> None:
    STORE.mkdir(parents=True, exist_ok=True)
    (STORE / f"{game}.json").write_text(json.dumps(data, indent=1), encoding="utf-8")


def flat(jobs: Sequence[Job]) -> list[tuple[Job, int]]:
    """Every (job, seed) in order."""
    return [(job, seed) for job in jobs for seed in job.seeds]


def result_of(row: dict[str, Any]) -> GameResult:
    return GameResult(
        seed=row["seed"],
        seats=tuple(row["seats"]),
        winner=row["winner"],
        reason=row["reason"],
        decisions=row["decisions"],
        turns=row["turns"],
        first=row["first"],
    )


def measure(game: str, games: int, workers: int, out: Path, console: Console, fresh: bool = False) -> None:
    data = resumable(game, stored(game), search_fingerprint(tcgkit.game(game)), fresh)
    # the deck pairs of the first block stay those of the whole measurement (sample decks added later join the next)
    pairs = data.setdefault("pairs", [list(p) for p in deck_pairs(game)])
    data["decks"] = deck_digests(game, [name for pair in pairs for name in pair])
    todo = flat(mirror_jobs(game, data["spec"], "heuristic", games, pairs))
    done = {(r["job"], r["seed"]) for r in data["games"]}
    left = [(job, seed) for job, seed in todo if (job.spec.title, seed) not in done]
    console.print(f"{game}: {data['spec']} vs heuristic, {len(done)} stored, {len(left)} to play")
    while left:
        block, left = left[:BLOCK], left[BLOCK:]
        jobs: dict[str, Job] = {}
        for job, seed in block:
            have = jobs.get(job.spec.title)
            jobs[job.spec.title] = replace(job, seeds=(have.seeds if have else ()) + (seed,))
        load = os.getloadavg()[0]
        results, seconds = run(list(jobs.values()), workers, f"{game}: default mcts vs heuristic", console)
        titles = [t for t, j in jobs.items() for _ in j.seeds]
        for title, r in zip(titles, results, strict=True):
            data["games"].append(
                {
                    "job": title,
                    "seed": r.seed,
                    "seats": list(r.seats),
                    "winner": r.winner,
                    "reason": r.reason,
                    "decisions": r.decisions,
                    "turns": r.turns,
                    "first": r.first,
                }
            )
        data["loads"] += [load, os.getloadavg()[0]]
        data["seconds"] += seconds
        data["dates"] = sorted(set(data["dates"]) | {time.strftime("%Y-%m-%d")})
        save(game, data)
        write(out)
        s = summarize([result_of(g) for g in data["games"]])
        console.print(f"{game}: {s.games} games, {s.win_rate(0).text()} ({seconds:.0f} s for this block)")


def row(game: str) -> str | None:
    data = stored(game)
    if not data["games"]:
        return None
    s = summarize([result_of(g) for g in data["games"]])
    rate = s.win_rate(0)
    target = FLOOR.get(game, TARGET)
    low = rate.interval[0]
    if rate.rate >= target:
        verdict = "met" + (" (its 95% lower bound too)" if low >= target else f" (lower bound {pct(low)} is below it)")
    else:
        verdict = f"**missed by {100 * (target - rate.rate):.1f} points**"
    loads = data["loads"]
    turns = f", {s.mean_turns:.1f} turns" if s.mean_turns is not None else ""
    return (
        f"| {game} {data['version']} | `{data['spec']}` | {s.games} | {s.wins[0]} | {s.draws} | {rate.text()} | "
        f"≥ {pct(target)} | "
        f"{verdict} | {s.mean_decisions:.1f} decisions{turns} | {data['seconds'] / 60:.0f} min | "
        f"{min(loads):.1f}–{max(loads):.1f} | {', '.join(data['dates'])} |"
    )


def section() -> str:
    rows = [r for game in tcgkit.games() if (r := row(game)) is not None]
    lines = [
        HEADING,
        "",
        f"Run: `.venv/bin/python scripts/default_strength.py GAME --games N` on {platform.machine()} with "
        f"{os.cpu_count()} CPUs, CPython {platform.python_version()}. The computer opponent of `tcgkit play` and "
        f"`tcgkit serve` (`mcts` with the game's search parameters and {agents.PLAY_TURN:g} s for its whole "
        "turn, a decision with one real choice costing no search) against `heuristic`, over the same seeded "
        "mirror matches as the tables above (over the sample decks the game had when its measurement began, kept "
        "with the results in docs/img/default-strength/), seats alternating. The budget is wall time, so the "
        "load average of the run is given: other work on the machine leaves the search fewer iterations than a "
        "player on a quiet machine gives it, and a result under load understates the opponent people meet. The "
        "target is 60% (Star Wars: not below the 56.0% it had before the turn budget). A measurement resumed "
        "over sessions adds games only from a search that plays as the stored games' did (its search fingerprint, "
        "docs/cli.md).",
        "",
        "| game, engine version | agent | games | wins | draws | win rate [95% interval] | target | verdict "
        "| mean length | time | load average | dates |",
        "|---|---|---:|---:|---:|---|---:|---|---:|---:|---:|---|",
        *rows,
        "",
        *[f"{n}" for n in NOTES_BY_GAME.values()],
    ]
    return "\n".join(lines)


def write(out: Path) -> None:
    old = out.read_text(encoding="utf-8") if out.exists() else ""
    out.write_text(merged(old, {f"other:{HEADING}": section()}), encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games_list", nargs="*", metavar="GAME", help="games to measure, in this order")
    parser.add_argument("--games", type=int, default=200, help="games per game (default 200; resumes what is stored)")
    parser.add_argument("--workers", type=int, default=2, help="local worker processes (default 2)")
    parser.add_argument("--report", action="store_true", help="only rewrite the section from what is stored")
    parser.add_argument("--fresh", action="store_true", help="replace the stored games instead of resuming them")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the report (default docs/ai-strength.md)")
    args = parser.parse_args(argv)
    console = Console(stderr=True, highlight=False)
    for game in [] if args.report else args.games_list:
        if game not in tcgkit.games():
            sys.exit(f"error: unknown game {game!r}; the games are {', '.join(tcgkit.games())}")
    try:
        for game in [] if args.report else args.games_list:
            measure(game, args.games, args.workers, args.out, console, args.fresh)
    except SearchChanged as e:
        sys.exit(f"error: {e}")
    write(args.out)
    console.print(f"written: {args.out}")


if __name__ == "__main__":
    main()
