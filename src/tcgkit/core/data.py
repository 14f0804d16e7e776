"""Loading a game package's data files (TOML), validated into typed structures with errors that name the place."""

from __future__ import annotations

import tomllib
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

import msgspec

from .errors import DataError

T = TypeVar("T")


def read_toml(path: Path | Any, what: str = "") -> dict[str, Any]:
    """Parse a TOML file (a Path or an importlib resource); a syntax error becomes a DataError naming the file."""
    name = what or str(getattr(path, "name", path))
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"{name}: not valid TOML: {exc}") from None
    except OSError as exc:
        raise DataError(f"{name}: cannot be read: {exc}") from None


def convert(raw: Any, type_: type[T], where: str) -> T:
    """Validate plain data into ``type_`` (a msgspec Struct or dataclass); errors name ``where`` and the field path."""
    try:
        return msgspec.convert(raw, type_, strict=True)
    except msgspec.ValidationError as exc:
        raise DataError(f"{where}: {exc}") from None


def package_file(package: str, *parts: str) -> Any:
    """A resource inside a game package (works from a wheel or a source tree)."""
    res = resources.files(package)
    for part in parts:
        res = res.joinpath(part)
    return res


def load_list(package: str, filename: str, key: str, type_: type[T], id_field: str = "id") -> list[T]:
    """Load ``[[key]]`` tables of a package data file as a list of ``type_``; each error names file, entry and field."""
    res = package_file(package, "data", filename)
    raw = read_toml(res, filename)
    items = raw.get(key)
    if not isinstance(items, list):
        raise DataError(f"{filename}: expected [[{key}]] tables")
    out: list[T] = []
    seen: set[Any] = set()
    for n, item in enumerate(items, 1):
        label = item.get(id_field) if isinstance(item, dict) else None
        where = f"{filename}: {key} #{n}" + (f" ({label})" if label else "")
        obj = convert(item, type_, where)
        ident = getattr(obj, id_field, None)
        if ident is not None:
            if ident in seen:
                raise DataError(f"{where}: duplicate {id_field} {ident!r}")
            seen.add(ident)
        out.append(obj)
    return out
