"""The engine's shortcuts change no decision: the per-game feature flags (features.py) only skip scans that would
find nothing, the cached aura table is the one a fresh build gives, and the quick colour-power table of the main
phase (MLP-6.1) equals the plain definition (every ready character's current power and colours, MLP-1.15)."""

from __future__ import annotations

from typing import Any

import pytest

from tcgkit.bench import deck_pairs, pick
from tcgkit.core import Rng
from tcgkit.games.mlp.features import Features
from tcgkit.games.mlp.requirements import RequirementRules
from tcgkit.games.mlp.state import MlpState

from .helpers import GAME

PAIRS = deck_pairs(GAME)
#: every optional rule switched on: what the engine did before the flags existed
EVERYTHING = Features(
    forbids=True,
    forbids_moves=True,
    dismiss_replace=True,
    grants_traits=True,
    color_auras=True,
    unique=True,
    problem_abilities=True,
    tm_phase_events=True,
    reaction_triggers=frozenset(
        ab.trigger for c in GAME.cards.values() for ab in (*c.abilities, *c.boosted_abilities) if ab.trigger
    ),
)


def _play(seed: int, each: Any = None, limit: int = 400) -> MlpState:
    """A seeded random game over the sample deck pairs (as ``tcgkit bench``), calling ``each(state)`` at every
    decision."""
    state = GAME.new_game(PAIRS[seed % len(PAIRS)], seed=seed)
    assert isinstance(state, MlpState)
    rng = Rng(seed)
    n = 0
    while not state.is_over and n < limit:
        if each is not None:
            each(state)
        state.apply(pick(state.legal_actions(), rng))
        n += 1
    return state


@pytest.mark.parametrize("seed", range(len(PAIRS)))
def test_feature_flags_only_skip_what_finds_nothing(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game played with every optional rule scanned gives the same actions, log and final state."""
    fast = _play(seed)
    monkeypatch.setattr(GAME, "features_of", lambda cards: EVERYTHING)
    full = _play(seed)
    assert full.feat is EVERYTHING and fast.feat is not EVERYTHING
    assert full.history == fast.history
    assert full.to_json() == fast.to_json()


@pytest.mark.parametrize("seed", range(len(PAIRS)))
def test_cached_auras_and_colour_power_equal_the_plain_computation(seed: int) -> None:
    """At every decision: the aura table reused from the cache equals a fresh build, and the main phase's
    colour-power table equals the reference one (RequirementRules.color_power: power and colours of each ready
    character, one by one)."""
    checked = 0

    def check(state: MlpState) -> None:
        nonlocal checked
        cached = state.auras()
        fresh = state.clone()
        fresh._au_cache = fresh._au_prev = None
        assert fresh.auras() == cached
        for p in (0, 1):
            assert state.color_power(p) == RequirementRules.color_power(state, p)
            with state.reading():
                assert state.color_power(p, state.all_characters(p)) == RequirementRules.color_power(state, p)
        checked += 1

    _play(seed, check)
    assert checked > 50


@pytest.mark.parametrize("seed", range(len(PAIRS)))
def test_side_power_equals_the_power_of_each_character(seed: int) -> None:
    """At every decision, at every place, for both players: the side power of MLP-5.2 (printed powers read straight
    for the characters nothing can modify, ContinuousRules.power_touched) equals the reference one (the current
    power of each face-up character, RequirementRules.side_power), outside and inside a read-only block."""
    checked = 0

    def check(state: MlpState) -> None:
        nonlocal checked
        for p in (0, 1):
            for loc in range(len(state.locs)):
                want = RequirementRules.side_power(state, p, loc)
                assert state.side_power(p, loc) == want
                with state.reading():
                    assert state.side_power(p, loc) == want
                    checked += 1

    _play(seed, check)
    assert checked > 200


@pytest.mark.parametrize("seed", range(len(PAIRS)))
def test_every_card_at_a_location_knows_it(seed: int) -> None:
    """At every decision, ``pos`` of each card at a location is that location, and -1 for every other card (the aura
    cache's key reads the sources' places from ``pos``, ContinuousRules._compute_auras)."""
    checked = 0

    def check(state: MlpState) -> None:
        nonlocal checked
        want = [-1] * len(state.cards)
        for loc, cards in enumerate(state.locs):
            for i in cards:
                want[i] = loc
        assert state.pos == want
        checked += 1

    _play(seed, check)
    assert checked > 50
