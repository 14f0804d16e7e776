"""Words for people: card text on demand, results with their rule, labels and log lines without internal codes."""

from __future__ import annotations

import re
from pathlib import Path

from tcgkit.agents import RandomAgent
from tcgkit.core import Result

from .helpers import GAME, players, setup

#: An internal code: an upper-case token of two letters or more (rule ids "HGO-…" aside) or a snake_case token.
ROW = "......"
CODE = re.compile(r"\b(?!HGO\b)[A-Z]{2,}[A-Z_]*\b|\b[a-z]+_[a-z_]+\b")


def test_every_card_has_details_in_plain_english() -> None:  # HGO-1.9, HGO-10.8
    for cid, card in GAME.cards.items():
        d = GAME.card_details(cid)
        assert set(d) == {"id", "name", "type", "stats", "keywords", "text"} and d["id"] == cid
        assert d["text"], f"{cid} has no text"
        words = [d["text"], *(f"{label} {value}" for label, value in d["stats"]), *d["keywords"]]
        for line in words:
            assert not CODE.search(line), f"{cid}: internal code in {line!r}"
        assert all(isinstance(label, str) and label for label, _ in d["stats"])
        if card.type != "stone":
            assert d["stats"][0][0] == "cost"
        line = GAME.describe_card(cid)
        assert not CODE.search(line), f"{cid}: internal code in {line!r}"


def test_card_details_name_every_stat() -> None:  # HGO-1.9–1.13, HGO-1.10
    assert GAME.card_details("t-sente") == {
        "id": "t-sente",
        "name": "Keep Sente",
        "type": "technique",
        "stats": [["cost", "1 black"], ["colour", "black (colourless)"]],
        "keywords": [],
        "text": "Draw a card.",
    }
    assert GAME.card_details("u-club-freshman")["stats"] == [
        ["cost", "1 blue"],
        ["colour", "blue"],
        ["attack", 1],
        ["defense", 0],
    ]
    assert GAME.card_details("u-club-freshman")["keywords"] == ["Quick"]
    sai = GAME.card_details("c-sai")
    assert sai["stats"] == [["cost", "2 white + 1 black"], ["colour", "white"], ["person", "Fujiwara no Sai"]]
    assert sai["keywords"] == ["restricted (1 per deck)"]
    assert GAME.card_details("f-tengen")["stats"][-1] == ["flipped", "in a match window"]
    assert GAME.card_details("stone-black")["stats"] == [["colour", "black"]]
    assert (
        GAME.card_text("t-sente")
        == "Keep Sente (technique)\n  cost 1 black · colour black (colourless)\n  Draw a card."
    )


def test_the_old_name_of_a_renamed_card_still_reads_in_deck_lists() -> None:  # HGO-1.9
    deck = GAME.parse_deck("2 Mini-Chinese Opening\n")
    assert deck.cards() == ["f-mini-chinese", "f-mini-chinese"]


def test_every_reason_the_game_can_end_with_has_words_and_a_rule() -> None:  # HGO-7.9
    from tcgkit.games.hikarugo import game

    source = "".join(p.read_text(encoding="utf-8") for p in Path(game.__file__).parent.glob("*.py"))
    reasons = set(re.findall(r'finish\("([A-Z_]+)"\)', source)) | set(
        re.findall(r'end_game\([^,]+, "([A-Z_]+)"', source)
    )
    assert reasons == {"RESIGN", "NO_LEGAL_SQUARE", "BOWLS_EMPTY", "TURN_LIMIT"}
    assert set(GAME.RESULT_REASONS) == reasons
    assert all(rule.startswith("HGO-7.") for rule, _ in GAME.RESULT_REASONS.values())


def test_results_are_told_in_words_for_each_viewer() -> None:  # HGO-7.1, HGO-7.3, HGO-7.8
    scores = ({"total": 20.0}, {"total": 16.5})
    bowls = Result(0, "BOWLS_EMPTY", scores)
    assert GAME.describe_result(bowls, 0) == (
        "You win: both bowls are empty, and your score is higher; score 20 : 16.5 (HGO-7.3)"
    )
    assert GAME.describe_result(bowls, 1) == (
        "The opponent wins: both bowls are empty, and the opponent's score is higher; score 20 : 16.5 (HGO-7.3)"
    )
    assert GAME.describe_result(bowls) == (
        "Player 1 wins: both bowls are empty, and player 1's score is higher; score 20 : 16.5 (HGO-7.3)"
    )
    assert GAME.describe_result(Result(1, "RESIGN", ()), 1) == "You win: the opponent resigned (HGO-7.1)"
    assert GAME.describe_result(Result(None, "TURN_LIMIT", scores)) == (
        "Draw: the turn limit was reached; score 20 : 16.5 (HGO-7.8)"
    )


def test_labels_and_log_lines_carry_no_internal_code() -> None:  # HGO-0.4, HGO-8.8
    decks = list(GAME.sample_decks().values())
    for seed in range(6):
        state = GAME.new_game(decks, seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 11)]
        while not state.is_over:
            for a in state.legal_actions():
                assert not CODE.search(a.label), a.label
            state.apply(agents[state.to_move].act(state))
        for kind, data, _ in state.events:
            for viewer in (None, 0, 1):
                line = GAME.describe_event(kind, data, viewer)
                assert not CODE.search(line) and "player 0" not in line.lower() and "you's" not in line, line


def test_labels_say_what_a_card_costs_and_what_an_ability_does() -> None:  # HGO-5.16, HGO-5.20
    state = setup(
        phase="main",
        board=["BBB...", "BBB...", ROW, ROW, ROW, ROW],
        players=players({"hand": ["c-akari"], "character": "c-waya"}),
    )
    labels = {a.id: a.label for a in state.legal_actions()}
    assert labels["play c-akari"] == "Play Akari, Club Supporter (1 white)"
    assert labels["use c-waya"] == "Use Waya, Insei Friend's ability (pay 1 black): you draw a card"
