"""The table names what is being decided in words, never by its code (issue 13, Build 3): every decision of every
game has words (the game's ``DECISION_WORDS``; the conformance suite checks them too), and the ``state`` message
carries them."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

import tcgkit
from tcgkit.core import TcgkitError
from tcgkit.server.decisions import UNKNOWN, decision_words
from tests.server.conftest import hello, new_game


def decisions_of(name: str) -> list[str]:
    """Every decision opcode of a game (the ``offer_``/``take_`` pairs of its state class)."""
    game = tcgkit.game(name)
    decks = list(game.sample_decks().values())
    for a in decks:
        for b in decks:
            try:
                return sorted(type(game.new_game([a, b], seed=0))._DECISIONS)
            except TcgkitError:  # decks that may not play each other (Star Wars: two of one side)
                continue
    raise AssertionError(f"{name}: no two sample decks may play each other")


@pytest.mark.parametrize("name", tcgkit.games())
def test_every_decision_of_every_game_reads_as_words(name: str) -> None:
    words_of = tcgkit.game(name).DECISION_WORDS
    missing = [op for op in decisions_of(name) if op not in words_of]
    assert not missing, f"{name}: no words for the decisions {missing} (the game's DECISION_WORDS)"
    for op in decisions_of(name):
        words = decision_words(name, op)
        assert words and words != op and " " in words, (name, op, words)
        assert not re.search(r"\byour?\b", words, re.I), f"{name} {op}: {words!r} must read for both players"


def test_an_unknown_decision_is_never_shown_by_its_code() -> None:
    assert decision_words("bionicle", "no_such_op") == UNKNOWN
    assert decision_words("bionicle", "") is None


def test_the_state_message_says_what_is_decided_in_words(client: TestClient) -> None:
    started = new_game(client, "bionicle", seat=0)
    with client.websocket_connect(f"/ws/{started['id']}") as ws:
        state = hello(ws, started["token"])
    assert state["deciding"] in tcgkit.game("bionicle").DECISION_WORDS.values(), state["deciding"]
