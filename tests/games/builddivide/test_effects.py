"""Resolving effects (BDV-5.36–5.41) and the effect vocabulary (BDV-10.8) with its zone rules (BDV-6.x)."""

from __future__ import annotations

from tcgkit.agents import RandomAgent

from .helpers import FILLER, G, energy, events, ids, iid, kinds, names, player, setup


def test_steps_resolve_in_order():  # BDV-5.36 BDV-5.15
    state = setup(
        player("Tidewell Archive", hand=["Insight Torrent", "Reef Sentinel"], deck=["Brine Sprite", "Drift Scholar"],
               energy=energy("BLUE", 3)),
    )  # fmt: skip
    state.apply("play U-13")  # draw 2, then discard 1: the discard sees the drawn cards
    assert state.decision == "dpick" and ids(state) == ["discard U-01", "discard U-03", "discard U-10"]
    state.apply("discard U-10")
    assert names(state, "grave", 0) == ["Drift Scholar", "Insight Torrent"]


def test_a_step_without_target_does_nothing_and_later_steps_still_resolve():  # BDV-5.37 BDV-0.5
    empty = setup(player("Tidewell Archive", hand=["Undertow", FILLER], energy=energy("BLUE", 2)))
    empty.apply("play U-16")
    assert kinds(empty)[-2:] == ["no_target", "draw"] and len(empty.hand[0]) == 2
    state = setup(
        player("Tidewell Archive", hand=["Undertow", FILLER], energy=energy("BLUE", 2)),
        player("Cinderpeak Keep", field=["Ember Squire", "Spark Imp", "Flare Lancer"]),
    )
    state.apply("play U-16")
    squire, imp, lancer = state.field[1]
    assert ids(state) == [f"target {squire}", f"target {imp}", f"target {lancer}", "done"]  # chosen on resolution
    state.apply(f"target {lancer}")
    state.apply("done")
    assert [state.rested[i] for i in state.field[1]] == [0, 0, 1] and len(state.hand[0]) == 2


def test_conditions_are_checked_when_the_ability_resolves():  # BDV-5.38 BDV-10.9
    three = setup(player(hand=["Ashen Duelist", FILLER], field=["Ember Squire", "Spark Imp"], energy=energy("RED", 2)))
    three.apply("play R-11")
    assert three.power_of(three.field[0][2]) == 3000  # OWN_UNITS_GE 3 holds with the Duelist itself
    two = setup(player(hand=["Ashen Duelist", FILLER], field=["Ember Squire"], energy=energy("RED", 2)))
    two.apply("play R-11")
    assert two.power_of(two.field[0][1]) == 2000 and "ability_fails" in kinds(two)


def test_optional_steps_offer_do_or_skip():  # BDV-5.38 BDV-0.2
    def play(choice: str):
        state = setup(
            player(hand=["Blazecrown Sovereign", FILLER], energy=energy("RED", 6)),
            player("Tidewell Archive", field=["Reef Sentinel"]),
        )
        state.apply("play R-08")
        assert state.decision == "may" and ids(state) == ["do", "skip"]
        state.apply(choice)
        return state

    assert names(play("skip"), "field", 1) == ["Reef Sentinel"]
    assert names(play("do"), "grave", 1) == ["Reef Sentinel"]  # the only legal target: chosen automatically


def test_simultaneous_triggers_are_ordered_and_resolve_after_their_source_left():  # BDV-5.39 BDV-6.10
    state = setup(player("Tidewell Archive", hand=["Riptide Trickster", FILLER], energy=energy("BLUE", 2)))
    state.apply("play U-17")
    trickster = state.field[0][0]
    assert state.decision == "order" and ids(state) == [f"resolve {trickster} a0", f"resolve {trickster} a1"]
    state.apply(f"resolve {trickster} a0")
    state.apply("do")  # return a unit of total cost 2 or less: the Trickster itself is the only one
    assert trickster in state.hand[0] and state.pub[trickster]
    assert kinds(state)[-3:] == ["bounce", "ability", "no_target"]  # the second ability resolved; SELF: nothing


