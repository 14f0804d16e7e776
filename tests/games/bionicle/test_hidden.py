"""Hidden information and observations (BIO-8.1 to BIO-8.7, BIO-1.10 to BIO-1.13, BIO-3.2)."""

from __future__ import annotations

import json

from tcgkit.agents import RandomAgent
from tcgkit.core import Rng

from .helpers import G, setup

HAND = ["Heave", "Unity"]


def iids(obj) -> set[int]:
    found, todo = set(), [obj]
    while todo:
        x = todo.pop()
        if isinstance(x, dict):
            for k, v in x.items():
                found.add(v) if k == "iid" else todo.append(v)
        elif isinstance(x, list):
            todo.extend(x)
    return found


def midgame(seed: int = 3, decisions: int = 80):
    state = G.new_game(["tahu-fire", "gali-water"], seed=seed)
    agents = [RandomAgent(1), RandomAgent(2)]
    for _ in range(decisions):
        state.apply(agents[state.to_move].act(state))
    return state


def test_hands_are_hidden_from_the_opponent():  # BIO-8.1
    state = setup({"hand": HAND}, {"hand": ["Vault", "Sprint", "Salvage"]})
    mine = state.observe(0)["view"]["players"]
    assert [c["name"] for c in mine[0]["hand"]] == HAND
    assert mine[1]["hand"] == [] and mine[1]["hand_count"] == 3
    assert "Vault" not in json.dumps(state.observe(0))
    assert set(state.hands[1]) <= state.hidden_from(0) and not set(state.hands[0]) & state.hidden_from(0)


def test_deck_orders_are_hidden_from_both_players():  # BIO-8.2, BIO-8.4, BIO-8.7
    state = setup({"deck": ["Vault", "Sprint"], "mt": ["Pakari (Tahu)"]}, missions=["Forage"])
    for viewer in (0, 1):
        view = state.observe(viewer)["view"]
        assert view["players"][0]["action_deck"] == 2 and view["players"][0]["mt_deck"] == 1
        assert view["mission_decks"] == [1] and isinstance(view["challenge_deck"], int)
        hidden = state.hidden_from(viewer)
        assert set(state.adecks[0]) | set(state.mtdecks[0]) | set(state.mdecks[0]) | set(state.cdeck) <= hidden
        assert not iids(state.observe(viewer)) & hidden


def test_public_information():  # BIO-8.6, BIO-1.10, BIO-1.11, BIO-1.12, BIO-1.13, BIO-3.2
    mission = {"card": "Forage", "drawn_at": "8,5", "progress": 0, "eligible": True}
    state = setup(
        {
            "held": ["Hau (Tahu) (regular)"],
            "attached": ["Hau (Tahu) (regular)"],
            "discard": ["Heave"],
            "missions": [mission],
            "action_lock": "9,6",
            "challenge_lock": "9,4",
        },
        removed=["Kohrak"],
        bohrok=["Tahnok", "Gahlok", "Lehvak", "Pahrak", "Nuhvok"],
        turn=7,
    )
    view = state.observe(1)["view"]
    me = view["players"][0]
    assert me["toa"]["name"] == "Tahu" and me["square"] == "9,5"
    assert (me["action_lock"], me["challenge_lock"]) == ("9,6", "9,4")
    assert me["held"] == [{"iid": state.held[0][0], "card": "hau-tahu", "name": "Hau (Tahu)", "attached": True}]
    assert me["masks"] == 1 and [c["name"] for c in me["action_discard"]] == ["Heave"]
    assert me["missions"] == [
        {"iid": state.mq[0][0], "card": "forage", "name": "Forage", "drawn_at": "8,5", "progress": 0, "eligible": True}
    ]
    assert view["nest"] == "2,4" and [c["name"] for c in view["removed"]] == ["Kohrak"]
    assert (view["turn"], view["active"]) == (7, 0)
    locations = state.card_locations()
    assert locations[state.toa[0]] == "toa:0" and locations[state.toa[1]] == "toa:1"  # each Toa in its area
    assert locations[state.held[0][0]] == "held:0" and locations[state.removed[0]] == "removed"


def test_legal_actions_go_only_to_the_chooser_and_no_generator_state():  # BIO-8.7
    state = setup({"hand": ["Vault"]})
    assert state.observe(0)["legal_actions"] and state.observe(1)["legal_actions"] == []
    text = json.dumps(state.observe(1))
    assert str(state.rng) not in text and "vault" not in text


def test_window_cards_and_revealed_card_are_public():  # BIO-8.6, BIO-5.10
    state = setup({"hand": ["Unity", "Heave"], "mt": ["Pakari (Tahu)"]}, challenges=["Race the Storm"])
    state.apply("move 9,4")
    state.apply("play unity")
    view = state.observe(1)["view"]
    assert view["contest"]["card"]["name"] == "Race the Storm" and view["contest"]["values"] == [7, 5]
    assert [(c["name"], c["player"], c["cancelled"]) for c in view["window"]] == [("Unity", 0, False)]


def test_determinize_redeals_only_hidden_cards():  # BIO-8.7, BIO-0.4
    state = midgame()
    for p in (0, 1):
        seen = state.observe(p)
        changed = False
        for k in range(6):
            twin = state.determinize(p, Rng(k))
            assert twin.observe(p) == seen
            assert set(twin.card_locations()) == set(state.card_locations())
            changed |= twin.hands[1 - p] != state.hands[1 - p] or twin.adecks[p] != state.adecks[p]
        assert changed


def test_determinize_is_canonical():  # BIO-8.7
    state = midgame(4, 60)
    other = state.clone()
    other.adecks[0] = list(reversed(other.adecks[0]))
    assert state.determinize(1, Rng(5)).adecks[0] == other.determinize(1, Rng(5)).adecks[0]


def test_recovered_card_stays_known_through_determinize():  # BIO-8.1, BIO-10.4 RECOVER
    state = setup({"hand": ["Salvage", "Vault", "Sprint"], "discard": ["Heave"]}, {"hand": ["Unity"]})
    state.apply("play salvage")
    heave = state.known[0][0]
    for k in range(4):
        twin = state.determinize(1, Rng(k))
        assert heave in twin.hands[0] and twin.known[0] == [heave]
