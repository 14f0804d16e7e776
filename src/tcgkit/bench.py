"""Measuring a game's engine: random games per second, decisions per second, clone time.

A *decision* is one ``legal_actions()`` plus one ``apply()`` (which runs the automatic steps up to the next
decision). Only those calls and ``new_game`` are timed; the random choice between them is a cheap seeded pick
(uniform among the non-resigning actions), not an agent, so the numbers measure the engine. Clone time is the mean
over states sampled uniformly (reservoir sampling) from all decisions of the measured games.

``observe_cost`` measures ``State.observe`` for the player to move at 10% and 90% of a random game: the whole log
(``observe(p)``) against only the entries that are new since that player's previous decision
(``observe(p, since=k)``, as clients call it), so that a cost growing with the game's length shows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from statistics import median
from time import perf_counter, process_time

from .core import Action, Deck, Game, Rng, State

MAX_DECISIONS = 50_000  # a random game longer than this is stopped and counted as unfinished
CLONE_SAMPLES = 200  # states kept for timing clone()
CLONE_REPEAT = 10  # clones per sampled state
OBSERVE_GAMES = 3  # random games whose observe() cost is measured (the median is reported)
OBSERVE_AT = (0.1, 0.9)  # where in a game, as fractions of its decisions
OBSERVE_REPEAT = 20  # calls per timed batch (3 batches of each kind, alternating; the fastest counts)


@dataclass(frozen=True)
class BenchResult:
    """What ``measure`` found for one game. ``seconds`` is engine time (new_game, legal_actions, apply);
    ``decision_seconds`` the part of it spent in legal_actions and apply."""

    game: str
    games: int
    decisions: int
    seconds: float
    decision_seconds: float
    clone_us: float
    unfinished: int = 0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.decision_seconds if self.decision_seconds else 0.0

    @property
    def decisions_per_game(self) -> float:
        return self.decisions / self.games if self.games else 0.0


def pick(actions: Sequence[Action], rng: Rng) -> str:
    """A uniform choice among the actions that do not resign (any action if all of them resign)."""
    act = actions[rng.below(len(actions))]
    if act.resign:
        rest = [a for a in actions if not a.resign]
        if rest:
            act = rest[rng.below(len(rest))]
    return act.id


class _Reservoir:
    """A uniform sample of up to ``size`` states out of all states offered (copies are taken only when kept)."""

    def __init__(self, size: int, rng: Rng) -> None:
        self.size = size
        self.rng = rng
        self.seen = 0
        self.states: list[State] = []

    def offer(self, state: State) -> None:
        self.seen += 1
        if len(self.states) < self.size:
            self.states.append(state.clone())
        else:
            j = self.rng.below(self.seen)
            if j < self.size:
                self.states[j] = state.clone()


def random_game(
    game: Game, decks: Sequence[Deck], seed: int, rng: Rng, sample: _Reservoir | None = None
) -> tuple[int, float, float, bool]:
    """Play one random game; return (decisions, setup seconds, decision seconds, finished)."""
    t0 = perf_counter()
    state = game.new_game(decks, seed=seed)
    setup = perf_counter() - t0
    engine = 0.0
    decisions = 0
    while not state.is_over and decisions < MAX_DECISIONS:
        if sample is not None:
            sample.offer(state)
        t0 = perf_counter()
        actions = state.legal_actions()
        t1 = perf_counter()
        aid = pick(actions, rng)
        t2 = perf_counter()
        state.apply(aid)
        engine += (t1 - t0) + (perf_counter() - t2)
        decisions += 1
    return decisions, setup, engine, state.is_over


def clone_time_us(states: Sequence[State], repeat: int = CLONE_REPEAT) -> float:
    """Mean time of one ``clone()`` in microseconds over ``states`` (0.0 if there are none)."""
    if not states:
        return 0.0
    total = 0.0
    for state in states:
        t0 = perf_counter()
        for _ in range(repeat):
            state.clone()
        total += perf_counter() - t0
    return total / (len(states) * repeat) * 1e6


def deck_pairs(game: Game) -> list[list[Deck]]:
    """Every sample deck against the next one (cyclically), so that all sample decks are played."""
    decks = list(game.sample_decks().values())
    players = game.profile.players
    return [[decks[(i + k) % len(decks)] for k in range(players)] for i in range(len(decks))]


def measure(
    game: Game,
    seconds: float = 3.0,
    games: int | None = None,
    seed: int = 0,
    progress: Callable[[int, float], None] | None = None,
) -> BenchResult:
    """Play random games of ``game`` for about ``seconds`` of wall time (at least one game), or exactly ``games``
    games if given, then time ``clone()``. ``progress(games done, seconds elapsed)`` is called after each game."""
    rng = Rng(seed)
    sample = _Reservoir(CLONE_SAMPLES, Rng(seed + 1))
    pairs = deck_pairs(game)
    done = decisions = unfinished = 0
    setup = engine = 0.0
    start = perf_counter()
    while True:
        n, s, t, finished = random_game(game, pairs[done % len(pairs)], seed + done, rng, sample)
        done += 1
        decisions += n
        setup += s
        engine += t
        unfinished += not finished
        elapsed = perf_counter() - start
        if progress is not None:
            progress(done, elapsed)
        if (games is not None and done >= games) or (games is None and elapsed >= seconds):
            break
    return BenchResult(game.name, done, decisions, setup + engine, engine, clone_time_us(sample.states), unfinished)


@dataclass(frozen=True)
class ObservePoint:
    """``observe`` at one point of a game (medians over the measured games): ``decision`` is how far into the game
    (its index), ``log_size`` the entries in the player's log there, ``new_entries`` those since the player's
    previous decision; times in microseconds per call."""

    fraction: float
    decision: float
    log_size: float
    new_entries: float
    whole_us: float
    since_us: float


@dataclass(frozen=True)
class ObserveCost:
    """What ``observe_cost`` found for one game: one point per fraction, and the measured games' decisions."""

    game: str
    games: int
    decisions: float
    points: tuple[ObservePoint, ...]


