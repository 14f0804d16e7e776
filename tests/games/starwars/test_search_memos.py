"""The memos the Star Wars engine keeps for a search give what a fresh computation gives, in the states a search
walks through (determinizations, and the children of each state, one per legal action, as the heuristic playout
makes them) as well as along seeded games: the abilities the board allows (``ready_abilities``, kept for the game's
decks by the contents of everything they read, SWT-5.24), the ``use`` actions made once per game, the personas of
the units in play (``own_persona_unit``, kept with the board's shape version, SWT-6.9), and, in a determinization
(``searched``), the build offer made when it is first read (buildoffer.py, SWT-5.1), which a state and its clones
share, with the face-down cards' action lists kept by their arguments."""

from __future__ import annotations

from typing import Any

import pytest

import tcgkit
from tcgkit.bench import deck_pairs, pick
from tcgkit.core import Rng
from tcgkit.games.starwars.base import CHARACTER, RETREATED, U_CARDS, U_EQ, U_ID, U_OWN, U_TAP, U_ZONE, ban_key
from tcgkit.games.starwars.state import SwtState
from tcgkit.games.starwars.units import Ctx

TIMINGS = ("build_step", "activation", "before_roll", "after_roll", "before_damage", "battle_end")


def _fresh_usable(state: SwtState, p: int, timing: str, only: int = 0) -> list[tuple[Any, ...]]:
    """SWT-5.24, computed afresh from the rules (no memo): (uid, iid, k, cost) of p's activated abilities usable now
    at ``timing``."""
    out: list[tuple[Any, ...]] = []
    muted = {m[0] for m in state.mods if m[1] == "mute"}
    for u in state.units:
        if u[U_OWN] != p or u[U_ZONE] > CHARACTER or (only and u[U_ID] != only):
            continue
        if u[U_ID] in muted or ban_key(p) in muted:
            continue
        for iid in (u[U_CARDS][0], *u[U_EQ]):
            for k, ab in state.facts[iid].activated:
                if ab.timing != timing or (ab.tap and u[U_TAP] and timing != "activation"):
                    continue
                if ab.limit and any(x[0] == u[U_ID] and x[1] == f"{iid}.{k}" for x in state.used):
                    continue
                cost = ab.force + state.ability_tax(u)
                if cost > state.force[p] or ab.build > state.bp[p]:
                    continue
                if not state.conds_hold(ab.when, Ctx(p, u[U_ID], u[U_ZONE])):
                    continue
                if not state.targets_exist(ab, p, iid, u[U_ID]):
                    continue
                out.append((u[U_ID], iid, k, cost))
    return out


def _label(state: SwtState, uid: int, iid: int, k: int, cost: int) -> tuple[str, str]:
    """The id and label of a ``use`` action, made afresh."""
    u = state.unit(uid)
    assert u is not None
    ab = state.facts[iid].card.abilities[k]
    parts = [f"{cost} Force"] if cost else []
    parts += [f"{ab.build} build"] if ab.build else []
    parts += ["tap"] if ab.tap else []
    pay = f" (pay {', '.join(parts)})" if parts else ""
    top = "t" if iid == u[U_CARDS][0] else str(iid)
    return f"use u{uid}.{top}.{k}", f"{state.unit_label(u)}: {ab.label or 'ability'}{pay}"


def _check(state: SwtState) -> None:
    for p in (0, 1):
        for timing in TIMINGS:
            # the kept list, whether or not this state reads it (``searched``), is the list computed now
            assert state.ready_abilities(p, timing) == state._ready_abilities(p, timing, 0)
            want = _fresh_usable(state, p, timing)
            got = [(u[U_ID], iid, k, cost) for u, iid, k, _, cost in state.usable_abilities(p, timing)]
            assert got == want, (p, timing)
            assert [(a.id, a.label) for a in state.ability_actions(p, timing)] == [_label(state, *w) for w in want]
            for uid in {w[0] for w in want}:
                only = [(u[U_ID], iid, k, cost) for u, iid, k, _, cost in state.usable_abilities(p, timing, uid)]
                assert only == _fresh_usable(state, p, timing, uid)
        for f in set(state.facts):
            plain = next(
                (
                    u
                    for u in state.units
                    if u[U_OWN] == p and u[U_ZONE] <= RETREATED and state.facts[u[U_CARDS][0]].persona == f.persona
                ),
                None,
            )
            assert state.own_persona_unit(p, f.persona) == plain


