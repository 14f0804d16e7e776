"""Requirements, blocking and confronting (MLP-5.1–5.7), play requirements (MLP-6.1), victory (MLP-7.1–7.2)."""

from __future__ import annotations

from .helpers import at, base, find, ids, kinds, run, setup, with_player

MY_RD = {"card": "Rainbow Dash, Flier Extraordinaire"}


def score_phase(**kw: object) -> dict[str, object]:
    return base(phase="score", **kw)


def test_confront_scores_one_point_per_met_slot_in_slot_order() -> None:
    """MLP-5.4, MLP-5.5: the active player scores 1 point per slot met (own main slot first, then the opponent's);
    MLP-5.1: Cloudbursting is player 0's (owner requirement: 1 blue, 1 non-blue), It's Alive! is player 1's
    (for player 0 the opponent requirement: 4 power of any colour)."""
    pos = at(score_phase(), "s0", MY_RD, "Red Gala")
    pos = at(pos, "s1", {"card": "Blue Moon", "owner": 0}, {"card": "Sugar Twist", "owner": 0})
    state = setup(pos)
    confronts = [d["at"] for k, d, _ in state.events if k == "confront"]
    assert confronts == ["s0", "s1"]
    assert state.scores == [2, 0]


def test_requirement_needs_every_entry() -> None:
    """MLP-5.2: two blue characters do not meet "1 blue + 1 non-blue" (card text ``not_blue``, MLP-0.7)."""
    state = setup(at(score_phase(), "s0", MY_RD, "Emerald Green"))
    assert "confront" not in kinds(state) and state.scores == [0, 0]


def test_non_colour_entry_is_not_met_by_the_named_colour() -> None:
    """MLP-5.2: Bunny Stampede (PR165) needs "2 yellow + 2 non-yellow": yellow power counts only for the yellow
    entry, so 4 yellow power is short and 2 yellow + 2 orange meets it."""
    pos = with_player(score_phase(), 0, problem="Bunny Stampede")
    short = setup(at(pos, "s0", "Blue Jay", MY_RD))  # yellow 2 + blue 1 = 3
    assert short.scores == [0, 0]
    all_yellow = setup(at(pos, "s0", "Blue Jay", "Blue Jay", "House Mouse"))  # yellow 5, non-yellow 0
    assert all_yellow.scores == [0, 0]
    enough = setup(at(pos, "s0", "Blue Jay", "Red Gala"))  # yellow 2 + orange 2
    assert enough.scores == [1, 0]


def test_multicolour_character_counts_for_each_colour() -> None:
    """MLP-5.2: a character with several colours counts its full power for each (here blue + white after
    A Touch of Refinement, MLP-10.10 add_color) against Clearing Gloomy Skies (4 blue, 3 white)."""
    pos = with_player(base(), 0, problem="Clearing Gloomy Skies", hand=["A Touch of Refinement"], home=["Sugar Twist"])
    pos = at(pos, "s0", {"card": "Emerald Green", "power": 2})  # blue 4
    state = setup(pos)
    run(state, "play pr-103-a-touch-of-refinement", "target pr-012-emerald-green@s0", "end")
    assert state.scores == [1, 0]


def test_exhausted_characters_count_zero() -> None:
    """MLP-1.15, MLP-6.2: an exhausted character has 0 power for confronting."""
    state = setup(at(score_phase(), "s0", MY_RD, {"card": "Red Gala", "exhausted": True}))
    assert state.scores == [0, 0]


def test_opposing_face_up_troublemaker_blocks_the_confront() -> None:
    """MLP-5.3: a face-up troublemaker of the opponent at the slot blocks it even though the requirement is met."""
    state = setup(at(score_phase(), "s0", MY_RD, "Red Gala", {"card": "Flim", "owner": 1}))
    assert state.scores == [0, 0] and "confront" not in kinds(state)


def test_face_down_troublemakers_never_block() -> None:
    """MLP-5.3: face-down troublemakers never block."""
    state = setup(at(score_phase(), "s0", MY_RD, "Red Gala", {"card": "Flim", "owner": 1, "face_down": True}))
    assert state.scores == [1, 0]


