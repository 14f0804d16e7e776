"""Explanation notes (State.explain): what a player cannot do now and why, and what ends the game soon.

Each test sets up a position (docs/positions-mlp.md) and asserts the exact notes offered, as (rule id, kind, text)
with their references where they matter."""

from __future__ import annotations

from typing import Any

from tcgkit.core import Rng

from .helpers import at, base, find, run, setup, with_player
from .synthetic import GAME as TGAME

POINTS_00 = ("MLP-7.1", "forecast", "Points: you 0/15, the opponent 0/15")


def notes(state: Any, player: int = 0) -> list[tuple[str, str, str]]:
    return [(n["rule_id"], n["kind"], n["text"]) for n in state.explain(player)]


def refs(state: Any, rule: str, player: int = 0) -> list[Any]:
    return next(n["refs"] for n in state.explain(player) if n["rule_id"] == rule)


def test_cards_in_hand_that_cannot_be_played_say_why() -> None:
    """MLP-6.1, MLP-4.21, MLP-1.7: Two Bits needs 2 blue power (Rainbow Dash has 1), Jetstream costs 3 of the 2
    tokens, Assertiveness Training is a faceoff event; Emerald Green (cost 2) is playable and not mentioned."""
    pos = with_player(base(tokens=[2, 5]), 0, hand=["Two Bits", "Jetstream", "Assertiveness Training", "Emerald Green"])
    state = setup(pos)
    assert sorted(notes(state)) == sorted(
        [
            ("MLP-6.1", "blocked", "Two Bits needs 2 blue power among your ready characters in play; you have blue 1"),
            ("MLP-4.21", "blocked", "Not enough tokens for Jetstream (3): you have 2"),
            ("MLP-1.7", "blocked", "Assertiveness Training can be played only in a faceoff"),
            POINTS_00,
        ]
    )
    assert refs(state, "MLP-4.21") == [find(state, "Jetstream")]  # a card of the player's own hand: visible


def test_cards_held_back_for_one_reason_share_one_note() -> None:
    """MLP-4.21: one note names every card that is too expensive (names joined; the cost of each)."""
    state = setup(with_player(base(tokens=[1, 5]), 0, hand=["Jetstream", "Emerald Green"]))
    assert ("MLP-4.21", "blocked", "Not enough tokens for Jetstream (3), Emerald Green (2): you have 1") in notes(state)
    # and the main-phase actions the pool cannot pay for (MLP-4.19: moving costs 2)
    assert ("MLP-4.21", "blocked", "Not enough tokens to move a character (2 tokens): you have 1") in notes(state)


def test_a_problem_blocked_by_an_opposing_troublemaker() -> None:
    """MLP-5.3: Rainbow Dash (blue 1) and Red Gala (orange 2) meet Cloudbursting (1 blue + 1 non-blue), but the
    opponent's face-up Yellow Parasprite there blocks it; so nothing would be confronted (no MLP-5.4 forecast)."""
    pos = at(base(), "s0", "Rainbow Dash, Flier Extraordinaire", "Red Gala", {"card": "Yellow Parasprite", "owner": 1})
    state = setup(pos)
    assert notes(state) == [
        (
            "MLP-5.3",
            "blocked",
            "The opponent's troublemaker Yellow Parasprite blocks Cloudbursting: you cannot confront it",
        ),
        POINTS_00,
    ]
    assert refs(state, "MLP-5.3") == [find(state, "Yellow Parasprite"), "problem:s0"]


def test_a_face_down_troublemaker_blocks_nothing_and_is_not_named() -> None:
    """MLP-5.3, MLP-8.5: a face-down troublemaker never blocks; the notes name neither it nor the opponent's hand,
    and they are the same in every re-deal of what player 0 cannot see (MLP-8.9)."""
    pos = at(
        base(),
        "s0",
        "Rainbow Dash, Flier Extraordinaire",
        "Red Gala",
        {"card": "Wild Manticore", "owner": 1, "face_down": True},
    )
    state = setup(with_player(pos, 1, hand=["Big Mac, Immense Apple", "Flim"]))
    expected = [
        POINTS_00,
        (
            "MLP-5.4",
            "forecast",
            "If you ended your main phase now, you would confront Cloudbursting: +1 point, to 1/15",
        ),
    ]
    assert notes(state) == expected
    for seed in range(3):
        assert notes(state.determinize(0, Rng(seed))) == expected
    assert not any(name in str(state.explain(0)) for name in ("Wild Manticore", "Big Mac, Immense Apple", "Flim"))


