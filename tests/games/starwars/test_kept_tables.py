"""Tables kept on the state between decisions for speed (perf-sw) equal the same tables computed afresh, at every
decision of random games: the activated abilities the board allows (``ready_now`` against ``_ready_abilities``)
and the test that offers ``build auto`` (``auto_build_wants`` against ``auto_build_choice``)."""

from __future__ import annotations

from typing import Any

import pytest

import tcgkit
from tcgkit.bench import deck_pairs, pick
from tcgkit.core import Rng
from tcgkit.core.compiled import compiled_modules
from tcgkit.games.starwars.base import RETREATED
from tcgkit.games.starwars.state import SwtState

from .helpers import setup

#: the compiled build (scripts/build_compiled.py) calls methods of compiled classes directly: a method patched on the
#: class is not seen there, so the tests that check a kept table by patching its method run in plain Python only
PLAIN_PYTHON_ONLY = pytest.mark.skipif(
    bool(compiled_modules()), reason="patches a method of a compiled class (the compiled build calls it directly)"
)

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


def _fresh_static_ops(state: SwtState) -> frozenset[str]:
    ops: set[str] = set()
    for u in state.units:
        if u[3] != RETREATED:
            ops |= state.facts[u[2][0]].static_ops
    for i in state.locs:
        if i >= 0:
            ops |= state.facts[i].static_ops
    return frozenset(ops)


def _fresh_personas(state: SwtState) -> tuple[set[str], set[str]]:
    out: tuple[set[str], set[str]] = (set(), set())
    for u in state.units:
        if u[3] <= RETREATED:
            out[u[1]].add(state.facts[u[2][0]].persona)
    return out


def _aura_rows(entries: list[Any]) -> list[tuple[Any, ...]]:
    return [(id(e), kind, c.user, c.src, c.arena, c.chosen, host) for e, kind, c, host in entries]


@PLAIN_PYTHON_ONLY
def test_carried_tables_equal_fresh_ones_after_every_change(monkeypatch: pytest.MonkeyPatch) -> None:
    """After every change of a unit (``carry_tables``), each table that is current for the new board (carried
    over or not) equals a fresh computation: the static ops in play, the personas, the continuous effects, the
    initial totals, the places of the units with activated abilities; and ``unit`` finds what a pass over the
    units finds."""
    carry = SwtState.carry_tables
    seen = {"static": 0, "persona": 0, "auras": 0, "abilities": 0, "totals": 0}

    def checked(self: SwtState, old_v: int, old_shape: int, before: Any, after: Any) -> None:
        carry(self, old_v, old_shape, before, after)
        memo = self._static_memo
        if memo is not None and memo[0] == self.shape_v:
            assert memo[1] == _fresh_static_ops(self)
            seen["static"] += 1
        pm = self._persona_memo
        if pm is not None and pm[0] == self.shape_v:
            assert pm[1] == _fresh_personas(self)
            seen["persona"] += 1
        am = self._aura_memo
        if am is not None and am[0] == self.units_v and am[2] is None:
            assert _aura_rows(am[3]) == _aura_rows(self._compute_auras()[0])
            seen["auras"] += 1
        tm = self._totals
        if tm is not None and tm[0] == self.shape_v and tm[1] == self.builds:
            self._totals = None
            assert tm[2] == [self.total(0), self.total(1)]
            self._totals = tm
            seen["totals"] += 1
        ab = self._ability_places
        if ab is not None and ab[0] == self.shape_v:
            kept = {key: [self.units[n] for n in at] for key, at in ab[2].items()}
            self._ability_places = None
            assert kept == {key: self.ability_units(*key) for key in kept}
            self._ability_places = ab
            seen["abilities"] += 1
        for u in self.units:
            assert self.unit(u[0]) is u
        assert self.unit(self.next_uid) is None

    monkeypatch.setattr(SwtState, "carry_tables", checked)
    game = tcgkit.game("starwars")
    pairs = deck_pairs(game)
    for seed in range(16):  # every deck pair twice
        state = game.new_game(pairs[seed % len(pairs)], seed=seed)
        rng = Rng(seed)
        while not state.is_over:
            state.apply(pick(state.legal_actions(), rng))
    assert all(seen.values()), seen


