"""The ability format (MLP-10.9) and the effect vocabulary (MLP-10.10), through real Premiere cards (and synthetic
ones where no Premiere card uses a selector or trigger); triggered-ability order (MLP-6.27, MLP-4.2)."""

from __future__ import annotations

from typing import Any

from tcgkit.games.mlp.state import MlpState

from .helpers import at, base, cid, find, ids, kinds, run, setup, where, with_player
from .synthetic import GAME as TEST_GAME


def me(**changes: Any) -> dict[str, Any]:
    return with_player(base(), 0, **changes)


def tsetup(pos: dict[str, Any]) -> MlpState:
    state = TEST_GAME.setup(pos)
    assert isinstance(state, MlpState)
    return state


def test_gain_tokens_for_this_phase_only() -> None:
    """#1 gain_tokens (Twilight Sparkle, All-Team Organizer: activated, exhaust cost): the token is lost at the end
    of the phase if unspent (MLP-6.26 durations)."""
    state = setup(me(home=["Twilight Sparkle, All-Team Organizer"]))
    run(state, "use pr-064-twilight-sparkle@h0")
    assert state.tokens[0] == 6 and state.ptokens[0] == 1
    run(state, "end")
    assert state.tokens[0] == 5


def test_draw_on_play() -> None:
    """#2 draw, trigger on_play (Berry Dreams)."""
    state = setup(me(hand=["Berry Dreams"]))
    run(state, "play pr-037-berry-dreams", "to h0")
    assert [state.cards[i] for i in state.hands[0]] == [cid("Emerald Green")]


def test_score_from_an_uncover_trigger() -> None:
    """#3 score, trigger on_uncover at its slot, an optional exhaust cost (Big Shot)."""
    pos = at(base(phase="troublemaker"), "s0", "Big Shot", {"card": "Flim", "face_down": True})
    state = setup(pos)
    assert state.decision == "ab_yes" and ids(state) == ["use", "skip"]
    run(state, "use")
    assert state.scores == [1, 0] and state.fl[find(state, "Big Shot")] & 1


def test_power_until_end_of_turn_to_a_chosen_character() -> None:
    """#4 power (Action Shot: when played to a problem, another of your characters there +4 until end of turn);
    a chosen target among ``chosen_own_character`` candidates."""
    state = setup(
        at(me(hand=["Action Shot"]), "s1", {"card": "Emerald Green", "owner": 0}, {"card": "Red Gala", "owner": 0})
    )
    run(state, "play pr-065-action-shot", "to s1")
    assert ids(state) == ["target pr-012-emerald-green@s1", "target pr-033-red-gala@s1"]
    run(state, "target pr-033-red-gala@s1")
    assert state.power(find(state, "Red Gala")) == 6


def test_faceoff_bonus_from_a_problem() -> None:
    """#5 faceoff_bonus (Clearing Gloomy Skies: a player with 2 Pegasus characters there adds 1 to their side)."""
    pos = with_player(base(phase="score"), 0, problem="Clearing Gloomy Skies", deck=["Comet Tail"])
    pos = with_player(pos, 1, deck=["Comet Tail"])
    chars = ["Holly Dash", "Cloudchaser", "Sugar Twist", "Featherweight"]  # blue 4+1, white 2+2
    pos = at(pos, "s0", *chars[:3], {"card": "Sugar Twist", "power": 1})
    pos = at(pos, "s0", *[{"card": c, "owner": 1} for c in ("Full Steam", "Full Steam", "Blue Jay")])
    state = setup(pos)
    totals = [d["totals"] for k, d, _ in state.events if k == "faceoff_totals"]
    assert totals == [[4 + 1 + 2 + 3 + 1, 10]]  # Holly Dash and Cloudchaser are Pegasus: +1


