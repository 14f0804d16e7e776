"""Deck files in and out: the formats players keep their decks in, read into tcgkit decks and written back.

=========  ===========================================  =========================  ===========================
format     what                                         games                      detected by
=========  ===========================================  =========================  ===========================
lackey     LackeyCCG ``.dek`` (XML, one card a copy)    Star Wars TCG              ``.dek``, ``<superzone>``
octgn      OCTGN ``.o8d`` (XML, card GUIDs)             My Little Pony CCG         ``.o8d``, ``<section>``
ponyhead   PonyHead deck link or ``v1code``             My Little Pony CCG         ``ponyhead.com``, the code
plain      forum lists: counts, names, set codes        every game                 anything else
=========  ===========================================  =========================  ===========================

``import_deck(data, filename, game=None)`` reads text or bytes: the format from the file name's extension, else the
content; the game from the format (Lackey: Star Wars; OCTGN and PonyHead: My Little Pony), else, for a plain list,
the game whose card pool knows the most of its cards. ``game`` overrides the inference (and a file of another game
is refused). The result holds the deck of every card that could be matched, the problems (each unknown or
ambiguous card with its line or element and suggestions; nothing is dropped silently) and warnings.
``export_deck(game, deck, fmt)`` writes a deck in a format. Hostile files end in one ``DeckError`` line
(``common.py``); docs/decks.md shows each format.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import PurePath
from types import ModuleType

import tcgkit

from ..core import Deck, DeckError, Game
from . import lackey, octgn, plain, ponyhead
from .common import ImportProblem, ImportResult, decode, same_deck

__all__ = [
    "FORMATS",
    "ImportProblem",
    "ImportResult",
    "detect_format",
    "export_deck",
    "formats_for",
    "import_deck",
    "same_deck",
]

#: Format name -> its module (``read(text, game, source)``, ``write(game, deck)``, ``GAME`` or none for any game).
FORMATS: dict[str, ModuleType] = {"lackey": lackey, "octgn": octgn, "ponyhead": ponyhead, "plain": plain}
#: The file extension each format is written with.
EXTENSIONS = {"lackey": ".dek", "octgn": ".o8d", "ponyhead": ".txt", "plain": ".txt"}
_BY_EXTENSION = {".dek": "lackey", ".o8d": "octgn"}


def formats_for(game: str) -> list[str]:
    """The formats a game can be written in."""
    return [name for name, mod in FORMATS.items() if getattr(mod, "GAME", game) == game]


def detect_format(text: str, filename: str = "") -> str:
    """The format of a deck file: by extension (``.dek``, ``.o8d``), else by content."""
    ext = PurePath(filename).suffix.lower() if filename else ""
    if ext in _BY_EXTENSION:
        return _BY_EXTENSION[ext]
    head = text.lstrip()[:4000]
    if head.startswith("<"):
        low = head.lower()
        if "<superzone" in low:
            return "lackey"
        if "<section" in low or "<deck game=" in low:
            return "octgn"
        return "lackey" if "<deck version=" in low else "octgn"
    if ponyhead.looks_like(text):
        return "ponyhead"
    return "plain"


def _infer_plain_game(text: str, source: str) -> Game:
    """The game whose card pool resolves the most card lines of a plain list (DeckError if none or a tie)."""
    scores: list[tuple[int, str]] = []
    errors: list[DeckError] = []
    for name in tcgkit.games():
        game = tcgkit.game(name)
        try:
            result = plain.read(text, game, source)
        except DeckError as exc:  # a count over the limit, a line too long: the same for every game
            errors.append(exc)
            continue
        found = sum(n for rows in result.deck.sections.values() for _, n in rows)
        scores.append((found, name))
    scores.sort(reverse=True)
    if (not scores or scores[0][0] == 0) and errors:
        raise errors[0]
    if not scores or scores[0][0] == 0:
        raise DeckError(f"{source}: no game knows the cards of this list; name the game (--game)")
    if len(scores) > 1 and scores[1][0] == scores[0][0]:
        raise DeckError(f"{source}: the list fits {scores[0][1]} and {scores[1][1]} equally; name the game (--game)")
    return tcgkit.game(scores[0][1])


def _game(name: str | Game) -> Game:
    if isinstance(name, Game):
        return name
    try:
        return tcgkit.game(name)
    except KeyError as exc:
        raise DeckError(exc.args[0]) from None


def import_deck(
    data: str | bytes, filename: str = "deck", game: str | Game | None = None, fmt: str | None = None
) -> ImportResult:
    """Read a deck file (text or bytes) named ``filename``: ImportResult(deck, game, format, problems, warnings).

    DeckError (one line naming the file and line or element) when the file cannot be read as a deck at all: not
    text, malformed or unsafe XML, over a size limit, a deck of another game, an unknown format."""
    source = PurePath(filename).name or "deck"
    text, notes = decode(data, source)
    kind = fmt or detect_format(text, filename)
    if kind not in FORMATS:
        raise DeckError(f"unknown deck format {kind!r} (formats: {', '.join(FORMATS)})")
    module = FORMATS[kind]
    owner: str | None = getattr(module, "GAME", None)
    if game is not None:
        g = _game(game)
        if owner is not None and g.name != owner:
            raise DeckError(f"{source}: a {kind} deck file is a {tcgkit.game(owner).title} deck, not {g.title}")
    elif owner is not None:
        g = tcgkit.game(owner)
    else:
        g = _infer_plain_game(text, source)
    reader: Callable[[str, Game, str], ImportResult] = module.read
    result = reader(text, g, source)
    if notes:
        result = ImportResult(result.deck, result.game, result.format, result.problems, tuple(notes) + result.warnings)
    return result


def export_deck(game: str | Game, deck: Deck, fmt: str) -> str:
    """The deck written in format ``fmt`` (lackey, octgn, ponyhead, plain); DeckError if the game has no such format
    or a card cannot be written in it."""
    g = _game(game)
    if fmt not in FORMATS:
        raise DeckError(f"unknown deck format {fmt!r} (formats: {', '.join(FORMATS)})")
    if fmt not in formats_for(g.name):
        raise DeckError(f"{g.title} decks cannot be written as {fmt} (formats: {', '.join(formats_for(g.name))})")
    unknown = [cid for rows in deck.sections.values() for cid, _ in rows if cid not in g.cards]
    if unknown:
        raise DeckError(f"the deck names cards {g.name} does not have: {', '.join(unknown[:5])}")
    text: str = FORMATS[fmt].write(g, deck)
    return text
