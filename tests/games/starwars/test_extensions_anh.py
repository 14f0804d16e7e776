"""Vocabulary extensions for A New Hope (docs/starwars.md): build counters back into build points, counters on a
face-down card of a kind, units that can't be attacked, players who can't use abilities or battle cards, keywords
for all of a player's units, unique and power filters, outnumbering, counted build points."""

from __future__ import annotations

from tcgkit.games.starwars.cards import Effect

from .helpers import cid, events, play, setup
from .test_effects import mission


def test_contingency_plan_refunds_build_counters() -> None:  # SWT-5.2, SWT-0.8, SWT-6.4
    """Contingency Plan: the build counters of your face-down cards become build points this turn (the cards stay
    face down with none)."""
    state = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Geonosian Guard"]},
            "light": {
                "build_points": 0,
                "units": ["Clone Squad"],
                "build_zone": [
                    {"card": "Contingency Plan", "counters": 1},
                    {"card": "Clone Platoon", "counters": 3},
                    {"card": "N-1 Starfighter", "counters": 1},
                ],
            },
        }
    )
    play(state, "complete 0")
    assert state.bp[1] == 4 and [b[2] for b in state.builds if b[0] == 1] == [0, 0]


def test_counters_on_a_face_down_card_of_a_kind() -> None:  # SWT-10.7 #4, SWT-8.3
    """Luke's Speeder (A): discard it to put 3 build counters on one of your face-down space unit cards, which is
    shown to the opponent; other face-down cards can't take them."""
    state = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Geonosian Guard"]},
            "light": {
                "units": ["Luke's Speeder (A)"],
                "build_zone": [{"card": "Clone Platoon", "counters": 0}, {"card": "N-1 Starfighter", "counters": 0}],
            },
        }
    )
    play(state, "use u2.t.0")  # one space unit card: chosen at once
    fighter = next(b for b in state.builds if b[0] == 1 and state.cards[b[1]] == cid("N-1 Starfighter"))
    assert fighter[2] == 3 and fighter[1] in state.known
    assert [b[2] for b in state.builds if state.cards[b[1]] == cid("Clone Platoon")] == [0]


def test_owen_lars_shelters_a_character() -> None:  # SWT-5.13, SWT-0.8
    """Owen Lars (A): discard him to choose one of your characters: it can't be attacked this turn."""
    state = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Geonosian Warrior"]},
            "light": {"units": ["Owen Lars (A)", "Clone Warrior 5/373", "Padme Amidala (D)"]},
        }
    )
    play(state, "use u2.t.0", "target u3")
    assert (
        state.mod_total(3, "shelter") == 1 and not state.attackable(state.unit(3)) and state.attackable(state.unit(4))
    )


def test_players_banned_from_abilities_and_battle_cards() -> None:  # SWT-5.23, SWT-5.24, SWT-5.34
    """Disturbance in the Force: the opponent's units can't use activated abilities (Shields included) this turn;
    Surprise Attack: the opponent can't play battle cards this turn; General Tagge (A): his owner can't."""
    state = mission(
        "Disturbance in the Force",
        4,
        dark={"units": ["Geonosian Guard"]},
        light={"units": ["Bail Organa (A)"]},
    )
    play(state, "complete 0")
    assert state.usable_abilities(1, "build_step") == []
    state = mission(
        "Surprise Attack",
        2,
        dark={"force": 9, "hand": ["Dark Speed"], "units": ["Geonosian Guard"]},
        light={"units": ["Clone Squad"]},
        who="light",
    )
    assert not state.battle_banned(0)
    play(state, "complete 0")
    assert state.battle_banned(0) and not state.battle_banned(1)
    tagge = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"force": 9, "hand": ["Dark Speed"], "units": ["General Tagge (A)"]},
            "light": {"units": ["Clone Squad"]},
        }
    )
    assert tagge.battle_banned(0) and not tagge.battle_banned(1)


