"""Setup (MLP-3.1–3.8, MLP-8.8) from two sample decks, and the registration check before a game (MLP-2.12)."""

from __future__ import annotations

import json

import pytest

from tcgkit.core import Deck, DeckError
from tcgkit.games.mlp.state import MlpState

from .helpers import GAME, ids, run

DECKS = GAME.sample_decks()


def new(seed: int = 1) -> MlpState:
    state = GAME.new_game([DECKS["loyalty-laughter"], DECKS["magic-kindness"]], seed=seed)
    assert isinstance(state, MlpState)
    return state


def first_choices(state: MlpState, n: int) -> None:
    for _ in range(n):
        state.apply(ids(state)[0])


def test_manes_start_at_home_on_their_start_side() -> None:
    """MLP-3.1: each Mane is at its owner's home, START side up, ready."""
    state = new()
    for p in (0, 1):
        m = state.mane[p]
        assert state.where(m) == p and state.fl[m] == 0


def test_starting_problem_choices_are_secret_until_both_are_made() -> None:
    """MLP-3.2: player 0 chooses first among their Starting Problems, then player 1; neither choice is shown to the
    opponent until both are made; then both are face up in their owners' main slots (MLP-8.8)."""
    state = new()
    assert state.decision == "pick_start" and state.to_move == 0
    assert ids(state) == [
        "start pr-168-cloudbursting",
        "start pr-171-795-wing-power",
        "start pr-178-looking-for-trouble",
        "start pr-192-special-delivery",
        "start pr-172-mean-meanie-pants",
        "start pr-169-adventures-in-foalsitting",
    ]
    run(state, "start pr-171-795-wing-power")
    assert state.to_move == 1
    seen_by_1 = json.dumps(state.observe(1))
    assert "795 Wing Power" not in seen_by_1
    pick = state.picks[0]
    assert pick in state.hidden_from(1) and pick not in state.hidden_from(0)
    run(state, "start pr-164-bunny-breakout")
    assert state.cards[state.loc_prob[2]] == "pr-171-795-wing-power"
    assert state.cards[state.loc_prob[3]] == "pr-164-bunny-breakout"
    assert "795 Wing Power" in json.dumps(state.observe(1))


def test_first_player_is_random() -> None:
    """MLP-3.3, MLP-0.6: the engine picks the first player from the game's generator: both happen."""
    firsts = set()
    for seed in range(12):
        state = new(seed)
        first_choices(state, 2)
        firsts.add(state.first)
    assert firsts == {0, 1}


def test_shuffle_deal_and_mulligan_order() -> None:
    """MLP-3.4, MLP-3.5: decks are shuffled and each player draws 6; MLP-3.6: the first player decides keep or mulligan
    first; a mulligan shuffles the whole hand back and draws 6, at most once; MLP-8.8: the mulligan is public, the
    cards are not."""
    state = new(3)
    first_choices(state, 2)
    first = state.first
    assert state.decision == "mulligan" and state.to_move == first
    assert [len(h) for h in state.hands] == [6, 6]
    listed = [cid for cid, n in DECKS["loyalty-laughter"].sections["main"] for _ in range(n)]
    assert [state.cards[i] for i in state.decks[0]] != listed[6:]
    before = list(state.hands[first])
    run(state, "mulligan")
    assert len(state.hands[first]) == 6 and state.hands[first] != before
    assert state.mulled[first] and state.to_move == 1 - first
    public = [(k, d) for k, d, vis in state.events if vis is None and k == "mulligan"]
    assert public == [("mulligan", {"player": first})]
    run(state, "keep")
    assert state.decision != "mulligan"


def test_problem_decks_are_shuffled_and_the_game_begins() -> None:
    """MLP-3.7: the other 9 problems are shuffled face down under the current problem (hidden from both,
    MLP-8.3); MLP-3.8: scores and pools start at 0, turn 1 is the first player's (who gains 2 tokens and skips
    the draw, MLP-4.4, MLP-4.5)."""
    state = new(5)
    while state.decision in ("pick_start", "mulligan"):
        first_choices(state, 1)
    first = state.first
    assert state.turn == 1 and state.active == first
    assert state.scores == [0, 0] and state.tokens[first] == 2 and state.tokens[1 - first] == 0
    assert len(state.hands[first]) == 6
    for p in (0, 1):
        assert len(state.pdecks[p]) == 9
        assert set(state.pdecks[p]) <= state.hidden_from(p)


def test_no_game_with_an_illegal_registration() -> None:
    """MLP-2.12: a game must not start while either registration has a violation."""
    bad = Deck(dict(DECKS["loyalty-laughter"].sections, problems=DECKS["loyalty-laughter"].sections["problems"][:3]))
    with pytest.raises(DeckError, match=r"MLP-2\.5"):
        GAME.new_game([bad, DECKS["magic-kindness"]], seed=1)
