"""Every tcgkit game as an OpenSpiel Python game: imperfect information, sampled stochastic.

```python
import pyspiel
from tcgkit.envs import openspiel
openspiel.register_all()                               # registers python_tcgkit_<game> for every game
game = pyspiel.load_game("python_tcgkit_builddivide", {"seed": 3})
state = game.new_initial_state()
```

The randomness stays inside the state (shuffles, dice and draws come from the tcgkit state's own generator): there are
no chance nodes. Each ``new_initial_state`` starts the next game of the game object's seed sequence (``seed``,
``seed+1``, ...; a sample matchup chosen by the seed). Actions are the indices of the game's encoding
(docs/envs.md); ``action_to_string`` gives the tcgkit action id.

Observations: the observation string is ``observe(p)`` without its log (JSON), the information-state string adds the
log of everything ``p`` has seen and the number of decisions taken; both tensors are the encoding's tensor of
``observe(p)``. ``resample_from_infostate(p, sampler)`` is ``determinize(p)`` seeded from the sampler, so OpenSpiel's
ISMCTS bot searches exactly the worlds tcgkit's own ISMCTS does.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

import tcgkit
from tcgkit.agents.base import playable
from tcgkit.core import Rng, State
from tcgkit.core.record import start_of

from .common import MAX_DECISIONS, plain_text, returns, start
from .encoding import encoding_for


def short_name(game: str) -> str:
    return f"python_tcgkit_{game}"


class _Holder:
    """The tcgkit state inside an OpenSpiel state: copied with ``clone`` and pickled as its JSON text."""

    __slots__ = ("state",)

    def __init__(self, state: State) -> None:
        self.state = state

    def __deepcopy__(self, memo: dict) -> _Holder:
        return _Holder(self.state.clone())

    def __getstate__(self) -> dict[str, Any]:
        return {"game": self.state.GAME.name, "json": self.state.to_json()}

    def __setstate__(self, data: dict[str, Any]) -> None:
        self.state = tcgkit.game(data["game"]).load(data["json"])


def _game_type(name: str) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=short_name(name),
        long_name=f"tcgkit {tcgkit.game(name).title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"seed": 0, "resign": True},
    )


class TcgkitGame(pyspiel.Game):
    """One tcgkit game as an OpenSpiel game. ``params``: ``seed``, the first game's seed; ``resign`` (default true):
    false leaves out conceding unless it is the only legal action, as tcgkit's own agents play."""

    def __init__(self, name: str, params: dict[str, Any] | None = None) -> None:
        self.tcg = tcgkit.game(name)
        self.encoding = encoding_for(self.tcg)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoding.num_actions,
            max_chance_outcomes=0,
            num_players=2,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=MAX_DECISIONS,
        )
        super().__init__(_game_type(name), info, params or {})
        self.next_seed = int((params or {}).get("seed", 0))
        self.resign = bool((params or {}).get("resign", True))

    def new_initial_state(self, state: State | None = None) -> TcgkitState:
        """The next game of the seed sequence (or an OpenSpiel state around a given tcgkit state)."""
        if state is None:
            state = start(self.tcg, None, None, self.next_seed)
            self.next_seed += 1
        return TcgkitState(self, state)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> TcgkitObserver:
        return TcgkitObserver(self, iig_obs_type, params)


