"""Vocabulary extensions for the last Premiere cards (card text overrides the rules, MLP-0.7): the Caretaker
keyword, colour-limited next-play discounts, deck searches, move prohibitions and more; each test names the card."""

from __future__ import annotations

from typing import Any

from tcgkit.games.mlp.cards import Filter

from .helpers import at, base, cid, find, ids, run, setup, where, with_player


def me(**changes: Any) -> dict[str, Any]:
    return with_player(base(), 0, **changes)


def printed(state: Any, name: str) -> int:
    return int(state.F[find(state, name)].power)


# ---------------------------------------------------------------------- Caretaker
def test_caretaker_needs_a_critter_at_its_problem() -> None:  # MLP-1.15, MLP-0.7
    """PR80 Amethyst Star (Caretaker): +1 power at a problem with a Critter character, once however many Critters;
    nothing at home or with a frightened Critter."""
    state = setup(at(me(home=["Blue Jay"]), "s0", "Amethyst Star"))
    star = find(state, "Amethyst Star")
    assert state.power(star) == printed(state, "Amethyst Star")
    state = setup(at(me(), "s0", "Amethyst Star", "Blue Jay", "Blue Jay"))
    assert state.power(find(state, "Amethyst Star")) == printed(state, "Amethyst Star") + 1
    state = setup(at(me(), "s0", "Amethyst Star", {"card": "Blue Jay", "frightened": True}))
    assert state.power(find(state, "Amethyst Star")) == printed(state, "Amethyst Star")
    state = setup(me(home=["Amethyst Star", "Blue Jay"]))
    assert state.power(find(state, "Amethyst Star")) == printed(state, "Amethyst Star")


def test_caretaker_counts_an_opposing_critter() -> None:  # MLP-0.7
    """PR80: the Critter may be either player's ("a Critter character at the same problem")."""
    state = setup(at(me(), "s1", {"card": "Amethyst Star", "owner": 0}, {"card": "Blue Jay", "owner": 1}))
    assert state.power(find(state, "Amethyst Star")) == printed(state, "Amethyst Star") + 1


def test_next_yellow_friend_costs_less() -> None:  # MLP-10.10, MLP-4.13
    """PR84 Fluttershy, Animal Team: when played, only the next yellow friend this turn costs 1 less."""
    hand = ["Fluttershy, Animal Team", "Blue Jay", "Emerald Green"]
    state = setup(me(mane="Fluttershy, Beastmaster", home=["Blue Jay"], hand=hand))
    jay, green = state.hands[0][1], find(state, "Emerald Green")
    before = state.play_cost(0, jay, 0), state.play_cost(0, green, 0)
    run(state, "play pr-084-fluttershy", "to h0")
    assert state.play_cost(0, jay, 0) == before[0] - 1
    assert state.play_cost(0, green, 0) == before[1]
    tokens = state.tokens[0]
    run(state, "play pr-081-blue-jay", "to h0")
    assert state.tokens[0] == tokens - (before[0] - 1)
    assert state.cmods == []


def test_caretaker_brings_a_critter_when_played_to_a_problem() -> None:  # MLP-10.10
    """PR89 Mane Cureall: played to a problem, it may move one of your Critter friends there for free."""
    state = setup(me(mane="Fluttershy, Beastmaster", hand=["Mane Cureall"], home=["Blue Jay", "Emerald Green"]))
    run(state, "play pr-089-mane-cureall", "to s0")
    assert ids(state) == ["target pr-081-blue-jay@h0", "skip"]
    run(state, "target pr-081-blue-jay@h0")
    assert where(state, "Blue Jay") == "s0"
    assert state.power(find(state, "Mane Cureall")) == printed(state, "Mane Cureall") + 1


def test_fluttershy_beastmaster_calls_a_critter_into_the_faceoff() -> None:  # MLP-5.12, MLP-6.9
    """PR6 Fluttershy, Beastmaster BOOSTED: when a faceoff she takes part in starts, a Critter friend of yours may
    move to her problem and takes part (before participants are fixed, MLP-5.12); Caretaker gives her +1 then."""
    pos = with_player(base(phase="score"), 0, mane="Fluttershy, Beastmaster", boosted=True, deck=["Comet Tail"])
    pos = with_player(pos, 0, home=["Blue Jay"], problem="Bunny Breakout")
    pos = with_player(pos, 1, deck=["Comet Tail"])
    pos = at(pos, "s0", {"card": "Fluttershy, Beastmaster"}, "Emerald Green", "Red Gala")
    state = setup(at(pos, "s0", {"card": "Blue Moon", "owner": 1}, {"card": "Full Steam", "owner": 1}))
    assert state.decision == "ab_target" and ids(state) == ["target pr-081-blue-jay@h0", "skip"]
    run(state, "target pr-081-blue-jay@h0")
    moves = [d["to"] for k, d, _ in state.events if k == "move" and d["card"]["card"] == cid("Blue Jay")]
    assert moves == ["s0"]
    totals = [d["totals"] for k, d, _ in state.events if k == "faceoff_totals"]
    side = 3 + 1 + sum(printed(state, n) for n in ("Emerald Green", "Red Gala", "Blue Jay"))
    assert totals == [[side, printed(state, "Blue Moon") + printed(state, "Full Steam")]]


