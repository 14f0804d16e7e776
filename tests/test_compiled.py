"""The optional compiled build (``scripts/build_compiled.py``) gives exactly the results of plain Python.

Runs only when the compiled modules are present: ``scripts/digests.py --labels --search`` for every game, once as
installed (compiled) and once with the tcgkit sources imported as plain Python, must print the same lines."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import tcgkit.core.state
import tcgkit.games.mlp.state
import tcgkit.games.starwars.state
from tcgkit.core.compiled import compiled_modules

ROOT = Path(__file__).resolve().parent.parent
SRC = Path(tcgkit.core.state.__file__).resolve().parent.parent.parent
DIGESTS = [str(ROOT / "scripts" / "digests.py"), "--labels", "--search"]

#: runs digests.py with the modules under SRC loaded from their sources only (any compiled module beside them unused)
PLAIN = """
import runpy, sys
from importlib.machinery import SOURCE_SUFFIXES, FileFinder, SourceFileLoader
src = sys.argv.pop(1)
def hook(path):
    if not path.startswith(src):
        raise ImportError
    return FileFinder(path, (SourceFileLoader, SOURCE_SUFFIXES))
sys.path_hooks.insert(0, hook)
sys.path_importer_cache.clear()
import tcgkit
from tcgkit.core.compiled import compiled_modules
assert not compiled_modules(), compiled_modules()
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
"""

pytestmark = pytest.mark.skipif(
    not compiled_modules(), reason="no compiled modules (plain Python): scripts/build_compiled.py builds them"
)


def _run(args: list[str]) -> str:
    env = dict(os.environ, PYTHONPATH=str(SRC))
    return subprocess.run(args, env=env, capture_output=True, text=True, check=True).stdout


@pytest.mark.slow
def test_compiled_build_gives_the_digests_of_plain_python() -> None:
    loaded = compiled_modules()
    assert {"tcgkit.core.state", "tcgkit.games.mlp.state", "tcgkit.games.starwars.state"} <= set(loaded), loaded
    compiled = _run([sys.executable, *DIGESTS])
    plain = _run([sys.executable, "-c", PLAIN, str(SRC), *DIGESTS])
    assert len(compiled.splitlines()) == 5
    assert compiled == plain
