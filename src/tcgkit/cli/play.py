"""`tcgkit play`: a game in the terminal against the computer, saved as a record."""

from __future__ import annotations

import json
import secrets
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape

from .. import agents
from ..core import Game
from ..play import TerminalGame, terminal_ask, terminal_typed_ahead
from ..records import save_record
from .common import CliError, GameArg, app, guarded, load_deck, load_game, note_saved_record, out, parse_options


@app.command()
@guarded
def play(
    game: GameArg,
    vs: Annotated[
        str | None,
        typer.Option(
            metavar="AGENT",
            help=f"The computer opponent: {', '.join(agents.KINDS)} (optionally with :key=value parameters, "
            "e.g. mcts:iterations=400). Default: the strongest for the game (mcts if it has an evaluation).",
        ),
    ] = None,
    think: Annotated[
        float | None,
        typer.Option(
            metavar="SECONDS",
            help=f"The mcts opponent's thinking time for its whole turn (default {agents.PLAY_TURN:g}).",
        ),
    ] = None,
    deck: Annotated[
        str | None,
        typer.Option(
            metavar="FILE|NAME", help="Your deck: a deck-list file or a sample deck name (default: a sample)."
        ),
    ] = None,
    opponent_deck: Annotated[
        str | None,
        typer.Option(metavar="NAME|FILE", help="The opponent's deck: a sample deck name or a deck-list file."),
    ] = None,
    seed: Annotated[
        int | None,
        typer.Option(min=0, metavar="N", help="Seed of the game's shuffles and dice (default: a random one)."),
    ] = None,
    seat: Annotated[
        int, typer.Option(metavar="1|2", help="Your seat: player 1 (the first player of the setup) or player 2.")
    ] = 1,
    option: Annotated[
        list[str] | None, typer.Option("--option", "-o", metavar="KEY=VALUE", help="A regulation option (repeatable).")
    ] = None,
    record_file: Annotated[
        Path | None,
        typer.Option("--record", metavar="FILE", help="Also write the game's record to FILE (for tcgkit replay)."),
    ] = None,
) -> None:
    """Play GAME in the terminal against the computer. Type a number or an action id; ? for help, q to quit.

    The game is saved as a record (finished or not) and the file's path printed; `tcgkit replay` shows it again.
    """
    g = load_game(game)
    players = g.profile.players
    if not 1 <= seat <= players:
        raise CliError(f"--seat must be between 1 and {players}, got {seat}")
    seat -= 1
    options = g.resolve_options(parse_options(option or []))
    samples = list(g.sample_decks().values())
    decks = [samples[p % len(samples)] for p in range(players)]
    if deck is not None:
        decks[seat] = load_deck(g, deck)
    if opponent_deck is not None:
        theirs = load_deck(g, opponent_deck)
        decks = [d if p == seat else theirs for p, d in enumerate(decks)]
    if seed is None:
        seed = secrets.randbelow(2**31)
    vs, overrides = play_opponent(g, vs, think)
    try:
        opponents = {p: agents.make(vs, seed * players + p + 1, g, **overrides) for p in range(players) if p != seat}
    except ValueError as exc:
        raise CliError(str(exc)) from None
    opponent = vs + (f" (thinking up to {overrides['turn']:g} s a turn)" if "turn" in overrides else "")
    state = g.new_game(decks, seed=seed, options=options)
    console = out()
    console.print(
        f"[bold]{escape(g.title)}[/bold]: you are player {seat + 1} against {escape(opponent)}; seed {seed}. "
        "Type ? for help, i to see a card, w for why, q to quit."
    )
    session = TerminalGame(g, state, seat, opponents, console, terminal_ask(console), terminal_typed_ahead)
    ending = "error"
    try:
        ending = session.run()
    finally:
        record = state.record()
        record["players"] = ["you" if p == seat else vs.split(":")[0] for p in range(players)]
        record["result"] = state.result.to_dict() if state.result is not None else None
        path = save_record(record)
        note_saved_record(path)
        if ending != "over":
            console.print("game left unfinished" + (" (end of input)" if ending == "eof" else ""))
        console.print(f"record saved: {escape(str(path))}", soft_wrap=True)
        if record_file is not None:
            record_file.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
            console.print(f"record written: {escape(str(record_file))}", soft_wrap=True)


def play_opponent(game: Game, vs: str | None, think: float | None) -> tuple[str, dict[str, Any]]:
    """The opponent's agent spec and parameter overrides: ``--vs`` or the game's default agent; the search agent
    thinks ``--think`` seconds a turn, or ``PLAY_TURN`` when neither ``--think`` nor its spec sets a budget."""
    spec = vs if vs is not None else agents.default_for(game)
    kind, params = agents.parse_spec(spec)
    if think is not None and not think > 0:
        raise CliError(f"--think must be a positive number of seconds, got {think:g}")
    if kind != "mcts":
        if think is not None:
            raise CliError(f"--think sets the mcts opponent's thinking time; the {kind} agent does not search")
        return spec, {}
    if think is not None:
        return spec, {"turn": think}
    if not {"think", "turn", "iterations"} & set(params):
        return spec, {"turn": agents.PLAY_TURN}
    return spec, {}
