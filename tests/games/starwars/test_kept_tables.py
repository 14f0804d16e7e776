"""Tables kept on the state between decisions for speed (perf-sw) equal the same tables computed afresh, at every
decision of random games: the activated abilities the board allows (``ready_now`` against ``_ready_abilities``)
and the test that offers ``build auto`` (``auto_build_wants`` against ``auto_build_choice``)."""

from __future__ import annotations

import pytest

import tcgkit
from tcgkit.bench import deck_pairs, pick
from tcgkit.core import Rng
from tcgkit.games.starwars.state import SwtState

TIMINGS = ("build_step", "activation", "before_roll", "after_roll", "before_damage", "battle_end")


def _games(seeds: range) -> list[SwtState]:
    """Every decision's state of random games (clones), the build steps' states first in each game."""
    game = tcgkit.game("starwars")
    pairs = deck_pairs(game)
    out: list[SwtState] = []
    for seed in seeds:
        state = game.new_game(pairs[seed % len(pairs)], seed=seed)
        rng = Rng(seed)
        while not state.is_over:
            out.append(state.clone())  # type: ignore[arg-type]
            state.apply(pick(state.legal_actions(), rng))
    return out


@pytest.fixture(scope="module")
def states() -> list[SwtState]:
    return _games(range(24))


def test_ready_abilities_kept_equal_computed(states: list[SwtState]) -> None:
    checked = 0
    for state in states:
        for p in (0, 1):
            for timing in TIMINGS:
                got = state.ready_now(p, timing)
                assert got == state._ready_abilities(p, timing, 0)
                assert state.ready_now(p, timing) is got  # kept while nothing it reads changed
                checked += bool(got)
    assert checked > 0  # some abilities were ready: the test can fail


def test_ready_abilities_kept_follow_the_board(states: list[SwtState]) -> None:
    """A kept answer is not reused once a unit changes (the board's version is part of its key)."""
    for state in states:
        p = state.stack[-1][1] if state.stack and isinstance(state.stack[-1][1], int) else 0
        units = [u for u in state.units if u[1] == p and u[3] <= 2]
        if not units or not state._ready_abilities(p, "build_step", 0):
            continue
        state.ready_now(p, "build_step")
        u = units[0]
        state.set_unit(u[0], 4, not u[4])  # tap or untap it
        assert state.ready_now(p, "build_step") == state._ready_abilities(p, "build_step", 0)
        return
    pytest.fail("no state with a build-step ability")


def test_build_auto_offered_as_its_choice_says(states: list[SwtState]) -> None:
    seen = {True: 0, False: 0}
    for state in states:
        if state.decision != "build" or state.orders:
            continue
        p = state.stack[-1][1]
        acts = state.build_offer(p)
        offered = acts[0].id == "build auto"
        rest = acts[1:] if offered else acts
        assert offered == (state.auto_build_choice(p, list(rest)).id != "end")
        seen[offered] += 1
    assert seen[True] and seen[False]
