"""My Little Pony CCG's encoding for learning agents (read by ``tcgkit.envs``; layout in docs/envs.md).

Plain data only: the action shapes and the observation features (see ``tcgkit.envs.encoding``). A card on the table is
named ``card@location`` (``h0``/``h1`` homes, ``s0``/``s1`` problems), with ``#instance`` when two copies share a
place: then the instance number alone tells the actions apart (``{c*}``); ``*`` marks an exhausted copy and ``~`` a
frightened one beside a ready copy, and ``facedown@s0/1`` a face-down card by its position."""

from __future__ import annotations

_TABLE_VERBS = ("move", "retire", "target", "on", "onto", "use", "challenge", "keep", "recover", "send")

#: Action shapes: the verb, then ``{c}`` a card id, ``{i}`` a number below ``INT_BOUND`` (or its own bound).
ACTIONS: list[str] = [
    "bottom",
    "discard auto",
    "dismiss",
    "done",
    "draw",
    "end",
    "end challenges",
    "keep",
    "mulligan",
    "pass",
    "pay",
    "resign",
    "retire auto",
    "skip",
    "stay",
    "stay all",
    "use",
    "yes",
    "no",
    "deck top",
    "to h{i:2}",
    "to s{i:2}",
    *[f"{verb} {{c}}" for verb in ("discard", "next", "play", "recall", "start", "take", "top", "return", "pick")],
    *[f"{verb} {{c}}@{zone}{{i:2}}" for verb in _TABLE_VERBS for zone in "hs"],
    *[f"{verb} {{c*}}@{zone}{{i:2}}#{{i:160}}" for verb in _TABLE_VERBS for zone in "hs"],
    *[f"{verb} {{c}}@{zone}{{i:2}}{mark}" for verb in _TABLE_VERBS for zone in "hs" for mark in "*~"],
    *[f"{verb} facedown@{zone}{{i:2}}/{{i:16}}" for verb in _TABLE_VERBS for zone in "hs"],
    "trigger {i:16}",
    "raise {i:16}",
]
INT_BOUND = 16


def _side(who: str, p: str) -> list[tuple]:
    return [
        (f"{who} score", "num", f"{p}.score", 15),
        (f"{who} action tokens", "num", f"{p}.tokens", 10),
        (f"{who} hand (count)", "count", f"{p}.hand", 10),
        (f"{who} deck", "num", f"{p}.deck", 50),
        (f"{who} discard", "cards", f"{p}.discard"),
        (f"{who} problem deck", "num", f"{p}.problem_deck", 10),
        (f"{who} flipped", "cards", f"{p}.flip"),
        (f"{who} mulliganed", "num", f"{p}.mulligan"),
        (f"{who} home limit", "num", f"{p}.home_limit", 5),
    ]


_CARD_ATTRS = ("power/5", "exhausted", "frightened", "boosted", "face_down")


def _place(name: str, at: str) -> list[tuple]:
    loc = f"locations.[at={at}]"
    if at.startswith("h"):
        return [(f"{name} cards", "cards", f"{loc}.cards", *_CARD_ATTRS)]
    return [
        (f"problem {at}", "cards", f"{loc}.problem"),
        (f"my cards at problem {at}", "cards", f"{loc}.cards.[owner={{me}}]", *_CARD_ATTRS),
        (f"opponent's cards at problem {at}", "cards", f"{loc}.cards.[owner={{opp}}]", *_CARD_ATTRS),
        (f"problem {at} owned by me", "is_me", f"{loc}.owner"),
    ]


#: Observation features ``(name, kind, path, *params)`` over ``observe(p)["view"]``; ``{me}``/``{opp}`` are seats.
OBSERVATION: list[tuple] = [
    ("turn", "num", "turn", 80),
    ("active player", "is_me", "active"),
    ("first player", "is_me", "first"),
    ("phase", "cat", "phase", ["setup", "main", "troublemaker", "score", "end"]),
    *_side("my", "players.{me}"),
    *_side("opponent's", "players.{opp}"),
    ("my hand", "cards", "players.{me}.hand"),
    *_place("my home", "h{me}"),
    *_place("opponent's home", "h{opp}"),
    *_place("", "s0"),
    *_place("", "s1"),
    ("faceoff", "cat", "faceoff.kind", ["troublemaker", "challenge"]),
    ("cards known to me", "cards", "known"),
    ("resolving", "cards", "resolving"),
]
