"""Words for people: results with their rule, card details with named stats, events and labels for a viewer."""

from __future__ import annotations

import re
from pathlib import Path

from tcgkit.agents import RandomAgent
from tcgkit.core import Result

from .helpers import G, cid, setup
from .test_setup import DARK_BIG, LIGHT_30

PACKAGE = Path(__file__).resolve().parents[3] / "src" / "tcgkit" / "games" / "starwars"
#: An internal code: a snake_case token or an upper-case word (rule ids such as SWT-10.6 and die/size words aside).
CODE = re.compile(r"\b[a-z]+_[a-z_]+\b|\b(?!SWT-)[A-Z]{2,}[A-Z_]*\b(?!-\d)")
_WORDS = {w for c in G.cards for w in (G.cards[c].name, G.cards[c].subtype, G.cards[c].persona) if w}
NAMES = re.compile("|".join(re.escape(w) for w in sorted(_WORDS, key=len, reverse=True)))
NAMING = re.compile(r"player 0|\bP[12]\b|you's|you \(|None|\bu\d+\.|\[\d+\]")


def codes(text: str) -> list[str]:
    """The internal codes in ``text`` once card names and subtypes are taken out."""
    return CODE.findall(NAMES.sub("", text))


def test_every_reason_a_game_ends_with_has_words_and_a_rule() -> None:
    """SWT-7.2 control of 2 arenas; SWT-7.4 turn limit; SWT-7.5 there is no other end."""
    reasons: set[str] = set()
    for path in PACKAGE.glob("*.py"):
        reasons |= set(re.findall(r'end_game\([^)]*?"([A-Z_]+)"', path.read_text()))
    assert reasons == {"CONTROL", "TURN_LIMIT"}
    assert set(G.RESULT_REASONS) == reasons
    assert G.RESULT_REASONS["CONTROL"][0] == "SWT-7.2" and G.RESULT_REASONS["TURN_LIMIT"][0] == "SWT-7.4"
    win = Result(1, "CONTROL", (0, 2))
    assert G.describe_result(win, 1) == (
        "You win: only your units held 2 or more arenas at the end of the turn; score 0 : 2 (SWT-7.2)"
    )
    assert G.describe_result(win, 0).startswith("The opponent wins: only the opponent's units held")
    assert G.describe_result(win, None).startswith("Player 2 wins: only player 2's units held")
    assert G.describe_result(Result(None, "TURN_LIMIT", (1, 1)), 0).startswith("Draw: the last turn")


def test_card_details_name_every_stat_and_use_no_internal_codes() -> None:
    """SWT-1.4-1.10: every printed value with its name; our own wording, no codes of the card data."""
    for card_id in G.cards:
        card = G.cards[card_id]
        d = G.card_details(card_id)
        assert d["id"] == card_id and d["name"] and d["type"] == card.type and d["text"]
        labels = [label for label, _ in d["stats"]]
        assert all(isinstance(label, str) and label for label in labels)
        assert labels[0] == "side"
        if card.type == "unit":
            assert {"arena", "build cost", "speed", "power", "health"} <= set(labels), card_id
        elif card.type == "battle":
            assert "Force cost" in labels, card_id
        else:
            assert "build cost" in labels, card_id
        if card.type == "equipment":
            assert {"equip cost", "equips"} <= set(labels), card_id
        words = " ".join([d["text"], *map(str, (v for _, v in d["stats"])), *d["keywords"]])
        assert not codes(words), (card_id, codes(words))
        assert "vocabulary" not in words, card_id
    anakin = G.card_details(cid("Anakin Skywalker (B)"))
    assert anakin["stats"] == [
        ["side", "Light"],
        ["arena", "character"],
        ["subtype", "Jedi Padawan"],
        ["build cost", 5],
        ["speed", 50],
        ["power", 4],
        ["health", 4],
        ["unique", "version B of Anakin Skywalker"],
    ]
    assert G.card_text(cid("Anakin Skywalker (B)")).splitlines()[1] == (
        "  side Light · arena character · subtype Jedi Padawan · build cost 5 · speed 50 · power 4 · health 4 · "
        "unique version B of Anakin Skywalker"
    )


def test_events_and_labels_name_players_for_the_viewer() -> None:
    """Events are written for their viewer ("you" / "the opponent"; "player 1" / "player 2" in a neutral view),
    labels for the deciding player; no internal codes."""
    d = G.sample_decks()
    for seed in range(4):
        pair = G.sample_matchups()[seed % 4]
        state = G.new_game([d[pair[0]], d[pair[1]]], seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 100)]
        while not state.is_over:
            for a in state.legal_actions():
                assert not NAMING.search(a.label) and not codes(a.label), a.label
            state.apply(agents[state.to_move].act(state))
        for kind, data, seen in state.events:
            for viewer in (0, 1, None):
                if seen is not None and viewer not in seen:
                    continue
                text = G.describe_event(kind, data, viewer)
                assert text and not NAMING.search(text), (kind, viewer, text)
                assert not codes(text), (kind, viewer, text)
    assert G.describe_event("draw", {"player": 0, "count": 1}, 0) == "You draw 1 card."
    assert G.describe_event("draw", {"player": 0, "count": 2}, 1) == "The opponent draws 2 cards."
    assert G.describe_event("draw", {"player": 1, "count": 1}, None) == "Player 2 draws 1 card."
    assert G.describe_event("build_step", {"player": 1}, 1) == "You start your build step."


def test_board_shows_costs_counters_totals_and_who_wins_now() -> None:
    """SWT-5.3 counters against the requirement on the board; SWT-3.7 the initial totals during setup; SWT-7.2 who
    would win if the turn ended now; stats named."""
    state = setup(
        {
            "step": "retreat",
            "player": "dark",
            "dark": {
                "deck": ["Nexu"],
                "hand": ["Nexu"],
                "build_zone": [{"card": "Droid Control Ship", "counters": 2}],
                "units": ["Geonosian Guard", "Droid Starfighter Wing"],
            },
            "light": {"deck": ["Clone Squad"], "units": ["Clone Squad"]},
        }
    )
    board = G.render(state, 0)
    assert "Droid Control Ship — 2/9 build counters" in board
    assert "Geonosian Guard[/bold] — speed 30 · power 2 · health 2" in board
    assert "If the turn ended now, Dark wins: you control space and character.[/bold] (SWT-7.2)" in board
    assert "Your hand[/bold]: Nexu (character unit, cost 5)" in board
    assert "face-down card — 2 build counters" in G.render(state, 1)
    assert "Dark — player 1" in G.render(state, None)
    initial = setup(
        {
            "step": "initial",
            "initial": {"phase": "turns", "owner": "dark", "done": ["light"]},
            "dark": {"units": DARK_BIG, "hand": ["Jango Fett (C)", "Battle Droid Squad"], "deck": ["Nexu"]},
            "light": {"units": LIGHT_30},
        }
    )
    assert initial.decision == "ib_deploy"
    board = G.render(initial, 0)
    assert "Dark — you[/bold]: Force 0 · build points 0 · initial build 25/30" in board
    assert "Light — the opponent[/bold]: Force 0 · build points 0 · initial build 30/30" in board
    assert "If the turn ended now" not in board
