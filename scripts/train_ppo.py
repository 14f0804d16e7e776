"""Train a masked PPO policy on a tcgkit game against a pool of fixed opponents (docs/envs.md).

    .venv/bin/python scripts/train_ppo.py builddivide --minutes 30 --out runs/ppo-builddivide \
        --plot docs/img/ppo-builddivide.png

Every update collects ``--envs`` × ``--steps`` learner decisions from Gymnasium environments (``tcgkit.envs.gymnasium``)
whose opponents are drawn from ``--opponents`` (agent specs, comma-separated; the same spec may repeat to weight it),
then runs PPO epochs with the invalid actions masked out. Every ``--eval-minutes`` the policy plays
``--eval-games`` games against random and against heuristic (seats alternating); the win rates and the elapsed time go
to ``<out>/curve.csv``, a checkpoint to ``<out>/policy.pt`` (usable as ``--vs ppo:path=<out>/policy.pt``), and the plot
to ``--plot``; the curve's time includes the evaluations. After the budget, a final evaluation of ``--final-games``
games per opponent goes to ``<out>/final.json``. ``--smoke`` runs a few seconds (for ``make test``).
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import sys
import time

import numpy as np
import torch

import tcgkit
from tcgkit import agents
from tcgkit.envs.encoding import encoding_for
from tcgkit.envs.gymnasium import TcgkitEnv
from tcgkit.envs.ppo import PpoAgent, make_policy, save


def evaluate(game: str, path: str, opponent: str, games: int, seed: int) -> float:
    """The win rate of the policy at ``path`` (sampling its actions, as the ``ppo`` agent does) against
    ``opponent`` (draws count half), seats alternating."""
    g = tcgkit.game(game)
    score = 0.0
    me = PpoAgent(seed=seed, path=path)
    for k in range(games):
        opp = agents.make(opponent, seed + 7919 * (k + 1), g)
        env = TcgkitEnv(g, opponent="random", seat=k % 2)
        env.reset(seed=seed * 100_003 + k)
        state = env.state
        seat = k % 2
        while not state.is_over and len(state.history) < env.max_decisions:
            state.apply((me if state.to_move == seat else opp).act(state))
        if state.outcome is not None:
            score += 1.0 if state.outcome[0] == seat else 0.5 if state.outcome[0] is None else 0.0
    return score / games


def plot(rows: list[dict[str, float]], game: str, out: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6.4, 3.6), dpi=110)
    minutes = [r["minutes"] for r in rows]
    ax.plot(minutes, [100 * r["vs_random"] for r in rows], marker="o", label="vs random")
    ax.plot(minutes, [100 * r["vs_heuristic"] for r in rows], marker="s", label="vs heuristic")
    ax.axhline(75, color="grey", linestyle=":", linewidth=1)
    ax.set_xlabel("training time (minutes, 2-core machine)")
    ax.set_ylabel("win rate (%)")
    ax.set_ylim(0, 100)
    ax.set_title(f"Masked PPO on {game}")
    ax.grid(alpha=0.3)
    ax.legend(loc="lower right")
    fig.tight_layout()
    os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
    fig.savefig(out)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game")
    ap.add_argument("--minutes", type=float, default=30.0, help="training time budget (evaluations included)")
    ap.add_argument("--opponents", default="random,random,random,heuristic", help="agent specs of the pool")
    ap.add_argument("--envs", type=int, default=16)
    ap.add_argument("--steps", type=int, default=64, help="learner decisions per environment per update")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--minibatch", type=int, default=256)
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--gamma", type=float, default=0.995)
    ap.add_argument("--lam", type=float, default=0.95)
    ap.add_argument("--clip", type=float, default=0.2)
    ap.add_argument("--entropy", type=float, default=0.01)
    ap.add_argument("--hidden", type=int, default=256)
    ap.add_argument("--eval-minutes", type=float, default=3.0)
    ap.add_argument("--eval-games", type=int, default=60)
    ap.add_argument("--final-games", type=int, default=200, help="games per opponent of the final evaluation")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--out", default=None, help="folder for policy.pt and curve.csv (default runs/ppo-GAME)")
    ap.add_argument("--plot", default=None, help="PNG of the learning curve")
    ap.add_argument("--smoke", action="store_true", help="a few seconds: 2 tiny updates and a 2-game evaluation")
    args = ap.parse_args(argv)
    if args.smoke:
        args.envs, args.steps, args.epochs, args.minibatch, args.eval_games = 2, 8, 1, 8, 2
        args.minutes, args.eval_minutes, args.opponents, args.hidden = 0.02, 1e9, "random", 32
        args.final_games = 0
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    out = args.out or os.path.join("runs", f"ppo-{args.game}")
    os.makedirs(out, exist_ok=True)
    path = os.path.join(out, "policy.pt")

    game = tcgkit.game(args.game)
    enc = encoding_for(game)
    pool = [s.strip() for s in args.opponents.split(",") if s.strip()]
    envs = [TcgkitEnv(game, opponent=pool[k % len(pool)], seat=None) for k in range(args.envs)]
    policy = make_policy(enc.observation.size, enc.num_actions, args.hidden)
    opt = torch.optim.Adam(policy.parameters(), lr=args.lr, eps=1e-5)

    obs = np.zeros((args.envs, enc.observation.size), np.float32)
    masks = np.zeros((args.envs, enc.num_actions), bool)
    episode = [0] * args.envs
    for k, env in enumerate(envs):
        o, info = env.reset(seed=args.seed * 1_000_003 + k * 10_007)
        obs[k], masks[k] = o, info["action_mask"].astype(bool)

    rows: list[dict[str, float]] = []
    start = time.monotonic()
    next_eval = 0.0
    updates = decisions = finished = wins = 0

    def do_eval() -> None:
        save(path, policy, game.name, args.hidden, {"updates": updates, "decisions": decisions})
        minutes = (time.monotonic() - start) / 60
        vr = evaluate(game.name, path, "random", args.eval_games, 10_000 + len(rows))
        vh = evaluate(game.name, path, "heuristic", args.eval_games, 20_000 + len(rows))
        rows.append({"minutes": round(minutes, 2), "decisions": decisions, "vs_random": vr, "vs_heuristic": vh})
        with open(os.path.join(out, "curve.csv"), "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)
        if args.plot:
            plot(rows, game.name, args.plot)
        train = f"{wins / finished:.0%} of {finished}" if finished else "-"
        print(
            f"[{minutes:5.1f} min] updates {updates} decisions {decisions}: vs random {vr:.0%}, vs heuristic {vh:.0%}"
            f" (training games won: {train})",
            flush=True,
        )

    while True:
        elapsed = (time.monotonic() - start) / 60
        if elapsed >= next_eval:
            do_eval()
            next_eval = (time.monotonic() - start) / 60 + args.eval_minutes
        if (time.monotonic() - start) / 60 >= args.minutes and (updates >= 2 or not args.smoke):
            break
        n, t = args.envs, args.steps
        b_obs = np.zeros((t, n, enc.observation.size), np.float32)
        b_mask = np.zeros((t, n, enc.num_actions), bool)
        b_act = np.zeros((t, n), np.int64)
        b_logp = np.zeros((t, n), np.float32)
        b_val = np.zeros((t, n), np.float32)
        b_rew = np.zeros((t, n), np.float32)
        b_done = np.zeros((t, n), np.float32)
        for step in range(t):
            with torch.no_grad():
                logits, value = policy(torch.from_numpy(obs), torch.from_numpy(masks))
                dist = torch.distributions.Categorical(logits=logits)
                action = dist.sample()
                logp = dist.log_prob(action)
            b_obs[step], b_mask[step] = obs, masks
            b_act[step], b_logp[step], b_val[step] = action.numpy(), logp.numpy(), value.numpy()
            for k, env in enumerate(envs):
                o, r, term, trunc, info = env.step(int(action[k]))
                b_rew[step, k] = r
                if term or trunc:
                    b_done[step, k] = 1.0
                    finished += 1
                    wins += r > 0
                    episode[k] += 1
                    o, info = env.reset(seed=args.seed * 1_000_003 + k * 10_007 + episode[k] * 7)
                obs[k], masks[k] = o, info["action_mask"].astype(bool)
            decisions += n
        with torch.no_grad():
            _, last_val = policy(torch.from_numpy(obs), torch.from_numpy(masks))
        adv = np.zeros((t, n), np.float32)
        gae = np.zeros(n, np.float32)
        next_val = last_val.numpy()
        for step in reversed(range(t)):
            nonterminal = 1.0 - b_done[step]
            delta = b_rew[step] + args.gamma * next_val * nonterminal - b_val[step]
            gae = delta + args.gamma * args.lam * nonterminal * gae
            adv[step] = gae
            next_val = b_val[step]
        ret = adv + b_val
        f_obs = torch.from_numpy(b_obs.reshape(t * n, -1))
        f_mask = torch.from_numpy(b_mask.reshape(t * n, -1))
        f_act = torch.from_numpy(b_act.reshape(-1))
        f_logp = torch.from_numpy(b_logp.reshape(-1))
        f_adv = torch.from_numpy(adv.reshape(-1))
        f_ret = torch.from_numpy(ret.reshape(-1))
        for _ in range(args.epochs):
            perm = torch.randperm(t * n)
            for i in range(0, t * n, args.minibatch):
                idx = perm[i : i + args.minibatch]
                logits, value = policy(f_obs[idx], f_mask[idx])
                dist = torch.distributions.Categorical(logits=logits)
                logp = dist.log_prob(f_act[idx])
                a = f_adv[idx]
                a = (a - a.mean()) / (a.std() + 1e-8) if len(idx) > 1 else a
                ratio = torch.exp(logp - f_logp[idx])
                pg = -torch.min(ratio * a, torch.clamp(ratio, 1 - args.clip, 1 + args.clip) * a).mean()
                vloss = 0.5 * ((value - f_ret[idx]) ** 2).mean()
                # entropy over the legal actions only (masked logits carry no probability)
                p = torch.softmax(logits, -1)
                ent = -(p * torch.log_softmax(logits, -1)).masked_fill(~f_mask[idx], 0.0).sum(-1).mean()
                loss = pg + 0.5 * vloss - args.entropy * ent
                opt.zero_grad()
                loss.backward()
                torch.nn.utils.clip_grad_norm_(policy.parameters(), 0.5)
                opt.step()
        updates += 1
    do_eval()
    if args.final_games:
        vr = evaluate(game.name, path, "random", args.final_games, 30_000)
        vh = evaluate(game.name, path, "heuristic", args.final_games, 40_000)
        final = {"games": args.final_games, "vs_random": vr, "vs_heuristic": vh, "minutes": rows[-1]["minutes"]}
        with open(os.path.join(out, "final.json"), "w") as fh:
            json.dump(final, fh)
        print(f"final ({args.final_games} games each, after training): vs random {vr:.1%}, vs heuristic {vh:.1%}")
    print(
        f"checkpoint: {path}; curve: {os.path.join(out, 'curve.csv')}" + (f"; plot: {args.plot}" if args.plot else "")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
