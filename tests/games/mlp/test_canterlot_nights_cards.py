"""Canterlot Nights: the remaining vocabulary extensions (card text overrides the rules, MLP-0.7) — destinations,
selectors, amounts, faceoff permissions and the rarer costs; each test names the card it plays."""

from __future__ import annotations

from .helpers import GAME, at, base, cid, find, ids, me, resolve, run, setup, with_player

#: friends whose power meets a colour requirement (MLP-6.1)
YELLOW3, PINK3, PURPLE4, BLUE4 = (
    ["Blue Jay", "Lemon Hearts"],
    ["Purple Waters", "Swan Song"],
    ["Blue Moon"] * 2,
    ["Emerald Green"] * 2,
)


# ---------------------------------------------------------------------- destinations
def test_flutterbat_moves_to_a_problem_with_no_more_characters() -> None:  # MLP-4.9
    """CN0 Flutterbat: at the start of its owner's opponent's troublemaker phase it moves to another problem with
    no more characters than its own."""
    pos = at(base(phase="troublemaker"), "s0", "Red Gala", {"card": "Flutterbat", "owner": 1})
    state = setup(at(pos, "s1", "Blue Moon", "Comet Tail"))
    assert state.dest_options(find(state, "Flutterbat"), "fewer_characters") == []
    state = setup(
        at(
            at(base(phase="troublemaker"), "s0", "Red Gala", "Blue Moon", {"card": "Flutterbat", "owner": 1}),
            "s1",
            "Comet Tail",
        )
    )
    assert state.where(find(state, "Flutterbat")) == 3  # its only choice, moved at the start of the phase


def test_scootaloo_follows_the_mane_and_varmint_barricade_finds_troublemakers() -> None:  # MLP-4.19
    """CN21 Scootaloo: when you move your Mane to a problem, you may exhaust it to move it there too; CN153
    Varmint Barricade: a card goes beneath it when a troublemaker is played, and spending one moves a character
    of yours to a problem with a troublemaker."""
    state = setup(me(home=["Scootaloo, Fan Club Founder"]))
    run(state, "move pr-001-rainbow-dash@h0", "to s1", "use")
    assert state.where(find(state, "Scootaloo, Fan Club Founder")) == 3
    state = setup(me(home=["Varmint Barricade", "Red Gala"], hand=["Lightning Dust"]))
    run(state, "play cn-160-lightning-dust", "to s1")
    barricade = find(state, "Varmint Barricade")
    assert len(state.beneath(barricade)) == 1
    run(state, "use cn-153-varmint-barricade@h0", "target " + cid("Red Gala") + "@h0")
    assert state.where(find(state, "Red Gala")) == 3 and state.beneath(barricade) == []


# ---------------------------------------------------------------------- selectors and filters
def test_celestia_bringer_of_light_helps_a_frightened_or_exhausted_friend() -> None:  # MLP-6.5, MLP-6.2
    """CN96 Princess Celestia, Bringer of Light: played to a problem, she may turn a frightened friend face up and
    ready, or ready an exhausted one (either may be chosen, not a ready one)."""
    home = [{"card": "Red Gala", "frightened": True}, {"card": "Blue Moon", "exhausted": True}, "Sugar Twist"]
    state = setup(
        with_player(
            base(tokens=[9, 5]), 0, hand=["Princess Celestia, Bringer of Light"], home=[*home, "Blue Jay", "Blue Jay"]
        )
    )
    run(state, "play cn-096-princess-celestia", "to s0")
    assert sorted(ids(state)) == sorted(
        ["target " + cid("Red Gala") + "@h0", "target " + cid("Blue Moon") + "@h0", "skip"]
    )
    run(state, "target " + cid("Red Gala") + "@h0")
    assert state.fl[find(state, "Red Gala")] == 0


def test_anything_i_can_do_and_very_startling() -> None:  # MLP-4.15
    """CN100 Anything I Can Do To Help?: an opponent's friend or resource goes to its owner's hand; CN125 Very
    Startling: every friend with a printed power of 0 is dismissed."""
    pos = at(
        me(hand=["Anything I Can Do To Help?"], home=YELLOW3),
        "s1",
        {"card": "Blue Moon", "owner": 1, "attached": ["Chic Beret"]},
    )
    state = setup(pos)
    run(state, "play cn-100-anything-i-can-do-to-help")
    assert sorted(ids(state)) == sorted(["target " + cid("Blue Moon") + "@s1", "target cn-135-chic-beret@s1"])
    run(state, "target cn-135-chic-beret@s1")
    assert find(state, "Chic Beret") in state.hands[1]
    state = setup(me(hand=["Very Startling"], home=["Forest Owl", *PINK3]))  # Forest Owl: printed power 0
    run(state, "play cn-125-very-startling")
    assert find(state, "Forest Owl") in state.discards[0] and state.in_play(find(state, "Swan Song"))


