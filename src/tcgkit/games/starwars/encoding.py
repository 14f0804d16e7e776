"""Star Wars TCG's encoding for learning agents (read by ``tcgkit.envs``; layout in docs/envs.md).

Plain data only: the action shapes and the observation features (see ``tcgkit.envs.encoding``). Units are named by
unit number (``retreat u5``), build-zone slots and counters by number."""

from __future__ import annotations

_ARENAS = ("space", "ground", "character")
_MODES = ("top", "under", "discard")  # where a card joins a unit's stack (SWT-5), or "discard"

#: Action shapes: the verb, then ``{c}`` a card id, ``{i}`` a number below ``INT_BOUND`` (or its own bound).
ACTIONS: list[str] = [
    "done",
    "end",
    "hold",
    "none",
    "pass",
    "skip",
    "resign",
    "place all",
    "attack all",
    "build auto",
    "deploy auto",
    *[f"arena {a}" for a in _ARENAS],
    *[
        f"{verb} u{{i}}"
        for verb in ("activate", "attack", "bombard", "redeploy", "retreat", "shields", "target", "unpilot")
    ],
    "reorder u{i} {c}",
    "use u{i}.t.{i:8}",
    "use u{i}.p.{i:8}",
    *[f"{verb} {{c}}" for verb in ("build", "deploy", "discard", "partial", "pick", "place", "play", "take")],
    *[f"{verb} {{c}} {mode}" for verb in ("build", "deploy") for mode in _MODES],
    "complete {i:64}",
    *[f"complete {{i:64}} {mode}" for mode in _MODES],
    "finish {i:64}",
    *[f"finish {{i:64}} {mode}" for mode in _MODES],
    "counter {i:32}",
    "counters {i:64} {i:32}",
    "mode {i:8}",
    "trigger {i:16}",
    "die {i:8}",
    "bid {i:32}",
]
INT_BOUND = 96


def _side(who: str, p: str) -> list[tuple]:
    return [
        (f"{who} force", "num", f"{p}.force", 20),
        (f"{who} build points", "num", f"{p}.build_points", 10),
        (f"{who} arenas controlled", "num", f"{p}.controlled", 3),
        (f"{who} deck", "num", f"{p}.deck", 60),
        (f"{who} hand count", "num", f"{p}.hand_count", 10),
        (f"{who} set aside (count)", "count", f"{p}.aside", 5),
        (f"{who} discard", "cards", f"{p}.discard"),
        (f"{who} build zone", "cards", f"{p}.build_zone", "counters/5"),
        (f"{who} build zone slots", "count", f"{p}.build_zone", 10),
        (f"{who} equipment", "cards", f"{p}.equipment"),
        (f"{who} retreated units", "cards", f"{p}.retreated.cards"),
    ]


def _arena(arena: str) -> list[tuple]:
    out: list[tuple] = [(f"{arena} location", "cards", f"arenas.{arena}.location")]
    for who, seat in (("my", "{me}"), ("opponent's", "{opp}")):
        units = f"arenas.{arena}.units.[owner={seat}]"
        out += [
            (f"{who} units in {arena}", "cards", f"{units}.cards"),
            (f"{who} {arena} units (count)", "count", units, 10),
            (f"{who} {arena} power", "num", f"{units}.power", 30),
            (f"{who} {arena} health", "num", f"{units}.health", 30),
            (f"{who} {arena} damage", "num", f"{units}.damage", 30),
            (f"{who} {arena} tapped units", "num", f"{units}.tapped", 10),
        ]
    return out


#: Observation features ``(name, kind, path, *params)`` over ``observe(p)["view"]``; ``{me}``/``{opp}`` are seats.
OBSERVATION: list[tuple] = [
    ("turn", "num", "turn", 60),
    (
        "phase",
        "cat",
        "phase",
        [
            "setup",
            "initial build",
            "build:dark",
            "build:light",
            "retreat:dark",
            "retreat:light",
            "battle:space",
            "battle:ground",
            "battle:character",
        ],
    ),
    ("my side", "cat", "you", ["dark", "light"]),
    ("attack arena", "cat", "attack.arena", list(_ARENAS)),
    *_side("my", "players.{me}"),
    *_side("opponent's", "players.{opp}"),
    ("my hand", "cards", "players.{me}.hand"),
    ("my set-aside cards", "cards", "players.{me}.aside"),
    *[f for a in _ARENAS for f in _arena(a)],
    ("resolving", "cards", "resolving"),
]
