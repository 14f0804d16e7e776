"""Setup: sides, shuffle, draw 7, mulligan and the initial build to exactly 30 (SWT-3)."""

from __future__ import annotations

import pytest

from tcgkit.core import DeckError

from .helpers import G, advance, cid, events, ids, play, setup

DARK_BIG = ["Droid Control Ship", "Trade Federation Battleship Core", "Geonosian Defense Platform"]  # 9 + 9 + 7
LIGHT_30 = ["Naboo Defense Station", "Naboo Spaceport", "Naboo Cruiser", "Clone Platoon", "Clone Squad"]


def decks() -> dict:
    return G.sample_decks()


def test_new_game_starting_values_shuffle_and_seven_cards() -> None:
    """SWT-3.2 decks checked first, SWT-3.3 starting values, SWT-3.4 shuffle, SWT-3.5 seven cards each, Dark
    first; SWT-1.13 Force and build points start at 0; SWT-1.11 every zone but the decks empty."""
    d = decks()
    state = G.new_game([d["droid-army"], d["jedi-knights"]], seed=3)
    assert state.decision == "mulligan" and state.to_move == state.dark == 0
    assert state.turn == 0 and state.force == [0, 0] and state.bp == [0, 0] and state.ctrl == [0, 0]
    assert [len(h) for h in state.hands] == [7, 7]
    assert [len(x) for x in state.decks] == [d["droid-army"].count() - 7, d["jedi-knights"].count() - 7]
    assert state.units == [] and state.builds == [] and state.discards == [[], []]
    draws = [e["player"] for e in events(state, "draw")]
    assert draws == [0, 1]
    other = G.new_game([d["droid-army"], d["jedi-knights"]], seed=4)
    assert sorted(state.hands[0] + state.decks[0]) == sorted(other.hands[0] + other.decks[0])
    assert state.decks[0] != other.decks[0], "different seeds shuffle differently"


def test_light_deck_first_makes_player_0_light() -> None:
    """SWT-1.2 / SWT-3.1: each player takes the side of their deck; Dark acts first whatever its index (SWT-0.3)."""
    d = decks()
    state = G.new_game([d["jedi-knights"], d["droid-army"]], seed=1)
    assert state.dark == 1 and state.to_move == 1 and state.side_name(0) == "light"


def test_same_sides_refused() -> None:
    """SWT-3.1: the two sides must differ; no game is created."""
    d = decks()
    with pytest.raises(DeckError, match=r"SWT-3\.1"):
        G.new_game([d["droid-army"], d["sith-geonosis"]], seed=1)


def test_exactly_two_players() -> None:
    """SWT-1.1: three decks are refused."""
    d = decks()
    with pytest.raises(DeckError, match="exactly 2 players"):
        G.new_game([d["droid-army"], d["jedi-knights"], d["tipoca-clones"]], seed=1)


def test_illegal_deck_stops_the_game_before_anything() -> None:
    """SWT-3.2 / SWT-2.8: a deck with a violation can't be used."""
    d = decks()
    short = G.parse_deck("side: dark\n4 Battle Droid Squad\n")
    with pytest.raises(DeckError, match=r"SWT-2\.2"):
        G.new_game([short, d["jedi-knights"]], seed=1)


def test_mulligan_only_battle_and_mission_cards_once_dark_then_light() -> None:
    """SWT-3.6: picks one at a time among battle and mission cards, then done; discards them and draws as many;
    Dark first, then Light; no second mulligan."""
    state = setup(
        {
            "step": "mulligan",
            "dark": {
                "hand": ["Strength of Hate", "Dark Rendezvous", "Jango Fett (A)", "Strength of Hate"],
                "deck": ["Nexu", "Acklay", "Reek"],
            },
            "light": {"hand": ["Surge of Power", "Clone Squad"], "deck": ["Clone Platoon"]},
        }
    )
    assert state.to_move == 0
    assert ids(state) == [f"pick {cid('Dark Rendezvous')}", f"pick {cid('Strength of Hate')}", "done"]
    play(state, f"pick {cid('Strength of Hate')}")
    assert ids(state) == [f"pick {cid('Dark Rendezvous')}", f"pick {cid('Strength of Hate')}", "done"]
    play(state, f"pick {cid('Strength of Hate')}", "done")
    hand = sorted(state.card(i).name for i in state.hands[0])
    assert hand == ["Acklay", "Dark Rendezvous", "Jango Fett", "Nexu"]
    assert [state.card(i).name for i in state.discards[0]] == ["Strength of Hate", "Strength of Hate"]
    assert events(state, "mulligan")[0]["cards"] == [cid("Strength of Hate")] * 2
    assert state.to_move == 1 and state.decision == "mulligan"
    play(state, "done")
    assert state.decision != "mulligan"
    assert events(state, "mulligan")[1]["cards"] == []


