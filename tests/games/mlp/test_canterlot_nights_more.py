"""Canterlot Nights extensions of the vocabulary (card text overrides the rules, MLP-0.7): new triggers, Mane flips,
challenges and showdowns started by cards, new costs and prohibitions; each test names the card it plays."""

from __future__ import annotations

from tcgkit.games.mlp.cards import Filter
from tcgkit.games.mlp.state import MlpState

from .helpers import GAME, at, base, cid, find, ids, me, resolve, run, setup, with_player

#: blue friends with 3 power together: Thunderclap's requirement (MLP-6.1)
BLUE3 = ["Emerald Green", "Sweetie Sunrise"]


def boosted(state: MlpState, p: int = 0) -> bool:
    return bool(state.fl[state.mane[p]] & 8)


# ---------------------------------------------------------------------- new moments (triggers)
def test_pie_family_rock_farm_draws_at_the_start_of_each_turn() -> None:  # MLP-4.5, MLP-6.27
    """CN145 Pie Family Rock Farm: at the start of each player's turn, that player draws one more card (once the
    ready phase is over)."""
    state = setup(with_player(base(phase="ready", active=1), 0, home=["Pie Family Rock Farm"]))
    assert len(state.hands[1]) == 2  # the ready phase's card and the farm's


def test_shooting_star_draws_and_discards_after_the_draw() -> None:  # MLP-4.5
    """CN22 Shooting Star: at the end of your draw, while the opponent's Mane is at home, you may draw a card and
    discard one."""
    state = setup(with_player(base(phase="ready"), 0, home=["Shooting Star"]))
    assert state.decision == "ab_yes"
    run(state, "use")
    assert state.decision == "discard_choice" and len(state.hands[0]) == 2


def test_high_ground_and_storming_react_to_a_troublemaker_being_played() -> None:  # MLP-4.17
    """CN150 The High Ground readies one of your characters when a troublemaker is played; CN186 Storming the
    Villain's Lair lets the troublemaker's owner pay 2 to uncover it at once."""
    pos = me(home=["The High Ground", {"card": "Red Gala", "exhausted": True}], hand=["Lightning Dust"])
    state = setup(with_player(pos, 0, problem="Storming the Villain's Lair"))
    run(state, "play cn-160-lightning-dust", "to s0")
    assert state.decision == "ab_yes"  # Storming first (in card order, MLP-6.27), then The High Ground
    run(state, "use")
    dust = find(state, "Lightning Dust")
    assert not state.fl[dust] & 2 and state.tokens[0] == 2
    run(state, "target " + cid("Red Gala") + "@h0")
    assert not state.fl[find(state, "Red Gala")]
    assert state.decision == "ab_yes"  # Lightning Dust, uncovered, may move


def test_changeling_infiltrator_retires_a_friend_to_uncover_itself_face_down() -> None:  # MLP-4.9
    """CN157 Changeling Infiltrator: its "when you play it" works while it is face down; retiring a friend there
    uncovers it, and when uncovered every player shuffles their discard pile into their deck."""
    state = setup(at(me(hand=["Changeling Infiltrator"], discard=["Blue Moon"]), "s0", "Red Gala"))
    deck = len(state.decks[0])
    run(state, "play cn-157-changeling-infiltrator", "to s0", "target " + cid("Red Gala") + "@s0")
    tm = find(state, "Changeling Infiltrator")
    assert not state.fl[tm] & 2 and state.discards[0] == [] and len(state.decks[0]) == deck + 2


def test_twilight_element_of_magic_discounts_events_and_peeks_after_one() -> None:  # MLP-10.10 cost_mod
    """CN65 Twilight Sparkle, Element of Magic: your events cost 1 less; after you play one, look at your top card
    and you may put it on the bottom."""
    pos = me(home=["Twilight Sparkle, Element of Magic", *BLUE3], hand=["Thunderclap"])
    state = setup(at(pos, "s0", {"card": "Blue Moon", "owner": 1}))
    event, moon = find(state, "Thunderclap"), find(state, "Blue Moon", 1)
    assert state.play_cost(0, event, -1) == GAME.cards["cn-123-thunderclap"].cost - 1
    run(state, "play cn-123-thunderclap", "target " + cid("Blue Moon") + "@s0")
    assert state.decision == "peek_bottom" and state.fl[moon] & 4


