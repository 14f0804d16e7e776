"""Which optional rules a game's cards can ever need: computed once per set of card ids, read on hot paths.

A rule that only card text brings into play (a prohibition, a reaction event, a Unique card, a problem with an
activated ability, ...) costs nothing in a game none of whose cards has it: the state reads these flags (set in
``MlpBase._derive``) and skips the scan. Every flag is a superset test — it looks at every ability of both sides of
every card, follow-up abilities (``then``) included — so a skipped scan could only have found nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, NamedTuple

from .cards import AddColor, AddKeyword, AddTrait, Card, DismissReplace, Forbid


class Features(NamedTuple):
    """The optional rules the cards of one game can need."""

    forbids: bool  # some ``forbid`` effect (MLP-0.7 prohibitions)
    forbids_moves: bool  # some ``forbid`` of the move action (MLP-4.19)
    dismiss_replace: bool  # some ``dismiss_replace`` effect
    grants_traits: bool  # some ``add_trait`` effect
    color_auras: bool  # some continuous ability adds a colour (the only source of ``granted_colors``)
    unique: bool  # some card is or can be made Unique (MLP-6.23)
    problem_abilities: bool  # some problem has an activated ability (used from the problem area)
    tm_phase_events: bool  # some event is played in the troublemaker phase
    reaction_triggers: frozenset[str]  # the triggers of reaction events (played from hand when they happen)


def _effects(abilities: Iterable[Any]) -> Iterator[Any]:
    """Every effect of these abilities and of their follow-up abilities (``then``)."""
    for ab in abilities:
        yield from ab.effects
        yield from _effects(ab.then)


def features_of(cards: Iterable[Card]) -> Features:
    cards = list(cards)
    effects = [e for c in cards for e in _effects((*c.abilities, *c.boosted_abilities))]
    return Features(
        forbids=any(type(e) is Forbid for e in effects),
        forbids_moves=any(type(e) is Forbid and e.action == "move" for e in effects),
        dismiss_replace=any(type(e) is DismissReplace for e in effects),
        grants_traits=any(type(e) is AddTrait for e in effects),
        color_auras=any(
            ab.continuous and any(type(e) is AddColor for e in ab.effects)
            for c in cards
            for ab in (*c.abilities, *c.boosted_abilities)
        ),
        unique=any("Unique" in (*c.keywords, *c.boosted_keywords) for c in cards)
        or any(type(e) is AddKeyword and e.keyword == "Unique" for e in effects),
        problem_abilities=any(c.type == "problem" and any(ab.activated for ab in c.abilities) for c in cards),
        tm_phase_events=any(c.type == "event" and "troublemaker" in c.timing for c in cards),
        reaction_triggers=frozenset(
            ab.trigger
            for c in cards
            if c.type == "event" and "reaction" in c.timing
            for ab in c.abilities
            if ab.trigger
        ),
    )
