"""Deck lists: the text format, the Deck value, and reading a list against a card pool.

Text format (one card per line)::

    # comments start with '#' or '//'
    name: Shusaku opening          (optional)
    3 Kosumi                       (count, optional 'x': '3x Kosumi'; no count means 1)
    Touya Akira (young)            (any name, id or alias the card pool knows)
    [problems]                     (a section header; games name their sections, 'main' is the default)
    1 Some problem card

A game declares which sections it knows (e.g. Star Wars: main only; MLP: main, problems; Build Divide: main,
ddeck, territory); an unknown section or card is a DeckError naming the line.

Sizes are bounded (core.limits): a list of at most ``MAX_DECK_TEXT`` characters, at most ``MAX_COPIES`` copies on
a line and ``MAX_DECK_CARDS`` cards in a deck. A ``Deck`` checks its own shape when it is made, so a deck from a
record or built in code is held to the same limits as one read from text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .cards import CardPool
from .errors import DeckError
from .limits import MAX_COPIES, MAX_DECK_CARDS, MAX_DECK_ROWS, MAX_DECK_TEXT, MAX_NAME
from .validate import check_plain, show

_LINE = re.compile(r"^(?:(\d+)\s*[xX×]?\s+)?(.+?)\s*$")
_SECTION = re.compile(r"^\[\s*([A-Za-z0-9 _-]+?)\s*\]$")
_META = re.compile(r"^(name|title|side|toa|author)\s*:\s*(.*)$", re.IGNORECASE)


@dataclass(frozen=True)
class Deck:
    """A deck list: named sections of (card id, count) in list order, plus free metadata (name, side, ...)."""

    sections: dict[str, tuple[tuple[str, int], ...]]
    name: str = ""
    meta: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        problem = shape_problem(self)
        if problem:
            raise DeckError(f"malformed deck: {problem}")

    def cards(self, section: str = "main") -> list[str]:
        """The card ids of a section, each repeated by its count, in list order."""
        return [cid for cid, n in self.sections.get(section, ()) for _ in range(n)]

    def count(self, section: str = "main") -> int:
        return sum(n for _, n in self.sections.get(section, ()))

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "meta": dict(self.meta),
            "sections": {s: [[c, n] for c, n in rows] for s, rows in self.sections.items()},
        }

    @classmethod
    def from_dict(cls, raw: Any, where: str = "deck") -> Deck:
        """The deck of ``to_dict`` output (a record's deck): DeckError naming ``where`` and the entry if malformed."""
        check_plain(raw, where, DeckError)
        if not isinstance(raw, dict) or not isinstance(raw.get("sections"), dict):
            raise DeckError(f"{where}: expected a table with 'sections' (and 'name', 'meta'), got {show(raw)}")
        sections: dict[str, tuple[tuple[str, int], ...]] = {}
        for sec, rows in raw["sections"].items():
            if not isinstance(rows, list) or not all(isinstance(r, list | tuple) and len(r) == 2 for r in rows):
                raise DeckError(f"{where}.sections.{sec}: expected a list of [card id, count] pairs")
            sections[sec] = tuple((c, n) for c, n in rows)
        name, meta = raw.get("name", ""), raw.get("meta", {})
        if not isinstance(name, str) or not isinstance(meta, dict):
            raise DeckError(f"{where}: 'name' is a string and 'meta' a table of strings")
        try:
            return cls(sections, name, meta)
        except DeckError as exc:
            raise DeckError(f"{where}: {exc}") from None

    @classmethod
    def of(cls, main: Iterable[str], name: str = "", **sections: Iterable[str]) -> Deck:
        """Build a deck from card ids (repeats allowed), for tests and generated decks."""

        def rows(ids: Iterable[str]) -> tuple[tuple[str, int], ...]:
            counts: dict[str, int] = {}
            for cid in ids:
                counts[cid] = counts.get(cid, 0) + 1
            return tuple(counts.items())

        secs = {"main": rows(main)}
        secs.update({k: rows(v) for k, v in sections.items()})
        return cls(secs, name)

    def to_text(self, pool: CardPool[Any] | None = None) -> str:
        lines = []
        if self.name:
            lines.append(f"name: {self.name}")
        lines += [f"{k}: {v}" for k, v in self.meta.items()]
        order = sorted(self.sections, key=lambda s: s != "main")
        for section in order:
            rows = self.sections[section]
            if section != "main":
                lines.append(f"[{section}]")
            for cid, n in rows:
                lines.append(f"{n} {pool.display(cid) if pool is not None else cid}")
        return "\n".join(lines) + "\n"


def shape_problem(deck: Deck) -> str:
    """What is wrong with the shape of ``deck`` ('' if nothing): types and the size limits of core.limits."""
    if not isinstance(deck.sections, dict) or not isinstance(deck.name, str) or not isinstance(deck.meta, dict):
        return "sections are a dict, the name a string and meta a dict of strings"
    if len(deck.name) > MAX_NAME or len(deck.meta) > MAX_DECK_ROWS:
        return f"the name and metadata are limited to {MAX_NAME} characters and {MAX_DECK_ROWS} entries"
    for k, v in deck.meta.items():
        if not isinstance(k, str) or not isinstance(v, str) or len(k) > MAX_NAME or len(v) > MAX_NAME:
            return f"metadata {show(k)}: keys and values are strings of at most {MAX_NAME} characters"
    total = rows = 0
    for sec, entries in deck.sections.items():
        if not isinstance(sec, str) or not isinstance(entries, tuple):
            return f"section {show(sec)}: a section is named by a string and holds a tuple of (card id, count)"
        for entry in entries:
            rows += 1
            if not (isinstance(entry, tuple) and len(entry) == 2 and isinstance(entry[0], str)):
                return f"section {sec}: {show(entry)} is not a (card id, count) pair"
            n = entry[1]
            if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_DECK_CARDS:
                return f"section {sec}: {show(entry[0])} has count {show(n)}; a count is 1..{MAX_DECK_CARDS}"
            if len(entry[0]) > MAX_NAME:
                return f"section {sec}: card id {show(entry[0])} is over {MAX_NAME} characters"
            total += n
    if rows > MAX_DECK_ROWS or total > MAX_DECK_CARDS:
        return f"{total} cards in {rows} entries, over the limit of {MAX_DECK_CARDS} cards ({MAX_DECK_ROWS} entries)"
    return ""


def parse_deck(text: str, pool: CardPool[Any], sections: Iterable[str] = ("main",), source: str = "deck") -> Deck:
    """Read a deck list; any unreadable line raises DeckError naming ``source``, the line number and the card."""
    if not isinstance(text, str):
        raise DeckError(f"{source}: a deck list is text, got {type(text).__name__}")
    if len(text) > MAX_DECK_TEXT:
        raise DeckError(f"{source}: {len(text):,} characters, over the limit of {MAX_DECK_TEXT:,} for a deck list")
    total = 0
    known = {s.lower().replace(" ", "").replace("-", "").replace("_", ""): s for s in sections}
    current = next(iter(known.values()))
    counts: dict[str, dict[str, int]] = {}
    name = ""
    meta: dict[str, str] = {}
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        if len(line) > MAX_NAME + 20:
            raise DeckError(f"{source}, line {lineno}: {len(line):,} characters, over the limit of {MAX_NAME + 20}")
        sec = _SECTION.match(line)
        if sec:
            key = sec.group(1).lower().replace(" ", "").replace("-", "").replace("_", "")
            if key not in known:
                raise DeckError(
                    f"{source}, line {lineno}: unknown section [{show(sec.group(1))[1:-1]}] "
                    f"(known: {', '.join(known.values())})"
                )
            current = known[key]
            continue
        m = _META.match(line)
        if m:
            if m.group(1).lower() in ("name", "title"):
                name = m.group(2).strip()
            else:
                meta[m.group(1).lower()] = m.group(2).strip()
            continue
        m = _LINE.match(line)
        if not m:
            raise DeckError(f"{source}, line {lineno}: cannot read {show(line)}")
        digits = m.group(1) or "1"
        n = int(digits) if len(digits) <= 6 else MAX_COPIES + 1
        if n <= 0:
            raise DeckError(f"{source}, line {lineno}: count must be at least 1 in {show(line)}")
        if n > MAX_COPIES:
            raise DeckError(f"{source}, line {lineno}: count {show(digits, 20)} is over the limit of {MAX_COPIES}")
        total += n
        if total > MAX_DECK_CARDS:
            raise DeckError(f"{source}, line {lineno}: more than {MAX_DECK_CARDS} cards in the deck")
        try:
            cid = pool.resolve(m.group(2))
        except KeyError as exc:
            raise DeckError(f"{source}, line {lineno}: {exc.args[0]}") from None
        sec_counts = counts.setdefault(current, {})
        sec_counts[cid] = sec_counts.get(cid, 0) + n
    return Deck({s: tuple(c.items()) for s, c in counts.items()}, name, meta)
