"""Writing simulation results: JSON (every match-up with its summary and games), CSV (one row per game), records."""

from __future__ import annotations

import csv
import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .backends import Job, SimError
from .games import GameResult
from .stats import summarize

FORMATS = (".json", ".csv")
CSV_COLUMNS = ("matchup", "entrant_a", "entrant_b", "seed", "seat0", "seat1", "first", "winner", "reason")
CSV_COLUMNS += ("decisions", "turns")


def matchup_data(job: Job, results: Sequence[GameResult]) -> dict[str, Any]:
    """A match-up as JSON-ready data: its entrants, its summary and one row per game."""
    spec = job.spec
    return {
        "title": spec.title,
        "entrants": [{"label": e.label, "deck": e.deck_name, "agent": e.agent} for e in spec.entrants],
        "options": dict(spec.options),
        "summary": summarize(results).to_dict(),
        "games": [r.to_row() for r in results],
    }


def check_out_path(path: Path) -> None:
    """Refuse an output file whose format is not known, before any game is played."""
    if path.suffix.lower() not in FORMATS:
        raise SimError(f"--out {path}: the file must end in .json or .csv")


def write_results(
    path: Path, data: dict[str, Any], jobs: Sequence[Job], results: Sequence[Sequence[GameResult]]
) -> None:
    """Write ``data`` (the whole report) as JSON, or one CSV row per game, by the file's suffix."""
    check_out_path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.suffix.lower() == ".json":
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        return
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=CSV_COLUMNS)
        writer.writeheader()
        for job, rows in zip(jobs, results, strict=True):
            a, b = job.spec.entrants
            for r in rows:
                writer.writerow({"matchup": job.spec.title, "entrant_a": a.label, "entrant_b": b.label, **r.to_row()})


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-") or "x"


def write_records(directory: Path, jobs: Sequence[Job], results: Sequence[Sequence[GameResult]]) -> int:
    """Write every kept game record as ``<game>-<A>-vs-<B>-s<seed>.json`` in ``directory``; return how many.

    A record is ``{game, version, options, decks, seed, actions, players, result}``: ``tcgkit replay`` shows it."""
    directory.mkdir(parents=True, exist_ok=True)
    count = 0
    for job, rows in zip(jobs, results, strict=True):
        a, b = job.spec.entrants
        stem = f"{job.spec.game}-{_slug(a.label)}-vs-{_slug(b.label)}"
        for r in rows:
            if r.record is None:
                continue
            text = "{\n" + ",\n".join(f" {json.dumps(k)}: {json.dumps(v)}" for k, v in r.record.items()) + "\n}\n"
            (directory / f"{stem}-s{r.seed}.json").write_text(text, encoding="utf-8")
            count += 1
    return count


__all__ = ["FORMATS", "check_out_path", "matchup_data", "write_records", "write_results"]
