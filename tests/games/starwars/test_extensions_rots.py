"""Vocabulary extensions for Revenge of the Sith (docs/starwars.md): Intercept, damage counters as costs, amounts per
damage counter, build-cost filters, keywords lost by a player's units, the battle order, abilities switched off,
location conditions, equipment discounts and Force to pay for attacking."""

from __future__ import annotations

from .helpers import cid, events, finish_turn, ids, play, setup
from .test_effects import mission


def test_intercept_takes_over_the_attack() -> None:  # SWT-5.14, SWT-5.15, SWT-10.7 (redirect)
    """Intercept (Droid Security Escort, paid 1 Force): when an enemy attacks another of your units in its arena, the
    unit may become the defender; it is not offered when it is itself the defender."""
    pos = {
        "step": "battle",
        "arena": "character",
        "dice": [1] * 20,
        "dark": {"force": 1, "units": ["Droid Security Escort", "Security Droid"]},
        "light": {"units": ["Anakin Skywalker (L)"]},
    }
    state = setup(pos)
    play(state, "attack u2")  # Anakin (50) attacks the Security Droid
    assert state.decision == "win" and "use u1.t.0" in ids(state)
    play(state, "use u1.t.0")
    assert events(state, "redirect")[0]["unit"] == 1 and events(state, "damage_step")[0]["defender"] == 1
    assert state.force[0] == 0
    state = setup(pos)
    play(state, "attack u1")
    assert "use u1.t.0" not in [a.id for a in state.window_actions(0, "before_roll")]


def test_damage_counters_as_a_cost_and_power_per_counter() -> None:  # SWT-5.24, SWT-6.6, SWT-0.7
    """Commerce Guild Starship ROTS: put a damage counter on it for 1 build point (counters are not damage: nothing
    prevents them); Venator-Class Destroyer gets +1 power per damage counter, TF Battle Droid Army -1."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"units": ["Commerce Guild Starship ROTS", {"card": "TF Battle Droid Army", "damage": 3}]},
            "light": {"units": [{"card": "Venator-Class Destroyer", "damage": 2}]},
        }
    )
    bp = state.bp[0]
    play(state, "use u1.t.0")
    assert state.unit(1)[5] == 1 and state.bp[0] == bp + 1
    assert state.power(state.unit(2)) == 10 - 3 and state.power(state.unit(3)) == 5 + 2


def test_sacrifice_the_expendable_and_build_cost_filters() -> None:  # SWT-10.8, SWT-1.15, SWT-6.6
    """Sacrifice the Expendable: discard one of your ground units; if you do, discard an enemy ground unit with build
    cost 5 or less (a stack's build cost counts its extra cards, SWT-1.15)."""
    state = mission(
        "Sacrifice the Expendable",
        3,
        dark={"units": ["Geonosian Guard", "Battle Droid Squad"]},
        light={"units": ["Clone Squad", "Clone Trooper Legion", "Republic Attack Gunship UH-478"]},
    )
    play(state, "complete 0")  # one unit each way can be chosen: both taken at once
    assert state.unit(2) is None and state.unit(3) is None  # the Clone Squad costs 3
    assert state.unit(4) is not None and state.unit(5) is not None  # the Legion (7) and the Gunship (6)


def test_strike_with_impunity_and_instill_doubt() -> None:  # SWT-5.36, SWT-5.24, SWT-6.14
    """Strike with Impunity: the opponent's units lose Retaliate this turn (units arriving later too); Instill Doubt:
    the chosen unit can't use activated abilities this turn."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [1] * 20,
            "dark": {"force": 1, "hand": ["Strike with Impunity"], "units": ["Darth Tyranus (C)"]},
            "light": {"force": 1, "units": ["Elite Guardian"]},
        }
    )
    state.player_effect(state.card(state.hands[0][0]).effects[0], 0, 1, state.hands[0][0], (), 0)
    light = state.unit(2)
    state.add_mod(2, "kw:Retaliate", 3, "turn")
    assert "Retaliate" not in state.keywords(light) and state.keywords(light)["Accuracy"] == 1
    state.end_turn_effects()
    state.add_mod(2, "kw:Retaliate", 3, "turn")
    assert state.keywords(state.unit(2))["Retaliate"] == 3
    doubt = mission("Instill Doubt", 1, dark={"units": ["Geonosian Guard"]}, light={"units": ["Bail Organa (A)"]})
    play(doubt, "complete 0", "target u2")
    assert doubt.mod_total(2, "mute") == 1 and doubt.usable_abilities(1, "build_step") == []


def test_unexpected_attack_reverses_the_arena_battles() -> None:  # SWT-4.11, SWT-0.8
    """Unexpected Attack: this turn the character battle comes first, then ground, then space."""
    state = mission("Unexpected Attack", 0, dark={"units": ["Geonosian Guard"]})
    play(state, "complete 0")
    finish_turn(state)
    order = [d["arena"] for d in events(state, "arena_battle")][:3]
    assert order == ["character", "ground", "space"]


def test_nos_monster_needs_an_aquatic_location() -> None:  # SWT-1.7, SWT-6.12
    """Nos Monster: +30 speed while an Aquatic location is in play (Utapau Sinkhole is a Ground Aquatic one)."""
    pos = {"step": "build", "player": "dark", "dark": {"units": ["Nos Monster"]}, "light": {"units": ["Clone Squad"]}}
    state = setup(pos)
    assert state.speed(state.unit(1)) == 20
    state = setup({**pos, "locations": {"ground": {"card": "Utapau Sinkhole", "owner": "light"}}})
    assert state.speed(state.unit(1)) == 20 + 30


def test_equipment_discount_darth_tyranus_i() -> None:  # SWT-5.6, SWT-1.8
    """Darth Tyranus (I): equipment costs 1 less Force and 1 less build point to attach to him (never below 0)."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {
                "force": 0,
                "build_points": 0,
                "equipment": ["Sith Lightsaber"],
                "units": ["Darth Tyranus (I)", "Geonosian Guard"],
            },
            "light": {"units": ["Clone Squad"]},
        }
    )
    saber = cid("Sith Lightsaber")
    assert f"equip {saber} u1" in ids(state) and f"equip {saber} u2" not in ids(state)
    play(state, f"equip {saber} u1")
    assert state.unit(1)[6] and state.force[0] == 0 and state.bp[0] == 0


