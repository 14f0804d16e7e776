"""Turn structure: the six phases and the end-of-turn checks (HGO-4.1–4.12)."""

from __future__ import annotations

from tcgkit.agents import RandomAgent

from .helpers import GAME, events, ids, play, players, setup

SEVEN = ["t-sente"] * 3 + ["t-nozoki"] * 3 + ["f-nirensei"]


def test_the_phases_come_in_order() -> None:  # HGO-4.1, HGO-3.10
    state = setup(
        phase="recovery",
        turn=3,
        board=["b.....", "......", "......", "......", "......", "......"],
        players=players({"hand": SEVEN, "uchite": ["u-kibitzer"], "fuseki": ["f-chinese"]}),
    )
    seen = []
    for aid in ["stop", "place f6", "stop", "end-main", "no-match", "end-turn"]:
        seen.append((state.phase, state.decision))
        play(state, aid)
    assert seen == [
        ("recovery", "untap"),
        ("stone", "place"),
        ("hand", "hdisc"),
        ("main", "main"),
        ("match", "declare"),
        ("end", "end"),
    ]
    assert (state.turn, state.active, state.phase, state.decision) == (4, 1, "stone", "place")


def test_the_start_of_a_turn_clears_the_turn_flags() -> None:  # HGO-4.2, HGO-1.17
    state = setup(
        phase="recovery",
        match_held=True,
        board=["B.....", "......", "......", "......", "......", "......"],
        players=players({"uchite_placed": True, "character": "c-waya", "abilities_used": [1], "hand": ["t-sente"]}),
    )
    view = state.observe(0)["view"]
    assert view["match_held"] is False and view["uchite_placed"] == [False, False] and view["abilities_used"] == []
    assert state.decision == "place"


def test_recovery_untaps_up_to_three_own_stones() -> None:  # HGO-4.3, HGO-0.9
    state = setup(phase="recovery", board=["bbbbb.", "ww....", "......", "......", "......", "......"])
    assert ids(state) == ["untap auto", "untap a1", "untap b1", "untap c1", "untap d1", "untap e1", "stop", "resign"]
    play(state, "untap a1", "untap c1")
    assert ids(state) == ["untap b1", "untap d1", "untap e1", "stop", "resign"]
    play(state, "untap e1")
    assert state.decision == "place"  # the third untap ends the phase
    assert state.board_rows()[:2] == ["BbBbB.", "ww...."]  # the opponent's stones are not touched


def test_recovery_ends_on_stop_or_when_nothing_is_tapped() -> None:  # HGO-4.3
    state = setup(phase="recovery", board=["bb....", "......", "......", "......", "......", "......"])
    play(state, "stop")
    assert state.decision == "place" and state.board_rows()[0] == "bb...."
    state = setup(phase="recovery", board=["b.....", "......", "......", "......", "......", "......"])
    play(state, "untap a1")
    assert state.decision == "place"
    state = setup(phase="recovery", board=["B.....", "......", "......", "......", "......", "......"])
    assert state.decision == "place"  # nothing tapped: no Recovery decision


def test_the_stone_placement_is_mandatory() -> None:  # HGO-4.4
    state = setup(phase="stone", board=["B.....", ".W....", "......", "......", "......", "......"])
    acts = ids(state)
    assert all(a.startswith("place ") for a in acts[:-1]) and acts[-1] == "resign"
    assert "pass" not in acts and "stop" not in acts


def test_hand_phase_with_seven_discards_up_to_two_then_refills() -> None:  # HGO-4.5, HGO-5.13, HGO-5.15
    deck = ["u-kibitzer", "u-salon-regular", "u-amateur-dan"]
    state = setup(phase="hand", players=players({"hand": SEVEN, "deck": deck}))
    assert ids(state) == ["discard f-nirensei", "discard t-nozoki", "discard t-sente", "stop", "resign"]
    play(state, "discard t-sente", "discard t-nozoki")
    hand = [state.cards[i] for i in state.hands[0]]
    assert len(hand) == 7 and hand[-2:] == ["u-kibitzer", "u-salon-regular"]  # drawn from the top
    assert [state.cards[i] for i in state.discards[0]] == ["t-sente", "t-nozoki"]
    assert [state.cards[i] for i in state.decks[0]] == ["u-amateur-dan"]


def test_hand_phase_with_seven_may_discard_nothing() -> None:  # HGO-4.5
    state = setup(phase="hand", players=players({"hand": SEVEN, "deck": ["u-kibitzer"]}))
    play(state, "discard t-sente", "stop")
    assert len(state.hands[0]) == 7 and len(state.decks[0]) == 0
    state = setup(phase="hand", players=players({"hand": SEVEN, "deck": ["u-kibitzer"]}))
    play(state, "stop")
    assert len(state.hands[0]) == 7 and len(state.decks[0]) == 1


def test_hand_phase_below_seven_only_draws() -> None:  # HGO-4.5
    state = setup(phase="hand", players=players({"hand": SEVEN[-4:], "deck": ["u-kibitzer"] * 5}))
    assert state.decision == "main" and len(state.hands[0]) == 7 and len(state.decks[0]) == 2
    assert events(state, "draw") == [{"player": 0, "count": 3}]


