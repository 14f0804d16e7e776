"""The Game base class: one object per registered game, the entry point of the public API."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar

from .actions import Problem, Result
from .cards import CardPool
from .data import package_file
from .deck import Deck, parse_deck
from .errors import DeckError, OptionError, PositionError
from .limits import MAX_DEPTH, MAX_NAME, MAX_POSITION_INT, MAX_POSITION_TEXT
from .names import capital, player_name, possessive
from .profile import Profile
from .state import State
from .validate import check_plain, check_seed, json_depth, show

#: the words for a decision opcode a game has not described (never the opcode itself)
UNKNOWN_DECISION = "make a choice"


@dataclass(frozen=True)
class Option:
    """A regulation option of a game's rules file (section 11)."""

    default: Any
    help: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None

    def check(self, name: str, value: Any) -> Any:
        """The value of this option given as ``value`` (text is read as the option's type); OptionError if bad.

        Integers are limited to ``MAX_POSITION_INT``; an option with a string default takes only strings."""
        if isinstance(self.default, bool):
            if isinstance(value, str) and value.lower() in ("true", "false", "1", "0", "yes", "no"):
                value = value.lower() in ("true", "1", "yes")
            if not isinstance(value, bool):
                raise OptionError(f"option {name}: expected true or false, got {show(value)}")
        elif isinstance(self.default, int):
            text = value.strip() if isinstance(value, str) else None
            if isinstance(value, bool) or not (isinstance(value, int) or (text and text.lstrip("-").isdigit())):
                raise OptionError(f"option {name}: expected an integer, got {show(value)}")
            if text is not None and len(text) > len(str(MAX_POSITION_INT)):
                raise OptionError(f"option {name}: {show(value)} is over the limit of {MAX_POSITION_INT}")
            value = int(value)
            if self.minimum is not None and value < self.minimum:
                raise OptionError(f"option {name}: must be at least {self.minimum}, got {value}")
            if value > MAX_POSITION_INT:
                raise OptionError(f"option {name}: {show(value)} is over the limit of {MAX_POSITION_INT}")
        elif isinstance(self.default, str) and not isinstance(value, str):
            raise OptionError(f"option {name}: expected a string, got {show(value)}")
        if self.choices is not None and value not in self.choices:
            raise OptionError(f"option {name}: {show(value)} is not one of {', '.join(map(str, self.choices))}")
        return value