def test_rainbow_dash_goosebump_giver_frightens_after_a_fright() -> None:  # MLP-6.4
    """CN18 Rainbow Dash, Goosebump Giver: after an opponent's friend becomes frightened, you may exhaust it to
    frighten another friend."""
    state = setup(
        at(
            me(home=["Rainbow Dash, Goosebump Giver"]),
            "s1",
            {"card": "Blue Moon", "owner": 1},
            {"card": "Red Gala", "owner": 1},
        )
    )
    state.frighten(find(state, "Blue Moon"))
    resolve(state)
    assert "target " + cid("Red Gala") + "@s1" in ids(state) and "skip" in ids(state)
    run(state, "target " + cid("Red Gala") + "@s1")
    assert state.fl[find(state, "Red Gala")] & 4 and state.fl[find(state, "Rainbow Dash, Goosebump Giver")] & 1


def test_cherry_fizzy_may_be_exhausted_instead_of_frightened() -> None:  # MLP-6.4
    """CN29 Cherry Fizzy: when it would become frightened while ready, its owner may exhaust it instead."""
    state = setup(me(home=["Cherry Fizzy"]))
    fizzy = find(state, "Cherry Fizzy")
    state.frighten(fizzy)
    state._legal = None
    state._run()
    assert ids(state) == ["exhaust", "frighten"]
    run(state, "exhaust")
    assert state.fl[fizzy] == 1


def test_chicken_costume_dismisses_its_friend_when_it_is_exhausted() -> None:  # MLP-1.16, MLP-6.2
    """CN136 Chicken Costume: when the friend it is on becomes exhausted, that friend is dismissed."""
    state = setup(me(home=[{"card": "Red Gala", "attached": ["Chicken Costume"]}]))
    gala = find(state, "Red Gala")
    state.exhaust(gala)
    resolve(state)
    assert gala in state.discards[0]


def test_roseluck_takes_back_another_friend_after_a_retirement() -> None:  # MLP-10.10 recall
    """CN79 Roseluck: after one of your friends is retired, you may exhaust it to take another friend (not the
    retired one) from your discard pile."""
    state = setup(me(home=["Roseluck", "Noteworthy"], discard=["Daisy"]))
    worthy, daisy = find(state, "Noteworthy"), find(state, "Daisy")
    state.retire(worthy)
    resolve(state)
    run(state, "use")  # Daisy is the only other friend there (MLP-0.5)
    assert daisy in state.hands[0] and worthy in state.discards[0]


def test_learned_lessons_banks_a_card_per_bonus_and_cashes_them_in() -> None:  # MLP-5.21
    """CN142 Learned Lessons: when you score a problem's bonus, the top card of your deck goes beneath it; retire
    it to spend them all for 1 token each."""
    state = setup(me(home=["Learned Lessons"]))
    lessons = find(state, "Learned Lessons")
    for _ in range(2):
        state.fire("on_score_bonus", 0, 2)
        resolve(state)
    assert len(state.beneath(lessons)) == 2
    tokens = state.tokens[0]
    run(state, "use cn-142-learned-lessons@h0")
    assert state.tokens[0] == tokens + 2 and lessons in state.discards[0] and len(state.discards[0]) == 3


def test_rainbow_dash_element_of_loyalty_moves_after_an_opposing_action() -> None:  # MLP-4.12
    """CN19 Rainbow Dash, Element of Loyalty: after each action of the opponent's main phase, you may pay 1 to
    move it."""
    state = setup(with_player(base(active=1), 0, home=["Rainbow Dash, Element of Loyalty"]))
    run(state, "draw")
    assert state.decision == "ab_yes" and state.to_move == 0
    run(state, "use")
    assert state.decision == "ab_dest"


