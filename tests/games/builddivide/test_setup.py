"""Setup (BDV-3.x): shuffles, first player, opening hands, mulligan, life, energy, turn 1."""

from __future__ import annotations

from collections import Counter

import pytest

from tcgkit.agents import RandomAgent
from tcgkit.core import DeckError, PositionError

from .helpers import G, events, ids, player

DECKS = G.sample_decks()
RED, BLUE = DECKS["red-blazecrown"], DECKS["blue-tidecaller"]


def start(seed: int = 1):
    return G.new_game([RED, BLUE], seed=seed)


def test_before_the_mulligan():  # BDV-3.2 BDV-3.3 BDV-3.4 BDV-3.6 BDV-1.9
    state = start()
    assert state.decision == "mull" and state.to_move == state.first and state.history == []
    for p, deck in enumerate((RED, BLUE)):
        assert len(state.hand[p]) == 5 and len(state.deck[p]) == deck.count("main") - 5
        assert sorted(state.cards[i] for i in state.ddeck[p]) == sorted(deck.cards("ddeck"))
        assert state.cards[state.terr[p]] == deck.cards("territory")[0] and not state.liberated[p]
        assert state.life[p] == [] and state.energy[p] == []
    assert Counter(state.cards[i] for i in state.deck[0] + state.hand[0]) == Counter(RED.cards("main"))


def test_decks_are_shuffled_and_first_player_is_random():  # BDV-3.2 BDV-3.5 BDV-0.7
    orders = {tuple(start(seed).deck[0]) for seed in range(6)}
    assert len(orders) == 6
    firsts = Counter(start(seed).first for seed in range(40))
    assert firsts[0] > 5 and firsts[1] > 5  # the engine picks, no player decides
    assert events(start(7), "first_player") == [{"player": start(7).first}]


def test_mulligan_draws_five_new_then_shuffles_the_old_hand_in():  # BDV-3.7 BDV-6.14 BDV-8.8
    state = start(2)
    f = state.first
    old_hand, deck_before = list(state.hand[f]), list(state.deck[f])
    assert ids(state) == ["keep", "mulligan"]
    state.apply("mulligan")
    assert state.hand[f] == deck_before[::-1][:5]  # the five new cards came from the top
    assert set(old_hand) <= set(state.deck[f]) and len(state.deck[f]) == len(deck_before)
    assert state.deck[f][: len(deck_before) - 5] != deck_before[:-5]  # shuffled afterwards
    assert state.mulled[f] is True and ("mulligan", {"player": f}, None) in state.events
    assert state.decision == "mull" and state.to_move == 1 - f  # then the second player


def test_each_player_mulligans_at_most_once():  # BDV-3.8
    state = start(3)
    state.apply("mulligan")
    state.apply("mulligan")
    assert state.mulled == [True, True]
    assert state.decision == "main" and state.turn == 1  # no further mulligan decision


def test_life_then_energy_then_turn_one():  # BDV-3.9 BDV-3.10 BDV-3.11 BDV-1.10 BDV-4.5
    state = start(4)
    state.apply("keep")
    decks = [list(d) for d in state.deck]
    state.apply("keep")
    for p in (0, 1):
        assert state.life[p] == decks[p][::-1][:10]  # first moved card is at the bottom (index 0)
        assert state.energy[p] == decks[p][::-1][10:12] and not any(state.rested[i] for i in state.energy[p])
        view = state.observe(p)["view"]["players"][p]
        assert (view["life"], view["life_yellow"], view["life_red"]) == (10, 5, 5)
    assert state.turn == 1 and state.active == state.first and state.to_move == state.first
    assert len(state.hand[state.first]) == 5  # no draw for the first player in turn 1


def test_same_seed_and_choices_give_the_same_game():  # BDV-0.7
    def play(seed: int) -> str:
        state = start(seed)
        agents = [RandomAgent(1), RandomAgent(2)]
        while not state.is_over:
            state.apply(agents[state.to_move].act(state))
        return state.to_json()

    assert play(11) == play(11)
    assert play(11) != play(12)


def test_exactly_two_players():  # BDV-0.10
    with pytest.raises(DeckError, match="exactly 2 players"):
        G.new_game([RED], seed=1)
    with pytest.raises(PositionError, match="exactly 2 tables"):
        G.setup({"players": [player(), player(), player()]})


def test_registrations_do_not_change_during_a_game():  # BDV-2.14
    state = start(5)
    registered = Counter(RED.cards("main") + RED.cards("ddeck") + RED.cards("territory"))
    registered.update(BLUE.cards("main") + BLUE.cards("ddeck") + BLUE.cards("territory"))
    agents = [RandomAgent(3), RandomAgent(4)]
    while not state.is_over:
        assert Counter(state.cards) == registered and len(state.card_locations()) == len(state.cards)
        acts = ids(state)
        assert not any(a.startswith(("swap", "sideboard")) for a in acts)
        state.apply(agents[state.to_move].act(state))