# ---------------------------------------------------------------------- searching the deck
def test_search_takes_a_matching_card_and_shuffles() -> None:  # MLP-0.6, MLP-8.2
    """PR56 Gyro, Poindexter: when played, its owner may search the deck for an event: only events are offered
    (one action per distinct card), the chosen one is revealed into the hand, the deck is shuffled by the seeded
    generator and nobody knows its order afterwards."""
    deck = ["Emerald Green", "Dig Deep", "Red Gala", "Royal Guidance", "Dig Deep", "Blue Moon"]
    pos = me(mane="Twilight Sparkle, Faithful Student", home=["Twilight Sparkle, All-Team Organizer"])
    pos = with_player(pos, 0, hand=["Gyro"], deck=deck)
    state = setup(pos)
    run(state, "play pr-056-gyro", "to h0")
    assert state.decision == "search"
    assert sorted(ids(state)) == sorted(["take " + cid("Dig Deep"), "take " + cid("Royal Guidance"), "none"])
    run(state, "take " + cid("Royal Guidance"))
    assert cid("Royal Guidance") in [state.cards[i] for i in state.hands[0]]
    assert sorted(state.cards[i] for i in state.decks[0]) == sorted(cid(n) for n in deck if n != "Royal Guidance")
    assert not set(state.decks[0]) & set(state.known[0])
    seen = [d for k, d, _ in state.events if k == "search"]
    assert seen and seen[0]["card"]["card"] == cid("Royal Guidance")


def test_search_may_find_nothing() -> None:  # MLP-0.2
    """PR56: "may" search: taking nothing is always offered; when nothing matches it is the only choice (made by
    the engine, MLP-0.5); the deck is still shuffled (the same seed reproduces the same order, MLP-0.6)."""
    pos = me(mane="Twilight Sparkle, Faithful Student", home=["Twilight Sparkle, All-Team Organizer"])
    orders = []
    for _ in range(2):
        state = setup(with_player(pos, 0, hand=["Gyro"], deck=["Emerald Green", "Red Gala", "Blue Moon", "Comet Tail"]))
        run(state, "play pr-056-gyro", "to h0")
        assert [d["card"] for k, d, _ in state.events if k == "search"] == [None]
        orders.append([state.cards[i] for i in state.decks[0]])
    assert orders[0] == orders[1]


def test_problem_search_for_each_player() -> None:  # MLP-5.28, MLP-6.27
    """PR187 Parasprite Pandemic: turned up as a new problem, each player may search for a troublemaker (the active
    player first)."""
    pos = with_player(base(phase="score"), 0, problem="Bunny Breakout", problems=["Parasprite Pandemic"])
    pos = with_player(pos, 0, deck=["Comet Tail", "Flim", "Red Gala"])
    pos = with_player(pos, 1, deck=["Comet Tail", "Blue Moon", "Nightmare Moon"])
    pos = at(
        pos, "s0", "Emerald Green", "Blue Jay", {"card": "Blue Moon", "owner": 1}, {"card": "Full Steam", "owner": 1}
    )
    state = setup(pos)
    while state.decision != "search":
        state.apply(state.legal_actions()[0])
    assert state.to_move == 0 and ids(state) == ["take " + cid("Flim"), "none"]
    run(state, "take " + cid("Flim"))
    assert state.decision == "search" and state.to_move == 1
    assert ids(state) == ["take " + cid("Nightmare Moon"), "none"]
    run(state, "none")
    assert cid("Flim") in [state.cards[i] for i in state.hands[0]]


# ---------------------------------------------------------------------- move prohibitions
def test_tangled_coiffure_stops_its_hosts_controller_moving_it() -> None:  # MLP-0.7, MLP-4.14, MLP-4.19
    """PR133 Tangled Coiffure: attached only to an opponent's friend; that opponent can no longer move the friend,
    neither by the move action nor by their effects; its own player still can."""
    pos = me(mane="Rarity, Dazzling Fashionista", home=["Sugar Twist", "Noteworthy"], hand=["Tangled Coiffure"])
    pos = with_player(pos, 1, home=["Emerald Green", "Red Gala"])
    state = setup(at(pos, "s0", "Comet Tail"))
    run(state, "play pr-133-tangled-coiffure")
    targets = ids(state)
    assert all("@h1" in t for t in targets) and len(targets) == 2
    green = find(state, "Emerald Green", 1)
    run(state, next(t for t in targets if "emerald-green" in t))
    assert state.host[find(state, "Tangled Coiffure")] == green
    assert not state.can_move(green, 1) and state.can_move(green, 0)
    assert state.can_move(find(state, "Red Gala", 1), 1)
    state.active = 1  # the opponent's main phase: the move action is not offered for the host
    state.push(("main", 1))
    state._legal = None
    moves = [a for a in ids(state) if a.startswith("move")]
    assert moves and not any("emerald-green" in a for a in moves)


def test_gabby_gums_holds_non_white_characters_while_three_white_are_there() -> None:  # MLP-0.7, MLP-4.19
    """PR180 Who is Gabby Gums?: with 3 white characters (either player's, not frightened) at the problem, characters
    without white there cannot move away; white ones can; with 2 white ones everyone can."""
    pos = with_player(base(), 0, problem="Who is Gabby Gums?")
    whites = ["Sugar Twist", "Noteworthy", {"card": "Pearly Stitch", "owner": 1}]
    state = setup(at(pos, "s0", "Emerald Green", *whites))
    moves = [a for a in ids(state) if a.startswith("move")]
    assert not any("emerald-green" in a for a in moves) and any("sugar-twist" in a for a in moves)
    assert not state.can_move(find(state, "Emerald Green"), 1)
    state = setup(
        at(pos, "s0", "Emerald Green", *whites[:2], {"card": "Pearly Stitch", "owner": 1, "frightened": True})
    )
    assert any("emerald-green" in a for a in ids(state))


