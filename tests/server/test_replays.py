"""Replays over HTTP (src/tcgkit/server/replays.py): every step as each viewer sees it, the same as a direct replay of
the record; who may see what while a game runs; bad steps, views, tokens and record files; an uploaded record."""

from __future__ import annotations

import random
from typing import Any

from fastapi.testclient import TestClient

import tcgkit
from tcgkit.core import State, replay_states
from tcgkit.server.decisions import decision_words
from tcgkit.server.replays import EVERY, Replay
from tcgkit.server.views import visible_log

from .conftest import hello, new_game, play_out, stored_record


def finished_game(client: TestClient, game: str = "mlp", turn_limit: int = 20) -> dict[str, Any]:
    """A game played to its end against the random computer (seat 0 takes random choices, never resigning)."""
    created = new_game(client, game, options={"turn_limit": turn_limit})
    rng = random.Random(11)

    def pick(state: dict[str, Any]) -> str:
        return str(rng.choice([a for a in state["actions"] if not a["resign"]] or state["actions"])["id"])

    with client.websocket_connect(f"/ws/{created['id']}") as ws:
        final = play_out(ws, hello(ws, created["token"]), pick)
    assert final["status"] == "over"
    return created


def direct_states(record: dict[str, Any]) -> list[State]:
    game = tcgkit.game(record["game"])
    return [s.clone() for s, _ in replay_states(game, record)]


def check_step(answer: dict[str, Any], state: State, seat: int | None, step: int, steps: int) -> None:
    game = state.game
    obs = state.observe(seat)
    assert answer["step"] == step and answer["steps"] == steps
    assert answer["seat"] == seat
    assert answer["view"] == obs["view"]
    assert answer["to_move"] == state.to_move
    assert answer["deciding"] == decision_words(game.name, state.decision)
    assert answer["log"] == visible_log(game, state, obs, seat)  # the live table's log, in words with refs
    assert answer["turn"] == state.turn  # type: ignore[attr-defined]
    if step == steps:
        assert answer["action"] is None
        assert answer["result"] is not None and answer["result"]["winner"] == state.result.winner  # type: ignore[union-attr]
    else:
        assert answer["result"] is None
        assert answer["action"]["seat"] == state.to_move


def test_every_step_of_a_finished_game_matches_a_direct_replay_in_every_view(client: TestClient) -> None:
    created = finished_game(client)
    gid = created["id"]
    record = client.get(f"/api/games/{gid}/record").json()
    states = direct_states(record)
    steps = len(record["actions"])
    assert steps == len(states) - 1 > EVERY  # long enough to need the kept clones
    rng = random.Random(7)
    order = [0, steps, steps - 1, 1, 2, 3, *rng.sample(range(steps + 1), min(steps + 1, 60))]
    for step in order:
        for view, seat in (("public", None), ("0", 0), ("1", 1)):
            answer = client.get(f"/api/games/{gid}/replay", params={"step": step, "view": view}).json()
            check_step(answer, states[step], seat, step, steps)
            if step < steps:  # a finished game: the action taken is labelled for every viewer
                label = next(a.label for a in states[step].legal_actions() if a.id == record["actions"][step])
                assert answer["action"]["label"] == label
    first = client.get(f"/api/games/{gid}/replay").json()
    assert first["step"] == 0 and first["views"] == ["0", "1", "public"] and first["status"] == "over"
    # the turn index: each turn's first step, in order, matching the states
    turns = first["turns"]
    assert turns[0]["step"] == 0 and [t["step"] for t in turns] == sorted(t["step"] for t in turns)
    for t in turns:
        assert states[t["step"]].turn == t["turn"]  # type: ignore[attr-defined]
        if t["step"] > 0:
            assert states[t["step"] - 1].turn != t["turn"]  # type: ignore[attr-defined]


