"""Bohrok raids with krana keys (BIO-4.18, BIO-5.18 to BIO-5.21, BIO-6.6, BIO-6.8, BIO-8.3, BIO-8.5).

Tahu (player 0) steps from the GA square (9,9) onto the BC square (9,10). The Bohrok deck is written top first.
"""

from __future__ import annotations

from .helpers import ids, kinds, last, names, setup

GALI_HELD = ["Hau (Gali)", "Nokama's Staff"]


def raid(p0=None, p1=None, cards=("Fallen Tree",), **top):
    a = {"square": "9,9", "hand": ["Krana Xa (Tahnok/Gahlok)"]}
    a.update(p0 or {})
    b = {"held": GALI_HELD, "attached": GALI_HELD}
    b.update(p1 or {})
    state = setup(a, b, challenges=list(cards), **top)
    state.apply("move 9,10")
    return state


def test_raid_offer_only_krana_naming_the_top_bohrok():  # BIO-5.18, BIO-0.4, BIO-4.18
    hand = [
        "Krana Xa (Tahnok/Gahlok)",
        "Krana Xa (Tahnok/Gahlok)",
        "Krana Su (Gahlok/Lehvak)",
        "Krana Vu (Tahnok/Lehvak)",
    ]
    state = raid({"hand": hand})
    assert state.decision == "raid_offer"
    assert ids(state) == ["play krana-vu-tl", "play krana-xa-tg", "decline"]  # Tahnok on top; copies are one choice
    state.apply("decline")
    assert state.to_move == 1 and len(state.bdeck) == 6 and len(state.hands[0]) == 4


def test_no_raid_without_the_right_krana():  # BIO-5.18
    state = raid({"hand": ["Krana Su (Gahlok/Lehvak)"]})
    assert state.to_move == 1 and "raid" not in kinds(state)
    state = raid(
        {"hand": ["Krana Su (Gahlok/Lehvak)"]}, bohrok=["Lehvak", "Tahnok", "Gahlok", "Pahrak", "Nuhvok", "Kohrak"]
    )
    assert state.decision == "raid_offer" and ids(state) == ["play krana-su-gl", "decline"]


def test_successful_raid_returns_the_defenders_choice_face_down_on_top():  # BIO-5.19, BIO-5.20, BIO-8.3, BIO-6.9
    state = raid(p1={"mt": ["Kaukau (Gali)"]})
    state.apply("play krana-xa-tg")
    assert last(state, "raid") == {"player": 0, "bohrok": "tahnok"}
    assert last(state, "raid_result") == {"player": 0, "stat": "Strength", "values": [10, 4], "success": True}
    assert state.decision == "raid_loss" and state.to_move == 1  # the defender chooses
    assert ids(state) == ["return hau-gali", "return nokama-staff"]
    state.apply("return hau-gali")
    assert names(state, state.held[1]) == ["Nokama's Staff"] and state.amask[1] == -1  # detached
    assert names(state, state.mtdecks[1]) == ["Kaukau (Gali)", "Hau (Gali)"] and state.mtknown[1] == 1  # on top
    assert last(state, "return") == {"player": 1, "card": "hau-gali", "masks": 0}
    for viewer in (0, 1):  # known to both players, in stack order
        view = state.observe(viewer)["view"]["players"][1]
        assert [c["name"] for c in view["mt_known_top"]] == ["Hau (Gali)"] and view["mt_deck"] == 2
    assert state.mtdecks[1][-1] not in state.hidden_from(0) and state.mtdecks[1][0] in state.hidden_from(0)


def test_the_returned_card_is_the_next_one_gained():  # BIO-5.20, BIO-5.16, BIO-6.6
    state = raid(p1={"square": "14,2", "mt": ["Kaukau (Gali)"]}, cards=["Fallen Tree", "Flooded Caves"])
    state.apply("play krana-xa-tg")
    state.apply("return hau-gali")
    state.apply("move 14,3")  # player 1 challenges: Swimming 8 against 2
    assert last(state, "acquire") == {"player": 1, "card": "hau-gali"} and state.mtknown[1] == 0


