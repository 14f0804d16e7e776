"""The My Little Pony CCG game object: cards, decks, options (MLP-11), new games, positions, rendering."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import Any

from tcgkit.core import Deck, Game, Option, Problem, Result, State

from . import deckrules, details, evaluation, events, positions, render
from .cards import COLOR_BIT, Card, load_cards
from .facts import Facts, facts_table
from .features import Features, features_of
from .state import MlpState
from .words import DECISION_WORDS

#: the converted sets, oldest first (display names: MlpGame.display_names)
SET_ORDER = ("Premiere", "Canterlot Nights")


class MlpGame(Game):
    name = "mlp"
    title = "My Little Pony CCG"
    version = "2"  # 2: whole-run actions (discard auto, retire auto, stay all)
    package = "tcgkit.games.mlp"
    state_class = MlpState
    #: MLP-2.1: the draw deck (lines without a header), the problem deck and the Mane.
    DECK_SECTIONS = ("main", "problems", "mane")
    SEARCH = "depth=6"  # shorter random playouts than the default 10: the evaluation reads faceoffs better
    EVALUATION_ZERO_SUM = True  # evaluate(s, 1) == -evaluate(s, 0) exactly (tests/agents)
    OPTIONS = {
        "multi_faceoff": Option(
            "seed",
            "combined faceoffs: seed = over the slots both players meet (MLP-5.9); "
            "published = over every slot when 2+ were confronted (MLP-5.10)",
            choices=("seed", "published"),
        ),
        "turn_limit": Option(80, "the game is over after this turn (MLP-7.5)", minimum=1),
        "limit_winner": Option(False, "at the turn limit the higher score wins instead of a draw (MLP-7.5)"),
    }
    #: string refs of actions and log events (docs/positions-mlp.md "Refs")
    #: a faceoff's reveal shows cards to both players; a search may shuffle them back within the same action
    PUBLIC_REVEALS = ("reveal",)
    REF_KINDS = {
        "home": "a player's home by its location tag: h0 is player 1's, h1 player 2's",
        "problem": "a problem slot by its location tag: s0 and s1 the main problems of players 1 and 2, t1 t2 the "
        "temporary problems",
        "facedown": "a face-down troublemaker the acting player may not identify, by its place and its number "
        "among its owner's face-down cards there (s1/1)",
        "deck": "a player's draw deck by seat (deck:0 is player 1's)",
        "tokens": "a player's action token pool by seat (log events only)",
        "points": "a player's points by seat (log events only)",
    }
    color_bit = COLOR_BIT
    #: MLP-7.6: the reasons a game ends with (``points`` MLP-7.1/7.2, ``turn_limit`` MLP-7.5)
    DECISION_WORDS = DECISION_WORDS
    RESULT_REASONS = {
        "points": ("MLP-7.1", "{winner} reached 15 points"),
        "turn_limit": ("MLP-7.5", "the turn limit was reached"),
    }

    def load_cards(self) -> list[Any]:
        return load_cards(self.package)

    @cached_property
    def facts(self) -> dict[str, Facts]:
        return facts_table(self.cards)

    @cached_property
    def display_names(self) -> dict[str, str]:
        """The unambiguous name of every card: its name, or its title when a card of the same or an earlier set
        shares the name (so a Premiere card keeps the name it had before later sets were converted, and a later
        card with a Premiere name shows its subname: "Big Mac" and "Big Mac, Biggest Brother")."""
        order = {s: n for n, s in enumerate(SET_ORDER)}
        cards = [self.cards[cid] for cid in self.cards]
        out = {}
        for c in cards:
            rank = order.get(c.set, len(order))
            shared = any(o is not c and o.name == c.name and order.get(o.set, len(order)) <= rank for o in cards)
            out[c.id] = (c.title if c.subname else self.cards.display(c.id)) if shared else c.name
        return out

    def keywords_of(self, cards: frozenset[str]) -> tuple[frozenset[str], frozenset[str]]:
        """The keywords printed on either side of these cards (a game's cards), and those their abilities can give
        (add_keyword): the keyword rules a game needs, so a hot path can skip a keyword no card of the game can
        have (a game's own cards, not the whole pool's). Cached per set of cards."""
        cache = self.__dict__.setdefault("_keywords_of", {})
        got = cache.get(cards)
        if got is None:
            printed = frozenset(k for c in cards for k in (*self.cards[c].keywords, *self.cards[c].boosted_keywords))
            grant = frozenset(
                e.keyword
                for c in cards
                for ab in (*self.cards[c].abilities, *self.cards[c].boosted_abilities)
                for e in ab.effects
                if type(e).__name__ == "AddKeyword"
            )
            got = cache[cards] = (printed, grant)
        return got

    def features_of(self, cards: frozenset[str]) -> Features:
        """The optional rules these cards (a game's) can ever need (features.py), cached per set of cards."""
        cache = self.__dict__.setdefault("_features_of", {})
        got = cache.get(cards)
        if got is None:
            got = cache[cards] = features_of(self.cards[c] for c in cards)
        return got

    # ------------------------------------------------------------------ decks and games
    def check_deck(self, deck: Deck) -> list[Problem]:
        return deckrules.check_deck(self, deck)

    def new_state(self, decks: list[Deck], seed: int, options: dict[str, Any], origin: dict[str, Any]) -> State:
        """MLP-3.1: each Mane at its owner's home, START side, ready; then the setup procedure (setup.py)."""
        cards: list[str] = []
        owner: list[int] = []
        parts = []
        for p, deck in enumerate(decks):
            mane, probs, draw = deck.cards("mane"), deck.cards("problems"), deck.cards("main")
            start = len(cards)
            cards += mane + probs + draw
            owner += [p] * (len(mane) + len(probs) + len(draw))
            parts.append((start, len(probs), len(draw)))
        state = self.state_class.__new__(self.state_class)
        assert isinstance(state, MlpState)
        state.owner = tuple(owner)
        state._init_base(tuple(cards), seed, origin, options)
        state.init_fields(len(cards))
        for p, (start, n_probs, n_draw) in enumerate(parts):
            state.place(start, p)
            state.pdecks[p] = list(range(start + 1, start + 1 + n_probs))
            state.decks[p] = list(range(start + 1 + n_probs, start + 1 + n_probs + n_draw))
            state.known[p] = list(state.pdecks[p])
        state.push(
            ("pick_start", 0), ("pick_start", 1), ("reveal_starts",), ("first_player",), ("deal",), ("problem_decks",)
        )
        return state

    def setup_state(self, position: dict[str, Any]) -> State:
        return positions.build(self, position)

    def evaluate(self, state: State, player: int) -> float:
        """The computer opponents' evaluation of ``state`` for ``player``, in [-1, 1] (evaluation.py)."""
        return evaluation.evaluate(state, player)  # type: ignore[arg-type]

    # ------------------------------------------------------------------ presentation
    def render(self, state: State, player: int | None) -> str:
        assert isinstance(state, MlpState)
        return render.render(state, player)

    def describe_event(self, kind: str, data: Any, viewer: int | None = None) -> str:
        return events.describe_event(kind, data, viewer, self._card_name, self._result_words(viewer))

    def event_refs(self, kind: str, data: Any) -> tuple[int | str, ...]:
        return events.event_refs(kind, data)

    def _card_name(self, card_id: str) -> str:
        return self.display_names.get(card_id, card_id)

    def _result_words(self, viewer: int | None) -> Callable[[Any, str, list[Any]], str]:
        def words(winner: Any, reason: str, scores: list[Any]) -> str:
            return self.describe_result(Result(winner, reason, tuple(scores)), viewer)

        return words

    def describe_card(self, card_id: str) -> str:
        card: Card = self.cards[card_id]
        return details.describe_card(self.display_names[card_id], card)

    def card_details(self, card_id: str) -> dict[str, Any]:
        """Every stat with its name, the keywords and our wording of the card (details.py)."""
        return details.card_details(card_id, self.display_names[card_id], self.cards[card_id])
