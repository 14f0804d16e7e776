"""Setup, the joint decks and the regulation options (BIO-2.15 to BIO-2.17, BIO-3.1 to BIO-3.10, BIO-11.1)."""

from __future__ import annotations

import pytest

from tcgkit.core import OptionError

from .helpers import G, ids, last, names, turn_events

SAMPLES = G.sample_decks()
TAHU, GALI = SAMPLES["tahu-fire"], SAMPLES["gali-water"]
CHALLENGES = sorted(c for c in G.cards if G.cards[c].type == "challenge")
MISSIONS = sorted(c for c in G.cards if G.cards[c].type == "mission")


def drafted(seed: int = 1, options=None):
    """A new game after both drafts, passing as soon as allowed."""
    state = G.new_game([TAHU, GALI], seed=seed, options=options)
    while state.decision in ("draft_c", "draft_m"):
        acts = ids(state)
        state.apply("pass" if "pass" in acts else acts[0])
    return state


def test_challenge_draft_pass_from_six_cards_and_two_passes_end_it():  # BIO-2.15, BIO-3.3
    state = G.new_game([TAHU, GALI], seed=1)
    first = last(state, "draft")["first"]
    assert state.decision == "draft_c" and state.to_move == first  # a random player picks first
    assert ids(state) == [*(f"pick {c}" for c in CHALLENGES), "draft auto"]  # every challenge name, no pass yet
    for n in range(6):
        assert "pass" not in ids(state)
        state.apply(ids(state)[0])
        assert state.to_move == (first + n + 1) % 2  # picks alternate
    assert ids(state)[-2:] == ["pass", "draft auto"] and len(state.cdeck) == 6
    state.apply("pass")
    assert state.decision == "draft_c"  # one pass does not end it
    state.apply(ids(state)[0])  # a pick between passes
    state.apply("pass")
    state.apply("pass")  # two passes in a row: the challenge deck is done
    assert state.decision == "draft_m" and len(state.cdeck) == 7 and len(state.cpool) == len(CHALLENGES) - 7


def test_challenge_draft_ends_when_no_name_is_left():  # BIO-2.15
    state = G.new_game([TAHU, GALI], seed=2)
    for _ in CHALLENGES:
        state.apply(next(a for a in ids(state) if a != "pass"))
    assert state.decision == "draft_m" and len(state.cdeck) == len(CHALLENGES) and state.cpool == []


def test_shared_mission_draft_to_exactly_ten_without_passing():  # BIO-2.16
    state = G.new_game([TAHU, GALI], seed=3)
    while state.decision == "draft_c":
        state.apply("pass" if "pass" in ids(state) else ids(state)[0])
    assert last(state, "draft") == {"deck": "mission", "first": state.to_move}
    assert ids(state) == [*(f"pick {c}" for c in MISSIONS), "draft auto"]
    for _ in range(10):
        assert state.decision == "draft_m" and "pass" not in ids(state)
        state.apply(ids(state)[-2])  # the last pick (the last action is the whole-run "draft auto")
    assert len(state.mdecks) == 1 and len(state.mdecks[0]) == 10 and len(state.mpool) == len(MISSIONS) - 10
    assert state.decision == "nest"


def test_pre_agreed_lists_skip_the_drafts():  # BIO-2.17
    listing = "\n[challenges]\nRockfall\nLava Rain\nWhiteout\nFallen Tree\nDark Tunnels\nFlooded Caves\n"
    a = G.parse_deck(TAHU.to_text(G.cards) + listing)
    b = G.parse_deck(GALI.to_text(G.cards).replace("[missions]", "[missions]\n") + listing)
    b_same_missions = G.parse_deck(
        GALI.to_text(G.cards).split("[missions]")[0] + "[missions]\n" + "\n".join(a.cards("missions")) + listing
    )
    state = G.new_game([a, b], seed=4)
    assert state.decision == "draft_m" and len(state.cdeck) == 6 and state.cpool == []  # challenges agreed
    state = G.new_game([a, b_same_missions], seed=4)
    assert state.decision == "nest" and sorted(names(state, state.mdecks[0])) == sorted(
        G.cards[c].name for c in a.cards("missions")
    )


def test_individual_mission_decks_need_no_draft():  # BIO-11.1, BIO-2.1, BIO-3.4
    state = G.new_game([TAHU, GALI], seed=5, options={"mission_deck": "individual"})
    while state.decision == "draft_c":
        state.apply("pass" if "pass" in ids(state) else ids(state)[0])
    assert state.decision == "nest" and len(state.mdecks) == 2 and [len(d) for d in state.mdecks] == [10, 10]
    assert sorted(state.cards[i] for i in state.mdecks[0]) == sorted(TAHU.cards("missions"))


def test_p1_at_random_and_p2_places_the_bohrok_deck():  # BIO-3.5, BIO-3.6, BIO-8.5
    firsts = set()
    for seed in range(8):
        state = drafted(seed)
        assert state.decision == "nest" and state.to_move == 1 - state.p1
        assert ids(state) == ["nest 2,4", "nest 6,5", "nest 7,9", "nest 11,8", "nest 13,4", "nest 14,10"]
        firsts.add(state.p1)
    assert firsts == {0, 1}
    state.apply("nest 7,9")
    assert state.nest == state.board.square("7,9")
    assert last(state, "bohrok_top") == {"card": state.cards[state.bdeck[-1]]}  # face up


