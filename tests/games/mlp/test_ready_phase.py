"""Ready phase: readying, the action-token table, the first player's skipped draw (MLP-4.3–4.5, MLP-6.7)."""

from __future__ import annotations

import pytest

from .helpers import base, find, ids, setup, with_player


@pytest.mark.parametrize(
    ("scores", "gain"),
    [((1, 0), 2), ((0, 2), 3), ((5, 3), 3), ((6, 0), 4), ((2, 10), 4), ((11, 11), 5), ((0, 14), 5)],
)
def test_token_table_by_highest_score(scores: tuple[int, int], gain: int) -> None:
    """MLP-4.4: the active player gains 2/3/4/5 tokens by the higher of both scores (≤1, 2–5, 6–10, ≥11)."""
    state = setup(base(phase="ready", scores=list(scores), tokens=[0, 0]))
    assert state.decision == "main" and state.phase == "main"
    assert state.tokens == [gain, 0]


def test_tokens_carry_over_and_the_pool_only_grows_in_ready() -> None:
    """MLP-6.7: unspent tokens carry over (no maximum); MLP-4.4 adds to the pool."""
    state = setup(base(phase="ready", scores=[0, 0], tokens=[7, 3]))
    assert state.tokens == [9, 3]


def test_first_player_skips_the_turn_one_draw() -> None:
    """MLP-4.5: the first player does not draw on turn 1 of the game; MLP-4.4: they still gain 2 tokens."""
    state = setup(base(phase="ready", turn=1, active=0, first=0, tokens=[0, 0]))
    assert state.hands[0] == [] and len(state.decks[0]) == 7
    assert state.tokens == [2, 0]


def test_second_player_draws_on_their_first_turn() -> None:
    """MLP-4.5: only the first player's turn-1 draw is skipped."""
    state = setup(base(phase="ready", turn=2, active=1, first=0, tokens=[0, 0]))
    assert len(state.hands[1]) == 1 and len(state.decks[1]) == 6
    assert state.tokens == [0, 2]


def test_first_player_draws_from_turn_three() -> None:
    """MLP-4.5 (and MLP-4.1): the draw happens every later turn."""
    state = setup(base(phase="ready", turn=3, active=0, first=0, tokens=[0, 0]))
    assert [state.cards[i] for i in state.hands[0]] == ["pr-012-emerald-green"]


def test_ready_removes_only_the_active_players_exhaustion() -> None:
    """MLP-4.3: exhaustion counters of the active player's cards come off; the opponent's stay."""
    pos = with_player(base(phase="ready"), 0, home=[{"card": "Jetstream", "exhausted": True}])
    pos = with_player(pos, 1, home=[{"card": "Comet Tail", "exhausted": True}])
    state = setup(pos)
    assert not state.fl[find(state, "Jetstream")] & 1
    assert state.fl[find(state, "Comet Tail")] & 1
    assert "move pr-007-jetstream@h0" in ids(state)


def test_empty_deck_draw_does_nothing() -> None:
    """MLP-6.25, MLP-7.4: an empty deck skips the draw; nobody loses for it."""
    state = setup(with_player(base(phase="ready"), 0, deck=[]))
    assert state.hands[0] == [] and not state.is_over
    assert "draw" not in ids(state)  # MLP-4.18: the draw action is not offered with an empty deck
