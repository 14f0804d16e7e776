"""The simultaneous turn (SWT-4) and the end of the game (SWT-7)."""

from __future__ import annotations

from .helpers import cid, events, finish_turn, ids, play, setup

EVERYWHERE = ["Droid Starfighter DFS-4CT", "Battle Droid Squad", "Geonosian Guard"]


def test_ready_phase_untap_force_draw_and_the_all_arenas_bonus() -> None:
    """SWT-4.2 untap everything (arenas and build zones); SWT-4.3 +4 Force each, kept (SWT-6.3); SWT-4.4 draw 1
    each, Dark first; SWT-6.2 an empty deck draws nothing and loses nothing; SWT-4.5 no choice in the command
    start; SWT-4.6 one die, each player gains it, +1 for a unit in each of the three arenas (retreated units
    don't count)."""
    state = setup(
        {
            "step": "turn",
            "turn": 2,
            "dice": [3],
            "dark": {"force": 1, "deck": ["Nexu", "Reek"], "units": [{"card": c, "tapped": True} for c in EVERYWHERE]},
            "light": {
                "force": 2,
                "units": [
                    "N-1 Starfighter",
                    "Clone Squad",
                    {"card": "Clone Warrior 5/373", "arena": "retreated", "tapped": True},
                ],
            },
        }
    )
    assert state.turn == 2 and state.decision == "build" and state.to_move == 0
    assert all(not u[4] for u in state.units)
    assert state.force == [5, 6]
    assert [state.cards[i] for i in state.hands[0]] == [cid("Nexu")] and state.hands[1] == []
    assert events(state, "build_roll") == [
        {"die": 3, "gains": [{"player": 0, "gain": 4, "bonus": True}, {"player": 1, "gain": 3, "bonus": False}]}
    ]
    assert state.bp == [4, 3]
    kinds = [k for k, _, _ in state.events]
    assert kinds.index("draw") < kinds.index("build_roll") < kinds.index("build_step")


def test_step_order_dark_build_light_build_retreats_then_arenas() -> None:
    """SWT-4.1: the command phase then the battle phase: SWT-4.7 Dark build, SWT-4.8 Light build, SWT-4.9 Dark
    retreat, SWT-4.10 Light retreat, SWT-4.11 then the space, ground and character battles."""
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"units": ["Droid Starfighter DFS-4CT", "Geonosian Guard"], "hand": ["Nexu"]},
            "light": {"units": ["N-1 Starfighter", "Clone Warrior 5/373"], "hand": ["Clone Squad"]},
        }
    )
    order = []
    while state.decision in ("build", "retreat"):
        order.append((state.decision, state.to_move))
        state.apply("end" if state.decision == "build" else "done")
    assert order == [("build", 0), ("build", 1), ("retreat", 0), ("retreat", 1)]
    finish_turn(state)
    assert [e["arena"] for e in events(state, "arena_battle")][:3] == ["space", "ground", "character"]


def test_retreat_step_choices() -> None:
    """SWT-5.10: one at a time any untapped units in arenas, then done; tapped units can't retreat (SWT-0.2:
    never offered); a retreated unit moves to the build zone face up and tapped (SWT-1.12, SWT-1.14) keeping
    its damage and stack."""
    state = setup(
        {
            "step": "retreat",
            "player": "dark",
            "dark": {
                "units": [
                    {"cards": ["Jango Fett (B)", "Jango Fett (D)"], "damage": 2},
                    "Geonosian Guard",
                    {"card": "Battle Droid Squad", "tapped": True},
                ]
            },
            "light": {"units": ["Clone Squad"]},
        }
    )
    assert ids(state) == ["retreat u1", "retreat u2", "done"]
    play(state, "retreat u1")
    u = state.unit(1)
    assert u[3] == 3 and u[4] is True and u[5] == 2 and len(u[2]) == 2
    assert ids(state) == ["retreat u2", "done"]


def test_end_of_turn_control_counts_and_no_winner() -> None:
    """SWT-4.12 (1)-(2): build points become 0; an arena is controlled by the only player with units in it,
    tapped ones included; locations, retreated units and face-down cards don't count (SWT-7.1)."""
    state = setup(
        {
            "step": "end",
            "turn": 4,
            "dark": {
                "build_points": 3,
                "units": [{"card": "Droid Starfighter DFS-4CT", "tapped": True}, "Battle Droid Squad"],
                "build_zone": [{"card": "Nexu", "counters": 2}],
            },
            "light": {
                "build_points": 2,
                "units": ["Clone Squad", "Clone Warrior 5/373", {"card": "N-1 Starfighter", "arena": "retreated"}],
            },
            "locations": {"space": {"card": "Kashyyyk System", "owner": "light"}},
        }
    )
    control = events(state, "control")[0]
    assert control == {"arenas": {"space": 0, "ground": None, "character": 1}, "counts": [1, 1]}
    assert not state.is_over and state.turn == 5
    assert events(state, "build_roll")  # the new turn's roll: build points were emptied first
    assert state.bp == [events(state, "build_roll")[0]["die"]] * 2


