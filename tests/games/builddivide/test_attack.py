"""Attacks, blocks and battles (BDV-4.11–4.14, BDV-5.20–5.27, BDV-5.35, BDV-6.7, BDV-6.8)."""

from __future__ import annotations

from .helpers import FILLER, energy, events, ids, iid, kinds, names, player, setup


def test_attackers_and_targets():  # BDV-4.11 BDV-4.12 BDV-4.14 BDV-5.20
    state = setup(
        player(field=["Flare Lancer", {"card": "Magma Brute", "rested": True}], hand=["Ember Squire"],
               energy=energy("RED", 3)),
        player("Tidewell Archive", field=["Reef Sentinel", {"card": "Spark Imp", "rested": True}]),
        phase="attack",
    )  # fmt: skip
    lancer, imp = state.field[0][0], state.field[1][1]
    # standing own units x (the opponent or a rested opposing unit); no plays or charges in the attack phase
    assert ids(state) == [f"attack {lancer} player", f"attack {lancer} {imp}", "end"]


def test_declaring_rests_the_attacker_and_play_returns_to_the_attack_choice():  # BDV-5.21 BDV-5.25 BDV-5.35
    state = setup(player(field=["Flare Lancer", "Ember Squire"]), phase="attack")
    lancer, squire = state.field[0]
    state.apply(f"attack {lancer} player")
    assert state.rested[lancer] and len(state.life[1]) == 4  # no defender unit: straight to life damage
    assert state.decision == "attack" and ids(state) == [f"attack {squire} player", "end"]


def test_block_changes_the_target():  # BDV-5.24 BDV-5.25 BDV-5.26 BDV-5.27 BDV-0.3 BDV-4.19
    state = setup(
        player(field=["Flare Lancer"]),
        player("Tidewell Archive", field=["Reef Sentinel", {"card": "Brine Sprite", "rested": True}]),
        phase="attack",
    )
    lancer = state.field[0][0]
    sentinel = iid(state, "field", 1, "Reef Sentinel")
    state.apply(f"attack {lancer} player")
    assert state.decision == "block" and state.to_move == 1  # the defender decides
    assert ids(state) == ["no-block", f"block {sentinel}"]  # only standing units block
    state.apply(f"block {sentinel}")
    assert len(state.life[1]) == 5  # the blocker became the target: no life damage
    assert events(state, "battle")[0]["defender"]["iid"] == sentinel
    assert names(state, "grave", 1) == ["Reef Sentinel"] and state.field[0] == [lancer]  # 5000 vs 3000


def test_a_unit_target_may_be_blocked_too():  # BDV-5.24
    state = setup(
        player(field=["Ember Squire"]),
        player("Tidewell Archive", field=[{"card": "Deepwater Leviathan", "rested": True}, "Brine Sprite"]),
        phase="attack",
    )
    squire = state.field[0][0]
    leviathan, sprite = state.field[1]
    state.apply(f"attack {squire} {leviathan}")
    state.apply(f"block {sprite}")
    assert events(state, "block") == [{"player": 1, "blocker": state.obj(sprite)}]
    assert names(state, "grave", 1) == ["Brine Sprite"]  # 2000 vs 1000
    assert state.field[1] == [leviathan] and state.field[0] == [squire]


def test_unblockable_units_cannot_be_blocked():  # BDV-5.24 BDV-10.8
    state = setup(
        player("Tidewell Archive", field=["Mistveil Skimmer"]),
        player("Cinderpeak Keep", field=["Magma Brute"]),
        phase="attack",
    )
    state.apply(f"attack {state.field[0][0]} player")
    assert "block" not in kinds(state) and len(state.life[1]) == 4


def test_a_battle_where_both_units_die():  # BDV-5.26 BDV-5.27 BDV-6.9
    state = setup(
        player(field=["Ember Squire", "Flare Lancer"]),
        player("Tidewell Archive", field=[{"card": "Cinder Hound", "rested": True}]),
        phase="attack",
    )
    squire, hound = state.field[0][0], state.field[1][0]
    state.apply(f"attack {squire} {hound}")  # 2000 against 2000
    battle = events(state, "battle")[0]
    assert (battle["attacker_power"], battle["defender_power"]) == (2000, 2000)
    assert {u["iid"] for u in battle["destroyed"]} == {squire, hound}
    assert state.grave[0] == [squire] and state.grave[1] == [hound]  # each to its owner's graveyard


def test_on_attack_abilities_resolve_before_the_battle():  # BDV-5.22 BDV-1.8
    state = setup(
        player(field=["Warcry Berserker"]),
        player("Tidewell Archive", field=[{"card": "Scorchwing Raider", "rested": True}]),
        phase="attack",
    )
    berserker, raider = state.field[0][0], state.field[1][0]
    state.apply(f"attack {berserker} {raider}")
    assert kinds(state)[:3] == ["attack", "ability", "power"]
    assert state.field[0] == [berserker] and state.field[1] == []  # 5000 against 4000


def test_the_attack_ends_if_the_target_left_the_field():  # BDV-5.23
    state = setup(
        player("Hollow Crypt", field=["Nightfall Stalker"]),
        player("Tidewell Archive", field=[{"card": "Spark Imp", "rested": True}, "Reef Sentinel"]),
        phase="attack",
    )
    stalker, imp = state.field[0][0], state.field[1][0]
    state.apply(f"attack {stalker} {imp}")  # its ON_ATTACK destroys the only rested 2000-or-less unit: the target
    assert kinds(state)[:4] == ["attack", "ability", "destroy", "attack_ends"]  # no block step, no battle
    assert "battle" not in kinds(state) and state.field[0] == [stalker] and len(state.life[1]) == 5


def test_battle_damage_does_not_accumulate():  # BDV-6.8 BDV-1.12
    state = setup(
        player(field=[FILLER, FILLER]),
        player("Tidewell Archive", field=[{"card": "Flare Lancer", "rested": True}]),
        phase="attack",
    )
    a, b = state.field[0]
    lancer = state.field[1][0]
    state.apply(f"attack {a} {lancer}")
    state.apply(f"attack {b} {lancer}")  # 3000 + 3000 would be enough if damage stayed
    assert state.field[1] == [lancer] and state.grave[0] == [a, b]


def test_power_zero_is_not_lethal_and_deals_no_damage():  # BDV-6.7 BDV-0.8 BDV-5.27
    state = setup(
        player(field=[{"card": "Spark Imp", "power": -3000}, "Ember Squire"]),
        player("Tidewell Archive", field=[{"card": "Brine Sprite", "rested": True, "power": -1000}]),
        phase="attack",
    )
    imp, squire = state.field[0]
    sprite = state.field[1][0]
    assert state.power_of(imp) == 0 and state.power_of(sprite) == 0  # floored at 0, never negative
    state.apply(f"attack {imp} {sprite}")
    assert state.field[0] == [imp, squire] and state.field[1] == [sprite]  # 0 damage destroys nothing
    state.apply(f"attack {squire} {sprite}")
    assert state.field[1] == []  # 2000 >= 0: destroyed; it dealt 0 to the Squire
    assert state.field[0] == [imp, squire]


def test_units_may_attack_the_turn_they_are_played_even_in_turn_one():  # BDV-4.13
    state = setup(player(hand=["Ember Squire", FILLER], energy=energy("RED", 1)), turn=1, active=0, first=0)
    state.apply("play R-01")
    state.apply("end")
    squire = state.field[0][0]
    assert ids(state) == [f"attack {squire} player", "end"]
