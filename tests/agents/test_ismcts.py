"""ISMCTS: hidden information only through determinization, budgets, tree reuse."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

import tcgkit
from tcgkit import agents
from tcgkit.agents import IsmctsAgent, RandomAgent
from tcgkit.core import Rng, State

from .helpers import builddivide, midgame


def hidden_swap(state: Any, me: int) -> Any:
    """A Build Divide state differing from ``state`` only in the opponent's hidden cards: every card of their hand
    is exchanged with a deck card of another card id (the instance ids stay with their cards)."""
    twin = state.clone()
    o = 1 - me
    hand, deck = twin.hand[o], twin.deck[o]
    used: set[int] = set()
    swapped = 0
    for k, i in enumerate(hand):
        for m, j in enumerate(deck):
            if m not in used and twin.cards[j] != twin.cards[i]:
                hand[k], deck[m] = j, i
                used.add(m)
                swapped += 1
                break
    assert swapped == len(hand) > 0
    return twin


def search(state: State, seed: int, **params: Any) -> IsmctsAgent:
    agent = IsmctsAgent(seed=seed, **params)
    agent.act(state)
    return agent


@pytest.mark.parametrize("seed", [2, 5, 11])
def test_opponent_hidden_cards_do_not_change_the_decision(seed: int) -> None:
    state = midgame(builddivide(), seed=seed, steps=8, min_choices=3)
    me = state.to_move
    twin = hidden_swap(state, me)
    assert twin.observe(me) == state.observe(me)  # the same information set for the searching player
    assert twin.hand[1 - me] != state.hand[1 - me]  # ... but really different hidden cards
    a = search(state, seed=9, iterations=150)
    b = search(twin, seed=9, iterations=150)
    assert a.last.chosen == b.last.chosen
    assert a.last.children == b.last.children  # not only the same choice: the very same search


def test_a_search_that_peeks_would_be_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The control of the test above: if the search saw the real hidden cards, the two searches would differ."""
    state = midgame(builddivide(), seed=2, steps=8, min_choices=3)
    me = state.to_move
    twin = hidden_swap(state, me)

    def peeking(self: State, player: int, rng: Rng) -> State:
        copy = self.clone()
        copy.rng = rng.spawn()  # future shuffles sampled, but the hidden cards left where they really are
        return copy

    monkeypatch.setattr(type(state), "determinize", peeking)
    a = search(state, seed=9, iterations=150)
    b = search(twin, seed=9, iterations=150)
    assert a.last.children != b.last.children


@pytest.mark.parametrize("name", tcgkit.games())
def test_every_game_searches_the_same_from_states_with_the_same_information(name: str) -> None:
    """Twin = the state with everything hidden from the searcher re-dealt: the search must not notice."""
    game = tcgkit.game(name)
    state = midgame(game, seed=3, steps=10)
    me = state.to_move
    twin = state.determinize(me, Rng(12345))
    assert twin.observe(me) == state.observe(me)
    a = search(state, seed=4, iterations=10, depth=6)
    b = search(twin, seed=4, iterations=10, depth=6)
    assert (a.last.chosen, a.last.children) == (b.last.chosen, b.last.children)


def test_an_iteration_budget_is_run_exactly() -> None:
    state = midgame(builddivide(), seed=2, steps=8, min_choices=3)
    agent = search(state, seed=1, iterations=77, early=False)
    assert agent.last.iterations == 77 and agent.last.stopped == "iterations" and agent.last.reused == 0
    assert sum(v for v, _ in agent.last.children.values()) == 77  # every iteration went through one root action


def test_the_search_stops_early_only_when_the_leader_cannot_be_overtaken() -> None:
    state = midgame(builddivide(), seed=2, steps=8, min_choices=3)
    agent = search(state, seed=1, iterations=2000)
    stats = agent.last
    assert stats.stopped == "decided" and stats.iterations < 2000
    visits = sorted((v for v, _ in stats.children.values()), reverse=True)
    assert visits[0] - visits[1] > 2000 - stats.iterations
    assert stats.chosen == max(stats.children, key=lambda aid: stats.children[aid][0])


def test_with_both_budgets_the_iteration_count_can_end_the_search() -> None:
    state = midgame(builddivide(), seed=2, steps=8, min_choices=3)
    agent = search(state, seed=1, iterations=5, think=3600.0, early=False)
    assert agent.last.iterations == 5 and agent.last.stopped == "iterations"


