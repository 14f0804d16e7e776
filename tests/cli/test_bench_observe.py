"""bench: the cost of observe() for the whole log against only the new entries (since=k)."""

from __future__ import annotations

from tcgkit.bench import _observe_point, observe_cost, pick
from tcgkit.core import Game, Rng, State

from .helpers import run


def test_observe_cost_has_one_point_per_fraction_inside_the_game(toy: Game) -> None:
    cost = observe_cost(toy, seed=1, games=3, fractions=(0.1, 0.5, 0.9), repeat=2)
    assert cost.game == "toy" and cost.games == 3 and cost.decisions >= 2
    assert [p.fraction for p in cost.points] == [0.1, 0.5, 0.9]
    for p in cost.points:
        assert 1 <= p.decision < cost.decisions
        assert 0 <= p.new_entries <= p.log_size
        assert p.whole_us >= 0 and p.since_us >= 0
    sizes = [p.log_size for p in cost.points]
    assert sizes == sorted(sizes)  # the log only grows


def test_observe_cost_plays_the_same_games_for_the_same_seed(toy: Game) -> None:
    def shape(seed: int) -> list[tuple[float, float, float]]:
        return [(p.decision, p.log_size, p.new_entries) for p in observe_cost(toy, seed=seed, repeat=1).points]

    assert shape(4) == shape(4)


def test_since_k_asks_for_the_entries_since_the_players_previous_decision(toy: Game) -> None:
    state = toy.new_game(list(toy.sample_decks().values())[:2], seed=0)
    rng = Rng(0)
    states = [state.clone()]
    while not state.is_over:
        state.apply(pick(state.legal_actions(), rng))
        states.append(state.clone())
    assert len(states) > 3
    before, state = states[len(states) // 2 - 1], states[len(states) // 2]
    player = state.to_move
    size, new, *_ = _observe_point(before, state, repeat=1)
    k = len(before.observe(player)["log"])
    assert size == len(state.observe(player)["log"]) and new == size - k
    assert state.observe(player, since=k)["log"] == state.observe(player)["log"][k:]
    assert before.observe(player, since=State.LOG_END)["log"] == []


def test_bench_prints_the_observe_table(toy: Game) -> None:
    result = run(["bench", "--games", "2"])
    assert result.exit_code == 0
    for heading in ("observe() µs", "at", "log entries", "whole log", "since=k (new)"):
        assert heading in result.stdout
    lines = [line for line in result.stdout.splitlines() if "%" in line and "│" in line]
    assert [line.split("│")[2].strip() for line in lines] == ["10%", "90%"]
