"""The ``tcgkit`` command: games, catalog, rules, cards, decks, terminal play, simulations, replays and benchmarks.

Every command reaches the games only through the public API (``tcgkit.games()``, ``tcgkit.game(name)``), so a new
game package shows up here without changes. Bad input (a deck file, a card name, a record, an option, a game name)
ends the command with one line on standard error naming the problem and exit status 1; ``deck check`` exits 1 when
the deck is illegal.
"""

from __future__ import annotations

import functools
import os
import secrets
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, NoReturn, TypeVar

import typer
from rich.console import Console
from rich.markdown import Markdown
from rich.markup import escape
from rich.progress import (
    BarColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
)
from rich.table import Table

import tcgkit

from . import agents
from .bench import measure
from .core import Deck, Game, Profile, State, TcgkitError, replay_states
from .play import TerminalGame, describe_events, print_markup, result_line, terminal_ask
from .records import load_record, save_record

F = TypeVar("F", bound=Callable[..., Any])


class CliError(Exception):
    """A problem with what the person asked for; the command prints it on one line and exits 1."""


app = typer.Typer(
    name="tcgkit",
    help="Out-of-print trading card games with their rules fully enforced.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
)
deck_app = typer.Typer(help="Check deck lists against the deck rules; print the sample decks.", no_args_is_help=True)
app.add_typer(deck_app, name="deck")


def main() -> None:
    """Entry point of the ``tcgkit`` script."""
    app()


# ---------------------------------------------------------------------------------------------------- plumbing
def out() -> Console:
    return Console(highlight=False)


def err() -> Console:
    return Console(stderr=True, highlight=False)


def fail(message: str) -> NoReturn:
    err().print(f"[red]error:[/red] {escape(' '.join(message.split()))}", soft_wrap=True)
    raise typer.Exit(1)


def guarded(command: F) -> F:
    """Turn the errors bad input raises into one line on standard error and exit status 1."""

    @functools.wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return command(*args, **kwargs)
        except (TcgkitError, CliError) as exc:
            fail(str(exc))
        except OSError as exc:
            where = f"{exc.filename}: " if exc.filename else ""
            fail(f"{where}{exc.strerror or exc}")

    return wrapper  # type: ignore[return-value]


def load_game(name: str) -> Game:
    try:
        return tcgkit.game(name)
    except KeyError as exc:
        raise CliError(exc.args[0]) from None


def complete_game(incomplete: str) -> list[str]:
    return [g for g in tcgkit.games() if g.startswith(incomplete)]


def read_text(path: str) -> str:
    """The text of a file ('-' reads standard input)."""
    try:
        return sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise CliError(f"{path}: not a text file (expected UTF-8)") from None


def load_deck(game: Game, spec: str) -> Deck:
    """A legal deck from a deck-list file or, if there is no such file, the name of a sample deck."""
    samples = game.sample_decks()
    if Path(spec).is_file():
        deck = game.parse_deck(read_text(spec), source=spec)
    elif spec in samples:
        deck = samples[spec]
    else:
        raise CliError(f"no deck file or {game.name} sample deck named {spec!r} (samples: {', '.join(samples)})")
    problems = game.check_deck(deck)
    if problems:
        raise CliError(f"deck {spec} is not legal: " + "; ".join(map(str, problems)))
    return deck


def parse_options(items: list[str]) -> dict[str, str]:
    opts = {}
    for item in items:
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            raise CliError(f"option {item!r}: expected key=value")
        opts[key.strip()] = value.strip()
    return opts


GameArg = Annotated[
    str, typer.Argument(metavar="GAME", help="A game name (see `tcgkit games`).", autocompletion=complete_game)
]


# ---------------------------------------------------------------------------------------------------- catalog
@app.command()
@guarded
def games() -> None:
    """List the registered games with their titles."""
    table = Table(box=None, show_header=False, pad_edge=False)
    for name in tcgkit.games():
        table.add_row(f"[bold]{name}[/bold]", escape(load_game(name).title))
    out().print(table if table.row_count else "no games registered")


def _cell(value: Any) -> str:
    return "—" if value is None else escape(str(value))


@app.command()
@guarded
def catalog() -> None:
    """Show the profile of every registered game side by side (victory, deck sizes, hand, mulligan, combat, ...)."""
    names = tcgkit.games()
    if not names:
        out().print("no games registered")
        return
    profiles = [load_game(name).profile for name in names]
    table = Table(title="tcgkit catalog", show_lines=True)
    table.add_column("", style="bold")
    for name in names:
        table.add_column(name)
    for field, heading in Profile.rows():
        table.add_row(heading, *(_cell(getattr(p, field)) for p in profiles))
    out().print(table)


