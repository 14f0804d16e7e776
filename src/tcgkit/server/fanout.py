"""Fan-out between server processes sharing one PostgreSQL: every commit of a game sends ``NOTIFY tcgkit`` with
``<origin>:<game id>`` (``store.py``); each process listens and reads back the games it has live (``Hub.refresh``).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

import psycopg
import sqlalchemy as sa

from .store import CHANNEL

log = logging.getLogger("tcgkit.server")


def psycopg_dsn(url: str) -> str:
    """A libpq connection string from the database URL given to ``tcgkit serve``."""
    parsed = sa.engine.make_url(url.replace("postgres://", "postgresql://", 1)).set(drivername="postgresql")
    return parsed.render_as_string(hide_password=False)


async def listen(
    url: str, origin: str, changed: Callable[[str], Awaitable[None]], resync: Callable[[], Awaitable[None]]
) -> None:
    """Call ``changed(game id)`` for every change another process makes, until cancelled; after a lost connection,
    reconnect and ``resync()`` (notifications may have been missed meanwhile)."""
    dsn = psycopg_dsn(url)
    first = True
    while True:
        try:
            async with await psycopg.AsyncConnection.connect(dsn, autocommit=True) as conn:
                await conn.execute(f"LISTEN {CHANNEL}")
                if not first:
                    await resync()
                first = False
                async for note in conn.notifies():
                    sender, _, game_id = note.payload.partition(":")
                    if sender != origin:
                        await changed(game_id)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.warning("database notifications lost (%s: %s); reconnecting", type(exc).__name__, exc)
            await asyncio.sleep(1.0)


__all__ = ["listen", "psycopg_dsn"]
