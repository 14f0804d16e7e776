#!/usr/bin/env python3
"""Convert the facts-only My Little Pony CCG card data into tcgkit's card file, and write the coverage report.

Usage (from the project root)::

    python3 scripts/mlp_cards.py [CARDS_CSV] [--sets Premier,...]

``CARDS_CSV`` defaults to ``../shared/data/mlp/cards.csv``; ``--sets`` defaults to both converted sets, Premiere
and Canterlot Nights. The script reads the facts (names, numbers, colours, requirements, keywords, ...) from the CSV
and merges the hand-written overlays ``src/tcgkit/games/mlp/data/abilities.toml`` (Premiere) and
``src/tcgkit/games/mlp/data/abilities-canterlot-nights.toml`` (keyed by set number: what each card does in our
vocabulary, in our own words). It writes ``src/tcgkit/games/mlp/data/cards.toml`` and ``docs/mlp-coverage.md``.
Re-running keeps the encodings because they live in the overlay, never in the generated file. Every card of a
converted set must have an overlay entry (``vanilla = true`` for cards without rules text), so no card can slip
through as a vanilla card.
"""

from __future__ import annotations

import argparse
import csv
import re
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "tcgkit" / "games" / "mlp"
OVERLAY = PACKAGE / "data" / "abilities.toml"
#: one overlay file per set (set numbers never collide: PR…, CN…)
OVERLAYS = {"Premier": OVERLAY, "Canterlot Nights": PACKAGE / "data" / "abilities-canterlot-nights.toml"}
DEFAULT_SETS = "Premier,Canterlot Nights"
OUT_CARDS = PACKAGE / "data" / "cards.toml"
OUT_COVERAGE = ROOT / "docs" / "mlp-coverage.md"

#: OCTGN Element -> our colour (MLP-1.1).
ELEMENTS = {
    "Loyalty": "blue",
    "Honesty": "orange",
    "Laughter": "pink",
    "Magic": "purple",
    "Generosity": "white",
    "Kindness": "yellow",
}
TYPES = {
    "Mane Character": "mane",
    "Friend": "friend",
    "Resource": "resource",
    "Event": "event",
    "Troublemaker": "troublemaker",
    "Problem": "problem",
}
SET_PREFIX = {"Premier": "pr", "Canterlot Nights": "cn"}
SET_TITLE = {"Premier": "Premiere", "Canterlot Nights": "Canterlot Nights"}
#: Keywords the rules define (MLP-6.11–6.23) and Caretaker (card text, MLP-0.7); "Epic" comes from the data's traits.
KNOWN_KEYWORDS = {
    "Swift",
    "Studious",
    "Stubborn",
    "Diligent",
    "Inspired",
    "Random",
    "Pumped",
    "Showboat",
    "Supportive",
    "Prismatic",
    "Unique",
    "Villain",
    "Epic",
    "Caretaker",
}
GLOSS = {
    "Swift": "Swift (moving it costs 1 token less)",
    "Stubborn": "Stubborn (your opponent's effects cannot move it)",
    "Random": "Random (at the start of your score phase you may move it to a problem for free)",
    "Studious": "Studious (you gain 1 token when you win a faceoff it took part in)",
    "Inspired": "Inspired (at the start of your main phase, look at the top card of your opponent's deck; "
    "you may put it on the bottom)",
    "Villain": "Villain (when uncovered, every friend at its problem becomes frightened)",
    "Caretaker": "Caretaker (+1 power while at a problem with a Critter character)",
    "Epic": "Epic (when uncovered, discards every other troublemaker at its problem; blocks both players; "
    "its owner may challenge it)",
    "Pumped": "Pumped (+1 power until the end of the turn when played or moved to a problem)",
    "Supportive": "Supportive {n} (while it is at your home, your Mane Character has +{n} power)",
}
OVERLAY_KEYS = {
    "vanilla",
    "text",
    "abilities",
    "boosted_abilities",
    "flip",
    "keywords",
    "placement",
    "attach_to",
    "timing",
    "supported",
    "why",
    "note",
}


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower().replace("'", "").replace("é", "e").replace("è", "e")).strip("-")


def card_id(row: dict[str, str]) -> str:
    prefix = SET_PREFIX[row["set"]]
    digits = re.sub(r"\D", "", row["number"])
    return f"{prefix}-{int(digits):03d}-{slug(row['name'])}"


