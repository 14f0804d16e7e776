"""The Star Wars evaluation's memos (evalcache.py) never change a value: an evaluation with the memos filled by
earlier states equals the evaluation of the same state with empty memos, bit for bit, along random games of several
deck pairs and their one-action children (the states a heuristic playout compares), and after each kind of change
that a memo's key must see (effects in force, damage, a continuous effect entering play, the dice mode, where the
battle phase stands, face-down cards and their requirements). Each of these tests fails if its part of a key is
left out."""

from __future__ import annotations

from typing import Any

import tcgkit
from tcgkit.bench import deck_pairs, pick
from tcgkit.core import Rng, State
from tcgkit.games.starwars import evaluation
from tcgkit.games.starwars.base import CHARACTER, SPACE, U_DMG, U_ID
from tcgkit.games.starwars.evalcache import MEMO_LIMIT, MEMOS

GAME = tcgkit.game("starwars")


def cold(state: State, player: int) -> float:
    """The evaluation with every memo empty."""
    evaluation.clear_memos()
    return evaluation.evaluate(state, player)  # type: ignore[arg-type]


def warm(state: State, player: int) -> float:
    """The evaluation with the memos as earlier evaluations left them."""
    return evaluation.evaluate(state, player)  # type: ignore[arg-type]


def position(dark: dict[str, Any], light: dict[str, Any], **top: Any) -> Any:
    """Dark (player 0) and Light with a few deck cards each; by default Dark's build step of turn 1."""
    return GAME.setup(
        {
            "step": "build",
            **top,
            "dark": {"deck": ["Battle Droid Squad"] * 5, **dark},
            "light": {"deck": ["Clone Squad"] * 5, **light},
        }
    )


def test_warm_memos_give_the_values_of_empty_ones_along_random_games_and_their_children() -> None:
    pairs = deck_pairs(GAME)
    evaluation.clear_memos()
    seen: list[tuple[State, int, float]] = []
    for seed in range(6):
        options = {"dice_mode": "attacker-only"} if seed % 3 == 2 else None
        state = GAME.new_game(pairs[seed % len(pairs)], seed=seed, options=options)
        rng = Rng(100 + seed)
        step = 0
        while not state.is_over and step < 120:
            for p in (0, 1):
                seen.append((state.clone(), p, warm(state, p)))
            if step % 3 == 0:  # the children a heuristic playout step compares, from the mover's point of view
                mover = state.to_move
                assert mover is not None
                for action in state.legal_actions()[:12]:
                    child = state.clone()
                    child.apply(action.id)
                    if not child.is_over:
                        seen.append((child, mover, warm(child, mover)))
            state.apply(pick(state.legal_actions(), rng))
            step += 1
    assert len(seen) > 1000
    assert len(MEMOS.deck.boards) < len(seen)  # boards were shared
    for state, p, value in seen:
        assert repr(cold(state, p)) == repr(value)


def test_a_new_effect_in_force_is_seen() -> None:  # the effects in force are in the board's and units' keys
    state = position({"units": ["Destroyer Droid Squad"]}, {"units": ["Clone Squad"]})
    before = cold(state, 0)
    boosted = state.clone()
    uid = next(u[U_ID] for u in boosted.units if u[1] == 0)
    boosted.add_mod(uid, "power", 3, "turn")
    after = warm(boosted, 0)
    assert after != before
    assert repr(after) == repr(cold(boosted, 0))


def test_damage_is_seen() -> None:  # a unit's damage is in the board's and the unit's keys
    state = position({"units": ["Destroyer Droid Squad"]}, {"units": ["Clone Squad"]})
    before = cold(state, 0)
    hurt = state.clone()
    uid = next(u[U_ID] for u in hurt.units if u[1] == 0)
    hurt.set_unit(uid, U_DMG, 3)
    after = warm(hurt, 0)
    assert after < before
    assert repr(after) == repr(cold(hurt, 0))


