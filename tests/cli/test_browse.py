"""games, catalog, rules, cards; help texts; unknown games."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from typer.main import get_command

import tcgkit
from tcgkit.cli import app
from tcgkit.core import Game, Profile

from .helpers import one_line_error, run

COMMANDS = [
    ["games"],
    ["catalog"],
    ["rules"],
    ["cards"],
    ["deck"],
    ["deck", "check"],
    ["deck", "sample"],
    ["play"],
    ["replay"],
    ["bench"],
]


def test_no_arguments_shows_the_commands() -> None:
    result = run([])
    for command in ("games", "catalog", "rules", "cards", "deck", "play", "replay", "bench"):
        assert command in result.output


def walk(command: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], Any]]:
    yield path, command
    for name, sub in getattr(command, "commands", {}).items():
        yield from walk(sub, (*path, name))


def test_every_command_argument_and_option_has_help() -> None:
    commands = dict(walk(get_command(app)))
    assert {" ".join(p) for p in commands} >= {" ".join(c) for c in COMMANDS}
    for path, command in commands.items():
        assert command.help, f"tcgkit {' '.join(path)} has no help text"
        for param in command.params:
            assert param.help, f"tcgkit {' '.join(path)} {param.name} has no help text"


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_help_is_printed_for_every_command(command: list[str]) -> None:
    result = run([*command, "--help"])
    assert result.exit_code == 0 and "Usage" in result.output


def test_games_lists_names_and_titles(toy: Game) -> None:
    result = run(["games"])
    assert result.exit_code == 0
    assert result.output.split() == ["toy", "Toy"]


def test_catalog_shows_every_profile_heading_and_value(toy: Game) -> None:
    result = run(["catalog"])
    assert result.exit_code == 0
    for _, heading in Profile.rows():
        assert heading in result.output
    assert "10 points" in result.output and "skip draw" in result.output
    assert "—" in result.output  # deck_max and hand_limit are None


def test_rules_prints_the_rules_text_plain_when_piped(toy: Game) -> None:
    result = run(["rules", "toy"])
    assert result.exit_code == 0
    assert result.output == toy.rules_text()


def test_cards_lists_the_pool_with_descriptions(toy: Game) -> None:
    result = run(["cards", "toy"])
    assert result.exit_code == 0
    for cid in toy.cards:
        assert toy.describe_card(cid) in result.output
    assert "5 of 5 cards" in result.output


def test_cards_searches(toy: Game) -> None:
    result = run(["cards", "toy", "number 3"])
    assert result.exit_code == 0
    assert "Number 3" in result.output and "Number 4" not in result.output


def test_cards_says_when_nothing_matches(toy: Game) -> None:
    result = run(["cards", "toy", "dragon"])
    assert result.exit_code == 0
    assert "no toy card matches 'dragon'" in result.output


@pytest.mark.parametrize(
    "args",
    [
        ["rules", "chess"],
        ["cards", "chess"],
        ["deck", "sample", "chess"],
        ["deck", "check", "chess", "deck.txt"],
        ["play", "chess"],
        ["bench", "chess", "--games", "1"],
    ],
    ids=" ".join,
)
def test_unknown_game_is_a_one_line_error_listing_the_games(toy: Game, args: list[str]) -> None:
    line = one_line_error(run(args))
    assert "unknown game 'chess'" in line and "toy" in line


@pytest.mark.parametrize("command", ["games", "catalog", "bench"])
def test_an_empty_registry_is_said_plainly(toy: Game, monkeypatch: pytest.MonkeyPatch, command: str) -> None:
    monkeypatch.setattr(tcgkit, "_names", list)
    result = run([command])
    assert result.exit_code == 0 and result.output.strip() == "no games registered"
