"""Playing and using cards (HGO-5.16–5.22) and the continuous rules on play (HGO-6.1–6.10)."""

from __future__ import annotations

from .helpers import cards, events, ids, kinds, play, players, setup

FOUR_WHITE = ["BBB...", "B.....", "......", "......", "......", "......"]  # 4 stones in the white quadrant


def test_playing_a_character_replaces_the_old_one() -> None:  # HGO-5.16, HGO-6.1, HGO-0.8
    state = setup(
        phase="main",
        board=FOUR_WHITE,
        players=players({"character": "c-waya", "hand": ["c-hikaru-attic", "f-nirensei"], "deck": ["t-sente"]}),
    )
    n = len(state.events)
    play(state, "play c-hikaru-attic")
    assert state.resolving and cards(state, state.chars[0]) == ["c-waya"]  # the old one stays until paid
    play(state, "pay a1")
    assert cards(state, state.chars[0]) == ["c-hikaru-attic"]
    assert cards(state, state.discards[0]) == ["c-waya"]
    # ON_ENTER [DRAW 1] triggered
    assert cards(state, state.hands[0]) == ["f-nirensei", "t-sente"]
    assert kinds(state, n) == ["play", "paid", "discard", "enter", "trigger", "effect", "draw", "drew"]


def test_on_enter_resolves_right_after_the_entry() -> None:  # HGO-5.22, HGO-5.16
    state = setup(
        phase="main",
        board=FOUR_WHITE,
        players=players({"hand": ["c-hikaru-attic", "f-nirensei"], "deck": ["t-sente"]}),
    )
    n = len(state.events)
    play(state, "play c-hikaru-attic", "pay a1")
    assert [k for k in kinds(state, n) if k not in ("drew",)] == ["play", "paid", "enter", "trigger", "effect", "draw"]


def test_setting_a_fuseki_is_free_and_face_down() -> None:  # HGO-5.17, HGO-6.4
    state = setup(phase="main", turn=3, players=players({"hand": ["f-nirensei", "f-chinese", "f-hoshi", "t-sente"]}))
    play(state, "set f-nirensei")
    assert cards(state, state.fuseki[0]) == ["f-nirensei"] and state.since[state.fuseki[0][0]] == 3
    assert state.tapped == 0
    assert state.observe(1)["view"]["fuseki"][0] == [{"set_turn": 3}]
    play(state, "set f-chinese")
    assert not any(a.startswith("set ") for a in ids(state))  # two set: no more setting


def test_a_flipped_fuseki_frees_its_place_the_same_turn() -> None:  # HGO-6.4, HGO-5.18
    state = setup(
        phase="main",
        turn=3,
        players=players(
            {"hand": ["f-hoshi", "t-sente"], "fuseki": ["f-chinese", "f-nirensei"], "deck": ["t-hane"] * 3}
        ),
    )
    assert "set f-hoshi" not in ids(state)
    play(state, "flip f-nirensei")
    assert "set f-hoshi" in ids(state)


def test_a_fuseki_cannot_be_flipped_in_the_turn_it_was_set() -> None:  # HGO-5.18, HGO-6.7
    state = setup(phase="main", turn=3, players=players({"hand": ["f-nirensei", "t-sente"], "deck": ["t-hane"]}))
    play(state, "set f-nirensei")
    assert "flip f-nirensei" not in ids(state)
    later = setup(phase="main", turn=4, players=players(None, {"fuseki": [{"card": "f-nirensei", "set": 3}]}))
    assert "flip f-nirensei" in ids(later)


def test_fuseki_timing_decides_when_it_may_flip() -> None:  # HGO-5.18, HGO-1.13
    fuseki = ["f-nirensei", "f-takamoku"]  # timing any / match
    state = setup(
        phase="main",
        board=FOUR_WHITE,
        players=players({"fuseki": fuseki, "hand": ["t-sente"], "uchite": ["u-kibitzer"]}),
    )
    assert "flip f-nirensei" in ids(state) and "flip f-takamoku" not in ids(state)
    window = setup(
        phase="window",
        board=FOUR_WHITE,
        players=players({"fuseki": fuseki, "hand": ["t-sente"]}, {"uchite": ["u-old-master"]}),
        match={"attacker": "u-kibitzer"},
    )
    assert "flip f-nirensei" in ids(window) and "flip f-takamoku" in ids(window)
    main_only = setup(
        phase="window", board=FOUR_WHITE, players=players({"fuseki": ["f-sanrensei"]}), match={"attacker": "u-kibitzer"}
    )
    assert "flip f-sanrensei" not in ids(main_only)


def test_a_flipped_fuseki_pays_resolves_and_is_discarded() -> None:  # HGO-5.18, HGO-8.4
    state = setup(
        phase="main",
        board=FOUR_WHITE,
        players=players({"fuseki": ["f-sanrensei"], "hand": ["t-sente"], "deck": ["t-hane", "t-kosumi"]}),
    )
    play(state, "flip f-sanrensei")
    assert cards(state, state.resolving) == ["f-sanrensei"] and state.observe(1)["view"]["resolving"][0]["card"]
    play(state, "pay b1")
    assert cards(state, state.hands[0]) == ["t-sente", "t-hane", "t-kosumi"]  # the deck is listed top first
    assert cards(state, state.discards[0]) == ["f-sanrensei"] and not state.resolving


