"""Standing orders (orders.py): one action for the rest of a run of one player's decisions that the rules interleave
with other steps; each later decision of the run is the single step its documented default picks."""

from __future__ import annotations

import json
from typing import Any

from .helpers import G, cid, events, ids, play, setup

FIELDS = ("hands", "decks", "builds", "units", "bp", "force", "discards", "gear", "locs", "known", "ib", "atk")


def table(state: Any) -> dict[str, Any]:
    """Everything the rules keep, less the log, the history and the orders themselves."""
    return {f: json.dumps(getattr(state, f)) for f in FIELDS} | {
        "decision": state.decision,
        "to_move": state.to_move,
        "rng": state.rng,
    }


# ---------------------------------------------------------------------------------------------- deploy auto
def initial(dark: dict, light: dict, **init: Any) -> Any:
    return setup(
        {"step": "initial", "initial": {"phase": "turns", "owner": "dark", **init}, "dark": dark, "light": light}
    )


def test_deploy_auto_deploys_by_default_across_the_alternating_turns() -> None:
    """SWT-3.10 (a) / SWT-3.12: ``deploy auto`` takes the player's deploys for the rest of the initial build, also
    in their later turns (the opponent's turns in between are still asked of the opponent): a unit for an arena the
    player has none in first (Nexu, then Destroyer Droid Squad), then the one raising the total most (Reek 3 before
    Geonosian Guard 2), each followed by its draw (SWT-3.10 a), exactly as the single deploys."""
    state = initial(
        {
            "units": ["Droid Control Ship"],
            "hand": ["Reek", "Nexu", "Geonosian Guard", "Battle Droid Squad"],
            "deck": ["Destroyer Droid Squad", "Dark Rendezvous", "Geonosian Warrior", "Nexu"],
        },
        {"units": ["Naboo Cruiser"], "hand": ["Clone Squad", "Clone Platoon"], "deck": ["Clone Squad"] * 6},
    )
    assert ids(state)[0] == "deploy auto"
    whole, single = state.clone(), state.clone()
    play(whole, "deploy auto")
    assert whole.to_move == 1 and ids(whole) == [
        "deploy auto",
        f"deploy {cid('Clone Platoon')}",
        f"deploy {cid('Clone Squad')}",
    ]
    play(whole, f"deploy {cid('Clone Platoon')}")
    assert events(whole, "order") == [{"player": 0, "order": "setup"}]
    play(
        single,
        f"deploy {cid('Nexu')}",
        f"deploy {cid('Clone Platoon')}",
        f"deploy {cid('Destroyer Droid Squad')}",
        f"deploy {cid('Reek')}",
        f"deploy {cid('Geonosian Warrior')}",
        f"deploy {cid('Nexu')}",
    )
    assert table(whole) == table(single)
    assert whole.total(0) == 30 and whole.decision == "build" and whole.orders == []  # SWT-3.15


def test_deploy_auto_ends_with_the_default_partial_build() -> None:
    """SWT-3.10 (b): when no unit fits any more, the order's partial build takes a unit before other cards, the
    highest cost the counters complete, else the fewest more counters needed: Geonosian Guard (2) for 1 counter."""
    state = initial(
        {
            "units": ["Droid Control Ship", "Trade Federation Battleship Core", "Geonosian Warrior", "Jango Fett (C)"],
            "hand": ["Geonosian Guard", "Reek", "Droid Control Ship", "Dark Rendezvous"],
            "deck": ["Strength of Hate"] * 3,
        },
        {"units": ["Naboo Cruiser"]},
        done=["light"],
    )
    assert state.total(0) == 26
    whole, single = state.clone(), state.clone()
    play(whole, "deploy auto")
    play(single, f"deploy {cid('Reek')}", f"partial {cid('Geonosian Guard')}")
    assert table(whole) == table(single)
    assert events(whole, "partial_build") == [{"player": 0, "card": cid("Geonosian Guard"), "counters": 1}]


def test_deploy_auto_only_where_there_is_a_choice() -> None:
    """SWT-0.4: a decision with one legal deployment is taken at once, so no order is offered there."""
    state = initial(
        {"units": ["Droid Control Ship", "Trade Federation Battleship Core", "Jango Fett (C)"], "hand": ["Reek"]},
        {"units": ["Naboo Cruiser"]},
        done=["light"],
    )
    assert state.decision == "build" and events(state, "order") == []


# ----------------------------------------------------------------------------------------------- build auto
def build(dark: dict, light: dict | None = None, **extra: Any) -> Any:
    return setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"deck": ["Battle Droid Squad"] * 3, **dark},
            "light": light or {"deck": ["Clone Squad"] * 3, "units": ["Clone Squad"]},
            **extra,
        }
    )


def test_build_auto_completes_cheapest_first_and_spends_every_build_point() -> None:
    """SWT-5.1: ``build auto`` is the build step's single actions by default, then (j) end: (c) complete what the
    counters pay for (Nexu), then (a)-(c) the card needing the fewest build points (Geonosian Guard 2, Reek 3; the
    Destroyer Droid Squad needs 4), then (b) the point left on the card closest to completion (SWT-5.2: counters
    stay, SWT-6.4: build points don't)."""
    state = build(
        {
            "build_points": 6,
            "units": ["Droid Control Ship"],
            "hand": ["Reek", "Geonosian Guard", "Strength of Hate"],
            "build_zone": [{"card": "Nexu", "counters": 5}, {"card": "Destroyer Droid Squad", "counters": 1}],
        }
    )
    assert ids(state)[0] == "build auto"
    whole, single = state.clone(), state.clone()
    play(whole, "build auto")
    play(single, "complete 0", f"build {cid('Geonosian Guard')}", f"build {cid('Reek')}", "counter 0", "end")
    assert table(whole) == table(single)
    assert whole.decision == "retreat" and whole.to_move == 0  # Light's build step had nothing to ask (SWT-4.13)
    assert whole.bp[0] == 0 and whole.builds[0][2] == 2
    assert events(whole, "end_build")[0] == {"player": 0} and whole.orders == []


