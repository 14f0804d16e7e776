"""`tcgkit sim`: the report, --out files, kept records, the matrix heat map, and one-line errors."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

import tcgkit
from tests.cli.helpers import one_line_error, run


@pytest.fixture(autouse=True)
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_a_match_up_prints_win_rates_with_intervals(in_tmp: Path) -> None:
    result = run(["sim", "builddivide", "--decks", "red-blazecrown", "--agents", "heuristic,random", "--games", "8",
                  "--workers", "1"])  # fmt: skip
    assert result.exit_code == 0, result.output
    text = result.output
    assert "heuristic vs random, 8 games" in text
    assert "win rate [95% interval]" in text and "%]" in text
    assert "first player wins" in text and "decisions on average" in text and "ended by: LIFE_DAMAGE" in text
    assert "8 games in" in text and "games/s) on 1 local worker" in text


def test_results_go_to_json_and_csv(in_tmp: Path) -> None:
    args = ["sim", "builddivide", "--decks", "red-blazecrown,blue-tidecaller", "--games", "6", "--seed", "10"]
    assert run([*args, "--out", "r.json", "--workers", "2"]).exit_code == 0
    data = json.loads((in_tmp / "r.json").read_text(encoding="utf-8"))
    (matchup,) = data["matchups"]
    assert [e["label"] for e in matchup["entrants"]] == ["red-blazecrown", "blue-tidecaller"]
    assert [g["seed"] for g in matchup["games"]] == list(range(10, 16))
    summary = matchup["summary"]
    assert summary["games"] == 6 and sum(summary["wins"]) + summary["draws"] + summary["unfinished"] == 6
    assert 0.0 <= summary["win_rate"][0]["low"] <= summary["win_rate"][0]["rate"] <= summary["win_rate"][0]["high"]

    assert run([*args, "--out", "r.csv", "--workers", "1"]).exit_code == 0
    rows = list(csv.DictReader((in_tmp / "r.csv").open(encoding="utf-8")))
    assert [int(r["seed"]) for r in rows] == list(range(10, 16))
    assert [r["winner"] for r in rows] == ["" if g["winner"] is None else str(g["winner"]) for g in matchup["games"]]


def test_kept_records_can_be_replayed(in_tmp: Path) -> None:
    result = run(["sim", "builddivide", "--games", "3", "--workers", "1", "--keep-records", "recs"])
    assert result.exit_code == 0 and "3 game records written to recs" in result.output
    files = sorted((in_tmp / "recs").glob("*.json"))
    assert [f.name for f in files] == [f"builddivide-black-gravelord-vs-blue-tidecaller-s{s}.json" for s in range(3)]
    again = run(["replay", str(files[0])])
    final = tcgkit.game("builddivide").replay(json.loads(files[0].read_text(encoding="utf-8")))
    assert again.exit_code == 0 and final.result is not None
    assert tcgkit.game("builddivide").describe_result(final.result) in " ".join(again.output.split())


def test_a_matrix_plays_every_pairing_and_draws_a_heat_map(in_tmp: Path) -> None:
    decks = "red-blazecrown,blue-tidecaller,white-lightwarden"
    result = run(["sim", "builddivide", "--matrix", decks, "--games", "2", "--workers", "2", "--out", "m.json"])
    assert result.exit_code == 0, result.output
    data = json.loads((in_tmp / "m.json").read_text(encoding="utf-8"))
    assert len(data["matchups"]) == 3  # red-blue, red-white, blue-white
    rates = data["matrix"]["win_rate"]
    assert data["matrix"]["decks"] == decks.split(",")
    assert [rates[i][i] for i in range(3)] == [None, None, None]
    assert all(0.0 <= rates[i][j] <= 1.0 for i in range(3) for j in range(3) if i != j)
    png = in_tmp / "m.png"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 5000
    assert "heat map written: m.png" in result.output


def test_matrix_all_and_a_named_heat_map(in_tmp: Path) -> None:
    result = run(["sim", "builddivide", "--matrix", "all", "--games", "1", "--workers", "1", "--heatmap", "out/h.png"])
    assert result.exit_code == 0, result.output
    assert (in_tmp / "out" / "h.png").exists()
    assert len(tcgkit.game("builddivide").sample_decks()) == 4
    assert "6 games in" in result.output  # 4 decks: 6 pairings of one game each


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--decks", "a,b", "--matrix", "c,d"], "give either --decks or --matrix, not both"),
        (["--decks", "red-blazecrown,nope"], "no deck file or builddivide sample deck named 'nope'"),
        (["--decks", "a,b,c"], "--decks takes one or two decks, got 3 (use --matrix for more)"),
        (["--matrix", "red-blazecrown"], "--matrix needs at least two decks"),
        (["--matrix", "all", "--agents", "random,heuristic"], "--matrix compares decks: give one agent"),
        (["--agents", "grandmaster"], "unknown agent 'grandmaster'"),
        (["--agents", "random,random,random"], "--agents takes one or two agents, got 3"),
        (["--agents", "mcts:budget=2"], "agent mcts has no parameter 'budget'"),
        (["--games", "0"], "--games must be at least 1, got 0"),
        (["--workers", "0"], "--workers must be at least 1, got 0"),
        (["--backend", "spark"], "unknown backend 'spark' (backends: local, ray)"),
        (["--address", "auto"], "--address is for the ray backend"),
        (["--out", "r.txt"], "--out r.txt: the file must end in .json or .csv"),
        (["--heatmap", "h.png"], "--heatmap is drawn for a --matrix run"),
        (["--option", "turn_limit=0"], "option turn_limit: must be at least 1"),
        (["--decks", "red-blazecrown,,blue-tidecaller"], "expected a comma-separated list without empty items"),
    ],
)
def test_bad_arguments_end_with_one_line(args: list[str], message: str) -> None:
    line = one_line_error(run(["sim", "builddivide", "--games", "2", *args]))
    assert message in line


def test_an_unknown_game_is_one_line() -> None:
    assert "unknown game 'chess'" in one_line_error(run(["sim", "chess"]))


def test_a_matrix_leaves_out_the_pairings_the_rules_forbid(in_tmp: Path) -> None:  # SWT-3.1
    """Star Wars: two Dark decks never meet (SWT-3.1), so a matrix of two Dark and one Light deck plays the two
    Dark-Light pairings and says why the third is left out."""
    decks = "droid-army,imperial-fleet,jedi-knights"
    args = ["sim", "starwars", "--matrix", decks, "--agents", "random", "--games", "1", "--workers", "1"]
    result = run([*args, "-o", "turn_limit=2", "--out", "m.json"])
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "not played: 1 pairing the rules forbid (SWT-3.1 both decks are Dark" in text
    data = json.loads((in_tmp / "m.json").read_text(encoding="utf-8"))
    assert [m["entrants"][0]["deck"] + "/" + m["entrants"][1]["deck"] for m in data["matchups"]] == [
        "droid-army/jedi-knights",
        "imperial-fleet/jedi-knights",
    ]
    (left_out,) = data["matrix"]["not_played"]
    assert left_out["decks"] == ["droid-army", "imperial-fleet"] and left_out["rule_id"] == "SWT-3.1"
    assert "both decks are Dark" in left_out["why"]
    rates = data["matrix"]["win_rate"]
    assert rates[0][1] is None and rates[1][0] is None and rates[0][2] is not None
    assert "2 games in" in text


def test_a_matrix_with_no_legal_pairing_is_refused(in_tmp: Path) -> None:  # SWT-3.1
    result = run(["sim", "starwars", "--matrix", "droid-army,imperial-fleet", "--games", "1", "--workers", "1"])
    assert result.exit_code != 0
    assert "no two of these decks may play each other (SWT-3.1" in one_line_error(result)
