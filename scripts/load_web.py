"""Load test of the web table: many concurrent games of bot clients over WebSockets, on loopback only.

Starts ``tcgkit serve`` on a fresh SQLite file (or uses ``--url`` of a server on this machine), keeps ``--games``
person-against-person games going for ``--minutes`` (each seat a bot client on its own WebSocket, pausing
``--pause`` seconds before each decision like a quick player, so within the per-connection rate limit), and starts a
new game whenever one ends. It measures the action round trip (an ``act`` sent until that seat's ``state`` of the
next decision arrives; no computer thinks here) and then checks that no game was lost: every acknowledged action is
in the game's stored record. Prints the figures as a Markdown table (``--write`` puts them into docs/web.md).

    .venv/bin/python scripts/load_web.py --games 100 --minutes 2
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import httpx
import msgspec
from websockets.asyncio.client import ClientConnection, connect

decode = msgspec.json.Decoder().decode  # the bots read a few thousand states a second: the fast decoder
ROOT = Path(__file__).resolve().parent.parent
GAMES = ("hikarugo", "builddivide", "starwars", "mlp", "bionicle")
MAX_GAMES = 500
MAX_MINUTES = 30.0


class Tally:
    def __init__(self) -> None:
        self.trips: list[float] = []
        self.errors: list[str] = []
        self.acked: dict[str, int] = {}  # game id -> actions acknowledged to the bots
        self.finished = 0
        self.started = 0
        self.load: list[float] = []  # the machine's 1-minute load average, sampled during the run
        self.server_cpu: float | None = None  # CPU seconds the server process used during the run
        self.bots_cpu = 0.0  # CPU seconds this process (every bot client) used during the run


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of a process so far (Linux: /proc/PID/stat)."""
    fields = Path(f"/proc/{pid}/stat").read_text(encoding="ascii").rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def sample_load(tally: Tally, stop: float) -> None:
    """The machine's 1-minute load average every 10 s while the run lasts (the server, the bots and anything else)."""
    while time.monotonic() < stop:
        await asyncio.sleep(min(10.0, max(0.1, stop - time.monotonic())))
        tally.load.append(os.getloadavg()[0])


async def recv_state(ws: ClientConnection, tally: Tally, after: int, stop: float) -> dict[str, Any] | None:
    """The next state after decision ``after``; None once the run is over and nothing comes."""
    while True:
        try:
            msg = decode(await asyncio.wait_for(ws.recv(), 1.0))
        except TimeoutError:
            if time.monotonic() > stop:
                return None
            continue
        if msg["type"] == "error":
            tally.errors.append(msg["message"])
            raise RuntimeError(msg["message"])
        if msg["type"] == "state" and msg["seq"] > after:
            return msg  # type: ignore[no-any-return]


async def seat(url: str, gid: str, token: str, tally: Tally, stop: float, pause: float, rng: random.Random) -> None:
    """One bot client: plays its seat with random legal actions until the game ends or the run does."""
    async with connect(url.replace("http", "ws", 1) + f"/ws/{gid}", max_size=2**24) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        state = await recv_state(ws, tally, -1, stop)
        while state is not None and state["status"] != "over":
            if not state["actions"]:
                state = await recv_state(ws, tally, state["seq"], stop)
                continue
            if time.monotonic() > stop:
                return
            await asyncio.sleep(rng.uniform(0, 2 * pause))
            acts = [a for a in state["actions"] if not a["resign"]] or state["actions"]
            sent = state["seq"]
            started = time.perf_counter()
            await ws.send(json.dumps({"type": "act", "seq": sent, "action": rng.choice(acts)["id"]}))
            state = await recv_state(ws, tally, sent, stop + 30)
            if state is None:
                tally.errors.append(f"game {gid}: no answer to an action")
                return
            tally.trips.append(time.perf_counter() - started)
            tally.acked[gid] = max(tally.acked.get(gid, 0), sent + 1)


async def one_game(client: httpx.AsyncClient, url: str, n: int, tally: Tally, stop: float, pause: float) -> None:
    rng = random.Random(n)
    while time.monotonic() < stop:
        game = GAMES[n % len(GAMES)]
        catalog = (await client.get(url + "/api/catalog")).json()
        info = next(g for g in catalog["games"] if g["name"] == game)
        first, second = await matchup(client, url, info)
        body = {"game": game, "deck": {"sample": first}, "seat": 0, "opponent": {"kind": "person"}}
        created = (await client.post(url + "/api/games", json=body)).json()
        gid = created["id"]
        join = {"invite": created["invite"], "deck": {"sample": second}}
        joined = (await client.post(url + f"/api/games/{gid}/join", json=join)).json()
        tally.started += 1
        tally.acked[gid] = 0
        await asyncio.gather(
            seat(url, gid, created["token"], tally, stop, pause, rng),
            seat(url, gid, joined["token"], tally, stop, pause, random.Random(rng.random())),
        )
        if time.monotonic() <= stop:
            tally.finished += 1
        n += 1000


async def matchup(client: httpx.AsyncClient, url: str, info: dict[str, Any]) -> tuple[str, str]:
    """Two sample decks that may play each other (Star Wars: one Dark, one Light)."""
    names = [s["name"] for s in info["samples"]]
    sides = {s["name"]: s["meta"].get("side") for s in info["samples"]}
    for a in names:
        for b in names:
            if a != b and (sides[a] is None or sides[a] != sides[b]):
                return a, b
    return names[0], names[-1]


