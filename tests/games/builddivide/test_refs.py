"""Refs of actions and log events (docs/positions-builddivide.md "Refs"): what a click on the web board offers."""

from __future__ import annotations

from tcgkit.games.builddivide.state import BdvState

from .helpers import FILLER, G, energy, player, setup


def refs(state: BdvState, action_id: str) -> tuple[int | str, ...]:
    return next(a.refs for a in state.legal_actions() if a.id == action_id)


def test_main_phase_refs_name_the_hand_card_and_where_it_goes():
    state = setup(
        player(hand=["Ember Squire", "Ember Squire", "Blazing Rally"], field=["Spark Imp"], energy=energy("RED", 2))
    )
    squire = min(i for i in state.hand[0] if state.f[i].name == "Ember Squire")
    rally = next(i for i in state.hand[0] if state.f[i].name == "Blazing Rally")
    assert refs(state, "play R-01") == (squire, "field:0")  # the lowest instance of identical cards
    assert refs(state, "charge R-01") == (squire, "energy:0")
    assert refs(state, f"play {state.cards[rally]}") == (rally,)  # a command goes nowhere on the field
    assert refs(state, "end") == ()


def test_payment_refs_are_the_energy_cards_it_rests():
    state = setup(player(hand=["Flare Lancer"], energy=[*energy("RED", 2), *energy("NONE", 2)]))
    lancer = state.hand[0][0]
    state.apply(f"play {state.cards[lancer]}")
    assert state.decision == "pay"
    for action in state.legal_actions():
        twin = state.clone()
        twin.apply(action.id)
        rested = {i for i in twin.energy[0] if twin.rested[i]}
        assert set(action.refs) == rested, action.id  # exactly what the engine rests (BDV-5.4)


def test_attack_and_block_refs():
    state = setup(
        player(field=["Flare Lancer", "Ember Squire"]),
        player("Tidewell Archive", field=["Reef Sentinel", {"card": "Brine Sprite", "rested": True}]),
        phase="attack",
    )
    lancer, squire = state.field[0]
    sentinel, sprite = state.field[1]
    assert refs(state, f"attack {lancer} player") == (lancer, "life:1")  # the attacker first, then the target
    assert refs(state, f"attack {lancer} {sprite}") == (lancer, sprite)
    assert refs(state, "attack all") == (lancer, squire, "life:1")
    state.apply(f"attack {lancer} player")
    assert refs(state, f"block {sentinel}") == (sentinel, lancer)
    assert refs(state, "no-block") == ()


def test_event_refs_name_cards_zones_and_territories():
    state = setup(player(field=["Flare Lancer"]), player("Tidewell Archive", life=[FILLER] * 3), phase="attack")
    lancer = state.field[0][0]
    start = len(state.events)
    state.apply(f"attack {lancer} player")
    got = {k: G.event_refs(k, d) for k, d, _ in state.events[start:]}
    assert got["attack"] == (lancer, "life:1")
    assert got["life_damage"] == (lancer, "life:1")
    checked = got["check"]
    assert checked[-1] == "life:1" and isinstance(checked[0], int)
    terr = state.terr[1]
    assert G.event_refs("liberated", {"player": 1, "territory": state.obj(terr)}) == ("territory:1",)
    assert G.event_refs("turn", {"turn": 3, "player": 0}) == ()


def test_shared_payment_actions_keep_their_own_wording():
    # payment actions are made once per (payment, energy cards) and shared; an offer that words them for the card
    # being paid for makes its own copies, so the shared ones and the next payment's labels stay as they were
    state = setup(player(hand=["Flare Lancer", "Flare Lancer"], energy=[*energy("RED", 3), *energy("NONE", 3)]))
    plain = {a.id: a.label for a in state.pay_actions(0, (0, 0, 0, 1), 2)}
    assert all(label.startswith("Rest ") for label in plain.values())
    state.apply(f"play {state.cards[state.hand[0][0]]}")
    assert state.decision == "pay"
    offered = state.legal_actions()
    assert offered and all(a.label.startswith("Pay for Flare Lancer: rest ") for a in offered)
    assert {a.id: a.label for a in state.pay_actions(0, (0, 0, 0, 1), 2)} == plain
    twin = state.clone()
    twin.apply(offered[0].id)
    assert all(a.label == plain[a.id] for a in state.pay_actions(0, (0, 0, 0, 1), 2))
