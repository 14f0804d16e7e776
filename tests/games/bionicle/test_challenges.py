"""Challenges, double challenges and the action-card window (BIO-4.16, BIO-4.17, BIO-5.9 to BIO-5.17, BIO-10.4).

Tahu (player 0) steps from (9,5) onto the CL square (9,4); Gali (player 1) defends. Tahu: Flight 4, Shielding 5,
Speed 5, Strength 8, Swimming 2, Vision 6; Gali: 3, 5, 5, 4, 8, 5.
"""

from __future__ import annotations

from .helpers import ids, last, names, setup

MT = ["Pakari (Tahu)", "Akaku (Tahu)", "Vakama's Staff"]


def challenge(p0=None, p1=None, cards=("Race the Storm",), **top):
    a = {"mt": MT}
    a.update(p0 or {})
    state = setup(a, p1, challenges=list(cards), **top)
    state.apply("move 9,4")
    return state


def test_a_tie_goes_to_the_challenger():  # BIO-5.15, BIO-5.16, BIO-5.14, BIO-4.16
    state = challenge()  # Speed 5 against 5
    assert last(state, "reveal") == {"card": "race-the-storm", "stat": "Speed"}
    assert last(state, "challenge_result") == {"player": 0, "stat": "Speed", "values": [5, 5], "success": True}
    assert names(state, state.held[0]) == ["Pakari (Tahu)"]  # the top card of the M&T deck
    assert state.decision == "acq_attach" and ids(state) == ["attach pakari-tahu", "keep"]
    state.apply("attach pakari-tahu")
    assert state.amask[0] == state.held[0][0]
    assert names(state, state.cdisc) == ["Race the Storm"] and state.revealed == -1  # BIO-5.17


def test_a_lower_value_fails():  # BIO-5.15
    state = challenge(cards=["Flooded Caves"])  # Swimming 2 against 8
    assert last(state, "challenge_result")["success"] is False
    assert state.held[0] == [] and len(state.mtdecks[0]) == 3
    assert names(state, state.cdisc) == ["Flooded Caves"]


def test_attached_mask_and_turaga_add_their_bonus_for_the_stat():  # BIO-5.12, BIO-6.11
    held = ["Kakama (Tahu) (regular)", "Vakama's Staff"]
    state = challenge({"held": held, "attached": held, "mt": []})
    assert last(state, "challenge_result")["values"] == [7, 5]  # Kakama: +2 Speed; the Staff is Strength
    state = challenge({"held": held, "attached": held, "mt": []}, cards=["Fallen Tree"])
    assert last(state, "challenge_result")["values"] == [9, 4]  # Strength 8 + 1 (Staff); Kakama does not apply
    state = setup({"held": held, "mt": []}, challenges=["Race the Storm"])
    state.apply("keep")  # the start step offers to attach the mask...
    state.apply("keep")  # ...and the Turaga
    state.apply("move 9,4")
    assert last(state, "challenge_result")["values"] == [5, 5]  # unattached cards give nothing


def test_window_order_two_passes_and_playing_again():  # BIO-5.9, BIO-5.10, BIO-5.11
    state = challenge({"hand": ["Unity", "Three Virtues"]}, {"hand": ["Distraction", "Heave"]})
    assert state.decision == "window" and state.to_move == 0  # the challenger has the first chance
    assert ids(state) == ["play three-virtues", "play unity", "pass"]
    state.apply("pass")
    assert state.to_move == 1 and ids(state) == ["play distraction", "play heave", "pass"]
    state.apply("play distraction")
    assert state.to_move == 0  # player 0 passed, but may play again after a card
    state.apply("play unity")
    state.apply("pass")  # player 1
    state.apply("play three-virtues")  # a card after a pass: the window stays open
    assert state.to_move == 1
    state.apply("play heave")  # Strength: no effect on a Speed challenge
    # both hands are empty now: the two passes are made without asking and the window closes
    assert state.decision == "acq_attach"
    assert last(state, "challenge_result")["values"] == [6, 4]  # 5 + 2 + 1 − 2 against 5 − 1


def test_values_boost_weaken_and_their_stats():  # BIO-5.12, BIO-10.4 BOOST, WEAKEN
    state = challenge({"hand": ["Unity", "Heave"]}, {"hand": ["Distraction"]})
    state.apply("play unity")  # +2 any
    state.apply("play distraction")  # −2 to the other side
    state.apply("play heave")  # +3 Strength: not this stat; then both pass without being asked
    assert last(state, "challenge_result")["values"] == [5, 5]
    assert names(state, state.adiscs[0]) == ["Unity", "Heave"]  # played cards go to the discard (BIO-6.7)


def test_copies_of_one_card_in_the_same_window():  # BIO-6.10, BIO-0.4
    state = challenge({"hand": ["Unity", "Unity"]}, {"hand": ["Unity"]})
    assert ids(state) == ["play unity", "pass"]  # two copies: one choice
    state.apply("play unity")
    state.apply("play unity")  # player 1 plays the same card
    state.apply("play unity")  # and player 0 the second copy; both then pass without being asked
    assert last(state, "challenge_result")["values"] == [9, 7]


def test_two_passes_close_the_window_at_once():  # BIO-5.11
    state = challenge({"hand": ["Unity"]}, {"hand": ["Distraction"]})
    state.apply("pass")
    state.apply("pass")
    assert last(state, "challenge_result")["values"] == [5, 5] and len(state.hands[0]) == 1


