"""LackeyCCG .dek files (Star Wars): matching by name, version and set; broken and hostile files."""

from __future__ import annotations

import pytest

import tcgkit
from tcgkit.core import DeckError
from tcgkit.deckfiles import export_deck, import_deck
from tcgkit.deckfiles.lackey import image_id

from .helpers import counts, load


def test_a_real_shaped_deck_imports_by_name_version_and_set() -> None:
    r = load("geonosis-swarm.dek")
    assert (r.format, r.game) == ("lackey", "starwars")
    assert r.ok
    main = counts(r)["main"]
    assert main["aotc-022-jango-fett-b"] == 2
    assert main["sr-013-jango-fett-e"] == 1
    assert main["aotc-017-geonosian-sentry"] == 3
    assert main["aotc-046-slave-i-a"] == 1  # &apos; and roman numerals as the plugin writes them
    assert sum(main.values()) == 11
    # the sideboard is reported, not imported
    assert any("Sideboard" in w and "not imported" in w for w in r.warnings)


def test_unknown_and_ambiguous_cards_are_reported_with_their_line_and_suggestions() -> None:
    r = load("republic-typos.dek")
    assert not r.ok
    text = [str(p) for p in r.problems]
    assert any("line 9" in t and "'Mace Windoo (A)'" in t and "Mace Windu (A)" in t for t in text)
    assert any("line 10" in t and "names several cards" in t and "Anakin Skywalker (A)" in t for t in text)
    assert any("line 11" in t and "tcgkit has no cards of set ESB" in t for t in text)
    assert any("line 13" in t and "without a <name>" in t for t in text)
    assert [p.kind for p in r.problems].count("ambiguous") == 1
    # the image id rescues a name the plugin decorated ("(Starter)"), with a warning
    assert counts(r)["main"]["sr-049-obi-wan-kenobi-d"] == 1
    assert any("image id" in w for w in r.warnings)
    # the cards that matched are all there: nothing else is lost
    assert sum(counts(r)["main"].values()) == 3


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("unclosed.dek", "unclosed.dek, line 6, column 4: not well-formed XML (mismatched tag)"),
        ("laughs.dek", "laughs.dek, line 2: a <!DOCTYPE> declaration"),
        ("magic-the-gathering.dek", "magic-the-gathering.dek, line 3: a LackeyCCG deck of the game 'magic'"),
    ],
)
def test_broken_hostile_and_foreign_files_end_in_one_line(name: str, message: str) -> None:
    with pytest.raises(DeckError) as exc:
        load(name)
    assert str(exc.value).startswith(message)
    assert "\n" not in str(exc.value)


def test_a_lackey_file_is_not_a_pony_deck() -> None:
    with pytest.raises(DeckError, match=r"is a Star Wars TCG .* deck, not My Little Pony CCG"):
        load("geonosis-swarm.dek", game="mlp")


def test_entity_tricks_without_a_doctype_are_refused_too() -> None:
    for text in (
        '<deck version="0.8"><superzone name="Deck"><card><name>&x;</name></card></superzone></deck>',
        '<deck version="0.8"><!ENTITY x "y"><superzone name="Deck"/></deck>',
    ):
        with pytest.raises(DeckError, match=r"^d\.dek, line 1"):
            import_deck(text, "d.dek")


def test_size_limits_hold() -> None:
    card = '<card><name id="Yoda_A">Yoda (A)</name><set>AOTC</set></card>'
    with pytest.raises(DeckError, match="over the limit"):
        import_deck('<deck version="0.8"><superzone name="Deck">' + card * 5000 + "</superzone></deck>", "big.dek")
    with pytest.raises(DeckError, match="more than 2000 cards"):
        import_deck('<deck version="0.8"><superzone name="Deck">' + card * 2001 + "</superzone></deck>", "many.dek")
    with pytest.raises(DeckError, match="nested more than"):
        import_deck("<deck>" + "<a>" * 100 + "</a>" * 100 + "</deck>", "deep.dek")


def test_export_writes_one_card_element_per_copy_with_the_plugins_ids() -> None:
    g = tcgkit.game("starwars")
    deck = g.sample_decks()["sith-geonosis"]
    text = export_deck("starwars", deck, "lackey")
    assert text.startswith('<deck version="0.8">\n\t<meta>\n\t\t<game>starwars</game>')
    assert text.count("<card>") == deck.count()
    assert image_id(g.cards["aotc-022-jango-fett-b"]) == "Jango_Fett_B"
    assert image_id(g.cards["sr-013-jango-fett-e"]) == "SR013_Jango_Fett_E"
    assert image_id(g.cards["aotc-032-obi-wan-s-starfighter-a"]) == "Obi_Wans_Starfighter_A"
    maul = next(cid for cid in g.cards if cid.startswith("sr-077-"))
    assert image_id(g.cards[maul]) == "SR077_Maul_s_Strategy"
