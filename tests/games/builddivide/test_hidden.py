"""Hidden information (BDV-8.x): what an observation shows, and re-dealing what a player cannot know."""

from __future__ import annotations

import json

from tcgkit.core import Rng
from tests.conformance.helpers import check_observation, iids_in

from .helpers import FILLER, G, energy, player, setup


def position():
    return setup(
        player(hand=["Forge Hunt", "Ember Squire"], deck=["Flare Lancer", "Magma Brute", FILLER, FILLER],
               life=["Spark Imp", FILLER, FILLER], ddeck=["Inferno Colossus"], energy=energy("RED", 2),
               field=[{"card": "Scorchwing Raider", "rested": True, "power": 1000}], grave=["Firestorm"],
               removed=["Pyre Trooper"]),
        player("Tidewell Archive", hand=["Deepwater Leviathan"], deck=["Frost Warden"], life=["Brine Sprite"],
               ddeck=["Tidecaller Oracle"], field=["Reef Sentinel"], energy=energy("BLUE", 1)),
        seed=3,
    )  # fmt: skip


def test_decks_and_life_are_hidden_from_everyone_counts_are_public():  # BDV-8.1 BDV-8.3 BDV-8.9
    state = position()
    for viewer in (0, 1):
        obs = state.observe(viewer)
        shown = iids_in(obs)
        for p in (0, 1):
            assert not shown & set(state.deck[p] + state.life[p])
            view = obs["view"]["players"][p]
            assert view["deck"] == len(state.deck[p]) and view["life"] == len(state.life[p])
        assert "rng" not in json.dumps(obs["view"]) and str(state.rng) not in json.dumps(obs)
        check_observation(G, state, viewer)


def test_hands_and_ddecks_are_seen_by_their_owner_only():  # BDV-8.2 BDV-8.5 BDV-8.9
    state = position()
    mine, theirs = state.observe(0)["view"]["players"]
    assert [c["name"] for c in mine["hand"]] == ["Forge Hunt", "Ember Squire"]
    assert [c["name"] for c in mine["ddeck"]] == ["Inferno Colossus"]
    assert "hand" not in theirs and "ddeck" not in theirs
    assert (theirs["hand_count"], theirs["ddeck_count"], theirs["hand_known"]) == (1, 1, [])
    text = json.dumps(state.observe(0))
    assert "Deepwater Leviathan" not in text and "Tidecaller Oracle" not in text
    assert state.hidden_from(0) == set(state.deck[0] + state.deck[1] + state.life[0] + state.life[1]
                                       + state.hand[1] + state.ddeck[1])  # fmt: skip


def test_public_zones_and_numbers():  # BDV-8.6 BDV-1.9 BDV-1.11
    state = position()
    view = state.observe(1)["view"]
    assert (view["turn"], view["phase"], view["active"]) == (3, "main", 0)
    p0 = view["players"][0]
    assert p0["field"] == [{"iid": state.field[0][0], "card": "R-05", "name": "Scorchwing Raider", "rested": True,
                            "power": 5000, "hit": 2}]  # fmt: skip
    assert [(e["name"], e["rested"]) for e in p0["energy"]] == [("Ember Squire", False)] * 2
    assert [c["name"] for c in p0["grave"]] == ["Firestorm"] and [c["name"] for c in p0["removed"]] == ["Pyre Trooper"]
    assert p0["territory"]["name"] == "Cinderpeak Keep" and p0["territory"]["side"] == "CHARACTER"


def test_checked_cards_are_public():  # BDV-8.3 BDV-1.9
    state = setup(
        player(field=["Scorchwing Raider"]),
        player("Tidewell Archive", life=["Pyre Trooper", FILLER], energy=energy("RED", 1)),
        phase="attack",
    )
    state.apply(f"attack {state.field[0][0]} player")
    assert state.decision == "shot"
    for viewer in (0, 1):
        assert [c["name"] for c in state.observe(viewer)["view"]["players"][1]["check"]] == ["Pyre Trooper"]
        check_observation(G, state, viewer)


def test_search_shows_its_player_the_matching_deck_cards_only():  # BDV-8.7 BDV-8.10
    state = position()
    state.apply("play R-15")
    assert state.decision == "search" and [a.id for a in state.legal_actions()] == ["take R-03", "done"]
    lancer = next(i for i in state.deck[0] if state.cards[i] == "R-03")
    assert lancer not in state.hidden_from(0) and lancer in state.hidden_from(1)
    assert state.observe(1)["legal_actions"] == []  # only the deciding player gets the list
    for viewer in (0, 1):
        check_observation(G, state, viewer)
    twin = state.determinize(0, Rng(4))
    assert [a.id for a in twin.legal_actions()] == ["take R-03", "done"]


def test_mulligans_are_public_the_old_hand_is_not():  # BDV-8.8 BDV-8.9
    decks = G.sample_decks()
    state = G.new_game([decks["red-blazecrown"], decks["white-lightwarden"]], seed=8)
    f = state.first
    old = list(state.hand[f])
    state.apply("mulligan")
    other = state.observe(1 - f)
    assert other["view"]["players"][f]["mulliganed"] is True
    assert not iids_in(other) & set(old)
    check_observation(G, state, f)
    check_observation(G, state, 1 - f)


def test_determinize_re_deals_only_hidden_cards():  # BDV-8.9
    state = position()
    twin = state.determinize(0, Rng(1))
    assert twin.observe(0) == state.observe(0)
    assert twin.hand[0] == state.hand[0] and twin.ddeck[0] == state.ddeck[0] and twin.field == state.field
    assert sorted(twin.deck[0] + twin.life[0]) == sorted(state.deck[0] + state.life[0])
    assert sorted(twin.hand[1] + twin.deck[1] + twin.life[1]) == sorted(state.hand[1] + state.deck[1] + state.life[1])