class Game:
    """A registered game. Subclasses set the class attributes and implement ``load_cards``, ``check_deck``,
    ``new_state``, ``setup`` and ``render``."""

    name: ClassVar[str]
    title: ClassVar[str]
    version: ClassVar[str] = "1"
    package: ClassVar[str]
    state_class: ClassVar[type[State]]
    DECK_SECTIONS: ClassVar[tuple[str, ...]] = ("main",)
    OPTIONS: ClassVar[dict[str, Option]] = {}
    #: The search parameters measured best for this game's ISMCTS opponent, as the parameter part of an agent spec
    #: (e.g. ``"depth=0:c=0.05"``; empty: the agent's defaults). Read by ``tcgkit.agents.default_for`` and
    #: ``scripts/ai_strength.py``; meaningful only for a game with an ``evaluate`` hook.
    SEARCH: ClassVar[str] = ""
    #: A cap on the ISMCTS iterations a decision of the opponent people play (``tcgkit play``, the web table), for a
    #: game where more search was measured to play *worse* (None: the time budget alone). The time budget still
    #: applies: whichever runs out first. Read by ``tcgkit.agents.play_spec``; measurements use their own budgets.
    PLAY_ITERATIONS: ClassVar[int | None] = None
    #: True when the game's ``evaluate`` is exactly zero-sum for its two players (``evaluate(s, 1) ==
    #: -evaluate(s, 0)`` to the last bit, not just approximately): a search then evaluates a leaf once for both.
    #: The evaluation tests check it exactly along random games for a game that declares it.
    EVALUATION_ZERO_SUM: ClassVar[bool] = False
    #: Result reason code -> (rule id, what happened in words). The words may name the players as ``{winner}``,
    #: ``{loser}``, ``{winner_s}`` / ``{loser_s}`` (possessive) and are filled in for the viewer by
    #: ``describe_result`` ("the opponent's bowls are empty"). Every reason a game can end with has an entry.
    RESULT_REASONS: ClassVar[dict[str, tuple[str, str]]] = {}
    #: decision opcode -> what it asks, in words that read for either player ("choose the square to move to")
    DECISION_WORDS: ClassVar[dict[str, str]] = {}
    #: The kinds of string refs (``Action.refs``, ``event_refs``) this game uses, each ``kind -> what it names``
    #: ("point": "a point of the board, by its coordinate"): a ref ``"point:c3"`` has kind ``"point"``. Documented in
    #: ``docs/positions-<game>.md``; the conformance suite accepts no other kind.
    REF_KINDS: ClassVar[dict[str, str]] = {}
    #: Log event kinds that show cards to every player as they happen (My Little Pony's faceoff ``reveal``): a card
    #: they name may be hidden again before the action ends (shuffled back into its deck by a search), so the
    #: conformance suite's leak checks accept hidden cards in these events only.
    PUBLIC_REVEALS: ClassVar[tuple[str, ...]] = ()

    def __init__(self) -> None:
        type(self).state_class.GAME = self

    def __repr__(self) -> str:
        return f"<tcgkit game {self.name}>"

    # ------------------------------------------------------------------ catalog and cards
    @cached_property
    def profile(self) -> Profile:
        return Profile.load(self.package)

    @cached_property
    def cards(self) -> CardPool[Any]:
        return CardPool(self.load_cards())

    def load_cards(self) -> list[Any]:
        raise NotImplementedError

    def rules_text(self) -> str:
        """The rules specification shipped with the package (``data/rules.md``)."""
        return package_file(self.package, "data", "rules.md").read_text(encoding="utf-8")

    # ------------------------------------------------------------------ decks
    def parse_deck(self, text: str, source: str = "deck") -> Deck:
        """Deck-list text -> Deck; an unknown card or bad line raises DeckError naming the line."""
        return parse_deck(text, self.cards, self.DECK_SECTIONS, source)

    def check_deck(self, deck: Deck) -> list[Problem]:
        """Every deck-rule violation of ``deck`` ([] means legal)."""
        raise NotImplementedError

    def sample_decks(self) -> dict[str, Deck]:
        """Ready, legal decks shipped as data (``data/decks/*.txt``), by name."""
        out = {}
        folder = package_file(self.package, "data", "decks")
        for entry in sorted(folder.iterdir(), key=lambda e: e.name):
            if entry.name.endswith(".txt"):
                deck = self.parse_deck(entry.read_text(encoding="utf-8"), source=f"{self.name} deck {entry.name}")
                out[entry.name[:-4]] = deck
        return out

    def check_decks(self, decks: Sequence[Deck], options: Mapping[str, Any]) -> list[Problem]:
        """Every problem of the decks of one game: each deck's own (messages prefixed "deck N:"), plus any rule
        between decks or depending on options, which a game adds by overriding this."""
        return [
            p._replace(message=f"deck {i}: {p.message}") for i, deck in enumerate(decks) for p in self.check_deck(deck)
        ]

    def sample_matchups(self) -> list[tuple[str, str]]:
        """Pairs of sample-deck names that may play each other (for tests, benchmarks and simulations).

        By default each sample deck meets the next one in name order; a game whose rules restrict pairings (e.g. one
        Dark and one Light deck) overrides this."""
        names = list(self.sample_decks())
        return [(names[i], names[(i + 1) % len(names)]) for i in range(len(names))]

    def _as_deck(self, deck: Deck | str, where: str) -> Deck:
        """A Deck from a Deck, a sample-deck name or deck-list text; DeckError naming ``where`` if it is none of
        them, names a card the pool lacks or a section the game does not have."""
        if isinstance(deck, str):
            by_name = self.sample_decks()
            return by_name[deck] if deck in by_name else self.parse_deck(deck, where)
        if not isinstance(deck, Deck):
            raise DeckError(f"{where}: expected a Deck, deck-list text or a sample-deck name, got {show(deck)}")
        for section, rows in deck.sections.items():
            if section not in self.DECK_SECTIONS:
                raise DeckError(f"{where}: unknown section {show(section)} (known: {', '.join(self.DECK_SECTIONS)})")
            for cid, _ in rows:
                if cid not in self.cards:
                    raise DeckError(f"{where}: unknown card id {show(cid)} in section {section}")
        return deck

    # ------------------------------------------------------------------ options
    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The full option dict: defaults overridden by ``options``; unknown names or bad values raise OptionError."""
        out = {k: o.default for k, o in self.OPTIONS.items()}
        if options is not None and not isinstance(options, Mapping):
            raise OptionError(f"options are a table of option names and values, got {show(options)}")
        for key, value in (options or {}).items():
            opt = self.OPTIONS.get(key) if isinstance(key, str) else None
            if opt is None:
                known = ", ".join(self.OPTIONS) or "none"
                raise OptionError(f"{self.name} has no option {show(key)} (options: {known})")
            out[key] = opt.check(key, value)
        return out

    # ------------------------------------------------------------------ starting, loading, replaying
    def new_game(self, decks: Sequence[Deck | str], seed: int = 0, options: Mapping[str, Any] | None = None) -> State:
        """A new game from the players' decks (Deck objects, deck-list text or sample-deck names).

        Every deck is checked first; if any is illegal the game does not start and the DeckError lists every problem
        of every deck."""
        players = self.profile.players
        if isinstance(decks, str | bytes | Mapping) or not isinstance(decks, Sequence):
            raise DeckError(f"decks: expected a list of {players} decks, got {show(decks)}")
        if len(decks) != players:
            raise DeckError(f"{self.name} is played by exactly {players} players; got {len(decks)} decks")
        seed = check_seed(seed)
        checked = [self._as_deck(d, f"deck {i}") for i, d in enumerate(decks)]
        opts = self.resolve_options(options)
        problems = self.check_decks(checked, opts)
        if problems:
            raise DeckError("the decks are not legal: " + "; ".join(map(str, problems)))
        origin = {"decks": [d.to_dict() for d in checked], "seed": seed}
        state = self.new_state(checked, seed, opts, origin)
        state._run()
        return state

    def new_state(self, decks: list[Deck], seed: int, options: dict[str, Any], origin: dict[str, Any]) -> State:
        raise NotImplementedError

    def setup(self, position: Mapping[str, Any] | str) -> State:
        """A state from a position (dict or TOML text); see docs/positions-<game>.md."""
        raw = read_position(position)
        state = self.setup_state(raw)
        state.origin = {"position": raw}
        state._run()
        return state

    def setup_state(self, position: dict[str, Any]) -> State:
        raise NotImplementedError

    def load(self, text: str) -> State:
        """Restore a state saved with ``State.to_json``.

        The text is checked before it is accepted (``core.saved``): size and nesting, every field against the
        state's FIELDS kinds, the consistency of cards, stack and players, and finally that the state is the one its
        own record (origin and history) gives. Anything wrong is a RecordError naming the field."""
        from .saved import load_state

        return load_state(self, text)

    def replay(self, record: Mapping[str, Any]) -> State:
        """The final state of a game record (re-applying its actions); raises RecordError if it does not fit."""
        from .record import replay_states

        final = None
        for final, _ in replay_states(self, record):  # noqa: B007 - the last yield is the final state
            pass
        assert final is not None
        return final

    # ------------------------------------------------------------------ presentation
    def describe_card(self, card_id: str) -> str:
        """One line about a card for people (``tcgkit cards``): name, type, key numbers, our own wording."""
        card = self.cards[card_id]
        parts = [self.cards.display(card_id), str(getattr(card, "type", ""))]
        text = getattr(card, "text", "")
        return " | ".join(p for p in [*parts, text] if p)

    def card_details(self, card_id: str) -> dict[str, Any]:
        """Everything printed on a card, for people, JSON-ready: ``{"id", "name", "type", "stats": [[label, value],
        ...], "keywords": [...], "text"}``. Stats carry their names ("speed 10", never a bare "10/9/9"); ``text`` is
        our own wording of the card's abilities in plain English, with no internal codes. Games override this."""
        card = self.cards[card_id]
        return {
            "id": card_id,
            "name": self.cards.display(card_id),
            "type": str(getattr(card, "type", "")),
            "stats": [],
            "keywords": list(getattr(card, "keywords", ()) or ()),
            "text": str(getattr(card, "text", "")),
        }

    def card_text(self, card_id: str) -> str:
        """A card in full as a few lines of plain text (terminal ``i``/``?``): name and type, then the named stats,
        the keywords and the wording."""
        d = self.card_details(card_id)
        lines = [f"{d['name']} ({d['type']})" if d["type"] else str(d["name"])]
        if d["stats"]:
            lines.append("  " + " · ".join(f"{label} {value}" for label, value in d["stats"]))
        if d["keywords"]:
            lines.append("  keywords: " + ", ".join(map(str, d["keywords"])))
        if d["text"]:
            lines.append("  " + str(d["text"]))
        return "\n".join(lines)

    def describe_decision(self, decision: str) -> str:
        """What the pending decision (``State.decision``, an opcode) asks, in words for people: the game's
        ``DECISION_WORDS``, or "make a choice" for an opcode without words (the conformance suite requires words for
        every decision); "" when nothing is being decided."""
        if not decision:
            return ""
        return self.DECISION_WORDS.get(decision, UNKNOWN_DECISION)

    def describe_result(self, result: Result, viewer: int | None = None) -> str:
        """The end of a game in words, for ``viewer`` (None: neutral), with the rule that ended it:
        "You win: the opponent's bowls are empty (HGO-9.2)", "Player 2 wins: ...", "Draw: ...".
        Numeric scores are added when the game has them."""
        winner = result.winner
        if winner is None:
            head = "Draw"
        else:
            head = f"{capital(player_name(winner, viewer))} win{'' if winner == viewer else 's'}"
        rule, words = self.RESULT_REASONS.get(result.reason, ("", result.reason.replace("_", " ").lower()))
        if winner is not None:
            loser = 1 - winner if self.profile.players == 2 else None
            words = words.format(
                winner=player_name(winner, viewer),
                loser=player_name(loser, viewer),
                winner_s=possessive(winner, viewer),
                loser_s=possessive(loser, viewer),
            )
        totals = [s.get("total") if isinstance(s, dict) else s for s in result.scores]  # Result: a number or a dict
        totals = [int(t) if isinstance(t, float) and t == int(t) else t for t in totals]  # 22 rather than 22.0
        numbers = totals and all(isinstance(x, int | float) and not isinstance(x, bool) for x in totals)
        scores = f"; score {' : '.join(map(str, totals))}" if numbers else ""
        return f"{head}: {words}{scores}" + (f" ({rule})" if rule else "")

    def event_refs(self, kind: str, data: Any) -> tuple[int | str, ...]:
        """The public references of a log event (what a client lights up when the entry is hovered, or shows as
        "what just happened"): card instance ids and ``REF_KINDS`` strings, as for ``Action.refs``; viewers get them
        without the card ids hidden from them now (``State.visible_refs``). Games override it by ``describe_event``."""
        return ()

    def describe_event(self, kind: str, data: Any, viewer: int | None = None) -> str:
        """One line about a log event for people, written for ``viewer`` ("you" / "the opponent"; None: "player 1"
        / "player 2"). Clients show the events a player may see, never action labels of the other player, which
        may name hidden cards."""
        if isinstance(data, dict):
            return f"{kind}: " + ", ".join(f"{k}={v}" for k, v in data.items())
        return kind if data is None else f"{kind}: {data}"

    def render(self, state: State, player: int | None) -> str:
        """A text view of ``state`` as ``player`` sees it (None: everything), for terminals and logs."""
        raise NotImplementedError