def colours(row: dict[str, str]) -> list[str]:
    found = [row["color"], row["multi_primary_color"], row["multi_secondary_color"]]
    found += [row["tri_primary_color"], row["tri_secondary_color"], row["tri_tertiary_color"]]
    out = []
    for element in found:
        if element in ELEMENTS and ELEMENTS[element] not in out:
            out.append(ELEMENTS[element])
    return out


def play_requirement(row: dict[str, str]) -> dict[str, int]:
    req: dict[str, int] = {}
    for k in ("req1", "req2", "req3"):
        col, power = row[f"{k}_color"], row[f"{k}_power"]
        if power and int(power) > 0:
            if col not in ELEMENTS:
                raise ValueError(f"{row['number']}: play requirement colour {col!r}")
            req[ELEMENTS[col]] = int(power)
    return req


def confront_requirement(row: dict[str, str]) -> dict[str, int]:
    """The confronting owner's requirement (MLP-1.8); "Not X" entries become ``not_<colour>`` (card text, MLP-0.7)."""
    req: dict[str, int] = {}
    for k in ("problem_req1", "problem_req2"):
        col, power = row[f"{k}_color"], row[f"{k}_power"]
        if not power or int(power) <= 0:
            continue
        if col in ELEMENTS:
            req[ELEMENTS[col]] = int(power)
        elif col.startswith("Not ") and col[4:] in ELEMENTS:
            req["not_" + ELEMENTS[col[4:]]] = int(power)
        elif col == "Wild":
            req["any"] = int(power)
        else:
            # an empty colour with a power is a gap in the facts (CG167), never a colourless requirement
            raise ValueError(f"{row['number']}: problem requirement colour {col!r} (power {power})")
    return req


def keywords(row: dict[str, str], prefix: str) -> list[str]:
    words: list[str] = []
    for col in (f"{prefix}keywords", f"{prefix}keywords_in_text"):
        words += [w.strip() for w in row[col].split(";") if w.strip()]
    return list(dict.fromkeys(words))


def number(value: str) -> int | None:
    return int(value) if value.strip() else None


def facts(row: dict[str, str]) -> dict[str, Any]:
    """The facts of one CSV row as a card table (before the overlay)."""
    kind = TYPES[row["type"]]
    card: dict[str, Any] = {
        "id": card_id(row),
        "name": row["name"],
        "type": kind,
        "set": SET_TITLE[row["set"]],
        "number": row["number"],
    }
    if row["subname"]:
        card["subname"] = row["subname"]
    card["rarity"] = row["rarity"]
    title = f"{row['name']}, {row['subname']}" if row["subname"] else row["name"]
    card["aliases"] = [title, row["number"]] if row["subname"] else [row["number"]]
    if row["octgn_card_id"]:
        card["octgn_id"] = row["octgn_card_id"]  # the OCTGN card GUID: deck files (.o8d) name cards by it
    cols = colours(row)
    if cols:
        card["colors"] = cols
    if kind in ("friend", "resource", "event"):
        card["cost"] = int(row["cost"])
    if kind != "problem" and row["power"]:
        card["power"] = int(row["power"])
    if kind in ("friend", "resource", "event"):
        req = play_requirement(row)
        if req:
            card["requirement"] = req
    if kind == "problem":
        card["owner_requirement"] = confront_requirement(row)
        card["opponent_requirement"] = {"any": int(row["problem_opponent_power"])}
        card["bonus"] = int(row["bonus"])
        if row["starting_problem"] == "true":
            card["starting"] = True
    if kind == "troublemaker":
        card["points"] = int(row["points"])
    traits = [t for t in row["traits"].split(";") if t]
    kws = keywords(row, "")
    if "Epic" in traits:
        traits.remove("Epic")
        kws.insert(0, "Epic")
    if "Unique" in traits:  # printed on the traits line; the rules' keyword (MLP-6.23)
        traits.remove("Unique")
        kws.append("Unique")
    if traits:
        card["traits"] = traits
    if kws:
        card["keywords"] = kws
    if kind == "mane":
        card["home_limit"] = number(row["home_limit"])
        card["boosted_power"] = number(row["boosted_power"])
        card["boosted_home_limit"] = number(row["boosted_home_limit"])
        bkws = keywords(row, "boosted_")
        if bkws:
            card["boosted_keywords"] = bkws
    return card


def describe_vanilla(card: dict[str, Any]) -> str:
    kws = card.get("keywords", [])
    if kws:
        return "; ".join(_gloss(k) for k in kws) + "."
    if card["type"] == "problem":
        return "No special rule."
    return "No ability."


