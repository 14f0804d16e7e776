"""Every agent plays legal actions, is reproducible from its seed, and is built from spec strings."""

from __future__ import annotations

import pytest

import tcgkit
from tcgkit import agents
from tcgkit.agents import AgentError, HeuristicAgent, IsmctsAgent, RandomAgent
from tcgkit.agents.base import playable
from tcgkit.core import Action, Game, State
from tests.core.toy import TOY

from .helpers import builddivide, decks_of, midgame

FAST_MCTS = "mcts:iterations=12:depth=4"


def play_out(game: Game, specs: list[str], seed: int) -> tuple[State, list[str]]:
    """A whole game between agents built from ``specs``; every chosen id is checked against the legal ids."""
    state = game.new_game(decks_of(game), seed=seed)
    players = [agents.make(spec, seed=seed * 10 + p, game=game) for p, spec in enumerate(specs)]
    while not state.is_over:
        legal = {a.id for a in state.legal_actions()}
        aid = players[state.to_move].act(state)  # type: ignore[index]
        assert aid in legal, f"{specs[state.to_move]} chose {aid!r}, not among {sorted(legal)}"  # type: ignore[index]
        state.apply(aid)
    return state, list(state.history)


@pytest.mark.parametrize("specs", [["heuristic", "random"], ["random", "heuristic"], [FAST_MCTS, "heuristic"]])
def test_builddivide_agents_play_whole_games_with_legal_actions(specs: list[str]) -> None:
    state, _ = play_out(builddivide(), specs, seed=3)
    assert state.is_over


@pytest.mark.parametrize("name", tcgkit.games())
def test_mcts_and_random_choose_legal_actions_in_every_game(name: str) -> None:
    game = tcgkit.game(name)
    state = midgame(game, seed=1, steps=6)
    for agent in (RandomAgent(4), agents.make("mcts:iterations=6:depth=4", seed=4, game=game)):
        assert agent.act(state) in {a.id for a in state.legal_actions()}


@pytest.mark.parametrize("spec", ["heuristic", FAST_MCTS, "random"])
def test_agents_are_reproducible_from_their_seed(spec: str) -> None:
    game = builddivide()
    _, first = play_out(game, [spec, "random"], seed=5)
    _, again = play_out(game, [spec, "random"], seed=5)
    assert first == again


def test_different_seeds_give_different_play() -> None:
    game = builddivide()
    histories = {tuple(play_out(game, ["heuristic", "random"], seed=s)[1]) for s in range(3)}
    assert len(histories) == 3


def test_the_heuristic_agent_never_resigns_when_it_has_another_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    # A perverse evaluation that loves finished games: resigning (which ends the game) would score best.
    monkeypatch.setattr(TOY, "evaluate", lambda state, player: 1.0 if state.is_over else -1.0, raising=False)
    state = TOY.new_game(["low", "high"], seed=2)
    agent = HeuristicAgent(seed=1)
    seen = 0
    while not state.is_over:
        actions = state.legal_actions()
        assert any(a.resign for a in actions)  # the toy offers resign at every decision
        aid = agent.act(state)
        assert aid != "resign"
        state.apply(aid)
        seen += 1
    assert seen > 3


def test_resigning_is_considered_only_when_it_is_the_only_action() -> None:
    resign = Action("resign", "Resign", resign=True)
    assert playable([resign]) == [resign]
    assert playable([resign, Action("pass", "Pass")]) == [Action("pass", "Pass")]


def test_the_heuristic_agent_picks_the_best_evaluated_action(monkeypatch: pytest.MonkeyPatch) -> None:
    # Evaluation = my score minus theirs: the greedy agent plays its highest card every time.
    monkeypatch.setattr(TOY, "evaluate", lambda s, p: (s.score[p] - s.score[1 - p]) / 20, raising=False)
    state = TOY.new_game(["high", "high"], seed=4)
    hand = [state.cards[i] for i in state.hands[state.to_move]]
    best = max(hand, key=lambda c: TOY.cards[c].value)
    assert HeuristicAgent(seed=0).act(state) == f"play {best}"


def test_heuristic_needs_an_evaluation() -> None:
    assert getattr(TOY, "evaluate", None) is None
    with pytest.raises(AgentError, match="heuristic agent needs an evaluation of toy positions"):
        agents.make("heuristic", seed=1, game=TOY)
    state = TOY.new_game(["low", "high"], seed=1)
    with pytest.raises(AgentError, match="has none yet"):
        HeuristicAgent(seed=1).act(state)


def test_mcts_falls_back_to_random_playouts_without_an_evaluation() -> None:
    state = TOY.new_game(["low", "high"], seed=1)
    agent = agents.make("mcts:iterations=30", seed=1, game=TOY)
    assert agent.act(state) in {a.id for a in state.legal_actions()}
    with pytest.raises(AgentError, match="playout=heuristic"):
        agents.make("mcts:iterations=30:playout=heuristic", seed=1, game=TOY).act(state)


def test_agent_specs_are_parsed_with_typed_parameters() -> None:
    kind, params = agents.parse_spec("mcts:iterations=400:playout=random:depth=6:c=0.5:reuse=no")
    assert kind == "mcts"
    assert params == {"iterations": 400, "playout": "random", "depth": 6, "c": 0.5, "reuse": False}
    agent = agents.make("mcts:iterations=400:depth=6", seed=3)
    assert isinstance(agent, IsmctsAgent) and agent.iterations == 400 and agent.depth == 6
    assert agents.make("mcts", seed=3, think=1.5).think == 1.5  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("grandmaster", "unknown agent 'grandmaster' (agents: random, heuristic, mcts)"),
        ("mcts:budget=3", "agent mcts has no parameter 'budget'"),
        ("mcts:iterations=lots", "agent mcts: iterations must be int, got 'lots'"),
        ("mcts:iterations", "expected key=value"),
        ("mcts:iterations=0", "iterations must be at least 1"),
        ("mcts:playout=smart", "playout must be one of random, heuristic"),
        ("mcts:reuse=maybe", "reuse must be true or false"),
        ("random:depth=3", "agent random has no parameter 'depth' (parameters: none)"),
    ],
)
def test_bad_agent_specs_are_refused_with_a_clear_message(spec: str, message: str) -> None:
    with pytest.raises(AgentError) as info:
        agents.make(spec, seed=0)
    assert message in str(info.value)
    assert "\n" not in str(info.value)


def test_the_default_opponent_is_the_search_where_there_is_an_evaluation() -> None:
    assert agents.default_for(builddivide()) == "mcts"
    assert agents.default_for(TOY) == "random"


def test_the_default_opponent_uses_the_games_measured_search_parameters() -> None:
    game = tcgkit.game("hikarugo")
    assert game.SEARCH and game.PLAY_ITERATIONS is None
    spec = agents.default_for(game)
    assert spec == f"mcts:{game.SEARCH}"
    kind, params = agents.parse_spec(spec)
    assert kind == "mcts" and "iterations" not in params and "think" not in params  # play adds its time budget


def test_a_game_can_cap_the_iterations_people_meet_at_its_measured_budget() -> None:
    game = tcgkit.game("bionicle")
    assert game.PLAY_ITERATIONS == 300
    kind, params = agents.parse_spec(agents.default_for(game))
    assert kind == "mcts" and params["iterations"] == 300 and params["depth"] == 0 and "turn" not in params
    agent = agents.make(agents.default_for(game), 0, game, turn=agents.PLAY_TURN)
    assert (agent.iterations, agent.turn) == (300, agents.PLAY_TURN)  # whichever runs out first