def test_extra_reveal_per_named_character() -> None:
    """#6 extra_reveal (The Big Guns: 1 extra card if Rainbow Dash or Pinkie Pie of yours takes part, 2 for both)."""
    pos = with_player(base(phase="score"), 0, hand=["The Big Guns"], deck=["Comet Tail", "Comet Tail", "Red Gala"])
    pos = with_player(pos, 1, deck=["Full Steam"])
    pos = at(pos, "s0", {"card": "Rainbow Dash, Flier Extraordinaire"}, 'Pinkie Pie, Pinkie "Responsibility" Pie')
    pos = at(pos, "s0", {"card": "Blue Moon", "owner": 1}, {"card": "Blue Jay", "owner": 1})
    state = setup(pos)
    run(state, "play pr-122-the-big-guns")
    first = next(d for k, d, _ in state.events if k == "reveal")
    assert first["player"] == 0 and len(first["cards"]) == 3


def test_exhaust_and_ready() -> None:
    """#7 exhaust (Purple Parasprite, tested in troublemaker phase) and #8 ready (Rainbow Dash, Weather Leader:
    exhaust it to ready another of your exhausted cards)."""
    state = setup(me(home=["Rainbow Dash, Weather Leader", {"card": "Emerald Green", "exhausted": True}]))
    run(state, "use pr-015-rainbow-dash@h0")
    assert not state.fl[find(state, "Emerald Green")] & 1
    assert state.fl[find(state, "Rainbow Dash, Weather Leader")] & 1


def test_frighten_each_player_chooses() -> None:
    """#9 frighten (Monster of a Minotaur turned up as a new problem: each player frightens one of their
    opponent's friends, the active player first, MLP-6.27)."""
    pos = with_player(base(phase="score"), 0, problems=["Monster of a Minotaur"], deck=["Full Steam"])
    pos = with_player(pos, 1, deck=["Comet Tail"], home=["Blue Moon", "Comet Tail"])
    pos = with_player(pos, 0, home=["Emerald Green", "Red Gala"])
    pos = at(pos, "s0", {"card": "Rainbow Dash, Flier Extraordinaire"}, "Red Gala", {"card": "Blue Moon", "owner": 1})
    pos = at(pos, "s0", {"card": "Blue Jay", "owner": 1})
    state = setup(pos)
    assert state.decision == "ab_target" and state.to_move == 0
    assert "target pr-060-blue-moon@h1" in ids(state)
    run(state, "target pr-060-blue-moon@h1")
    assert state.to_move == 1
    run(state, "target pr-012-emerald-green@h0")
    assert state.fl[find(state, "Emerald Green", 0)] & 4


def test_move_to_a_chosen_location_and_on_move_trigger() -> None:
    """#11 move: Mayor Mare (pay 3) moves an opposing character where its controller chooses; Wild Fire's
    on_move_to_slot trigger moves another of your characters to the same problem."""
    state = setup(at(me(home=["Mayor Mare"]), "s1", "Blue Moon"))
    run(state, "use pr-058-mayor-mare@h0")
    assert ids(state) == ["target pr-004-twilight-sparkle@h1", "target pr-060-blue-moon@s1"]
    run(state, "target pr-060-blue-moon@s1")
    assert ids(state) == ["to h1", "to s0"]
    run(state, "to s0")
    assert where(state, "Blue Moon", 1) == "s0"
    state = setup(me(home=["Wild Fire", "Emerald Green"]))
    run(state, "move pr-010-wild-fire@h0", "to s1")
    assert state.decision == "ab_target"
    run(state, "target pr-012-emerald-green@h0")
    assert where(state, "Emerald Green") == "s1"


def test_discard_from_hand_random_and_chosen() -> None:
    """#12 discard_hand: Drill Bit makes the opponent discard at random (the game's generator); Sweet Apple Acres
    makes them choose — a choice the non-active player makes in the active player's turn (MLP-4.2)."""
    pos = with_player(me(hand=["Drill Bit"], home=["Red Gala"]), 1, hand=["Comet Tail", "Blue Jay"])
    state = setup(pos)
    run(state, "play pr-030-drill-bit", "to h0")
    assert len(state.hands[1]) == 1 and len(state.discards[1]) == 1
    pos = with_player(me(home=["Sweet Apple Acres", "Full Steam", "Red Gala"]), 1, hand=["Comet Tail", "Blue Jay"])
    state = setup(pos)
    run(state, "use pr-145-sweet-apple-acres@h0")
    assert state.to_move == 1 and ids(state) == ["discard pr-054-comet-tail", "discard pr-081-blue-jay"]
    run(state, "discard pr-081-blue-jay")
    assert [state.cards[i] for i in state.discards[1]] == [cid("Blue Jay")]