# ---------------------------------------------------------------------- revealing the top of the deck
def test_golden_oak_library_keeps_an_event_and_reorders_the_rest_on_top() -> None:  # MLP-4.16, MLP-8.2
    """PR138 Golden Oak Library: exhaust and pay 1: reveal the top 3 (seen by both players), take one event, put
    the other two back on top in the order chosen."""
    state = setup(me(home=["Golden Oak Library"], deck=["Blue Moon", "Red Gala", "Dig Deep", "Emerald Green"]))
    top3 = list(reversed(state.decks[0][-3:]))
    names = [state.cards[i] for i in top3]
    tokens = state.tokens[0]
    run(state, "use pr-138-golden-oak-library@h0")
    assert state.tokens[0] == tokens - 1
    assert set(top3) <= set(state.known[0]) and set(top3) <= set(state.known[1])
    assert names == [cid("Blue Moon"), cid("Red Gala"), cid("Dig Deep")]
    assert ids(state) == ["take " + cid("Dig Deep"), "none"]
    run(state, "take " + cid("Dig Deep"))
    assert state.decision == "peek_order"
    rest = [i for i in top3 if state.cards[i] != cid("Dig Deep")]
    run(state, "next " + state.cards[rest[1]])
    assert state.decks[0][-1] == rest[1] and state.decks[0][-2] == rest[0]


def test_farm_foremare_keeps_a_resource_and_puts_the_rest_under() -> None:  # MLP-0.2, MLP-8.2
    """PR213 Applejack, Farm Foremare: may reveal the top 5, take a resource, the others go under the deck in the
    chosen order (each one below the previous)."""
    deck = ["Comet Tail", "Golden Oak Library", "Blue Moon", "Red Gala", "Emerald Green", "Sugar Twist"]
    state = setup(me(mane="Applejack, Steadfast Farmpony", hand=["Applejack, Farm Foremare"], deck=deck))
    run(state, "play pr-213-applejack", "to h0", "use")
    assert ids(state) == ["take " + cid("Golden Oak Library"), "none"]
    run(state, "take " + cid("Golden Oak Library"))
    assert state.decision == "to_bottom_order"
    order = ["Emerald Green", "Red Gala", "Blue Moon", "Comet Tail"]
    for name in order[:3]:  # the last one has no choice left (MLP-0.5)
        run(state, "under " + cid(name))
    assert [state.cards[i] for i in state.decks[0]] == [cid(n) for n in reversed(order)] + [cid("Sugar Twist")]


# ---------------------------------------------------------------------- reactions of cards in play (MLP-6.27)
def test_bright_bulb_moves_a_character_played_to_its_problem() -> None:  # MLP-4.2, MLP-6.27
    """PR53 Bright Bulb: when the opponent plays a character to its problem, its owner (the non-active player) may
    exhaust it to move that character elsewhere; a character played elsewhere does not trigger it."""
    pos = at(me(hand=["Emerald Green", "Red Gala"]), "s1", {"card": "Bright Bulb", "owner": 1})
    state = setup(pos)
    run(state, "play pr-012-emerald-green", "to s0")
    assert state.decision == "main"
    run(state, "play pr-033-red-gala", "to s1")
    assert state.decision == "ab_yes" and state.to_move == 1
    run(state, "use")
    assert state.to_move == 1 and sorted(ids(state)) == ["to h0", "to s0"]
    run(state, "to h0")
    assert where(state, "Red Gala") == "h0" and state.fl[find(state, "Bright Bulb")] & 1


def test_guidance_counselor_takes_a_token_back() -> None:  # MLP-6.7, MLP-6.27
    """PR83 Fluttershy, Guidance Counselor: when the opponent receives tokens (here from an ability), she may be
    exhausted to make them lose 1."""
    pos = with_player(me(home=["Twilight Sparkle, All-Team Organizer"]), 1, home=["Fluttershy, Guidance Counselor"])
    state = setup(pos)
    run(state, "use pr-064-twilight-sparkle@h0")
    assert state.decision == "ab_yes" and state.to_move == 1
    run(state, "use")
    assert state.tokens[0] == 5 and state.fl[find(state, "Fluttershy, Guidance Counselor")] & 1


def test_guidance_counselor_reacts_to_the_ready_phase_gain() -> None:  # MLP-4.4, MLP-6.27
    """PR83: the Ready phase gain (MLP-4.4) is "receiving tokens" too; the ability waits for the state check."""
    pos = with_player(base(phase="end", active=1, tokens=[0, 0]), 1, home=["Fluttershy, Guidance Counselor"])
    state = setup(pos)
    assert state.decision == "ab_yes" and state.to_move == 1 and state.active == 0
    gained = [d["tokens"] for k, d, _ in state.events if k == "ready"]
    assert gained == [2] and state.tokens[0] == 2
    run(state, "use")
    assert state.tokens[0] == 1


def test_lyra_draws_two_after_the_opponent_draws() -> None:  # MLP-4.18, MLP-6.27
    """PR201 Lyra Heartstrings, Bonafide: after the opponent draws, she may be exhausted to draw 2."""
    state = setup(with_player(me(), 1, home=["Lyra Heartstrings"]))
    hand = len(state.hands[1])
    run(state, "draw")
    assert state.decision == "ab_yes" and state.to_move == 1
    run(state, "use")
    assert len(state.hands[1]) == hand + 2
    run(state, "draw")
    assert state.decision == "main"  # exhausted: no second use


