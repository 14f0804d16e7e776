"""Canterlot Nights: the words the set brings (card text overrides the rules, MLP-0.7) — cards beneath a card,
spending, banishing, retiring — and the conversion of the set; each test names the card it plays.

The other Canterlot Nights extensions (triggers, challenges and showdowns, Mane flips, costs, prohibitions) are in
``test_canterlot_nights_more.py``.
"""

from __future__ import annotations

from tcgkit.games.mlp.state import MlpState

from .helpers import GAME, at, cid, find, ids, me, resolve, run, setup

CN = [c for c in GAME.cards.values() if c.set == "Canterlot Nights"]
#: two yellow friends with 1 power each: they meet Eep!'s requirement (2 yellow, MLP-6.1)
YELLOW = ["Lemon Hearts", "Lemon Hearts"]


def tuck(state: MlpState, keeper: str, *cards: str) -> list[int]:
    """Build a position with cards beneath ``keeper`` (positions have no such field): the named cards of its
    owner's deck go beneath it, as Joe or Eep! would put them."""
    k = find(state, keeper)
    out = []
    for name in cards:
        c = next(i for i in state.decks[state.owner[k]] if state.cards[i] == cid(name))
        state.decks[state.owner[k]].remove(c)
        state.put_beneath(c, k)
        out.append(c)
    return out


# ---------------------------------------------------------------------- the set as data
def test_the_whole_set_is_converted_with_at_least_90_percent_supported() -> None:  # MLP-1.3
    """All 206 Canterlot Nights cards are in the pool with stable ids; at least 90% are supported, and each
    unsupported one says why; the coverage report's header gives both sets' figures."""
    assert len(CN) == 206
    ok = sum(1 for c in CN if c.supported)
    assert ok / 206 >= 0.9 and all(c.why for c in CN if not c.supported)
    assert GAME.cards["cn-052-swan-song"].number == "CN52"
    assert GAME.cards.resolve("Big Mac, Biggest Brother") == "cn-028-big-mac"


def test_a_premiere_card_keeps_its_name_and_a_later_namesake_shows_its_subname() -> None:  # MLP-2.10
    """Display names: Premiere cards are shown as before; a Canterlot Nights card sharing a Premiere name is shown
    with its subname, so every name on the table stays unambiguous."""
    names = GAME.display_names
    assert names["pr-199-big-mac"] == "Big Mac" and names["cn-028-big-mac"] == "Big Mac, Biggest Brother"
    assert names["cn-055-compass-star"] == "Compass Star"


def test_unique_on_the_traits_line_is_the_keyword() -> None:  # MLP-6.23
    """CN19 Rainbow Dash, Element of Loyalty prints Unique among its traits: it is the rules' keyword, and a
    second face-up copy makes its owner keep one (identical copies: the engine keeps one, MLP-0.5)."""
    card = GAME.cards["cn-019-rainbow-dash"]
    assert "Unique" in card.keywords and "Unique" not in card.traits
    state = setup(me(home=["Rainbow Dash, Element of Loyalty", "Rainbow Dash, Element of Loyalty"]))
    resolve(state)
    assert [state.cards[i] for i in state.discards[0]] == ["cn-019-rainbow-dash"]


# ---------------------------------------------------------------------- cards beneath a card
def test_eep_goes_beneath_a_pumped_friend_and_swan_song_counts_it() -> None:  # MLP-4.15, MLP-6.19
    """CN103 Eep!: the event goes beneath one of your friends with Pumped (a public pile, out of play);
    CN52 Swan Song has +1 power for each card beneath it."""
    state = setup(me(home=["Swan Song", "Globe Trotter", *YELLOW], hand=["Eep!"]))
    swan = find(state, "Swan Song")
    before = state.power(swan)
    run(state, "play cn-103-eep")
    assert ids(state) == ["target cn-052-swan-song@h0", "target cn-042-globe-trotter@h0"]
    run(state, "target cn-052-swan-song@h0")
    eep = find(state, "Eep!")
    assert state.beneath(swan) == [eep] and eep in state.banished and eep not in state.discards[0]
    assert state.power(swan) == before + 1
    view = state.observe(1)["view"]
    assert view["banished"][0]["card"] == "cn-103-eep"  # public, and which card it is under
    assert view["beneath"] == [{"card": state.card_obj(swan), "cards": [state.card_obj(eep)]}]


