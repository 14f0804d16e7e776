"""`tcgkit play`: a game in the terminal against the computer, saved as a record."""

from __future__ import annotations

import secrets
from typing import Annotated, Any

import typer
from rich.markup import escape

from .. import agents
from ..core import Game
from ..play import TerminalGame, terminal_ask
from ..records import save_record
from .common import CliError, GameArg, app, guarded, load_deck, load_game, out, parse_options


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
            metavar="SECONDS", help=f"The mcts opponent's thinking time per decision (default {agents.PLAY_THINK:g})."
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
        int | None, typer.Option(metavar="N", help="Seed of the game's shuffles and dice (default: a random one).")
    ] = None,
    seat: Annotated[int, typer.Option(metavar="0|1", help="Your seat: 0 (the first player of the setup) or 1.")] = 0,
    option: Annotated[
        list[str] | None, typer.Option("--option", "-o", metavar="KEY=VALUE", help="A regulation option (repeatable).")
    ] = None,
) -> None:
    """Play GAME in the terminal against the computer. Type a number or an action id; ? for help, q to quit.

    The game is saved as a record (finished or not) and the file's path printed; `tcgkit replay` shows it again.
    """
    g = load_game(game)
    players = g.profile.players
    if not 0 <= seat < players:
        raise CliError(f"--seat must be between 0 and {players - 1}, got {seat}")
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
    opponent = vs + (f" (thinking {overrides['think']:g} s a decision)" if "think" in overrides else "")
    state = g.new_game(decks, seed=seed, options=options)
    console = out()
    console.print(
        f"[bold]{escape(g.title)}[/bold]: you are player {seat} against {escape(opponent)}; seed {seed}. "
        "Type ? for help, q to quit."
    )
    session = TerminalGame(g, state, seat, opponents, console, terminal_ask(console))
    ending = "error"
    try:
        ending = session.run()
    finally:
        record = state.record()
        record["players"] = ["you" if p == seat else vs.split(":")[0] for p in range(players)]
        record["result"] = state.result.to_dict() if state.result is not None else None
        path = save_record(record)
        if ending != "over":
            console.print("game left unfinished" + (" (end of input)" if ending == "eof" else ""))
        console.print(f"record saved: {escape(str(path))}", soft_wrap=True)


def play_opponent(game: Game, vs: str | None, think: float | None) -> tuple[str, dict[str, Any]]:
    """The opponent's agent spec and parameter overrides: ``--vs`` or the game's default agent; the search agent
    thinks ``--think`` seconds, or ``PLAY_THINK`` when neither ``--think`` nor its spec sets a budget."""
    spec = vs if vs is not None else agents.default_for(game)
    kind, params = agents.parse_spec(spec)
    if think is not None and not think > 0:
        raise CliError(f"--think must be a positive number of seconds, got {think:g}")
    if kind != "mcts":
        if think is not None:
            raise CliError(f"--think sets the mcts opponent's thinking time; the {kind} agent does not search")
        return spec, {}
    if think is not None:
        return spec, {"think": think}
    if "think" not in params and "iterations" not in params:
        return spec, {"think": agents.PLAY_THINK}
    return spec, {}