class TcgkitState(pyspiel.State):
    def __init__(self, game: TcgkitGame, state: State) -> None:
        super().__init__(game)
        self._holder = _Holder(state)

    @property
    def tcg(self) -> State:
        """The tcgkit state."""
        return self._holder.state

    def current_player(self) -> int:
        st = self.tcg
        if st.is_over or len(st.history) >= MAX_DECISIONS:
            return pyspiel.PlayerId.TERMINAL
        return int(st.to_move)

    def _legal_ids(self) -> dict[int, str]:
        st = self.tcg
        key = (id(st), len(st.history))
        cached = getattr(self, "_legal_cache", None)
        if cached is None or cached[0] != key:
            acts = st.legal_actions() if self.get_game().resign else playable(st.legal_actions())
            cached = (key, encoding_for(st.GAME).legal_indices(a.id for a in acts))
            self._legal_cache = cached
        return cached[1]

    def _legal_actions(self, player: int) -> list[int]:
        if player != self.current_player():
            return []
        return sorted(self._legal_ids())

    def _apply_action(self, action: int) -> None:
        self.tcg.apply(self._legal_ids()[int(action)])

    def _action_to_string(self, player: int, action: int) -> str:
        got = self._legal_ids().get(int(action)) if player == self.current_player() else None
        return got or encoding_for(self.tcg.GAME).actions.describe(int(action))

    def is_terminal(self) -> bool:
        return self.current_player() == pyspiel.PlayerId.TERMINAL

    def returns(self) -> list[float]:
        return returns(self.tcg)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> TcgkitState:
        """A state of the same information set of ``player_id``: ``determinize`` seeded from the sampler."""
        seed = int(probability_sampler() * 2**53) if callable(probability_sampler) else 0
        world = self.tcg.determinize(player_id, Rng(seed))
        return TcgkitState(self.get_game(), world)

    def __str__(self) -> str:
        return plain_text(self.tcg.GAME.render(self.tcg, None))

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        # OpenSpiel's own Serialize needs the game's GetRNGState, which pybind11 does not expose to Python games
        # of the sampled-stochastic kind; pickling goes through ``serialize`` instead.
        return deserialize, (serialize(self),)


def serialize(state: TcgkitState) -> str:
    """A state as text: the game and its parameters, the tcgkit game record and the OpenSpiel action history.

    (OpenSpiel's ``State.serialize`` is not available for Python sampled-stochastic games: see ``__reduce__``.)"""
    game = state.get_game()
    params = {k: v for k, v in game.get_parameters().items()}
    return json.dumps(
        {"game": game.tcg.name, "params": params, "record": state.tcg.record(), "history": state.history()},
        separators=(",", ":"),
    )


def deserialize(text: str) -> TcgkitState:
    """The state of ``serialize``: the game re-created from its record, the OpenSpiel actions re-applied."""
    data = json.loads(text)
    game = load(data["game"], **data["params"])
    rec = data["record"]
    first = start_of(game.tcg, rec)
    state = game.new_initial_state(first)
    for action in data["history"]:
        state.apply_action(action)
    return state


def _strings(state: State, player: int, perfect_recall: bool) -> str:
    obs = state.observe(player, since=None if perfect_recall else state.LOG_END)
    if not perfect_recall:  # the position only: neither the log nor its length
        for key in ("log", "log_from", "log_size"):
            obs.pop(key, None)
    else:
        obs["decisions"] = len(state.history)
    return json.dumps(obs, sort_keys=True, separators=(",", ":"))


class TcgkitObserver:
    """OpenSpiel's PyObserver: ``tensor``/``dict`` from the encoding, strings from ``observe`` (see the module doc)."""

    def __init__(self, game: TcgkitGame, iig_obs_type: Any, params: Any) -> None:
        if params:
            raise ValueError(f"observation parameters not supported; passed {params}")
        self.encoding = game.encoding
        self.perfect_recall = bool(iig_obs_type is None or iig_obs_type.perfect_recall)
        self.tensor = np.zeros(self.encoding.observation.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: TcgkitState, player: int) -> None:
        self.encoding.observation.encode(state.tcg.observe(player, since=state.tcg.LOG_END), out=self.tensor)

    def string_from(self, state: TcgkitState, player: int) -> str:
        return _strings(state.tcg, player, self.perfect_recall)


_REGISTERED: dict[str, type] = {}


def register(name: str) -> str:
    """Register one game with OpenSpiel (once); returns its short name."""
    if name not in _REGISTERED:
        # A class (not a closure) is registered: OpenSpiel keeps the factory until the process ends, and a
        # function freed then, without the interpreter, aborts the process.
        def init(self: TcgkitGame, params: dict[str, Any] | None = None) -> None:
            TcgkitGame.__init__(self, name, params)

        factory = type(f"TcgkitGame_{name}", (TcgkitGame,), {"__init__": init})
        pyspiel.register_game(_game_type(name), factory)
        _REGISTERED[name] = factory
    return short_name(name)


def register_all() -> list[str]:
    return [register(name) for name in tcgkit.games()]


def load(name: str, seed: int = 0, resign: bool = True) -> TcgkitGame:
    """``pyspiel.load_game`` of a registered tcgkit game."""
    register(name)
    return pyspiel.load_game(short_name(name), {"seed": seed, "resign": resign})