def test_redraw_challenge_replaces_the_stat():  # BIO-10.4 REDRAW_CHALLENGE, BIO-5.10
    state = challenge({}, {"hand": ["Change of Trial"]}, cards=["Race the Storm", "Flooded Caves"])
    assert state.to_move == 1  # player 0 had no card: passed without being asked
    state.apply("play change-of-trial")
    assert last(state, "reveal") == {"card": "flooded-caves", "stat": "Swimming"}
    assert last(state, "challenge_result") == {"player": 0, "stat": "Swimming", "values": [2, 8], "success": False}
    assert names(state, state.cdisc) == ["Race the Storm", "Flooded Caves"]


def test_cancel_needs_a_target_and_takes_the_most_recent():  # BIO-5.13, BIO-10.4 CANCEL_MODIFIER
    state = challenge({"hand": ["Unity"]}, {"hand": ["Counterstroke", "Steady Resolve"]})
    state.apply("pass")  # nothing to cancel: player 1's only choice is to pass, made without asking
    assert state.decision == "acq_attach" and len(state.hands[1]) == 2
    state = challenge({"hand": ["Unity", "Burst of Speed"]}, {"hand": ["Counterstroke", "Steady Resolve"]})
    state.apply("play unity")
    state.apply("pass")
    state.apply("play burst-of-speed")
    assert ids(state) == ["play counterstroke", "play steady-resolve", "pass"]
    state.apply("play counterstroke")  # targets Burst of Speed, the most recent
    assert last(state, "cancel") == {"player": 1, "card": "burst-of-speed"}
    assert state.to_move == 1  # player 0 had nothing left and passed; the next target is Unity
    state.apply("play steady-resolve")
    assert last(state, "cancel") == {"player": 1, "card": "unity"}
    assert last(state, "challenge_result")["values"] == [5, 5]  # neither boost is effective


def test_cancel_never_targets_a_cancel():  # BIO-5.13
    state = challenge({"hand": ["Unity", "Steady Resolve"]}, {"hand": ["Counterstroke"]})
    state.apply("play unity")
    state.apply("play counterstroke")  # targets Unity; Steady Resolve may not target Counterstroke
    assert names(state, state.hands[0]) == ["Steady Resolve"] and state.decision == "acq_attach"
    assert last(state, "challenge_result")["values"] == [5, 5]


def test_repel_is_not_playable_in_a_challenge():  # BIO-10.4 REPEL_BOHROK
    state = challenge({"hand": ["Stand Firm", "Unity"]}, {"hand": ["Ward the Swarm", "Heave"]})
    assert ids(state) == ["play unity", "pass"]
    state.apply("pass")
    assert ids(state) == ["play heave", "pass"]


def test_effects_end_with_the_challenge():  # BIO-6.12
    state = challenge({"hand": ["Unity"]})
    state.apply("play unity")
    state.apply("keep")
    assert state.window == [] and state.wkind == ""


def test_double_challenge_two_challenges_whatever_the_first_result():  # BIO-4.17, BIO-5.16
    state = setup({"square": "1,7", "mt": MT}, challenges=["Flooded Caves", "Fallen Tree"])
    state.apply("move 1,6")
    results = [d for k, d, _ in state.events if k == "challenge_result"]
    assert [r["success"] for r in results] == [False, True]
    assert names(state, state.held[0]) == ["Pakari (Tahu)"]


def test_double_challenge_attach_the_first_card_before_the_second():  # BIO-4.17, BIO-5.16, BIO-6.2, BIO-6.11
    state = setup({"square": "1,7", "mt": MT}, challenges=["Race the Storm", "Fallen Tree"])
    state.apply("move 1,6")
    assert state.decision == "acq_attach"
    state.apply("attach pakari-tahu")
    assert last(state, "reveal")["card"] == "fallen-tree"
    assert last(state, "challenge_result")["values"] == [10, 4]  # Pakari (+2 Strength) already counts
    assert names(state, state.held[0]) == ["Pakari (Tahu)", "Akaku (Tahu)"]
    assert state.amask[0] == state.held[0][0]  # Akaku was not offered: a mask is attached
    assert state.to_move == 1


def test_empty_challenge_deck_reshuffles_the_discard_or_nothing_happens():  # BIO-5.14, BIO-6.5
    state = challenge(cards=[], challenge_discard=["Race the Storm"])
    assert last(state, "reshuffle")["deck"] == "challenge"
    assert last(state, "challenge_result")["success"] is True
    state = challenge(cards=[])
    assert last(state, "no_card") == {"deck": "challenge"} and state.held[0] == []
    assert "challenge_result" not in [k for k, _, _ in state.events]


def test_success_with_an_empty_mt_deck_gives_nothing():  # BIO-5.16
    state = challenge({"mt": []})
    assert last(state, "challenge_result")["success"] is True
    assert state.held[0] == [] and last(state, "no_card") == {"player": 0, "deck": "M&T"}


def test_acquired_turaga_may_be_attached_if_none_is():  # BIO-5.16, BIO-6.2
    state = challenge({"mt": ["Vakama's Staff"], "held": ["Akaku (Tahu)"], "attached": ["Akaku (Tahu)"]})
    assert ids(state) == ["attach vakama-staff", "keep"]
    state = challenge({"mt": ["Pakari (Tahu)"], "held": ["Akaku (Tahu)"], "attached": ["Akaku (Tahu)"]})
    assert state.decision != "acq_attach" and state.to_move == 1  # a mask is attached already: no offer
