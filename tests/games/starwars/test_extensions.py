"""Vocabulary extensions for the last Attack of the Clones cards (docs/starwars.md, "Vocabulary extensions"): payments
and choices by the opponent, retreat restrictions, units that can't be attacked, battle card cost changes, Critical
Hit against one unit, a play condition on discarded units, name matching and reveal-until searches."""

from __future__ import annotations

from .helpers import G, advance, cid, events, ids, play, setup
from .test_effects import mission


def attacks(state: object) -> list[str]:
    """The attacks offered now to the activating unit (read afresh: the positions add effects directly)."""
    return [a.id for a in state.offer_act(state.stack[-1]) if a.id.startswith("attack u")]  # type: ignore[attr-defined]


def _asn(light: dict) -> object:
    return setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [1] * 20,
            "dark": {"units": ["Assassin Droid ASN-121 (A)"]},
            "light": light,
        }
    )


def test_opponent_may_pay_to_stop_assassin_droid_damage() -> None:  # SWT-5.13, SWT-6.3, SWT-0.4
    """Assassin Droid ASN-121 (A), instead of attacking: 3 damage to an enemy character unless the opponent, who has
    a Jedi in the character arena, pays 2 Force. The payment is the opponent's decision; paid, nothing happens."""
    state = _asn({"force": 5, "units": ["Kit Fisto (A)"]})
    assert "use u1.t.0" in ids(state)
    play(state, "use u1.t.0")
    assert state.decision == "unless" and state.to_move == 1 and ids(state) == ["pay", "no"]
    play(state, "pay")
    assert state.force[1] == 3 and state.unit(2)[5] == 0
    assert events(state, "unless_paid")[0]["force"] == 2
    state = _asn({"force": 5, "units": ["Kit Fisto (A)"]})
    play(state, "use u1.t.0", "no")
    assert state.unit(2)[5] == 3 and state.force[1] == 5


def test_the_payment_needs_its_condition_and_the_force() -> None:  # SWT-6.3, SWT-0.2
    """Without a Jedi in the character arena (Assassin Droid ASN-121 (A)) or without 2 Force, the opponent can't pay:
    the damage is dealt at once (SWT-6.3: a payment larger than the player's Force can't be made)."""
    state = _asn({"force": 5, "units": ["Clone Warrior 4/163"]})
    play(state, "use u1.t.0")
    assert state.unit(2)[5] == 3 and state.force[1] == 5
    state = _asn({"force": 1, "units": ["Kit Fisto (A)"]})
    play(state, "use u1.t.0")
    assert state.unit(2)[5] == 3


def test_poggle_taps_unless_the_opponent_pays() -> None:  # SWT-5.13, SWT-6.3, SWT-10.7
    """Poggle the Lesser (A): tap a chosen enemy character unless its owner pays 3 Force."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dark": {"units": ["Poggle the Lesser (A)"]},
            "light": {"force": 3, "units": ["Clone Warrior 4/163", "Naboo Security Guard"]},
        }
    )
    play(state, "use u1.t.0")
    assert ids(state) == ["target u2", "target u3"] and state.to_move == 0
    play(state, "target u3", "no")
    assert state.unit(3)[4] is True and state.unit(2)[4] is False


def test_the_opponent_chooses_the_unit_bail_organa() -> None:  # SWT-0.4, SWT-5.24, SWT-6.3
    """Bail Organa (A), in its owner's build step: the opponent chooses one of their own characters, which is tapped
    unless they pay 3 Force. Both decisions are the opponent's."""
    state = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"force": 4, "units": ["Geonosian Guard", "Geonosian Warrior"]},
            "light": {"units": ["Bail Organa (A)"]},
        }
    )
    play(state, "use u3.t.0")
    assert state.decision == "fx_opp" and state.to_move == 0 and ids(state) == ["target u1", "target u2"]
    play(state, "target u2")
    assert state.decision == "unless" and state.to_move == 0
    play(state, "pay")
    assert state.force[0] == 1 and state.unit(2)[4] is False and state.unit(3)[4] is True


