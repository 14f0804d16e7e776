"""The battle phase: activation order, attacks, windows, dice, damage and keywords (SWT-5.11-5.18, 5.26-5.38)."""

from __future__ import annotations

from .helpers import cid, events, ids, play, setup


def battle(arena: str, dark: list, light: list, dice: list[int] | None = None, **extra: object) -> object:
    pos: dict = {"step": "battle", "arena": arena, "dice": dice or []}
    dk = extra.pop("dark_extra", {})
    lt = extra.pop("light_extra", {})
    pos["dark"] = {"units": dark, **dk}  # type: ignore[dict-item]
    pos["light"] = {"units": light, **lt}  # type: ignore[dict-item]
    pos.update(extra)
    return setup(pos)


def test_speed_order_and_dark_wins_ties() -> None:
    """SWT-5.12: the fastest untapped unit activates; when Dark has one of the fastest, Dark picks among its tied
    units and goes first; SWT-5.11 the arena battle ends when no untapped unit is left; SWT-5.13 an activating
    unit taps whatever it does."""
    state = battle(
        "ground",
        ["Battle Droid Squad", "Walking Droid Fighter", "Destroyer Droid Squad", "Destroyer Droid Squad"],
        ["Clone Platoon", "Clone Squad"],
    )
    # speeds: u1 10, u2 20, u3 40, u4 40 (Dark); u5 40, u6 10 (Light)
    assert state.decision == "act_pick" and state.to_move == 0
    assert ids(state) == ["attack all", "activate u3", "activate u4"]  # attack all: orders.py
    play(state, "activate u4", "hold")
    assert state.decision == "act" and state.stack[-1][2] == 3 and state.to_move == 0
    play(state, "hold")
    assert state.stack[-1][2] == 5 and state.to_move == 1  # Light's 40 after both Dark 40s
    play(state, "hold", "hold")  # Light u5, then Dark's u2 (20)
    assert state.stack[-1][2] == 1 and state.to_move == 0  # the 10s: Dark's first
    play(state, "hold", "hold")
    assert [e["unit"] for e in events(state, "hold")] == [4, 3, 5, 2, 1, 6]
    assert [e["arena"] for e in events(state, "arena_battle")][:2] == ["ground", "character"]


def test_speeds_are_read_before_every_activation() -> None:
    """SWT-5.12: a speed change during the battle changes who goes next (Dark Speed: +30 until end of turn)."""
    state = battle(
        "ground",
        ["Battle Droid Squad", "Walking Droid Fighter"],
        ["Clone Platoon", "Clone Squad"],
        dice=[1] * 20,
        dark_extra={"hand": ["Dark Speed"]},
    )
    # Light's Platoon (40) goes first and attacks the Walking Droid Fighter
    assert state.to_move == 1 and state.stack[-1][2] == 3
    play(state, "attack u2")
    assert ids(state) == [f"play {cid('Dark Speed')}", "pass"]  # Dark's turn in the window: Light had nothing
    play(state, f"play {cid('Dark Speed')}", "target u1")  # +30: the Battle Droid Squad now has 40
    while state.decision != "act":
        play(state, ids(state)[-1])
    assert state.stack[-1][2] == 1, "the Battle Droid Squad (now 40) outpaces the Walking Droid Fighter (20)"


def test_attack_choices_and_taps() -> None:
    """SWT-5.13: attack any enemy unit in the arena, tapped or not, or don't attack; the activating unit taps,
    the defender does not; with no enemy only 'don't attack' (taken at once)."""
    state = battle(
        "character",
        ["Geonosian Guard", {"card": "Geonosian Warrior", "tapped": True}],
        ["Clone Warrior 4/163"],
        dice=[1] * 10,
    )
    assert state.to_move == 1 and ids(state) == ["attack u1", "attack u2", "hold"]
    play(state, "attack u2")
    assert state.unit(3)[4] is True and state.unit(2)[4] is True
    guard = state.unit(1)
    assert guard[4] is False  # being attacked earlier would not have tapped it either
    assert state.decision == "act" and state.stack[-1][2] == 1


def test_dice_mode_seed_both_roll_and_damage_each_other() -> None:
    """SWT-11.1 (seed, the default) / SWT-5.14: both battling units roll their power; the attacker's dice first
    (SWT-0.5); 4+ hits (SWT-1.16); both take their damage at once (SWT-5.18); damage stays (SWT-6.5)."""
    state = battle("ground", ["Commerce Guild Droid 81"], ["Clone Platoon"], dice=[6, 4, 3, 1, 5, 5, 5, 1, 1, 1, 2])
    play(state, "attack u1")
    roll = events(state, "roll")[0]
    assert roll["attacker_dice"] == [6, 4, 3, 1] and roll["defender_dice"] == [5, 5, 5, 1, 1, 1, 2]
    assert events(state, "hits")[0] == {"attacker": 2, "attacker_damage": 2, "defender": 1, "defender_damage": 3}
    assert state.unit(1)[5] == 2 and state.unit(2)[5] == 3


