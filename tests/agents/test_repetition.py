"""Agents do not walk in circles: a loop of free actions (two My Little Pony characters that ready each other) must
not hold the heuristic or the search forever (agents/repetition.py)."""

from __future__ import annotations

import pytest

import tcgkit
from tcgkit.agents import HeuristicAgent, IsmctsAgent
from tcgkit.agents.base import SeededAgent
from tcgkit.agents.repetition import RepetitionGuard
from tcgkit.core import State

GAME = tcgkit.game("mlp")
LEADER = "Rainbow Dash, Weather Leader"  # main phase, exhaust it: ready another of your exhausted characters


def loop_position() -> State:
    """Player 0's main phase with two Weather Leaders at home, one exhausted: each can ready the other, for free."""
    players = [
        {
            "mane": "Rainbow Dash, Flier Extraordinaire",
            "problem": "Cloudbursting",
            "deck": ["Sweetie Sunrise"] * 6,
            "home": [LEADER, {"card": LEADER, "exhausted": True}],
        },
        {"mane": "Twilight Sparkle, Faithful Student", "problem": "It's Alive!", "deck": ["Comet Tail"] * 6},
    ]
    state = GAME.setup({"players": players, "tokens": [0, 0]})
    assert state.to_move == 0 and state.phase == "main"
    return state


def own_decisions_in_main_phase(agent: SeededAgent, state: State, limit: int = 200) -> list[str]:
    """The actions ``agent`` takes as player 0 until the main phase of this turn ends (at most ``limit``)."""
    taken = []
    while state.to_move == 0 and state.phase == "main" and len(taken) < limit:
        action = agent.act(state)
        taken.append(action)
        state.apply(action)
    return taken


def test_the_loop_exists_and_is_free() -> None:  # MLP-4.12: main-phase actions may be repeated in any order
    state = loop_position()
    uses = [a.id for a in state.legal_actions() if a.id.startswith("use ")]
    assert uses, [a.id for a in state.legal_actions()]
    before = state.observe(0)["view"]
    for _ in range(2):  # use the ready one on the other (the only target), then the other back
        state.apply(next(a.id for a in state.legal_actions() if a.id.startswith("use ")))
        assert state.to_move == 0 and state.phase == "main"
    assert state.observe(0)["view"] == before  # the same position again, nothing paid


@pytest.mark.parametrize(
    "agent", [HeuristicAgent(3), IsmctsAgent(seed=3, iterations=30, depth=2)], ids=["heuristic", "mcts"]
)
def test_agents_leave_a_loop_of_free_actions(agent: SeededAgent) -> None:
    state = loop_position()
    taken = own_decisions_in_main_phase(agent, state)
    assert len(taken) < 12, taken  # at most once around the loop, then something else
    assert state.phase != "main" or state.to_move != 0


def test_the_guard_only_sets_aside_what_was_taken_at_the_same_position() -> None:
    state = loop_position()
    guard = RepetitionGuard()
    actions = state.legal_actions()
    assert guard.untried(state, actions) == actions
    guard.chose(actions[0].id)
    assert guard.untried(state, actions) == actions[1:]
    state.apply(actions[0].id)
    assert guard.untried(state, state.legal_actions()) == state.legal_actions()  # a new position
    guard.chose(state.legal_actions()[0].id)
    fresh = loop_position()  # another game (its origin differs): nothing remembered
    assert guard.untried(fresh, fresh.legal_actions()) == fresh.legal_actions()
    for action in fresh.legal_actions():
        guard.chose(action.id)
    assert guard.untried(fresh, fresh.legal_actions()) == fresh.legal_actions()  # all tried: all offered again
