"""Explanation notes (State.explain): what a player cannot do now and why, and what ends the game soon.

Each test sets up a position and asserts the exact notes offered, with the rule that makes it so. Decks hold 10
cards unless a test is about the deck, so that the short-deck forecast (BDV-6.1) stays out of the way, and player 0
holds a playable card unless a test says otherwise.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Rng

from .helpers import FILLER, energy, ids, iid, player, setup

DECK = [FILLER] * 10
LIFE_5_5 = ("BDV-7.1", "Life: you 5 (all red), the opponent 5 (all red); damage to an empty life zone wins the game.")


def me(territory: str = "Cinderpeak Keep", **zones: Any) -> dict[str, Any]:
    """Player 0, by default with a playable card in hand: a real choice, so the main phase does not pass by itself."""
    zones.setdefault("deck", DECK)
    zones.setdefault("hand", [FILLER])
    zones.setdefault("energy", energy("NONE", 3))
    return player(territory, **zones)


def them(territory: str = "Tidewell Archive", **zones: Any) -> dict[str, Any]:
    zones.setdefault("deck", DECK)
    return player(territory, **zones)


def notes(state: Any, p: int = 0) -> list[tuple[Any, ...]]:
    """(rule, text, refs, kind) of every note, with refs and kind left out when they are the defaults."""
    out: list[tuple[Any, ...]] = []
    for n in state.explain(p):
        row: tuple[Any, ...] = (n["rule_id"], n["text"])
        if n["refs"] or n["kind"] != "blocked":
            row += (tuple(n["refs"]),)
        if n["kind"] != "blocked":
            row += (n["kind"],)
        out.append(row)
    return out


def life(p: int = 0) -> tuple[Any, ...]:
    return (*LIFE_5_5, (f"life:{p}", f"life:{1 - p}"), "forecast")


def test_cards_that_cannot_be_paid_for():  # BDV-5.2 BDV-5.7 BDV-4.7
    """BDV-5.2: a missing colour is named per colour; BDV-5.7: a card whose colours are met but whose total is not."""
    state = setup(
        me(hand=["Ember Squire", "Magma Brute", "Inferno Colossus", "Deepwater Leviathan"],
           energy=energy("RED", 2) + energy("NONE", 1) + energy("RED", 1, rested=True)),
        them(),
    )  # fmt: skip
    brute, colossus = iid(state, "hand", 0, "Magma Brute"), iid(state, "hand", 0, "Inferno Colossus")
    leviathan = iid(state, "hand", 0, "Deepwater Leviathan")
    assert [a for a in ids(state) if a.startswith("play")] == ["play R-01"]
    assert notes(state) == [
        ("BDV-5.2", "Not enough standing blue energy (0) to play Deepwater Leviathan (3 blue); a coloured cost is "
                    "paid only by energy of its colour.", (leviathan,)),
        ("BDV-5.2", "Not enough standing red energy (2) to play Inferno Colossus (3 red); a coloured cost is paid "
                    "only by energy of its colour.", (colossus,)),
        ("BDV-5.7", "Not enough energy to play Magma Brute (cost 5): you have 3 standing, 1 rested until your next "
                    "turn.", (brute,)),
        life(),
    ]  # fmt: skip


def test_a_command_without_a_legal_target_and_the_charge_already_used():  # BDV-5.14 BDV-4.8
    state = setup(
        me("Hollow Crypt", hand=["Eclipse Blade", "Crypt Rat"], energy=energy("BLACK", 2)),
        them(field=["Deepwater Leviathan"]),
        charged=True,
    )
    blade = iid(state, "hand", 0, "Eclipse Blade")
    assert ids(state) == ["play K-01", "end"]  # no charge either: once per turn
    assert notes(state) == [
        ("BDV-5.14", "Eclipse Blade cannot be played: it needs an opposing unit with power 3000 or less, and there "
                     "is none.", (blade,)),
        ("BDV-4.8", "You have already charged a card as energy this turn (once per turn)."),
        life(),
    ]  # fmt: skip


def test_why_an_ace_will_not_liberate():  # BDV-5.8 BDV-5.16
    # Cinderpeak Keep: liberation cost 8; Blazecrown Sovereign costs 3 red + 3 (6): surcharge 2, 8 energy needed
    short = setup(me(hand=["Blazecrown Sovereign"], energy=energy("RED", 6)), them())
    ace = short.hand[0][0]
    terr = f"territory:{0}"
    assert notes(short) == [
        ("BDV-5.8", "Liberating Cinderpeak Keep with Blazecrown Sovereign costs 3 red + 5 generic (its cost plus 2 "
                    "for the liberation); you have 6 standing energy.", (ace, terr)),
        life(),
    ]  # fmt: skip
    short.apply("play R-08")  # the choice is not offered: no-liberate is taken without asking
    assert not short.liberated[0] and ace in short.field[0]
    done = setup(me(hand=["Blazecrown Sovereign"], energy=energy("RED", 8), liberated=True), them())
    assert notes(done)[0] == (
        "BDV-5.16",
        "Cinderpeak Keep is already liberated: playing Blazecrown Sovereign does not liberate it again.",
        (done.hand[0][0], terr),
    )
    other = setup(me("Aurora Bastion", hand=["Blazecrown Sovereign"], energy=energy("RED", 8)), them())
    assert notes(other)[0] == (
        "BDV-5.8",
        "Blazecrown Sovereign cannot liberate Aurora Bastion: its title «Blazecrown» is not «Lightwarden».",
        (other.hand[0][0], terr),
    )
    payable = setup(me(hand=["Blazecrown Sovereign"], energy=energy("RED", 8)), them())
    assert notes(payable) == [life()]  # nothing in the way


def test_why_attacks_are_not_offered():  # BDV-4.12 BDV-4.14
    state = setup(
        me(field=["Flare Lancer", {"card": "Magma Brute", "rested": True}], hand=["Ember Squire"]),
        them(field=["Reef Sentinel", {"card": "Spark Imp", "rested": True}]),
        phase="attack",
    )
    lancer, brute = state.field[0]
    sentinel, imp = state.field[1]
    assert ids(state) == [f"attack {lancer} player", f"attack {lancer} {imp}", "end"]
    assert notes(state) == [
        ("BDV-4.12", "Rested units cannot attack: Magma Brute.", (brute,)),
        ("BDV-4.12", "Standing opposing units cannot be attacked, only rested ones: Reef Sentinel.", (sentinel,)),
        ("BDV-4.14", "No card can be played or charged in the attack phase."),
        life(),
    ]


def test_why_a_unit_cannot_block_and_no_card_is_played_now():  # BDV-5.24 BDV-5.41 BDV-4.19
    state = setup(
        me(field=["Flare Lancer"]),
        them(field=["Reef Sentinel", {"card": "Brine Sprite", "rested": True}], hand=["Sudden Squall"],
             energy=energy("BLUE", 2)),
        phase="attack",
    )  # fmt: skip
    lancer = state.field[0][0]
    sprite = state.field[1][1]
    state.apply(f"attack {lancer} player")
    assert state.decision == "block" and state.to_move == 1
    assert notes(state, 1) == [
        ("BDV-5.24", "Rested units cannot block: Brine Sprite.", (sprite,)),
        ("BDV-5.41", "Cards are played only in your own main phase: in the opponent's turn you only block, use shots "
                     "and make the choices of effects."),
        life(1),
    ]  # fmt: skip
    assert notes(state, 0) == [life(0)]  # the attacker is not deciding now


def test_the_hand_limit_before_and_during_the_end_phase():  # BDV-4.15 BDV-2.10
    hand = [FILLER] * 5 + ["Crypt Rat", "Ember Squire"]
    state = setup(me(hand=hand, energy=energy("NONE", 1) + energy("BLACK", 1) + energy("RED", 1)), them())
    assert notes(state) == [
        ("BDV-4.15", "You hold 7 cards: at the end of your turn you discard down to your hand limit of 5."),
        life(),
    ]
    state.apply("end")  # no units: the attack phase passes by itself; the end phase asks for discards
    assert state.decision == "dpick" and notes(state) == [
        ("BDV-4.15", "Your hand limit is 5: discard 2 more cards."),
        life(),
    ]
    bastion = setup(me("Aurora Bastion", hand=[FILLER] * 6), them())  # hand limit 6
    assert notes(bastion) == [life()]


def test_a_bonus_that_is_off():  # BDV-6.11 BDV-10.9
    state = setup(me("Hollow Crypt", field=["Withering Specter"]), them())
    specter = state.field[0][0]
    expected = ("BDV-6.11", "The bonus of Withering Specter is off: it applies only while your territory is liberated.")
    assert notes(state) == [(*expected, (specter,)), life()]
    assert notes(state, 1) == [life(1)]  # only its owner is told
    on = setup(me("Hollow Crypt", field=["Withering Specter"], liberated=True), them())
    assert notes(on) == [life()] and on.hit_of(on.field[0][0]) == 2


def test_life_forecasts():  # BDV-7.1 BDV-1.10 BDV-5.28
    state = setup(
        me(field=["Scorchwing Raider", {"card": "Flare Lancer", "rested": True}], life=[FILLER] * 7, hand=[]),
        them(field=["Magma Brute", "Ember Squire"], life=[FILLER] * 3),
        phase="attack",
    )
    lancer = state.field[0][1]
    # Raider (hit 2) stands, Lancer is rested: 2 hit now is not enough against 3 life cards (4 damage needed);
    # the opponent's Brute and Squire (3 hit) are far from 7 life cards
    assert notes(state) == [
        ("BDV-4.12", "Rested units cannot attack: Flare Lancer.", (lancer,)),
        ("BDV-4.12", "Standing opposing units cannot be attacked, only rested ones: Magma Brute, Ember Squire.",
         tuple(state.field[1])),
        ("BDV-7.1", "Life: you 7 (2 yellow + 5 red), the opponent 3 (all red); damage to an empty life zone wins "
                    "the game.", ("life:0", "life:1"), "forecast"),
    ]  # fmt: skip
    state2 = setup(
        me(field=["Scorchwing Raider", "Magma Brute"], life=[FILLER] * 3),
        them(field=["Magma Brute", "Scorchwing Raider", {"card": "Ember Squire", "rested": True}], life=[FILLER] * 3),
        phase="attack",
    )
    assert [n for n in notes(state2) if "carry" in n[1]] == [
        ("BDV-7.1", "Your attackers carry 4 hit this turn: enough to win if no attack is blocked or stopped (the "
                    "opponent has 3 cards in life).", tuple(state2.field[0]), "forecast"),
        ("BDV-7.1", "The opponent's units carry 5 hit on their turn: enough to win if you block none (you have 3 "
                    "cards in life).", tuple(state2.field[1]), "forecast"),
    ]  # fmt: skip
    empty = setup(me(life=[]), them(life=[]))
    assert notes(empty) == [
        ("BDV-7.1", "Both life zones are empty: the next damage dealt wins the game.", ("life:0", "life:1"), "forecast")
    ]
    theirs = setup(me(), them(life=[]))
    assert notes(theirs, 0) == [
        ("BDV-7.1", "The opponent's life zone is empty: the next damage you deal wins the game.",
         ("life:0", "life:1"), "forecast"),
    ]  # fmt: skip
    assert notes(theirs, 1) == [
        ("BDV-7.1", "Your life zone is empty: the next damage you take loses the game.", ("life:1", "life:0"),
         "forecast"),
    ]  # fmt: skip


def test_deck_and_turn_limit_forecasts():  # BDV-6.1 BDV-7.2 BDV-7.6
    state = setup(me(deck=[FILLER] * 3), them(deck=[]), turn=78, options={"turn_limit": 80})
    assert notes(state) == [
        life(),
        ("BDV-6.1", "Your deck has 3 cards left; when it is empty, draws take life cards.", ("deck:0",), "forecast"),
        ("BDV-6.1", "The opponent's deck is empty: each draw takes a life card instead, and a draw with no life card "
                    "left loses the game.", ("deck:1",), "forecast"),
        ("BDV-7.6", "Turn 78 of 80: if nobody has won when turn 80 ends, the game is a draw.", (), "forecast"),
    ]  # fmt: skip
    assert not [n for n in notes(setup(me(), them(), turn=76)) if n[0] == "BDV-7.6"]


def test_a_card_that_wins_the_game():  # BDV-7.3 BDV-10.9 BDV-4.6
    state = setup(me(), them("Hollow Crypt", field=["Vhal, Tomb Emperor"], grave=[FILLER] * 12))
    vhal = state.field[1][0]
    win = [n for n in notes(state, 0) if n[0] == "BDV-7.3"]
    assert win == [
        ("BDV-7.3", "Vhal, Tomb Emperor wins the game for the opponent at the start of their main phase if their "
                    "graveyard holds 15 or more cards (now 12) and you have 2 or fewer life cards (now 5).", (vhal,),
         "forecast"),
    ]  # fmt: skip
    assert [n for n in notes(state, 1) if n[0] == "BDV-7.3"] == [
        ("BDV-7.3", "Vhal, Tomb Emperor wins the game for you at the start of your main phase if your graveyard "
                    "holds 15 or more cards (now 12) and the opponent has 2 or fewer life cards (now 5).", (vhal,),
         "forecast"),
    ]  # fmt: skip


def test_notes_name_nothing_hidden_and_change_nothing():  # BDV-8.2 BDV-8.9 BDV-8.10
    state = setup(
        me(hand=["Inferno Colossus"], energy=energy("RED", 2)),
        them(hand=["Deepwater Leviathan", "Eclipse Blade"], energy=energy("BLUE", 1)),
    )
    before = state.to_json()
    mine = state.explain(0)
    assert state.to_json() == before  # explaining does not mutate the state
    assert all(state.determinize(0, Rng(k)).explain(0) == mine for k in range(5))
    text = str(mine) + str(state.explain(1))
    assert "Inferno Colossus" in text and "Deepwater Leviathan" not in str(mine)
    assert "Deepwater Leviathan" not in str(state.explain(1))  # only the deciding player's hand is explained