def _gloss(word: str) -> str:
    """A keyword explained (a numbered one, "Supportive 2", with its number)."""
    name, _, n = word.partition(" ")
    return GLOSS[name].format(n=n) if name in GLOSS else word


def merge(card: dict[str, Any], entry: dict[str, Any]) -> dict[str, Any]:
    """Apply the overlay entry of one card; decide ``supported`` and ``text``."""
    unknown = set(entry) - OVERLAY_KEYS
    if unknown:
        raise ValueError(f"{card['number']}: unknown overlay keys {sorted(unknown)}")
    for kw in entry.get("keywords", []):
        if kw not in card.setdefault("keywords", []):
            card["keywords"].append(kw)
    for key in ("flip", "placement", "attach_to", "timing", "abilities", "boosted_abilities"):
        if key in entry:
            card[key] = entry[key]
    supported = entry.get("supported", True)
    strange = [
        k
        for k in (*card.get("keywords", []), *card.get("boosted_keywords", []))
        if k.split(" ")[0] not in KNOWN_KEYWORDS
    ]
    if strange and supported:
        raise ValueError(f"{card['number']}: keyword(s) {strange} are not in the rules: mark the card unsupported")
    if not supported:
        card["supported"] = False
        card["why"] = entry["why"]
        card["keywords"] = [k for k in card.get("keywords", []) if k.split(" ")[0] in KNOWN_KEYWORDS]
        card["boosted_keywords"] = [k for k in card.get("boosted_keywords", []) if k.split(" ")[0] in KNOWN_KEYWORDS]
        card["text"] = "Not supported yet: " + entry["why"] + "."
        _fill_unsupported(card)
    elif entry.get("vanilla"):
        card["text"] = describe_vanilla(card)
    else:
        text = entry["text"]
        missing = [k for k in card.get("keywords", []) if k.split(" ")[0] not in text]
        card["text"] = (", ".join(missing) + ". " if missing else "") + text
    for key in ("keywords", "boosted_keywords"):
        if key in card and not card[key]:
            del card[key]
    return card


def _fill_unsupported(card: dict[str, Any]) -> None:
    """An unsupported card still loads (it can be looked up, but deck checks reject it): give it valid fields."""
    if card["type"] == "mane" and "flip" not in card:
        card["flip"] = {"kind": "score", "n": 99}
    if card["type"] == "resource" and "placement" not in card:
        card["placement"] = "home"
    if card["type"] == "event" and "timing" not in card:
        card["timing"] = ["main"]


