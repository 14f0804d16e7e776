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
    lines = text.splitlines()
    assert lines[0] == "Build Divide · turn 3 of 80 · your main phase"
    assert lines[1] == "── The opponent (player 2) ──" and "── You (player 1) (active) ──" in lines
    assert "Flare Lancer  5000 power, hit 1  RESTED" in text and "Reef Sentinel  3000 power, hit 1  STANDING" in text
    assert "Life 7: 2 yellow + 5 red" in text and "Life 3: 0 yellow + 3 red" in text
    assert "Energy 2: standing 1 red · rested 1 red" in text and "Energy 0: standing none · rested none" in text
    assert (
        "Territory: Cinderpeak Keep — LIBERATED: At the start of your main phase: give one of your units +2000 power "
        "this turn." in lines
    )
    assert (
        "Territory: Tidewell Archive — character side (liberated by playing a «Tidecaller» ace; liberation cost 7)"
        in lines
    )
    i = lines.index("Hand:")
    assert lines[i + 1 : i + 3] == [
        "  Ember Squire — unit, 1 red; 2000 power, hit 1; buster  playable now",
        "  Blazing Rally — command, 1 red: give one of your units +3000 power this turn; buster  playable now",
    ]
    assert "Deepwater Leviathan" not in text  # the opponent's hand stays hidden
    neutral = Text.from_markup(G.render(state, None)).plain
    assert "Deepwater Leviathan — unit, 3 blue + 3 generic; 8000 power, hit 2; buster" in neutral
    assert neutral.splitlines()[:2] == [
        "Build Divide · turn 3 of 80 · player 1's main phase",
        "── Player 1 (active) ──",
    ]
    assert "player 0" not in neutral.lower() and "P1" not in neutral


def test_render_shows_modified_stats_keywords_and_the_attack_in_progress():  # BDV-1.13 BDV-5.24
    state = setup(
        player(field=[{"card": "Flare Lancer", "power": 2000}, "Withering Specter"], liberated=True,
               territory="Hollow Crypt"),
        player("Tidewell Archive", field=["Mistveil Skimmer", "Reef Sentinel"]),
        phase="attack",
    )  # fmt: skip
    lancer = state.field[0][0]
    state.apply(f"attack {lancer} player")
    assert state.decision == "block" and state.to_move == 1
    text = Text.from_markup(G.render(state, 1)).plain
    assert "Attack: the opponent's Flare Lancer attacks you" in text.splitlines()
    assert f"#{lancer} Flare Lancer  7000 power (+2000), hit 1  RESTED" in text
    assert "Withering Specter  3000 power, hit 2 (+1)  STANDING" in text  # the liberated-only aura (BDV-6.11)
    assert "Mistveil Skimmer  2000 power, hit 1  STANDING  · unblockable" in text
    assert "Attack: player 1's Flare Lancer attacks player 2" in Text.from_markup(G.render(state, None)).plain


def test_every_copy_of_a_playable_card_is_marked():  # BDV-5.7 BDV-5.2
    state = setup(player(hand=["Ember Squire", "Crypt Rat", "Ember Squire"], energy=energy("RED", 1)))
    hand = Text.from_markup(G.render(state, 0)).plain.split("Hand:\n")[1].splitlines()[:3]
    assert hand == [
        "  Ember Squire — unit, 1 red; 2000 power, hit 1; buster  playable now",
        "  Crypt Rat — unit, 1 black; 2000 power, hit 1; buster",
        "  Ember Squire — unit, 1 red; 2000 power, hit 1; buster  playable now",
    ]


def test_card_names_are_escaped():
    state = setup(player(hand=["Pilgrim's Tithe"], field=["Vhal, Tomb Emperor"]))
    assert "Vhal, Tomb Emperor" in Text.from_markup(G.render(state, 0)).plain
    line = G.describe_event("play", {"player": 0, "card": {"iid": 1, "card": "X", "name": "[bold]Odd[/bold]"}})
    assert line == "Player 1 plays [bold]Odd[/bold]."  # plain text: the client escapes it


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
                    line = G.describe_event(kind, data, 0)
                    assert not line.startswith(f"{kind}:"), line  # a real sentence, not the raw fallback
                    console.print(escape(line))
                    kinds.add(kind)
            shown = len(state.events)
            if state.is_over:
                break
            state.apply((me if state.to_move == 0 else bot).act(state))
        console.print(G.render(state, 0))
    assert {"attack", "check", "play", "draw", "turn", "game_over"} <= kinds
