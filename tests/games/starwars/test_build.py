"""The build step: placing, counters, completing, stacking, equipment, pilots, locations (SWT-5.1-5.9, 6.9-6.12)."""

from __future__ import annotations

from .helpers import G, cid, events, finish_turn, ids, names, play, setup


def build(dark: dict, light: dict | None = None, **extra: object) -> object:
    return setup(
        {
            "step": "build",
            "player": "dark",
            "dark": dark,
            "light": light or {"units": ["N-1 Starfighter", "Clone Squad"]},
            **extra,
        }
    )


def test_build_actions_and_counters_carried_to_the_next_turn() -> None:
    """SWT-5.1 (a) placing is free, (b) 1 build point per counter, (j) end; SWT-5.2 counters stay on the card
    across turns while build points vanish (SWT-6.4); SWT-5.3 completion needs the printed cost in counters;
    SWT-5.4 a completed unit enters its arena untapped with no damage."""
    state = build(
        {
            "build_points": 3,
            "hand": ["Droid Control Ship"],
            "units": ["Droid Starfighter DFS-4CT"],
            "build_zone": [{"card": "Nexu", "counters": 3}],
        }
    )
    assert ids(state) == [
        "build auto",
        f"place {cid('Droid Control Ship')}",
        "counter 0",
        "finish 0",
        "counters 0 2",
        "counters 0 3",
        "end",
    ], "Nexu (cost 5) needs 2 more: 2 counters complete it, 3 use every build point (buildruns.py, orders.py)"
    play(state, "counter 0", "counter 0")
    assert state.bp[0] == 1 and state.builds[0][2] == 5
    assert ids(state) == ["build auto", f"place {cid('Droid Control Ship')}", "counter 0", "complete 0", "end"]
    play(state, f"place {cid('Droid Control Ship')}")
    assert state.bp[0] == 1 and [b[2] for b in state.builds if b[0] == 0] == [5, 0]
    play(state, "end")
    finish_turn(state)
    assert state.turn == 2
    state = finish_until_dark_build(state)
    assert [b[2] for b in state.builds if b[0] == 0] == [5, 0], "counters carried to the next turn"
    assert state.bp[0] == events(state, "build_roll")[-1]["gains"][0]["gain"]
    play(state, "complete 0")
    nexu = state.units[-1]
    assert names(state, nexu[0]) == ["Nexu"] and nexu[3] == 2 and nexu[4] is False and nexu[5] == 0
    assert [b[2] for b in state.builds if b[0] == 0] == [0]


def finish_until_dark_build(state: object) -> object:
    while not (state.decision == "build" and state.to_move == 0):  # type: ignore[attr-defined]
        acts = ids(state)
        state.apply("end" if "end" in acts else ("done" if "done" in acts else "hold" if "hold" in acts else acts[0]))
    return state


def test_extra_counters_are_lost_on_completion() -> None:
    """SWT-5.4: all build counters are removed; SWT-5.2 they never return as build points."""
    state = build({"build_points": 2, "build_zone": [{"card": "Reek", "counters": 7}]})
    play(state, "complete 0")
    assert state.builds == [] and state.bp[0] == 2


def test_completing_a_version_of_a_persona_you_have() -> None:
    """SWT-5.5: top needs (cost - top's cost) + 1, underneath 1, discard the printed cost; a lower-cost
    version only goes underneath; a copy can only be discarded (SWT-6.10); SWT-6.9 own uniqueness."""
    state = build(
        {
            "units": ["Jango Fett (C)"],
            "build_zone": [
                {"card": "Jango Fett (B)", "counters": 2},
                {"card": "Jango Fett (D)", "counters": 4},
                {"card": "Jango Fett (C)", "counters": 5},
            ],
        }
    )
    assert ids(state) == [
        "build auto",
        "complete 0 top",
        "complete 0 under",
        "complete 1 under",
        "complete 1 discard",
        "complete 2 discard",
        "end",
    ]
    play(state, "complete 0 top")
    assert names(state, 1) == ["Jango Fett (B)", "Jango Fett (C)"]
    play(state, "complete 0 under")  # Jango Fett (D) is now face-down card 0
    assert names(state, 1) == ["Jango Fett (B)", "Jango Fett (C)", "Jango Fett (D)"]
    play(state, "complete 0 discard")
    assert [state.card(i).label for i in state.discards[0]] == ["Jango Fett (C)"]