def test_initial_build_partial_build_reaches_exactly_30_without_a_draw() -> None:
    """SWT-3.7 T counts units and counters; SWT-3.10 (b): with no legal deployment the player reveals a buildable
    card and builds it face down with 30 - T counters; T becomes 30, no card is drawn; SWT-8.3 the opponent
    knows that card."""
    state = setup(
        {
            "step": "initial",
            "initial": {"phase": "turns", "owner": "dark", "done": ["light"]},
            "dark": {
                "units": DARK_BIG,
                "hand": ["Droid Control Ship", "Tyranus's Wrath", "Dark Rendezvous"],
                "deck": ["Battle Droid Squad"],
            },
            "light": {"units": LIGHT_30},
        }
    )
    assert state.total(0) == 25 and state.total(1) == 30
    assert ids(state) == [f"partial {cid('Dark Rendezvous')}", f"partial {cid('Droid Control Ship')}"]
    play(state, f"partial {cid('Dark Rendezvous')}")
    assert state.total(0) == 30
    built = [b for b in state.builds if b[0] == 0]
    assert [(state.cards[b[1]], b[2]) for b in built] == [(cid("Dark Rendezvous"), 5)]
    kinds = [k for k, _, _ in state.events]
    assert kinds.index("partial_build") < kinds.index("setup_done")
    between = kinds[kinds.index("partial_build") : kinds.index("setup_done")]
    assert "draw" not in between and "deploy" not in between
    seen_by_light = state.observe(1)["view"]["players"][0]["build_zone"]
    assert seen_by_light[0]["card"] == cid("Dark Rendezvous") and seen_by_light[0]["counters"] == 5
    assert state.turn == 1  # SWT-3.15: setup is over and turn 1 has begun


def test_initial_deploy_is_mandatory_draws_and_stops_at_30() -> None:
    """SWT-3.8 (a): a unit is deployable only if T + its cost <= 30; SWT-3.10 (a): deploying is mandatory while
    possible, then the player draws 1; at exactly 30 the player is done."""
    state = setup(
        {
            "step": "initial",
            "initial": {"phase": "turns", "owner": "dark", "done": ["light"]},
            "dark": {
                "units": DARK_BIG,
                "hand": ["Jango Fett (C)", "Jango Fett (B)", "Battle Droid Squad", "Dark Rendezvous"],
                "deck": ["Geonosian Guard", "Nexu"],
            },
            "light": {"units": LIGHT_30},
        }
    )
    assert ids(state) == ["deploy auto", f"deploy {cid('Jango Fett (C)')}", f"deploy {cid('Battle Droid Squad')}"]
    play(state, f"deploy {cid('Jango Fett (C)')}")
    assert state.total(0) == 30
    assert events(state, "deploy")[-1] == {"player": 0, "card": cid("Jango Fett (C)"), "position": "", "total": 30}
    drawn = [e for e in events(state, "drew") if e["player"] == 0]
    assert drawn[0]["cards"] == [cid("Geonosian Guard")]
    assert state.ib[3] is True
    assert state.turn == 1