def test_slave_i_keeps_damaged_space_units_from_retreating() -> None:  # SWT-5.10, SWT-0.8, SWT-6.13
    """Slave I (A) in the space arena: the opponent's damaged space units can't retreat in the retreat step;
    undamaged ones and other arenas are not affected; retreated, Slave I does nothing (SWT-6.13)."""
    light = {
        "units": [
            {"card": "N-1 Starfighter", "damage": 0},
            {"card": "Naboo Starfighter Squadron", "damage": 1},
            {"card": "Clone Platoon", "damage": 1},
        ]
    }
    state = setup({"step": "retreat", "player": "light", "dark": {"units": ["Slave I (A)"]}, "light": light})
    assert ids(state) == ["retreat u2", "retreat u4", "done"]
    state = setup(
        {
            "step": "retreat",
            "player": "light",
            "dark": {"units": [{"card": "Slave I (A)", "arena": "retreated"}]},
            "light": light,
        }
    )
    assert ids(state) == ["retreat u2", "retreat u3", "retreat u4", "done"]


def test_chase_the_villain_forbids_character_retreats_this_turn() -> None:  # SWT-5.10, SWT-0.8, SWT-6.14
    """Chase the Villain, completed by Light: in Dark's retreat step of this turn no Dark character may retreat
    (other arenas may); next turn the restriction is gone."""
    state = mission(
        "Chase the Villain",
        2,
        dark={"units": ["Geonosian Guard", "Battle Droid Squad"]},
        light={"units": ["Clone Squad"]},
        who="light",
    )
    play(state, "complete 0")
    assert events(state, "lock_retreat")[0]["arenas"] == ["character"]
    assert state.decision == "retreat" and state.to_move == 0
    assert ids(state) == ["retreat u2", "done"]
    state.end_turn_effects()
    assert "retreat u1" in [a.id for a in state.offer_retreat(("retreat", 0))]


def test_ward_of_the_jedi_while_another_unit_is_there() -> None:  # SWT-5.13, SWT-0.8, SWT-6.14
    """Ward of the Jedi: the chosen unit can't be attacked this turn while its owner has another unit in its arena;
    an attack redirected to it (Attract Enemy Fire) can't choose it either."""
    state = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Geonosian Warrior"]},
            "light": {"force": 4, "hand": ["Ward of the Jedi"], "units": ["Padme Amidala (D)", "Clone Squad"]},
        }
    )
    play(state, f"play {cid('Ward of the Jedi')}", "target u2")
    assert events(state, "ward")[0]["unit"] == 2
    assert state.force[1] == 0
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dark": {"units": ["Geonosian Warrior"]},
            "light": {"units": ["Padme Amidala (D)", "Clone Warrior 5/373"]},
        }
    )
    assert attacks(state) == ["attack u2", "attack u3"]
    state.add_mod(2, "ward", 1, "turn")
    assert attacks(state) == ["attack u3"]
    state.destroy_units([3], "effect")
    assert attacks(state) == ["attack u2"]


def test_tyranuss_edict_covers_the_other_units() -> None:  # SWT-5.13, SWT-0.8
    """Tyranus's Edict: while the chosen unit is in its arena, its owner's other units there can't be attacked this
    turn; the chosen unit itself can, and units in other arenas are not covered."""
    state = mission("Tyranus's Edict", 3, dark={"units": ["Geonosian Guard", "Geonosian Warrior", "Reek"]})
    play(state, "complete 0", "target u2")
    assert events(state, "cover")[0]["unit"] == 2
    fight = setup(
        {
            "step": "battle",
            "arena": "character",
            "dark": {"units": ["Geonosian Guard", "Geonosian Warrior"]},
            "light": {"units": ["Padme Amidala (A)"]},
        }
    )
    fight.add_mod(2, "cover", 1, "turn")
    assert fight.to_move == 1 and attacks(fight) == ["attack u2"]
    fight.retreat_unit(2)
    assert attacks(fight) == ["attack u1"]


def test_order_here_raises_every_battle_card_cost() -> None:  # SWT-5.23, SWT-6.14
    """Order Here: every battle card costs 3 more Force this turn, for both players (a blank cost becomes 3)."""
    state = mission(
        "Order Here",
        2,
        dark={"force": 4, "hand": ["Dark Speed", "Strength of Hate"]},
        light={"force": 9},
    )
    assert state.battle_cost(state.hands[0][0]) == 0
    play(state, "complete 0")
    costs = {state.cards[i]: state.battle_cost(i) for i in state.hands[0]}
    assert costs == {cid("Dark Speed"): 3, cid("Strength of Hate"): 5}
    assert state.playable_battle_cards(0, "build_step") == []
    state.end_turn_effects()
    assert state.battle_cost(state.hands[0][0]) == 0


