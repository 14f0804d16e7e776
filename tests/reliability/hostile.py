"""Hostile input for the reliability tests and the soak script: real inputs of every boundary (deck lists, records,
positions, saved states) and ways to break them, as hypothesis strategies and as plain functions of an ``Rng``.

Everything here is game-agnostic: it works for every registered game from its sample decks, documented position
examples and random playouts.
"""

from __future__ import annotations

import json
import re
import time
import tracemalloc
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

import tcgkit
from tcgkit.agents import RandomAgent
from tcgkit.core import Game, Rng, State, TcgkitError

DOCS = Path(__file__).resolve().parents[2] / "docs"
TIME_LIMIT = 20.0  # seconds one hostile input may take (a real one takes milliseconds)
MEMORY_LIMIT = 256 * 2**20  # bytes one hostile input may allocate at its peak

DEEP = "[" * 100_000
HUGE_NUMBER = "1" + "0" * 5000
#: Values put in place of a value of a real input: wrong types, out-of-range numbers, hostile sizes and nesting.
HOSTILE: list[Any] = [
    None,
    True,
    False,
    0,
    1,
    -1,
    2,
    7,
    999,
    10**9,
    10**12,
    2**63 - 1,
    -(2**63),
    1.5,
    -0.5,
    "",
    "x",
    "abc",
    "main",
    "0",
    "-1",
    "1000000000000 Kosumi Diagonal",
    "💥\u0000\n[x]",
    "a" * 5000,
    [],
    [1],
    [None],
    [[]],
    ["x", 1],
    [-1, 10**9],
    {},
    {"card": 1},
    {"card": {}},
    {"x": []},
    [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]],
]
#: Text dropped into JSON or TOML text at a random place.
TEXT_HOSTILE = [DEEP, HUGE_NUMBER, "-" + HUGE_NUMBER, "1e400", "NaN", "null", '"', "\\u0000", "{", "]", "'''"]
TEXT_HOSTILE += ["\n[x]\n", "\n[[players]]\n", " = 1\n"]


# ---------------------------------------------------------------------- bounds
def bounded(fn: Callable[[], Any], seconds: float = TIME_LIMIT, memory: int = MEMORY_LIMIT) -> Any:
    """Call ``fn`` and return what it returns, or the TcgkitError it raises; any other exception propagates.

    Fails (AssertionError) if the call takes longer than ``seconds`` or allocates more than ``memory`` at its peak."""
    was_tracing = tracemalloc.is_tracing()
    if not was_tracing:
        tracemalloc.start()
    tracemalloc.reset_peak()
    start = time.perf_counter()
    try:
        result: Any = fn()
    except TcgkitError as exc:
        result = exc
    finally:
        elapsed = time.perf_counter() - start
        _, peak = tracemalloc.get_traced_memory()
        if not was_tracing:
            tracemalloc.stop()
    assert elapsed < seconds, f"took {elapsed:.1f} s (limit {seconds} s)"
    assert peak < memory, f"allocated {peak / 2**20:.0f} MiB at the peak (limit {memory / 2**20:.0f} MiB)"
    return result


def one_line(exc: TcgkitError) -> None:
    """An error a person reads: one line, not empty, of reasonable length."""
    text = str(exc)
    assert text and "\n" not in text and len(text) < 2_000, repr(text[:300])


# ---------------------------------------------------------------------- real inputs
def playout(game: Game, seed: int, limit: int = 10_000) -> Iterator[State]:
    """The state before every decision of a random game from the sample decks, then the final state."""
    decks = game.sample_decks()
    a, b = game.sample_matchups()[seed % len(game.sample_matchups())]
    state = game.new_game([decks[a], decks[b]], seed=seed)
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    for _ in range(limit):
        yield state
        if state.is_over:
            return
        state.apply(agents[state.to_move].act(state))  # type: ignore[index]


@cache
def saved_states(name: str, seed: int = 3, every: int = 9) -> tuple[str, ...]:
    """``to_json`` of states along a random game (the start, every ``every``-th decision and the end)."""
    game = tcgkit.game(name)
    states = list(playout(game, seed))
    picked = [states[0], *states[every::every], states[-1]]
    return tuple(s.to_json() for s in picked)


