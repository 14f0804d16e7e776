"""Missions: the draw, progress, eligibility, strict order, one per turn, and every condition (BIO-4.7, BIO-4.15,
BIO-4.19, BIO-5.6 to BIO-5.8, BIO-6.4, BIO-10.5)."""

from __future__ import annotations

from .helpers import ids, last, names, setup, sq, turn_events


def m(card: str, drawn_at: str = "9,5", progress: int = 0, eligible: bool = False) -> dict:
    return {"card": card, "drawn_at": drawn_at, "progress": progress, "eligible": eligible}


def finished(state, turn: int) -> list[str]:
    return [d["card"] for k, d in turn_events(state, turn) if k == "mission_finished"]


def test_mission_square_draws_into_the_queue():  # BIO-4.15, BIO-5.6
    state = setup(missions=["Forage", "Messenger"])
    state.apply("move 8,5")
    assert names(state, state.mq[0]) == ["Forage"]
    assert state.mdraw[0] == [sq(state, "8,5")] and state.mprog[0] == 0 and not state.melig[0]
    assert last(state, "mission_drawn") == {"player": 0, "card": "forage", "square": "8,5"}


def test_new_missions_go_to_the_end_of_the_queue():  # BIO-5.6, BIO-1.10
    state = setup({"missions": [m("Expedition", "8,4")]}, missions=["Forage"])
    state.apply("move 8,5")
    assert names(state, state.mq[0]) == ["Expedition", "Forage"]


def test_mission_draw_from_an_empty_deck_reshuffles_or_gives_nothing():  # BIO-5.6, BIO-6.5
    state = setup(missions=[], mission_discard=["Forage"])
    state.apply("move 8,5")
    assert names(state, state.mq[0]) == ["Forage"] and state.mdiscs[0] == []
    state = setup()
    state.apply("move 8,5")
    assert state.mq[0] == [] and last(state, "no_card") == {"deck": "mission"}  # the shared deck


def test_individual_mission_decks():  # BIO-5.6, BIO-11.1, BIO-2.1
    state = setup({"mission_deck": ["Messenger"]}, {"mission_deck": ["Forage"]}, mission_deck="individual")
    state.apply("move 8,5")
    assert names(state, state.mq[0]) == ["Messenger"] and len(state.mdecks) == 2 and len(state.mdecks[1]) == 1


def test_only_the_oldest_mission_is_finished_and_one_per_turn():  # BIO-5.8, BIO-6.4, BIO-4.7, BIO-4.19
    queue = [m("Short Journey", "1,8"), m("Far Journey", "1,8")]  # both already met (distance ≥ 5)
    state = setup({"missions": queue})
    state.apply("move 10,5")
    assert finished(state, 1) == ["short-journey"]
    assert names(state, state.mq[0]) == ["Far Journey"] and not state.melig[0]  # active, but not eligible yet
    state.apply("move 15,7")  # player 1
    assert state.melig[0]  # BIO-4.7: eligible at the start of player 0's Move step
    state.apply("move 10,4")
    assert finished(state, 3) == ["far-journey"] and state.mq[0] == []
    assert [state.cards[i] for i in state.mdiscs[0]] == ["short-journey", "far-journey"]  # BIO-6.7


def test_a_newer_mission_cannot_be_finished_before_the_oldest():  # BIO-5.8, BIO-6.4
    queue = [m("Expedition", "9,5"), m("Short Journey", "1,8")]  # only the newer one is met
    state = setup({"missions": queue})
    state.apply("move 10,5")
    assert finished(state, 1) == [] and names(state, state.mq[0]) == ["Expedition", "Short Journey"]


def test_a_met_mission_that_is_not_eligible_is_not_finished():  # BIO-5.7, BIO-5.8
    # step = "square": the Move step (which makes the mission eligible) is already past
    state = setup({"square": "10,5", "missions": [m("Short Journey", "1,8")]}, step="square")
    assert finished(state, 1) == [] and len(state.mq[0]) == 1


def test_events_count_only_for_the_active_mission():  # BIO-5.7
    state = setup({"missions": [m("Forage"), m("Messenger")]}, missions=["Hunt the Swarm"])
    state.apply("move 8,5")  # MI: an event for Messenger's kind, but Messenger is not active
    assert state.mprog[0] == 0


def test_events_in_the_opponents_turn_do_not_count():  # BIO-5.7
    state = setup({}, {"hand": ["Heave"], "missions": [m("Take Action", "16,7")]}, challenges=["Fallen Tree"])
    state.apply("move 9,4")  # a challenge in player 0's turn
    state.apply("play heave")  # the defender, player 1, plays a card in the window
    assert state.mprog[1] == 0  # not player 1's turn: the event does not count


def test_condition_enter_kind_portal_by_transfer():  # BIO-10.5 ENTER_KIND, BIO-0.5
    # step = "square": the Toa has just entered the portal (7,2); the transfer enters (1,11), a PO square
    state = setup({"square": "7,2", "missions": [m("Portal Runner", eligible=True)]}, step="square")
    assert state.decision == "portal"
    state.apply("portal 1,11")
    assert finished(state, 1) == ["portal-runner"]