@app.command()
@guarded
def rules(game: GameArg) -> None:
    """Print the rules specification of GAME, with its rule ids (paged on a terminal, plain text when piped)."""
    text = load_game(game).rules_text()
    console = out()
    if not console.is_terminal:
        typer.echo(text, nl=not text.endswith("\n"))
        return
    os.environ.setdefault("LESS", "-R")
    with console.pager(styles="r" in os.environ["LESS"].lower()):
        console.print(Markdown(text))


@app.command()
@guarded
def cards(
    game: GameArg,
    query: Annotated[
        str, typer.Argument(metavar="QUERY", help="Words that must all appear in a card's id, name, type or text.")
    ] = "",
) -> None:
    """List the card pool of GAME, or the cards matching QUERY."""
    g = load_game(game)
    ids = g.cards.search(query)
    if not ids:
        out().print(f"no {escape(game)} card matches {escape(repr(query))}")
        return
    table = Table(title=f"{escape(g.title)}: {len(ids)} of {len(g.cards)} cards")
    table.add_column("id", style="dim", no_wrap=True)
    table.add_column("card")
    for cid in ids:
        table.add_row(escape(cid), escape(g.describe_card(cid)))
    out().print(table)


# ---------------------------------------------------------------------------------------------------- decks
@deck_app.command("check")
@guarded
def deck_check(
    game: GameArg,
    file: Annotated[str, typer.Argument(metavar="FILE", help="A deck-list file ('-' reads standard input).")],
) -> None:
    """Check a deck list: print every problem with its rule id (exit 1), or "legal" (exit 0)."""
    g = load_game(game)
    deck = g.parse_deck(read_text(file), source=file)
    problems = g.check_deck(deck)
    console = out()
    if not problems:
        console.print("legal")
        return
    for problem in problems:
        console.print(str(problem), markup=False, soft_wrap=True)
    console.print(f"illegal: {len(problems)} problem{'s' if len(problems) != 1 else ''}")
    raise typer.Exit(1)


@deck_app.command("sample")
@guarded
def deck_sample(
    game: GameArg,
    name: Annotated[
        str | None, typer.Argument(metavar="NAME", help="A sample deck to print as deck-list text.")
    ] = None,
) -> None:
    """List the sample decks of GAME, or print one as a deck list (ready for `deck check` and `play --deck`)."""
    g = load_game(game)
    decks = g.sample_decks()
    if name is None:
        table = Table(title=f"{escape(g.title)}: sample decks")
        for column in ("sample", "deck name", "cards"):
            table.add_column(column)
        for key, deck in decks.items():
            sizes = ", ".join(f"{sec} {deck.count(sec)}" for sec in deck.sections)
            table.add_row(escape(key), escape(deck.name), sizes)
        out().print(table)
        return
    if name not in decks:
        raise CliError(f"{game} has no sample deck {name!r} (samples: {', '.join(decks)})")
    typer.echo(decks[name].to_text(g.cards), nl=False)


# ---------------------------------------------------------------------------------------------------- play
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


# ---------------------------------------------------------------------------------------------------- replay
@app.command()
@guarded
def replay(
    file: Annotated[
        Path, typer.Argument(metavar="FILE", help="A game record (JSON), e.g. one saved by `tcgkit play`.")
    ],
    player: Annotated[
        int | None, typer.Option(metavar="N", help="Show the game as this player saw it (default: everything).")
    ] = None,
    step: Annotated[bool, typer.Option(help="On a terminal, wait for Enter before each action.")] = False,
) -> None:
    """Step through a saved game: each action with the table after it."""
    record = load_record(file)
    g = load_game(str(record["game"]))
    if player is not None and not 0 <= player < g.profile.players:
        raise CliError(f"--player must be between 0 and {g.profile.players - 1}, got {player}")
    console = out()
    origin = f"seed {record['seed']}" if "seed" in record else "a position"
    seat = "everything shown" if player is None else f"as player {player} saw it"
    console.print(f"[bold]{escape(g.title)}[/bold]: {len(record['actions'])} actions from {escape(origin)}; {seat}")
    interactive = step and sys.stdin.isatty()
    seen = 0
    final: State | None = None
    for n, (state, aid) in enumerate(replay_states(g, record), 1):
        for line in _events(g, state, player, seen):
            console.print(f"  · {escape(line)}")
        seen = len(state.events)
        print_markup(console, g.render(state, player))
        final = state
        if aid is None:
            break
        if interactive and console.input("[dim]Enter: next action, q: stop[/dim] ").strip().lower() == "q":
            return
        console.rule(f"action {n}: {_action_text(state, aid, player)}")
    assert final is not None
    if final.result is None:
        console.print(f"[bold]the record ends before the game does ({len(record['actions'])} actions)[/bold]")
    else:
        console.print(f"[bold]{escape(result_line(final.result))}[/bold]")