def test_opening_hands_starts_and_initial_state():  # BIO-3.7, BIO-3.8, BIO-3.9, BIO-4.1
    state = drafted(6)
    state.apply("nest 2,4")
    p1 = state.p1
    assert [len(h) for h in state.hands] == [5, 5] and [len(d) for d in state.adecks] == [15, 15]
    assert state.board.names[state.pos[p1]] == "3,7" and state.board.names[state.pos[1 - p1]] == "3,8"
    assert state.turn == 1 and state.active == p1 and state.to_move == p1
    assert state.held == [[], []] and state.mq == [[], []] and state.alock == [-1, -1] and state.clock == [-1, -1]
    assert state.adiscs == [[], []] and state.mask_count(0) == state.mask_count(1) == 0


@pytest.mark.parametrize(
    ("options", "west", "east"),
    [
        ({"map": "north"}, "3,7", "3,8"),
        ({"map": "south"}, "16,6", "16,7"),
        ({"map": "mata-nui", "starts": "same-sheet"}, "3,7", "3,8"),
        ({"map": "mata-nui", "starts": "opposite-sheets"}, "3,7", "16,7"),
        ({"map": "south", "starts": "opposite-sheets"}, "16,6", "16,7"),  # ignored off the joined map
    ],
)
def test_start_squares_by_map_and_option(options, west, east):  # BIO-3.8, BIO-11.1, BIO-1.21
    state = drafted(7, options)
    state.apply(ids(state)[0])
    assert state.board.names[state.pos[state.p1]] == west and state.board.names[state.pos[1 - state.p1]] == east


def test_shuffles_and_setup_is_deterministic():  # BIO-3.4, BIO-0.4
    a, b, c = drafted(8), drafted(8), drafted(9)
    assert a.to_json() == b.to_json()
    assert (a.adecks, a.mtdecks, a.cdeck) != (c.adecks, c.mtdecks, c.cdeck)
    assert sorted(a.adecks[0]) == list(range(1, 21))  # the Toa is instance 0, its 20 actions follow


def test_options_are_checked_and_public():  # BIO-11.1
    with pytest.raises(OptionError, match="map"):
        G.new_game([TAHU, GALI], options={"map": "karzahni"})
    with pytest.raises(OptionError, match="at least 1"):
        G.new_game([TAHU, GALI], options={"turn_limit": 0})
    with pytest.raises(OptionError, match="no option"):
        G.new_game([TAHU, GALI], options={"mulligan": True})
    state = G.new_game([TAHU, GALI], options={"map": "north", "turn_limit": 50})
    assert state.observe(1)["view"]["options"] == {
        "map": "north",
        "mission_deck": "shared",
        "starts": "same-sheet",
        "turn_limit": 50,
    }


def test_draft_picks_are_public():  # BIO-8.4, BIO-8.6
    state = G.new_game([TAHU, GALI], seed=10)
    state.apply(ids(state)[0])
    view = state.observe(1 - state.to_move)["view"]
    assert [c["card"] for c in view["challenge_picks"]] == [CHALLENGES[0]] and view["challenge_deck"] == 1
    assert len(view["challenge_pool"]) == len(CHALLENGES) - 1
    while state.decision == "draft_c":
        state.apply("pass" if "pass" in ids(state) else ids(state)[0])
    state.apply(ids(state)[0])
    view = state.observe(state.to_move)["view"]
    assert [c["card"] for c in view["mission_picks"]] == [MISSIONS[0]] and view["mission_decks"] == [1]
    played = drafted(10)
    view = played.observe(0)["view"]
    assert view["challenge_picks"] == [] and view["mission_picks"] == []  # after the shuffle: counts only
    assert view["challenge_deck"] == len(played.cdeck)


def test_setup_steps_in_order():  # BIO-3.1, BIO-3.3, BIO-3.4, BIO-3.5, BIO-3.6, BIO-3.7, BIO-3.8
    state = drafted(12)
    state.apply("nest 13,4")
    order = [k for k, _, _ in state.events]
    first = {k: order.index(k) for k in order}  # first occurrence of each kind
    assert order[0] == "setup" and last(state, "setup")["map"] == "mata-nui"
    steps = ["setup", "draft", "draft_pick", "shuffle", "first_player", "nest", "draw", "place", "turn"]
    assert [first[k] for k in steps] == sorted(first[k] for k in steps)
    assert [d["player"] for k, d, v in state.events if k == "draw" and v == (d["player"],)][:5] == [state.p1] * 5


def test_p1s_first_turn_is_a_full_turn():  # BIO-3.10
    state = drafted(13)
    state.apply("nest 13,4")
    p1 = state.p1
    hand = len(state.hands[p1])
    for _ in range(20):  # walk P1 onto the GA square (4,7), next to the west start (3,7), if P1 starts west
        if state.decision == "stepto" and state.to_move == p1 and "move 4,7" in ids(state):
            state.apply("move 4,7")
            break
        state.apply(ids(state)[-1])
    moves = [d for k, d in turn_events(state, 1) if k == "move"]
    assert moves == [{"player": p1, "square": "4,7", "how": "step"}]
    assert len(state.hands[p1]) == hand + 1  # a card drawn in the very first turn