def test_build_auto_never_discards_nor_replaces_its_own_location() -> None:
    """SWT-5.5: the order never takes the "discard" completion (a copy of Jango Fett (C) stays face down);
    SWT-6.12: it does not replace the player's own location (Utapau System waits); it completes Jango Fett (D)
    underneath (the only stacking option, SWT-5.5) and ends."""
    state = build(
        {
            "units": ["Jango Fett (C)"],
            "build_zone": [
                {"card": "Utapau System", "counters": 1},
                {"card": "Jango Fett (C)", "counters": 5},
                {"card": "Jango Fett (D)", "counters": 1},
            ],
        },
        locations={"space": {"card": "Kashyyyk System", "owner": "dark"}},
    )
    assert "complete 0" in ids(state) and "complete 1 discard" in ids(state)
    whole, single = state.clone(), state.clone()
    play(whole, "build auto")
    play(single, "complete 2 under", "end")
    assert table(whole) == table(single)
    assert [whole.cards[b[1]] for b in whole.builds if b[0] == 0] == [cid("Utapau System"), cid("Jango Fett (C)")]


def test_build_auto_only_when_it_does_more_than_end() -> None:
    """SWT-5.1 (j): with no build point and nothing to complete, ``build auto`` would only end: not offered."""
    state = build({"hand": ["Nexu"], "build_zone": [{"card": "Reek", "counters": 1}]})
    assert "build auto" not in ids(state) and "end" in ids(state)


# ----------------------------------------------------------------------------------------------- attack all
def battle(arena: str, dark: list, light: list, dice: list[int], **extra: Any) -> Any:
    return setup(
        {"step": "battle", "arena": arena, "dice": dice, "dark": {"units": dark, **extra}, "light": {"units": light}}
    )


def test_attack_all_attacks_the_weakest_enemy_for_the_rest_of_the_arena_battle() -> None:
    """SWT-5.12 / SWT-5.13: after ``attack all`` each of the player's activations in this arena battle attacks the
    enemy unit with the least health left (Clone Squad, 3, before Clone Platoon, 4) without asking; the opponent's
    activations are still asked; SWT-5.14 the attacks are the single attacks, dice and all."""
    # speeds: Destroyer Droid Squad 40 (u1), Battle Droid Squad 10 (u2); Clone Platoon 40 (u3), Clone Squad 10 (u4)
    dice = [1] * 5 + [1] * 3 + [4, 4] + [1] * 3
    state = battle("ground", ["Destroyer Droid Squad", "Battle Droid Squad"], ["Clone Platoon", "Clone Squad"], dice)
    assert state.decision == "act" and state.to_move == 0
    assert ids(state) == ["attack all", "attack u3", "attack u4", "hold"]
    whole, single = state.clone(), state.clone()
    play(whole, "attack all")
    assert whole.decision == "act" and whole.to_move == 1  # Light's Clone Platoon: asked
    play(whole, "hold")
    play(single, "attack u4", "hold", "attack u4")
    assert table(whole) == table(single)
    assert [(e["attacker"], e["defender"]) for e in events(whole, "attack")] == [(1, 4), (2, 4)]
    assert events(whole, "order") == [{"player": 0, "order": "attack", "arena": "ground"}]


def test_attack_all_holds_without_power_and_ends_with_the_arena_battle() -> None:
    """SWT-0.7: a unit with power 0 would roll no dice: under the order it does not attack (SWT-5.13 it taps);
    SWT-5.11: the order ends with its arena battle, so the next arena's activations are asked again."""
    state = battle(
        "ground",
        ["Destroyer Droid Squad", "Battle Droid Squad", "Geonosian Guard"],
        ["Clone Squad", "Clone Warrior 5/373"],
        [1] * 20,
    )
    bds = state.units[1][0]
    state.mods.append((bds, "power", -2, "turn"))
    state._legal = None
    assert state.power(state.unit(bds)) == 0
    play(state, "attack all")
    while state.phase == "battle:ground":
        assert state.to_move == 1  # only Light's activations are asked there
        play(state, "hold")
    assert any(e["unit"] == bds for e in events(state, "hold"))
    play(state, "hold")  # Light's Clone Warrior 5/373 (speed 40) first
    assert state.decision == "act" and state.to_move == 0 and state.phase == "battle:character"
    assert "attack all" not in ids(state)  # Geonosian Guard is Dark's only unit there
    assert state.orders == []


def test_an_order_survives_a_save_in_the_middle_of_its_run() -> None:
    """The order is part of the state: saved and loaded in the middle of the run, play goes on the same."""
    dice = [1] * 5 + [1] * 3 + [4, 4] + [1] * 3
    state = battle("ground", ["Destroyer Droid Squad", "Battle Droid Squad"], ["Clone Platoon", "Clone Squad"], dice)
    play(state, "attack all")
    loaded = G.load(state.to_json())
    assert loaded.orders == state.orders == [("attack", 0, 1, 0)]
    play(loaded, "hold")
    play(state, "hold")
    assert table(loaded) == table(state)
