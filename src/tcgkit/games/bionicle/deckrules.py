"""Deck construction (rules §2): every deck rule, each problem citing its rule id (BIO-2.1 to BIO-2.21).

A player's deck list carries the Toa choice as metadata (``toa: Tahu``) and the sections ``[actions]`` (the action
deck), ``[masks]`` (the Mask & Turaga deck), ``[missions]`` (their mission deck, used with ``mission_deck =
individual``) and ``[challenges]`` (a pre-agreed challenge list, BIO-2.17). Any other section — a sideboard, say — is
refused when the list is read (BIO-2.20). Every problem names the deck and the facts (BIO-2.21); ``check_setup``
adds the player, the rules between the two decks and those that depend on the options, and reports all of them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tcgkit.core import Deck, Problem

from .base import PROFILE
from .cards import EXCLUDED_TYPES, MASK_STAT
from .effects import BOHROK

ACTION_DECK_SIZE = PROFILE.deck_min  # BIO-2.3: exactly 20 (the profile's deck_min = deck_max)
ACTION_COPIES = PROFILE.copies  # BIO-2.5
ACTION_NAMES = 14  # BIO-2.6
MT_MIN = 6  # BIO-2.7
FOIL_MASKS = 3  # BIO-2.11
MISSION_DECK = 10  # BIO-2.13
CHALLENGE_MIN = 6  # BIO-2.14


def _problem(rule: str, deck: str, text: str, subject: str = "", found: int | None = None, limit: int | None = None):
    return Problem(rule, f"{deck}: {text}", deck, subject, found, limit)


def _by_name(pool: Mapping[str, Any], ids: Iterable[str]) -> dict[str, int]:
    """Card counts by name (a foil and a non-foil printing count as one name, BIO-1.3), in list order."""
    out: dict[str, int] = {}
    for cid in ids:
        name = pool[cid].name
        out[name] = out.get(name, 0) + 1
    return out


def _n(count: int, what: str) -> str:
    """``"1 card"``, ``"19 cards"``."""
    return f"{count} {what}{'' if count == 1 else 's'}"


def _listing(counts: dict[str, int]) -> str:
    return ", ".join(f"{name} ×{n}" for name, n in counts.items())


def _wrong_kind(pool: Any, ids: list[str], deck: str, allowed: tuple[str, ...], rule: str) -> list[Problem]:
    """Cards of a kind the deck may not hold, and excluded earlier-set kinds (BIO-2.19)."""
    out = []
    bad = _by_name(pool, [c for c in ids if pool[c].type not in allowed])
    if bad:
        what = " and ".join("Turaga" if a == "turaga" else a for a in allowed)
        out.append(_problem(rule, deck, f"only {what} cards allowed, found {_listing(bad)}", ", ".join(bad)))
    excluded = _by_name(pool, [c for c in ids if pool[c].type in EXCLUDED_TYPES])
    if excluded:
        out.append(
            _problem(
                "BIO-2.19",
                deck,
                f"Rahi, Villager and Story cards may not be in any deck: {_listing(excluded)}",
                ", ".join(excluded),
            )
        )
    return out


def check_toa(pool: Any, deck: Deck) -> list[Problem]:
    """BIO-2.2: exactly one Toa, declared as ``toa: <name>``."""
    name = deck.meta.get("toa", "").strip()
    if not name:
        return [_problem("BIO-2.2", "Toa choice", "no Toa declared (add a line 'toa: <name>')")]
    found = [c for c in pool.matches(name) if pool[c].type == "toa"]
    if len(found) != 1:
        return [_problem("BIO-2.2", "Toa choice", f"{name!r} is not a Toa", name)]
    return []


def toa_of(pool: Any, deck: Deck) -> str | None:
    """The card id of the deck's Toa, or None if it declares none (or not a Toa)."""
    found = [c for c in pool.matches(deck.meta.get("toa", "").strip()) if pool[c].type == "toa"]
    return found[0] if len(found) == 1 else None


