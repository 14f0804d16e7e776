"""Whole-run actions (no busywork): ``go`` through the Start step and move window, ``draft auto`` for a draft.

Each does exactly what the single steps would allow, which stay offered beside it (BIO-0.4).
"""

from __future__ import annotations

import json
from typing import Any

from .helpers import G, ids, last, names, setup

SEVEN = ["Heave", "Unity", "Vault", "Scout Ahead", "Tripwire", "Keen Sight", "Updraft"]
HELD = {"held": ["Akaku (Tahu)", "Hau (Tahu) (regular)", "Vakama's Staff"], "attached": ["Akaku (Tahu)"]}


def without_history(state: Any) -> dict[str, Any]:
    data = json.loads(state.to_json())
    data["state"].pop("history", None) if "state" in data else data.pop("history", None)
    return data


def test_go_answers_the_start_step_and_the_move_window():  # BIO-4.3, BIO-4.4, BIO-4.5, BIO-4.6, BIO-4.8, BIO-4.9
    state = setup({"hand": SEVEN, **HELD})
    assert state.decision == "sdiscard" and ids(state)[-2:] == ["keep", "go"]
    single = state.clone()
    state.apply("go")
    assert state.decision == "stepto" and state.history == ["go"]
    steps = ["keep", "keep", "keep", "stop", "stop"]  # discard, mask, Turaga, turn window, move window
    for aid in steps:
        single.apply(aid)
    assert single.decision == "stepto" and single.history == steps
    assert without_history(single) == without_history(state)  # the same state, five decisions fewer
    assert names(state, state.hands[0]) == SEVEN and names(state, [state.amask[0]]) == ["Akaku (Tahu)"]


def test_go_is_offered_only_where_it_saves_a_decision():  # BIO-4.4, BIO-4.8
    state = setup({"held": ["Akaku (Tahu)"]})  # one mask to attach, nothing else to ask
    assert ids(state) == ["attach akaku-tahu", "keep"]
    state = setup({"hand": ["Vault"]})  # only the move window: "stop" already is the whole run
    assert state.decision == "mwindow" and ids(state) == ["play vault", "stop"]
    state = setup({"hand": ["Scout Ahead"]})  # a turn card and no move card: the turn window is the last question
    assert ids(state) == ["play scout-ahead", "stop"]


def test_go_from_the_turn_window_skips_the_move_window():  # BIO-4.6, BIO-4.8
    state = setup({"hand": ["Scout Ahead", "Vault"]})
    assert ids(state) == ["play scout-ahead", "stop", "go"]
    state.apply("go")
    assert state.decision == "stepto" and names(state, state.hands[0]) == ["Scout Ahead", "Vault"]
    state.apply("move 8,5")
    assert last(state, "move")["square"] == "8,5" and state.active == 1


def test_draft_auto_picks_the_stats_that_favour_your_toa():  # BIO-2.15
    state = G.new_game(["tahu-fire", "gali-water"], seed=1)
    assert state.to_move == 1 and ids(state)[-1] == "draft auto"  # Gali picks first
    state.apply("draft auto")  # Gali: Swimming first, then what must be picked, then a pass once it is legal
    state.apply("draft auto")  # Tahu: Strength, then Flight and Vision; a pass when no name favours him
    picks = [(d["player"], d.get("card")) for k, d, _ in state.events if k in ("draft_pick", "draft_pass")]
    assert picks == [
        (1, "flooded-caves"),
        (0, "boulder-in-the-path"),
        (1, "ga-wahi-current"),
        (0, "fallen-tree"),
        (1, "crumbling-bridge"),  # only five picked so far: passing is not legal yet, a tie is the best left
        (0, "cliffs-of-le-wahi"),
        (1, None),
        (0, "dark-tunnels"),
        (1, None),
        (0, "whiteout"),
        (1, None),
        (0, "windswept-ridge"),
        (1, None),
        (0, None),  # two passes in a row end the draft
    ]
    assert state.decision == "draft_m" and state.history == ["draft auto", "draft auto"]


def test_draft_auto_picks_the_quickest_missions():  # BIO-2.16, BIO-10.5
    state = G.new_game(["tahu-fire", "gali-water"], seed=1)
    while state.decision == "draft_c":
        state.apply("pass" if "pass" in ids(state) else ids(state)[0])
    first = state.to_move
    state.apply("draft auto")
    while state.decision == "draft_m":
        assert state.to_move != first  # the auto player is not asked again
        state.apply(ids(state)[-2])  # the other player picks the last name offered
    auto = [
        d["card"] for k, d, _ in state.events if k == "draft_pick" and d["deck"] == "mission" and d["player"] == first
    ]
    # 1 turn, then 2 turns each (the other player took travel-light and shed-the-load), then 3 turns
    assert auto == ["take-action", "forage", "messenger", "on-the-move", "hunt-the-swarm"]
    assert len(state.mdecks[0]) == 10 and state.decision == "nest"