def test_retreat_steps_offer_what_a_pass_over_the_units_finds(monkeypatch: pytest.MonkeyPatch) -> None:
    """SWT-5.10: after a retreat the next retreat step reads the units left from the last offer (``_retreat_left``)
    rather than passing over every unit: it offers exactly the units a fresh pass finds."""
    step = SwtState._STEPS["retreat_step"]
    seen = {"kept": 0, "steps": 0}

    def checked(self: SwtState, frame: Any) -> None:
        fresh = self.retreat_candidates(frame[1])
        left = self._retreat_left
        seen["kept"] += left is not None and left[0] == self.units_v
        step(self, frame)
        top = self.stack[-1] if self.stack else None
        offered = self._offered
        got = offered[1] if top is not None and top[0] == "retreat" and offered and offered[0] is top else []
        assert got == fresh
        seen["steps"] += 1

    monkeypatch.setitem(SwtState._STEPS, "retreat_step", checked)  # the steps are dispatched through this table
    game = tcgkit.game("starwars")
    pairs = deck_pairs(game)
    for seed in range(16):
        state = game.new_game(pairs[seed % len(pairs)], seed=seed)
        rng = Rng(seed)
        while not state.is_over:
            state.apply(pick(state.legal_actions(), rng))
    assert seen["kept"] > 20 and seen["steps"] > seen["kept"], seen


def test_kept_completion_options_equal_fresh_ones() -> None:
    """SWT-5.3: the completion options kept between build offers (``kept_options``) are what ``completion_options``
    computes now, for every card of the deciding player they hold, at every build decision of random games."""
    game = tcgkit.game("starwars")
    pairs = deck_pairs(game)
    checked = 0
    for seed in range(160):
        state = game.new_game(pairs[seed % len(pairs)], seed=seed)
        assert isinstance(state, SwtState)
        rng = Rng(seed)
        while not state.is_over:
            actions = state.legal_actions()
            if state.decision == "build":
                p = state.stack[-1][1]
                cheaper = state.has_static_op("cost")
                kept = state.kept_options(p, cheaper)
                mine = {state.cards[i]: i for i in [*state.hands[p], *(b[1] for b in state.builds if b[0] == p)]}
                for cid, opts in kept.items():
                    if cid in mine:
                        assert opts == state.completion_options(p, mine[cid], cheaper)
                        checked += 1
            state.apply(pick(actions, rng))
    assert checked > 1000


def _fresh_conflicts(state: SwtState, a: int) -> list[tuple[int, int]]:
    dark = state.dark
    mine = [u for u in state.units if u[1] == dark and u[3] <= 2]
    theirs = [u for u in state.units if u[1] != dark and u[3] <= 2]
    return [(x[0], y[0]) for x in mine for y in theirs if state.persona(x) == state.persona(y) and a in (x[3], y[3])]


def test_kept_persona_pairs_give_the_conflicts_a_pass_finds(states: list[SwtState]) -> None:
    """SWT-5.19: the conflicts of each arena from the kept pairs of same-persona units (``conflicts``) equal a
    fresh pass, in random games and through contests that discard units."""
    for state in states:
        for a in range(3):
            assert state.conflicts(a) == _fresh_conflicts(state, a)
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dark": {"force": 2, "units": ["Boba Fett (A)", "Darth Sidious (B)", "Geonosian Guard"]},
            "light": {"force": 1, "units": ["Boba Fett (A)", "Chancellor Palpatine (A)", "Clone Warrior 5/373"]},
        }
    )
    found = 0
    rng = Rng(3)
    while not state.is_over and state.turn < 3:
        for a in range(3):
            fresh = _fresh_conflicts(state, a)  # type: ignore[arg-type]
            assert state.conflicts(a) == fresh  # type: ignore[attr-defined]
            found += len(fresh)
        state.apply(pick(state.legal_actions(), rng))
    assert found
