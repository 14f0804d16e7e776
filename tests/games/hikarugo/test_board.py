"""The board and Go on it: squares, adjacency, groups, capture, suicide, ko (HGO-1.1–1.2, HGO-5.6–5.12, HGO-6.12)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tcgkit.core import IllegalAction
from tcgkit.games.hikarugo.board import (
    FULL,
    NEIGHBOURS,
    SQUARES,
    every_group_has_a_liberty,
    legal_squares,
    place,
)

from .helpers import events, ids, play, players, setup


def test_squares_are_named_and_listed_in_row_major_order() -> None:  # HGO-1.1
    assert SQUARES[0] == "a1" and SQUARES[5] == "f1" and SQUARES[6] == "a2" and SQUARES[35] == "f6"
    state = setup(phase="stone")
    assert ids(state) == [f"place {sq}" for sq in SQUARES] + ["resign"]


def test_adjacency_is_orthogonal() -> None:  # HGO-1.2
    counts = sorted(n.bit_count() for n in NEIGHBOURS)
    assert counts.count(2) == 4 and counts.count(3) == 16 and counts.count(4) == 16
    # a white stone with black stones on all four diagonals keeps its liberties and is not captured
    state = setup(phase="stone", board=["B.B...", ".W....", "B.....", "......", "......", "......"])
    play(state, "place c3")
    assert state.board_rows()[1] == ".W...." and state.agehama == [0, 0]


def test_placing_removes_an_opposing_group_without_liberties() -> None:  # HGO-5.6, HGO-5.8, HGO-1.7
    state = setup(phase="stone", board=[".WWB..", ".BB...", "......", "......", "......", "......"])
    assert state.bowls == [15, 16]
    play(state, "place a1")  # the white group b1-c1 loses its last liberty
    assert state.board_rows()[0] == "B..B.."
    assert state.agehama == [2, 0] and state.bowls == [14, 16]
    assert events(state, "place")[-1] == {"player": 0, "square": "a1", "captured": ["b1", "c1"]}


def test_tapped_stones_are_captured_too() -> None:  # HGO-5.8, HGO-1.6
    state = setup(phase="stone", board=["BwB...", "......", "......", "......", "......", "......"])
    play(state, "place b2")
    assert state.board_rows()[0] == "B.B..." and state.agehama == [1, 0]
    assert state.tapped == 0


def test_the_new_stone_enters_untapped() -> None:  # HGO-1.6, HGO-5.8
    state = setup(phase="stone")
    play(state, "place c3")
    assert state.board_rows()[2] == "..B..."


def test_suicide_is_illegal() -> None:  # HGO-5.7
    state = setup(phase="stone", board=[".W....", "W.....", "......", "......", "......", "......"])
    assert "place a1" not in ids(state)
    with pytest.raises(IllegalAction):
        state.apply("place a1")


def test_a_placement_that_captures_is_not_suicide() -> None:  # HGO-5.7
    # a1 has no liberty of its own, but it removes the white stone b1 first (step 2 before step 3)
    state = setup(phase="stone", board=[".WB...", "W.....", "B.....", "......", "......", "......"])
    assert "place a1" not in ids(state)  # a2 still has a liberty at b2
    state = setup(phase="stone", board=[".WB...", "WB....", "B.....", "......", "......", "......"])
    play(state, "place a1")
    assert state.board_rows()[:2] == ["B.B...", ".B...."]
    assert state.agehama == [2, 0]


KO = [".BW...", "BW.W..", ".BW...", "......", "......", "......"]


def test_ko_refuses_the_immediate_recapture_and_allows_it_later() -> None:  # HGO-5.9, HGO-5.7
    state = setup(phase="stone", board=KO)
    play(state, "place c2")  # black captures b2
    assert state.board_rows()[1] == "B.BW.."
    assert "place b2" not in ids(state)  # white may not retake at once: the position would repeat
    with pytest.raises(IllegalAction):
        state.apply("place b2")
    play(state, "place f6")  # white elsewhere
    play(state, "place f5")  # black elsewhere
    assert "place b2" in ids(state)  # now the retake is legal
    play(state, "place b2")
    assert state.board_rows()[1] == "BW.W.."


def test_a_player_without_a_snapshot_forbids_nothing() -> None:  # HGO-5.9
    state = setup(phase="stone", board=KO)
    assert state.ko == [-1, -1]
    assert "place c2" in ids(state)


def test_ko_compares_positions_without_tapped_states() -> None:  # HGO-1.18, HGO-5.9
    # white's snapshot (before its last placement) shows the stones untapped; now some are tapped
    snapshot = [".BW...", "BW.W..", ".BW...", "......", "......", "......"]
    state = setup(
        phase="stone",
        turn=2,
        board=[".bw...", "b.Bw..", ".bw...", "......", "......", "......"],
        ko=[snapshot, []],
    )
    assert "place b2" not in ids(state)  # the result equals black's snapshot, whatever is tapped


def test_removals_by_effects_change_no_snapshot_and_capture_nothing() -> None:  # HGO-5.10, HGO-5.11
    # black flips Shusaku's Opening (TAKE_STONE 1) and removes b1: only that stone leaves the board, the black
    # stone a1 next to it stays, and no ko snapshot changes
    snapshot = ["......", "......", "......", "......", "......", ".....W"]
    state = setup(
        phase="main",
        board=["BW....", "...B..", "..B...", "...B..", "......", "......"],
        ko=[[], snapshot],
        players=players({"fuseki": ["f-shusaku"]}),
    )
    before = list(state.ko)
    play(state, "flip f-shusaku", "pay c3", "pay d2", "pay d4", "take b1")
    assert state.board_rows()[:2] == ["B.....", "...b.."]
    assert state.ko == before and state.agehama == [1, 0] and state.stones[0].bit_count() == 4


def test_on_capture_triggers_only_when_a_placement_removes_stones() -> None:  # HGO-5.12, HGO-10.6
    # Ogata: ON_CAPTURE [UNTAP_STONES 1]
    board = ["BwB...", "......", "....b.", "......", "......", "......"]
    state = setup(phase="stone", board=board, players=players({"character": "c-ogata"}))
    play(state, "place b2")
    assert state.decision == "untap_fx" and ids(state) == ["untap e3", "stop", "resign"]
    play(state, "untap e3")
    assert state.board_rows()[2] == "....B."
    quiet = setup(phase="stone", board=board, players=players({"character": "c-ogata"}))
    play(quiet, "place f6")
    assert quiet.decision != "untap_fx" and "trigger" not in [k for k, _, _ in quiet.events]


# ---------------------------------------------------------------------- properties
def naive_legal(own: int, opp: int, forbidden: tuple[int, int] | None) -> int:
    """HGO-5.7 written the slow way, with sets of squares."""

    def nbrs(i: int) -> list[int]:
        r, c = divmod(i, 6)
        return [
            6 * rr + cc for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= rr < 6 and 0 <= cc < 6
        ]

    def grp(stones: set[int], start: int) -> set[int]:
        seen, todo = {start}, [start]
        while todo:
            for n in nbrs(todo.pop()):
                if n in stones and n not in seen:
                    seen.add(n)
                    todo.append(n)
        return seen

    legal = 0
    mine = {i for i in range(36) if own >> i & 1}
    theirs = {i for i in range(36) if opp >> i & 1}
    for s in range(36):
        if s in mine or s in theirs:
            continue
        m2, t2 = mine | {s}, set(theirs)
        for n in nbrs(s):
            if n in t2:
                g = grp(t2, n)
                if not any(x not in m2 and x not in t2 for y in g for x in nbrs(y)):
                    t2 -= g
        g = grp(m2, s)
        if not any(x not in m2 and x not in t2 for y in g for x in nbrs(y)):
            continue
        if forbidden is not None and (sum(1 << i for i in m2), sum(1 << i for i in t2)) == forbidden:
            continue
        legal |= 1 << s
    return legal


boards = st.lists(st.sampled_from([0, 0, 1, 2]), min_size=36, max_size=36)


@settings(max_examples=300, deadline=None)
@given(cells=boards)
def test_legal_squares_match_a_slow_reference(cells: list[int]) -> None:  # HGO-5.6, HGO-5.7
    own = sum(1 << i for i, c in enumerate(cells) if c == 1)
    opp = sum(1 << i for i, c in enumerate(cells) if c == 2)
    if not every_group_has_a_liberty(own, opp):
        return
    assert legal_squares(own, opp, None) == naive_legal(own, opp, None)
    # a snapshot forbids exactly the square whose result it equals
    for s in range(36):
        if legal_squares(own, opp, None) >> s & 1:
            o2, p2, _ = place(own, opp, s)
            assert (
                legal_squares(own, opp, (o2, p2))
                == naive_legal(own, opp, (o2, p2))
                == (legal_squares(own, opp, None) & ~(1 << s) & FULL)
            )
            break


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31), picks=st.lists(st.integers(0, 2**16), min_size=60, max_size=400))
def test_liberty_and_stone_invariants_hold_in_random_play(seed: int, picks: list[int]) -> None:  # HGO-6.12, HGO-6.9
    from tcgkit.games.hikarugo import GAME

    decks = list(GAME.sample_decks().values())
    state = GAME.new_game(decks, seed=seed)
    black = state.black
    for pick in picks:
        if state.is_over:
            break
        acts = [a for a in state.legal_actions() if not a.resign]
        state.apply(acts[pick % len(acts)])
        s0, s1 = state.stones
        assert not s0 & s1
        assert every_group_has_a_liberty(s0, s1)
        for p in (0, 1):
            assert state.bowls[p] + state.stones[p].bit_count() + state.agehama[1 - p] == 18
        assert state.tapped & ~(s0 | s1) == 0
    assert state.black == black
