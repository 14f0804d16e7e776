"""Movement: legal destinations, leaps, locks, portals, extra steps (BIO-4.7 to BIO-4.11, BIO-5.1 to BIO-5.4)."""

from __future__ import annotations

import pytest

from tcgkit.core import IllegalAction

from .helpers import kinds, last, moves, setup, sq, turn_events

# (9,5) is a general square with a neighbour of four kinds: (8,5) MI, (9,4) CL, (9,6) GA, (10,5) general.


def test_step_to_any_adjacent_square():  # BIO-5.1 (a), BIO-1.15, BIO-4.9
    state = setup()
    assert state.decision == "stepto"
    assert moves(state) == {"8,5", "9,4", "9,6", "10,5"}  # orthogonal neighbours only, no diagonals
    assert "stop" not in [a.id for a in state.legal_actions()]  # the first step is mandatory (BIO-4.9)
    state.apply("move 10,5")
    assert state.pos[0] == sq(state, "10,5")


def test_off_island_positions_are_never_destinations():  # BIO-1.14
    state = setup({"square": "9,1"})  # west edge: (9,0) does not exist
    assert moves(state) == {"8,1", "10,1", "9,2"}


def test_cannot_enter_the_opponents_square():  # BIO-5.1 (b), BIO-6.14
    state = setup(p1={"square": "10,5"})
    assert "10,5" not in moves(state)
    with pytest.raises(IllegalAction):
        state.apply("move 10,5")


def test_cannot_enter_the_nest_holding_the_bohrok_deck():  # BIO-5.1 (c)
    state = setup({"square": "5,5"}, nest="6,5")
    assert moves(state) == {"4,5", "5,4", "5,6"}


def test_nest_is_enterable_once_the_bohrok_are_gone():  # BIO-6.8, BIO-5.1 (c)
    gone = ["Tahnok", "Gahlok", "Lehvak", "Pahrak", "Nuhvok", "Kohrak"]
    state = setup({"square": "5,5"}, nest="6,5", bohrok=[], removed=gone)
    assert "6,5" in moves(state)
    state.apply("move 6,5")
    assert state.pos[0] == sq(state, "6,5")


def test_cannot_enter_the_locked_action_square():  # BIO-5.1 (d), BIO-5.3
    state = setup({"action_lock": "9,6"})
    assert moves(state) == {"8,5", "9,4", "10,5"}


def test_cannot_enter_the_locked_challenge_square():  # BIO-5.1 (e), BIO-5.3
    state = setup({"challenge_lock": "9,4"})
    assert moves(state) == {"8,5", "9,6", "10,5"}


def test_no_challenge_square_while_a_mission_is_queued():  # BIO-5.1 (f), BIO-6.4
    mission = {"card": "Messenger", "drawn_at": "8,5"}
    state = setup({"missions": [mission]})
    assert moves(state) == {"8,5", "9,6", "10,5"}


def test_ignore_locks_lifts_both_locks_but_not_the_mission_rule():  # BIO-10.4 IGNORE_LOCKS, BIO-5.1 (d) (e) (f)
    state = setup({"action_lock": "9,6", "challenge_lock": "9,4", "hand": ["Retrace Steps"]})
    assert state.decision == "mwindow"
    state.apply("play retrace-steps")
    assert moves(state) == {"8,5", "9,4", "9,6", "10,5"}
    mission = {"card": "Messenger", "drawn_at": "8,5"}
    state = setup({"action_lock": "9,6", "challenge_lock": "9,4", "hand": ["Retrace Steps"], "missions": [mission]})
    state.apply("play retrace-steps")
    assert moves(state) == {"8,5", "9,6", "10,5"}


def test_no_legal_square_the_toa_stays_and_the_mission_check_still_happens():  # BIO-4.9, BIO-4.19, BIO-7.3
    # (3,3) CL has two neighbours: (2,3), taken by the opponent, and (3,4) GA, the locked action square.
    mission = {"card": "Short Journey", "drawn_at": "3,6", "eligible": False}
    state = setup({"square": "3,3", "action_lock": "3,4", "missions": [mission]}, {"square": "2,3"})
    first = turn_events(state, 1)
    assert [k for k, _ in first if k in ("stay", "move")] == ["stay"]  # no choice was asked, no step taken
    assert "reveal" not in [k for k, _ in first]  # the Square step is skipped (the CL is not resolved)
    # distance 3 from (3,6): eligible at the Move step, finished at the mission check all the same
    assert ("mission_finished", {"player": 0, "card": "short-journey"}) in first
    assert not state.is_over


def test_leap_over_the_opponent():  # BIO-5.2, BIO-10.4 LEAP_OPPONENT
    assert moves(setup({}, {"square": "9,6"})) == {"8,5", "9,4", "10,5"}
    state = setup({"hand": ["Vault"]}, {"square": "9,6"})
    assert [a.id for a in state.legal_actions()] == ["play vault", "stop"]
    state.apply("play vault")
    assert moves(state) == {"8,5", "9,4", "10,5", "9,7"}  # Q = 2·O − S
    state.apply("move 9,7")
    assert state.pos[0] == sq(state, "9,7")
    assert last(state, "move")["how"] == "leap"
    assert state.alock[0] == -1  # O (9,6), a GA square, was not entered


