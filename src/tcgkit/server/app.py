"""The web table's application: FastAPI with the HTTP API (``routes``), the WebSocket (``socket``), the built
browser client (``static/``, produced by ``make`` from ``web/``), the store and the computer's worker processes."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from pathlib import Path

from fastapi import FastAPI, Request, Response
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles

from tcgkit.core import TcgkitError

from . import computer, fanout, replays, routes, socket
from .inputs import RequestError
from .rooms import Hub
from .socket import BURST, RATE
from .store import Store

log = logging.getLogger("tcgkit.server")

#: The built browser client: the package's static folder, or TCGKIT_STATIC (a client built elsewhere, e.g. with
#: ``npx vite build --outDir DIR`` while working on it).
STATIC = Path(os.environ.get("TCGKIT_STATIC") or Path(__file__).parent / "static")

NOT_BUILT = """<!doctype html><html lang="en"><meta charset="utf-8"><title>tcgkit</title>
<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto">
<h1>tcgkit</h1><p>The browser client is not built. Build it with <code>make</code> (which runs <code>npm ci</code>
and <code>npm run build</code> in <code>web/</code> and places the files in <code>src/tcgkit/server/static/</code>),
then reload this page. The API is served meanwhile: <a href="/api/catalog">/api/catalog</a>.</p></body></html>"""


class WorkerPool:
    """The computer's worker processes: started (warmed) when the server starts, so that a player's first game
    does not wait for them; made again if a worker died (a broken pool)."""

    def __init__(self, workers: int, setup: Callable[[], None] | None = None) -> None:
        self.workers = workers
        self.setup = setup
        self.pool: Executor | None = None
        self.warming: list[Future[int]] = []

    def start(self) -> None:
        """Start every worker now, without waiting for them."""
        self.warming = computer.warm(self(), self.workers)

    def __call__(self) -> Executor:
        if self.pool is None or getattr(self.pool, "_broken", False):
            if self.pool is not None:
                self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = computer.make_pool(self.workers, self.setup)
        return self.pool

    def shutdown(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)


def create_app(
    db_url: str,
    workers: int | None = None,
    static: Path = STATIC,
    rate: tuple[float, float] = (RATE, BURST),
    worker_setup: Callable[[], None] | None = None,
    settle: bool = False,
) -> FastAPI:
    """The application serving the games of the database at ``db_url`` (``sqlite:///...`` or
    ``postgresql://...``); the computer thinks in ``workers`` processes (default: the CPU count less one, at
    least one), started with the server (``worker_setup``, a module-level function, runs in each); each
    connection may send ``rate = (messages a second, burst)``. ``settle``: the process is this server's own
    (``tcgkit serve``): once the games are loaded, ``settle_memory``."""
    pool = WorkerPool(workers or max(1, (os.cpu_count() or 2) - 1), worker_setup)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        app.state.catalog = await asyncio.to_thread(routes.build_catalog)  # loads every game before serving
        if settle:
            settle_memory()
        store = Store(db_url)
        db = ThreadPoolExecutor(4 if store.postgres else 1, thread_name_prefix="tcgkit-db")
        hub = Hub(store, db, pool, origin=secrets.token_hex(6))
        app.state.hub = hub
        app.state.pool = pool
        pool.start()
        listener = None
        if store.postgres:
            listener = asyncio.get_running_loop().create_task(
                fanout.listen(db_url, hub.origin, hub.refresh, lambda: _resync(hub))
            )
        log.info("serving the games of %s", store.engine.url.render_as_string(hide_password=True))
        try:
            yield
        finally:
            if listener is not None:
                listener.cancel()
            await hub.close()
            pool.shutdown()
            db.shutdown(wait=True)
            store.close()

    app = FastAPI(title="tcgkit", lifespan=lifespan, docs_url=None, redoc_url=None, openapi_url=None)
    app.state.rate = rate
    app.include_router(routes.router)
    app.include_router(replays.router)
    app.include_router(socket.router)
    _errors(app)
    _pages(app, static)

    @app.middleware("http")
    async def one_line(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
        started = time.perf_counter()
        response = await call_next(request)
        if request.method != "GET" and response.status_code < 400:  # refusals are logged by the error handlers
            ms = (time.perf_counter() - started) * 1000
            log.info("%s %s %d %.0f ms", request.method, request.url.path, response.status_code, ms)
        return response

    return app


GC_YOUNG = 10_000  # allocations between collections of the youngest generation (Python's default: 700)


def settle_memory() -> None:
    """Keep the garbage collector's pauses out of the moves' round trips: what is loaded at start-up (the games,
    their cards and decks: most of the heap, and alive for good) is frozen out of every collection, and the young
    generation is collected less often. Without it a full collection under load paused the event loop for up to a
    third of a second (measured with ``scripts/load_web.py``)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_YOUNG, 20, 20)


async def _resync(hub: Hub) -> None:
    for game_id in list(hub.rooms):
        await hub.refresh(game_id)


def _errors(app: FastAPI) -> None:
    @app.exception_handler(TcgkitError)
    async def refused(request: Request, exc: TcgkitError) -> JSONResponse:
        status = 404 if isinstance(exc, routes.NotFound) else 400 if isinstance(exc, RequestError) else 422
        if isinstance(exc, routes.Refused):
            status = 422
        problems = routes.problems_json(getattr(exc, "problems", []))
        log.info("%s %s refused: %s", request.method, request.url.path, exc)
        return JSONResponse({"error": str(exc), "problems": problems}, status_code=status)

    @app.exception_handler(Exception)
    async def internal(request: Request, exc: Exception) -> JSONResponse:
        log.error("%s %s internal error: %s: %s", request.method, request.url.path, type(exc).__name__, exc)
        return JSONResponse({"error": "internal error", "problems": []}, status_code=500)


def _pages(app: FastAPI, static: Path) -> None:
    index = static / "index.html"
    if (static / "assets").is_dir():
        app.mount("/assets", StaticFiles(directory=static / "assets"), name="assets")

    def page() -> Response:
        if index.is_file():
            return FileResponse(index, headers={"Cache-Control": "no-cache"})
        return HTMLResponse(NOT_BUILT)

    @app.get("/", include_in_schema=False)
    def lobby() -> Response:
        return page()

    @app.get("/g/{game_id}", include_in_schema=False)
    def table(game_id: str) -> Response:
        return page()

    @app.get("/r/{game_id}", include_in_schema=False)
    def replay(game_id: str) -> Response:
        return page()

    @app.get("/replay", include_in_schema=False)
    def replay_file() -> Response:
        return page()

    @app.get("/favicon.ico", include_in_schema=False)
    def favicon() -> Response:
        icon = static / "favicon.ico"
        return FileResponse(icon) if icon.is_file() else Response(status_code=204)


__all__ = ["NOT_BUILT", "STATIC", "create_app", "settle_memory"]