# ---------------------------------------------------------------------- a small TOML writer (our own data only)
def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{_key(k)} = {_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(f"cannot write {v!r}")


def _key(k: str) -> str:
    return k if re.fullmatch(r"[A-Za-z0-9_-]+", k) else _value(k)


def write_toml(cards: list[dict[str, Any]], header: str) -> str:
    lines = [header, ""]
    for card in cards:
        lines.append("[[card]]")
        sections = []
        for k, v in card.items():
            if k in ("abilities", "boosted_abilities"):
                sections.append((k, v))
            else:
                lines.append(f"{_key(k)} = {_value(v)}")
        for k, abilities in sections:
            for ab in abilities:
                lines.append(f"[[card.{k}]]")
                lines += [f"{_key(a)} = {_value(b)}" for a, b in ab.items()]
        lines.append("")
    return "\n".join(lines)


# ---------------------------------------------------------------------- coverage report
def coverage(cards: list[dict[str, Any]], sets: list[str]) -> str:
    lines = ["# My Little Pony CCG: card support", ""]
    for s in sets:
        title = SET_TITLE[s]
        mine = [c for c in cards if c["set"] == title]
        ok = sum(1 for c in mine if c.get("supported", True))
        lines.append(f"**{title}: {ok} of {len(mine)} cards supported ({100.0 * ok / len(mine):.1f}%).**")
    lines += [
        "",
        "Generated by `scripts/mlp_cards.py` from `../shared/data/mlp/cards.csv` (facts only) and the hand-written",
        "overlays `src/tcgkit/games/mlp/data/abilities.toml` and `abilities-canterlot-nights.toml` (what each card",
        "does, in our own words). A supported card",
        "does in the engine what its `text` says, in the rules model of `rules/mlp.md`; an unsupported card can be",
        "looked up but the deck check rejects it (a `MLP-1.3` problem) and it is in no sample deck.",
        "",
        "Rules-model readings that apply to many cards:",
        "",
        '- Problem requirements printed as "N non-X power" are `not_X` entries: N power from characters without colour',
        "  X (card text, MLP-0.7); the rules' own format (MLP-1.8) has coloured and colourless entries only.",
        '- "+N [Colour]" on a character means +N power and that colour added for the duration (MLP-10.10 `power`',
        "  and `add_color`).",
        '- Starting Problems are placed at setup (MLP-3.2), not played: their "when this problem is played" abilities',
        "  work when the card is turned up later as a new problem (MLP-5.28 d).",
        "- Reactions: the rules' own events have no reaction window (MLP-9.9), but a card's text overrides the rules",
        "  (MLP-0.7). A Reaction on a card in play is an optional triggered ability (its cost: exhausting or",
        "  dismissing the card; MLP-6.27, MLP-4.2). A Reaction event (timing `reaction`) is offered to its holder,",
        "  if affordable and its requirement met, in the state check right after its moment (a reveal, a move, a",
        "  dismissal, a faceoff won); reveal reactions come after that side's reveal, before the other side's.",
        '- "Troublemaker Phase:" events (timing `troublemaker`) are played in the challenge step (MLP-4.10).',
        "- Caretaker (not in the rules' keyword list): +1 power while a Critter character is at the same problem.",
        "- Beyond the eighteen primitives of MLP-10.10 the real text needed `add_keyword`, `to_deck_top`, `mill`,",
        "  `uncover`, `cover`, `look`, `forbid`, `pay_or_dismiss`, `flip_to_hand`, `dismiss_replace`, `to_hand`,",
        "  `hand_to_deck_top`, `peek_problems`, `search`, `reveal_take`, `add_trait`, `flips_to_discard`,",
        "  `reattach`, `replay`, `banish`, `reflip`, `flip_power` and `ignore_highest`, and the triggers",
        "  `on_gain_tokens`, `on_draw`, `on_discard`, `on_flip`, `on_move` and `on_discarded` (card text",
        "  overrides the rules, MLP-0.7); see `cards.py`. A deck search shuffles with the seeded generator (MLP-0.6).",
        "- The real set is not the designed pool of MLP-10.1–10.6 (e.g. costs up to 5, no Supportive or Unique card):",
        "  `tests/games/mlp/test_pool.py` pins where it departs.",
        "",
        "Canterlot Nights readings (card text overrides the rules, MLP-0.7; each word is implemented once in the",
        "vocabulary, `cards.py`, and tested in `tests/games/mlp/test_canterlot_nights*.py`):",
        "",
        "- Keywords keep the rules file's meanings: Pumped is MLP-6.19 (+1 power until end of turn when played or",
        '  moved to a problem) and Supportive N is MLP-6.21. "Unique", printed on the traits line, is the keyword of',
        "  MLP-6.23.",
        "- *Beneath*: a public pile of cards under a card in play, out of play (shown with the banished cards). Cards",
        "  get there only by the cards that put them there (Joe and Eep! under a friend with Pumped; Canterlot",
        "  Archives, Canterlot Hedge Maze, Learned Lessons, Varmint Barricade and Sunset Shimmer under themselves).",
        "  *Spending* a card from beneath puts it into its owner's discard pile; a cost to spend N needs N cards",
        "  there.",
        "  When the card leaves play, the cards beneath it go to their owners' discard piles (Sunset Shimmer's text:",
        "  to their hands, also when it turns face down).",
        '- *Banish* (without "beneath"): the card leaves the game for the banished zone.',
        "- *Retire*: a player puts one of their own cards from play into its owner's discard pile. It is not a",
        '  dismissal (no dismissal prohibition or replacement applies); "when retired" abilities trigger.',
        '- *Frighten* is MLP-6.4\'s frightening; "unfrighten" is recovering (MLP-6.5) without paying.',
        "- A *challenge* started by a card (Biff! Pow!, The Hard Way, Pipsqueak, Princess Celestia, Protector of",
        "  Equestria) is a troublemaker faceoff (MLP-5.23–5.27) at once, with the characters the card names (all the",
        "  challenger's ready characters at the troublemaker's problem, one of them, or the card itself); it counts as",
        "  that troublemaker's challenge this turn (MLP-4.10).",
        "- Showdown events (a faceoff between one of your friends and an opposing friend with at least its power):",
        "  a faceoff (MLP-5.12–5.20) whose only participants are those two friends, wherever they are, with no",
        "  problem bonus; then the event's outcome for its winner or its loser's friend.",
        '- *Accessory*, *Condition*, *Asset*, *Location*, *Report*, *Artifact* are traits; "an Accessory on a',
        '  character" is an attached resource with that trait. Some resources attach to troublemakers or to the',
        "  opponent's Mane (their text says so); attachments follow MLP-1.16.",
        '- "At the start of a turn" and "at the end of your draw step" abilities resolve once the ready phase',
        '  (which offers no choice) is over; "after the start of your troublemaker phase" is the moment of MLP-4.9;',
        '  "after the start of any phase" abilities resolve at the start of every phase; "at the end of your turn"',
        "  ones at the start of the End phase, before the limits (MLP-4.25–4.26); end-of-turn Mane flips are",
        "  checked when the turn ends (MLP-4.27).",
        '- "Score Phase:" abilities are used in a window at the start of the score phase, before the confront step;',
        '  "Faceoff:" friends (Dr. Hooves, Just In Time) may be played in a faceoff window to a location where their',
        "  player has a participant, and take part.",
        "- A Mane that turns over only by paying for it with one of its abilities (tokens, exhausting friends) has",
        "  the flip kind `ability`: only its abilities turn it.",
        "",
    ]
    for s in sets:
        title = SET_TITLE[s]
        lines += [f"## {title}", "", "| # | card | type | supported | why not / note |", "|---|---|---|---|---|"]
        for c in cards:
            if c["set"] != title:
                continue
            name = c["name"] + (f", {c['subname']}" if c.get("subname") else "")
            ok = c.get("supported", True)
            why = c.get("why", "") if not ok else c.get("note", "")
            lines.append(f"| {c['number']} | {name} | {c['type']} | {'yes' if ok else 'no'} | {why} |")
        lines.append("")
    return "\n".join(lines)


def build(csv_path: Path, sets: list[str]) -> tuple[str, str, int, int]:
    """The card file text and the coverage report for ``sets``, and (cards, supported) counts."""
    overlay: dict[str, Any] = {}
    for s in sets:
        overlay.update(tomllib.loads(OVERLAYS[s].read_text(encoding="utf-8")))
    with csv_path.open(encoding="utf-8", newline="") as fh:
        rows = [r for r in csv.DictReader(fh) if r["set"] in sets]
    cards = []
    missing = []
    for row in rows:
        entry = overlay.get(row["number"])
        if entry is None:
            missing.append(row["number"])
            continue
        card = merge(facts(row), dict(entry))
        cards.append(card)
    if missing:
        raise ValueError(f"overlay has no entry for: {', '.join(missing)}")
    header = (
        "# GENERATED by scripts/mlp_cards.py from ../shared/data/mlp/cards.csv and data/abilities*.toml: do not edit.\n"
        "# Facts from the OCTGN data (no card text); `text` and `abilities` are ours (rules MLP-10.9, MLP-10.10)."
    )
    notes = {c["number"]: overlay[c["number"]].get("note", "") for c in cards}
    report = coverage([dict(c, note=notes[c["number"]]) for c in cards], sets)
    ok = sum(1 for c in cards if c.get("supported", True))
    return write_toml(cards, header), report, len(cards), ok


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("csv", nargs="?", default="../shared/data/mlp/cards.csv", help="cards.csv (facts only)")
    parser.add_argument("--sets", default=DEFAULT_SETS, help="OCTGN set names, comma separated")
    parser.add_argument("--check", action="store_true", help="only compare with the files on disk (exit 1 if stale)")
    args = parser.parse_args(argv)
    path = Path(args.csv)
    if not path.is_absolute():
        path = ROOT / path
    sets = [s.strip() for s in args.sets.split(",") if s.strip()]
    try:
        cards_text, report, n, ok = build(path, sets)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 1
    if args.check:
        stale = [p.name for p, t in ((OUT_CARDS, cards_text), (OUT_COVERAGE, report)) if p.read_text("utf-8") != t]
        print("up to date" if not stale else f"stale: {', '.join(stale)}")
        return 1 if stale else 0
    OUT_CARDS.write_text(cards_text, encoding="utf-8")
    OUT_COVERAGE.write_text(report, encoding="utf-8")
    print(f"wrote {n} cards ({ok} supported) to {OUT_CARDS.relative_to(ROOT)} and {OUT_COVERAGE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
