"""Past one machine: two ``tcgkit serve`` processes on one PostgreSQL serve the same games; a move made on one
reaches the players and spectators connected to the other (LISTEN/NOTIFY), and a decision is taken only once.

Needs a PostgreSQL database in ``TCGKIT_TEST_PG`` (``postgresql://user:password@host/db``); ``.ci/run`` starts
Debian's postgresql and sets it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from .conftest import stored_record
from .live import Server, recv, say

pytestmark = pytest.mark.slow
DSN = os.environ.get("TCGKIT_TEST_PG", "")


def reachable(dsn: str) -> str | None:
    """Why the database cannot be used, or None."""
    if not dsn:
        return "no PostgreSQL: set TCGKIT_TEST_PG=postgresql://user:password@host/db (.ci/run does)"
    import sqlalchemy as sa

    from tcgkit.server.store import engine_for

    try:
        with engine_for(dsn).connect() as conn:
            conn.execute(sa.text("SELECT 1"))
    except Exception as exc:
        return f"PostgreSQL at TCGKIT_TEST_PG is not reachable: {type(exc).__name__}"
    return None


@pytest.fixture
def servers(tmp_path: Path):  # type: ignore[no-untyped-def]
    why = reachable(DSN)
    if why:
        pytest.skip(why)
    pair = [Server(DSN, tmp_path / f"server{n}.log").start() for n in range(2)]
    yield pair
    for server in pair:
        server.stop()


def test_two_servers_share_the_games(servers: list[Server]) -> None:
    a, b = servers
    created = a.post(
        "/api/games",
        {"game": "hikarugo", "deck": {"sample": "dragon-and-tortoise"}, "seat": 0, "opponent": {"kind": "person"}},
    )
    gid = created["id"]
    with a.socket(gid) as ws0, b.socket(gid) as spy:
        say(ws0, {"type": "hello", "token": created["token"]})
        assert recv(ws0)["status"] == "waiting"
        say(spy, {"type": "hello", "token": None})
        assert recv(spy)["status"] == "waiting"
        joined = b.post(f"/api/games/{gid}/join", {"invite": created["invite"], "deck": {"sample": "tiger-and-bird"}})
        with b.socket(gid) as ws1:
            say(ws1, {"type": "hello", "token": joined["token"]})
            states = {0: recv(ws0), 1: recv(ws1)}  # seat 0 on server a learns of the join made on server b
            assert states[0]["status"] == states[1]["status"] == "playing"
            assert recv(spy)["status"] == "playing"
            sockets = {0: ws0, 1: ws1}
            for _ in range(10):
                mover = states[0]["to_move"]
                state = states[mover]
                while not state["actions"]:
                    state = recv(sockets[mover])
                sent = state["seq"]
                say(sockets[mover], {"type": "act", "seq": sent, "action": state["actions"][0]["id"]})
                for seat, ws in sockets.items():
                    states[seat] = recv(ws)
                    while states[seat]["seq"] <= sent:
                        states[seat] = recv(ws)
                watched = recv(spy)
                while watched["seq"] <= sent:
                    watched = recv(spy)
                assert states[0]["seq"] == states[1]["seq"] == watched["seq"] == sent + 1
            # the same decision sent to both servers at once is taken once
            mover = states[0]["to_move"]
            state = states[mover]
            while not state["actions"]:
                state = recv(sockets[mover])
            with (a if mover == 1 else b).socket(gid) as twin:
                token = created["token"] if mover == 0 else joined["token"]
                say(twin, {"type": "hello", "token": token})
                recv(twin)
                action = state["actions"][0]["id"]
                say(sockets[mover], {"type": "act", "seq": state["seq"], "action": action})
                say(twin, {"type": "act", "seq": state["seq"], "action": action})
                answers = []
                for ws in (sockets[mover], twin):
                    msg = recv(ws, "state")
                    while msg["seq"] <= state["seq"]:
                        msg = recv(ws, "state")
                    answers.append(msg["seq"])
                assert answers == [state["seq"] + 1] * 2
    record = stored_record(DSN, gid)  # (the API gives a record out only once the game is over)
    assert len(record["actions"]) == state["seq"] + 1 == b.get(f"/api/games/{gid}")["decisions"]