def test_the_terminal_table_shows_the_cards_beneath_a_card() -> None:  # MLP-8.7, MLP-0.7
    """A pile beneath a card is public: the table names it beside its card for both players (CN103 Eep! beneath
    CN52 Swan Song)."""
    state = setup(me(home=["Swan Song", *YELLOW], hand=["Eep!"]))
    run(state, "play cn-103-eep")
    for viewer in (0, 1, None):
        line = next(x for x in GAME.render(state, viewer).splitlines() if "Swan Song" in x)
        assert "1 beneath: Eep!" in line


def test_joe_puts_a_card_from_hand_beneath_and_globe_trotter_spends_it() -> None:  # MLP-4.16
    """CN37 Joe (exhaust, pay 1): a card of your choice from hand beneath a friend with Pumped; CN42 Globe
    Trotter spends it (to the discard pile) to draw 2 — offered only while a card is beneath it."""
    state = setup(me(home=["Joe", "Globe Trotter"], hand=["Sugar Twist", "Blue Jay"]))
    assert "use cn-042-globe-trotter@h0" not in ids(state)
    run(state, "use cn-037-joe@h0")
    assert state.decision == "beneath_hand"
    run(state, "beneath " + cid("Blue Jay"))
    trotter, jay = find(state, "Globe Trotter"), find(state, "Blue Jay")
    assert state.beneath(trotter) == [jay] and state.tokens[0] == 4
    hand = len(state.hands[0])
    run(state, "use cn-042-globe-trotter@h0")
    assert state.beneath(trotter) == [] and jay in state.discards[0] and len(state.hands[0]) == hand + 2


def test_cards_beneath_go_to_the_discard_pile_when_their_card_leaves_play() -> None:  # MLP-6.28
    """The pile leaves with its card: CN52 Swan Song dismissed, the card beneath goes to its owner's discard pile
    in the next state check."""
    state = setup(me(home=["Swan Song"], deck=["Blue Jay", "Red Gala", "Blue Moon"]))
    (jay,) = tuck(state, "Swan Song", "Blue Jay")
    state.dismiss(find(state, "Swan Song"))
    state.step_check(("check",))
    assert jay in state.discards[0] and jay not in state.banished and not state.banish_links


def test_steam_roller_cannot_be_dismissed_or_frightened_while_a_card_is_beneath() -> None:  # MLP-0.7, MLP-6.4
    """CN38 Steam Roller: prohibitions that hold only while it has a card beneath it."""
    state = setup(me(home=["Steam Roller"], deck=["Blue Jay", "Red Gala"]))
    roller = find(state, "Steam Roller")
    tuck(state, "Steam Roller", "Blue Jay")
    state.frighten(roller)
    assert not state.dismissable(roller) and not state.fl[roller]
    state.spend_beneath(roller, 1)
    assert state.dismissable(roller)
    state.frighten(roller)
    assert state.fl[roller]


def test_hairpin_turn_and_doctor_horse_count_cards_beneath() -> None:  # MLP-10.10 power
    """CN14 Hairpin Turn: +2 per card beneath it, in faceoffs only; CN85 Doctor Horse: your other friends at its
    problem +1 per card beneath it."""
    state = setup(at(me(deck=["Blue Jay", "Red Gala", "Blue Moon"]), "s0", "Hairpin Turn", "Doctor Horse", "Red Gala"))
    turn, gala = find(state, "Hairpin Turn"), find(state, "Red Gala")
    base_turn, base_gala = state.power(turn), state.power(gala)
    tuck(state, "Hairpin Turn", "Blue Jay")
    tuck(state, "Doctor Horse", "Blue Moon")
    assert state.power(turn) == base_turn + 1 and state.power(gala) == base_gala + 1  # Doctor Horse only
    state.fo_kind, state.fo_slots, state.fo_parts = "problem", (2,), [[turn], []]
    assert state.power(turn) == base_turn + 1 + 2


def test_amethyst_maresbury_spends_any_number_for_tokens() -> None:  # MLP-5.20
    """CN53 Amethyst Maresbury: after a faceoff win it took part in, spend any number of cards beneath it for 1
    token each (or none)."""
    state = setup(me(home=["Amethyst Maresbury"], deck=["Blue Jay", "Red Gala", "Blue Moon"]))
    tuck(state, "Amethyst Maresbury", "Blue Jay", "Red Gala")
    amy = find(state, "Amethyst Maresbury")
    state.fo_kind, state.fo_parts, state.fo_side = "problem", [[amy], []], (0, 1)
    state.fire("on_win_faceoff", 0, -1, -1, 3)
    resolve(state)
    assert state.decision == "spend_any" and ids(state) == ["spend 1", "spend 2", "none"]
    tokens = state.tokens[0]
    run(state, "spend 2")
    assert state.tokens[0] == tokens + 2 and state.beneath(amy) == []


