"""Build Divide's encoding for learning agents (read by ``tcgkit.envs``; layout in docs/envs.md).

Plain data only: the action shapes and the observation features (see ``tcgkit.envs.encoding``). Units, blockers and
targets are named by card instance number in this game's ids (``attack 16 56``), hence the ``{i}`` parts."""

from __future__ import annotations

from itertools import product

_LETTERS = "KUWRC"  # a payment's letters (BDV-5.9): black, blue, white, red, colourless, in this order
_MAX_PAY = 10  # energy cards rested by one payment


def _payments() -> list[str]:
    """Every ``pay <letters>`` id of up to ``_MAX_PAY`` cards: one letter per rested card, grouped by colour."""
    out = []
    for counts in product(range(_MAX_PAY + 1), repeat=len(_LETTERS)):
        if 0 < sum(counts) <= _MAX_PAY:
            out.append("pay " + "".join(letter * n for letter, n in zip(_LETTERS, counts, strict=True)))
    return sorted(out)


#: Action shapes: the verb, then ``{c}`` a card id, ``{i}`` a card instance number below ``INT_BOUND``.
ACTIONS: list[str] = [
    "keep",
    "mulligan",
    "end",
    "decline",
    "do",
    "done",
    "skip",
    "liberate",
    "no-liberate",
    "no-block",
    "resign",
    "pay",
    *_payments(),
    "attack all",
    "attack {i} player",
    "attack {i} {i}",
    "block {i}",
    "target all",
    "target {i}",
    "resolve {i} a{i:8}",
    *[f"{verb} {{c}}" for verb in ("play", "charge", "discard", "take")],
]
INT_BOUND = 128

_ME, _OPP = "players.{me}", "players.{opp}"


def _side(who: str, p: str) -> list[tuple]:
    return [
        (f"{who} deck", "num", f"{p}.deck", 40),
        (f"{who} life", "num", f"{p}.life", 10),
        (f"{who} yellow life", "num", f"{p}.life_yellow", 10),
        (f"{who} red life", "num", f"{p}.life_red", 10),
        (f"{who} hand count", "num", f"{p}.hand_count", 10),
        (f"{who} divide deck count", "num", f"{p}.ddeck_count", 10),
        (f"{who} hand limit", "num", f"{p}.hand_limit", 10),
        (f"{who} mulliganed", "num", f"{p}.mulliganed"),
        (f"{who} territory", "cards", f"{p}.territory"),
        (f"{who} territory side", "cat", f"{p}.territory.side", ["CHARACTER", "LIBERATED"]),
        (f"{who} field", "cards", f"{p}.field", "rested", "power/5000", "hit"),
        (f"{who} energy", "cards", f"{p}.energy", "rested"),
        (f"{who} grave", "cards", f"{p}.grave"),
        (f"{who} removed", "cards", f"{p}.removed"),
        (f"{who} check zone", "cards", f"{p}.check"),
        (f"{who} resolving", "cards", f"{p}.resolving"),
    ]


#: Observation features ``(name, kind, path, *params)`` over ``observe(p)["view"]``; ``{me}``/``{opp}`` are seats.
OBSERVATION: list[tuple] = [
    ("turn", "num", "turn", 80),
    ("active player", "is_me", "active"),
    ("first player", "is_me", "first"),
    ("phase", "cat", "phase", ["setup", "main", "attack"]),
    ("charged this turn", "num", "charged"),
    *_side("my", _ME),
    *_side("opponent's", _OPP),
    ("my hand", "cards", f"{_ME}.hand"),
    ("my divide deck", "cards", f"{_ME}.ddeck"),
    ("opponent's known hand cards", "cards", f"{_OPP}.hand_known"),
]
