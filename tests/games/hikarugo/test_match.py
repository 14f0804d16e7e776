"""Matches: declaring, defending, the technique window, values, results, stone taking, cleanup and triggers
(HGO-5.23–5.38)."""

from __future__ import annotations

import pytest

from .helpers import cards, events, ids, kinds, play, players, setup

WHITE_ROW = ["......", "......", "......", "......", "......", "WWWW.."]  # four stones of player 1 (white)


def match_position(att: list, dfd: list, hand0=None, hand1=None, board=None, **kw):  # type: ignore[no-untyped-def]
    p0 = {"uchite": att, **({"hand": hand0} if hand0 else {}), **kw.pop("p0", {})}
    p1 = {"uchite": dfd, **({"hand": hand1} if hand1 else {}), **kw.pop("p1", {})}
    return setup(phase="match", turn=3, board=board or WHITE_ROW, players=players(p0, p1), **kw)


def test_an_uchite_cannot_attack_in_its_entry_turn_unless_quick() -> None:  # HGO-5.23, HGO-0.10, HGO-10.3
    state = setup(
        phase="match",
        turn=5,
        players=players({"uchite": [{"card": "u-kibitzer", "entry": 5}, {"card": "u-club-freshman", "entry": 5}]}),
    )
    assert ids(state) == ["match u-club-freshman", "no-match", "resign"]


def test_declaring_moves_the_attacker_and_opens_the_match() -> None:  # HGO-5.24, HGO-0.3, HGO-1.16
    state = match_position(["u-kibitzer", "u-salon-regular"], ["u-old-master", "u-old-master", "u-ladder-reader"])
    play(state, "match u-salon-regular")
    assert state.active == 0 and state.cards[state.att] == "u-salon-regular"
    assert cards(state, state.uchite[0]) == ["u-kibitzer"]
    assert state.match_held and state.tcount == [0, 0]
    assert state.to_move == 1 and state.decision == "defend"


def test_the_defender_may_send_any_uchite_or_none() -> None:  # HGO-5.25, HGO-0.9
    # an uchite that entered this very turn may defend: there is no eligibility rule (and no tapped state) for it
    state = match_position(["u-kibitzer"], ["u-old-master", {"card": "u-ladder-reader", "entry": 3}])
    play(state, "match u-kibitzer")
    assert ids(state) == ["defend u-ladder-reader", "defend u-old-master", "no-defender", "resign"]
    play(state, "defend u-ladder-reader")
    assert state.cards[state.dfd] == "u-ladder-reader"


def test_the_window_opens_with_the_attacker_and_alternates() -> None:  # HGO-5.26, HGO-5.27, HGO-5.28, HGO-5.29
    state = match_position(["u-kibitzer"], ["u-old-master"], hand0=["t-tsuke", "t-tsuke"], hand1=["t-nozoki"])
    play(state, "match u-kibitzer", "defend u-old-master")
    assert (state.decision, state.to_move, state.prio, state.passes) == ("window", 0, 0, 0)
    assert ids(state) == ["technique t-tsuke", "pass", "resign"]
    play(state, "technique t-tsuke")
    assert cards(state, state.piles[0]) == ["t-tsuke"] and state.tcount == [1, 0]
    assert state.mods == [("ATTACK_UP", 0, 1, state.piles[0][0])]  # resolved at once
    assert (state.to_move, state.prio) == (1, 1)
    assert ids(state) == ["technique t-nozoki", "pass", "resign"]


def test_a_pass_is_not_final_and_two_passes_in_a_row_end_the_window() -> None:  # HGO-5.30, HGO-5.29
    state = match_position(
        ["u-kibitzer"], ["u-old-master"], hand0=["t-tsuke", "t-tsuke"], hand1=["t-nozoki", "t-nozoki"]
    )
    play(state, "match u-kibitzer", "defend u-old-master", "pass")
    assert (state.to_move, state.passes) == (1, 1)
    play(state, "technique t-nozoki")
    assert (state.to_move, state.passes) == (0, 0)  # the action reset the pass count
    play(state, "technique t-tsuke", "pass", "pass")
    assert "window_closed" in kinds(state) and state.att < 0  # resolved and cleaned up
    assert events(state, "match_result")[-1]["attack"] == 0  # 0 + 1 - 1


def test_at_most_three_techniques_each_and_both_at_three_ends_the_window() -> None:  # HGO-5.27, HGO-5.29
    state = match_position(["u-kibitzer"], ["u-old-master"], hand0=["t-tsuke"] * 4, hand1=["t-nozoki"] * 4)
    play(state, "match u-kibitzer", "defend u-old-master")
    for _ in range(3):
        play(state, "technique t-tsuke", "technique t-nozoki")
    assert "pass" not in kinds(state)  # the window closed without a pass, right after the sixth technique
    assert kinds(state).count("technique") == 6 and "window_closed" in kinds(state)
    assert len(state.hands[0]) == 1 and len(state.hands[1]) == 1