def test_heros_flaw_critical_hit_against_the_chosen_character() -> None:  # SWT-5.28, SWT-1.10, SWT-6.14
    """Hero's Flaw: choose an enemy character; this turn each of your units attacking it gets Critical Hit 2 (a
    natural 6 adds 2 battle damage); attacking another unit gets nothing."""

    def attack(target: str) -> int:
        state = setup(
            {
                "step": "battle",
                "arena": "character",
                "dice": [6, 1, 1, 1, 1, 1, 1, 1, 1, 1],
                "dark": {"force": 3, "hand": ["Hero's Flaw"], "units": ["Geonosian Warrior"]},
                "light": {"units": ["Padme Amidala (D)", "Clone Warrior 5/373"]},
            }
        )
        play(state, target, "play " + cid("Hero's Flaw"), "target u2")
        while not events(state, "hits"):
            play(state, "pass")
        return events(state, "hits")[0]["attacker_damage"]

    assert attack("attack u2") == 1 + 2
    assert attack("attack u3") == 1


def test_spirit_of_the_fallen_needs_a_discarded_character() -> None:  # SWT-1.10, SWT-5.23, SWT-6.6
    """Spirit of the Fallen may be played only if one of your characters was discarded from the character arena this
    turn (a ground unit does not count); then your characters get +2 power until end of turn."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [1] * 20,
            "dark": {"units": ["Geonosian Warrior"]},
            "light": {
                "force": 3,
                "hand": ["Spirit of the Fallen", "Surge of Power"],
                "units": ["Clone Warrior 4/163", "Clone Warrior 5/373", "Clone Squad"],
            },
        }
    )
    spirit = f"play {cid('Spirit of the Fallen')}"
    play(state, "attack u2")
    assert state.decision == "win" and state.to_move == 1 and spirit not in ids(state)
    state.destroy_units([5], "damage")
    assert spirit not in [a.id for a in state.window_actions(1, "before_roll")]
    state.destroy_units([3], "damage")
    assert spirit in [a.id for a in state.window_actions(1, "before_roll")]
    state.stack[-1] = ("win", 1, "before_roll", 0)
    state._legal = None
    state.apply(spirit)
    assert state.power(state.unit(2)) == 4 + 2 and state.power(state.unit(1)) == 3


def test_splinter_the_republic_searches_by_name() -> None:  # SWT-10.7, SWT-8.3
    """Splinter the Republic: the search offers only cards with the name of one of your units in an arena."""
    state = mission(
        "Splinter the Republic",
        1,
        dark={
            "units": ["Jango Fett (B)", {"card": "Geonosian Guard", "arena": "retreated"}],
            "deck": ["Jango Fett (D)", "Geonosian Guard", "Reek", "Jango Fett (A)"],
        },
    )
    play(state, "complete 0")
    assert ids(state) == [f"take {cid('Jango Fett (A)')}", f"take {cid('Jango Fett (D)')}", "none"]


def test_ship_arrival_reveals_until_a_unit_of_the_chosen_type() -> None:  # SWT-10.7, SWT-8.3, SWT-8.4
    """Ship Arrival: choose an arena type, reveal from the top until a unit card of that type shows; it goes to the
    hand (known to the opponent), the other revealed cards are shuffled back."""
    state = mission(
        "Ship Arrival", 2, dark={"deck": ["Reek", "Geonosian Fighter", "Dark Speed", "Geonosian Guard", "Nexu"]}
    )
    play(state, "complete 0")
    assert ids(state) == ["arena space", "arena ground", "arena character"]
    play(state, "arena space")
    fighter = [i for i in state.hands[0] if state.cards[i] == cid("Geonosian Fighter")]
    assert fighter and fighter[0] in state.known and len(state.decks[0]) == 4
    assert [state.cards[i] for i in state.decks[0]].count(cid("Reek")) == 1
    shown = events(state, "reveal")[0]  # the first card listed is the top of the deck
    assert shown["cards"] == [cid("Reek")]
    assert shown["found"] == cid("Geonosian Fighter")


def _bombard(dark_units: list, light_units: list, arena: str = "space", dice: list | None = None) -> object:
    return setup(
        {
            "step": "battle",
            "arena": arena,
            "dice": dice or [4] * 12,
            "dark": {"force": 2, "hand": ["Suppressing Fire", "Strength of Hate"], "units": dark_units},
            "light": {"units": light_units},
        }
    )


def test_bombard_attacks_a_ground_unit_from_space() -> None:  # SWT-5.13, SWT-5.14, SWT-5.16, SWT-0.8
    """Bombard N (Trade Federation Battleship, Bombard 4): in its space activation the unit may attack an enemy
    ground unit instead, rolling 4 dice; the attack goes on although the two units are in different arenas."""
    state = _bombard(["Trade Federation Battleship"], ["Clone Trooper Legion", "Naboo Cruiser"])
    assert ids(state) == ["attack u3", "bombard u2", "hold"]
    play(state, "bombard u2")
    assert events(state, "attack")[0]["arena"] == "ground"
    while not events(state, "roll"):
        play(state, "pass")
    roll = events(state, "roll")[0]
    assert len(roll["attacker_dice"]) == 4 and len(roll["defender_dice"]) == 7  # seed mode: the defender rolls
    while not events(state, "damage_step"):
        play(state, "pass")
    assert state.unit(2)[5] == 4 and state.unit(1) is None  # 7 hits back on health 6


def test_bombard_counts_power_changes_and_suppressing_fire() -> None:  # SWT-5.14, SWT-1.15, SWT-10.7
    """Bombard rolls N plus the unit's power changes (Trade Federation Battleship, Bombard 4, +1 power: 5 dice);
    Suppressing Fire gives a unit attacking with Bombard +4 power for this attack, and only such a unit."""
    state = _bombard(["Trade Federation Battleship"], ["Clone Squad"])
    state.add_mod(1, "power", 1, "turn")
    play(state, "bombard u2")
    fire = "play " + cid("Suppressing Fire")
    assert fire in ids(state)
    play(state, fire)
    while not events(state, "roll"):
        play(state, "pass")
    assert len(events(state, "roll")[0]["attacker_dice"]) == 4 + 1 + 4
    state = _bombard(["Trade Federation Battleship"], ["Naboo Cruiser", "Clone Squad"])
    play(state, "attack u2")
    assert state.decision == "win" and state.to_move == 0
    assert f"play {cid('Strength of Hate')}" in ids(state) and fire not in ids(state)


def test_ion_cannon_attacks_a_space_unit_from_the_ground() -> None:  # SWT-5.13, SWT-5.14, SWT-0.8
    """Ion Cannon N (Naboo Spaceport, Ion Cannon 4) is the same from the ground arena into the space arena; a unit
    without the keyword is offered only its own arena."""
    state = setup(
        {
            "step": "battle",
            "arena": "ground",
            "dice": [1] * 20,
            "dark": {"units": ["Geonosian Fighter"]},
            "light": {"units": ["Naboo Spaceport"]},
        }
    )
    assert state.to_move == 1 and ids(state) == ["ion u1", "hold"]
    play(state, "ion u1")
    while not events(state, "roll"):
        play(state, "pass")
    assert len(events(state, "roll")[0]["attacker_dice"]) == 4


def test_target_the_senator_waits_for_the_battle_phase() -> None:  # SWT-5.4, SWT-4.11, SWT-1.16, SWT-5.38
    """Target the Senator: completed in the build step, it acts when the battle phase starts: its owner chooses an
    enemy unit in any arena and rolls 4 dice, each hit (4 or more) dealing 1 effect damage."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dice": [6, 4, 3, 1],
            "dark": {"units": ["Geonosian Guard"], "build_zone": [{"card": "Target the Senator", "counters": 3}]},
            "light": {"units": ["Clone Trooper Legion", "Naboo Cruiser"]},
        }
    )
    play(state, "complete 0")
    assert events(state, "later") and not events(state, "dice_damage")
    state = advance(state, "fx_unit")
    assert state.to_move == 0 and events(state, "retreat") == [] and not events(state, "arena_battle")
    assert ids(state) == ["target u2", "target u3"]
    play(state, "target u3")
    hit = events(state, "dice_damage")[0]
    assert hit["dice"] == [6, 4, 3, 1] and hit["n"] == 2 and state.unit(3)[5] == 2


