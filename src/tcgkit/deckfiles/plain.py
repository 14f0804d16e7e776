"""Plain deck lists as players paste them in forums, for any game.

One card a line, with a count before or after it (``4 Jango Fett (B)``, ``4x Jango Fett (B)``, ``Jango Fett (B) x4``;
no count means 1), named by anything tcgkit knows: the name, ``Name (Version)``, ``Name, Subname``, the id, or a
set code and number (``AOTC 22``, ``PR12``), alone or next to the name (``3 PR12 Rainbow Dash``, ``Rainbow Dash
(PR12)``, ``Jango Fett (B) [AOTC]``). Bullets (``-``, ``*``, ``•``) are ignored. Section headings are read the
way people write them: ``[problems]``, ``Problems:``, ``Problem Deck (10)``, ``Mane Character:``; headings that
only group the draw deck (``Friends (24)``, ``Characters:``, ``Space``) keep the cards in the main section. Lines
``name:``, ``side:``, ``author:`` set the deck's name and metadata; ``#`` and ``//`` start comments; ``Total: 60``
lines are ignored. Our own deck-list text (``tcgkit deck sample``) is a plain list.

Every line that is neither of these, and every card that is unknown or ambiguous, is reported with its line number
and suggestions; the rest of the list is still read.
"""

from __future__ import annotations

import re

from ..core import Deck, DeckError, Game
from ..core.limits import MAX_COPIES, MAX_NAME
from ..core.validate import show
from .common import MAX_LINE, Collector, ImportProblem, ImportResult, home_section

_BULLET = re.compile(r"^(?:[-*•·>]+\s+)")
_COUNT_FIRST = re.compile(r"^(\d+)\s*[xX×]?\s+(.+)$|^(\d+)[xX×](\S.*)$")
_COUNT_LAST = re.compile(r"^(.+?)\s+(?:[xX×]\s*(\d+)|(\d+)\s*[xX×])$")
_META = re.compile(r"^(name|title|side|toa|author|format)\s*:\s*(.*)$", re.IGNORECASE)
_BRACKET_SECTION = re.compile(r"^\[\s*([A-Za-z][A-Za-z0-9 _-]*?)\s*\]$")
_HEADING = re.compile(r"^([A-Za-z][A-Za-z &'/-]*?)\s*(?:\(\s*\d+\s*\))?\s*:?\s*(?:\d+\s*(?:cards?)?)?$")
_TOTAL = re.compile(r"^(?:total(?: cards)?|cards|card count)\s*[:=]?\s*\d{1,4}\s*(?:cards?)?$", re.IGNORECASE)
#: Headings that name a section, and headings that only group cards of the draw (main) deck.
_SECTION_WORDS = {
    "problems": "problems",
    "problem": "problems",
    "problem deck": "problems",
    "mane": "mane",
    "mane character": "mane",
    "mane characters": "mane",
    "main": "main",
    "main deck": "main",
    "deck": "main",
    "draw deck": "main",
}
_GROUP_WORDS = {
    "friends",
    "friend",
    "resources",
    "resource",
    "events",
    "event",
    "troublemakers",
    "troublemaker",
    "characters",
    "character",
    "units",
    "space",
    "ground",
    "space units",
    "ground units",
    "character units",
    "battle",
    "battles",
    "battle cards",
    "missions",
    "mission",
    "locations",
    "location",
    "equipment",
}
_SIDEBOARD = {"sideboard", "side board", "maybe", "maybeboard"}
#: A set code and number somewhere in the text: "AOTC 22", "AOTC-22", "AOTC #22", "PR12", "CNpf3", "AD-1".
_CODE = re.compile(r"\b([A-Za-z]{2,4})(?:\s*#\s*|\s+|-)?((?:f|pf)?-?\d{1,3})\b")


def resolve(game: Game, spec: str) -> tuple[list[str], str]:
    """Card ids ``spec`` may denote (one if it is clear) and the text the attempt matched, trying the whole text,
    then a set code and number in it, then the name without a bracketed set code, then ``Name V`` as
    ``Name (V)`` and ``Name - Subname`` as ``Name, Subname``."""
    pool = game.cards
    spec = spec.strip().strip(",;")
    found = pool.matches(spec)
    if found:
        return found, spec
    # a set code and number: alone ("PR12"), before or after the name, or in brackets
    for m in _CODE.finditer(spec):
        set_code, num = m.group(1), m.group(2)
        for key in (f"{set_code.upper()} {int(num) if num.isdigit() else num}", f"{set_code.upper()}{num}"):
            hit = pool.matches(key)
            if len(hit) == 1:
                return hit, key
    # a bracketed set code after the name: "Clone Officer (AOTC)", "Jango Fett (B) [AOTC]"
    m = re.match(r"^(.*?)\s*[\[(]\s*([A-Za-z]{2,4})\s*[\])]$", spec)
    if m:
        base, set_code = m.group(1), m.group(2).upper()
        hit = pool.matches(base)
        in_set = [c for c in hit if str(getattr(pool[c], "set", "")).upper() == set_code]
        if hit:
            return (in_set or hit), base
    # "Jango Fett B" -> "Jango Fett (B)"
    m = re.match(r"^(.*\S)\s+([A-Z]{1,2})$", spec)
    if m:
        hit = pool.matches(f"{m.group(1)} ({m.group(2)})")
        if hit:
            return hit, spec
    # "Rainbow Dash - Flier Extraordinaire" or "Rainbow Dash: ..." -> "Rainbow Dash, Flier Extraordinaire"
    for sep in (" - ", " – ", ": "):
        if sep in spec:
            hit = pool.matches(spec.replace(sep, ", ", 1))
            if hit:
                return hit, spec
    return [], spec


