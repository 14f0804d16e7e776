"""The data directory and saved records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from platformdirs import user_data_dir

from tcgkit.records import data_dir, load_record, records_dir, save_record


def test_the_data_directory_follows_tcgkit_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TCGKIT_HOME", str(tmp_path))
    assert data_dir() == tmp_path and records_dir() == tmp_path / "records"
    monkeypatch.delenv("TCGKIT_HOME")
    assert data_dir() == Path(user_data_dir("tcgkit", appauthor=False))


def test_saving_never_overwrites_and_reads_back(tmp_path: Path) -> None:
    rec = {"game": "toy", "version": "1", "options": {}, "decks": [], "seed": 4, "actions": ["pass"]}
    first = save_record(rec, tmp_path / "r")
    second = save_record({**rec, "actions": []}, tmp_path / "r")
    assert first != second and first.name.startswith("toy-") and first.name.endswith("-s4.json")
    assert load_record(first) == rec
    assert json.loads(second.read_text(encoding="utf-8"))["actions"] == []
