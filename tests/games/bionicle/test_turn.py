"""Turn structure, the Start step and the End step (BIO-4.1 to BIO-4.6, BIO-4.12, BIO-4.20, BIO-6.2, BIO-7.4)."""

from __future__ import annotations

from typing import Any

import pytest

from tcgkit.bench import deck_pairs, pick
from tcgkit.core import Rng
from tcgkit.games.bionicle.endgame import check_turn_limit
from tcgkit.games.bionicle.turn import _turn_frames

from .helpers import G, ids, last, names, setup, turn_events

SEVEN = ["Heave", "Unity", "Distraction", "Counterstroke", "Stand Firm", "Keen Sight", "Tripwire"]


def test_turns_alternate_and_nothing_is_drawn_at_the_start():  # BIO-4.1, BIO-4.2, BIO-4.20
    state = setup({"deck": ["Updraft"]}, {"deck": ["Heave"]})
    assert state.turn == 1 and state.to_move == 0
    state.apply("move 10,5")
    assert state.turn == 2 and state.active == 1 and state.to_move == 1
    state.apply("move 15,7")
    assert state.turn == 3 and state.active == 0
    assert len(state.hands[0]) == 0 and len(state.hands[1]) == 0  # no automatic draw


def test_general_and_start_squares_do_nothing():  # BIO-4.12, BIO-1.16
    state = setup({"square": "4,7"})
    state.apply("move 3,7")  # ST, general after setup
    assert [k for k, _ in turn_events(state, 1)] == ["move"]


def test_start_discard_only_at_exactly_seven():  # BIO-4.3, BIO-0.2
    state = setup({"hand": SEVEN})
    assert state.decision == "sdiscard"
    assert ids(state)[-1] == "keep" and len(ids(state)) == 8
    state.apply("discard tripwire")
    assert names(state, state.adiscs[0]) == ["Tripwire"] and len(state.hands[0]) == 6
    assert last(state, "discard") == {"player": 0, "card": "tripwire", "why": "start"}
    assert setup({"hand": SEVEN[:6]}).decision == "stepto"


def test_attach_a_mask_swaps_and_the_old_one_stays_held():  # BIO-4.4, BIO-6.2, BIO-6.3
    held = ["Hau (Tahu) (regular)", "Pakari (Tahu)", "Vakama's Staff"]
    state = setup({"held": held, "attached": ["Hau (Tahu) (regular)", "Vakama's Staff"]})
    assert state.decision == "attach" and ids(state) == ["attach pakari-tahu", "keep"]
    state.apply("attach pakari-tahu")
    assert names(state, [state.amask[0]]) == ["Pakari (Tahu)"]
    assert names(state, state.held[0]) == ["Hau (Tahu)", "Pakari (Tahu)", "Vakama's Staff"]  # Hau: held, unattached
    assert state.decision == "stepto"  # the only Turaga is attached: nothing to ask


def test_attach_offered_for_a_single_unattached_mask_and_turaga():  # BIO-4.4, BIO-4.5
    state = setup({"held": ["Akaku (Tahu)", "Vakama's Noble Mask"]})
    assert ids(state) == ["attach akaku-tahu", "keep", "go"]  # go: the Turaga decision follows
    state.apply("keep")
    assert ids(state) == ["attach vakama-noble-mask", "keep"]
    state.apply("attach vakama-noble-mask")
    assert state.amask[0] == -1 and names(state, [state.aturaga[0]]) == ["Vakama's Noble Mask"]


def test_turn_window_draw_and_stop():  # BIO-4.6, BIO-10.4 DRAW, BIO-6.11
    state = setup({"hand": ["Council of Elders", "Scout Ahead"], "deck": ["Vault", "Heave", "Unity"]})
    assert ids(state) == ["play council-of-elders", "play scout-ahead", "stop"]
    state.apply("play council-of-elders")
    assert names(state, state.hands[0]) == ["Scout Ahead", "Vault", "Heave"]
    # the window stays open, one card at a time; go: the drawn move card Vault would open the move window
    assert ids(state) == ["play scout-ahead", "stop", "go"]
    state.apply("stop")
    assert state.decision == "mwindow"  # the drawn move card is usable at once (no summoning sickness)