def test_run_the_gauntlet_gives_force_after_the_damage() -> None:  # SWT-5.4, SWT-10.7
    """Run the Gauntlet: 6 dice of damage to an enemy ground unit when the battle phase starts, then the opponent
    gains 2 Force (after the damage, so it can't be used against it)."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dice": [4] * 6,
            "dark": {"units": ["Geonosian Guard"], "build_zone": [{"card": "Run the Gauntlet", "counters": 2}]},
            "light": {"force": 0, "units": ["Clone Trooper Legion"]},
        }
    )
    play(state, "complete 0")
    assert state.force[1] == 0
    play(state, "done", "done")  # the retreat steps; the battle phase follows without a decision
    assert state.unit(2)[5] == 6
    order = [(k, d.get("change")) for k, d, _ in state.events if k in ("dice_damage", "force")]
    assert order[:2] == [("dice_damage", None), ("force", 2)]


def _deflection(card: str, dice: list[int]) -> object:
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": dice,
            "dark": {"units": ["Geonosian Warrior", "Geonosian Guard"]},
            "light": {"force": 6, "hand": [card], "units": ["Clone Warrior 4/163"]},
        }
    )
    play(state, "attack u3")
    while not (state.decision == "win" and f"play {cid(card)}" in ids(state)):
        play(state, "pass")
    play(state, f"play {cid(card)}")
    while state.decision == "win":
        play(state, "pass")
    return state


def test_jedi_knights_deflection_turns_prevented_damage_back() -> None:  # SWT-5.18, SWT-5.38, SWT-5.23
    """Jedi Knight's Deflection: up to 2 of the battle damage to your battling unit is prevented after all other
    prevention, and that unit may deal that much effect damage to a unit of your choice in its arena."""
    state = _deflection("Jedi Knight's Deflection", [4, 4, 4, 1, 1, 1, 1])  # 3 hits on the Clone Warrior
    assert events(state, "damage_step")[0]["to_defender"] == 1 and state.unit(3)[5] == 1
    assert state.decision == "deflect_pick" and state.to_move == 1
    assert ids(state) == ["target u1", "target u2", "target u3", "none"]
    play(state, "target u2")
    assert events(state, "deflected")[0]["n"] == 2 and state.unit(2) is None  # Geonosian Guard, health 2


def test_padawans_deflection_turns_back_only_what_it_prevented() -> None:  # SWT-5.18, SWT-5.38
    """Padawan's Deflection prevents 1; with no battle damage to prevent, nothing is turned back."""
    state = _deflection("Padawan's Deflection", [4, 4, 1, 1, 1, 1, 1])
    assert events(state, "damage_step")[0]["to_defender"] == 1
    play(state, "target u1")
    assert events(state, "deflected")[0]["n"] == 1 and state.unit(1)[5] == 1
    state = _deflection("Padawan's Deflection", [1] * 7)
    assert not events(state, "deflected") and state.decision != "deflect_pick"