def _events(game: Game, state: State, player: int | None, start: int) -> list[str]:
    if player is not None:
        return describe_events(game, state, player, start)
    return [game.describe_event(kind, data) for kind, data, _ in state.events[start:]]


def _action_text(state: State, aid: str, viewer: int | None) -> str:
    """'player P: label (id)', or only 'player P decides' when the viewer may not see that player's choice."""
    mover = state.to_move
    if viewer is not None and mover != viewer:
        return f"player {mover} decides"
    label = next((a.label for a in state.legal_actions() if a.id == aid), aid)
    return escape(f"player {mover}: {label}" + ("" if label == aid else f"  ({aid})"))


# ---------------------------------------------------------------------------------------------------- sim
def split_list(text: str, what: str) -> list[str]:
    items = [x.strip() for x in text.split(",")]
    if not all(items):
        raise CliError(f"{what} {text!r}: expected a comma-separated list without empty items")
    return items


@app.command()
@guarded
def sim(
    game: GameArg,
    decks: Annotated[
        str | None,
        typer.Option(
            metavar="A,B",
            help="The two decks (sample deck names or deck-list files); one deck plays itself. "
            "Default: the first two sample decks.",
        ),
    ] = None,
    matrix: Annotated[
        str | None,
        typer.Option(metavar="A,B,C,...", help="Play every pairing of these decks (or 'all' for every sample deck)."),
    ] = None,
    agents_: Annotated[
        str,
        typer.Option(
            "--agents",
            metavar="X[,Y]",
            help=f"The agents of deck A and deck B ({', '.join(agents.KINDS)}, with :key=value parameters, "
            "e.g. mcts:iterations=200); one agent plays both sides.",
        ),
    ] = "random",
    games: Annotated[int, typer.Option(metavar="N", help="Games per match-up (seats alternate).")] = 100,
    seed: Annotated[int, typer.Option(metavar="N", help="Seed of the first game; game i has seed N + i.")] = 0,
    workers: Annotated[
        int | None, typer.Option(metavar="K", help="Worker processes (default: the CPUs; 1 runs in this process).")
    ] = None,
    backend: Annotated[
        str, typer.Option(metavar="local|ray", help="Where the games run: local processes or a Ray cluster.")
    ] = "local",
    address: Annotated[
        str | None,
        typer.Option(metavar="ADDR", help="Ray: the address of an existing cluster (default: start a local one)."),
    ] = None,
    out_file: Annotated[
        Path | None, typer.Option("--out", metavar="FILE", help="Write the results as JSON (.json) or CSV (.csv).")
    ] = None,
    heatmap: Annotated[
        Path | None,
        typer.Option(
            metavar="PNG", help="With --matrix: the heat map's file (default: beside --out, or <game>-matrix.png)."
        ),
    ] = None,
    keep_records: Annotated[
        Path | None, typer.Option(metavar="DIR", help="Save the record of every game in DIR (for tcgkit replay).")
    ] = None,
    option: Annotated[
        list[str] | None, typer.Option("--option", "-o", metavar="KEY=VALUE", help="A regulation option (repeatable).")
    ] = None,
) -> None:
    """Simulate many games between two decks/agents, or a matrix of decks: win rates with 95% intervals,
    first-player advantage, game lengths and how games ended. Results do not depend on --workers or --backend."""
    import time

    from . import sim as simpkg
    from .sim.heatmap import matrix_png
    from .sim.output import check_out_path, matchup_data, write_records, write_results
    from .sim.report import games_progress, matchup_table, matrix_table

    g = load_game(game)
    if g.profile.players != 2:
        raise CliError(f"tcgkit sim plays two-player games; {game} has {g.profile.players} players")
    if decks is not None and matrix is not None:
        raise CliError("give either --decks or --matrix, not both")
    if heatmap is not None and matrix is None:
        raise CliError("--heatmap is drawn for a --matrix run")
    if out_file is not None:
        check_out_path(out_file)
    if heatmap is not None and heatmap.suffix.lower() != ".png":
        raise CliError(f"--heatmap {heatmap}: the file must end in .png")
    options = g.resolve_options(parse_options(option or []))
    specs = split_list(agents_, "--agents")
    if len(specs) > 2:
        raise CliError(f"--agents takes one or two agents, got {len(specs)}")
    for spec in specs:
        agents.KINDS[agents.parse_spec(spec)[0]].check(g)
    keep = keep_records is not None
    if matrix is not None:
        if len(specs) != 1:
            raise CliError("--matrix compares decks: give one agent (it plays every deck)")
        names = list(g.sample_decks()) if matrix.strip() == "all" else split_list(matrix, "--matrix")
        chosen = [(name, load_deck(g, name)) for name in names]
        jobs = simpkg.matrix_jobs(game, chosen, specs[0], games, seed, options, keep)
    else:
        names = split_list(decks, "--decks") if decks is not None else list(g.sample_decks())[:2]
        if len(names) > 2:
            raise CliError(f"--decks takes one or two decks, got {len(names)} (use --matrix for more)")
        pair = [(name, load_deck(g, name)) for name in names]
        both = [pair[0], pair[-1]]
        jobs = [simpkg.pair_job(game, both, [specs[0], specs[-1]], games, seed, options, keep)]
    total = sum(len(j.seeds) for j in jobs)
    k = workers if workers is not None else simpkg.default_workers()
    where = (
        f"{k} local worker{'s' if k != 1 else ''}"
        if backend == "local"
        else f"ray{f' at {address}' if address else ''}"
    )
    console = out()
    start = time.perf_counter()
    with games_progress(err()) as progress:
        task = progress.add_task(f"{game} on {where}", total=total)
        results = simpkg.simulate(
            jobs,
            backend=backend,
            workers=workers,
            address=address,
            progress=lambda done, _total: progress.update(task, completed=done),
        )
    seconds = time.perf_counter() - start
    for job, rows in zip(jobs, results, strict=True):
        if matrix is None:
            console.print(matchup_table(job, rows))
    rates = None
    if matrix is not None:
        rates = simpkg.matrix_rates(names, jobs, results)
        console.print(matrix_table(game, names, rates, games))
    console.print(f"{total} games in {seconds:.1f} s ({total / seconds:.1f} games/s) on {escape(where)}")
    if out_file is not None:
        data = {
            "game": game,
            "version": g.version,
            "games_per_matchup": games,
            "seed": seed,
            "backend": backend,
            "workers": k if backend == "local" else workers,
            "seconds": seconds,
            "games_per_second": total / seconds if seconds else None,
            "matchups": [matchup_data(job, rows) for job, rows in zip(jobs, results, strict=True)],
        }
        if rates is not None:
            data["matrix"] = {"decks": names, "win_rate": rates}
        write_results(out_file, data, jobs, results)
        console.print(f"results written: {escape(str(out_file))}", soft_wrap=True)
    if rates is not None:
        png = heatmap or (out_file.with_suffix(".png") if out_file is not None else Path(f"{game}-matrix.png"))
        matrix_png(png, names, rates, f"{g.title}: deck matrix\n{specs[0]} agent, {games} games a pairing")
        console.print(f"heat map written: {escape(str(png))}", soft_wrap=True)
    if keep_records is not None:
        n = write_records(keep_records, jobs, results)
        console.print(f"{n} game records written to {escape(str(keep_records))}", soft_wrap=True)


