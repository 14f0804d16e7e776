"""Writing a script's figures into a Markdown document between two HTML-comment markers, leaving the rest as is."""

from __future__ import annotations

from pathlib import Path


def replace_between(path: Path, begin: str, end: str, text: str) -> None:
    """Put ``text`` between the markers ``begin`` and ``end`` of ``path`` (appended with them if they are absent)."""
    doc = path.read_text(encoding="utf-8") if path.exists() else ""
    if begin in doc and end in doc:
        head, rest = doc.split(begin, 1)
        doc = head + begin + "\n" + text + "\n" + end + rest.split(end, 1)[1]
    else:
        doc += f"\n{begin}\n{text}\n{end}\n"
    path.write_text(doc, encoding="utf-8")