def test_padme_g_makes_attacks_on_her_cost_force() -> None:  # SWT-5.13, SWT-6.3, SWT-0.8
    """Padme Amidala (G): the opponent can't attack her unless they pay 2 Force (the attack is not offered without
    it); paid when the attack is declared."""
    pos = {
        "step": "battle",
        "arena": "character",
        "dice": [1] * 20,
        "dark": {"force": 2, "units": ["Geonosian Warrior"]},
        "light": {"units": ["Padme Amidala (G)", "Clone Warrior 5/373"]},
    }
    state = setup(pos)
    assert "attack u2" in ids(state)
    play(state, "attack u2")
    assert state.force[0] == 0
    state = setup({**pos, "dark": {"force": 1, "units": ["Geonosian Warrior"]}})
    assert [a for a in ids(state) if a.startswith("attack u")] == ["attack u3"]


def test_nute_gunray_d_may_discard_nothing() -> None:  # SWT-0.2, SWT-8.3
    """Nute Gunray (D): look at the opponent's hand; the user may choose a card for them to discard, or none."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"build_points": 2, "units": ["Nute Gunray (D)"]},
            "light": {"hand": ["Clone Squad", "Mending"], "units": ["Clone Squad"]},
        }
    )
    play(state, "use u1.t.0")
    assert ids(state) == [f"discard {cid('Clone Squad')}", f"discard {cid('Mending')}", "none"]
    play(state, "none")
    assert len(state.hands[1]) == 2


def test_darth_vader_s_pays_when_he_attacks_once_per_turn() -> None:  # SWT-5.25, SWT-6.3, SWT-10.1
    """Darth Vader (S): when he attacks, his owner may pay 3 Force to put 3 damage counters on a character; the
    attack goes on; once per turn (a second attack after an untap offers nothing)."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [1] * 30,
            "dark": {"force": 6, "units": ["Darth Vader (S)"]},
            "light": {"units": ["Clone Warrior 4/163", "Anakin Skywalker (L)"]},
        }
    )
    play(state, "attack u2")
    assert state.decision == "may" and ids(state) == ["yes", "no"]
    play(state, "yes", "target u3")
    assert state.unit(3)[5] == 3 and state.force[0] == 3 and events(state, "attack")[0]["defender"] == 2
    assert [x for x in state.used if x[0] == 1 and x[2] == "turn"]  # used up for this turn
    state.atk = (1, 2, 2, (), (), 0, 0, 0)
    state.step_declared(("declared", 1))
    assert not [f for f in state.stack if f[0] == "triggers"]


