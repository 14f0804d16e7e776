"""Explanation notes (``state.explain``): what the deciding player cannot do now and why, and what ends the game soon.

Each test sets up a position and asserts the exact notes offered, blocked notes first, then forecasts."""

from __future__ import annotations

from typing import Any

from tcgkit.core import Rng
from tcgkit.games.hikarugo.state import HgoState

from .helpers import play, players, setup


def blocked(state: HgoState, player: int | None = None) -> list[tuple[str, str, list[Any]]]:
    p = state.to_move if player is None else player
    assert p is not None
    return [(n["rule_id"], n["text"], n["refs"]) for n in state.explain(p) if n["kind"] == "blocked"]


def forecast(state: HgoState, player: int) -> list[tuple[str, str, list[Any]]]:
    return [(n["rule_id"], n["text"], n["refs"]) for n in state.explain(player) if n["kind"] == "forecast"]


def iids(state: HgoState, zone: list[int], *cids: str) -> list[int]:
    """The instance ids of ``zone`` holding the given cards, card by card (lowest instance first)."""
    return [i for cid in cids for i in sorted(i for i in zone if state.cards[i] == cid)]


ROW = "......"


def test_unaffordable_cards_name_the_short_colour_or_the_missing_stones() -> None:  # HGO-5.2, HGO-5.3, HGO-4.7
    # one untapped stone, a1, in the white (north-west) quadrant
    state = setup(
        phase="main",
        board=["B.....", ROW, ROW, ROW, ROW, ROW],
        players=players({"hand": ["c-kaga", "u-street-hustler", "u-amateur-dan", "u-kibitzer", "t-kosumi", "t-nobi"]}),
    )
    hand = state.hands[0]
    assert [a.id for a in state.legal_actions()] == ["play u-kibitzer", "end-main", "resign"]
    assert blocked(state) == [
        (
            "HGO-5.2",
            "Cannot pay for Kaga, Shogi Club Captain; Street Go Hustler: 1 red needed and you have 0 untapped stones "
            "in the red (north-east) quadrant.",
            iids(state, hand, "c-kaga", "u-street-hustler"),
        ),
        (
            "HGO-5.3",
            "Cannot pay for Amateur Dan Player: 2 stones needed and you have 1 untapped.",
            iids(state, hand, "u-amateur-dan"),
        ),
        (
            "HGO-4.7",
            "Techniques are played only in a match's technique window: Kosumi Diagonal, Nobi Extension.",
            iids(state, hand, "t-kosumi", "t-nobi"),
        ),
    ]


def test_main_phase_limits_are_explained() -> None:  # HGO-6.3, HGO-6.4, HGO-5.18, HGO-5.20, HGO-5.23
    state = setup(
        phase="main",
        turn=5,
        board=["B.....", ROW, ROW, "B.....", ROW, ROW],
        players=players(
            {
                "hand": ["u-salon-regular", "f-nirensei", "c-akira", "t-nobi"],
                "uchite_placed": True,
                "uchite": [{"card": "u-kibitzer", "entry": 5}, {"card": "u-club-freshman", "entry": 5}],
                "fuseki": [{"card": "f-chinese", "set": 5}, {"card": "f-takamoku", "set": 4}],
                "character": "c-waya",
                "abilities_used": [1],
            }
        ),
    )
    hand, p0 = state.hands[0], 0
    assert [a.id for a in state.legal_actions()] == ["play c-akira", "end-main", "end-turn", "resign"]
    assert blocked(state) == [
        (
            "HGO-6.3",
            "You placed an uchite from your hand this turn: Go Salon Regular must wait.",
            iids(state, hand, "u-salon-regular"),
        ),
        (
            "HGO-6.4",
            "Your 2 fuseki places are taken: Nirensei Start cannot be set now.",
            iids(state, hand, "f-nirensei"),
        ),
        (
            "HGO-4.7",
            "Techniques are played only in a match's technique window: Nobi Extension.",
            iids(state, hand, "t-nobi"),
        ),
        (
            "HGO-5.18",
            "Chinese Opening was set this turn: it can be flipped from your next turn.",
            iids(state, state.fuseki[p0], "f-chinese"),
        ),
        (
            "HGO-5.18",
            "Takamoku Ambush can be flipped only in a match window.",
            iids(state, state.fuseki[p0], "f-takamoku"),
        ),
        (
            "HGO-5.20",
            "You already used Waya, Insei Friend's ability this turn (once per turn).",
            iids(state, state.chars[p0], "c-waya"),
        ),
        (
            "HGO-5.23",  # Go Club Freshman has Quick: it is not named
            "Kibitzer at the Board entered play this turn without Quick: it can start a match from your next turn.",
            iids(state, state.uchite[p0], "u-kibitzer"),
        ),
    ]


