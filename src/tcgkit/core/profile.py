"""The catalog profile: the seeds' shared template, declared once per game as data (``data/profile.toml``).

Rules code reads its numbers (deck sizes, opening hand, hand limit, copies) from here, so there is no second copy.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from .data import convert, package_file, read_toml


@dataclass(frozen=True)
class Profile:
    """One game's entry in the catalog (``tcgkit catalog`` prints all of them side by side)."""

    game: str
    title: str
    publisher: str
    years: str
    rule_prefix: str
    players: int
    victory: str
    deck: str
    deck_min: int
    copies: int
    other_decks: str
    opening_hand: int
    mulligan: str
    first_turn_draw: str
    card_states: str
    discard: str
    deck_out: str
    multiplayer: str
    summoning_sickness: str
    cost_carryover: str
    damage_carryover: str
    uniqueness: str
    combat: str
    deck_max: int | None = None  # absent in TOML (which has no null) means no maximum
    hand_limit: int | None = None  # absent means no hand limit

    @classmethod
    def load(cls, package: str) -> Profile:
        raw = read_toml(package_file(package, "data", "profile.toml"), "profile.toml")
        return convert(raw, cls, f"{package}: profile.toml")

    @staticmethod
    def rows() -> list[tuple[str, str]]:
        """(field name, heading) in catalog order, for printing."""
        heads = {
            "title": "Title",
            "publisher": "Publisher",
            "years": "Years",
            "players": "Players",
            "victory": "Victory",
            "deck": "Deck",
            "deck_min": "Deck minimum",
            "deck_max": "Deck maximum",
            "copies": "Copies per card",
            "other_decks": "Other decks",
            "opening_hand": "Opening hand",
            "hand_limit": "Hand limit",
            "mulligan": "Mulligan",
            "first_turn_draw": "First-turn draw",
            "card_states": "Card states",
            "discard": "Discard",
            "deck_out": "Deck-out",
            "multiplayer": "3+ players",
            "summoning_sickness": "Summoning sickness",
            "cost_carryover": "Cost carry-over",
            "damage_carryover": "Damage carry-over",
            "uniqueness": "Uniqueness",
            "combat": "Combat",
        }
        names = {f.name for f in fields(Profile)}
        return [(name, head) for name, head in heads.items() if name in names]
