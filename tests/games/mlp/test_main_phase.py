"""The main phase: the eight actions, their costs and places (MLP-4.12–4.22, MLP-0.9, MLP-6.13)."""

from __future__ import annotations

from .helpers import at, base, cid, find, ids, kinds, run, setup, where, with_player


def me(**changes: object) -> dict[str, object]:
    return with_player(base(), 0, **changes)


def test_play_a_friend_to_home_or_any_slot() -> None:
    """MLP-4.13: pay the cost, then choose the player's home or any slot; the friend is face up and ready
    (MLP-6.3: it counts at once)."""
    state = setup(me(hand=["Emerald Green"]))
    assert ids(state) == ["play pr-012-emerald-green", "draw", "move pr-001-rainbow-dash@h0", "end"]
    run(state, "play pr-012-emerald-green")
    assert state.decision == "place" and ids(state) == ["to h0", "to s0", "to s1"]
    run(state, "to s1")
    assert where(state, "Emerald Green") == "s1" and state.tokens[0] == 3
    assert state.power(find(state, "Emerald Green")) == 2


def test_actions_repeat_until_end_of_main_phase() -> None:
    """MLP-4.12: the active player chooses actions again and again, in any order, until `end`."""
    state = setup(me(hand=["Sweetie Sunrise", "Sweetie Sunrise"]))
    run(state, "play pr-020-sweetie-sunrise", "to h0", "play pr-020-sweetie-sunrise", "to h0", "draw")
    assert state.decision == "main" and state.tokens[0] == 2 and len(state.hands[0]) == 1
    run(state, "end")
    assert state.active == 1


def test_identical_cards_in_hand_give_one_action() -> None:
    """Action ids do not depend on hidden instance numbers: two copies in hand are one action (architecture)."""
    state = setup(me(hand=["Sweetie Sunrise", "Emerald Green", "Sweetie Sunrise"]))
    assert ids(state).count("play pr-020-sweetie-sunrise") == 1


def test_unaffordable_cards_are_not_offered() -> None:
    """MLP-4.21: an action with a token cost is legal only if the pool holds that many tokens."""
    offered = ids(setup(me(hand=["Emerald Green", "Sweetie Sunrise"]) | {"tokens": [1, 0]}))
    assert "play pr-012-emerald-green" not in offered  # costs 2
    assert "play pr-020-sweetie-sunrise" in offered  # costs 1
    assert "move pr-001-rainbow-dash@h0" not in offered  # moving costs 2


def test_resources_go_where_their_placement_says() -> None:
    """MLP-4.14: `home` at the own home, `problem` at a chosen slot, `character` on a chosen character."""
    hand = ["Two Bits", "Fighting for Friendship", "Rubber Chicken"]
    pos = me(hand=hand, home=["Emerald Green", "Blue Moon", "Pinkie Pie, Ice Cutter"])
    pos = at(pos, "s1", "Comet Tail")
    pos["tokens"] = [9, 0]
    state = setup(pos)
    run(state, "play pr-151-two-bits")  # one place only: chosen by itself (MLP-0.5)
    assert where(state, "Two Bits") == "h0"
    run(state, "play pr-135-fighting-for-friendship")
    assert ids(state) == ["to s0", "to s1"]
    run(state, "to s1")
    assert where(state, "Fighting for Friendship") == "s1"
    run(state, "play pr-144-rubber-chicken")  # on one of your own friends only
    assert ids(state) == ["on pr-012-emerald-green@h0", "on pr-060-blue-moon@h0", "on pr-046-pinkie-pie@h0"]
    run(state, "on pr-046-pinkie-pie@h0")
    assert state.host[find(state, "Rubber Chicken")] == find(state, "Pinkie Pie, Ice Cutter")


def test_a_resource_without_a_legal_place_cannot_be_played() -> None:
    """MLP-4.14: Rubber Chicken goes on one of your friends; with none in play it is not offered."""
    state = setup(me(hand=["Rubber Chicken"], home=[]))
    assert "play pr-144-rubber-chicken" not in ids(state)


def test_attach_to_any_friend_when_the_card_says_so() -> None:
    """MLP-4.14 with card text (MLP-0.7): Too Many Bandages may go on an opponent's friend."""
    pos = at(me(hand=["Too Many Bandages"], home=["Blue Jay"]), "s1", "Comet Tail")
    state = setup(pos)
    run(state, "play pr-148-too-many-bandages")
    assert ids(state) == ["on pr-081-blue-jay@h0", "on pr-054-comet-tail@s1"]
    run(state, "on pr-054-comet-tail@s1")
    assert state.power(find(state, "Comet Tail", 1)) == 0  # 1 - 2, never below 0 (MLP-0.9)


def test_events_resolve_then_go_to_the_discard_pile() -> None:
    """MLP-4.15: pay, make the choices, resolve, discard."""
    state = setup(me(hand=["Let's Get This Party Started"], home=["High Spirits", "Flitter"]))
    run(state, "play pr-114-lets-get-this-party-started")
    assert len(state.hands[0]) == 3 and state.tokens[0] == 4
    assert find(state, "Let's Get This Party Started") in state.discards[0]


