"""Bionicle TCG's encoding for learning agents (read by ``tcgkit.envs``; layout in docs/envs.md).

Plain data only: the action shapes and the observation features (see ``tcgkit.envs.encoding``). Squares are
``row,col`` (BIO-1.17): the joined Mata Nui map has 18 rows of 13 columns, hence the 18×13 planes."""

from __future__ import annotations

ROWS, COLS = 18, 13

#: Action shapes: the verb, then ``{c}`` a card id, ``{i}`` a number (``row,col`` squares: ``{i:20},{i:16}``).
ACTIONS: list[str] = [
    "decline",
    "draft auto",
    "go",
    "keep",
    "pass",
    "resign",
    "stop",
    "done",
    "skip",
    *[f"{verb} {{i:20}},{{i:16}}" for verb in ("move", "nest", "portal", "step", "place")],
    *[f"{verb} {{c}}" for verb in ("attach", "discard", "pick", "play", "recover", "take", "keep", "use")],
]
INT_BOUND = 32


def _side(who: str, p: str) -> list[tuple]:
    return [
        (f"{who} Toa", "cards", f"{p}.toa"),
        (f"{who} square", "squares", f"{p}.square", ROWS, COLS),
        (f"{who} action lock", "squares", f"{p}.action_lock", ROWS, COLS),
        (f"{who} challenge lock", "squares", f"{p}.challenge_lock", ROWS, COLS),
        (f"{who} hand (count)", "num", f"{p}.hand_count", 10),
        (f"{who} action deck", "num", f"{p}.action_deck", 30),
        (f"{who} action discard", "cards", f"{p}.action_discard"),
        (f"{who} mission/trial deck", "num", f"{p}.mt_deck", 20),
        (f"{who} known top of mission/trial deck", "cards", f"{p}.mt_known_top"),
        (f"{who} held", "cards", f"{p}.held", "attached"),
        (f"{who} masks", "num", f"{p}.masks", 6),
        (f"{who} missions", "cards", f"{p}.missions", "progress/3", "eligible"),
    ]


#: Observation features ``(name, kind, path, *params)`` over ``observe(p)["view"]``; ``{me}``/``{opp}`` are seats.
OBSERVATION: list[tuple] = [
    ("turn", "num", "turn", 200),
    ("active player", "is_me", "active"),
    ("first player", "is_me", "p1"),
    ("nest", "squares", "nest", ROWS, COLS),
    *_side("my", "players.{me}"),
    *_side("opponent's", "players.{opp}"),
    ("my hand", "cards", "players.{me}.hand"),
    ("mission decks", "num", "mission_decks", 20),
    ("mission picks", "cards", "mission_picks"),
    ("mission discards", "cards", "mission_discards"),
    ("mission pool", "cards", "mission_pool"),
    ("challenge pool", "cards", "challenge_pool"),
    ("challenge deck", "num", "challenge_deck", 20),
    ("challenge picks", "cards", "challenge_picks"),
    ("challenge discard", "cards", "challenge_discard"),
    ("Bohrok deck", "num", "bohrok_deck", 10),
    ("Bohrok on top", "cards", "bohrok_top"),
    ("removed", "cards", "removed"),
    ("raiding Bohrok", "cards", "raiding_bohrok"),
    ("contest", "cat", "contest.kind", ["raid", "challenge"]),
    ("window", "cards", "window", "cancelled"),
    ("extra steps", "num", "move_effects.extra_steps", 5),
    ("leap", "num", "move_effects.leap"),
    ("ignore locks", "num", "move_effects.ignore_locks"),
    ("my score", "num", "scores.{me}", 5),
    ("opponent's score", "num", "scores.{opp}", 5),
]
