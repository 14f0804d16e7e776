"""Keywords and card states (MLP-6.2–6.6, MLP-6.13–6.24, MLP-5.30), with synthetic cards where Premiere has
none (tests/games/mlp/synthetic.py)."""

from __future__ import annotations

from typing import Any

from tcgkit.games.mlp.state import MlpState

from .helpers import at, base, find, ids, run, setup, where, with_player
from .synthetic import GAME as TEST_GAME


def tsetup(pos: dict[str, Any]) -> MlpState:
    state = TEST_GAME.setup(pos)
    assert isinstance(state, MlpState)
    return state


def contested_win(*mine: Any, deck0: list[str], deck1: list[str]) -> dict[str, Any]:
    pos = base(phase="score")
    pos = with_player(with_player(pos, 0, deck=deck0), 1, deck=deck1)
    return at(pos, "s0", *mine, {"card": "Blue Moon", "owner": 1}, {"card": "Blue Jay", "owner": 1})


def test_studious_gains_one_token_per_faceoff_won() -> None:
    """MLP-6.14: winning a faceoff with Studious participants gains 1 token, once however many there are."""
    mine = ("Rainbow Dash, Flier Extraordinaire", "Mint Jewelup", "Apple Stars", "Red Gala")
    pos = contested_win(*mine, deck0=["Red Gala"], deck1=["Comet Tail"])
    state = setup(pos)  # 1 + 1 + 3 + 2 (+2) beats 4 (+1)
    assert state.scores == [2, 0]
    assert state.tokens[0] == 5 + 1


def test_stubborn_cannot_be_moved_by_opposing_effects() -> None:
    """MLP-6.15: Back Where You Began cannot pick the opponent's Stubborn Apple Cobbler; its owner still may move
    it (MLP-4.19)."""
    pos = with_player(base(), 0, hand=["Back Where You Began"], home=["Blue Moon", "Comet Tail"])
    pos = at(pos, "s1", "Apple Cobbler", "Red Gala")
    state = setup(pos)
    run(state, "play pr-106-back-where-you-began")
    assert ids(state) == ["target pr-004-twilight-sparkle@h1", "target pr-033-red-gala@s1"]


def test_diligent_is_readied_at_the_start_of_the_score_phase() -> None:
    """MLP-6.16, MLP-4.23: a Diligent character is readied before the confront step (and then counts)."""
    pos = at(
        base(phase="score"),
        "s0",
        {"card": "Rainbow Dash, Flier Extraordinaire"},
        {"card": "Diligent Tester", "exhausted": True},
    )
    state = tsetup(with_player(pos, 0, problem="Bunny Stampede"))  # 2 yellow + 2 non-yellow: not met by blue only
    assert not state.fl[find(state, "Diligent Tester")] & 1
    pos = at(base(phase="score"), "s0", "Red Gala", {"card": "Diligent Tester", "exhausted": True})
    state = tsetup(pos)  # Cloudbursting: 1 blue (Diligent Tester, readied) + 1 non-blue (Red Gala)
    assert state.scores == [1, 0]


def test_random_may_move_to_any_slot_for_free() -> None:
    """MLP-6.18, MLP-4.23: at the start of the score phase a Random character's controller may move it to a slot
    at no cost, or leave it."""
    pos = with_player(base(phase="score", tokens=[0, 0]), 0, home=["Dance Fever"])
    state = setup(pos)
    assert state.decision == "random_move" and ids(state) == ["to s0", "to s1", "stay"]
    run(state, "to s1")
    assert where(state, "Dance Fever") == "s1" and state.tokens[0] == 0


def test_pumped_gets_one_power_when_played_or_moved_to_a_slot() -> None:
    """MLP-6.19: +1 power until the end of the turn when played to a slot or moved to one; not at home."""
    pos = with_player(base(), 0, hand=["Pumped Tester", "Pumped Tester"])
    state = tsetup(pos)
    run(state, "play test-pumped", "to s0", "play test-pumped", "to h0")
    at_slot, at_home = sorted((i for i in state.in_play_cards() if state.cards[i] == "test-pumped"), key=state.where)[
        ::-1
    ]
    assert state.power(at_slot) == 2 and state.power(at_home) == 1
    run(state, "move test-pumped@h0", "to s1")
    assert state.power(at_home) == 2


def test_showboat_has_two_more_power_alone_at_its_slot() -> None:
    """MLP-6.20: +2 while it is its controller's only face-up character at its slot; never at home."""
    alone = tsetup(at(base(), "s0", "Showboat Tester", {"card": "Blue Moon", "owner": 1}))
    assert alone.power(find(alone, "Showboat Tester")) == 3
    crowd = tsetup(at(base(), "s0", "Showboat Tester", "Red Gala"))
    assert crowd.power(find(crowd, "Showboat Tester")) == 1
    home = tsetup(with_player(base(), 0, home=["Showboat Tester"]))
    assert home.power(find(home, "Showboat Tester")) == 1


