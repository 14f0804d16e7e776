"""The effect vocabulary and target selectors (SWT-10.7, SWT-10.8), through the cards that use them."""

from __future__ import annotations

from tcgkit.games.starwars.cards import Effect

from .helpers import cid, events, ids, names, play, setup


def mission(card: str, counters: int, dark: dict | None = None, light: dict | None = None, who: str = "dark") -> object:
    mine = dict((dark if who == "dark" else light) or {})
    mine.setdefault("units", ["Geonosian Guard"] if who == "dark" else ["Clone Warrior 5/373"])
    mine["build_zone"] = [{"card": card, "counters": counters}]
    other = dict((light if who == "dark" else dark) or {})
    other.setdefault("units", ["Clone Warrior 5/373"] if who == "dark" else ["Geonosian Guard"])
    pos = {"step": "build", "player": who, who: mine, ("light" if who == "dark" else "dark"): other}
    return setup(pos)


def test_draw_and_gain_force() -> None:
    """SWT-10.7 #1 draw and #2 gain_force (Wedding of Destiny: draw 3, gain 1 Force); SWT-6.2 draws stop at an
    empty deck."""
    state = mission("Wedding of Destiny", 2, light={"force": 1, "deck": ["Clone Squad", "Clone Platoon"]}, who="light")
    play(state, "complete 0")
    assert len(state.hands[1]) == 2 and state.force[1] == 2


def test_force_loss_never_below_zero() -> None:
    """SWT-10.7 #2 with a negative amount / SWT-6.3: Force never goes below 0 (Dark Rendezvous: opponent -7)."""
    state = mission("Dark Rendezvous", 4, light={"force": 3})
    play(state, "complete 0")
    assert state.force[1] == 0


def test_discard_from_hand_the_player_chooses() -> None:
    """SWT-10.7 #16: the target player picks the cards (Destruction of Hope: the opponent discards 2)."""
    state = mission("Destruction of Hope", 2, light={"hand": ["Surge of Power", "Clone Squad", "Mending"]})
    play(state, "complete 0")
    assert state.decision == "discard_pick" and state.to_move == 1
    assert ids(state) == [
        f"discard {cid('Clone Squad')}",
        f"discard {cid('Mending')}",
        f"discard {cid('Surge of Power')}",
    ]
    play(state, f"discard {cid('Mending')}", f"discard {cid('Clone Squad')}")
    assert [state.cards[i] for i in state.hands[1]] == [cid("Surge of Power")]
    assert state.force[0] == 1


def test_heal_recover_and_destroy() -> None:
    """SWT-10.7 #6 heal (Mending), #19 recover (Hatch a Clone: up to 2 ground units back to hand), #18 destroy
    with a unit selector (Subtle Assassination: power 3 or less, SWT-10.8)."""
    state = mission(
        "Mending",
        2,
        light={"units": [{"card": "Clone Warrior 4/163", "damage": 3}, {"card": "Clone Squad", "damage": 1}]},
        who="light",
    )
    play(state, "complete 0")  # one character: chosen at once
    assert state.unit(2)[5] == 0 and state.unit(3)[5] == 1
    state = mission(
        "Hatch a Clone",
        1,
        light={"discard": ["Clone Squad", "Clone Squad", "Clone Warrior 4/163", "Clone Platoon"]},
        who="light",
    )
    play(state, "complete 0")
    assert ids(state) == [f"return {cid('Clone Platoon')}", f"return {cid('Clone Squad')}", "done"]
    play(state, f"return {cid('Clone Squad')}", f"return {cid('Clone Squad')}")
    assert sorted(state.cards[i] for i in state.hands[1]) == [cid("Clone Squad")] * 2
    state = mission(
        "Subtle Assassination", 3, light={"units": ["Clone Warrior 4/163", "Clone Warrior 5/373", "Padme Amidala (D)"]}
    )
    play(state, "complete 0")
    assert ids(state) == ["target u3", "target u4"]
    play(state, "target u4")
    assert state.unit(4) is None and state.unit(2) is not None


def test_tutor_reveals_and_shuffles() -> None:
    """Extension tutor (SWT-10.7 ext.): search the deck for a matching card, show it (SWT-8.3: known to the
    opponent while in hand), then shuffle; the searcher sees their deck only while searching (SWT-8.1)."""
    state = mission(
        "Jedi Council Summons", 2, light={"deck": ["Clone Squad", "Kit Fisto (A)", "Yoda (B)"]}, who="light"
    )
    play(state, "complete 0")
    assert ids(state) == [f"take {cid('Kit Fisto (A)')}", f"take {cid('Yoda (B)')}", "none"]
    assert state.searching == 1 and not set(state.decks[1]) & state.hidden_from(1)
    play(state, f"take {cid('Yoda (B)')}")
    yoda = next(i for i in state.hands[1] if state.cards[i] == cid("Yoda (B)"))
    assert yoda in state.known and yoda not in state.hidden_from(0)
    assert set(state.decks[1]) <= state.hidden_from(1)