def test_strategy_session_reaches_later_units() -> None:  # SWT-5.26, SWT-6.14
    """Strategy Session: each of your units gets Accuracy 1 until end of turn, also units that arrive later."""
    state = mission(
        "Strategy Session",
        4,
        light={"units": ["Clone Squad"], "hand": [], "build_points": 3},
        who="light",
    )
    play(state, "complete 0")
    assert state.keywords(state.unit(2))["Accuracy"] == 1
    later = state.new_unit(1, (state.unit(2)[2][0],), 1)
    assert state.keywords(state.unit(later))["Accuracy"] == 1 and "Accuracy" not in state.keywords(state.unit(1))
    state.end_turn_effects()
    assert "Accuracy" not in state.keywords(state.unit(2))


def test_unique_power_and_outnumbering_conditions() -> None:  # SWT-1.6, SWT-0.7, SWT-10.8
    """Stormtrooper TK-421 gets -2 power attacking a unique character; URoRRuR'R'R gets +2 power while its owner has
    more characters than the opponent; Demonstration of Power gives +3 only to Dark units with power 5 or more."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [1] * 30,
            "dark": {"units": ["Stormtrooper TK-421"]},
            "light": {"units": ["Clone Warrior 5/373", "Kit Fisto (A)"]},
        }
    )
    play(state, "attack u3")
    assert len(events(state, "roll")[0]["attacker_dice"]) == 6 - 2
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [1] * 30,
            "dark": {"units": ["Stormtrooper TK-421"]},
            "light": {"units": ["Clone Warrior 5/373", "Kit Fisto (A)"]},
        }
    )
    play(state, "attack u2")
    assert len(events(state, "roll")[0]["attacker_dice"]) == 6
    tusken = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"units": ["URoRRuR'R'R (A)", "Geonosian Guard"]},
            "light": {"units": ["Clone Warrior 5/373"]},
        }
    )
    assert tusken.power(tusken.unit(1)) == 2 + 2
    tusken.destroy_units([2], "effect")
    assert tusken.power(tusken.unit(1)) == 2
    demo = mission("Demonstration of Power", 3, dark={"units": ["Darth Vader (B)", "Geonosian Guard"]})
    play(demo, "complete 0")
    assert demo.power(demo.unit(1)) == 6 + 3 and demo.power(demo.unit(2)) == 2


def test_counted_build_points_and_neutral_discounts() -> None:  # SWT-5.3, SWT-6.4
    """Support in the Senate: +1 build point for each Diplomat (both players') in the character arena; C-3PO (C):
    your neutral unit cards need 1 fewer build counter; Wuher (A): droids need 1 more."""
    state = mission(
        "Support in the Senate",
        2,
        dark={"units": ["Nute Gunray (A)", "Geonosian Guard"]},
        light={"build_points": 0, "units": ["Padme Amidala (D)", "Bail Organa (A)"]},
        who="light",
    )
    play(state, "complete 0")
    assert state.bp[1] == 3
    three = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Wuher (A)"]},
            "light": {
                "units": ["C-3PO (C)"],
                "build_zone": [{"card": "Jawa", "counters": 1}, {"card": "R2-D2 (A)", "counters": 3}],
            },
        }
    )
    jawa, r2 = three.builds[0][1], three.builds[1][1]
    assert three.completion_options(1, jawa) == (("", 1),)
    assert three.completion_options(1, r2) == (("", 3 + 1),)


def test_admiral_motti_lures_jedi() -> None:  # SWT-5.13, SWT-0.8
    """Admiral Motti (A): a Jedi character that can attack him must do so (no other target, no hold); others choose
    freely."""
    pos = {
        "step": "battle",
        "arena": "character",
        "dice": [1] * 30,
        "dark": {"units": ["Admiral Motti (A)", "Geonosian Guard"]},
        "light": {"units": ["Kit Fisto (A)"]},
    }
    state = setup(pos)  # Kit Fisto (40) activates first: his one legal action is taken at once
    first = events(state, "attack")[0]
    assert (first["attacker"], first["defender"]) == (3, 1)
    state = setup({**pos, "light": {"units": ["Clone Warrior 4/163"]}})
    assert state.to_move == 1 and {a.id for a in state.legal_actions()} >= {"attack u1", "attack u2", "hold"}


def test_rebel_marine_and_penetrate_the_shields() -> None:  # SWT-5.13, SWT-5.34, SWT-1.10
    """Rebel Marine can't attack while you have no space unit; Penetrate the Shields: +3 power for this attack when
    your unit attacks a unit with Shields."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dark": {"units": ["Geonosian Guard"]},
            "light": {"units": ["Rebel Marine"]},
        }
    )
    assert not [a for a in state.offer_act(("act", 1, 2, 2)) if a.id.startswith("attack")]
    state = setup(
        {
            "step": "battle",
            "arena": "space",
            "dice": [1] * 30,
            "dark": {"units": ["Commerce Guild Starship"]},
            "light": {"hand": ["Penetrate the Shields"], "units": ["N-1 Starfighter"]},
        }
    )
    play(state, "attack u1")
    assert state.decision == "win" and "play " + cid("Penetrate the Shields") in [a.id for a in state.legal_actions()]