def test_the_kept_replay_steps_from_clones_and_follows_a_growing_record() -> None:
    game = tcgkit.game("mlp")
    decks = list(game.sample_decks().values())[:2]
    state = game.new_game(decks, seed=5, options={"turn_limit": 40})
    rng = random.Random(5)
    while not state.is_over and len(state.history) < 3 * EVERY:
        state.apply(rng.choice([a for a in state.legal_actions() if not a.resign]))
    actions = list(state.history)
    assert len(actions) > 2 * EVERY
    record = {"game": game.name, "version": game.version, "options": {"turn_limit": 40}, "seed": 5}
    record["decks"] = [d.to_dict() for d in decks]
    half = len(actions) // 2
    replay = Replay.of(game, {**record, "actions": actions[:half]})
    assert replay.fits({**record, "actions": actions}) and not replay.fits({**record, "actions": actions[: half - 1]})
    assert not replay.fits({**record, "seed": 6, "actions": actions})
    replay.extend(actions)
    states = direct_states({**record, "actions": actions})
    assert sorted(replay.kept) == list(range(0, len(actions) + 1, EVERY))
    for step in [len(actions), 0, EVERY + 3, EVERY + 2, EVERY + 4, 1, len(actions) - 1]:
        assert replay.at(step).observe(0) == states[step].observe(0)


def test_a_game_being_played_shows_the_public_view_and_only_the_tokens_own_seat(
    client: TestClient, db_url: str
) -> None:
    created = new_game(client, "builddivide")
    gid, token = created["id"], created["token"]
    with client.websocket_connect(f"/ws/{gid}") as ws:
        state = hello(ws, token)
        for _ in range(3):  # a few decisions of seat 0 (the computer answers between them)
            while not state["actions"]:
                state = _next_state(ws)
            ws.send_json({"type": "act", "seq": state["seq"], "action": state["actions"][0]["id"]})
            state = _next_state(ws, after=state["seq"])
        record = stored_record(db_url, gid)  # (the API gives it out only once the game is over)
        steps = len(record["actions"])
        assert steps >= 3
        states = direct_states(record)
        public = client.get(f"/api/games/{gid}/replay", params={"step": steps}).json()
        assert public["status"] == "playing" and public["views"] == ["public"]
        check_step_live(public, states[steps], None)
        mine = client.get(f"/api/games/{gid}/replay", params={"step": 1, "view": "0", "token": token}).json()
        assert mine["views"] == ["0", "public"]
        check_step_live(mine, states[1], 0)
        # the action taken at each step: labelled for the seat that took it, never for the others
        for step in range(steps):
            mover = states[step].to_move
            for view, seat in (("public", None), ("0", 0)):
                params = {"step": step, "view": view, "token": token}
                answer = client.get(f"/api/games/{gid}/replay", params=params).json()
                assert answer["action"]["seat"] == mover
                assert (answer["action"]["label"] is not None) == (seat == mover), (step, view)
        # never the other seat's view, nor a seat view without its token, nor a wrong token
        for params in ({"view": "1", "token": token}, {"view": "0"}, {"view": "1"}):
            refused = client.get(f"/api/games/{gid}/replay", params=params)
            assert refused.status_code == 422 and "seat" in refused.json()["error"], refused.text
        wrong = client.get(f"/api/games/{gid}/replay", params={"view": "0", "token": "x" * 43})
        assert wrong.status_code == 422 and "token" in wrong.json()["error"]


def _next_state(ws: Any, after: int = -1) -> dict[str, Any]:
    while True:
        msg = ws.receive_json()
        assert msg["type"] != "error", msg
        if msg["type"] == "state" and msg["seq"] > after:
            return msg  # type: ignore[no-any-return]


def check_step_live(answer: dict[str, Any], state: State, seat: int | None) -> None:
    assert answer["view"] == state.observe(seat)["view"]
    assert answer["to_move"] == state.to_move


