"""The registered games: every sub-package of ``tcgkit.games`` that exposes ``GAME`` (a ``tcgkit.core.Game``)."""

from __future__ import annotations

import difflib
import importlib
import pkgutil

from ..core import Game, TcgkitError

_cache: dict[str, Game] = {}


def names() -> list[str]:
    """Names of the game packages present (sorted)."""
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg and not m.name.startswith("_"))


def get(name: str) -> Game:
    """The game object of ``name``; KeyError with the known names if there is no such game."""
    if name not in _cache:
        if name not in names():
            close = difflib.get_close_matches(str(name).lower(), names(), n=1, cutoff=0.5)
            hint = f"did you mean {close[0]!r}? " if close else ""
            raise KeyError(f"unknown game {name!r} ({hint}games: {', '.join(names())})")
        try:
            module = importlib.import_module(f"{__name__}.{name}")
        except ImportError as exc:
            raise TcgkitError(f"game package {name!r} cannot be loaded: {exc}") from exc
        _cache[name] = module.GAME
    return _cache[name]
