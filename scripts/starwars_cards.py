#!/usr/bin/env python3
"""Build the Star Wars card pool from the facts-only card data and our hand-written ability overlay.

Usage (from the project root)::

    .venv/bin/python scripts/starwars_cards.py [CSV]        # CSV defaults to ../shared/data/starwars/cards.csv
    .venv/bin/python scripts/starwars_cards.py --check      # fail if the generated files are out of date

Reads the CSV (facts: names, numbers, stats, keyword names and their Force costs; no card text) and
``src/tcgkit/games/starwars/data/abilities.toml`` (our encodings of each card's abilities in the SWT-10 vocabulary,
keyed by set and number), and writes ``src/tcgkit/games/starwars/data/cards.toml`` (validated with the game's own
loader) and ``docs/starwars-coverage.md``. Re-running keeps the encodings: they live only in the overlay.

Every card of the chosen sets must have an overlay entry (an empty one for a card without text beyond its
keywords), so no card is called supported by accident. The ``text`` of a card is generated from its encoding:
our own wording of what the engine does.
"""

from __future__ import annotations

import csv
import re
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from tcgkit.games.starwars.cards import KEYWORDS, parse_cards  # noqa: E402
from tcgkit.games.starwars.describe import describe_card  # noqa: E402

DATA = ROOT / "src" / "tcgkit" / "games" / "starwars" / "data"
OVERLAY = DATA / "abilities.toml"
OUT = DATA / "cards.toml"
DOC = ROOT / "docs" / "starwars-coverage.md"
DEFAULT_CSV = ROOT.parent / "shared" / "data" / "starwars" / "cards.csv"

#: Whole sets in the pool, in order.
SETS = ("AOTC", "SR", "ROTS", "ANH")
SET_NAMES = {
    "AOTC": "Attack of the Clones",
    "SR": "Sith Rising",
    "ROTS": "Revenge of the Sith",
    "PM": "The Phantom Menace",
    "ANH": "A New Hope",
}
#: Real cards of later sets that bring what AOTC and Sith Rising lack (locations, equipment, non-unique pilots),
#: so that those rules can be played and tested (SWT-10.2, SWT-10.4). The ROTS and ANH ones are now part of their
#: whole sets (SETS); only the others are added from this list.
SUPPLEMENT = (
    ("ROTS", 13),
    ("ROTS", 68),
    ("ROTS", 69),
    ("ROTS", 76),
    ("ROTS", 77),
    ("ROTS", 85),
    ("ROTS", 93),
    ("ROTS", 101),
    ("ROTS", 15),
    ("ROTS", 22),
    ("ROTS", 23),
    ("ROTS", 44),
    ("ROTS", 55),
    ("ROTS", 67),
    ("ROTS", 108),
    ("PM", 76),
    ("ANH", 166),
)
SIDE = {"L": "light", "D": "dark", "N": "neutral"}
UNIT_TYPES = {"Character": "character", "Ground": "ground", "Space": "space"}
#: How a paid keyword ("Pay N Force -> Evade N") becomes an activated ability.
PAID = {
    "Evade": ("before_roll", "defending"),
    "Deflect": ("before_damage", "defending"),
}
OVERLAY_KEYS = {
    "persona",
    "keywords",
    "abilities",
    "timing",
    "when",
    "effects",
    "force_cost",
    "equip_force",
    "equip_build",
    "equip_arenas",
    "equip_subtype",
    "pilot_subtype",
    "unsupported",
    "arena",
    "subtype",
    "modes",
}


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def card_id(row: dict[str, str]) -> str:
    base = f"{row['set'].lower()}-{int(row['number']):03d}-{slug(row['name'])}"
    return f"{base}-{row['version'].lower()}" if row["version"] else base


def parse_keywords(text: str) -> list[tuple[str, str]]:
    out = []
    for part in filter(None, (p.strip() for p in text.split(";"))):
        m = re.match(r"^(.*?)(?:\s+(-?\d+|X))?$", part)
        assert m
        out.append((m.group(1), m.group(2) or ""))
    return out


