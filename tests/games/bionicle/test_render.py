"""The terminal view and the event lines: what `tcgkit play bionicle` shows (BIO-8.1, BIO-8.6)."""

from __future__ import annotations

import io

from rich.console import Console
from rich.text import Text

from tcgkit.agents import RandomAgent

from .helpers import G, setup


def plain(markup: str) -> str:
    return Text.from_markup(markup).plain


def test_map_with_both_toa_the_nest_and_a_legend():  # BIO-8.6, BIO-1.16
    state = setup({"hand": ["Heave"], "held": ["Hau (Tahu) (regular)"]}, {"hand": ["Vault"]}, nest="6,5")
    text = plain(G.render(state, 0))
    rows = {line[:3].strip(): line[4:] for line in text.splitlines() if line[:3].strip().isdigit()}
    assert len(rows) == 18
    assert rows["9"][3 * 4 : 3 * 5] == " Ta"  # Tahu at (9,5)
    assert rows["16"][3 * 6 : 3 * 7] == " Ga"  # Gali at (16,7)
    assert rows["6"][3 * 4 : 3 * 5] == " B6"  # the Bohrok deck on nest (6,5), six cards
    assert rows["2"][3 * 3 : 3 * 4] == " ne"  # an empty nest
    assert rows["9"][3 * 3 : 3 * 4] == " CL" and rows["9"][3 * 5 : 3 * 6] == " GA"
    assert "general" in text and "Bohrok control" in text
    assert "hand (1): Heave" in text and "hand: 1 cards" in text and "Vault" not in text  # BIO-8.1
    assert "Hau (Tahu)" in text


def test_names_are_escaped():  # BIO-8.6
    state = setup({"hand": ["Heave"]})
    out = G.render(state, None)
    Console(file=io.StringIO(), width=160).print(out)  # valid markup
    assert "[/]" in out


def test_every_event_has_a_line_and_a_random_game_renders():  # BIO-0.4
    state = G.new_game(["kopaka-ice", "tahu-fire"], seed=11)
    agents = [RandomAgent(5), RandomAgent(6)]
    console = Console(file=io.StringIO(), width=160)
    seen = set()
    n = 0
    while not state.is_over:
        if n % 10 == 0:
            console.print(G.render(state, state.to_move))
        state.apply(agents[state.to_move].act(state))
        n += 1
    console.print(G.render(state, None))
    for kind, data, _ in state.events:
        line = G.describe_event(kind, data)
        assert line and not line.startswith(f"{kind}:"), kind
        seen.add(kind)
    assert {"turn", "move", "draft_pick", "nest", "game_over"} <= seen


def test_every_logged_kind_reads_as_a_sentence():
    d = {"player": 1, "card": "heave", "square": "3,7", "deck": "challenge", "stat": "Speed", "values": [5, 6]}
    samples = {
        "setup": {"map": "north", "toa": ["Tahu", "Gali"]},
        "draft": {"deck": "challenge", "first": 0},
        "first_player": {"player": 0},
        "bohrok_top": {"card": "tahnok"},
        "turn": {"turn": 3, "player": 0},
        "raid": {"player": 0, "bohrok": "tahnok"},
        "game_over": {"winner": None, "reason": "TURN_LIMIT", "scores": [0, 0]},
    }
    kinds = [
        *("draft_pick", "draft_pass", "shuffle", "nest", "place", "draw", "no_card", "reshuffle", "discard", "play"),
        *("recover", "attach", "move", "stay", "portal_blocked", "mission_drawn", "mission_finished"),
        *("mission_abandoned", "reveal", "cancel", "challenge_result", "acquire", "raid_result", "return"),
        *("bohrok_removed", "swarm_gone", "bc_inert"),
    ]
    for kind in [*kinds, *samples]:
        line = G.describe_event(kind, samples.get(kind, d))
        assert line and not line.startswith(f"{kind}:") and "None" not in line.replace("TURN_LIMIT", ""), kind
    assert G.describe_event("challenge_result", d) == "Player 1's challenge (Speed) fails: 6 against 5"
