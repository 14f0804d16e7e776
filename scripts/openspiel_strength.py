"""tcgkit's ISMCTS against OpenSpiel's ISMCTS bot on tcgkit's games, at equal iterations per decision.

    nice -n 10 .venv/bin/python scripts/openspiel_strength.py builddivide --games 200 --iterations 100

Both play the OpenSpiel game of ``tcgkit.envs.openspiel`` (the same states): tcgkit's ``mcts`` agent with the game's
measured search parameters (``Game.SEARCH``: its evaluation at the end of short playouts) through the tcgkit state,
OpenSpiel's ``open_spiel.python.algorithms.ismcts.ISMCTSBot`` (random rollouts to the end, UCT c = ``--uct``, unlimited
world samples, ``allow_inconsistent_action_sets``, worlds from ``resample_from_infostate`` = ``determinize``) through
``step``. Game k uses seed k (a sample matchup chosen by the seed) and seats alternate: tcgkit sits in seat k mod 2.
Results are kept per game in ``--state`` (JSON, so an interrupted run resumes), and the section
"tcgkit ISMCTS vs OpenSpiel ISMCTS" of docs/ai-strength.md (between its markers) is rewritten from all of them.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import math
import os
import sys
import time

import numpy as np

import tcgkit
from tcgkit import agents

START = "<!-- openspiel-strength:start -->"
END = "<!-- openspiel-strength:end -->"


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def play(name: str, k: int, iterations: int, uct: float) -> dict[str, object]:
    from open_spiel.python.algorithms import ismcts, mcts

    from tcgkit.envs import openspiel as tos

    game = tos.load(name, seed=k, resign=False)
    tcg = tcgkit.game(name)
    spec = f"mcts:iterations={iterations}" + (f":{tcg.SEARCH}" if tcg.SEARCH else "")
    ours = agents.make(spec, seed=k, game=tcg)
    rs = np.random.RandomState(k)
    bot = ismcts.ISMCTSBot(
        game, mcts.RandomRolloutEvaluator(1, rs), uct, iterations, random_state=rs, allow_inconsistent_action_sets=True
    )
    seat = k % 2
    state = game.new_initial_state()
    t0 = time.perf_counter()
    while not state.is_terminal():
        if state.current_player() == seat:
            chosen = ours.act(state.tcg)
            legal = game.encoding.legal_indices(a.id for a in state.tcg.legal_actions())
            state.apply_action(next(i for i, aid in legal.items() if aid == chosen))
        else:
            state.apply_action(bot.step(state))
    winner = state.tcg.outcome[0] if state.tcg.outcome else None
    result = "draw" if winner is None else "win" if winner == seat else "loss"
    return {
        "seed": k,
        "seat": seat,
        "result": result,
        "decisions": len(state.tcg.history),
        "seconds": round(time.perf_counter() - t0, 1),
        "spec": spec,
    }


def section(results: dict[str, dict[str, object]]) -> str:
    lines = [
        START,
        "## tcgkit ISMCTS vs OpenSpiel ISMCTS",
        "",
        "Produced by `scripts/openspiel_strength.py` (its own section between markers; the other sections are"
        " `scripts/ai_strength.py`'s)."
        " Both searches get the same number of iterations per decision on the same OpenSpiel game"
        " (`tcgkit.envs.openspiel`): tcgkit's `mcts` agent with the game's `SEARCH` parameters (its evaluation at the"
        " end of short playouts), OpenSpiel's `ISMCTSBot` with random rollouts to the end of the game (its standard"
        " evaluator), worlds sampled by `resample_from_infostate` (= `determinize`). Neither concedes unless it is the"
        " only legal action (the OpenSpiel game loaded with `resign=false`, as tcgkit's agents play)."
        " Seats alternate; game k uses seed k."
        " Win rate counts a draw as half; 95% Wilson intervals.",
        "",
        "| game | iterations | games | tcgkit wins | draws | OpenSpiel wins | tcgkit win rate [95% CI] | s/game "
        "| tcgkit agent | command |",
        "|---|---:|---:|---:|---:|---:|---|---:|---|---|",
    ]
    for key in sorted(results):
        run = results[key]
        games = run["games"]
        n = len(games)
        w = sum(g["result"] == "win" for g in games)
        d = sum(g["result"] == "draw" for g in games)
        lo, hi = wilson(w + d / 2, n)
        secs = sum(g["seconds"] for g in games) / max(n, 1)
        lines.append(
            f"| {run['game']} | {run['iterations']} | {n} of {run['wanted']} | {w} | {d} | {n - w - d} | "
            f"{(w + d / 2) / max(n, 1):.1%} [{lo:.1%}–{hi:.1%}] | {secs:.0f} | "
            f"`{games[0]['spec'] if games else '-'}` | `{run['command']}` |"
        )
    measured = {run["game"] for run in results.values() if run["games"]}
    missing = [g for g in tcgkit.games() if g not in measured]
    partial = [f"{r['game']} ({len(r['games'])})" for r in results.values() if len(r["games"]) < r["wanted"]]
    if partial or missing:
        lines.append("")
    if partial:
        lines.append(
            "Runs short of their number of games (games played): " + ", ".join(sorted(partial)) + ". The same "
            "command resumes them (results are kept in `docs/img/openspiel-strength.json`)."
        )
    if missing:
        lines.append(
            "Not measured yet: " + ", ".join(missing) + " (the command is the same with the game's name). "
            "OpenSpiel's bot plays each rollout to the end of the game through the Python game, and MLP and Bionicle "
            "games last 250–300 decisions: expect minutes per game at these budgets on this machine."
        )
    lines += ["", END]
    return "\n".join(lines) + "\n"


def write_doc(path: str, text: str) -> None:
    old = ""
    if os.path.exists(path):
        with open(path, encoding="utf-8") as fh:
            old = fh.read()
    if START in old and END in old:
        head, rest = old.split(START, 1)
        tail = rest.split(END, 1)[1].lstrip("\n")
        new = head + text + tail
    else:
        new = old.rstrip("\n") + "\n\n" + text
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(new)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*", default=None, help="games (default: all)")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--iterations", type=int, default=100)
    ap.add_argument("--uct", type=float, default=2.0)
    ap.add_argument("--minutes", type=float, default=None, help="stop starting new games after this long")
    ap.add_argument("--workers", type=int, default=1, help="games played at once, one process each (default 1)")
    ap.add_argument("--state", default="docs/img/openspiel-strength.json")
    ap.add_argument("--doc", default="docs/ai-strength.md")
    args = ap.parse_args(argv)
    names = args.names or tcgkit.games()
    results: dict[str, dict[str, object]] = {}
    if os.path.exists(args.state):
        with open(args.state, encoding="utf-8") as fh:
            results = json.load(fh)
    start = time.monotonic()
    for name in names:
        key = f"{name}@{args.iterations}"
        command = f"scripts/openspiel_strength.py {name} --games {args.games} --iterations {args.iterations}"
        run = results.setdefault(key, {"game": name, "iterations": args.iterations, "games": []})
        run.update(wanted=args.games, command=command)
        done = {g["seed"] for g in run["games"]}
        todo = [k for k in range(args.games) if k not in done]
        with concurrent.futures.ProcessPoolExecutor(max_workers=max(1, args.workers)) as pool:
            pending: set[concurrent.futures.Future[dict[str, object]]] = set()
            while todo or pending:
                out_of_time = args.minutes is not None and (time.monotonic() - start) / 60 >= args.minutes
                while todo and not out_of_time and len(pending) < max(1, args.workers):
                    pending.add(pool.submit(play, name, todo.pop(0), args.iterations, args.uct))
                if not pending:
                    break
                finished, pending = concurrent.futures.wait(pending, return_when=concurrent.futures.FIRST_COMPLETED)
                for future in finished:
                    g = future.result()
                    run["games"].append(g)
                    run["games"].sort(key=lambda x: x["seed"])
                    os.makedirs(os.path.dirname(args.state) or ".", exist_ok=True)
                    with open(args.state, "w", encoding="utf-8") as fh:
                        json.dump(results, fh, indent=1)
                    write_doc(args.doc, section(results))
                    w = sum(x["result"] == "win" for x in run["games"])
                    print(
                        f"{name} game {g['seed']} (tcgkit seat {g['seat']}): {g['result']} in {g['seconds']} s;"
                        f" tcgkit {w}/{len(run['games'])}",
                        flush=True,
                    )
    write_doc(args.doc, section(results))  # also when nothing was left to play (e.g. after copying results in)
    return 0


if __name__ == "__main__":
    sys.exit(main())