def test_recover_another_card_from_the_discard():  # BIO-10.4 RECOVER, BIO-8.1
    state = setup({"hand": ["Salvage", "Second Wind"], "discard": ["Heave", "Heave", "Unity"]})
    state.apply("play salvage")
    assert state.decision == "recover" and ids(state) == ["recover heave", "recover unity"]  # one per name
    state.apply("recover heave")
    assert names(state, state.hands[0]) == ["Second Wind", "Heave"]
    assert names(state, state.known[0]) == ["Heave"]  # taken from a public pile: the opponent knows it
    view = state.observe(1)["view"]["players"][0]
    assert [c["name"] for c in view["hand"]] == ["Heave"] and view["hand_count"] == 2


def test_recover_needs_another_card_and_never_takes_itself():  # BIO-10.4 RECOVER
    assert setup({"hand": ["Salvage"]}).decision == "stepto"  # empty discard: not playable
    state = setup({"hand": ["Salvage", "Second Wind"], "discard": ["Unity"]})
    state.apply("play salvage")  # the only other card, Unity, is taken without asking
    state.apply("play second-wind")  # the discard holds Salvage: Second Wind takes it back, not itself
    assert names(state, state.hands[0]) == ["Unity", "Salvage"]


def test_turn_limit_ends_in_a_draw():  # BIO-7.4, BIO-11.1, BIO-7.3
    state = setup({}, {}, turn_limit=2)
    state.apply("move 10,5")
    assert not state.is_over
    state.apply("move 15,7")
    assert state.is_over and state.result.winner is None and state.result.reason == "TURN_LIMIT"
    assert state.result.scores == (0, 0) and state.legal_actions() == []


def _every_frame_turn(state: Any, frame: tuple[Any, ...]) -> None:
    """BIO-4.2 as the plain procedure: every frame of the turn pushed, each decision left to the engine's loop."""
    p = state.active
    state.log("turn", {"turn": state.turn, "player": p})
    state.push(*_turn_frames(p))


def _every_frame_movestep(state: Any, frame: tuple[Any, ...]) -> None:
    p = frame[1]
    if state.mq[p]:
        state.melig[p] = True
    state.moved = False
    state.push(*([("moving", p)] if len(frame) > 2 else [("mwindow", p), ("moving", p)]))


def _every_frame_end(state: Any, frame: tuple[Any, ...]) -> None:
    if not check_turn_limit(state):
        state.turn += 1
        state.active = 1 - state.active
        state.push(("turn",))


def _trace(games: int) -> list[Any]:
    """Every decision of seeded random games: the decision, its actions (ids, labels, refs) and the whole state."""
    out: list[Any] = []
    pairs = deck_pairs(G)
    for i in range(games):
        state = G.new_game(pairs[i % len(pairs)], seed=i)
        rng = Rng(i)
        while not state.is_over:
            acts = state.legal_actions()
            out.append((state.decision, [(a.id, a.label, a.refs) for a in acts], state.to_json()))
            state.apply(pick(acts, rng))
        out.append(state.to_json())
    return out


def test_skipped_lone_keep_and_stop_frames_change_nothing(monkeypatch: pytest.MonkeyPatch) -> None:  # BIO-0.4
    """A turn does not push its Start-step decisions that are a lone keep/stop, nor a move window without a move
    card: the same games with every frame pushed and run by the engine give the same decisions, actions and
    states (stacks included) at every decision."""
    fast = _trace(6)
    steps = type(G.new_game(deck_pairs(G)[0], seed=0))._STEPS
    monkeypatch.setitem(steps, "turn", _every_frame_turn)
    monkeypatch.setitem(steps, "movestep", _every_frame_movestep)
    monkeypatch.setitem(steps, "end", _every_frame_end)
    assert _trace(6) == fast
