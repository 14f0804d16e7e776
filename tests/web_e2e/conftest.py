"""End-to-end tests of the web table: a real `tcgkit serve` subprocess on a free loopback port with its own SQLite file,
driven by Debian's Chromium through Playwright (the browser client built from web/ into src/tcgkit/server/static/).

Screenshots go to a temporary folder; set TCGKIT_WEB_SHOTS=docs/img to refresh the ones in the documentation."""

from __future__ import annotations

import importlib.util
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STATIC = Path(os.environ.get("TCGKIT_STATIC") or ROOT / "src" / "tcgkit" / "server" / "static") / "index.html"
CHROMIUM = os.environ.get("TCGKIT_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
DESKTOP = {"width": 1440, "height": 900}

if importlib.util.find_spec("tcgkit.server") is None:
    pytest.skip("the web server (tcgkit.server) does not exist yet", allow_module_level=True)
if importlib.util.find_spec("playwright") is None:
    pytest.skip("playwright is not installed (pip install -e '.[dev]')", allow_module_level=True)
if not Path(CHROMIUM).exists():
    pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium; or TCGKIT_CHROMIUM)", allow_module_level=True)

from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """A `tcgkit serve` subprocess; `kill()` ends it with SIGKILL, `start()` runs it again on the same port and db."""

    def __init__(self, db: Path, log: Path) -> None:
        self.port = free_port()
        self.db = db
        self.log = log
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 30.0) -> None:
        exe = shutil.which("tcgkit", path=str(Path(sys.executable).parent)) or "tcgkit"
        db = f"sqlite:///{self.db}"
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(
                [exe, "serve", "--host", "127.0.0.1", "--port", str(self.port), "--db", db, "--workers", "1"],
                stdout=out,
                stderr=subprocess.STDOUT,
                cwd=self.db.parent,
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"tcgkit serve exited with {self.proc.returncode}:\n{self.log.read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(self.url + "/api/catalog", timeout=1) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError(f"tcgkit serve did not answer within {timeout} s:\n{self.log.read_text()[-3000:]}")

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    if not STATIC.exists():
        pytest.fail(f"the web client is not built ({STATIC} is missing): run make (npm ci && npm run build in web/)")
    srv = Server(tmp_path / "web.sqlite", tmp_path / "serve.log")
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    """Where screenshots go: TCGKIT_WEB_SHOTS (e.g. docs/img) or the test's temporary folder."""
    folder = os.environ.get("TCGKIT_WEB_SHOTS")
    out = (ROOT / folder) if folder else tmp_path
    out.mkdir(parents=True, exist_ok=True)
    return out


def watch_errors(page: Page) -> list[str]:
    """Collect the page's uncaught errors (a test asserts there are none)."""
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    return errors
