"""Where tcgkit keeps its files, and saving and reading game records.

The data directory is ``$TCGKIT_HOME`` if that is set, else the platform's user data directory for "tcgkit"
(``~/.local/share/tcgkit`` on Linux). Records of games played in the terminal go to ``<data dir>/records``.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

from .core import RecordError, read_record
from .core.limits import MAX_JSON_TEXT

HOME_ENV = "TCGKIT_HOME"


def data_dir() -> Path:
    """The data directory: ``$TCGKIT_HOME``, else the user data directory of "tcgkit"."""
    home = os.environ.get(HOME_ENV)
    return Path(home).expanduser() if home else Path(user_data_dir("tcgkit", appauthor=False))


def records_dir() -> Path:
    """Where played games are saved as record JSON files."""
    return data_dir() / "records"


def save_record(record: dict[str, Any], directory: Path | None = None) -> Path:
    """Write ``record`` as ``<game>-<date>-<time>-s<seed>.json`` in ``directory`` (default: ``records_dir()``),
    never overwriting a file; return its path. OSError if the directory cannot be written."""
    folder = directory if directory is not None else records_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stem = f"{record.get('game', 'game')}-{time.strftime('%Y%m%d-%H%M%S')}"
    if "seed" in record:
        stem += f"-s{record['seed']}"
    # one top-level key per line, each value on one line: easy to read and to diff
    text = "{\n" + ",\n".join(f" {json.dumps(k)}: {json.dumps(v)}" for k, v in record.items()) + "\n}\n"
    for n in range(1, 1000):
        path = folder / (f"{stem}.json" if n == 1 else f"{stem}-{n}.json")
        try:
            with path.open("x", encoding="utf-8") as out:
                out.write(text)
            return path
        except FileExistsError:
            continue
    raise FileExistsError(f"too many records named {stem} in {folder}")


def load_record(path: Path) -> dict[str, Any]:
    """Read and shape-check a record file; RecordError names the file, OSError if it cannot be read.

    A file over the size limit of records (``MAX_JSON_TEXT`` characters) is refused before it is read."""
    if path.is_file() and path.stat().st_size > 4 * MAX_JSON_TEXT:
        raise RecordError(f"{path}: {path.stat().st_size:,} bytes, over the size limit of a record")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"{path}: not a record (not UTF-8 text)") from None
    return read_record(text, source=str(path))


__all__ = ["HOME_ENV", "data_dir", "load_record", "records_dir", "save_record"]
