"""Win rates with Wilson intervals and the summary of a match-up."""

from __future__ import annotations

import pytest

from tcgkit.sim import UNFINISHED, GameResult, Rate, summarize, wilson


@pytest.mark.parametrize(
    ("k", "n", "low", "high"),
    [  # Newcombe (1998), Statistics in Medicine 17:857-872, table I (Wilson score method without correction)
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 20, 0.0, 0.1611),
        (1, 29, 0.0061, 0.1718),
        (5, 10, 0.2366, 0.7634),
        (10, 10, 0.7225, 1.0),
    ],
)
def test_wilson_intervals_match_published_values(k: int, n: int, low: float, high: float) -> None:
    lo, hi = wilson(k, n)
    assert lo == pytest.approx(low, abs=5e-5) and hi == pytest.approx(high, abs=5e-5)


def test_wilson_edge_cases() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson(5, 4)
    lo, hi = wilson(150, 200)
    assert lo < 0.75 < hi and hi - lo < 0.13


def test_a_rate_prints_its_interval() -> None:
    assert Rate(150, 200).text() == "75.0% [68.6–80.5%]"
    assert Rate(0, 0).rate == 0.0


def result(seed: int, winner: int | None, reason: str, first: int | None, decisions: int = 10) -> GameResult:
    seats = (0, 1) if seed % 2 == 0 else (1, 0)
    return GameResult(seed, seats, winner, reason, decisions, decisions // 2, first)


def test_summary_counts_wins_draws_first_player_lengths_and_reasons() -> None:
    results = [
        result(0, 0, "LIFE_DAMAGE", first=0, decisions=10),
        result(1, 0, "LIFE_DAMAGE", first=1, decisions=20),
        result(2, 1, "DECK_OUT", first=1, decisions=30),
        result(3, None, "TURN_LIMIT", first=0, decisions=40),
        result(4, None, UNFINISHED, first=None, decisions=50),
    ]
    s = summarize(results)
    assert s.games == 5 and s.wins == (2, 1) and s.draws == 1 and s.unfinished == 1
    assert s.win_rate(0) == Rate(2, 5) and s.win_rate(1) == Rate(1, 5)
    assert s.first_player == Rate(2, 4)  # games 0 and 2 were won by the player who went first
    assert (s.mean_decisions, s.min_decisions, s.max_decisions) == (30.0, 10, 50)
    assert s.mean_turns == 15.0
    assert s.reasons == {"LIFE_DAMAGE": 2, "DECK_OUT": 1, "TURN_LIMIT": 1, UNFINISHED: 1}
    data = s.to_dict()
    assert data["win_rate"][0]["k"] == 2 and data["first_player_win_rate"]["n"] == 4
