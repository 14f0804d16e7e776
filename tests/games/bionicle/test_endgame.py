"""The end of the game: the six-mask win, checked at once after an acquisition (BIO-7.1 to BIO-7.3, BIO-6.9)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tcgkit.core import IllegalAction
from tcgkit.games import bionicle

from .helpers import G, kinds, setup

FIVE = [
    "Hau (Tahu) (regular)",
    "Kaukau (Tahu) (regular)",
    "Miru (Tahu) (regular)",
    "Kakama (Tahu) (regular)",
    "Pakari (Tahu)",
]


def test_the_sixth_mask_wins_at_once_even_on_a_double_challenge():  # BIO-7.1, BIO-7.2, BIO-4.17
    state = setup(
        {"square": "1,7", "held": FIVE, "attached": ["Pakari (Tahu)"], "mt": ["Akaku (Tahu)", "Vakama's Staff"]},
        challenges=["Race the Storm", "Fallen Tree"],
    )
    state.apply("keep")  # the start step offers to swap the attached mask
    state.apply("move 1,6")
    assert state.is_over and state.result.winner == 0 and state.result.reason == "SIX_MASKS"
    assert state.result.scores == (6, 0) and state.to_move is None and state.legal_actions() == []
    assert [k for k in kinds(state)].count("reveal") == 1  # the second challenge is not played
    assert state.events[-1][0] == "game_over"  # nothing of the turn is played after the win
    with pytest.raises(IllegalAction, match="game is over"):
        state.apply("keep")


def test_held_masks_count_attached_or_not():  # BIO-7.1, BIO-6.9
    state = setup({"held": FIVE, "mt": ["Akaku (Tahu)"]}, challenges=["Race the Storm"])
    state.apply("keep")
    state.apply("move 9,4")
    assert state.result.winner == 0  # none of the six was attached


def test_five_masks_and_a_turaga_do_not_win():  # BIO-7.1, BIO-6.9
    state = setup({"held": FIVE, "mt": ["Vakama's Staff", "Akaku (Tahu)"]}, challenges=["Race the Storm"])
    state.apply("keep")
    state.apply("move 9,4")
    assert not state.is_over and state.mask_count(0) == 5


def test_losing_a_mask_lowers_the_count_and_never_ends_the_game():  # BIO-6.9, BIO-7.3
    state = setup(
        {"square": "9,9", "hand": ["Krana Xa (Tahnok/Gahlok)"]},
        {"held": ["Hau (Gali)"], "attached": ["Hau (Gali)"]},
        challenges=["Fallen Tree"],
    )
    assert state.mask_count(1) == 1
    state.apply("move 9,10")
    state.apply("play krana-xa-tg")
    assert state.mask_count(1) == 0 and not state.is_over


def test_every_result_reason_has_words_and_a_rule():  # BIO-7.1, BIO-7.3, BIO-7.4
    source = "".join(p.read_text() for p in Path(bionicle.__file__).parent.glob("*.py"))
    codes = set(re.findall(r'end_game\([^)]*?"([A-Z_]+)"', source))
    assert codes == {"SIX_MASKS", "TURN_LIMIT"} and codes == set(G.RESULT_REASONS)
    assert G.RESULT_REASONS["SIX_MASKS"][0] == "BIO-7.1" and G.RESULT_REASONS["TURN_LIMIT"][0] == "BIO-7.4"