def _offer(state: Any) -> list[tuple[str, str]]:
    return [(a.id, a.label) for a in state.legal_actions()]


def _walk(name_seed: int, search: bool) -> int:
    """Check every decision of a seeded game; with ``search``, also a determinization of it and each child the
    heuristic playout would make of that determinization. Returns the states checked."""
    game = tcgkit.game("starwars")
    state = game.new_game(deck_pairs(game)[name_seed % 8], seed=name_seed)
    assert isinstance(state, SwtState)
    rng = Rng(name_seed)
    checked = 0
    steps = 0
    while not state.is_over and steps < 250:
        actions = state.legal_actions()
        _check(state)
        checked += 1
        if search and steps % 3 == 0 and state.to_move is not None:
            world = state.determinize(state.to_move, Rng(name_seed * 1000 + steps))
            assert isinstance(world, SwtState) and world.searched
            fresh = world.clone()
            fresh._legal = None  # its offer is made afresh
            choices = [a.id for a in fresh.legal_actions()]
            for aid in choices:
                # the world's own offer is made first by a child (a build offer is made when first read, and a
                # clone shares it): the child's moves must not show in it
                child = world.clone()
                child.apply(aid)
                twin = fresh.clone()
                twin.apply(aid)
                assert _offer(child) == _offer(twin)
                if not child.is_over:
                    assert isinstance(child, SwtState)
                    _check(child)
                    checked += 1
            assert _offer(world) == _offer(fresh)
            _check(world)  # the children's moves left the world as it was
        state.apply(pick(actions, rng))
        steps += 1
    return checked


@pytest.mark.parametrize("seed", [2, 7, 13])
def test_kept_abilities_and_personas_match_fresh_ones_along_games(seed: int) -> None:
    assert _walk(seed, search=False) > 20


@pytest.mark.parametrize("seed", [4, 9])
def test_kept_abilities_and_personas_match_fresh_ones_in_searched_states(seed: int) -> None:
    assert _walk(seed, search=True) > 100


def test_kept_abilities_follow_the_effects_in_force_and_the_attack() -> None:
    """A memo entry is never read for a state that differs in something the abilities read: muting a unit (``mods``)
    or tapping it (the units) takes its abilities away, in a state whose other contents are those of a state that
    offered them."""
    game = tcgkit.game("starwars")
    for seed in range(40):
        state = game.new_game(deck_pairs(game)[seed % 8], seed=seed)
        assert isinstance(state, SwtState)
        state.searched = True  # as in a search: the kept lists are read
        rng = Rng(seed)
        while not state.is_over:
            for p in (0, 1):
                for timing in TIMINGS:
                    ready = state.usable_abilities(p, timing)
                    if not ready:
                        continue
                    uid = ready[0][0][U_ID]
                    muted = state.clone()
                    assert isinstance(muted, SwtState)
                    muted.mods = [*muted.mods, (uid, "mute", 1, "turn")]
                    assert all(e[0][U_ID] != uid for e in muted.usable_abilities(p, timing))
                    tapping = [e for e in ready if e[3].tap and timing != "activation"]
                    if tapping:
                        tapped = state.clone()
                        assert isinstance(tapped, SwtState)
                        tapped.set_unit(tapping[0][0][U_ID], U_TAP, True)
                        left = tapped.usable_abilities(p, timing)
                        assert all(not (e[0][U_ID] == tapping[0][0][U_ID] and e[3].tap) for e in left)
                        return
            state.apply(pick(state.legal_actions(), rng))
    pytest.fail("no ability that taps its unit was usable in 40 games")
