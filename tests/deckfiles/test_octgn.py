"""OCTGN .o8d files (My Little Pony): cards by GUID, by name when the GUID is unknown; broken and hostile files."""

from __future__ import annotations

import pytest

import tcgkit
from tcgkit.core import DeckError
from tcgkit.deckfiles import export_deck, import_deck
from tcgkit.deckfiles.octgn import GAME_ID

from .helpers import FILES, counts, load


def test_a_deck_of_the_current_plugin_imports_by_guid_into_sections_by_type() -> None:
    r = load("rarity-apples.o8d")
    assert (r.format, r.game, r.ok, r.warnings) == ("octgn", "mlp", True, ())
    assert r.deck.name == "Rarity's apple orchard"  # from the notes' name: line
    c = counts(r)
    assert c["mane"] == {"pr-005-rarity": 1}
    # "Rarity" and "Applejack" alone are ambiguous names: the GUID decides
    assert c["main"]["pr-077-rarity"] == 1
    assert c["main"]["pr-023-applejack"] == 2
    assert sum(c["main"].values()) == 14
    assert sum(c["problems"].values()) == 4
    assert tcgkit.game("mlp").check_deck(r.deck)  # a short deck: it imports, the deck check says what is missing


def test_unknown_guids_fall_back_to_names_and_every_miss_is_reported() -> None:
    r = load("old-plugin.o8d")
    text = [str(p) for p in r.problems]
    assert len(text) == 2
    assert "line 4" in text[0] and "'Rainbow Dash' names several cards" in text[0]
    assert "Rainbow Dash, Flier Extraordinaire" in text[0]
    assert "line 11" in text[1] and "unknown card 'Opalescence™ Curtain Shredder'" in text[1]
    assert "Opalescence" in r.problems[1].suggestions
    c = counts(r)
    assert c["main"] == {"pr-022-apple-cobbler": 2, "pr-076-noteworthy": 3, "pr-158-timberwolf": 2}
    assert c["problems"] == {"pr-190-runaway-cart": 1, "pr-191-save-sweet-apple-acres": 2}
    assert any("matched 'Apple Cobbler™' by name" in w for w in r.warnings)
    assert any("Runaway Cart filed under 'Draw Deck'; imported into [problems]" in w for w in r.warnings)
    assert any("'Sideboard' (1 entry) is not part of a deck" in w for w in r.warnings)


@pytest.mark.parametrize(
    ("name", "message"),
    [
        (
            "huge-count.o8d",
            "huge-count.o8d, line 5 (card 2 of section Friends): count '1000000000000' is over the limit",
        ),
        ("other-game.o8d", "other-game.o8d, line 2: an OCTGN deck of another game"),
        ("system-entity.o8d", "system-entity.o8d, line 2: a <!DOCTYPE> declaration"),
    ],
)
def test_broken_hostile_and_foreign_files_end_in_one_line(name: str, message: str) -> None:
    with pytest.raises(DeckError) as exc:
        load(name)
    assert str(exc.value).startswith(message)


def test_bytes_with_a_byte_order_mark_and_windows_line_ends_read_the_same() -> None:
    raw = (FILES / "rarity-apples.o8d").read_bytes()
    crlf = b"\xef\xbb\xbf" + raw.replace(b"\n", b"\r\n")
    assert counts(import_deck(crlf, "x.o8d")) == counts(load("rarity-apples.o8d"))
    utf16 = raw.decode().replace('encoding="utf-8"', 'encoding="utf-16"').encode("utf-16")
    assert counts(import_deck(utf16, "x.o8d")) == counts(load("rarity-apples.o8d"))


def test_bad_counts_and_text_are_one_line_errors() -> None:
    head = f'<deck game="{GAME_ID}"><section name="Friends" shared="False">'
    for qty, msg in (
        ("-1", "not a whole number"),
        ("0", "at least 1"),
        ("3.5", "not a whole number"),
        ("9" * 5000, "over"),
    ):
        with pytest.raises(DeckError, match=msg):
            import_deck(f'{head}<card qty="{qty}" id="x">Noteworthy</card></section></deck>', "q.o8d")
    with pytest.raises(DeckError, match="not text"):
        import_deck(b"\xff\xfe\x00\xd8", "bin.o8d")
    with pytest.raises(DeckError, match="no <section>"):
        import_deck(f'<deck game="{GAME_ID}"/>', "empty.o8d")


def test_export_writes_every_section_of_the_game_definition() -> None:
    g = tcgkit.game("mlp")
    text = export_deck("mlp", g.sample_decks()["generosity-honesty"], "octgn")
    assert text.startswith(f'<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<deck game="{GAME_ID}">')
    for section in ("Mane Character", "Friends", "Resources", "Events", "Troublemakers", "Problems"):
        assert f'<section name="{section}" shared="False">' in text
    assert '<card qty="1" id="10e394e3-6437-49bb-b836-ab20f49c92b7">Rarity</card>' in text
    with pytest.raises(DeckError, match="cannot be written as octgn"):
        export_deck("starwars", tcgkit.game("starwars").sample_decks()["jedi-knights"], "octgn")