def test_prince_blueblood_sends_a_challenger_home() -> None:  # MLP-4.10
    """CN162 Prince Blueblood: when a player challenges it, they move one of their characters at its problem
    home (before the faceoff, so it does not take part)."""
    pos = at(base(phase="troublemaker"), "s0", "Red Gala", "Blue Moon", {"card": "Prince Blueblood", "owner": 1})
    state = setup(pos)
    run(state, "challenge " + cid("Prince Blueblood") + "@s0")
    assert state.decision == "ab_target" and state.to_move == 0
    run(state, "target " + cid("Red Gala") + "@s0")
    assert state.where(find(state, "Red Gala")) == 0


# ---------------------------------------------------------------------- Mane flips from card text
def test_twilight_gala_greeter_turns_when_an_event_is_played() -> None:  # MLP-6.8, MLP-6.9
    """CN5 Twilight Sparkle, Gala Greeter: playing an event turns it BOOSTED, exhausted."""
    pos = at(
        me(mane="Twilight Sparkle, Gala Greeter", hand=["Thunderclap"], home=BLUE3),
        "s0",
        {"card": "Blue Moon", "owner": 1},
    )
    state = setup(pos)
    assert not boosted(state)
    run(state, "play cn-123-thunderclap", "target " + cid("Blue Moon") + "@s0")
    assert boosted(state) and state.fl[state.mane[0]] & 1


def test_rarity_dressmaker_turns_and_pumps_friends_given_resources() -> None:  # MLP-6.8, MLP-1.16
    """CN6 Rarity, Dressmaker: playing a resource on one of your friends turns it BOOSTED; BOOSTED, that friend
    also gets +2 power until the end of the turn."""
    state = setup(
        with_player(
            base(tokens=[9, 5]), 0, mane="Rarity, Dressmaker", home=["Red Gala"], hand=["Chic Beret", "Chic Beret"]
        )
    )
    gala = find(state, "Red Gala")
    printed = state.power(gala)
    run(state, "play cn-135-chic-beret")
    assert boosted(state) and state.power(gala) == printed + 1
    run(state, "play cn-135-chic-beret")
    assert state.power(gala) == printed + 2 + 2


def test_applejack_apple_vendor_turns_at_the_end_of_the_turn() -> None:  # MLP-6.9, MLP-4.27
    """CN2 Applejack, Apple Vendor: at the end of your turn, with a friend of 5 or more power, it turns BOOSTED."""
    state = setup(me(mane="Applejack, Apple Vendor", home=[{"card": "Red Gala", "power": 3}]))
    state.end_turn_flip(0)
    assert boosted(state)
    state = setup(me(mane="Applejack, Apple Vendor", home=["Red Gala"]))
    state.end_turn_flip(0)
    assert not boosted(state)


def test_rarity_mover_and_shaker_needs_two_other_white_characters() -> None:  # MLP-6.8
    """CN8 Rarity, Mover and Shaker: confronting its problem with 2 other white characters of yours turns it."""
    state = setup(at(me(mane="Rarity, Mover and Shaker"), "s0", "Sugar Twist"))
    state.move(state.mane[0], 2, 0)
    assert not state.confront_flip_ok(0, 2)
    state = setup(at(me(mane="Rarity, Mover and Shaker"), "s0", "Sugar Twist", "Noteworthy"))
    state.move(state.mane[0], 2, 0)
    assert state.confront_flip_ok(0, 2)


def test_fluttershy_friend_to_animals_pays_less_per_critter() -> None:  # MLP-4.16, MLP-0.9
    """CN7 Fluttershy, Friend to Animals: pay 3 tokens, 1 less per Critter friend of yours, to turn it."""
    state = setup(with_player(me(mane="Fluttershy, Friend to Animals", home=["Blue Jay", "Blue Jay"]), 0, hand=[]))
    tokens = state.tokens[0]
    run(state, "use cn-007-fluttershy@h0 #0")
    assert boosted(state) and state.tokens[0] == tokens - 1


