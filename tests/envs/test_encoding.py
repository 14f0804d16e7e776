"""The action space and the observation tensor of every game (tcgkit.envs.encoding, games/<g>/encoding.py)."""

from __future__ import annotations

import numpy as np
import pytest

from tcgkit.core import Rng
from tcgkit.envs.encoding import encoding_for, tokenize

from .helpers import GAMES, playout

PLAYOUTS = {"hikarugo": 6, "builddivide": 12, "starwars": 8, "mlp": 3, "bionicle": 3}


@pytest.mark.parametrize("name", GAMES)
def test_every_action_id_has_a_shape_and_round_trips(name):
    enc = encoding_for(name)
    unknown: dict[str, str] = {}
    seen = 0
    for seed in range(PLAYOUTS.get(name, 3)):
        for state in playout(name, seed):
            ids = [a.id for a in state.legal_actions()]
            for aid in ids:
                if not enc.actions.known(aid):
                    unknown.setdefault(enc.actions.shape_of(aid), aid)
            if unknown:
                continue
            by_index = enc.legal_indices(ids)  # raises on two legal actions sharing an index
            assert len(by_index) == len(ids)
            for aid in ids:
                i = enc.action_index(aid)
                assert 0 <= i < enc.num_actions
                assert enc.action_id(i, ids) == aid
                assert enc.action_index(aid) == i  # the same id, the same index
            seen += len(ids)
    assert not unknown, (
        f"{name}: action ids of shapes missing from ACTIONS in tcgkit/games/{name}/encoding.py: "
        + "; ".join(f"{shape!r} (e.g. {aid!r})" for shape, aid in sorted(unknown.items()))
    )
    assert seen > 0


def test_tokenize_names_the_shape():
    enc = encoding_for("builddivide")
    assert tokenize("attack 16 player", enc.game.cards) == ("attack {i} player", ["16"])
    assert tokenize("use u14.t.0", encoding_for("starwars").game.cards) == ("use u{i}.t.{i}", ["14", "0"])
    mlp = encoding_for("mlp").game.cards
    assert tokenize("move pr-005-rarity@s1", mlp) == ("move {c}@s{i}", ["pr-005-rarity", "1"])


def test_an_unknown_shape_overflows_and_is_reported():
    enc = encoding_for("hikarugo")
    assert not enc.actions.known("levitate c-akira")
    assert enc.action_index("levitate c-akira") >= enc.actions.overflow_offset
    assert enc.action_index("levitate c-akira") == enc.action_index("levitate c-akira")


def test_overflowing_ids_of_one_decision_never_share_an_index():
    """A Star Wars build zone past the table's bound once made 'counters 17 3' collide with another overflowing id
    and stop an OpenSpiel run; colliding overflow ids now take the next free overflow slots, in legal order."""
    enc = encoding_for("hikarugo")
    first = enc.actions.overflow_offset
    by_slot: dict[int, list[str]] = {}
    for k in range(400):
        by_slot.setdefault(enc.action_index(f"levitate {k}"), []).append(f"levitate {k}")
    a, b, c = next(ids for ids in by_slot.values() if len(ids) >= 3)[:3]
    got = {aid: i for i, aid in enc.legal_indices([a, b, c]).items()}
    assert len(set(got.values())) == 3 and all(i >= first for i in got.values())
    assert got[a] == enc.action_index(a)  # the first keeps its own slot; the others move on
    for aid, i in got.items():
        assert enc.action_id(i, [a, b, c]) == aid


@pytest.mark.parametrize("name", GAMES)
def test_observation_has_a_fixed_shape_and_is_finite(name):
    enc = encoding_for(name)
    for state in playout(name, 1, limit=400):
        for p in (0, 1):
            x = enc.observation_tensor(state, p)
            assert x.shape == enc.observation_shape and x.dtype == np.float32
            assert np.isfinite(x).all()
            m = enc.action_mask(state, p)
            assert m.shape == (enc.num_actions,)
            assert m.sum() == (len(state.legal_actions()) if state.to_move == p else 0)


@pytest.mark.parametrize("name", GAMES)
def test_tensor_and_mask_carry_nothing_hidden(name):
    """Two determinizations by p (everything hidden from p re-dealt) give p the same tensor and mask."""
    enc = encoding_for(name)
    checked = 0
    for k, state in enumerate(playout(name, 2, limit=600)):
        if state.is_over or k % 5:
            continue
        for p in (0, 1):
            a = state.determinize(p, Rng(1000 + k))
            b = state.determinize(p, Rng(2000 + k))
            assert np.array_equal(enc.observation_tensor(a, p), enc.observation_tensor(b, p))
            assert np.array_equal(enc.observation_tensor(a, p), enc.observation_tensor(state, p))
            assert np.array_equal(enc.action_mask(a, p), enc.action_mask(b, p))
            checked += 1
    assert checked > 0


@pytest.mark.parametrize("name", GAMES)
def test_the_tensor_sees_the_game_change(name):
    """Not constant: the features do read the view (a guard against paths that match nothing)."""
    enc = encoding_for(name)
    xs = [enc.observation_tensor(s, 0) for s in playout(name, 3, limit=200)]
    assert len({x.tobytes() for x in xs}) > len(xs) // 4
    used = np.zeros(enc.observation.size, bool)
    for x in xs:
        used |= x != 0
    assert used.sum() > 20


def test_docs_envs_md_shows_the_current_encodings():
    """docs/envs.md carries each game's tables as layout_markdown writes them now (regenerate it when this fails)."""
    import os

    from tcgkit.envs.encoding import layout_markdown

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, "docs", "envs.md"), encoding="utf-8") as fh:
        text = fh.read()
    for name in GAMES:
        assert layout_markdown(encoding_for(name)) in text, f"docs/envs.md: the encoding of {name} is out of date"
