"""My Little Pony CCG's evaluation hook: range, symmetry, finished games, hidden cards, what it prefers, and play."""

from __future__ import annotations

from typing import Any

import pytest

import tcgkit
from tcgkit.agents import HeuristicAgent, RandomAgent
from tcgkit.core import Game, Rng, State

from .helpers import midgame, play_checking_values

GAME: Game = tcgkit.game("mlp")
DECKS = list(GAME.sample_decks())


def value(state: State, player: int = 0) -> float:
    return GAME.evaluate(state, player)  # type: ignore[attr-defined]


def position(p0: dict[str, Any] | None = None, p1: dict[str, Any] | None = None, **top: Any) -> State:
    """Rainbow Dash (own problem Cloudbursting: 1 blue + 1 non-blue) against Twilight Sparkle (It's Alive!), both
    with a deck, one card in hand and 3 tokens, player 0 to decide (main phase of turn 1 by default); ``p0``, ``p1``
    and ``top`` add to it."""
    players = [
        {"mane": "Rainbow Dash, Flier Extraordinaire", "problem": "Cloudbursting", "deck": ["Sweetie Sunrise"] * 6},
        {"mane": "Twilight Sparkle, Faithful Student", "problem": "It's Alive!", "deck": ["Comet Tail"] * 6},
    ]
    players[0]["hand"] = ["Sweetie Sunrise"]
    players[1]["hand"] = ["Comet Tail"]
    players[0].update(p0 or {})
    players[1].update(p1 or {})
    state = GAME.setup({"players": players, "tokens": [3, 3], **top})
    assert state.is_over or state.to_move == 0
    return state


def test_values_lie_in_range_and_are_antisymmetric_along_games() -> None:
    for seed in range(3):
        state = play_checking_values(GAME, [DECKS[seed], DECKS[seed]], seed)
        winner = state.result.winner  # type: ignore[union-attr]
        if winner is None:
            assert value(state, 0) == 0.0 == value(state, 1)
        else:
            assert value(state, winner) == 1.0 and value(state, 1 - winner) == -1.0


def test_a_won_game_and_a_turn_limit_draw() -> None:  # MLP-7.1, MLP-7.5
    state = position(scores=[14, 0], slots={"s0": {"cards": ["Emerald Green", "Red Gala"]}}, phase="score")
    assert state.is_over and state.result.winner == 0  # type: ignore[union-attr]
    assert value(state, 0) == 1.0 and value(state, 1) == -1.0
    drawn = position(turn=3, phase="end", options={"turn_limit": 3})
    assert drawn.is_over and drawn.result.winner is None  # type: ignore[union-attr]
    assert value(drawn, 0) == 0.0 == value(drawn, 1)


def test_the_evaluation_reads_no_hidden_card() -> None:  # MLP-8: the re-deal of what a player may not see
    for seed in range(4):
        state = midgame(GAME, seed, 40 + 15 * seed)
        for p in (0, 1):
            for k in range(3):
                assert value(state.determinize(p, Rng(k)), p) == value(state, p)


def test_more_points_are_better_and_the_last_ones_most() -> None:  # MLP-7.1
    even = position(scores=[3, 3])
    assert value(even) == pytest.approx(0.0)
    assert value(position(scores=[4, 3])) > 0.0
    early = value(position(scores=[4, 3])) - value(even)
    late = value(position(scores=[13, 12])) - value(position(scores=[12, 12]))
    assert late > early > 0.0


def test_meeting_a_problem_beats_covering_part_of_it_which_beats_waiting_at_home() -> None:  # MLP-5.2, MLP-5.5
    home = position({"home": ["Emerald Green", "Red Gala"]})
    part = position({"home": ["Red Gala"]}, slots={"s0": {"cards": ["Emerald Green"]}})
    met = position(slots={"s0": {"cards": ["Emerald Green", "Red Gala"]}})
    assert value(home) < value(part) < value(met)
    assert value(met) - value(part) > value(part) - value(home)  # completing the requirement is the big step


def test_an_opposing_troublemaker_blocks_and_exhausted_characters_miss_this_turn() -> None:  # MLP-5.3, MLP-1.15
    met = position(slots={"s0": {"cards": ["Emerald Green", "Red Gala"]}})
    blocked = position(
        slots={"s0": {"cards": ["Emerald Green", "Red Gala", {"card": "Parasprite Swarm", "owner": 1}]}},
    )
    tired = position(slots={"s0": {"cards": ["Emerald Green", {"card": "Red Gala", "exhausted": True}]}})
    assert value(blocked) < value(met)
    assert value(tired) < value(met)


def test_a_stronger_side_at_a_contested_problem_is_better() -> None:  # MLP-5.8, MLP-5.21
    def contested(mine: list[str]) -> State:
        theirs = [{"card": c, "owner": 1} for c in ["Comet Tail", "Blue Moon", "Bright Bulb"]]
        return position(slots={"s0": {"cards": mine + theirs}})

    assert value(contested(["Emerald Green", "Red Gala", "Full Steam"])) > value(
        contested(["Emerald Green", "Red Gala"])
    )


def test_the_heuristic_plays_the_friend_that_completes_its_problem() -> None:  # MLP-4.13, MLP-5.5
    state = position({"hand": ["Red Gala"]}, slots={"s0": {"cards": ["Emerald Green"]}}, tokens=[2, 0])
    agent = HeuristicAgent(seed=0)
    assert agent.act(state) == "play pr-033-red-gala"
    state.apply("play pr-033-red-gala")
    assert agent.act(state) == "to s0"
    state.apply("to s0")
    assert state.meets(0, 2)  # type: ignore[attr-defined]


def test_the_heuristic_beats_the_random_agent() -> None:
    """10 seeded games, seats alternating, over the sample decks: a coin flip wins 8 or more with chance 5.5%,
    and the random agent wins far less often than that against a sensible player."""
    wins = 0
    for seed in range(10):
        deck = DECKS[seed % len(DECKS)]
        me = seed % 2
        state = GAME.new_game([deck, deck], seed=seed)
        players: list[HeuristicAgent | RandomAgent] = [RandomAgent(seed + 100), RandomAgent(seed + 100)]
        players[me] = HeuristicAgent(seed)
        while not state.is_over:
            state.apply(players[state.to_move].act(state))  # type: ignore[index]
        wins += state.result.winner == me  # type: ignore[union-attr]
    assert wins >= 8
