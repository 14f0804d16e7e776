"""Export -> import gives the same deck, for every sample deck of both games and every format of the game; and
exporting the imported deck again gives the same file, character for character."""

from __future__ import annotations

import pytest

import tcgkit
from tcgkit.deckfiles import EXTENSIONS, export_deck, formats_for, import_deck, same_deck

#: Formats that carry the deck's name (LackeyCCG and PonyHead have no place for it).
NAMED = {"plain", "octgn"}
CASES = [
    (game, sample, fmt)
    for game in ("starwars", "mlp")
    for sample in tcgkit.game(game).sample_decks()
    for fmt in formats_for(game)
]


@pytest.mark.parametrize(("game", "sample", "fmt"), CASES, ids=[f"{g}-{s}-{f}" for g, s, f in CASES])
def test_export_then_import_is_the_same_deck(game: str, sample: str, fmt: str) -> None:
    deck = tcgkit.game(game).sample_decks()[sample]
    text = export_deck(game, deck, fmt)
    result = import_deck(text, f"{sample}{EXTENSIONS[fmt]}")  # format and game detected, not given
    assert (result.format, result.game) == (fmt, game)
    assert result.ok and not result.warnings, (result.problems, result.warnings)
    assert same_deck(result.deck, deck)
    if fmt in NAMED:
        assert result.deck.name == deck.name
    if fmt == "plain":
        assert result.deck == deck  # order and metadata too
    assert export_deck(game, result.deck, fmt) == text
    assert not tcgkit.game(game).check_deck(result.deck)  # still legal


def test_formats_per_game() -> None:
    assert formats_for("starwars") == ["lackey", "plain"]
    assert formats_for("mlp") == ["octgn", "ponyhead", "plain"]
    assert formats_for("hikarugo") == ["plain"]


def test_a_plain_list_of_any_game_round_trips() -> None:
    for game in tcgkit.games():
        for deck in tcgkit.game(game).sample_decks().values():
            result = import_deck(export_deck(game, deck, "plain"), "x.txt", game)
            assert result.ok and result.deck == deck
