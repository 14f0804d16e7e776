"""Hikaru no Go's encoding for learning agents (read by ``tcgkit.envs``; layout in docs/envs.md).

Plain data only: the action shapes and the observation features (see ``tcgkit.envs.encoding``)."""

from __future__ import annotations

_COLS = "abcdef"  # the 6×6 board (HGO-1): squares a1..f6
_BOARD_VERBS = ("place", "pay", "take", "tap", "untap")

#: Action shapes: the verb, then ``{c}`` a card id, ``{i}`` a number; a square is its column letter then its row.
ACTIONS: list[str] = [
    "keep",
    "mulligan",
    "resign",
    "stop",
    "pass",
    "end-main",
    "end-turn",
    "no-match",
    "no-defender",
    "pay auto",
    "take auto",
    "untap auto",
    "untap all",
    *[f"{verb} {col}{{i:8}}" for verb in _BOARD_VERBS for col in _COLS],
    *[f"{verb} {{c}}" for verb in ("play", "set", "discard", "match", "defend", "flip", "technique", "use")],
    "banish {c}",
    "recover {c}",
]
INT_BOUND = 8

_PHASES = ["mulligan", "recovery", "stone", "main", "match", "hand", "end"]

#: Observation features ``(name, kind, path, *params)`` over ``observe(p)["view"]``; ``{me}``/``{opp}`` are seats.
OBSERVATION: list[tuple] = [
    ("turn", "num", "turn", 50),
    ("active player", "is_me", "active"),
    ("black player", "is_me", "black"),
    ("phase", "cat", "phase", _PHASES),
    ("board", "board", "board", 6, 6, "BWbw"),
    ("my bowl", "num", "bowls.{me}", 20),
    ("opponent's bowl", "num", "bowls.{opp}", 20),
    ("my agehama", "num", "agehama.{me}", 10),
    ("opponent's agehama", "num", "agehama.{opp}", 10),
    ("my hand size", "num", "hand_sizes.{me}", 10),
    ("opponent's hand size", "num", "hand_sizes.{opp}", 10),
    ("my deck size", "num", "deck_sizes.{me}", 50),
    ("opponent's deck size", "num", "deck_sizes.{opp}", 50),
    ("my score", "num", "score.{me}", 20),
    ("opponent's score", "num", "score.{opp}", 20),
    ("my hand", "cards", "hand"),
    ("my discard", "cards", "discards.{me}"),
    ("opponent's discard", "cards", "discards.{opp}"),
    ("my characters", "cards", "characters.{me}"),
    ("opponent's characters", "cards", "characters.{opp}"),
    ("my uchite", "cards", "uchite.{me}"),
    ("opponent's uchite", "cards", "uchite.{opp}"),
    ("my fuseki (count)", "count", "fuseki.{me}", 5),
    ("opponent's fuseki (count)", "count", "fuseki.{opp}", 5),
    ("my fuseki (face up)", "cards", "fuseki.{me}"),
    ("opponent's fuseki (face up)", "cards", "fuseki.{opp}"),
    ("resolving", "cards", "resolving"),
    ("match attack", "num", "match.values.attack", 10),
    ("match defense", "num", "match.values.defense", 10),
    ("match passes", "num", "match.passes", 3),
    ("match held", "num", "match_held"),
    ("my uchite placed", "num", "uchite_placed.{me}"),
    ("opponent's uchite placed", "num", "uchite_placed.{opp}"),
]
