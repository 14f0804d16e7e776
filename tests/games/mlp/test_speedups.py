"""The speed-ups of the main phase and the state checks change no decision: the aura table's quick reuse test
follows every change of its sources, cached actions equal freshly built ones, a cost the same at every place
(MLP-10.10 #17 cost_mod without a place scope) gives the spots of the place-by-place computation, and the quick
troublemaker-limit test (MLP-6.10) agrees with a scan of every slot."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tcgkit.bench import deck_pairs, pick
from tcgkit.core import Rng
from tcgkit.games.mlp import board, main_phase
from tcgkit.games.mlp.board import BOOST, DOWN, EXH, FRIGHT
from tcgkit.games.mlp.facts import FRIEND, TROUBLEMAKER
from tcgkit.games.mlp.main_phase import PLAY_ACTION
from tcgkit.games.mlp.state import MlpState

from .helpers import GAME, base, find, setup, with_player

PAIRS = deck_pairs(GAME)


def _play(seed: int, each: Callable[[MlpState], None], limit: int = 300) -> int:
    """A seeded random game over the sample deck pairs (as ``tcgkit bench``), calling ``each(state)`` at every
    decision; how many decisions it had."""
    state = GAME.new_game(PAIRS[seed % len(PAIRS)], seed=seed)
    assert isinstance(state, MlpState)
    rng = Rng(seed)
    n = 0
    while not state.is_over and n < limit:
        each(state)
        state.apply(pick(state.legal_actions(), rng))
        n += 1
    return n


def _fresh_auras(state: MlpState) -> Any:
    """The aura table built from scratch (no cache)."""
    fresh = state.clone()
    assert isinstance(fresh, MlpState)
    fresh._au_cache = fresh._au_prev = None
    return fresh.auras()


@pytest.mark.parametrize("seed", range(len(PAIRS)))
def test_aura_table_reuse_follows_its_sources(seed: int) -> None:
    """After the table is cached, changing a source's flags (face down, frightened, boosted, exhausted) or moving
    it gives the table a fresh build gives, never the cached one."""
    checked = 0

    def check(state: MlpState) -> None:
        nonlocal checked
        state.auras()  # caches the table
        sources = [i for cards in state.locs for i in cards if state.has_cont[i]]
        for i in sources[:3]:
            for flag in (DOWN, FRIGHT, BOOST, EXH):
                copy = state.clone()
                assert isinstance(copy, MlpState)
                copy.fl[i] ^= flag
                assert copy.auras() == _fresh_auras(copy)
            copy = state.clone()
            assert isinstance(copy, MlpState)
            here = copy.pos[i]
            dest = next(k for k in range(len(copy.locs)) if k != here and (k < 2 or copy.loc_prob[k] >= 0))
            copy.locs[here].remove(i)
            copy.place(i, dest)
            assert copy.auras() == _fresh_auras(copy)
            checked += 1
        assert state.auras() == _fresh_auras(state)
        if state._au_prev is not None:  # the table kept from before: valid whenever its key matches
            copy = state.clone()
            assert isinstance(copy, MlpState)
            copy._au_cache = None
            assert copy.auras() == _fresh_auras(copy)

    _play(seed, check, limit=150)
    assert checked > 20


def _action_fields(state: MlpState) -> list[tuple[Any, ...]]:
    return [(a.id, a.label, a.data, a.refs, a.resign, a.run) for a in state.legal_actions()]


@pytest.mark.parametrize("seed", range(len(PAIRS)))
def test_cached_actions_equal_fresh_ones(seed: int) -> None:
    """Every decision's actions (ids, labels, data, refs) are those built with every action cache emptied."""

    def check(state: MlpState) -> None:
        offered = _action_fields(state)
        for cache in (board._ACTIONS, board._CARD_ACTIONS, main_phase._PLACE_ACTIONS, main_phase._USE_ACTIONS):
            cache.clear()
        fresh = state.clone()
        assert isinstance(fresh, MlpState)
        fresh._legal = None
        assert _action_fields(fresh) == offered

    assert _play(seed, check, limit=200) > 100


def _reference_spots(state: MlpState, p: int, i: int, what: str) -> Iterator[tuple[int, int]]:
    """The places of a play or a move with every cost computed place by place (MainRules._spots without the
    shortcut of a cost that is the same everywhere)."""
    f = state.F[i]
    pool = state.tokens[p]
    if what == "move":
        here = state.where(i)
        barred = "move_here" in state.feat.forbid_actions
        for k in [p, *state.slots()]:
            if k != here:
                c = state.move_cost(p, i, k)
                if c <= pool and not (barred and state.forbids("move_here", p, i, k)):
                    yield (k, c)
        return
    if f.kind == FRIEND:
        locs = [p, *state.slots()]
    elif f.kind == TROUBLEMAKER or f.placement == "problem":
        locs = state.slots()
    elif f.placement == "home":
        locs = [p]
    elif f.placement == "new_problem":
        c = state.play_cost(p, i, -1)
        if c <= pool:
            yield (-1, c)
        return
    else:
        for h in state.host_options(p, i):
            c = state.play_cost(p, i, state.where(h))
            if c <= pool:
                yield (h, c)
        return
    for k in locs:
        if f.kind == FRIEND and state.forbids("play_here", p, i, k):
            continue
        c = state.play_cost(p, i, k)
        if c <= pool:
            yield (k, c)