def test_ponyville_express_needs_only_white_challengers() -> None:  # MLP-5.24, MLP-6.27
    """PR147 The Ponyville Express: defeating a troublemaker with only white characters lets its owner dismiss it
    for 1 more point; a non-white participant stops it."""
    whites = [{"card": n, "owner": 0} for n in ("Sugar Twist", "Noteworthy", "Hoity Toity, Vogue Authority")]
    pos = at(base(phase="troublemaker"), "s1", *whites)
    pos = with_player(with_player(pos, 0, home=["The Ponyville Express"], deck=["Comet Tail"]), 1, deck=["Noteworthy"])
    state = setup(at(pos, "s1", "Yellow Parasprite"))
    run(state, "challenge pr-160-yellow-parasprite@s1")
    assert state.decision == "ab_yes"
    run(state, "use")
    assert state.scores == [2, 0] and find(state, "The Ponyville Express") in state.discards[0]
    state = setup(at(pos, "s1", "Yellow Parasprite", {"card": "Red Gala", "owner": 0}))
    run(state, "challenge pr-160-yellow-parasprite@s1")
    assert state.scores == [1, 0] and state.decision != "ab_yes"


def test_sunny_smiles_grows_when_the_opponent_discards() -> None:  # MLP-10.10, MLP-6.26
    """PR34 Sunny Smiles: each card the opponent discards from hand (here: Yellow Parasprite's random discard in
    their troublemaker phase) gives her +1 power until the end of the turn."""
    pos = with_player(base(phase="troublemaker"), 0, hand=["Red Gala", "Blue Moon"])
    pos = with_player(pos, 1, home=["Sunny Smiles"])
    state = setup(at(pos, "s0", {"card": "Yellow Parasprite", "owner": 1}))
    sunny = find(state, "Sunny Smiles")
    assert len(state.hands[0]) == 1
    assert state.power(sunny) == printed(state, "Sunny Smiles") + 1
    run(state, "end")
    assert state.power(sunny) == printed(state, "Sunny Smiles")


def test_philomena_gives_critter_during_score_phases_only() -> None:  # MLP-10.9, MLP-4.23
    """PR207 Philomena: while at a problem, your other friends there are Critters during a score phase (so a
    Critter filter accepts them then), not in the main phase, not the opponent's friends, not at other places."""
    pos = at(me(home=["Red Gala"]), "s0", "Philomena", "Emerald Green", {"card": "Blue Moon", "owner": 1})
    state = setup(pos)
    green, gala, moon = find(state, "Emerald Green"), find(state, "Red Gala"), find(state, "Blue Moon")
    assert not state.has_trait(green, "Critter")
    state.phase = "score"
    assert state.has_trait(green, "Critter") and not state.has_trait(gala, "Critter")
    assert not state.has_trait(moon, "Critter")
    assert state.count(Filter(side="own", trait="Critter"), 0, find(state, "Philomena")) == 2  # her and Emerald


def test_fashion_feast_discards_the_revealed_cards() -> None:  # MLP-5.19, MLP-0.7
    """PR186 Fashion Feast: after a problem faceoff over it, every revealed card goes to its owner's discard pile
    instead of under the deck."""
    pos = with_player(base(phase="score"), 0, problem="Fashion Feast", deck=["Comet Tail"])
    pos = with_player(pos, 1, deck=["Blue Jay"])
    mine = ["Hoity Toity, Vogue Authority", "Sugar Twist", "Emerald Green", "Red Gala", "Blue Moon"]
    theirs = [{"card": n, "owner": 1} for n in ("Blue Moon", "Full Steam", "Red Gala")]
    state = setup(at(pos, "s0", *mine, *theirs))
    assert [k for k, _, _ in state.events if k == "faceoff"]
    assert [state.cards[i] for i in state.discards[0]] == [cid("Comet Tail")]
    assert [state.cards[i] for i in state.discards[1]] == [cid("Blue Jay")]
    assert state.decks[0] == [] and state.decks[1] == []


def test_marvelous_chapeau_lowers_the_requirement_at_an_opposing_problem() -> None:  # MLP-5.1, MLP-5.2
    """PR141 Marvelous Chapeau: its host at an opponent's problem and 3 white power of yours in play: you need 1
    less colourless power there; not at your own problem, not with less white power."""
    hat = {"card": "Emerald Green", "attached": ["Marvelous Chapeau"]}
    pos = me(mane="Rarity, Dazzling Fashionista", home=["Sugar Twist"])
    state = setup(at(pos, "s1", {**hat, "owner": 0}))
    s1 = state.loc_tag.index("s1")
    base_any = dict(state.F[state.loc_prob[s1]].opp_req)["any"]
    assert dict(state.requirement(0, s1))["any"] == base_any - 1
    assert dict(state.requirement(1, s1)) == dict(state.F[state.loc_prob[s1]].own_req)
    weak = setup(at(me(mane="Rarity, Dazzling Fashionista"), "s1", {**hat, "owner": 0}))
    assert dict(weak.requirement(0, s1))["any"] == base_any
    home = setup(at(pos, "s0", {**hat, "owner": 0}))
    s0 = home.loc_tag.index("s0")
    assert home.requirement(0, s0) == home.F[home.loc_prob[s0]].own_req


