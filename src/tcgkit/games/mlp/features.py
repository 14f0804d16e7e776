"""Which optional rules a game's cards can ever need: computed once per set of card ids, read on hot paths.

A rule that only card text brings into play (a prohibition, a reaction event, a Unique card, a problem with an
activated ability, ...) costs nothing in a game none of whose cards has it: the state reads these flags (set in
``MlpBase._derive``) and skips the scan. Every flag is a superset test — it looks at every ability of both sides of
every card, follow-up abilities (``then``) included — so a skipped scan could only have found nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, NamedTuple

from .cards import (
    AddColor,
    AddKeyword,
    AddTrait,
    Card,
    DiscardToPlay,
    DismissReplace,
    Forbid,
    FrightenReplace,
    HomeExempt,
)


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
    exhausted_auras: bool = False  # some continuous ability works only while its card is exhausted
    home_exempt: bool = False  # some ``home_exempt`` effect (friends that do not count towards the home limit)
    frighten_replace: bool = False  # some ``frighten_replace`` effect
    score_actions: bool = False  # some activated ability with timing ``score`` (a score-phase window)
    discard_to_play: bool = False  # some ``discard_to_play`` friend
    friend_timings: frozenset[str] = frozenset()  # the extra play permissions of friends (cards.FRIEND_TIMINGS)
    forbid_actions: frozenset[str] = frozenset()  # the actions some ``forbid`` effect names
    main_auras: bool = False  # some continuous ability works during the main phase only


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
        home_exempt=any(type(e) is HomeExempt for e in effects),
        frighten_replace=any(type(e) is FrightenReplace for e in effects),
        discard_to_play=any(type(e) is DiscardToPlay for e in effects),
        friend_timings=frozenset(t for c in cards if c.type == "friend" for t in c.timing),
        forbid_actions=frozenset(e.action for e in effects if type(e) is Forbid),
        main_auras=any(ab.during == "main_phase" for c in cards for ab in (*c.abilities, *c.boosted_abilities)),
        score_actions=any(
            ab.activated is not None and ab.activated.timing == "score"
            for c in cards
            for ab in (*c.abilities, *c.boosted_abilities)
        ),
        exhausted_auras=any(ab.continuous == "exhausted" for c in cards for ab in (*c.abilities, *c.boosted_abilities)),
    )
