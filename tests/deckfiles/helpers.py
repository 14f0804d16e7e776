"""Reading the hand-made deck files of tests/deckfiles/files."""

from __future__ import annotations

from pathlib import Path

from tcgkit.deckfiles import ImportResult, import_deck

FILES = Path(__file__).parent / "files"


def load(name: str, game: str | None = None) -> ImportResult:
    return import_deck((FILES / name).read_bytes(), name, game)


def counts(result: ImportResult) -> dict[str, dict[str, int]]:
    return {s: dict(rows) for s, rows in result.deck.sections.items()}
