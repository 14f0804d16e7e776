"""Conventions (SWT-0) and continuous rules (SWT-6) that cut across the procedures."""

from __future__ import annotations

import re
from pathlib import Path

from .helpers import G, cid, events, ids, names, play, setup

ROOT = Path(__file__).resolve().parents[3]


def test_rule_ids_and_the_shipped_rules() -> None:
    """SWT-0.1: rule ids have the form SWT-<section>.<n>; the package ships the rules file; deck problems cite
    such ids."""
    shipped = G.rules_text()
    shared = ROOT.parent / "shared" / "rules" / "starwars.md"
    if shared.exists():
        assert shipped == shared.read_text(encoding="utf-8")
    ids_found = re.findall(r"\*\*(SWT-[0-9.]+)\*\*", shipped)
    assert ids_found and all(re.fullmatch(r"SWT-\d+\.\d+", i) for i in ids_found)
    problems = G.check_deck(G.parse_deck("side: dark\n4 Nexu\n"))
    assert problems and all(re.fullmatch(r"SWT-\d+\.\d+", p.rule_id) for p in problems)


def test_may_offers_a_way_to_decline_and_must_does_not() -> None:
    """SWT-0.2: a 'may' ability is offered with a way to decline (Tyranus's Solar Sailer may retreat when its
    attack ends); SWT-0.4 each decision is a list of single choices."""
    state = setup(
        {
            "step": "battle",
            "arena": "space",
            "dice": [1] * 10,
            "dark": {"units": ["Tyranus's Solar Sailer (A)", "Geonosian Guard"]},
            "light": {"units": ["Republic Cruiser", "Clone Warrior 5/373"]},
        }
    )
    play(state, "attack u3")
    assert state.decision == "may" and ids(state) == ["yes", "no"]
    play(state, "yes")
    assert state.unit(1)[3] == 3


def test_owner_is_controller_and_discards_go_to_the_owner() -> None:
    """SWT-0.6: a card's owner is the player whose deck it started in; a discarded card goes to its owner's pile
    (Light's location replaced by Dark's lands in Light's discard pile)."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"build_zone": [{"card": "Mustafar System", "counters": 1}], "units": ["Geonosian Guard"]},
            "light": {"units": ["Clone Squad"]},
            "locations": {"space": {"card": "Kashyyyk System", "owner": "light"}},
        }
    )
    play(state, "complete 0")
    assert [state.cards[i] for i in state.discards[1]] == [cid("Kashyyyk System")] and state.discards[0] == []
    assert state.owner[state.locs[0]] == 0


def test_card_text_overrides_the_procedures() -> None:
    """SWT-0.8: a card may do what the procedures don't (War Will Follow puts the opponent's retreated space unit
    back into the space arena, though only its owner redeploys by SWT-5.1 d)."""
    state = setup(
        {
            "step": "battle",
            "arena": "space",
            "dice": [1] * 20,
            "dark": {"force": 3, "hand": ["War Will Follow"], "units": ["Droid Starfighter Wing"]},
            "light": {"units": ["Republic Cruiser", {"card": "N-1 Starfighter", "arena": "retreated", "tapped": True}]},
        }
    )
    play(state, "attack u2", f"play {cid('War Will Follow')}")
    n1 = state.unit(3)
    assert n1[3] == 0 and n1[4] is False


def test_current_values_floor_at_zero_and_power_zero_rolls_nothing() -> None:
    """SWT-0.7: a current value below 0 counts as 0; a unit with power 0 rolls no dice (Tyranus's Gift: the
    attacker gets -5 power)."""
    state = setup(
        {
            "step": "battle",
            "arena": "ground",
            "dice": [6] * 10,
            "dark": {"force": 3, "hand": ["Tyranus's Gift"], "units": ["Walking Droid Fighter"]},
            "light": {"units": ["Clone Platoon"]},
        }
    )
    play(state, "attack u1")
    while state.decision == "win" and state.to_move == 1:
        play(state, "pass")
    play(state, "play " + cid("Tyranus's Gift"))
    roll = events(state, "roll")[0]
    assert roll["attacker_dice"] == [] and len(roll["defender_dice"]) == 6


def test_rng_rolls_attacker_first() -> None:
    """SWT-0.5: every die comes from the game's seeded generator, the attacker's dice first; the same seed gives
    the same dice."""

    def run(seed: int) -> dict:
        state = setup(
            {
                "step": "battle",
                "arena": "ground",
                "seed": seed,
                "dark": {"units": ["Commerce Guild Droid 81"]},
                "light": {"units": ["Clone Platoon"]},
            }
        )
        play(state, "attack u1")
        return events(state, "roll")[0]

    a, b, c = run(5), run(5), run(6)
    assert a == b and (len(a["attacker_dice"]), len(a["defender_dice"])) == (4, 7)
    assert a != c and all(1 <= d <= 6 for d in a["attacker_dice"] + a["defender_dice"])


def test_units_live_only_in_their_arena_or_build_zone() -> None:
    """SWT-6.8: completing or redeploying puts a unit in the arena of its type; a position can't put it
    elsewhere."""
    import pytest

    from tcgkit.core import PositionError

    with pytest.raises(PositionError, match=r"SWT-6\.8"):
        setup({"dark": {"units": [{"card": "Jango Fett (A)", "arena": "space"}]}})
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"units": [{"card": "Slave I (A)", "arena": "retreated"}]},
            "light": {"units": ["Clone Squad"]},
        }
    )
    play(state, "redeploy u1")
    assert state.unit(1)[3] == 0


def test_leaving_play_resets_a_card() -> None:
    """SWT-6.15: a card that leaves play loses its counters, modifiers and attachments; back again it is a new
    unit (Departure Time discards a damaged Clone Squad, Hatch a Clone returns it to hand, it is built anew)."""
    state = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Geonosian Guard"]},
            "light": {
                "units": [
                    {"card": "Clone Squad", "damage": 2, "grants": ["Armor"], "equipment": ["Vehicle Weapons Package"]},
                    "Clone Warrior 5/373",
                ],
                "build_zone": [{"card": "Departure Time", "counters": 2}, {"card": "Hatch a Clone", "counters": 1}],
            },
        }
    )
    play(state, "complete 0", "target u2")
    assert state.bp[1] >= 4 and state.unit(2) is None and not [m for m in state.mods if m[0] == 2]
    assert [state.cards[i] for i in state.gear[1]] == [cid("Vehicle Weapons Package")]
    play(state, "complete 0")  # Hatch a Clone: the only ground unit card in the discard pile comes back
    if state.decision == "recover_pick":
        play(state, f"return {cid('Clone Squad')}")
    play(state, f"place {cid('Clone Squad')}", "counter 0", "counter 0", "counter 0", "complete 0")
    squad = state.units[-1]
    assert names(state, squad[0]) == ["Clone Squad"] and squad[0] != 2 and squad[5] == 0
    assert state.keywords(squad) == {} and squad[6] == ()
