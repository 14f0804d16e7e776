"""Costs paid by resting energy (BDV-5.1–5.6)."""

from __future__ import annotations

from itertools import product

from tcgkit.games.builddivide.costs import payment_vectors

from .helpers import energy, events, ids, player, setup


def test_colour_strict_payment():  # BDV-5.2 BDV-5.1 BDV-5.7
    # Magma Brute costs RED 2 + 2 generic: five energy cards are not enough if only one is red
    one_red = setup(player(hand=["Magma Brute"], energy=energy("RED", 1) + energy("BLUE", 4)))
    assert "play R-06" not in ids(one_red)
    colourless = setup(player(hand=["Magma Brute"], energy=energy("RED", 1) + energy("NONE", 4)))
    assert "play R-06" not in ids(colourless)  # colourless pays only the generic part
    two_red = setup(player(hand=["Magma Brute", "Spark Imp"], energy=energy("RED", 2) + energy("NONE", 3)))
    assert "play R-06" in ids(two_red)
    two_red.apply("play R-06")
    assert two_red.decision == "main" and all(two_red.rested[i] for i in two_red.energy[0])  # one payment: automatic


def test_only_standing_energy_pays():  # BDV-5.1
    state = setup(player(hand=["Ember Squire"], energy=energy("RED", 1, rested=True)))
    assert "play R-01" not in ids(state)


def test_payments_are_colour_counts_and_the_engine_picks_the_earliest_cards():  # BDV-5.4 BDV-5.9 BDV-5.3
    state = setup(player(hand=["Flare Lancer"], energy=energy("RED", 3) + energy("BLUE", 2) + energy("RED", 1)))
    state.apply("play R-03")  # RED 1 + 2 generic
    assert state.decision == "pay" and ids(state) == ["pay UUR", "pay URR", "pay RRR"]
    state.apply("pay URR")
    rested = [bool(state.rested[i]) for i in state.energy[0]]
    assert rested == [True, True, False, True, False, False]  # earliest red cards and earliest blue card
    assert sum(rested) == 3  # exactly the amount: no overpayment, nothing kept
    assert events(state, "pay") == [{"player": 0, "energy": {"BLUE": 1, "RED": 2}}]
    assert state.f[state.field[0][0]].name == "Flare Lancer" and not state.rested[state.field[0][0]]  # BDV-5.10


def test_nothing_carries_over_between_payments():  # BDV-5.3
    state = setup(player(hand=["Ember Squire", "Spark Imp"], energy=energy("RED", 1) + energy("BLUE", 1)))
    state.apply("play R-01")  # rests the red card; the blue one cannot pay RED 1 for the Spark Imp
    assert "play R-10" not in ids(state)
    assert not hasattr(state, "pool") and "pool" not in state.observe(0)["view"]


def test_zero_cost_is_always_payable():  # BDV-5.5 BDV-5.6 BDV-5.32
    # a free shot can be used with no standing energy at all
    state = setup(
        player(field=["Scorchwing Raider"]),
        player("Tidewell Archive", life=["Reckless Charge", "Wandering Automaton"]),
        phase="attack",
    )
    state.apply(f"attack {state.field[0][0]} player")
    assert state.decision == "shot" and state.to_move == 1 and ids(state) == ["decline", "pay"]


def test_payment_vectors_are_every_exact_payment_in_order():  # BDV-5.2 BDV-5.3
    # the memoised vectors equal a plain enumeration: each colour covered, exactly the amount, most black first
    for avail in [(0, 0, 0, 0, 0), (2, 0, 1, 3, 1), (1, 1, 1, 1, 2), (0, 2, 0, 0, 3)]:
        for req in [(0, 0, 0, 0), (0, 0, 0, 1), (1, 0, 1, 0), (0, 2, 0, 0)]:
            for generic in range(4):
                expected = sorted(
                    (v for v in product(*(range(a + 1) for a in avail)) if sum(v) == sum(req) + generic),
                    reverse=True,
                )
                expected = [v for v in expected if all(v[c] >= req[c] for c in range(4))]
                assert list(payment_vectors(avail, req, generic)) == expected
                assert payment_vectors(avail, req, generic) is payment_vectors(avail, req, generic)  # memoised


def test_distinct_is_the_lowest_instance_of_each_card_in_card_id_order():
    state = setup(player(hand=["Magma Brute", "Spark Imp", "Magma Brute", "Ember Squire", "Spark Imp"]))
    hand = state.hand[0]
    lowest: dict[str, int] = {}
    for i in hand:
        lowest[state.cards[i]] = min(i, lowest.get(state.cards[i], i))
    assert state.distinct(hand) == [lowest[c] for c in sorted(lowest)]
    assert state.distinct(list(reversed(hand))) == state.distinct(hand)
    assert state.clone().distinct(hand) == state.distinct(hand)  # the sort key is shared by clones