def test_rainbow_dash_hanging_out_turns_with_two_pegasi_at_its_problem() -> None:  # MLP-4.16
    """CN1 Rainbow Dash, Hanging Out: an ability without cost, usable while 2 of your Pegasus friends are at its
    problem."""
    state = setup(at(me(mane="Rainbow Dash, Hanging Out"), "s0", "Sweetie Sunrise"))
    state.move(state.mane[0], 2, 0)
    state._legal = None
    assert "use cn-001-rainbow-dash@s0 #0" not in ids(state)
    state = setup(at(me(mane="Rainbow Dash, Hanging Out"), "s0", "Sweetie Sunrise", "Sugar Twist"))
    state.move(state.mane[0], 2, 0)
    state._legal = None
    run(state, "use cn-001-rainbow-dash@s0 #0")
    assert boosted(state)


def test_princess_celestia_hoof_shaker_exhausts_three_friends_to_turn() -> None:  # MLP-4.16
    """CNf4 Princess Celestia, Hoof Shaker: exhaust 3 of your ready friends (chosen one at a time) to turn it."""
    state = setup(me(mane="Princess Celestia, Hoof Shaker", home=["Red Gala", "Blue Moon", "Sugar Twist", "Blue Jay"]))
    run(state, "use cn-004-princess-celestia@h0")
    for _ in range(3):
        assert state.decision == "exhaust_cost"
        run(state, ids(state)[0])
    assert boosted(state) and sum(1 for i in state.locs[0] if state.fl[i] & 1) == 3


# ---------------------------------------------------------------------- challenges and showdowns started by cards
def test_the_hard_way_challenges_with_all_characters_there() -> None:  # MLP-5.23–5.27, MLP-4.10
    """CN120 The Hard Way: in the main phase, a troublemaker faceoff at once with all your ready characters at the
    troublemaker's problem; it counts as its challenge this turn."""
    pos = at(
        me(hand=["The Hard Way"], home=["Emerald Green", "Emerald Green"]),
        "s0",
        "Blue Moon",
        "Sugar Twist",
        {"card": "Lightning Dust", "owner": 1},
    )
    state = setup(with_player(pos, 0, deck=["Comet Tail"] * 3))
    tm = find(state, "Lightning Dust")
    run(state, "play cn-120-the-hard-way")
    assert state.fo_kind == "troublemaker" and state.fo_tm == tm and tm in state.challenged
    assert sorted(state.fo_parts[0]) == sorted([find(state, "Blue Moon", 0), find(state, "Sugar Twist")])


def test_biff_pow_challenges_with_one_chosen_character() -> None:  # MLP-5.23
    """CN101 Biff! Pow!: one of your ready characters at the troublemaker's problem, of your choice, challenges
    it alone."""
    pos = at(
        me(hand=["Biff! Pow!"], home=BLUE3), "s0", "Blue Moon", "Comet Tail", {"card": "Lightning Dust", "owner": 1}
    )
    state = setup(pos)
    run(state, "play cn-101-biff-pow")
    assert state.decision == "challenge_with"
    run(state, "with " + cid("Comet Tail") + "@s0")  # the faceoff then runs (nobody can act in its window)
    totals = [d["totals"] for k, d, _ in state.events if k == "faceoff_totals"]
    assert totals[0][0] == 1  # Comet Tail alone, not Blue Moon


def test_jet_set_cannot_be_challenged_without_three_friends() -> None:  # MLP-4.10, MLP-0.7
    """CN159 Jet Set & Upper Crust: a player challenges it only with at least 3 of their friends at its problem."""
    pos = at(base(phase="troublemaker"), "s0", "Red Gala", "Blue Moon", {"card": "Jet Set & Upper Crust", "owner": 1})
    state = setup(pos)
    assert state.eligible_challenges(0) == []
    state = setup(at(pos, "s0", "Sugar Twist"))
    assert state.eligible_challenges(0) == [find(state, "Jet Set & Upper Crust")]