def test_dannik_greedo_and_imperial_blockade() -> None:  # SWT-5.25, SWT-6.3, SWT-6.4
    """Dannik Jerriko (A) removes a damage counter from himself when he deals battle damage to a character; Greedo
    (A) retreats at the start of the character battle only if the opponent pays 3 Force; Imperial Blockade costs 8
    Force and takes the opponent's build points for the turn."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [4] * 3 + [1] * 10,
            "dark": {"units": [{"card": "Dannik Jerriko (A)", "damage": 2}]},
            "light": {"units": ["Clone Warrior 4/163"]},
        }
    )
    play(state, "attack u2")
    assert state.unit(1)[5] == 1
    greedo = setup(
        {
            "step": "battle",
            "arena": "ground",
            "dark": {"force": 3, "units": ["Battle Droid Squad"]},
            "light": {"units": ["Greedo (A)", "Clone Squad"]},
        }
    )
    while greedo.decision != "unless":
        play(greedo, "hold")
    assert greedo.to_move == 0 and [a.id for a in greedo.legal_actions()] == ["pay", "no"]
    play(greedo, "pay")
    assert greedo.unit(2)[3] == 3 and events(greedo, "unless_paid")[0]["force"] == 3
    blockade = mission("Imperial Blockade", 2, dark={"force": 8}, light={"build_points": 4})
    play(blockade, "complete 0")
    assert blockade.force[0] == 0 and blockade.bp[1] == 0
    gift = Effect(op="gain_build", target="opponent", n=3)  # any gain of build points this turn is void
    blockade.player_effect(gift, 0, 1, blockade.discards[0][-1], (), 0)
    assert blockade.bp[1] == 0


def test_our_only_hope_and_death_star_gunners() -> None:  # SWT-5.3, SWT-5.4, SWT-5.14
    """Our Only Hope: only with exactly one other face-down card; discard your hand and put 4 build counters on it.
    Death Star Superlaser Gunner: this turn your units attacking with Bombard get +2 power (2 more dice)."""
    hope = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Geonosian Guard"]},
            "light": {
                "hand": ["Mending"],
                "units": ["Clone Squad"],
                "build_zone": [
                    {"card": "Our Only Hope", "counters": 1},
                    {"card": "Clone Trooper Legion", "counters": 0},
                ],
            },
        }
    )
    play(hope, "complete 0")
    assert hope.hands[1] == [] and hope.builds[0][2] == 4
    gunner = setup(
        {
            "step": "build",
            "player": "dark",
            "dice": [1] * 30,
            "dark": {"units": ["Death Star Superlaser Gunner", "Trade Federation Battleship"]},
            "light": {"units": ["Clone Squad"]},
        }
    )
    play(gunner, "use u1.t.0")
    assert gunner.mod_total(-100, "reach:ground") == 2  # Dark is player 0 here
    gunner.atk = (2, 3, 1, (), (), 0, 0, 0)
    gunner.add_mod(2, "reach", 4, "attack")
    gunner.set_unit(2, 4, True)
    gunner.step_roll(("roll",))
    assert len(gunner.atk[3]) == 4 + 2


def test_choose_one_on_battle_cards_and_missions() -> None:  # SWT-5.23, SWT-0.4, SWT-1.10
    """Rescue ('choose one' on a battle card): prevent 2 to your battling unit or +3 power for this attack; only the
    modes whose targets exist are offered. Press the Advantage: Clones, Droids or Jedi get -3 power."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [1] * 30,
            "dark": {"units": ["Geonosian Warrior"]},
            "light": {"force": 4, "hand": ["Rescue"], "units": ["Clone Warrior 4/163"]},
        }
    )
    play(state, "attack u2")
    play(state, "play " + cid("Rescue"))
    assert state.decision == "card_mode" and [a.id for a in state.legal_actions()] == ["mode 0", "mode 1"]
    play(state, "mode 1")
    assert len(events(state, "roll")[0]["defender_dice"]) == 4 + 3
    press = mission(
        "Press the Advantage", 3, dark={"units": ["Super Battle Droid 8EX", "Geonosian Guard"]}, who="light"
    )
    play(press, "complete 0", "mode 1")
    assert press.power(press.unit(1)) == 5 - 3 and press.power(press.unit(2)) == 2  # the Guard is no droid


