"""``tcgkit serve --db URL`` with a database it cannot open: one line and exit status 1, before uvicorn starts."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.server.live import free_port

TCGKIT = str(Path(sys.executable).parent / "tcgkit")


def serve(db: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [TCGKIT, "serve", "--port", str(free_port()), "--db", db],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize(
    ("db", "why"),
    [
        # the port is chosen when the test runs (not at collection: xdist workers must collect the same ids)
        ("postgresql://tcgkit:secret@127.0.0.1:{port}/tcgkit", "connection refused"),
        ("sqlite:////proc/no-such-directory/web.sqlite", "no such file or directory"),
    ],
    ids=["postgresql-refused", "sqlite-no-directory"],
)
def test_unreachable_database_is_one_line(db: str, why: str) -> None:
    done = serve(db.format(port=free_port()))
    assert done.returncode == 1, done
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("error: cannot open the database "), lines[0]
    assert why in lines[0].lower(), lines[0]
    assert "secret" not in done.stderr  # the password is never printed
    assert "Traceback" not in done.stderr + done.stdout
    assert "web table: http" not in done.stdout  # checked before the server announces itself


def test_not_a_database_url() -> None:
    done = serve("mysql://somewhere/db")
    assert done.returncode == 1
    assert done.stderr.strip().startswith("error: --db: expected sqlite:///FILE or postgresql://")
