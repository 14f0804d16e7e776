"""Words for people: action labels, the log, the board, card details and results name players with
``tcgkit.core.names`` and show no internal codes (MLP-1.1 colours, MLP-5.2 requirements, MLP-7.6 results)."""

from __future__ import annotations

import re
from pathlib import Path

import tcgkit
from tcgkit.core import Result, Rng
from tcgkit.games import mlp

from .helpers import GAME, at, base, ids, run, setup, with_player

SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
CODES = re.compile(r"\b(?!BOOSTED\b|START\b|MLP\b)[A-Z]{2,}\b")


def test_place_labels_name_places_for_the_deciding_player() -> None:
    """MLP-4.13: a friend goes to the player's home or any slot; labels say whose problem and the token cost."""
    state = setup(with_player(base(), 0, hand=["Emerald Green"]))
    run(state, "play pr-012-emerald-green")
    assert [a.label for a in state.legal_actions()] == [
        "Play Emerald Green to your home (2 tokens)",
        "Play Emerald Green to Cloudbursting (your problem) (2 tokens)",
        "Play Emerald Green to It's Alive! (the opponent's problem) (2 tokens)",
    ]


def test_labels_and_log_lines_of_random_games_have_no_codes() -> None:
    """Labels for the deciding player and log lines for each viewer: no "player 0", no slot tags in brackets,
    no snake_case codes; neutral lines say "player 1" / "player 2"."""
    decks = GAME.sample_decks()
    for n, (a, b) in enumerate(GAME.sample_matchups()[:2]):
        state = GAME.new_game([decks[a], decks[b]], seed=n)
        rng = Rng(n)
        while not state.is_over:
            acts = state.legal_actions()
            for act in acts:
                assert "player 0" not in act.label and "[s" not in act.label, act.label
                assert not SNAKE.search(act.label), act.label
            state.apply(acts[rng.below(len(acts))].id)
        for kind, data, vis in state.events:
            for viewer in (None, 0, 1):
                if viewer is not None and vis is not None and viewer not in vis:
                    continue
                line = GAME.describe_event(kind, data, viewer)
                assert "player 0" not in line and not SNAKE.search(line), (kind, line)
                if viewer is None:
                    assert not re.search(r"\byour?\b", line) and not line.startswith("You "), (kind, line)


def test_log_lines_name_players_for_each_viewer() -> None:
    """One event, three readers: "You play ...", "The opponent plays ...", "Player 1 plays ..."."""
    state = setup(with_player(base(), 0, hand=["Emerald Green"]))
    run(state, "play pr-012-emerald-green", "to s0")
    kind, data, _ = state.events[-1]
    assert GAME.describe_event(kind, data, 0) == "You play Emerald Green to your problem"
    assert GAME.describe_event(kind, data, 1) == "The opponent plays Emerald Green to the opponent's problem"
    assert GAME.describe_event(kind, data, None) == "Player 1 plays Emerald Green to player 1's problem"


def test_the_board_shows_colours_power_and_each_problems_needs() -> None:
    """MLP-1.15, MLP-5.1, MLP-5.2, MLP-5.3: every character with its colour and power; at every problem what each
    player needs and has there, and whether it is met or blocked."""
    pos = at(with_player(base(), 0, problem="Bunny Stampede"), "s0", "Blue Jay", "Sweetie Sunrise")
    pos = at(pos, "s1", {"card": "Red Gala", "owner": 0}, {"card": "Yellow Parasprite", "owner": 1})
    state = setup(pos)
    text = GAME.render(state, 0)
    assert "you need 2 yellow + 2 non-yellow · you have yellow 2, non-yellow 1 · not met" in text
    assert "the opponent needs 5 any · the opponent has total 0 · not met" in text
    assert "you need 4 any · you have total 2 · [red]blocked by Yellow Parasprite[/red]" in text
    assert "[yellow]Blue Jay[/yellow] [dim](yellow, power 2)[/dim]" in text
    assert "(blue, power 1; START)" in text  # Rainbow Dash at home: its side too
    assert "(troublemaker, power 4, 1 point)" in text
    neutral = GAME.render(state, None)
    assert "player 1 needs 2 yellow + 2 non-yellow · player 1 has yellow 2, non-yellow 1" in neutral
    assert "player 0" not in neutral and "you" not in neutral.split()


