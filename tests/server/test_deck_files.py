"""Deck files in the lobby (issue 16, item 1): a LackeyCCG, OCTGN or PonyHead file or a forum list is checked and
converted by the server like tcgkit's own list, and a game starts with it; broken files say what is wrong."""

from __future__ import annotations

from pathlib import Path

from fastapi.testclient import TestClient

import tcgkit
from tcgkit.deckfiles import export_deck

FILES = Path(__file__).resolve().parent.parent / "deckfiles" / "files"


def check(client: TestClient, game: str, name: str, text: str | None = None) -> dict[str, object]:
    body = {"game": game, "text": text if text is not None else (FILES / name).read_text(), "filename": name}
    answer = client.post("/api/decks/check", json=body)
    assert answer.status_code == 200
    result: dict[str, object] = answer.json()
    return result


def test_each_format_is_read_and_converted_to_tcgkits_list(client: TestClient) -> None:
    for game, name, words in [
        ("mlp", "rarity-apples.o8d", "read as an OCTGN deck file"),
        ("mlp", "pinkie-party.txt", "read as a PonyHead deck link"),
        ("mlp", "pony-forum.txt", "read as a card list with counts"),
        ("starwars", "geonosis-swarm.dek", "read as a LackeyCCG deck file"),
        ("starwars", "jedi-forum.txt", "read as a card list with counts"),
    ]:
        r = check(client, game, name)
        assert r["error"] is None and r["converted"] == words, (name, r)
        text = r["text"]
        assert isinstance(text, str) and text.strip()
        # the converted list is tcgkit's own format: checked again it is read as it is, with the same problems
        again = check(client, game, "deck.txt", text)
        assert "converted" not in again and again["problems"] == r["problems"] and again["cards"] == r["cards"]
    lackey = check(client, "starwars", "geonosis-swarm.dek")
    assert any("Sideboard" in w for w in lackey["warnings"])  # type: ignore[union-attr]


def test_unmatched_cards_refuse_the_file_with_every_entry_named(client: TestClient) -> None:
    r = check(client, "starwars", "republic-typos.dek")
    error = r["error"]
    assert isinstance(error, str) and error.startswith("read as a LackeyCCG deck file,")
    assert "could not be matched" in error and "did you mean" in error
    forum = check(client, "mlp", "forum-typos.txt")
    assert isinstance(forum["error"], str) and "could not be matched" in forum["error"]


def test_a_file_of_another_game_or_an_unsafe_file_is_refused_in_one_line(client: TestClient) -> None:
    other = check(client, "starwars", "rarity-apples.o8d")
    assert isinstance(other["error"], str) and "My Little Pony CCG deck, not Star Wars" in other["error"]
    unsafe = check(client, "starwars", "laughs.dek")
    assert isinstance(unsafe["error"], str) and "<!DOCTYPE>" in unsafe["error"]
    for r in (other, unsafe):
        assert "\n" not in str(r["error"]) and r["problems"] == []


def test_tcgkits_own_lists_and_their_errors_are_unchanged(client: TestClient) -> None:
    game = tcgkit.game("hikarugo")
    text = next(iter(game.sample_decks().values())).to_text(game.cards)
    r = check(client, "hikarugo", "my-deck.txt", text)
    assert r["problems"] == [] and r["error"] is None and "converted" not in r
    bad = check(client, "hikarugo", "my-deck.txt", "4 No Such Card")
    assert isinstance(bad["error"], str) and "No Such Card" in bad["error"]


def test_a_game_starts_with_an_uploaded_octgn_deck(client: TestClient) -> None:
    game = tcgkit.game("mlp")
    deck = next(iter(game.sample_decks().values()))
    o8d = export_deck(game, deck, "octgn")
    checked = check(client, "mlp", "mine.o8d", o8d)
    assert checked["problems"] == [] and checked["error"] is None
    body = {
        "game": "mlp",
        "deck": {"text": o8d, "filename": "mine.o8d"},
        "opponent": {"kind": "computer", "agent": "random"},
    }
    answer = client.post("/api/games", json=body)
    assert answer.status_code == 200, answer.json()
    assert answer.json()["id"] and answer.json()["token"]
