"""Rewrite the encoding tables of docs/envs.md from the games' encodings as they are now.

    .venv/bin/python scripts/envs_doc.py            # after a game's card pool or action shapes changed

Rewrites the summary table under "### The encodings per game" and each game's section (from its heading to the
next heading of level 2 or 3 that is not inside it) with ``layout_markdown``; tests/envs checks they are current.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import tcgkit
from tcgkit.envs.encoding import encoding_for, layout_markdown

DOC = Path(__file__).resolve().parent.parent / "docs" / "envs.md"


def summary() -> str:
    rows = ["| game | actions | observation floats | decision kinds |", "|---|---:|---:|---:|"]
    for name in tcgkit.games():
        enc = encoding_for(name)
        kinds = len(getattr(enc.game.state_class, "_DECISIONS", {}))
        rows.append(f"| {name} | {enc.num_actions:,} | {enc.observation.size:,} | {kinds} |")
    return "\n".join(rows) + "\n"


def main() -> None:
    text = DOC.read_text(encoding="utf-8")
    table = r"(?m)^\| game \| actions \| observation floats \| decision kinds \|\n(?:\|.*\n)+"
    text, n = re.subn(table, summary(), text)
    if n != 1:
        sys.exit("docs/envs.md: the summary table of the encodings was not found")
    for name in tcgkit.games():
        g = tcgkit.game(name)
        heading = f"### {g.title} (`{name}`)"
        start = text.find(heading)
        if start < 0:
            sys.exit(f"docs/envs.md: no section {heading!r}")
        end = re.compile(r"(?m)^#{2,3} ").search(text, start + len(heading))
        stop = end.start() if end else len(text)
        text = text[:start] + layout_markdown(encoding_for(name)).rstrip("\n") + "\n\n" + text[stop:]
    DOC.write_text(text, encoding="utf-8")
    print(f"written: {DOC}")


if __name__ == "__main__":
    main()
