"""The games database (SQLAlchemy 2 Core): SQLite in WAL mode by default, or PostgreSQL.

A game is stored as its record — game, engine version, options, decks, seed and the actions in order (one row
each, keyed by ``(game, n)``) — plus its seats and status. Resuming is replaying the record. An action is committed
before anybody is told of it; the primary key of ``actions`` makes two servers on one PostgreSQL agree on who took
decision ``n`` (the second insert fails, and that server re-reads the game). With PostgreSQL every commit also sends
``NOTIFY tcgkit`` with the game id, which the other servers listen to (``fanout.py``).

All methods are synchronous; the server calls them from its database thread, never from the event loop.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError

CHANNEL = "tcgkit"
LIST_LIMIT = 50  # games per lobby list

metadata = sa.MetaData()

games = sa.Table(
    "games",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("game", sa.String(40), nullable=False),
    sa.Column("version", sa.String(40), nullable=False),
    sa.Column("options", sa.Text, nullable=False),  # JSON
    sa.Column("decks", sa.Text, nullable=False),  # JSON: one deck (Deck.to_dict) or null per seat
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("status", sa.String(10), nullable=False),  # waiting | playing | over
    sa.Column("open", sa.Boolean, nullable=False),  # listed for anybody to join (else by invite only)
    sa.Column("invite", sa.String(64)),  # hash of the invite token
    sa.Column("result", sa.Text),  # JSON Result.to_dict
    sa.Column("rematch", sa.String(32)),  # the id of the rematch game
    sa.Column("offers", sa.Text, nullable=False, default="[]"),  # JSON: seats offering a rematch
    sa.Column("created", sa.Float, nullable=False),
    sa.Column("updated", sa.Float, nullable=False),
    sa.Index("games_status", "status", "updated"),
)

seats = sa.Table(
    "seats",
    metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("kind", sa.String(10), nullable=False),  # person | computer
    sa.Column("agent", sa.String(200)),  # the computer's agent spec
    sa.Column("think", sa.Float),  # the computer's seconds per turn
    sa.Column("token", sa.String(64), index=True),  # hash of the seat token (null: computer or not yet joined)
)

actions = sa.Table(
    "actions",
    metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
    sa.Column("n", sa.Integer, primary_key=True),
    sa.Column("action", sa.Text, nullable=False),
)


@dataclass
class Seat:
    seat: int
    kind: str
    agent: str | None = None
    think: float | None = None
    token: str | None = None  # hash

    def public(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind, "agent": self.agent, "think": self.think}


@dataclass
class GameRow:
    """One stored game: its record, seats and status."""

    id: str
    game: str
    version: str
    options: dict[str, Any]
    decks: list[dict[str, Any] | None]
    seed: int
    status: str
    open: bool
    invite: str | None
    seats: list[Seat]
    created: float
    updated: float
    result: dict[str, Any] | None = None
    rematch: str | None = None
    offers: list[int] = field(default_factory=list)
    actions: list[str] = field(default_factory=list)

    def record(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "version": self.version,
            "options": self.options,
            "decks": self.decks,
            "seed": self.seed,
            "actions": list(self.actions),
        }

    def summary(self, title: str) -> dict[str, Any]:
        """The lobby's line about this game."""
        return {
            "id": self.id,
            "game": self.game,
            "title": title,
            "status": self.status,
            "open": self.open,
            "players": [s.public() for s in self.seats],
            "joined": [s.kind == "computer" or s.token is not None for s in self.seats],
            "created": self.created,
            "updated": self.updated,
            "result": self.result,
            "decisions": len(self.actions),
        }


def engine_for(url: str) -> Engine:
    """An engine for a database URL (``sqlite:///path`` or ``postgresql://...``); SQLite gets WAL mode."""
    if url.startswith(("postgresql://", "postgres://")):
        url = "postgresql+psycopg://" + url.split("://", 1)[1]
    if url.startswith("sqlite"):
        path = sa.engine.make_url(url).database
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        engine = sa.create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

        @sa.event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn: Any, _: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=NORMAL")  # durable across a killed process; fsync at checkpoints
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        return engine
    return sa.create_engine(url, pool_pre_ping=True, pool_size=4, max_overflow=4)


