"""The speed-ups of the Star Wars engine give what a fresh computation gives, at every decision of seeded games: the
kept aura list (reused while only tapped states or damage changed, ``auras_narrow``, and keyed only by what the
static conditions of the game's cards can read, ``aura_reads``), the initial totals, the static ops in play, the hand
tables by card type and by battle-card timing, the build tables per hand (``hand_build``), the units that may use an
ability (kept by the board's versions, ``units_v`` and ``shape_v``, which every change of the board renews), and the
offers of decisions a standing order covers (only the action its default takes)."""

from __future__ import annotations

from typing import Any

import pytest

import tcgkit
from tcgkit.bench import deck_pairs, pick
from tcgkit.core import Rng
from tcgkit.core.compiled import compiled_modules
from tcgkit.games.starwars.base import (
    BUILDABLE_TYPES,
    CHARACTER,
    MULLIGAN_TYPES,
    RETREATED,
    U_CARDS,
    U_DMG,
    U_EQ,
    U_OWN,
    U_TAP,
    U_ZONE,
    UNIT_TYPE,
)
from tcgkit.games.starwars.state import SwtState

#: the compiled build (scripts/build_compiled.py) calls methods of compiled classes directly: a method patched on the
#: class is not seen there, so the tests that check a kept table by patching its method run in plain Python only
PLAIN_PYTHON_ONLY = pytest.mark.skipif(
    bool(compiled_modules()), reason="patches a method of a compiled class (the compiled build calls it directly)"
)


TIMINGS = ("build_step", "activation", "before_roll", "after_roll", "before_damage", "battle_end")


def _auras(entries: list[Any]) -> list[tuple[Any, ...]]:
    return [(id(e), kind, c.user, c.src, c.arena, c.chosen, host) for e, kind, c, host in entries]


def _carries(state: SwtState, u: Any, timing: str) -> bool:
    """Has the unit an activated ability of this timing (its top card's or its equipment's)?"""
    return any(ab.timing == timing for iid in (u[U_CARDS][0], *u[U_EQ]) for _, ab in state.facts[iid].activated)


def _battle_card_of(state: SwtState, iid: int, timing: str) -> bool:
    card = state.card(iid)
    return card.type == "battle" and card.supported and card.timing == timing


def _check(state: SwtState) -> None:
    fresh, _ = state._compute_auras()
    assert _auras(state.auras()) == _auras(fresh)
    ops: set[str] = set()
    for u in state.units:
        if u[U_ZONE] != RETREATED:
            ops |= state.facts[u[U_CARDS][0]].static_ops
    for i in state.locs:
        if i >= 0:
            ops |= state.facts[i].static_ops
    for op in ("cost", "tax", "toll", "no_retreat", "lure"):
        assert state.has_static_op(op) == (op in ops)
    facts = state.facts
    for p in (0, 1):
        total = sum(
            facts[u[U_CARDS][0]].cost + len(u[U_CARDS]) - 1
            for u in state.units
            if u[U_OWN] == p and u[U_ZONE] <= CHARACTER
        )
        assert state.total(p) == total + sum(b[2] for b in state.builds if b[0] == p)
        for types in (BUILDABLE_TYPES, UNIT_TYPE, MULLIGAN_TYPES):
            assert state.hand_of_types(p, types) == state.hand_choices(p, lambda i, t=types: facts[i].type in t)
        for timing in TIMINGS:
            assert state.hand_battle_cards(p, timing) == state.hand_choices(
                p, lambda i, t=timing: _battle_card_of(state, i, t)
            )
            assert state.ability_units(p, timing) == [
                u for u in state.units if u[U_OWN] == p and u[U_ZONE] <= CHARACTER and _carries(state, u, timing)
            ]


@pytest.mark.parametrize("seed", [3, 11, 17])
def test_fast_paths_match_fresh_computations(seed: int) -> None:
    game = tcgkit.game("starwars")
    pairs = deck_pairs(game)
    state = game.new_game(pairs[seed % len(pairs)], seed=seed)
    assert isinstance(state, SwtState)
    rng = Rng(seed)
    steps = 0
    while not state.is_over and steps < 300:
        actions = state.legal_actions()
        _check(state)
        state.apply(pick(actions, rng))
        steps += 1
    assert steps > 20


def _fresh_hand_build(state: SwtState, p: int) -> tuple[list[int], list[str], str | None]:
    """``hand_build`` computed afresh: the buildable representatives, their place actions and place all."""
    facts = state.facts
    reps = state.hand_choices(p, lambda i: facts[i].type in BUILDABLE_TYPES)
    n = sum(1 for i in state.hands[p] if facts[i].type in BUILDABLE_TYPES)
    return reps, [f"place {state.cards[i]}" for i in reps], "place all" if n >= 2 else None


@pytest.mark.parametrize("seed", [5, 6])
def test_kept_build_tables_and_plain_requirements_match_fresh_ones(seed: int) -> None:
    """SWT-5.1, SWT-5.3: the build tables kept per hand (``hand_build``) and the plain requirement of each card
    (``plain_opts``, shared by the offers: nobody may change it) are what a fresh computation gives."""
    game = tcgkit.game("starwars")
    state = game.new_game(deck_pairs(game)[seed % 8], seed=seed)
    assert isinstance(state, SwtState)
    rng = Rng(seed)
    steps = 0
    while not state.is_over and steps < 300:
        actions = state.legal_actions()
        for p in (0, 1):
            reps, places, place_all = state.hand_build(p)
            want = _fresh_hand_build(state, p)
            assert (reps, [a.id for a in places], place_all and place_all.id) == want
        for iid, f in enumerate(state.facts):
            assert f.plain_opts == (("", state.card(iid).build_cost),)
        state.apply(pick(actions, rng))
        steps += 1


