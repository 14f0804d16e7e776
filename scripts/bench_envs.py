"""Throughput of the environment wrappers beside the raw engine and beside peer libraries, in one run.

    nice -n 10 .venv/bin/python scripts/bench_envs.py [--seconds 4] [--games hikarugo,...]

For each tcgkit game: the raw engine's decisions/s (random legal actions through ``legal_actions``/``apply``), and
steps/s of the PettingZoo AEC environment, the Gymnasium environment (against the random opponent: a step is one
learner decision plus the opponent's), and the OpenSpiel state (``legal_actions``/``apply_action``), each driven by
uniformly random legal actions read from the mask. Then PettingZoo's classic environments and RLCard's, the same
way, when installed (RLCard: ``pip install 'tcgkit[peers]'``). Prints a Markdown table (docs/envs.md). The OpenSpiel
and RLCard loops are ``tcgkit.peers``' (shared with ``tcgkit bench --peers``): a cheap seeded pick among the legal
actions, the deadline checked between games.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from collections.abc import Callable

import numpy as np

import tcgkit
from tcgkit.core import Rng
from tcgkit.peers import rlcard_loop, spiel_game, spiel_loop


def rate(run: Callable[[float], int], seconds: float) -> float:
    """Steps per second of ``run(deadline) -> steps``."""
    t0 = time.perf_counter()
    steps = run(t0 + seconds)
    return steps / (time.perf_counter() - t0)


def raw(name: str) -> Callable[[float], int]:
    from tcgkit.envs.common import start

    game = tcgkit.game(name)

    def run(deadline: float) -> int:
        steps, seed, rng = 0, 0, Rng(0)
        while time.perf_counter() < deadline:
            state = start(game, None, None, seed)
            seed += 1
            while not state.is_over and time.perf_counter() < deadline:
                acts = [a for a in state.legal_actions() if not a.resign] or state.legal_actions()
                state.apply(acts[rng.below(len(acts))].id)
                steps += 1
        return steps

    return run


def aec(make_env: Callable[[], object]) -> Callable[[float], int]:
    def run(deadline: float) -> int:
        env = make_env()
        rng = np.random.default_rng(0)
        steps, seed = 0, 0
        while time.perf_counter() < deadline:
            env.reset(seed=seed)
            seed += 1
            for agent in env.agent_iter():
                obs, _, term, trunc, _ = env.last()
                if term or trunc:
                    env.step(None)
                    continue
                mask = obs["action_mask"] if isinstance(obs, dict) else None
                if mask is not None:
                    env.step(int(rng.choice(np.flatnonzero(mask))))
                else:
                    env.step(env.action_space(agent).sample())
                steps += 1
                if time.perf_counter() >= deadline:
                    break
        return steps

    return run


def gym(name: str) -> Callable[[float], int]:
    from tcgkit.envs.gymnasium import TcgkitEnv

    def run(deadline: float) -> int:
        env = TcgkitEnv(name, opponent="random", seat=None)
        rng = np.random.default_rng(0)
        steps, seed = 0, 0
        _, info = env.reset(seed=seed)
        while time.perf_counter() < deadline:
            _, _, term, trunc, info = env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
            steps += 1
            if term or trunc:
                seed += 1
                _, info = env.reset(seed=seed)
        return steps

    return run


def fmt(x: float | None) -> str:
    return "–" if x is None else f"{x:,.0f}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=4.0)
    ap.add_argument("--games", default=",".join(tcgkit.games()))
    args = ap.parse_args(argv)
    from tcgkit.envs import openspiel as tos
    from tcgkit.envs import pettingzoo as tpz

    print(
        f"Python {platform.python_version()}, {platform.machine()}, {args.seconds:g} s per cell, random legal actions\n"
    )
    print(
        "| game | raw engine decisions/s | PettingZoo AEC steps/s | Gymnasium steps/s (vs random) | OpenSpiel steps/s |"
    )
    print("|---|---:|---:|---:|---:|")
    for name in args.games.split(","):
        r = rate(raw(name), args.seconds)
        p = rate(aec(lambda n=name: tpz.env(n)), args.seconds)
        g = rate(gym(name), args.seconds)
        o = rate(spiel_loop(lambda n=name: tos.load(n)), args.seconds)
        print(f"| {name} | {fmt(r)} | {fmt(p)} | {fmt(g)} | {fmt(o)} |", flush=True)

    print("\n| peer environment | steps/s |")
    print("|---|---:|")
    from pettingzoo.classic import connect_four_v3, tictactoe_v3

    peers: list[tuple[str, Callable[[float], int]]] = [
        ("PettingZoo classic tictactoe_v3", aec(tictactoe_v3.env)),
        ("PettingZoo classic connect_four_v3", aec(connect_four_v3.env)),
    ]
    try:
        from pettingzoo.classic import leduc_holdem_v4, texas_holdem_v4

        peers += [
            ("PettingZoo classic leduc_holdem_v4 (RLCard inside)", aec(leduc_holdem_v4.env)),
            ("PettingZoo classic texas_holdem_v4 (RLCard inside)", aec(texas_holdem_v4.env)),
        ]
        peers += [
            ("RLCard leduc-holdem", rlcard_loop("leduc-holdem", encoded=True)),
            ("RLCard limit-holdem", rlcard_loop("limit-holdem", encoded=True)),
            ("RLCard uno", rlcard_loop("uno", encoded=True)),
        ]
    except ImportError as exc:
        print(f"| RLCard not installed ({exc}) | – |")
    peers += [
        ("OpenSpiel kuhn_poker (C++)", spiel_loop(spiel_game("kuhn_poker"))),
        ("OpenSpiel leduc_poker (C++)", spiel_loop(spiel_game("leduc_poker"))),
    ]
    for label, run in peers:
        print(f"| {label} | {fmt(rate(run, args.seconds))} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
