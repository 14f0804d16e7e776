"""Nothing is lost: a real ``tcgkit serve`` on a SQLite file is killed with SIGKILL mid-game and restarted; the
game resumes at the same decision, finished games stay listed, and a game of another engine version is shown as a
record only."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import pytest

from .live import Server, recv, say

pytestmark = pytest.mark.slow


def first_choice(state: dict) -> str:
    return state["only"] or next(a for a in state["actions"] if not a["resign"])["id"]


def test_sigkill_and_restart_resume_every_game(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'web.sqlite'}"
    server = Server(db, tmp_path / "server.log").start()
    try:
        body = {
            "game": "mlp",
            "deck": {"sample": "generosity-honesty"},
            "seat": 0,
            "opponent": {"kind": "computer", "agent": "random"},
        }
        live = server.post("/api/games", body)
        done = server.post("/api/games", {**body, "game": "hikarugo", "deck": {"sample": "dragon-and-tortoise"}})
        with server.socket(done["id"]) as ws:  # a game finished before the crash
            say(ws, {"type": "hello", "token": done["token"]})
            state = recv(ws)
            while not state["actions"]:
                state = recv(ws)
            resign = next(a["id"] for a in state["actions"] if a["resign"])
            say(ws, {"type": "act", "seq": state["seq"], "action": resign})
            assert recv(ws)["status"] == "over"
        with server.socket(live["id"]) as ws:
            say(ws, {"type": "hello", "token": live["token"]})
            state = recv(ws)
            for _ in range(6):  # a few decisions, each acknowledged by a state message
                while not state["actions"]:
                    state = recv(ws)
                sent = state["seq"]
                say(ws, {"type": "act", "seq": sent, "action": first_choice(state)})
                state = recv(ws)
                while state["seq"] <= sent:
                    state = recv(ws)
            while not state["actions"] and state["status"] == "playing":
                state = recv(ws)
            before = state
            server.kill()
        server.start()
        with server.socket(live["id"]) as ws:
            say(ws, {"type": "hello", "token": live["token"]})
            after = recv(ws)
        assert after["seq"] == before["seq"] and after["view"] == before["view"]
        assert after["actions"] == before["actions"] and after["status"] == before["status"]
        lists = server.get(f"/api/games?mine={live['token']},{done['token']}")
        assert {g["id"] for g in lists["mine"]} == {live["id"], done["id"]}
        assert [g["id"] for g in lists["finished"]] == [done["id"]]
        with server.socket(live["id"]) as ws:  # and it plays on
            say(ws, {"type": "hello", "token": live["token"]})
            state = recv(ws)
            say(ws, {"type": "act", "seq": state["seq"], "action": first_choice(state)})
            assert recv(ws)["seq"] > before["seq"]
    finally:
        server.stop()
    log = (tmp_path / "server.log").read_text(encoding="utf-8")
    assert "Traceback" not in log


def test_a_game_of_another_engine_version_is_a_record_only(tmp_path: Path) -> None:
    path = tmp_path / "web.sqlite"
    server = Server(f"sqlite:///{path}", tmp_path / "server.log").start()
    try:
        body = {
            "game": "starwars",
            "deck": {"sample": "droid-army"},
            "seat": 0,
            "opponent": {"kind": "computer", "agent": "random"},
        }
        created = server.post("/api/games", body)
        server.stop()
        with sqlite3.connect(path) as conn:
            conn.execute("UPDATE games SET version = 'old-1' WHERE id = ?", (created["id"],))
        server.start()
        with server.socket(created["id"]) as ws:
            say(ws, {"type": "hello", "token": created["token"]})
            state = recv(ws)
            assert state["status"] == "stale" and "version old-1" in state["stale"] and state["actions"] == []
            say(ws, {"type": "act", "seq": 0, "action": "x"})
            assert "version" in recv(ws, "error")["message"]
        assert server.get(f"/api/games/{created['id']}/record")["version"] == "old-1"
    finally:
        server.stop()
    time.sleep(0)
