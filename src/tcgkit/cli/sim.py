"""`tcgkit sim`: many games between decks and agents, win rates with intervals, deck matrices."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from .. import agents
from .common import CliError, GameArg, app, err, guarded, load_deck, load_game, out, parse_options, split_list


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
    seed: Annotated[int, typer.Option(min=0, metavar="N", help="Seed of the first game; game i has seed N + i.")] = 0,
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

    from .. import sim as simpkg
    from ..sim.heatmap import matrix_png
    from ..sim.output import check_out_path, matchup_data, write_records, write_results
    from ..sim.report import games_progress, matchup_table, matrix_table

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
        barred = simpkg.illegal_pairings(game, chosen, options)
        if barred:
            rules = sorted({p.rule_id for _, _, p in barred})
            err().print(
                f"not played: {len(barred)} pairing{'s' if len(barred) != 1 else ''} the rules forbid "
                f"({escape(str(barred[0][2]))}{' and others' if len(rules) > 1 else ''})",
                soft_wrap=True,
            )
    else:
        barred: list = []  # a single match-up: nothing is left out
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
        console.print(matrix_table(game, names, rates, games, barred=[(a, b) for a, b, _ in barred]))
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
            data["matrix"] = {
                "decks": names,
                "win_rate": rates,
                "not_played": [{"decks": [a, b], "rule_id": p.rule_id, "why": p.message} for a, b, p in barred],
            }
        write_results(out_file, data, jobs, results)
        console.print(f"results written: {escape(str(out_file))}", soft_wrap=True)
    if rates is not None:
        png = heatmap or (out_file.with_suffix(".png") if out_file is not None else Path(f"{game}-matrix.png"))
        why = f"; — not played ({', '.join(sorted({p.rule_id for _, _, p in barred}))})" if barred else ""
        matrix_png(png, names, rates, f"{g.title}: deck matrix\n{specs[0]} agent, {games} games a pairing{why}")
        console.print(f"heat map written: {escape(str(png))}", soft_wrap=True)
    if keep_records is not None:
        n = write_records(keep_records, jobs, results)
        console.print(f"{n} game records written to {escape(str(keep_records))}", soft_wrap=True)
