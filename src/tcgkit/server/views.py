"""The ``state`` message: what one connection (a seat, or a spectator with ``seat=None``) may know of a game.

Everything in it comes from the public API for that viewer: ``observe(seat)`` (``observe(None)`` for spectators),
the seat's legal actions (with their refs) when it is to move, ``explain(seat)``, the log events the viewer may see
in words (``describe_event``, with ``event_refs``), the decision in words (``decisions.py``) and the result in
words (``describe_result``).
Action labels are sent only to the seat that chooses among them (another player's labels may name hidden cards).
"""

from __future__ import annotations

from typing import Any

import tcgkit
from tcgkit.core import State

from .decisions import decision_words
from .store import GameRow


def visible_log(game: tcgkit.Game, state: State, obs: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
    """The log entries of an ``observe(seat, since=k)`` result in words (``n`` = the entry's index in the viewer's
    log) with the public refs of each (``Game.event_refs`` less what the viewer may not see now)."""
    start = obs["log_from"]
    return [
        {
            "n": start + j,
            "text": game.describe_event(e["kind"], e["data"], seat),
            "refs": state.visible_refs(seat, game.event_refs(e["kind"], e["data"])),
        }
        for j, e in enumerate(obs["log"])
    ]


def state_message(
    row: GameRow,
    state: State | None,
    seat: int | None,
    log_from: int,
    connected: list[bool],
    thinking: dict[str, Any] | None,
    stale: str | None = None,
) -> tuple[dict[str, Any], int]:
    """The ``state`` message for ``seat`` (None: a spectator) with the viewer's log entries from ``log_from`` on,
    and the viewer's log length after it (``observe(seat, since=log_from)``: the cost does not grow with the
    game's length)."""
    game = tcgkit.game(row.game)
    players = [
        {
            "seat": s.seat,
            "name": f"player {s.seat + 1}" if s.kind == "person" else f"computer ({s.agent})",
            "kind": s.kind,
            "agent": s.agent,
            "connected": s.kind == "computer" or connected[s.seat],
            "you": s.seat == seat,
        }
        for s in row.seats
    ]
    msg: dict[str, Any] = {
        "type": "state",
        "id": row.id,
        "game": row.game,
        "title": game.title,
        "version": row.version,
        "seq": len(row.actions),
        "seat": seat,
        "status": "stale" if stale else row.status,
        "stale": stale,
        "players": players,
        "to_move": None,
        "deciding": None,
        "view": None,
        "actions": [],
        "only": None,
        "notes": [],
        "log": [],
        "log_from": log_from,
        "result": None,
        "thinking": thinking,
        "rematch": {"offers": list(row.offers), "id": row.rematch},
    }
    if state is None:
        return msg, log_from
    obs = state.observe(seat, since=log_from)
    msg.update(
        seq=state.decision_seq,
        to_move=state.to_move,
        deciding=decision_words(row.game, state.decision),
        view=obs["view"],
        log=visible_log(game, state, obs, seat),
        notes=state.explain(seat) if seat is not None else [],
    )
    if seat is not None and state.to_move == seat:
        msg["actions"] = [
            {"id": a.id, "label": a.label, "run": a.run, "resign": a.resign, "refs": list(a.refs)}
            for a in state.legal_actions()
        ]
        only = state.only_choice()
        msg["only"] = only.id if only is not None else None
    result = state.result
    if result is not None:
        msg["result"] = {**result.to_dict(), "text": game.describe_result(result, seat)}
    return msg, obs["log_size"]


__all__ = ["state_message", "visible_log"]
