"""Mane Character flips (MLP-6.8, MLP-6.9): the five condition kinds (synthetic Manes) and the real Premiere Manes'
card-text conditions (MLP-0.7)."""

from __future__ import annotations

from typing import Any

from tcgkit.games.mlp.state import MlpState

from .helpers import at, base, find, run, setup, with_player
from .synthetic import GAME as TEST_GAME


def boosted(state: MlpState, p: int = 0) -> bool:
    return bool(state.fl[state.mane[p]] & 8)


def tsetup(pos: dict[str, Any]) -> MlpState:
    state = TEST_GAME.setup(pos)
    assert isinstance(state, MlpState)
    return state


def mane(pos: dict[str, Any], name: str) -> dict[str, Any]:
    return with_player(pos, 0, mane=name)


def test_confront_color_flip() -> None:
    """MLP-6.8 confront_color N: the owner confronts a slot where their ready characters of the Mane's colour
    total N power (Confront Mane: blue, 3)."""
    pos = at(mane(base(phase="score"), "Confront Mane"), "s0", "Emerald Green", "Red Gala")  # blue 2
    assert not boosted(tsetup(pos))
    pos = at(mane(base(phase="score"), "Confront Mane"), "s0", "Emerald Green", "Cerulean Skies", "Red Gala")  # blue 3
    state = tsetup(pos)
    assert boosted(state) and state.power(state.mane[0]) == 2


def test_friends_in_play_flip_is_a_state_check() -> None:
    """MLP-6.8 friends_in_play N, MLP-6.28: checked after every action; the third friend flips the Mane at once."""
    pos = mane(with_player(base(), 0, home=["Emerald Green", "Red Gala"], hand=["Sweetie Sunrise"]), "Friends Mane")
    state = tsetup(pos)
    assert not boosted(state)
    run(state, "play pr-020-sweetie-sunrise", "to h0")
    assert boosted(state) and state.decision == "main"


def test_characters_at_problem_flip() -> None:
    """MLP-6.8 characters_at_problem N: N ready characters of the owner at one slot."""
    pos = mane(at(base(), "s1", {"card": "Emerald Green", "owner": 0}, {"card": "Red Gala", "owner": 0}), "Crowd Mane")
    state = tsetup(with_player(pos, 0, hand=["Sweetie Sunrise"]))
    assert not boosted(state)
    run(state, "play pr-020-sweetie-sunrise", "to s1")
    assert boosted(state)


def test_score_flip() -> None:
    """MLP-6.8 score: the owner scores any points (here a confront point)."""
    state = tsetup(at(mane(base(phase="score"), "Score Mane"), "s0", "Emerald Green", "Red Gala"))
    assert state.scores == [1, 0] and boosted(state)


def test_win_faceoff_flip() -> None:
    """MLP-6.8 win_faceoff: the owner wins any faceoff (here a troublemaker faceoff)."""
    pos = at(
        mane(base(phase="troublemaker"), "Win Mane"),
        "s1",
        {"card": "Red Gala", "owner": 0},
        {"card": "Full Steam", "owner": 0},
        "Flim",
    )
    state = tsetup(pos)
    run(state, "challenge pr-155-flim@s1")
    assert boosted(state)


def test_flip_keeps_state_and_is_permanent() -> None:
    """MLP-6.9: the Mane keeps its location, exhaustion and modifiers; it stays BOOSTED."""
    pos = mane(base(phase="score"), "Score Mane")
    pos = at(pos, "s0", {"card": "Score Mane", "power": 2}, "Emerald Green", "Red Gala")
    state = tsetup(pos)
    m = state.mane[0]
    assert boosted(state) and state.where(m) == 2
    assert state.power(m) == 2  # BOOSTED power; the +2 ended with player 0's turn
    run(state, "end")
    assert boosted(state)


