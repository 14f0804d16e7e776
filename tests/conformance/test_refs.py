"""Refs (``Action.refs``, ``Game.event_refs``): the public references a client maps clicks and log lines to.

Every game's refs are JSON-ready card instance ids or ``"kind:name"`` strings of its documented ``REF_KINDS``; an
action's refs name only what its player may see and do not change when the hidden cards are dealt again; every
game gives refs to its actions and its log (the board is clicked, not a list).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tcgkit
from tcgkit.core import Rng, State

from .helpers import all_games, playout

GAMES = all_games()
DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.fixture(params=GAMES)
def game(request: pytest.FixtureRequest) -> tcgkit.Game:
    return tcgkit.game(request.param)


def check_ref(game: tcgkit.Game, state: State, ref: object, where: str) -> None:
    if isinstance(ref, int) and not isinstance(ref, bool):
        assert 0 <= ref < len(state.cards), f"{where}: {ref} is no card instance"
        return
    assert isinstance(ref, str), f"{where}: a ref is an int or a str, got {ref!r}"
    kind, sep, name = ref.partition(":")
    assert sep and name, f"{where}: a string ref is 'kind:name', got {ref!r}"
    assert kind in game.REF_KINDS, f"{where}: ref kind {kind!r} is not in {game.name}'s REF_KINDS"


def test_ref_kinds_are_described(game: tcgkit.Game) -> None:
    assert game.REF_KINDS, f"{game.name} declares no REF_KINDS"
    for kind, words in game.REF_KINDS.items():
        assert kind.isidentifier() and words and " " in words, (kind, words)


def test_ref_kinds_are_documented(game: tcgkit.Game) -> None:
    """docs/positions-<game>.md has a "## Refs" section naming every kind as `kind:`."""
    text = (DOCS / f"positions-{game.name}.md").read_text(encoding="utf-8")
    assert "\n## Refs" in text, f"docs/positions-{game.name}.md has no '## Refs' section"
    section = text.split("\n## Refs", 1)[1].split("\n## ", 1)[0]
    missing = [k for k in game.REF_KINDS if f"`{k}:" not in section]
    assert not missing, f"docs/positions-{game.name}.md, Refs: kinds {missing} are not described"


def test_action_refs_name_only_what_the_mover_sees(game: tcgkit.Game) -> None:
    with_refs = total = 0
    for seed in range(20, 23):
        for n, state in enumerate(playout(game, seed)):
            if state.is_over:
                break
            p = state.to_move
            assert p is not None
            hidden = state.hidden_from(p)
            actions = state.legal_actions()
            for a in actions:
                assert isinstance(a.refs, tuple), f"{a.id}: refs must be a tuple"
                assert json.loads(json.dumps(list(a.refs))) == list(a.refs), f"{a.id}: refs are not JSON-ready"
                for r in a.refs:
                    check_ref(game, state, r, f"action {a.id!r}")
                    assert not (isinstance(r, int) and r in hidden), f"action {a.id!r} refers to hidden card {r}"
                if not a.resign:
                    total += 1
                    with_refs += bool(a.refs)
            if n % 7 == 0:
                twin = state.determinize(p, Rng(n))
                assert [(a.id, a.refs) for a in twin.legal_actions()] == [(a.id, a.refs) for a in actions], (
                    "re-dealing hidden cards changed the refs of the actions"
                )
    assert with_refs, f"{game.name}: no action has refs"


def test_event_refs_are_public_refs(game: tcgkit.Game) -> None:
    with_refs = 0
    for seed in (20, 21):
        *_, state = playout(game, seed)
        for kind, data, _ in state.events:
            refs = game.event_refs(kind, data)
            assert isinstance(refs, tuple), f"event {kind}: refs must be a tuple"
            assert json.loads(json.dumps(list(refs))) == list(refs)
            for r in refs:
                check_ref(game, state, r, f"event {kind!r}")
            with_refs += bool(refs)
        for viewer in (0, 1, None):
            hidden = state.public_hidden() if viewer is None else state.hidden_from(viewer)
            for kind, data, _ in state.events:
                shown = state.visible_refs(viewer, game.event_refs(kind, data))
                assert not {r for r in shown if isinstance(r, int)} & hidden
    assert with_refs, f"{game.name}: no log event has refs"
