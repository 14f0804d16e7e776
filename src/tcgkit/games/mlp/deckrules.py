"""Deck construction (MLP-2.1–2.12): every violation, each citing its rule, the part, the card, the value and the
bound (MLP-2.11), e.g. ``MLP-2.4 draw: "Apple Fritter" has 4 copies, max 3``.

Copies are counted by title — name and subname — the identity of a card in the card data (MLP-2.10). A card the
engine does not support yet (``docs/mlp-coverage.md``) cannot be registered either: its abilities would not work.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import Deck, Problem

from .cards import DRAW_TYPES

if TYPE_CHECKING:
    from .game import MlpGame


def _problem(
    rule: str, part: str, text: str, subject: str = "", found: int | None = None, limit: int | None = None
) -> Problem:
    return Problem(rule, f"{part}: {text}", rule, subject, found, limit)


def check_deck(game: MlpGame, deck: Deck) -> list[Problem]:
    """MLP-2.11: the list of all violations, empty when the registration is legal."""
    cards = game.cards
    prof = game.profile
    out: list[Problem] = []
    # MLP-2.9 the Mane: exactly one card, of type Mane Character
    mane = deck.cards("mane")
    if len(mane) != 1:
        out.append(_problem("MLP-2.9", "mane", f"{len(mane)} cards, required exactly 1", "", len(mane), 1))
    for cid in dict.fromkeys(mane):
        if cards[cid].type != "mane":
            out.append(
                _problem(
                    "MLP-2.9",
                    "mane",
                    f'"{cards[cid].title}" is a {cards[cid].type}, not a Mane Character',
                    cards[cid].title,
                )
            )
    # MLP-2.2, 2.3, 2.4 the draw deck
    draw = deck.cards("main")
    if len(draw) < prof.deck_min:
        out.append(
            _problem(
                "MLP-2.2", "draw", f"{len(draw)} cards, required at least {prof.deck_min}", "", len(draw), prof.deck_min
            )
        )
    for cid in dict.fromkeys(draw):
        card = cards[cid]
        if card.type not in DRAW_TYPES:
            out.append(
                _problem(
                    "MLP-2.3", "draw", f'"{card.title}" is a {card.type}, not allowed in the draw deck', card.title
                )
            )
    out += _copies(game, draw, "draw", "MLP-2.4", prof.copies)
    # MLP-2.5–2.8 the problem deck
    probs = deck.cards("problems")
    if len(probs) != 10:
        out.append(_problem("MLP-2.5", "problem", f"{len(probs)} cards, required exactly 10", "", len(probs), 10))
    for cid in dict.fromkeys(probs):
        card = cards[cid]
        if card.type != "problem":
            out.append(_problem("MLP-2.6", "problem", f'"{card.title}" is a {card.type}, not a Problem', card.title))
    if not any(cards[cid].type == "problem" and cards[cid].starting for cid in probs):
        out.append(_problem("MLP-2.7", "problem", "no Starting Problem, required at least 1", "", 0, 1))
    out += _copies(game, probs, "problem", "MLP-2.8", 2)
    # cards the engine cannot play yet
    for part, ids in (("mane", mane), ("draw", draw), ("problem", probs)):
        for cid in dict.fromkeys(ids):
            card = cards[cid]
            if not card.supported:
                out.append(_problem("MLP-1.3", part, f'"{card.title}" is not supported yet ({card.why})', card.title))
    return out


def _copies(game: MlpGame, ids: list[str], part: str, rule: str, limit: int) -> list[Problem]:
    """MLP-2.10: copies are cards with the same title (name and subname)."""
    counts: dict[str, int] = {}
    for cid in ids:
        title = game.cards[cid].title
        counts[title] = counts.get(title, 0) + 1
    return [
        _problem(rule, part, f'"{title}" has {n} copies, max {limit}', title, n, limit)
        for title, n in counts.items()
        if n > limit
    ]