def test_most_desperate_hour_taps_the_others() -> None:  # SWT-10.8, SWT-4.11
    """Most Desperate Hour: one of your starfighters gets Critical Hit 6 this turn; your other space units tap."""
    state = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Geonosian Guard"]},
            "light": {
                "force": 5,
                "hand": ["Most Desperate Hour"],
                "units": ["N-1 Starfighter", "Naboo Cruiser", "Jedi Starfighter 3R3"],
            },
        }
    )
    play(state, "play " + cid("Most Desperate Hour"), "target u4")
    assert state.keywords(state.unit(4))["Critical Hit"] == 6
    assert [state.unit(u)[4] for u in (2, 3, 4)] == [True, True, False]


def test_tractor_beam_jump_to_lightspeed_and_granted_abilities() -> None:  # SWT-5.16, SWT-6.15, SWT-5.15
    """Tractor Beam: an enemy space unit in its build zone comes back tapped and your attackers get Accuracy 1
    against it; Jump to Lightspeed: your space unit returns to hand with its stack (the attack ends); Desperate
    Confrontation: your units may pay 1 Force for +2 power in their attacks; Jedi Intervention: a unit may pay 2
    Force to intercept."""
    beam = setup(
        {
            "step": "battle",
            "arena": "ground",
            "dice": [1] * 30,
            "dark": {"force": 6, "hand": ["Tractor Beam"], "units": ["Battle Droid Squad"]},
            "light": {"units": ["Clone Squad", {"card": "Naboo Cruiser", "arena": "retreated", "tapped": False}]},
        }
    )
    play(beam, "attack u2", "play " + cid("Tractor Beam"))
    cruiser = beam.unit(3)
    assert cruiser[3] == 0 and cruiser[4] is True and beam.mod_total(3, "acc_vs") == 1
    jump = setup(
        {
            "step": "battle",
            "arena": "space",
            "dice": [4] * 30,
            "dark": {"units": [{"cards": ["Slave I (A)"]}]},
            "light": {"hand": ["Jump to Lightspeed"], "units": [{"cards": ["Padme's Yacht (A)"]}]},
        }
    )
    play(jump, "attack u2")
    while "play " + cid("Jump to Lightspeed") not in [a.id for a in jump.legal_actions()]:
        play(jump, "pass")
    play(jump, "play " + cid("Jump to Lightspeed"))
    assert jump.unit(2) is None and cid("Padme's Yacht (A)") in [jump.cards[i] for i in jump.hands[1]]
    assert not events(jump, "damage_step")
    pump = mission("Desperate Confrontation", 2, dark={"units": ["Geonosian Warrior"]})
    play(pump, "complete 0")
    assert pump.mod_total(1, "pump") == 2
    guard = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [1] * 30,
            "dark": {"units": ["Geonosian Warrior"]},
            "light": {"force": 2, "units": ["Clone Warrior 5/373", "Clone Warrior 4/163"]},
        }
    )
    guard.add_mod(3, "give_intercept", 2, "turn")
    play(guard, "attack u2")
    assert "intercept u3" in [a.id for a in guard.legal_actions()]
    play(guard, "intercept u3")
    assert events(guard, "redirect")[0]["unit"] == 3 and events(guard, "damage_step")[0]["defender"] == 3


