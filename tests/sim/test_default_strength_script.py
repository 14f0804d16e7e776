"""scripts/default_strength.py: a stored measurement is resumed only by a search that plays as the stored games'
did (its search fingerprint), and --fresh starts again."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

import tcgkit
from tcgkit.searchspeed import search_fingerprint

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


def load_script() -> ModuleType:
    sys.path.insert(0, str(SCRIPTS))
    spec = importlib.util.spec_from_file_location("default_strength", SCRIPTS / "default_strength.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


DS = load_script()
GAME = {"job": "j", "seed": 0, "seats": ["a", "b"], "winner": 0, "reason": "r", "decisions": 9, "turns": 2, "first": 0}


def store(search: str | None) -> dict:
    data = {"spec": "s", "version": 1, "games": [dict(GAME)], "loads": [1.0], "seconds": 5.0, "dates": ["d"]}
    if search is not None:
        data["search"] = search
    return data


def test_the_same_search_resumes_the_stored_games() -> None:
    data = DS.resumable("builddivide", store("abc"), "abc")
    assert data["games"] == [GAME] and data["search"] == "abc"


def test_a_store_from_before_fingerprints_is_resumed_and_gets_todays() -> None:
    data = DS.resumable("builddivide", store(None), "abc")
    assert data["games"] == [GAME] and data["search"] == "abc"


def test_a_search_that_plays_differently_may_not_add_to_the_stored_games() -> None:
    with pytest.raises(DS.SearchChanged) as err:
        DS.resumable("builddivide", store("old"), "new")
    assert "1 stored games" in str(err.value) and "new" in str(err.value) and "--fresh" in str(err.value)


def test_fresh_starts_again_under_todays_fingerprint() -> None:
    data = DS.resumable("builddivide", store("old"), "new", fresh=True)
    assert data["games"] == [] and data["seconds"] == 0.0 and data["search"] == "new" and data["spec"] == "s"


def test_the_script_refuses_in_one_line_and_leaves_the_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(DS, "STORE", tmp_path)
    data = store("0000000000000000")
    data.update(spec=DS.spec("builddivide"), version=tcgkit.game("builddivide").version)
    path = tmp_path / "builddivide.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "report.md"
    with pytest.raises(SystemExit) as exit_:
        DS.main(["builddivide", "--games", "0", "--out", str(out)])
    message = str(exit_.value)
    assert message.startswith("error: builddivide: the search plays differently") and "\n" not in message
    assert search_fingerprint(tcgkit.game("builddivide")) in message
    assert json.loads(path.read_text(encoding="utf-8")) == data  # nothing lost
    assert not out.exists()
