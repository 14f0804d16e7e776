"""The game state base class: a state machine that stops at decisions.

A game's state is plain data held in *fields* (ints, strings, tuples and lists of them), declared once in the
subclass's ``FIELDS`` with a *kind* that says how to copy and serialise it:

=========  ==========================================  ===========================================
kind       holds                                       clone / JSON
=========  ==========================================  ===========================================
``val``    an int, str, bool, None or a never-mutated  shared / as is
           JSON value (a dict of options, say)
``tuple``  a tuple, possibly nested                    shared / lists turned back into tuples
``list``   a list of immutable values                  ``x[:]`` / as is
``list2``  a list of lists of immutable values         ``[y[:] for y in x]`` / as is
``lists``  a list of (nested) tuples                   ``x[:]`` / inner lists back into tuples
``dict``   a dict with str keys, immutable values      ``x.copy()`` / as is
=========  ==========================================  ===========================================

From that declaration the class generates ``clone`` (no ``deepcopy``), ``to_json``/``load`` and equality.

Control flow is a *procedure stack* of frames (tuples whose first item is an opcode string). A frame whose opcode
has a ``step_<op>`` method is an automatic step: it is popped and run, and may push further frames. A frame whose
opcode has ``offer_<op>`` (its legal actions) and ``take_<op>`` (apply the chosen one) methods is a *decision*: its
second item is the deciding player, and the machine stops there until ``apply`` picks one of its legal actions.
Because the whole procedure lives in data, a state can be cloned, saved and resumed at any decision, including in
the middle of a nested effect.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from . import rng as _rng
from .actions import Action, Event, Note, Result
from .compiled import mypyc_attr
from .errors import IllegalAction, RecordError
from .validate import show

if TYPE_CHECKING:
    from .game import Game
    from .rng import Rng

KINDS = ("val", "tuple", "list", "list2", "lists", "dict")

BASE_FIELDS: dict[str, str] = {
    "rng": "val",  # the game's own generator state (core.rng)
    "stack": "lists",  # the procedure stack
    "to_move": "val",  # the deciding player, None when the game is over
    "outcome": "tuple",  # None, or (winner, reason, scores)
    "history": "list",  # action ids chosen by players, in order (auto-applied ones are not recorded)
    "events": "lists",  # the log: (kind, data, visible_to)
    "origin": "val",  # how the game began: {"decks", "seed"} or {"position"}, plus "options"
    "options": "val",  # regulation options in force
    "cards": "tuple",  # card id of each card instance; an instance id is an index into this tuple
}


def _tup(x: Any) -> Any:
    return tuple(_tup(y) for y in x) if isinstance(x, list) else x


#: names in a compiled class's ``__mypyc_attrs__`` that are not copied or pickled: the observation cache (rebuilt on
#: demand), the instance ``__dict__`` (handled whole) and ``__hash__ = None`` (a class attribute mypyc lists too)
_NOT_COPIED = frozenset(("_log_cache", "__dict__", "__hash__"))
_UNSET = object()  # getattr's default: the attribute is not set


def _native_attrs(cls: type) -> list[str]:
    """The attributes a compiled (mypyc) state class keeps in slots, in declaration order; none in plain Python."""
    return [n for n in dict.fromkeys(getattr(cls, "__mypyc_attrs__", ())) if n not in _NOT_COPIED]


@mypyc_attr(allow_interpreted_subclasses=True)
class State:
    """Base of every game's state. Subclasses declare ``FIELDS`` and the step_/offer_/take_ methods."""

    GAME: ClassVar[Game]
    FIELDS: ClassVar[dict[str, str]] = {}
    #: ``observe(p, since=LOG_END)``: no log entries (for a client that reads only the position, e.g. an encoder)
    LOG_END: ClassVar[int] = 1 << 62
    ZONES: ClassVar[dict[str, str]] = {}
    _ALL_FIELDS: ClassVar[dict[str, str]]
    _STEPS: ClassVar[dict[str, Callable[..., None]]]
    _DECISIONS: ClassVar[dict[str, tuple[Callable[..., list[Action]], Callable[..., None]]]]
    _clone_fn: ClassVar[Callable[[State], State]]

    # annotations of the base fields (set by subclasses' constructors)
    rng: int
    stack: list[tuple[Any, ...]]
    to_move: int | None
    outcome: tuple[Any, ...] | None
    history: list[str]
    events: list[tuple[Any, ...]]
    origin: dict[str, Any]
    options: dict[str, Any]
    cards: tuple[str, ...]
    #: the pending decision's legal actions: a list, or a list-like made when first read (Star Wars' BuildOffer),
    #: hence a Sequence: a compiled build (mypyc) then reads it through len/iter/bool, not as a bare list
    _legal: Sequence[Action] | None
    #: ``_log_index``'s cache: player -> (events scanned, their visible positions); ``clone`` drops it
    _log_cache: dict[int | None, tuple[int, list[int]]] | None = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fields = dict(BASE_FIELDS)
        for klass in reversed(cls.__mro__):
            fields.update(klass.__dict__.get("FIELDS", {}))
        for name, kind in fields.items():
            if kind not in KINDS:
                raise TypeError(f"{cls.__name__}.FIELDS[{name!r}]: unknown kind {kind!r}")
        cls._ALL_FIELDS = fields
        steps: dict[str, Callable[..., None]] = {}
        legal: dict[str, Callable[..., list[Action]]] = {}
        choose: dict[str, Callable[..., None]] = {}
        for klass in reversed(cls.__mro__):
            for attr, fn in klass.__dict__.items():
                if attr.startswith("step_"):
                    steps[attr[5:]] = fn
                elif attr.startswith("offer_"):
                    legal[attr[6:]] = fn
                elif attr.startswith("take_"):
                    choose[attr[5:]] = fn
        if set(legal) != set(choose):
            raise TypeError(f"{cls.__name__}: offer_/take_ methods must come in pairs: {set(legal) ^ set(choose)}")
        cls._STEPS = steps
        cls._DECISIONS = {op: (legal[op], choose[op]) for op in legal}
        cls._clone_fn = _make_clone(cls, fields)

    # ------------------------------------------------------------------ construction
    def _init_base(self, cards: tuple[str, ...], seed: int, origin: dict[str, Any], options: dict[str, Any]) -> None:
        """Set the base fields; call first from a game's constructor."""
        self.rng = _rng.seed_state(seed)
        self.stack = []
        self.to_move = None
        self.outcome = None
        self.history = []
        self.events = []
        self.origin = origin
        self.options = options
        self.cards = cards
        self._legal = None
        self._derive()

    def _derive(self) -> None:
        """Rebuild derived, non-serialised attributes (card definitions per instance, ...) after a load."""

    # ------------------------------------------------------------------ the public API
    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def result(self) -> Result | None:
        if self.outcome is None:
            return None
        winner, reason, scores = self.outcome
        return Result(winner, reason, scores)

    @property
    def game(self) -> Game:
        return self.GAME

    def legal_actions(self) -> list[Action]:
        """The legal actions of the current decision (empty when the game is over)."""
        legal = self._legal  # (a local: mypy would take self._legal to be None still after _run)
        if legal is None:
            if self.outcome is not None:
                return []
            self._run()
            legal = self._legal
            if legal is None:
                return []
        return list(legal)

    def apply(self, action: Action | str) -> None:
        """Apply a legal action (or its id) and run on to the next decision. Illegal: IllegalAction, no change."""
        if isinstance(action, str):
            aid = action
        elif isinstance(action, Action) and isinstance(action.id, str):
            aid = action.id
        else:
            raise IllegalAction(f"illegal action {show(action)}: an action is an Action or an action id (a string)")
        if self.outcome is not None:
            raise IllegalAction(f"illegal action {show(aid)}: the game is over ({self.outcome[1]})")
        legal = self._legal
        if legal is None:
            self._run()
            legal = self._legal or []
        for act in legal:
            if act.id == aid:
                break
        else:
            shown = ", ".join(a.id for a in legal[:12]) + (f", … ({len(legal) - 12} more)" if len(legal) > 12 else "")
            raise IllegalAction(
                f"illegal action {show(aid)}: player {self.to_move} must choose one of: {shown} "
                f"(decision: {self.decision})"
            )
        self.history.append(aid)
        frame = self.stack.pop()
        self._legal = None
        self._DECISIONS[frame[0]][1](self, frame, act)
        self._run()

    @property
    def decision(self) -> str:
        """The opcode of the pending decision ('' when the game is over): what the deciding player is asked."""
        if self.outcome is not None or not self.stack:
            return ""
        return str(self.stack[-1][0])

    def clone(self) -> State:
        """An independent copy (plain data copies, no deepcopy)."""
        return self._clone_fn()  # type: ignore[call-arg]

    def determinize(self, player: int, rng: Rng) -> State:
        """A copy in which everything hidden from ``player`` is re-dealt consistently with what they know.

        The copy's own random generator is reseeded from ``rng`` too: future shuffles are not knowable either.
        """
        new = self.clone()
        new._redeal_hidden(player, rng)
        new.rng = _rng.seed_state(rng.spawn())
        new._legal = None
        return new

    def observe(self, player: int | None, since: int | None = None) -> dict[str, Any]:
        """A JSON-ready dict of exactly what ``player`` may know (rules §8 of each game).

        ``player=None`` is the public view (a spectator's): only what every player may know, so no card in
        ``public_hidden()``, no hand, no player's own secrets, and only the log events visible to all.

        The log is the events ``player`` may see, numbered from 0 in that player's own log: ``log_size`` is how
        many there are now, and ``since=k`` gives only entries ``k`` onward (``log_from`` = k; none when k is at
        or past the end, e.g. ``LOG_END``), so a client that keeps ``log_size`` asks for what is new at a cost
        that does not grow with the game's length. ``since=None`` gives the whole log."""
        mine = player is not None and self.to_move == player
        if since is not None and (isinstance(since, bool) or not isinstance(since, int) or since < 0):
            raise ValueError(f"since must be a log position (an integer >= 0), got {since!r}")
        index = self._log_index(player)
        events = self.events
        start = since or 0
        return {
            "game": self.GAME.name,
            "player": player,
            "to_move": self.to_move,
            "decision": self.decision if mine else ("" if self.to_move is None else "opponent"),
            "is_over": self.is_over,
            "result": None if self.outcome is None else self.result.to_dict(),  # type: ignore[union-attr]
            "legal_actions": [{"id": a.id, "label": a.label, "refs": list(a.refs)} for a in self.legal_actions()]
            if mine
            else [],
            "view": self._observe(player),
            "log": [{"kind": events[i][0], "data": events[i][1]} for i in index[start:]],
            "log_from": start,
            "log_size": len(index),
        }

    def _log_index(self, player: int | None) -> list[int]:
        """Positions in ``events`` of the events ``player`` may see, kept up to date incrementally (the log only
        grows). The cache lives beside the fields: ``clone`` drops it, so a copy starts its own."""
        cache = self._log_cache
        if cache is None:
            cache = self._log_cache = {}
        scanned, index = cache.get(player, (0, []))
        events = self.events
        if scanned < len(events):
            for i in range(scanned, len(events)):
                vis = events[i][2]
                if vis is None or (player is not None and player in vis):
                    index.append(i)
            cache[player] = (len(events), index)
        return index

    def public_hidden(self) -> set[int]:
        """Card instance ids whose identity some player may not know now: hidden from the public view."""
        out: set[int] = set()
        for p in range(self.GAME.profile.players):
            out |= self.hidden_from(p)
        return out

    def explain(self, player: int) -> list[dict[str, Any]]:
        """JSON-ready notes for ``player`` (``Note.to_dict``): what is not possible now and why (cards that cannot be
        played, closed squares, ...) and what ends the game soon. Derived from what ``player`` may know only: the
        notes are the same in every determinization by ``player``."""
        return [n.to_dict() for n in self._explain(player)]

    def visible_refs(self, player: int | None, refs: Iterable[int | str]) -> list[int | str]:
        """``refs`` (``Action.refs``, ``Game.event_refs``) without the card instances hidden from ``player`` now
        (None: the public view), e.g. a revealed card since shuffled back into its deck."""
        refs = list(refs)
        if not any(isinstance(r, int) for r in refs):
            return refs
        hidden = self.public_hidden() if player is None else self.hidden_from(player)
        return [r for r in refs if not (isinstance(r, int) and r in hidden)]

    def visible_cards(self, player: int) -> list[tuple[int, str]]:
        """(instance id, zone) of every card instance whose identity ``player`` may know now, in zone order."""
        hidden = self.hidden_from(player)
        return [(iid, zone) for iid, zone in self.card_locations().items() if iid not in hidden]

    def only_choice(self) -> Action | None:
        """The one real choice of the pending decision, if it has only one besides resigning (None otherwise).

        The rules may still offer such a decision (Hikaru no Go's HGO-0.6 offers "pay with this stone, or resign"),
        so the engine and its records keep it; clients take it for a person without asking ("no busywork") and
        search agents spend no thinking on it."""
        real = [a for a in self.legal_actions() if not a.resign]
        return real[0] if len(real) == 1 else None

    @property
    def decision_seq(self) -> int:
        """The number of decisions taken so far: names the pending decision, so that an answer meant for an earlier
        one (typed ahead, a stale web message) can be refused rather than applied to a different decision."""
        return len(self.history)

    def card_locations(self) -> dict[int, str]:
        """Card instance id -> zone name, for every card instance of the game (the conservation check)."""
        out: dict[int, str] = {}
        places: list[tuple[int, str]] = []
        for zone, field in self.ZONES.items():
            value = getattr(self, field)
            if value and isinstance(value[0], list):
                for p, cards in enumerate(value):
                    places += [(iid, f"{zone}:{p}") for iid in cards]
            else:
                places += [(iid, zone) for iid in value]
        places += list(self._extra_locations())
        for iid, zone in places:
            if iid in out:
                raise RuntimeError(f"card instance {iid} is in two zones: {out[iid]} and {zone}")
            out[iid] = zone
        return out

    def to_json(self) -> str:
        """The full state, including the random generator, as JSON text; ``Game.load`` restores it exactly."""
        return json.dumps(
            {"game": self.GAME.name, "version": self.GAME.version, "state": self._plain()},
            separators=(",", ":"),
        )

    def record(self) -> dict[str, Any]:
        """The game record: ``{game, version, options, decks, seed, actions}`` (or a position instead of decks)."""
        rec = {"game": self.GAME.name, "version": self.GAME.version, "options": self.options}
        rec.update({k: v for k, v in self.origin.items() if k != "options"})
        rec["actions"] = list(self.history)
        return rec

    # ------------------------------------------------------------------ hooks a game implements
    def _observe(self, player: int | None) -> dict[str, Any]:
        """The game's ``view`` for ``player``; for None, the public view (nothing in ``public_hidden()``)."""
        raise NotImplementedError

    def _redeal_hidden(self, player: int, rng: Rng) -> None:
        raise NotImplementedError

    def hidden_from(self, player: int) -> set[int]:
        """Card instance ids whose identity ``player`` may not know now (for the conformance checks)."""
        raise NotImplementedError

    def _explain(self, player: int) -> list[Note]:
        """The game's explanation notes for ``player`` (see ``explain``)."""
        raise NotImplementedError

    def _extra_locations(self) -> list[tuple[int, str]]:
        """(instance id, zone) of cards outside the ``ZONES`` lists (boards, slots, attachments)."""
        return []

    def auto_action(self, frame: tuple[Any, ...], actions: list[Action]) -> Action | None:
        """The action to apply without asking, if any: by default the only one of a one-action decision."""
        return actions[0] if len(actions) == 1 else None

    # ------------------------------------------------------------------ helpers for game code
    def _run(self) -> None:
        """Run automatic frames until a decision with a real choice is on top or the game is over."""
        stack = self.stack
        steps = self._STEPS
        decisions = self._DECISIONS
        while True:
            if self.outcome is not None:
                self.to_move = None
                self._legal = None
                stack.clear()
                return
            if not stack:
                raise RuntimeError(f"{self.GAME.name}: the procedure stack ran empty before the game ended")
            frame = stack[-1]
            step = steps.get(frame[0])
            if step is not None:
                stack.pop()
                step(self, frame)
                continue
            legal_fn, choose_fn = decisions[frame[0]]
            acts: Sequence[Action] = legal_fn(self, frame)  # (see _legal)
            if not acts:
                raise RuntimeError(f"{self.GAME.name}: decision {frame[0]!r} has no legal action")
            auto = self.auto_action(frame, acts)  # type: ignore[arg-type]  # a list or a lazy list (see _legal)
            if auto is not None:
                stack.pop()
                choose_fn(self, frame, auto)
                continue
            self._legal = acts
            self.to_move = frame[1]
            return

    def push(self, *frames: tuple[Any, ...]) -> None:
        """Schedule frames so that the first one given runs first."""
        self.stack.extend(reversed(frames))

    def end_game(self, winner: int | None, reason: str, scores: tuple[Any, ...] = ()) -> None:
        self.outcome = (winner, reason, tuple(scores))
        self.log("game_over", {"winner": winner, "reason": reason, "scores": list(scores)})

    def log(self, kind: str, data: Any = None, visible_to: tuple[int, ...] | None = None) -> None:
        """Append an event. ``data`` must be JSON-native (dicts, lists, str, int, bool, None; no tuples)."""
        self.events.append((kind, data, visible_to))

    @property
    def event_list(self) -> list[Event]:
        return [Event(k, d, v) for k, d, v in self.events]

    def rand_below(self, n: int) -> int:
        """A uniform integer in [0, n) from the game's own generator."""
        self.rng, r = _rng.below(self.rng, n)
        return r

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle a list in place with the game's own generator."""
        self.rng = _rng.shuffle(self.rng, items)

    # ------------------------------------------------------------------ serialisation and equality
    def _plain(self) -> dict[str, Any]:
        out = {}
        for name in self._ALL_FIELDS:
            out[name] = getattr(self, name)
        return out

    @classmethod
    def _from_plain(cls, raw: Any) -> State:
        """A state from ``_plain`` data (a saved state's ``"state"``), checked before it is accepted: every field
        present and of its kind (``core.saved.check_fields``), then ``_derive`` and the consistency of cards, stack
        and players (``core.saved.check_consistency``, which runs the ``_check_loaded`` hook). RecordError if not."""
        from .saved import check_consistency, check_fields

        check_fields(cls, raw)
        new = cls.__new__(cls)
        for name, kind in cls._ALL_FIELDS.items():
            value = raw[name]
            if name == "events":
                value = [(k, d, None if v is None else tuple(v)) for k, d, v in value]
            elif kind == "tuple":
                value = _tup(value)
            elif kind == "lists":
                value = [_tup(v) for v in value]
            try:
                setattr(new, name, value)
            except TypeError:  # the compiled build's typed attributes (plain Python leaves it to the checks below)
                raise RecordError(f"saved state field {name}: {show(value)} is not of its type") from None
        new._legal = None
        check_consistency(new)
        return new

    def _check_loaded(self) -> None:
        """Hook: raise if a loaded state breaks an invariant of the game beyond the base checks (the base checks
        cards, zones, stack and players). Any exception it raises makes the load fail with a RecordError."""

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in self._ALL_FIELDS)

    __hash__ = None  # type: ignore[assignment]

    def __getstate__(self) -> dict[str, Any]:
        """What pickle sends to worker processes and Ray: every attribute but the observation cache. Explicit so that
        the optional compiled build pickles too (its slots and a Python subclass's ``__dict__`` both)."""
        out: dict[str, Any] = {}
        for name in _native_attrs(type(self)):
            value = getattr(self, name, _UNSET)
            if value is not _UNSET:  # set on this state
                out[name] = value
        out.update(getattr(self, "__dict__", {}))
        out.pop("_log_cache", None)
        return out

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            setattr(self, name, value)

    def __repr__(self) -> str:
        status = f"over: {self.outcome}" if self.outcome else f"player {self.to_move} to {self.decision}"
        return f"<{type(self).__name__} {status}>"