def test_supportive_friends_at_home_add_to_the_mane() -> None:
    """MLP-6.21: Supportive N at its controller's home gives their Mane +N (N = 1 and 2); not from a slot and not
    while frightened (MLP-6.4)."""
    state = tsetup(with_player(base(), 0, home=["Supportive One", "Supportive Two"]))
    assert state.power(state.mane[0]) == 1 + 1 + 2
    away = tsetup(
        at(with_player(base(), 0, home=[{"card": "Supportive Two", "frightened": True}]), "s0", "Supportive One")
    )
    assert away.power(away.mane[0]) == 1


def test_prismatic_counts_every_colour_for_its_requirement() -> None:
    """MLP-6.22: the requirement "3 blue" is met by 3 power of any colours for a Prismatic card only."""
    pos = with_player(base(), 0, hand=["Prismatic Tester", "Plain Blue Three"], home=["Red Gala"])
    offered = ids(tsetup(pos))
    assert "play test-prismatic" in offered and "play test-plain-3" not in offered


def test_unique_one_per_name_per_player_owner_keeps_one() -> None:
    """MLP-6.23: a second face-up Unique card of a name makes its owner keep one and discard the other; the
    opponent's copy does not count."""
    pos = at(with_player(base(), 0, hand=["Unique Tester"], home=["Unique Tester"]), "s1", "Unique Tester")
    state = tsetup(pos)
    run(state, "play test-unique", "to s0")
    assert state.decision == "keep_one" and state.to_move == 0
    assert ids(state) == ["keep test-unique@h0", "keep test-unique@s0"]
    run(state, "keep test-unique@s0")
    mine = [i for i in state.in_play_cards() if state.cards[i] == "test-unique"]
    assert sorted(state.loc_tag[state.where(i)] for i in mine) == ["s0", "s1"]


def test_temporary_problem_slot() -> None:
    """MLP-6.24, MLP-1.12: a new_problem resource makes a temporary slot of its player, confronted like any slot;
    MLP-5.30: solved, it is discarded with the face-down troublemakers there and the slot is gone."""
    pos = with_player(base(), 0, hand=["Temporary Test"], home=["Emerald Green", "Red Gala"])
    state = tsetup(pos)
    run(state, "play test-temporary")
    assert state.loc_tag[4] == "t1" and state.loc_owner[4] == 0
    pos = base(phase="score", options={"multi_faceoff": "published"})
    pos["slots"] = {
        "t1": {
            "owner": 0,
            "problem": "Temporary Test",
            "cards": ["Emerald Green", {"card": "Flim", "owner": 1, "face_down": True}],
        },
        "s0": {"cards": [{"card": "Rainbow Dash, Flier Extraordinaire"}, "Red Gala"]},
    }
    state = tsetup(pos)
    assert [d["at"] for k, d, _ in state.events if k == "confront"] == ["s0", "t1"]
    assert [d["at"] for k, d, _ in state.events if k == "solve"] == ["s0", "s1", "t1"]  # published: every slot
    assert state.loc_prob[4] == -1 and "t1" not in [state.loc_tag[k] for k in state.slots()]
    assert find(state, "Temporary Test") in state.discards[0] and find(state, "Flim") in state.discards[1]
    assert where(state, "Emerald Green") == "h0"


def test_exhausted_characters_can_be_moved() -> None:
    """MLP-6.2: exhausted characters stay where they are but can be moved (and count 0)."""
    state = setup(with_player(base(), 0, home=[{"card": "Emerald Green", "exhausted": True}]))
    assert "move pr-012-emerald-green@h0" in ids(state)


def test_no_summoning_sickness() -> None:
    """MLP-6.3: a friend played this turn can move and use its abilities at once."""
    state = setup(with_player(base(), 0, hand=["Spike, Baby Dragon"], home=["Emerald Green"]))
    run(state, "play pr-018-spike", "to h0")
    assert "use pr-018-spike@h0" in ids(state) and "move pr-018-spike@h0" in ids(state)


def test_frightened_friends_are_blank() -> None:
    """MLP-6.4: a frightened friend has no power or colour, never counts, cannot be exhausted; it still counts for
    the home limit (MLP-4.26)."""
    state = setup(
        at(
            base(phase="score"),
            "s0",
            {"card": "Rainbow Dash, Flier Extraordinaire"},
            {"card": "Red Gala", "frightened": True},
        )
    )
    gala = find(state, "Red Gala")
    assert state.power(gala) == 0 and state.colors(gala) == 0 and state.scores == [0, 0]
    state.exhaust(gala)
    assert state.fl[gala] == 4


def test_recover_effect_turns_a_frightened_friend_face_up() -> None:
    """MLP-6.5, MLP-10.10 recover: only the recover action or an effect ends frightened."""
    state = tsetup(with_player(base(), 0, hand=["Recovery Test"], home=[{"card": "Red Gala", "frightened": True}]))
    run(state, "play test-recovery")
    assert state.fl[find(state, "Red Gala")] == 0


def test_manes_are_never_frightened_or_removed() -> None:
    """MLP-6.6: frighten and dismiss do nothing to a Mane Character."""
    state = setup(base())
    mane = state.mane[1]
    state.frighten(mane)
    state.dismiss(mane)
    assert state.fl[mane] == 0 and state.where(mane) == 1