def test_save_sweet_apple_acres_protects_the_leaders_friends() -> None:  # MLP-0.7, MLP-10.10
    """PR191 Save Sweet Apple Acres: the friends of the player with more power at it cannot be dismissed (Pinkie
    Pie, Pinkie "Responsibility" Pie then finds no target); with equal power they can."""
    pos = me(mane="Pinkie Pie, Party Animal", hand=["pr-045-pinkie-pie"], problem="Save Sweet Apple Acres")
    pos = with_player(pos, 0, home=["Big Top"])
    strong = [{"card": n, "owner": 1} for n in ("Red Gala", "Full Steam", "Blue Moon")]
    state = setup(at(pos, "s0", *strong))
    run(state, "play pr-045-pinkie-pie", "to s0")
    assert state.decision == "main"
    assert all(state.in_play(find(state, n, 1)) for n in ("Red Gala", "Full Steam", "Blue Moon"))
    even = setup(at(pos, "s0", {"card": "Red Gala", "owner": 1}))
    run(even, "play pr-045-pinkie-pie", "to s0")
    assert [even.cards[i] for i in even.discards[1]] == [cid("Red Gala")]


def test_i_need_answers_either_player_may_use_it() -> None:  # MLP-4.16, MLP-0.7
    """PR175 I Need Answers: a problem's main-phase ability any player may use: dismiss one of your friends at it
    to gain 1 token; the opponent's problem works for the active player too; no friend there, no action."""
    pos = with_player(base(), 1, problem="I Need Answers")
    state = setup(at(pos, "s1", {"card": "Red Gala", "owner": 0}, {"card": "Blue Moon", "owner": 1}))
    assert "use pr-175-i-need-answers@s1" in ids(state)
    run(state, "use pr-175-i-need-answers@s1")
    assert state.tokens[0] == 6 and [state.cards[i] for i in state.discards[0]] == [cid("Red Gala")]
    assert state.in_play(find(state, "Blue Moon", 1))
    assert "use pr-175-i-need-answers@s1" not in ids(state)


def test_lead_pony_badge_exhausts_another_card_to_ready_a_character() -> None:  # MLP-4.16, MLP-6.2
    """PR140 Lead Pony Badge: exhaust it and another ready card of yours (the cost) to ready an exhausted
    character; without another ready card it cannot be used."""
    pos = me(home=["Lead Pony Badge", "Red Gala", {"card": "Emerald Green", "exhausted": True}])
    state = setup(pos)
    run(state, "use pr-140-lead-pony-badge@h0")
    assert sorted(ids(state)) == ["target pr-001-rainbow-dash@h0", "target pr-033-red-gala@h0"]
    run(state, "target pr-033-red-gala@h0")
    assert sorted(ids(state)) == ["target pr-012-emerald-green@h0", "target pr-033-red-gala@h0"]
    run(state, "target pr-012-emerald-green@h0")
    green, gala = find(state, "Emerald Green"), find(state, "Red Gala")
    assert state.fl[gala] & 1 and not state.fl[green] & 1
    alone = setup(me(home=[{"card": "Rainbow Dash, Flier Extraordinaire", "exhausted": True}, "Lead Pony Badge"]))
    assert alone.fl[alone.mane[0]] & 1
    assert "use pr-140-lead-pony-badge@h0" not in ids(alone)


def test_granny_smith_moves_an_attachment_to_another_friend() -> None:  # MLP-1.16, MLP-0.2
    """PR28 Granny Smith, Apple Elder: when played, she may move a resource from the friend it is on to another
    friend (here either player's: Too Many Bandages goes on any friend); it then moves with its new host."""
    pos = me(mane="Applejack, Steadfast Farmpony", hand=["Granny Smith, Apple Elder"])
    pos = with_player(pos, 0, home=[{"card": "Red Gala", "attached": ["Too Many Bandages"]}, "Emerald Green"])
    state = setup(at(pos, "s1", {"card": "Blue Moon", "owner": 1}))
    run(state, "play pr-028-granny-smith", "to h0")
    assert ids(state) == ["target pr-148-too-many-bandages@h0", "skip"]
    run(state, "target pr-148-too-many-bandages@h0")
    hosts = sorted(ids(state))
    assert "onto pr-060-blue-moon@s1" in hosts and "onto pr-012-emerald-green@h0" in hosts
    assert not any("red-gala" in h for h in hosts) and not any("applejack" in h for h in hosts)
    run(state, "onto pr-060-blue-moon@s1")
    bandages = find(state, "Too Many Bandages")
    assert state.host[bandages] == find(state, "Blue Moon", 1) and where(state, "Too Many Bandages") == "s1"


def test_gotta_go_fast_brings_a_character_into_the_faceoff() -> None:  # MLP-5.12, MLP-5.14, MLP-5.15
    """PR117 Gotta Go Fast: in the faceoff window, move one of your characters to a problem; moved to the faceoff's
    problem it takes part (card text, MLP-0.7) and its power counts in the base total."""
    pos = with_player(base(phase="score"), 0, home=["Emerald Green"], hand=["Gotta Go Fast"], deck=["Comet Tail"])
    pos = with_player(pos, 1, deck=["Comet Tail"])
    pos = at(pos, "s0", {"card": "Rainbow Dash, Flier Extraordinaire"}, "Red Gala")
    state = setup(at(pos, "s0", {"card": "Blue Moon", "owner": 1}, {"card": "Full Steam", "owner": 1}))
    assert state.decision == "fo_window" and "play pr-117-gotta-go-fast" in ids(state)
    run(state, "play pr-117-gotta-go-fast", "target pr-012-emerald-green@h0")
    assert sorted(ids(state)) == ["to s0", "to s1"]
    run(state, "to s0")  # then both players can only pass (made by the engine, MLP-0.5)
    totals = [d["totals"] for k, d, _ in state.events if k == "faceoff_totals"]
    mine = state.F[state.mane[0]].power + printed(state, "Red Gala") + printed(state, "Emerald Green")
    assert totals[0][0] == mine