def database_problem(url: str) -> str | None:
    """Why the database at ``url`` cannot be opened (None when it can): connect and create the tables once, so
    ``tcgkit serve`` says so in one line before the server starts."""
    try:
        Store(url).close()
    except (sa.exc.SQLAlchemyError, OSError, ImportError, ValueError) as exc:
        cause = getattr(exc, "orig", None) or exc
        lines = [line.strip() for line in str(cause).splitlines() if line.strip()]
        text = lines[0] if lines else type(cause).__name__
        if " failed: " in text:  # psycopg: "connection failed: connection to server at ... failed: why"
            text = text.rsplit(" failed: ", 1)[-1]
        return text[:200]
    return None


class Store:
    """The games of one database."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = engine_for(url)
        self.postgres = self.engine.dialect.name == "postgresql"
        metadata.create_all(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    def _notify(self, conn: Connection, game_id: str, origin: str) -> None:
        if self.postgres:
            conn.execute(sa.select(sa.func.pg_notify(CHANNEL, f"{origin}:{game_id}")))

    # ------------------------------------------------------------------ writing
    def create(self, row: GameRow) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                games.insert().values(
                    id=row.id,
                    game=row.game,
                    version=row.version,
                    options=json.dumps(row.options),
                    decks=json.dumps(row.decks),
                    seed=row.seed,
                    status=row.status,
                    open=row.open,
                    invite=row.invite,
                    offers="[]",
                    created=row.created,
                    updated=row.updated,
                )
            )
            conn.execute(
                seats.insert(),
                [
                    {
                        "game_id": row.id,
                        "seat": s.seat,
                        "kind": s.kind,
                        "agent": s.agent,
                        "think": s.think,
                        "token": s.token,
                    }
                    for s in row.seats
                ],
            )

    def join(self, game_id: str, seat: int, token: str, deck: dict[str, Any], decks: list[Any], origin: str) -> bool:
        """Give the free ``seat`` of a waiting game its token and deck and start the game; False if it was taken."""
        decks = list(decks)
        decks[seat] = deck
        with self.engine.begin() as conn:
            done = conn.execute(
                games.update()
                .where(games.c.id == game_id, games.c.status == "waiting")
                .values(status="playing", decks=json.dumps(decks), updated=time.time())
            )
            if done.rowcount != 1:
                return False
            conn.execute(seats.update().where(seats.c.game_id == game_id, seats.c.seat == seat).values(token=token))
            self._notify(conn, game_id, origin)
        return True

    def append(self, game_id: str, n: int, action: str, result: dict[str, Any] | None, origin: str) -> bool:
        """Commit action number ``n`` (and the result if it ended the game); False if decision ``n`` was taken
        already (by another server)."""
        p = "?" if self.engine.dialect.paramstyle == "qmark" else "%s"  # the driver's own placeholders
        try:
            with self.engine.begin() as conn:  # plain SQL: the hot path of every move, no statement building
                conn.exec_driver_sql(
                    f"INSERT INTO actions (game_id, n, action) VALUES ({p}, {p}, {p})", (game_id, n, action)
                )
                if result is None:
                    conn.exec_driver_sql(f"UPDATE games SET updated = {p} WHERE id = {p}", (time.time(), game_id))
                else:
                    conn.exec_driver_sql(
                        f"UPDATE games SET updated = {p}, status = 'over', result = {p} WHERE id = {p}",
                        (time.time(), json.dumps(result), game_id),
                    )
                self._notify(conn, game_id, origin)
        except IntegrityError:
            return False
        return True

    def offer_rematch(self, game_id: str, seat: int, origin: str) -> list[int]:
        """Add ``seat`` to the rematch offers of a game; the seats offering now."""
        with self.engine.begin() as conn:
            raw = conn.execute(sa.select(games.c.offers).where(games.c.id == game_id).with_for_update()).scalar_one()
            offers = sorted(set(json.loads(raw)) | {seat})
            conn.execute(games.update().where(games.c.id == game_id).values(offers=json.dumps(offers)))
            self._notify(conn, game_id, origin)
        return offers

    def set_rematch(self, game_id: str, new: GameRow, origin: str) -> str:
        """Create the rematch ``new`` of a game unless one exists; the rematch's id."""
        with self.engine.begin() as conn:
            existing = conn.execute(
                sa.select(games.c.rematch).where(games.c.id == game_id).with_for_update()
            ).scalar_one()
            if existing:
                return str(existing)
            conn.execute(games.update().where(games.c.id == game_id).values(rematch=new.id))
        self.create(new)
        with self.engine.begin() as conn:
            self._notify(conn, game_id, origin)
        return new.id

    # ------------------------------------------------------------------ reading
    def load(self, game_id: str) -> GameRow | None:
        with self.engine.connect() as conn:
            row = conn.execute(sa.select(games).where(games.c.id == game_id)).mappings().first()
            if row is None:
                return None
            seat_rows = conn.execute(sa.select(seats).where(seats.c.game_id == game_id).order_by(seats.c.seat))
            acts = conn.execute(
                sa.select(actions.c.action).where(actions.c.game_id == game_id).order_by(actions.c.n)
            ).scalars()
            return _row(row, [_seat(s) for s in seat_rows.mappings()], list(acts))

    def actions_from(self, game_id: str, n: int) -> list[str]:
        with self.engine.connect() as conn:
            return list(
                conn.execute(
                    sa.select(actions.c.action)
                    .where(actions.c.game_id == game_id, actions.c.n >= n)
                    .order_by(actions.c.n)
                ).scalars()
            )

    def seat_of(self, game_id: str, token_hash: str) -> int | None:
        with self.engine.connect() as conn:
            return conn.execute(
                sa.select(seats.c.seat).where(seats.c.game_id == game_id, seats.c.token == token_hash)
            ).scalar()

    def lists(self, token_hashes: list[str]) -> dict[str, list[GameRow]]:
        """The lobby's lists: open games waiting for a player, the games of the given seat tokens, finished games."""
        with self.engine.connect() as conn:
            waiting = self._ids(conn, sa.and_(games.c.status == "waiting", games.c.open.is_(True)))
            finished = self._ids(conn, games.c.status == "over")
            mine: list[str] = []
            if token_hashes:
                mine = list(
                    dict.fromkeys(
                        conn.execute(
                            sa.select(seats.c.game_id)
                            .join(games, games.c.id == seats.c.game_id)
                            .where(seats.c.token.in_(token_hashes))
                            .order_by(games.c.updated.desc())
                            .limit(2 * LIST_LIMIT)
                        ).scalars()
                    )
                )[:LIST_LIMIT]
        out: dict[str, list[GameRow]] = {}
        for name, ids in (("waiting", waiting), ("mine", mine), ("finished", finished)):
            out[name] = [row for gid in ids if (row := self.load(gid)) is not None]
        return out

    @staticmethod
    def _ids(conn: Connection, where: Any) -> list[str]:
        query = sa.select(games.c.id).where(where).order_by(games.c.updated.desc()).limit(LIST_LIMIT)
        return list(conn.execute(query).scalars())


def _seat(m: Any) -> Seat:
    return Seat(m["seat"], m["kind"], m["agent"], m["think"], m["token"])


def _row(m: Any, seat_list: list[Seat], acts: list[str]) -> GameRow:
    return GameRow(
        id=m["id"],
        game=m["game"],
        version=m["version"],
        options=json.loads(m["options"]),
        decks=json.loads(m["decks"]),
        seed=int(m["seed"]),
        status=m["status"],
        open=bool(m["open"]),
        invite=m["invite"],
        seats=seat_list,
        created=float(m["created"]),
        updated=float(m["updated"]),
        result=json.loads(m["result"]) if m["result"] else None,
        rematch=m["rematch"],
        offers=json.loads(m["offers"] or "[]"),
        actions=acts,
    )


__all__ = ["CHANNEL", "GameRow", "Seat", "Store", "database_problem", "engine_for"]