async def run(url: str, games: int, minutes: float, pause: float, server: int | None) -> tuple[Tally, float]:
    tally = Tally()
    cpu = cpu_seconds(server) if server is not None else None
    bots_cpu = time.process_time()
    started = time.monotonic()
    stop = started + minutes * 60
    # idle connections are dropped by the client before the server's keep-alive timeout (5 s) can close them
    # under a request being sent
    limits = httpx.Limits(max_connections=50, keepalive_expiry=2.0)
    async with httpx.AsyncClient(timeout=60, limits=limits) as client:
        sampler = asyncio.get_running_loop().create_task(sample_load(tally, stop))
        results = await asyncio.gather(
            *(one_game(client, url, n, tally, stop, pause) for n in range(games)), return_exceptions=True
        )
        sampler.cancel()
        tally.bots_cpu = time.process_time() - bots_cpu
        if server is not None and cpu is not None:
            tally.server_cpu = cpu_seconds(server) - cpu
        for r in results:
            if isinstance(r, BaseException):
                tally.errors.append(f"{type(r).__name__}: {r}")
        lost = 0
        for gid, acked in tally.acked.items():
            record = (await client.get(url + f"/api/games/{gid}/record")).json()
            if len(record.get("actions", [])) < acked:
                lost += 1
        tally.lost = lost  # type: ignore[attr-defined]
    return tally, time.monotonic() - started


def start_server(port: int, db: str) -> subprocess.Popen[bytes]:
    exe = Path(sys.executable).parent / "tcgkit"
    proc = subprocess.Popen(
        [str(exe), "serve", "--port", str(port), "--db", db], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    for _ in range(300):
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/catalog", timeout=1).status_code == 200:
                return proc
        except httpx.HTTPError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("the server did not start")


def load_words(samples: list[float]) -> str:
    if not samples:
        return "not sampled"
    return f"mean {statistics.fmean(samples):.2f}, highest {max(samples):.2f}"


def cpu_words(cpu: float | None, actions: int) -> str:
    if cpu is None or not actions:
        return "not measured (a server given by --url)"
    return f"{cpu * 1000 / actions:.2f} ms ({cpu:.0f} s in all)"


def report(tally: Tally, seconds: float, games: int, pause: float) -> str:
    trips = sorted(tally.trips)
    q = statistics.quantiles(trips, n=100) if len(trips) >= 100 else [float("nan")] * 99
    rows = [
        ("concurrent games (two bot clients each, 1 WebSocket per seat)", f"{games}"),
        ("duration", f"{seconds / 60:.1f} minutes"),
        ("games started / finished", f"{tally.started} / {tally.finished}"),
        ("actions (round trips measured)", f"{len(trips):,}"),
        ("lost games (acknowledged actions missing from the record)", f"{getattr(tally, 'lost', '?')}"),
        ("errors", f"{len(tally.errors)}"),
        ("action round trip p50", f"{q[49] * 1000:.1f} ms"),
        ("action round trip p99", f"{q[98] * 1000:.1f} ms"),
        ("bots' pause before a decision", f"0–{2 * pause:g} s (mean {pause:g} s)"),
        ("load average (1 minute, sampled every 10 s; 2 cores)", load_words(tally.load)),
        ("server CPU per action (the server process's CPU time / actions)", cpu_words(tally.server_cpu, len(trips))),
        ("bot clients' CPU per action (this script's CPU time / actions)", cpu_words(tally.bots_cpu, len(trips))),
    ]
    lines = ["| figure | value |", "|---|---|"] + [f"| {a} | {b} |" for a, b in rows]
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--minutes", type=float, default=2.0)
    ap.add_argument("--pause", type=float, default=0.25, help="mean seconds a bot waits before each decision")
    ap.add_argument("--url", help="a running server on this machine (default: start one on a fresh SQLite file)")
    ap.add_argument("--write", action="store_true", help="put the figures into docs/web.md")
    args = ap.parse_args()
    if not 1 <= args.games <= MAX_GAMES or not 0 < args.minutes <= MAX_MINUTES:
        raise SystemExit(f"--games 1..{MAX_GAMES}, --minutes up to {MAX_MINUTES:g}")
    proc = None
    url = args.url
    if url is not None:
        if urlparse(url).hostname not in ("127.0.0.1", "localhost", "::1"):
            raise SystemExit("--url: loopback only (127.0.0.1 or localhost)")
        url = url.rstrip("/")
    else:
        import socket

        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        folder = tempfile.mkdtemp(prefix="tcgkit-load-")
        proc = start_server(port, f"sqlite:///{folder}/web.sqlite")
        url = f"http://127.0.0.1:{port}"
    try:
        tally, seconds = asyncio.run(run(url, args.games, args.minutes, args.pause, proc.pid if proc else None))
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(10)
    table = report(tally, seconds, args.games, args.pause)
    print(table)
    for e in sorted(set(tally.errors))[:10]:
        print("error:", e)
    if args.write:
        doc = ROOT / "docs" / "web.md"
        text = doc.read_text(encoding="utf-8")
        stamp = time.strftime("%Y-%m-%d")
        command = f"scripts/load_web.py --games {args.games} --minutes {args.minutes:g}"
        block = f"<!-- load:start -->\nLast run: {stamp}, `{command}`.\n\n{table}\n<!-- load:end -->"
        doc.write_text(
            re.sub(r"<!-- load:start -->.*?<!-- load:end -->", lambda _: block, text, flags=re.S), encoding="utf-8"
        )
    if tally.errors or getattr(tally, "lost", 1):
        raise SystemExit(1)


if __name__ == "__main__":
    main()