def test_static_abilities_apply_continuously():  # BDV-5.40 BDV-6.11 BDV-10.8
    state = setup(
        player("Aurora Bastion", field=["Banner Knight", "Shieldbearer"]),
        player("Tidewell Archive", hand=["Sudden Squall", FILLER], energy=energy("BLUE", 2)),
        active=1,
    )
    knight, bearer = state.field[0]
    assert state.power_of(bearer) == 4000
    state.apply("play U-12")
    state.apply(f"target {knight}")
    assert state.power_of(bearer) == 3000 and knight in state.hand[0]


def test_the_non_active_player_acts_only_where_the_rules_say():  # BDV-5.41 BDV-4.19 BDV-5.20
    allowed = {"block", "shot", "dpick", "tgt", "may", "search", "g2h", "d2h", "order"}
    seen = set()
    decks = list(G.sample_decks().values())
    for seed in range(12):
        state = G.new_game([decks[seed % 4], decks[(seed + 2) % 4]], seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 100)]
        attack_turn = 0
        while not state.is_over:
            if state.turn and state.to_move != state.active:
                assert state.decision in allowed, state.decision
                seen.add(state.decision)
            if state.turn == attack_turn:
                assert state.decision != "main"  # once attacks began, nothing is played this turn
            action = agents[state.to_move].act(state)
            if action.startswith("attack "):
                attack_turn = state.turn
            state.apply(action)
    assert {"block", "shot"} <= seen


def test_discard_chosen_by_the_player_it_names():  # BDV-10.8 BDV-4.19
    state = setup(
        player("Hollow Crypt", hand=["Mind Rot", FILLER], energy=energy("BLACK", 2)),
        player("Tidewell Archive", hand=["Reef Sentinel", "Brine Sprite"]),
    )
    state.apply("play K-14")
    assert state.decision == "dpick" and state.to_move == 1 and ids(state) == ["discard U-01", "discard U-03"]
    state.apply("discard U-03")
    assert names(state, "grave", 1) == ["Reef Sentinel"]


def test_mill_uses_what_there_is_and_an_empty_deck_is_no_loss():  # BDV-6.2 BDV-10.8
    state = setup(
        player("Hollow Crypt", hand=["Bone Scavenger", FILLER], deck=["Crypt Rat"], energy=energy("BLACK", 2))
    )
    state.apply("play K-02")
    assert state.deck[0] == [] and names(state, "grave", 0) == ["Crypt Rat"] and not state.is_over


def test_added_life_goes_on_top_face_down_without_limit():  # BDV-6.3 BDV-6.4 BDV-8.6
    state = setup(
        player("Aurora Bastion", hand=["Renewing Light", FILLER], deck=["Shieldbearer", "Dawn Acolyte"],
               life=[FILLER] * 10, energy=energy("WHITE", 2)),
    )  # fmt: skip
    state.apply("play W-12")
    assert len(state.life[0]) == 11 and state.f[state.life[0][-1]].name == "Shieldbearer"  # on top
    assert names(state, "hand", 0) == [FILLER, "Dawn Acolyte"]
    assert events(state, "add_life") == [{"player": 0, "n": 1}]  # only the number is public
    low = setup(player("Aurora Bastion", hand=["Renewing Light", FILLER], life=[FILLER] * 3, energy=energy("WHITE", 2)))
    low.apply("play W-12")
    view = low.observe(1)["view"]["players"][0]
    assert (view["life"], view["life_yellow"], view["life_red"]) == (4, 0, 4)  # joins the red zone


def test_life_to_grave_makes_no_trigger_check():  # BDV-6.5 BDV-10.8
    state = setup(
        player("Hollow Crypt", hand=["Bleed the Wards", FILLER], energy=energy("BLACK", 4)),
        player("Tidewell Archive", life=["Ember Squire", "Spark Imp"]),
    )
    state.apply("play K-15")
    assert names(state, "grave", 1) == ["Ember Squire"] and "check" not in kinds(state)


def test_energy_ramp_puts_the_top_card_into_energy_rested():  # BDV-10.8 BDV-6.13
    state = setup(
        player("Aurora Bastion", hand=["Pilgrim's Tithe", FILLER], deck=["Choir of Wings"], energy=energy("WHITE", 2))
    )
    state.apply("play W-16")
    ramped = state.energy[0][-1]
    assert state.f[ramped].name == "Choir of Wings" and state.rested[ramped] and len(state.energy[0]) == 3