def test_own_troublemaker_does_not_block() -> None:
    """MLP-5.3: only the opponent's troublemakers (and Epics) block."""
    state = setup(at(score_phase(), "s0", MY_RD, "Red Gala", {"card": "Flim", "owner": 0}))
    assert state.scores == [1, 0]


def test_an_epic_blocks_its_own_owner() -> None:
    """MLP-5.3, MLP-6.12: a face-up Epic blocks every player, its owner included."""
    state = setup(at(score_phase(), "s0", MY_RD, "Red Gala", {"card": "Ahuizotl", "owner": 0}))
    assert state.scores == [0, 0] and "confront" not in kinds(state)


def test_non_active_player_never_confronts() -> None:
    """MLP-5.6: the non-active player meeting a slot scores nothing in the other player's score phase."""
    state = setup(at(score_phase(), "s1", {"card": "Twilight Sparkle, Faithful Student", "owner": 1}, "Red Gala"))
    assert state.scores == [0, 0]


def test_a_slot_is_confronted_again_every_score_phase() -> None:
    """MLP-5.6: a met slot scores in every score phase of its player (here turns 3 and 5)."""
    state = setup(at(score_phase(), "s0", MY_RD, "Red Gala"))
    assert state.scores == [1, 0] and state.turn == 4 and state.decision == "main"
    run(state, "end")  # player 1 ends their main phase; turn 5 is player 0's
    assert state.turn == 5 and state.active == 0
    run(state, "end")
    assert state.scores == [2, 0]


def test_play_requirement_counts_ready_characters_only() -> None:
    """MLP-6.1: Finish Line needs 2 blue power of ready characters; an exhausted Emerald Green does not count."""
    pos = with_player(base(), 0, hand=["Finish Line"], home=[{"card": "Emerald Green", "exhausted": True}])
    assert "play pr-009-finish-line" not in ids(setup(pos))
    pos = with_player(base(), 0, hand=["Finish Line"], home=["Emerald Green"])
    assert "play pr-009-finish-line" in ids(setup(pos))


def test_play_requirement_counts_characters_anywhere_in_play() -> None:
    """MLP-6.1: characters at a problem count as well as those at home; RD (1) + Emerald Green (2) at s1."""
    pos = at(with_player(base(), 0, hand=["Holly Dash"]), "s1", {"card": "Emerald Green", "owner": 0})
    state = setup(pos)
    assert "play pr-013-holly-dash" in ids(state)


def test_victory_the_moment_fifteen_points_are_reached() -> None:
    """MLP-7.1, MLP-7.2: at 14 points the first confront point wins at once; the second slot is never scored
    (MLP-7.6: the result records the winner and the reason)."""
    pos = at(score_phase(scores=[14, 3]), "s0", MY_RD, "Red Gala")
    pos = at(pos, "s1", {"card": "Blue Moon", "owner": 0}, {"card": "Sugar Twist", "owner": 0})
    state = setup(pos)
    assert state.is_over and state.result is not None
    assert state.result.winner == 0 and state.result.reason == "points"
    assert state.scores == [15, 3]
    assert [d["at"] for k, d, _ in state.events if k == "confront"] == ["s0"]
    assert state.legal_actions() == []


def test_requirement_mod_raises_the_opponents_colourless_need() -> None:
    """MLP-10.10 requirement_mod: Ol' Salt (player 1's) at s1 makes player 0 need 4 + 1 power there."""
    mine = [{"card": c, "owner": 0} for c in ("Blue Moon", "Sugar Twist")]
    pos = at(score_phase(), "s1", *mine, "Ol' Salt")
    assert setup(pos).scores == [0, 0]
    pos = at(score_phase(), "s1", *mine, {"card": "Sweetie Sunrise", "owner": 0}, "Ol' Salt")
    state = setup(pos)
    assert state.scores == [1, 0]
    assert state.owner[find(state, "Ol' Salt")] == 1
