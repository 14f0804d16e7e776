"""Live play over the WebSocket: against the computer, two people and a spectator, reconnecting, rematches."""

from __future__ import annotations

from fastapi.testclient import TestClient

import tcgkit

from .conftest import hello, new_game, play_out, receive, sample_names


def invite_game(client: TestClient, game: str) -> tuple[dict, dict]:
    created = new_game(client, game, opponent={"kind": "person"})
    deck = {"sample": sample_names(client, game)[1]}
    joined = client.post(f"/api/games/{created['id']}/join", json={"invite": created["invite"], "deck": deck})
    return created, joined.json()


def test_a_whole_game_against_the_random_computer(client: TestClient) -> None:
    created = new_game(client, "hikarugo", seat=1)
    with client.websocket_connect(f"/ws/{created['id']}") as ws:
        state = hello(ws, created["token"])
        assert state["seat"] == 1 and state["status"] == "playing" and state["log_from"] == 0
        assert state["players"][0]["kind"] == "computer" and state["players"][1]["you"]
        final = play_out(ws, state)
    assert final["result"]["text"] and final["result"]["reason"]
    record = client.get(f"/api/games/{created['id']}/record").json()
    assert record["status"] == "over" and len(record["actions"]) == final["seq"]
    assert tcgkit.game("hikarugo").replay(record).result.to_dict() == {
        k: v for k, v in final["result"].items() if k != "text"
    }
    finished = client.get("/api/games").json()["finished"]
    assert [g["id"] for g in finished] == [created["id"]]


def test_two_people_and_a_spectator(client: TestClient) -> None:
    created, joined = invite_game(client, "builddivide")
    gid = created["id"]
    with (
        client.websocket_connect(f"/ws/{gid}") as ws0,
        client.websocket_connect(f"/ws/{gid}") as ws1,
        client.websocket_connect(f"/ws/{gid}") as spy,
    ):
        seats = {0: hello(ws0, created["token"]), 1: hello(ws1, joined["token"])}
        watched = hello(spy, None)
        assert watched["seat"] is None and watched["actions"] == [] and watched["notes"] == []
        assert watched["view"] is not None
        sockets = {0: ws0, 1: ws1}
        for _ in range(12):  # twelve decisions, each seen live by the other seat and the spectator
            mover = seats[0]["to_move"]
            if mover is None:
                break
            state = seats[mover]
            while not state["actions"]:
                state = receive(sockets[mover])
            other = seats[1 - mover]
            assert other["actions"] == [] and other["deciding"] == state["deciding"]
            sent = state["seq"]
            choice = next(a for a in state["actions"] if not a["resign"])["id"]
            sockets[mover].send_json({"type": "act", "seq": sent, "action": choice})
            for seat, ws in sockets.items():
                msg = receive(ws)
                while msg["seq"] <= sent:
                    msg = receive(ws)
                seats[seat] = msg
            watched = receive(spy)
            while watched["seq"] <= sent:
                watched = receive(spy)
            assert watched["seq"] == seats[0]["seq"] == seats[1]["seq"] and watched["actions"] == []
        assert seats[0]["seq"] >= 12


def test_reconnecting_resumes_at_the_same_decision(client: TestClient) -> None:
    created = new_game(client, "mlp")
    gid = created["id"]
    with client.websocket_connect(f"/ws/{gid}") as ws:
        state = hello(ws, created["token"])
        while not state["actions"]:
            state = receive(ws)
        ws.send_json({"type": "act", "seq": state["seq"], "action": state["actions"][0]["id"]})
        before = receive(ws)
        while before["seq"] <= state["seq"] or (not before["actions"] and before["status"] != "over"):
            before = receive(ws)
    with client.websocket_connect(f"/ws/{gid}") as ws:
        again = hello(ws, created["token"])
    assert again["seq"] == before["seq"] and again["view"] == before["view"]
    assert again["actions"] == before["actions"] and again["log_from"] == 0
    assert len(again["log"]) >= len(before["log"])


def test_rematch_swaps_seats_and_keeps_the_token(client: TestClient) -> None:
    created = new_game(client, "hikarugo")
    with client.websocket_connect(f"/ws/{created['id']}") as ws:
        state = hello(ws, created["token"])
        while not state["actions"]:
            state = receive(ws)
        resign = next(a["id"] for a in state["actions"] if a["resign"])
        ws.send_json({"type": "act", "seq": state["seq"], "action": resign})
        over = receive(ws)
        assert over["status"] == "over" and over["result"]["winner"] == 1
        ws.send_json({"type": "rematch"})
        rematch = receive(ws, "rematch")
    assert rematch["token"] == created["token"] and rematch["seat"] == 1 and rematch["id"] != created["id"]
    with client.websocket_connect(f"/ws/{rematch['id']}") as ws:
        state = hello(ws, rematch["token"])
        assert state["seat"] == 1 and state["players"][0]["kind"] == "computer" and state["status"] == "playing"
