"""LackeyCCG ``.dek`` deck files (Star Wars TCG).

The layout, as the SWTCG LackeyCCG plugin writes and reads it (its ``Deck``/``SuperZone``/``DeckCard``/``CardName``
classes and the starter decks shipped with the plugin)::

    <deck version="0.8">
        <meta>
            <game>starwars</game>
        </meta>
        <superzone name="Deck">
            <card><name id="SR013_Jango_Fett_E">Jango Fett (E)</name><set>SR</set></card>
            ... one <card> per copy ...
        </superzone>
    </deck>

``<name>`` is the card's Lackey name (name and version, "Jango Fett (B)"), ``<set>`` its set code (AOTC, SR, ...)
and the ``id`` attribute the card's image file in the plugin (``Jango_Fett_B`` in AOTC, ``SR013_Jango_Fett_E``
from Sith Rising on). Cards are matched by name and set; the id is used only when the name is unknown and the id
carries a set and number. Other superzones (a sideboard) are not part of a Star Wars deck: their cards are reported
as warnings and not imported.
"""

from __future__ import annotations

import re
from xml.sax.saxutils import escape, quoteattr

from ..core import Deck, DeckError, Game
from ..core.validate import show
from .common import Collector, ImportProblem, ImportResult, parse_xml

GAME = "starwars"
#: The Lackey plugin's game name in ``<meta><game>``.
LACKEY_GAME = "starwars"
#: Sets whose image ids carry no set prefix in the plugin (Attack of the Clones was the first set).
_UNPREFIXED = {"AOTC"}
_ID = re.compile(r"^([A-Z]+)(\d{3})_")


def image_id(card: object) -> str:
    """The plugin's image id of a card: ``Obi_Wans_Starfighter_A`` (AOTC), ``SR013_Jango_Fett_E`` (later sets).

    Derived from the name as the plugin's set files spell it; a few ids there are irregular (AOTC's ``Slave_1_A``
    for Slave I (A)). Lackey loads deck cards by name and set, so an id that differs only affects the image."""
    name = str(getattr(card, "name", ""))
    version = str(getattr(card, "version", ""))
    set_code = str(getattr(card, "set", ""))
    if set_code in _UNPREFIXED:  # AOTC.txt: apostrophes dropped, every other mark an underscore
        stem = re.sub(r"[^A-Za-z0-9]+", "_", name.replace("'", "")).strip("_")
        return f"{stem}_{version}" if version else stem
    # SR.txt and later: apostrophes and spaces become underscores, hyphens stay ("SR077_Maul_s_Strategy")
    stem = re.sub(r"[^A-Za-z0-9-]+", "_", name).strip("_")
    stem = f"{stem}_{version}" if version else stem
    return f"{set_code}{int(getattr(card, 'number', 0)):03d}_{stem}"


def lackey_name(card: object) -> str:
    name, version = str(getattr(card, "name", "")), str(getattr(card, "version", ""))
    return f"{name} ({version})" if version else name


def read(text: str, game: Game, source: str) -> ImportResult:
    root = parse_xml(text, source)
    if root.tag != "deck":
        raise DeckError(
            f"{source}, line {root.line}: the root element is <{root.tag[:40]}>, not <deck>: not a LackeyCCG deck"
        )
    out = Collector(game, source, "lackey")
    meta = root.find("meta")
    if meta is not None:
        kind = meta.find("game")
        if kind is not None and kind.text and kind.text.strip().lower() != LACKEY_GAME:
            raise DeckError(
                f"{source}, line {kind.line}: a LackeyCCG deck of the game {show(kind.text, 40)}, not "
                f"Star Wars ({LACKEY_GAME})"
            )
        for tag in ("title", "name"):
            node = meta.find(tag)
            if node is not None and node.text:
                out.name = node.text
    zones = root.findall("superzone")
    if not zones:
        raise DeckError(f"{source}, line {root.line}: no <superzone> in the deck")
    pool = game.cards
    by_number = {(c.set, c.number): cid for cid, c in pool.items()}
    for zone in zones:
        zone_name = zone.attrs.get("name", "")
        cards = zone.findall("card")
        if zone_name.strip().lower() != "deck":
            if cards:
                out.warnings.append(
                    f"{source}, line {zone.line}: superzone {show(zone_name, 40)} ({len(cards)} "
                    f"card{'s' if len(cards) != 1 else ''}) is not part of a Star Wars deck; not imported"
                )
            continue
        for i, card in enumerate(cards, 1):
            where = f"{source}, line {card.line} (card {i} of superzone {zone_name})"
            name_el, set_el = card.find("name"), card.find("set")
            name = name_el.text if name_el is not None else ""
            set_code = (set_el.text if set_el is not None else "").strip().upper()
            if not name:
                out.problems.append(_missing(where))
                continue
            cid = _match(
                out, name, set_code, name_el.attrs.get("id", "") if name_el is not None else "", by_number, where
            )
            if cid is not None:
                out.add(cid, 1, where)
    return out.result()


def _missing(where: str) -> ImportProblem:
    return ImportProblem(where, "a <card> without a <name>", (), "unknown")


def _match(
    out: Collector, name: str, set_code: str, image: str, by_number: dict[tuple[str, int], str], where: str
) -> str | None:
    pool = out.game.cards
    found = pool.matches(name)
    if len(found) > 1 and set_code:
        in_set = [c for c in found if pool[c].set == set_code]
        found = in_set or found
    if len(found) == 1:
        cid = found[0]
        if set_code and pool[cid].set != set_code:
            out.warnings.append(
                f"{where}: {show(name)} is listed in set {show(set_code, 12)}; tcgkit has it from "
                f"{pool[cid].set} {pool[cid].number}"
            )
        return cid
    if len(found) > 1:
        out.ambiguous(where, name, found)
        return None
    m = _ID.match(image)
    if m and (m.group(1), int(m.group(2))) in by_number:
        cid = by_number[(m.group(1), int(m.group(2)))]
        out.warnings.append(
            f"{where}: unknown name {show(name)}; matched by its image id {show(image)} as {pool.display(cid)}"
        )
        return cid
    extra = f" in set {set_code}" if set_code else ""
    if set_code and not any(c.set == set_code for c in pool.values()):
        extra += f" (tcgkit has no cards of set {set_code[:12]})"
    out.unknown(where, name, extra)
    return None


def write(game: Game, deck: Deck) -> str:
    """The deck as a LackeyCCG ``.dek`` (one ``<card>`` per copy, in list order)."""
    pool = game.cards
    lines = [
        '<deck version="0.8">',
        "\t<meta>",
        f"\t\t<game>{LACKEY_GAME}</game>",
        "\t</meta>",
        '\t<superzone name="Deck">',
    ]
    for cid, n in deck.sections.get("main", ()):
        card = pool[cid]
        entry = (
            f"\t\t<card><name id={quoteattr(image_id(card))}>{escape(lackey_name(card))}</name>"
            f"<set>{escape(str(card.set))}</set></card>"
        )
        lines += [entry] * n
    lines += ["\t</superzone>", "</deck>"]
    return "\n".join(lines) + "\n"
