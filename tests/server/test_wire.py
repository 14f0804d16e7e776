"""The wire check: over whole games of every game, no message sent to a seat or a spectator names a card hidden
from it — no instance id of ``hidden_from(seat)`` (``public_hidden()`` for spectators) and no name that only such
cards carry. The state at each message is rebuilt from the game's record, so the check uses the engine's own
definition of what is hidden at that decision."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

import tcgkit
from tcgkit.core import Rng, State
from tests.conformance.helpers import iids_in

from .conftest import hello, new_game, receive, sample_names

MAX_DECISIONS = 3000


def hidden_names(game: tcgkit.Game, state: State, hidden: set[int]) -> set[str]:
    """The names only hidden cards carry."""
    visible = {game.cards[state.cards[i]].name for i in range(len(state.cards)) if i not in hidden}
    return {game.cards[state.cards[i]].name for i in hidden} - visible


def names_in(game: tcgkit.Game, state: State, hidden: set[int], text: str, names: set[str]) -> list[str]:
    """The ``names`` that ``text`` holds as whole names, once the names of visible cards are taken out of it (a
    visible "Yoda's Intervention" is no hidden "Yoda")."""
    shown = {game.cards[state.cards[i]].name for i in range(len(state.cards)) if i not in hidden}
    shown |= {game.cards.display(state.cards[i]) for i in range(len(state.cards)) if i not in hidden}
    for seen in sorted(shown, key=len, reverse=True):
        text = text.replace(json.dumps(seen)[1:-1], "")
    found = []
    for name in names:
        pattern = r"(?<![\w-])" + re.escape(json.dumps(name)[1:-1]) + r"(?![\w-])"
        if re.search(pattern, text):
            found.append(name)
    return found


def hidden_of(state: State, seat: int | None) -> set[int]:
    return state.public_hidden() if seat is None else state.hidden_from(seat)


def check_message(game: tcgkit.Game, states: list[State], seat: int | None, msg: dict[str, Any]) -> None:
    """The view, actions and notes against what is hidden at the message's decision; each log entry against what
    was hidden both before and after the action that wrote it (a card may be revealed and hidden again in one
    action: a draft pick shuffled into its deck)."""
    state = states[msg["seq"]]
    hidden = hidden_of(state, seat)
    leaked = iids_in(msg) & hidden
    assert not leaked, f"{game.name}: a message to {seat} names hidden instances {sorted(leaked)}"
    body = json.dumps({k: v for k, v in msg.items() if k != "log"})
    found = names_in(game, state, hidden, body, hidden_names(game, state, hidden))
    assert not found, f"{game.name}: a message to {seat} names hidden cards {found}"
    counts = [sum(1 for _, _, vis in s.events if vis is None or (seat is not None and seat in vis)) for s in states]
    for entry in msg["log"]:
        k = next(k for k, c in enumerate(counts) if c > entry["n"])
        before, after = states[max(k - 1, 0)], states[k]
        both = hidden_of(before, seat) & hidden_of(after, seat)
        names = hidden_names(game, before, both) & hidden_names(game, after, both)
        found = names_in(game, after, both, json.dumps(entry["text"]), names)
        assert not found, f"{game.name}: log entry {entry} for {seat} names hidden cards {found}"


def next_state(ws: WebSocketTestSession, after: int, box: list[dict[str, Any]]) -> dict[str, Any]:
    while True:
        msg = ws.receive_json()
        box.append(msg)
        assert msg["type"] != "error", msg
        if msg["type"] == "state" and msg["seq"] > after:
            return msg  # type: ignore[no-any-return]


@pytest.mark.parametrize("name", tcgkit.games())
def test_no_message_names_a_hidden_card(client: TestClient, name: str) -> None:
    game = tcgkit.game(name)
    samples = sample_names(client, name)
    matchup = game.sample_matchups()[0]
    created = new_game(client, name, deck={"sample": matchup[0]}, opponent={"kind": "person"})
    joined = client.post(
        f"/api/games/{created['id']}/join", json={"invite": created["invite"], "deck": {"sample": matchup[1]}}
    ).json()
    assert samples and joined["seat"] == 1
    gid = created["id"]
    rng = Rng(len(name))
    seen: dict[int | None, list[dict[str, Any]]] = {0: [], 1: [], None: []}
    with (
        client.websocket_connect(f"/ws/{gid}") as ws0,
        client.websocket_connect(f"/ws/{gid}") as ws1,
        client.websocket_connect(f"/ws/{gid}") as spy,
    ):
        sockets: dict[int | None, WebSocketTestSession] = {0: ws0, 1: ws1, None: spy}
        latest = {0: hello(ws0, created["token"]), 1: hello(ws1, joined["token"]), None: hello(spy, None)}
        for key, msg in latest.items():
            seen[key].append(msg)
        for _ in range(MAX_DECISIONS):
            mover = latest[None]["to_move"]
            if mover is None:
                break
            state = latest[mover]
            while not state["actions"]:
                state = receive(sockets[mover])
            acts = [a for a in state["actions"] if not a["resign"]] or state["actions"]
            sent = state["seq"]
            sockets[mover].send_json({"type": "act", "seq": sent, "action": acts[rng.below(len(acts))]["id"]})
            for key, ws in sockets.items():
                latest[key] = next_state(ws, sent, seen[key])
        assert latest[None]["status"] == "over", f"{name}: no end after {MAX_DECISIONS} decisions"
    record = client.get(f"/api/games/{gid}/record").json()
    states = [game.replay({**record, "actions": []})]
    for aid in record["actions"]:
        states.append(states[-1].clone())
        states[-1].apply(aid)
    checked = 0
    for seat, messages in seen.items():
        for msg in messages:
            if msg["type"] == "state":
                check_message(game, states, seat, msg)
                checked += 1
    assert checked > 3 * len(record["actions"])


def test_the_wire_check_catches_a_spectator_shown_a_hand() -> None:
    game = tcgkit.game("hikarugo")
    state = game.new_game(list(game.sample_decks().values())[:2], seed=3)
    leaky = {"type": "state", "seq": state.decision_seq, "view": state.observe(0)["view"], "log": []}
    with pytest.raises(AssertionError, match="hidden"):
        check_message(game, [state] * (state.decision_seq + 1), None, leaky)
    honest = {**leaky, "view": state.observe(None)["view"]}
    check_message(game, [state] * (state.decision_seq + 1), None, honest)
