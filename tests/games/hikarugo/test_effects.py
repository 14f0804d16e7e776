"""The effect vocabulary of HGO-10.8: every primitive, its requirement and its choices (HGO-5.21)."""

from __future__ import annotations

from .helpers import cards, events, ids, kinds, play, players, setup

WHITE_Q = ["BBB...", "BBB...", "......", "......", "......", "......"]  # six black stones in the white quadrant
EVERY_QUADRANT = ["BB.BB.", "......", "......", "BB.BB.", "......", "......"]  # two black stones per quadrant


def window(p0: dict, p1: dict, attacker: str = "u-kibitzer", defender: str | None = "u-old-master", **kw):  # type: ignore[no-untyped-def]
    match = {"attacker": attacker, **({"defender": defender} if defender else {}), **kw.pop("match", {})}
    return setup(phase="window", turn=3, players=players(p0, p1), match=match, **kw)


def test_draw_takes_cards_from_the_top() -> None:  # HGO-10.8, HGO-5.13
    state = setup(
        phase="main",
        board=WHITE_Q,
        players=players({"fuseki": ["f-sanrensei"], "hand": ["t-sente"], "deck": ["t-hane", "t-kosumi", "t-nobi"]}),
    )
    play(state, "flip f-sanrensei", "pay a1")
    assert cards(state, state.hands[0]) == ["t-sente", "t-hane", "t-kosumi"]
    assert cards(state, state.decks[0]) == ["t-nobi"]


def test_an_empty_deck_takes_in_the_shuffled_discard_pile() -> None:  # HGO-5.14, HGO-6.11
    state = setup(
        phase="main",
        board=WHITE_Q,
        players=players({"fuseki": ["f-sanrensei"], "hand": ["t-sente"], "deck": ["t-hane"], "discard": ["t-nobi"]}),
    )
    play(state, "flip f-sanrensei", "pay a1")
    # the first card comes from the deck; then the discard pile (t-nobi: Sanrensei is discarded only after its
    # effects) is shuffled into a new deck and the draw goes on
    assert sorted(cards(state, state.hands[0])) == ["t-hane", "t-nobi", "t-sente"]
    assert events(state, "reshuffle") == [{"player": 0, "count": 1}]
    assert cards(state, state.discards[0]) == ["f-sanrensei"]


def test_with_deck_and_discard_empty_the_draw_is_skipped() -> None:  # HGO-5.14, HGO-6.11
    state = setup(phase="main", board=WHITE_Q, players=players({"fuseki": ["f-sanrensei"], "hand": ["t-sente"]}))
    play(state, "flip f-sanrensei", "pay a1")
    assert cards(state, state.hands[0]) == ["t-sente"] and not state.is_over
    assert events(state, "draw") == []


def test_untap_stones_is_up_to_n_of_your_own() -> None:  # HGO-10.8, HGO-0.4
    state = setup(
        phase="main",
        board=["bbb...", "......", "......", "......", "......", ".....w"],
        players=players({"fuseki": ["f-chinese"], "hand": ["t-sente"]}),
    )
    play(state, "flip f-chinese")
    assert ids(state) == ["untap auto", "untap a1", "untap b1", "untap c1", "stop", "resign"]
    play(state, "untap b1")
    assert ids(state) == ["untap a1", "untap c1", "stop", "resign"]  # 1 left: no whole-run action
    play(state, "untap c1")
    assert state.board_rows()[0] == "bBB..." and state.board_rows()[5] == ".....w"
    again = setup(
        phase="main",
        board=["bbb...", "......", "......", "......", "......", "......"],
        players=players({"fuseki": ["f-chinese"], "hand": ["t-sente"]}),
    )
    play(again, "flip f-chinese", "stop")
    assert again.board_rows()[0] == "bbb..."


def test_tap_opp_stones_taps_up_to_n_opposing_untapped_stones() -> None:  # HGO-10.8
    state = window(
        {"hand": ["t-tenuki"]},
        {"hand": ["t-nozoki"]},
        board=["......", "......", "......", "BB.B..", "......", "WWw..."],
    )
    play(state, "technique t-tenuki", "pay a4", "pay d4")
    assert ids(state) == ["tap a6", "tap b6", "stop", "resign"]
    play(state, "tap a6", "stop")
    assert state.board_rows()[5] == "wWw..."


def test_opp_discard_random_discards_at_random_and_publicly() -> None:  # HGO-10.8, HGO-0.7, HGO-8.5
    hand1 = ["u-kibitzer", "t-hane", "t-kosumi"]

    def flipped(seed: int):  # type: ignore[no-untyped-def]
        state = setup(
            phase="main",
            seed=seed,
            board=EVERY_QUADRANT,
            players=players({"fuseki": ["f-mini-chinese"], "hand": ["t-sente"]}, {"hand": hand1}),
        )
        return play(state, "flip f-mini-chinese", "pay d4", "pay a1")

    discarded = set()
    for seed in range(12):
        state = flipped(seed)
        (event,) = [d for d in events(state, "discard") if d["player"] == 1]
        assert event["random"] is True and len(state.hands[1]) == 2
        assert cards(state, state.discards[1]) == [event["card"]]
        assert state.observe(0)["view"]["discards"][1][0]["card"] == event["card"]
        discarded.add(event["card"])
        assert flipped(seed).to_json() == state.to_json()  # the same seed gives the same discard
    assert discarded == set(hand1)