def test_requirement_not_met_shows_need_and_have() -> None:
    """MLP-5.2: Bunny Stampede needs 2 yellow + 2 non-yellow; Blue Jay (yellow 2) and Sweetie Sunrise (blue 1)
    give yellow 2, non-yellow 1."""
    pos = at(with_player(base(), 0, problem="Bunny Stampede"), "s0", "Blue Jay", "Sweetie Sunrise")
    state = setup(pos)
    assert notes(state) == [
        (
            "MLP-5.2",
            "blocked",
            "Bunny Stampede needs 2 yellow + 2 non-yellow from your ready characters there; you have yellow 2,"
            " non-yellow 1",
        ),
        POINTS_00,
    ]
    assert refs(state, "MLP-5.2") == ["problem:s0"]


def test_an_exhausted_character_counts_nothing_toward_a_requirement() -> None:
    """MLP-6.2, MLP-5.2: exhausted Red Gala adds 0 non-blue power at Cloudbursting."""
    pos = at(base(), "s0", "Rainbow Dash, Flier Extraordinaire", {"card": "Red Gala", "exhausted": True})
    state = setup(pos)
    assert notes(state)[0] == (
        "MLP-5.2",
        "blocked",
        "Cloudbursting needs 1 blue + 1 non-blue from your ready characters there; you have blue 1, non-blue 0",
    )


def faceoff_board(scores: list[int]) -> dict[str, Any]:
    """Player 0 meets Cloudbursting (Rainbow Dash + Red Gala); player 1 has 4 power there (its 4 any)."""
    pos = at(base(scores=scores), "s0", "Rainbow Dash, Flier Extraordinaire", "Red Gala")
    return at(pos, "s0", {"card": "Blue Moon", "owner": 1}, {"card": "Sugar Twist", "owner": 1})


def test_forecast_what_the_score_phase_would_bring() -> None:
    """MLP-5.4, MLP-5.5: the active player would confront Cloudbursting for 1 point; MLP-5.8: the opponent meets it
    too, so a faceoff for its bonus (1) would follow. Both players are told, each from their side."""
    state = setup(faceoff_board([3, 2]))
    assert notes(state, 0) == [
        ("MLP-7.1", "forecast", "Points: you 3/15, the opponent 2/15"),
        (
            "MLP-5.4",
            "forecast",
            "If you ended your main phase now, you would confront Cloudbursting: +1 point, to 4/15",
        ),
        ("MLP-5.8", "forecast", "The opponent also meets Cloudbursting: a faceoff for 1 point would follow"),
    ]
    assert notes(state, 1) == [
        ("MLP-7.1", "forecast", "Points: you 2/15, the opponent 3/15"),
        (
            "MLP-5.4",
            "forecast",
            "If the opponent ended the main phase now, they would confront Cloudbursting: +1 point, to 4/15",
        ),
        ("MLP-5.8", "forecast", "You also meet Cloudbursting: a faceoff for 1 point would follow"),
    ]


def test_forecast_a_winning_confront() -> None:
    """MLP-7.1, MLP-7.2: at 14 points one confront wins at once, so no faceoff would follow."""
    state = setup(faceoff_board([14, 2]))
    assert notes(state, 1)[1:] == [
        (
            "MLP-5.4",
            "forecast",
            "If the opponent ended the main phase now, they would confront Cloudbursting: +1 point, to 15/15 — the"
            " opponent wins",
        )
    ]


def test_challenge_step_says_which_troublemakers_cannot_be_challenged() -> None:
    """MLP-4.10: Flim (at It's Alive!, where Red Gala is ready) can be challenged; Yellow Parasprite cannot: no
    ready character of the player is at its problem (the exhausted Sugar Twist does not count)."""
    pos = at(base(phase="troublemaker"), "s1", {"card": "Red Gala", "owner": 0}, "Flim")
    pos = at(pos, "s0", {"card": "Sugar Twist", "exhausted": True}, {"card": "Yellow Parasprite", "owner": 1})
    state = setup(pos)
    assert state.decision == "challenge"
    assert notes(state)[0] == (
        "MLP-4.10",
        "blocked",
        "You cannot challenge Yellow Parasprite: none of your ready characters is at its problem",
    )


def test_a_troublemaker_is_challenged_once_per_turn() -> None:
    """MLP-4.10: Flim beats Red Gala (2 + 2 + 1 vs 3 + 1 + 2, after a tie) and stays; with Yellow Parasprite
    eligible the challenge step goes on, and Flim cannot be challenged again this turn."""
    pos = at(base(phase="troublemaker"), "s1", {"card": "Red Gala", "owner": 0}, "Flim")
    state = setup(at(pos, "s0", "Sugar Twist", {"card": "Yellow Parasprite", "owner": 1}))
    run(state, "challenge pr-155-flim@s1")
    assert state.decision == "challenge" and find(state, "Flim") in state.locs[3]
    assert notes(state)[0] == ("MLP-4.10", "blocked", "Flim was already challenged this turn")


