"""Hidden information: what each player may see, and re-dealing what they may not (HGO-8.1–8.8)."""

from __future__ import annotations

import json
from typing import Any

from tcgkit.agents import RandomAgent
from tcgkit.core import Rng

from .helpers import GAME, cards, play, players, setup

DECKS = list(GAME.sample_decks().values())


def iids(obj: Any) -> set[int]:
    found: set[int] = set()
    stack = [obj]
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


def midgame(seed: int, steps: int):  # type: ignore[no-untyped-def]
    state = GAME.new_game(DECKS, seed=seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(agents[state.to_move].act(state))
    return state


PUBLIC = [
    "turn",
    "active",
    "phase",
    "black",
    "board",
    "bowls",
    "agehama",
    "hand_sizes",
    "deck_sizes",
    "discards",
    "characters",
    "uchite",
    "resolving",
    "match",
    "match_held",
    "mulligans",
    "score",
]


def test_public_facts_are_the_same_for_both_players() -> None:  # HGO-8.1, HGO-1.17
    for seed, steps in [(1, 60), (2, 150), (3, 250)]:
        state = midgame(seed, steps)
        v0, v1 = state.observe(0)["view"], state.observe(1)["view"]
        for key in PUBLIC:
            assert v0[key] == v1[key], key
        for p in (0, 1):  # the number of fuseki and their set turns are public
            assert [f["set_turn"] for f in v0["fuseki"][p]] == [f["set_turn"] for f in v1["fuseki"][p]]


def test_a_hand_is_seen_only_by_its_owner() -> None:  # HGO-8.2
    state = midgame(4, 40)
    for p in (0, 1):
        seen = iids(state.observe(p))
        assert set(state.hands[p]) <= seen
        assert not set(state.hands[1 - p]) & seen
        assert state.observe(p)["view"]["hand_sizes"][1 - p] == len(state.hands[1 - p])


def test_no_deck_card_is_seen_even_by_its_owner() -> None:  # HGO-8.3
    state = midgame(5, 80)
    for p in (0, 1):
        assert not (set(state.decks[0]) | set(state.decks[1])) & iids(state.observe(p))
        assert state.decks[p][0] in state.hidden_from(p)


def test_face_down_fuseki_are_seen_only_by_their_owner_until_flipped() -> None:  # HGO-8.4
    state = setup(
        phase="main",
        board=["B.....", "......", "......", "......", "......", "......"],
        players=players({"fuseki": [{"card": "f-nirensei", "set": 0}], "hand": ["t-sente", "f-chinese"]}),
    )
    play(state, "set f-chinese")
    own, other = state.observe(0)["view"]["fuseki"][0], state.observe(1)["view"]["fuseki"][0]
    assert [f["card"] for f in own] == ["f-nirensei", "f-chinese"]
    assert other == [{"set_turn": 0}, {"set_turn": 1}]
    assert "f-chinese" not in json.dumps(state.observe(1))  # not even in the log
    assert [e["data"] for e in state.observe(0)["log"] if e["kind"] == "set_card"] == [
        {"player": 0, "card": "f-chinese", "instance": state.fuseki[0][1]}
    ]
    play(state, "flip f-nirensei")
    assert state.observe(1)["view"]["discards"][0][-1]["card"] == "f-nirensei"


def test_discarded_cards_are_public() -> None:  # HGO-8.5
    state = setup(phase="hand", players=players({"hand": ["t-sente"] * 6 + ["t-hane"], "deck": ["t-nobi"]}))
    play(state, "discard t-hane", "stop")
    for p in (0, 1):
        assert [c["card"] for c in state.observe(p)["view"]["discards"][0]] == ["t-hane"]
        hane = state.discards[0][0]
        discard = {"player": 0, "card": "t-hane", "from": "hand", "instance": hane}
        assert {"kind": "discard", "data": discard} in state.observe(p)["log"]


def test_a_recovered_card_is_shown_once_then_hidden() -> None:  # HGO-8.6, HGO-8.2
    state = setup(
        phase="main",
        board=["......", "......", "......", "BB....", "......", "......"],
        players=players({"fuseki": ["f-kobayashi"], "hand": ["f-nirensei"], "discard": ["u-old-master"]}),
    )
    play(state, "flip f-kobayashi", "pay a4", "recover u-old-master")
    recovered = next(i for i in state.hands[0] if state.cards[i] == "u-old-master")
    assert recovered in state.hidden_from(1) and recovered not in iids(state.observe(1))
    assert recovered in state.known
    twin = state.determinize(1, Rng(3))
    assert recovered in twin.hands[0]  # the opponent knows it is in that hand: re-dealing keeps it there


def test_draws_are_seen_only_by_the_drawer() -> None:  # HGO-8.2, HGO-8.7
    state = GAME.new_game(DECKS, seed=11)
    for kind, data, vis in state.events:
        if kind == "drew":
            assert vis == (data["player"],)
        elif kind == "draw":
            assert vis is None and set(data) == {"player", "count"}


def test_what_an_observation_must_not_reveal() -> None:  # HGO-8.7, HGO-8.8
    state = GAME.new_game(DECKS, seed=12)
    first = state.to_move
    old_hand = list(state.hands[first])
    play(state, "mulligan")
    other = 1 - first
    obs = state.observe(other)
    text = json.dumps(obs)
    assert str(state.rng) not in text and "rng" not in obs["view"]
    assert not set(old_hand) & iids(obs)  # the hand shuffled back is not revealed
    assert obs["legal_actions"] and state.observe(first)["legal_actions"] == []  # only the deciding player's
    assert state.observe(first)["decision"] == "opponent"


def test_determinize_keeps_the_observation_and_redeals_consistently() -> None:  # HGO-8.3, HGO-8.4, HGO-8.7
    for seed in range(6):
        state = midgame(seed, 120 + seed * 20)
        if state.is_over:
            continue
        for p in (0, 1):
            twin = state.determinize(p, Rng(seed))
            assert twin.observe(p) == state.observe(p)
            q = 1 - p
            assert sorted(twin.decks[p]) == sorted(state.decks[p])  # own deck: order only
            assert all(twin.F[i].kind == 2 for i in twin.fuseki[q])  # face-down fuseki re-dealt as fuseki
            assert [twin.since[i] for i in twin.fuseki[q]] == [state.since[i] for i in state.fuseki[q]]
            hidden = sorted(state.hands[q] + state.decks[q] + state.fuseki[q])
            assert sorted(twin.hands[q] + twin.decks[q] + twin.fuseki[q]) == hidden
            assert set(twin.card_locations()) == set(state.card_locations())


def test_after_a_reshuffle_the_deck_holds_only_reshuffled_cards() -> None:  # HGO-5.14, HGO-8.3
    # player 1 flips Nirensei Start (DRAW 1) with an empty deck: the discard pile becomes the deck
    state = setup(
        phase="main",
        turn=2,
        players=players(
            None,
            {
                "hand": ["u-old-master", "f-chinese"],
                "fuseki": ["f-nirensei"],
                "discard": ["t-kosumi", "t-nobi", "t-atari"],
            },
        ),
    )
    play(state, "flip f-nirensei")
    reshuffled = set(state.reshuffled[1])
    assert reshuffled == {i for i, c in enumerate(state.cards) if c in ("t-kosumi", "t-nobi", "t-atari")}
    assert len(state.decks[1]) == 2 and len(state.hands[1]) == 3
    for k in range(8):
        twin = state.determinize(0, Rng(k))
        assert set(twin.decks[1]) <= reshuffled  # player 0 saw which cards became that deck
        assert {"f-chinese", "u-old-master"} <= set(cards(twin, twin.hands[1]))  # pre-reshuffle hand cards stay
