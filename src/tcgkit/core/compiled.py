"""The optional compiled build (mypyc, ``scripts/build_compiled.py``): its class decorator, and which modules are
compiled now.

``mypyc_attr`` is mypy_extensions' decorator when that package is installed (it comes with mypy) and a no-op
otherwise: plain Python, the default, needs neither. The build reads it to let Python classes subclass a compiled
one (``allow_interpreted_subclasses``: another game's state, a test's synthetic game), and to pickle the objects
that worker processes and Ray send each other (``serializable``: unpickling makes the object without calling
``__init__``). Every ``serializable`` class with an ``__init__`` also allows interpreted subclasses: in mypyc 2.4.1
a serializable class called from Python code skips its ``__init__`` otherwise (mypyc/mypyc#1172)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

try:
    from mypy_extensions import mypyc_attr
except ImportError:

    def mypyc_attr(*attrs: str, **kwattrs: object) -> Callable[[Any], Any]:  # type: ignore[misc]
        return lambda cls: cls


__all__ = ["compiled_modules", "mypyc_attr"]


def compiled_modules() -> list[str]:
    """The tcgkit modules imported so far that are compiled extension modules (empty in plain Python)."""
    return sorted(
        name
        for name, module in list(sys.modules.items())
        if name.startswith("tcgkit.") and str(getattr(module, "__file__", "") or "").endswith((".so", ".pyd"))
    )