def test_removed_zone_is_not_the_graveyard():  # BDV-6.9 BDV-10.8
    state = setup(
        player("Hollow Crypt", hand=["Banish to the Void", "Exhume"], grave=["Crypt Rat"], energy=energy("BLACK", 5)),
        player("Tidewell Archive", field=["Deepwater Leviathan"]),
    )
    state.apply("play K-13")
    assert names(state, "removed", 1) == ["Deepwater Leviathan"] and names(state, "grave", 1) == []
    state.apply("play K-16")  # Exhume: a unit from the own graveyard only
    assert state.decision == "g2h" and ids(state) == ["take K-01", "done"]
    state.apply("take K-01")
    assert names(state, "hand", 0) == ["Crypt Rat"]


def test_a_bounced_unit_loses_its_state_and_returns_to_its_owners_hand():  # BDV-6.10 BDV-10.8
    state = setup(
        player(field=[{"card": "Flare Lancer", "power": 2000, "rested": True}]),
        player("Tidewell Archive", hand=["Sudden Squall", FILLER], energy=energy("BLUE", 2)),
        active=1,
    )
    lancer = state.field[0][0]
    state.apply("play U-12")
    assert lancer in state.hand[0] and not state.rested[lancer] and state.deltas == []


def test_search_shows_only_matches_then_reveals_and_shuffles():  # BDV-6.14 BDV-8.7 BDV-10.8
    deck = ["Flare Lancer", "Magma Brute", "Ember Squire", FILLER, FILLER, FILLER, FILLER, FILLER]
    state = setup(player(hand=["Forge Hunt", FILLER], deck=deck, energy=energy("RED", 1)), seed=5)
    before = list(state.deck[0])
    state.apply("play R-15")  # a red unit of total cost 3 or less
    assert state.decision == "search" and ids(state) == ["take R-01", "take R-03", "done"]
    rng = state.rng
    state.apply("take R-03")
    lancer = iid(state, "hand", 0, "Flare Lancer")
    assert state.pub[lancer] and events(state, "search")[0]["card"]["name"] == "Flare Lancer"
    assert sorted(state.deck[0]) == sorted(i for i in before if i != lancer) and state.rng != rng
    assert state.deck[0] != [i for i in before if i != lancer]  # shuffled


def test_ddeck_cards_come_only_through_ddeck_to_hand():  # BDV-6.12 BDV-8.5 BDV-10.8
    state = setup(
        player("Tidewell Archive", hand=["Archive Recall", FILLER], ddeck=["Undertow", "Tidecaller Oracle"],
               energy=energy("BLUE", 1)),
    )  # fmt: skip
    state.apply("play U-14")
    assert ids(state) == ["take U-08", "take U-16", "done"]
    state.apply("take U-08")
    oracle = iid(state, "hand", 0, "Tidecaller Oracle")
    assert names(state, "ddeck", 0) == ["Undertow"]
    assert [c["iid"] for c in state.observe(1)["view"]["players"][0]["hand_known"]] == [oracle]  # revealed
    seeker = setup(
        player("Tidewell Archive", hand=["Archive Seeker", FILLER], ddeck=["Undertow"], energy=energy("BLUE", 3)),
    )
    seeker.apply("play U-09")  # units only: Undertow is a command, nothing to take
    assert names(seeker, "ddeck", 0) == ["Undertow"] and seeker.decision == "main"


def test_power_hit_rest_primitives():  # BDV-10.8 BDV-1.12
    state = setup(
        player(hand=["Blazing Rally", "Reckless Charge"], field=["Ember Squire"], energy=energy("RED", 3)),
        player("Aurora Bastion", field=["Shieldbearer"]),
    )
    squire = state.field[0][0]
    state.apply("play R-12")
    state.apply("play R-14")
    assert (state.power_of(squire), state.hit_of(squire)) == (5000, 2)
    halo = setup(player("Aurora Bastion", hand=["Binding Halo", FILLER], energy=energy("WHITE", 2)),
                 player("Cinderpeak Keep", field=["Ember Squire"]))  # fmt: skip
    halo.apply("play W-13")
    assert halo.rested[halo.field[1][0]]
