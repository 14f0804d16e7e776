"""Replays: any step of a game as one viewer sees it (``GET /api/games/{id}/replay``, and ``POST /api/replay`` for
an uploaded record file), for the replay page's step back and forward, jump to a turn and choice of view.

What a viewer may see: a finished game, or an uploaded record (whoever holds the file holds everything), any view;
a game still being played, the public view, or the seat view of the seat whose token is presented (never another
seat's hidden cards while the game runs). The action taken at a step is labelled (the label may name hidden cards)
only to the seat that took it, or when the game is over.

Cost: a game's replay is kept (``Replays``: a small LRU) with a clone of its state every ``EVERY`` steps, its turn
index and the last state served, so a step is at most ``EVERY - 1`` actions from a copy, not a replay from 0.
"""

from __future__ import annotations

import asyncio
import hashlib
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Annotated, Any

import msgspec
from fastapi import APIRouter, Request, Response

import tcgkit
from tcgkit.core import Game, IllegalAction, RecordError, State
from tcgkit.core.record import check_record, start_of
from tcgkit.core.validate import show

from .decisions import decision_words
from .inputs import RequestError, convert, read_json
from .rooms import encode
from .routes import NotFound, Refused, game_names, hub_of
from .store import GameRow
from .tokens import MAX_TOKEN, hash_token

router = APIRouter()

EVERY = 32  # steps between the kept clones of a replay
GAMES = 8  # replays kept (least recently used dropped first)
MAX_RECORD_BODY = 8_000_000  # bytes of an uploaded record with its step and view
VIEWS = ("0", "1", "public")


class Upload(msgspec.Struct, forbid_unknown_fields=True):
    """The body of ``POST /api/replay``: a record file's JSON (as ``/api/games/{id}/record`` and ``tcgkit`` write
    it), the step and the view."""

    record: Any
    step: Annotated[int, msgspec.Meta(ge=0)] = 0
    view: str = "public"


def seat_of_view(view: str) -> int | None:
    """The seat of a ``view`` parameter ("0", "1" or "public"; None: the public view); RequestError if neither."""
    if view not in VIEWS:
        raise RequestError(f"view: {', '.join(VIEWS)}, got {show(view)}")
    return None if view == "public" else int(view)


def step_number(text: str) -> int:
    """The ``step`` parameter: a whole number of actions from the start; RequestError if not."""
    if not text.isdigit() or len(text) > 9:
        raise RequestError(f"step: a whole number from 0, got {show(text)}")
    return int(text)


def turn_of(state: State) -> int:
    """The turn number of a state. The core's State has no common turn property: every game's state keeps a
    ``turn`` field (also in its view), counted from its own start (0, or 1 for Hikaru no Go)."""
    turn = getattr(state, "turn", 0)
    return turn if isinstance(turn, int) else 0