def build_card(row: dict[str, str], entry: dict[str, Any]) -> dict[str, Any]:
    unknown = set(entry) - OVERLAY_KEYS
    if unknown:
        raise SystemExit(f"{OVERLAY.name}: [{row['set']}-{int(row['number']):03d}]: unknown key(s) {sorted(unknown)}")
    kind = row["type"]
    card: dict[str, Any] = {
        "id": card_id(row),
        "name": row["name"],
        "version": row["version"],
        "side": SIDE[row["side"]],
        "set": row["set"],
        "number": int(row["number"]),
        "rarity": row["rarity"],
    }
    aliases = [f"{row['set']} {int(row['number'])}"]
    if row["version"]:
        aliases.insert(0, f"{row['name']} ({row['version']})")
    card["aliases"] = aliases
    reasons: list[str] = []
    if kind in UNIT_TYPES:
        card.update(
            type="unit",
            arena=UNIT_TYPES[kind],
            subtype=row["subtype"],
            build_cost=int(row["cost"]),
            speed=int(row["speed"]),
            power=int(row["power"]),
            health=int(row["health"]),
        )
    elif kind == "Battle":
        card.update(type="battle", force_cost=int(row["force_cost"] or 0))
    elif kind == "Mission":
        card.update(type="mission", build_cost=int(row["cost"] or 0))
    elif kind == "Location":
        card.update(type="location", build_cost=int(row["cost"] or 0), subtype=row["subtype"])
        arena = row["subtype"].split(" ")[0].lower()
        if arena in ("space", "ground", "character"):
            card["arena"] = arena
    elif kind == "Equipment":
        card.update(
            type="equipment",
            build_cost=int(row["cost"] or 0),
            subtype=row["subtype"],
            equip_arenas=[a.lower() for a in row["subtype"].split("/")],
        )
    else:  # pragma: no cover
        raise SystemExit(f"unknown type {kind!r}")
    paid = dict(p.split("=") for p in row["keyword_force_costs"].split(";") if p)
    keywords: list[dict[str, Any]] = []
    abilities: list[dict[str, Any]] = []
    for name, num in parse_keywords(row["keywords"]):
        full = f"{name} {num}".strip()
        if name == "Intercept" and full in paid:  # extension: a paid redirect onto this unit (docs/starwars.md)
            abilities.append(
                {
                    "kind": "activated",
                    "force": int(paid[full]),
                    "timing": "before_roll",
                    "limit": "attack",
                    "when": [{"cond": "guarding"}],
                    "label": "Intercept",
                    "effects": [{"op": "redirect", "target": "this"}],
                }
            )
            continue
        if name not in KEYWORDS:
            reasons.append(f"keyword {full} is not in the SWT-10.6 vocabulary.")
            continue
        if num == "X":
            reasons.append(f"{full} has a variable number.")
            continue
        n = int(num or 0)
        if full in paid:
            timing, cond = PAID.get(name, ("before_roll", "battling"))
            abilities.append(
                {
                    "kind": "activated",
                    "force": int(paid[full]),
                    "timing": timing,
                    "limit": "attack",
                    "when": [{"cond": cond}],
                    "label": full,
                    "effects": [{"op": "grant", "target": "this", "keyword": name, "n": n, "duration": "attack"}],
                }
            )
        else:
            keywords.append({"keyword": name, "n": n})
    card["keywords"] = keywords
    for key in (
        "persona",
        "timing",
        "when",
        "effects",
        "force_cost",
        "equip_force",
        "equip_build",
        "equip_arenas",
        "equip_subtype",
        "pilot_subtype",
        "arena",
        "keywords",
        "subtype",
        "modes",
    ):
        if key in entry:
            card[key] = entry[key]
    card["abilities"] = abilities + list(entry.get("abilities", []))
    if "unsupported" in entry:
        reasons.insert(0, entry["unsupported"])
    if reasons:
        card["supported"] = False
        card["reason"] = " ".join(reasons)
    return {k: v for k, v in card.items() if v not in ("", [], None)}


# ---------------------------------------------------------------------- TOML writing
def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list | tuple):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {toml_value(v)}" for k, v in value.items()) + "}"
    raise TypeError(value)


def write_toml(cards: list[dict[str, Any]]) -> str:
    lines = [
        "# Star Wars TCG card pool: GENERATED by scripts/starwars_cards.py from ../shared/data/starwars/cards.csv",
        "# (facts) and data/abilities.toml (our ability encodings). Do not edit by hand; edit the overlay and re-run.",
        "# `text` is our own description of what the engine does, never the publisher's card text.",
        "",
    ]
    for card in cards:
        lines.append("[[card]]")
        for key, value in card.items():
            lines.append(f"{key} = {toml_value(value)}")
        lines.append("")
    return "\n".join(lines)