def test_empty_deck_frightened_friends_and_few_tokens() -> None:
    """MLP-4.18: no draw action with an empty deck; MLP-4.21: one token pays for no move (2) and no recovery (2);
    MLP-4.19: a frightened friend cannot move until recovered."""
    home = [{"card": "Blue Moon", "frightened": True}]
    state = setup(with_player(base(tokens=[1, 5]), 0, deck=[], home=home, hand=["Sweetie Sunrise"]))
    assert state.decision == "main"
    assert notes(state) == [
        ("MLP-4.18", "blocked", "No draw action: your draw deck is empty"),
        (
            "MLP-4.21",
            "blocked",
            "Not enough tokens to move a character (2 tokens) or recover a frightened friend (2 tokens): you have 1",
        ),
        ("MLP-4.19", "blocked", "Blue Moon is frightened: no power, no moving, until recovered (2 tokens)"),
        POINTS_00,
    ]
    # MLP-6.25: outside one's own main phase an empty deck is a forecast: it never loses
    run(state, "end")
    assert (
        "MLP-6.25",
        "forecast",
        "Your draw deck is empty: you draw nothing and reveal nothing in faceoffs, but you do not lose",
    ) in notes(state, 0)


def test_faceoff_window_main_phase_events_say_when() -> None:
    """MLP-1.7, MLP-5.14: in a faceoff window only faceoff events are played; Downright Dangerous is a main-phase
    event."""
    pos = with_player(faceoff_board([0, 0]), 0, hand=["Assertiveness Training", "Downright Dangerous"])
    state = setup(pos | {"phase": "score"})
    assert state.decision == "fo_window" and state.to_move == 0
    assert ("MLP-1.7", "blocked", "Downright Dangerous can be played only in your main phase") in notes(state)


def test_end_of_turn_limits_are_forecast() -> None:
    """MLP-4.25: ten cards in hand will be discarded down to 8; MLP-4.26: four friends at home over the home limit
    of 3 — both in the player's own End phase."""
    hand = ["Sweetie Sunrise", "Blue Moon", "Comet Tail", "Sugar Twist", "Blue Jay", "Red Gala"] * 2
    home = ["Emerald Green", "Red Gala", "Blue Moon", "Sugar Twist"]
    state = setup(with_player(base(tokens=[1, 0]), 0, hand=hand[:10], home=home))
    assert state.decision == "main"
    got = notes(state)
    assert ("MLP-4.25", "forecast", "You hold 10 cards: at the end of your turn you discard down to 8") in got
    assert (
        "MLP-4.26",
        "forecast",
        "4 friends at your home, home limit 3: at the end of your turn you discard 1 of them",
    ) in got
    assert not any(rule in ("MLP-4.25", "MLP-4.26") for rule, _, _ in notes(state, 1))  # not the opponent's


def test_turn_limit_and_a_nearly_empty_deck() -> None:
    """MLP-7.5: the last turns before the turn limit; MLP-6.25: a deck of 3 cards."""
    state = setup(with_player(base(turn=78), 0, deck=["Comet Tail", "Blue Jay", "Red Gala"]))
    assert notes(state) == [
        POINTS_00,
        (
            "MLP-6.25",
            "forecast",
            "Your draw deck has 3 cards left: an empty deck draws nothing and reveals nothing in faceoffs, but does"
            " not lose",
        ),
        ("MLP-7.5", "forecast", "Turn 78 of 80: after turn 80 the game is a draw"),
    ]
    winner = setup(base(turn=79, options={"limit_winner": True}))
    assert ("MLP-7.5", "forecast", "Turn 79 of 80: after turn 80 the player with more points wins") in notes(winner)


def test_a_second_unique_card_warns_before_it_is_played() -> None:
    """MLP-6.23: playing a second face-up Unique card of a name makes its owner keep only one."""
    state = TGAME.setup(with_player(base(), 0, hand=["Unique Tester"], home=["Unique Tester"]))
    assert (
        "MLP-6.23",
        "blocked",
        "Unique Tester is Unique and you already have one face up: playing it makes you keep only one",
    ) in notes(state)


def test_explaining_changes_nothing() -> None:
    """Explain only reads the state (the engine's decisions and the JSON are unchanged)."""
    state = setup(faceoff_board([3, 2]))
    before = state.to_json()
    state.explain(0)
    state.explain(1)
    assert state.to_json() == before
