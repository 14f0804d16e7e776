"""Explanation notes (State.explain): why an action is not offered, and what would end the game (explain.py)."""

from __future__ import annotations

from typing import Any

from tcgkit.core import Rng

from .helpers import cid, ids, play, setup
from .test_setup import DARK_BIG, LIGHT_30

DECK = ["Battle Droid Squad"] * 5
LIGHT_DECK = ["Clone Squad"] * 5


def notes(state: Any, player: int | None = None) -> list[tuple[str, str, str, list[Any]]]:
    p = state.to_move if player is None else player
    return [(n["kind"], n["rule_id"], n["text"], n["refs"]) for n in state.explain(p)]


def blocked(state: Any, player: int | None = None) -> list[tuple[str, str, list[Any]]]:
    return [(rule, text, refs) for kind, rule, text, refs in notes(state, player) if kind == "blocked"]


def forecast(state: Any, player: int | None = None) -> list[tuple[str, str, list[Any]]]:
    return [(rule, text, refs) for kind, rule, text, refs in notes(state, player) if kind == "forecast"]


def iid(state: Any, name: str) -> int:
    return min(i for i, c in enumerate(state.cards) if c == cid(name))


def test_battle_cards_of_another_window_or_too_dear() -> None:
    """SWT-1.10 a battle card is played only in the window of its timing; SWT-5.23 its Force cost must be payable
    (SWT-6.3): one note per reason, naming every card it covers."""
    state = setup(
        {
            "step": "battle",
            "arena": "ground",
            "dark": {
                "force": 1,
                "deck": DECK,
                "hand": ["Dark Speed", "Battle Fatigue", "Second Effort", "Attract Enemy Fire"],
                "units": ["Battle Droid Squad", "Walking Droid Fighter"],
            },
            "light": {"deck": LIGHT_DECK, "units": ["Clone Platoon", "Clone Squad"]},
        }
    )
    play(state, "attack u2")
    assert state.decision == "win" and state.to_move == 0
    assert ids(state) == [f"play {cid('Dark Speed')}", "pass"]
    assert blocked(state) == [
        (
            "SWT-1.10",
            "Not playable now (before the roll): Second Effort (after the roll of an attack); a battle card is "
            "played only at its timing.",
            [iid(state, "Second Effort")],
        ),
        (
            "SWT-5.23",
            "Not enough Force (you have 1) for Battle Fatigue (2 Force), Attract Enemy Fire (2 Force).",
            [iid(state, "Battle Fatigue"), iid(state, "Attract Enemy Fire")],
        ),
    ]


def test_cards_the_build_points_cannot_complete() -> None:
    """SWT-5.3 completion needs its requirement in build counters, SWT-5.1 (b) one build point each; SWT-1.10 a
    battle card of an attack window is not playable in the build step."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {
                "build_points": 4,
                "deck": DECK,
                "hand": ["Nexu", "Dark Speed"],
                "build_zone": [{"card": "Reek", "counters": 2}, {"card": "Droid Control Ship", "counters": 1}],
            },
            "light": {"deck": LIGHT_DECK, "units": ["Clone Squad"]},
        }
    )
    assert blocked(state) == [
        (
            "SWT-1.10",
            "Not playable now (in your build step): Dark Speed (before the roll of an attack); a battle card is "
            "played only at its timing.",
            [iid(state, "Dark Speed")],
        ),
        (
            "SWT-5.3",
            "With 4 build points you can't complete Nexu (5 more), Droid Control Ship (8 more) this turn; build "
            "counters stay on a face-down card from turn to turn (SWT-5.2).",
            [iid(state, "Nexu"), iid(state, "Droid Control Ship")],
        ),
    ]


def test_a_version_that_could_only_be_discarded() -> None:
    """SWT-6.10 a stack holds no two copies; SWT-5.5 / SWT-6.9 completing a copy can only discard it."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {
                "deck": DECK,
                "units": ["Jango Fett (C)"],
                "build_zone": [{"card": "Jango Fett (C)", "counters": 5}],
            },
            "light": {"deck": LIGHT_DECK, "units": ["Clone Squad"]},
        }
    )
    assert "complete 0 discard" in ids(state)
    assert blocked(state) == [
        (
            "SWT-6.10",
            "Completing Jango Fett (C) can only discard it (SWT-6.9): your Jango Fett (C) already holds that card, "
            "and a stack holds no two copies.",
            [iid(state, "Jango Fett (C)")],
        )
    ]


