"""Hikaru no Go TCG (Konami, 2001–2003): Go on a 6x6 board whose stones pay for cards, with matches of uchite.

The rules are ``data/rules.md`` (HGO rule ids); ``docs/positions-hikarugo.md`` describes the position format.
"""

from .game import HikaruGoGame

GAME = HikaruGoGame()

__all__ = ["GAME", "HikaruGoGame"]