def test_an_uchite_that_entered_this_turn_is_missing_from_the_match_declaration() -> None:  # HGO-5.23, HGO-4.8
    state = setup(
        phase="match",
        turn=5,
        players=players(
            {"uchite": [{"card": "u-kibitzer", "entry": 5}, {"card": "u-club-freshman", "entry": 5}, "u-old-master"]}
        ),
    )
    assert [a.id for a in state.legal_actions()] == [
        "match u-club-freshman",
        "match u-old-master",
        "no-match",
        "resign",
    ]
    assert blocked(state) == [
        (
            "HGO-5.23",
            "Kibitzer at the Board entered play this turn without Quick: it can start a match from your next turn.",
            iids(state, state.uchite[0], "u-kibitzer"),
        )
    ]


def test_a_defender_without_uchite_is_told_why_techniques_are_missing() -> None:  # HGO-10.8, HGO-5.27, HGO-5.32
    state = setup(
        phase="window",
        turn=3,
        board=["B.....", ROW, ROW, ROW, ROW, ".....W"],
        players=players(None, {"hand": ["t-kosumi", "t-nobi", "t-nozoki", "t-hane"]}),
        match={"attacker": "u-kibitzer", "priority": 1},
    )
    assert state.to_move == 1 and [a.id for a in state.legal_actions()] == ["technique t-nozoki", "pass", "resign"]
    assert blocked(state) == [
        (
            "HGO-10.8",
            "Cannot play Hane Around the Corner, Kosumi Diagonal, Nobi Extension: your uchite must be in the match, "
            "and you sent no defender.",
            iids(state, state.hands[1], "t-hane", "t-kosumi", "t-nobi"),
        )
    ]
    match = [n for n in forecast(state, 1) if n[0] == "HGO-5.33"]
    assert match == [
        (
            "HGO-5.33",
            "Attack 0 against defense 0: as it stands, a tie: the attacking uchite would be discarded.",
            [state.att],
        )
    ]


def test_the_technique_limit_is_explained() -> None:  # HGO-5.27, HGO-5.31, HGO-5.33
    state = setup(
        phase="window",
        turn=3,
        board=["B.....", ROW, ROW, ROW, ROW, ".....W"],
        players=players({"hand": ["t-nobi", "t-tsuke"], "character": "c-sai"}, {"hand": ["t-nozoki"]}),
        match={
            "attacker": "u-kibitzer",
            "defender": "u-old-master",
            "technique_counts": [3, 0],
            "techniques": [["t-sente", "t-sente", "t-sente"], []],
        },
    )
    # the ability does not count toward the limit (HGO-5.31), so the decision is still offered
    assert [a.id for a in state.legal_actions()] == ["use c-sai", "pass", "resign"]
    assert blocked(state) == [
        (
            "HGO-5.27",
            "You played 3 techniques in this match, the limit: Nobi Extension, Tsuke Contact Play.",
            iids(state, state.hands[0], "t-nobi", "t-tsuke"),
        )
    ]
    assert [n for n in forecast(state, 0) if n[0] == "HGO-5.33"] == [
        (
            "HGO-5.33",
            "Attack 0 against defense 6: as it stands, the opponent would win and take 1 stone.",
            [state.att, state.dfd],
        )
    ]


def test_squares_closed_by_suicide_and_ko_are_named() -> None:  # HGO-5.7, HGO-5.9
    # White just took a black stone on c2 by playing b2; Black may not retake at once (the position would repeat)
    state = setup(
        phase="stone",
        turn=3,
        board=[".BW.W.", "BW.W.W", ".BW...", ROW, ROW, ROW],
        ko=[[], [".BW.W.", "B.BW.W", ".BW...", ROW, ROW, ROW]],
    )
    legal = [a.id for a in state.legal_actions()]
    assert "place c2" not in legal and "place d1" not in legal and "place f1" not in legal and "place a1" in legal
    assert blocked(state) == [
        (
            "HGO-5.7",
            "No stone on d1, f1: it would have no liberty and capture nothing (suicide).",
            ["square:d1", "square:f1"],
        ),
        (
            "HGO-5.9",
            "No stone on c2 now: it would repeat the position before the opponent's last stone (ko). "
            "Play elsewhere first.",
            ["square:c2"],
        ),
    ]


def test_running_out_of_legal_squares_is_forecast() -> None:  # HGO-7.2, HGO-7.3, HGO-7.5, HGO-5.7
    state = setup(phase="stone", turn=2, board=["B.BBBB", "BBBB.B", "BBBBBB", "WWWWWW", "W.W.W.", "WWWWWW"])
    assert state.to_move == 1 and [a.id for a in state.legal_actions()] == [
        "place b5",
        "place d5",
        "place f5",
        "resign",
    ]
    assert blocked(state) == [
        (
            "HGO-5.7",
            "No stone on b1, e2: it would have no liberty and capture nothing (suicide).",
            ["square:b1", "square:e2"],
        )
    ]
    squares = ["square:b5", "square:d5", "square:f5"]
    assert forecast(state, 1) == [
        (
            "HGO-7.3",
            "The game is scored after turn 6, when both bowls are empty (4 turns from now; bowls: you 3, "
            "the opponent 2).",
            [],
        ),
        (
            "HGO-7.5",
            "Score estimate: you 18.5, the opponent 18 — you are ahead (stones, agehama, komi, enclosed territory).",
            [],
        ),
        (
            "HGO-7.2",
            "You have only 3 legal squares left (b5, d5, f5): with none at your Stone phase the game ends and is "
            "scored.",
            squares,
        ),
    ]
    assert forecast(state, 0)[2] == (
        "HGO-7.2",
        "The opponent has only 3 legal squares left (b5, d5, f5): with none at the opponent's Stone phase the game "
        "ends and is scored.",
        squares,
    )
    assert blocked(state, 0) == []  # blocked notes are for the deciding player only