def test_a_major_problem_uncovers_where_the_friend_was_played() -> None:  # MLP-4.6, MLP-0.7
    """CN99 A Major Problem (reaction): after the opponent plays a friend to a problem where you have a face-down
    troublemaker, uncover it."""
    pos = at(base(active=1, tokens=[5, 5]), "s1", {"card": "Lightning Dust", "owner": 0, "face_down": True})
    state = setup(with_player(with_player(pos, 0, hand=["A Major Problem"], home=PINK3), 1, hand=["Red Gala"]))
    run(state, "play pr-033-red-gala", "to s1")
    assert state.decision == "react" and state.to_move == 0
    run(state, "play cn-099-a-major-problem")
    assert not state.fl[find(state, "Lightning Dust")] & 2


def test_red_dragon_is_paid_for_by_the_opponent_and_twilight_sky_asks_to_pay() -> None:  # MLP-4.21, MLP-6.2
    """CN163 Red Dragon: in its owner's opponent's troublemaker phase, that opponent may pay 2 to turn it face
    down; CN82 Twilight Sky: a friend moved to its problem by the opponent is exhausted unless they pay 1."""
    state = setup(at(base(phase="troublemaker"), "s0", "Red Gala", {"card": "Red Dragon", "owner": 1}))
    assert state.decision == "ab_yes" and state.to_move == 0
    run(state, "use")
    assert state.fl[find(state, "Red Dragon")] & 2 and state.tokens == [3, 5]
    state = setup(with_player(at(base(active=1), "s0", "Twilight Sky"), 1, home=["Comet Tail"]))
    run(state, "move pr-054-comet-tail@h1", "to s0")
    assert state.decision == "pay_or_dismiss" and ids(state) == ["pay", "exhaust"]
    run(state, "exhaust")
    assert state.fl[find(state, "Comet Tail", 1)] & 1


def test_comforting_critters_works_in_the_main_phase_only() -> None:  # MLP-10.9 during
    """CN173 Comforting Critters: its owner's Mane, while here, has +1 power in the main phase."""
    state = setup(with_player(me(), 0, problem="Comforting Critters"))
    m = state.mane[0]
    state.move(m, 2, 0)
    printed = GAME.cards[state.cards[m]].power
    assert state.power(m) == printed + 1
    state.phase = "score"
    assert state.power(m) == printed


def test_frown_town_reveals_to_hand_or_discard() -> None:  # MLP-0.7
    """CN177 Frown Town: the confronting player reveals their top card: a friend goes to hand (no choice), any
    other card to the discard pile."""
    state = setup(with_player(me(deck=["Daisy", "Eep!"]), 0, problem="Frown Town"))
    state.fire("on_confront", 0, 2)
    resolve(state)
    assert find(state, "Daisy") in state.hands[0]
    state = setup(with_player(me(deck=["Eep!", "Daisy"]), 0, problem="Frown Town"))
    state.fire("on_confront", 0, 2)
    resolve(state)
    assert find(state, "Eep!") in state.discards[0]


def test_goof_off_exhausts_the_mane_to_peek_at_its_problem_deck() -> None:  # MLP-4.16
    """CN176 Goof Off: its owner may exhaust their Mane at a problem to look at that problem's top card and
    maybe put it at the bottom."""
    state = setup(with_player(me(), 0, problem="Goof Off"))
    assert not any(a.startswith("use cn-176") for a in ids(state))  # the Mane is at home
    state.move(state.mane[0], 3, 0)
    state._legal = None
    run(state, "use cn-176-goof-off@s0")
    assert state.fl[state.mane[0]] & 1 and state.decision == "peek_bottom"


