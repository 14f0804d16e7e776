"""The territory's two sides and liberation (BDV-5.8, BDV-5.11, BDV-5.16–5.19, BDV-6.11, BDV-6.13)."""

from __future__ import annotations

from .helpers import FILLER, energy, events, ids, player, setup


def test_ace_liberation_costs_the_liberation_cost_minus_the_ace_cost():  # BDV-5.8 BDV-5.9 BDV-5.11 BDV-5.16
    # Cinderpeak Keep: liberation cost 8; Blazecrown Sovereign: total cost 6 -> surcharge 2
    state = setup(player(hand=["Blazecrown Sovereign", "Spark Imp"], energy=energy("RED", 8)))
    state.apply("play R-08")
    assert state.decision == "libchoice" and ids(state) == ["liberate", "no-liberate"]
    assert state.legal_actions()[0].label == "Liberate Cinderpeak Keep (+2 generic)"
    state.apply("liberate")
    assert state.liberated[0] and all(state.rested[i] for i in state.energy[0])  # 6 + 2 paid
    # the ace enters, then the territory flips, then the ace's ON_PLAY (optional, no target: nothing to choose)
    assert [k for k, _, _ in state.events][-5:] == ["pay", "enter", "liberated", "ability", "no_target"]
    short = setup(player(hand=["Blazecrown Sovereign", "Spark Imp"], energy=energy("RED", 7)))
    short.apply("play R-08")  # 6 payable, 8 not: NO_LIBERATE is the only choice and is automatic
    assert not short.liberated[0] and sum(short.rested[i] for i in short.energy[0]) == 6
    assert short.observe(0)["view"]["players"][0]["territory"]["side"] == "CHARACTER"


def test_no_surcharge_when_the_ace_costs_as_much():  # BDV-5.8
    # Tidewell Archive: 7; Tidecaller Oracle: 7 -> liberating costs nothing extra
    state = setup(
        player("Tidewell Archive", hand=["Tidecaller Oracle", FILLER], energy=energy("BLUE", 7)),
        player("Cinderpeak Keep"),
    )
    state.apply("play U-08")
    assert ids(state) == ["liberate", "no-liberate"]
    assert state.legal_actions()[0].label.endswith("(+0 generic)")


def test_on_play_and_on_liberate_trigger_together():  # BDV-5.12 BDV-5.18 BDV-5.39 BDV-0.5
    state = setup(
        player("Tidewell Archive", hand=["Tidecaller Oracle", FILLER], energy=energy("BLUE", 7)),
        player("Cinderpeak Keep", field=["Ember Squire", "Spark Imp"]),
    )
    state.apply("play U-08")
    state.apply("liberate")
    oracle, terr = state.field[0][0], state.terr[0]
    assert state.decision == "order" and ids(state) == [f"resolve {oracle} a0", f"resolve {terr} a0"]
    state.apply(f"resolve {terr} a0")  # the territory's ON_LIBERATE first: draw 2
    assert len(state.hand[0]) == 3
    squire, imp = state.field[1]
    # then the ace: up to 2, ending with DONE; "target all" picks both at once (the whole run)
    assert ids(state) == [f"target {squire}", f"target {imp}", "target all", "done"]
    state.apply(f"target {imp}")
    assert ids(state) == [f"target {squire}", "done"]
    state.apply("done")
    assert state.field[1] == [squire] and imp in state.hand[1]


def test_a_liberate_effect_pays_the_cost_minus_its_source():  # BDV-5.17 BDV-5.6 BDV-5.18 BDV-10.8
    # Aurora Bastion: 8; Dawnbell Herald: total cost 2 -> 6 generic
    state = setup(
        player("Aurora Bastion", hand=["Dawnbell Herald", FILLER], energy=energy("WHITE", 2) + energy("NONE", 6))
    )
    state.apply("play W-04")
    assert state.decision == "libeff" and ids(state) == ["decline", "pay CCCCCC"]
    herald = state.field[0][0]
    assert state.power_of(herald) == 1000
    state.apply("pay CCCCCC")
    assert state.liberated[0] and state.power_of(herald) == 2000  # the STATIC aura applies at once
    poor = setup(
        player("Aurora Bastion", hand=["Dawnbell Herald", FILLER], energy=energy("WHITE", 2) + energy("NONE", 5))
    )
    poor.apply("play W-04")  # only DECLINE is left: automatic
    assert not poor.liberated[0] and poor.decision == "main"


def test_only_the_character_side_can_be_liberated():  # BDV-5.16
    state = setup(player(hand=["Blazecrown Sovereign", "Spark Imp"], energy=energy("RED", 8), liberated=True))
    state.apply("play R-08")
    assert state.decision == "main" and sum(state.rested[i] for i in state.energy[0]) == 6  # no choice, no surcharge
    herald = setup(
        player("Aurora Bastion", hand=["Dawnbell Herald", FILLER], energy=energy("WHITE", 8), liberated=True)
    )
    herald.apply("play W-04")
    assert herald.decision == "main" and "libeff" not in [f[0] for f in herald.stack]


def test_closing_a_territory_turns_it_back_and_it_can_be_liberated_again():  # BDV-5.19 BDV-6.13 BDV-10.8
    state = setup(
        player("Aurora Bastion", field=["Shieldbearer"], hand=["Lightwarden Paladin", FILLER], liberated=True,
               energy=energy("WHITE", 8)),
        player("Tidewell Archive", hand=["Seal the Gates", FILLER], energy=energy("BLUE", 2)),
        active=1,
    )  # fmt: skip
    bearer = state.field[0][0]
    assert state.power_of(bearer) == 4000
    state.apply("play U-15")
    assert not state.liberated[0] and state.power_of(bearer) == 3000  # the liberated ability stops
    assert state.card_locations()[state.terr[0]] == "territory:0"  # it never leaves its slot
    assert events(state, "territory_closed")[0]["player"] == 0
    state.apply("end")  # player 1 ends the main phase (no unit: no attack)
    assert state.active == 0 and state.decision == "main"
    state.apply("play W-08")
    assert ids(state) == ["liberate", "no-liberate"]  # liberating again is possible


def test_a_static_ability_with_a_liberated_condition():  # BDV-6.11 BDV-10.9 BDV-1.13
    closed = setup(player("Hollow Crypt", field=["Withering Specter", "Crypt Rat", "Ember Squire"]))
    assert [closed.hit_of(i) for i in closed.field[0]] == [1, 1, 1]
    opened = setup(player("Hollow Crypt", field=["Withering Specter", "Crypt Rat", "Ember Squire"], liberated=True))
    assert [opened.hit_of(i) for i in opened.field[0]] == [2, 2, 1]  # black units only


def test_on_liberate_from_a_liberate_step_resolves_at_once():  # BDV-5.17 BDV-5.18 BDV-5.39
    # Tidewell Archive (7) liberated by Dawnbell Herald (2): 5 generic, then its ON_LIBERATE draws 2 right away
    state = setup(
        player("Tidewell Archive", hand=["Dawnbell Herald", FILLER], energy=energy("WHITE", 2) + energy("BLUE", 5)),
        player("Cinderpeak Keep"),
    )
    state.apply("play W-04")
    assert ids(state) == ["decline", "pay UUUUU"]
    state.apply("pay UUUUU")
    assert kinds_after(state, "liberated") == ["ability", "draw"] and len(state.hand[0]) == 3


def kinds_after(state, kind: str) -> list[str]:
    ks = [k for k, _, _ in state.events]
    return ks[ks.index(kind) + 1 :]