def test_initial_stacking_top_or_underneath() -> None:
    """SWT-3.8 (b) / SWT-3.9: a version of a persona the player has may stack: on top (cost >= top's) raises T by
    the difference + 1, underneath by 1; a lower cost only goes underneath; a copy is no legal deployment."""
    state = setup(
        {
            "step": "initial",
            "initial": {"phase": "turns", "owner": "dark", "done": ["light"]},
            "dark": {
                "units": ["Droid Control Ship", "Trade Federation Battleship Core", "Jango Fett (C)"],
                "hand": ["Jango Fett (B)", "Jango Fett (D)", "Jango Fett (C)"],
                "deck": ["Strength of Hate"] * 2,
            },
            "light": {"units": LIGHT_30},
        }
    )
    assert state.total(0) == 23
    b, d = cid("Jango Fett (B)"), cid("Jango Fett (D)")
    assert ids(state) == ["deploy auto", f"deploy {b} top", f"deploy {b} under", f"deploy {d} under"]
    play(state, f"deploy {b} top")
    # then Jango Fett (D) underneath is the only legal deployment left, taken at once (SWT-0.4)
    jango = next(u for u in state.units if len(u[2]) > 1)
    assert [state.cards[i] for i in jango[2]] == [b, cid("Jango Fett (C)"), d]
    totals = [e["total"] for e in events(state, "deploy")]
    assert totals == [9 + 9 + 6 + 1, 9 + 9 + 6 + 2]  # top card's printed cost + cards under it (SWT-1.15)
    # the copy of Jango Fett (C) is no legal deployment; it is the only buildable card: partial build
    assert events(state, "partial_build")[-1] == {"player": 0, "card": cid("Jango Fett (C)"), "counters": 4}
    assert state.total(0) == 30


def test_alternating_initial_build_turns_and_finish() -> None:
    """SWT-3.11 Dark's opening action; SWT-3.12 Light's turn first, each turn goes on while T <= the
    opponent's T, then passes to the opponent if not done; SWT-3.10 (c) stop without units or buildable cards;
    SWT-3.13 the finishing step leaves a stopped player below 30."""
    state = setup(
        {
            "step": "initial",
            "dark": {
                "hand": [
                    "Droid Control Ship",
                    "Trade Federation Battleship Core",
                    "Geonosian Defense Platform",
                    "Jango Fett (C)",
                ],
                "deck": ["Strength of Hate"] * 5,
            },
            "light": {
                "hand": ["Naboo Defense Station", "Naboo Cruiser", "Clone Platoon", "Clone Squad", "N-1 Starfighter"],
                "deck": ["Surge of Power"] * 5,
            },
        }
    )
    script = [
        (0, "Droid Control Ship"),
        (1, "Naboo Defense Station"),
        (1, "Naboo Cruiser"),
        (0, "Trade Federation Battleship Core"),
        (1, "Clone Platoon"),
        (1, "Clone Squad"),
        (0, "Geonosian Defense Platform"),
        (1, "N-1 Starfighter"),
        (0, "Jango Fett (C)"),
    ]
    for player, card in script:
        if state.decision == "ib_deploy":  # a last remaining choice is taken at once (SWT-0.4)
            assert state.to_move == player, (player, card)
            play(state, f"deploy {cid(card)}")
    assert [(e["player"], e["card"]) for e in events(state, "deploy")] == [(p, cid(c)) for p, c in script]
    assert events(state, "ib_stop") == [{"player": 1, "total": 23}]
    assert events(state, "setup_done") == [{"totals": [30, 23]}]
    assert state.turn == 1


def test_setup_conflicts_wait_for_the_first_battle() -> None:
    """SWT-3.14: both players deploy the Neutral Boba Fett (A) during setup; no contest happens until the
    character arena battle of turn 1 (SWT-5.19)."""
    state = setup(
        {
            "step": "initial",
            "initial": {"phase": "turns", "owner": "light"},
            "dark": {"units": [*DARK_BIG, "Geonosian Warrior"], "hand": ["Boba Fett (A)"]},
            "light": {"units": LIGHT_30[:4], "hand": ["Boba Fett (A)"]},
        }
    )
    # each deployment was the only legal action, so setup ran on by itself (SWT-0.4, SWT-4.13)
    boba = cid("Boba Fett (A)")
    assert [(e["player"], e["card"], e["total"]) for e in events(state, "deploy")] == [(1, boba, 29), (0, boba, 30)]
    assert sum(1 for u in state.units if state.cards[u[2][0]] == boba) == 2
    assert events(state, "contest") == []
    advance(state, "bid_open")
    assert state.turn == 1 and state.phase == "battle:character"
    assert [e["arena"] for e in events(state, "arena_battle")] == ["space", "ground", "character"]


def test_sample_matchups_pair_dark_with_light():  # SWT-3.1
    decks = G.sample_decks()
    pairs = G.sample_matchups()
    assert len(pairs) == 16  # each of the four Dark sample decks meets each of the four Light ones
    for a, b in pairs:
        assert {decks[a].meta["side"], decks[b].meta["side"]} == {"dark", "light"}
        G.new_game([a, b], seed=1)
