"""Bad input (issue 13, item 7): each gets a clear error to that client only; the game is unchanged, the connection
stays open, nothing like a traceback is shown, and the server logs one line."""

from __future__ import annotations

import json
import logging
import time
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

import tcgkit

from .conftest import hello, new_game, receive, sample_names, stored_record


def two_seats(client: TestClient) -> tuple[dict[str, Any], dict[str, Any]]:
    created = new_game(client, "hikarugo", opponent={"kind": "person"})
    deck = {"sample": sample_names(client, "hikarugo")[1]}
    joined = client.post(f"/api/games/{created['id']}/join", json={"invite": created["invite"], "deck": deck})
    return created, joined.json()


def record(db_url: str, gid: str) -> dict[str, Any]:
    return stored_record(db_url, gid)


def refused(
    ws: WebSocketTestSession, bystander: WebSocketTestSession, caplog: pytest.LogCaptureFixture, words: str
) -> dict[str, Any]:
    """The error this client got; the bystander got nothing; both connections still answer; one log line."""
    error = ws.receive_json()
    assert error["type"] == "error" and words in error["message"], error
    assert "\n" not in error["message"] and "Traceback" not in error["message"]
    ws.send_json({"type": "ping"})
    assert ws.receive_json() == {"type": "pong"}
    bystander.send_json({"type": "ping"})
    assert bystander.receive_json() == {"type": "pong"}, "another client was told of the error"
    lines = [r.getMessage() for r in caplog.records if r.name == "tcgkit.server" and "refused" in r.getMessage()]
    assert len(lines) == 1 and "\n" not in lines[0], lines
    caplog.clear()
    return error  # type: ignore[no-any-return]


def test_bad_messages(client: TestClient, db_url: str, caplog: pytest.LogCaptureFixture) -> None:
    created, joined = two_seats(client)
    gid = created["id"]
    before = record(db_url, gid)
    caplog.set_level(logging.INFO, logger="tcgkit.server")
    with client.websocket_connect(f"/ws/{gid}") as ws, client.websocket_connect(f"/ws/{gid}") as other:
        state = hello(ws, created["token"])
        mover = state["to_move"]
        second = hello(other, joined["token"])
        receive(ws)  # the other seat connected
        if mover == 1:  # ws speaks for the seat to move
            ws, other, state = other, ws, second
        caplog.clear()
        seq = state["seq"]
        assert state["actions"]
        cases: list[tuple[Any, str]] = [
            ("{not json", "not JSON"),
            ("[1, 2]", "JSON object"),
            ('"act"', "JSON object"),
            ("[" * 5000 + "]" * 5000, "nested"),
            (json.dumps({"type": "teleport"}), "unknown type"),
            (json.dumps({"act": 1}), "unknown type"),
            (json.dumps({"type": "act", "seq": seq}), "action"),
            (json.dumps({"type": "act", "seq": "x", "action": "keep"}), "seq"),
            (json.dumps({"type": "act", "seq": seq, "action": "no-such-action"}), "illegal action"),
            (json.dumps({"type": "act", "seq": seq, "action": None}), "action"),
            (json.dumps({"type": "act", "seq": seq - 1, "action": "keep"}), "moved on"),
            (json.dumps({"type": "act", "seq": seq + 3, "action": "keep"}), "moved on"),
            (json.dumps({"type": "act", "seq": 2**70, "action": "keep"}), "moved on"),
            (json.dumps({"type": "hello", "token": created["token"]}), "hello already"),
            (json.dumps({"type": "act", "seq": seq, "action": "k" * 20_000}), "over the limit"),
            (json.dumps({"type": "ping", "pad": "x" * 17_000}), "over the limit"),
        ]
        for text, words in cases:
            ws.send_text(text)
            refused(ws, other, caplog, words)
        ws.send_bytes(b"\xff\xfe")
        refused(ws, other, caplog, "UTF-8")
        # the other seat may not act on this seat's decision
        other.send_json({"type": "act", "seq": seq, "action": "keep"})
        refused(other, ws, caplog, "not your turn")
    assert record(db_url, gid) == before, "a refused message changed the game"


