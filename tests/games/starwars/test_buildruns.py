"""Whole runs of build actions in one decision (buildruns.py): each does exactly what its single steps do."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tcgkit.core import RecordError

from .helpers import G, cid, events, ids, play, setup

FIELDS = ("hands", "builds", "units", "bp", "force", "discards", "gear", "locs", "known")


def table(state: Any) -> dict[str, Any]:
    """Everything the rules keep, less the log and the history (a whole run logs one line where steps log many)."""
    return {f: json.dumps(getattr(state, f)) for f in FIELDS} | {"decision": state.decision, "to_move": state.to_move}


def build(dark: dict, light: dict | None = None) -> Any:
    return setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {"deck": ["Battle Droid Squad"] * 3, **dark},
            "light": light or {"deck": ["Clone Squad"] * 3, "units": ["Clone Squad"]},
        }
    )


def test_counters_n_is_n_single_counters() -> None:
    """SWT-5.1 (b): one build point per build counter; SWT-5.2 counters may exceed the requirement.
    ``counters K N`` is offered for what completes the card and for every build point (each at least 2)."""
    state = build({"build_points": 5, "build_zone": [{"card": "Nexu", "counters": 1}]})
    assert ids(state) == ["build auto", "counter 0", "finish 0", "counters 0 4", "counters 0 5", "end"]
    whole, single = state.clone(), state.clone()
    play(whole, "counters 0 5")
    play(single, *["counter 0"] * 5)
    assert table(whole) == table(single)
    assert whole.builds == [(0, whole.builds[0][1], 6)] and whole.bp[0] == 0
    assert events(whole, "counter")[-1] == {"player": 0, "slot": 0, "n": 5, "counters": 6}


def test_finish_is_counters_then_complete() -> None:
    """SWT-5.1 (b) then (c): ``finish K`` puts the counters its completion still needs (SWT-5.3), then completes
    it; SWT-5.4 the unit enters its arena."""
    state = build({"build_points": 3, "build_zone": [{"card": "Nexu", "counters": 3}]})
    whole, single = state.clone(), state.clone()
    play(whole, "finish 0")
    play(single, "counters 0 2", "complete 0")
    assert table(whole) == table(single)
    assert whole.builds == [] and whole.bp[0] == 1
    assert [whole.card(u[2][0]).label for u in whole.units if u[1] == 0] == ["Nexu"]


def test_build_from_hand_is_place_counters_complete() -> None:
    """SWT-5.1 (a) place, (b) counters, (c) complete: ``build CARD`` for a card of the hand the build points
    complete now; not offered for one they don't (Droid Control Ship needs 9)."""
    state = build({"build_points": 6, "hand": ["Nexu", "Droid Control Ship"]})
    nexu = cid("Nexu")
    acts = ids(state)
    assert f"build {nexu}" in acts and f"build {cid('Droid Control Ship')}" not in acts
    whole, single = state.clone(), state.clone()
    play(whole, f"build {nexu}")
    play(single, f"place {nexu}", "counters 0 5", "complete 0")
    assert table(whole) == table(single)
    assert whole.bp[0] == 1 and [whole.card(u[2][0]).label for u in whole.units if u[1] == 0] == ["Nexu"]


def test_build_and_finish_offer_each_stacking_mode_but_discard() -> None:
    """SWT-5.5: completing a version of a persona you have: on top needs (cost - top's cost) + 1, underneath 1;
    the whole runs offer both and never the discard mode (that one stays a single step)."""
    state = build(
        {
            "build_points": 3,
            "units": ["Jango Fett (C)"],
            "hand": ["Jango Fett (B)"],
            "build_zone": [{"card": "Jango Fett (D)", "counters": 0}],
        }
    )
    b, d = cid("Jango Fett (B)"), cid("Jango Fett (D)")
    runs = [a for a in ids(state) if a.startswith(("build ", "finish ")) and a != "build auto"]
    assert runs == [f"build {b} top", f"build {b} under", "finish 0 under"]
    whole, single = state.clone(), state.clone()
    play(whole, f"build {b} top")
    play(single, f"place {b}", "counters 1 2", "complete 1 top")
    assert table(whole) == table(single)
    assert [whole.card(i).label for i in whole.unit(1)[2]] == ["Jango Fett (B)", "Jango Fett (C)"]
    assert d == whole.cards[whole.builds[0][1]]


def test_place_all_places_every_buildable_card() -> None:
    """SWT-5.1 (a) for each buildable card of the hand (battle cards stay: SWT-1.3)."""
    state = build({"hand": ["Nexu", "Reek", "Nexu", "Dark Speed"]})
    assert "place all" in ids(state)
    whole, single = state.clone(), state.clone()
    play(whole, "place all")
    nexu, reek = cid("Nexu"), cid("Reek")
    play(single, f"place {nexu}", f"place {reek}", f"place {nexu}")
    assert sorted(whole.builds) == sorted(single.builds) and whole.hands == single.hands
    assert [whole.cards[i] for i in whole.hands[0]] == [cid("Dark Speed")]
    assert "place all" not in ids(whole)


def test_no_whole_run_without_the_build_points() -> None:
    """SWT-6.4: build points are spent only as far as they go: no ``counters``, ``finish`` or ``build`` beyond them."""
    state = build({"build_points": 1, "hand": ["Nexu"], "build_zone": [{"card": "Reek", "counters": 1}]})
    assert ids(state) == ["build auto", f"place {cid('Nexu')}", "counter 0", "end"]


def test_records_of_the_previous_version_are_refused() -> None:
    """The new actions change the action stream, so the game's version changed and older saves are refused."""
    state = build({"build_points": 1})
    raw = json.loads(state.to_json())
    raw["version"] = "1"
    assert G.version != "1"
    with pytest.raises(RecordError):
        G.load(json.dumps(raw))
