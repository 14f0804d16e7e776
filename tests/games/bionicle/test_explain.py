"""Explanation notes (State.explain): what a player cannot do now and why, and what ends the game soon.

Each test sets up a position and asserts the exact notes offered; the conformance suite checks that notes stay the
same in every re-deal of the hidden cards (BIO-8.7).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Rng

from .helpers import G, ids, setup

NO_MASKS = (
    "BIO-7.1",
    "Masks: you 0/6, the opponent 0/6; all six masks of your own Toa win at once. Still missing: Hau, Kaukau, Miru, "
    "Kakama, Pakari, Akaku; a challenge won gives the top card of your Mask & Turaga deck (0 cards, 0 of them masks).",
    (),
    "forecast",
)


def notes(state: Any, player: int = 0) -> list[tuple[str, str, tuple[Any, ...], str]]:
    return [(n["rule_id"], n["text"], tuple(n["refs"]), n["kind"]) for n in state.explain(player)]


def test_challenge_squares_closed_while_a_mission_is_queued():  # BIO-5.1, BIO-6.4, BIO-5.8
    state = setup({"missions": [{"card": "Forage", "drawn_at": "8,5"}, {"card": "Messenger", "drawn_at": "8,5"}]})
    assert ids(state) == ["move 8,5", "move 9,6", "move 10,5"]  # (9,4) is a challenge square
    forage, messenger = state.mq[0]
    assert notes(state) == [
        (
            "BIO-5.1",
            "Challenge squares are closed to you while a mission is queued: finish Forage (enter an action or double "
            "action square: 0/1 done) first, then Messenger.",
            (forage, messenger, "square:9,4"),
            "blocked",
        ),
        NO_MASKS,
    ]


def test_a_mission_drawn_this_turn_waits_for_the_next_move_step():  # BIO-5.7, BIO-5.8, BIO-5.1
    state = setup({"square": "8,4"}, {"hand": ["Heave"]}, missions=["Short Journey"])
    state.apply("move 8,5")  # a mission square: Short Journey joins the queue, not eligible
    assert state.active == 1
    mission = state.mq[0][0]
    assert notes(state, 0)[0] == (
        "BIO-5.1",
        "Challenge squares are closed to you while a mission is queued: finish Short Journey (stand at least 3 "
        "squares from where you drew this mission: 0 of 3 squares away now); it can be finished from your next "
        "Move step on.",
        (mission,),
        "blocked",
    )


def test_locked_squares_next_to_the_toa():  # BIO-5.3, BIO-5.1
    state = setup({"action_lock": "9,6", "challenge_lock": "9,4"})
    assert ids(state) == ["move 8,5", "move 10,5"]
    assert notes(state) == [
        (
            "BIO-5.3",
            "(9,6) is your locked action square: you cannot enter it again before you enter another action square "
            "or a challenge square.",
            ("square:9,6",),
            "blocked",
        ),
        (
            "BIO-5.3",
            "(9,4) is your locked challenge square: you cannot enter it again before you enter another challenge "
            "square.",
            ("square:9,4",),
            "blocked",
        ),
        NO_MASKS,
    ]


def test_ignore_locks_opens_the_locked_squares():  # BIO-5.1, BIO-10.4 IGNORE_LOCKS
    state = setup({"action_lock": "9,6", "hand": ["Retrace Steps"]})
    assert [n[0] for n in notes(state)] == ["BIO-5.3", "BIO-7.1"]
    state.apply("play retrace-steps")
    assert "move 9,6" in ids(state) and notes(state) == [NO_MASKS]


def test_the_opponent_and_the_nest_block_a_step():  # BIO-5.1, BIO-6.14
    state = setup({"square": "6,4"}, {"square": "7,4"}, nest="6,5")
    assert ids(state) == ["move 5,4", "move 6,3"]
    assert notes(state) == [
        ("BIO-5.1", "You cannot step onto (7,4): the opponent's Toa stands there.", ("square:7,4",), "blocked"),
        (
            "BIO-5.1",
            "You cannot step onto (6,5): that nest holds the Bohrok deck until the swarm is gone.",
            ("square:6,5",),
            "blocked",
        ),
        NO_MASKS,
    ]


def test_no_step_at_all_is_announced_before_the_move():  # BIO-4.9, BIO-5.1, BIO-5.3
    state = setup({"square": "18,5", "action_lock": "17,5", "hand": ["Council of Elders"]}, {"square": "18,6"})
    assert state.decision == "twindow"
    assert [n[:3] for n in notes(state)[:3]] == [
        (
            "BIO-5.3",
            "(17,5) is your locked action square: you cannot enter it again before you enter another action square "
            "or a challenge square.",
            ("square:17,5",),
        ),
        ("BIO-5.1", "You cannot step onto (18,6): the opponent's Toa stands there.", ("square:18,6",)),
        ("BIO-4.9", "Your Toa has no square to step onto: it stays put and its square does nothing.", ()),
    ]


def test_cards_that_cannot_be_played_in_the_turn_window():  # BIO-4.6, BIO-4.8, BIO-5.10, BIO-5.18, BIO-10.4
    hand = ["Heave", "Vault", "Salvage", "Change of Plans", "Scout Ahead", "Krana Su (Gahlok/Lehvak)"]
    state = setup({"hand": hand})
    heave, vault, salvage, plans, _scout, krana = state.hands[0]
    assert ids(state) == ["play scout-ahead", "stop", "go"]
    assert notes(state) == [
        ("BIO-10.4", "Change of Plans: you have no mission to abandon.", (plans,), "blocked"),
        ("BIO-5.10", "Heave: challenge cards wait for a challenge or raid window.", (heave,), "blocked"),
        (
            "BIO-5.18",
            "Krana Su: krana cards are raid keys, played when your move ends on a Bohrok control square "
            "(Tahnok leads).",
            (krana,),
            "blocked",
        ),
        ("BIO-10.4", "Salvage: your action discard holds nothing to take back.", (salvage,), "blocked"),
        ("BIO-4.8", "Vault: move cards wait for the move window, right after this one.", (vault,), "blocked"),
        NO_MASKS,
    ]


def test_turn_cards_in_the_move_window():  # BIO-4.6, BIO-4.8
    state = setup({"hand": ["Vault", "Salvage", "Change of Plans", "Scout Ahead"]})
    state.apply("stop")
    _vault, salvage, plans, scout = state.hands[0]
    assert state.decision == "mwindow"
    assert notes(state)[0] == (
        "BIO-4.6",
        "Change of Plans, Salvage, Scout Ahead: turn cards are played only in the Start step's turn window.",
        (plans, salvage, scout),
        "blocked",
    )


def test_cards_that_cannot_be_played_in_a_challenge_window():  # BIO-5.10, BIO-5.13, BIO-10.4, BIO-5.15
    hand = ["Counterstroke", "Stand Firm", "Vault", "Brace for Impact"]
    state = setup({"hand": hand}, {"hand": ["Unity"]}, challenges=["Rockfall"])
    state.apply("stop")
    state.apply("move 9,4")
    counter, stand, vault, _brace = state.hands[0]
    assert ids(state) == ["play brace", "pass"]
    assert notes(state) == [
        (
            "BIO-5.13",
            "Counterstroke: the opponent has no boost, weaken or repel card in this window left to cancel.",
            (counter,),
            "blocked",
        ),
        ("BIO-10.4", "Stand Firm: played only by the defender of a Bohrok raid.", (stand,), "blocked"),
        ("BIO-5.10", "Vault: only challenge cards are played in a challenge or raid window.", (vault,), "blocked"),
        (
            "BIO-5.15",
            "If the window closed now, your challenge would succeed: 5 against 5 in Shielding (a tie goes to the "
            "challenger).",
            (state.revealed,),
            "forecast",
        ),
        NO_MASKS,
    ]
    # the defender sees the same forecast, from their side, and no note about the challenger's hand
    state.apply("play brace")  # +3 Shielding
    assert state.to_move == 1 and notes(state, 1)[0] == (
        "BIO-5.15",
        "If the window closed now, the opponent's challenge would succeed: 8 against 5 in Shielding (a tie goes "
        "to the challenger).",
        (state.revealed,),
        "forecast",
    )


def test_krana_cards_that_do_not_name_the_top_bohrok():  # BIO-5.18
    state = setup({"square": "1,5", "hand": ["Krana Xa (Tahnok/Gahlok)", "Krana Su (Gahlok/Lehvak)"]})
    state.apply("move 1,4")
    assert ids(state) == ["play krana-xa-tg", "decline"]
    assert notes(state) == [
        ("BIO-5.18", "Krana Su: not a key for Tahnok, the top Bohrok.", (state.hands[0][1],), "blocked"),
        NO_MASKS,
    ]


def test_a_bohrok_control_square_without_a_key_or_without_bohrok():  # BIO-5.18, BIO-6.8
    state = setup({"square": "1,5"})
    assert notes(state)[0] == (
        "BIO-5.18",
        "Ending your move on a Bohrok control square, (1,4), starts no raid: you hold no krana card naming Tahnok, "
        "the top Bohrok.",
        ("square:1,4",),
        "blocked",
    )
    gone = setup({"square": "1,5"}, removed=["Tahnok", "Gahlok", "Lehvak", "Pahrak", "Nuhvok", "Kohrak"], bohrok=[])
    assert notes(gone)[0] == (
        "BIO-6.8",
        "Bohrok control squares do nothing now, the Bohrok are gone: (1,4).",
        ("square:1,4",),
        "blocked",
    )


def test_masks_and_the_turn_limit_forecast():  # BIO-7.1, BIO-7.4, BIO-5.16
    state = setup(
        {
            "held": ["Hau (Tahu) (regular)", "Miru (Tahu) (regular)", "Vakama's Staff"],
            "attached": ["Miru (Tahu) (regular)"],
            "mt": ["Akaku (Tahu)", "Kakama (Tahu) (regular)", "Vakama's Noble Mask"],
        },
        {"held": ["Hau (Gali)"]},
        turn=195,
    )
    hau, miru, _staff = state.held[0]
    assert notes(state) == [
        (
            "BIO-7.1",
            "Masks: you 2/6, the opponent 1/6; all six masks of your own Toa win at once. Still missing: Kaukau, "
            "Kakama, Pakari, Akaku; a challenge won gives the top card of your Mask & Turaga deck (3 cards, 2 of "
            "them masks).",
            (hau, miru),
            "forecast",
        ),
        ("BIO-7.4", "Turn 195 of 200: the game is a draw when turn 200 ends without a winner.", (), "forecast"),
    ]
    assert notes(state, 1)[0][1].startswith("Masks: you 1/6, the opponent 2/6;")


def test_drafts_say_why_there_is_no_pass():  # BIO-2.15, BIO-2.16
    state = G.new_game(["tahu-fire", "gali-water"], seed=1)
    p = state.to_move
    assert notes(state, p) == [
        ("BIO-2.15", "You cannot pass yet: the challenge deck needs at least 6 cards (0 so far).", (), "blocked")
    ]
    assert notes(state, 1 - p) == []
    while state.decision == "draft_c":
        state.apply("pass" if "pass" in ids(state) else ids(state)[0])
    assert notes(state, state.to_move) == [
        (
            "BIO-2.16",
            "There is no passing in the mission draft: it goes on until the shared mission deck has 10 cards "
            "(0 so far).",
            (),
            "blocked",
        )
    ]


def test_notes_read_only_what_the_player_may_know():  # BIO-8.1, BIO-8.7
    state = setup({"hand": ["Heave", "Vault"]}, {"hand": ["Counterstroke", "Stand Firm"], "deck": ["Unity"]})
    before = state.to_json()
    for p in (0, 1):
        assert state.determinize(p, Rng(3)).explain(p) == state.explain(p)
    assert state.to_json() == before  # explaining changes nothing
    text = str(state.explain(0))
    assert "Counterstroke" not in text and "Stand Firm" not in text
    assert notes(state, 1) == [NO_MASKS]  # the opponent's notes: no word about player 0's cards