def test_another_seats_token_and_spectators(client: TestClient, db_url: str, caplog: pytest.LogCaptureFixture) -> None:
    created, _joined = two_seats(client)
    gid = created["id"]
    other_game = new_game(client, "hikarugo")
    caplog.set_level(logging.INFO, logger="tcgkit.server")
    with client.websocket_connect(f"/ws/{gid}") as ws, client.websocket_connect(f"/ws/{gid}") as spy:
        watched = hello(spy, None)
        caplog.clear()
        for token in ("not-a-token", other_game["token"], created["invite"], "t" * 43):
            ws.send_json({"type": "hello", "token": token})
            refused(ws, spy, caplog, "not a seat token")
        ws.send_json({"type": "act", "seq": 0, "action": "keep"})
        refused(ws, spy, caplog, "hello first")
        spy.send_json({"type": "act", "seq": watched["seq"], "action": "keep"})
        refused(spy, ws, caplog, "spectator")
        spy.send_json({"type": "rematch"})
        refused(spy, ws, caplog, "spectator")
    assert record(db_url, gid)["actions"] == []


def test_flood(strict_client: TestClient, caplog: pytest.LogCaptureFixture) -> None:
    created = new_game(strict_client, "mlp")
    caplog.set_level(logging.INFO, logger="tcgkit.server")
    with strict_client.websocket_connect(f"/ws/{created['id']}") as ws:
        hello(ws, created["token"])
        for _ in range(60):
            ws.send_json({"type": "ping"})
        answers = [ws.receive_json() for _ in range(60)]
        errors = [a for a in answers if a["type"] == "error"]
        assert errors and all("too many messages" in e["message"] for e in errors)
        assert 15 <= sum(a == {"type": "pong"} for a in answers) <= 30
        time.sleep(1.1)
        ws.send_json({"type": "ping"})
        assert receive(ws, "pong") == {"type": "pong"}  # the connection stays open
    lines = [r.getMessage() for r in caplog.records if "too many" in r.getMessage()]
    assert len(lines) == len(errors) and all("\n" not in line for line in lines)


def test_a_deck_for_another_game(client: TestClient, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="tcgkit.server")
    mlp = tcgkit.game("mlp")
    mlp_name, mlp_deck = next(iter(mlp.sample_decks().items()))
    for deck in ({"sample": mlp_name}, {"text": mlp_deck.to_text(mlp.cards)}):
        body = {"game": "hikarugo", "deck": deck, "opponent": {"kind": "computer", "agent": "random"}}
        answer = client.post("/api/games", json=body)
        assert answer.status_code == 422, answer.text
        assert "Hikaru no Go" in answer.json()["error"] or "unknown card" in answer.json()["error"]
    created = new_game(client, "hikarugo", opponent={"kind": "person"})
    answer = client.post(
        f"/api/games/{created['id']}/join", json={"invite": created["invite"], "deck": {"sample": mlp_name}}
    )
    assert answer.status_code == 422
    assert client.get(f"/api/games/{created['id']}").json()["status"] == "waiting"
    lines = [r.getMessage() for r in caplog.records if "refused" in r.getMessage()]
    assert len(lines) == 3 and all("\n" not in line for line in lines)


def test_malformed_http_bodies(client: TestClient) -> None:
    for body in (b"{", b"[]", b'{"game": 3}', b"x" * 300_000, b'{"game": "mlp", "deck": {}, "opponent": {}}'):
        answer = client.post("/api/games", content=body, headers={"content-type": "application/json"})
        assert answer.status_code == 400, answer.text
        assert answer.json()["error"] and "Traceback" not in answer.text
    assert client.get("/api/games?mine=" + ",".join(["a"] * 60)).status_code == 400
