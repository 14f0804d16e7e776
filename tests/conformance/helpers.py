"""Shared machinery of the conformance suite: random playouts and the invariants checked along them."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import tcgkit
from tcgkit.agents import RandomAgent
from tcgkit.core import Game, Rng, State

MAX_DECISIONS = 50_000


def deck_pairs(game: Game) -> list[tuple[Any, Any]]:
    decks = game.sample_decks()
    return [(decks[a], decks[b]) for a, b in game.sample_matchups()]


def start(game: Game, seed: int) -> State:
    pairs = deck_pairs(game)
    d0, d1 = pairs[seed % len(pairs)]
    return game.new_game([d0, d1], seed=seed)


def playout(game: Game, seed: int) -> Iterator[State]:
    """Yield the state before every decision of a random game, then the final state."""
    state = start(game, seed)
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    for _ in range(MAX_DECISIONS):
        yield state
        if state.is_over:
            return
        state.apply(agents[state.to_move].act(state))  # type: ignore[index]
    raise AssertionError(f"{game.name} seed {seed}: no end after {MAX_DECISIONS} decisions")


def iids_in(obj: Any) -> set[int]:
    """Every value under an "iid" key anywhere in an observation (the convention for naming card instances)."""
    found: set[int] = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            for k, v in x.items():
                if k == "iid" and isinstance(v, int):
                    found.add(v)
                else:
                    stack.append(v)
        elif isinstance(x, list | tuple):
            stack.extend(x)
    return found


def _hidden_only_names(game: Game, state: State, player: int) -> tuple[set[int], set[str]]:
    """The instances hidden from ``player`` and the names that only hidden instances carry."""
    hidden = state.hidden_from(player)
    visible_names = {game.cards[state.cards[i]].name for i in range(len(state.cards)) if i not in hidden}
    names = {game.cards[state.cards[i]].name for i in hidden} - visible_names
    return hidden, names


def _without_log(obs: dict[str, Any]) -> dict[str, Any]:
    """An observation without its log: older log entries may rightly name a card that was public then and is hidden
    now (a card revealed in a faceoff, later shuffled into its deck by a search), so only the view, the legal actions
    and the events of the latest action are held to what is hidden now."""
    return {k: v for k, v in obs.items() if k != "log"}


def _not_reveals(game: Game, events: list[Any]) -> list[Any]:
    """The data of the events that are not public reveals (``Game.PUBLIC_REVEALS``): a card revealed to everybody
    and shuffled back within one action was public when its event was written."""
    return [e[1] for e in events if e[0] not in game.PUBLIC_REVEALS]


def _visible_names(game: Game, state: State, hidden: set[int]) -> set[str]:
    """The names (and display names) of the card instances not hidden."""
    out = set()
    for i in range(len(state.cards)):
        if i not in hidden:
            out.add(game.cards[state.cards[i]].name)
            out.add(game.cards.display(state.cards[i]))
    return out


def check_observation(game: Game, state: State, player: int, new_events: int = 0) -> None:
    """observe(p) names no hidden card and is unchanged when the hidden cards are re-dealt.

    The current view and the legal actions are checked against what is hidden now; of the log, only the last
    ``new_events`` events (those the latest action produced) are, since an older event may rightly name a card that
    was public then and is hidden now (a revealed card shuffled back into its deck)."""
    obs = state.observe(player)
    text = json.dumps(obs)
    assert json.loads(text) == obs, "observation is not JSON-ready"
    hidden, names = _hidden_only_names(game, state, player)
    log = obs["log"]
    fresh = [e for e in state.events[len(state.events) - new_events :] if e[2] is None or player in e[2]]
    leaked = (iids_in(_without_log(obs)) | iids_in(_not_reveals(game, fresh))) & hidden
    assert not leaked, f"observation of player {player} names hidden card instances {sorted(leaked)}"
    current = json.dumps(_without_log(obs)) + json.dumps(
        [{"kind": k, "data": d} for k, d, _ in fresh if k not in game.PUBLIC_REVEALS]
    )
    for name in names:
        assert json.dumps(name) not in current, f"observation of player {player} names hidden card {name!r}"
    notes = state.explain(player)
    assert json.loads(json.dumps(notes)) == notes, "explanation notes are not JSON-ready"
    assert all(set(n) == {"rule_id", "text", "refs", "kind"} and n["kind"] in ("blocked", "forecast") for n in notes)
    assert all(n["rule_id"] and n["text"] for n in notes), "a note without its rule id or text"
    ref_ids = {r for n in notes for r in n["refs"] if isinstance(r, int)}
    assert not ref_ids & hidden, f"notes for player {player} name hidden card instances {sorted(ref_ids & hidden)}"
    note_text = json.dumps(notes)
    for seen in sorted(_visible_names(game, state, hidden), key=len, reverse=True):
        note_text = note_text.replace(json.dumps(seen)[1:-1], "")  # "Yoda's Intervention" in hand is no Yoda
    for name in names:  # a whole name, not part of a longer word
        pattern = r"(?<![\w-])" + re.escape(json.dumps(name)[1:-1]) + r"(?![\w-])"
        assert not re.search(pattern, note_text), f"a note for player {player} names hidden card {name!r}"
    for k in range(2):
        twin = state.determinize(player, Rng(k))
        assert twin.observe(player) == obs, "re-dealing hidden cards changed the observation"
        assert twin.explain(player) == notes, "re-dealing hidden cards changed the explanation notes"
    assert len(log) <= len(state.events)


def same_run(a: State, b: State, steps: int, seed: int) -> None:
    """Apply the same random actions to a and b; they must stay equal (and serialise equally)."""
    rng = Rng(seed)
    for _ in range(steps):
        assert a.to_json() == b.to_json()
        if a.is_over:
            assert b.is_over
            return
        acts = a.legal_actions()
        assert [x.id for x in acts] == [x.id for x in b.legal_actions()]
        aid = acts[rng.below(len(acts))].id
        a.apply(aid)
        b.apply(aid)


def all_games() -> list[str]:
    return tcgkit.games()


def check_public_observation(game: Game, state: State, new_events: int = 0) -> None:
    """observe(None), the spectators' view, names no card hidden from any player and is unchanged when the cards
    hidden from either player are re-dealt.

    As in ``check_observation``, the current view is checked against what is hidden now and, of the log, the events
    the latest action produced (``new_events``); the whole public log must hold only events visible to everybody."""
    obs = state.observe(None)
    text = json.dumps(obs)
    assert json.loads(text) == obs, "public observation is not JSON-ready"
    assert obs["player"] is None and obs["legal_actions"] == []
    hidden = set().union(*(state.hidden_from(p) for p in range(game.profile.players)))
    assert state.public_hidden() == hidden
    fresh_public = [e for e in state.events[len(state.events) - new_events :] if e[2] is None]
    leaked = (iids_in(_without_log(obs)) | iids_in(_not_reveals(game, fresh_public))) & hidden
    assert not leaked, f"the public observation names hidden card instances {sorted(leaked)}"
    visible = {game.cards[state.cards[i]].name for i in range(len(state.cards)) if i not in hidden}
    names = {game.cards[state.cards[i]].name for i in hidden} - visible
    public_events = [(k, d) for k, d, vis in state.events if vis is None]
    assert obs["log"] == [{"kind": k, "data": d} for k, d in public_events], "the public log holds a private event"
    current = json.dumps(_without_log(obs)) + json.dumps(_not_reveals(game, fresh_public))
    for name in names:
        assert json.dumps(name) not in current, f"the public observation names hidden card {name!r}"
    for p in range(game.profile.players):
        twin = state.determinize(p, Rng(p + 7))
        assert twin.observe(None) == obs, f"re-dealing the cards hidden from player {p} changed the public view"
