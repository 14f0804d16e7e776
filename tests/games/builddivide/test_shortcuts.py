"""Whole runs in one action ("no busywork"): ``attack all`` (BDV-4.11, BDV-4.12, BDV-5.20–5.35) and ``target all``
(BDV-5.37). The single steps stay available; each shortcut does exactly what the steps would."""

from __future__ import annotations

import json

from .helpers import FILLER, G, energy, events, ids, player, setup


def test_attack_all_is_offered_with_two_or_more_standing_units():  # BDV-4.12 BDV-4.11
    state = setup(
        player(field=["Flare Lancer", "Ember Squire", {"card": "Magma Brute", "rested": True}]),
        player("Tidewell Archive", field=[{"card": "Spark Imp", "rested": True}]),
        phase="attack",
    )
    lancer, squire, _brute = state.field[0]
    imp = state.field[1][0]
    assert ids(state) == [
        f"attack {lancer} player",
        f"attack {lancer} {imp}",
        f"attack {squire} player",
        f"attack {squire} {imp}",
        "attack all",
        "end",
    ]
    label = {a.id: a.label for a in state.legal_actions()}["attack all"]
    assert label == "Attack the opponent with every standing unit in turn: Flare Lancer, Ember Squire"
    one = setup(player(field=["Flare Lancer"]), phase="attack")
    assert "attack all" not in ids(one)


def test_attack_all_attacks_the_player_with_each_standing_unit_in_field_order():  # BDV-4.12 BDV-5.21 BDV-5.35
    state = setup(
        player(field=["Flare Lancer", {"card": "Magma Brute", "rested": True}, "Ember Squire"]),
        player("Tidewell Archive", life=[FILLER] * 6),
        phase="attack",
    )
    lancer, brute, squire = state.field[0]
    state.apply("attack all")
    attacks = events(state, "attack")
    assert [(e["attacker"]["iid"], e["target"]) for e in attacks] == [(lancer, "player"), (squire, "player")]
    assert brute not in [e["attacker"]["iid"] for e in attacks]  # a rested unit never attacks (BDV-4.12)
    assert len(state.life[1]) == 4  # hit 1 each, no blocker, fillers: exactly the two single attacks
    # nothing is left to attack with: the attack phase ended by itself and the opponent's turn began
    assert state.active == 1


def test_attack_all_leaves_every_block_and_shot_to_the_defender():  # BDV-5.20 BDV-5.24 BDV-5.30 BDV-5.32
    state = setup(
        player(field=["Flare Lancer", "Ember Squire"]),
        player("Tidewell Archive", field=["Reef Sentinel"], life=["Brine Sprite"] + [FILLER] * 4,
               energy=energy("BLUE", 1)),
        phase="attack",
    )  # fmt: skip
    lancer, squire = state.field[0]
    sentinel = state.field[1][0]
    state.apply("attack all")
    assert state.decision == "block" and state.to_move == 1  # the first attack waits for the defender
    state.apply("no-block")
    assert state.decision == "shot" and state.to_move == 1  # Brine Sprite is checked: bounce the attacker?
    state.apply("pay U")
    assert lancer in state.hand[0] and events(state, "damage_cancelled") == []  # its only damage was dealt
    assert state.decision == "block" and state.stack[-1][2] == squire  # the run goes on with the next unit
    state.apply(f"block {sentinel}")
    assert [e["attacker"]["iid"] for e in events(state, "attack")] == [lancer, squire]
    assert state.active == 1  # both attacked; the phase passed by itself


def test_the_single_steps_give_the_same_game_as_attack_all():  # BDV-4.11 BDV-5.35
    def position():
        return setup(
            player(field=["Flare Lancer", "Ember Squire", "Scorchwing Raider"]),
            player("Tidewell Archive", life=["Magma Brute", FILLER, "Crypt Rat"] + [FILLER] * 5),
            phase="attack",
        )

    run, steps = position(), position()
    run.apply("attack all")
    for u in steps.field[0][:]:
        steps.apply(f"attack {u} player")
    assert run.history == ["attack all"] and len(steps.history) == 3
    a, b = json.loads(run.to_json())["state"], json.loads(steps.to_json())["state"]
    a.pop("history"), b.pop("history")
    assert a == b  # the same state, events and random generator: only the record of choices differs


def test_target_all_picks_every_candidate_when_they_fit_the_count():  # BDV-5.37 BDV-0.5 BDV-10.8
    # Tidecaller Oracle, on play: return up to two opposing units to their owners' hands
    state = setup(
        player(hand=["Tidecaller Oracle", FILLER], energy=energy("BLUE", 7)),
        player("Tidewell Archive", field=["Ember Squire", "Spark Imp"]),
    )
    squire, imp = state.field[1]
    state.apply("play U-08")
    assert ids(state) == [f"target {squire}", f"target {imp}", "target all", "done"]
    label = {a.id: a.label for a in state.legal_actions()}["target all"]
    assert label == "Return up to two opposing units to their owners' hands: all of them (Ember Squire, Spark Imp)"
    state.apply("target all")
    assert state.field[1] == [] and set(state.hand[1]) >= {squire, imp}
    assert events(state, "bounce")[0]["units"] == [state.obj(squire), state.obj(imp)]


def test_target_all_is_not_offered_when_it_would_be_a_choice():  # BDV-5.37
    state = setup(
        player(hand=["Tidecaller Oracle", FILLER], energy=energy("BLUE", 7)),
        player("Tidewell Archive", field=["Ember Squire", "Spark Imp", "Reef Sentinel"]),
    )
    state.apply("play U-08")
    assert "target all" not in ids(state)  # three candidates for up to two: which two is the player's choice
    first = state.field[1][0]
    state.apply(f"target {first}")
    assert "target all" not in ids(state)  # one pick left: a single step already


def test_version_names_the_new_action_stream():
    assert G.version == "2"
