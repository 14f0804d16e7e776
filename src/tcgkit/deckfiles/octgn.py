"""OCTGN ``.o8d`` deck files (My Little Pony CCG).

The layout OCTGN writes (and the My Little Pony game definition ``GameMasterLuna/MLPCCG-OCTGN`` reads: its
``definition.xml`` declares the game id and the deck sections)::

    <?xml version="1.0" encoding="utf-8" standalone="yes"?>
    <deck game="65656467-b709-43b2-a5c6-80c2f216adf9">
      <section name="Mane Character" shared="False">
        <card qty="1" id="5ff3e6bf-84fb-4387-8931-cfd18710c93c">Rainbow Dash</card>
      </section>
      <section name="Friends" shared="False"> ... </section>
      <section name="Resources" ...> <section name="Events" ...> <section name="Troublemakers" ...>
      <section name="Problems" shared="False"> ... </section>
      <notes><![CDATA[...]]></notes>
    </deck>

A card is the card's GUID in the game's set files (``id``) and its name as text (OCTGN's card name is the name
without the subname, so "Rainbow Dash" alone names several cards). Cards are matched by GUID (the facts data keeps
them, ``octgn_id`` in our card file), and by name only when the GUID is unknown. Each card goes to the section of
its type (Mane Character, Problems, or the draw deck); a card filed under another section gets a warning. tcgkit
writes the deck's name into the notes as a ``name:`` line and reads it back from there.
"""

from __future__ import annotations

import re
from xml.sax.saxutils import escape, quoteattr

from ..core import Deck, DeckError, Game
from ..core.validate import show
from .common import Collector, ImportProblem, ImportResult, home_section, parse_xml, read_count

GAME = "mlp"
#: The game id of "My Little Pony - CCG" in OCTGN (definition.xml of GameMasterLuna/MLPCCG-OCTGN).
GAME_ID = "65656467-b709-43b2-a5c6-80c2f216adf9"
#: The deck sections of that definition, in its order, and the tcgkit section (or card type) of each.
SECTIONS = {
    "Mane Character": "mane",
    "Friends": "friend",
    "Resources": "resource",
    "Events": "event",
    "Troublemakers": "troublemaker",
    "Problems": "problems",
}
#: Section names older plugins and hand-made files use, read as the section they mean.
OTHER_SECTIONS = {
    "mane": "mane",
    "problem deck": "problems",
    "problem": "problems",
    "draw deck": "main",
    "main": "main",
    "deck": "main",
    "friend": "friend",
    "resource": "resource",
    "event": "event",
    "troublemaker": "troublemaker",
}
_SIDEBOARD = {"sideboard", "side board", "sideboard pile"}
_GUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")


def _kind_of(section: str) -> str:
    """The tcgkit section a card type goes to (friend/resource/event/troublemaker are the draw deck)."""
    return section if section in ("mane", "problems") else "main"