def test_stack_stat_bonuses_and_its_costs() -> None:
    """SWT-1.15 / SWT-6.10: a stack uses only its top card, +10 speed, +1 power, +1 health and +1 build cost per
    card under it; one tapped state and one damage pool; 4 cards at most."""
    state = build(
        {
            "units": [{"cards": ["Jango Fett (A)", "Jango Fett (B)", "Jango Fett (C)"], "damage": 1, "tapped": True}],
            "build_zone": [{"card": "Jango Fett (D)", "counters": 1}, {"card": "Jango Fett (E)", "counters": 9}],
        }
    )
    u = state.unit(1)
    assert (state.speed(u), state.power(u), state.health(u)) == (60 + 20, 7 + 2, 6 + 2)
    assert state.stack_cost(u) == 8 + 2
    play(state, "complete 0 under")
    u = state.unit(1)
    assert len(u[2]) == 4 and u[4] is True and u[5] == 1
    assert state.stack_cost(u) == 11 and state.speed(u) == 90
    assert [a for a in ids(state) if a.startswith("complete")] == ["complete 0 discard"], "no fifth card"


def test_reorder_costs_the_difference_and_may_destroy() -> None:
    """SWT-5.7: a higher-cost new top costs the difference in build points, a lower one is free; damage stays
    and a state check follows at once (SWT-6.6)."""
    state = build(
        {
            "build_points": 1,
            "units": [
                {"cards": ["Jango Fett (A)", "Jango Fett (D)"], "damage": 4},
                {"cards": ["Zam Wesell (B)", "Zam Wesell (A)"]},
            ],
        }
    )
    a, d = cid("Jango Fett (A)"), cid("Jango Fett (D)")
    zam_a = cid("Zam Wesell (A)")
    acts = ids(state)
    assert f"reorder u1 {d}" in acts
    assert f"reorder u2 {zam_a}" not in acts, "Zam Wesell (A) on top costs 3 build points, we have 1"
    play(state, f"reorder u1 {d}")
    assert state.bp[0] == 1
    assert state.unit(1) is None, "health 3 + 1 is not more than 4 damage"
    assert sorted(state.card(i).label for i in state.discards[0]) == ["Jango Fett (A)", "Jango Fett (D)"]
    assert state.discards[0][-1] == next(i for i, c in enumerate(state.cards) if c == d), "the top card lies on top"
    assert a != d


def test_reorder_paid_in_build_points() -> None:
    """SWT-5.7: Zam Wesell (A) (cost 6) on top of Zam Wesell (B) (cost 3) costs 3 build points."""
    state = build({"build_points": 4, "units": [{"cards": ["Zam Wesell (B)", "Zam Wesell (A)"], "damage": 2}]})
    play(state, f"reorder u1 {cid('Zam Wesell (A)')}")
    u = state.unit(1)
    assert state.bp[0] == 1 and names(state, 1) == ["Zam Wesell (A)", "Zam Wesell (B)"] and u[5] == 2


def test_redeploy_keeps_everything() -> None:
    """SWT-5.1 (d): a retreated unit returns to its arena for free, keeping tapped state, damage and stack."""
    state = build(
        {
            "units": [
                {
                    "cards": ["Jango Fett (B)", "Jango Fett (D)"],
                    "arena": "retreated",
                    "tapped": True,
                    "damage": 2,
                    "equipment": ["Blaster Pistol"],
                }
            ]
        }
    )
    play(state, "redeploy u1")
    u = state.unit(1)
    assert u[3] == 2 and u[4] is True and u[5] == 2 and len(u[2]) == 2 and len(u[6]) == 1


def test_equip_cost_filter_and_modifiers() -> None:
    """SWT-5.6 / SWT-1.8: pay the equip cost (build points or Force) to attach to one of your units in an arena
    matching the filter; the unit gets the modifiers; a retreated unit can't be equipped."""
    state = build(
        {
            "build_points": 1,
            "force": 1,
            "equipment": ["Blaster Rifle", "Sith Lightsaber", "Vehicle Shields Package"],
            "units": [
                "Geonosian Guard",
                "Darth Tyranus (C)",
                "Battle Droid Squad",
                {"card": "Nexu", "arena": "retreated"},
            ],
        }
    )
    acts = [a for a in ids(state) if a.startswith("equip")]
    rifle, saber = cid("Blaster Rifle"), cid("Sith Lightsaber")
    assert acts == [f"equip {rifle} u1", f"equip {rifle} u2", f"equip {saber} u2"], (
        "character units for the rifle, a Sith (Dark Jedi) for the lightsaber, 2 build points for the shields"
    )
    play(state, f"equip {saber} u2")
    u = state.unit(2)
    assert state.bp[0] == 0 and state.force[0] == 0
    assert state.power(u) == 5 + 2 and state.keywords(u)["Critical Hit"] == 2
    assert [a for a in ids(state) if a.startswith("equip")] == []