def test_recover_puts_a_chosen_card_of_the_type_into_the_hand() -> None:  # HGO-10.8, HGO-8.6
    state = setup(
        phase="main",
        board=["......", "......", "......", "BB....", "......", "......"],
        players=players(
            {
                "fuseki": ["f-kobayashi"],
                "hand": ["t-sente"],
                "discard": ["u-kibitzer", "t-hane", "u-old-master", "u-kibitzer"],
            }
        ),
    )
    play(state, "flip f-kobayashi", "pay a4")
    assert ids(state) == ["recover u-kibitzer", "recover u-old-master", "resign"]  # exactly one: no stop
    play(state, "recover u-old-master")
    assert cards(state, state.hands[0]) == ["t-sente", "u-old-master"]
    recovered = next(i for i in state.hands[0] if state.cards[i] == "u-old-master")
    assert events(state, "recover") == [{"player": 0, "card": "u-old-master", "instance": recovered}]
    seen_by_opponent = [e for e in state.observe(1)["log"] if e["kind"] == "recover"]
    assert seen_by_opponent == [
        {"kind": "recover", "data": {"player": 0, "card": "u-old-master", "instance": recovered}}
    ]


def test_recover_with_nothing_to_recover_does_nothing() -> None:  # HGO-10.8, HGO-5.21
    state = setup(
        phase="main",
        board=["......", "......", "......", "BB....", "......", "......"],
        players=players({"fuseki": ["f-kobayashi"], "hand": ["t-sente"], "discard": ["t-hane"]}),
    )
    play(state, "flip f-kobayashi", "pay a4")
    assert cards(state, state.hands[0]) == ["t-sente"] and "recover" not in kinds(state)


def test_take_stone_removes_up_to_n_opposing_stones() -> None:  # HGO-10.8, HGO-1.7
    state = setup(
        phase="main",
        board=["B..B..", "......", "......", "...B..", "......", "WW...w"],
        players=players({"fuseki": ["f-shusaku"], "hand": ["t-sente"]}),
    )
    play(state, "flip f-shusaku", "pay a1", "pay d1", "pay d4")
    assert ids(state) == ["take a6", "take b6", "take f6", "stop", "resign"]
    play(state, "take f6")
    assert state.board_rows()[5] == "WW...." and state.agehama == [1, 0]
    assert state.bowls[1] + state.stones[1].bit_count() + state.agehama[0] == 18


def test_banish_uchite_requires_a_low_defense_uchite_in_the_area() -> None:  # HGO-10.8
    board = ["......", "......", "......", "BB.B..", "......", "......"]
    none = setup(
        phase="main",
        board=board,
        players=players({"fuseki": ["f-sansan"], "hand": ["t-sente"]}, {"uchite": ["u-old-master", "u-insei-hopeful"]}),
    )
    assert "flip f-sansan" not in ids(none)
    state = setup(
        phase="main",
        board=board,
        players=players(
            {"fuseki": ["f-sansan"], "hand": ["t-sente"]},
            {"uchite": ["u-old-master", "u-kibitzer", "u-salon-regular", "u-kibitzer"]},
        ),
    )
    play(state, "flip f-sansan", "pay a4", "pay d4")
    assert ids(state) == ["banish u-kibitzer", "banish u-salon-regular", "resign"]
    play(state, "banish u-kibitzer")
    assert cards(state, state.uchite[1]) == ["u-old-master", "u-salon-regular", "u-kibitzer"]
    assert cards(state, state.discards[1]) == ["u-kibitzer"]  # to its owner's pile (HGO-0.8)


def test_banish_cannot_choose_an_uchite_in_a_match_slot() -> None:  # HGO-10.8
    state = window(
        {"fuseki": ["f-sansan"], "hand": ["t-sente"]},
        {"uchite": ["u-old-master"]},
        defender="u-kibitzer",
        board=["......", "......", "......", "BB.B..", "......", "......"],
    )
    assert "flip f-sansan" not in ids(state)  # the defending Kibitzer (defense 2) is in the match, not the area