def read_position(position: Mapping[str, Any] | str) -> dict[str, Any]:
    """A position given as a dict or TOML text -> dict of plain data within the limits (text length, nesting,
    size; no dates or other non-JSON values); anything else raises PositionError."""
    if isinstance(position, str):
        if len(position) > MAX_POSITION_TEXT:
            raise PositionError(f"position: {len(position):,} characters, over the limit of {MAX_POSITION_TEXT:,}")
        if json_depth(position) > MAX_DEPTH:
            raise PositionError(f"position: nested more than {MAX_DEPTH} levels deep")
        try:
            position = tomllib.loads(position)
        except tomllib.TOMLDecodeError as exc:
            raise PositionError(f"position is not valid TOML: {exc}") from None
        except (ValueError, RecursionError) as exc:  # an integer over the conversion limit, deep nesting
            raise PositionError(f"position is not usable TOML: {show(str(exc))}") from None
    if not isinstance(position, Mapping):
        raise PositionError(f"a position is a dict or TOML text, not {type(position).__name__}")
    check_plain(position, "position", PositionError, max_str=MAX_NAME)
    return dict(position)


def pool_problem(rule: str, code: str, subject: str, found: int, limit: int, text: str) -> Problem:
    """A deck problem in the rules' report form: ``RULE CODE "subject" found N limit M`` plus a sentence."""
    return Problem(rule, f'{code} "{subject}" found {found} limit {limit}: {text}', code, subject, found, limit)


__all__ = ["UNKNOWN_DECISION", "CardPool", "Deck", "Game", "Option", "pool_problem", "read_position"]