def test_bohrok_removed_after_use_whatever_the_result():  # BIO-5.21, BIO-6.6, BIO-6.7, BIO-8.5
    state = raid(cards=["Flooded Caves"])  # Swimming: 2 against 8
    state.apply("play krana-xa-tg")
    assert last(state, "raid_result")["success"] is False and state.to_move == 1
    assert names(state, state.removed) == ["Tahnok"] and len(state.bdeck) == 5
    assert names(state, [state.bdeck[-1]]) == ["Gahlok"] and last(state, "bohrok_top") == {"card": "gahlok"}
    assert names(state, state.cdisc) == ["Flooded Caves"] and state.rbohrok == -1
    assert names(state, state.adiscs[0]) == ["Krana Xa (Tahnok/Gahlok)"]  # the key is discarded on use
    view = state.observe(1)["view"]
    assert view["bohrok_top"]["name"] == "Gahlok" and view["bohrok_deck"] == 5  # the top is public, not the rest
    assert set(state.bdeck[:-1]) <= state.hidden_from(1) and state.bdeck[-1] not in state.hidden_from(1)


def test_raid_against_a_defender_holding_nothing():  # BIO-5.20
    state = raid(p1={"held": [], "attached": []})
    state.apply("play krana-xa-tg")
    assert last(state, "raid_result")["success"] is True and state.to_move == 1 and state.decision != "raid_loss"


def test_bohrok_modifier_and_repel():  # BIO-5.12, BIO-5.19, BIO-10.4 REPEL_BOHROK, BIO-10.6
    order = ["Lehvak", "Tahnok", "Gahlok", "Pahrak", "Nuhvok", "Kohrak"]
    key = {"hand": ["Krana Vu (Tahnok/Lehvak)"]}
    state = raid(key, {"hand": ["Unity", "Stand Firm"]}, cards=["Race the Storm"], bohrok=order)
    state.apply("play krana-vu-tl")
    assert state.to_move == 1 and ids(state) == ["play stand-firm", "play unity", "pass"]  # the defender may repel
    state.apply("play unity")
    state.apply("pass")
    assert last(state, "raid_result")["values"] == [7, 7]  # Speed 5 + Lehvak's 2 against 5 + 2: the raider wins
    state = raid(key, {"hand": ["Unity", "Stand Firm"]}, cards=["Race the Storm"], bohrok=order)
    state.apply("play krana-vu-tl")
    state.apply("play stand-firm")
    state.apply("play unity")
    assert last(state, "raid_result") == {"player": 0, "stat": "Speed", "values": [5, 7], "success": False}


def test_repel_only_for_the_defender_and_cancellable():  # BIO-10.4 REPEL_BOHROK, BIO-5.13
    order = ["Lehvak", "Tahnok", "Gahlok", "Pahrak", "Nuhvok", "Kohrak"]
    hand = ["Krana Vu (Tahnok/Lehvak)", "Stand Firm", "Counterstroke"]
    state = raid({"hand": hand}, {"hand": ["Ward the Swarm"]}, cards=["Race the Storm"], bohrok=order)
    state.apply("play krana-vu-tl")
    assert state.to_move == 1  # the raider could not play Stand Firm nor (yet) Counterstroke: passed
    state.apply("play ward-the-swarm")
    assert ids(state) == ["play counterstroke", "pass"]
    state.apply("play counterstroke")
    assert last(state, "raid_result")["values"] == [7, 5]  # the repel is cancelled: Lehvak's +2 counts


def test_krana_cannot_be_played_in_a_window():  # BIO-5.18, BIO-1.7
    state = setup({"hand": ["Krana Xa (Tahnok/Gahlok)"], "mt": ["Pakari (Tahu)"]}, challenges=["Race the Storm"])
    state.apply("move 9,4")
    assert state.decision == "acq_attach" and len(state.hands[0]) == 1  # passed without a choice


def test_raid_with_no_challenge_card_still_removes_the_bohrok():  # BIO-5.19, BIO-5.21
    state = raid(cards=[])
    state.apply("play krana-xa-tg")
    assert "raid_result" not in kinds(state) and names(state, state.removed) == ["Tahnok"]


def test_bc_squares_do_nothing_once_the_bohrok_are_gone():  # BIO-6.8, BIO-4.18
    gone = ["Tahnok", "Gahlok", "Lehvak", "Pahrak", "Nuhvok", "Kohrak"]
    state = raid(bohrok=[], removed=gone)
    assert "bc_inert" in kinds(state) and state.to_move == 1 and len(state.hands[0]) == 1


def test_the_last_bohrok_empties_the_deck():  # BIO-6.8, BIO-5.21
    state = raid(bohrok=["Tahnok"], removed=["Gahlok", "Lehvak", "Pahrak", "Nuhvok", "Kohrak"])
    state.apply("play krana-xa-tg")
    state.apply("return hau-gali")
    assert state.bdeck == [] and last(state, "swarm_gone") == {"nest": "2,4"}
    assert state.observe(0)["view"]["bohrok_top"] is None
