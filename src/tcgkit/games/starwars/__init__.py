"""Star Wars TCG (Wizards of the Coast, 2002), Attack of the Clones era, with its rules fully enforced.

The rules are in ``data/rules.md`` (rule ids SWT-x.y); each module implements a section and cites its rule ids.
"""

from __future__ import annotations

from .game import StarWarsGame

GAME = StarWarsGame()

__all__ = ["GAME", "StarWarsGame"]
