"""The HTTP API of docs/web-protocol.md: the catalog, deck checks, starting and joining games, the lobby's lists
and records. Bodies are read with ``inputs.read_body``; bad input answers 4xx with ``{"error": one line}``."""

from __future__ import annotations

import asyncio
import functools
import secrets
import time
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

import tcgkit
from tcgkit.core import Deck, DeckError, Game, Problem

from . import computer
from .decktext import read_deck
from .inputs import DeckCheck, DeckChoice, Join, NewGame, RequestError, read_body, token_list
from .rooms import Hub
from .store import GameRow, Seat
from .tokens import hash_token, new_game_id, new_token

router = APIRouter()


class NotFound(RequestError):
    """A game, card or deck that does not exist (404)."""


class Refused(RequestError):
    """A well-formed request the rules or the game's state refuse (422), with the deck problems if any."""

    def __init__(self, message: str, problems: list[Problem] | None = None) -> None:
        super().__init__(message)
        self.problems = problems or []


@functools.cache
def game_names() -> frozenset[str]:
    """The games this server plays (read once: the packages do not change while it runs)."""
    return frozenset(tcgkit.games())


@functools.cache
def samples_of(game: Game) -> dict[str, Deck]:
    """A game's sample decks, read and parsed once (``Game.sample_decks`` reads their files at every call)."""
    return game.sample_decks()


def hub_of(request: Request) -> Hub:
    return request.app.state.hub  # type: ignore[no-any-return]


def game_named(name: str) -> Game:
    if name not in game_names():
        raise NotFound(f"no game {name[:40]!r} (games: {', '.join(sorted(game_names()))})")
    return tcgkit.game(name)


def problems_json(problems: list[Problem]) -> list[dict[str, Any]]:
    return [{"rule_id": p.rule_id, "message": p.message} for p in problems]


def deck_of(game: Game, choice: DeckChoice) -> Deck:
    """The deck a player chose: a sample deck of this game by name, or deck-list text; DeckError/Refused if bad."""
    if (choice.sample is None) == (choice.text is None):
        raise RequestError("deck: give either a sample deck name or deck-list text")
    if choice.sample is not None:
        samples = samples_of(game)
        if choice.sample not in samples:
            raise Refused(f"{game.title} has no sample deck {choice.sample[:40]!r} (decks: {', '.join(samples)})")
        return samples[choice.sample]
    deck = read_deck(game, choice.text or "", (choice.filename or "")[:200]).deck
    problems = game.check_deck(deck)
    if problems:
        raise Refused(f"the deck is not legal for {game.title}: {len(problems)} problem(s)", problems)
    return deck


def opponent_deck(game: Game, mine: Deck, seat: int, options: dict[str, Any]) -> Deck:
    """A sample deck the computer can play against ``mine`` (a different one when possible)."""
    samples = list(samples_of(game).values())
    samples.sort(key=lambda d: d == mine)
    for deck in samples:
        decks = [mine, deck] if seat == 0 else [deck, mine]
        if not game.check_decks(decks, options):
            return deck
    raise Refused(f"no sample deck of {game.title} may play against this deck")


def game_info(game: Game) -> dict[str, Any]:
    samples = samples_of(game)
    return {
        "name": game.name,
        "title": game.title,
        "version": game.version,
        "profile": _profile(game),
        "options": [
            {
                "name": name,
                "default": opt.default,
                "help": opt.help,
                "choices": list(opt.choices) if opt.choices is not None else None,
                "minimum": opt.minimum,
            }
            for name, opt in game.OPTIONS.items()
        ],
        "samples": [
            {
                "name": name,
                "deck_name": deck.name or name,
                "sizes": {s: sum(n for _, n in rows) for s, rows in deck.sections.items()},
                "meta": dict(deck.meta),
                "text": deck.to_text(game.cards),
            }
            for name, deck in samples.items()
        ],
        "sections": list(game.DECK_SECTIONS),
        "agents": computer.agents_for(game),
    }


def _profile(game: Game) -> dict[str, Any]:
    from dataclasses import asdict

    return asdict(game.profile)


