"""Every `tcgkit` command example in README.md and docs/*.md runs as written.

The examples are the lines of fenced code blocks that run `tcgkit` (optionally as `.venv/bin/tcgkit`, after a `$ `
prompt, or behind a pipe). Each document's examples run in order, through bash, in one fresh folder (so an example
may use a file an earlier one wrote, like `my.txt`), with `TCGKIT_HOME` in that folder and `q` on standard input
(terminal play quits at the first question). An example must exit 0 — or, when the document shows the command after
a `$ ` prompt followed by an `error:` line, exit 1 printing exactly that line. A long example (a big simulation, a
whole benchmark) passes when it is still running without an error after ``LIMIT`` seconds: it ran as written.
Comments (two spaces and `#`) are not part of the command.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
COMMAND = re.compile(r"(^|\|\s*)(\.venv/bin/)?tcgkit\s")
COMMENT = re.compile(r"\s{2,}#.*$")
LIMIT = 20.0  # seconds an example may run before it counts as running as written


def examples(doc: Path) -> list[tuple[int, str, str | None]]:
    """(line number, command, expected error line or None) of every example in ``doc``."""
    out: list[tuple[int, str, str | None]] = []
    fenced = False
    lines = doc.read_text(encoding="utf-8").splitlines()
    for n, line in enumerate(lines, 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            continue
        text = line.strip()
        prompt = text.startswith("$ ")
        if prompt:
            text = text[2:]
        if not COMMAND.search(text):
            continue
        command = COMMENT.sub("", text).strip()
        after = lines[n].strip() if n < len(lines) else ""
        expected = after if prompt and after.startswith("error:") else None
        out.append((n, command, expected))
    return out


def run_example(command: str, folder: Path) -> tuple[int | None, str, str]:
    """Run ``command`` in ``folder``; (exit status or None when it was still running at LIMIT, stdout, stderr)."""
    env = dict(os.environ)
    env["TCGKIT_HOME"] = str(folder / "home")
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env["COLUMNS"] = "200"
    proc = subprocess.Popen(
        ["bash", "-c", command.replace(".venv/bin/tcgkit", "tcgkit")],
        cwd=folder,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        stdout, stderr = proc.communicate("q\n", timeout=LIMIT)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        stdout, stderr = proc.communicate()
        if "--backend ray" in command:  # a local Ray instance outlives its killed driver
            subprocess.run(
                [str(Path(sys.executable).parent / "ray"), "stop", "--force"], capture_output=True, check=False
            )
        return None, stdout, stderr
    return proc.returncode, stdout, stderr


@pytest.mark.parametrize("doc", DOCS, ids=[d.name for d in DOCS])
def test_every_command_example_runs_as_written(doc: Path, tmp_path: Path) -> None:
    found = examples(doc)
    if not found:
        pytest.skip(f"{doc.name} shows no tcgkit command")
    for n, command, expected in found:
        code, stdout, stderr = run_example(command, tmp_path)
        where = f"{doc.name}:{n}: {command}"
        if code is None:
            assert "Traceback" not in stderr and "error:" not in stderr, f"{where}\n{stderr[-2000:]}"
            continue
        if expected is not None:
            assert code == 1, f"{where}: exit {code}, expected the error {expected!r}\n{stdout[-1000:]}{stderr[-1000:]}"
            assert expected in " ".join(stderr.split()), f"{where}: printed {stderr!r}, the document says {expected!r}"
        else:
            assert code == 0, f"{where}: exit {code}\n{stdout[-1500:]}\n{stderr[-1500:]}"


def test_the_examples_are_found() -> None:
    """The extraction itself: README.md shows tcgkit commands, and comments are cut off."""
    found = examples(ROOT / "README.md")
    assert found and all(not cmd.endswith("#") and "  #" not in cmd for _, cmd, _ in found)
