"""Playing units and commands (BDV-5.7–5.15)."""

from __future__ import annotations

from .helpers import energy, events, ids, iid, names, player, setup


def test_identical_cards_are_one_choice_and_the_lowest_instance_moves():  # BDV-1.14 BDV-0.5
    state = setup(player(hand=["Ember Squire", "Ember Squire", "Spark Imp"], energy=energy("RED", 2)))
    assert ids(state).count("play R-01") == 1
    low = min(state.hand[0][:2])
    state.apply("play R-01")
    assert state.field[0] == [low] and names(state, "hand", 0) == ["Ember Squire", "Spark Imp"]


def test_a_played_unit_enters_standing_and_its_on_play_ability_resolves():  # BDV-5.9 BDV-5.10 BDV-5.12 BDV-4.13
    state = setup(player(hand=["Current Adept"], energy=energy("BLUE", 3)))
    state.apply("play U-04")
    adept = state.field[0][0]
    assert not state.rested[adept] and names(state, "hand", 0) == ["Wandering Automaton"]  # drew 1
    assert [k for k, _, _ in state.events] == ["play", "pay", "enter", "ability", "draw"]
    state.apply("end")
    assert f"attack {adept} player" in ids(state)  # no summoning sickness


def test_units_with_the_same_name_may_share_the_field():  # BDV-5.13
    state = setup(player(hand=["Ember Squire", "Spark Imp"], field=["Ember Squire"], energy=energy("RED", 1)))
    state.apply("play R-01")
    assert names(state, "field", 0) == ["Ember Squire", "Ember Squire"]


def test_a_command_needs_a_target_for_each_mandatory_single_target_step():  # BDV-5.14
    big = setup(
        player(hand=["Eclipse Blade"], energy=energy("BLACK", 2)), player("Tidewell Archive", field=["Magma Brute"])
    )
    assert "play K-12" not in ids(big)
    small = setup(
        player(hand=["Eclipse Blade", "Firestorm", "Undertow"], energy=energy("BLACK", 2) + energy("RED", 2)),
        player("Tidewell Archive"),
    )
    # Firestorm (ALL) has no single target; nothing forbids it with no opposing unit
    assert "play R-13" in ids(small) and "play K-12" not in ids(small)


def test_a_command_is_revealed_resolves_and_goes_to_the_graveyard():  # BDV-5.15 BDV-5.9
    state = setup(
        player(hand=["Eclipse Blade", "Spark Imp"], energy=energy("BLACK", 2)),
        player("Tidewell Archive", field=["Magma Brute", "Brine Sprite", "Reef Sentinel"]),
    )
    state.apply("play K-12")
    blade = state.limbo[0][0]
    assert state.decision == "tgt"  # two legal targets: Brine Sprite (1000) and Reef Sentinel (3000)
    seen = state.observe(1)["view"]["players"][0]["resolving"]
    assert [c["name"] for c in seen] == ["Eclipse Blade"]  # revealed to the opponent while it resolves
    sprite, sentinel = iid(state, "field", 1, "Brine Sprite"), iid(state, "field", 1, "Reef Sentinel")
    assert ids(state) == [f"target {sprite}", f"target {sentinel}"]
    state.apply(f"target {sentinel}")
    assert names(state, "field", 1) == ["Magma Brute", "Brine Sprite"]
    assert state.grave[0] == [blade] and state.limbo[0] == [] and names(state, "grave", 1) == ["Reef Sentinel"]
    assert events(state, "play")[0]["card"]["name"] == "Eclipse Blade"


def test_abilities_work_only_from_the_field():  # BDV-1.15 BDV-5.40 BDV-6.11
    state = setup(
        player(
            hand=["Banner Knight"],
            field=["Shieldbearer"],
            energy=["Banner Knight", *energy("WHITE", 3)],
            grave=["Banner Knight"],
        )
    )
    bearer = state.field[0][0]
    assert state.power_of(bearer) == 3000  # Banner Knights in hand, energy and graveyard do nothing
    state.apply("play W-03")
    knight = state.field[0][1]
    assert state.power_of(bearer) == 4000 and state.power_of(knight) == 3000  # white units, itself included
    view = state.observe(1)["view"]["players"][0]["field"]
    assert [(u["name"], u["power"]) for u in view] == [("Shieldbearer", 4000), ("Banner Knight", 3000)]
