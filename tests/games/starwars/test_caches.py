"""Derived tables kept on the state for speed (the aura list, the static ops in play, the hand representatives) stay
correct through clone and load: a state, its clone and its JSON load offer the same legal actions (ids and labels)
after the same actions, and a clone's moves never change what the original offers."""

from __future__ import annotations

import pytest

import tcgkit
from tcgkit.bench import deck_pairs, pick
from tcgkit.core import Rng


def _offer(state: tcgkit.core.State) -> list[tuple[str, str]]:
    return [(a.id, a.label) for a in state.legal_actions()]


@pytest.mark.parametrize("name", ["starwars", "mlp"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_clone_and_load_keep_derived_tables(name: str, seed: int) -> None:
    game = tcgkit.game(name)
    pairs = deck_pairs(game)
    state = game.new_game(pairs[seed % len(pairs)], seed=seed)
    rng = Rng(seed)
    step = 0
    while not state.is_over and step < 400:
        if step % 7 == 0:
            twin = state.clone()
            loaded = game.load(state.to_json())
            # the clone wanders off on its own: the original must not notice
            stray = state.clone()
            stray_rng = Rng(seed + 1000 + step)
            for _ in range(5):
                if stray.is_over:
                    break
                stray.apply(pick(stray.legal_actions(), stray_rng))
            follow = Rng(step)
            for _ in range(6):
                if state.is_over:
                    break
                offer = _offer(state)
                assert _offer(twin) == offer
                assert _offer(loaded) == offer
                aid = pick(state.legal_actions(), follow)
                for s in (state, twin, loaded):
                    s.apply(aid)
                step += 1
                assert twin == state and loaded == state
            continue
        state.apply(pick(state.legal_actions(), rng))
        step += 1