def read(text: str, game: Game, source: str) -> ImportResult:
    out = Collector(game, source, "plain")
    section: str | None = None  # None: each card by its type
    skipping = ""
    for lineno, raw in enumerate(text.splitlines(), 1):
        where = f"{source}, line {lineno}"
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        if len(line) > MAX_LINE:
            raise DeckError(f"{where}: {len(line):,} characters, over the limit of {MAX_LINE}")
        line = _BULLET.sub("", line).strip()
        m = _META.match(line)
        if m:
            key, value = m.group(1).lower(), m.group(2).strip()
            if key in ("name", "title"):
                out.name = value[:MAX_NAME]
            elif key == "format":
                out.warnings.append(f"{where}: {show(line, 40)}: tcgkit has one format per game; ignored")
            else:
                out.meta[key] = value[:MAX_NAME]
            continue
        if _TOTAL.match(line):
            continue
        heading = _heading(line)
        own = {_squash(sec): sec for sec in game.DECK_SECTIONS}
        if heading is not None and _squash(heading) in own and not game.cards.matches(line):
            skipping = ""
            section = own[_squash(heading)]
            continue
        if heading is not None and not game.cards.matches(line):
            if heading in _SIDEBOARD:
                skipping = line
                section = None
                out.warnings.append(
                    f"{where}: {show(line, 40)} is not part of a deck; the cards under it were not imported"
                )
            elif heading in _SECTION_WORDS:
                skipping = ""
                wanted = _SECTION_WORDS[heading]
                section = wanted if wanted in game.DECK_SECTIONS else None
                if wanted not in game.DECK_SECTIONS:
                    out.warnings.append(
                        f"{where}: {game.title} has no section {show(line, 40)}; cards are placed by their type"
                    )
            elif heading in _GROUP_WORDS:
                skipping = ""
                section = None
            else:
                out.problems.append(ImportProblem(where, f"cannot read {show(line)} (not a card or a known heading)"))
            continue
        digits, spec = _count_line(line) or ("1", line)
        if skipping:
            continue
        n = int(digits) if len(digits) <= 6 else MAX_COPIES + 1  # digits are counted before they are converted
        if n > MAX_COPIES:
            raise DeckError(f"{where}: count {show(digits, 20)} is over the limit of {MAX_COPIES}")
        if n < 1:
            raise DeckError(f"{where}: count must be at least 1 in {show(line)}")
        found, matched = resolve(game, spec)
        if len(found) == 1:
            cid = found[0]
            home = home_section(game, cid)
            sec = section if section in game.DECK_SECTIONS else home
            if sec != home and home != "main":
                out.warnings.append(f"{where}: {game.cards.display(cid)} is in [{sec}]; imported into [{home}]")
                sec = home
            out.add(cid, n, where, sec)
        elif found:
            out.ambiguous(where, matched, found)
        else:
            out.unknown(where, spec)
    if out.total == 0 and not out.problems:
        raise DeckError(f"{source}: no cards in the list")
    return out.result()


def _heading(line: str) -> str | None:
    m = _BRACKET_SECTION.match(line)
    if m:  # "[problems]", "[ddeck]": always a heading
        return _key(m.group(1))
    m = _HEADING.match(line)
    if not m:
        return None
    key = _key(m.group(1))
    if key in _SECTION_WORDS or key in _GROUP_WORDS or key in _SIDEBOARD:
        return key
    # an unknown word followed by ':' or '(N)' is a heading we do not know
    return key if (line.endswith(":") or re.search(r"\(\s*\d+\s*\)\s*:?$", line)) else None


def _squash(text: str) -> str:
    return text.lower().replace(" ", "").replace("-", "").replace("_", "")


def _key(text: str) -> str:
    return " ".join(text.lower().replace("_", " ").replace("-", " ").split())


def _count_line(line: str) -> tuple[str, str] | None:
    """(count digits, card text) of a line with a count before or after the card."""
    m = _COUNT_FIRST.match(line)
    if m:
        return (m.group(1) or m.group(3)), (m.group(2) or m.group(4))
    m = _COUNT_LAST.match(line)
    if m:
        return (m.group(2) or m.group(3)), m.group(1)
    return None


def write(game: Game, deck: Deck) -> str:
    """The deck as our deck-list text (``tcgkit deck check`` reads it; so does every forum reader)."""
    return deck.to_text(game.cards)
