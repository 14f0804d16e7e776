"""The live games of one server process: their states, connections and computer seats.

A ``Room`` holds a game loaded from the store (its record replayed) while anybody watches it or its computer
thinks. Every change goes through ``Hub.apply``: checked against the pending decision (seat, decision number,
legality) on a copy of the state, committed to the store, and only then made and sent to every connection, each
getting its own ``state`` message (``views.state_message``). Changes made by another server process arrive as
notifications (``refresh``) and are read back from the store.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any, TypeVar

import msgspec

import tcgkit
from tcgkit.core import Deck, IllegalAction, Rng, State, TcgkitError

from . import computer
from .decisions import decision_words
from .store import GameRow, Seat, Store
from .tokens import hash_token, new_game_id
from .views import state_message

log = logging.getLogger("tcgkit.server")

QUEUE = 512  # messages waiting for a slow client before it is disconnected
TICK = 1.0  # seconds between "thinking" messages

T = TypeVar("T")
_encode = msgspec.json.Encoder().encode


def encode(msg: dict[str, Any]) -> str:
    """A message as compact JSON text (msgspec: several times faster than ``json.dumps`` on big states)."""
    return _encode(msg).decode()


@dataclass(eq=False)
class Conn:
    """One WebSocket connection: the seat it speaks for (None: a spectator) and its outgoing queue."""

    queue: asyncio.Queue[str | None] = field(default_factory=lambda: asyncio.Queue(QUEUE))
    seat: int | None = None
    token: str | None = None
    greeted: bool = False
    log_sent: int = 0  # entries of this viewer's log already sent

    def send(self, msg: dict[str, Any]) -> None:
        self.send_text(encode(msg))

    def send_text(self, text: str) -> None:
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:  # a client that reads nothing: drop it (it reconnects and resumes)
            self.close()

    def close(self) -> None:
        while True:
            try:
                self.queue.put_nowait(None)
                return
            except asyncio.QueueFull:
                self.queue.get_nowait()


@dataclass(eq=False)
class Room:
    row: GameRow
    state: State | None
    stale: str | None
    conns: set[Conn] = field(default_factory=set)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    task: asyncio.Task[None] | None = None
    thinking: tuple[int, float] | None = None  # (seat, since)
    turn: tuple[int, int, float] = (-1, -1, 0.0)  # (seat, decision number of its next decision, seconds left)

    @property
    def id(self) -> str:
        return self.row.id

    def connected(self) -> list[bool]:
        seats = {c.seat for c in self.conns if c.greeted}
        return [s.seat in seats for s in self.row.seats]

    def thinking_info(self) -> dict[str, Any] | None:
        if self.thinking is None:
            return None
        seat, since = self.thinking
        return {"seat": seat, "seconds": round(time.monotonic() - since, 1)}


def build_state(row: GameRow) -> tuple[State | None, str | None]:
    """The state of a stored game (None while it waits for a player) and why it is stale, if it is."""
    game = tcgkit.game(row.game) if row.game in tcgkit.games() else None
    if game is None:
        return None, f"this server has no game {row.game!r}: the record can still be downloaded"
    if row.version != game.version:
        return None, (
            f"played with version {row.version} of the {game.title} rules engine, now version {game.version}: "
            "viewable as a record only"
        )
    if row.status == "waiting":
        return None, None
    return game.replay(row.record()), None


class Hub:
    """The rooms of this process and the ways into them."""

    def __init__(self, store: Store, db: Executor, pool: Callable[[], Executor], origin: str) -> None:
        self.store = store
        self.db_executor = db
        self.pool = pool
        self.origin = origin  # this process's name in notifications
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Lock] = {}

    async def db(self, fn: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self.db_executor, fn, *args)

    # ------------------------------------------------------------------ rooms
    async def room(self, game_id: str) -> Room | None:
        """The live room of a game, loading it from the store (replaying its record) if needed."""
        room = self.rooms.get(game_id)
        if room is not None:
            return room
        lock = self._loading.setdefault(game_id, asyncio.Lock())
        async with lock:
            room = self.rooms.get(game_id)
            if room is None:
                row = await self.db(self.store.load, game_id)
                if row is None:
                    self._loading.pop(game_id, None)
                    return None
                state, stale = await asyncio.to_thread(build_state, row)
                room = self.rooms[game_id] = Room(row, state, stale)
                self.ensure_computer(room)
        self._loading.pop(game_id, None)
        return room

    def drop_if_idle(self, room: Room) -> None:
        if not room.conns and room.task is None and self.rooms.get(room.id) is room:
            del self.rooms[room.id]

    async def seat_for(self, room: Room, token: str) -> int | None:
        return await self.db(self.store.seat_of, room.id, hash_token(token))

    # ------------------------------------------------------------------ telling
    def send_state(self, room: Room, conn: Conn) -> None:
        self.broadcast(room, only=conn)

    def broadcast(self, room: Room, skip: Conn | None = None, only: Conn | None = None) -> None:
        """Send every greeted connection (or ``only`` one) its ``state`` message. Viewers who would get the same
        message (the same seat, or spectators, with the same log entries already sent) share one, built and
        encoded once."""
        conns = [only] if only is not None else [c for c in room.conns if c.greeted and c is not skip]
        connected, thinking = room.connected(), room.thinking_info()
        built: dict[tuple[int | None, int], tuple[str, int]] = {}
        for conn in conns:
            key = (conn.seat, conn.log_sent)
            if key not in built:
                msg, log_size = state_message(room.row, room.state, *key, connected, thinking, room.stale)
                built[key] = (encode(msg), log_size)
            text, conn.log_sent = built[key]
            conn.send_text(text)

    def error(self, room: Room | None, conn: Conn, message: str) -> None:
        seq = room.state.decision_seq if room is not None and room.state is not None else None
        conn.send({"type": "error", "message": message, "seq": seq})

    # ------------------------------------------------------------------ changing
    async def apply(self, room: Room, seat: int, seq: int, action: str) -> str | None:
        """Take ``action`` for ``seat`` at decision ``seq``: None when done, else why not (nothing changed)."""
        async with room.lock:
            state = room.state
            if room.stale or state is None:
                return room.stale or "the game has not started: it waits for a second player"
            if state.is_over:
                return "the game is over"
            where = f"now decision {state.decision_seq} ({decision_words(room.row.game, state.decision)})"
            if seq != state.decision_seq:
                return f"the game moved on: {where}"
            if seat != state.to_move:
                return f"it is not your turn: player {state.to_move + 1} is deciding ({where})"  # type: ignore[operator]
            new = state.clone()
            try:
                new.apply(action)
            except IllegalAction as exc:
                return str(exc)
            result = new.result.to_dict() if new.result is not None else None
            if not await self.db(self.store.append, room.id, seq, action, result, self.origin):
                await self._sync(room)  # another server took this decision first
                return "the game moved on: another move was made first"
            room.state = new
            room.row.actions.append(action)
            room.row.updated = time.time()
            if result is not None:
                room.row.status, room.row.result = "over", result
        self.ensure_computer(room)  # first: the state sent below already says "the computer is thinking"
        self.broadcast(room)
        return None

    async def _sync(self, room: Room) -> None:
        """Read the game back from the store (after a change made by another server process)."""
        row = await self.db(self.store.load, room.id)
        if row is None:
            return
        state = room.state
        known = list(room.row.actions)
        room.row = row
        if room.stale:
            return
        if state is None or row.actions[: len(known)] != known:
            room.state, room.stale = await asyncio.to_thread(build_state, row)
            return
        new = state.clone()
        for aid in row.actions[len(known) :]:
            new.apply(aid)
        room.state = new

    async def refresh(self, game_id: str) -> None:
        """Another process changed a game: if it is live here, read it back and tell everybody."""
        room = self.rooms.get(game_id)
        if room is None:
            return
        async with room.lock:
            old_rematch = room.row.rematch
            await self._sync(room)
        self.broadcast(room)
        if room.row.rematch and room.row.rematch != old_rematch:
            self.tell_rematch(room)

    # ------------------------------------------------------------------ computer seats
    def ensure_computer(self, room: Room) -> None:
        """Mark the computer as thinking from now on if a computer seat is to move (every ``state`` message sent
        from here on says so), and start its thinking if nobody thinks for it yet."""
        state = room.state
        if state is None or state.is_over or state.to_move is None or room.stale:
            room.thinking = None
            return
        if room.row.seats[state.to_move].kind != "computer":
            room.thinking = None
            return
        room.thinking = (state.to_move, time.monotonic())  # a new decision: its clock starts now
        if room.task is None:
            room.task = asyncio.get_running_loop().create_task(self._computer(room))

    async def _computer(self, room: Room) -> None:
        ticker = asyncio.get_running_loop().create_task(self._tick(room))
        try:
            while (state := room.state) is not None and not state.is_over and state.to_move is not None:
                seat = state.to_move
                info = room.row.seats[seat]
                if info.kind != "computer":
                    break
                seq = state.decision_seq
                turn_seat, turn_next, left = room.turn
                if (turn_seat, turn_next) != (seat, seq):
                    left = info.think or 0.0  # a new turn: its whole budget
                started = time.monotonic()
                if room.thinking is None or room.thinking[0] != seat:
                    room.thinking = (seat, started)
                action = await self._choose(room, state, info.agent or "random", left if info.think else None)
                room.turn = (seat, seq + 1, left - (time.monotonic() - started))
                error = await self.apply(room, seat, seq, action)  # marks the next decision's thinking
                if error is not None and room.state is state:
                    log.warning("game %s: the computer's action %r was refused: %s", room.id, action, error)
                    break
        finally:
            ticker.cancel()
            room.thinking = None
            room.task = None
            self.drop_if_idle(room)

    async def _choose(self, room: Room, state: State, kind: str, turn: float | None) -> str:
        game = tcgkit.game(room.row.game)
        spec = computer.agent_spec(game, kind)
        seed = (room.row.seed * 7919 + state.decision_seq) % (2**62)
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(
                self.pool(), computer.choose, room.id, room.row.record(), spec, seed, turn
            )
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # a broken worker must not stop the game: log it and play a legal action
            log.error(
                "game %s: the computer failed (%s: %s); it plays a random legal action",
                room.id,
                type(exc).__name__,
                exc,
            )
            acts = [a for a in state.legal_actions() if not a.resign] or state.legal_actions()
            return acts[Rng(seed).below(len(acts))].id

    async def _tick(self, room: Room) -> None:
        """Every ``TICK`` seconds while the computer thinks: tell everybody for how long it has thought."""
        while True:
            await asyncio.sleep(TICK)
            info = room.thinking_info()
            if info is None:
                continue
            for conn in list(room.conns):
                if conn.greeted:
                    conn.send({"type": "thinking", **info})

    # ------------------------------------------------------------------ rematch
    async def rematch(self, room: Room, seat: int) -> str | None:
        """``seat`` offers (or accepts) a rematch; None when done, else why not."""
        row = room.row
        if row.status != "over":
            return "a rematch is offered when the game is over"
        if row.rematch:
            self.tell_rematch(room)
            return None
        offers = await self.db(self.store.offer_rematch, row.id, seat, self.origin)
        row.offers = offers
        people = {s.seat for s in row.seats if s.kind == "person"}
        if not people <= set(offers):
            self.broadcast(room)
            return None
        full = await self.db(self.store.load, row.id)
        if full is None:
            return "the game is gone"
        new = GameRow(
            id=new_game_id(),
            game=row.game,
            version=tcgkit.game(row.game).version,
            options=dict(row.options),
            decks=list(reversed(row.decks)),
            seed=Rng(row.seed).spawn() % (2**62),
            status="playing",
            open=False,
            invite=None,
            seats=[],
            created=time.time(),
            updated=time.time(),
        )
        new.seats = [Seat(n, s.kind, s.agent, s.think, s.token) for n, s in enumerate(reversed(full.seats))]
        try:
            decks = [Deck.from_dict(d) for d in new.decks]
            await asyncio.to_thread(tcgkit.game(row.game).new_game, decks, seed=new.seed, options=new.options)
        except TcgkitError as exc:
            return f"no rematch: {exc}"
        row.rematch = await self.db(self.store.set_rematch, row.id, new, self.origin)
        self.broadcast(room)
        self.tell_rematch(room)
        return None

    def tell_rematch(self, room: Room) -> None:
        """Send every connection the rematch game: seats with their (unchanged) token, spectators without."""
        for conn in list(room.conns):
            if conn.greeted:
                msg: dict[str, Any] = {"type": "rematch", "id": room.row.rematch}
                if conn.seat is not None:
                    msg["seat"] = 1 - conn.seat
                    msg["token"] = conn.token
                conn.send(msg)

    async def close(self) -> None:
        for room in list(self.rooms.values()):
            if room.task is not None:
                room.task.cancel()
            for conn in room.conns:
                conn.close()


__all__ = ["Conn", "Hub", "Room", "build_state"]
