"""Conventions and the order of things (MLP-0.1–0.8, MLP-4.1, MLP-5.7, MLP-5.20, MLP-7.3–7.4)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tcgkit.core import DeckError
from tcgkit.games.mlp.state import MlpState

from .helpers import GAME, at, base, cid, ids, kinds, run, setup, with_player
from .synthetic import GAME as TEST_GAME


def tsetup(pos: dict[str, Any]) -> MlpState:
    state = TEST_GAME.setup(pos)
    assert isinstance(state, MlpState)
    return state


def test_rule_ids_of_the_shipped_rules() -> None:
    """MLP-0.1: every testable statement of the shipped rules (data/rules.md) has an id MLP-<section>.<n>, each
    defined once and listed in the index (section 12)."""
    text = GAME.rules_text()
    defined = re.findall(r"^- \*\*(MLP-\d+\.\d+)\*\*", text, re.M)
    index = re.findall(r"^\| (MLP-\d+\.\d+) \|", text, re.M)
    assert len(defined) == len(set(defined)) == 160
    assert set(index) == set(defined)


def test_may_always_offers_declining() -> None:
    """MLP-0.2: a "may" ability is a choice that includes declining (Rarity, Nest Weaver: may recall a card)."""
    state = setup(
        with_player(base(), 0, hand=["Rarity, Nest Weaver"], home=["Sugar Twist", "Sugar Twist"], discard=["Flitter"])
    )
    run(state, "play pr-077-rarity", "to h0")
    assert ids(state) == ["use", "skip"]
    run(state, "skip")
    assert len(state.hands[0]) == 0


def test_two_players_active_and_non_active() -> None:
    """MLP-0.3: exactly two players; the active player acts in their turn, the other only when a rule or an effect
    asks them (MLP-4.2, e.g. the opponent's faceoff window priority)."""
    assert GAME.profile.players == 2
    decks = list(GAME.sample_decks().values())
    with pytest.raises(DeckError, match="exactly 2 players"):
        GAME.new_game(decks[:3], seed=1)
    state = setup(base())
    assert state.to_move == state.active == 0


def test_subsets_are_chosen_one_item_at_a_time() -> None:
    """MLP-0.4: "up to 3" (Sea Swirl moves up to 3 of your Critter friends) is one pick at a time with `done`."""
    pos = with_player(base(), 0, home=["Blue Jay", "Falcon", "House Mouse", "Winona"])
    state = setup(at(pos, "s1", {"card": "Sea Swirl", "owner": 0}))
    run(state, "use pr-093-sea-swirl@s1")
    assert ids(state)[-1] == "skip" and len(ids(state)) == 5
    run(state, "target pr-081-blue-jay@h0")
    assert ids(state)[-1] == "done" and "target pr-081-blue-jay@h0" not in ids(state)
    run(state, "target pr-094-winona@h0", "done")
    assert sorted(state.cards[i] for i in state.locs[3]) == sorted([cid("Sea Swirl"), cid("Blue Jay"), cid("Winona")])


def test_single_option_decisions_are_taken_automatically() -> None:
    """MLP-0.5: a decision with exactly one legal option is applied without asking (a one-slot place here)."""
    state = setup(with_player(base(), 0, hand=["Two Bits"], home=["Emerald Green"]))
    run(state, "play pr-151-two-bits")
    assert state.decision == "main"


def test_discarded_cards_go_to_their_owners_pile() -> None:
    """MLP-0.8: to discard a card in play is to put it into its OWNER's discard pile: player 0's Too Many Bandages
    on player 1's friend goes to player 0's pile when that friend is dismissed (MLP-1.16)."""
    hand = ["Too Many Bandages", "Here's Your Invitation!"]
    pos = with_player(base(), 0, hand=hand, home=["Pinkie Pie, Ice Cutter", "Blue Jay"])
    state = setup(at(pos, "s1", "Blue Moon"))
    run(state, "play pr-148-too-many-bandages", "on pr-060-blue-moon@s1", "play pr-113-heres-your-invitation")
    assert [state.cards[i] for i in state.discards[1]] == [cid("Blue Moon")]
    assert [state.cards[i] for i in state.discards[0]] == [cid("Here's Your Invitation!"), cid("Too Many Bandages")]


def test_confront_abilities_wait_for_all_confront_points() -> None:
    """MLP-5.7: abilities triggered by confronting resolve after all points of the step (Pinkie Pie, Ice Cutter
    draws for player 1 only after both of player 0's points)."""
    pos = with_player(base(phase="score"), 1, hand=[])
    pos = at(
        pos,
        "s0",
        {"card": "Rainbow Dash, Flier Extraordinaire"},
        "Red Gala",
        {"card": "Pinkie Pie, Ice Cutter", "owner": 1},
    )
    pos = at(pos, "s1", {"card": "Blue Moon", "owner": 0}, {"card": "Sugar Twist", "owner": 0})
    state = setup(pos)
    seq = [k for k in kinds(state) if k in ("score", "ability", "draw")]
    assert seq[:4] == ["score", "score", "ability", "draw"]


def test_win_triggers_after_the_result() -> None:
    """MLP-5.20: abilities triggered by winning resolve after the result is applied (the bonus is scored first)."""
    pos = with_player(base(phase="score"), 0, deck=["Full Steam"])
    pos = with_player(pos, 1, deck=["Comet Tail"], hand=["Comet Tail"])
    pos = at(pos, "s0", {"card": "Rainbow Dash, Flier Extraordinaire"}, "Applejack, Plant Leader")
    state = setup(at(pos, "s0", {"card": "Blue Moon", "owner": 1}, {"card": "Blue Jay", "owner": 1}))
    seq = [k for k in kinds(state) if k in ("faceoff_result", "score", "ability", "discard")]
    assert seq.index("faceoff_result") < seq.index("ability") < seq.index("discard")
    assert seq[seq.index("faceoff_result") + 1] == "score"


def test_points_for_both_players_active_first_and_the_first_to_fifteen_wins() -> None:
    """MLP-7.3: one effect scoring for both players adds the active player's points first; MLP-7.2: the game ends
    at once, so at 14–14 the active player wins."""
    state = tsetup(with_player(base(scores=[14, 14]), 0, hand=["Both Score Test"]))
    run(state, "play test-both-score")
    assert state.result is not None and state.result.winner == 0 and state.scores == [15, 14]


def test_an_empty_deck_never_loses() -> None:
    """MLP-7.4: no other way to lose: a player with an empty deck plays on (MLP-6.25)."""
    state = setup(with_player(base(phase="ready"), 0, deck=[]))
    run(state, "end")
    assert not state.is_over and state.active == 1


def test_phases_in_order() -> None:
    """MLP-4.1: Ready, Troublemaker, Main, Score, End, then the other player's turn (turn counter + 1)."""
    state = setup(base(phase="ready"))
    run(state, "end")
    phases = [k for k in kinds(state) if k in ("ready", "end_main", "turn")]
    assert phases == ["ready", "end_main", "turn", "ready"]
    assert state.turn == 4 and state.active == 1