def build_catalog() -> dict[str, Any]:
    """The lobby's catalog: every game with its profile, options, sample decks and computer opponents (built once,
    when the server starts: it loads every game's cards and decks)."""
    return {
        "games": [game_info(tcgkit.game(name)) for name in sorted(game_names())],
        "agents": [
            {"kind": "random", "params": {}},
            {"kind": "heuristic", "params": {}},
            {"kind": "mcts", "params": {"think": computer.DEFAULT_THINK, "max_think": computer.MAX_THINK}},
        ],
        "default_think": computer.DEFAULT_THINK,
    }


@router.get("/api/catalog")
async def catalog(request: Request) -> dict[str, Any]:
    return request.app.state.catalog  # type: ignore[no-any-return]


@router.get("/api/games/{game}/cards/{card_id}")
def card(game: str, card_id: str) -> dict[str, Any]:
    g = game_named(game)
    if card_id not in g.cards:
        raise NotFound(f"{g.title} has no card {card_id[:60]!r}")
    return g.card_details(card_id)


@router.post("/api/decks/check")
async def check_deck(request: Request) -> dict[str, Any]:
    body = read_body(await request.body(), DeckCheck)
    return await asyncio.to_thread(deck_report, body)


def deck_report(body: DeckCheck) -> dict[str, Any]:
    """The answer of ``POST /api/decks/check``: the problems of a pasted or uploaded deck list (run off the event
    loop); a deck file of another format is converted, and the answer then carries the list in tcgkit's format."""
    game = game_named(body.game)
    try:
        read = read_deck(game, body.text, (body.filename or "")[:200])
    except DeckError as exc:
        return {"problems": [], "error": str(exc)}
    deck = read.deck
    answer: dict[str, Any] = {"problems": problems_json(game.check_deck(deck)), "error": None, "cards": deck.count()}
    if read.converted is not None:  # the list in tcgkit's format, for the player to see what was understood
        answer.update(converted=read.words, text=deck.to_text(game.cards), warnings=list(read.warnings))
    return answer


@router.post("/api/games")
async def new_game(request: Request) -> dict[str, Any]:
    body = read_body(await request.body(), NewGame)
    hub = hub_of(request)
    # reading the deck and setting up the game to check the pairing take milliseconds: not in the event loop
    row, seat, token, invite = await asyncio.to_thread(new_game_row, body)
    await hub.db(hub.store.create, row)
    return {"id": row.id, "seat": seat, "token": token, "invite": invite, "spectate": f"/g/{row.id}"}


def new_game_row(body: NewGame) -> tuple[GameRow, int, str, str | None]:
    """The stored game a ``POST /api/games`` asks for, the creator's seat and token, and the invite token."""
    game = game_named(body.game)
    options = game.resolve_options(body.options)
    deck = deck_of(game, body.deck)
    if body.seat is not None and body.seat not in (0, 1):
        raise RequestError(f"seat: 0, 1 or null, got {body.seat}")
    seat = body.seat if body.seat is not None else secrets.randbelow(2)
    other = 1 - seat
    token, invite = new_token(), None
    seats = [Seat(seat, "person", token=hash_token(token))]
    decks: list[dict[str, Any] | None] = [None, None]
    decks[seat] = deck.to_dict()
    opp = body.opponent
    if opp.kind == "computer":
        if opp.agent not in computer.agents_for(game):
            raise Refused(
                f"the computer cannot play {game.title} as {opp.agent[:40]!r} "
                f"(agents: {', '.join(computer.agents_for(game))})"
            )
        think = None
        if opp.agent == "mcts":
            think = computer.DEFAULT_THINK if opp.think is None else opp.think
            if not 0 < think <= computer.MAX_THINK:
                raise RequestError(f"opponent.think: seconds a turn, more than 0 and at most {computer.MAX_THINK:g}")
        seats.append(Seat(other, "computer", opp.agent, think))
        decks[other] = opponent_deck(game, deck, seat, options).to_dict()
        status = "playing"
    else:
        invite = new_token()
        seats.append(Seat(other, "person"))
        status = "waiting"
    seats.sort(key=lambda s: s.seat)
    now = time.time()
    row = GameRow(
        id=new_game_id(),
        game=game.name,
        version=game.version,
        options=options,
        decks=decks,
        seed=secrets.randbelow(2**62),
        status=status,
        open=opp.kind == "person" and opp.open,
        invite=hash_token(invite) if invite else None,
        seats=seats,
        created=now,
        updated=now,
    )
    if status == "playing":
        game.new_game([Deck.from_dict(d) for d in decks], seed=row.seed, options=options)  # checks the pairing
    return row, seat, token, invite