def test_rainbow_dash_flips_confronting_her_problem_with_an_own_troublemaker_there() -> None:
    """MLP-6.8 with card text (MLP-0.7): Rainbow Dash flips when her controller confronts the problem she is at while
    they have a troublemaker there; then BOOSTED she has 3 power, Swift and home limit 4 (MLP-1.4)."""
    rd = {"card": "Rainbow Dash, Flier Extraordinaire"}
    no_tm = setup(at(base(phase="score"), "s0", rd, "Red Gala"))
    assert no_tm.scores == [1, 0] and not boosted(no_tm)
    state = setup(at(base(phase="score"), "s0", rd, "Red Gala", {"card": "Flim", "owner": 0, "face_down": True}))
    assert boosted(state)
    m = state.mane[0]
    assert state.power(m) == 3 and "Swift" in state.keywords(m) and state.home_limit(0) == 4


def test_applejack_flips_with_more_power_than_required() -> None:
    """Applejack (card text, MLP-0.7): confronting her problem with more power there than the requirement."""
    pos = with_player(base(phase="score"), 0, mane="Applejack, Steadfast Farmpony", problem="Runaway Cart")
    exact = setup(at(pos, "s0", {"card": "Applejack, Steadfast Farmpony"}, "Comet Tail"))  # 1 orange + 1 other = 2
    assert exact.scores == [1, 0] and not boosted(exact)
    more = setup(at(pos, "s0", {"card": "Applejack, Steadfast Farmpony"}, "Blue Moon"))
    assert boosted(more)


def test_pinkie_pie_flips_without_opposing_friends_there() -> None:
    """Pinkie Pie (card text, MLP-0.7): confronting her problem while no opposing friend is there."""
    pos = with_player(base(phase="score"), 0, mane="Pinkie Pie, Party Animal", problem="Special Delivery!")
    pp = {"card": "Pinkie Pie, Party Animal"}
    crowded = setup(at(pos, "s0", pp, "Comet Tail", {"card": "Sweetie Sunrise", "owner": 1}))
    assert crowded.scores == [1, 0] and not boosted(crowded)
    alone = setup(at(pos, "s0", pp, "Comet Tail"))
    assert boosted(alone)


def test_rarity_flips_after_two_points_in_one_score_phase_at_her_problem() -> None:
    """Rarity (card text, MLP-0.7): 2 points in one score phase at the problem where she is (a confront point and
    the faceoff bonus 1 there)."""
    pos = with_player(base(phase="score"), 0, mane="Rarity, Dazzling Fashionista", problem="Emergency Dress Order")
    pos = with_player(with_player(pos, 0, deck=["Full Steam"]), 1, deck=["Comet Tail"])
    ra = {"card": "Rarity, Dazzling Fashionista"}
    one = setup(at(pos, "s0", ra, "Red Gala"))
    assert one.scores == [1, 0] and not boosted(one)
    state = setup(at(pos, "s0", ra, "Red Gala", {"card": "Blue Moon", "owner": 1}, {"card": "Blue Jay", "owner": 1}))
    assert state.scores == [2, 0] and boosted(state)


def test_twilight_flips_winning_a_faceoff_she_took_part_in() -> None:
    """Twilight Sparkle (card text, MLP-0.7): win_faceoff only for a faceoff she took part in."""
    pos = with_player(base(phase="troublemaker"), 0, mane="Twilight Sparkle, Faithful Student")
    pos = with_player(pos, 1, mane="Rainbow Dash, Flier Extraordinaire")
    away = setup(at(pos, "s1", {"card": "Full Steam", "owner": 0}, "Flim"))
    run(away, "challenge pr-155-flim@s1")
    assert away.scores == [1, 0] and not boosted(away)
    there = setup(
        at(
            pos,
            "s1",
            {"card": "Full Steam", "owner": 0},
            {"card": "Twilight Sparkle, Faithful Student", "owner": 0},
            "Flim",
        )
    )
    run(there, "challenge pr-155-flim@s1")
    assert boosted(there)
    assert find(there, "Flim") in there.discards[1]
