"""The text view and the event lines."""

from __future__ import annotations

import re

from rich.text import Text

from tcgkit.agents import RandomAgent

from .helpers import GAME, play, players, setup

DECKS = list(GAME.sample_decks().values())


def test_render_shows_the_board_and_only_what_the_player_may_see() -> None:
    state = setup(
        phase="main",
        board=["Bb....", "......", "......", "......", "......", ".....W"],
        players=players({"hand": ["t-sente"], "fuseki": ["f-chinese"]}, {"hand": ["t-hane"], "fuseki": ["f-hoshi"]}),
    )
    text = Text.from_markup(GAME.render(state, 0)).plain  # valid rich markup
    assert " 1  B  b " in text and "Keep Sente" in text and "Chinese Opening" in text
    assert "Hane Around the Corner" not in text and "Hoshi Stance" not in text and "face down (set turn" in text
    assert text.startswith("Turn 1 of 34: your turn, main phase; you decide: Main phase\n")  # HGO-7.3: 33 stones left
    assert "You — black: bowl 16" in text and "The opponent — white: bowl 17" in text
    assert "untapped stones: blue 0 · red 0 · white 1 · yellow 0" in text  # a1 untapped, b1 tapped (HGO-5.2)
    assert "Keep Sente — technique 1 black: Draw a card." in text  # every hand card readable
    assert (
        "score estimate: you 2 (2 stones + 0 enclosed + 0 agehama); "
        "the opponent 1.5 (1 stone + 0 enclosed + 0 agehama + 0.5 komi)" in text
    )
    everything = Text.from_markup(GAME.render(state, None)).plain
    assert "Hane Around the Corner" in everything and "Hoshi Stance" in everything


def test_render_during_a_match_and_after_the_end() -> None:
    state = setup(
        phase="window",
        board=["B.....", "......", "......", "......", "......", "......"],
        players=players({"hand": ["t-nobi"]}),
        match={"attacker": "u-kibitzer"},
    )
    text = Text.from_markup(GAME.render(state, 1)).plain
    assert "Match: the opponent's Kibitzer at the Board (attack 0) against no defender (defense 0)" in text
    assert "priority: the opponent (passes in a row: 0)" in text
    play(state, "resign")
    assert "Game over: The opponent wins: you resigned (HGO-7.1)" in Text.from_markup(GAME.render(state, 0)).plain
    assert "Game over: Player 2 wins: player 1 resigned (HGO-7.1)" in Text.from_markup(GAME.render(state, None)).plain


def test_every_logged_event_has_a_readable_line() -> None:
    kinds = set()
    for seed in range(25):
        state = GAME.new_game(DECKS, seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 7)]
        while not state.is_over:
            state.apply(agents[state.to_move].act(state))
        for kind, data, _ in state.events:
            line = GAME.describe_event(kind, data)
            assert line and not line.startswith(f"{kind}:") and "\n" not in line
            kinds.add(kind)
    assert {"place", "match_result", "technique", "paid", "game_over"} <= kinds


SAMPLES = {
    "nigiri": {"black": 1},
    "shuffle": {"player": 0},
    "draw": {"player": 0, "count": 2},
    "drew": {"player": 0, "cards": ["t-hane", "t-nobi"]},
    "keep": {"player": 1},
    "mulligan": {"player": 0},
    "turn": {"turn": 3, "player": 0},
    "untap": {"player": 0, "square": "c4"},
    "tap": {"player": 1, "square": "d1"},
    "place": {"player": 0, "square": "a1", "captured": ["b1", "c1"]},
    "stone_skipped": {"player": 1},
    "no_legal_square": {"player": 0},
    "reshuffle": {"player": 0, "count": 12},
    "discard": {"player": 0, "card": "t-hane", "from": "hand", "random": True},
    "play": {"player": 0, "card": "u-kibitzer"},
    "technique": {"player": 1, "card": "t-nozoki"},
    "flip": {"player": 0, "card": "f-chinese"},
    "paid": {"player": 0, "squares": ["a1", "d1"]},
    "enter": {"player": 0, "card": "c-waya", "zone": "character"},
    "set": {"player": 0, "turn": 4},
    "set_card": {"player": 0, "card": "f-chinese"},
    "use": {"player": 0, "card": "c-waya", "ability": 0},
    "trigger": {"player": 0, "card": "c-ogata", "event": "on_capture"},
    "effect": {"player": 0, "card": "f-chinese", "effect": ["UNTAP_STONES", 2]},
    "recover": {"player": 0, "card": "u-old-master"},
    "take": {"player": 1, "square": "e5"},
    "match": {"player": 0, "card": "u-kibitzer"},
    "defend": {"player": 1, "card": None},
    "pass": {"player": 1},
    "window_closed": None,
    "match_result": {"attack": 3, "defense": 1, "winner": 0},
    "guarded": {"player": 0, "card": "u-kibitzer"},
    "cleanup": None,
    "resign": {"player": 1},
    "game_over": {"winner": None, "reason": "TURN_LIMIT", "scores": []},
}


def test_describe_event_covers_every_kind_the_engine_logs() -> None:
    from pathlib import Path

    from tcgkit.games.hikarugo import render

    source = "".join(p.read_text(encoding="utf-8") for p in Path(render.__file__).parent.glob("*.py"))
    logged = set(re.findall(r'self\.log\("([a-z_]+)"', source)) | set(re.findall(r'reveal\(p, iid, "([a-z]+)"', source))
    logged |= {"keep", "mulligan", "game_over"}  # logged as the action id, and by the core's end_game
    assert logged == set(SAMPLES)
    for kind, data in SAMPLES.items():
        for viewer in (None, 0, 1):
            line = GAME.describe_event(kind, data, viewer)
            assert line and not line.startswith(f"{kind}:") and "\n" not in line
            assert not re.search(
                r"[Pp]layer 0|\bP[12]\b|you's|\b(?!HGO\b)[A-Z]{2,}[A-Z_]*\b|\b[a-z]+_[a-z_]+\b", line
            ), line
    assert GAME.describe_event("place", SAMPLES["place"]) == "Player 1 places a stone on a1, capturing b1, c1"
    assert GAME.describe_event("place", SAMPLES["place"], 0) == "You place a stone on a1, capturing b1, c1"
    assert GAME.describe_event("place", SAMPLES["place"], 1) == "The opponent places a stone on a1, capturing b1, c1"
    assert GAME.describe_event("drew", SAMPLES["drew"]) == "Player 1 draws Hane Around the Corner, Nobi Extension"
    assert GAME.describe_event("effect", SAMPLES["effect"], 1) == (
        "Chinese Opening: the opponent untaps up to 2 of their stones"
    )
    assert GAME.describe_event("trigger", SAMPLES["trigger"], 0) == "Your Ogata, the Ten-dan triggers on a capture"
