"""Per-card facts the rules read on hot paths, computed once per card id and shared by every state and clone.

A card's abilities are numbered across both sides of a Mane: START abilities first, then BOOSTED ones; a Mane uses
only the abilities of its current side (MLP-1.4, MLP-6.9).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.compiled import mypyc_attr

from .cards import COLOR_BIT, Ability, Card, keyword_parts

MANE, FRIEND, RESOURCE, EVENT, TROUBLEMAKER, PROBLEM = range(6)
TYPE_CODE = {"mane": MANE, "friend": FRIEND, "resource": RESOURCE, "event": EVENT, "troublemaker": TROUBLEMAKER}
TYPE_CODE["problem"] = PROBLEM


def color_mask(colors: tuple[str, ...] | list[str]) -> int:
    mask = 0
    for c in colors:
        mask |= COLOR_BIT[c]
    return mask


def requirement_tuple(req: dict[str, int]) -> tuple[tuple[str, int], ...]:
    """A requirement as ((entry, n), ...) with coloured entries first, then not_X, then 'any' (MLP-5.2)."""
    order = sorted(req.items(), key=lambda kv: (kv[0] == "any", kv[0].startswith("not_"), kv[0]))
    return tuple(order)


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # picklable when compiled (core/compiled.py)
class Facts:
    """What the engine needs to know about one card id, precomputed."""

    __slots__ = (
        "abilities",
        "activated",
        "attach_to",
        "bhome_limit",
        "bkw",
        "bonus",
        "bpower",
        "card",
        "colors",
        "cont",
        "cont_specs",
        "cost",
        "epic",
        "flip",
        "home_limit",
        "id",
        "kind",
        "kw",
        "name",
        "opp_req",
        "own_req",
        "placement",
        "play_req",
        "points",
        "power",
        "side",
        "starting",
        "timing",
        "title",
        "traits",
        "triggers",
        "villain",
    )

    def __init__(self, card: Card) -> None:
        self.card = card
        self.id = card.id
        self.name = card.name
        self.title = card.title
        self.kind = TYPE_CODE[card.type]
        self.cost = card.cost or 0
        self.power = card.power or 0
        self.bpower = card.boosted_power if card.boosted_power is not None else self.power
        self.colors = color_mask(card.colors)
        self.kw = dict(keyword_parts(k) for k in card.keywords)
        self.bkw = dict(keyword_parts(k) for k in card.boosted_keywords) if self.kind == MANE else self.kw
        self.traits = frozenset(card.traits)
        self.home_limit = card.home_limit or 0
        self.bhome_limit = card.boosted_home_limit if card.boosted_home_limit is not None else self.home_limit
        self.play_req = requirement_tuple(card.requirement)
        self.own_req = requirement_tuple(card.owner_requirement)
        self.opp_req = requirement_tuple(card.opponent_requirement)
        self.bonus = card.bonus or 0
        self.points = card.points or 0
        self.starting = card.starting
        self.placement = card.placement
        self.attach_to = card.attach_to or "own_character"
        self.timing = frozenset(card.timing)
        self.epic = "Epic" in self.kw
        self.villain = "Villain" in self.kw
        self.flip = card.flip
        abilities: list[Ability] = list(card.abilities) + list(card.boosted_abilities)
        self.abilities = tuple(abilities)
        n_start = len(card.abilities)
        #: the Mane side an ability belongs to: 0 START, 1 BOOSTED, None for other cards (always active)
        self.side = tuple((0 if i < n_start else 1) if self.kind == MANE else None for i in range(len(abilities)))
        triggers: dict[str, tuple[int, ...]] = {}
        for i, ab in enumerate(abilities):
            if ab.trigger:
                triggers[ab.trigger] = (*triggers.get(ab.trigger, ()), i)
        self.triggers = triggers
        self.cont = tuple(i for i, ab in enumerate(abilities) if ab.continuous)
        #: (Mane side or None, ability, place, during, effects) of each continuous ability
        self.cont_specs = tuple(
            (self.side[i], abilities[i], abilities[i].continuous, abilities[i].during, abilities[i].effects)
            for i in self.cont
        )
        self.activated = tuple(i for i, ab in enumerate(abilities) if ab.activated is not None)

    def __repr__(self) -> str:
        return f"<Facts {self.id}>"

    def active(self, idx: int, boosted: bool) -> bool:
        """Whether ability ``idx`` works on the card's current side."""
        side = self.side[idx]
        return side is None or side == (1 if boosted else 0)


def facts_table(cards: Any) -> dict[str, Facts]:
    return {cid: Facts(cards[cid]) for cid in cards}
