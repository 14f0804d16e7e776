"""Digests of seeded random games: proof that an engine change left every decision exactly as it was.

    .venv/bin/python scripts/digests.py mlp starwars            # 300 games each (the default)
    .venv/bin/python scripts/digests.py --games 50 --labels     # every game, labels hashed too
    PYTHONPATH=/tmp/perf-before/src .venv/bin/python scripts/digests.py mlp   # an older source tree

For each game, ``--games`` random games are played over the sample deck pairs of ``tcgkit bench`` (game ``i`` uses
deck pair ``i mod pairs`` and seed ``--seed + i``); each decision's choice is ``tcgkit.bench.pick`` with the
game's own ``Rng(seed)`` (uniform among the non-resigning actions). One SHA-256 per game is fed, in order, with:

- at every decision: the deciding player, the decision's opcode, the full list of legal action ids (and, with
  ``--labels``, their labels and resign/run flags), and the chosen id;
- at the end: the result (winner, reason, scores) and the whole final state as ``to_json()`` (every field, the
  event log and the random generator included).

Two engines that print the same digest offered the same actions, chose the same, and ended in the same states in
every game. The script prints one line per game (``game  games  decisions  digest``); compare the lines of two
runs (e.g. before and after a speed-up, the old tree on ``PYTHONPATH``).

``--search`` adds each game's search fingerprint (``tcgkit.searchspeed.search_fingerprint``: the play agent's
choices and root visits on sampled decisions at fixed iterations), the same check for a change to the search or the
evaluation that should leave every decision of the computer opponent as it was.
"""

from __future__ import annotations

import argparse
import hashlib
import sys

import tcgkit
from tcgkit.bench import MAX_DECISIONS, deck_pairs, pick
from tcgkit.core import Rng


def digest(name: str, games: int = 300, seed: int = 0, labels: bool = False) -> tuple[int, str]:
    """(decisions, hex digest) of ``games`` seeded random games of ``name``."""
    game = tcgkit.game(name)
    pairs = deck_pairs(game)
    h = hashlib.sha256()
    decisions = 0
    for i in range(games):
        state = game.new_game(pairs[i % len(pairs)], seed=seed + i)
        rng = Rng(seed + i)
        n = 0
        while not state.is_over and n < MAX_DECISIONS:
            actions = state.legal_actions()
            h.update(f"{state.to_move}|{state.decision}|".encode())
            if labels:
                h.update("\x1f".join(f"{a.id}\x1e{a.label}\x1e{a.resign:d}{a.run:d}" for a in actions).encode())
            else:
                h.update("\x1f".join(a.id for a in actions).encode())
            aid = pick(actions, rng)
            h.update(f"|{aid}\n".encode())
            state.apply(aid)
            n += 1
        decisions += n
        h.update(repr(tuple(state.result) if state.result else None).encode())
        h.update(state.to_json().encode())
    return decisions, h.hexdigest()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_", nargs="*", metavar="GAME", help="games to play (default: all)")
    parser.add_argument("--games", type=int, default=300, help="random games per game (default 300)")
    parser.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    parser.add_argument("--labels", action="store_true", help="hash the action labels and flags too")
    parser.add_argument("--search", action="store_true", help="print each game's search fingerprint too")
    args = parser.parse_args(argv)
    if args.search:  # (imported here: an older tree on PYTHONPATH may not have it, and without --search needs not)
        from tcgkit.searchspeed import search_fingerprint
    for name in args.games_ or tcgkit.games():
        n, hexd = digest(name, args.games, args.seed, args.labels)
        search = f" search {search_fingerprint(tcgkit.game(name))}" if args.search else ""
        print(f"{name:12} {args.games:5} {n:8} {hexd}{search}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