@pytest.mark.parametrize("seed", range(len(PAIRS)))
def test_spots_equal_the_place_by_place_costs(seed: int) -> None:
    """In the main phase, every card in hand and every character of the deciding player has the spots (place
    and cost) of the place-by-place computation (cost_mod auras with and without a place scope, MLP-10.10 #17),
    outside and inside a read-only block (as the offers compute them: place_free_cost memoised, the
    place-independent part of a cost computed once per card); the memoised place_free_cost equals a fresh one."""
    checked = 0

    def check(state: MlpState) -> None:
        nonlocal checked
        if state.decision != "main":
            return
        p = state.to_move
        assert p is not None
        plays = [(i, "play") for i in state.hands[p] if state.F[i].kind in PLAY_ACTION and state.F[i].kind != 3]
        moves = [(i, "move") for i in state.all_characters(p)]
        want = [list(_reference_spots(state, p, i, what)) for i, what in plays + moves]
        assert [state.spots(p, i, what) for i, what in plays + moves] == want
        with state.reading():
            assert [state.spots(p, i, what) for i, what in plays + moves] == want
            for action in ("move", *PLAY_ACTION.values()):
                assert state.place_free_cost(p, action) == state._place_free_cost(p, action)
        checked += len(want)

    _play(seed, check)
    assert checked > 100


def _over_limit(state: MlpState) -> bool:
    """Some player has two face-up troublemakers at one slot (MLP-6.10), by a scan of every slot."""
    for loc in range(2, len(state.locs)):
        up = [state.owner[i] for i in state.locs[loc] if state.kinds[i] == TROUBLEMAKER and not state.fl[i] & DOWN]
        if any(up.count(q) > 1 for q in (0, 1)):
            return True
    return False


@pytest.mark.parametrize("seed", range(len(PAIRS)))
def test_troublemaker_limit_quick_test_agrees_with_a_scan(seed: int) -> None:
    """The troublemaker-limit check finds a player over the limit exactly when a scan of every slot does, also
    with every face-down troublemaker turned face up."""

    def check(state: MlpState) -> None:
        for up in (False, True):
            copy = state.clone()
            assert isinstance(copy, MlpState)
            if up:
                for i in copy.tm_iids:
                    copy.fl[i] &= ~DOWN
            assert copy.check_troublemaker_limit() == _over_limit(copy)

    assert _play(seed, check, limit=200) > 100


@pytest.mark.parametrize("seed", range(len(PAIRS)))
def test_memoised_aura_costs_equal_the_plain_ones(seed: int) -> None:
    """Inside a read-only block the cost changes of cost_mod auras (MLP-10.10 #17) are memoised, by card only when
    some aura reads the card: every play, move, draw and recover cost is the one computed outside such a block."""
    checked = 0

    def costs(state: MlpState, p: int) -> list[int]:
        places = [p, *state.slots()]
        out = [state.play_cost(p, i, k) for i in state.hands[p] if state.F[i].kind != 3 for k in places]
        out += [state.play_cost(p, i, -1) for i in state.hands[p]]
        out += [state.move_cost(p, i, k) for i in state.all_characters(p) for k in places]
        out += [state.simple_cost(p, "draw", 1), state.simple_cost(p, "recover", 2)]
        return out

    def check(state: MlpState) -> None:
        nonlocal checked
        for p in (0, 1):
            plain = costs(state, p)
            with state.reading():
                assert costs(state, p) == plain
                assert costs(state, p) == plain  # (the second time from the memo)
            checked += 1

    _play(seed, check, limit=200)
    assert checked > 100


def test_aura_table_follows_a_resource_to_another_host_at_the_same_place() -> None:  # MLP-1.16, MLP-10.10
    """A ``host`` aura's resource (Too Many Bandages: its host has -2 power) that leaves its character and is
    attached to another one at the same place: the tables kept (the last and the one before) were built for the old
    host, and their keys must tell the two hosts apart (a key with only the host's place did not)."""
    pos = with_player(base(), 0, home=[{"card": "Red Gala", "attached": ["Too Many Bandages"]}, "Blue Moon"])
    state = setup(pos)
    bandages, gala, moon = find(state, "Too Many Bandages"), find(state, "Red Gala"), find(state, "Blue Moon")
    printed = (state.F[gala].power, state.F[moon].power)
    assert min(printed) >= 2
    assert (state.power(gala), state.power(moon)) == (printed[0] - 2, printed[1])
    state.detach(bandages)  # kept: the table with the bandages on Red Gala
    state.discards[0].append(bandages)
    state.auras()  # kept: the table without them (the one before stays kept too)
    state.discards[0].remove(bandages)
    state.attach(bandages, moon)
    assert state.auras() == _fresh_auras(state)
    assert (state.power(gala), state.power(moon)) == (printed[0], printed[1] - 2)