def test_fashion_week_is_a_faceoff_of_two_friends_whose_winner_scores() -> None:  # MLP-5.12–5.20
    """CN104 Fashion Week: your friend and an opposing friend with at least its power are the only participants;
    no problem bonus; the winner scores 1 point."""
    pos = at(
        me(hand=["Fashion Week"], home=["Noteworthy", "Sugar Twist"], deck=["Blue Jay"] * 4),
        "s1",
        {"card": "Blue Moon", "owner": 1},
        {"card": "Comet Tail", "owner": 1},
    )
    state = setup(with_player(pos, 1, deck=["Comet Tail"] * 4))
    run(state, "play cn-104-fashion-week", "target " + cid("Sugar Twist") + "@h0")
    # the only rival (MLP-0.5), then nobody can act in the window: Sugar Twist 2 + Blue Jay 2 beat Blue Moon 2 +
    # Comet Tail 1: 1 point, no problem bonus
    assert state.scores == [1, 0] and state.fo_kind == ""


def test_staring_contest_sends_the_losing_friend_to_hand() -> None:  # MLP-5.12
    """CN117 Staring Contest: the loser's friend that took part goes to its owner's hand."""
    pos = at(
        me(hand=["Staring Contest"], home=["Sugar Twist", "Blue Jay", "Lemon Hearts"], deck=["Comet Tail"] * 4),
        "s1",
        {"card": "Blue Moon", "owner": 1},
    )
    state = setup(with_player(pos, 1, deck=["Blue Jay"] * 4))
    twist = find(state, "Sugar Twist")
    run(state, "play cn-117-staring-contest", "target " + cid("Sugar Twist") + "@h0")
    assert twist in state.hands[0] and state.fo_kind == ""


# ---------------------------------------------------------------------- conditions and costs
def test_snails_raises_the_requirement_only_while_exhausted() -> None:  # MLP-5.2, MLP-10.10 requirement_mod
    """CN49 Snails, Deep Thinker: exhaust it; while it is exhausted, your opponent needs 2 more power to confront
    its problem."""
    state = setup(at(me(), "s1", {"card": "Snails", "owner": 0}))
    before = sum(n for _, n in state.requirement(1, 3))
    run(state, "use cn-049-snails@s1")
    assert sum(n for _, n in state.requirement(1, 3)) == before + 2 and sum(n for _, n in state.requirement(0, 3))


def test_doc_top_discounts_recovering_but_never_below_one() -> None:  # MLP-4.20, MLP-0.9
    """CN32 Doc Top: while it is exhausted, recovering costs you 1 less, but at least 1 (two copies: still 1)."""
    state = setup(me(home=[{"card": "Doc Top", "exhausted": True}, {"card": "Doc Top", "exhausted": True}]))
    assert state.simple_cost(0, "recover", 2) == 1
    state = setup(me(home=[{"card": "Doc Top", "exhausted": True}]))
    assert state.simple_cost(0, "recover", 2) == 1 and state.simple_cost(1, "recover", 2) == 2


def test_octavia_exhausts_a_resource_at_home_for_power() -> None:  # MLP-4.16
    """CN74 Octavia, Star Cellist: exhaust one of your ready resources at home: +2 power until the end of the
    phase; no ready resource, no ability."""
    state = setup(me(home=["Octavia, Star Cellist", "Pie Family Rock Farm"]))
    octavia, farm = find(state, "Octavia, Star Cellist"), find(state, "Pie Family Rock Farm")
    printed = state.power(octavia)
    run(state, "use cn-074-octavia@h0")
    assert state.fl[farm] & 1 and state.power(octavia) == printed + 2
    assert "use cn-074-octavia@h0" not in ids(state)


def test_bags_valet_acts_in_the_score_phase_window() -> None:  # MLP-4.23, MLP-0.7
    """CN27 Bags Valet: a "Score Phase" ability, used in a window before the confront step."""
    state = setup(me(home=["Bags Valet", "Pie Family Rock Farm"]))
    run(state, "end")
    assert state.decision == "score_act"
    valet = find(state, "Bags Valet")
    run(state, "use cn-027-bags-valet@h0")  # then the score phase goes on (the +2 ends with it)
    assert any(k == "power" and d["card"]["iid"] == valet and d["change"] == 2 for k, d, _ in state.events)