def test_dismiss_with_a_filter_and_a_condition() -> None:
    """#13 dismiss: Here's Your Invitation! only offers friends with 1 power or less; Downright Dangerous
    dismisses only if -2 leaves the friend at 0."""
    pos = at(me(hand=["Here's Your Invitation!"], home=["Pinkie Pie, Ice Cutter"]), "s1", "Comet Tail", "Blue Moon")
    state = setup(pos)
    run(state, "play pr-113-heres-your-invitation")
    assert [state.cards[i] for i in state.discards[1]] == [cid("Comet Tail")] and where(state, "Blue Moon", 1) == "s1"
    pos = at(me(hand=["Downright Dangerous"], home=["Pinkie Pie, Ice Cutter"]), "s1", "Full Steam", "Blue Moon")
    state = setup(pos)
    run(state, "play pr-110-downright-dangerous", "target pr-060-blue-moon@s1")
    assert [state.cards[i] for i in state.discards[1]] == [cid("Blue Moon")]


def test_peek_and_reorder_own_deck() -> None:
    """#14 peek_top (Double-check the Checklist: look at the top 3 and put them back in any order)."""
    pos = me(hand=["Double-check the Checklist"], home=["Blue Moon", "Comet Tail"])
    state = setup(with_player(pos, 0, deck=["Comet Tail", "Red Gala", "Blue Jay", "Flitter"]))
    run(state, "play pr-109-double-check-the-checklist")
    assert state.decision == "peek_order"
    assert ids(state) == ["next pr-054-comet-tail", "next pr-033-red-gala", "next pr-081-blue-jay"]
    run(state, "next pr-081-blue-jay", "next pr-054-comet-tail")
    top3 = [state.cards[i] for i in state.decks[0][-3:]][::-1]
    assert top3 == [cid("Blue Jay"), cid("Comet Tail"), cid("Red Gala")]


def test_recall_from_the_discard_pile() -> None:
    """#15 recall with a filter (Eff Stop: exhaust and pay 1: an event from your discard pile into your hand)."""
    pos = me(home=["Eff Stop", "Sugar Twist"], discard=["Flitter", "Yay!", "Good Hustle"])
    state = setup(pos)
    run(state, "use pr-069-eff-stop@h0")
    assert ids(state) == ["recall pr-130-yay", "recall pr-101-good-hustle"]
    run(state, "recall pr-101-good-hustle")
    assert [state.cards[i] for i in state.hands[0]] == [cid("Good Hustle")]
    assert find(state, "Good Hustle") not in state.hidden_from(1)  # it came from a public zone (MLP-8.2)


def test_add_color() -> None:
    """#16 add_color with #4 power (Swing Into Action: +2 power and blue until the end of the turn)."""
    state = setup(me(hand=["Swing Into Action"], home=["Emerald Green", "Red Gala"]))
    run(state, "play pr-120-swing-into-action", "target pr-033-red-gala@h0")
    gala = find(state, "Red Gala")
    assert state.power(gala) == 4 and state.color_names(state.colors(gala)) == ["blue", "orange"]


def test_cost_mod_next_friend_and_opponents_moves() -> None:
    """#17 cost_mod: Cloudchaser makes the next friend this turn 1 cheaper; Octavia makes the opponent pay 2 more
    to move to or from her problem."""
    state = setup(me(home=["Cloudchaser"], hand=["Jetstream"]))
    run(state, "use pr-011-cloudchaser@h0", "play pr-007-jetstream", "to h0")
    assert state.tokens[0] == 3
    pos = at(base(active=1, tokens=[0, 3]), "s0", "Octavia, Virtuoso", {"card": "Blue Moon", "owner": 1})
    pos = with_player(pos, 1, home=["Comet Tail"])
    state = setup(pos)
    assert "move pr-060-blue-moon@s0" not in ids(state)  # leaving Octavia's problem costs 4
    run(state, "move pr-054-comet-tail@h1")  # only s1 is affordable (s0 would cost 4): chosen by itself
    assert where(state, "Comet Tail", 1) == "s1" and state.tokens[1] == 1