def test_a_continuous_effect_entering_play_changes_the_stats_of_units_already_there() -> None:
    # Clone Officer: Light's Clone units get +1 power. The Clone Squad's unit is unchanged; its stats are not.
    state = position(
        {"units": ["Destroyer Droid Squad"]},
        {"units": ["Clone Squad"], "deck": ["Clone Squad"] * 4 + ["Clone Officer"]},
    )
    light = 1 - state.dark
    squad = next(u for u in state.units if u[1] == light)
    before = cold(state, light)
    assert state.power(squad) == 3
    officer = next(i for i in state.decks[light] if state.card(i).name == "Clone Officer")
    helped = state.clone()
    helped.decks[light].remove(officer)
    helped.new_unit(light, (officer,), CHARACTER)
    assert helped.power(squad) == 4 and squad in helped.units
    after = warm(helped, light)
    assert after > before
    assert repr(after) == repr(cold(helped, light))


def test_the_dice_mode_is_seen() -> None:  # same decks, same board: only the options differ
    units = ({"units": ["Destroyer Droid Squad"]}, {"units": ["Clone Squad"]})
    seed_mode = position(*units, step="battle", arena="ground")
    attacker_only = position(*units, step="battle", arena="ground", options={"dice_mode": "attacker-only"})
    assert seed_mode.facts is attacker_only.facts
    before = cold(seed_mode, 0)
    after = warm(attacker_only, 0)
    assert after != before
    assert repr(after) == repr(cold(attacker_only, 0))


def test_where_the_battle_phase_stands_is_seen() -> None:  # same board; the space battle under way, or over
    units = (
        {"units": ["Droid Starfighter Wing", "Destroyer Droid Squad"]},
        {"units": [{"card": "Naboo Starfighter Squadron", "damage": 3}, "Clone Squad"]},
    )
    under_way = position(*units, step="battle", arena="space")
    over = position(*units, step="battle", arena="ground")
    assert under_way.facts is over.facts and under_way.units == over.units
    before = cold(under_way, 0)
    after = warm(over, 0)
    assert after != before
    assert repr(after) == repr(cold(over, 0))


def test_face_down_cards_are_seen() -> None:  # they are outside the board's key: valued on every call
    state = position({"units": ["Destroyer Droid Squad"], "build_zone": [{"card": "Clone Squad", "counters": 1}]}, {})
    before = cold(state, 0)
    more = state.clone()
    owner, iid, counters = more.builds[0]
    more.builds[0] = (owner, iid, counters + 1)
    after = warm(more, 0)
    assert after > before
    assert repr(after) == repr(cold(more, 0))


def test_a_known_face_down_card_s_requirement_is_seen() -> None:  # SWT-6.12: a location replaces a costlier one
    state = position(
        {"build_zone": [{"card": "Utapau System", "counters": 0}], "deck": ["Mustafar System"]},
        {"units": ["Clone Squad"]},
    )
    before = cold(state, 0)
    occupied = state.clone()
    mustafar = occupied.decks[0].pop()
    occupied.set_location(SPACE, mustafar)  # Utapau System (cost 0) now needs 1 counter to replace it
    after = warm(occupied, 0)
    assert after < before
    assert repr(after) == repr(cold(occupied, 0))


def test_the_memos_stay_bounded() -> None:
    evaluation.clear_memos()
    state = GAME.new_game(deck_pairs(GAME)[0], seed=5)
    rng = Rng(5)
    while not state.is_over:
        warm(state, 0)
        state.apply(pick(state.legal_actions(), rng))
    deck = MEMOS.deck
    assert deck.facts is state.facts
    assert 0 < len(deck.boards) <= MEMO_LIMIT and len(MEMOS.arenas) <= MEMO_LIMIT
    assert deck.unit_records < MEMO_LIMIT
    evaluation.clear_memos()
    assert not MEMOS.deck.boards and not MEMOS.arenas and not MEMOS.deck.units