def test_it_just_might_work_pays_at_the_end_of_the_turn() -> None:  # SWT-4.12, SWT-6.14, SWT-5.4
    """It Just Might Work: choose a space, a ground and a character unit of yours; at the end of the turn, if each is
    in its arena, gain 8 Force (a retreated one spoils it)."""

    def run(retreat: bool) -> int:
        state = mission(
            "It Just Might Work",
            2,
            dark={"units": ["Geonosian Guard", "Battle Droid Squad", "Droid Starfighter DFS-4CT"]},
            light={"force": 0, "units": ["N-1 Starfighter", "Clone Squad", "Clone Warrior 5/373"]},
            who="light",
        )
        play(state, "complete 0")
        if retreat:
            state.retreat_unit(6)  # the Clone Squad
        finish_turn(state)
        return sum(d["change"] for d in events(state, "force") if d["player"] == 1 and d["change"] == 8)

    assert run(False) == 8 and run(True) == 0


def test_c3po_i_peeks_and_sidious_f_splits() -> None:  # SWT-8.1, SWT-8.2, SWT-6.4
    """C-3PO (I): at the start of the character battle, look at the top card of either deck and maybe discard it;
    Darth Sidious (F): discard a unit to gain half its build cost as any mix of Force and build points."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dark": {"units": ["Geonosian Guard"], "deck": ["Reek", "Nexu"]},
            "light": {"units": ["C-3PO (I)"]},
        }
    )
    play(state, "yes", "mode 1")
    assert state.decision == "peek_pick" and state.to_move == 1
    assert events(state, "peek")[0]["card"] == cid("Reek") or events(state, "peek")[0]["card"] == cid("Nexu")
    top = state.decks[0][-1]
    play(state, "discard")
    assert state.discards[0][-1] == top and len(state.decks[0]) == 1
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"force": 0, "build_points": 0, "units": ["Darth Sidious (F)", "Trade Federation Battleship"]},
            "light": {"units": ["Clone Squad"]},
        }
    )
    play(state, "use u1.t.2", "target u2")
    assert ids(state) == ["force 0", "force 1", "force 2", "force 3"]
    play(state, "force 1")
    assert state.force[0] == 1 and state.bp[0] == 2 and state.unit(2) is None


def test_jedi_concentration_and_yoda_j_dig() -> None:  # SWT-8.1, SWT-8.2, SWT-5.4
    """Jedi Concentration: look at the top 5, take 2 into hand, the rest to the bottom in the order chosen; Yoda (J)
    does the same with 4 and 1 when he is attacked."""
    deck = ["Clone Squad", "Mending", "Yoda (B)", "Kit Fisto (A)", "Clone Platoon", "N-1 Starfighter"]
    state = mission("Jedi Concentration", 2, light={"deck": deck}, who="light")
    play(state, "complete 0")
    assert state.decision == "dig_pick" and len(state.aside[1]) == 5 and not set(state.aside[1]) & state.hidden_from(1)
    play(state, f"take {cid('Kit Fisto (A)')}", f"take {cid('Mending')}")
    assert state.decision == "dig_bottom"
    play(state, f"bottom {cid('Clone Platoon')}", f"bottom {cid('Clone Squad')}")
    assert state.aside[1] == []
    assert [state.cards[i] for i in state.decks[1]][:3] == [cid("Yoda (B)"), cid("Clone Squad"), cid("Clone Platoon")]
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [1] * 20,
            "dark": {"units": ["Geonosian Warrior"]},
            "light": {"units": ["Yoda (J)"], "deck": ["Clone Squad", "Mending", "Yoda (B)", "Kit Fisto (A)"]},
        }
    )
    play(state, "attack u2")
    assert state.decision == "dig_pick" and state.to_move == 1 and len(ids(state)) == 4


def test_recusant_searches_two_cards_of_a_chosen_type() -> None:  # SWT-5.25, SWT-8.3, SWT-1.5
    """Recusant-Class Light Destroyer, completed: choose an arena type, then take 2 unit cards of that type from the
    deck (as many as there are: after the first, 'take nothing' is no longer offered)."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {
                "units": ["Geonosian Guard"],
                "build_zone": [{"card": "Recusant-Class Light Destroyer", "counters": 8}],
                "deck": ["Reek", "Nexu", "Geonosian Fighter", "Acklay", "Dark Speed"],
            },
            "light": {"units": ["Clone Squad"]},
        }
    )
    play(state, "complete 0", "yes", "arena character")
    assert ids(state) == [f"take {cid('Acklay')}", f"take {cid('Nexu')}", "none"]
    play(state, f"take {cid('Nexu')}")
    assert ids(state) == [f"take {cid('Acklay')}"] or state.decision != "tutor_pick"
    names = sorted(state.cards[i] for i in state.hands[0])
    assert names == sorted([cid("Acklay"), cid("Nexu")])