def test_dice_mode_attacker_only() -> None:
    """SWT-11.1 (attacker-only): only the attacker rolls; the defender deals no battle damage."""
    state = battle(
        "ground",
        ["Commerce Guild Droid 81"],
        ["Clone Platoon"],
        dice=[6, 4, 3, 1, 5, 5, 5, 1, 1, 1, 2],
        options={"dice_mode": "attacker-only"},
    )
    play(state, "attack u1")
    roll = events(state, "roll")[0]
    assert roll["attacker_dice"] == [6, 4, 3, 1] and roll["defender_dice"] == []
    assert state.unit(1)[5] == 2 and state.unit(2)[5] == 0
    assert state.preset == [5, 5, 5, 1, 1, 1, 2]


def test_destruction_returns_equipment_to_the_build_zone() -> None:
    """SWT-6.6: damage counters >= current health destroys the unit: its cards are discarded, its counters go,
    its equipment returns face up and unattached to its owner's build zone (SWT-5.6)."""
    state = battle(
        "character",
        [{"card": "Geonosian Guard", "damage": 1, "equipment": ["Blaster Rifle"]}],
        ["Clone Warrior 4/163"],
        dice=[4, 1, 1, 1, 1, 1, 1],
    )
    guard = state.unit(1)
    assert state.health(guard) == 2 and state.power(guard) == 3
    play(state, "attack u1")
    assert state.unit(1) is None
    assert [state.cards[i] for i in state.gear[0]] == [cid("Blaster Rifle")]
    assert [state.cards[i] for i in state.discards[0]] == [cid("Geonosian Guard")]
    assert events(state, "destroyed")[0]["reason"] == "damage"


def test_destroyed_space_unit_drops_its_pilot_into_the_build_zone() -> None:
    """SWT-5.8: when a piloted space unit is discarded its pilot goes to the build zone face up and tapped."""
    state = battle(
        "space",
        [{"card": "Droid Starfighter Wing", "pilot": "TIE Fighter Pilot", "damage": 3}, "Battle Droid Squad"],
        ["N-1 Starfighter", "Clone Squad"],
        dice=[6, 1] + [1] * 5,
    )
    ship = state.unit(1)
    assert state.power(ship) == 5
    play(state, "attack u1")
    assert state.unit(1) is None and state.phase == "battle:ground"
    pilot = state.unit(2)
    assert pilot[3] == 3 and pilot[4] is True and pilot[8] == 0


def test_window_order_and_two_passes_close_it() -> None:
    """SWT-5.15: the attacker's controller acts first, after any action the other player acts, and the window
    closes when both pass one right after the other; SWT-5.23 a battle card is paid for, resolves and is
    discarded."""
    state = battle(
        "ground",
        ["Commerce Guild Droid 81"],
        ["Clone Platoon"],
        dice=[1] * 20,
        dark_extra={"force": 5, "hand": ["Weapon Response", "Weapon Response"]},
        light_extra={"force": 5, "hand": ["Surge of Power"]},
    )
    play(state, "attack u1")
    assert state.decision == "win" and state.to_move == 1
    assert ids(state) == [f"play {cid('Surge of Power')}", "pass"]
    play(state, "pass")
    assert state.to_move == 0 and ids(state) == [f"play {cid('Weapon Response')}", "pass"]
    play(state, f"play {cid('Weapon Response')}")
    assert state.force[0] == 4 and state.power(state.unit(2)) == 4 - 2
    assert state.to_move == 1 and ids(state) == [f"play {cid('Surge of Power')}", "pass"]
    play(state, f"play {cid('Surge of Power')}")
    assert state.power(state.unit(2)) == 4
    assert state.to_move == 0 and ids(state) == [f"play {cid('Weapon Response')}", "pass"]
    play(state, f"play {cid('Weapon Response')}")
    # Light has nothing left (a pass), Dark neither (a second pass in a row): the window closes, dice roll
    roll = events(state, "roll")[0]
    assert len(roll["attacker_dice"]) == 4 - 2 + 2 - 2
    assert [e["card"] for e in events(state, "battle_card")] == [
        cid("Weapon Response"),
        cid("Surge of Power"),
        cid("Weapon Response"),
    ]
    assert sorted(state.cards[i] for i in state.discards[0]) == [cid("Weapon Response")] * 2


