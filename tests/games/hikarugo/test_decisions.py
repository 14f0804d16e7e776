"""Decisions: single choices, resignation everywhere, defaults applied automatically, seeded randomness, zones
(HGO-0.4–0.7, HGO-1.15–1.17)."""

from __future__ import annotations

from tcgkit.agents import RandomAgent

from .helpers import GAME, ids, play, players, setup

DECKS = list(GAME.sample_decks().values())
DEFAULTS = {"stop", "pass", "end-main", "no-match", "no-defender", "end-turn"}


def random_games(n: int):  # type: ignore[no-untyped-def]
    for seed in range(n):
        state = GAME.new_game(DECKS, seed=seed)
        agents = [RandomAgent(seed * 3), RandomAgent(seed * 3 + 1)]
        while not state.is_over:
            yield state
            state.apply(agents[state.to_move].act(state))
        yield state


def test_resign_is_offered_in_every_decision_and_only_defaults_are_automatic() -> None:  # HGO-0.5, HGO-0.6
    zones = set()
    for state in random_games(20):
        if state.is_over:
            continue
        acts = state.legal_actions()
        assert acts[-1].id == "resign" and acts[-1].resign and not any(a.resign for a in acts[:-1])
        assert len({a.id for a in acts}) == len(acts)
        assert not (len(acts) == 2 and acts[0].id in DEFAULTS), "a default-only decision was offered"
        zones |= {z.split(":")[0] for z in state.card_locations().values()}
    assert {"hand", "deck", "discard", "character", "uchite", "fuseki", "technique", "match"} <= zones  # HGO-1.15


def test_a_single_candidate_that_is_not_a_default_is_still_offered() -> None:  # HGO-0.6, HGO-0.4
    state = setup(
        phase="match",
        turn=3,
        board=["......", "......", "......", "......", "......", ".....W"],
        players=players({"uchite": ["u-visiting-prodigy"]}, {"uchite": ["u-club-freshman"]}),
    )
    play(state, "match u-visiting-prodigy", "defend u-club-freshman")
    assert ids(state) == ["take f6", "resign"]  # choose exactly 3; only 1 candidate is left, and no stop


def test_defaults_are_applied_without_asking() -> None:  # HGO-0.6
    # nothing to do in the Main, Match and End phases: the turn passes on its own after the stone
    state = setup(phase="stone", players=players({"hand": ["t-sente"]}))
    play(state, "place a1")
    assert (state.turn, state.decision) == (2, "place")
    assert "end-main" not in state.history and state.history == ["place a1"]


def test_up_to_n_offers_stop_and_exactly_n_does_not() -> None:  # HGO-0.4
    state = setup(phase="hand", players=players({"hand": ["t-sente"] * 7, "deck": ["t-hane"] * 2}))
    assert "stop" in ids(state)  # up to 2
    state = setup(phase="hand", players=players({"hand": ["t-sente"] * 8}))
    assert "stop" not in ids(state)  # exactly 1


def test_randomness_comes_from_the_seed_only() -> None:  # HGO-0.7
    a = GAME.new_game(DECKS, seed=21)
    b = GAME.new_game(DECKS, seed=21)
    agents_a = [RandomAgent(1), RandomAgent(2)]
    agents_b = [RandomAgent(1), RandomAgent(2)]
    while not a.is_over:
        a.apply(agents_a[a.to_move].act(a))
        b.apply(agents_b[b.to_move].act(b))
        assert a.to_json() == b.to_json()
    assert GAME.replay(a.record()).to_json() == a.to_json()


def test_tracked_state_is_observable() -> None:  # HGO-1.17, HGO-1.16
    state = setup(
        phase="window",
        turn=9,
        board=["B.....", "......", "......", "......", "......", "......"],
        players=players({"hand": ["t-nobi"], "uchite_placed": True}, {"uchite": ["u-old-master"]}),
        match={"attacker": "u-kibitzer", "technique_counts": [0, 1]},
    )
    view = state.observe(1)["view"]
    assert (view["turn"], view["active"], view["phase"], view["match_held"]) == (9, 0, "match", True)
    assert view["uchite_placed"] == [True, False]
    assert view["match"]["technique_counts"] == [0, 1] and view["match"]["priority"] == 0
    assert view["match"]["passes"] == 0 and view["match"]["attacker"]["card"] == "u-kibitzer"
    assert view["match"]["defender"] is None and view["match"]["techniques"] == [[], []]
