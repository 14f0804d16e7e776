"""The ``state`` message: what one connection (a seat, or a spectator with ``seat=None``) may know of a game.

Everything in it comes from the public API for that viewer: ``observe(seat)`` (``observe(None)`` for spectators),
the seat's legal actions when it is to move, ``explain(seat)``, the log events the viewer may see in words
(``describe_event``) and the result in words (``describe_result``). Action labels are sent only to the seat that
chooses among them (another player's labels may name hidden cards).
"""

from __future__ import annotations

from typing import Any

import tcgkit
from tcgkit.core import State

from .store import GameRow


def visible_log(
    game: tcgkit.Game, state: State, seat: int | None, start: int, pos: int = 0
) -> tuple[list[dict[str, Any]], int, int]:
    """The viewer's log entries in words from entry ``start`` on (``n`` = the entry's index in the viewer's log).
    ``pos`` is the index of the first event not yet looked at for entry ``start`` (0: from the beginning). Returns
    the entries, the length of the viewer's log and the number of events looked at."""
    out: list[dict[str, Any]] = []
    n = start if pos else 0
    events = state.events
    for kind, data, vis in events[pos:]:
        if vis is None or (seat is not None and seat in vis):
            if n >= start:
                out.append({"n": n, "text": game.describe_event(kind, data, seat)})
            n += 1
    return out, n, len(events)


def decision_words(decision: str) -> str:
    return decision.replace("_", " ")


def state_message(
    row: GameRow,
    state: State | None,
    seat: int | None,
    log_from: int,
    connected: list[bool],
    thinking: dict[str, Any] | None,
    stale: str | None = None,
    event_pos: int = 0,
) -> tuple[dict[str, Any], int, int]:
    """The ``state`` message for ``seat`` (None: a spectator), the viewer's log length after it and the events
    looked at (``event_pos``: those looked at for the earlier messages of this connection, see ``visible_log``)."""
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
        return msg, log_from, event_pos
    obs = state.observe(seat)
    log, seen, event_pos = visible_log(game, state, seat, log_from, event_pos)
    msg.update(
        seq=state.decision_seq,
        to_move=state.to_move,
        deciding=decision_words(state.decision) or None,
        view=obs["view"],
        log=log,
        notes=state.explain(seat) if seat is not None else [],
    )
    if seat is not None and state.to_move == seat:
        msg["actions"] = [
            {"id": a.id, "label": a.label, "run": bool(getattr(a, "run", False)), "resign": bool(a.resign)}
            for a in state.legal_actions()
        ]
        only = state.only_choice()
        msg["only"] = only.id if only is not None else None
    result = state.result
    if result is not None:
        msg["result"] = {**result.to_dict(), "text": game.describe_result(result, seat)}
    return msg, seen, event_pos


__all__ = ["decision_words", "state_message", "visible_log"]
