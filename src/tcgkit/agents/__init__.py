"""Agents: anything with ``act(state) -> action id``.

``make(spec, seed, game)`` builds one from a spec string: a kind (``random``, ``heuristic``, ``mcts``, ``ppo``),
optionally followed by ``:key=value`` parameters, e.g. ``mcts:iterations=400:playout=random:depth=20``.
``default_for(game)`` is what ``tcgkit play`` uses when no opponent is named. See docs/agents.md (and docs/envs.md
for ``ppo``).
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..core import Game
from .base import Agent, AgentError, SeededAgent
from .evaluation import evaluation_of
from .heuristic import HeuristicAgent
from .ismcts import IsmctsAgent, SearchStats
from .random import RandomAgent


class _PpoAgent:
    """``ppo:path=FILE``: a policy trained by scripts/train_ppo.py (``tcgkit.envs.ppo``; PyTorch, loaded only now)."""

    PARAMS: ClassVar[dict[str, type]] = {"path": str, "greedy": bool}

    @classmethod
    def check(cls, game: Game) -> None:
        cls._impl().check(game)

    @staticmethod
    def _impl() -> Any:
        try:
            from ..envs.ppo import PpoAgent
        except ImportError as exc:
            raise AgentError(
                f"agent ppo needs the environments and PyTorch: pip install 'tcgkit[envs,rl]' ({exc})"
            ) from None
        return PpoAgent

    def __new__(cls, seed: int = 0, **params: Any) -> Any:  # type: ignore[misc]
        return cls._impl()(seed=seed, **params)


KINDS: dict[str, Any] = {"random": RandomAgent, "heuristic": HeuristicAgent, "mcts": IsmctsAgent, "ppo": _PpoAgent}
#: Kinds that need an optional extra (named in messages apart from the others).
OPTIONAL_KINDS = {"ppo": "tcgkit[envs,rl]"}

#: ``tcgkit play``'s default thinking time for the search agent's whole turn (seconds): a turn takes at most about
#: this long on a 2-core machine, however many decisions it has (``IsmctsAgent``'s ``turn`` budget).
PLAY_TURN = 5.0


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``"mcts:iterations=400:playout=random"`` -> ("mcts", {"iterations": 400, "playout": "random"}).

    Unknown kinds, unknown parameters and malformed values raise AgentError naming what is known."""
    kind, *parts = spec.strip().split(":")
    kind = kind.strip()
    if kind not in KINDS:
        core = ", ".join(k for k in KINDS if k not in OPTIONAL_KINDS)
        extra = "".join(f"; {k} with {need}" for k, need in OPTIONAL_KINDS.items())
        raise AgentError(f"unknown agent {kind!r} (agents: {core}){extra}")
    known: dict[str, type] = getattr(KINDS[kind], "PARAMS", {})
    params: dict[str, Any] = {}
    for part in parts:
        key, eq, raw = part.partition("=")
        key, raw = key.strip(), raw.strip()
        if not eq or not key:
            raise AgentError(f"agent {spec!r}: expected key=value after ':', got {part!r}")
        if key not in known:
            names = ", ".join(known) or "none"
            raise AgentError(f"agent {kind} has no parameter {key!r} (parameters: {names})")
        params[key] = _convert(kind, key, raw, known[key])
    return kind, params


def _convert(kind: str, key: str, raw: str, kind_type: type) -> Any:
    if kind_type is bool:
        if raw.lower() in ("1", "true", "yes", "on"):
            return True
        if raw.lower() in ("0", "false", "no", "off"):
            return False
        raise AgentError(f"agent {kind}: {key} must be true or false, got {raw!r}")
    try:
        return kind_type(raw)
    except ValueError:
        raise AgentError(f"agent {kind}: {key} must be {kind_type.__name__}, got {raw!r}") from None


def make(spec: str, seed: int = 0, game: Game | None = None, **overrides: Any) -> Agent:
    """An agent from a spec string (see ``parse_spec``) with its own generator seeded by ``seed``.

    With ``game``, an agent that cannot play it (``heuristic`` without an evaluation hook) is refused now with an
    AgentError instead of at its first decision. ``overrides`` set parameters too (``think=2.0``)."""
    kind, params = parse_spec(spec)
    cls = KINDS[kind]
    if game is not None and hasattr(cls, "check"):
        cls.check(game)
    params.update(overrides)
    try:
        return cls(seed=seed, **params)  # type: ignore[no-any-return]
    except TypeError as exc:
        raise AgentError(f"agent {kind}: {exc}") from None


def default_for(game: Game) -> str:
    """The strongest agent for ``game`` at about ``PLAY_TURN`` seconds a turn: ISMCTS (with the game's
    evaluation at the end of short playouts, and the game's measured search parameters ``Game.SEARCH``) when the
    game has an evaluation hook, else the random agent (a search with random playouts only has not been measured
    stronger for every game)."""
    if evaluation_of(game) is None:
        return "random"
    return play_spec(game)


def play_spec(game: Game) -> str:
    """The ISMCTS people play against in ``game``: the game's measured search parameters (``Game.SEARCH``) and its
    iteration cap (``Game.PLAY_ITERATIONS``) if it has one; the caller adds the time budget."""
    spec = f"mcts:{game.SEARCH}" if game.SEARCH else "mcts"
    return spec if game.PLAY_ITERATIONS is None else f"{spec}:iterations={game.PLAY_ITERATIONS}"


__all__ = [
    "KINDS",
    "PLAY_TURN",
    "Agent",
    "AgentError",
    "HeuristicAgent",
    "IsmctsAgent",
    "RandomAgent",
    "SearchStats",
    "SeededAgent",
    "default_for",
    "make",
    "parse_spec",
    "play_spec",
]