def test_equipment_without_its_cost_or_a_fitting_unit() -> None:
    """SWT-5.6: equipping pays the equip cost and needs one of your units in an arena that fits the filter
    (SWT-1.8)."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {
                "build_points": 1,
                "deck": DECK,
                "hand": ["Nexu"],
                "equipment": ["Blaster Rifle", "Vehicle Shields Package"],
                "units": ["Battle Droid Squad"],
            },
            "light": {"deck": LIGHT_DECK, "units": ["Clone Squad"]},
        }
    )
    assert not [a for a in ids(state) if a.startswith("equip")]
    assert blocked(state) == [
        (
            "SWT-5.3",
            "With 1 build point you can't complete Nexu (5 more) this turn; build counters stay on a face-down card "
            "from turn to turn (SWT-5.2).",
            [iid(state, "Nexu")],
        ),
        (
            "SWT-5.6",
            "Blaster Rifle can't be equipped now: none of your units in an arena is a character unit.",
            [iid(state, "Blaster Rifle")],
        ),
        (
            "SWT-5.6",
            "Vehicle Shields Package can't be equipped now: it costs 2 build points and you have 1.",
            [iid(state, "Vehicle Shields Package")],
        ),
    ]


def test_tapped_units_cannot_retreat_and_who_wins_now() -> None:
    """SWT-5.10 tapped units can't retreat; SWT-7.1 / SWT-7.2: the only player with units in 2 arenas would win if
    the turn ended now (tapped units count)."""
    state = setup(
        {
            "step": "retreat",
            "player": "dark",
            "dark": {
                "deck": DECK,
                "units": ["Geonosian Guard", {"card": "Nexu", "tapped": True}, "Droid Starfighter Wing"],
            },
            "light": {"deck": LIGHT_DECK, "units": ["Clone Squad"]},
        }
    )
    nexu = state.unit(2)[2][0]
    assert ids(state) == ["retreat u1", "retreat u3", "done"]
    assert notes(state) == [
        ("blocked", "SWT-5.10", "Tapped units can't retreat: Nexu.", [nexu]),
        (
            "forecast",
            "SWT-7.2",
            "If the turn ended now, Dark wins: you control space and character.",
            ["arena:space", "arena:character"],
        ),
    ]
    assert forecast(state, 1) == [
        (
            "SWT-7.2",
            "If the turn ended now, Dark wins: the opponent controls space and character.",
            ["arena:space", "arena:character"],
        )
    ]


def test_nobody_wins_yet_and_the_turn_limit() -> None:
    """SWT-7.1 an arena with units of both players (or none) is nobody's; SWT-7.4 the last turns before the turn
    limit are announced; SWT-6.2 a short deck is announced (drawing from it then does nothing)."""
    state = setup(
        {
            "step": "build",
            "player": "light",
            "turn": 9,
            "options": {"turn_limit": 10},
            "dark": {"deck": DECK, "units": ["Geonosian Guard", "Battle Droid Squad"]},
            "light": {"deck": ["Clone Squad"] * 2, "units": ["Clone Squad", "Naboo Cruiser"]},
        }
    )
    assert state.to_move == 0, "Light had nothing to build: on to Dark's retreat step"
    assert forecast(state, 1) == [
        (
            "SWT-7.1",
            "If the turn ended now, nobody would win (2 arenas are needed): the opponent controls character; you "
            "control space; nobody controls ground.",
            ["arena:space", "arena:character"],
        ),
        ("SWT-7.4", "Turn 9 of 10: if nobody wins by the end of turn 10, the game is a draw.", []),
        ("SWT-6.2", "Your deck has 2 cards; with none left you simply draw nothing.", []),
    ]


def test_initial_deploy_over_30() -> None:
    """SWT-3.8 (a): a unit is deployable only while T + its cost <= 30; SWT-3.7 the initial totals of both."""
    state = setup(
        {
            "step": "initial",
            "initial": {"phase": "turns", "owner": "dark", "done": ["light"]},
            "dark": {
                "units": DARK_BIG,
                "hand": ["Jango Fett (C)", "Jango Fett (B)", "Battle Droid Squad", "Dark Rendezvous"],
                "deck": ["Geonosian Guard", "Nexu", "Nexu", "Nexu"],
            },
            "light": {"units": LIGHT_30, "deck": LIGHT_DECK},
        }
    )
    assert ids(state) == ["deploy auto", f"deploy {cid('Jango Fett (C)')}", f"deploy {cid('Battle Droid Squad')}"]
    assert notes(state) == [
        (
            "blocked",
            "SWT-3.8",
            "Your initial total is 25/30: Jango Fett (B) would take it past 30.",
            [iid(state, "Jango Fett (B)")],
        ),
        ("forecast", "SWT-3.7", "Initial build: you 25/30, the opponent 30/30.", []),
    ]


def test_mulligan_only_battle_and_mission_cards() -> None:
    """SWT-3.6: only battle and mission cards can be set aside for the mulligan."""
    state = setup(
        {
            "step": "mulligan",
            "dark": {"hand": ["Strength of Hate", "Nexu", "Reek"], "deck": DECK},
            "light": {"hand": ["Clone Squad"], "deck": LIGHT_DECK},
        }
    )
    assert ids(state) == [f"pick {cid('Strength of Hate')}", "done"]
    assert blocked(state) == [
        (
            "SWT-3.6",
            "Only battle and mission cards can be set aside for the mulligan; units, locations and equipment stay "
            "in your hand.",
            [iid(state, "Nexu"), iid(state, "Reek")],
        )
    ]


def test_contest_bids_and_scores() -> None:
    """SWT-5.20 a bid is capped by the bidder's Force; SWT-5.21 score = bid + the top card's printed build cost +
    the cards under it, the higher wins and pays; SWT-5.22 a tie discards both."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dark": {"force": 3, "deck": DECK, "units": ["Boba Fett (A)", "Geonosian Guard"]},
            "light": {"force": 5, "deck": LIGHT_DECK, "units": ["Boba Fett (A)", "Clone Warrior 5/373"]},
        }
    )
    assert state.decision == "bid_open" and state.to_move == 0
    boba_d, boba_l = state.unit(1)[2][0], state.unit(3)[2][0]
    assert state.stack_cost(state.unit(1)) == state.stack_cost(state.unit(3)) == 2
    dark_name, light_name = state.unit_label(state.unit(1)), state.unit_label(state.unit(3))
    assert blocked(state) == [("SWT-5.20", "You can bid at most your Force, 3.", [])]
    assert forecast(state)[-1] == (
        "SWT-5.21",
        f"Your {dark_name} scores 2 + bid 0 = 2; the opponent's {light_name} scores 2 + bid 0 = 2. The higher score "
        "wins and pays its bid; a tie discards both.",
        [boba_d, boba_l],
    )
    play(state, "bid 2")
    assert state.to_move == 1
    assert blocked(state) == [("SWT-5.20", "You can bid at most your Force, 5.", [])]
    assert forecast(state)[-1] == (
        "SWT-5.21",
        f"Your {light_name} scores 2 + bid 0 = 2; the opponent's {dark_name} scores 2 + bid 2 = 4. The higher score "
        "wins and pays its bid; a tie discards both.",
        [boba_l, boba_d],
    )


