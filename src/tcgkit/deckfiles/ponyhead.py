"""PonyHead deck links and codes (My Little Pony CCG).

PonyHead's deck builder shares a deck as a link, ``https://ponyhead.com/deckbuilder?v1code=pr1x1-pr12x3-cn5x2``:
the ``v1code`` parameter lists entries joined by ``-``, each a two-letter set code (``pr`` Premiere, ``cn`` Canterlot
Nights, ``cg`` Crystal Games, ``ad`` Absolute Discord, ...), the card's number in the set and ``x`` and the count.
Special numbers keep their marker: ``F`` for the ``f`` numbers (``rrF1`` is RRf1), ``PF`` for promo foils
(``cnPF3`` is CNpf3) and ``n`` for the negative numbers of Absolute Discord (``adn1`` is AD-1). The code holds no
sections (the Mane Character and the Problems are known by their type) and no deck name. Other parameters
(``draftMode``) are ignored. Short links (``ponyhead.com/d/...``) need PonyHead itself to expand them: open one in a
browser and import the long link it leads to.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

from ..core import Deck, DeckError, Game
from ..core.validate import show
from .common import Collector, ImportProblem, ImportResult, read_count

GAME = "mlp"
BASE = "https://ponyhead.com/deckbuilder?v1code="
_ENTRY = re.compile(r"^([A-Za-z]{2})(F|PF|f|pf)?(n)?(\d{1,4})x(\d+)$")
#: The set codes of the facts data (the prefixes of its card numbers) and their names.
SETS = {
    "pr": "Premiere",
    "cn": "Canterlot Nights",
    "rr": "Rock N Rave",
    "cs": "Celestial Solstice",
    "cg": "Crystal Games",
    "ad": "Absolute Discord",
    "gf": "Promos",
    "eo": "Equestrian Odysseys",
    "hm": "High Magic",
    "mt": "Marks in Time",
    "de": "Defenders of Equestria",
    "sb": "Seaquestria and Beyond",
    "ff": "Friends Forever",
    "st": "Sands in Time",
    "ll": "Leaders and Legends",
}
_NUMBER = re.compile(r"^([A-Za-z]{2})(f|pf)?(-)?(\d+)$")
CODE = re.compile(r"^[A-Za-z]{2}(?:F|PF|f|pf)?n?\d{1,4}x\d+(?:-[A-Za-z]{2}(?:F|PF|f|pf)?n?\d{1,4}x\d+)*$")


def looks_like(text: str) -> bool:
    """True for a PonyHead link or a bare v1code."""
    t = text.strip()
    return "ponyhead.com" in t.lower() or bool(CODE.match(t))


def code_of(number: str) -> str:
    """Our set number ("PR12", "RRf1", "CNpf3", "AD-1") as a PonyHead entry prefix ("pr12", "rrF1", "cnPF3",
    "adn1"); DeckError for a number PonyHead cannot write."""
    m = _NUMBER.match(number)
    if not m:
        raise DeckError(f"card number {show(number)} has no PonyHead code")
    return m.group(1).lower() + (m.group(2) or "").upper() + ("n" if m.group(3) else "") + m.group(4)


def _v1code(text: str, source: str) -> str:
    t = text.strip()
    if CODE.match(t):
        return t
    if len(t.split()) != 1:
        raise DeckError(f"{source}: expected one PonyHead link or code, got {show(t)}")
    url = t if "://" in t else "https://" + t
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    if host not in ("ponyhead.com", "www.ponyhead.com"):
        raise DeckError(f"{source}: {show(t)} is not a ponyhead.com link")
    if parts.path.startswith("/d/"):
        raise DeckError(
            f"{source}: {show(t)} is a PonyHead short link; open it in a browser and import the long "
            "link (…/deckbuilder?v1code=…) it leads to"
        )
    codes = parse_qs(parts.query, keep_blank_values=True).get("v1code")
    if not codes or not codes[0]:
        raise DeckError(f"{source}: the PonyHead link has no v1code (no deck in it)")
    return codes[0]


def read(text: str, game: Game, source: str) -> ImportResult:
    code = _v1code(text, source)
    out = Collector(game, source, "ponyhead")
    pool = game.cards
    by_number = {str(getattr(c, "number", "")).lower(): cid for cid, c in pool.items()}
    for i, entry in enumerate(code.split("-"), 1):
        where = f"{source}, entry {i} ({show(entry, 30)})"
        m = _ENTRY.match(entry)
        if not m:
            out.problems.append(ImportProblem(where, "not a PonyHead entry (set code, number, 'x', count: 'pr12x3')"))
            continue
        set_code, special, negative, digits, count = m.groups()
        n = read_count(count, where)
        number = set_code.upper() + (special or "").lower() + ("-" if negative else "") + str(int(digits))
        cid = by_number.get(number.lower())
        if cid is None:
            set_name = SETS.get(set_code.lower())
            if set_name is None:
                reason = f"the set code {set_code.lower()!r} is not in tcgkit's card data"
            else:
                reason = f"{set_name} {number} is not in tcgkit's card pool"
            out.problems.append(ImportProblem(where, f"unknown card {number}: {reason}", (), "unknown"))
            continue
        out.add(cid, n, where)
    return out.result()


def write(game: Game, deck: Deck) -> str:
    """The deck as a PonyHead link: Mane Character, draw deck, then Problems."""
    pool = game.cards
    order = sorted(deck.sections, key=lambda s: {"mane": 0, "main": 1}.get(s, 2))
    parts = [f"{code_of(str(pool[cid].number))}x{n}" for sec in order for cid, n in deck.sections[sec]]
    return BASE + "-".join(parts) + "\n"