def test_royal_canterlot_voice_makes_the_opponent_move_away() -> None:  # MLP-4.15
    """CN116 ROYAL CANTERLOT VOICE: choose a problem; the opponent moves one of their friends there away; with
    Princess Luna in play you gain 1 token."""
    pos = at(
        me(hand=["ROYAL CANTERLOT VOICE"], home=["Princess Luna, Night Mare", *PURPLE4]),
        "s1",
        {"card": "Comet Tail", "owner": 1},
    )
    state = setup(pos)
    tokens = state.tokens[0] - GAME.cards["cn-116-royal-canterlot-voice"].cost
    run(state, "play cn-116-royal-canterlot-voice", "at s1")
    assert state.decision == "ab_dest" and state.to_move == 1
    run(state, "to h1")
    assert state.where(find(state, "Comet Tail", 1)) == 1 and state.tokens[0] == tokens + 1


# ---------------------------------------------------------------------- faceoff permissions and costs
def test_dr_hooves_just_in_time_joins_a_faceoff_from_hand() -> None:  # MLP-5.14, MLP-5.12
    """CN12 Dr. Hooves, Just In Time: in a faceoff window it may be played to a location where you have a
    participant, and takes part."""
    pos = at(me(hand=["Dr. Hooves, Just In Time"], home=BLUE4), "s0", "Red Gala", {"card": "Blue Moon", "owner": 1})
    state = setup(pos)
    state.push(("fo_begin", "problem", (2,), -1, 0))
    state._legal = None
    state._run()
    assert "play cn-012-dr-hooves" in ids(state)
    run(state, "play cn-012-dr-hooves")  # to s0, the only place (MLP-0.5); then the faceoff runs on
    hooves = find(state, "Dr. Hooves, Just In Time")
    totals = [d["totals"] for k, d, _ in state.events if k == "faceoff_totals"]
    assert state.where(hooves) == 2 and totals[-1][0] == 2 + GAME.cards["cn-012-dr-hooves"].power


def test_foggy_fleece_is_played_from_the_discard_pile() -> None:  # MLP-4.13
    """CN71 Foggy Fleece: playable from your discard pile like from your hand."""
    state = setup(me(discard=["Foggy Fleece"], home=["Sugar Twist"]))
    run(state, "play cn-071-foggy-fleece from discard", "to h0")
    assert state.where(find(state, "Foggy Fleece")) == 0 and state.discards[0] == []


def test_princess_luna_princess_of_the_night_pays_to_turn_and_discards_events() -> None:  # MLP-5.14
    """CNf2 Princess Luna, Princess of the Night: when you confront its problem you may pay 2 to turn it; BOOSTED,
    a faceoff ability whose cost is discarding an event from hand: +3 power this faceoff."""
    state = setup(at(me(mane="Princess Luna, Princess of the Night", hand=["Eep!", "Red Gala"]), "s0", "Blue Moon"))
    m = state.mane[0]
    state.move(m, 2, 0)
    state.fire("on_confront", 0, 2)
    resolve(state)
    run(state, "use")
    assert state.fl[m] & 8 and state.tokens[0] == 3
    state.push(("fo_begin", "problem", (2,), -1, 0))
    state._legal = None
    state._run()
    run(state, "use cn-002-princess-luna@s0")  # the only event is discarded (MLP-0.5); the faceoff runs on
    totals = [d["totals"] for k, d, _ in state.events if k == "faceoff_totals"]
    assert (
        find(state, "Eep!") in state.discards[0] and totals[-1][0] == GAME.cards[state.cards[m]].boosted_power + 3 + 2
    )


def test_mane_raising_experience_is_for_troublemaker_faceoffs() -> None:  # MLP-5.14
    """CN110 Mane-Raising Experience: playable in troublemaker faceoffs only; it frightens a friend taking part."""
    pos = at(
        me(hand=["Mane-Raising Experience"], home=["Blue Moon", "Blue Moon"]),
        "s0",
        "Red Gala",
        {"card": "Blue Moon", "owner": 1},
        {"card": "Lightning Dust", "owner": 1},
    )
    state = setup(pos)
    state.push(("fo_begin", "problem", (2,), -1, 0))
    state._legal = None
    state._run()
    assert "play cn-110-mane-raising-experience" not in ids(state)
    state = setup(pos)
    state.push(("fo_begin", "troublemaker", (2,), find(state, "Lightning Dust"), 0))
    state._legal = None
    state._run()
    run(state, "play cn-110-mane-raising-experience")
    assert state.fl[find(state, "Red Gala")] & 4