# ---------------------------------------------------------------------- reaction events and flips (MLP-5.16)
def faceoff_pos(hand: list[str], deck: list[str], their_deck: list[str], **mine: Any) -> dict[str, Any]:
    """Player 0's score phase: both meet Cloudbursting (s0), so a problem faceoff: 3 power against 4."""
    mine.setdefault("home", ["Full Steam"])
    pos = with_player(base(phase="score"), 0, hand=hand, deck=deck, **mine)
    pos = with_player(pos, 1, deck=their_deck)
    pos = at(pos, "s0", {"card": "Rainbow Dash, Flier Extraordinaire"}, "Red Gala")
    return at(pos, "s0", {"card": "Blue Moon", "owner": 1}, {"card": "Emerald Green", "owner": 1})


def totals(state: Any, kind: str = "reveal") -> list[Any]:
    return [d["total"] for k, d, _ in state.events if k == kind]


def test_duck_and_cover_ignores_the_flip_and_reveals_again() -> None:  # MLP-5.16, MLP-0.7, MLP-4.21
    """PR111 Duck and Cover (Reaction): after you reveal a card, pay 1 to ignore it and reveal another; the
    reaction is asked after that side's reveal, before the other side reveals."""
    state = setup(faceoff_pos(["Duck and Cover"], ["Comet Tail", "Full Steam"], ["Sweetie Sunrise"]))
    assert state.decision == "react" and ids(state) == ["play pr-111-duck-and-cover", "skip"]
    assert totals(state) == [3 + 1]
    tokens = state.tokens[0]
    run(state, "play pr-111-duck-and-cover")
    assert state.tokens[0] == tokens - 1
    assert totals(state, "ignore") == [3] and totals(state) == [4, 3 + 4, 4 + 1]
    assert state.scores[0] == 2  # confront 1 + Cloudbursting's bonus 1: 7 beats 5
    assert find(state, "Duck and Cover") in state.discards[0]


def test_reaction_needs_its_cost_and_requirement() -> None:  # MLP-4.21, MLP-6.1
    """PR111: with no token left, or without 3 orange power, the reaction is not offered."""
    poor = faceoff_pos(["Duck and Cover"], ["Comet Tail", "Full Steam"], ["Sweetie Sunrise"])
    poor["tokens"] = [0, 5]
    state = setup(poor)
    assert state.decision != "react" and totals(state) == [4, 5]
    weak = setup(faceoff_pos(["Duck and Cover"], ["Comet Tail", "Full Steam"], ["Sweetie Sunrise"], home=[]))
    assert weak.decision != "react" and totals(weak) == [4, 5]


def test_what_went_wrong_makes_the_opponent_reflip() -> None:  # MLP-5.16, MLP-0.7
    """PR127 What Went Wrong? (Reaction): after the opponent reveals, they ignore that card and reveal another;
    your own reveals do not trigger it."""
    state = setup(faceoff_pos(["What Went Wrong?"], ["Comet Tail"], ["Full Steam", "Sweetie Sunrise"]))
    assert state.decision == "react" and state.to_move == 0 and totals(state) == [4, 8]
    run(state, "play pr-127-what-went-wrong")
    assert totals(state) == [4, 8, 5] and totals(state, "ignore") == [4]


def test_critter_cavalry_adds_five_to_the_flip() -> None:  # MLP-5.16, MLP-0.7
    """PR108 Critter Cavalry (Reaction): after you reveal a card, it counts 5 more for this faceoff."""
    state = setup(faceoff_pos(["Critter Cavalry"], ["Comet Tail"], ["Full Steam"], home=["Blue Jay"]))
    assert state.decision == "react"
    run(state, "play pr-108-critter-cavalry")
    assert totals(state, "flip_power") == [4 + 5] and totals(state) == [4, 8]
    assert state.scores[0] == 2  # 9 beats 8


def test_ship_shape_may_exhaust_to_reflip() -> None:  # MLP-5.16, MLP-6.27
    """PR200 Ship Shape (in play): when you reveal a card, you may exhaust it to ignore that card and reveal
    another; exhausted, it cannot do it again."""
    state = setup(faceoff_pos([], ["Comet Tail", "Sweetie Sunrise", "Full Steam"], ["Full Steam"], home=["Ship Shape"]))
    assert state.decision == "ab_yes"
    run(state, "use")
    assert state.fl[find(state, "Ship Shape")] & 1
    assert totals(state) == [4, 4, 8] and totals(state, "ignore") == [3]


def test_featherweight_makes_the_opponent_reveal_more_and_ignore_the_best() -> None:  # MLP-5.16, MLP-0.7
    """PR67 Featherweight (a participant): in the first round the opponent reveals one extra card and ignores
    their highest one; not when it is not in the faceoff."""
    pos = at(faceoff_pos([], ["Comet Tail"], ["Full Steam", "Sweetie Sunrise"]), "s0", "Featherweight")
    state = setup(pos)
    assert totals(state)[:2] == [3 + 2 + 1, 4 + 4 + 1] and totals(state, "ignore") == [4 + 1]
    away = setup(faceoff_pos([], ["Comet Tail"], ["Full Steam", "Sweetie Sunrise"], home=["Featherweight"]))
    assert totals(away)[:2] == [4, 8] and totals(away, "ignore") == []


