"""Fixtures of the web table's tests: an application on a real SQLite file, and a few helpers to play over it."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient` is deprecated")
from fastapi.testclient import TestClient  # noqa: E402
from starlette.testclient import WebSocketTestSession  # noqa: E402

from tcgkit.server.app import create_app  # noqa: E402
from tcgkit.server.store import Store  # noqa: E402


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'web.sqlite'}"


FAST = (10_000.0, 10_000.0)  # a rate limit whole games played by a test stay under


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    """The application; its connections may send 10,000 messages a second (tests play whole games at speed)."""
    with TestClient(create_app(db_url, workers=1, rate=FAST)) as c:
        yield c


@pytest.fixture
def strict_client(db_url: str) -> Iterator[TestClient]:
    """The application with the real rate limit."""
    with TestClient(create_app(db_url, workers=1)) as c:
        yield c


def new_game(client: TestClient, game: str, **body: Any) -> dict[str, Any]:
    """Start a game (defaults: the first sample deck against the random computer, in seat 0)."""
    request = {
        "game": game,
        "deck": {"sample": next(iter(sample_names(client, game)))},
        "opponent": {"kind": "computer", "agent": "random"},
        "seat": 0,
        **body,
    }
    answer = client.post("/api/games", json=request)
    assert answer.status_code == 200, answer.text
    return answer.json()  # type: ignore[no-any-return]


def sample_names(client: TestClient, game: str) -> list[str]:
    games = {g["name"]: g for g in client.get("/api/catalog").json()["games"]}
    return [s["name"] for s in games[game]["samples"]]


def receive(ws: WebSocketTestSession, kind: str = "state") -> dict[str, Any]:
    """The next message of type ``kind`` (skipping "thinking" ticks and others)."""
    for _ in range(1000):
        msg = ws.receive_json()
        if msg["type"] == kind:
            return msg  # type: ignore[no-any-return]
    raise AssertionError(f"no {kind} message")


def hello(ws: WebSocketTestSession, token: str | None) -> dict[str, Any]:
    ws.send_json({"type": "hello", "token": token})
    return receive(ws)


def until_my_turn_or_over(ws: WebSocketTestSession, state: dict[str, Any]) -> dict[str, Any]:
    """States until this seat is to move or the game is over."""
    while not state["actions"] and state["status"] != "over":
        state = receive(ws)
    return state


def first_choice(state: dict[str, Any]) -> str:
    """The only choice, else the first action that does not concede."""
    if state["only"]:
        return str(state["only"])
    return str(next((a for a in state["actions"] if not a["resign"]), state["actions"][0])["id"])


def play_out(
    ws: WebSocketTestSession, state: dict[str, Any], pick: Any = first_choice, limit: int = 5000
) -> dict[str, Any]:
    """Play this seat with ``pick(state) -> action id`` until the game is over; the final state."""
    for _ in range(limit):
        if state["status"] == "over":
            return state
        if not state["actions"]:
            state = receive(ws)
            continue
        sent = state["seq"]
        ws.send_json({"type": "act", "seq": sent, "action": pick(state)})
        while True:
            msg = ws.receive_json()
            assert msg["type"] != "error", msg
            if msg["type"] == "state" and msg["seq"] > sent:
                state = msg
                break
    raise AssertionError("the game did not end")


def stored_record(db_url: str, game_id: str) -> dict[str, Any]:
    """A game's record read from its database (what the server stores), for tests that rebuild the states of a game
    still being played: the HTTP API gives a record out only once the game is over (its seed reveals every card)."""
    store = Store(db_url)
    try:
        row = store.load(game_id)
        assert row is not None, f"no game {game_id} in {db_url}"
        return {**row.record(), "result": row.result, "status": row.status}
    finally:
        store.close()
