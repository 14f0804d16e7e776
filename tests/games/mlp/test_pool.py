"""The card-pool requirements of MLP-10.1–10.8 checked against the real Premiere pool.

The rules describe a designed pool; this project ships the real Premiere set instead (the brief). Each test
computes its requirement on the data and pins the outcome: what the real set meets, and exactly where it departs
(the departures are facts of the printed cards, listed in the final report and docs/mlp-coverage.md).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tcgkit.games.mlp.cards import CORE_OPS, TRIGGERS

from .helpers import GAME

PREMIERE = [c for c in GAME.cards.values() if c.set == "Premiere"]


def of(kind: str) -> list[Any]:
    return [c for c in PREMIERE if c.type == kind]


def test_manes() -> None:
    """MLP-10.1: six Manes, one per colour, START power 1–2 with home limit 3, BOOSTED +2 power; the real
    BOOSTED home limits are 4 or 5 (Pinkie Pie and Fluttershy: 5), and the real flip conditions are the
    card-text kinds (flips.py), so the five kinds of MLP-6.8 are used by synthetic test Manes only."""
    manes = of("mane")
    assert len(manes) == 6 and sorted(c.colors[0] for c in manes) == sorted(
        ["blue", "orange", "pink", "purple", "white", "yellow"]
    )
    assert all(1 <= c.power <= 2 and c.home_limit == 3 and c.boosted_power - c.power in (1, 2) for c in manes)
    assert sorted(c.name for c in manes if c.boosted_home_limit not in (3, 4)) == ["Fluttershy", "Pinkie Pie"]
    assert {c.flip.kind for c in manes} == {"confront", "win_faceoff", "score"}


def test_friends() -> None:
    """MLP-10.2: at least 60 friends, 10 per colour, at least 3 per colour without a requirement, requirements of
    1–4 power of their colour. The real set departs: costs up to 5, powers 0–4, and only Swift, Stubborn,
    Studious, Inspired and Random of the rules' keywords (no Unique friend), plus Caretaker from card text."""
    friends = of("friend")
    per = Counter(c.colors[0] for c in friends)
    assert len(friends) >= 60 and min(per.values()) >= 10
    free = Counter(c.colors[0] for c in friends if not c.requirement)
    assert min(free.values()) >= 3
    assert all(set(c.requirement) <= set(c.colors) for c in friends)
    assert all(1 <= n <= 4 for c in friends for n in c.requirement.values())
    assert {c.cost for c in friends} == {1, 2, 3, 4, 5} and {c.power for c in friends} == {0, 1, 2, 3, 4}
    words = {k for c in friends for k in c.keywords}
    assert words == {"Swift", "Stubborn", "Studious", "Inspired", "Random", "Caretaker"}


def test_resources() -> None:
    """MLP-10.3: at least 12 resources, at least 3 each placed at home, at a problem and on a character; the real
    set has no new_problem resource (temporary problems are tested with a synthetic one)."""
    res = of("resource")
    per = Counter(c.placement for c in res)
    assert len(res) >= 12 and per["home"] >= 3 and per["problem"] >= 3 and per["character"] >= 3
    assert per["new_problem"] == 0


def test_events() -> None:
    """MLP-10.4: at least 12 events, at least 6 main-only and 4 faceoff ones; none of the real ones has both."""
    ev = of("event")
    timings = Counter(tuple(c.timing) for c in ev if c.supported)
    assert len(ev) >= 12 and timings[("main",)] >= 6 and timings[("faceoff",)] >= 4
    assert timings[("main", "faceoff")] == 0


def test_troublemakers() -> None:
    """MLP-10.5: at least 10 troublemakers with an "each troublemaker phase" ability and an extra_reveal one; the
    real set departs: Nightmare Moon has 7 power, Timberwolf and Nightmare Moon 3 points, and both Epics are also
    Villains (no Epic-only or Villain-only troublemaker)."""
    tms = of("troublemaker")
    assert len(tms) >= 10
    assert any(ab.trigger == "each_troublemaker_phase" for c in tms for ab in c.abilities)
    assert any(type(e).__name__ == "ExtraReveal" for c in tms for ab in c.abilities for e in ab.effects)
    assert sorted(c.name for c in tms if not 2 <= c.power <= 6) == ["Nightmare Moon"]
    assert sorted(c.name for c in tms if not 1 <= c.points <= 2) == ["Nightmare Moon", "Timberwolf"]
    assert {tuple(sorted(k for k in c.keywords if k in ("Epic", "Villain"))) for c in tms} == {(), ("Epic", "Villain")}


def test_problems() -> None:
    """MLP-10.6: at least 24 problems, at least 6 Starting Problems, owner requirements of 1–2 colours, opponent
    requirements colourless, bonuses 1, 2 and 3. The real set departs: no Premiere problem has a colourless owner
    entry (the one that seemed to, PR165 Bunny Stampede, asks for non-yellow power), and three real problems ask the
    opponent for 9 power (above the rules' 4–8)."""
    probs = of("problem")
    assert len(probs) >= 24 and sum(c.starting for c in probs) >= 6
    colours = [k for c in probs for k in c.owner_requirement if k != "any" and not k.startswith("not_")]
    assert colours and all(1 <= len([k for k in c.owner_requirement if k in colours]) <= 2 for c in probs)
    assert not any("any" in c.owner_requirement for c in probs)
    assert any(k.startswith("not_") for c in probs for k in c.owner_requirement)
    assert {c.bonus for c in probs} == {1, 2, 3}
    assert all(list(c.opponent_requirement) == ["any"] for c in probs)
    assert sorted(c.name for c in probs if c.opponent_requirement["any"] > 8) == [
        "Clearing Gloomy Skies",
        "Maybes are for Babies",
        "Save Sweet Apple Acres",
    ]


def test_vocabulary_use() -> None:
    """MLP-10.8: every effect primitive, trigger and duration used by at least one card: the supported Premiere
    cards use all eighteen primitives but `recover`, and every trigger but start_main and on_solve (the synthetic
    test cards exercise recover, start_main and on_solve; Fluttershy, Beastmaster uses on_faceoff_start)."""
    ops: set[str] = set()
    triggers: set[str] = set()
    durations: set[str] = set()

    def walk(ab: Any) -> None:
        ops.update(type(e).__struct_config__.tag for e in ab.effects)
        if ab.trigger:
            triggers.add(ab.trigger)
        durations.add(ab.duration or ("while_in_play" if ab.continuous else "end_of_turn"))
        for sub in ab.then:
            walk(sub)

    for c in PREMIERE:
        if c.supported:
            for ab in (*c.abilities, *c.boosted_abilities):
                walk(ab)
    assert [o for o in CORE_OPS if o not in ops] == ["recover"]
    premiere_era = TRIGGERS[: TRIGGERS.index("start_turn")]  # the later ones came with Canterlot Nights
    assert [t for t in premiere_era if t not in triggers] == ["start_main", "on_solve"]
    assert {"this_faceoff", "end_of_turn", "while_in_play"} <= durations
