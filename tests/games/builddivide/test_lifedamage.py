"""Life damage and trigger checks (BDV-5.28–5.35), the empty-life win (BDV-7.1)."""

from __future__ import annotations

from .helpers import FILLER, energy, events, ids, kinds, names, player, setup


def attack_player(p0: dict, p1: dict, **top) -> tuple:
    state = setup(p0, p1, phase="attack", **top)
    attacker = state.field[0][0]
    state.apply(f"attack {attacker} player")
    return state, attacker


def test_hit_2_with_a_buster_revealed_deals_3_checks():  # BDV-5.28 BDV-5.29 BDV-5.31 BDV-5.34 BDV-1.10 BDV-6.4
    p1 = player("Tidewell Archive", life=["Ember Squire"] + [FILLER] * 5)
    state = setup(player(field=["Scorchwing Raider"]), p1, phase="attack")
    view = state.observe(0)["view"]["players"][1]
    assert (view["life"], view["life_yellow"], view["life_red"]) == (6, 1, 5)
    state.apply(f"attack {state.field[0][0]} player")
    assert [c["card"]["name"] for c in events(state, "check")] == ["Ember Squire", FILLER, FILLER]
    assert events(state, "check")[0]["icon"] == "BUSTER"
    assert names(state, "grave", 1) == ["Ember Squire", FILLER, FILLER] and state.check[1] == []
    view = state.observe(0)["view"]["players"][1]
    assert (view["life"], view["life_yellow"], view["life_red"]) == (3, 0, 3)


def test_a_shot_that_removes_the_attacker_stops_the_remaining_damage():  # BDV-5.30 BDV-5.32 BDV-0.4 BDV-5.6
    p1 = player("Tidewell Archive", life=["Pyre Trooper", FILLER, FILLER], energy=energy("RED", 1))
    state, raider = attack_player(player(field=["Scorchwing Raider"]), p1)
    assert state.decision == "shot" and state.to_move == 1  # the defender decides
    assert ids(state) == ["decline", "pay R"]
    assert [c["name"] for c in state.observe(0)["view"]["players"][1]["check"]] == ["Pyre Trooper"]
    state.apply("pay R")
    assert raider in state.hand[0] and state.pub[raider]  # bounced by the defender's shot
    assert len(events(state, "check")) == 1 and len(state.life[1]) == 2
    assert events(state, "damage_cancelled") == [{"player": 0, "left": 1}]
    declined, _ = attack_player(player(field=["Scorchwing Raider"]), p1)
    declined.apply("decline")
    assert len(events(declined, "check")) == 2 and len(declined.life[1]) == 1


def test_shot_costs_are_colour_strict():  # BDV-5.32 BDV-5.2
    p1 = player("Tidewell Archive", life=["Pyre Trooper", FILLER, FILLER], energy=energy("BLUE", 3))
    state, _ = attack_player(player(field=["Scorchwing Raider"]), p1)
    assert "shot" not in [f[0] for f in state.stack] and len(events(state, "check")) == 2  # only DECLINE: automatic
    assert events(state, "shot_declined")[0]["card"]["name"] == "Pyre Trooper"


def test_a_trigger_resolves_mandatorily_for_the_defender():  # BDV-5.33 BDV-0.2 BDV-0.4
    p1 = player("Tidewell Archive", life=["Spark Imp", FILLER])
    state, _raider = attack_player(player(field=["Scorchwing Raider", "Ember Squire"]), p1)
    # "opposing unit" is seen from the defender, who controls the trigger: the attacker's 2000 Ember Squire
    assert names(state, "field", 0) == ["Scorchwing Raider"] and names(state, "grave", 0) == ["Ember Squire"]
    assert len(events(state, "check")) == 2  # the NONE icon did nothing
    p1 = player("Tidewell Archive", field=[{"card": "Reef Sentinel", "rested": True}], life=["Dawn Acolyte", FILLER])
    state, _ = attack_player(player(field=["Flare Lancer"]), p1)
    assert not state.rested[state.field[1][0]]  # "your unit" is the defender's


def test_the_damage_count_is_fixed_when_life_damage_starts():  # BDV-5.28 BDV-1.13
    p1 = player("Tidewell Archive", life=["Seal the Gates", FILLER, FILLER, FILLER, FILLER])
    state, raider = attack_player(player(field=[{"card": "Scorchwing Raider", "hit": 1}, "Ember Squire"]), p1)
    assert events(state, "life_damage")[0]["damage"] == 3  # current hit: 2 printed + 1
    state.apply("pay")  # free shot: the attacker gets -2000 power and -1 hit
    assert len(events(state, "check")) == 3  # the count stays 3
    assert state.decision == "attack" and state.hit_of(raider) == 2 and state.power_of(raider) == 2000


def test_cancellation_comes_before_the_empty_life_win():  # BDV-5.29 BDV-5.30 BDV-7.1
    p1 = player("Tidewell Archive", life=["Pyre Trooper"], energy=energy("RED", 1))
    state, _ = attack_player(player(field=["Scorchwing Raider"]), p1)
    state.apply("pay R")
    assert state.life[1] == [] and not state.is_over  # empty life, but the attacker is gone


def test_the_empty_life_win():  # BDV-7.1 BDV-7.4 BDV-7.7
    state, _ = attack_player(player(field=["Flare Lancer"]), player("Tidewell Archive", life=[]))
    assert state.is_over and state.result.winner == 0 and state.result.reason == "LIFE_DAMAGE"
    assert state.legal_actions() == [] and state.to_move is None
    three, _ = attack_player(player(field=["Inferno Colossus"]), player("Tidewell Archive", life=[FILLER]))
    assert three.is_over and len(events(three, "check")) == 1  # the win ends the attack at once
    assert kinds(three)[-1] == "game_over" and three.stack == []


def test_an_empty_life_zone_is_not_a_loss_by_itself():  # BDV-7.1 BDV-1.10
    state, _ = attack_player(player(field=["Flare Lancer"]), player("Tidewell Archive", life=[FILLER]))
    assert state.life[1] == [] and not state.is_over


def test_hit_zero_makes_no_repetition():  # BDV-5.29 BDV-0.8
    state, _ = attack_player(player(field=[{"card": "Flare Lancer", "hit": -2}]), player("Tidewell Archive", life=[]))
    assert events(state, "life_damage")[0]["damage"] == 0 and not state.is_over
