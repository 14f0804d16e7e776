"""A long soak before a release: the conformance checks on many seeds plus hostile input at every boundary.

    .venv/bin/python scripts/soak.py --minutes 10                 # every game, round after round, for 10 minutes
    .venv/bin/python scripts/soak.py --minutes 60 --write         # ... and record the figures in docs/reliability.md

Each round takes a new seed and, for every game: plays a random game checking the conformance invariants after
every decision (a legal action list of distinct ids, card conservation, observations that leak nothing hidden,
an illegal id refused without change, clone and save/load round trips, the record replaying to the same final
state), then feeds the boundaries hostile input derived from that seed (mutated deck lists, records, documented
positions, saved states of the game just played; odd action ids; odd ``new_game`` arguments). Every hostile input
must work or raise a TcgkitError subclass with one line, within the time and memory bounds of
``tests/reliability/hostile.py``.

A *crash* is any other exception from hostile input; a *failure* is a broken invariant of the conformance checks or
a bound exceeded. The first few of each are printed with the input's seed. Exit status 1 if there was any.
"""

from __future__ import annotations

import argparse
import json
import platform
import re
import sys
import time
import tomllib
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.conformance.helpers import check_observation  # noqa: E402
from tests.reliability import hostile as H  # noqa: E402

import tcgkit  # noqa: E402
from tcgkit.core import IllegalAction, Rng, TcgkitError  # noqa: E402

DOC = ROOT / "docs" / "reliability.md"
START, END = "<!-- soak:start -->", "<!-- soak:end -->"
INPUTS_PER_KIND = 4  # hostile inputs of each kind per game and round
SHOW = 5  # crashes and failures printed in full


@dataclass
class Tally:
    """What the soak did and found."""

    rounds: int = 0
    games: int = 0
    decisions: int = 0
    inputs: Counter[str] = field(default_factory=Counter)
    refused: int = 0
    crashes: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    per_game: Counter[str] = field(default_factory=Counter)


def conformance_game(game: tcgkit.Game, seed: int, tally: Tally) -> str:
    """One random game with the conformance invariants checked after every decision; returns a saved state."""
    states = H.playout(game, seed)
    state = next(states)
    cards = set(state.card_locations())
    assert cards == set(range(len(state.cards))), "card instances at the start"
    rng = Rng(seed)
    seen = 0
    picked = state.to_json()
    for state in states:
        assert set(state.card_locations()) == cards, "card conservation"
        new_events, seen = len(state.events) - seen, len(state.events)
        for player in range(game.profile.players):
            check_observation(game, state, player, new_events)
        if state.is_over:
            break
        tally.decisions += 1
        acts = state.legal_actions()
        assert acts and len({a.id for a in acts}) == len(acts), "legal action ids are distinct"
        if rng.below(10) == 0:
            before = state.to_json()
            try:
                state.apply("no-such-action")
                raise AssertionError("an illegal id was applied")
            except IllegalAction:
                pass
            assert state.to_json() == before, "an illegal id changed the state"
            assert state.clone() == state and game.load(before) == state, "clone or save/load round trip"
            picked = before
    assert state.is_over and state.result is not None, "the random game ended"
    assert game.replay(state.record()).to_json() == state.to_json(), "the record replays to the same state"
    tally.games += 1
    return picked


def hostile_inputs(game: tcgkit.Game, seed: int, saved: str) -> dict[str, list[Callable[[], Any]]]:
    """Hostile inputs of every boundary of ``game`` drawn from ``seed``, as calls to make."""
    name, rng = game.name, Rng(seed)
    n = INPUTS_PER_KIND
    decks = H.deck_texts(name)
    sample = next(iter(game.sample_decks().values()))
    record = H.records(name)[seed % 2]
    position = H.positions(name)[seed % len(H.positions(name))]

    def deck_use(text: str) -> Callable[[], Any]:
        def use() -> Any:
            deck = game.parse_deck(text)
            return deck if game.check_deck(deck) else game.new_game([deck, sample], seed=1)

        return use

    def position_use(pos: Any, s: int) -> Callable[[], Any]:
        return lambda: H.play_some(game.setup(pos), s)

    def load_use(text: str, s: int) -> Callable[[], Any]:
        return lambda: H.play_some(game.load(text), s, 4)

    def new_game_use(seed_arg: Any, options: Any) -> Callable[[], Any]:
        a, b = game.sample_matchups()[0]
        pair = [game.sample_decks()[a], game.sample_decks()[b]]
        return lambda: game.new_game(pair, seed_arg, options)

    def apply_use(aid: Any) -> Callable[[], Any]:
        state = game.load(saved)
        before = state.to_json()

        def use() -> Any:
            try:
                state.apply(aid)
            except TcgkitError:
                assert state.to_json() == before, "a refused action changed the state"
                raise

        return use

    odd = [*H.HOSTILE, b"pass", object(), float("nan")]
    return {
        "deck lists": [deck_use(t) for t in H.mutants(seed, n, H.mutate_text, decks[seed % len(decks)])],
        "records": [lambda r=r: game.replay(r) for r in H.mutants(seed, n, H.mutate, json.loads(record))]
        + [lambda t=t: game.replay(tcgkit.core.read_record(t)) for t in H.mutants(seed, n, H.mutate_text, record)],
        "positions": [position_use(p, seed) for p in H.mutants(seed, n, H.mutate, tomllib.loads(position))]
        + [position_use(t, seed) for t in H.mutants(seed, n, H.mutate_text, position)],
        "saved states": [load_use(json.dumps(x), seed) for x in H.mutants(seed, n, H.mutate, json.loads(saved))]
        + [load_use(t, seed) for t in H.mutants(seed, n, H.mutate_text, saved)],
        "action ids": [apply_use(odd[rng.below(len(odd))]) for _ in range(n)],
        "new_game arguments": [new_game_use(odd[rng.below(len(odd))], odd[rng.below(len(odd))]) for _ in range(n)],
    }