def test_rage_of_victory_powers_up_on_each_enemy_loss() -> None:  # SWT-6.6, SWT-6.14
    """Rage of Victory: this turn, each time an enemy unit is discarded from the chosen arena, your units there get +4
    power until end of turn."""
    state = mission(
        "Rage of Victory",
        3,
        dark={"units": ["Geonosian Guard", "Geonosian Warrior", "Reek"]},
        light={"units": ["Clone Warrior 5/373", "Naboo Security Guard", "Clone Squad"]},
    )
    play(state, "complete 0", "arena character")
    state.destroy_units([5], "damage")
    assert state.power(state.unit(1)) == 2 + 4 and state.power(state.unit(3)) == 2
    state.destroy_units([4], "damage")
    assert state.power(state.unit(2)) == 3 + 8
    state.destroy_units([6], "damage")  # the ground arena was not chosen
    assert state.power(state.unit(3)) == 2


def test_lightsaber_quick_draw() -> None:  # SWT-1.16, SWT-5.23, SWT-8.4
    """Lightsaber Quick Draw: in an arena where you have a Jedi, reveal a unit card from your hand; each enemy unit
    there slower than it takes 4 dice of damage (only one arena and one unit card here: both taken at once)."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [4, 4, 1, 1] + [1] * 20,
            "dark": {"units": ["Geonosian Warrior", "Geonosian Guard"]},
            "light": {
                "force": 3,
                "hand": ["Lightsaber Quick Draw", "Anakin Skywalker (L)"],
                "units": ["Kit Fisto (A)"],
            },
        }
    )
    play(state, "attack u3")  # the Geonosian Warrior (50) attacks Kit Fisto
    assert state.to_move == 1
    play(state, f"play {cid('Lightsaber Quick Draw')}")
    assert events(state, "revealed")[0]["card"] == cid("Anakin Skywalker (L)")  # speed 50
    assert [(d["unit"], d["n"]) for d in events(state, "dice_damage")] == [(2, 2)]  # the Guard (30), not the Warrior
    assert state.unit(2) is None and state.unit(1) is not None


def test_combined_squadron_tactics_needs_different_speeds() -> None:  # SWT-5.23, SWT-1.10, SWT-0.4
    """Combined Squadron Tactics: only with three of your space units of different speeds; exactly three of them,
    each with a speed not chosen before, get +3 power this turn."""
    pos = {
        "step": "battle",
        "arena": "space",
        "dice": [1] * 30,
        "dark": {"units": ["Droid Starfighter DFS-4CT"]},
        "light": {
            "force": 4,
            "hand": ["Combined Squadron Tactics"],
            "units": ["N-1 Starfighter", "Naboo Starfighter Squadron", "Republic Cruiser", "Naboo Cruiser"],
        },
    }
    state = setup(pos)
    play(state, "attack u1")  # the N-1 Starfighter (60) attacks first
    cst = f"play {cid('Combined Squadron Tactics')}"
    play(state, cst)
    assert ids(state) == ["target u2", "target u3", "target u4", "target u5"]
    play(state, "target u3")  # speed 40: the Republic Cruiser (30) and the Naboo Cruiser (10) remain, and u2 (60)
    play(state, "target u4")
    assert ids(state) == ["target u2", "target u5"]  # no 'done' before the third
    play(state, "target u2")
    assert [state.power(state.unit(u)) for u in (2, 3, 4, 5)] == [2 + 3, 4 + 3, 4 + 3, 6]
    two = setup({**pos, "light": {**pos["light"], "units": ["N-1 Starfighter", "N-1 Starfighter", "Republic Cruiser"]}})
    play(two, "activate u2", "attack u1")
    assert cst not in [a.id for a in two.window_actions(1, "before_roll")]


def test_stubborn_personality_forbids_stacking_and_reordering() -> None:  # SWT-5.5, SWT-5.7, SWT-0.8
    """Stubborn Personality: this turn no reorder is offered and a version of a persona you have can only be
    completed as a discard (no top or underneath)."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {
                "build_points": 9,
                "units": [{"cards": ["Jango Fett (B)", "Jango Fett (D)"]}],
                "build_zone": [
                    {"card": "Stubborn Personality", "counters": 0},
                    {"card": "Jango Fett (C)", "counters": 5},
                ],
            },
            "light": {"units": ["Clone Squad"]},
        }
    )
    assert any(a.startswith("reorder") for a in ids(state))
    assert state.completion_options(0, state.builds[1][1])[0][0] in ("top", "under")
    play(state, "complete 0")
    assert not any(a.startswith("reorder") for a in ids(state))
    assert [m for m, _ in state.completion_options(0, state.builds[0][1])] == ["discard"]


