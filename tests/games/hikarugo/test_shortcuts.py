"""Whole-run actions (no busywork): ``pay auto``, ``untap all`` / ``untap auto``, ``take auto`` and ``end-turn``.

Each does in one decision what a run of single steps may do; the single steps stay offered beside it."""

from __future__ import annotations

from tcgkit.core import Rng

from .helpers import GAME, events, ids, play, players, setup

ROW = "......"


def labels(state):  # type: ignore[no-untyped-def]
    return {a.id: a.label for a in state.legal_actions()}


def test_pay_auto_pays_the_coloured_entries_then_the_black_rest_from_the_fullest_quadrant() -> None:  # HGO-5.2, HGO-5.3
    # First-rank Insei costs 1 blue + 1 red + 2 black. Untapped: white a1 b1 c1, red d1, blue a4 a5.
    board = ["BBBB..", ROW, ROW, "B.....", "B.....", ROW]
    state = setup(phase="main", board=board, players=players({"hand": ["u-first-rank-insei"]}))
    play(state, "play u-first-rank-insei")
    assert ids(state) == ["pay auto", "pay a1", "pay b1", "pay c1", "pay d1", "pay a4", "pay a5", "resign"]
    assert labels(state)["pay auto"] == "Pay the rest: tap a1, b1, d1, a4"  # blue a4, red d1, then white twice
    play(state, "pay auto")
    assert state.board_rows()[:5] == ["bbBb..", ROW, ROW, "b.....", "B....."]
    assert (
        state.decision != "pay" and state.uchite[0] and events(state, "paid")[-1]["squares"] == ["a1", "b1", "d1", "a4"]
    )


def test_pay_auto_completes_a_payment_already_begun() -> None:  # HGO-5.3
    board = ["BBBB..", ROW, ROW, "B.....", "B.....", ROW]
    state = setup(phase="main", board=board, players=players({"hand": ["u-first-rank-insei"]}))
    play(state, "play u-first-rank-insei", "pay a5", "pay c1")  # blue paid; c1 pays one black
    assert labels(state)["pay auto"] == "Pay the rest: tap a1, d1"  # red d1 is still owed; white a1 for the black
    play(state, "pay auto")
    assert state.board_rows()[0] == "bBbb.." and state.board_rows()[3:5] == ["B.....", "b....."]


def test_pay_auto_is_not_offered_without_a_choice() -> None:  # HGO-5.3, HGO-0.6
    state = setup(
        phase="main", board=["BB.B..", ROW, ROW, ROW, ROW, ROW], players=players({"hand": ["u-street-hustler"]})
    )
    play(state, "play u-street-hustler", "pay a1")
    assert ids(state) == ["pay d1", "resign"]  # one stone left: the single step only (a client takes it unasked)
    assert state.only_choice() is not None and state.only_choice().id == "pay d1"


def test_untap_all_uses_the_recovery_allowance_at_once() -> None:  # HGO-4.3
    state = setup(phase="recovery", board=["bb....", ROW, ROW, ROW, ROW, ".....W"])
    assert ids(state) == ["untap all", "untap a1", "untap b1", "stop", "resign"]
    assert labels(state)["untap all"] == "Untap all your tapped stones: a1, b1"
    play(state, "untap all")
    assert state.board_rows()[0] == "BB...." and state.decision == "place"
    assert [d["square"] for d in events(state, "untap")] == ["a1", "b1"]


def test_untap_auto_chooses_the_colours_the_hand_needs() -> None:  # HGO-4.3, HGO-5.2
    # five tapped stones, three may be untapped; the hand needs blue and red, and neither has an untapped stone
    board = ["bbBbb.", ROW, ROW, "b.....", ROW, ".....W"]
    state = setup(phase="recovery", board=board, players=players({"hand": ["t-hane", "t-tesuji"]}))
    assert ids(state)[0] == "untap auto" and labels(state)["untap auto"] == "Untap 3 stones chosen for you: d1, e1, a4"
    play(state, "untap auto")
    assert state.board_rows()[0] == "bbBBB." and state.board_rows()[3] == "B....." and state.decision == "place"