def test_creme_de_la_creme_needs_a_win_by_five() -> None:  # MLP-5.20, MLP-5.21
    """PR107 Crème de la Crème (Reaction): when you win a problem faceoff by 5 or more, score 1 more point."""
    big = setup(faceoff_pos(["Crème de la Crème"], ["Full Steam"], ["Comet Tail"], home=["Sugar Twist", "Noteworthy"]))
    assert totals(big) == [7, 5] and big.decision != "react"  # by 2 only
    pos = faceoff_pos(["Crème de la Crème"], ["Full Steam"], ["Comet Tail"], home=["Sugar Twist", "Noteworthy"])
    state = setup(at(pos, "s0", "Hoity Toity, Vogue Authority", "Pearly Stitch"))
    assert totals(state) == [10, 5] and state.decision == "react"
    run(state, "play pr-107-creme-de-la-creme")
    assert state.scores[0] == 1 + 1 + 1


def test_spike_take_a_letter_after_defeating_a_troublemaker() -> None:  # MLP-5.24, MLP-0.7
    """PR124 Spike, Take a Letter (Reaction): when you defeat a troublemaker, gain 2 tokens."""
    pos = at(base(phase="troublemaker"), "s1", {"card": "Full Steam", "owner": 0}, {"card": "Red Gala", "owner": 0})
    pos = at(pos, "s1", "Wild Manticore")
    pos = with_player(pos, 0, hand=["Spike, Take a Letter"], home=["Blue Moon"], deck=["Comet Tail"])
    state = setup(with_player(pos, 1, deck=["Sweetie Sunrise"]))
    run(state, "challenge pr-159-wild-manticore@s1")
    assert state.decision == "react"
    tokens = state.tokens[0]
    run(state, "play pr-124-spike-take-a-letter")
    assert state.tokens[0] == tokens + 2


def test_stand_still_sends_a_moved_character_back() -> None:  # MLP-4.19, MLP-0.7
    """PR118 Stand Still! (Reaction): after an opponent's character is moved, move it back where it was; the
    opponent's own characters' moves do not trigger it for them."""
    pos = with_player(me(home=["Red Gala"]), 1, hand=["Stand Still!"], home=["Sugar Twist", "Noteworthy"])
    state = setup(pos)
    run(state, "move pr-033-red-gala@h0", "to s1")
    assert state.decision == "react" and state.to_move == 1
    run(state, "play pr-118-stand-still")
    assert where(state, "Red Gala") == "h0" and state.tokens[0] == 3


def test_whoa_there_nelly_returns_a_dismissed_friend() -> None:  # MLP-10.10, MLP-0.7
    """PR128 Whoa There Nelly! (Reaction): when one of your friends is dismissed, put it into your hand."""
    pos = with_player(base(), 1, problem="I Need Answers")
    pos = with_player(pos, 0, mane="Applejack, Steadfast Farmpony", home=["Full Steam"], hand=["Whoa There Nelly!"])
    state = setup(at(pos, "s1", {"card": "Red Gala", "owner": 0}))
    run(state, "use pr-175-i-need-answers@s1")
    assert state.decision == "react"
    run(state, "play pr-128-whoa-there-nelly")
    assert cid("Red Gala") in [state.cards[i] for i in state.hands[0]]


def test_a_bully_and_a_beast_only_for_the_challenged_owner() -> None:  # MLP-5.27, MLP-0.7
    """PR102 A Bully and a Beast (Reaction): its owner's reveal for their troublemaker, while the opponent
    challenges it, is ignored and another is revealed."""
    pos = at(base(phase="troublemaker"), "s1", {"card": "Full Steam", "owner": 0}, "Yellow Parasprite")
    pos = with_player(pos, 0, deck=["Comet Tail"])
    pos = with_player(pos, 1, hand=["A Bully and a Beast"], home=["Red Gala"], deck=["Sweetie Sunrise", "Full Steam"])
    state = setup(pos)
    run(state, "challenge pr-160-yellow-parasprite@s1")
    assert state.decision == "react" and state.to_move == 1
    run(state, "play pr-102-a-bully-and-a-beast")
    assert totals(state) == [5, 5, 8] and totals(state, "ignore") == [4]


def test_fears_must_be_faced_in_the_challenge_step() -> None:  # MLP-4.10, MLP-4.11, MLP-0.7
    """PR115 Fears Must be Faced (Troublemaker phase): offered in the challenge step even with no troublemaker
    to challenge; up to 2 of your characters at home move, each to a different problem."""
    pos = with_player(base(phase="troublemaker"), 0, hand=["Fears Must be Faced"], home=["Emerald Green", "Red Gala"])
    state = setup(pos)
    assert state.decision == "challenge" and ids(state) == ["play pr-115-fears-must-be-faced", "end challenges"]
    run(state, "play pr-115-fears-must-be-faced", "target pr-012-emerald-green@h0", "target pr-033-red-gala@h0")
    assert sorted(ids(state)) == ["to s0", "to s1"]
    run(state, "to s1")  # the first of the two asked; the other has only s0 left (made by the engine, MLP-0.5)
    assert sorted([where(state, "Emerald Green"), where(state, "Red Gala")]) == ["s0", "s1"]
    assert state.decision == "main"
    plain = setup(with_player(base(phase="troublemaker"), 0, home=["Emerald Green"]))
    assert plain.decision == "main"