# ---------------------------------------------------------------------- the coverage document
def coverage_doc(cards: list[Any]) -> str:
    by_set: dict[str, list[Any]] = {}
    for c in cards:
        by_set.setdefault(c.set, []).append(c)
    aotc = by_set.get("AOTC", [])
    ok = sum(1 for c in aotc if c.supported)
    lines = [
        "# Star Wars TCG: card support",
        "",
        f"**Attack of the Clones: {ok} of {len(aotc)} cards fully supported ({100 * ok / len(aotc):.1f}%).**",
        "",
    ]
    for s in by_set:
        if s == "AOTC":
            continue
        n = sum(1 for c in by_set[s] if c.supported)
        lines.append(f"- {SET_NAMES.get(s, s)} ({s}): {n} of {len(by_set[s])} supported.")
    lines += [
        "",
        "Generated by `scripts/starwars_cards.py` from the facts-only card data (`../shared/data/starwars/cards.csv`)",
        "and the hand-written encodings in `src/tcgkit/games/starwars/data/abilities.toml`. *Supported* means every",
        "ability of the card is expressed in the SWT-10 vocabulary (with the extensions listed in `docs/starwars.md`)",
        "and played by the engine under our rules (e.g. keyword meanings, SWT-5.26-5.38; prevention stops battle",
        "damage, SWT-5.38; 'until the end of battle' lasts until end of turn). Unsupported cards keep their stats",
        "and supported keywords, their other abilities do nothing (an unsupported battle card can't be played), and",
        "they are left out of the sample decks.",
        "",
        "Revenge of the Sith and A New Hope are in the pool as whole sets. The card of The Phantom Menace (the",
        "supplement) is a real WotC card added for its non-unique pilot, which the rules need (SWT-10.2).",
    ]
    for s, group in by_set.items():
        lines += [
            "",
            f"## {SET_NAMES.get(s, s)} ({s})",
            "",
            "| # | card | type | supported | why not |",
            "|---|---|---|---|---|",
        ]
        for c in sorted(group, key=lambda c: c.number):
            label = f"{c.name} ({c.version})" if c.version else c.name
            kind = c.arena if c.type == "unit" else c.type
            why = c.reason.replace("|", "/") if not c.supported else ""
            lines.append(f"| {c.number} | {label} | {kind} | {'yes' if c.supported else 'no'} | {why} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    check = "--check" in argv
    args = [a for a in argv if not a.startswith("--")]
    source = Path(args[0]) if args else DEFAULT_CSV
    with source.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    overlay = tomllib.loads(OVERLAY.read_text(encoding="utf-8"))
    wanted = [r for r in rows if r["set"] in SETS]
    extra = {(s, n) for s, n in SUPPLEMENT}
    wanted += [r for r in rows if r["set"] not in SETS and (r["set"], int(r["number"])) in extra]
    cards = []
    used = set()
    for row in wanted:
        key = f"{row['set']}-{int(row['number']):03d}"
        if key not in overlay:
            raise SystemExit(f"{OVERLAY.name}: no entry [{key}] for {row['name']} {row['version']}".rstrip())
        used.add(key)
        cards.append(build_card(row, overlay[key]))
    stray = sorted(set(overlay) - used)
    if stray:
        raise SystemExit(f"{OVERLAY.name}: entries for cards not in the pool: {', '.join(stray)}")
    parsed = parse_cards({"card": cards}, "cards.toml (generated)")
    for raw, card in zip(cards, parsed, strict=True):
        raw["text"] = describe_card(card)
    parsed = parse_cards({"card": cards}, "cards.toml (generated)")
    toml_text = write_toml(cards)
    doc = coverage_doc(parsed)
    if check:
        stale = [p for p, text in ((OUT, toml_text), (DOC, doc)) if not p.exists() or p.read_text() != text]
        if stale:
            print("out of date: " + ", ".join(str(p.relative_to(ROOT)) for p in stale))
            return 1
        print("cards.toml and starwars-coverage.md are up to date")
        return 0
    OUT.write_text(toml_text, encoding="utf-8")
    DOC.write_text(doc, encoding="utf-8")
    aotc = [c for c in parsed if c.set == "AOTC"]
    ok = sum(1 for c in aotc if c.supported)
    print(f"wrote {len(parsed)} cards to {OUT.relative_to(ROOT)}; AOTC supported {ok}/{len(aotc)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
