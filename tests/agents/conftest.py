"""The CLI tests' fixtures (the toy game registered as the only game; records in a temporary folder)."""

from tests.cli.conftest import records, toy

__all__ = ["records", "toy"]