def test_slower_units_activate_later() -> None:
    """SWT-5.12: the fastest untapped unit activates next (Dark's first on equal speed); a slower unit of the
    deciding player waits."""
    state = setup(
        {
            "step": "battle",
            "arena": "ground",
            "dark": {"deck": DECK, "units": ["Battle Droid Squad", "Walking Droid Fighter"]},
            "light": {"deck": LIGHT_DECK, "units": ["Clone Platoon", "Clone Squad"]},
        }
    )
    assert state.decision == "act" and state.to_move == 1 and state.stack[-1][2] == 3
    squad = state.unit(4)[2][0]
    assert blocked(state) == [
        (
            "SWT-5.12",
            "Later in the ground battle: Clone Squad (speed 10); the fastest untapped unit activates first, Dark's "
            "on equal speed.",
            [squad],
        )
    ]


def test_notes_are_the_same_whatever_the_hidden_cards() -> None:
    """SWT-8.2 / SWT-8.5: notes for a player read only what they may know: re-dealing the opponent's hand and both
    decks changes nothing."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"build_points": 2, "hand": ["Nexu", "Dark Speed"], "deck": DECK},
            "light": {"hand": ["Mending", "Clone Squad"], "deck": LIGHT_DECK, "units": ["Clone Squad"]},
        }
    )
    before = state.explain(0)
    for k in range(3):
        assert state.determinize(0, Rng(k)).explain(0) == before
    assert "Mending" not in str(state.explain(0)) and "Mending" not in str(state.explain(1))