def test_the_estimate_counts_only_enclosed_territory_and_the_rules_score_shows_near_the_end() -> None:  # HGO-7.6
    # Black's two rows border 24 empty squares: the rules give them all to Black, the estimate none (HGO-7.5–7.7)
    state = setup(phase="stone", turn=2, board=["BBBBBB", "BBBBBB", ROW, ROW, ROW, ROW], agehama=[12, 6])
    assert forecast(state, 1) == [
        (
            "HGO-7.3",
            "The game is scored after turn 12, when both bowls are empty (10 turns from now; bowls: you 6, the "
            "opponent 0).",
            [],
        ),
        (
            "HGO-7.5",
            "Score estimate: you 6.5, the opponent 24 — the opponent is ahead (stones, agehama, komi, enclosed "
            "territory).",
            [],
        ),
        ("HGO-7.7", "Scored by the rules now: you 6.5, the opponent 48 — the opponent would win.", []),
    ]


def test_the_turn_limit_is_forecast_when_it_comes_first() -> None:  # HGO-7.8, HGO-11.1
    state = setup(
        phase="main",
        turn=8,
        options={"turn_limit": 10},
        board=["B.....", ROW, ROW, ROW, ROW, ".....W"],
        players=players(None, {"hand": ["f-nirensei"]}),
    )
    assert forecast(state, 1)[0] == (
        "HGO-7.8",
        "The turn limit ends the game as a draw after turn 10 (bowls: you 17, the opponent 17).",
        [],
    )


def test_hand_phase_recovery_and_payment_shapes_are_explained() -> None:  # HGO-4.5, HGO-4.3, HGO-5.3
    state = setup(phase="hand", players=players({"hand": ["t-sente"] * 9}))
    assert blocked(state) == [("HGO-4.5", "You hold 9 cards: discard 2 more to get down to 7; no card is drawn.", [])]
    state = setup(phase="hand", players=players({"hand": ["t-sente"] * 7, "deck": ["t-hane"] * 2}))
    assert blocked(state) == [("HGO-4.5", "You hold 7 cards: you may discard up to 2, then you draw back to 7.", [])]
    state = setup(phase="recovery", board=["bbbbb.", ROW, ROW, ROW, ROW, ".....W"])
    assert blocked(state) == [("HGO-4.3", "You may untap 3 more of your 5 tapped stones in this Recovery phase.", [])]
    state = setup(
        phase="main", board=["BB.B..", ROW, ROW, ROW, ROW, ROW], players=players({"hand": ["u-street-hustler"]})
    )
    play(state, "play u-street-hustler")
    assert blocked(state) == []  # every untapped stone may be tapped
    play(state, "pay a1")
    assert blocked(state) == [
        (
            "HGO-5.3",
            "b1 is not offered: 1 stone still to tap for Street Go Hustler must include 1 red from the north-east "
            "quadrant.",
            ["square:b1"],
        )
    ]


def test_notes_depend_only_on_what_the_player_may_know() -> None:  # HGO-8.2, HGO-8.4, HGO-8.7
    base = {
        "phase": "main",
        "board": ["B.....", ROW, ROW, "B.....", ROW, ".....W"],
        "players": players(
            {"hand": ["c-akira", "t-nobi"], "fuseki": [{"card": "f-chinese", "set": 1}]},
            {"hand": ["t-hane"], "fuseki": ["f-hoshi"]},
        ),
    }
    state = setup(**base)
    other = setup(**{**base, "players": players(base["players"][0], {"hand": ["c-sai"], "fuseki": ["f-sansan"]})})
    assert state.explain(0) == other.explain(0)
    assert state.explain(0) == state.determinize(0, Rng(5)).explain(0)
    text = str(state.explain(1))
    assert "Hane" not in text and "Hoshi" not in text  # the opponent's own cards are not even named to its owner
    # here, since player 1 does not decide now: forecasts only
    assert all(n["kind"] == "forecast" for n in state.explain(1))
    assert "Akira" not in text and "Chinese" not in text and "Nobi" not in text


def test_a_finished_game_has_no_notes() -> None:  # HGO-7.1
    state = setup(phase="main", players=players({"hand": ["f-nirensei"]}))
    play(state, "resign")
    assert state.explain(0) == [] and state.explain(1) == []
