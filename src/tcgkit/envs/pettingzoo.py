"""Every tcgkit game as a PettingZoo AEC environment, shaped like PettingZoo's classic games.

```python
from tcgkit.envs import pettingzoo
env = pettingzoo.env("hikarugo", decks=None, options=None, render_mode="ansi")
env.reset(seed=7)
for agent in env.agent_iter():
    obs, reward, termination, truncation, info = env.last()
    action = None if termination or truncation else env.action_space(agent).sample(obs["action_mask"])
    env.step(action)
```

Agents are ``player_0`` and ``player_1`` (the game's seats). An observation is ``{"observation": float32 vector,
"action_mask": int8 vector}`` built from ``state.observe(player)`` only (the layout of each game: docs/envs.md); the
mask is all zeros for the player not deciding. Rewards are +1 / -1 / 0 at the end. An illegal action ends the game with
-1 for the player who chose it (PettingZoo's ``TerminateIllegalWrapper``, as in the classic games).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from tcgkit.core import Game

from .common import MAX_DECISIONS, plain_text, resolve_game, returns, start
from .encoding import encoding_for


def env(game: str | Game, **kwargs: Any) -> AECEnv:
    """The wrapped AEC environment of a game (``raw_env`` plus PettingZoo's classic wrappers)."""
    e: AECEnv = raw_env(game, **kwargs)
    e = wrappers.TerminateIllegalWrapper(e, illegal_reward=-1)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)


class raw_env(AECEnv):
    metadata = {"render_modes": ["ansi"], "is_parallelizable": False, "render_fps": 1}

    def __init__(
        self,
        game: str | Game,
        decks: Sequence[Any] | None = None,
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
        max_decisions: int = MAX_DECISIONS,
    ) -> None:
        super().__init__()
        self.game = resolve_game(game)
        self.encoding = encoding_for(self.game)
        self.metadata = {**self.metadata, "name": f"tcgkit_{self.game.name}_v0"}
        self.decks = decks
        self.options = options
        self.render_mode = render_mode
        self.max_decisions = max_decisions
        self.possible_agents = ["player_0", "player_1"]
        self.agents = self.possible_agents[:]
        n, shape = self.encoding.num_actions, self.encoding.observation_shape
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(low=-1e4, high=1e4, shape=shape, dtype=np.float32),
                    "action_mask": spaces.Box(low=0, high=1, shape=(n,), dtype=np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.state = None
        self.np_random, _ = seeding.np_random(None)

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        p = self.possible_agents.index(agent)
        obs = self.state.observe(p, since=self.state.LOG_END)  # the encoding reads the view and actions only
        return {"observation": self.encoding.encode(obs), "action_mask": self.encoding.mask(obs)}

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None or self.state is None:
            self.np_random, _ = seeding.np_random(seed)
        game_seed = int(self.np_random.integers(0, 2**31 - 1))
        self.state = start(self.game, self.decks, self.options, game_seed)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.state.to_move]

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        ids = [a.id for a in self.state.legal_actions()]
        self.state.apply(self.encoding.action_id(int(action), ids))
        self.rewards = {a: 0.0 for a in self.agents}
        if self.state.is_over:
            r = returns(self.state)
            self.rewards = {a: r[i] for i, a in enumerate(self.possible_agents)}
            self.terminations = {a: True for a in self.agents}
        elif len(self.state.history) >= self.max_decisions:
            self.truncations = {a: True for a in self.agents}
        if not self.state.is_over:
            self.agent_selection = self.possible_agents[self.state.to_move]
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None:
            import gymnasium

            gymnasium.logger.warn("You are calling render method without specifying any render mode.")
            return None
        return plain_text(self.game.render(self.state, None))

    def close(self) -> None:
        pass