def test_unity_of_the_jedi_three_different_names() -> None:  # SWT-5.23, SWT-0.4, SWT-6.14
    """Unity of the Jedi: only with three of your Jedi of different names in the character arena; exactly three of
    them, each with a name not chosen before, get +2 power and Accuracy 1 this turn."""
    state = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Geonosian Guard"]},
            "light": {
                "force": 3,
                "hand": ["Unity of the Jedi"],
                "units": ["Kit Fisto (A)", "Anakin Skywalker (L)", "Yoda (B)", "Shaak Ti (A)"],
            },
        }
    )
    play(state, "play " + cid("Unity of the Jedi"), "target u2", "target u3")
    assert "done" not in ids(state)
    play(state, "target u5")
    assert [state.power(state.unit(u)) for u in (2, 3, 4, 5)] == [4 + 2, 5 + 2, 4, 3 + 2]
    assert state.keywords(state.unit(5)).get("Accuracy") == 1 and "Accuracy" not in state.keywords(state.unit(4))


def test_kashyyyk_system_sells_retaliate() -> None:  # SWT-5.36, SWT-6.3, SWT-1.7
    """Kashyyyk System: each of its owner's space units without Retaliate may, when defending, pay Force equal to
    its power to get Retaliate of that number for this attack."""
    state = setup(
        {
            "step": "battle",
            "arena": "space",
            "dice": [1] * 20,
            "locations": {"space": {"card": "Kashyyyk System", "owner": "light"}},
            "dark": {"units": ["Droid Starfighter Wing"]},
            "light": {"force": 5, "units": ["Republic Cruiser"]},
        }
    )
    play(state, "attack u2")
    while "retaliate u2" not in ids(state):
        play(state, "pass")
    play(state, "retaliate u2")  # the attack ends and the turn with it (no more decisions)
    assert events(state, "retaliate")[0]["n"] == 4 and state.unit(1) is None  # health 4
    assert state.force[1] == 5 - 4 + 4  # paid 4, then the next turn's Force step