def test_canterlot_archives_keeps_an_event_and_returns_it_to_the_deck_top() -> None:  # MLP-4.16
    """CN133 Canterlot Archives: exhaust it to put an event from hand beneath it; when a faceoff starts, exhaust
    it to put a card from beneath it on top of your deck and gain 1 token."""
    state = setup(me(home=["Canterlot Archives"], hand=["Eep!", "Blue Jay"]))
    archives, eep = find(state, "Canterlot Archives"), find(state, "Eep!")
    run(state, "use cn-133-canterlot-archives@h0")  # the only event in hand goes at once (MLP-0.5)
    assert state.beneath(archives) == [eep] and state.hands[0] == [find(state, "Blue Jay")]
    state.fl[archives] = 0
    state.fo_kind, state.fo_slots = "problem", (2,)
    state.fire("on_faceoff_start", -1)
    resolve(state)
    tokens = state.tokens[0]
    run(state, "use")  # the only card beneath goes (MLP-0.5)
    assert state.decks[0][-1] == eep and state.tokens[0] == tokens + 1 and state.fl[archives]


def test_hedge_maze_banishes_a_friend_and_any_player_may_release_it() -> None:  # MLP-4.16, MLP-0.7
    """CN134 Canterlot Hedge Maze: exhaust and pay 1 to put an opposing friend beneath it; either player may pay
    2 to dismiss it, and the friends beneath it enter play at their owners' homes."""
    pos = at(me(home=["Canterlot Hedge Maze"]), "s0", {"card": "Blue Moon", "owner": 1})
    state = setup(pos)
    moon, maze = find(state, "Blue Moon"), find(state, "Canterlot Hedge Maze")
    run(state, "use cn-134-canterlot-hedge-maze@h0 #0")  # the only opposing friend is chosen (MLP-0.5)
    assert state.beneath(maze) == [moon] and not state.in_play(moon)
    state.active = 1
    state.push(("main", 1))
    run(state, "use cn-134-canterlot-hedge-maze@h0 #1")
    assert state.where(moon) == 1 and maze in state.discards[0] and state.tokens[1] == 3


def test_not_on_the_list_banishes_out_of_the_game() -> None:  # MLP-4.15
    """CN112 Not On the List: a friend with 2 or less power is banished (it leaves the game)."""
    pos = at(me(hand=["Not On the List"], home=["Sugar Twist", "Sugar Twist"]), "s0", {"card": "Blue Moon", "owner": 1})
    state = setup(pos)
    moon = find(state, "Blue Moon")
    run(state, "play cn-112-not-on-the-list")
    run(state, "target " + cid("Blue Moon") + "@s0")
    assert moon in state.banished and not state.in_play(moon) and moon not in state.discards[1]


# ---------------------------------------------------------------------- retiring
def test_pinny_lane_retires_a_friend_for_its_cost_and_daisy_returns_to_hand() -> None:  # MLP-0.7
    """CN47 Pinny Lane: retire another friend of yours to gain tokens equal to its cost; CN31 Daisy, when retired,
    goes back to her owner's hand (retiring is not a dismissal)."""
    state = setup(me(home=["Daisy", "Swan Song"], hand=["Pinny Lane"]))
    daisy = find(state, "Daisy")
    run(state, "play cn-047-pinny-lane", "to h0")
    tokens = state.tokens[0]
    assert ids(state) == ["target cn-031-daisy@h0", "target cn-052-swan-song@h0", "skip"]
    run(state, "target cn-031-daisy@h0")
    assert state.tokens[0] == tokens + GAME.cards["cn-031-daisy"].cost
    assert daisy in state.hands[0]


def test_lily_takes_the_power_of_the_friend_she_retires() -> None:  # MLP-10.10 power
    """CN43 Lily: may retire another friend of yours when played; she gets that friend's power until the end of
    the turn."""
    state = setup(me(home=["Daisy"], hand=["Lily"]))
    daisy = find(state, "Daisy")
    power = state.power(daisy)
    run(state, "play cn-043-lily", "to h0")
    run(state, "target cn-031-daisy@h0")  # Daisy goes back to hand when retired
    lily = find(state, "Lily")
    assert state.power(lily) == GAME.cards["cn-043-lily"].power + power and daisy in state.hands[0]