def test_equipment_stays_on_retreat_and_keywords_stop_working() -> None:
    """SWT-5.6 equipment stays attached when its unit retreats; SWT-6.13 its stat modifiers still apply but
    keywords don't function while retreated."""
    state = setup(
        {
            "step": "retreat",
            "player": "dark",
            "dark": {"units": [{"card": "Geonosian Guard", "equipment": ["Blaster Rifle"]}]},
            "light": {"units": ["Clone Squad"]},
        }
    )
    play(state, "retreat u1")
    u = state.unit(1)
    assert u[3] == 3 and len(u[6]) == 1
    assert state.power(u) == 3 and state.keywords(u) == {}


def test_pilot_attach_bonus_and_detach() -> None:
    """SWT-5.8 / SWT-5.33: an untapped non-unique character with Pilot N in the character arena boards one of your
    space units without a pilot (Starfighters only for these pilots), giving +N power; it is no longer a unit;
    in the build step it can come back, untapped."""
    state = build(
        {
            "units": [
                "Droid Starfighter Wing",
                "Trade Federation C-9979",
                "TIE Fighter Pilot",
                {"card": "TIE Fighter Pilot", "tapped": True},
            ]
        }
    )
    acts = [a for a in ids(state) if a.startswith("pilot")]
    assert acts == ["pilot u3 u1"], "only the untapped pilot, only onto the Starfighter"
    play(state, "pilot u3 u1")
    host = state.unit(1)
    assert state.power(host) == 4 + 1 and host[7] == 3
    assert state.unit(3)[3] == 4 and not any(u[0] == 3 for u in state.arena_units(2))
    play(state, "unpilot u3")
    assert state.unit(3)[3] == 2 and state.unit(3)[4] is False and state.power(state.unit(1)) == 4


def test_pilot_gives_its_keyword_to_the_ship() -> None:
    """SWT-5.8 / SWT-10.7 aura: the Naboo Pilot gives the Starfighter it pilots Lucky 1."""
    state = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Droid Starfighter DFS-4CT"]},
            "light": {"units": [{"card": "N-1 Starfighter", "pilot": "Naboo Pilot"}]},
        }
    )
    ship = state.unit(2)
    assert state.keywords(ship) == {"Lucky": 1} and state.power(ship) == 2


def test_location_replacement_cost_and_discard() -> None:
    """SWT-5.3: completing a location whose slot is taken needs the higher of the two printed costs; SWT-5.4 /
    SWT-6.12: it takes the slot and the old location (of either player) goes to its owner's discard pile;
    SWT-1.7 a blank cost is 0."""
    state = build(
        {"build_points": 1, "build_zone": [{"card": "Utapau System", "counters": 0}]},
        {"units": ["Clone Squad"]},
        locations={"space": {"card": "Kashyyyk System", "owner": "light"}},
    )
    assert G.cards[cid("Utapau System")].build_cost == 0 and G.cards[cid("Kashyyyk System")].build_cost == 1
    assert ids(state) == ["build auto", "counter 0", "finish 0", "end"]
    play(state, "counter 0", "complete 0")
    assert state.locs[0] == next(i for i, c in enumerate(state.cards) if c == cid("Utapau System"))
    assert [state.cards[i] for i in state.discards[1]] == [cid("Kashyyyk System")]
    assert events(state, "location_replaced") == [{"arena": "space", "old": cid("Kashyyyk System")}]


def test_location_in_an_empty_slot_and_its_aura() -> None:
    """SWT-5.3 an empty slot needs the printed cost (0 here); SWT-10.7 aura: the location's owner's units in its
    arena get Critical Hit 1; SWT-6.12 a location is not a unit."""
    state = build(
        {"build_zone": ["Utapau System"], "units": ["Droid Starfighter DFS-4CT"]}, {"units": ["N-1 Starfighter"]}
    )
    play(state, "complete 0")
    assert state.keywords(state.unit(1)) == {"Critical Hit": 1}
    assert state.keywords(state.unit(2)) == {}


