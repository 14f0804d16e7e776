"""Shared machinery of the conformance suite: random playouts and the invariants checked along them."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import tcgkit
from tcgkit.agents import RandomAgent
from tcgkit.core import Game, Rng, State

MAX_DECISIONS = 50_000


def deck_pairs(game: Game) -> list[tuple[Any, Any]]:
    decks = game.sample_decks()
    return [(decks[a], decks[b]) for a, b in game.sample_matchups()]


def start(game: Game, seed: int) -> State:
    pairs = deck_pairs(game)
    d0, d1 = pairs[seed % len(pairs)]
    return game.new_game([d0, d1], seed=seed)


def playout(game: Game, seed: int) -> Iterator[State]:
    """Yield the state before every decision of a random game, then the final state."""
    state = start(game, seed)
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    for _ in range(MAX_DECISIONS):
        yield state
        if state.is_over:
            return
        state.apply(agents[state.to_move].act(state))  # type: ignore[index]
    raise AssertionError(f"{game.name} seed {seed}: no end after {MAX_DECISIONS} decisions")


def iids_in(obj: Any) -> set[int]:
    """Every value under an "iid" key anywhere in an observation (the convention for naming card instances)."""
    found: set[int] = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            for k, v in x.items():
                if k == "iid" and isinstance(v, int):
                    found.add(v)
                else:
                    stack.append(v)
        elif isinstance(x, list | tuple):
            stack.extend(x)
    return found


def check_observation(game: Game, state: State, player: int) -> None:
    """observe(p) names no hidden card and is unchanged when the hidden cards are re-dealt."""
    obs = state.observe(player)
    text = json.dumps(obs)
    assert json.loads(text) == obs, "observation is not JSON-ready"
    hidden = state.hidden_from(player)
    leaked = iids_in(obs) & hidden
    assert not leaked, f"observation of player {player} names hidden card instances {sorted(leaked)}"
    visible_names = {game.cards[state.cards[i]].name for i in range(len(state.cards)) if i not in hidden}
    for iid in hidden:
        name = game.cards[state.cards[iid]].name
        if name not in visible_names:
            assert json.dumps(name) not in text, f"observation of player {player} names hidden card {name!r}"
    for k in range(2):
        twin = state.determinize(player, Rng(k))
        assert twin.observe(player) == obs, "re-dealing hidden cards changed the observation"


def same_run(a: State, b: State, steps: int, seed: int) -> None:
    """Apply the same random actions to a and b; they must stay equal (and serialise equally)."""
    rng = Rng(seed)
    for _ in range(steps):
        assert a.to_json() == b.to_json()
        if a.is_over:
            assert b.is_over
            return
        acts = a.legal_actions()
        assert [x.id for x in acts] == [x.id for x in b.legal_actions()]
        aid = acts[rng.below(len(acts))].id
        a.apply(aid)
        b.apply(aid)


def all_games() -> list[str]:
    return tcgkit.games()
