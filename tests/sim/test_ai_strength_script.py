"""scripts/ai_strength.py: which decks each game's measurement plays, which search it measures, and how a run
replaces its own sections of docs/ai-strength.md and keeps the others."""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType

import tcgkit

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "ai_strength.py"


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ai_strength", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["ai_strength"] = module
    spec.loader.exec_module(module)
    return module


AI = load_script()


def test_mirror_matches_where_the_rules_allow_them() -> None:
    pairs = AI.deck_pairs("builddivide")
    assert pairs == [(d, d) for d in tcgkit.game("builddivide").sample_decks()]


def test_match_ups_both_ways_round_where_a_deck_cannot_meet_itself() -> None:  # SWT-3.1, BIO-2.2
    for game in ("starwars", "bionicle"):
        pairs = AI.deck_pairs(game)
        assert all(a != b for a, b in pairs)
        assert Counter(pairs) == Counter((b, a) for a, b in pairs)  # each match-up also the other way round
        jobs = AI.mirror_jobs(game, "heuristic", "random", 48)
        assert sum(len(j.seeds) for j in jobs) == 48
        as_agent = Counter(j.spec.entrants[0].deck_name for j in jobs for _ in j.seeds)
        as_opponent = Counter(j.spec.entrants[1].deck_name for j in jobs for _ in j.seeds)
        assert as_agent == as_opponent  # each agent plays each deck equally often


def test_the_measured_search_uses_the_games_parameters() -> None:
    assert AI.mcts_spec("bionicle", 120) == f"mcts:iterations=120:{tcgkit.game('bionicle').SEARCH}"
    assert AI.mcts_spec("builddivide", None) == "mcts:iterations=300"


def test_a_run_replaces_its_sections_and_keeps_the_others() -> None:
    old = AI.merged("", {"builddivide": "## Build Divide TCG (`builddivide`)\n\nold numbers\n"})
    old = AI.merged(old, {"speed": AI.SPEED_HEADING + "\n\nold speed\n"})
    new = AI.merged(old, {"mlp": "## My Little Pony CCG (`mlp`)\n\nnew numbers\n"})
    assert new.startswith(AI.HEADER)
    assert "old numbers" in new and "old speed" in new and "new numbers" in new
    assert new.index("`builddivide`") < new.index("`mlp`") < new.index(AI.SPEED_HEADING)  # registry order, speed last
    again = AI.merged(new, {"builddivide": "## Build Divide TCG (`builddivide`)\n\nfresh numbers\n"})
    assert "old numbers" not in again and "fresh numbers" in again and "new numbers" in again
    assert AI.sections(again).keys() == {"builddivide", "mlp", "speed"}


def test_the_shipped_report_has_every_game_with_an_evaluation() -> None:
    shipped = AI.sections((SCRIPT.parents[1] / "docs" / "ai-strength.md").read_text(encoding="utf-8"))
    assert set(AI.game_names([])) <= shipped.keys()
    assert "speed" in shipped
