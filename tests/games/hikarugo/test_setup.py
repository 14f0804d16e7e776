"""Setup: two players, nigiri, colours, shuffles, opening hands and mulligans (HGO-0.2, HGO-0.7, HGO-3.1–3.10)."""

from __future__ import annotations

import pytest

from tcgkit.core import DeckError

from .helpers import GAME, events, ids, play

DECKS = list(GAME.sample_decks().values())


def test_exactly_two_players() -> None:  # HGO-0.2
    with pytest.raises(DeckError, match="exactly 2 players"):
        GAME.new_game(DECKS[:1], seed=1)
    with pytest.raises(DeckError, match="exactly 2 players"):
        GAME.new_game([*DECKS, DECKS[0]], seed=1)
    assert GAME.profile.players == 2


def test_a_new_game_starts_empty() -> None:  # HGO-3.2, HGO-3.6, HGO-1.15
    state = GAME.new_game(DECKS, seed=2)
    assert state.stones == [0, 0] and state.agehama == [0, 0] and state.discards == [[], []]
    assert state.chars == state.uchite == state.fuseki == [[], []] and state.att == state.dfd == -1
    assert [len(h) for h in state.hands] == [7, 7] and [len(d) for d in state.decks] == [43, 43]
    zones = {z.split(":")[0] for z in state.card_locations().values()}
    assert zones == {"hand", "deck"}


def test_nigiri_picks_the_first_player_at_random_and_black_moves_first() -> None:  # HGO-3.3, HGO-3.4, HGO-3.10
    firsts = []
    for seed in range(40):
        state = GAME.new_game(DECKS, seed=seed)
        assert events(state, "nigiri") == [{"black": state.black}]
        assert state.active == state.black and state.turn == 1
        assert state.to_move == state.black and state.decision == "mull"
        firsts.append(state.black)
    assert 10 < sum(firsts) < 30  # both players get black


def test_decks_are_shuffled() -> None:  # HGO-3.5, HGO-0.7
    a = GAME.new_game(DECKS, seed=5)
    b = GAME.new_game(DECKS, seed=6)
    c = GAME.new_game(DECKS, seed=5)
    for p in (0, 1):
        assert a.decks[p] != sorted(a.decks[p])  # not in deck-list order
        assert a.decks[p] != b.decks[p]  # and not the same order for another seed
    assert a.to_json() == c.to_json()  # the same seed gives the same game
    assert {e["player"] for e in events(a, "shuffle")} == {0, 1}


def test_mulligans_first_player_first_and_once_each() -> None:  # HGO-3.7, HGO-3.8, HGO-3.9
    state = GAME.new_game(DECKS, seed=7)
    first, second = state.black, 1 - state.black
    assert ids(state) == ["keep", "mulligan", "resign"]
    old = sorted(state.hands[first])
    play(state, "mulligan")
    assert state.to_move == second and state.decision == "mull"
    assert state.observe(second)["view"]["mulligans"][first] == "mulligan"  # the second knows the choice
    assert len(state.hands[first]) == 7 and len(state.decks[first]) == 43
    assert sorted(state.hands[first]) != old
    assert sorted(state.hands[first] + state.decks[first]) == sorted(range(first * 50, first * 50 + 50))
    play(state, "keep")
    # no second mulligan: the game goes on to turn 1, the first player's Hand phase (HGO-3.10)
    assert state.turn == 1 and state.to_move == first and state.decision == "place"
    assert state.mulligans == (["mulligan", "keep"] if first == 0 else ["keep", "mulligan"])


def test_the_first_player_plays_every_phase_of_turn_one() -> None:  # HGO-3.10, HGO-4.5
    state = GAME.new_game(DECKS, seed=8)
    play(state, "keep", "keep")
    p = state.black
    play(state, "place c3")
    assert state.turn == 1 and state.active == p and state.decision == "hdisc"  # Hand phase with 7 cards


def test_placing_takes_a_stone_from_the_bowl_without_choice() -> None:  # HGO-0.7, HGO-1.5
    state = GAME.new_game(DECKS, seed=9)
    play(state, "keep", "keep")
    p = state.black
    assert all(a.id.startswith("place") or a.resign for a in state.legal_actions())
    play(state, "place d4")
    assert state.bowls[p] == 17 and state.bowls[1 - p] == 18
