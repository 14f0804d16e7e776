"""Running the command line in tests."""

from __future__ import annotations

from collections.abc import Sequence

from typer.testing import CliRunner, Result

from tcgkit.cli import app


def run(args: Sequence[str], input: str | None = None) -> Result:
    """Invoke the command line; a traceback (an uncaught exception) always fails the test."""
    result = CliRunner().invoke(app, list(args), input=input)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    assert "Traceback" not in result.output
    return result


def one_line_error(result: Result) -> str:
    """The error a command ended with: exit 1 and exactly one line on standard error."""
    assert result.exit_code == 1, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: ")
    return lines[0]