def test_two_of_three_arenas_wins_at_end_of_turn() -> None:
    """SWT-7.2: controlling 2 arenas at the end of turn wins at once; SWT-7.1 the opponent's retreated unit
    and location don't count."""
    state = setup(
        {
            "step": "end",
            "turn": 2,
            "dark": {"units": [{"card": "Droid Starfighter DFS-4CT", "tapped": True}, "Battle Droid Squad"]},
            "light": {"units": [{"card": "Clone Squad", "arena": "retreated"}]},
            "locations": {"ground": {"card": "Utapau Sinkhole", "owner": "light"}},
        }
    )
    assert state.is_over
    assert state.result.winner == 0 and state.result.reason == "CONTROL" and state.result.scores == (2, 0)
    assert state.legal_actions() == []


def test_victory_only_at_end_of_turn() -> None:
    """SWT-7.3: destroying the last enemy unit during the battle does not end the game; the end of turn does."""
    state = setup(
        {
            "step": "battle",
            "arena": "ground",
            "dice": [6, 6, 6, 6],
            "dark": {"units": ["Droid Starfighter DFS-4CT", "Commerce Guild Droid 81"]},
            "light": {"units": [{"card": "Clone Squad", "damage": 0}]},
        }
    )
    # the Droid 81 (speed 30) outpaces the Clone Squad (speed 10)
    assert ids(state) == ["attack u3", "hold"]
    play(state, "attack u3")  # the rest of the turn has no choices left
    assert events(state, "destroyed")[0]["cards"] == [cid("Clone Squad")]
    kinds = [k for k, _, _ in state.events]
    assert kinds.index("destroyed") < kinds.index("arena_battle", kinds.index("destroyed")) < kinds.index("control")
    assert kinds.index("game_over") == len(kinds) - 1
    assert state.is_over and state.result.winner == 0


def test_turn_limit_is_a_draw() -> None:
    """SWT-4.12 (4) / SWT-7.4 / SWT-11.2: after turn `turn_limit` without a winner the game is a draw."""
    state = setup(
        {
            "step": "end",
            "turn": 3,
            "options": {"turn_limit": 3},
            "dark": {"units": ["Droid Starfighter DFS-4CT"]},
            "light": {"units": ["N-1 Starfighter"]},
        }
    )
    assert state.is_over and state.result.winner is None and state.result.reason == "TURN_LIMIT"


def test_until_end_of_turn_effects_end_then_state_check() -> None:
    """SWT-4.12 (5) / SWT-6.14 / SWT-6.6: a +2 health until end of turn expires in end-of-turn step 5 and the
    state check destroys the unit whose damage now reaches its health; SWT-6.5 damage stays otherwise."""
    state = setup(
        {
            "step": "end",
            "turn": 2,
            "dark": {
                "units": [
                    {"card": "Geonosian Guard", "damage": 3, "boosts": {"health": 2}},
                    {"card": "Battle Droid Squad", "damage": 2},
                ]
            },
            "light": {"units": ["Clone Squad"]},
        }
    )
    assert [e["unit"] for e in events(state, "destroyed")] == [1]
    assert state.unit(2)[5] == 2 and state.turn == 3


def test_no_hand_limit_and_no_deck_out() -> None:
    """SWT-6.1 no discard at end of turn; SWT-7.5 an empty deck or hand never ends the game (SWT-6.2)."""
    hand = ["Strength of Hate"] * 12
    state = setup(
        {
            "step": "end",
            "turn": 2,
            "dark": {"hand": hand, "units": ["Geonosian Guard"]},
            "light": {"units": ["Clone Warrior 5/373"]},
        }
    )
    # the end of turn 2 passed and turn 3 began (nobody had a choice until Dark's retreat step)
    assert state.turn == 3 and len(state.hands[0]) == 12 and state.decks == [[], []] and not state.is_over
    finish_turn(state)
    assert not state.is_over and len(state.hands[0]) == 12 and state.turn == 4


def test_dice_option_alias() -> None:
    """SWT-11.1: the option is dice_mode; 'dice' is accepted as another name for it."""
    from .helpers import G

    assert G.resolve_options({"dice": "attacker-only"})["dice_mode"] == "attacker-only"
    assert G.resolve_options({})["dice_mode"] == "seed"