def test_the_hand_shows_what_decides_a_play() -> None:
    """MLP-6.1, MLP-1.7, MLP-1.6: cost, colour and power, requirement, event timing, resource placement."""
    state = setup(with_player(base(), 0, hand=["Jetstream", "Jetstream", "Assertiveness Training", "Two Bits"]))
    text = GAME.render(state, 0)
    assert "2× Jetstream [dim](friend · cost 3 · blue, power 2 · needs 1 blue)[/dim]" in text
    assert "Assertiveness Training [dim](event · cost 1 · faceoff)[/dim]" in text
    assert "Two Bits [dim](resource · cost 1 · at your home · needs 2 blue)[/dim]" in text


def test_card_details_name_every_stat_without_codes() -> None:
    """MLP-1.3–1.9: every card of the pool gives named stats, keywords and our wording, with no internal codes
    ("non-orange", never ``not_orange``)."""
    for card_id in GAME.cards:
        d = GAME.card_details(card_id)
        assert set(d) == {"id", "name", "type", "stats", "keywords", "text"}
        assert d["text"] and d["type"]
        words = " ".join([d["text"], *map(str, d["keywords"]), *(f"{k} {v}" for k, v in d["stats"])])
        assert not SNAKE.search(words), (card_id, words)
        assert not CODES.search(words), (card_id, words)
        assert all(isinstance(k, str) and k for k, _ in d["stats"])
    stampede = GAME.card_details(GAME.cards.resolve("Bunny Stampede"))
    assert ["its owner needs", "2 yellow + 2 non-yellow"] in stampede["stats"]
    assert ["the opponent needs", "5 any"] in stampede["stats"]
    jet = GAME.card_details(GAME.cards.resolve("Jetstream"))
    assert jet["stats"][:4] == [["colour", "blue"], ["cost", 3], ["power", 2], ["play requirement", "1 blue power"]]
    assert "not_" not in GAME.describe_card(GAME.cards.resolve("Bunny Stampede"))


def test_every_result_reason_has_words_and_a_rule() -> None:
    """MLP-7.6: the result records the reason: ``points`` (MLP-7.1) or ``turn_limit`` (MLP-7.5); every reason the
    package can end a game with has words."""
    source = "".join(p.read_text() for p in Path(mlp.__file__).parent.glob("*.py"))
    reasons = set(re.findall(r'end_game\([^"]*"([a-z_]+)"', source))
    assert reasons == {"points", "turn_limit"}
    assert reasons <= set(GAME.RESULT_REASONS)
    assert (
        GAME.describe_result(Result(0, "points", (15, 3)), 0)
        == "You win: you reached 15 points; score 15 : 3 (MLP-7.1)"
    )
    assert GAME.describe_result(Result(0, "points", (15, 3)), 1) == (
        "The opponent wins: the opponent reached 15 points; score 15 : 3 (MLP-7.1)"
    )
    assert GAME.describe_result(Result(None, "turn_limit", (4, 4)), None) == (
        "Draw: the turn limit was reached; score 4 : 4 (MLP-7.5)"
    )
    assert tcgkit.game("mlp") is GAME


def test_challenge_labels_name_the_problem() -> None:
    """MLP-4.10: a challenge label names the problem by whose it is."""
    pos = at(base(phase="troublemaker"), "s1", {"card": "Red Gala", "owner": 0}, "Flim")
    state = setup(pos)
    assert [a.label for a in state.legal_actions()] == [
        "Challenge Flim at It's Alive! (the opponent's problem)",
        "End the challenge step",
    ]
    assert ids(state)[0] == "challenge pr-155-flim@s1"