def test_hungry_hungry_house_guest_keeps_out_friends_with_resources() -> None:  # MLP-4.19, MLP-0.7
    """CN180 Hungry Hungry House Guest: friends carrying a resource cannot be moved to it."""
    pos = with_player(
        me(home=[{"card": "Red Gala", "attached": ["Chic Beret"]}, "Blue Moon"]), 1, problem="Hungry Hungry House Guest"
    )
    state = setup(pos)
    run(state, "move " + cid("Red Gala") + "@h0")  # s0 is its only destination (MLP-0.5)
    assert state.where(find(state, "Red Gala")) == 2
    run(state, "move " + cid("Blue Moon") + "@h0")
    assert ids(state) == ["to s0", "to s1"]


def test_attitude_and_pizzazz_counts_accessories() -> None:  # MLP-10.10 power
    """CN169 Attitude and Pizzazz!: characters here carrying an Accessory have +1 power."""
    pos = with_player(me(), 0, problem="Attitude and Pizzazz!")
    state = setup(at(pos, "s0", {"card": "Red Gala", "attached": ["Chic Beret"]}, "Blue Moon"))
    assert state.power(find(state, "Red Gala")) == 2 + 1 + 1 and state.power(find(state, "Blue Moon", 0)) == 2


def test_bed_rest_keeps_a_friend_from_being_exhausted() -> None:  # MLP-0.7, MLP-6.2
    """CN131 Bed Rest: goes on an opponent's ready friend, which cannot be exhausted."""
    state = setup(
        at(
            me(hand=["Bed Rest"], home=["Blue Jay"]),
            "s1",
            {"card": "Blue Moon", "owner": 1},
            {"card": "Comet Tail", "owner": 1, "exhausted": True},
        )
    )
    moon = find(state, "Blue Moon", 1)
    run(state, "play cn-131-bed-rest")  # only the ready opposing friend may carry it (MLP-0.5)
    assert state.host[find(state, "Bed Rest")] == moon
    state.exhaust(moon)
    assert not state.fl[moon]


def test_fluttershy_critter_caregiver_frees_critters_from_the_home_limit() -> None:  # MLP-4.26, MLP-6.29
    """CN88 Fluttershy, Critter Caregiver: your Critter friends do not count towards your home limit."""
    home = ["Fluttershy, Critter Caregiver", "Blue Jay", "Blue Jay", "Blue Jay", "Red Gala"]
    state = setup(me(home=home))
    assert len(state.friends_at_home(0)) == 2 <= state.home_limit(0)


# ---------------------------------------------------------------------- troublemakers and problems
def test_a_fiery_temper_adds_power_to_its_troublemaker() -> None:  # MLP-5.23, MLP-1.16
    """CN129 A Fiery Temper: a resource on a troublemaker (card text) gives it +2 power, for its faceoffs and for
    power filters (Go, Feed! with a whole faceoff: test_canterlot_nights_cards.py)."""
    pos = at(
        base(phase="troublemaker"),
        "s0",
        "Red Gala",
        {"card": "Lightning Dust", "owner": 1, "attached": ["A Fiery Temper"]},
    )
    state = setup(pos)
    tm = find(state, "Lightning Dust")
    assert state.tm_bonus(tm) == 2 and state.host[find(state, "A Fiery Temper")] == tm
    assert not state.matches(tm, Filter(max_power=GAME.cards["cn-160-lightning-dust"].power), 0, -1)


def test_apple_cider_zeroes_the_bonus_and_replace_problem_turns_up_the_next() -> None:  # MLP-5.21, MLP-5.28
    """CN130 Apple Cider: while its friend is at a problem, that problem's bonus is 0; CN51 Snips & Snails retire
    to put their problem under its deck and turn up the next one (nothing at the slot moves)."""
    state = setup(at(me(), "s0", {"card": "Red Gala", "attached": ["Apple Cider"]}, "Snips & Snails, Problem Solvers"))
    assert state.slot_bonus(2) == 0 and state.slot_bonus(3) > 0
    old = state.loc_prob[2]
    run(state, "use cn-051-snips-snails@s0")
    assert state.loc_prob[2] != old and state.pdecks[0][0] == old and state.where(find(state, "Red Gala")) == 2
    assert find(state, "Snips & Snails, Problem Solvers") in state.discards[0]