def test_a_player_at_three_techniques_can_only_pass() -> None:  # HGO-5.27, HGO-0.6
    state = match_position(["u-kibitzer"], ["u-old-master"], hand0=["t-tsuke"] * 4, hand1=["t-nozoki"] * 4)
    play(state, "match u-kibitzer", "defend u-old-master")
    play(state, "technique t-tsuke", "pass", "technique t-tsuke", "pass", "technique t-tsuke")
    assert state.tcount == [3, 0] and state.to_move == 1
    play(state, "technique t-nozoki")
    # player 0 has only `pass` left: it is applied for them, and priority is back with player 1
    assert state.to_move == 1 and state.passes == 1 and state.tcount == [3, 1]


def test_fuseki_flips_and_abilities_do_not_count_as_techniques() -> None:  # HGO-5.31, HGO-5.27
    state = match_position(
        ["u-kibitzer"],
        ["u-old-master"],
        hand0=["t-tsuke"],
        board=["BBB...", "......", "......", "......", "......", "WWWW.."],
        p0={"fuseki": ["f-nirensei"], "character": "c-sai", "deck": ["t-hane"]},
    )
    play(state, "match u-kibitzer", "defend u-old-master")
    assert ids(state) == ["technique t-tsuke", "flip f-nirensei", "use c-sai", "pass", "resign"]
    play(state, "flip f-nirensei")  # priority passes, the defender has nothing: pass applied, back to player 0
    assert state.tcount == [0, 0] and state.to_move == 0
    play(state, "use c-sai", "pay a1")
    assert state.tcount == [0, 0] and state.to_move == 0
    assert [m[0] for m in state.mods] == ["BOOST"]


def test_match_values_with_modifiers_floored_at_zero() -> None:  # HGO-5.32
    state = match_position(["u-kibitzer"], ["u-old-master"], hand0=["t-tsuke", "t-tsuke"], hand1=["t-nozoki"] * 3)
    play(state, "match u-kibitzer", "defend u-old-master", "technique t-tsuke")
    assert state.values() == (1, 6)
    play(state, "technique t-nozoki", "pass", "technique t-nozoki")
    assert state.values() == (0, 6)  # 0 + 1 - 2 = -1, raised to 0


def test_no_defender_means_zero_defense_and_a_zero_attack_ties() -> None:  # HGO-5.32, HGO-5.33, HGO-5.34
    state = match_position(
        ["u-kibitzer"], [], hand1=["t-kosumi"], board=["......", "......", "......", "......", "......", "WWWW.W"]
    )
    play(state, "match u-kibitzer")
    assert state.values() == (0, 0)
    assert events(state, "match_result")[-1] == {"attack": 0, "defense": 0, "winner": -1}
    assert cards(state, state.discards[0]) == ["u-kibitzer"]  # a tie discards the attacking uchite
    assert state.agehama == [0, 0]


def test_a_defender_without_uchite_can_only_use_techniques_that_need_none() -> None:  # HGO-5.27, HGO-10.8
    state = match_position(["u-salon-regular"], [], hand1=["t-kosumi", "t-nozoki", "t-seki"])
    play(state, "match u-salon-regular")  # no uchite to send: `no-defender` is applied, and the attacker passes
    assert state.to_move == 1 and ids(state) == ["technique t-nozoki", "pass", "resign"]


@pytest.mark.parametrize(
    ("defender", "d", "taken"),
    [
        ("u-ladder-reader", 1, 0),
        ("u-study-member", 2, 1),
        ("u-insei-hopeful", 3, 1),
        ("u-kibitzer", 4, 2),
        ("u-salon-regular", 5, 2),
        ("u-club-freshman", 6, 3),
    ],
)
def test_the_stone_taking_table(defender: str, d: int, taken: int) -> None:  # HGO-5.35, HGO-5.33, HGO-5.34
    state = match_position(["u-visiting-prodigy"], [defender])
    play(state, "match u-visiting-prodigy", f"defend {defender}")
    assert events(state, "match_result")[-1] == {"attack": 6, "defense": 6 - d, "winner": 0}
    assert cards(state, state.discards[1]) == [defender]  # the loser's uchite is discarded
    for k in range(taken):
        assert state.decision == "take" and state.to_move == 0
        run = ["take auto"] if taken - k >= 2 else []  # the whole run, beside the single steps
        squares = [f"take {sq}" for sq in ["a6", "b6", "c6", "d6"][k:]]
        assert ids(state) == run + squares + ["resign"]  # exactly N: no stop
        play(state, squares[0])
    assert state.agehama == [taken, 0] and state.stones[1].bit_count() == 4 - taken
    assert cards(state, state.uchite[0]) == ["u-visiting-prodigy"]  # the winner returns


