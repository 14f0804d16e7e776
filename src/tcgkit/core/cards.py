"""The card pool of a game: lookup by id, by name, and search."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, Generic, TypeVar

from .compiled import mypyc_attr
from .errors import DataError
from .limits import MAX_NAME
from .validate import show

C = TypeVar("C")


def _norm(text: str) -> str:
    return " ".join(text.lower().replace("’", "'").split())


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # picklable when compiled (core/compiled.py)
class CardPool(Mapping[str, C], Generic[C]):
    """All card definitions of a game, keyed by card id.

    A card definition is any object with ``id`` and ``name``; it may also have ``aliases`` (other spellings that
    resolve to it, e.g. "Anakin Skywalker (A)" or a set number). Names shared by several cards resolve only through
    an alias or the id, and the error says which cards the name matches.
    """

    def __init__(self, cards: Iterable[C]) -> None:
        self._by_id: dict[str, C] = {}
        self._by_name: dict[str, list[str]] = {}
        for card in cards:
            cid = card.id  # type: ignore[attr-defined]
            if cid in self._by_id:
                raise DataError(f"duplicate card id {cid!r}")
            self._by_id[cid] = card
            keys = {_norm(cid), _norm(card.name)}  # type: ignore[attr-defined]
            keys.update(_norm(a) for a in getattr(card, "aliases", ()) or ())
            for key in keys:
                self._by_name.setdefault(key, []).append(cid)

    def __getitem__(self, card_id: str) -> C:
        return self._by_id[card_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_id)

    def __len__(self) -> int:
        return len(self._by_id)

    def matches(self, name: str) -> list[str]:
        """Card ids that ``name`` (an id, a name or an alias; case and spacing ignored) denotes."""
        if name in self._by_id:
            return [name]
        return list(dict.fromkeys(self._by_name.get(_norm(name), [])))

    def resolve(self, name: str) -> str:
        """The one card id ``name`` denotes; KeyError with a helpful message if none or several."""
        if len(name) > MAX_NAME:
            raise KeyError(f"unknown card {show(name)} (a card name has at most {MAX_NAME} characters)")
        found = self.matches(name)
        if len(found) == 1:
            return found[0]
        if not found:
            close = self.suggest(name)
            hint = f" (did you mean {' or '.join(repr(self.display(c)) for c in close)}?)" if close else ""
            raise KeyError(f"unknown card {show(name)}{hint}")
        opts = ", ".join(repr(self.display(c)) for c in found[:6])
        raise KeyError(f"{show(name)} is ambiguous: it names {opts}")

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """Up to ``n`` card ids whose name, alias or id is closest to ``name`` by edit distance ("Kosumi Diagonl" ->
        Kosumi Diagonal), or that contain every word of it; for "did you mean" hints."""
        key = _norm(name)
        close = difflib.get_close_matches(key, list(self._by_name), n=n * 2, cutoff=0.6)
        out = list(dict.fromkeys(cid for k in close for cid in self._by_name[k]))
        if len(out) < n and key:
            out += [c for c in self.search(name) if c not in out]
        return out[:n]

    def display(self, card_id: str) -> str:
        """The unambiguous name of a card: its name, or its first alias if the name is shared."""
        card: Any = self._by_id[card_id]
        if len(self._by_name.get(_norm(card.name), [])) > 1:
            aliases = list(getattr(card, "aliases", ()) or ())
            return aliases[0] if aliases else card_id
        return str(card.name)

    def search(self, query: str = "") -> list[str]:
        """Card ids whose id, name, alias or text contains every word of ``query`` (case-insensitive)."""
        words = _norm(query).split()
        out = []
        for cid, card in self._by_id.items():
            hay = " ".join(
                [cid, str(getattr(card, "name", "")), str(getattr(card, "text", ""))]
                + [str(a) for a in getattr(card, "aliases", ()) or ()]
                + [str(getattr(card, "type", ""))]
            ).lower()
            if all(w in hay for w in words):
                out.append(cid)
        return out
