"""What every deck-file format shares: the import result, problems with where they are, the bounded reader of
hostile text and XML, and the collector that turns (card, count) entries into a Deck within the limits.

Deck files come from outside, so they are held to the limits of ``tcgkit.core.limits`` (the same as deck-list text):
at most ``MAX_DECK_TEXT`` characters, ``MAX_COPIES`` copies in one entry, ``MAX_DECK_CARDS`` cards in a deck.
Anything that makes the whole file unreadable (not text, not XML, a DOCTYPE or entity declaration, over a limit, a
deck of another game) raises ``DeckError`` with one line naming the file and the line or element. A card that
cannot be matched, or matches several cards, does not stop the import: it becomes an ``ImportProblem`` naming its
line or element, with suggestions, and the rest of the deck is still read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any
from xml.parsers import expat

from ..core import Deck, DeckError, Game
from ..core.limits import MAX_COPIES, MAX_DECK_CARDS, MAX_DECK_ROWS, MAX_DECK_TEXT, MAX_NAME
from ..core.validate import show

#: Characters of one line of a plain list or of one XML text value we quote or match (a card name is under 60).
MAX_LINE = MAX_NAME + 20


@dataclass(frozen=True)
class ImportProblem:
    """A card entry that could not be imported: where it is (line or element), what is wrong, what it may be."""

    where: str
    message: str
    suggestions: tuple[str, ...] = ()
    kind: str = "unknown"  # "unknown", "ambiguous"

    def __str__(self) -> str:
        hint = f" (did you mean {' or '.join(repr(s) for s in self.suggestions)}?)" if self.suggestions else ""
        if self.kind == "ambiguous" and self.suggestions:
            hint = f" (write one of {', '.join(repr(s) for s in self.suggestions)})"
        return f"{self.where}: {self.message}{hint}"


@dataclass(frozen=True)
class ImportResult:
    """A deck read from a file: the deck (every card that could be matched), the format and game it was read as,
    the problems (cards not imported: unknown or ambiguous) and warnings (imported, but worth a look)."""

    deck: Deck
    game: str
    format: str
    problems: tuple[ImportProblem, ...] = ()
    warnings: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        """True when every card entry of the file was imported."""
        return not self.problems


def decode(data: str | bytes, source: str) -> tuple[str, list[str]]:
    """The text of a deck file (UTF-8, UTF-8 with a byte-order mark, UTF-16 with one, else Windows-1252), within the
    size limit; warnings say how it was read when it was not UTF-8."""
    notes: list[str] = []
    if isinstance(data, bytes | bytearray):
        raw = bytes(data)
        if len(raw) > 4 * MAX_DECK_TEXT:
            raise DeckError(f"{source}: {len(raw):,} bytes, over the limit of {MAX_DECK_TEXT:,} characters")
        if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
            try:
                text = raw.decode("utf-16")
            except UnicodeDecodeError:
                raise DeckError(
                    f"{source}: not text (a UTF-16 byte-order mark, then bytes that are not UTF-16)"
                ) from None
        else:
            try:
                text = raw.decode("utf-8-sig")
            except UnicodeDecodeError:
                try:
                    text = raw.decode("cp1252")
                except UnicodeDecodeError:
                    raise DeckError(f"{source}: not text (neither UTF-8 nor Windows-1252)") from None
                notes.append(f"{source}: not UTF-8; read as Windows-1252")
    elif isinstance(data, str):
        text = data[1:] if data.startswith("\ufeff") else data
    else:
        raise DeckError(f"{source}: a deck file is text or bytes, got {type(data).__name__}")
    if len(text) > MAX_DECK_TEXT:
        raise DeckError(f"{source}: {len(text):,} characters, over the limit of {MAX_DECK_TEXT:,} for a deck file")
    if "\x00" in text:
        raise DeckError(f"{source}: not text (it holds NUL characters)")
    return text, notes


# ---------------------------------------------------------------------------------------------- XML, safely
@dataclass
class Node:
    """One XML element: tag, attributes, text (stripped) and children, with the line it starts on."""

    tag: str
    attrs: dict[str, str]
    line: int
    children: list[Node] = field(default_factory=list)
    text: str = ""

    def find(self, tag: str) -> Node | None:
        return next((c for c in self.children if c.tag == tag), None)

    def findall(self, tag: str) -> list[Node]:
        return [c for c in self.children if c.tag == tag]


_DECL = re.compile(r"<!\s*(DOCTYPE|ENTITY)", re.IGNORECASE)
#: Elements of one deck file (a 60-card Lackey deck has about 130).
MAX_ELEMENTS = 20_000
MAX_XML_DEPTH = 32


def parse_xml(text: str, source: str) -> Node:
    """Parse XML text into Nodes with line numbers (the standard library's expat, the parser under ElementTree).

    Safe for hostile input: any DOCTYPE or ENTITY declaration is refused before and during parsing (so no entity
    expansion, no external entities), the text is within ``MAX_DECK_TEXT`` (checked by :func:`decode`), elements
    and nesting are bounded. Malformed XML raises DeckError naming the line and column."""
    m = _DECL.search(text)
    if m:
        line = text.count("\n", 0, m.start()) + 1
        raise DeckError(
            f"{source}, line {line}: a <!{m.group(1).upper()}> declaration; deck files may not declare "
            "document types or entities"
        )
    parser = expat.ParserCreate()
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    root: list[Node] = []
    stack: list[Node] = []
    texts: list[list[str]] = []
    count = 0

    def refuse(*_: Any) -> None:
        raise DeckError(
            f"{source}, line {parser.CurrentLineNumber}: a DOCTYPE or entity declaration; deck files "
            "may not declare document types or entities"
        )

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal count
        count += 1
        if count > MAX_ELEMENTS or len(stack) >= MAX_XML_DEPTH:
            raise DeckError(
                f"{source}, line {parser.CurrentLineNumber}: more than {MAX_ELEMENTS:,} elements or "
                f"nested more than {MAX_XML_DEPTH} deep; not a deck file"
            )
        node = Node(tag, dict(attrs), parser.CurrentLineNumber)
        (stack[-1].children if stack else root).append(node)
        stack.append(node)
        texts.append([])

    def end(_tag: str) -> None:
        node = stack.pop()
        node.text = "".join(texts.pop()).strip()

    def chars(data: str) -> None:
        if texts:
            texts[-1].append(data)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = chars
    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    parser.ExternalEntityRefHandler = refuse
    # the declaration's encoding names the bytes, which are already decoded: parse the text as UTF-8
    body = re.sub(r"^\s*<\?xml[^>]*\?>", "", text, count=1)
    lead = text[: len(text) - len(body)].count("\n")
    try:
        parser.Parse(body.encode("utf-8"), True)
    except expat.ExpatError as exc:
        reason = expat.ErrorString(exc.code) if exc.code else str(exc)
        raise DeckError(
            f"{source}, line {(exc.lineno or 1) + lead}, column {exc.offset + 1}: not well-formed XML ({reason})"
        ) from None
    except RecursionError:  # pragma: no cover - depth is bounded above
        raise DeckError(f"{source}: nested too deep") from None
    if not root:
        raise DeckError(f"{source}: no XML element")
    if lead:
        _shift(root[0], lead)
    return root[0]


def _shift(node: Node, lines: int) -> None:
    todo = [node]
    while todo:
        n = todo.pop()
        n.line += lines
        todo.extend(n.children)


# ---------------------------------------------------------------------------------------------- counts and decks
def read_count(raw: str, where: str) -> int:
    """A copy count from outside: digits only, 1..MAX_COPIES, counted before converting; DeckError otherwise."""
    text = raw.strip()
    if not text.isdigit() or not text.isascii():
        raise DeckError(f"{where}: count {show(text, 30)} is not a whole number")
    if len(text) > 6 or int(text) > MAX_COPIES:
        raise DeckError(f"{where}: count {show(text, 20)} is over the limit of {MAX_COPIES}")
    if int(text) < 1:
        raise DeckError(f"{where}: count must be at least 1")
    return int(text)


class Collector:
    """Entries in, Deck out: counts per section in first-seen order, the card limits, problems and warnings."""

    def __init__(self, game: Game, source: str, fmt: str) -> None:
        self.game = game
        self.source = source
        self.format = fmt
        self.counts: dict[str, dict[str, int]] = {}
        self.total = 0
        self.problems: list[ImportProblem] = []
        self.warnings: list[str] = []
        self.name = ""
        self.meta: dict[str, str] = {}

    def add(self, card_id: str, n: int, where: str, section: str | None = None) -> None:
        sec = section or home_section(self.game, card_id)
        self.total += n
        if self.total > MAX_DECK_CARDS:
            raise DeckError(f"{where}: more than {MAX_DECK_CARDS} cards in the deck")
        row = self.counts.setdefault(sec, {})
        if card_id not in row and sum(len(r) for r in self.counts.values()) >= MAX_DECK_ROWS:
            raise DeckError(f"{where}: more than {MAX_DECK_ROWS} different cards in the deck")
        row[card_id] = row.get(card_id, 0) + n

    def unknown(self, where: str, text: str, extra: str = "") -> None:
        close = tuple(self.game.cards.display(c) for c in self.game.cards.suggest(text[:MAX_NAME]))
        self.problems.append(ImportProblem(where, f"unknown card {show(text)}{extra}", close, "unknown"))

    def ambiguous(self, where: str, text: str, found: Iterable[str]) -> None:
        names = tuple(self.game.cards.display(c) for c in list(found)[:6])
        self.problems.append(ImportProblem(where, f"{show(text)} names several cards", names, "ambiguous"))

    def result(self) -> ImportResult:
        name = self.name[:MAX_NAME]
        meta = {k[:MAX_NAME]: v[:MAX_NAME] for k, v in list(self.meta.items())[:20]}
        deck = Deck({s: tuple(rows.items()) for s, rows in self.counts.items()}, name, meta)
        return ImportResult(deck, self.game.name, self.format, tuple(self.problems), tuple(self.warnings))


def home_section(game: Game, card_id: str) -> str:
    """The deck section a card belongs in by its type: My Little Pony keeps its Mane Character and Problems apart
    from the draw deck (sections ``mane`` and ``problems``); every other card, and every other game, ``main``."""
    sections = game.DECK_SECTIONS
    kind = getattr(game.cards[card_id], "type", "")
    if kind == "mane" and "mane" in sections:
        return "mane"
    if kind == "problem" and "problems" in sections:
        return "problems"
    return "main"


def same_deck(a: Deck, b: Deck) -> bool:
    """Equal as decks: the same cards with the same counts in each section (order within a section aside)."""

    def norm(d: Deck) -> dict[str, dict[str, int]]:
        return {s: dict(rows) for s, rows in d.sections.items() if rows}

    return norm(a) == norm(b)