def test_too_many_pinkie_pies_moves_a_character_into_its_faceoff() -> None:  # MLP-5.14, MLP-5.12
    """CN188 Too Many Pinkie Pies: in a problem faceoff here, a player with a participant may move a character of
    theirs from another problem here, where it takes part."""
    pos = with_player(
        at(at(me(), "s0", "Red Gala"), "s1", {"card": "Blue Moon", "owner": 0}), 0, problem="Too Many Pinkie Pies"
    )
    state = setup(pos)
    state.push(("fo_begin", "problem", (2,), -1, 0))
    state._legal = None
    state._run()
    run(state, "use cn-188-too-many-pinkie-pies@s0")  # Blue Moon is the only one elsewhere (MLP-0.5)
    moon = find(state, "Blue Moon", 0)
    totals = [d["totals"] for k, d, _ in state.events if k == "faceoff_totals"]
    assert state.where(moon) == 2 and totals[-1][0] == 2 + 2


def test_queen_chrysalis_exhausts_a_random_challenger() -> None:  # MLP-0.6, MLP-5.23
    """CN203 Queen Chrysalis: when a faceoff over it starts, a random ready character of the challenger there
    becomes exhausted (before the participants are set, so it does not take part)."""
    pos = at(base(phase="troublemaker"), "s0", "Red Gala", {"card": "Queen Chrysalis", "owner": 1})
    state = setup(pos)
    run(state, "challenge " + cid("Queen Chrysalis") + "@s0")
    assert state.fl[find(state, "Red Gala")] & 1


def test_reformed_keeps_the_troublemakers_power_for_the_next_faceoff() -> None:  # MLP-5.15
    """CN147 Reformed: when you defeat the troublemaker it is on, you may add its power to your side's total in
    your next faceoff this turn."""
    pos = at(
        base(phase="troublemaker"),
        "s0",
        {"card": "Red Gala", "power": 9},
        {"card": "Lightning Dust", "owner": 1, "attached": ["Reformed"]},
    )
    state = setup(with_player(pos, 0, deck=["Blue Jay"] * 6))
    reformed = find(state, "Reformed")
    # positions attach a resource with its host's owner: make it the challenger's card, as played from their hand
    state.owner = tuple(0 if i == reformed else o for i, o in enumerate(state.owner))
    run(state, "challenge " + cid("Lightning Dust") + "@s0")
    while state.decision in ("fo_window",):
        run(state, "pass")
    if state.decision == "ab_yes":
        run(state, "use")
    power = GAME.cards["cn-160-lightning-dust"].power
    assert (0, "faceoff", power) in state.cmods
    assert state.next_faceoff_bonus(0) == power and state.cmods == []


def test_the_twilicane_weakens_friends_of_a_mane_at_home() -> None:  # MLP-1.16, MLP-10.9 during
    """CN151 The Twilicane: on the opponent's Mane; in the score phase, while that Mane is at home, each of their
    friends has -1 power."""
    pos = with_player(base(), 1, home=["Blue Moon"])
    state = setup(with_player(pos, 0, hand=["The Twilicane"], home=PURPLE4))
    run(state, "play cn-151-the-twilicane")  # only the opponent's Mane may carry it (MLP-0.5)
    moon = find(state, "Blue Moon", 1)
    assert state.host[find(state, "The Twilicane")] == state.mane[1] and state.power(moon) == 2
    state.phase = "score"
    assert state.power(moon) == 1


def test_funny_glasses_exhausts_its_friend_and_welcome_wagon_retires() -> None:  # MLP-4.16
    """CN138 Funny Glasses: exhaust the friend it is on: your friends are also pink this phase; CN155 Welcome
    Wagon: retire it to exhaust an opposing friend that enters play at its friend's problem."""
    state = setup(me(home=[{"card": "Red Gala", "attached": ["Funny Glasses"]}, "Blue Moon"]))
    run(state, "use cn-138-funny-glasses@h0")
    pink = GAME.color_bit["pink"]
    assert state.fl[find(state, "Red Gala")] & 1 and state.colors(find(state, "Blue Moon", 0)) & pink
    pos = at(base(active=1), "s0", {"card": "Sugar Twist", "owner": 0, "attached": ["Welcome Wagon"]})
    state = setup(with_player(pos, 1, hand=["Red Gala"]))
    run(state, "play pr-033-red-gala", "to s0", "use")
    assert state.fl[find(state, "Red Gala", 1)] & 1 and find(state, "Welcome Wagon") in state.discards[0]