@dataclass
class Replay:
    """One game's record being replayed: clones every ``EVERY`` steps, the turn of each step, the last state."""

    game: Game
    start: dict[str, Any]  # the record without its actions (what makes two records the same game)
    actions: list[str]
    kept: dict[int, State] = field(default_factory=dict)
    turns: list[int] = field(default_factory=list)  # turns[k]: the turn number at step k
    last: tuple[int, State] | None = None
    # the viewer's log in words, entry n for each viewer (a step's log is the start of the final one): words once
    words: dict[int | None, list[tuple[str, tuple[int | str, ...]]]] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @classmethod
    def of(cls, game: Game, record: dict[str, Any]) -> Replay:
        start = {k: v for k, v in record.items() if k not in ("actions", "result", "status", "players")}
        replay = cls(game, start, [])
        state = start_of(game, record)
        replay.kept[0] = state.clone()
        replay.turns.append(turn_of(state))
        replay.last = (0, state)
        replay.extend(record["actions"])
        return replay

    def fits(self, record: dict[str, Any]) -> bool:
        """Whether ``record`` is this game, as far as it was played then or further."""
        start = {k: v for k, v in record.items() if k not in ("actions", "result", "status", "players")}
        acts = record["actions"]
        return start == self.start and len(acts) >= len(self.actions) and acts[: len(self.actions)] == self.actions

    def extend(self, actions: list[str]) -> None:
        """Apply the actions past those replayed so far (a game still being played grows), keeping clones."""
        if len(actions) == len(self.actions):
            return
        k = len(self.actions)
        state = self.at(k).clone()
        for aid in actions[k:]:
            try:
                state.apply(aid)
            except IllegalAction as exc:
                raise RecordError(f"record action {k + 1} ({show(aid)}) does not fit the game: {exc}") from None
            k += 1
            self.actions.append(aid)
            self.turns.append(turn_of(state))
            if k % EVERY == 0:
                self.kept[k] = state.clone()
        self.last = (k, state)

    def at(self, step: int) -> State:
        """The state after ``step`` actions (a fresh copy the caller may keep): from the last state served when it
        is on the way, else from the nearest kept clone before it."""
        base = (step // EVERY) * EVERY
        if self.last is not None and base <= self.last[0] <= step:
            k, state = self.last[0], self.last[1].clone()
        else:
            k, state = base, self.kept[base].clone()
        while k < step:
            state.apply(self.actions[k])
            k += 1
        self.last = (step, state)  # read only from here on: ``at`` and ``extend`` work on copies of it
        return state

    def log_of(self, state: State, obs: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
        """The viewer's log at ``state`` (``obs = state.observe(seat)``) in words with the refs it may see now
        (``views.visible_log``, with each entry's words made once per replay and one ``visible_refs`` call)."""
        game = self.game
        words = self.words.setdefault(seat, [])
        for e in obs["log"][len(words) :]:
            words.append(
                (game.describe_event(e["kind"], e["data"], seat), tuple(game.event_refs(e["kind"], e["data"])))
            )
        entries = words[: obs["log_size"]]
        visible = set(state.visible_refs(seat, {r for _, refs in entries for r in refs}))
        return [
            {"n": n, "text": text, "refs": [r for r in refs if r in visible]} for n, (text, refs) in enumerate(entries)
        ]

    def turn_index(self) -> list[dict[str, int]]:
        """Each turn number with the first step at it, in order."""
        out: list[dict[str, int]] = []
        for step, turn in enumerate(self.turns):
            if not out or out[-1]["turn"] != turn:
                out.append({"turn": turn, "step": step})
        return out


class Replays:
    """The replays kept by this server: at most ``size``, the least recently used dropped first."""

    def __init__(self, size: int = GAMES) -> None:
        self.size = size
        self.items: OrderedDict[str, Replay] = OrderedDict()
        self.lock = threading.Lock()

    def get(self, key: str, game: Game, record: dict[str, Any]) -> Replay:
        with self.lock:
            replay = self.items.get(key)
            if replay is not None:
                self.items.move_to_end(key)
        if replay is not None:
            with replay.lock:
                if replay.fits(record):
                    replay.extend(record["actions"])
                    return replay
        replay = Replay.of(game, record)  # new, or not this record any more: replayed afresh
        with self.lock:
            self.items[key] = replay
            self.items.move_to_end(key)
            while len(self.items) > self.size:
                self.items.popitem(last=False)
        return replay


def replays_of(request: Request) -> Replays:
    app = request.app
    if not hasattr(app.state, "replays"):
        app.state.replays = Replays()
    return app.state.replays  # type: ignore[no-any-return]


def players_of(row: GameRow | None) -> list[dict[str, Any]]:
    if row is None:
        return [{"seat": s, "name": f"player {s + 1}", "kind": "person", "agent": None} for s in (0, 1)]
    return [
        {
            "seat": s.seat,
            "name": f"player {s.seat + 1}" if s.kind == "person" else f"computer ({s.agent})",
            "kind": s.kind,
            "agent": s.agent,
        }
        for s in row.seats
    ]


def replay_message(
    replay: Replay, step: int, seat: int | None, views: list[str], labels: bool, row: GameRow | None
) -> dict[str, Any]:
    """The answer for one step: the game at ``step`` as ``seat`` (None: the public view) sees it. ``labels``:
    the action taken at the step is labelled whoever looks (the game is over, or a record file)."""
    game = replay.game
    with replay.lock:
        steps = len(replay.actions)
        if step > steps:
            raise RequestError(f"step: 0 to {steps}, got {step}")
        state = replay.at(step)
        turns = replay.turn_index()
        taken = replay.actions[step] if step < steps else None
        turn = replay.turns[step]
        obs = state.observe(seat)
        log = replay.log_of(state, obs, seat)
    action = None
    if taken is not None:
        mover = state.to_move
        action = {"seat": mover, "label": None, "refs": []}
        if labels or (seat is not None and seat == mover):
            legal = next((a for a in state.legal_actions() if a.id == taken), None)
            action["label"] = legal.label if legal is not None else taken
            action["refs"] = state.visible_refs(seat, legal.refs) if legal is not None else []
    result = state.result
    return {
        "type": "replay",
        "id": row.id if row is not None else None,
        "game": game.name,
        "title": game.title,
        "version": game.version,
        "status": row.status if row is not None else "record",
        "players": players_of(row),
        "step": step,
        "steps": steps,
        "seat": seat,
        "views": views,
        "turn": turn,
        "turns": turns,
        "to_move": state.to_move,
        "deciding": decision_words(game.name, state.decision),
        "view": obs["view"],
        "log": log,
        "action": action,
        "result": None if result is None else {**result.to_dict(), "text": game.describe_result(result, seat)},
    }


def _game(name: str, where: str) -> Game:
    if name not in game_names():
        raise Refused(f"{where}: this server has no game {show(name)}")
    return tcgkit.game(name)


@router.get("/api/games/{game_id}/replay")
async def stored_replay(
    game_id: str, request: Request, step: str = "0", view: str = "public", token: str | None = None
) -> Response:
    seat = seat_of_view(view)
    k = step_number(step)
    hub = hub_of(request)
    row = await hub.db(hub.store.load, game_id[:40])
    if row is None:
        raise NotFound(f"no game {game_id[:40]!r}")
    if row.status == "waiting":
        raise Refused("this game has not started: there is nothing to replay yet")
    game = _game(row.game, "this game")
    if row.version != game.version:
        raise Refused(
            f"played with version {row.version} of the {game.title} rules engine, now version {game.version}: "
            "download its record instead"
        )
    over = row.status == "over"
    mine: int | None = None
    if token is not None and len(token) <= MAX_TOKEN:
        mine = await hub.db(hub.store.seat_of, row.id, hash_token(token))
    if token is not None and mine is None:
        raise Refused("token: not a seat token of this game")
    views = list(VIEWS) if over else [*([str(mine)] if mine is not None else []), "public"]
    if view not in views:
        raise Refused(f"view {view}: a seat's view of a game still being played is its own seat's only")
    record = row.record()
    replays = replays_of(request)
    return await asyncio.to_thread(_answer, replays, f"game:{row.id}", game, record, k, seat, views, over, row)


@router.post("/api/replay")
async def uploaded_replay(request: Request) -> Response:
    body = convert(read_json(await request.body(), "request", MAX_RECORD_BODY), Upload, "request")
    seat = seat_of_view(body.view)
    record = check_record(body.record, "record file")
    game = _game(str(record["game"]), "record file")
    text = msgspec.json.encode(record, order="sorted")
    key = "file:" + hashlib.sha256(text).hexdigest()
    replays = replays_of(request)
    return await asyncio.to_thread(_answer, replays, key, game, record, body.step, seat, list(VIEWS), True, None)


def _answer(
    replays: Replays,
    key: str,
    game: Game,
    record: dict[str, Any],
    step: int,
    seat: int | None,
    views: list[str],
    labels: bool,
    row: GameRow | None,
) -> Response:
    replay = replays.get(key, game, record)
    msg = replay_message(replay, step, seat, views, labels, row)
    return Response(encode(msg), media_type="application/json")  # msgspec: several times faster than FastAPI's


__all__ = ["EVERY", "Replay", "Replays", "replay_message", "router"]