def test_parasprite_swarm_grows_for_good_and_bursts_at_eight() -> None:  # MLP-4.9, MLP-6.26, MLP-0.7
    """PR156 Parasprite Swarm: in its owner's opponent's troublemaker phase it gets +1 power that does not expire
    at the end of the turn; when that makes 8, the opponent's friends at its problem are frightened and it is
    dismissed."""
    pos = at(base(phase="troublemaker"), "s0", {"card": "Parasprite Swarm", "owner": 1}, "Red Gala")
    state = setup(pos)
    swarm = find(state, "Parasprite Swarm")
    assert sum(m[1] for m in state.mods if m[0] == swarm) == 1
    run(state, "end challenges", "end")  # through the end of the turn (MLP-4.27): still +1
    assert sum(m[1] for m in state.mods if m[0] == swarm) == 1 and state.in_play(swarm)
    pos = at(base(phase="troublemaker"), "s0", {"card": "Parasprite Swarm", "owner": 1, "power": 3}, "Red Gala")
    state = setup(at(pos, "s0", {"card": "Blue Moon", "owner": 1}))
    assert state.fl[find(state, "Red Gala")] & 4  # frightened
    assert not state.fl[find(state, "Blue Moon", 1)] & 4
    assert find(state, "Parasprite Swarm") in state.discards[1]


def test_silver_spanner_replays_a_dismissed_resource() -> None:  # MLP-4.14, MLP-6.27, MLP-0.7
    """PR32 Silver Spanner: when one of your resources is dismissed (here Carousel Boutique, dismissed as the cost
    of its own ability), you may dismiss Silver Spanner to play that resource again for free."""
    state = setup(me(home=["Silver Spanner", "Carousel Boutique"], discard=["Red Gala"]))
    tokens = state.tokens[0]
    run(state, "use pr-132-carousel-boutique@h0")
    while state.decision != "ab_yes":
        state.apply(state.legal_actions()[0])
    run(state, "use")
    assert where(state, "Carousel Boutique") == "h0" and find(state, "Silver Spanner") in state.discards[0]
    assert state.tokens[0] == tokens
    skip = setup(me(home=["Silver Spanner", "Carousel Boutique"], discard=["Red Gala"]))
    run(skip, "use pr-132-carousel-boutique@h0")
    while skip.decision != "ab_yes":
        skip.apply(skip.legal_actions()[0])
    run(skip, "skip")
    assert find(skip, "Carousel Boutique") in skip.discards[0] and where(skip, "Silver Spanner") == "h0"


def test_dr_hooves_calls_another_copy_when_discarded() -> None:  # MLP-6.4, MLP-8.2, MLP-0.7
    """PR197 Dr. Hooves: put into the discard pile from anywhere (here a random discard from hand), its owner may
    search the deck for another Dr. Hooves and play it to their home for free, frightened; the deck is shuffled."""
    pos = with_player(
        base(phase="troublemaker"),
        0,
        hand=["Dr. Hooves, Unblinking"],
        deck=["Red Gala", "Dr. Hooves, Unblinking", "Blue Moon"],
    )
    state = setup(at(pos, "s0", {"card": "Yellow Parasprite", "owner": 1}))
    assert state.decision == "search" and ids(state) == ["take " + cid("Dr. Hooves, Unblinking"), "none"]
    run(state, "take " + cid("Dr. Hooves, Unblinking"))
    home = [i for i in state.locs[0] if state.cards[i] == cid("Dr. Hooves, Unblinking")]
    assert len(home) == 1 and state.fl[home[0]] & 4
    assert sorted(state.cards[i] for i in state.decks[0]) == sorted([cid("Red Gala"), cid("Blue Moon")])


def test_monster_tamer_banishes_until_she_leaves() -> None:  # MLP-4.6, MLP-4.9, MLP-0.7
    """PR211 Fluttershy, Monster Tamer: played to a problem she may banish a face-up troublemaker there (out of
    play, public); when she leaves that problem, her owner puts it back into play at a problem, uncovered."""
    pos = me(mane="Fluttershy, Beastmaster", home=["Blue Jay", "House Mouse"], hand=["Fluttershy, Monster Tamer"])
    pos["tokens"] = [8, 5]
    state = setup(at(pos, "s0", {"card": "Flim", "owner": 1}))
    flim = find(state, "Flim")
    run(state, "play pr-211-fluttershy", "to s0")
    assert ids(state) == ["target pr-155-flim@s0", "skip"]
    run(state, "target pr-155-flim@s0")
    assert state.banished == [flim] and not state.in_play(flim)
    assert state.card_locations()[flim] == "banished"
    run(state, "move pr-211-fluttershy@s0", "to h0")
    assert state.decision == "unbanish" and state.to_move == 0 and sorted(ids(state)) == ["to s0", "to s1"]
    run(state, "to s1")
    assert where(state, "Flim") == "s1" and not state.fl[flim] & 2 and state.banished == []


def test_explanations_name_the_card_text_timings() -> None:  # MLP-1.7
    """A reaction event or a troublemaker-phase event in hand in the main phase: the blocked note says when it
    can be played (MLP-1.7 timing, card text)."""
    state = setup(me(hand=["Duck and Cover", "Fears Must be Faced"]))
    texts = {n["text"] for n in state.explain(0) if n["rule_id"] == "MLP-1.7"}
    assert texts == {
        "Duck and Cover can be played only as a reaction, right after the moment it answers",
        "Fears Must be Faced can be played only in your troublemaker phase (challenge step)",
    }
