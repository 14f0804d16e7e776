"""Persona conflicts between the players and contests with Force bids (SWT-5.19-5.22, SWT-6.11)."""

from __future__ import annotations

from .helpers import cid, events, ids, play, setup


def contest(dark: list, light: list, dark_force: int, light_force: int) -> object:
    """A character arena battle about to start; the Guard and the Clone Warrior give decisions after it."""
    return setup(
        {
            "step": "battle",
            "arena": "character",
            "dark": {"force": dark_force, "units": [*dark, "Geonosian Guard"]},
            "light": {"force": light_force, "units": [*light, "Clone Warrior 5/373"]},
        }
    )


def test_bidding_and_the_winner_pays() -> None:
    """SWT-5.20: Dark opens from 0 to its Force; then Light first, pass or raise above both bids up to one's own
    Force, until two passes in a row; SWT-5.21 score = bid + top card's printed cost + cards under it; the winner
    pays its bid, the loser's unit is discarded and the loser pays nothing."""
    state = contest(["Boba Fett (A)"], ["Boba Fett (A)"], 5, 3)
    assert state.decision == "bid_open" and state.to_move == 0
    assert ids(state) == [f"bid {n}" for n in range(6)]
    play(state, "bid 1")
    assert state.to_move == 1 and ids(state) == ["pass", "raise 2", "raise 3"]
    play(state, "raise 3")
    assert state.to_move == 0 and ids(state) == ["pass", "raise 4", "raise 5"]
    play(state, "pass")  # Light can't raise above 3 with 3 Force: it passes at once, ending the bidding
    result = events(state, "contest_result")[0]
    assert result == {"dark_score": 1 + 2, "light_score": 3 + 2, "winner": 1, "paid": 3, "arena": "character"}
    assert state.force == [5, 0]
    assert state.unit(1) is None and state.unit(3) is not None
    assert [e["bid"] for e in events(state, "bid")] == [1, 3, None, None]


def test_a_passed_player_may_raise_again_after_a_raise() -> None:
    """SWT-5.20: a pass does not end a player's bidding if the other raises in between."""
    state = contest(["Boba Fett (A)"], ["Boba Fett (A)"], 5, 5)
    play(state, "bid 0", "pass")
    assert state.to_move == 0
    play(state, "raise 2")
    assert state.to_move == 1 and ids(state)[:2] == ["pass", "raise 3"]


def test_equal_scores_discard_both_and_nobody_pays() -> None:
    """SWT-5.22: equal scores discard both units (whole stacks), no payment; their equipment returns to the
    build zone (SWT-5.6)."""
    state = contest([{"card": "Boba Fett (A)", "equipment": ["Blaster Pistol"]}], ["Boba Fett (A)"], 4, 4)
    play(state, "bid 0", "pass", "pass")
    result = events(state, "contest_result")[0]
    assert result["winner"] is None and result["paid"] == 0
    assert state.force == [4, 4] and state.unit(1) is None and state.unit(3) is None
    assert [state.cards[i] for i in state.gear[0]] == [cid("Blaster Pistol")]


def test_cross_side_persona_and_stack_scores() -> None:
    """SWT-5.19: any same-persona pair conflicts whatever the cards' sides or names (Darth Sidious and Chancellor
    Palpatine share the persona Palpatine); SWT-5.21 a stack scores its top card's cost + cards under it; the
    losing stack is discarded whole."""
    state = contest(["Darth Sidious (B)"], [{"cards": ["Chancellor Palpatine (B)", "Chancellor Palpatine (A)"]}], 1, 0)
    play(state, "bid 0", "pass")  # Light has no Force: it can only pass (at once), then Dark passes
    result = events(state, "contest_result")[0]
    assert (result["dark_score"], result["light_score"], result["winner"]) == (7, 5 + 1, 0)
    assert state.unit(3) is None and len(state.discards[1]) == 2 and state.force == [1, 0]


def test_dark_orders_several_contests_and_retreated_units_dont_conflict() -> None:
    """SWT-5.19: several conflicts in the arena are contested one at a time, Dark choosing the next; units in
    a build zone (retreated) don't conflict; SWT-6.11 until contested, both units act normally."""
    state = contest(
        ["Boba Fett (A)", "Darth Sidious (B)", {"card": "Dexter Jettster (A)", "arena": "retreated"}],
        ["Boba Fett (A)", "Chancellor Palpatine (A)", "Dexter Jettster (A)"],
        0,
        0,
    )
    assert state.decision == "contest_pick" and state.to_move == 0
    # units: Dark u1 Boba, u2 Sidious, u3 Dexter (retreated), u4 Guard; Light u5 Boba, u6 Palpatine, u7 Dexter
    assert ids(state) == ["contest u1-u5", "contest u2-u6"]
    play(state, "contest u2-u6")  # without Force every bid is 0 and every choice is forced
    assert [e["persona"] for e in events(state, "contest")] == ["Palpatine", "Boba Fett"]
    assert state.unit(6) is None  # Palpatine: 7 beats 4
    assert state.unit(1) is None and state.unit(5) is None  # Boba Fett: a tie
    assert state.unit(3) is not None and state.unit(7) is not None