def test_mission_resolves_then_is_discarded_and_its_condition() -> None:
    """SWT-5.4: a mission's effects resolve in order, then it goes to the discard pile; SWT-1.9 / SWT-5.3
    completion may need a condition."""
    state2 = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {
                "force": 1,
                "units": ["Geonosian Guard"],
                "build_zone": [{"card": "Capture Obi-Wan", "counters": 2}],
            },
            "light": {"force": 9, "units": ["Clone Squad"]},
        }
    )
    play(state2, "complete 0")
    assert state2.force == [3, 7]
    assert [state2.cards[i] for i in state2.discards[0]] == [cid("Capture Obi-Wan")]


def test_mission_condition_blocks_completion() -> None:
    """SWT-5.3: Jedi Call for Help can be completed only with a Jedi in the character arena."""
    no_jedi = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Geonosian Guard"]},
            "light": {
                "units": ["Clone Warrior 5/373"],
                "deck": ["Clone Squad", "Padme Amidala (D)"],
                "build_zone": [{"card": "Jedi Call for Help", "counters": 3}],
            },
        }
    )
    assert "complete 0" not in ids(no_jedi)
    jedi = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Geonosian Guard"]},
            "light": {
                "units": ["Kit Fisto (A)"],
                "deck": ["Clone Squad", "Padme Amidala (D)"],
                "build_zone": [{"card": "Jedi Call for Help", "counters": 3}],
            },
        }
    )
    play(jedi, "complete 0")
    assert jedi.decision == "tutor_pick"
    assert ids(jedi) == [f"take {cid('Clone Squad')}", f"take {cid('Padme Amidala (D)')}", "none"]


def test_build_step_battle_card_and_build_step_ability() -> None:
    """SWT-5.1 (h) a build_step battle card (SWT-1.10, SWT-5.23: pay its Force); (i) a build-step ability
    (SWT-5.24: only units in arenas, paying the tap cost); a retreated unit's ability doesn't work (SWT-6.13)."""
    state = build(
        {
            "force": 2,
            "hand": ["Lost in the Asteroids"],
            "units": ["San Hill (A)", {"card": "Shu Mai (A)", "arena": "retreated"}],
        }
    )
    acts = ids(state)
    hill = "use u1.t.0"
    assert f"play {cid('Lost in the Asteroids')}" in acts and hill in acts
    assert not any(a.startswith("use u2") for a in acts)
    bp = state.bp[:]
    play(state, hill)
    assert state.bp == [bp[0] + 2, bp[1] + 1] and state.unit(1)[4] is True
    assert hill not in ids(state), "tapped"
    play(state, f"play {cid('Lost in the Asteroids')}")
    assert events(state, "no_damage") == [{"player": 0, "arena": "space"}]
    assert [state.cards[i] for i in state.discards[0]] == [cid("Lost in the Asteroids")]


def test_face_down_cards_are_not_units() -> None:
    """SWT-5.9: a face-down card of a persona doesn't block a unit of that persona and can't be attacked."""
    state = build(
        {
            "units": [],
            "build_zone": [{"card": "Jango Fett (B)", "counters": 0}, {"card": "Jango Fett (D)", "counters": 4}],
        }
    )
    assert "complete 1" in ids(state)
    play(state, "complete 1")
    assert names(state, state.units[-1][0]) == ["Jango Fett (D)"]


def test_cost_reduction_for_clones() -> None:
    """Lama Su (A): while it is in play each Clone needs 1 build counter fewer (a static 'cost' effect)."""
    state = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Geonosian Guard"]},
            "light": {
                "units": ["Lama Su (A)"],
                "build_zone": [{"card": "Clone Squad", "counters": 2}, {"card": "Naboo Cruiser", "counters": 5}],
            },
        }
    )
    assert ids(state)[:2] == ["build auto", "complete 0"] and "complete 1" not in ids(state)


def test_no_summoning_sickness() -> None:
    """SWT-6.7: a unit completed in the build step attacks in the same turn's battle."""
    state = build({"build_zone": [{"card": "Geonosian Warrior", "counters": 3}]}, {"units": ["Clone Warrior 5/373"]})
    play(state, "complete 0")  # then nothing is left to do but to go on
    while state.decision != "act":
        acts = ids(state)
        state.apply("end" if "end" in acts else "done")
    assert state.to_move == 0 and ids(state)[0].startswith("attack")
