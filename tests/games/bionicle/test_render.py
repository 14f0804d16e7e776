"""The terminal view and the event lines: what `tcgkit play bionicle` shows (BIO-8.1, BIO-8.6)."""

from __future__ import annotations

import io
import re

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
    assert "hand (1): Heave" in text and "hand: 1 card\n" in text and "Vault" not in text  # BIO-8.1
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
    assert G.describe_event("challenge_result", d) == "Player 2's challenge (Speed) fails: 6 against 5"


def test_players_are_named_for_the_viewer():  # BIO-0.3
    d = {"player": 1, "card": "heave", "stat": "Speed", "values": [5, 6], "success": False}
    assert G.describe_event("challenge_result", d, 1) == "Your challenge (Speed) fails: 6 against 5"
    assert G.describe_event("challenge_result", d, 0) == "The opponent's challenge (Speed) fails: 6 against 5"
    assert G.describe_event("draw", d, 1) == "You draw Heave"
    assert G.describe_event("draw", {"player": 1}, 0) == "The opponent draws a card"
    assert G.describe_event("draw", {"player": 0}, None) == "Player 1 draws a card"
    assert G.describe_event("turn", {"turn": 3, "player": 0}, 0) == "— Turn 3: your turn —"
    assert G.describe_event("turn", {"turn": 4, "player": 1}, None) == "— Turn 4: player 2's turn —"
    assert (
        G.describe_event("raid", {"player": 0, "bohrok": "tahnok"}, 1) == "The opponent sends Tahnok to raid your Toa"
    )
    assert G.describe_event("return", {"player": 1, "card": "hau-tahu"}, 0) == (
        "The opponent returns Hau (Tahu) (regular) face down to the top of their Mask & Turaga deck"
    )
    assert G.describe_event("reshuffle", {"deck": "action", "player": 0, "cards": 4}, 0) == (
        "Your action deck is empty: its discard is shuffled to form a new one"
    )
    assert (
        G.describe_event("no_card", {"deck": "challenge"}, 0) == "No card left in the challenge deck: nothing is taken"
    )
    assert G.describe_event("game_over", {"winner": 0, "reason": "SIX_MASKS", "scores": [6, 2]}, 0) == (
        "Game over. You win: your Toa holds all six of its Great Masks; score 6 : 2 (BIO-7.1)"
    )
    assert G.describe_event("game_over", {"winner": 0, "reason": "SIX_MASKS", "scores": [6, 2]}, 1) == (
        "Game over. The opponent wins: the opponent's Toa holds all six of its Great Masks; score 6 : 2 (BIO-7.1)"
    )
    assert G.describe_event("game_over", {"winner": None, "reason": "TURN_LIMIT", "scores": [1, 0]}) == (
        "Game over. Draw: the turn limit was reached without a winner; score 1 : 0 (BIO-7.4)"
    )


def test_no_internal_codes_or_seat_numbers_in_a_random_game():  # BIO-0.3, BIO-8.6
    state = G.new_game(["tahu-fire", "gali-water"], seed=4)
    agents = [RandomAgent(1), RandomAgent(2)]
    bad = re.compile(r"player 0|\bP[12]\b|you's|\b(?:GA|2G|CL|2C|MI|PO|BC|ST|M&T)\b|[a-z]+_[a-z]+")
    n = 0
    while not state.is_over:
        for act in state.legal_actions():
            assert not bad.search(act.label), act.label
        if n % 25 == 0:
            for viewer in (0, 1, None):
                view = plain(G.render(state, viewer)).split("\n")
                body = [line for line in view if not re.match(r"\s*\d+ |\s+1  2", line) and "general  st" not in line]
                assert not bad.search("\n".join(body)), viewer
        state.apply(agents[state.to_move].act(state))
        n += 1
    for viewer in (0, 1, None):
        for kind, data, vis in state.events:
            if vis is None or viewer in vis:
                line = G.describe_event(kind, data, viewer)
                assert not bad.search(line), line
    assert "Player 1" in G.describe_event("game_over", state.events[-1][1]) or "Draw" in G.describe_event(
        "game_over", state.events[-1][1]
    )