def test_obi_wan_a_discards_himself_for_force() -> None:  # SWT-5.24, SWT-5.18, SWT-6.3
    """Obi-Wan Kenobi (A): discard him from the character arena to prevent all battle damage to one of your
    characters this attack; you gain Force equal to the damage that prevents (the pending damage, before damage)."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [4, 4, 4, 1, 1, 1, 1],
            "dark": {"units": ["Geonosian Warrior"]},
            "light": {"force": 0, "units": ["Clone Warrior 4/163", "Obi-Wan Kenobi (A)"]},
        }
    )
    play(state, "attack u2")
    while not (state.decision == "win" and "use u3.t.1" in ids(state)):
        play(state, "pass")
    play(state, "use u3.t.1")
    assert state.unit(3) is None
    assert state.force[1] == 3 and state.unit(2)[5] == 0


def test_clear_the_skies_each_player_discards_from_crowded_arenas() -> None:  # SWT-0.3, SWT-0.4, SWT-5.4
    """Clear the Skies: each player, Dark first, chooses and discards one of their units from each arena where they
    have 4 or more units; arenas with fewer are left alone."""
    four = ["Clone Squad", "Clone Platoon", "Clone Squad", "Clone Platoon"]
    state = mission(
        "Clear the Skies",
        3,
        dark={"units": ["Geonosian Guard", "Geonosian Guard", "Geonosian Guard", "Geonosian Guard", "Reek"]},
        light={"units": [*four, "Clone Warrior 5/373"]},
    )
    play(state, "complete 0")
    assert state.decision == "crowd_pick" and state.to_move == 0
    assert ids(state) == ["discard u1", "discard u2", "discard u3", "discard u4"]
    play(state, "discard u2")
    assert state.decision == "crowd_pick" and state.to_move == 1
    assert ids(state) == ["discard u6", "discard u7", "discard u8", "discard u9"]
    play(state, "discard u9")
    assert state.unit(2) is None and state.unit(9) is None and state.unit(5) is not None
    assert len(state.discards[0]) == 2  # the mission and the Guard


def test_darth_sidious_a_shows_the_opponents_face_down_cards() -> None:  # SWT-8.3, SWT-8.5, SWT-5.9
    """Darth Sidious (A) in the character arena: the opponent's face-down cards are seen by both players (they are
    still face-down cards for the rules); retreated, he shows nothing (SWT-6.13)."""
    pos = {
        "step": "build",
        "player": "light",
        "dark": {"units": ["Darth Sidious (A)"]},
        "light": {"units": ["Clone Squad"], "build_zone": [{"card": "Clone Platoon", "counters": 1}]},
    }
    state = setup(pos)
    platoon = state.builds[0][1]
    assert platoon not in state.hidden_from(0)
    seen = state.observe(0)["view"]["players"][1]["build_zone"][0]
    assert seen["card"] == cid("Clone Platoon") and seen["counters"] == 1
    assert state.observe(None)["view"]["players"][1]["build_zone"][0]["card"] == cid("Clone Platoon")
    pos["dark"] = {"units": [{"card": "Darth Sidious (A)", "arena": "retreated"}]}
    state = setup(pos)
    assert platoon in state.hidden_from(0) and "card" not in state.observe(0)["view"]["players"][1]["build_zone"][0]


def test_dark_sides_command_turns_an_attack_on_its_own_side() -> None:  # SWT-5.12, SWT-5.13, SWT-0.8
    """Dark Side's Command, at the end of an attack in the space arena: untap a tapped enemy space unit; when it
    next activates, the card's user may make it attack another unit of its own controller there (or let it
    activate normally)."""
    state = setup(
        {
            "step": "battle",
            "arena": "space",
            "dice": [1] * 40,
            "dark": {"force": 8, "hand": ["Dark Side's Command"], "units": ["Droid Starfighter DFS-4CT"]},
            "light": {"units": [{"card": "N-1 Starfighter", "tapped": True}, "Naboo Cruiser"]},
        }
    )
    play(state, "attack u3")  # the Droid Starfighter (50) attacks the Naboo Cruiser
    command = "play " + cid("Dark Side's Command")
    while command not in ids(state):
        play(state, "pass")
    assert state.decision == "win"
    play(state, command)  # one tapped enemy space unit: chosen at once
    assert state.unit(2)[4] is False and events(state, "compel")[0]["unit"] == 2
    while state.decision != "compel_pick":
        play(state, ids(state)[-1] if "pass" in ids(state) else ids(state)[0])
    assert state.to_move == 0 and ids(state) == ["attack u3", "no"]
    play(state, "attack u3")
    attack = events(state, "attack")[-1]
    assert attack["attacker"] == 2 and attack["defender"] == 3 and attack["player"] == 1


def test_go_to_the_temple_retreats_any_number_in_the_build_step() -> None:  # SWT-1.10, SWT-5.1, SWT-10.7
    """Go to the Temple ('only if no unit is attacking': played in the build step, SWT-1.10's window outside
    attacks): choose an arena, then retreat any number of your units there, tapped ones included, or none."""
    state = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Geonosian Guard"]},
            "light": {
                "force": 2,
                "hand": ["Go to the Temple"],
                "units": ["Clone Warrior 5/373", {"card": "Clone Warrior 4/163", "tapped": True}, "Clone Squad"],
            },
        }
    )
    play(state, "play " + cid("Go to the Temple"), "arena character")
    assert ids(state) == ["target u2", "target u3", "skip"]
    play(state, "target u3", "target u2")
    assert state.unit(2)[3] == 3 and state.unit(3)[3] == 3 and state.unit(4)[3] == 1


def test_keywords_can_be_lost_careful_targeting_and_maul() -> None:  # SWT-5.34, SWT-5.30, SWT-6.14
    """Careful Targeting: a unit loses Shields until end of turn (its Shields action is no longer offered); Darth
    Maul (C), attacking, pays 3 Force: the defender loses Evade for this attack (its dice are not reduced)."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [1] * 30,
            "dark": {"force": 3, "units": ["Darth Maul (C)"]},
            "light": {"force": 2, "units": ["Anakin Skywalker (D)"]},
        }
    )
    play(state, "attack u2")
    assert "use u1.t.1" in ids(state)
    play(state, "use u1.t.1")
    while state.decision == "win" and "use u2.t.0" not in ids(state):
        play(state, "pass")
    play(state, "use u2.t.0")  # Anakin pays 1 Force for Evade 1
    assert "Evade" not in state.keywords(state.unit(2))
    while not events(state, "roll"):
        play(state, "pass")
    assert len(events(state, "roll")[0]["attacker_dice"]) == 7
    ship = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"units": ["Slave I (A)"]},
            "light": {"units": ["Republic Cruiser"]},
        }
    )
    assert ship.keywords(ship.unit(2)) == {"Shields": 1}
    ship.add_mod(2, "lose:Shields", 1, "turn")
    assert ship.keywords(ship.unit(2)) == {}
    ship.end_turn_effects()
    assert ship.keywords(ship.unit(2)) == {"Shields": 1}