def test_nice_moves_kid_and_fruit_bat_roundup_count_tokens() -> None:  # MLP-10.10 draw, discard_hand
    """CN111 Nice Moves, Kid: draw as many cards as the opponent has tokens, then discard as many; CN178 Fruit Bat
    Roundup, turned up: each player discards a card per token they have."""
    state = setup(
        with_player(base(tokens=[5, 2]), 0, hand=["Nice Moves, Kid", "Eep!"], home=["Emerald Green", "Emerald Green"])
    )
    hand = len(state.hands[0]) - 1
    run(state, "play cn-111-nice-moves-kid")
    assert len(state.hands[0]) == hand + 2 and state.decision == "discard_choice"
    state = setup(with_player(base(tokens=[1, 0]), 0, hand=["Eep!", "Red Gala"], problems=["Fruit Bat Roundup"]))
    state.replace_problem(2)
    resolve(state)
    assert state.decision == "discard_choice" and state.to_move == 0  # 1 token: 1 card; the opponent has none
    run(state, "discard " + cid("Eep!"))
    assert len(state.hands[0]) == 1 and find(state, "Eep!") in state.discards[0]


def test_sassaflash_and_dj_pon3_shuffle() -> None:  # MLP-0.6, MLP-8.2
    """CN48 Sassaflash: played to a problem, each player shuffles their deck and draws; CN194 DJ Pon-3: at the
    start of a phase it may return to hand: everyone shuffles their hand into their deck and draws 4."""
    state = setup(me(hand=["Sassaflash"], home=["Emerald Green", "Emerald Green"]))
    hands = [len(state.hands[0]) - 1, len(state.hands[1])]
    run(state, "play cn-048-sassaflash", "to s0")
    assert [len(state.hands[0]), len(state.hands[1])] == [hands[0] + 1, hands[1] + 1]
    assert any(k == "shuffle" for k, _, _ in state.events)
    state = setup(with_player(base(phase="ready"), 0, home=["DJ Pon-3"], hand=["Eep!"]))
    assert state.decision == "ab_yes"
    run(state, "use")
    assert len(state.hands[0]) == 4 and len(state.hands[1]) == 4  # DJ Pon-3 is shuffled in with the hand


def test_sunset_shimmer_pays_or_goes_and_returns_cards_to_hand() -> None:  # MLP-4.9, MLP-0.7
    """CN164 Sunset Shimmer: uncovered, its owner pays 3 or it is dismissed; if paid, an opposing friend or
    resource goes beneath it; when it leaves play, the cards beneath go to their owners' hands."""
    pos = at(
        base(phase="troublemaker", active=1),
        "s0",
        "Noteworthy",
        {"card": "Sunset Shimmer", "owner": 1, "face_down": True},
    )
    state = setup(pos)
    assert state.decision == "pay_or_dismiss" and state.to_move == 1
    run(state, "pay")
    sunset, gala = find(state, "Sunset Shimmer"), find(state, "Noteworthy")
    assert state.beneath(sunset) == [gala]
    state.dismiss(sunset)
    resolve(state)
    assert gala in state.hands[0]


# ---------------------------------------------------------------------- the last words of the set
def test_hoity_toity_clears_and_joes_doughnut_shop_spends_from_a_friend() -> None:  # MLP-4.16
    """CN73 Hoity Toity, Fashion Critic: every card beneath a friend with Pumped goes to its owner's discard pile;
    CN141 Joe's Doughnut Shop: spend a card from beneath one of your friends with Pumped: +2 power for it."""
    state = setup(
        me(
            home=["Hoity Toity, Fashion Critic", "Joe's Doughnut Shop", "Swan Song", "Globe Trotter"],
            deck=["Blue Jay", "Daisy", "Noteworthy"],
        )
    )
    swan, trotter = find(state, "Swan Song"), find(state, "Globe Trotter")
    for keeper, name in ((swan, "Blue Jay"), (swan, "Daisy"), (trotter, "Noteworthy")):
        c = next(i for i in state.decks[0] if state.cards[i] == cid(name))
        state.decks[0].remove(c)
        state.put_beneath(c, keeper)
    state._legal = None
    printed = state.power(trotter)
    run(state, "use cn-141-joes-doughnut-shop@h0", "target " + cid("Globe Trotter") + "@h0")
    assert state.beneath(trotter) == [] and state.power(trotter) == printed + 2
    run(state, "use cn-073-hoity-toity@h0")  # only Swan Song still has cards beneath it (MLP-0.5)
    assert state.beneath(swan) == [] and len(state.discards[0]) == 3


