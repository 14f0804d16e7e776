"""Every tcgkit game as a single-agent Gymnasium environment against a chosen opponent.

```python
from tcgkit.envs.gymnasium import TcgkitEnv
env = TcgkitEnv("builddivide", opponent="heuristic")        # or "random", "mcts:iterations=200", "ppo:path=..."
obs, info = env.reset(seed=0)
action = env.action_space.sample(info["action_mask"])         # the legal actions' indices are 1 in the mask
obs, reward, terminated, truncated, info = env.step(action)
```

The learner sits in seat ``seat`` (0, 1, or None: a seat drawn at every reset). The opponent is any agent spec of
``tcgkit.agents.make`` (docs/agents.md), seeded from the reset seed, and plays its decisions inside ``step`` until
the learner decides again or the game ends. Observations are the learner's tensor from ``observe`` (docs/envs.md);
``info["action_mask"]`` is its mask. The reward is +1 / -1 / 0 at the end. An illegal action (outside the mask) ends the
game with -1 and ``info["illegal_action"] = True`` (``illegal="raise"`` raises instead).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from tcgkit.core import Game

from .common import MAX_DECISIONS, plain_text, resolve_game, returns, start
from .encoding import EncodingError, encoding_for


class TcgkitEnv(gym.Env):
    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(
        self,
        game: str | Game,
        opponent: str = "random",
        seat: int | None = None,
        decks: Sequence[Any] | None = None,
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
        max_decisions: int = MAX_DECISIONS,
        illegal: str = "lose",
    ) -> None:
        from tcgkit import agents

        self.game = resolve_game(game)
        self.encoding = encoding_for(self.game)
        self.opponent_spec = opponent
        agents.make(opponent, 0, self.game)  # refuse an opponent that cannot play the game, now
        self.seat_choice = seat
        self.decks = decks
        self.options = options
        self.render_mode = render_mode
        self.max_decisions = max_decisions
        self.illegal = illegal
        n = self.encoding.num_actions
        self.action_space = spaces.Discrete(n)
        self.observation_space = spaces.Box(low=-1e4, high=1e4, shape=self.encoding.observation_shape, dtype=np.float32)
        self.state = None
        self.seat = 0
        self.opponent = None

    # ------------------------------------------------------------------ helpers
    def _observation(self) -> tuple[np.ndarray, dict[str, Any]]:
        obs = self.state.observe(self.seat, since=self.state.LOG_END)  # no log: the encoding does not read it
        return self.encoding.encode(obs), {"action_mask": self.encoding.mask(obs), "seat": self.seat}

    def _run_opponent(self) -> None:
        while not self.state.is_over and self.state.to_move != self.seat:
            if len(self.state.history) >= self.max_decisions:
                return
            self.state.apply(self.opponent.act(self.state))

    def _finish(self, info: dict[str, Any]) -> tuple[float, bool, bool]:
        if self.state.is_over:
            return returns(self.state)[self.seat], True, False
        return 0.0, False, len(self.state.history) >= self.max_decisions

    # ------------------------------------------------------------------ the Gymnasium API
    def reset(self, *, seed: int | None = None, options: dict | None = None) -> tuple[np.ndarray, dict[str, Any]]:
        from tcgkit import agents

        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**31 - 1))
        self.seat = int(self.np_random.integers(0, 2)) if self.seat_choice is None else int(self.seat_choice)
        self.opponent = agents.make(self.opponent_spec, int(self.np_random.integers(0, 2**31 - 1)), self.game)
        self.state = start(self.game, self.decks, self.options, game_seed)
        self._run_opponent()
        obs, info = self._observation()
        return obs, info

    def step(self, action: int) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        if self.state is None:
            raise gym.error.ResetNeeded("call reset() before step()")
        ids = [a.id for a in self.state.legal_actions()] if self.state.to_move == self.seat else []
        try:
            aid = self.encoding.action_id(int(action), ids)
        except EncodingError:
            if self.illegal == "raise":
                raise
            obs, info = self._observation()
            info["illegal_action"] = True
            return obs, -1.0, True, False, info
        self.state.apply(aid)
        self._run_opponent()
        obs, info = self._observation()
        reward, terminated, truncated = self._finish(info)
        return obs, reward, terminated, truncated, info

    def render(self) -> str | None:
        if self.render_mode is None:
            gym.logger.warn("You are calling render method without specifying any render mode.")
            return None
        return plain_text(self.game.render(self.state, self.seat))

    def action_masks(self) -> np.ndarray:
        """The current mask (the method name sb3-contrib's MaskablePPO looks for)."""
        return self.encoding.action_mask(self.state, self.seat).astype(bool)


def _register() -> None:
    import tcgkit

    for name in tcgkit.games():
        env_id = f"tcgkit/{name}-v0"
        if env_id not in gym.registry:
            gym.register(id=env_id, entry_point="tcgkit.envs.gymnasium:TcgkitEnv", kwargs={"game": name})


_register()