@router.post("/api/games/{game_id}/join")
async def join(game_id: str, request: Request) -> dict[str, Any]:
    body = read_body(await request.body(), Join)
    hub = hub_of(request)
    row = await hub.db(hub.store.load, game_id)
    if row is None:
        raise NotFound(f"no game {game_id[:40]!r}")
    if row.status != "waiting":
        raise Refused("this game is not waiting for a player")
    if not row.open and (body.invite is None or hash_token(body.invite) != row.invite):
        raise Refused("this game is joined by its invite link only")
    seat = next(s.seat for s in row.seats if s.kind == "person" and s.token is None)
    decks = await asyncio.to_thread(joined_decks, row, seat, body.deck)
    token = new_token()
    if not await hub.db(hub.store.join, game_id, seat, hash_token(token), decks[seat], row.decks, hub.origin):
        raise Refused("somebody else joined this game first")
    await reload_room(hub, game_id)
    return {"id": game_id, "seat": seat, "token": token}


def joined_decks(row: GameRow, seat: int, choice: DeckChoice) -> list[dict[str, Any] | None]:
    """The decks of a game once ``seat`` joins with the deck it chose (Refused if they may not play each other)."""
    game = game_named(row.game)
    decks = list(row.decks)
    decks[seat] = deck_of(game, choice).to_dict()
    problems = game.check_decks([Deck.from_dict(d) for d in decks], row.options)
    if problems:
        raise Refused("these decks may not play each other", problems)
    return decks


async def reload_room(hub: Hub, game_id: str) -> None:
    """A game changed outside its room (a player joined): read it back if it is live here."""
    await hub.refresh(game_id)


@router.get("/api/games")
async def lists(request: Request, mine: str | None = None) -> dict[str, Any]:
    hub = hub_of(request)
    hashes = [hash_token(t) for t in token_list(mine)]
    found = await hub.db(hub.store.lists, hashes)
    out: dict[str, Any] = {}
    for name, rows in found.items():
        out[name] = [row.summary(_title(row.game)) for row in rows]
    if hashes:  # the seat of each of the caller's games
        for entry, row in zip(out["mine"], found["mine"], strict=True):
            entry["seat"] = next((s.seat for s in row.seats if s.token in hashes), None)
    return out


def _title(name: str) -> str:
    return tcgkit.game(name).title if name in game_names() else name


@router.get("/api/games/{game_id}")
async def summary(game_id: str, request: Request) -> dict[str, Any]:
    hub = hub_of(request)
    row = await hub.db(hub.store.load, game_id)
    if row is None:
        raise NotFound(f"no game {game_id[:40]!r}")
    return row.summary(_title(row.game))


def _playable(row: GameRow) -> bool:
    """Whether this server can still play the game on (its game is here, in the engine version it was played with);
    a stale game is a record only, and its record may be downloaded."""
    return row.game in tcgkit.games() and tcgkit.game(row.game).version == row.version


@router.get("/api/games/{game_id}/record")
async def record(game_id: str, request: Request) -> JSONResponse:
    hub = hub_of(request)
    row = await hub.db(hub.store.load, game_id)
    if row is None:
        raise NotFound(f"no game {game_id[:40]!r}")
    if row.status != "over" and _playable(row):
        # the record holds the seed and both decks, from which every hidden card follows: a seat or a spectator of a
        # game still being played would see the opponent's hand and the order of every deck
        raise Refused(
            "the record of a game still being played is not given out (its seed reveals every hidden card): "
            "download it once the game is over"
        )
    rec = row.record()
    rec["result"] = row.result
    rec["status"] = row.status
    return JSONResponse(rec)


__all__ = ["NotFound", "Refused", "router"]