def test_starfighters_end_and_error_in_judgment() -> None:  # SWT-5.38, SWT-6.6, SWT-8.3
    """Starfighter's End: your untapped starfighter deals 1 damage per 10 speed to an enemy space unit, then is
    discarded. Error in Judgment: choose an opponent's face-down card (unknown: not named); unless they pay 5 Force,
    it is discarded."""
    state = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Trade Federation Battleship"]},
            "light": {"force": 6, "hand": ["Starfighter's End"], "units": ["N-1 Starfighter"]},
        }
    )
    play(state, "play " + cid("Starfighter's End"))  # one starfighter, one enemy: both taken at once
    assert state.unit(1) is None and state.unit(2) is None  # 6 damage on health 6; the N-1 is discarded
    judged = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"units": ["Geonosian Guard"], "build_zone": [{"card": "Error in Judgment", "counters": 4}]},
            "light": {
                "force": 5,
                "units": ["Clone Squad"],
                "build_zone": [{"card": "Clone Platoon", "counters": 1}, {"card": "Mending", "counters": 0}],
            },
        }
    )
    play(judged, "complete 0")
    labels = [a.label for a in judged.legal_actions()]
    assert len(labels) == 2 and all("Platoon" not in x and "Mending" not in x for x in labels)
    play(judged, "face-down 0", "no")
    assert [judged.cards[b[1]] for b in judged.builds if b[0] == 1] == [cid("Mending")]


def test_leia_makes_enemy_characters_pay() -> None:  # SWT-5.18, SWT-6.3, SWT-5.38
    """Princess Leia (B): battle damage from an enemy character to her is prevented unless its controller pays 2
    Force (their decision)."""

    def fight(pay: str | None, force: int) -> object:
        state = setup(
            {
                "step": "battle",
                "arena": "character",
                "dice": [4] * 10,
                "dark": {"force": force, "units": ["Geonosian Warrior"]},
                "light": {"units": ["Princess Leia (B)"]},
            }
        )
        play(state, "attack u2")
        while state.decision == "win":
            play(state, "pass")
        if pay:
            assert state.decision == "dtoll_pick" and state.to_move == 0
            play(state, pay)
        return state

    assert events(fight("pay", 2), "damage_step")[0]["to_defender"] == 3
    assert events(fight("no", 2), "damage_step")[0]["to_defender"] == 0
    assert events(fight(None, 1), "damage_step")[0]["to_defender"] == 0


def test_oil_bath_and_jawa_supply_trip() -> None:  # SWT-6.5, SWT-8.3, SWT-5.2
    """Oil Bath: up to 4 damage counters off your damaged units in one arena, divided one at a time; Jawa Supply
    Trip: a droid unit card from the hand goes face down (shown) with 1 build counter per Jawa you have."""
    bath = mission(
        "Oil Bath",
        3,
        light={"units": [{"card": "Clone Squad", "damage": 2}, {"card": "Clone Platoon", "damage": 3}]},
        who="light",
    )
    play(bath, "complete 0", "arena ground", "heal u2", "heal u3", "heal u3", "heal u2")
    assert bath.unit(2)[5] == 0 and bath.unit(3)[5] == 1
    trip = mission(
        "Jawa Supply Trip",
        1,
        light={"hand": ["R2-D2 (A)", "Clone Squad"], "units": ["Jawa", "Jawa Squad"]},
        who="light",
    )
    play(trip, "complete 0")  # one droid card: chosen at once
    r2 = next(b for b in trip.builds if trip.cards[b[1]] == cid("R2-D2 (A)"))
    assert r2[2] == 2 and r2[1] in trip.known
