"""The WebSocket ``/ws/{id}``: one connection per browser tab, speaking for one seat (by its token) or watching.

Each message is checked (``inputs.read_message``: at most ``MAX_MESSAGE`` bytes, JSON, a known type and its
fields) and each connection may send at most ``RATE`` messages a second; anything refused gets an ``error`` message
to that client alone, the game is unchanged, the connection stays open and the server logs one line.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from .inputs import Act, Hello, Ping, Rematch, RequestError, read_message
from .rooms import Conn, Hub, Room

log = logging.getLogger("tcgkit.server")
router = APIRouter()

RATE = 20.0  # messages a second, sustained
BURST = 20.0  # messages at once


class RateLimit:
    """A token bucket: ``burst`` messages at once, refilled at ``rate`` a second."""

    def __init__(self, rate: float = RATE, burst: float = BURST) -> None:
        self.rate, self.burst = rate, burst
        self.tokens, self.last = burst, time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


async def _writer(ws: WebSocket, conn: Conn) -> None:
    while (text := await conn.queue.get()) is not None:
        await ws.send_text(text)
    await ws.close()


@router.websocket("/ws/{game_id}")
async def game_socket(ws: WebSocket, game_id: str) -> None:
    hub: Hub = ws.app.state.hub
    await ws.accept()
    room = await hub.room(game_id[:40])
    if room is None:
        await ws.send_json({"type": "error", "message": f"no game {game_id[:40]!r}", "seq": None})
        await ws.close(code=4404)
        return
    conn = Conn()
    room.conns.add(conn)
    writer = asyncio.get_running_loop().create_task(_writer(ws, conn))
    limit = RateLimit(*ws.app.state.rate)
    try:
        while True:
            data = await ws.receive()
            if data["type"] == "websocket.disconnect":
                break
            if writer.done():
                break
            if not limit.take():
                refuse(hub, room, conn, f"too many messages: at most {RATE:g} a second")
                continue
            try:
                await handle(hub, room, conn, data.get("text") or data.get("bytes") or "")
            except RequestError as exc:
                refuse(hub, room, conn, str(exc))
            except Exception as exc:  # a bug: one line in the log, the client is told and stays connected
                log.error("game %s: internal error on a message: %s: %s", room.id, type(exc).__name__, exc)
                hub.error(room, conn, "internal error: the message was not applied")
    except WebSocketDisconnect:
        pass
    finally:
        room.conns.discard(conn)
        conn.close()
        writer.cancel()
        with contextlib.suppress(BaseException):
            await writer
        if conn.greeted and conn.seat is not None:
            hub.broadcast(room)  # the others see the seat disconnected
        hub.drop_if_idle(room)


def refuse(hub: Hub, room: Room, conn: Conn, message: str) -> None:
    who = "spectator" if conn.seat is None else f"seat {conn.seat}"
    log.info("game %s: refused a message from a %s: %s", room.id, who, message)
    hub.error(room, conn, message)


async def handle(hub: Hub, room: Room, conn: Conn, text: str | bytes) -> None:
    msg = read_message(text)
    if isinstance(msg, Ping):
        conn.send({"type": "pong"})
        return
    if isinstance(msg, Hello):
        if conn.greeted:
            raise RequestError("hello: this connection has said hello already")
        if msg.token is not None:
            seat = await hub.seat_for(room, msg.token)
            if seat is None:
                raise RequestError("hello: not a seat token of this game (watch with a null token)")
            conn.seat, conn.token = seat, msg.token
        conn.greeted = True
        hub.send_state(room, conn)
        if conn.seat is not None:
            hub.broadcast(room, skip=conn)  # the others see the seat connected
        return
    if not conn.greeted:
        raise RequestError('say hello first: {"type": "hello", "token": ...}')
    if conn.seat is None:
        raise RequestError("a spectator cannot act: open the game with a seat's private link")
    if isinstance(msg, Act):
        error = await hub.apply(room, conn.seat, msg.seq, msg.action)
        if error is not None:
            raise RequestError(error)
    elif isinstance(msg, Rematch):
        error = await hub.rematch(room, conn.seat)
        if error is not None:
            raise RequestError(error)


__all__ = ["RateLimit", "router"]
