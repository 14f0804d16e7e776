"""What each player may see (SWT-8.1-8.5)."""

from __future__ import annotations

import json

from tcgkit.core import Rng

from .helpers import G, cid, play, setup


def position() -> object:
    return setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {
                "hand": ["Nexu", "Strength of Hate"],
                "deck": ["Acklay", "Reek"],
                "build_zone": [
                    {"card": "Droid Control Ship", "counters": 2},
                    {"card": "Dark Rendezvous", "counters": 1, "revealed": True},
                ],
                "discard": ["Weapon Response"],
                "units": ["Geonosian Guard"],
            },
            "light": {
                "hand": ["Mending", "Clone Squad"],
                "deck": ["Yoda (A)", "Clone Platoon"],
                "build_zone": [{"card": "Naboo Cruiser", "counters": 3}],
                "units": ["Clone Warrior 5/373"],
            },
        }
    )


def test_hands_decks_and_face_down_cards_are_hidden() -> None:
    """SWT-8.1 deck order and identity hidden, counts public; SWT-8.2 the opponent's hand is a count; SWT-8.3
    face-down cards show their counters, the owner knows them, the opponent only a revealed one; SWT-8.5."""
    state = position()
    view = state.observe(1)["view"]
    dark = view["players"][0]
    assert dark["hand"] == [] and dark["hand_count"] == 2 and dark["deck"] == 2
    assert dark["build_zone"][0] == {"counters": 2}
    assert dark["build_zone"][1]["card"] == cid("Dark Rendezvous") and dark["build_zone"][1]["counters"] == 1
    text = json.dumps(state.observe(1))
    for hidden in ("Nexu", "Acklay", "Reek", "Droid Control Ship", "Strength of Hate"):
        assert hidden not in text, hidden
    own = state.observe(0)["view"]["players"][0]
    assert sorted(c["card"] for c in own["hand"]) == sorted([cid("Nexu"), cid("Strength of Hate")])
    assert own["build_zone"][0]["card"] == cid("Droid Control Ship")
    assert "Yoda" not in json.dumps(state.observe(0)) and "Acklay" not in json.dumps(state.observe(0))
    hidden = state.hidden_from(1)
    assert set(state.hands[0]) | set(state.decks[0]) | set(state.decks[1]) <= hidden
    assert state.builds[1][1] not in hidden and state.builds[0][1] in hidden


def test_public_information() -> None:
    """SWT-8.4: arenas (cards, stacks, tapped states, damage), discard piles, Force, build points and the turn
    are public."""
    state = position()
    view = state.observe(1)["view"]
    assert view["turn"] == 1 and view["phase"] == "build:dark"
    assert view["players"][0]["discard"][0]["card"] == cid("Weapon Response")
    assert view["players"][0]["force"] == 0 and view["players"][0]["build_points"] == state.bp[0]
    guard = view["arenas"]["character"]["units"][0]
    assert guard["cards"][0]["card"] == cid("Geonosian Guard") and guard["damage"] == 0 and guard["tapped"] is False


def test_a_drawn_card_is_seen_only_by_its_owner() -> None:
    """SWT-8.2: the draw is public as a count; the card drawn only in its owner's log."""
    d = G.sample_decks()
    state = G.new_game([d["droid-army"], d["jedi-knights"]], seed=11)
    mine = state.observe(0)["log"]
    theirs = state.observe(1)["log"]
    assert any(e["kind"] == "drew" and e["data"]["player"] == 0 for e in mine)
    assert not any(e["kind"] == "drew" and e["data"]["player"] == 0 for e in theirs)
    assert any(e["kind"] == "draw" and e["data"] == {"player": 0, "count": 7} for e in theirs)


def test_placing_face_down_hides_the_card_and_redeal_keeps_the_view() -> None:
    """SWT-8.3 / SWT-8.5: a card placed face down leaves the hand unseen; re-dealing hidden cards
    (determinize) changes nothing the player sees."""
    state = position()
    play(state, f"place {cid('Nexu')}")
    view = state.observe(1)["view"]["players"][0]["build_zone"]
    assert view[-1] == {"counters": 0}
    for player in (0, 1):
        obs = state.observe(player)
        for k in range(3):
            twin = state.determinize(player, Rng(k))
            assert twin.observe(player) == obs
    twin = state.determinize(1, Rng(5))
    assert twin.builds[1] == state.builds[1], "the revealed card stays where it is"
