"""The computer's worker processes start with the server (a player's first game does not wait for them), and a
seat waiting for the computer is told it thinks from the first message of that decision on (issue 13, Build 3, 6)."""

from __future__ import annotations

import os

from fastapi.testclient import TestClient

from tcgkit.server.app import create_app
from tests.server.conftest import first_choice, hello, new_game, receive


def test_the_workers_start_with_the_server(db_url: str) -> None:
    with TestClient(create_app(db_url, workers=1)) as client:
        pool = client.app.state.pool  # type: ignore[attr-defined]
        assert pool.pool is not None, "no worker pool after startup"
        assert len(pool.warming) == 1
        pids = {job.result(timeout=120) for job in pool.warming}  # each answered by a started worker
        assert os.getpid() not in pids


def test_every_state_while_the_computer_decides_says_it_thinks(client: TestClient) -> None:
    started = new_game(client, "hikarugo", seat=1)
    with client.websocket_connect(f"/ws/{started['id']}") as ws:
        state = hello(ws, started["token"])
        checked = 0
        while state["status"] == "playing" and checked < 3:
            if state["to_move"] == 0:
                assert state["thinking"] is not None and state["thinking"]["seat"] == 0, state["thinking"]
                checked += 1
            else:
                assert state["thinking"] is None
            if state["actions"]:
                ws.send_json({"type": "act", "seq": state["seq"], "action": first_choice(state)})
            state = receive(ws)
        assert checked or state["status"] == "over"


def test_settled_memory_keeps_what_was_loaded_out_of_collections() -> None:
    import gc

    from tcgkit.server.app import GC_YOUNG, settle_memory

    before = gc.get_threshold()
    try:
        settle_memory()
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold()[0] == GC_YOUNG
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