def test_triggers_of_both_players_active_player_first() -> None:
    """MLP-6.27: abilities triggering together resolve the active player's first: Avalanche! (confronted by
    player 0: player 1 discards a card of their choice) before Pinkie Pie, Ice Cutter (player 1 draws)."""
    pos = with_player(base(phase="score"), 0, problem="Avalanche!")
    pos = with_player(pos, 1, hand=["Blue Jay", "Comet Tail"])
    pos = at(pos, "s0", "Red Gala", "Blue Moon", {"card": "Pinkie Pie, Ice Cutter", "owner": 1})
    state = setup(pos)
    assert state.decision == "discard_choice" and state.to_move == 1
    run(state, "discard pr-081-blue-jay")
    assert kinds(state).index("discard") < max(n for n, k in enumerate(kinds(state)) if k == "draw")


def test_on_win_faceoff_trigger_of_a_participant() -> None:
    """on_win_faceoff (Applejack, Plant Leader: the opponent discards a random card when she wins a faceoff)."""
    pos = with_player(base(phase="score"), 0, deck=["Full Steam"])
    pos = with_player(pos, 1, deck=["Comet Tail"], hand=["Comet Tail", "Blue Jay"])
    pos = at(pos, "s0", {"card": "Rainbow Dash, Flier Extraordinaire"}, "Applejack, Plant Leader")
    pos = at(pos, "s0", {"card": "Blue Moon", "owner": 1}, {"card": "Blue Jay", "owner": 1})
    state = setup(pos)
    assert state.scores == [2, 0] and len(state.discards[1]) == 1


def test_start_score_trigger_of_a_problem() -> None:
    """start_score (It's a Twister!: a player with 2 blue characters may ready a card at home)."""
    pos = with_player(
        base(phase="score"), 0, problem="It's a Twister!", home=[{"card": "Emerald Green", "exhausted": True}]
    )
    state = setup(at(pos, "s1", {"card": "Cerulean Skies", "owner": 0}))
    assert state.decision == "ab_target" and ids(state) == ["target pr-012-emerald-green@h0", "skip"]
    run(state, "target pr-012-emerald-green@h0")
    assert not state.fl[find(state, "Emerald Green")] & 1


def test_on_solve_and_start_main_triggers_and_other_selectors() -> None:
    """on_solve (synthetic: its owner draws), start_main (synthetic), own_mane and all_friends_here selectors,
    once_per_turn activation (MLP-4.16), continuous at_home and alone (MLP-10.9)."""
    pos = with_player(base(phase="score"), 0, problem="Solve Draw Test", deck=["Full Steam", "Flitter"])
    pos = with_player(pos, 1, deck=["Comet Tail"])
    pos = at(pos, "s0", {"card": "Rainbow Dash, Flier Extraordinaire"}, "Red Gala", {"card": "Blue Moon", "owner": 1})
    state = tsetup(at(pos, "s0", {"card": "Blue Jay", "owner": 1}))
    assert "solve" in kinds(state) and [state.cards[i] for i in state.hands[0]] == [cid("Flitter")]
    state = tsetup(with_player(base(phase="ready"), 0, home=["Morning Test"], deck=["Red Gala", "Flitter"]))
    assert len(state.hands[0]) == 2  # the Ready-phase draw and the start-of-main draw (MLP-4.22)
    state = tsetup(with_player(base(), 0, home=["Mane Helper", "Homebody Test"], hand=["Rally Test"]))
    run(state, "use test-mane-helper@h0")
    assert state.power(state.mane[0]) == 3 and "use test-mane-helper@h0" not in ids(state)
    assert state.power(find(state, "Homebody Test")) == 2
    run(state, "play test-rally", "to h0")
    assert state.power(find(state, "Homebody Test")) == 3 and state.power(state.mane[0]) == 3  # friends only
    loner = tsetup(at(base(), "s1", {"card": "Loner Test", "owner": 0}))
    assert loner.power(find(loner, "Loner Test")) == 3


