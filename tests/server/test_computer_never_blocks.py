"""The computer never blocks the table (issue 13, Build 6): while a computer seat thinks in a worker process, another
game's moves round-trip and the same game's spectators are served. The computer here is ``gate`` (gate_agent.py):
it thinks until the test lets it, so nothing depends on how long anything takes; every read has a deadline."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from websockets.sync.client import ClientConnection

from tcgkit.server.app import create_app
from tcgkit.server.store import engine_for, seats
from tests.server.conftest import FAST, first_choice
from tests.server.gate_agent import ENTERED, OPEN, register
from tests.server.live import InProcessServer

GAME = "builddivide"
DEADLINE = 60.0  # seconds any one expected message or file may take before the test fails


def until(ws: ClientConnection, what: str, ok: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The first message ``ok`` accepts, within ``DEADLINE`` seconds (else fail, naming what was awaited)."""
    deadline = time.monotonic() + DEADLINE
    seen: list[str] = []
    while (left := deadline - time.monotonic()) > 0:
        try:
            msg = json.loads(ws.recv(timeout=left))
        except TimeoutError:
            break
        assert msg["type"] != "error", f"while waiting for {what}: {msg}"
        if ok(msg):
            return msg  # type: ignore[no-any-return]
        seen.append(msg["type"])
    raise AssertionError(f"no {what} within {DEADLINE:g} s (received meanwhile: {seen[-10:]})")


def send(ws: ClientConnection, msg: dict[str, Any]) -> None:
    ws.send(json.dumps(msg))


def sample(server: InProcessServer) -> str:
    games = {g["name"]: g for g in server.get("/api/catalog")["games"]}
    return str(games[GAME]["samples"][0]["name"])


def wait_for_file(path: Path, what: str) -> None:
    deadline = time.monotonic() + DEADLINE
    while not path.exists():
        assert time.monotonic() < deadline, f"{what}: {path} did not appear within {DEADLINE:g} s"
        time.sleep(0.01)


def state_of_seat(ws: ClientConnection, token: str | None) -> dict[str, Any]:
    send(ws, {"type": "hello", "token": token})
    return until(ws, "the first state", lambda m: m["type"] == "state")


def test_the_computer_thinking_blocks_nothing_else(tmp_path: Path) -> None:
    gate = tmp_path / "gate"
    gate.mkdir()
    db = f"sqlite:///{tmp_path / 'web.sqlite'}"
    app = create_app(db, workers=1, rate=FAST, worker_setup=register)
    with InProcessServer(app) as server:
        deck = {"sample": sample(server)}
        # Game A: a person (seat 0) against the gate computer (seat 1).
        a = server.post(
            "/api/games", {"game": GAME, "deck": deck, "opponent": {"kind": "computer", "agent": "random"}, "seat": 0}
        )
        engine = engine_for(db)
        with engine.begin() as conn:  # the test's computer, in the seat the lobby made
            conn.execute(
                sa.update(seats).where(seats.c.game_id == a["id"], seats.c.seat == 1).values(agent=f"gate:dir={gate}")
            )
        engine.dispose()
        with server.socket(a["id"]) as player:
            state = state_of_seat(player, a["token"])
            while not (state["thinking"] and state["thinking"]["seat"] == 1):
                assert state["status"] == "playing", state["status"]
                if state["actions"]:
                    send(player, {"type": "act", "seq": state["seq"], "action": first_choice(state)})
                seq = state["seq"]
                state = until(player, "the next decision", lambda m, s=seq: m["type"] == "state" and m["seq"] > s)
            blocked = state["seq"]
            assert state["to_move"] == 1
            wait_for_file(gate / ENTERED, "the computer never started thinking in its worker")

            # The same game's spectators: a new one is served at once, and answered.
            with server.socket(a["id"]) as spectator:
                seen = state_of_seat(spectator, None)
                assert (seen["seq"], seen["to_move"], seen["seat"]) == (blocked, 1, None)
                assert seen["thinking"] is not None and seen["thinking"]["seat"] == 1, seen["thinking"]
                send(spectator, {"type": "ping"})
                until(spectator, "the spectator's pong", lambda m: m["type"] == "pong")

                # Another game: two people; a move round-trips to both while the computer of game A still thinks.
                b = server.post("/api/games", {"game": GAME, "deck": deck, "opponent": {"kind": "person"}, "seat": 0})
                joined = server.post(f"/api/games/{b['id']}/join", {"deck": deck, "invite": b["invite"]})
                with server.socket(b["id"]) as one, server.socket(b["id"]) as two:
                    states = [state_of_seat(one, b["token"]), state_of_seat(two, joined["token"])]
                    mover = next(i for i, s in enumerate(states) if s["actions"])
                    moved = states[mover]
                    send((one, two)[mover], {"type": "act", "seq": moved["seq"], "action": first_choice(moved)})
                    for ws in (one, two):
                        until(ws, "game B's next state", lambda m: m["type"] == "state" and m["seq"] > moved["seq"])
                assert not (gate / OPEN).exists()
                send(player, {"type": "ping"})
                until(player, "the waiting player's pong", lambda m: m["type"] == "pong")

                # Let the computer decide: the player and the spectator both see its move.
                (gate / OPEN).write_text("", encoding="utf-8")
                for ws in (player, spectator):
                    until(ws, "the computer's move", lambda m: m["type"] == "state" and m["seq"] > blocked)