def check_actions(pool: Any, ids: list[str]) -> list[Problem]:
    """BIO-2.3 to BIO-2.6 (and BIO-2.19) for an action deck."""
    deck = "action deck"
    out = []
    if len(ids) != ACTION_DECK_SIZE:
        out.append(
            _problem(
                "BIO-2.3",
                deck,
                f"{_n(len(ids), 'card')}, exactly {ACTION_DECK_SIZE} required",
                "",
                len(ids),
                ACTION_DECK_SIZE,
            )
        )
    out += _wrong_kind(pool, ids, deck, ("action",), "BIO-2.4")
    counts = _by_name(pool, ids)
    over = {n: k for n, k in counts.items() if k > ACTION_COPIES}
    if over:
        out.append(
            _problem(
                "BIO-2.5",
                deck,
                f"at most {ACTION_COPIES} cards of one name, found {_listing(over)}",
                ", ".join(over),
                max(over.values()),
                ACTION_COPIES,
            )
        )
    if len(counts) < ACTION_NAMES:
        out.append(
            _problem(
                "BIO-2.6",
                deck,
                f"{_n(len(counts), 'different name')}, at least {ACTION_NAMES} required",
                "",
                len(counts),
                ACTION_NAMES,
            )
        )
    return out


def check_mt(pool: Any, ids: list[str], toa: str | None) -> list[Problem]:
    """BIO-2.7 to BIO-2.12 (and BIO-2.19) for a Mask & Turaga deck of the Toa ``toa`` (card id)."""
    deck = "M&T deck"
    out = []
    if len(ids) < MT_MIN:
        out.append(
            _problem("BIO-2.7", deck, f"{_n(len(ids), 'card')}, at least {MT_MIN} required", "", len(ids), MT_MIN)
        )
    out += _wrong_kind(pool, ids, deck, ("mask", "turaga"), "BIO-2.8")
    kinds = [c for c in ids if pool[c].type in ("mask", "turaga")]
    if toa is not None:
        toa_name = pool[toa].name
        foreign = _by_name(pool, [c for c in kinds if pool[c].toa != toa_name])
        if foreign:
            out.append(
                _problem(
                    "BIO-2.9", deck, f"cards of another Toa than {toa_name}: {_listing(foreign)}", ", ".join(foreign)
                )
            )
    counts = _by_name(pool, ids)
    over = {n: k for n, k in counts.items() if k > 1}
    if over:
        out.append(
            _problem(
                "BIO-2.10",
                deck,
                f"at most 1 card of one name (foil or not), found {_listing(over)}",
                ", ".join(over),
                max(over.values()),
                1,
            )
        )
    foil = [c for c in ids if pool[c].type == "mask" and pool[c].foil]
    if len(foil) > FOIL_MASKS:
        out.append(
            _problem(
                "BIO-2.11",
                deck,
                f"{_n(len(foil), 'foil mask')}, at most {FOIL_MASKS} allowed",
                ", ".join(_by_name(pool, foil)),
                len(foil),
                FOIL_MASKS,
            )
        )
    if toa is not None:
        toa_name = pool[toa].name
        have = {pool[c].mask for c in kinds if pool[c].type == "mask" and pool[c].toa == toa_name}
        missing = [f"{m} ({toa_name})" for m in MASK_STAT if m not in have]
        if missing:
            out.append(
                _problem(
                    "BIO-2.12", deck, f"missing mask(s): {', '.join(missing)}", ", ".join(missing), 6 - len(missing), 6
                )
            )
    return out


def check_missions(pool: Any, ids: list[str], deck: str = "mission deck") -> list[Problem]:
    """BIO-2.13: exactly 10 mission cards with 10 different names (and BIO-2.19)."""
    out = []
    if len(ids) != MISSION_DECK:
        out.append(
            _problem(
                "BIO-2.13", deck, f"{_n(len(ids), 'card')}, exactly {MISSION_DECK} required", "", len(ids), MISSION_DECK
            )
        )
    out += _wrong_kind(pool, ids, deck, ("mission",), "BIO-2.13")
    over = {n: k for n, k in _by_name(pool, ids).items() if k > 1}
    if over:
        out.append(
            _problem(
                "BIO-2.13",
                deck,
                f"names must all differ, found {_listing(over)}",
                ", ".join(over),
                max(over.values()),
                1,
            )
        )
    return out


