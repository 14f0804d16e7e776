"""The End phase and the turn cycle (MLP-4.1, MLP-4.25–4.27, MLP-6.29–6.30, MLP-7.5, options MLP-11.2, MLP-11.3)."""

from __future__ import annotations

from .helpers import FILLER, at, base, find, ids, run, setup, with_player


def end_phase(**kw: object) -> dict[str, object]:
    return base(phase="end", **kw)


def test_hand_limit_discards_down_to_eight_one_at_a_time() -> None:
    """MLP-4.25, MLP-6.30: the active player with more than 8 cards chooses cards to discard until 8."""
    hand = [*FILLER, "Flitter", "Flitter", "High Spirits"]  # 10 cards
    state = setup(with_player(end_phase(), 0, hand=hand))
    assert state.decision == "discard_down" and state.to_move == 0
    offered = ids(state)
    assert "discard pr-042-flitter" in offered and len(offered) == 10  # one action per distinct card
    assert offered[-1] == "discard auto"  # and the whole run at once (test_shortcuts.py)
    run(state, "discard pr-042-flitter")
    assert state.decision == "discard_down"
    run(state, "discard pr-042-flitter")
    assert len(state.hands[0]) == 8 and state.active == 1


def test_hand_limit_is_not_enforced_on_the_other_player() -> None:
    """MLP-6.30: the limit is only checked in the active player's own End phase."""
    state = setup(with_player(end_phase(), 1, hand=FILLER + FILLER))
    assert state.active == 1 and len(state.hands[1]) == 14 + 1  # and player 1 drew for their turn


def test_home_limit_discards_friends_at_home_above_the_manes_limit() -> None:
    """MLP-4.26, MLP-6.29: Rainbow Dash's START home limit is 3; four friends at home (a frightened one counts,
    the Mane and resources do not) -> the player discards one of them."""
    home = ["Emerald Green", "Red Gala", {"card": "Blue Moon", "frightened": True}, "Sugar Twist", "Two Bits"]
    state = setup(with_player(end_phase(), 0, home=home))
    assert state.decision == "retire" and state.to_move == 0
    assert ids(state) == [
        "retire pr-012-emerald-green@h0",
        "retire pr-033-red-gala@h0",
        "retire pr-060-blue-moon@h0",
        "retire pr-079-sugar-twist@h0",
    ]
    run(state, "retire pr-060-blue-moon@h0")
    assert [state.cards[i] for i in state.discards[0]] == ["pr-060-blue-moon"] and state.active == 1


def test_home_limit_uses_the_boosted_side() -> None:
    """MLP-6.29: the BOOSTED Rainbow Dash has home limit 4: four friends at home are fine."""
    home = ["Emerald Green", "Red Gala", "Blue Moon", "Sugar Twist"]
    state = setup(with_player(end_phase(), 0, home=home, boosted=True))
    assert state.active == 1 and len(state.locs[0]) == 5


def test_going_over_the_home_limit_during_the_turn_is_allowed() -> None:
    """MLP-6.29: playing friends home beyond the limit is legal; only the End phase enforces it."""
    pos = with_player(base(), 0, home=["Emerald Green", "Red Gala", "Blue Moon"], hand=["Sugar Twist"])
    state = setup(pos)
    run(state, "play pr-079-sugar-twist", "to h0")
    assert len(state.friends_at_home(0)) == 4 and state.decision == "main"


def test_end_of_turn_effects_end_and_the_other_player_begins() -> None:
    """MLP-4.27: "until end of turn" modifiers end; MLP-4.1: then the other player is active, the turn counter
    grows by 1, and their Ready phase follows."""
    state = setup(at(end_phase(), "s0", {"card": "Emerald Green", "power": 3}))
    assert state.turn == 4 and state.active == 1 and state.decision == "main"
    assert state.power(find(state, "Emerald Green")) == 2
    assert state.tokens == [5, 7]  # player 1 gained 2 (MLP-4.4)


def test_turn_limit_ends_in_a_draw() -> None:
    """MLP-7.5, MLP-11.2: after the End phase of turn `turn_limit` the game is a draw (MLP-7.6 reason)."""
    state = setup(end_phase(turn=80, scores=[9, 4]))
    assert state.is_over and state.result is not None
    assert state.result.winner is None and state.result.reason == "turn_limit"
    short = setup(end_phase(turn=5, options={"turn_limit": 5}))
    assert short.is_over and short.result is not None and short.result.reason == "turn_limit"


def test_turn_limit_winner_option() -> None:
    """MLP-7.5, MLP-11.3: with limit_winner the player with more points wins at the turn limit; equal: a draw."""
    state = setup(end_phase(turn=80, scores=[9, 4], options={"limit_winner": True}))
    assert state.result is not None and state.result.winner == 0
    even = setup(end_phase(turn=80, scores=[4, 4], options={"limit_winner": True}))
    assert even.result is not None and even.result.winner is None


def test_hand_limit_before_home_limit_when_both_are_over() -> None:
    """MLP-4.25–4.26: over both limits -> the hand discards first, then the home limit (then the next turn)."""
    hand = [*FILLER, "Flitter", "Flitter", "High Spirits"]  # 10 cards
    home = ["Emerald Green", "Red Gala", "Blue Moon", "Sugar Twist", "Two Bits"]
    state = setup(with_player(end_phase(), 0, hand=hand, home=home))
    assert state.decision == "discard_down"
    run(state, "discard pr-042-flitter", "discard pr-042-flitter")
    assert len(state.hands[0]) == 8 and state.decision == "retire" and state.active == 0
    run(state, "retire pr-060-blue-moon@h0")
    assert state.active == 1