@cache
def records(name: str, seed: int = 5) -> tuple[str, ...]:
    """Record JSON of a random game: finished, and cut after a few actions."""
    game = tcgkit.game(name)
    *_, final = playout(game, seed)
    full = final.record()
    short = {**full, "actions": full["actions"][:7]}
    return json.dumps(full), json.dumps(short)


@cache
def positions(name: str) -> tuple[str, ...]:
    """The documented position examples (TOML blocks of docs/positions-<game>.md) that set up a game."""
    game = tcgkit.game(name)
    text = (DOCS / f"positions-{name}.md").read_text(encoding="utf-8")
    found = []
    for block in re.findall(r"```toml\n(.*?)```", text, re.S):
        try:
            game.setup(block)
        except TcgkitError:
            continue  # a fragment of a position, not a whole one
        found.append(block)
    return tuple(found) + EXTRA_POSITIONS.get(name, ())


@cache
def deck_texts(name: str) -> tuple[str, ...]:
    """The sample decks as deck-list text."""
    game = tcgkit.game(name)
    return tuple(d.to_text(game.cards) for d in game.sample_decks().values())


# ---------------------------------------------------------------------- mutations of plain data
def paths(obj: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path (a tuple of keys and indexes) to a value inside ``obj``, the root first."""
    out = [prefix]
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += paths(v, (*prefix, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out += paths(v, (*prefix, i))
    return out


def replaced(obj: Any, path: tuple[Any, ...], value: Any) -> Any:
    """A copy of ``obj`` with the value at ``path`` replaced by ``value`` (or removed, if ``value`` is DELETE)."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(obj, dict):
        new = dict(obj)
        if value is DELETE and not rest:
            new.pop(head, None)
        else:
            new[head] = replaced(obj[head], rest, value)
        return new
    new_list = list(obj)
    if value is DELETE and not rest:
        del new_list[head]
    else:
        new_list[head] = replaced(obj[head], rest, value)
    return new_list


DELETE = object()


def mutate(obj: Any, rng: Rng) -> Any:
    """One mutation of plain data: a value replaced (by a hostile one or another value of the same document),
    removed, or given an unknown neighbour key."""
    places = paths(obj)
    path = places[rng.below(len(places))]
    kind = rng.below(10)
    if kind < 5:
        value = HOSTILE[rng.below(len(HOSTILE))]
    elif kind < 8:
        other = places[rng.below(len(places))]
        value = _at(obj, other)
    elif kind < 9 and path:
        value = DELETE
    else:
        parent = path[:-1]
        target = _at(obj, parent)
        if isinstance(target, dict):
            return replaced(obj, parent, {**target, "unknown_key": HOSTILE[rng.below(len(HOSTILE))]})
        value = HOSTILE[rng.below(len(HOSTILE))]
    return replaced(obj, path, value)


def mutate_text(text: str, rng: Rng) -> str:
    """One mutation of text: hostile text inserted or put in place of a slice, or the text cut short."""
    at = rng.below(len(text) + 1)
    kind = rng.below(4)
    if kind == 0:
        return text[:at]
    piece = TEXT_HOSTILE[rng.below(len(TEXT_HOSTILE))]
    if kind == 1:
        return text[:at] + piece + text[at:]
    end = min(len(text), at + 1 + rng.below(12))
    return text[:at] + piece + text[end:]


def _at(obj: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        obj = obj[key]
    return obj


def mutants(seed: int, n: int, mutate_one: Callable[[Any, Rng], Any], base: Any) -> Iterator[Any]:
    """``n`` inputs, each ``base`` after 1 to 3 mutations drawn from ``Rng(seed)``."""
    rng = Rng(seed)
    for _ in range(n):
        x = base
        for _ in range(1 + rng.below(3)):
            x = mutate_one(x, rng)
        yield x


# ---------------------------------------------------------------------- hypothesis strategies
seeds = st.integers(0, 2**32)


def mutated(base: Any, text: bool = False) -> st.SearchStrategy[Any]:
    """Hypothesis strategy: ``base`` (plain data, or text if ``text``) after 1 to 3 mutations."""
    fn = mutate_text if text else mutate
    return seeds.map(lambda s: next(mutants(s, 1, fn, base)))


deck_lines = st.one_of(
    st.sampled_from(
        [
            "1000000000000 Kosumi Diagonal",
            "9" * 4400 + " x",
            "0 Kosumi",
            "-3 Kosumi",
            "[problems]",
            "[nowhere]",
            "[" + " " * 3000 + "a",
            "name: " + "n" * 300,
            "side: dark",
            "3x ",
            "999 Kosumi Diagonal",
        ]
    ),
    st.builds(lambda n, name: f"{n} {name}", st.integers(-5, 10**15), st.text(max_size=30)),
    st.text(max_size=60),
)


def deck_text(name: str) -> st.SearchStrategy[str]:
    """Hypothesis strategy: a sample deck list with lines inserted or replaced, or lines made up entirely."""
    base = st.sampled_from(deck_texts(name))

    def edit(text: str, lines: list[str], at: int, replace: bool) -> str:
        rows = text.splitlines()
        k = at % (len(rows) + 1)
        rows[k : k + (1 if replace else 0)] = lines
        return "\n".join(rows)

    return st.one_of(
        st.builds(edit, base, st.lists(deck_lines, min_size=1, max_size=4), st.integers(0, 200), st.booleans()),
        st.lists(deck_lines, max_size=20).map("\n".join),
        st.builds(mutate_text, base, seeds.map(Rng)),
    )


odd_values = st.one_of(
    st.sampled_from(HOSTILE),
    st.none(),
    st.integers(),
    st.floats(allow_nan=True),
    st.binary(max_size=20),
    st.text(max_size=30),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
    st.tuples(st.integers()),
    st.just(object()),
)


EXTRA_POSITIONS: dict[str, tuple[str, ...]] = {
    "builddivide": (
        'turn = 5\nactive = 0\nphase = "attack"\n\n[[players]]\nterritory = "Cinderpeak Keep"\n'
        'field = [{ card = "Flare Lancer", power = 1000 }, "Spark Imp"]\nlife = ["Ember Squire", "Cinder Hound"]\n'
        'deck = ["R-03", "Magma Brute"]\ngrave = ["Firestorm", "Blazing Rally"]\n\n[[players]]\n'
        'territory = "Tidewell Archive"\nfield = [{ card = "Reef Sentinel", rested = true }]\n'
        'life = ["Wandering Automaton"]\n',
    ),
    "starwars": (
        'step = "build"\nplayer = "dark"\nturn = 3\ndice = [6, 6, 2]\n\n[dark]\nforce = 5\nbuild_points = 3\n'
        'hand = ["Jango Fett (A)", "Strength of Hate"]\ndeck = ["Nexu", "Reek"]\nequipment = ["Blaster Pistol"]\n'
        'build_zone = [{card = "Droid Control Ship", counters = 4}, "Battle Droid Squad"]\nunits = [\n'
        '  "Battle Droid Squad",\n  {cards = ["Jango Fett (B)", "Jango Fett (D)"], damage = 2, tapped = true},\n'
        '  {card = "Droid Starfighter Wing", pilot = "TIE Fighter Pilot", pilot_damage = 1},\n'
        '  {card = "Super Battle Droid 8EX", arena = "retreated"},\n]\n\n[light]\nforce = 4\n'
        'units = ["Clone Squad", "N-1 Starfighter"]\n\n[locations]\n'
        'space = {card = "Utapau System", owner = "light"}\n',
        'step = "initial"\n[initial]\nphase = "turns"\nowner = "dark"\ndone = ["light"]\n[dark]\nhand = ["Nexu"]\n',
    ),
}


def play_some(state: State, seed: int, n: int = 12) -> None:
    """Apply up to ``n`` random legal actions and check the state still saves, loads and observes."""
    rng = Rng(seed)
    for _ in range(n):
        if state.is_over:
            break
        acts = state.legal_actions()
        assert acts, "a game in progress offers an action"
        state.apply(acts[rng.below(len(acts))].id)
    for p in range(state.game.profile.players):
        json.dumps(state.observe(p))
    state.card_locations()
    assert state.game.load(state.to_json()) == state
