"""Whole-run actions: one action for a run of the same small decision, doing exactly what the single steps would
(the single steps stay offered): discarding down to the hand limit (MLP-4.25), discarding friends above the home
limit (MLP-4.26), leaving every Random character where it is (MLP-6.18)."""

from __future__ import annotations

from .helpers import FILLER, GAME, base, cid, ids, run, setup, where, with_player

#: 11 cards in hand: Pinprick needs 4 pink (short 4), Big Mac 2 orange (short 2), Two Bits 2 blue (short 1)
HAND = [*FILLER, "Big Mac, Immense Apple", "Two Bits", "Jetstream", "Pinprick"]


def test_discard_down_in_one_action() -> None:
    """MLP-4.25: 11 cards, 3 must go: ``discard auto`` discards, one after the other, the cards whose colour
    requirement is furthest from met (MLP-6.1), then the costliest — named in its label."""
    state = setup(with_player(base(phase="end"), 0, hand=HAND))
    assert state.decision == "discard_down"
    auto = state.legal_actions()[-1]
    assert auto.id == "discard auto"
    assert auto.label == "Discard 3 cards at once: Pinprick, Big Mac, Two Bits (hand limit)"
    single = state.clone()
    run(state, "discard auto")
    run(single, *(f"discard {cid(n)}" for n in ("Pinprick", "Big Mac, Immense Apple", "Two Bits")))
    assert len(state.hands[0]) == 8 and state.active == 1
    assert state.hands == single.hands and state.discards == single.discards and state.locs == single.locs
    assert [d["why"] for k, d, _ in state.events if k == "discard"] == ["hand limit"] * 3


def test_one_card_over_the_hand_limit_is_a_single_step() -> None:
    """MLP-4.25: with one card to discard there is no run, so no whole-run action."""
    state = setup(with_player(base(phase="end"), 0, hand=HAND[:9]))
    assert state.decision == "discard_down" and "discard auto" not in ids(state)


def test_home_limit_in_one_action() -> None:
    """MLP-4.26: six friends at home, limit 3: ``retire auto`` discards the frightened one first (MLP-6.4: no
    power), then the weakest, then the cheapest (ties by card id)."""
    home = [
        "Red Gala",
        {"card": "Blue Moon", "frightened": True},
        "Sweetie Sunrise",
        "Emerald Green",
        "Comet Tail",
        "Sugar Twist",
    ]
    state = setup(with_player(base(phase="end"), 0, home=home))
    assert state.decision == "retire"
    auto = state.legal_actions()[-1]
    assert auto.id == "retire auto"
    assert auto.label == "Discard 3 friends from your home at once: Blue Moon, Sweetie Sunrise, Comet Tail"
    single = state.clone()
    run(state, "retire auto")
    run(single, "retire pr-060-blue-moon@h0", "retire pr-020-sweetie-sunrise@h0", "retire pr-054-comet-tail@h0")
    assert len(state.friends_at_home(0)) == 3 and state.active == 1
    assert state.discards == single.discards and state.locs == single.locs


def test_every_random_character_stays_in_one_action() -> None:
    """MLP-6.18: each Random character may move at the start of the score phase; ``stay all`` declines them all
    (each single ``stay`` stays offered); the last one offers no whole run."""
    pos = with_player(base(phase="score", tokens=[0, 0]), 0, home=["Dance Fever", "Pinprick"])
    state = setup(pos)
    assert state.decision == "random_move" and ids(state) == ["to s0", "to s1", "stay", "stay all"]
    single = state.clone()
    run(state, "stay all")
    assert state.decision != "random_move"
    assert where(state, "Dance Fever") == "h0" and where(state, "Pinprick") == "h0"
    run(single, "stay")
    assert single.decision == "random_move" and ids(single) == ["to s0", "to s1", "stay"]
    run(single, "stay")
    assert single.to_json() == state.to_json().replace(  # the same state but for the history of ids
        '"stay all"', '"stay","stay"'
    )


def test_the_new_actions_change_the_game_version() -> None:
    """Records of version 1 did not have the whole-run actions (a record of another version is refused)."""
    assert GAME.version == "2"
