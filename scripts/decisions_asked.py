"""How many decisions a person is asked in a game, before and after the "no busywork" changes.

    .venv/bin/python scripts/decisions_asked.py --json after.json
    PYTHONPATH=<old checkout>/src .venv/bin/python scripts/decisions_asked.py --json before.json   # an older engine
    .venv/bin/python scripts/decisions_asked.py --before before.json --after after.json   # table into docs/playing.md

A scripted person plays fixed-seed games over each game's sample match-ups, seats alternating, against the
heuristic agent (``--policy random``: the random agent). At each of the person's decisions it is *asked* unless the
terminal client would take the decision for them (``state.only_choice()``: the only choice besides resigning;
engines without it asked every time). It takes a whole-run action (``Action.run``) where one is offered, else what
the heuristic agent would choose (a competent player: random choices make games that a real player never plays,
such as a Star Wars game lost at the end of the first turn). The script uses only the public API, so it runs
against older engines too (for the "before" figures).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from doc_sections import replace_between

import tcgkit
from tcgkit import agents

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "docs" / "playing.md"
BEGIN, END = "<!-- decisions-asked:begin -->", "<!-- decisions-asked:end -->"


def asked_in(name: str, seed: int, policy: str) -> tuple[int, int]:
    """(decisions asked of the person, all decisions of the person) in one game."""
    game = tcgkit.game(name)
    pairs = game.sample_matchups()
    a, b = pairs[seed % len(pairs)]
    person = seed % 2
    state = game.new_game([a, b], seed=seed)
    mine = agents.make(policy, seed=seed, game=game)
    other = agents.make(policy, seed=seed + 7919, game=game)
    asked = total = 0
    while not state.is_over:
        if state.to_move != person:
            state.apply(other.act(state))
            continue
        total += 1
        only = getattr(state, "only_choice", None)
        if only is None or only() is None:
            asked += 1
        runs = [x for x in state.legal_actions() if getattr(x, "run", False) and not x.resign]
        state.apply(runs[0].id if runs else mine.act(state))
    return asked, total


def measure(names: list[str], games: int, policy: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in names:
        counts = [asked_in(name, seed, policy) for seed in range(games)]
        out[name] = {
            "policy": policy,
            "games": games,
            "asked": sum(c[0] for c in counts) / games,
            "decisions": sum(c[1] for c in counts) / games,
        }
    return out


def table(before: dict[str, Any], after: dict[str, Any]) -> str:
    lines = [
        "| game | asked before | asked after | after / before |",
        "|---|---:|---:|---:|",
    ]
    for name, now in after.items():
        was = before.get(name)
        if was is None:
            continue
        lines.append(f"| {name} | {was['asked']:.1f} | {now['asked']:.1f} | {100 * now['asked'] / was['asked']:.0f}% |")
    first = next(iter(after.values())) if after else {"games": 0, "policy": "heuristic"}
    games = first["games"]
    lines += [
        "",
        f"Mean decisions asked of the person per game over {games} fixed-seed games per game (seeds 0-{games - 1}, "
        f"seats alternating, the {first['policy']} agent choosing for both players; `scripts/decisions_asked.py`).",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="games (default: all)")
    parser.add_argument("--games", dest="count", type=int, default=10, help="games per game (default 10)")
    parser.add_argument("--policy", default="heuristic", help="agent choosing for both (default heuristic)")
    parser.add_argument("--json", type=Path, help="write the figures of this engine as JSON")
    parser.add_argument("--before", type=Path, help="figures of the older engine (JSON)")
    parser.add_argument("--after", type=Path, help="figures of this engine (JSON; default: measure now)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the Markdown file to update")
    args = parser.parse_args(argv)
    names = args.games or tcgkit.games()
    if args.before is None:
        figures = measure(names, args.count, args.policy)
        text = json.dumps(figures, indent=1)
        if args.json:
            args.json.write_text(text + "\n", encoding="utf-8")
        print(text)
        return 0
    before = json.loads(args.before.read_text(encoding="utf-8"))
    if args.after is not None:
        after = json.loads(args.after.read_text(encoding="utf-8"))
    else:
        after = measure(names, args.count, args.policy)
    text = table(before, after)
    print(text)
    replace_between(args.out, BEGIN, END, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
