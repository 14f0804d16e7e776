"""The conformance suite: every registered game passes the same checks (DESIGN.md, "Conformance suite")."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tcgkit
from tcgkit.core import IllegalAction, Rng

from .helpers import all_games, check_observation, playout, same_run, start

GAMES = all_games()
PLAYOUTS = 200


@pytest.fixture(params=GAMES)
def game(request: pytest.FixtureRequest) -> tcgkit.Game:
    return tcgkit.game(request.param)


def test_sample_decks_are_legal(game: tcgkit.Game) -> None:
    decks = game.sample_decks()
    assert len(decks) >= 2
    for name, deck in decks.items():
        assert game.check_deck(deck) == [], name
        assert game.parse_deck(deck.to_text(game.cards)) == deck, f"{name} does not survive to_text/parse"


def test_random_playouts_end(game: tcgkit.Game) -> None:
    """200 random games from the sample decks, different seeds: every one ends, with a result."""
    reasons: dict[str, int] = {}
    for seed in range(PLAYOUTS):
        *_, state = playout(game, seed)
        assert state.is_over and state.result is not None and state.to_move is None
        assert state.legal_actions() == []
        reasons[state.result.reason] = reasons.get(state.result.reason, 0) + 1
    assert reasons


def test_same_seed_and_actions_give_the_same_game(game: tcgkit.Game) -> None:
    for seed in (1, 2, 3):
        first = list(s.to_json() for s in playout(game, seed))
        second = list(s.to_json() for s in playout(game, seed))
        assert first == second
        replayed = game.replay(tcgkit.game(game.name).load(first[-1]).record())
        assert replayed.to_json() == first[-1]


def test_clone_and_json_round_trips_evolve_identically(game: tcgkit.Game) -> None:
    for seed in (4, 5):
        for n, state in enumerate(playout(game, seed)):
            if n % 7 or state.is_over:
                continue
            copy = state.clone()
            loaded = game.load(state.to_json())
            assert copy == state and loaded == state
            copy2 = state.clone()
            same_run(copy, loaded, 60, seed * 1000 + n)
            assert copy2 == state, "working on a clone changed the original"


def test_cards_are_conserved_after_every_action(game: tcgkit.Game) -> None:
    for seed in range(6, 12):
        initial = None
        for state in playout(game, seed):
            locations = state.card_locations()
            if initial is None:
                initial = set(locations)
                assert initial == set(range(len(state.cards)))
            assert set(locations) == initial


def test_observations_leak_nothing_hidden(game: tcgkit.Game) -> None:
    for seed in range(12, 15):
        seen = 0
        for state in playout(game, seed):
            new_events, seen = len(state.events) - seen, len(state.events)
            for player in range(game.profile.players):
                check_observation(game, state, player, new_events)


def test_the_log_read_in_steps_is_the_whole_log(game: tcgkit.Game) -> None:
    """observe(p, since=k) (the incremental log every client uses): the entries read a few at a time, each viewer
    keeping its own position, add up to the whole log of observe(p); a clone taken midway reads its own log."""
    viewers: list[int | None] = [*range(game.profile.players), None]
    pos = dict.fromkeys(viewers, 0)
    read: dict[int | None, list[dict]] = {v: [] for v in viewers}
    branch = None
    for n, state in enumerate(playout(game, 16)):
        for v in viewers:
            if (n + (v or 0)) % 3 == 0 or state.is_over:
                obs = state.observe(v, since=pos[v])
                assert obs["log_from"] == pos[v]
                read[v] += obs["log"]
                pos[v] = obs["log_size"]
        if n == 30 and not state.is_over:
            branch = state.clone()
            branch_before = branch.observe(0)["log"]
            branch.observe(0, since=len(branch_before))  # the clone's own position
    for v in viewers:
        assert read[v] == state.observe(v)["log"], f"viewer {v}"
        assert state.observe(v, since=pos[v])["log"] == []
        assert state.observe(v, since=state.LOG_END)["log"] == []
    if branch is not None:
        assert branch.observe(0)["log"] == branch_before
    with pytest.raises(ValueError):
        state.observe(0, since=-1)


def test_every_decision_has_words(game: tcgkit.Game) -> None:
    """Every decision opcode of the game's procedure has words for people (``describe_decision``), never the code."""
    ops = sorted(getattr(game.state_class, "_DECISIONS", {}))
    assert ops
    missing = [op for op in ops if op not in game.DECISION_WORDS]
    assert not missing, f"{game.name}: no DECISION_WORDS for {missing}"
    for op in ops:
        words = game.describe_decision(op)
        assert words != op and " " in words, (op, words)


def test_illegal_action_is_rejected_and_changes_nothing(game: tcgkit.Game) -> None:
    for n, state in enumerate(playout(game, 15)):
        if n % 5:
            continue
        before = state.to_json()
        with pytest.raises(IllegalAction):
            state.apply("no-such-action")
        assert state.to_json() == before
    with pytest.raises(IllegalAction):
        state.apply("anything")


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), choices=st.lists(st.integers(0, 2**16), min_size=1, max_size=300))
def test_random_action_sequences_keep_every_invariant(name: str, seed: int, choices: list[int]) -> None:
    game = tcgkit.game(name)
    state = start(game, seed)
    cards = set(state.card_locations())
    rng = Rng(seed)
    for choice in choices:
        if state.is_over:
            break
        acts = state.legal_actions()
        assert acts and len({a.id for a in acts}) == len(acts), "legal action ids must be distinct"
        act = acts[choice % len(acts)]
        if act.resign and len(acts) > 1:
            act = acts[(choice + 1) % len(acts)]
        if rng.below(8) == 0:
            assert game.load(state.to_json()) == state
        state.apply(act.id)
        assert set(state.card_locations()) == cards