def test_attack_ends_when_a_battler_leaves() -> None:
    """SWT-5.16: Padme Amidala (C) retreats before damage (taking 1 damage): the attack ends at once, with no
    damage step."""
    state = battle("character", ["Jango Fett (C)"], ["Padme Amidala (C)"], dice=[6] * 10)
    play(state, "attack u2")
    assert state.to_move == 1 and state.decision == "win"
    play(state, "use u2.t.0")
    assert events(state, "damage_step") == [] and events(state, "attack_end")
    padme = state.unit(2)
    assert padme[3] == 3 and padme[5] == 1


def test_modified_dice_accuracy_and_natural_six() -> None:
    """SWT-5.17: a die's value is its face + Accuracy + dice bonuses (SWT-5.26); Critical Hit needs a natural 6
    (SWT-5.28): a 4 made 6 by Accuracy 2 hits but is no natural 6."""
    state = battle(
        "ground",
        [{"card": "Battle Droid Squad", "grants": ["Accuracy 2", "Critical Hit 2"]}],
        ["Clone Squad"],
        dice=[4, 1, 1, 1, 1],
    )
    # the Battle Droid Squad (10) and the Clone Squad (10) tie: Dark goes first and attacks
    play(state, "attack u2")
    hits = events(state, "hits")[0]
    assert hits["attacker_damage"] == 1
    state2 = battle(
        "ground",
        [{"card": "Battle Droid Squad", "grants": ["Accuracy 2", "Critical Hit 2"]}],
        ["Clone Squad"],
        dice=[6, 1, 1, 1, 1],
    )
    play(state2, "attack u2")
    assert events(state2, "hits")[0]["attacker_damage"] == 1 + 2


def test_damage_step_prevention_order() -> None:
    """SWT-5.18 / SWT-5.38: prevent effects and Shields (SWT-5.34, paid in build points), then Armor 1
    (SWT-5.27), then Deflect (SWT-5.29) redirected to the attacker as effect damage."""
    state = battle(
        "ground",
        [{"card": "Walking Droid Fighter", "grants": ["Armor", "Deflect 1"]}],
        ["Clone Platoon"],
        dice=[4, 4, 4, 4] + [1] * 6,
        dark_extra={"build_points": 1},
    )
    play(state, "attack u1")
    assert state.decision == "win" and state.to_move == 0
    assert ids(state) == ["shields u1", "pass"]
    play(state, "shields u1")
    assert state.bp[0] == 0
    step = events(state, "damage_step")[0]
    assert step == {
        "attacker": 2,
        "defender": 1,
        "to_defender": 1,
        "to_attacker": 0,
        "deflected": 1,
        "names": ["Clone Platoon", "Walking Droid Fighter"],
    }
    assert state.unit(1)[5] == 1 and state.unit(2)[5] == 1


def test_stun_taps_the_damaged_defender() -> None:
    """SWT-5.35: after damage, a unit with Stun that dealt battle damage taps the other unit."""
    state = battle("character", ["Geonosian Scout"], ["Massiff"], dice=[6, 1] + [1] * 4)
    play(state, "attack u1")
    assert events(state, "stun") == [{"unit": 1, "by": 2, "names": ["Geonosian Scout", "Massiff"]}]
    # tapped by Stun, the Scout never activates in this battle
    assert not [e for e in events(state, "hold") if e["unit"] == 1]
    assert [e["attacker"] for e in events(state, "attack")] == [2]


def test_overkill_sends_the_excess_to_another_enemy() -> None:
    """SWT-5.32: the attacker's excess damage over the defender's remaining health goes, as effect damage, to
    another enemy unit in the arena chosen by the attacker's controller."""
    state = battle(
        "ground",
        [{"card": "Destroyer Droid Squad", "grants": ["Overkill"]}],
        ["Clone Squad", "Clone Platoon", "Chancellor's Guard Squad"],
        dice=[6, 6, 6, 6, 6, 1, 1, 1],
    )
    play(state, "attack u2")
    assert state.decision == "overkill" and state.to_move == 0 and ids(state) == ["target u3", "target u4"]
    play(state, "target u3")
    assert state.unit(2) is None and state.unit(3)[5] == 5 - 3
    assert events(state, "overkill") == [{"unit": 3, "name": "Clone Platoon", "n": 2}]


