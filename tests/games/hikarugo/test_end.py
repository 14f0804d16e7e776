"""End of game: resignation, no legal square, empty bowls, scoring, the turn limit (HGO-7.1–7.9, HGO-11.1–11.2)."""

from __future__ import annotations

import pytest

from tcgkit.core import OptionError
from tcgkit.games.hikarugo.board import territory
from tcgkit.games.hikarugo.positions import read_board

from .helpers import GAME, events, play, players, setup

HALVES = ["..BW.."] * 6


def test_both_bowls_empty_ends_the_game_at_the_end_of_the_turn() -> None:  # HGO-7.3, HGO-4.11, HGO-7.7
    state = setup(
        phase="end", turn=36, board=HALVES, agehama=[12, 12], players=players(None, {"fuseki": ["f-chinese"]})
    )
    assert state.bowls == [0, 0] and not state.is_over  # the last turn is played in full
    play(state, "end-turn")
    assert state.is_over and state.result.reason == "BOWLS_EMPTY"
    black, white = state.result.scores
    assert black == {"stones": 6, "territory": 12, "agehama": 12, "komi": 0.0, "total": 30.0}
    assert white == {"stones": 6, "territory": 12, "agehama": 12, "komi": 0.5, "total": 30.5}
    assert state.result.winner == 1  # komi decides: no tie is possible


def test_score_counts_stones_territory_agehama_and_komi_for_white() -> None:  # HGO-7.5, HGO-7.6, HGO-7.7
    # black plays as player 1 here: komi follows the colour, not the seat
    state = setup(phase="end", turn=36, black=1, board=HALVES, agehama=[12, 12])
    p0, p1 = state.result.scores
    assert p0["komi"] == 0.5 and p1["komi"] == 0.0
    assert p0["stones"] == p1["stones"] == 6  # player 0 (white) has the W stones of column d
    assert (p0["total"], p1["total"]) == (30.5, 30.0) and state.result.winner == 0


def test_territory_is_empty_regions_bordered_by_one_player_only() -> None:  # HGO-7.6
    b, w, _ = read_board(["B.W...", "B.W...", "B.W...", "B.W...", "B.W...", "B.W..."])
    assert territory(b, w) == (0, 18)  # column b touches both colours: it scores for nobody
    b, w, _ = read_board(["..W...", "..W...", "..W...", "..W...", "..W...", "..W.B."])
    assert territory(b, w) == (0, 12)  # no dead-stone removal: the black stone spoils white's right side
    assert territory(0, 0) == (0, 0)  # a region with no adjacent stone scores for nobody


NO_SQUARE = [".WWBBB", "W.BBBB", "WWBBBB", ".WBBWB", "WWWWWW", ".WW.WW"]


def test_no_legal_square_ends_the_game_at_once() -> None:  # HGO-7.2, HGO-4.4, HGO-7.9
    state = setup(phase="stone", turn=5, board=NO_SQUARE, players=players({"hand": ["t-sente"]}))
    assert state.is_over and state.result.reason == "NO_LEGAL_SQUARE"
    assert events(state, "no_legal_square") == [{"player": 0}]
    assert len(state.hands[0]) == 1  # the rest of the turn (the Hand phase) is not played
    black, white = state.result.scores
    assert black["stones"] == 14 and white["stones"] == 17
    assert state.result.winner == (0 if black["total"] > white["total"] else 1)


def test_an_empty_own_bowl_skips_the_stone_phase() -> None:  # HGO-7.4
    board = ["BBBBBB", "......", "......", "......", "......", "....WW"]
    state = setup(phase="stone", turn=35, board=board, agehama=[0, 12])
    assert events(state, "stone_skipped") == [{"player": 0}]
    assert (state.turn, state.active, state.decision) == (36, 1, "place")


def test_resigning_loses_at_once_without_scores() -> None:  # HGO-7.1, HGO-7.9, HGO-0.5
    state = setup(phase="stone")
    play(state, "resign")
    assert state.result.winner == 1 and state.result.reason == "RESIGN" and state.result.scores == ()
    assert state.to_move is None and state.legal_actions() == []


def test_the_turn_limit_ends_the_game_as_a_draw() -> None:  # HGO-7.8, HGO-11.1
    state = setup(
        phase="end",
        turn=3,
        options={"turn_limit": 3},
        board=["B.....", "......", "......", "......", "......", ".....W"],
    )
    assert state.is_over and state.result.winner is None and state.result.reason == "TURN_LIMIT"
    assert [s["total"] for s in state.result.scores] == [1.0, 1.5]
    decks = list(GAME.sample_decks().values())
    game = GAME.new_game(decks, seed=3, options={"turn_limit": 4})
    while not game.is_over:
        game.apply(next(a for a in game.legal_actions() if not a.resign))
    assert game.result.reason == "TURN_LIMIT" and game.turn == 4
    assert GAME.new_game(decks, seed=3).options["turn_limit"] == 100  # the default


def test_turn_limit_is_the_only_option() -> None:  # HGO-11.2, HGO-11.1
    decks = list(GAME.sample_decks().values())
    assert set(GAME.OPTIONS) == {"turn_limit"}
    with pytest.raises(OptionError):
        GAME.new_game(decks, options={"komi": 6.5})
    with pytest.raises(OptionError):
        GAME.new_game(decks, options={"turn_limit": 0})


def test_result_reasons_over_random_games() -> None:  # HGO-7.9, HGO-7.3
    decks = list(GAME.sample_decks().values())
    reasons = set()
    for seed in range(10):
        state = GAME.new_game(decks, seed=seed)
        n = 0
        while not state.is_over:
            acts = [a for a in state.legal_actions() if not a.resign]
            state.apply(acts[(n * 7 + seed) % len(acts)])
            n += 1
        reasons.add(state.result.reason)
        assert state.result.reason in {"RESIGN", "NO_LEGAL_SQUARE", "BOWLS_EMPTY", "TURN_LIMIT"}
        assert all(set(s) == {"stones", "territory", "agehama", "komi", "total"} for s in state.result.scores)
        assert state.turn <= 36
    assert "BOWLS_EMPTY" in reasons
