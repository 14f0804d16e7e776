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
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .cards import CardPool
from .errors import DeckError

_LINE = re.compile(r"^(?:(\d+)\s*[xX×]?\s+)?(.+?)\s*$")
_SECTION = re.compile(r"^\[\s*([A-Za-z0-9 _-]+?)\s*\]$")
_META = re.compile(r"^(name|title|side|toa|author)\s*:\s*(.*)$", re.IGNORECASE)


@dataclass(frozen=True)
class Deck:
    """A deck list: named sections of (card id, count) in list order, plus free metadata (name, side, ...)."""

    sections: dict[str, tuple[tuple[str, int], ...]]
    name: str = ""
    meta: dict[str, str] = field(default_factory=dict)

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
    def from_dict(cls, raw: Any) -> Deck:
        try:
            sections = {str(s): tuple((str(c), int(n)) for c, n in rows) for s, rows in raw["sections"].items()}
            return cls(sections, str(raw.get("name", "")), {str(k): str(v) for k, v in raw.get("meta", {}).items()})
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise DeckError(f"malformed deck data: {exc}") from None

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


def parse_deck(text: str, pool: CardPool[Any], sections: Iterable[str] = ("main",), source: str = "deck") -> Deck:
    """Read a deck list; any unreadable line raises DeckError naming ``source``, the line number and the card."""
    known = {s.lower().replace(" ", "").replace("-", "").replace("_", ""): s for s in sections}
    current = next(iter(known.values()))
    counts: dict[str, dict[str, int]] = {}
    name = ""
    meta: dict[str, str] = {}
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        sec = _SECTION.match(line)
        if sec:
            key = sec.group(1).lower().replace(" ", "").replace("-", "").replace("_", "")
            if key not in known:
                raise DeckError(
                    f"{source}, line {lineno}: unknown section [{sec.group(1)}] (known: {', '.join(known.values())})"
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
            raise DeckError(f"{source}, line {lineno}: cannot read {line!r}")
        n = int(m.group(1)) if m.group(1) else 1
        if n <= 0:
            raise DeckError(f"{source}, line {lineno}: count must be at least 1 in {line!r}")
        try:
            cid = pool.resolve(m.group(2))
        except KeyError as exc:
            raise DeckError(f"{source}, line {lineno}: {exc.args[0]}") from None
        sec_counts = counts.setdefault(current, {})
        sec_counts[cid] = sec_counts.get(cid, 0) + n
    return Deck({s: tuple(c.items()) for s, c in counts.items()}, name, meta)
