"""Masked PPO (PyTorch) for tcgkit games, and the trained policy as an agent (``ppo:path=FILE``).

The policy sees only the encoding of ``observe(p)`` and its action mask (docs/envs.md), so a trained agent reads nothing
hidden. ``scripts/train_ppo.py`` trains one; ``tcgkit play GAME --vs ppo:path=FILE`` and
``tcgkit sim GAME --agents ppo:path=FILE,random`` use it. PyTorch is the optional extra ``tcgkit[rl]``.
"""

from __future__ import annotations

import os
from typing import Any, ClassVar

import numpy as np

from tcgkit.agents.base import AgentError, SeededAgent, playable
from tcgkit.core import Game, State

from .encoding import encoding_for


def _torch() -> Any:
    try:
        import torch
    except ImportError:
        raise AgentError("agent ppo needs PyTorch: pip install 'tcgkit[rl]'") from None
    return torch


def make_policy(obs_size: int, num_actions: int, hidden: int = 256) -> Any:
    """The actor-critic network: a shared two-layer trunk, a logit per action index and a value."""
    torch = _torch()
    nn = torch.nn

    class Policy(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.trunk = nn.Sequential(nn.Linear(obs_size, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh())
            self.pi = nn.Linear(hidden, num_actions)
            self.v = nn.Linear(hidden, 1)
            nn.init.zeros_(self.pi.weight)
            nn.init.zeros_(self.pi.bias)

        def forward(self, obs: Any, mask: Any) -> tuple[Any, Any]:
            h = self.trunk(obs)
            logits = self.pi(h).masked_fill(~mask, -1e9)
            return logits, self.v(h).squeeze(-1)

    return Policy()


def save(path: str, policy: Any, game: str, hidden: int, meta: dict[str, Any]) -> None:
    torch = _torch()
    tmp = f"{path}.tmp"
    torch.save({"game": game, "hidden": hidden, "state_dict": policy.state_dict(), "meta": meta}, tmp)
    os.replace(tmp, path)


def load(path: str) -> tuple[Any, dict[str, Any]]:
    """(policy, checkpoint dict) of a checkpoint file; AgentError if it is missing or not one."""
    torch = _torch()
    if not os.path.isfile(path):
        raise AgentError(f"agent ppo: no checkpoint file {path!r}")
    try:
        ckpt = torch.load(path, map_location="cpu", weights_only=False)
        enc = encoding_for(ckpt["game"])
        policy = make_policy(enc.observation.size, enc.num_actions, ckpt["hidden"])
        policy.load_state_dict(ckpt["state_dict"])
    except AgentError:
        raise
    except Exception as exc:
        raise AgentError(f"agent ppo: {path!r} is not a usable checkpoint ({exc})") from None
    policy.eval()
    return policy, ckpt


class PpoAgent(SeededAgent):
    """A trained policy: samples its action from the masked policy (``greedy=true``: the most likely one)."""

    name = "ppo"
    PARAMS: ClassVar[dict[str, type]] = {"path": str, "greedy": bool}

    def __init__(self, seed: int = 0, path: str = "", greedy: bool = False) -> None:
        super().__init__(seed)
        if not path:
            raise AgentError("agent ppo needs a checkpoint: ppo:path=FILE")
        self.path = path
        self.greedy = greedy
        self.policy, ckpt = load(path)
        self.game_name = ckpt["game"]
        self.encoding = encoding_for(self.game_name)
        self._torch = _torch()

    @classmethod
    def check(cls, game: Game) -> None:
        _torch()

    def act(self, state: State) -> str:
        if state.GAME.name != self.game_name:
            raise AgentError(f"agent ppo: {self.path!r} was trained on {self.game_name}, not {state.GAME.name}")
        torch = self._torch
        obs = state.observe(state.to_move, since=state.LOG_END)  # type: ignore[arg-type]
        allowed = {a.id for a in playable(state.legal_actions())}
        legal = {
            i: aid
            for i, aid in self.encoding.legal_indices(a["id"] for a in obs["legal_actions"]).items()
            if aid in allowed
        }
        x = torch.from_numpy(self.encoding.encode(obs)).unsqueeze(0)
        mask = torch.zeros(1, self.encoding.num_actions, dtype=torch.bool)
        mask[0, list(legal)] = True
        with torch.no_grad():
            logits, _ = self.policy(x, mask)
        if self.greedy:
            return legal[int(logits.argmax())]
        idx = sorted(legal)
        p = torch.softmax(logits[0, idx], 0).double().numpy()
        u = self.rng.below(1 << 30) / float(1 << 30)
        k = int(np.searchsorted(np.cumsum(p), u * p.sum(), side="right"))
        return legal[idx[min(k, len(idx) - 1)]]

    def describe(self) -> dict[str, Any]:
        return {"agent": self.name, "path": self.path, "greedy": self.greedy}
