"""`tcgkit deck import` and `tcgkit deck export` through typer's CliRunner."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.helpers import one_line_error, run

from .helpers import FILES


@pytest.fixture(autouse=True)
def _home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TCGKIT_HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)


def test_import_prints_the_deck_list_and_a_summary() -> None:
    result = run(["deck", "import", str(FILES / "rarity-apples.o8d")])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("name: Rarity's apple orchard\n3 Noteworthy\n")
    assert "\n[mane]\n1 Rarity, Dazzling Fashionista\n[problems]\n2 Emergency Dress Order\n" in result.stdout
    assert "rarity-apples.o8d: 19 cards read as a My Little Pony CCG deck (octgn)" in result.stderr


def test_import_writes_a_file_that_deck_check_reads(tmp_path: Path) -> None:
    deck = tmp_path / "sw.dek"
    assert run(["deck", "export", "tipoca-clones", "--format", "lackey", "--out", str(deck)]).exit_code == 0
    assert run(["deck", "import", str(deck), "--out", "sw.txt"]).exit_code == 0
    check = run(["deck", "check", "starwars", "sw.txt"])
    assert check.exit_code == 0 and check.stdout.strip() == "legal"


def test_every_problem_is_listed_and_the_command_exits_1() -> None:
    result = run(["deck", "import", str(FILES / "republic-typos.dek")])
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert sum(line.startswith("problem: ") for line in lines) == 4
    assert lines[-1].startswith("error: republic-typos.dek: 3 cards read as a Star Wars")
    assert lines[-1].endswith("4 card entries not imported (listed above)")
    assert "1 Yoda (A)" in result.stdout  # what could be read is still printed


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["deck", "import", str(FILES / "laughs.dek")], "error: laughs.dek, line 2: a <!DOCTYPE> declaration"),
        (["deck", "import", str(FILES / "unclosed.dek")], "error: unclosed.dek, line 6, column 4: not well-formed"),
        (["deck", "import", str(FILES / "huge-count.o8d")], "error: huge-count.o8d, line 5 (card 2 of section"),
        (["deck", "import", "--game", "mlp", str(FILES / "geonosis-swarm.dek")], "error: geonosis-swarm.dek: a lackey"),
        (["deck", "import", "--game", "chess", str(FILES / "geonosis-swarm.dek")], "error: unknown game 'chess'"),
        (["deck", "import", "missing.dek"], "error: missing.dek: No such file or directory"),
        (["deck", "import", "--format", "mtga", str(FILES / "geonosis-swarm.dek")], "error: unknown format 'mtga'"),
        (["deck", "export", "jedi-knights", "--format", "octgn"], "error: Star Wars TCG (Attack of the Clones era) "),
        (["deck", "export", "nonesuch", "--format", "plain"], "error: no deck file or sample deck of any game"),
        (["deck", "export", str(FILES / "forum-typos.txt"), "-f", "ponyhead"], "error: forum-typos.txt, line 2: "),
    ],
)
def test_bad_input_ends_in_one_line(args: list[str], message: str) -> None:
    assert one_line_error(run(args)).startswith(message)


def test_export_converts_between_formats() -> None:
    result = run(["deck", "export", str(FILES / "rarity-apples.o8d"), "--format", "ponyhead"])
    assert result.exit_code == 0
    assert result.stdout.startswith("https://ponyhead.com/deckbuilder?v1code=pr5x1-pr76x3-pr33x3-pr77x1-pr23x2-")
    back = run(["deck", "import", "-"], input=result.stdout)
    assert back.exit_code == 0 and "19 cards read as a My Little Pony CCG deck (ponyhead)" in back.stderr


def test_export_reads_standard_input_and_a_game_narrows_sample_names() -> None:
    listing = run(["deck", "sample", "mlp", "magic-kindness"]).stdout
    result = run(["deck", "export", "-", "--format", "octgn"], input=listing)
    assert result.exit_code == 0 and '<section name="Problems"' in result.stdout
    assert run(["deck", "export", "magic-kindness", "--game", "mlp", "-f", "plain"]).stdout == listing
