"""Quadrant mana and stone-by-stone payment (HGO-1.3–1.4, HGO-5.1–5.5)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tcgkit.games.hikarugo.board import QUADRANT_COLOR, QUADRANTS, SQUARES
from tcgkit.games.hikarugo.costs import completable, pickable

from .helpers import ids, play, players, setup


def test_quadrants_and_their_colours() -> None:  # HGO-1.3
    colour = {sq: QUADRANT_COLOR[q] for q, m in enumerate(QUADRANTS) for i, sq in enumerate(SQUARES) if m >> i & 1}
    assert colour["a1"] == colour["c3"] == "white"  # north-west, White Tiger
    assert colour["d1"] == colour["f3"] == "red"  # north-east, Vermilion Bird
    assert colour["a4"] == colour["c6"] == "blue"  # south-west, Azure Dragon
    assert colour["d4"] == colour["f6"] == "yellow"  # south-east, Black Tortoise
    assert sum(m.bit_count() for m in QUADRANTS) == 36 and len(set(colour)) == 36


def test_a_coloured_cost_needs_a_stone_in_that_quadrant() -> None:  # HGO-5.1, HGO-5.2, HGO-1.3
    # Hane Around the Corner costs 1 red, but is a technique; use the uchite Street Go Hustler (1 red + 1 black)
    hand = {"hand": ["u-street-hustler"]}
    white_only = setup(
        phase="main", board=["BB....", "......", "......", "......", "......", "......"], players=players(hand)
    )
    assert "play u-street-hustler" not in ids(white_only)
    with_red = setup(
        phase="main", board=["BB.B..", "......", "......", "......", "......", "......"], players=players(hand)
    )
    assert "play u-street-hustler" in ids(with_red)


def test_stone_colour_does_not_matter_only_the_quadrant() -> None:  # HGO-1.4, HGO-5.1
    # White (player 1, active on turn 2) pays 1 red + 1 black with white stones in the red and blue quadrants
    state = setup(
        phase="main",
        turn=2,
        board=["......", "....W.", "......", "W.....", "......", "......"],
        players=players(None, {"hand": ["u-street-hustler"]}),
    )
    play(state, "play u-street-hustler")
    assert ids(state) == ["pay auto", "pay e2", "pay a4", "resign"]
    play(state, "pay a4")
    assert ids(state) == ["pay e2", "resign"]  # the red entry needs e2; the blue stone paid the black entry
    play(state, "pay e2")
    assert state.uchite[1] and state.board_rows()[1] == "....w." and state.board_rows()[3] == "w....."


def test_black_is_generic_and_no_stone_produces_it() -> None:  # HGO-1.4, HGO-5.2
    # Amateur Dan Player costs 2 black: any two stones pay it, from any quadrants
    state = setup(
        phase="main",
        board=["B.....", "......", "......", "......", "......", ".....B"],
        players=players({"hand": ["u-amateur-dan"]}),
    )
    play(state, "play u-amateur-dan")
    assert ids(state) == ["pay auto", "pay a1", "pay f6", "resign"]
    play(state, "pay f6", "pay a1")
    assert state.board_rows() == ["b.....", "......", "......", "......", "......", ".....b"]


def test_only_stones_that_keep_the_payment_completable_are_offered() -> None:  # HGO-5.3
    # Street Go Hustler: 1 red + 1 black. Untapped stones a1, b1 (white) and d1 (red).
    state = setup(
        phase="main",
        board=["BB.B..", "......", "......", "......", "......", "......"],
        players=players({"hand": ["u-street-hustler"]}),
    )
    play(state, "play u-street-hustler")
    assert ids(state) == ["pay auto", "pay a1", "pay b1", "pay d1", "resign"]
    play(state, "pay a1")  # now the last stone must be red: b1 would leave the red entry unpaid
    assert ids(state) == ["pay d1", "resign"]


def test_payment_taps_exactly_the_cost_total() -> None:  # HGO-5.2, HGO-5.3
    state = setup(
        phase="main",
        board=["BBBBBB", "......", "......", "......", "......", "......"],
        players=players({"hand": ["u-first-rank-insei"]}),  # 1 blue + 1 red + 2 black: no blue stone
    )
    assert "play u-first-rank-insei" not in ids(state)
    state = setup(
        phase="main",
        board=["BBBBBB", "......", "......", "B.....", "......", "......"],
        players=players({"hand": ["u-first-rank-insei", "f-nirensei"]}),
    )
    play(state, "play u-first-rank-insei")
    picks = 0
    while state.decision == "pay":
        state.apply(next(a for a in ids(state) if a != "pay auto"))  # single steps only
        picks += 1
    assert picks == 4 and state.tapped.bit_count() == 4
    assert state.uchite[0] and state.decision == "main"


def test_a_cost_of_zero_needs_no_stone() -> None:  # HGO-5.3
    state = setup(phase="main", players=players({"fuseki": ["f-chinese"]}))  # no stone on the board at all
    assert "flip f-chinese" in ids(state)
    play(state, "flip f-chinese")  # no pay decision: it resolves at once (nothing to untap) and is discarded
    assert [k for k, _, _ in state.events][:3] == ["flip", "effect", "discard"]
    assert "paid" not in [k for k, _, _ in state.events] and state.discards[0]


def test_there_is_no_mana_pool() -> None:  # HGO-5.4, HGO-6.8
    # three stones; two cards of 2 black each: after one is paid only one untapped stone is left for the other
    state = setup(
        phase="main",
        board=["BBB...", "......", "......", "......", "......", "......"],
        players=players({"hand": ["u-amateur-dan", "c-tsutsui"]}),
    )
    play(state, "play u-amateur-dan", "pay a1", "pay b1")
    # Tsutsui is not offered, so the Main phase ended by itself (HGO-0.6); nothing is left over at the next turn:
    # tapped stones stay tapped until untapped in Recovery
    assert state.turn == 2 and state.board_rows()[0] == "bbB..."


def test_a_stone_may_pay_in_the_turn_it_was_placed() -> None:  # HGO-5.5, HGO-6.7
    state = setup(
        phase="stone",
        board=["B.....", "......", "......", "......", "......", "......"],
        players=players({"hand": ["u-street-hustler"] + ["t-sente"] * 6}),
    )
    play(state, "place d1", "stop")  # the Hand phase with 7 cards: discard nothing
    assert "play u-street-hustler" in ids(state)
    play(state, "play u-street-hustler", "pay a1", "pay d1")
    assert state.board_rows()[0] == "b..b.."


@settings(max_examples=300, deadline=None)
@given(
    cost=st.tuples(*[st.integers(0, 2)] * 5),
    stones=st.lists(st.integers(0, 35), max_size=10, unique=True),
    order=st.randoms(use_true_random=False),
)
def test_every_offered_pick_can_be_completed(
    cost: tuple[int, ...], stones: list[int], order: object
) -> None:  # HGO-5.3
    total = sum(cost)
    untapped = sum(1 << s for s in stones)
    avail = tuple((untapped & q).bit_count() for q in QUADRANTS)
    payable = all(avail[c] >= cost[c] for c in range(4)) and sum(avail) >= total
    picked = 0
    for _ in range(total):
        m = pickable(cost, total, picked, untapped & ~picked)
        if not payable:
            assert m == 0
            return
        assert m, "a payable cost always offers a stone"
        choices = [i for i in range(36) if m >> i & 1]
        picked |= 1 << order.choice(choices)  # type: ignore[attr-defined]
    if payable:
        got = tuple((picked & q).bit_count() for q in QUADRANTS)
        assert picked.bit_count() == total and all(got[c] >= cost[c] for c in range(4))
        assert completable(cost, total, got, (0, 0, 0, 0))


def counts(mask: int) -> tuple[int, ...]:
    return tuple((mask & q).bit_count() for q in QUADRANTS)


@settings(max_examples=300, deadline=None)
@given(
    cost=st.tuples(*[st.integers(0, 2)] * 5),
    stones=st.lists(st.integers(0, 35), max_size=12, unique=True),
    picks=st.integers(0, 4),
    generic=st.integers(0, 3),
)
def test_the_offered_picks_are_exactly_the_stones_that_keep_the_payment_completable(
    cost: tuple[int, ...], stones: list[int], picks: int, generic: int
) -> None:  # HGO-5.2, HGO-5.3
    total = sum(cost[:4]) + generic
    picked = sum(1 << s for s in stones[:picks])
    untapped = sum(1 << s for s in stones[picks:])
    expected = 0
    for s in range(36):
        b = 1 << s
        if untapped & b and completable(cost, total, counts(picked | b), counts(untapped & ~b)):
            expected |= b
    assert pickable(cost, total, picked, untapped) == expected