#: how ``clone`` copies a field of each kind (a template on the field's value; other kinds are shared)
_COPY = {"list": "{}[:]", "lists": "{}[:]", "list2": "[x[:] for x in {}]", "dict": "{}.copy()"}


def _make_clone(cls: type[State], fields: dict[str, str]) -> Callable[[State], State]:
    """Generate the clone function of a state class from its field kinds (like dataclasses generate __init__).

    Plain Python: the instance ``__dict__`` is copied, then each list and dict field. In the optional compiled build
    (mypyc, ``scripts/build_compiled.py``) a compiled class lists its attributes in ``__mypyc_attrs__`` and keeps
    them in slots, not in ``__dict__``: those are copied one at a time (skipping any not set); a Python subclass of
    a compiled class has both."""
    slots = _native_attrs(cls)
    lines = ["def clone(self):"]
    if not slots:
        lines.append("    new = _new(cls)")
    else:
        lines.append("    new = cls.__new__(cls)")
        for name in slots:
            value = _COPY.get(fields.get(name, "val"), "{}").format(f"self.{name}")
            lines += ["    try:", f"        new.{name} = {value}", "    except AttributeError:", "        pass"]
    if not slots or cls.__dictoffset__:
        lines += ["    d = self.__dict__.copy()", "    d.pop('_log_cache', None)"]
        for name, kind in fields.items():
            if kind in _COPY and name not in slots:
                lines.append(f"    d[{name!r}] = {_COPY[kind].format(f'd[{name!r}]')}")
        lines.append("    new.__dict__ = d")
    lines.append("    return new")
    env: dict[str, Any] = {"_new": object.__new__, "cls": cls}
    exec("\n".join(lines), env)
    return env["clone"]  # type: ignore[no-any-return]
