"""Plain lists as pasted in forums: counts before or after, set codes, headings; typos reported by line."""

from __future__ import annotations

import pytest

from tcgkit.core import DeckError
from tcgkit.deckfiles import import_deck

from .helpers import counts, load


def test_a_star_wars_forum_list() -> None:
    r = load("jedi-forum.txt")
    assert (r.format, r.game, r.ok, r.warnings) == ("plain", "starwars", True, ())
    assert r.deck.name == "Jedi Council (light side)" and r.deck.meta == {"side": "light"}
    main = counts(r)["main"]
    assert main["aotc-031-obi-wan-kenobi-a"] == 1  # "Obi-Wan Kenobi A"
    assert main["aotc-058-yoda-a"] == 1  # "Yoda (A) [AOTC]"
    assert main["aotc-009-clone-officer"] == 3  # "Clone Officer (AOTC)"
    assert main["aotc-064-at-te-walker-23x"] == 2  # "AOTC 64"
    assert main["sr-014-jedi-bravery"] == 3  # "SR 14"
    assert sum(main.values()) == 26  # "Total: 26" is not a card


def test_a_pony_forum_list_with_headings_and_set_numbers() -> None:
    r = load("pony-forum.txt")
    assert (r.game, r.ok) == ("mlp", True)
    c = counts(r)
    assert c["mane"] == {"pr-002-applejack": 1}
    assert c["main"] == {
        "pr-022-apple-cobbler": 3,
        "pr-026-cherry-jubilee": 3,
        "pr-033-red-gala": 3,
        "pr-199-big-mac": 3,
    }
    assert c["problems"] == {"pr-190-runaway-cart": 2, "pr-174-i-can-fix-it": 2}


def test_typos_and_ambiguous_names_are_reported_with_suggestions_and_the_rest_is_read() -> None:
    r = load("forum-typos.txt")
    assert r.game == "mlp"
    text = [str(p) for p in r.problems]
    assert len(text) == 3
    assert text[0].startswith("forum-typos.txt, line 2: 'Rainbow Dash' names several cards (write one of ")
    assert text[1] == "forum-typos.txt, line 5: unknown card 'Pearly Stich' (did you mean 'Pearly Stitch'?)"
    assert "line 6: 'Fluttershy' names several cards" in text[2]
    assert counts(r) == {"main": {"pr-076-noteworthy": 3}}
    assert any("'Sideboard:' is not part of a deck" in w for w in r.warnings)


def test_our_own_deck_list_text_is_a_plain_list() -> None:
    text = "name: x\n[mane]\n1 Rarity, Dazzling Fashionista\n[problems]\n2 Runaway Cart\n[main]\n3 Noteworthy\n"
    r = import_deck(text, "mine.txt")
    assert counts(r) == {
        "mane": {"pr-005-rarity": 1},
        "problems": {"pr-190-runaway-cart": 2},
        "main": {"pr-076-noteworthy": 3},
    }


def test_limits_and_lists_no_game_knows() -> None:
    with pytest.raises(DeckError, match=r"huge-plain.txt, line 1: count .* over the limit of 999"):
        load("huge-plain.txt")
    with pytest.raises(DeckError, match="over the limit"):
        import_deck("Yoda (A)\n" * 30_000, "long.txt")
    with pytest.raises(DeckError, match="no game knows"):
        import_deck("4 Black Lotus\n2 Pikachu\n", "other.txt")
    with pytest.raises(DeckError, match="no cards"):
        import_deck("# nothing\n", "empty.txt", "starwars")
    with pytest.raises(DeckError, match=r"line 1: .* characters"):
        import_deck("4 " + "x" * 500, "wide.txt", "starwars")
