"""Hidden information (MLP-8.1–8.9) and the public zones and states (MLP-1.11, MLP-1.14)."""

from __future__ import annotations

import json
from typing import Any

from tcgkit.core import Rng

from .helpers import at, base, find, ids, run, setup, with_player


def visible_iids(obs: Any) -> set[int]:
    found: set[int] = set()
    stack = [obs]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            for k, v in x.items():
                if k == "iid":
                    found.add(v)
                else:
                    stack.append(v)
        elif isinstance(x, list):
            stack.extend(x)
    return found


def table() -> dict[str, Any]:
    pos = with_player(base(), 0, hand=["Jetstream", "Flitter"], discard=["Berry Dreams"])
    pos = with_player(pos, 1, hand=["Apple Stars", "Lady Justice"], discard=["Yay!"])
    pos = at(pos, "s0", {"card": "Red Gala", "exhausted": True}, {"card": "Holly Dash", "frightened": True})
    pos = at(
        pos,
        "s0",
        {"card": "Timberwolf", "owner": 1, "face_down": True},
        {"card": "Flam", "owner": 0, "face_down": True},
    )
    return pos


def test_hands_are_private_with_public_counts() -> None:
    """MLP-8.1: a player sees their own hand; of the opponent's only the number of cards."""
    state = setup(table())
    mine, theirs = state.observe(0)["view"]["players"]
    assert [c["name"] for c in mine["hand"]] == ["Jetstream", "Flitter"]
    assert theirs["hand"] == 2
    text = json.dumps(state.observe(0))
    assert "Apple Stars" not in text and "Lady Justice" not in text


def test_decks_are_hidden_counts() -> None:
    """MLP-8.2: draw deck identities and order are hidden from both players; the count is public."""
    state = setup(table())
    obs = state.observe(0)
    assert obs["view"]["players"][0]["deck"] == 7
    assert set(state.decks[0]) <= state.hidden_from(0) and set(state.decks[0]) <= state.hidden_from(1)
    assert not visible_iids(obs) & set(state.decks[0])


def test_discard_piles_are_public_in_order() -> None:
    """MLP-8.4: both discard piles, with order."""
    obs = setup(table()).observe(0)["view"]["players"]
    assert [c["name"] for c in obs[1]["discard"]] == ["Yay!"]
    assert [c["name"] for c in obs[0]["discard"]] == ["Berry Dreams"]


def test_face_down_troublemakers_owner_only() -> None:
    """MLP-8.5: the owner sees a face-down troublemaker's identity; the opponent its existence, owner and slot."""
    state = setup(table())
    s0_for_0 = state.observe(0)["view"]["locations"][2]
    s0_for_1 = state.observe(1)["view"]["locations"][2]
    assert {"face_down": True, "owner": 1} in s0_for_0["cards"]
    assert any(c.get("name") == "Timberwolf" for c in s0_for_1["cards"])
    assert "Timberwolf" not in json.dumps(state.observe(0))


def test_frightened_friends_stay_public() -> None:
    """MLP-8.6: a frightened friend's identity is public to both players."""
    state = setup(table())
    s0 = state.observe(1)["view"]["locations"][2]["cards"]
    assert {"name": "Holly Dash", "frightened": True}.items() <= next(
        c for c in s0 if c.get("name") == "Holly Dash"
    ).items()


def test_public_state() -> None:
    """MLP-8.7, MLP-1.11, MLP-1.14: scores, pools, turn, phase, first player, problems, and the states of cards in
    play (exhausted, frightened, face down, side, power) are public."""
    view = setup(table()).observe(1)["view"]
    assert (view["turn"], view["phase"], view["first"], view["active"]) == (3, "main", 0, 0)
    assert [p["tokens"] for p in view["players"]] == [5, 5] and [p["score"] for p in view["players"]] == [0, 0]
    assert view["locations"][2]["problem"]["name"] == "Cloudbursting"
    gala = next(c for c in view["locations"][2]["cards"] if c.get("name") == "Red Gala")
    assert gala["exhausted"] and gala["power"] == 0 and gala["owner"] == 0
    for key in ("deck", "hand", "discard", "problem_deck", "flip", "tokens", "score"):
        assert key in view["players"][0]


def test_observation_never_reveals_hidden_things() -> None:
    """MLP-8.9: no opponent hand card, no unrevealed deck or problem-deck card, no opponent face-down troublemaker,
    not the random source; and re-dealing what is hidden leaves the observation unchanged."""
    state = setup(table())
    for p in (0, 1):
        obs = state.observe(p)
        assert not visible_iids(obs) & state.hidden_from(p)
        assert "rng" not in json.dumps(obs["view"])
        for k in range(3):
            assert state.determinize(p, Rng(k)).observe(p) == obs


def test_faceoff_reveals_stay_known_under_the_deck() -> None:
    """MLP-8.2: cards revealed in a faceoff are seen by both players; under the deck they stay known to both."""
    pos = with_player(base(phase="score"), 0, deck=["Full Steam", "Flitter"])
    pos = with_player(pos, 1, deck=["Comet Tail"])
    pos = at(pos, "s0", {"card": "Rainbow Dash, Flier Extraordinaire"}, "Red Gala", {"card": "Blue Moon", "owner": 1})
    state = setup(at(pos, "s0", {"card": "Blue Jay", "owner": 1}))
    steam = find(state, "Full Steam")
    assert state.decks[0][0] == steam
    assert steam not in state.hidden_from(1) and steam not in state.hidden_from(0)
    assert find(state, "Flitter") in state.hidden_from(1)


def test_peeked_card_is_known_to_the_peeker_only() -> None:
    """MLP-8.2: Inspired shows the top card of the opponent's deck to the peeking player only."""
    pos = with_player(
        with_player(base(phase="ready"), 0, home=["Hoity Toity, Vogue Authority"]), 1, deck=["Blue Jay", "Comet Tail"]
    )
    state = setup(pos)
    top = state.decks[1][-1]
    assert top not in state.hidden_from(0) and top in state.hidden_from(1)
    known = state.observe(0)["view"]["known"]
    assert known and known[0]["name"] == "Blue Jay" and known[0]["zone"] == "deck" and known[0]["from_top"] == 0
    assert state.observe(1)["view"]["known"] == []
    run(state, "keep")
    assert ids(state)[-1] == "end"
