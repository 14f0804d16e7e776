"""Star Wars TCG's evaluation hook: range, symmetry, finished games, hidden cards, what it prefers, and play."""

from __future__ import annotations

import math
from typing import Any

import pytest

import tcgkit
from tcgkit.agents import HeuristicAgent, RandomAgent
from tcgkit.core import Rng, State
from tcgkit.games.starwars import evaluation

GAME = tcgkit.game("starwars")

# Dark's and Light's units used below (speed/power/health): space Droid Starfighter Wing 40/4/4 and Naboo
# Starfighter Squadron 40/4/4; ground Destroyer Droid Squad 40/5/5, Battle Droid Squad 10/2/3 and Clone Squad
# 10/3/3; character Super Battle Droid 8EX 40/5/5 and Clone Warrior 4/163 40/4/4.
DARK_SPACE, LIGHT_SPACE = "Droid Starfighter Wing", "Naboo Starfighter Squadron"
DARK_GROUND, LIGHT_GROUND = "Destroyer Droid Squad", "Clone Squad"
DARK_CHAR, LIGHT_CHAR = "Super Battle Droid 8EX", "Clone Warrior 4/163"


def position(dark: dict[str, Any], light: dict[str, Any], **top: Any) -> State:
    """Dark (player 0) and Light with a few deck cards each; by default Dark's build step of turn 1."""
    return GAME.setup(
        {
            "step": "build",
            **top,
            "dark": {"deck": ["Battle Droid Squad"] * 5, **dark},
            "light": {"deck": ["Clone Squad"] * 5, **light},
        }
    )


def value(state: State, player: int = 0) -> float:
    return GAME.evaluate(state, player)  # type: ignore[attr-defined]


def random_game_states(seed: int) -> list[State]:
    """Every decision of a random game between the first Dark/Light sample pairing."""
    state = GAME.new_game(list(GAME.sample_matchups()[seed % 4]), seed=seed)
    players = [RandomAgent(seed), RandomAgent(seed + 50)]
    out = []
    while not state.is_over:
        out.append(state.clone())
        state.apply(players[state.to_move].act(state))  # type: ignore[index]
    out.append(state)
    return out


def test_values_lie_in_range_and_finished_games_score_plus_minus_one() -> None:
    for seed in range(4):
        states = random_game_states(seed)
        for state in states[:-1]:
            for p in (0, 1):
                assert -1.0 <= value(state, p) <= 1.0
        end = states[-1]
        winner = end.result.winner  # type: ignore[union-attr]
        assert winner is not None  # SWT-7.2: random games end by control long before the turn limit
        assert value(end, winner) == 1.0 and value(end, 1 - winner) == -1.0


def test_finished_positions_win_lose_and_draw() -> None:  # SWT-7.1, SWT-7.2, SWT-7.4
    won = position({"units": [DARK_SPACE, DARK_GROUND]}, {"units": [LIGHT_CHAR]}, step="end")
    assert won.is_over and won.result.winner == 0  # type: ignore[union-attr]
    assert value(won, 0) == 1.0 and value(won, 1) == -1.0
    drawn = position(
        {"units": [DARK_SPACE]}, {"units": [LIGHT_CHAR]}, step="end", options={"turn_limit": 1}
    )  # one arena each, turn limit 1: a draw
    assert drawn.is_over and drawn.result.winner is None  # type: ignore[union-attr]
    assert value(drawn, 0) == 0.0 and value(drawn, 1) == 0.0


def test_public_positions_are_exactly_antisymmetric_and_the_sign_flips_along_games() -> None:
    # no face-down card: everything the evaluation reads is public, so the two points of view mirror exactly
    state = position({"units": [DARK_SPACE, DARK_GROUND], "force": 3}, {"units": [LIGHT_GROUND, LIGHT_CHAR]})
    assert value(state, 0) == pytest.approx(-value(state, 1), abs=1e-12)
    # with hidden face-down cards each player also values its own by what they are: still opposite signs
    for seed in range(3):
        for s in random_game_states(seed)[:-1]:
            v0, v1 = value(s, 0), value(s, 1)
            if abs(v0) > 0.2:
                assert v0 * v1 < 0, (seed, s.phase, v0, v1)


def test_the_value_ignores_the_redeal_of_hidden_cards() -> None:  # SWT-8.1-8.3: only what the player may know
    for seed in range(3):
        for state in random_game_states(seed)[:-1:5]:
            for p in (0, 1):
                v = value(state, p)
                for k in range(3):
                    assert value(state.determinize(p, Rng(k)), p) == v
    # a hidden card of the opponent changes nothing; the player's own face-down card is valued by what it is
    small = position({"units": [DARK_SPACE], "build_zone": [{"card": "Battle Droid Squad", "counters": 2}]}, {})
    big = position({"units": [DARK_SPACE], "build_zone": [{"card": "Droid Control Ship", "counters": 2}]}, {})
    assert value(small, 1) == value(big, 1)
    assert value(small, 0) != value(big, 0)


def test_holding_arenas_alone_is_better_than_contesting_them() -> None:  # SWT-7.1, SWT-7.2
    even = position({"units": [DARK_SPACE, DARK_GROUND]}, {"units": [LIGHT_SPACE, LIGHT_GROUND]})
    ahead = position({"units": [DARK_SPACE, DARK_GROUND]}, {"units": [LIGHT_CHAR]})
    behind = position({"units": [DARK_CHAR]}, {"units": [LIGHT_SPACE, LIGHT_GROUND]})
    assert value(behind) < value(even) < value(ahead)
    assert value(ahead) > 0.9 and value(behind) < -0.9  # nothing can change these before the end of the turn