def test_fog_of_war_rolls_for_every_unit() -> None:  # SWT-0.5, SWT-10.7
    """Fog of War: one die for each unit in the arenas (both players'); on 5 or 6 the unit is tapped."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dice": [5, 1, 6, 4],
            "dark": {"units": ["Geonosian Guard", "Reek"], "build_zone": [{"card": "Fog of War", "counters": 3}]},
            "light": {"units": ["Clone Squad", {"card": "Clone Platoon", "arena": "retreated"}, "N-1 Starfighter"]},
        }
    )
    play(state, "complete 0")
    rolls = {d["unit"]: (d["die"], d["tapped"]) for d in events(state, "dice_tap")}
    assert rolls == {1: (5, True), 2: (1, False), 3: (6, True), 5: (4, False)}
    assert state.unit(1)[4] and state.unit(3)[4] and not state.unit(5)[4]


def test_counted_amounts_recognition_and_tusken_raider() -> None:  # SWT-10.7, SWT-0.7
    """Recognition of Valor: gain 1 Force for each of your Jedi in the arenas; Tusken Raider: +1 power for each
    other Tusken in any arena (either player's)."""
    state = mission(
        "Recognition of Valor",
        3,
        light={"force": 0, "units": ["Kit Fisto (A)", "Jedi Patrol", {"card": "Yoda (B)", "arena": "retreated"}]},
        who="light",
    )
    play(state, "complete 0")
    assert state.force[1] == 2
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"units": ["Tusken Raider", "Tusken Camp"]},
            "light": {"units": ["Female Tusken Raider", "Clone Squad"]},
        }
    )
    assert state.power(state.unit(1)) == 1 + 2