def test_boost_needs_your_uchite_in_the_match() -> None:  # HGO-10.8, HGO-5.32
    state = window(
        {"hand": ["t-nobi"]}, {"hand": ["t-nobi"]}, board=["B.....", "......", "......", "......", "......", "W....."]
    )
    play(state, "technique t-nobi", "pay a1")
    assert state.values() == (1, 6)
    assert ids(state) == ["technique t-nobi", "pass", "resign"]  # the defender's BOOST raises the defense
    play(state, "technique t-nobi", "pay a6")  # then both have nothing left: the window closes and the match resolves
    assert events(state, "match_result")[-1] == {"attack": 1, "defense": 7, "winner": 1}
    lone = window({"hand": ["t-tsuke"]}, {"hand": ["t-nobi"]}, defender=None, board=["......"] * 5 + ["W....."])
    play(lone, "technique t-tsuke")
    # the defender without an uchite was not offered BOOST: its only action, pass, was applied, and so on
    assert [d["player"] for d in events(lone, "technique")] == [0] and cards(lone, lone.hands[1]) == ["t-nobi"]


def test_attack_up_only_for_the_attacker_and_defense_up_only_for_a_defender() -> None:  # HGO-10.8
    state = window(
        {"hand": ["t-sagari", "t-tsuke"]},
        {"hand": ["t-tsuke", "t-sagari"]},
        board=["B.....", "......", "......", "......", "......", "W....."],
    )
    assert ids(state) == ["technique t-tsuke", "pass", "resign"]
    play(state, "technique t-tsuke")
    assert ids(state) == ["technique t-sagari", "pass", "resign"]
    play(state, "technique t-sagari", "pay a6")
    assert events(state, "match_result")[-1] == {"attack": 1, "defense": 7, "winner": 1}


def test_weaken_needs_the_opponents_uchite_in_the_match() -> None:  # HGO-10.8, HGO-5.32
    lone = window({"hand": ["t-nozoki"]}, {}, defender=None)
    # no defender: WEAKEN is not offered, both pass without being asked, and the match is a tie at 0
    assert "technique" not in kinds(lone) and events(lone, "match_result")[-1]["winner"] == -1
    assert cards(lone, lone.hands[0]) == ["t-nozoki"]
    state = window({"hand": ["t-nozoki"]}, {})
    play(state, "technique t-nozoki")
    assert events(state, "match_result")[-1] == {"attack": 0, "defense": 5, "winner": 1}


def test_static_bonus_of_uchite_and_characters() -> None:  # HGO-10.8, HGO-10.3, HGO-10.6
    board = ["B.....", "......", "......", "......", "......", "W....."]
    ringer = window(
        {"hand": ["t-sente"]},
        {"hand": ["t-sente"]},
        attacker="u-tournament-ringer",
        defender="u-haze-captain",
        board=board,
    )
    assert ringer.values() == (4 + 1, 1 + 1)  # attacker +1 on the Ringer, defender +1 on the Captain
    chars = window(
        {"hand": ["t-sente"], "character": "c-hikaru-pro"},
        {"hand": ["t-sente"], "character": "c-meijin"},
        attacker="u-salon-regular",
        defender="u-salon-regular",
        board=board,
    )
    assert chars.values() == (1 + 1, 1 + 2)  # Hikaru: any role +1; the Meijin: defender +2
    swapped = window(
        {"hand": ["t-sente"], "character": "c-meijin"},
        {"hand": ["t-sente"], "character": "c-hikaru-pro"},
        attacker="u-salon-regular",
        defender="u-salon-regular",
        board=board,
    )
    assert swapped.values() == (1, 1 + 1)  # the Meijin's bonus does not help an attacker


def test_activated_abilities_with_match_timing_and_requirements() -> None:  # HGO-10.8, HGO-5.20, HGO-10.6
    # Kaga: ACTIVATED 1 red, timing match [WEAKEN 1]; both players have one and a stone in the red quadrant
    board = ["...Bw.", "......", "......", "......", "......", "......"]
    main = setup(phase="main", board=board, players=players({"character": "c-kaga", "hand": ["f-nirensei"]}))
    assert "use c-kaga" not in ids(main)  # match timing: not in the Main phase
    state = window(
        {"character": "c-kaga"},
        {"character": "c-kaga"},
        board=["...BW.", "......", "......", "......", "......", "......"],
    )
    play(state, "use c-kaga", "pay d1")
    assert state.values() == (0, 5)
    assert state.to_move == 1 and ids(state) == ["use c-kaga", "pass", "resign"]  # the defender's own ability
    play(state, "use c-kaga", "pay e1")
    # both abilities are used this turn and no one has anything else: two passes close the window
    assert events(state, "match_result")[-1] == {"attack": 0, "defense": 5, "winner": 1}


def test_a_part_that_cannot_be_carried_out_does_nothing() -> None:  # HGO-5.21, HGO-10.6
    # Ochi: ON_MATCH_WIN [UNTAP_STONES 2] with no tapped stone: nothing to choose, no decision
    state = setup(
        phase="match",
        turn=3,
        players=players({"uchite": ["u-salon-regular"], "character": "c-ochi", "fuseki": ["f-chinese"]}),
    )
    play(state, "match u-salon-regular")
    assert events(state, "effect")[-1]["effect"] == ["UNTAP_STONES", 2]
    assert state.decision == "end"