def test_untap_stones_effect_has_the_whole_run_too() -> None:  # HGO-10.8
    board = ["bbb...", ROW, ROW, ROW, ROW, ".....w"]
    state = setup(phase="main", board=board, players=players({"fuseki": ["f-chinese"], "hand": ["t-sente"]}))
    play(state, "flip f-chinese")  # up to 2 of 3 tapped stones
    assert ids(state)[0] == "untap auto"
    play(state, "untap auto")
    assert state.board_rows()[0] == "BBb..." and state.board_rows()[5] == ".....w"


def test_take_auto_takes_every_stone_the_match_gives() -> None:  # HGO-5.35
    # 6 against 2: the attacker takes 2 stones; taking a1 frees Black's corner
    board = ["W.B...", ".B....", "B.....", ROW, "....W.", ".....W"]
    state = setup(
        phase="window",
        turn=3,
        board=board,
        players=players(),
        match={"attacker": "u-visiting-prodigy", "defender": "u-kibitzer"},
    )
    assert ids(state) == ["take auto", "take a1", "take e5", "take f6", "resign"]  # exactly 2: no stop
    assert labels(state)["take auto"] == "Take them all: a1, e5"
    play(state, "take auto")
    assert state.agehama == [2, 0] and state.board_rows()[0] == "..B..." and state.decision != "take"
    assert [d["square"] for d in events(state, "take")] == ["a1", "e5"]


def test_end_turn_from_the_main_phase_skips_the_match_and_the_end_phase() -> None:  # HGO-4.6, HGO-4.8, HGO-4.10
    state = setup(
        phase="main",
        turn=3,
        board=["B.....", ROW, ROW, ROW, ROW, ".....W"],
        players=players({"hand": ["f-nirensei"], "character": "c-waya", "uchite": ["u-kibitzer"]}),
    )
    assert ids(state)[-3:] == ["end-main", "end-turn", "resign"]
    play(state, "end-turn")
    assert (state.turn, state.active, state.match_held) == (4, 1, False)
    assert state.chars[0] and "match" not in [k for k, _, _ in state.events]


def test_end_turn_is_offered_only_beside_a_real_choice_and_when_more_would_be_asked() -> None:  # HGO-0.6, HGO-4.10
    # nothing to ask after the Main phase: no eligible uchite, no character or fuseki
    state = setup(phase="main", board=["B.....", ROW, ROW, ROW, ROW, ROW], players=players({"hand": ["f-nirensei"]}))
    assert ids(state) == ["set f-nirensei", "end-main", "resign"]
    # no real choice in the Main phase: the default is still applied by itself, and the declaration offers end-turn
    state = setup(phase="main", players=players({"character": "c-akira", "uchite": ["u-kibitzer"]}))
    assert state.decision == "declare" and ids(state) == ["match u-kibitzer", "no-match", "end-turn", "resign"]
    play(state, "end-turn")
    assert state.turn == 2 and state.decision == "place"


def test_a_scripted_player_is_asked_far_fewer_payment_and_untap_decisions() -> None:  # HGO-5.3, HGO-4.3
    runs = {"pay auto", "untap all", "untap auto", "take auto"}
    decks = list(GAME.sample_decks().values())

    def asked(shortcuts: bool) -> int:
        state = GAME.new_game(decks, seed=1)
        rng = Rng(8)
        n = 0
        while not state.is_over:
            acts = [a for a in state.legal_actions() if not a.resign]
            new = runs | ({"end-turn"} if state.decision in ("main", "declare") else set())
            old = [a.id for a in acts if a.id not in new]
            if shortcuts and state.only_choice() is not None:
                state.apply(state.only_choice().id)  # type: ignore[union-attr]
                continue
            if state.decision in ("pay", "untap", "take"):
                n += 1
            whole = [a.id for a in acts if a.id in runs]
            state.apply(whole[0] if shortcuts and whole else old[rng.below(len(old))])
        return n

    before, after = asked(False), asked(True)
    assert after * 2 < before, (before, after)