def test_a_time_budget_ends_the_search_and_reports_its_iterations() -> None:
    state = midgame(builddivide(), seed=2, steps=8, min_choices=3)
    agent = search(state, seed=1, think=1e-6, early=False)
    assert agent.iterations is None
    assert agent.last.stopped == "time" and agent.last.iterations >= 1
    assert sum(v for v, _ in agent.last.children.values()) == agent.last.iterations


def test_a_forced_choice_is_answered_without_searching(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.core.toy import TOY

    state = TOY.new_game(["low", "high"], seed=1)
    monkeypatch.setattr(type(state), "legal_actions", lambda self: State.legal_actions(self)[-2:])
    agent = IsmctsAgent(seed=1, iterations=50)
    assert agent.act(state) == "pass"  # the one non-resigning action
    assert agent.last.stopped == "forced" and agent.last.iterations == 0


def own_turn(seed: int) -> tuple[State, int]:
    """A Build Divide main phase where the player to move has several decisions in a row."""
    game = builddivide()
    state = game.new_game(["red-blazecrown", "blue-tidecaller"], seed=seed)
    rng = RandomAgent(seed)
    while not (state.decision == "main" and len(state.legal_actions()) >= 4 and state.turn >= 3):  # type: ignore[attr-defined]
        state.apply(rng.act(state))
    return state, state.to_move  # type: ignore[return-value]


def test_the_tree_is_reused_along_the_searchers_own_consecutive_decisions() -> None:
    state, me = own_turn(seed=4)
    agent = IsmctsAgent(seed=2, iterations=300, early=False)
    reused_any = False
    previous_visits = 0
    for _ in range(4):
        if state.is_over or state.to_move != me:
            break
        aid = agent.act(state)
        if agent.last.reused:
            reused_any = True
            assert agent.last.reused <= previous_visits
            assert sum(v for v, _ in agent.last.children.values()) == agent.last.reused + 300
        previous_visits = agent.last.children[aid][0]
        state.apply(aid)
    assert reused_any


def test_the_tree_is_dropped_after_the_opponent_decided_or_when_reuse_is_off() -> None:
    state, me = own_turn(seed=4)
    agent = IsmctsAgent(seed=2, iterations=100)
    opponent = RandomAgent(1)
    state.apply(agent.act(state))
    while state.to_move == me and not state.is_over:
        state.apply(agent.act(state))
    assert not state.is_over
    while state.to_move != me and not state.is_over:  # the other player decides now
        state.apply(opponent.act(state))
    if not state.is_over:
        agent.act(state)
        assert agent.last.reused == 0

    state, me = own_turn(seed=4)
    fresh = IsmctsAgent(seed=2, iterations=100, reuse=False)
    fresh.act(state)
    state.apply(fresh.last.chosen)
    if state.to_move == me:
        fresh.act(state)
        assert fresh.last.reused == 0


def test_a_new_game_never_inherits_a_tree() -> None:
    state, me = own_turn(seed=4)
    agent = IsmctsAgent(seed=2, iterations=100)
    chosen = agent.act(state)
    other, _ = own_turn(seed=4)  # the same position in another game (another origin) ...
    other.apply(chosen)  # ... reached by the same action, so only the origin tells them apart
    if other.to_move == me and not other.is_over:
        agent.act(other)
        assert agent.last.reused == 0
    state.apply(chosen)
    if state.to_move == me and not state.is_over:
        agent.act(state)  # (the agent dropped its tree when it met the other game: nothing to reuse here either)
        assert agent.last.reused == 0


def test_the_search_agent_beats_random_play() -> None:
    game = builddivide()
    wins = 0
    for seed in range(4):
        state = game.new_game(["red-blazecrown", "red-blazecrown"], seed=seed)
        me = seed % 2
        players = {me: agents.make("mcts:iterations=60", seed=seed, game=game), 1 - me: RandomAgent(seed)}
        while not state.is_over:
            state.apply(players[state.to_move].act(state))  # type: ignore[index]
        wins += state.result.winner == me  # type: ignore[union-attr]
    assert wins == 4


def test_a_turn_budget_is_shared_by_the_decisions_of_one_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``turn`` seconds, each decision gets TURN_SHARE of what is left of the turn (at least TURN_FLOOR), the
    whole turn stays within the budget, and the budget is full again once the opponent has decided."""
    from tcgkit.agents import ismcts

    clock = [0.0]

    def tick() -> float:
        clock[0] += 0.001  # every look at the clock costs a millisecond: the searches spend what they are given
        return clock[0]

    monkeypatch.setattr(ismcts, "perf_counter", tick)
    state, me = own_turn(seed=4)
    agent = IsmctsAgent(seed=2, turn=1.0, early=False)
    budgets = []
    start = clock[0]
    while state.to_move == me and not state.is_over:
        state.apply(agent.act(state))
        if agent.last.stopped != "forced":
            budgets.append(agent.last.seconds)
    assert len(budgets) >= 2
    assert budgets[0] == pytest.approx(0.4)
    assert all(b2 < b1 for b1, b2 in itertools.pairwise(budgets))
    assert clock[0] - start <= 1.0 + 0.02 * len(budgets)
    opponent = RandomAgent(1)
    while state.to_move != me and not state.is_over:
        state.apply(opponent.act(state))
    while not state.is_over and state.to_move == me:
        state.apply(agent.act(state))
        if agent.last.stopped != "forced":
            break
    assert agent.last.seconds == pytest.approx(0.4)


def test_a_turn_budget_must_be_positive() -> None:
    with pytest.raises(agents.AgentError, match="turn must be a positive number"):
        IsmctsAgent(turn=0)


def _after(state: State, aid: str) -> State:
    """``state`` after ``aid``, on a copy."""
    child = state.clone()
    child.apply(aid)
    return child


def test_an_evaluation_prior_gives_each_new_root_child_virtual_visits_at_its_evaluation() -> None:
    from .test_bionicle_evaluation import position, value

    # a Bionicle move between general squares: no chance, and the value reads public facts only, so every
    # determinization gives each child the value of the real one
    state = position({"square": "6,5"}, step="move")
    ids = [a.id for a in state.legal_actions()]
    assert len(ids) == 4
    agent = search(state, seed=1, iterations=len(ids), early=False, c=0.0, prior=10**6)
    assert agent.describe()["prior"] == 10**6
    for aid in ids:  # one real visit each (untried actions first), after a million at the evaluation
        visits, mean = agent.last.children[aid]
        assert visits == 10**6 + 1
        assert mean == pytest.approx((value(_after(state, aid)) + 1) / 2, abs=1e-5)
    plain = search(state, seed=1, iterations=len(ids), early=False, c=0.0)
    assert all(visits == 1 for visits, _ in plain.last.children.values())


def test_a_negative_prior_is_refused() -> None:
    with pytest.raises(agents.AgentError, match="prior must be at least 0"):
        IsmctsAgent(prior=-1)


def test_a_playout_width_weighs_only_that_many_actions_of_a_rotation() -> None:
    from tcgkit.agents.ismcts import _greedy

    from .test_bionicle_evaluation import position, value

    state = position({"square": "6,5"}, step="move")
    choices = state.legal_actions()
    assert len(choices) == 4
    for width, weighed in ((0, 4), (2, 2), (1, 1), (9, 4)):
        seen: list[str] = []

        def scored(child: State, player: int, seen: list[str] = seen) -> float:
            seen.append(child.history[-1])
            return value(child, player)

        best = _greedy(state, choices, scored, Rng(5).below, width)
        start = Rng(5).below(4)
        assert seen == [choices[(start + k) % 4].id for k in range(weighed)]  # the rotation's first ``weighed``
        values = {aid: value(_after(state, aid)) for aid in seen}
        assert best.history[-1] == max(seen, key=lambda aid: (values[aid], -seen.index(aid)))  # first of ties
    with pytest.raises(agents.AgentError, match="width must be at least 0"):
        IsmctsAgent(width=-1)
    assert IsmctsAgent(width=3).describe()["width"] == 3


@pytest.mark.parametrize("name", ["mlp", "hikarugo", "builddivide", "bionicle"])
def test_a_zero_sum_evaluation_is_read_once_a_leaf_with_the_same_rewards(name: str) -> None:
    from tcgkit.agents.evaluation import evaluated_rewards

    game = tcgkit.game(name)
    assert game.EVALUATION_ZERO_SUM
    calls: list[int] = []

    def counted(state: State, player: int) -> float:
        calls.append(player)
        return game.evaluate(state, player)  # type: ignore[attr-defined]

    state = game.new_game(sorted(game.sample_decks())[:2], seed=3)
    rng = Rng(3)
    for _ in range(60):  # a leaf some way into a random game, and along the way
        if state.is_over:
            break
        assert evaluated_rewards(state, 2, counted, zero_sum=True) == evaluated_rewards(state, 2, game.evaluate)  # type: ignore[attr-defined]
        state.apply(state.legal_actions()[rng.below(len(state.legal_actions()))].id)
    assert calls and set(calls) == {0}