def test_bad_steps_views_and_games_are_refused_with_one_line(client: TestClient) -> None:
    created = finished_game(client, "builddivide", 2)
    gid = created["id"]
    steps = len(client.get(f"/api/games/{gid}/record").json()["actions"])
    cases = [
        (f"/api/games/{gid}/replay?step={steps + 1}", 400, f"step: 0 to {steps}"),
        (f"/api/games/{gid}/replay?step=-1", 400, "step"),
        (f"/api/games/{gid}/replay?step=two", 400, "step"),
        (f"/api/games/{gid}/replay?view=2", 400, "view: 0, 1, public"),
        (f"/api/games/{gid}/replay?view=public&token={'y' * 43}", 422, "token"),
        ("/api/games/nosuchgame/replay", 404, "no game"),
    ]
    for path, status, words in cases:
        answer = client.get(path)
        assert answer.status_code == status, (path, answer.text)
        body = answer.json()
        assert words in body["error"] and "\n" not in body["error"], (path, body)
    waiting = new_game(client, "hikarugo", opponent={"kind": "person", "open": True})
    answer = client.get(f"/api/games/{waiting['id']}/replay")
    assert answer.status_code == 422 and "not started" in answer.json()["error"]


def test_an_uploaded_record_replays_like_the_stored_game(client: TestClient) -> None:
    created = finished_game(client, "hikarugo", 4)
    gid = created["id"]
    record = client.get(f"/api/games/{gid}/record").json()  # with result and status, as the download has
    steps = len(record["actions"])
    states = direct_states(record)
    for step in (steps, 0, steps // 2, 1):
        for view, seat in (("public", None), ("1", 1)):
            answer = client.post("/api/replay", json={"record": record, "step": step, "view": view}).json()
            check_step(answer, states[step], seat, step, steps)
            stored = client.get(f"/api/games/{gid}/replay", params={"step": step, "view": view}).json()
            assert {k: v for k, v in answer.items() if k not in ("id", "status", "players")} == {
                k: v for k, v in stored.items() if k not in ("id", "status", "players")
            }
            assert answer["status"] == "record" and answer["id"] is None
            if step < steps:
                assert answer["action"]["label"]  # whoever holds the file holds everything


def test_a_bad_record_file_is_named_in_one_line(client: TestClient) -> None:
    created = finished_game(client, "builddivide", 2)
    record = client.get(f"/api/games/{created['id']}/record").json()
    broken_action = {**record, "actions": [*record["actions"][:3], "no-such-action"]}
    cases: list[tuple[Any, int, str]] = [
        ({"record": {**record, "actions": "x"}}, 422, "'actions' must be a list"),
        ({"record": {k: v for k, v in record.items() if k != "seed"}}, 422, "needs 'decks' and 'seed'"),
        ({"record": {**record, "game": "chess"}}, 422, "no game 'chess'"),
        ({"record": {**record, "version": "0"}}, 422, "version"),
        ({"record": broken_action, "step": 0}, 422, "record action 4"),
        ({"record": [1, 2]}, 422, "a record is a JSON object"),
        ({"record": record, "step": -1}, 400, "step"),
        ({"record": record, "view": "2"}, 400, "view"),
        ({"record": record, "extra": 1}, 400, "extra"),
        ({"step": 0}, 400, "record"),
    ]
    for body, status, words in cases:
        answer = client.post("/api/replay", json=body)
        assert answer.status_code == status, (body if len(str(body)) < 200 else words, answer.text)
        error = answer.json()["error"]
        assert words in error and "\n" not in error, (words, error)
    answer = client.post("/api/replay", content=b"{not json", headers={"Content-Type": "application/json"})
    assert answer.status_code == 400 and "JSON" in answer.json()["error"]


def test_the_replay_pages_are_the_client_page(client: TestClient) -> None:
    for path in ("/replay", "/r/someid"):
        answer = client.get(path)
        assert answer.status_code == 200 and "text/html" in answer.headers["content-type"], path