def test_uchite_place_limit_one_per_turn() -> None:  # HGO-5.19, HGO-6.3
    state = setup(
        phase="main",
        turn=3,
        board=FOUR_WHITE,
        players=players({"hand": ["u-kibitzer", "u-salon-regular", "f-nirensei"]}),
    )
    play(state, "play u-kibitzer", "pay a1")
    assert state.placed[0] and state.since[state.uchite[0][0]] == 3
    assert not any(a.startswith("play u-") for a in ids(state))


def test_uchite_area_limit_five() -> None:  # HGO-6.2, HGO-5.19
    five = ["u-kibitzer"] * 5
    state = setup(
        phase="main", board=FOUR_WHITE, players=players({"uchite": five, "hand": ["u-salon-regular", "f-nirensei"]})
    )
    assert "play u-salon-regular" not in ids(state)
    four = setup(
        phase="main", board=FOUR_WHITE, players=players({"uchite": five[:4], "hand": ["u-salon-regular", "f-nirensei"]})
    )
    assert "play u-salon-regular" in ids(four)


def test_an_uchite_in_a_match_slot_counts_toward_five() -> None:  # HGO-6.2
    def window(n: int):  # Sai's ability keeps the window decision open
        return setup(
            phase="window",
            board=FOUR_WHITE,
            players=players({"uchite": ["u-kibitzer"] * n, "character": "c-sai"}),
            match={"attacker": "u-kibitzer"},
        )

    assert window(4).decision == "window" and not window(4).uchite_room(0)
    assert window(3).uchite_room(0)


def test_same_name_cards_may_be_in_play_together() -> None:  # HGO-6.5
    state = setup(
        phase="main",
        turn=3,
        board=FOUR_WHITE,
        players=players({"uchite": ["u-kibitzer"], "hand": ["u-kibitzer", "f-nirensei"]}),
    )
    play(state, "play u-kibitzer", "pay a1")
    assert cards(state, state.uchite[0]) == ["u-kibitzer", "u-kibitzer"]


def test_an_ability_is_used_once_per_turn_even_in_its_entry_turn() -> None:  # HGO-5.20, HGO-6.7
    state = setup(
        phase="main",
        board=FOUR_WHITE,
        players=players({"hand": ["c-waya", "f-nirensei"], "deck": ["t-sente", "t-hane"]}),
    )
    play(state, "play c-waya", "pay a1")
    assert "use c-waya" in ids(state)  # no summoning sickness
    play(state, "use c-waya", "pay b1")
    assert cards(state, state.hands[0]) == ["f-nirensei", "t-sente"]
    assert "use c-waya" not in ids(state)
    assert events(state, "use") == [{"player": 0, "card": "c-waya", "ability": 0, "instance": state.chars[0][0]}]


def test_ability_timing_main_is_not_offered_in_a_match() -> None:  # HGO-5.20, HGO-10.6
    state = setup(
        phase="window",
        board=FOUR_WHITE,
        players=players({"character": "c-waya", "hand": ["t-sente"]}, {"uchite": ["u-old-master"]}),
        match={"attacker": "u-kibitzer"},
    )
    assert "use c-waya" not in ids(state)
    sai = setup(
        phase="window", board=FOUR_WHITE, players=players({"character": "c-sai"}), match={"attacker": "u-kibitzer"}
    )
    assert ids(sai) == ["use c-sai", "pass", "resign"]


def test_effects_resolve_in_the_order_listed() -> None:  # HGO-5.21
    # Hoshi Stance: UNTAP_STONES 1, then DRAW 1 — the untap choice comes before the card is drawn
    state = setup(
        phase="main",
        board=["bB....", "......", "......", "......", "......", "......"],
        players=players({"fuseki": ["f-hoshi"], "hand": ["t-sente"], "deck": ["t-hane"]}),
    )
    play(state, "flip f-hoshi", "pay b1")
    assert state.decision == "untap_fx" and len(state.hands[0]) == 1
    play(state, "untap a1")
    assert len(state.hands[0]) == 2
    effects = [d["effect"][0] for d in events(state, "effect")]
    assert effects == ["UNTAP_STONES", "DRAW"]


def test_the_hand_limit_applies_only_in_the_hand_phase() -> None:  # HGO-6.6, HGO-6.10
    state = setup(
        phase="main",
        board=FOUR_WHITE,
        players=players(
            {"hand": ["t-sente"] * 7, "fuseki": ["f-sanrensei"], "deck": ["t-hane"] * 4, "uchite": ["u-kibitzer"]}
        ),
    )
    play(state, "flip f-sanrensei", "pay a1")
    assert len(state.hands[0]) == 9 and state.decision == "declare"
    play(state, "no-match")
    assert len(state.hands[0]) == 9  # no state-based discard at the end of the turn either


def test_an_empty_deck_never_loses() -> None:  # HGO-6.11, HGO-5.14
    state = setup(phase="hand", players=players({"hand": ["t-sente"], "deck": []}))
    assert not state.is_over and len(state.hands[0]) == 1