def test_spinning_slash_attacks_again() -> None:  # SWT-5.13, SWT-5.14, SWT-0.8
    """Spinning Slash: this turn, each time the Jedi's attack ends, it attacks an enemy character it has not attacked
    this turn (if there is one)."""
    state = setup(
        {
            "step": "build",
            "player": "light",
            "dice": [1] * 60,
            "dark": {"units": ["Geonosian Guard", "Geonosian Warrior", "Security Droid"]},
            "light": {"force": 5, "hand": ["Spinning Slash"], "units": ["Anakin Skywalker (L)"]},
        }
    )
    play(state, "play " + cid("Spinning Slash"))
    assert events(state, "slash")[0]["unit"] == 4
    while not (state.decision == "act" and state.to_move == 1):
        play(state, ids(state)[-1] if "done" in ids(state) or "end" in ids(state) else "hold")
    play(state, "attack u1")
    while state.decision == "win":
        play(state, "pass")
    assert state.decision == "slash_pick" and ids(state) == ["attack u2", "attack u3"]
    play(state, "attack u3")
    while state.decision == "win":
        play(state, "pass")
    assert ids(state) == ["attack u2"] or state.decision != "slash_pick"
    assert [d["defender"] for d in events(state, "attack") if d["attacker"] == 4][:3] == [1, 3, 2]


def test_darth_vader_r_hidden_cost_and_unpreventable_damage() -> None:  # SWT-5.3, SWT-5.18, SWT-0.8
    """Darth Vader (R): with 5 of his 10 build counters he may be completed by paying 5 Force (Hidden Cost 5); his
    battle damage ignores prevention (here Evade is dice, Armor is prevention)."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {
                "force": 5,
                "units": ["Geonosian Guard"],
                "build_zone": [{"card": "Darth Vader (R)", "counters": 5}],
            },
            "light": {"units": ["Clone Squad"]},
        }
    )
    assert "complete 0 hidden" in ids(state)
    play(state, "complete 0 hidden")
    assert state.force[0] == 0 and any(state.card(u[2][0]).label == "Darth Vader (R)" for u in state.units)
    fight = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [4] * 6 + [1] * 10,
            "dark": {"units": ["Darth Vader (R)"]},
            "light": {"force": 9, "hand": ["Yoda's Intervention"], "units": ["Captain Typho (A)"]},
        }
    )
    play(fight, "attack u2")
    while not events(fight, "damage_step"):
        acts = ids(fight)
        play(fight, "play " + cid("Yoda's Intervention") if "play " + cid("Yoda's Intervention") in acts else "pass")
    assert events(fight, "damage_step")[0]["to_defender"] == 6


def test_mace_windu_f_reveals_for_power() -> None:  # SWT-5.24, SWT-5.23, SWT-8.4
    """Mace Windu (F): pay 2 Force, reveal the top card: +X power for this attack (X = its build cost); a revealed
    battle card playable now may be played (paying its cost), else it is discarded."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [1] * 30,
            "dark": {"units": ["Geonosian Guard"]},
            "light": {"force": 4, "units": ["Mace Windu (F)"], "deck": ["Surge of Power", "Clone Trooper Legion"]},
        }
    )
    play(state, "attack u1", "use u2.t.2")
    assert events(state, "revealed")[0]["card"] == cid("Surge of Power")
    assert ids(state) == ["play", "discard"]
    play(state, "play")  # its one target, Mace, is taken at once
    assert len(events(state, "roll")[0]["attacker_dice"]) == 7 + 0 + 2 and state.force[1] == 4 - 2 - 1


def test_palpatines_sanctum_mastery_counters() -> None:  # SWT-6.6, SWT-1.7, SWT-6.12
    """Palpatine's Sanctum: when its owner's Darth Vader discards an enemy Jedi with his battle damage, 2 mastery
    counters go on it; each gives Darth Vader +1 power and +1 health; they go with the location."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [4] * 10 + [1] * 10,
            "locations": {"character": {"card": "Palpatine's Sanctum", "owner": "dark"}},
            "dark": {"units": ["Darth Vader (Q)"]},
            "light": {"units": ["Anakin Skywalker (L)", "Clone Warrior 5/373"]},
        }
    )
    play(state, "attack u2")
    while state.decision == "win":
        play(state, "pass")
    assert state.unit(2) is None and state.mod_total(-82, "mastery") == 2
    assert state.power(state.unit(1)) == 7 + 2 and state.health(state.unit(1)) == 7 + 2