def test_activated_ability_repeats_while_payable() -> None:
    """MLP-4.16: Spike's "pay 1: +1 power" can be used again while its cost can be paid."""
    pos = me(home=["Spike, Baby Dragon"])
    pos["tokens"] = [3, 0]
    state = setup(pos)
    run(state, "use pr-018-spike@h0", "use pr-018-spike@h0")
    assert state.power(find(state, "Spike, Baby Dragon")) == 2 and state.tokens[0] == 1
    run(state, "use pr-018-spike@h0")
    # no token left: only `end` is legal, and a one-action decision is taken by itself (MLP-0.5)
    assert state.active == 1
    assert state.power(find(state, "Spike, Baby Dragon")) == 0  # "until end of turn" ended (MLP-4.27)


def test_exhausted_card_cannot_pay_an_exhaust_cost() -> None:
    """MLP-4.16, MLP-6.2: an exhausted card cannot pay an exhaust cost."""
    state = setup(me(home=[{"card": "Twilight Sparkle, All-Team Organizer", "exhausted": True}]))
    assert not [a for a in ids(state) if a.startswith("use")]
    ready = setup(me(home=["Twilight Sparkle, All-Team Organizer"]))
    run(ready, "use pr-064-twilight-sparkle@h0")
    assert ready.tokens[0] == 6 and ready.fl[find(ready, "Twilight Sparkle, All-Team Organizer")] & 1


def test_troublemakers_are_played_face_down_at_any_slot_for_one_token() -> None:
    """MLP-4.17: 1 token, no requirement, face down at any slot; several may share a slot. The opponent sees only
    that a troublemaker was played (MLP-8.5)."""
    state = setup(me(hand=["Timberwolf", "Flim"]))
    run(state, "play pr-158-timberwolf")
    assert ids(state) == ["to s0", "to s1"]
    run(state, "to s1", "play pr-155-flim", "to s1")
    assert state.tokens[0] == 3
    tw = find(state, "Timberwolf")
    assert state.fl[tw] & 2 and where(state, "Flim") == "s1"
    public = [d for k, d, vis in state.events if k == "play_troublemaker" and vis is None]
    assert public == [{"player": 0, "at": "s1"}, {"player": 0, "at": "s1"}]
    assert tw in state.hidden_from(1) and tw not in state.hidden_from(0)


def test_draw_action_costs_one_token() -> None:
    """MLP-4.18: pay 1, draw 1."""
    state = setup(me())
    run(state, "draw")
    assert state.tokens[0] == 4 and [state.cards[i] for i in state.hands[0]] == [cid("Emerald Green")]


def test_move_costs_two_and_swift_one() -> None:
    """MLP-4.19: moving costs 2 tokens; MLP-6.13: Swift makes it 1 (never below 1, MLP-0.9)."""
    pos = me(home=["Emerald Green", "Cerulean Skies"])
    pos["tokens"] = [3, 0]
    state = setup(pos)
    run(state, "move pr-012-emerald-green@h0")
    assert ids(state) == ["to s0", "to s1"]
    run(state, "to s0", "move pr-008-cerulean-skies@h0", "to s0")
    assert state.tokens[0] == 0
    assert where(state, "Emerald Green") == "s0" and where(state, "Cerulean Skies") == "s0"


def test_frightened_friends_cannot_move_but_can_recover() -> None:
    """MLP-4.19/MLP-6.4: a frightened friend is not moved by the move action; MLP-4.20: pay 2 to turn it face up
    and ready where it is (MLP-6.5)."""
    state = setup(at(me(), "s0", {"card": "Emerald Green", "frightened": True}))
    assert "move pr-012-emerald-green@s0" not in ids(state)
    run(state, "recover pr-012-emerald-green@s0")
    gr = find(state, "Emerald Green")
    assert state.fl[gr] == 0 and where(state, "Emerald Green") == "s0" and state.tokens[0] == 3


def test_next_play_discount_never_goes_below_zero() -> None:
    """MLP-0.9: Two Bits makes the next card 2 cheaper; a 1-cost friend costs 0, not -1; MLP-10.10 cost_mod."""
    pos = me(home=["Two Bits"], hand=["Sweetie Sunrise", "Sweetie Sunrise"])
    pos["tokens"] = [1, 0]
    state = setup(pos)
    run(state, "use pr-151-two-bits@h0", "play pr-020-sweetie-sunrise", "to h0")
    assert state.tokens[0] == 1
    run(state, "play pr-020-sweetie-sunrise", "to h0")
    assert state.tokens[0] == 0  # the discount was used by the first play


def test_start_of_main_inspired_peek() -> None:
    """MLP-4.22, MLP-6.17: before the first main choice, an Inspired character's controller looks at the top card
    of the opponent's deck and may put it on the bottom; only they learn it (MLP-8.2)."""
    pos = with_player(me(home=["Hoity Toity, Vogue Authority"]), 1, deck=["Blue Jay", "Comet Tail"])
    pos["phase"] = "ready"
    state = setup(pos)
    assert state.decision == "peek_bottom" and ids(state) == ["keep", "bottom"]
    top = state.decks[1][-1]
    assert top in state.known[0] and top not in state.hidden_from(0) and top in state.hidden_from(1)
    run(state, "bottom")
    assert state.decks[1][0] == top and state.decision == "main"
    assert "inspired" in kinds(state)
