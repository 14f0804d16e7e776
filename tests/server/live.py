"""A real ``tcgkit serve`` process for the tests that need one (restart after SIGKILL, two servers on PostgreSQL)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import ClientConnection, connect


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """``tcgkit serve --db URL`` on a free loopback port."""

    def __init__(self, db: str, log: Path) -> None:
        self.db, self.log_path = db, log
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> Server:
        command = [str(Path(sys.executable).parent / "tcgkit"), "serve", "--port", str(self.port), "--db", self.db]
        with self.log_path.open("ab") as log:
            self.proc = subprocess.Popen([*command, "--workers", "1"], stdout=log, stderr=log, env=dict(os.environ))
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if httpx.get(self.url + "/api/catalog", timeout=2).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.2)
            assert self.proc.poll() is None, self.log_path.read_text(encoding="utf-8")
        raise AssertionError("the server did not start: " + self.log_path.read_text(encoding="utf-8"))

    def kill(self) -> None:
        """SIGKILL: no shutdown, no flushing."""
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        answer = httpx.post(self.url + path, json=body, timeout=30)
        assert answer.status_code == 200, answer.text
        return answer.json()  # type: ignore[no-any-return]

    def get(self, path: str) -> Any:
        return httpx.get(self.url + path, timeout=30).json()

    def socket(self, game_id: str) -> ClientConnection:
        return connect(f"ws://127.0.0.1:{self.port}/ws/{game_id}", open_timeout=20)


def recv(ws: ClientConnection, kind: str = "state", timeout: float = 30) -> dict[str, Any]:
    import json

    deadline = time.monotonic() + timeout
    while True:
        msg = json.loads(ws.recv(timeout=max(0.1, deadline - time.monotonic())))
        if msg["type"] == kind:
            return msg  # type: ignore[no-any-return]


def say(ws: ClientConnection, msg: dict[str, Any]) -> None:
    import json

    ws.send(json.dumps(msg))


class InProcessServer:
    """An application (``create_app``, with whatever test hooks it was given) served by uvicorn on a free loopback
    port in a thread of the test process: real sockets, so every read can have a deadline."""

    def __init__(self, app: Any) -> None:
        import threading

        import uvicorn

        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning", lifespan="on")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, name="tcgkit-test-server", daemon=True)

    def __enter__(self) -> InProcessServer:
        self.thread.start()
        deadline = time.monotonic() + 60
        while not self.server.started:
            assert self.thread.is_alive(), "the server stopped while starting"
            assert time.monotonic() < deadline, "the server did not start within 60 s"
            time.sleep(0.05)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(30)

    post = Server.post
    get = Server.get
    socket = Server.socket
