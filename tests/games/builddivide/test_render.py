"""Terminal presentation: render() and describe_event(), driven like `tcgkit play builddivide --vs random`."""

from __future__ import annotations

import io

from rich.console import Console
from rich.markup import escape
from rich.text import Text

from tcgkit.agents import RandomAgent

from .helpers import FILLER, G, energy, player, setup


def test_render_shows_both_sides_as_the_player_sees_them():
    state = setup(
        player(hand=["Ember Squire", "Blazing Rally"], field=[{"card": "Flare Lancer", "rested": True}],
               energy=energy("RED", 1) + energy("RED", 1, rested=True), life=[FILLER] * 7, liberated=True),
        player("Tidewell Archive", hand=["Deepwater Leviathan"], field=["Reef Sentinel"], life=[FILLER] * 3),
    )  # fmt: skip
    text = Text.from_markup(G.render(state, 0)).plain  # valid rich markup
    assert "Flare Lancer  5000 / hit 1  RESTED" in text and "Reef Sentinel  3000 / hit 1  STANDING" in text
    assert "Life 7 (2 yellow + 5 red)" in text and "Life 3 (0 yellow + 3 red)" in text
    assert "Energy 1 active / 1 rested" in text and "LIBERATED" in text and "character side" in text
    assert "Hand: Ember Squire R1, Blazing Rally R1" in text
    assert "Deepwater Leviathan" not in text  # the opponent's hand stays hidden
    assert "Deepwater Leviathan" in Text.from_markup(G.render(state, None)).plain


def test_card_names_are_escaped():
    state = setup(player(hand=["Pilgrim's Tithe"], field=["Vhal, Tomb Emperor"]))
    assert "Vhal, Tomb Emperor" in Text.from_markup(G.render(state, 0)).plain
    line = G.describe_event("play", {"player": 0, "card": {"iid": 1, "card": "X", "name": "[bold]Odd[/bold]"}})
    assert line == "Player 0 plays [bold]Odd[/bold]."  # plain text: the client escapes it


def test_a_terminal_game_against_random():
    """Every event a player sees has its own sentence, and every screen is valid markup, for whole games."""
    console = Console(file=io.StringIO(), width=120)
    decks = G.sample_decks()
    kinds = set()
    for seed, (a, b) in enumerate([("red-blazecrown", "blue-tidecaller"), ("black-gravelord", "white-lightwarden")]):
        state = G.new_game([decks[a], decks[b]], seed=seed)
        me, bot = RandomAgent(seed), RandomAgent(seed + 50)
        shown = 0
        while True:
            if state.to_move == 0:
                console.print(G.render(state, 0))
                for act in state.legal_actions():
                    console.print(f"  {act.id}: {act.label}", markup=False)
            for kind, data, vis in state.events[shown:]:
                if vis is None or 0 in vis:
                    line = G.describe_event(kind, data)
                    assert not line.startswith(f"{kind}:"), line  # a real sentence, not the raw fallback
                    console.print(escape(line))
                    kinds.add(kind)
            shown = len(state.events)
            if state.is_over:
                break
            state.apply((me if state.to_move == 0 else bot).act(state))
        console.print(G.render(state, 0))
    assert {"attack", "check", "play", "draw", "turn", "game_over"} <= kinds
