"""The optional compiled build: the core and the My Little Pony and Star Wars engines compiled with mypyc, in place.

    .venv/bin/python -m pip install -e '.[compiled]'     # mypy (with mypyc), pinned; and a C compiler
    .venv/bin/python scripts/build_compiled.py             # about 5 minutes on one core
    .venv/bin/python scripts/build_compiled.py --remove    # back to plain Python (or: make clean-compiled)

Plain Python stays the default: the compiled modules (``*.so`` beside the sources, git-ignored) give the same results
(``tests/test_compiled.py`` compares digests; ``scripts/digests.py --search`` prints the same lines) and are only
faster. ``tcgkit bench`` says whether they are loaded. Rebuild after changing a compiled module: a stale extension
module is imported in place of the edited source.

Modules left in Python, and why:
  core/game.py, games/*/game.py        every game's Game subclasses core.Game in Python; cached_property
  core/deck.py                         a frozen dataclass: compiled, it does not unpickle (its fields are set
                                       through __setattr__, which a frozen class refuses); not hot
  core/actions.py                      Hikaru no Go's RunAction replaces Action's label and refs by properties,
                                       which compiled code reading Action's own slots would not see
  core/errors.py                       exception classes subclassed elsewhere; not hot
  core/profile.py, core/record.py      msgspec converts to and from them; not hot
  games/*/cards.py                     msgspec Structs (card data); mypy misreads their frozen inheritance
  games/mlp/features.py                mypyc 2.4.1 crashes on ``x in (*a, *b)``; run once per deck pair
  games/starwars/buildoffer.py         subclasses list (the lazily made build offer): not supported by mypyc
  games/starwars/{render,describe,evaluation}.py   mypy type errors not yet fixed; not in the engine's hot path
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
PACKAGES = ("tcgkit/core", "tcgkit/games/mlp", "tcgkit/games/starwars")
KEEP_PYTHON = {
    "tcgkit/core/actions.py",
    "tcgkit/core/compiled.py",
    "tcgkit/core/deck.py",
    "tcgkit/core/game.py",
    "tcgkit/core/errors.py",
    "tcgkit/core/profile.py",
    "tcgkit/core/record.py",
    "tcgkit/games/mlp/cards.py",
    "tcgkit/games/mlp/game.py",
    "tcgkit/games/mlp/features.py",
    "tcgkit/games/starwars/cards.py",
    "tcgkit/games/starwars/game.py",
    "tcgkit/games/starwars/buildoffer.py",
    "tcgkit/games/starwars/render.py",
    "tcgkit/games/starwars/describe.py",
    "tcgkit/games/starwars/evaluation.py",
}


def modules() -> list[str]:
    """The source files compiled, relative to ``src``."""
    out = []
    for package in PACKAGES:
        for path in sorted((SRC / package).glob("*.py")):
            rel = path.relative_to(SRC).as_posix()
            if path.name != "__init__.py" and rel not in KEEP_PYTHON:
                out.append(rel)
    return out


def built() -> list[Path]:
    """The compiled files in the source tree (extension modules and mypyc's shared library)."""
    return sorted(p for pattern in ("*.so", "*.pyd") for p in SRC.rglob(pattern))


def remove() -> None:
    for path in built():
        path.unlink()
    shutil.rmtree(SRC / "build", ignore_errors=True)


def build() -> None:
    from mypyc.build import mypycify  # the "compiled" extra
    from setuptools import setup

    remove()  # no stale module from an earlier build
    os.chdir(SRC)
    setup(
        name="tcgkit-compiled",
        ext_modules=mypycify(["--ignore-missing-imports", "--follow-imports=silent", *modules()], opt_level="3"),
        script_args=["--quiet", "build_ext", "--inplace"],
    )
    shutil.rmtree(SRC / "build", ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--remove", action="store_true", help="delete the compiled modules (plain Python again)")
    parser.add_argument("--list", action="store_true", help="print the modules that would be compiled")
    args = parser.parse_args(argv)
    if args.list:
        print("\n".join(modules()))
    elif args.remove:
        n = len(built())
        remove()
        print(f"removed {n} compiled files")
    else:
        build()
        print(f"built {len(built())} compiled files ({len(modules())} modules) in {SRC.name}/", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