def test_faceoff_timed_activated_ability() -> None:
    """activated with timing faceoff (Lilac Links, problem faceoffs only: exhaust to give a participant with an
    attachment -5 for this faceoff)."""
    pos = with_player(base(phase="score"), 0, deck=["Comet Tail"], home=[])
    pos = with_player(pos, 1, deck=["Comet Tail"])
    pos = at(pos, "s0", {"card": "Rainbow Dash, Flier Extraordinaire"}, "Red Gala", "Lilac Links")
    pos = at(pos, "s0", {"card": "Full Steam", "owner": 1, "attached": ["Hard Hat"]})
    state = setup(pos)
    assert ids(state) == ["pass", "use pr-088-lilac-links@s0"]
    run(state, "use pr-088-lilac-links@s0")
    totals = [d["totals"] for k, d, _ in state.events if k == "faceoff_totals"]
    assert totals == [[3, 0]]


def test_on_faceoff_start_trigger_brings_a_participant() -> None:
    """on_faceoff_start (synthetic, like Fluttershy's BOOSTED side): before participants are fixed (MLP-5.12), a
    character moved in takes part."""
    pos = with_player(base(phase="score"), 0, deck=["Comet Tail"], home=["Full Steam"])
    pos = with_player(pos, 1, deck=["Comet Tail"])
    pos = at(pos, "s0", {"card": "Rainbow Dash, Flier Extraordinaire"}, "Caller Test", "Red Gala")
    state = tsetup(at(pos, "s0", {"card": "Blue Moon", "owner": 1}, {"card": "Full Steam", "owner": 1}))
    assert state.decision == "ab_target" and ids(state)[0] == "target pr-031-full-steam@h0"
    run(state, "target pr-031-full-steam@h0")
    assert [d["totals"] for k, d, _ in state.events if k == "faceoff_totals"] == [[1 + 1 + 2 + 4, 6]]


def test_prohibitions_win() -> None:
    """MLP-0.7: card text overrides the rules and a prohibition wins: Ponyville in a Bottle forbids friends with
    less than 2 power there (Sweetie Sunrise may go home or to s1 only); Raze This Barn keeps orange friends there
    from being dismissed; Screwy stops the opponent confronting its problem unless they have 3 characters there."""
    pos = with_player(me(hand=["Sweetie Sunrise"]), 0, problem="Ponyville in a Bottle")
    state = setup(pos)
    run(state, "play pr-020-sweetie-sunrise")
    assert ids(state) == ["to h0", "to s1"]
    pos = with_player(
        me(hand=["Here's Your Invitation!"], home=["Pinkie Pie, Ice Cutter"]), 1, problem="Raze This Barn"
    )
    state = setup(at(pos, "s1", "Apple Cobbler"))
    assert "play pr-113-heres-your-invitation" not in ids(state)  # its only target cannot be dismissed
    pos = at(base(phase="score"), "s0", {"card": "Rainbow Dash, Flier Extraordinaire"}, "Red Gala")
    blocked = setup(at(pos, "s0", {"card": "Screwy", "owner": 1}))
    assert blocked.scores == [0, 0]
    crowd = setup(at(pos, "s0", {"card": "Screwy", "owner": 1}, "Sweetie Sunrise"))
    assert crowd.scores == [1, 0]


def test_a_problems_own_play_trigger_only_fires_when_it_is_turned_up() -> None:
    """on_play of a problem (Mean Meanie Pants: each player draws) means "when this problem is turned up"
    (MLP-5.28 d); playing a friend to its slot does not trigger it (MLP-10.9 trigger scope)."""
    state = setup(with_player(me(hand=["Sweetie Sunrise"]), 0, problem="Mean Meanie Pants"))
    run(state, "play pr-020-sweetie-sunrise", "to s0")
    assert [len(h) for h in state.hands] == [0, 0]