def test_sith_infiltrator_may_pay_to_return_to_hand() -> None:  # SWT-5.25, SWT-6.3, SWT-6.15
    """Sith Infiltrator (A), discarded from the space arena: its owner may pay 2 Force to return it from the
    discard pile to hand; without 2 Force only 'no' is offered."""

    def battle(force: int) -> object:
        state = setup(
            {
                "step": "battle",
                "arena": "space",
                "dice": [4] * 6 + [1] * 4,
                "dark": {"force": force, "units": ["Sith Infiltrator (A)"]},
                "light": {"units": ["Naboo Cruiser"]},
            }
        )
        play(state, "hold", "attack u1")
        while state.decision == "win":
            play(state, "pass")
        return state

    state = battle(2)
    infiltrator = next(i for i in state.discards[0] if state.cards[i] == cid("Sith Infiltrator (A)"))
    assert state.decision == "may" and state.to_move == 0 and ids(state) == ["yes", "no"]
    play(state, "yes")
    assert infiltrator in state.hands[0]
    assert events(state, "force")[0] == {"player": 0, "change": -2, "force": 0}
    state = battle(1)
    assert not events(state, "recover") and state.hands[0] == []


def test_clone_facility_and_darth_sidious_b() -> None:  # SWT-5.2, SWT-5.24, SWT-1.15, SWT-6.4
    """Clone Facility: search for a Clone card and put it face down with 1 build counter (shown to the opponent);
    Darth Sidious (B): pay 4 Force and discard another of your characters for build points equal to its build cost
    (a stack counts its extra cards, SWT-1.15)."""
    state = setup(
        {
            "step": "build",
            "player": "light",
            "dark": {"units": ["Geonosian Guard"]},
            "light": {"units": ["Clone Facility"], "deck": ["Clone Squad", "Naboo Cruiser", "Clone Platoon"]},
        }
    )
    play(state, "use u2.t.0")
    assert ids(state) == [f"take {cid('Clone Platoon')}", f"take {cid('Clone Squad')}", "none"]
    play(state, f"take {cid('Clone Platoon')}")
    build = state.builds[-1]
    assert build[0] == 1 and build[2] == 1 and state.cards[build[1]] == cid("Clone Platoon")
    assert build[1] in state.known
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {
                "force": 4,
                "build_points": 0,
                "units": ["Darth Sidious (B)", {"cards": ["Jango Fett (B)", "Jango Fett (D)"]}],
            },
            "light": {"units": ["Clone Squad"]},
        }
    )
    play(state, "use u1.t.1")
    assert state.unit(2) is None and state.bp[0] == 6 + 1 and state.force[0] == 0


