"""Positions (docs/positions-mlp.md), the terminal view and the event descriptions."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from tcgkit.core import PositionError

from .helpers import GAME, base, run, setup, with_player

DOC = Path(__file__).resolve().parents[3] / "docs" / "positions-mlp.md"


def test_the_documented_example_position_loads() -> None:
    example = re.search(r"```toml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert example is not None
    state = GAME.setup(example.group(1))
    assert state.decision == "main" and state.tokens == [4, 1]  # type: ignore[attr-defined]
    assert state.origin["position"]["turn"] == 5


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"players": []}, "position: `players` must be two tables"),
        ({"colour": 1}, "position: unknown key(s) colour"),
        ({"phase": "lunch"}, "position: phase must be one of"),
        ({"scores": [1]}, "position: `scores` must be two non-negative integers"),
        ({"options": {"multi_faceoff": "always"}}, "position: options: option multi_faceoff"),
        ({"slots": {"s9": {"cards": []}}}, "position: slots.s9: slot tags are s0, s1, t1, t2"),
    ],
)
def test_malformed_positions_raise_one_line_errors(change: dict[str, Any], message: str) -> None:
    pos = base(**change)
    with pytest.raises(PositionError) as err:
        GAME.setup(pos)
    assert str(err.value).startswith(message) and "\n" not in str(err.value)


@pytest.mark.parametrize(
    ("player", "message"),
    [
        ({"hand": ["Jetstrem"]}, "position: players[0].hand[0]: unknown card 'Jetstrem'"),
        ({"mane": "Jetstream"}, "position: players[0].mane: 'Jetstream' is a friend; expected mane"),
        ({"hand": ["Rainbow Dash"]}, "position: players[0].hand[0]: 'Rainbow Dash' is ambiguous"),
        ({"home": [{"card": "Flim", "face_down": True}]}, "position: players[0].home[0]: troublemakers are only at"),
        (
            {"home": [{"card": "Red Gala", "face_down": True}]},
            "position: players[0].home[0]: only troublemakers are face down",
        ),
        ({"home": [{"card": "Red Gala", "sad": True}]}, "position: players[0].home[0]: unknown key(s) sad"),
        ({"deck": "Red Gala"}, "position: players[0].deck: expected a list"),
    ],
)
def test_malformed_player_tables(player: dict[str, Any], message: str) -> None:
    pos = with_player(base(), 0, **player)
    with pytest.raises(PositionError) as err:
        GAME.setup(pos)
    assert str(err.value).startswith(message) and "\n" not in str(err.value)


def test_render_shows_problems_homes_scores_and_own_hand_only() -> None:
    pos = with_player(base(), 0, hand=["Jetstream"], home=["Emerald Green"])
    pos = with_player(pos, 1, hand=["Lady Justice"])
    state = setup(pos)
    text = GAME.render(state, 0)
    Console(file=io.StringIO()).print(text)  # valid rich markup
    assert "Cloudbursting" in text and "It's Alive!" in text and "Emerald Green" in text
    assert "your hand" in text and "Jetstream" in text and "Lady Justice" not in text
    assert "Lady Justice" in GAME.render(state, None)  # the omniscient view (replays, logs)


def test_render_escapes_markup_in_card_names() -> None:
    state = setup(with_player(base(), 0, hand=['Pinkie Pie, Pinkie "Responsibility" Pie']))
    state.names = tuple("[bold]x" if n.startswith("Pinkie Pie, Pinkie") else n for n in state.names)
    assert "\\[bold]x" in GAME.render(state, 0)


def test_every_logged_event_has_a_description() -> None:
    """describe_event turns every event kind a game logs into a sentence (no raw key=value fallbacks)."""
    decks = list(GAME.sample_decks().values())
    from tcgkit.core import Rng

    seen: set[str] = set()
    for seed in range(6):
        state = GAME.new_game([decks[seed % 4], decks[(seed + 1) % 4]], seed=seed)
        rng = Rng(seed)
        while not state.is_over:
            acts = state.legal_actions()
            state.apply(acts[rng.below(len(acts))].id)
        for kind, data, _ in state.events:
            line = GAME.describe_event(kind, data)
            assert "=" not in line and not line.startswith(kind + ":"), (kind, line)
            seen.add(kind)
    assert {"confront", "faceoff", "reveal", "score", "game_over"} <= seen


def test_a_random_game_against_the_random_agent_plays_through_the_view() -> None:
    """`tcgkit play mlp --vs random` needs only render and describe_event: render every decision of one game."""
    decks = list(GAME.sample_decks().values())
    state = GAME.new_game(decks[:2], seed=11)
    n = 0
    while not state.is_over and n < 300:
        assert GAME.render(state, state.to_move)
        run(state, state.legal_actions()[-1].id)  # type: ignore[arg-type]
        n += 1
    assert n > 0