# ---------------------------------------------------------------------------------------------------- bench
@app.command()
@guarded
def bench(
    game: Annotated[
        str | None,
        typer.Argument(metavar="GAME", help="One game to measure (default: all).", autocompletion=complete_game),
    ] = None,
    seconds: Annotated[
        float, typer.Option(min=0.0, metavar="S", help="Seconds of random games per game (wall time).")
    ] = 3.0,
    games: Annotated[
        int | None, typer.Option("--games", min=1, metavar="N", help="Play exactly N random games per game instead.")
    ] = None,
    seed: Annotated[int, typer.Option(metavar="N", help="Seed of the games and of the random choices.")] = 0,
) -> None:
    """Measure each game's engine: random games/s, decisions/s, decisions per game, clone() time."""
    names = [game] if game is not None else tcgkit.games()
    if not names:
        out().print("no games registered")
        return
    table = Table(title="tcgkit bench (engine time only)")
    for column in ("game", "games", "games/s", "decisions/s", "decisions/game", "clone µs"):
        table.add_column(column, justify="left" if column == "game" else "right")
    columns = (TextColumn("{task.description}"), BarColumn(), TextColumn("{task.fields[done]} games"))
    with Progress(*columns, TimeElapsedColumn(), console=err(), transient=True) as progress:
        for name in names:
            g = load_game(name)
            task = progress.add_task(name, total=games if games is not None else seconds, done=0)

            def update(done: int, elapsed: float, task: Any = task) -> None:
                progress.update(task, completed=done if games is not None else min(elapsed, seconds), done=done)

            r = measure(g, seconds=seconds, games=games, seed=seed, progress=update)
            progress.update(task, visible=False)
            note = f" ({r.unfinished} unfinished)" if r.unfinished else ""
            table.add_row(
                name,
                f"{r.games}{note}",
                f"{r.games_per_second:,.1f}",
                f"{r.decisions_per_second:,.0f}",
                f"{r.decisions_per_game:,.1f}",
                f"{r.clone_us:,.1f}",
            )
    out().print(table)


if __name__ == "__main__":
    main()