def test_chief_thunderhooves_spends_to_frighten_a_newcomer() -> None:  # MLP-4.13, MLP-6.4
    """CN9 Chief Thunderhooves: after the opponent plays a friend to its problem, it may spend a card from
    beneath it to frighten that friend (offered only with a card beneath it)."""
    pos = with_player(
        at(base(active=1), "s0", {"card": "Chief Thunderhooves", "owner": 0}), 1, hand=["Red Gala", "Red Gala"]
    )
    state = setup(with_player(pos, 0, deck=["Blue Jay"]))
    run(state, "play pr-033-red-gala", "to s0")
    assert state.decision == "main"  # nothing beneath it yet
    chief = find(state, "Chief Thunderhooves")
    c = state.decks[0].pop()
    state.put_beneath(c, chief)
    state._legal = None
    run(state, "play pr-033-red-gala", "to s0", "use")
    assert state.beneath(chief) == [] and sum(1 for i in state.locs[2] if state.fl[i] & 4) == 1


def test_celestia_protector_challenges_alone_and_go_feed_dismisses_the_loser() -> None:  # MLP-5.23, MLP-5.25
    """CN200 Princess Celestia, Protector of Equestria: played to a problem with an opposing face-up troublemaker,
    +2 power and she alone challenges it; with CN139 Go, Feed! on it, the friend it would send home is dismissed."""
    pos = at(
        with_player(
            base(tokens=[9, 5]),
            0,
            hand=["Princess Celestia, Protector of Equestria"],
            home=["Blue Jay"] * 3,
            deck=["Forest Owl"] * 4,
        ),
        "s0",
        {"card": "Lightning Dust", "owner": 1, "attached": ["A Fiery Temper", "Go, Feed!"]},
    )
    state = setup(with_player(pos, 1, deck=["Blue Jay"] * 4))
    run(state, "play cn-200-princess-celestia", "to s0")
    celestia = find(state, "Princess Celestia, Protector of Equestria")
    totals = [d["totals"] for k, d, _ in state.events if k == "faceoff_totals"]
    assert totals and totals[0][0] == GAME.cards["cn-200-princess-celestia"].power + 2
    assert celestia in state.discards[0]  # Lightning Dust (4 + 2) won: dismissed instead of sent home


def test_fluttershy_friend_to_animals_moves_to_her_critters() -> None:  # MLP-4.16
    """CN7 Fluttershy, Friend to Animals, BOOSTED: pay 1 to move her to a problem where you have a Critter
    friend."""
    pos = at(
        with_player(me(mane="Fluttershy, Friend to Animals"), 0, boosted=True), "s1", {"card": "Blue Jay", "owner": 0}
    )
    state = setup(pos)
    run(state, "use cn-007-fluttershy@h0 #1")  # the only such problem (MLP-0.5)
    assert state.where(state.mane[0]) == 3


def test_pinkie_pokey_pony_and_celestia_hoof_shaker_at_the_end_of_the_turn() -> None:  # MLP-4.26, MLP-6.9
    """CN3 Pinkie Pie, Pokey Pony turns at the end of your turn when it is home or with 3 of your friends at its
    problem; CNf4 Princess Celestia, Hoof Shaker, BOOSTED, may return a friend from an over-full home to hand."""
    state = setup(at(me(mane="Pinkie Pie, Pokey Pony"), "s0", "Red Gala", "Blue Moon"))
    state.move(state.mane[0], 2, 0)
    state.end_turn_flip(0)
    assert not state.fl[state.mane[0]] & 8
    state.move(state.mane[0], 0, 0)
    state.end_turn_flip(0)
    assert state.fl[state.mane[0]] & 8
    home = ["Red Gala", "Blue Moon", "Sugar Twist", "Blue Jay", "Noteworthy"]
    state = setup(with_player(me(mane="Princess Celestia, Hoof Shaker", home=home), 0, boosted=True))
    state.phase = "end"
    state.fire("end_turn", 0)
    resolve(state)
    run(state, "target " + cid("Noteworthy") + "@h0")
    assert find(state, "Noteworthy") in state.hands[0] and state.fl[state.mane[0]] & 1