def test_out_of_control_dismisses_a_random_friend_before_the_solve() -> None:  # MLP-5.28, MLP-0.6
    """CN183 Out of Control: when solved, a random friend there is dismissed (before the characters go home)."""
    state = setup(at(with_player(me(), 0, problem="Out of Control"), "s0", "Red Gala"))
    gala = find(state, "Red Gala")
    state.push(("solve", (2,)))
    state._legal = None
    state._run()
    assert gala in state.discards[0]


def test_impress_the_inspector_works_once_a_turn_for_each_player() -> None:  # MLP-0.7
    """CN181 Impress the Inspector: only the first friend a player plays there each turn lets them ready
    another friend there."""
    pos = at(
        with_player(me(hand=["Red Gala", "Blue Moon"]), 0, problem="Impress the Inspector"),
        "s0",
        {"card": "Sugar Twist", "exhausted": True},
    )
    state = setup(pos)
    run(state, "play pr-033-red-gala", "to s0")
    assert state.decision == "ab_target"
    run(state, "target " + cid("Sugar Twist") + "@s0")
    state.exhaust(find(state, "Sugar Twist"))
    run(state, "play pr-060-blue-moon", "to s0")
    assert state.decision == "main"


def test_earth_pony_royal_guard_picks_a_friend_from_the_revealed_hand() -> None:  # MLP-8.1, MLP-0.7
    """CN33 Earth Pony Royal Guard: played to your home, the opponent reveals their hand and discards a friend of
    your choice; CN25 Applejack, Element of Honesty, discarded so, may enter play instead."""
    pos = with_player(
        me(hand=["Earth Pony Royal Guard"], home=["Red Gala"]), 1, hand=["Applejack, Element of Honesty", "Eep!"]
    )
    state = setup(pos)
    run(state, "play cn-033-earth-pony-royal-guard", "to h0")
    assert ids(state) == ["discard cn-025-applejack", "none"]
    run(state, "discard cn-025-applejack")
    assert state.decision == "replay" and state.to_move == 1
    run(state, "to h1")
    assert state.where(find(state, "Applejack, Element of Honesty")) == 1


def test_spike_and_in_your_dreams_and_applebucker() -> None:  # MLP-8.2, MLP-0.6
    """CN62 Spike: a card from the bottom 2 of your deck may go on top; CN108 In Your Dreams: odd or even, then
    the top card's printed power decides a token; CN26 Applejack, Applebucker: mill 4 of a chosen player."""
    state = setup(me(home=["Spike, Assistant Librarian"], deck=["Red Gala", "Comet Tail", "Blue Moon", "Sugar Twist"]))
    run(state, "use cn-062-spike@h0")
    assert ids(state) == ["top " + cid("Sugar Twist"), "top " + cid("Blue Moon"), "none"]  # the bottom 2
    run(state, "top " + cid("Blue Moon"))
    assert state.cards[state.decks[0][-1]] == cid("Blue Moon")
    state = setup(me(hand=["In Your Dreams"], home=["Blue Moon"], deck=["Comet Tail", "Red Gala"]))
    tokens = state.tokens[0] - GAME.cards["cn-108-in-your-dreams"].cost
    run(state, "play cn-108-in-your-dreams", "odd")  # Comet Tail on top: 1, odd
    assert state.tokens[0] == tokens + 1 and state.cards[state.hands[0][-1]] == cid("Comet Tail")
    state = setup(me(hand=["Applejack, Applebucker"], home=["Red Gala", "Red Gala"]))
    deck = len(state.decks[1])
    run(state, "play cn-026-applejack", "to h0", "mill theirs")
    assert len(state.decks[1]) == deck - 4
