"""deck check and deck sample."""

from __future__ import annotations

from pathlib import Path

from tcgkit.core import Game

from .helpers import one_line_error, run


def write(path: Path, text: str) -> str:
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_legal_deck_prints_legal(toy: Game, tmp_path: Path) -> None:
    deck = write(tmp_path / "ok.txt", "name: Lows\n# five ones\n5x Number 1\nn2\n")
    result = run(["deck", "check", "toy", deck])
    assert result.exit_code == 0
    assert result.output.strip() == "legal"


def test_an_illegal_deck_lists_every_problem_with_its_rule_and_exits_1(toy: Game, tmp_path: Path) -> None:
    deck = write(tmp_path / "small.txt", "3 Number 1\n")
    result = run(["deck", "check", "toy", deck])
    assert result.exit_code == 1
    assert "TOY-1 deck has 3 cards, needs 5" in result.output
    assert "illegal: 1 problem" in result.output


def test_a_deck_can_come_from_standard_input(toy: Game) -> None:
    result = run(["deck", "check", "toy", "-"], input="5 Number 5\n")
    assert result.exit_code == 0 and result.output.strip() == "legal"


def test_an_unknown_card_names_the_file_the_line_and_the_card(toy: Game, tmp_path: Path) -> None:
    deck = write(tmp_path / "typo.txt", "4 Number 1\n2 Numbr 2\n")
    line = one_line_error(run(["deck", "check", "toy", deck]))
    assert "typo.txt, line 2" in line and "unknown card 'Numbr 2'" in line


def test_an_unreadable_line_names_the_line(toy: Game, tmp_path: Path) -> None:
    deck = write(tmp_path / "bad.txt", "5 Number 1\n[sideboard]\n1 Number 2\n")
    line = one_line_error(run(["deck", "check", "toy", deck]))
    assert "bad.txt, line 2" in line and "unknown section [sideboard]" in line


def test_a_missing_deck_file_is_named(toy: Game) -> None:
    line = one_line_error(run(["deck", "check", "toy", "nowhere.txt"]))
    assert "nowhere.txt" in line and "No such file" in line


def test_a_binary_deck_file_is_refused(toy: Game, tmp_path: Path) -> None:
    path = tmp_path / "deck.bin"
    path.write_bytes(b"\xff\xfe\x00\x81")
    line = one_line_error(run(["deck", "check", "toy", str(path)]))
    assert "deck.bin" in line and "not a text file" in line


def test_sample_lists_the_sample_decks(toy: Game) -> None:
    result = run(["deck", "sample", "toy"])
    assert result.exit_code == 0
    assert "low" in result.output and "main 10" in result.output
    assert "high" in result.output and "main 9" in result.output


def test_a_printed_sample_deck_reads_back_as_the_same_legal_deck(toy: Game, tmp_path: Path) -> None:
    result = run(["deck", "sample", "toy", "high"])
    assert result.exit_code == 0
    assert toy.parse_deck(result.output) == toy.sample_decks()["high"]
    path = write(tmp_path / "high.txt", result.output)
    assert run(["deck", "check", "toy", path]).output.strip() == "legal"


def test_an_unknown_sample_deck_lists_the_samples(toy: Game) -> None:
    line = one_line_error(run(["deck", "sample", "toy", "mid"]))
    assert "no sample deck 'mid'" in line and "low, high" in line
