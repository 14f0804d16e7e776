"""Problem faceoffs and solving (MLP-4.24, MLP-5.8–5.22, MLP-5.28–5.29, option multi_faceoff MLP-11.1)."""

from __future__ import annotations

from .helpers import at, base, cid, find, ids, kinds, run, setup, where, with_player

MY_RD = {"card": "Rainbow Dash, Flier Extraordinaire"}
THEIR_TS = {"card": "Twilight Sparkle, Faithful Student", "owner": 1}


def contested(deck0: list[str], deck1: list[str], **kw: object) -> dict[str, object]:
    """Player 0 (3 power) confronts s0; player 1 (4 power, opponent requirement 4 any) also meets it."""
    pos = base(phase="score", **kw)
    pos = with_player(pos, 0, deck=deck0)
    pos = with_player(pos, 1, deck=deck1)
    return at(pos, "s0", MY_RD, "Red Gala", {"card": "Blue Moon", "owner": 1}, {"card": "Blue Jay", "owner": 1})


def reveals(state: object) -> list[tuple[int, list[str]]]:
    return [(d["player"], [c["card"] for c in d["cards"]]) for k, d, _ in state.events if k == "reveal"]  # type: ignore[attr-defined]


def test_reveal_value_is_the_printed_power() -> None:
    """MLP-1.10: a revealed card adds its printed power, an event's included (Good Hustle: 5)."""
    state = setup(contested(["Good Hustle"], ["Blue Jay"]))
    assert [d["total"] for k, d, _ in state.events if k == "reveal"] == [3 + 5, 4 + 2]


def test_single_faceoff_when_both_players_meet_the_slot() -> None:
    """MLP-5.8, MLP-5.9: the slot the active player confronted is also met by the opponent: one faceoff over it;
    MLP-5.12, MLP-5.15 base totals 3 and 4 (participants: ready characters at the slot); MLP-5.16 each side reveals its
    top card, the active side first; MLP-5.17 3 + 3 > 4 + 1: player 0 wins and MLP-5.21 scores the bonus (1)
    on top of the confront point."""
    state = setup(contested(["Apple Brown Betty", "Emerald Green"], ["Comet Tail", "Blue Jay"]))
    order = kinds(state)
    assert order.index("confront") < order.index("faceoff") < order.index("solve")  # MLP-4.24
    assert [d["totals"] for k, d, _ in state.events if k == "faceoff_totals"] == [[3, 4]]
    assert reveals(state) == [(0, [cid("Apple Brown Betty")]), (1, [cid("Comet Tail")])]
    assert state.scores == [2, 0]


def test_no_faceoff_when_only_the_active_player_meets() -> None:
    """MLP-5.9: F empty, no faceoff; MLP-5.22: only faceoff slots are solved, so the problem stays."""
    pos = at(base(phase="score"), "s0", MY_RD, "Red Gala", {"card": "Blue Moon", "owner": 1})
    state = setup(pos)
    assert "faceoff" not in kinds(state) and state.scores == [1, 0]
    assert state.cards[state.loc_prob[2]] == cid("Cloudbursting")


def test_faceoff_tie_reveals_again_until_someone_is_ahead() -> None:
    """MLP-5.17: after the first round 3+2 = 4+1: another round follows (2 vs 1); player 0 wins 7 to 6."""
    state = setup(contested(["Red Gala", "Emerald Green"], ["Comet Tail", "Sweetie Sunrise"]))
    assert reveals(state) == [
        (0, [cid("Red Gala")]),
        (1, [cid("Comet Tail")]),
        (0, [cid("Emerald Green")]),
        (1, [cid("Sweetie Sunrise")]),
    ]
    assert state.scores == [2, 0]


def test_faceoff_tie_loop_continues_while_one_deck_has_cards() -> None:
    """MLP-5.16, MLP-5.17, MLP-6.25: an empty deck reveals nothing and adds 0; the tie loop goes on while the other
    deck has cards (5 vs 5, then 5 + 0 vs 5 + 1): player 1 wins the bonus."""
    state = setup(contested(["Red Gala"], ["Comet Tail", "Sweetie Sunrise"]))
    assert reveals(state) == [(0, [cid("Red Gala")]), (1, [cid("Comet Tail")]), (0, []), (1, [cid("Sweetie Sunrise")])]
    assert state.scores == [1, 1]