def test_the_defender_can_win_and_take_stones() -> None:  # HGO-5.33, HGO-5.35, HGO-5.34
    board = ["BB....", "......", "......", "......", "......", "......"]
    state = match_position(["u-kibitzer"], ["u-old-master"], board=board)
    play(state, "match u-kibitzer", "defend u-old-master")
    assert state.decision == "take" and state.to_move == 1
    play(state, "take b1", "take a1")  # d = 6 would take 3, but only 2 black stones are on the board
    assert state.agehama == [0, 2] and state.stones[0] == 0
    assert cards(state, state.discards[0]) == ["u-kibitzer"] and cards(state, state.uchite[1]) == ["u-old-master"]


def test_a_tie_discards_both_uchite() -> None:  # HGO-5.33, HGO-5.34
    state = match_position(["u-amateur-dan"], ["u-amateur-dan"])
    play(state, "match u-amateur-dan", "defend u-amateur-dan")
    assert events(state, "match_result")[-1]["winner"] == -1
    assert cards(state, state.discards[0]) == ["u-amateur-dan"] and cards(state, state.discards[1]) == ["u-amateur-dan"]
    assert state.agehama == [0, 0]


def test_extra_take_adds_stones_up_to_the_losers_stones() -> None:  # HGO-5.35, HGO-10.8
    board = ["...BB.", "......", "......", "......", "......", "WWWW.."]
    state = match_position(["u-salon-regular"], ["u-club-freshman"], hand0=["t-geta"], board=board)
    play(state, "match u-salon-regular", "defend u-club-freshman", "technique t-geta", "pay d1", "pay e1")
    # d = 1 takes no stone; EXTRA_TAKE 1 makes it 1
    assert state.decision == "take"
    play(state, "take a6")
    assert state.agehama == [1, 0]


def test_guard_keeps_the_losing_uchite() -> None:  # HGO-5.34, HGO-10.8
    board = ["B.....", "......", "......", "......", "......", "WWWW.."]
    state = match_position(["u-kibitzer"], ["u-old-master"], hand0=["t-seki"], board=board)
    play(state, "match u-kibitzer", "defend u-old-master", "technique t-seki", "pay a1")
    kibitzer = state.cards.index("u-kibitzer")
    assert events(state, "guarded") == [{"player": 0, "card": "u-kibitzer", "instance": kibitzer}]
    play(state, "take a1")  # the defender still wins and takes a stone
    assert cards(state, state.uchite[0]) == ["u-kibitzer"] and not state.discards[0][:-1]
    assert cards(state, state.discards[0]) == ["t-seki"]


def test_cleanup_discards_techniques_and_returns_survivors() -> None:  # HGO-5.36, HGO-6.8, HGO-0.8
    state = match_position(
        [{"card": "u-salon-regular", "entry": 1}], ["u-kibitzer"], hand0=["t-tsuke"], hand1=["t-nozoki"]
    )
    play(state, "match u-salon-regular", "no-defender", "technique t-tsuke", "technique t-nozoki")
    assert cards(state, state.discards[0]) == ["t-tsuke"] and cards(state, state.discards[1]) == ["t-nozoki"]
    survivor = state.uchite[0][0]
    assert state.cards[survivor] == "u-salon-regular" and state.since[survivor] == 1
    assert state.mods == [] and state.tcount == [0, 0] and state.att == state.dfd == -1
    assert state.F[survivor].attack == 1  # printed values never change


def test_match_win_and_loss_triggers_active_player_first() -> None:  # HGO-5.37, HGO-5.22, HGO-10.6
    # the attacker (player 0) loses with Isumi (ON_MATCH_LOSS DRAW 1); the defender wins with Akira (ON_MATCH_WIN)
    state = match_position(
        ["u-kibitzer"],
        ["u-ladder-reader"],
        board=["......", "......", "......", "......", "......", "......"],
        p0={"character": "c-isumi", "deck": ["t-hane"]},
        p1={"character": "c-akira", "deck": ["t-kosumi"]},
    )
    play(state, "match u-kibitzer", "defend u-ladder-reader")
    triggers = events(state, "trigger")
    assert triggers == [
        {"player": 0, "card": "c-isumi", "event": "on_loss", "instance": state.chars[0][0]},
        {"player": 1, "card": "c-akira", "event": "on_win", "instance": state.chars[1][0]},
    ]
    assert cards(state, state.hands[0]) == ["t-hane"] and cards(state, state.hands[1]) == ["t-kosumi"]
    draws = [d["player"] for d in events(state, "draw")]
    assert draws == [0, 1]


def test_a_tie_triggers_neither() -> None:  # HGO-5.37
    state = match_position(
        ["u-amateur-dan"],
        ["u-amateur-dan"],
        p0={"character": "c-isumi", "deck": ["t-hane"]},
        p1={"character": "c-akira"},
    )
    play(state, "match u-amateur-dan", "defend u-amateur-dan")
    assert events(state, "trigger") == []


def test_after_the_match_the_turn_goes_to_the_end_phase() -> None:  # HGO-5.38
    state = match_position(["u-salon-regular"], [], p0={"fuseki": ["f-chinese"]})
    play(state, "match u-salon-regular")
    assert (state.phase, state.decision) == ("end", "end")