def test_condition_enter_kind_portal_by_step():  # BIO-10.5 ENTER_KIND
    state = setup({"square": "7,3", "missions": [m("Portal Runner")]})
    state.apply("move 7,2")
    assert state.mprog[0] == 1
    state.apply("portal 1,11")
    assert finished(state, 1) == ["portal-runner"]


def test_condition_enter_kind_bc_and_action_squares():  # BIO-10.5 ENTER_KIND
    state = setup({"square": "9,9", "missions": [m("Hunt the Swarm")]})
    state.apply("move 9,10")
    assert finished(state, 1) == ["hunt-the-swarm"]
    state = setup({"missions": [m("Forage")]})
    state.apply("move 9,6")
    assert finished(state, 1) == ["forage"]


def test_condition_enter_general_three_times_nests_and_starts_count():  # BIO-10.5 ENTER_KIND, BIO-1.16
    state = setup({"square": "7,6", "hand": ["Forced March"], "missions": [m("Long Patrol")]}, nest="2,4")
    state.apply("play forced-march")
    state.apply("move 6,6")
    state.apply("move 6,5")  # an empty nest counts as general
    assert state.mprog[0] == 2
    state.apply("move 5,5")
    assert finished(state, 1) == ["long-patrol"]
    state = setup({"square": "4,7", "missions": [m("Long Patrol")]})
    state.apply("move 3,7")  # ST counts as general after setup
    assert state.mprog[0] == 1


def test_condition_distance_from_the_draw_square():  # BIO-10.5 DISTANCE_FROM_DRAW
    state = setup({"missions": [m("Short Journey", "7,5")]})  # (9,5) -> (10,5): distance 3
    state.apply("move 10,5")
    assert finished(state, 1) == ["short-journey"]
    state = setup({"missions": [m("Short Journey", "7,5")]})
    state.apply("move 8,5")  # distance 1
    assert finished(state, 1) == []


def test_condition_discard_actions():  # BIO-10.5 DISCARD_ACTIONS, BIO-4.3, BIO-5.5
    hand = ["Heave", "Unity", "Distraction", "Counterstroke", "Stand Firm", "Keen Sight", "Tripwire"]
    state = setup({"square": "8,11", "hand": hand, "deck": ["Updraft", "Vault"], "missions": [m("Shed the Load")]})
    state.apply("discard heave")  # the start step, at 7 cards
    assert state.mprog[0] == 1
    state.apply("move 8,12")  # 2G with 6 cards: one discard may come first
    state.apply("discard unity")
    assert finished(state, 1) == ["shed-the-load"]


def test_condition_discard_actions_before_a_draw():  # BIO-10.5 DISCARD_ACTIONS, BIO-5.5
    hand = ["Heave", "Unity", "Distraction", "Counterstroke", "Stand Firm", "Keen Sight", "Tripwire"]
    state = setup({"hand": hand, "deck": ["Updraft"], "missions": [m("Travel Light")]})
    state.apply("keep")
    state.apply("move 9,6")
    state.apply("discard heave")
    assert finished(state, 1) == ["travel-light"]


def test_condition_adjacent_to_opponent():  # BIO-10.5 ADJACENT_TO_OPPONENT
    state = setup({"missions": [m("Shadow the Rival")]}, {"square": "11,5"})
    state.apply("move 10,5")
    assert finished(state, 1) == ["shadow-the-rival"]


def test_condition_play_actions_by_timing():  # BIO-10.5 PLAY_ACTIONS
    state = setup({"hand": ["Sprint"], "missions": [m("On the Move")]})
    state.apply("play sprint")
    state.apply("move 10,5")
    state.apply("stop")
    assert finished(state, 1) == ["on-the-move"]
    state = setup({"hand": ["Scout Ahead"], "deck": ["Heave"], "missions": [m("On the Move")]})
    state.apply("play scout-ahead")  # turn-timed: does not match "move"
    state.apply("move 10,5")
    assert finished(state, 1) == []
    state = setup({"hand": ["Scout Ahead"], "deck": ["Heave"], "missions": [m("Take Action")]})
    state.apply("play scout-ahead")  # ANY
    state.apply("move 10,5")
    assert finished(state, 1) == ["take-action"]


def test_abandon_mission():  # BIO-10.4 ABANDON_MISSION, BIO-6.7
    state = setup({"hand": ["Change of Plans"], "missions": [m("Expedition", "9,5", 0, True), m("Forage")]})
    assert ids(state) == ["play change-of-plans", "stop"]
    state.apply("play change-of-plans")
    assert names(state, state.mq[0]) == ["Forage"] and names(state, state.mdiscs[0]) == ["Expedition"]
    assert state.decision == "stepto" and state.melig[0]  # the Move step followed: Forage is eligible now
    assert setup({"hand": ["Change of Plans"]}).decision == "stepto"  # legal only with a queued mission