def test_tie_with_both_decks_empty_is_a_draw_and_the_slot_is_still_solved() -> None:
    """MLP-5.18: equal totals with both decks empty: a draw, nobody scores the bonus; MLP-5.22: solved anyway."""
    state = setup(contested(["Red Gala"], ["Comet Tail"]))  # 5 vs 5, then nothing left to reveal
    result = [d for k, d, _ in state.events if k == "faceoff_result"]
    assert result == [{"winner_side": -1, "winner": None}]
    assert state.scores == [1, 0]
    assert "solve" in kinds(state)


def test_revealed_cards_go_under_their_owners_deck_in_reveal_order() -> None:
    """MLP-5.19: the first revealed card goes under the deck first, so the last revealed ends lowest."""
    state = setup(contested(["Red Gala", "Emerald Green", "Sugar Twist"], ["Comet Tail", "Sweetie Sunrise"]))
    assert [c for _, cards in reveals(state) for c in cards][::2] == [cid("Red Gala"), cid("Emerald Green")]
    deck0 = [state.cards[i] for i in state.decks[0]]
    assert deck0[:2] == [cid("Emerald Green"), cid("Red Gala")]  # listed bottom first: the last revealed is lowest
    assert deck0[-1] == cid("Sugar Twist")


def test_solving_a_main_slot() -> None:
    """MLP-5.28: (a) characters of both players go home keeping their state; (b) resources placed at the slot are
    discarded while attached ones stay on their host; (c) face-up troublemakers are discarded, face-down ones stay;
    (d) the problem goes under its owner's problem deck, the top card becomes the new problem. MLP-1.13: cards at a
    slot belong to the slot, not to the problem card: the face-down troublemaker waits there for the next problem;
    MLP-1.16: the attached resource goes home with its host. (The published option
    makes s0 a faceoff slot although player 0's own face-up troublemaker there blocks player 1, MLP-5.10.)"""
    pos = base(phase="score", options={"multi_faceoff": "published"})
    pos = at(
        pos,
        "s0",
        MY_RD,
        "Red Gala",
        {"card": "Jetstream", "exhausted": True, "attached": ["Rubber Chicken"]},
        "Fighting for Friendship",
        {"card": "Flim", "owner": 0},
        {"card": "Blue Moon", "owner": 1},
        {"card": "Yellow Parasprite", "owner": 1, "face_down": True},
    )
    pos = at(pos, "s1", {"card": "Sugar Twist", "owner": 0}, {"card": "Red Gala", "owner": 0})
    state = setup(pos)
    assert [d["at"] for k, d, _ in state.events if k == "solve"] == ["s0", "s1"]
    assert where(state, "Rainbow Dash, Flier Extraordinaire") == "h0"
    assert where(state, "Blue Moon", 1) == "h1"
    jet = find(state, "Jetstream")
    assert state.where(jet) == 0 and state.fl[jet] & 1  # still exhausted, at home
    assert state.host[find(state, "Rubber Chicken")] == jet
    assert find(state, "Fighting for Friendship") in state.discards[0]
    assert find(state, "Flim") in state.discards[0]
    assert where(state, "Yellow Parasprite") == "s0"
    assert state.cards[state.loc_prob[2]] == cid("Runaway Cart")
    assert state.cards[state.pdecks[0][0]] == cid("Cloudbursting")
    # MLP-8.3: the solved problem under the deck is public, the others are not
    assert state.pdecks[0][0] not in state.hidden_from(1)
    assert state.pdecks[0][-1] in state.hidden_from(1)


def test_solved_problems_come_back_when_the_deck_cycles() -> None:
    """MLP-5.29: a problem deck with no cards left under the current one turns the solved problem up again."""
    state = setup(with_player(contested(["Red Gala"], ["Comet Tail"]), 0, problems=[]))
    assert state.cards[state.loc_prob[2]] == cid("Cloudbursting")
    assert "new_problem" in kinds(state)