def check_challenges(pool: Any, ids: list[str], deck: str = "challenge deck") -> list[Problem]:
    """BIO-2.14: at least 6 challenge cards, all with different names (and BIO-2.19)."""
    out = []
    if len(ids) < CHALLENGE_MIN:
        out.append(
            _problem(
                "BIO-2.14",
                deck,
                f"{_n(len(ids), 'card')}, at least {CHALLENGE_MIN} required",
                "",
                len(ids),
                CHALLENGE_MIN,
            )
        )
    out += _wrong_kind(pool, ids, deck, ("challenge",), "BIO-2.14")
    over = {n: k for n, k in _by_name(pool, ids).items() if k > 1}
    if over:
        out.append(
            _problem(
                "BIO-2.14",
                deck,
                f"names must all differ, found {_listing(over)}",
                ", ".join(over),
                max(over.values()),
                1,
            )
        )
    return out


def check_bohrok(pool: Any, ids: list[str], deck: str = "Bohrok deck") -> list[Problem]:
    """BIO-2.18: exactly 6 Bohrok cards, one of each of the six names."""
    out = []
    if len(ids) != len(BOHROK):
        out.append(
            _problem(
                "BIO-2.18", deck, f"{_n(len(ids), 'card')}, exactly {len(BOHROK)} required", "", len(ids), len(BOHROK)
            )
        )
    counts = _by_name(pool, [c for c in ids if pool[c].type == "bohrok"])
    wrong = _by_name(pool, [c for c in ids if pool[c].type != "bohrok"])
    if wrong:
        out.append(_problem("BIO-2.18", deck, f"only Bohrok cards allowed, found {_listing(wrong)}", ", ".join(wrong)))
    over = {n: k for n, k in counts.items() if k > 1}
    missing = [b for b in BOHROK if b not in counts]
    if over or missing:
        text = "one of each Bohrok required" + (f"; twice or more: {_listing(over)}" if over else "")
        text += f"; missing: {', '.join(missing)}" if missing else ""
        out.append(_problem("BIO-2.18", deck, text, ", ".join([*over, *missing])))
    return out


def check_deck(pool: Any, deck: Deck) -> list[Problem]:
    """Every rule of §2 that one player's deck list can break on its own (BIO-2.2 to BIO-2.14, BIO-2.19)."""
    out = check_toa(pool, deck)
    out += check_actions(pool, deck.cards("actions"))
    out += check_mt(pool, deck.cards("masks"), toa_of(pool, deck))
    if deck.count("missions"):
        out += check_missions(pool, deck.cards("missions"))
    if deck.count("challenges"):
        out += check_challenges(pool, deck.cards("challenges"), "challenge list")
    return out


def check_setup(pool: Any, decks: list[Deck], options: Mapping[str, Any]) -> list[Problem]:
    """BIO-2.21: all violations of both players' decks, the two Toa (BIO-2.2) and the option-dependent rules (an
    individual mission deck per player, BIO-2.1, BIO-2.13), each naming the player or "shared"."""
    out = []
    for p, deck in enumerate(decks):
        for prob in check_deck(pool, deck):
            out.append(prob._replace(message=f"player {p}: {prob.message}"))
        if options.get("mission_deck") == "individual" and not deck.count("missions"):
            out.append(
                Problem(
                    "BIO-2.13",
                    f"player {p}: mission deck: 0 cards, exactly {MISSION_DECK} required (mission_deck = individual)",
                    "mission deck",
                    "",
                    0,
                    MISSION_DECK,
                )
            )
    toas = [toa_of(pool, d) for d in decks]
    if len(toas) == 2 and toas[0] is not None and toas[0] == toas[1]:
        name = pool[toas[0]].name
        out.append(
            Problem(
                "BIO-2.2", f"shared: Toa choice: both players chose {name}; the two Toa must differ", "Toa choice", name
            )
        )
    return out
