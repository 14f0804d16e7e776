"""The ``tcgkit`` command: games, catalog, rules, cards, decks, terminal play, simulations, replays and benchmarks.

Every command reaches the games only through the public API (``tcgkit.games()``, ``tcgkit.game(name)``), so a new
game package shows up here without changes. Bad input (a deck file, a card name, a record, an option, a game name)
ends the command with one line on standard error naming the problem and exit status 1; ``deck check`` exits 1 when
the deck is illegal.

One module per job: ``common`` (the apps and plumbing), ``catalog``, ``decks``, ``deckfiles``, ``play``, ``replay``,
``sim``, ``bench``, ``serve``; importing a module registers its commands.
"""

from __future__ import annotations

from . import bench, catalog, deckfiles, decks, play, replay, serve, sim  # noqa: F401 - registers the commands
from .common import CliError, app, load_deck, load_game, parse_options

__all__ = ["CliError", "app", "load_deck", "load_game", "main", "parse_options"]


def main() -> None:
    """Entry point of the ``tcgkit`` script."""
    app()


if __name__ == "__main__":
    main()