def test_look_at_hand_and_discard_chosen() -> None:
    """Extensions look_hand / discard_chosen (Slumming on Coruscant): the user sees the opponent's hand and picks a
    battle or mission card there, which the opponent discards."""
    state = mission("Slumming on Coruscant", 1, light={"hand": ["Clone Squad", "Surge of Power", "Mending"]})
    play(state, "complete 0")
    assert ids(state) == [f"discard {cid('Mending')}", f"discard {cid('Surge of Power')}"]
    assert not set(state.hands[1]) & state.hidden_from(0)
    play(state, f"discard {cid('Surge of Power')}")
    assert [state.cards[i] for i in state.discards[1]] == [cid("Surge of Power")]


def test_static_auras_and_conditions() -> None:
    """SWT-10.7 #20 aura: units in play give continuous bonuses (Captain Typho: your other Naboo Soldiers +10
    speed); conditional statics (Acklay: +30 speed with no other unit of yours in the character arena;
    Chancellor Palpatine (A): enemy characters -10 speed)."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"units": ["Acklay", {"card": "Geonosian Guard", "arena": "retreated"}]},
            "light": {"units": ["Captain Typho (A)", "Naboo Security Guard", "Chancellor Palpatine (A)"]},
        }
    )
    acklay, typho, guard = state.unit(1), state.unit(3), state.unit(4)
    assert state.speed(acklay) == 40 + 30 - 10
    assert state.speed(guard) == 30 + 10 and state.speed(typho) == 40
    play(state, "redeploy u2")
    assert state.speed(state.unit(1)) == 40 - 10


def test_conditional_keyword_while_attacking_a_jedi() -> None:
    """Static abilities with a condition on the attack (Jango Fett (A): Critical Hit 2 while attacking a Jedi;
    'Dark Jedi' counts as Jedi)."""
    state = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [6, 1, 1, 1, 1, 1, 1] + [1] * 6,
            "dark": {"units": ["Jango Fett (A)"]},
            "light": {"units": ["Kit Fisto (A)"]},
        }
    )
    play(state, "attack u2")
    assert events(state, "hits")[0]["attacker_damage"] == 1 + 2


def test_battle_card_conditions_and_battler_selectors() -> None:
    """SWT-10.8 battle card conditions: attacker_is (Second Effort needs your unit attacking), own_battler subtype
    (Hero's Dodge: your battling unit is a character); SWT-5.23 a card whose condition fails is not offered."""
    state = setup(
        {
            "step": "battle",
            "arena": "ground",
            "dice": [1] * 20,
            "dark": {
                "force": 9,
                "hand": ["Second Effort", "Hero's Dodge", "Pilot's Dodge"],
                "units": ["Walking Droid Fighter"],
            },
            "light": {"units": ["Clone Platoon"]},
        }
    )
    play(state, "attack u1")  # Light attacks; in the windows Dark is the defender
    while state.decision == "win" and state.to_move == 1:
        play(state, "pass")
    offered = set(ids(state))
    hero = cid("Hero's Dodge")
    assert f"play {cid('Second Effort')}" not in offered and f"play {hero}" not in offered


def test_reroll_prevent_and_grant() -> None:
    """SWT-10.7 #12 reroll (Cheat the Game rerolls all your attack dice), #13 prevent (Yoda's Intervention),
    #15 grant (Target Locked: Critical Hit 2 for this attack)."""
    state = setup(
        {
            "step": "battle",
            "arena": "ground",
            "dice": [1, 1, 1, 1, 4, 4, 4, 4, 4, 6, 6, 6, 6],
            "dark": {"units": ["Destroyer Droid Squad"]},
            "light": {
                "force": 9,
                "hand": ["Target Locked", "Cheat the Game", "Yoda's Intervention"],
                "units": ["Clone Platoon"],
            },
        }
    )
    # Dark's Destroyer Droid Squad (40) wins the tie with the Clone Platoon (40) and holds; Light attacks
    play(state, "hold", "attack u1")
    play(state, f"play {cid('Target Locked')}")
    while state.decision == "win" and state.to_move == 0:
        play(state, "pass")
    play(state, f"play {cid('Cheat the Game')}")
    assert events(state, "reroll")[0]["dice"] == [6, 6, 6, 6]
    yoda = "play " + cid("Yoda's Intervention")
    while not (state.decision == "win" and yoda in ids(state)):
        play(state, "pass")
    play(state, yoda)
    step = events(state, "damage_step")[0]
    assert step["to_defender"] == 4 + 2 and step["to_attacker"] == 5 - 3


def test_primitives_without_a_card_in_the_pool() -> None:
    """SWT-10.7 #4 add_counters, #10 dice_bonus, #11 dice_count, #14 add_damage: no card of the pool uses them, so
    they are applied here directly, as an effect would, and the attack shows their result."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"build_zone": ["Nexu"], "units": ["Geonosian Guard"]},
            "light": {"units": ["Clone Squad"]},
        }
    )
    state.stack.append(("counters_pick", 0, 3))
    state._legal = None
    assert state.decision == "counters_pick"
    state.legal_actions()
    assert state.builds[0][2] == 3
    battle = setup(
        {
            "step": "battle",
            "arena": "ground",
            "dice": [3, 3, 3, 3, 1, 1, 1],
            "dark": {"units": ["Battle Droid Squad"]},
            "light": {"units": ["Clone Squad"]},
        }
    )
    for op, n in (("dice_bonus", 1), ("dice_count", 2), ("add_damage", 1)):
        battle.unit_effect(Effect(op=op, target="own_battler", n=n), 0, battle.unit(1))
    assert ids(battle) == ["attack u2", "hold"]
    play(battle, "attack u2")
    roll = events(battle, "roll")[0]
    assert len(roll["attacker_dice"]) == 2 + 2
    assert events(battle, "damage_step")[0]["to_defender"] == 4 + 1


def test_triggers_on_complete_on_attack_and_on_destroyed() -> None:
    """SWT-10.1 triggers: on_complete (Cliegg Lars: lose 1 Force), on_attack_declared with a choice (Anakin
    Skywalker (E): may take +5 power and 2 damage when the attack ends), on_destroyed (Infantry Battle Droid,
    B1 Series: draw a card)."""
    state = mission("Cliegg Lars (A)", 2, light={"force": 3}, who="light")
    play(state, "complete 0")
    assert state.force[1] == 2 and names(state, state.units[-1][0]) == ["Cliegg Lars (A)"]
    battle = setup(
        {
            "step": "battle",
            "arena": "character",
            "dice": [6] * 11 + [1] * 2,
            "dark": {"units": ["Infantry Battle Droid, B1 Series"], "deck": ["Nexu"]},
            "light": {"units": ["Anakin Skywalker (E)"]},
        }
    )
    play(battle, "attack u1")
    assert battle.decision == "may" and ids(battle) == ["yes", "no"]
    play(battle, "yes")
    assert events(battle, "roll")[0]["attacker_dice"] == [6] * 11
    assert [battle.cards[i] for i in battle.hands[0]] == [cid("Nexu")]
    assert battle.unit(2)[5] == 2


def test_effects_resolve_in_printed_order() -> None:
    """SWT-5.4: a mission's effects resolve in printed order (Plot the Secession: discard the whole hand, then
    draw 5); an ability's too (Shu Mai (A): draw 1, then discard 1 of your choice, the new card included)."""
    state = mission("Plot the Secession", 3, dark={"hand": ["Nexu", "Reek"], "deck": ["Acklay"] * 6})
    play(state, "complete 0")
    assert sorted(state.cards[i] for i in state.hands[0]) == [cid("Acklay")] * 5
    assert sorted(state.cards[i] for i in state.discards[0]) == sorted(
        [cid("Nexu"), cid("Reek"), cid("Plot the Secession")]
    )
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"hand": ["Nexu"], "deck": ["Reek"], "units": ["Shu Mai (A)"]},
            "light": {"units": ["Clone Squad"]},
        }
    )
    play(state, "use u1.t.0")
    assert state.decision == "discard_pick" and ids(state) == [f"discard {cid('Nexu')}", f"discard {cid('Reek')}"]
    play(state, f"discard {cid('Reek')}")
    assert [state.cards[i] for i in state.hands[0]] == [cid("Nexu")]


def test_up_to_n_targets() -> None:
    """SWT-10.8 unit selector with a count (Master and Apprentice: up to 2 of your units +2 power until end of
    turn): pick one at a time, stop at any point after the first."""
    state = setup(
        {
            "step": "battle",
            "arena": "ground",
            "dice": [1] * 20,
            "dark": {"units": ["Commerce Guild Droid 81"]},
            "light": {
                "force": 3,
                "hand": ["Master and Apprentice"],
                "units": ["Clone Platoon", "Clone Squad", "Jedi Patrol"],
            },
        }
    )
    play(state, "attack u1", f"play {cid('Master and Apprentice')}")
    assert ids(state) == ["target u2", "target u3", "target u4"]
    play(state, "target u3")
    assert ids(state) == ["target u2", "target u4", "done"]
    play(state, "done")
    assert [e["unit"] for e in events(state, "modify")] == [3]