def soak_round(seed: int, tally: Tally) -> None:
    for name in tcgkit.games():
        game = tcgkit.game(name)
        try:
            saved = conformance_game(game, seed, tally)
        except Exception as exc:  # a broken invariant or an engine crash: both are failures
            tally.failures.append(f"{name} seed {seed}: conformance: {_describe(exc)}")
            continue
        tally.per_game[name] += 1
        for kind, calls in hostile_inputs(game, seed, saved).items():
            for call in calls:
                tally.inputs[kind] += 1
                try:
                    if isinstance(H.bounded(call), TcgkitError):
                        tally.refused += 1
                except AssertionError as exc:
                    tally.failures.append(f"{name} seed {seed}: {kind}: {_describe(exc)}")
                except Exception as exc:
                    tally.crashes.append(f"{name} seed {seed}: {kind}: {_describe(exc)}")
    tally.rounds += 1


def _describe(exc: BaseException) -> str:
    where = traceback.extract_tb(exc.__traceback__)[-1]
    return f"{type(exc).__name__}: {str(exc)[:200]} ({Path(where.filename).name}:{where.lineno})"


def report(tally: Tally, seconds: float, first_seed: int, minutes: float) -> str:
    """The figures as Markdown (the section of docs/reliability.md between the soak markers)."""
    inputs = sum(tally.inputs.values())
    lines = [
        f"Last run: {time.strftime('%Y-%m-%d')}, `scripts/soak.py --minutes {minutes:g} --seed {first_seed}`, "
        f"{seconds / 60:.1f} minutes on one core ({platform.python_implementation()} {platform.python_version()}).",
        "",
        "| figure | value |",
        "|---|---|",
        f"| rounds (seeds {first_seed}..{first_seed + tally.rounds - 1}) | {tally.rounds:,} |",
        f"| random games played with every invariant checked | {tally.games:,} |",
        f"| decisions in them | {tally.decisions:,} |",
        f"| hostile inputs tried | {inputs:,} |",
        *(f"| &nbsp;&nbsp;{kind} | {count:,} |" for kind, count in tally.inputs.items()),
        f"| refused with a TcgkitError (the rest worked) | {tally.refused:,} |",
        f"| crashes | {len(tally.crashes)} |",
        f"| failures | {len(tally.failures)} |",
    ]
    return "\n".join(lines) + "\n"


def write_doc(section: str) -> None:
    text = DOC.read_text(encoding="utf-8")
    pattern = re.compile(re.escape(START) + ".*?" + re.escape(END), re.S)
    if not pattern.search(text):
        raise SystemExit(f"{DOC}: no {START} ... {END} section to replace")
    DOC.write_text(pattern.sub(lambda _: f"{START}\n{section}{END}", text), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="how long to run (default 10)")
    parser.add_argument("--seed", type=int, default=1, help="the first round's seed (default 1)")
    parser.add_argument("--write", action="store_true", help="record the figures in docs/reliability.md")
    args = parser.parse_args(argv)
    console = Console(stderr=True)
    tally = Tally()
    budget = args.minutes * 60
    start = time.monotonic()
    columns = (TextColumn("soak"), BarColumn(), TextColumn("{task.fields[status]}"))
    with Progress(*columns, TimeElapsedColumn(), TimeRemainingColumn(), console=console, transient=True) as bar:
        task = bar.add_task("soak", total=budget, status="")
        seed = args.seed
        while time.monotonic() - start < budget:
            soak_round(seed, tally)
            seed += 1
            elapsed = time.monotonic() - start
            status = (
                f"{tally.games:,} games, {sum(tally.inputs.values()):,} inputs, "
                f"{len(tally.crashes)} crashes, {len(tally.failures)} failures"
            )
            bar.update(task, completed=min(elapsed, budget), status=status)
    seconds = time.monotonic() - start
    section = report(tally, seconds, args.seed, args.minutes)
    print(section)
    for title, items in (("crashes", tally.crashes), ("failures", tally.failures)):
        for line in items[:SHOW]:
            console.print(f"[red]{title[:-1]}[/red] {escape(line)}", highlight=False)
    if args.write:
        write_doc(section)
    return 1 if tally.crashes or tally.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