def test_leap_destination_obeys_the_other_conditions():  # BIO-5.2, BIO-5.1 (c)-(f)
    mission = {"card": "Messenger", "drawn_at": "8,5"}
    state = setup({"square": "9,6", "hand": ["Vault"], "missions": [mission]}, {"square": "9,5"})
    state.apply("play vault")
    assert moves(state) == {"8,6", "9,7", "10,6"}  # Q (9,4) is a challenge square: (f) bars the leap


def test_entering_an_action_square_locks_it_and_a_challenge_square_releases_it():  # BIO-5.3, BIO-4.10, BIO-4.11
    state = setup({"hand": ["Forced March"], "action_lock": "9,6"}, challenges=["Fallen Tree"])
    state.apply("play forced-march")
    assert "9,6" not in moves(state)
    state.apply("move 9,4")  # CL: action lock cleared, challenge lock set — although (9,4) is not the final square
    assert state.alock[0] == -1 and state.clock[0] == sq(state, "9,4")
    assert set(a.id for a in state.legal_actions()) == {"move 8,4", "move 9,3", "move 9,5", "move 10,4", "stop"}
    state.apply("move 9,5")
    assert moves(state) == {"8,5", "9,6", "10,5"}  # the action lock is released; the challenge lock holds
    state.apply("move 9,6")
    assert state.alock[0] == sq(state, "9,6")
    assert "reveal" not in kinds(state)  # BIO-4.11: only the final square (GA) is resolved


def test_locks_persist_across_turns():  # BIO-5.3
    state = setup({"square": "8,6"}, {"square": "14,5"})
    state.apply("move 9,6")  # GA: locked
    state.apply("move 14,4")  # player 1
    state.apply("move 9,5")
    state.apply("move 14,5")
    assert state.to_move == 0 and state.turn == 5
    assert moves(state) == {"8,5", "9,4", "10,5"}


def test_another_action_square_replaces_the_lock():  # BIO-5.3
    state = setup({"square": "7,3", "action_lock": "9,6"})
    state.apply("move 7,4")
    assert state.alock[0] == sq(state, "7,4")


def test_extra_steps_may_stop_early_and_add_up():  # BIO-4.8, BIO-4.10, BIO-10.4 EXTRA_STEPS
    state = setup({"hand": ["Quick March", "Sprint"]})
    state.apply("play quick-march")
    state.apply("play sprint")
    assert state.extra == 2
    state.apply("move 10,5")
    assert "stop" in [a.id for a in state.legal_actions()]
    state.apply("move 11,5")
    state.apply("stop")
    assert state.pos[0] == sq(state, "11,5") and state.to_move == 1
    assert state.extra == 0  # BIO-4.8: move effects end with the Move step


def test_extra_steps_end_when_none_is_legal():  # BIO-4.10
    # From (2,3) every neighbour is barred: (1,3) the opponent, (2,4) the nest, (3,3) the locked challenge square.
    mission = {"card": "Messenger", "drawn_at": "4,4"}
    state = setup(
        {"square": "3,3", "challenge_lock": "3,3", "hand": ["Quick March"], "missions": [mission]}, {"square": "1,3"}
    )
    state.apply("play quick-march")
    assert moves(state) == {"2,3", "3,4"}
    state.apply("move 2,3")
    assert state.extra == 0
    steps = [d["square"] for k, d in turn_events(state, 1) if k == "move"]
    assert steps == ["2,3"]  # no extra step was offered: the turn went on to the opponent


def test_portal_transfer_to_a_free_portal():  # BIO-4.13, BIO-5.4
    state = setup({"square": "7,3"}, {"square": "13,1"})
    state.apply("move 7,2")
    assert state.decision == "portal"
    assert [a.id for a in state.legal_actions()] == ["portal 1,11", "portal 14,12"]  # not the opponent's portal
    state.apply("portal 14,12")
    assert state.pos[0] == sq(state, "14,12")
    assert last(state, "move")["how"] == "portal"
    assert state.to_move == 1  # no chain: the destination portal is not resolved


def test_portal_with_every_other_portal_occupied_the_toa_stays():  # BIO-5.4
    state = setup({"square": "7,3"}, {"square": "1,11"}, map="north")
    state.apply("move 7,2")
    assert state.pos[0] == sq(state, "7,2")
    assert "portal_blocked" in kinds(state) and state.to_move == 1


def test_portal_single_choice_is_automatic():  # BIO-5.4, BIO-0.4
    state = setup({"square": "7,3"}, {"square": "5,5"}, map="north")
    state.apply("move 7,2")
    assert state.pos[0] == sq(state, "1,11")


def test_toa_never_fight_directly():  # BIO-6.13, BIO-6.14
    state = setup(
        {"hand": ["Heave"]}, {"square": "11,5", "held": ["Hau (Gali)"], "attached": ["Hau (Gali)"], "hand": ["Unity"]}
    )
    state.apply("move 10,5")  # next to the opponent's Toa: nothing happens to either
    assert [k for k, _ in turn_events(state, 1)] == ["move"]
    assert len(state.held[1]) == 1 and len(state.hands[1]) == 1 and state.pos[1] == sq(state, "11,5")
    assert state.to_move == 1 and moves(state) == {"11,4", "11,6", "12,5"}  # nor may Gali step onto Tahu
