"""The CLI tests run against the toy game of tests/core, registered as the only game for each test."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

import tcgkit
from tcgkit.core import Game
from tests.core.toy import TOY


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Game:
    """Register the toy game as the only game, and keep the data directory in a temporary folder."""
    registry = importlib.import_module("tcgkit.games")
    monkeypatch.setitem(registry._cache, "toy", TOY)
    monkeypatch.setattr(registry, "names", lambda: ["toy"])
    monkeypatch.setattr(tcgkit, "_names", registry.names)  # tcgkit.games() holds its own reference to names()
    monkeypatch.setenv("TCGKIT_HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    return TOY


@pytest.fixture
def records(tmp_path: Path) -> Path:
    return tmp_path / "home" / "records"