def test_stronger_and_healthier_units_count_more() -> None:  # SWT-5.14, SWT-6.5
    weak = position({"units": ["Battle Droid Squad"]}, {"units": [LIGHT_GROUND]})
    strong = position({"units": [DARK_GROUND]}, {"units": [LIGHT_GROUND]})
    assert value(weak) < value(strong)
    hurt = position({"units": [{"card": DARK_GROUND, "damage": 3}]}, {"units": [LIGHT_GROUND]})
    assert value(hurt) < value(strong)


def test_force_counters_and_cards_count() -> None:  # SWT-6.3, SWT-5.2
    units = {"units": [DARK_SPACE]}
    base = position(dict(units), {"units": [LIGHT_SPACE]})
    force = position({**units, "force": 6}, {"units": [LIGHT_SPACE]})
    counters = position({**units, "build_zone": [{"card": DARK_GROUND, "counters": 3}]}, {"units": [LIGHT_SPACE]})
    hand = position({**units, "hand": ["Strength of Hate"]}, {"units": [LIGHT_SPACE]})
    assert value(base) < value(force)
    assert value(base) < value(counters)
    assert value(base) < value(hand)


def test_counters_gather_on_the_card_closest_to_completion() -> None:  # SWT-5.3
    # Dark's build step with 1 build point: the heuristic puts it on the card it then completes
    state = position(
        {
            "build_points": 1,
            "units": [DARK_SPACE],
            "build_zone": [
                {"card": "Droid Control Ship", "counters": 1},
                {"card": "Battle Droid Squad", "counters": 1},
            ],
        },
        {"units": [LIGHT_SPACE, LIGHT_GROUND]},
        dice=[1],  # the build roll: 1 more build point
    )
    assert state.decision == "build" and state.to_move == 0
    agent = HeuristicAgent(seed=0)
    # finish 1: counter 1, then complete the card; build auto (orders.py) finishes card 1 first, then goes on
    assert agent.act(state) in ("counter 1", "finish 1", "build auto")


def test_a_battle_card_before_the_roll_is_valued_by_the_attack_it_improves() -> None:  # SWT-5.14, SWT-5.23
    state = position(
        {"units": [DARK_GROUND], "hand": ["Strength of Hate"], "force": 4},
        {"units": [{"card": LIGHT_GROUND, "damage": 1}]},
        step="battle",
        arena="ground",
    )
    before = value(state)
    state.apply("attack u2")
    assert state.decision == "win" and state.atk[7] == 0  # type: ignore[attr-defined]
    declared = value(state)
    # the attack in progress counts in expectation: declaring it is about what the battle replay expected
    assert declared == pytest.approx(before, abs=0.1)
    boosted = state.clone()
    boosted.apply(next(a.id for a in state.legal_actions() if a.id.startswith("play")))
    assert value(boosted) > declared  # +3 power for this attack: the defender is likelier to go


def test_the_heuristic_attacks_for_the_win_and_keeps_its_units_in_place() -> None:  # SWT-7.2, SWT-5.10
    # Dark alone in space; destroying Light's lone Clone Squad in the ground arena wins at the end of the turn
    dice = [6] * 5 + [1] * 3
    state = position(
        {"units": [DARK_SPACE, DARK_GROUND]}, {"units": [LIGHT_GROUND]}, step="battle", arena="ground", dice=dice
    )
    agent = HeuristicAgent(seed=0)
    assert state.decision == "act" and state.to_move == 0
    assert agent.act(state) == "attack u3"
    # in the retreat step, retreating either unit gives the game away
    retreat = position({"units": [DARK_SPACE, DARK_GROUND]}, {"units": [LIGHT_CHAR]}, step="retreat")
    assert retreat.decision == "retreat"
    assert agent.act(retreat) == "done"


def test_the_heuristic_beats_the_random_agent() -> None:
    """Sides and seats alternate over the Dark/Light sample pairings; a coin-flip player would win 17 or more of
    20 games with probability 0.13%."""
    wins = 0
    pairs = GAME.sample_matchups()
    for seed in range(20):
        decks = list(pairs[seed % len(pairs)])
        seat = seed % 2
        state = GAME.new_game(decks, seed=seed)
        players: list[Any] = [None, None]
        players[seat] = HeuristicAgent(seed)
        players[1 - seat] = RandomAgent(seed + 100)
        while not state.is_over:
            state.apply(players[state.to_move].act(state))  # type: ignore[index]
        wins += state.result.winner == seat  # type: ignore[union-attr]
    assert wins >= 17


def test_the_evaluation_terms_add_up() -> None:
    state = position({"units": [DARK_SPACE, DARK_GROUND]}, {"units": [LIGHT_SPACE, LIGHT_CHAR]})
    win, loss, outlook, material = evaluation.terms(state, 0)
    assert 0.0 <= win <= 1.0 and 0.0 <= loss <= 1.0 and win + loss <= 1.0 + 1e-9
    blend = evaluation.STRATEGY * outlook + (1 - evaluation.STRATEGY) * math.tanh(material / evaluation.SCALE)
    later = (1.0 - win - loss) * evaluation.LATER * blend
    assert value(state) == pytest.approx(win - loss + later)