def combined(**kw: object) -> dict[str, object]:
    """Player 0 meets both main slots; so does player 1; bonuses 2 (s0) and 1 (s1); 9 power each side."""
    pos = base(phase="score", **kw)
    pos = with_player(pos, 0, problem="795 Wing Power", deck=["Red Gala"])  # 2 blue + 2 non-blue, bonus 2
    pos = with_player(pos, 1, deck=["Comet Tail"])
    pos = at(pos, "s0", {"card": "Emerald Green", "power": 1}, "Red Gala", {"card": "Blue Moon", "owner": 1})
    pos = at(pos, "s0", {"card": "Blue Jay", "owner": 1}, {"card": "Comet Tail", "owner": 1})  # 5 (needs 5)
    mine = [{"card": "Sugar Twist", "owner": 0}, {"card": "Red Gala", "owner": 0}]
    return at(pos, "s1", *mine, "Blue Moon", "Comet Tail", "Sweetie Sunrise")


def test_combined_faceoff_scores_only_the_highest_bonus() -> None:
    """MLP-5.9: F has two slots: one combined faceoff (MLP-5.11: only one problem faceoff) over both;
    MLP-5.21: the winner scores the highest bonus (2), once; MLP-5.22: both slots are solved."""
    state = setup(combined())
    assert [d["at"] for k, d, _ in state.events if k == "faceoff"] == [["s0", "s1"]]
    # 2 confront points + the highest bonus 2 (not 2 + 1)
    assert state.scores == [4, 0]
    assert [d["at"] for k, d, _ in state.events if k == "solve"] == ["s0", "s1"]


def test_published_option_faces_off_over_every_slot_after_two_confronts() -> None:
    """MLP-5.10, MLP-11.1: with multi_faceoff = published, two confronted slots give a faceoff over every slot,
    even though player 1 meets neither."""
    pos = at(base(phase="score", options={"multi_faceoff": "published"}), "s0", MY_RD, "Red Gala")
    pos = at(pos, "s1", {"card": "Blue Moon", "owner": 0}, {"card": "Sugar Twist", "owner": 0})
    state = setup(pos)
    assert [d["at"] for k, d, _ in state.events if k == "faceoff"] == [["s0", "s1"]]
    seed = setup(
        at(
            at(base(phase="score"), "s0", MY_RD, "Red Gala"),
            "s1",
            {"card": "Blue Moon", "owner": 0},
            {"card": "Sugar Twist", "owner": 0},
        )
    )
    assert "faceoff" not in kinds(seed)  # MLP-5.9 (seed): nobody else meets them


def test_faceoff_window_alternates_until_both_pass_in_succession() -> None:
    """MLP-5.14: the active player has priority first; after an action the other player gets it; the window closes
    when both have passed in succession (a one-action pass is applied by itself, MLP-0.5). Good Hustle
    (+2 to a Pegasus; Rainbow Dash is the only one) played in the window counts in the totals (MLP-5.15)."""
    pos = contested(["Comet Tail"], ["Comet Tail"])
    pos = with_player(pos, 0, hand=["Good Hustle", "Good Hustle"])
    pos = with_player(pos, 1, hand=["Good Hustle"])
    state = setup(pos)
    assert state.decision == "fo_window" and state.to_move == 0
    assert ids(state) == ["pass", "play pr-101-good-hustle"]
    run(state, "play pr-101-good-hustle")
    assert state.to_move == 1 and ids(state) == ["pass", "play pr-101-good-hustle"]
    run(state, "play pr-101-good-hustle")
    assert state.to_move == 0 and ids(state) == ["pass", "play pr-101-good-hustle"]
    run(state, "pass")  # player 1 has nothing left: their pass follows by itself and closes the window
    assert [d["totals"] for k, d, _ in state.events if k == "faceoff_totals"] == [[7, 4]]
    assert state.scores == [2, 0]


def test_faceoff_modifiers_end_with_the_faceoff() -> None:
    """MLP-6.26: a "this faceoff" modifier is gone after the faceoff."""
    pos = with_player(contested(["Comet Tail"], ["Blue Jay"]), 0, hand=["Good Hustle"])
    state = setup(pos)
    run(state, "play pr-101-good-hustle")
    assert not [m for m in state.mods if m[4] == "f"]
    assert state.power(find(state, "Rainbow Dash, Flier Extraordinaire")) == 1