def _batch_us(call: Callable[[], object], repeat: int) -> float:
    t0 = process_time()
    for _ in range(repeat):
        call()
    return (process_time() - t0) / repeat * 1e6


def _observe_point(before: State, state: State, repeat: int) -> tuple[int, int, float, float]:
    """(log size, new entries, whole µs, since µs) of the player to move in ``state``, whose previous decision
    state is ``before`` (the client of that player last observed there)."""
    player = state.to_move
    k = before.observe(player, since=State.LOG_END)["log_size"]
    size = state.observe(player)["log_size"]  # also warms what a client's first call would compute
    state.observe(player, since=k)
    whole = since = float("inf")
    for _ in range(3):
        whole = min(whole, _batch_us(lambda: state.observe(player), repeat))
        since = min(since, _batch_us(lambda: state.observe(player, since=k), repeat))
    return size, size - k, whole, since


def observe_cost(
    game: Game,
    seed: int = 0,
    games: int = OBSERVE_GAMES,
    fractions: Sequence[float] = OBSERVE_AT,
    repeat: int = OBSERVE_REPEAT,
) -> ObserveCost:
    """Time ``observe(p)`` against ``observe(p, since=k)`` for the player ``p`` to move at each of ``fractions`` of
    ``games`` random games (seeds ``seed``, ``seed + 1``, ...; CPU time). ``k`` is that player's log size at the
    previous decision state, so ``since=k`` returns what a client that observes after every action asks for."""
    pairs = deck_pairs(game)
    lengths: list[int] = []
    found: list[list[tuple[int, int, int, float, float]]] = [[] for _ in fractions]
    for g in range(games):
        rng = Rng(seed + g)
        state = game.new_game(pairs[g % len(pairs)], seed=seed + g)
        states = [state.clone()]
        while not state.is_over and len(states) <= MAX_DECISIONS:
            state.apply(pick(state.legal_actions(), rng))
            states.append(state.clone())
        decisions = len(states) - 1  # the last state is after the last decision
        lengths.append(decisions)
        if decisions < 2:
            continue
        for f, fraction in enumerate(fractions):
            d = min(max(1, round(fraction * decisions)), decisions - 1)
            found[f].append((d, *_observe_point(states[d - 1], states[d], repeat)))
    points = tuple(
        ObservePoint(fraction, *(median(x[i] for x in rows) for i in range(5)))
        for fraction, rows in zip(fractions, found, strict=True)
        if rows
    )
    return ObserveCost(game.name, games, median(lengths), points)


__all__ = [
    "BenchResult",
    "ObserveCost",
    "ObservePoint",
    "clone_time_us",
    "deck_pairs",
    "measure",
    "observe_cost",
    "pick",
    "random_game",
]