def test_retaliate_hits_the_attacker() -> None:
    """SWT-5.36: a defender with Retaliate N that is still in the arena deals N effect damage to the attacker."""
    state = battle(
        "ground",
        ["Destroyer Droid Squad"],
        [{"card": "Clone Platoon", "grants": ["Retaliate 2"]}],
        dice=[1] * 5 + [1] * 4,
    )
    play(state, "attack u2")
    assert events(state, "retaliate") == [
        {"unit": 1, "by": 2, "n": 2, "names": ["Destroyer Droid Squad", "Clone Platoon"]}
    ]
    assert state.unit(1)[5] == 2


def test_evade_bought_before_the_roll() -> None:
    """SWT-5.30 Evade N: the attacker rolls N fewer dice; SWT-5.24 a paid ability of the defender (Anakin
    Skywalker (A): 3 Force for Evade 3), once per attack; SWT-0.7 power 0 rolls nothing."""
    state = battle("character", ["Jango Fett (A)"], ["Anakin Skywalker (A)"], dice=[1] * 20, light_extra={"force": 6})
    # both have speed 60: Dark goes first (SWT-5.12)
    play(state, "attack u2")
    assert state.to_move == 1 and ids(state) == ["use u2.t.0", "pass"]
    play(state, "use u2.t.0")
    assert state.force[1] == 3
    roll = events(state, "roll")[0]
    assert roll["evade"] == 3 and len(roll["attacker_dice"]) == 7 - 3 and len(roll["defender_dice"]) == 6


def test_lucky_rerolls_picked_dice_once_per_attack() -> None:
    """SWT-5.31: after the roll, pick up to N of the unit's dice one at a time, then the engine rerolls them;
    SWT-10.7 reroll replaces the faces (SWT-5.17)."""
    state = battle(
        "ground",
        [{"card": "Battle Droid Squad", "grants": ["Lucky 2"]}],
        ["Clone Squad"],
        dice=[1, 2, 1, 1, 1, 6, 6],
    )
    play(state, "attack u2")
    assert ids(state) == ["lucky u1", "pass"]
    play(state, "lucky u1")
    assert ids(state) == ["die 1", "die 2", "done"]
    play(state, "die 1")
    assert ids(state) == ["die 2", "done"]
    play(state, "die 2")  # two picked: rerolled at once
    assert events(state, "reroll")[0]["dice"] == [6, 6]
    assert "lucky u1" not in ids(state)


def test_repair_in_the_build_zone() -> None:
    """SWT-5.37: at the start of its owner's build step a retreated unit with Repair N loses up to N damage
    counters; in an arena it doesn't (SWT-6.13)."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {
                "units": [
                    {"card": "Destroyer Droid Squad", "arena": "retreated", "damage": 3, "grants": ["Repair 2"]},
                    {"card": "Walking Droid Fighter", "damage": 1, "grants": ["Repair 2"]},
                ]
            },
            "light": {"units": ["Clone Squad"]},
        }
    )
    assert state.unit(1)[5] == 1 and state.unit(2)[5] == 1
    assert events(state, "repair") == [{"unit": 1, "name": "Destroyer Droid Squad", "removed": 2}]


def test_activation_ability_instead_of_attacking() -> None:
    """SWT-5.13 / SWT-5.24: an ability played 'when the unit would attack' is offered at its activation; the
    unit taps and does not attack (Darth Tyranus (D): tap, 2 Force, 4 damage to an enemy character)."""
    state = battle(
        "character", ["Darth Tyranus (D)"], ["Clone Warrior 4/163", "Padme Amidala (D)"], dark_extra={"force": 2}
    )
    # ability 0 is its paid Evade; ability 1 is played instead of attacking
    assert ids(state) == ["attack u2", "attack u3", "use u1.t.1", "hold"]
    play(state, "use u1.t.1", "target u2")
    assert state.unit(2) is None and state.force[0] == 0 and state.unit(1)[4] is True
    assert events(state, "attack") == []


def test_triggers_dark_first_and_each_player_orders_their_own() -> None:
    """SWT-5.25: abilities triggering together resolve Dark's first; a player with several chooses the order."""
    state = setup(
        {
            "step": "battle",
            "dark": {"units": ["Tusken Camp", {"card": "Tusken Raider", "damage": 1}]},
            "light": {
                "units": [{"card": "Obi-Wan's Starfighter (A)", "damage": 2}, {"card": "Aayla Secura (A)", "damage": 2}]
            },
        }
    )
    assert state.decision == "trig_pick" and state.to_move == 1
    assert events(state, "heal")[0] == {"unit": 2, "name": "Tusken Raider", "removed": 1}
    play(state, "trigger 1")
    heals = events(state, "heal")
    assert [h["unit"] for h in heals] == [2, 4, 3]
