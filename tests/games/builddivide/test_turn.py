"""Turn structure (BDV-4.x): phases, draws, START_OF_MAIN, main-phase actions, the end phase, the turn limit."""

from __future__ import annotations

import pytest

from tcgkit.core import OptionError, PositionError

from .helpers import FILLER, G, energy, events, ids, names, player, setup


def test_stand_then_draw_then_main():  # BDV-4.1 BDV-4.2 BDV-4.3 BDV-4.4
    state = setup(
        player(field=[{"card": "Flare Lancer", "rested": True}], energy=energy("RED", 2, rested=True)),
        player("Tidewell Archive", field=[{"card": "Reef Sentinel", "rested": True}], energy=energy("BLUE", 1, True)),
        turn=4,
        active=1,
        phase="stand",
    )
    assert state.to_move == 1 and state.decision == "main" and state.phase == "main"
    assert not any(state.rested[i] for i in state.field[1] + state.energy[1])  # the active player's cards stand
    assert all(state.rested[i] for i in state.field[0] + state.energy[0])  # the other player's do not
    assert len(state.hand[1]) == 1 and len(state.deck[1]) == 4
    state.apply("end")
    assert state.phase == "attack" and state.decision == "attack"
    state.apply("end")
    assert state.turn == 5 and state.active == 0 and state.to_move == 0  # turns alternate, the counter grows
    assert not any(state.rested[i] for i in state.field[0] + state.energy[0]) and len(state.hand[0]) == 1
    assert [d["turn"] for d in events(state, "turn")] == [5]


def test_the_first_player_skips_only_the_turn_1_draw():  # BDV-4.5 BDV-0.6
    state = setup(player(hand=["Ember Squire"]), turn=1, active=0, first=0, phase="stand")
    assert state.turn == 1 and len(state.hand[0]) == 1 and len(state.deck[0]) == 5
    state.apply("end")  # player 0 has no unit: the attack phase's only choice (END_ATTACK) is automatic
    assert state.turn == 2 and state.active == 1 and len(state.hand[1]) == 1  # the second player draws in turn 2
    state.apply("end")
    assert state.turn == 3 and len(state.hand[0]) == 2  # and the first player draws from turn 3 on


def test_start_of_main_abilities_resolve_first():  # BDV-4.6 BDV-5.18 BDV-10.8
    state = setup(player(field=["Flare Lancer"], liberated=True), phase="draw")
    lancer = state.field[0][0]
    assert state.decision == "main" and state.power_of(lancer) == 7000  # Cinderpeak Keep: +2000 to one own unit
    closed = setup(player(field=["Flare Lancer"]), phase="draw")
    assert closed.power_of(closed.field[0][0]) == 5000
    two = setup(player(field=["Flare Lancer", "Magma Brute"], liberated=True), phase="draw")
    assert two.decision == "tgt" and ids(two) == [f"target {i}" for i in two.field[0]]  # its controller chooses
    two.apply(f"target {two.field[0][1]}")
    assert two.power_of(two.field[0][1]) == 9000 and two.decision == "main"


def test_main_phase_actions():  # BDV-4.7 BDV-4.9 BDV-4.10 BDV-5.7
    state = setup(player(hand=["Ember Squire", "Blazing Rally", "Inferno Colossus"], energy=energy("RED", 2)))
    # Blazing Rally needs a unit of its own to target; Inferno Colossus costs 7
    assert ids(state) == ["play R-01", "charge R-01", "charge R-09", "charge R-12", "end"]
    state.apply("play R-01")
    assert ids(state) == ["play R-12", "charge R-09", "charge R-12", "end"]  # END_MAIN is always legal


def test_charge_once_per_turn():  # BDV-4.8 BDV-6.6 BDV-4.17
    state = setup(player(hand=["Blazing Rally", "Ember Squire"]))
    assert "play R-01" not in ids(state)
    state.apply("charge R-12")  # a command can be energy; it produces its colour
    charged = state.energy[0][0]
    assert state.cards[charged] == "R-12" and not state.rested[charged] and state.charged
    assert ids(state) == ["play R-01", "end"]  # no second charge this turn
    state.apply("end")  # player 0 ends the main phase; with no unit the attack phase ends by itself
    assert state.turn == 4 and state.to_move == 1 and "charge N-01" in ids(state)  # player 1 may charge
    state.apply("end")
    assert state.turn == 5 and state.to_move == 0 and "charge R-01" in ids(state)  # the record resets


def test_end_phase_discard_down_to_five():  # BDV-4.15 BDV-0.5
    hand = ["Ember Squire"] * 3 + ["Flare Lancer"] * 2 + ["Magma Brute", "Spark Imp"]
    state = setup(player(hand=hand), phase="end")
    assert state.decision == "dpick" and state.to_move == 0
    assert ids(state) == ["discard R-01", "discard R-03", "discard R-06", "discard R-10"]  # copies are one choice
    state.apply("discard R-06")
    assert state.decision == "dpick" and len(state.hand[0]) == 6
    state.apply("discard R-01")
    assert len(state.hand[0]) == 5 and names(state, "grave", 0) == ["Magma Brute", "Ember Squire"]
    assert state.turn == 4 and state.to_move == 1 and state.decision == "main"


def test_only_the_active_player_checks_the_hand_limit():  # BDV-4.16
    hand = ["Reef Sentinel", "Brine Sprite", "Current Adept", "Drift Scholar"] * 2
    state = setup(player(hand=[FILLER] * 2), player("Tidewell Archive", hand=hand), phase="end")
    assert state.turn == 4 and state.to_move == 1 and len(state.hand[1]) == 9  # not checked in player 0's turn
    state.apply("end")  # player 1 has no unit: the attack phase ends by itself
    assert state.decision == "dpick" and state.to_move == 1  # checked in their own end phase
    for card in ("U-01", "U-01", "U-03", "U-04"):
        state.apply(f"discard {card}")
    assert len(state.hand[1]) == 5 and state.turn == 5


def test_hand_limit_six_from_the_territory():  # BDV-2.10 BDV-0.9 BDV-4.15
    state = setup(player("Aurora Bastion", hand=[FILLER] * 4 + ["Shieldbearer"] * 3), phase="end")
    assert state.decision == "dpick" and ids(state) == ["discard N-01", "discard W-02"]
    state.apply("discard N-01")
    assert len(state.hand[0]) == 6 and state.turn == 4


def test_until_end_of_turn_deltas_end_in_the_end_phase():  # BDV-4.17 BDV-1.12 BDV-1.13
    state = setup(player(field=[{"card": "Flare Lancer", "power": 2000, "hit": 1}]), charged=True, phase="attack")
    lancer = state.field[0][0]
    assert (state.power_of(lancer), state.hit_of(lancer)) == (7000, 2)
    state.apply("end")
    assert (state.power_of(lancer), state.hit_of(lancer)) == (5000, 1) and not state.charged


def test_turn_limit_ends_in_a_draw():  # BDV-4.18 BDV-7.6 BDV-7.7 BDV-11.1
    state = setup(phase="end", turn=3, options={"turn_limit": 3})
    assert state.is_over and state.result.winner is None and state.result.reason == "TURN_LIMIT"
    going = setup(phase="end", turn=3, options={"turn_limit": 4})
    assert not going.is_over and going.turn == 4
    assert G.resolve_options({}) == {"turn_limit": 80}
    with pytest.raises(OptionError, match="at least 1"):
        G.new_game(list(G.sample_decks().values())[:2], options={"turn_limit": 0})
    with pytest.raises(PositionError, match="turn_limit"):
        setup(options={"turn_limit": "soon"})
