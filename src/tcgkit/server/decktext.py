"""Deck lists from the lobby: tcgkit's own deck-list format, or a deck file in a format players keep.

A player pastes or uploads a list. Text in tcgkit's format (``Game.parse_deck``) is read as it is; anything else
goes through ``tcgkit.deckfiles`` (LackeyCCG ``.dek``, OCTGN ``.o8d``, a PonyHead link or code, a forum list with
counts and set codes), chosen by the file's name and its content, and is converted. Every card entry that cannot be
matched is a problem with its line or element and suggestions: a deck with such problems is refused as a whole,
never played with cards silently left out.
"""

from __future__ import annotations

from dataclasses import dataclass

from tcgkit.core import Deck, DeckError, Game
from tcgkit.deckfiles import detect_format, import_deck

#: The formats' names for people (``deckfiles.FORMATS`` keys).
FORMAT_WORDS = {
    "lackey": "a LackeyCCG deck file",
    "octgn": "an OCTGN deck file",
    "ponyhead": "a PonyHead deck link",
    "plain": "a card list with counts",
}
MAX_LISTED = 12  # problems named in a refusal (the rest are counted)


@dataclass(frozen=True)
class ReadDeck:
    """A deck read from the lobby: ``converted`` names the format it was converted from (None: tcgkit's own list),
    ``warnings`` what the conversion wants a player to look at."""

    deck: Deck
    converted: str | None = None
    warnings: tuple[str, ...] = ()

    @property
    def words(self) -> str | None:
        """How the list was read, for people ("read as an OCTGN deck file"), or None for tcgkit's own list."""
        return None if self.converted is None else f"read as {FORMAT_WORDS.get(self.converted, self.converted)}"


def read_deck(game: Game, text: str, filename: str = "") -> ReadDeck:
    """The deck of ``text`` (a file's name helps to recognise its format) for ``game``; DeckError (one line) when it
    is no deck of this game or names cards that cannot be matched."""
    fmt = detect_format(text, filename)
    own: DeckError | None = None
    if fmt == "plain":
        try:
            return ReadDeck(game.parse_deck(text, "deck"))
        except DeckError as exc:
            own = exc
    try:
        result = import_deck(text, filename or "deck", game=game)
    except DeckError:
        if own is not None:
            raise own from None
        raise
    if result.problems:
        if own is not None and not any(result.deck.sections.values()):
            raise own  # nothing of it reads as a forum list either: tcgkit's own complaint is the one to see
        listed = "; ".join(str(p) for p in result.problems[:MAX_LISTED])
        more = len(result.problems) - MAX_LISTED
        tail = f"; and {more} more" if more > 0 else ""
        words = FORMAT_WORDS.get(result.format, result.format)
        raise DeckError(
            f"read as {words}, {len(result.problems)} card entr{'y' if len(result.problems) == 1 else 'ies'} "
            f"could not be matched: {listed}{tail}"
        )
    return ReadDeck(result.deck, result.format, result.warnings)


__all__ = ["FORMAT_WORDS", "ReadDeck", "read_deck"]
