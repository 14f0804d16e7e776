"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).

One search serves the player to move, the *root player*. Each iteration

1. **determinizes**: ``state.determinize(root player, own rng)`` re-deals everything the root player may not see
   (and reseeds the copy's generator, so future shuffles and draws are sampled too). This is the only way the search
   ever meets hidden information: it never reads the real state's hidden cards, its game generator or the
   opponent's past action ids.
2. **selects** down the tree with UCB1 over the actions *available in this determinization*: every available child
   counts one more availability, and a child's exploration term uses its availability count instead of its parent's
   visits (Cowling et al.'s ISMCTS selection);
3. **expands** one untried available action (chosen with the agent's generator); with ``prior`` > 0 a new child
   of the root starts with ``prior`` virtual visits at the game's evaluation of the position right after its action
   (progressive bias: the one-ply judgement of the heuristic agent guides the first visits, the search's own
   results outweigh it as they accumulate);
4. **plays out** with the random or the heuristic policy, to the end of the game or, with a depth cap and an
   evaluation, for ``depth`` decisions and then scores the position with the game's ``evaluate``;
5. **backs up** one reward per player in [0, 1] (win 1, loss 0, draw 1/2; an evaluation v maps to (v + 1) / 2):
   each node adds the reward of the player who chose the action leading to it.

**Tree keys.** A node is a sequence of *(player, action id)* pairs from the root: the decisions of every player
(the opponent's too, as seen in each determinization) are in the tree, and the player is part of the key because
chance can hand the next decision to either player after the same action. Action ids are short stable strings
(``Action.id``), so the same action in different determinizations shares one node.

**Tree reuse.** After a decision the agent keeps the subtree below its chosen action. At its next decision it
reuses that subtree when nothing but automatic steps and chance happened in between: same game (the state's origin
object), its own move again, and exactly one more recorded decision than when it chose (the number of decisions is
public: every player sees when the other is deciding). Children chosen by other players are then pruned, since no
other player decided. After the opponent has decided, the tree is rebuilt: reading the opponent's action ids to
descend would leak what they may name (a discarded card's identity, a face-down choice).

**Loops.** The decision is the most visited action among those not already taken at this very position in this
game (``agents/repetition.py``): a loop of free actions whose value never changes cannot hold the search forever.

**Budgets.** ``iterations`` (a fixed count: reproducible for a fixed seed) and/or ``think`` seconds per decision (a
time budget: the number of iterations then depends on the machine). With both, whichever runs out first. A search
stops early when the most visited action can no longer be overtaken within the iteration budget. ``turn`` budgets
the agent's *whole turn* instead: seconds shared by its consecutive decisions (those with no other player deciding
in between), each decision taking ``TURN_SHARE`` of what is left (at least ``TURN_FLOOR`` seconds), so a turn of
many small decisions still ends within about ``turn`` seconds. A decision with one real choice costs no search.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from time import perf_counter
from typing import Any

from ..core import Game, State
from .base import AgentError, SeededAgent, choices_of, playable
from .evaluation import Evaluation, evaluated_rewards, evaluation_of, outcome_rewards, require_evaluation
from .repetition import RepetitionGuard

DEFAULT_ITERATIONS = 300
DEFAULT_DEPTH = 10  # playout decisions before the evaluation (measured best for Build Divide, docs/ai-strength.md)
TIME_CHECK = 8  # with a time budget, look at the clock every this many iterations
PLAYOUT_LIMIT = 50_000  # a playout longer than this many decisions is scored as it stands (a safety net)
POLICIES = ("random", "heuristic")
TURN_SHARE = 0.4  # with a turn budget, the share of the turn's remaining time one decision may take
TURN_FLOOR = 0.05  # ... but at least this many seconds (a decision late in a long turn still searches a little)

Key = tuple[int, str]


class Node:
    """A tree node: the action that led here, who chose it, and its statistics (for that player)."""

    __slots__ = ("avail", "children", "mover", "reward", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        self.children: dict[Key, Node] = {}

    def size(self) -> int:
        """Nodes in this subtree (itself included)."""
        return 1 + sum(c.size() for c in self.children.values())


@dataclass
class SearchStats:
    """What the last search did: ``iterations`` run now, ``reused`` visits inherited from the previous search,
    ``children`` (action id -> (visits, mean reward)) at the root, ``chosen``, and ``stopped`` ('iterations',
    'time', 'decided' when the leader could no longer be overtaken, or 'forced' when there was one choice) and
    ``seconds``, the time budget it had (None: iterations only)."""

    iterations: int = 0
    seconds: float | None = None
    reused: int = 0
    chosen: str = ""
    stopped: str = ""
    children: dict[str, tuple[int, float]] = field(default_factory=dict)


class IsmctsAgent(SeededAgent):
    """ISMCTS with its own generator. Parameters (also as ``mcts:key=value:...`` spec strings): ``iterations``,
    ``think`` (seconds a decision), ``turn`` (seconds a whole turn), ``playout`` ('random' or 'heuristic'),
    ``depth`` (decisions of playout before the evaluation, default ``DEFAULT_DEPTH``; 0 = evaluate the expanded node
    at once; a game without an evaluation is always played out to its end), ``c`` (UCB exploration), ``reuse`` (keep
    the tree), ``early`` (stop as soon as the most visited action can no longer be overtaken), ``prior`` (virtual
    visits at the evaluation given to each new root child; 0 = none, needs an evaluation), ``width`` (the heuristic
    playout's step weighs at most this many of the legal actions, the next ones of a random rotation; 0 = all)."""

    name = "mcts"
    PARAMS = {
        "iterations": int,
        "think": float,
        "turn": float,
        "playout": str,
        "depth": int,
        "c": float,
        "reuse": bool,
        "early": bool,
        "prior": int,
        "width": int,
    }

    def __init__(
        self,
        seed: int = 0,
        iterations: int | None = None,
        think: float | None = None,
        turn: float | None = None,
        playout: str = "random",
        depth: int | None = None,
        c: float = 0.7,
        reuse: bool = True,
        early: bool = True,
        prior: int = 0,
        width: int = 0,
    ) -> None:
        super().__init__(seed)
        if iterations is not None and iterations < 1:
            raise AgentError(f"mcts: iterations must be at least 1, got {iterations}")
        if think is not None and not think > 0:
            raise AgentError(f"mcts: think must be a positive number of seconds, got {think}")
        if turn is not None and not turn > 0:
            raise AgentError(f"mcts: turn must be a positive number of seconds, got {turn}")
        if playout not in POLICIES:
            raise AgentError(f"mcts: playout must be one of {', '.join(POLICIES)}, got {playout!r}")
        if depth is not None and depth < 0:
            raise AgentError(f"mcts: depth must be at least 0, got {depth}")
        if not c >= 0:
            raise AgentError(f"mcts: c must be at least 0, got {c}")
        if prior < 0:
            raise AgentError(f"mcts: prior must be at least 0, got {prior}")
        if width < 0:
            raise AgentError(f"mcts: width must be at least 0 (0: every action), got {width}")
        timed = think is not None or turn is not None
        self.iterations = iterations if iterations is not None or timed else DEFAULT_ITERATIONS
        self.think = think
        self.turn = turn
        self._turn_left = 0.0  # seconds left of the current turn's budget
        self._turn_next = -1  # len(history) at which the agent's next decision is still the same turn
        self.playout = playout
        self.depth = depth
        self.c = c
        self.reuse = reuse
        self.early = early
        self.prior = prior
        self.width = width
        self.last = SearchStats()
        self._tree: Node | None = None
        self._tree_at = -1  # len(history) at which the kept subtree applies
        self._tree_origin: Any = None
        self._tree_player = -1
        self._game: Game | None = None
        self._guard = RepetitionGuard()
        self._evaluate: Evaluation | None = None
        self._zero_sum = False

    @classmethod
    def check(cls, game: Game) -> None:
        """Every game can be searched; only the heuristic playout policy needs an evaluation (checked at act)."""

    def describe(self) -> dict[str, Any]:
        return {
            "agent": self.name,
            "iterations": self.iterations,
            "think": self.think,
            "turn": self.turn,
            "playout": self.playout,
            "depth": self.depth if self.depth is not None else DEFAULT_DEPTH,
            "c": self.c,
            "reuse": self.reuse,
            "early": self.early,
            "prior": self.prior,
            "width": self.width,
        }

    # ------------------------------------------------------------------ the decision
    def act(self, state: State) -> str:
        choices = choices_of(state)
        me = state.to_move
        assert me is not None
        self._prepare(state.game)
        root, reused = self._root(state, me)
        stats = SearchStats(reused=reused)
        if len(choices) == 1:
            stats.chosen, stats.stopped = choices[0].id, "forced"
            self.last = stats
            self._keep(root, state, me, choices[0].id)
            if self.turn is not None and len(state.history) == self._turn_next:
                self._turn_next += 1  # still the same turn
            return choices[0].id
        players = state.game.profile.players
        budget = self.iterations
        started = perf_counter()
        think = stats.seconds = self._decision_time(state)
        deadline = None if think is None else started + think
        ids = [a.id for a in choices]
        done = 0
        while True:
            if budget is not None and done >= budget:
                stats.stopped = "iterations"
                break
            left = None if budget is None else budget - done
            if deadline is not None and done > 0 and done % TIME_CHECK == 0:
                now = perf_counter()
                if now >= deadline:
                    stats.stopped = "time"
                    break
                in_time = int(done * (deadline - now) / (now - started)) if now > started else done
                left = in_time if left is None else min(left, in_time)
            if self.early and left is not None and done > 0 and self._decided(root, me, ids, left):
                stats.stopped = "decided"
                break
            self._iterate(root, state.determinize(me, self.rng), players)
            done += 1
        stats.iterations = done
        best = self._best(root, me, [a.id for a in self._guard.untried(state, choices)])
        self._guard.chose(best)
        stats.chosen = best
        stats.children = {
            aid: (n.visits, n.reward / n.visits if n.visits else 0.0)
            for aid in ids
            if (n := root.children.get((me, aid))) is not None
        }
        self.last = stats
        self._keep(root, state, me, best)
        if self.turn is not None:
            self._turn_left -= perf_counter() - started
            self._turn_next = len(state.history) + 1
        return best

    def _decision_time(self, state: State) -> float | None:
        """Seconds for this decision: ``think``, or with a turn budget ``TURN_SHARE`` of what is left of the turn
        (a new turn starts whenever another player decided since this agent's last decision); the smaller of both."""
        if self.turn is None:
            return self.think
        if len(state.history) != self._turn_next or state.origin is not self._tree_origin:
            self._turn_left = self.turn
        share = max(TURN_FLOOR, self._turn_left * TURN_SHARE)
        return share if self.think is None else min(share, self.think)

    def _prepare(self, game: Game) -> None:
        if self._game is not game:
            self._game = game
            self._evaluate = evaluation_of(game)
            self._zero_sum = game.EVALUATION_ZERO_SUM
            if self.playout == "heuristic":
                require_evaluation(game, "mcts agent's heuristic playout policy (playout=heuristic)")
            if self.prior:
                require_evaluation(game, "mcts agent's evaluation prior (prior=N)")
            self._tree = None

    def _root(self, state: State, me: int) -> tuple[Node, int]:
        """The kept subtree if it still describes this decision (see the module docstring), else a new root."""
        tree = self._tree
        self._tree = None
        if (
            self.reuse
            and tree is not None
            and state.origin is self._tree_origin
            and me == self._tree_player
            and len(state.history) == self._tree_at
        ):
            tree.children = {k: n for k, n in tree.children.items() if k[0] == me}
            tree.visits = sum(n.visits for n in tree.children.values())
            return tree, tree.visits
        return Node(-1), 0

    def _keep(self, root: Node, state: State, me: int, chosen: str) -> None:
        self._tree = root.children.get((me, chosen)) if self.reuse else None
        self._tree_at = len(state.history) + 1
        self._tree_origin = state.origin
        self._tree_player = me

    @staticmethod
    def _decided(root: Node, me: int, ids: list[str], left: int) -> bool:
        """True when the most visited root action stays ahead whatever the ``left`` remaining iterations do."""
        visits = sorted((n.visits for aid in ids if (n := root.children.get((me, aid))) is not None), reverse=True)
        if len(visits) < len(ids):
            return False
        return visits[0] - visits[1] > left

    @staticmethod
    def _best(root: Node, me: int, ids: list[str]) -> str:
        """The most visited root action; ties go to the higher mean reward, then to the earlier legal action."""
        best, key = ids[0], (-1, -1.0)
        for aid in ids:
            node = root.children.get((me, aid))
            if node is None:
                continue
            k = (node.visits, node.reward / node.visits if node.visits else 0.0)
            if k > key:
                best, key = aid, k
        return best

    # ------------------------------------------------------------------ one iteration
    def _iterate(self, root: Node, world: State, players: int) -> None:
        rng = self.rng
        c = self.c
        node = root
        path = [root]
        while not world.is_over:
            mover = world.to_move
            assert mover is not None
            children = node.children
            untried = []
            chosen: Node | None = None
            chosen_id = ""
            best = -1.0
            for action in playable(world.legal_actions()):
                child = children.get((mover, action.id))
                if child is None:
                    untried.append(action.id)
                    continue
                child.avail += 1
                if not untried:
                    score = child.reward / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
                    if score > best:
                        best, chosen, chosen_id = score, child, action.id
            if untried:
                aid = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
                child = Node(mover)
                children[(mover, aid)] = child
                world.apply(aid)
                if self.prior and node is root:
                    self._seed_prior(child, world, mover, players)
                path.append(child)
                break
            assert chosen is not None
            world.apply(chosen_id)
            path.append(chosen)
            node = chosen
        rewards = self._playout(world, players)
        root.visits += 1
        for n in path[1:]:
            n.visits += 1
            n.reward += rewards[n.mover]

    def _seed_prior(self, child: Node, world: State, mover: int, players: int) -> None:
        """Progressive bias at the root: ``prior`` virtual visits at the evaluation of the position just reached."""
        evaluate = self._evaluate
        assert evaluate is not None
        if world.is_over:
            value = outcome_rewards(world, players)[mover]
        else:
            value = (max(-1.0, min(1.0, evaluate(world, mover))) + 1.0) / 2.0
        child.visits = self.prior
        child.reward = self.prior * value

    def _playout(self, world: State, players: int) -> list[float]:
        evaluate = self._evaluate
        if evaluate is None:
            limit = PLAYOUT_LIMIT
        else:
            limit = self.depth if self.depth is not None else DEFAULT_DEPTH
        rng = self.rng
        heuristic = self.playout == "heuristic"
        steps = 0
        while not world.is_over and steps < limit:
            choices = playable(world.legal_actions())
            if len(choices) == 1:
                world.apply(choices[0].id)
            elif heuristic:
                assert evaluate is not None
                world = _greedy(world, choices, evaluate, rng.below, self.width)
            else:
                world.apply(choices[rng.below(len(choices))].id)
            steps += 1
        if world.is_over:
            return outcome_rewards(world, players)
        if evaluate is None:
            return [0.5] * players
        return evaluated_rewards(world, players, evaluate, self._zero_sum)


def _greedy(world: State, choices: list[Any], evaluate: Evaluation, below: Any, width: int = 0) -> State:
    """The heuristic playout step: the position after the action whose result the mover's evaluation likes best
    (first of ties among a random rotation, so the policy is not biased towards the first legal action; with
    ``width`` > 0 only the rotation's first ``width`` actions are weighed). It is the copy that was evaluated:
    applying the action to ``world`` again would give the same position (its generator is copied with it)."""
    mover = world.to_move
    assert mover is not None
    n = len(choices)
    start = below(n)
    best, best_value = world, -2.0
    for k in range(min(n, width) if width else n):
        action = choices[(start + k) % n]
        child = world.clone()
        child.apply(action.id)
        value = evaluate(child, mover)
        if value > best_value:
            best, best_value = child, value
    return best
