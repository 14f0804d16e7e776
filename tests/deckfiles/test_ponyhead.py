"""PonyHead deck links and codes (My Little Pony)."""

from __future__ import annotations

import pytest

import tcgkit
from tcgkit.core import DeckError
from tcgkit.deckfiles import export_deck, import_deck
from tcgkit.deckfiles.ponyhead import code_of

from .helpers import counts, load


def test_a_deck_link_imports_with_sections_by_card_type() -> None:
    r = load("pinkie-party.txt")
    assert (r.format, r.game, r.ok) == ("ponyhead", "mlp", True)
    c = counts(r)
    assert c["mane"] == {"pr-003-pinkie-pie": 1}
    assert sum(c["main"].values()) == 17
    assert sum(c["problems"].values()) == 8


def test_a_bare_code_and_a_link_without_scheme_read_the_same() -> None:
    link = load("pinkie-party.txt")
    code = import_deck("pr3x1-pr44x3-pr42x3-pr36x3-pr54x3-pr60x2-pr114x2-pr144x1-pr192x2-pr177x2-pr169x2-pr172x2", "c")
    bare = import_deck("ponyhead.com/deckbuilder?draftMode&v1code=pr3x1-pr44x3", "c")
    assert counts(code) == counts(link)
    assert counts(bare) == {"mane": {"pr-003-pinkie-pie": 1}, "main": {"pr-044-high-spirits": 3}}


def test_canterlot_nights_entries_import() -> None:
    r = import_deck("pr3x1-cn12x2-cn0x1", "c")
    assert not r.problems
    assert counts(r) == {"mane": {"pr-003-pinkie-pie": 1}, "main": {"cn-012-dr-hooves": 2, "cn-000-flutterbat": 1}}


def test_cards_and_sets_tcgkit_lacks_and_bad_entries_are_reported() -> None:
    r = load("mixed-sets.txt")
    text = [str(p) for p in r.problems]
    assert len(text) == 3
    assert "entry 3 ('rr12x3'): unknown card RR12: Rock N Rave RR12 is not in tcgkit's card pool" in text[0]
    assert "entry 4 ('nd40x2'): unknown card ND40: the set code 'nd' is not in tcgkit's card data" in text[1]
    assert "entry 6 ('ffx1'): not a PonyHead entry" in text[2]
    assert counts(r) == {
        "mane": {"pr-005-rarity": 1},
        "main": {"pr-076-noteworthy": 3},
        "problems": {"pr-170-emergency-dress-order": 2},
    }


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("short-link.txt", "is a PonyHead short link; open it in a browser"),
        ("huge-code.txt", "huge-code.txt, entry 1 ('PR12x1"),
    ],
)
def test_links_that_cannot_be_read_end_in_one_line(name: str, message: str) -> None:
    with pytest.raises(DeckError, match=None) as exc:
        load(name)
    assert message in str(exc.value) and "\n" not in str(exc.value)


def test_other_sites_and_links_without_a_deck_are_refused() -> None:
    with pytest.raises(DeckError, match="has no v1code"):
        import_deck("https://ponyhead.com/deckbuilder?other=1", "l.txt", "mlp", "ponyhead")
    with pytest.raises(DeckError, match=r"not a ponyhead\.com link"):
        import_deck("https://example.com/deckbuilder?v1code=pr1x1", "l.txt", "mlp", "ponyhead")
    with pytest.raises(DeckError, match="is a My Little Pony CCG deck, not Star Wars"):
        import_deck("pr1x1", "l.txt", "starwars")


def test_special_numbers_use_ponyheads_markers() -> None:
    assert [code_of(n) for n in ("PR12", "RRf1", "CNpf3", "AD-1")] == ["pr12", "rrF1", "cnPF3", "adn1"]
    text = export_deck("mlp", tcgkit.game("mlp").sample_decks()["laughter-magic"], "ponyhead")
    assert text.startswith("https://ponyhead.com/deckbuilder?v1code=pr3x1-")
