"""Every tcgkit game as a learning environment (docs/envs.md).

- ``tcgkit.envs.encoding``: each game's fixed action space and observation tensor (``encoding_for(game)``), built
  from ``observe(p)`` only; the games supply them as data in ``tcgkit.games.<game>.encoding``.
- ``tcgkit.envs.pettingzoo``: ``env(game, decks=..., options=..., render_mode="ansi")``, a PettingZoo AEC environment.
- ``tcgkit.envs.gymnasium``: ``TcgkitEnv(game, opponent="random" | "heuristic" | "mcts:..." | "ppo:path=...")``, a
  single-agent Gymnasium environment (also ``gymnasium.make("tcgkit/<game>-v0", opponent=...)`` after importing it).
- ``tcgkit.envs.openspiel``: each game as an OpenSpiel Python game (``register_all()``, ``load(game)``).
- ``tcgkit.envs.ppo``: the masked PPO policy and the ``ppo`` agent (PyTorch: ``tcgkit[rl]``).

These need the optional extra ``tcgkit[envs]`` (numpy, gymnasium, pettingzoo, open_spiel); ``tcgkit.core`` and the
games never import them.
"""

from __future__ import annotations

from .encoding import Encoding, EncodingError, encoding_for

__all__ = ["Encoding", "EncodingError", "encoding_for"]