def test_twilight_of_the_republic_pauses_the_dark_build_step() -> None:  # SWT-4.1, SWT-4.7-4.10, SWT-0.8
    """Twilight of the Republic: Dark's build step pauses, Light builds, then Dark's build step goes on with its
    build points (no new start of it); this turn Light retreats before Dark."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {
                "build_points": 3,
                "hand": ["Reek"],
                "units": ["Geonosian Guard"],
                "build_zone": [{"card": "Twilight of the Republic", "counters": 2}],
            },
            "light": {"units": ["Clone Squad"], "hand": ["Clone Platoon"]},
        }
    )
    play(state, "complete 0")
    assert state.decision == "build" and state.to_move == 1
    play(state, "end")
    assert state.decision == "build" and state.to_move == 0 and state.bp[0] == 3
    assert events(state, "build_step") == [{"player": 0}, {"player": 1}]  # Dark's step did not start again
    play(state, "end")
    assert state.decision == "retreat" and state.to_move == 1
    play(state, "done")
    assert state.decision == "retreat" and state.to_move == 0


def test_jocasta_nu_draws_two_more_and_puts_two_back() -> None:  # SWT-4.4, SWT-6.2, SWT-8.1
    """Jocasta Nu (A) in the character arena: in the draw step her owner draws 2 more cards, then puts 2 cards from
    hand on the bottom of the deck, one at a time."""
    state = setup(
        {
            "step": "end",
            "dark": {"units": ["Geonosian Guard"], "deck": ["Reek", "Nexu"]},
            "light": {"units": ["Jocasta Nu (A)"], "deck": ["Clone Squad", "Mending", "Yoda (B)", "Kit Fisto (A)"]},
        }
    )
    state = advance(state, "bottom_pick")
    assert state.to_move == 1 and len(state.hands[1]) == 3 and len(state.decks[1]) == 1
    pick = ids(state)[0]
    play(state, pick)
    assert state.decision == "bottom_pick"
    play(state, ids(state)[0])
    assert len(state.hands[1]) == 1 and len(state.decks[1]) == 3
    assert state.cards[state.decks[1][0]] in {cid("Clone Squad"), cid("Mending"), cid("Yoda (B)")}


def test_aurra_sing_untaps_after_discarding_a_jedi() -> None:  # SWT-5.25, SWT-6.6, SWT-5.12
    """Aurra Sing (A) counts as a Dark Jedi; when her damage in an attack discards a Jedi, she untaps (and may
    activate again, SWT-5.12); discarding another unit does nothing."""
    assert G.cards[cid("Aurra Sing (A)")].subtype == "Bounty Hunter Dark Jedi"

    def fight(target: str) -> object:
        state = setup(
            {
                "step": "battle",
                "arena": "character",
                "dice": [4] * 5 + [1] * 5,
                "dark": {"units": ["Aurra Sing (A)"]},
                "light": {"units": ["Anakin Skywalker (D)", "Clone Warrior 5/373"]},
            }
        )
        play(state, f"attack {target}")
        while state.decision == "win":
            play(state, "pass")
        return state

    state = fight("u2")
    assert state.unit(2) is None and state.unit(1)[4] is False
    state = fight("u3")
    assert state.unit(3) is None and state.unit(1)[4] is True


def test_clone_captain_moves_damage_to_another_clone() -> None:  # SWT-5.18, SWT-5.24, SWT-6.6
    """Clone Captain: before damage, put any number (up to the damage coming) of damage counters on another of
    your Clones to prevent that much battle damage to the Captain."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [4, 4, 4, 1, 1, 1, 1, 1],
            "dark": {"units": ["Geonosian Warrior"]},
            "light": {"units": ["Clone Captain", "Clone Warrior 4/163", "Clone Squad"]},
        }
    )
    play(state, "attack u2")
    while "use u2.t.0" not in ids(state):
        play(state, "pass")
    play(state, "use u2.t.0")
    assert ids(state) == ["target u3", "target u4"]
    play(state, "target u3")
    assert ids(state) == ["move 1", "move 2", "move 3"]
    play(state, "move 2")
    assert state.unit(3)[5] == 2
    while state.decision == "win":
        play(state, "pass")
    assert events(state, "damage_step")[0]["to_defender"] == 1