def test_hand_phase_with_eight_or_more_discards_down_to_seven() -> None:  # HGO-4.5, HGO-6.6
    state = setup(phase="hand", players=players({"hand": [*SEVEN, "u-kibitzer", "u-kibitzer"], "deck": ["t-hane"]}))
    assert ids(state) == ["discard f-nirensei", "discard t-nozoki", "discard t-sente", "discard u-kibitzer", "resign"]
    play(state, "discard u-kibitzer")
    assert "stop" not in ids(state)
    play(state, "discard u-kibitzer")
    assert len(state.hands[0]) == 7 and len(state.decks[0]) == 1  # no card is drawn


def test_main_phase_offers_every_kind_of_action() -> None:  # HGO-4.6
    state = setup(
        phase="main",
        board=["BBB...", "BBB...", "......", "......", "......", "......"],
        players=players(
            {
                "hand": ["c-akari", "u-insei-hopeful", "f-nirensei", "t-kosumi"],
                "character": "c-waya",
                "fuseki": ["f-chinese"],
            }
        ),
    )
    assert ids(state) == [
        "play c-akari",
        "set f-nirensei",
        "play u-insei-hopeful",
        "flip f-chinese",
        "use c-waya",
        "end-main",
        "end-turn",  # the whole run to the end of the turn: the End phase would ask (a character is in play)
        "resign",
    ]


def test_techniques_are_not_offered_outside_a_match() -> None:  # HGO-4.7, HGO-1.14
    state = setup(
        phase="main",
        board=["BBB...", "......", "......", "......", "......", "......"],
        players=players({"hand": ["t-kosumi", "t-tsuke", "f-nirensei"]}),
    )
    assert ids(state) == ["set f-nirensei", "end-main", "resign"]


def test_match_phase_is_offered_only_with_an_eligible_uchite() -> None:  # HGO-4.8
    state = setup(phase="match", players=players({"uchite": ["u-kibitzer", "u-salon-regular"]}))
    assert ids(state) == ["match u-kibitzer", "match u-salon-regular", "no-match", "resign"]
    fresh = setup(phase="match", turn=5, players=players({"uchite": [{"card": "u-kibitzer", "entry": 5}]}))
    assert fresh.phase == "stone" and fresh.turn == 6  # nothing eligible: the phase is skipped


def test_at_most_one_match_per_turn() -> None:  # HGO-4.9, HGO-5.38
    state = setup(
        phase="match",
        players=players(
            {"uchite": ["u-salon-regular", "u-kibitzer"], "fuseki": ["f-chinese"]}, {"uchite": ["u-old-master"]}
        ),
    )
    play(state, "match u-salon-regular", "no-defender")  # 1 against 0: the attacker wins, no stone to take
    assert (state.phase, state.decision, state.match_held) == ("end", "end", True)
    assert len(state.uchite[0]) == 2  # both uchite are back in the area, yet no second match is offered
    held = setup(phase="match", match_held=True, players=players({"uchite": ["u-kibitzer"], "fuseki": ["f-chinese"]}))
    assert held.decision == "end"


def test_end_phase_discards_own_character_and_fuseki() -> None:  # HGO-4.10, HGO-8.4
    state = setup(phase="end", players=players({"character": "c-waya", "fuseki": ["f-chinese", "f-chinese"]}))
    assert ids(state) == ["discard c-waya", "discard f-chinese", "end-turn", "resign"]
    play(state, "discard f-chinese")
    assert ids(state) == ["discard c-waya", "discard f-chinese", "end-turn", "resign"]
    play(state, "discard c-waya", "end-turn")
    assert [state.cards[i] for i in state.discards[0]] == ["f-chinese", "c-waya"]
    assert len(state.fuseki[0]) == 1 and state.turn == 2
    # the face-down fuseki became public as it was discarded
    opp_view = state.observe(1)["view"]
    assert opp_view["discards"][0][0]["card"] == "f-chinese"


def test_end_of_turn_passes_the_turn() -> None:  # HGO-4.11
    state = setup(phase="end", turn=7, board=["B.....", "......", "......", "......", "......", "......"])
    assert (state.turn, state.active) == (8, 0 if state.black else 1)
    assert events(state, "turn")[-1] == {"turn": 8, "player": 1}


def test_the_non_active_player_decides_only_where_the_rules_say() -> None:  # HGO-4.12, HGO-5.25, HGO-5.27
    allowed = {"defend", "window", "take", "pay", "untap_fx", "tap_fx", "take_fx", "recover", "banish", "mull"}
    decks = list(GAME.sample_decks().values())
    seen = set()
    for seed in range(40):
        state = GAME.new_game(decks, seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 100)]
        while not state.is_over:
            if state.to_move != state.active and state.phase != "mulligan":
                assert state.decision in allowed
                seen.add(state.decision)
            state.apply(agents[state.to_move].act(state))
    assert {"defend", "window"} <= seen
