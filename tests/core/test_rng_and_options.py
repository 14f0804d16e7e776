"""The seeded generator and regulation options."""

from __future__ import annotations

import pytest

from tcgkit.core import Option, OptionError, Rng
from tcgkit.core import rng as core_rng


def test_generator_is_deterministic_and_stable_across_machines() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.below(1000) for _ in range(5)] == [b.below(1000) for _ in range(5)]
    # SplitMix64 is pure integer arithmetic: these values are the same on every machine and Python version.
    s = core_rng.seed_state(0)
    s, x = core_rng.next_u64(s)
    assert 0 <= x < 2**64
    assert Rng(7).below(10**9) == Rng(7).below(10**9)


def test_below_is_in_range_and_roughly_uniform() -> None:
    r = Rng(1)
    counts = [0] * 6
    for _ in range(60000):
        counts[r.below(6)] += 1
    assert all(9000 < c < 11000 for c in counts)


def test_shuffle_is_a_permutation() -> None:
    items = list(range(50))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(50)) and items != list(range(50))


def test_shuffle_is_fisher_yates_over_below() -> None:
    """The inlined shuffle draws exactly what ``below`` would: saved games and seeds replay as before."""
    for seed in range(300):
        items, expected = list(range(seed % 45)), list(range(seed % 45))
        s = core_rng.seed_state(seed)
        t = s
        for i in range(len(expected) - 1, 0, -1):
            t, j = core_rng.below(t, i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert core_rng.shuffle(s, items) == t and items == expected


def test_options_are_checked() -> None:
    turn = Option(100, "turn limit", minimum=1)
    assert turn.check("turn_limit", "12") == 12
    with pytest.raises(OptionError, match="at least 1"):
        turn.check("turn_limit", 0)
    mode = Option("seed", "dice", choices=("seed", "attacker-only"))
    with pytest.raises(OptionError, match="not one of"):
        mode.check("dice_mode", "loaded")
    flag = Option(False, "flag")
    assert flag.check("limit_winner", "true") is True
    with pytest.raises(OptionError):
        flag.check("limit_winner", 3)