def read(text: str, game: Game, source: str) -> ImportResult:
    root = parse_xml(text, source)
    if root.tag != "deck":
        raise DeckError(
            f"{source}, line {root.line}: the root element is <{root.tag[:40]}>, not <deck>: not an OCTGN deck"
        )
    game_id = root.attrs.get("game", "").strip().lower()
    if game_id and game_id != GAME_ID:
        raise DeckError(
            f"{source}, line {root.line}: an OCTGN deck of another game (game id {show(game_id, 40)}; "
            f"My Little Pony CCG is {GAME_ID})"
        )
    out = Collector(game, source, "octgn")
    if not game_id:
        out.warnings.append(f"{source}, line {root.line}: <deck> names no game; read as My Little Pony CCG")
    pool = game.cards
    by_guid = {str(c.octgn_id).lower(): cid for cid, c in pool.items() if getattr(c, "octgn_id", "")}
    notes = root.find("notes")
    if notes is not None:
        for line in notes.text.splitlines():
            key, colon, value = line.partition(":")
            if colon and key.strip().lower() in ("name", "title") and value.strip():
                out.name = value.strip()
                break
    sections = root.findall("section")
    if not sections:
        raise DeckError(f"{source}, line {root.line}: no <section> in the deck")
    for section in sections:
        label = section.attrs.get("name", "")
        key = label.strip()
        meant = SECTIONS.get(key) or OTHER_SECTIONS.get(key.lower())
        cards = section.findall("card")
        if key.lower() in _SIDEBOARD:
            if cards:
                out.warnings.append(
                    f"{source}, line {section.line}: section {show(label, 40)} ({len(cards)} "
                    f"entr{'ies' if len(cards) != 1 else 'y'}) is not part of a deck; not imported"
                )
            continue
        if meant is None and cards:
            out.warnings.append(
                f"{source}, line {section.line}: unknown section {show(label, 40)}; its cards were placed by their type"
            )
        for i, card in enumerate(cards, 1):
            where = f"{source}, line {card.line} (card {i} of section {label[:40]})"
            n = read_count(card.attrs.get("qty", "1"), where)
            guid = card.attrs.get("id", "").strip().lower()
            cid = by_guid.get(guid)
            if cid is None:
                cid = _by_name(out, card.text, guid, where)
            if cid is None:
                continue
            home = home_section(game, cid)
            if meant is not None and _kind_of(meant) != home:
                out.warnings.append(
                    f"{where}: {pool.display(cid)} filed under {show(label, 40)}; imported into [{home}]"
                )
            out.add(cid, n, where, home)
    return out.result()


def _by_name(out: Collector, name: str, guid: str, where: str) -> str | None:
    pool = out.game.cards
    if not name:
        out.problems.append(ImportProblem(where, f"unknown card id {show(guid, 40)} and no card name", (), "unknown"))
        return None
    clean = name.replace("™", "").replace("®", "").strip()
    found = pool.matches(clean)
    if len(found) == 1:
        if guid and _GUID.match(guid):
            out.warnings.append(f"{where}: card id {guid} is not in tcgkit's data; matched {show(name)} by name")
        return found[0]
    if len(found) > 1:
        out.ambiguous(where, name, found)
        return None
    out.unknown(where, name, f" (card id {guid[:40]})" if guid else "")
    return None


def write(game: Game, deck: Deck) -> str:
    """The deck as an OCTGN ``.o8d`` of the My Little Pony game definition (every section, empty ones too)."""
    pool = game.cards
    rows: dict[str, list[tuple[str, int]]] = {name: [] for name in SECTIONS}
    by_type = {v: k for k, v in SECTIONS.items()}
    missing = []
    for section in sorted(deck.sections, key=lambda s: {"mane": 0, "main": 1}.get(s, 2)):
        for cid, n in deck.sections[section]:
            card = pool[cid]
            if not getattr(card, "octgn_id", ""):
                missing.append(pool.display(cid))
            kind = {"mane": "mane", "problem": "problems"}.get(card.type, card.type)
            rows[by_type.get(kind, "Friends")].append((cid, n))
    if missing:
        raise DeckError(f"cannot write an OCTGN deck: no OCTGN card id for {', '.join(missing[:5])}")
    lines = ['<?xml version="1.0" encoding="utf-8" standalone="yes"?>', f'<deck game="{GAME_ID}">']
    for name, entries in rows.items():
        lines.append(f'  <section name={quoteattr(name)} shared="False">')
        for cid, n in entries:
            card = pool[cid]
            lines.append(f'    <card qty="{n}" id={quoteattr(card.octgn_id)}>{escape(card.name)}</card>')
        lines.append("  </section>")
    note = f"name: {deck.name}\n" if deck.name else ""
    lines.append(f"  <notes><![CDATA[{note.replace(']]>', ']] >')}exported by tcgkit]]></notes>")
    lines.append("</deck>")
    return "\n".join(lines) + "\n"