def test_board_versions_follow_every_change_of_the_board() -> None:
    """The board's versions (base.py): a tapped state or damage renews ``units_v`` only; a stack, a zone, a new or
    dropped unit, a location renew ``shape_v`` too; each number is new (one counter for every state)."""
    game = tcgkit.game("starwars")
    state = game.new_game(deck_pairs(game)[0], seed=4)
    assert isinstance(state, SwtState)
    rng = Rng(4)
    while state.phase != "ready" and not any(u[U_ZONE] <= CHARACTER for u in state.units):
        state.apply(pick(state.legal_actions(), rng))
    seen: set[int] = {state.units_v}

    def renewed(change: Any, shape: bool) -> None:
        units_v, shape_v = state.units_v, state.shape_v
        change()
        assert state.units_v != units_v and state.units_v not in seen
        seen.add(state.units_v)
        assert (state.shape_v != shape_v) == shape
        if shape:
            assert state.shape_v == state.units_v
        _check(state)

    u = next(u for u in state.units if u[U_ZONE] <= CHARACTER)
    uid = u[0]
    renewed(lambda: state.set_unit(uid, U_TAP, not u[U_TAP]), False)
    renewed(lambda: state.set_unit(uid, U_DMG, 1), False)
    renewed(state.untap_all, False)
    renewed(lambda: state.set_unit(uid, U_ZONE, RETREATED), True)
    renewed(lambda: state.new_unit(0, (u[U_CARDS][0],), CHARACTER), True)
    renewed(lambda: state.drop_unit(state.next_uid - 1), True)
    renewed(lambda: state.set_location(0, -1), True)
    twin = state.clone()
    assert (twin.units_v, twin.shape_v) == (state.units_v, state.shape_v)
    twin.set_unit(uid, U_TAP, True)
    assert twin.units_v != state.units_v and twin.units_v not in seen


@pytest.mark.parametrize("seeds", [range(0, 6), range(6, 12)])
def test_standing_orders_make_only_the_action_their_default_takes(seeds: range) -> None:
    """SWT-0.4 (orders.py): while 'build auto', 'attack all' or 'deploy auto' covers a decision, its offer makes only
    what the order's default may take, and the default takes the very action it takes on the whole offer."""
    game = tcgkit.game("starwars")
    pairs = deck_pairs(game)
    checked = {"build": 0, "act": 0, "ib_deploy": 0}
    for seed in seeds:
        state = game.new_game(pairs[seed % len(pairs)], seed=seed)
        assert isinstance(state, SwtState)
        rng = Rng(seed)
        steps = 0
        while not state.is_over and steps < 400:
            actions = state.legal_actions()
            ids = {a.id for a in actions}
            frame = state.stack[-1]
            p = frame[1]
            ordered = state.clone()
            assert isinstance(ordered, SwtState)
            if state.decision == "build" and "build auto" in ids:
                full = state.offer_build(frame)
                want = state.auto_build_choice(p, full)
                ordered.give_order("build", p)
                some = ordered.offer_build(frame)
                assert some[-1].id == "end" and {a.id for a in some} <= {a.id for a in full}
                got = ordered.auto_action(frame, some)
                assert got is not None and (got.id, got.data) == (want.id, want.data)
                checked["build"] += 1
            elif state.decision == "act" and "attack all" in ids:
                want = state.default_act(frame, state.offer_act(frame))
                ordered.give_order("attack", p, frame[3])
                some = ordered.offer_act(frame)
                assert [(a.id, a.label, a.data, a.refs) for a in some] == [(want.id, want.label, want.data, want.refs)]
                checked["act"] += 1
            elif state.decision == "ib_deploy" and "deploy auto" in ids:
                want = state.default_ib_deploy(frame, state.offer_ib_deploy(frame))
                ordered.give_order("setup", p)
                some = ordered.offer_ib_deploy(frame)
                assert [(a.id, a.label, a.data, a.refs) for a in some] == [(want.id, want.label, want.data, want.refs)]
                checked["ib_deploy"] += 1
            state.apply(pick(actions, rng))
            steps += 1
    assert all(checked.values()), checked


@PLAIN_PYTHON_ONLY
@pytest.mark.parametrize("pair", [0, 1, 6, 7])
def test_kept_auras_match_fresh_ones_at_every_read(pair: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The kept aura list equals a fresh computation at every read, inside the steps too (in the middle of an
    attack, where conditions like 'while attacking' or 'while defending' change): its key holds everything the
    static conditions of these decks' cards read (the board, the attack; ``aura_reads``). These deck pairs have
    such conditions."""
    kept = SwtState.auras
    reads = {"n": 0, "attack": 0}

    def checked(self: SwtState) -> list[Any]:
        got = kept(self)
        fresh, _ = self._compute_auras()
        assert _auras(got) == _auras(fresh)
        reads["n"] += 1
        reads["attack"] += bool(self.atk)
        return got

    monkeypatch.setattr(SwtState, "auras", checked)
    game = tcgkit.game("starwars")
    pairs = deck_pairs(game)
    conds = {
        c.cond
        for deck in pairs[pair]
        for cid in set(deck.cards())
        for a in game.cards[cid].abilities
        if a.kind == "static"
        for c in a.when
    }
    assert conds & {"attacking", "defending"}
    for seed in range(5):  # enough reads in attacks (the windows skip keyword actions no card can give)
        state = game.new_game(pairs[pair], seed=seed)
        rng = Rng(seed)
        steps = 0
        while not state.is_over and steps < 400:
            state.apply(pick(state.legal_actions(), rng))
            steps += 1
    assert reads["attack"] > 50 and reads["n"] > reads["attack"]
