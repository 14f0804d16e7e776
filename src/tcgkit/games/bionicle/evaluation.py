"""How good a Bionicle position is for one player: the evaluation the computer opponents use (``tcgkit.agents``).

Bionicle is a race: the first player to hold the six Great Masks of their own Toa wins (BIO-7.1), and nobody wins
at the turn limit (BIO-7.4). So the evaluation estimates, for each player, the **own turns still needed to win** and
returns ``tanh((theirs - mine) / SCALE)`` in [-1, 1] (1 won, -1 lost, 0 drawn, from ``outcome``). A player's
estimate is

    turns = T + (S - p * gain) / p_all * cycle - hand

with these terms:

- **S, challenge wins still needed** (BIO-5.16, BIO-7.1): the expected number of successful challenges until the
  last missing mask comes off the Mask & Turaga deck, and **gain**, how much one more win lowers it. Only public facts
  are used: held masks, the deck's size and the raid-returned cards known on its top (BIO-8.3); the hidden rest is
  taken as randomly ordered. A Turaga drawn instead of a mask still shortens the deck, so it is progress too, and a
  card lost to a raid costs exactly one more win.
- **p, the odds of the next challenge** (BIO-5.12, BIO-5.15), over the stats of the challenge cards still to come
  (the deck, else its discard, BIO-6.5; both lists are public, BIO-8.4), and **p_all** over the whole challenge deck
  for the challenges after it. A stat's odds come from the margin of the two Toa (their stat plus the bonuses of the
  attached mask and Turaga: the defender's attachments count against the challenger) through a logistic whose width
  grows with the cards both players hold (boosts and weakens may still swing it; a tie succeeds). Attaching the
  right mask raises p, and so does drafting challenge cards of one's strong stats (BIO-2.15).
- **T, turns to the next challenge attempt**: a shortest path on the map that respects the movement rules (BIO-5.1 to
  BIO-5.4): a step a turn and a step is mandatory, never onto the nest holding the Bohrok deck, entering a portal moves
  the Toa on to another portal in the same turn, entering an MI square costs ``MI_COST`` more turns (it hands out a
  mission), the other Toa's square and the own locked action square are walls (BIO-5.1 b, d: without them two Toa walked
  paths through each other in a one-wide corridor until the turn limit), and the challenge square locked by the last
  challenge is no target (BIO-5.3) unless IGNORE_LOCKS is in effect. Each challenge square is charged with how much
  longer than a ``cycle`` the walk on from it takes (without this the greedy agent would hover for ever next to a lone
  challenge square), a 2C square (two challenges) saves ``TWO_C`` turns. While missions are queued no challenge square
  may be entered (BIO-5.1 f, BIO-6.4): T then runs through the active (oldest) mission first — the nearest square that
  fulfils it (ENTER_KIND, DISTANCE_FROM_DRAW; ADJACENT_TO_OPPONENT counts half the walk, the other Toa moves too), or an
  estimate from the hand size (DISCARD_ACTIONS needs a full hand from GA squares, PLAY_ACTIONS a playable card) — then
  on to a challenge square, plus ``MISSION_AVG`` turns for each further queued mission. This term makes the greedy agent
  avoid MI squares, finish its missions (or play ABANDON_MISSION) and walk the circuit of challenge squares.
- **cycle**, the turns between two attempts on the circuit (the lock forces a move to another challenge square):
  the mean of the map's three shortest walks from a challenge square to the next; one more needed win costs
  cycle / p_all turns.
- **hand**, ``HAND`` turns for each action card in hand up to ``HAND_FULL``, ``HAND_EXTRA`` beyond (counted, never
  read: the opponent's hand is hidden, BIO-8.1): cards boost challenges, add steps, draw and drop missions, so GA
  and 2G squares are worth a detour and a card is played only where it gains more.
- **Pending procedures**, which a one-ply search cannot see past: a challenge whose window is open counts at the
  current margin (the cards played in it count, BIO-5.12), its success and its failure weighed by those odds (a
  success that wins the game needs no walk on), a challenge still to come on this square (the second of
  a 2C) at p; a raid in its window costs the defender one more needed win at the raid's odds (a returned card must
  be won again, BIO-5.20), a raid loss being chosen costs it for sure, and a raid on offer (BIO-5.18) counts at its
  odds with the top Bohrok's modifier. The player who moves next is half a turn ahead, and steps still to take this
  turn (extra steps, BIO-4.10) shorten T.
- **Chance since the last decision** counts at its odds, not at its outcome: challenge cards revealed after the
  last decision with no window decision in between go back into the pile for p, and the challenges and raids they
  decided count at their odds; a mission drawn by the last move counts as an average mission until its owner's next
  turn. The agents meet these cards only in re-dealt copies of the state, where their outcome is a sample: valuing
  the sample would make the greedy agent step onto a challenge square only when its copy happens to win, and onto
  an MI square when its copy happens to hand out an easy mission.
- **Turn limit**: turns beyond the own turns left count only ``LATE`` as much, so two players who cannot finish in
  time are close to the draw that awaits them.

Only public information is read (positions, locks, held and attached cards, mission queues, hand and deck sizes,
discards, the public challenge list, the procedure stack, the public log and the last decision), so the value is
the same for both players up to its sign (``evaluate(s, 0) == -evaluate(s, 1)``) and a determinization
(``state.determinize``) does not change it. Shortest-path tables are computed once per map, nest and target set and
cached for the process; an evaluation costs a few tens of microseconds.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .base import HAND_LIMIT, NONE
from .challenges import values
from .effects import ANY, STATS

if TYPE_CHECKING:
    from .maps import Board
    from .state import BioState

MI_COST = 5.0  # extra turns of entering an MI square: the mission it hands out must be finished first
MISSION_AVG = 5.0  # turns to finish a queued mission behind the active one
TWO_C = 1.5  # turns a 2C square saves over a CL square (its second challenge)
HAND = 0.7  # turns a card in hand is worth, up to HAND_FULL cards
HAND_EXTRA = 0.4  # each card beyond HAND_FULL
HAND_FULL = 5
P_MIN = 0.08  # the odds of a challenge never drop below this
SIGMA_BASE = 0.35  # width of the margin logistic with empty hands
SIGMA_PER_CARD = 0.22  # and its growth per card in the two hands (on average)
CARD_ODDS = {"move": 0.22, "turn": 0.18, ANY: 0.4}  # share of a hand's cards usable for PLAY_ACTIONS
DRAW_TURNS = 2.5  # turns between two GA or 2G squares (the action lock forbids the same one twice, BIO-5.3)
LATE = 0.2  # weight of the turns beyond the own turns left before the turn limit
START_T = 5.0  # turns to the first challenge square before the Toa are placed
UNREACHABLE = 60.0
SCALE = 20.0  # tanh(turn difference / SCALE)

INF = float("inf")
_ACTION_KINDS = frozenset({"GA", "2G"})
_BEFORE_MOVE = frozenset({"sdiscard", "attach", "twindow", "recover", "abandon", "movestep", "mwindow", "moving"})


# ---------------------------------------------------------------------------------------------------- map distances
class _Graph:
    """The map as a directed graph of turns (one step a turn, BIO-4.9) for one nest and one mission state.

    Nodes ``0..n-1`` stand on a square; node ``n + k`` has just *entered* portal ``k`` and moves on, for free, to
    another portal (BIO-5.4: the transfer is mandatory and happens in the same turn). Entering a square costs 1, an MI
    square ``1 + MI_COST``; the nest holding the Bohrok deck is closed (BIO-5.1 c), and with ``closed_challenges``
    so are the CL and 2C squares (a mission is queued, BIO-5.1 f). Distances to target sets are cached per key."""

    __slots__ = ("board", "cache", "pred", "size", "succ")

    def __init__(self, board: Board, nest: int, closed_challenges: bool) -> None:
        self.board = board
        n = len(board.coords)
        portal_node = {sq: n + k for k, sq in enumerate(board.portals)}
        self.size = n + len(board.portals)
        succ: list[list[tuple[int, float]]] = [[] for _ in range(self.size)]
        for u in range(n):
            for v in board.adj[u]:
                if v == nest or (closed_challenges and board.challenge[v]):
                    continue
                if v in portal_node:
                    succ[u].append((portal_node[v], 1.0))
                else:
                    succ[u].append((v, 1.0 + (MI_COST if board.kind[v] == "MI" else 0.0)))
        for sq, node in portal_node.items():
            succ[node] = [(w, 0.0) for w in board.portals if w != sq]
        self.succ = succ
        self.pred: list[list[tuple[int, float]]] = [[] for _ in range(self.size)]
        for u, edges in enumerate(succ):
            for v, cost in edges:
                self.pred[v].append((u, cost))
        self.cache: dict[tuple[Any, ...], list[float]] = {}

    def walls(self, wall: tuple[int, ...]) -> tuple[int, ...]:
        """The nodes a Toa may not enter while the squares ``wall`` are closed to it (the other Toa's, BIO-5.1 b,
        and its locked action square, BIO-5.1 d): a closed portal is no transfer destination either (BIO-5.4)."""
        portals = self.board.portals
        n = len(self.board.coords)
        return tuple(node for sq in wall for node in ((sq, n + portals.index(sq)) if sq in portals else (sq,)))

    def to_targets(
        self, key: tuple[Any, ...], targets: Callable[[], dict[int, float]], wall: tuple[int, ...] = ()
    ) -> list[float]:
        """Turns from every node to the cheapest of the targets (node -> value on arrival, built by ``targets`` the
        first time) without entering the squares ``wall``, cached under ``key`` and ``wall``: a reverse Dijkstra."""
        full = (key, wall)
        found = self.cache.get(full)
        if found is not None:
            return found
        walls = self.walls(wall)
        dist = [INF] * self.size
        heap = [(base, node) for node, base in targets().items() if node not in walls]
        for base, node in heap:
            dist[node] = min(dist[node], base)
        heapq.heapify(heap)
        pred = self.pred
        while heap:
            d, v = heapq.heappop(heap)
            if d > dist[v]:
                continue
            for u, cost in pred[v]:
                nd = d + cost
                if nd < dist[u] and u not in walls:
                    dist[u] = nd
                    heapq.heappush(heap, (nd, u))
        if len(self.cache) > 4096:
            self.cache.clear()
        self.cache[full] = dist
        return dist

    def step(self, dist: list[float], node: int, wall: tuple[int, ...] = ()) -> float:
        """Turns from ``node`` when the Toa must first take a step (BIO-4.9): a target counts only when entered, and
        the squares ``wall`` cannot be entered (BIO-5.1 b, d)."""
        walls = self.walls(wall)
        best = INF
        for v, cost in self.succ[node]:
            d = cost + dist[v]
            if d < best and v not in walls:
                best = d
        return best


_GRAPHS: dict[tuple[str, int, bool], _Graph] = {}
_CYCLES: dict[tuple[str, int], tuple[float, dict[int, float]]] = {}


def _graph(board: Board, nest: int, closed_challenges: bool) -> _Graph:
    key = (board.name, nest, closed_challenges)
    g = _GRAPHS.get(key)
    if g is None:
        g = _GRAPHS[key] = _Graph(board, nest, closed_challenges)
    return g


def _action_squares(board: Board) -> list[int]:
    return [sq for sq in range(len(board.coords)) if board.action[sq]]


def _next_challenge(open_graph: _Graph, clock: int) -> list[float]:
    """Turns from every node to the nearest challenge square other than the locked one (BIO-5.3); a 2C square
    counts TWO_C turns less."""
    board = open_graph.board
    return open_graph.to_targets(
        ("next", clock),
        lambda: {
            sq: (-TWO_C if board.kind[sq] == "2C" else 0.0)
            for sq in range(len(board.coords))
            if board.challenge[sq] and sq != clock
        },
    )


def _cycle(open_graph: _Graph) -> tuple[float, dict[int, float]]:
    """(cycle, moves on): the turns between two attempts on the map's best circuit (the mean of its three shortest
    moves from a just locked challenge square to another one), and that move from each challenge square."""
    board = open_graph.board
    key = (board.name, id(open_graph))
    found = _CYCLES.get(key)
    if found is None:
        moves = {sq: _next_challenge(open_graph, sq)[sq] for sq in range(len(board.coords)) if board.challenge[sq]}
        best = [m for m in sorted(moves.values())[:3] if m < INF] or [UNREACHABLE]
        found = _CYCLES[key] = (max(1.0, sum(best) / len(best)), moves)
    return found


def _to_challenge(open_graph: _Graph, clock: int, wall: tuple[int, ...]) -> list[float]:
    """Turns from every node to a challenge attempt other than on the locked square (BIO-5.3), each target charged
    with how much longer than a cycle the move on from it takes (a lone challenge square far from the others costs
    that walk after the attempt; without it the agent would rather hover next to it for ever). The squares ``wall``
    (the other Toa's and the own locked action square) are neither entered nor passed through (BIO-5.1 b, d)."""
    found = open_graph.cache.get((("challenge", clock), wall))
    if found is not None:
        return found
    cycle, moves = _cycle(open_graph)
    board = open_graph.board
    return open_graph.to_targets(
        ("challenge", clock),
        lambda: {
            sq: min(moves[sq], UNREACHABLE) - cycle - (TWO_C if board.kind[sq] == "2C" else 0.0)
            for sq in moves
            if sq != clock
        },
        wall,
    )


# ---------------------------------------------------------------------------------------------------- the estimate
def evaluate(state: BioState, player: int) -> float:
    """The value of ``state`` for ``player`` in [-1, 1] (see the module docstring)."""
    outcome = state.outcome
    if outcome is not None:
        winner = outcome[0]
        return 0.0 if winner is None else (1.0 if winner == player else -1.0)
    ctx = _Context(state)
    mine = ctx.turns_to_win(player)
    theirs = ctx.turns_to_win(1 - player)
    left = max(1.0, (state.options["turn_limit"] - state.turn + 1) / 2)
    return math.tanh((_capped(theirs, left) - _capped(mine, left)) / SCALE)


def turns_to_win(state: BioState, player: int) -> float:
    """The estimated own turns ``player`` still needs to hold all six masks (the module docstring's formula)."""
    return _Context(state).turns_to_win(player)


def _capped(turns: float, left: float) -> float:
    return turns if turns <= left else left + LATE * (turns - left)


_WINDOW_PLAYS: dict[str, bool] = {}


def _window_play(state: BioState, aid: str) -> bool:
    """Whether decision ``aid`` was made in a challenge or raid window (BIO-5.10): a pass, or a challenge-timed card
    other than a redraw (a redraw reveals a new card the player did not know)."""
    if aid == "pass":
        return True
    if not aid.startswith("play "):
        return False
    cid = aid[5:]
    found = _WINDOW_PLAYS.get(cid)
    if found is None:
        card = state.GAME.cards.get(cid)
        timing = getattr(card, "timing", "")
        ops = [e.op for e in getattr(card, "effects", ())]
        found = _WINDOW_PLAYS[cid] = timing == "challenge" and "REDRAW_CHALLENGE" not in ops
    return found


def _odds(margin: float, sigma: float) -> float:
    """The chance that a comparison with this margin (challenger minus defender; a tie succeeds, BIO-5.15) ends as a
    success once the players' remaining cards have had their say."""
    return 1.0 / (1.0 + math.exp(-(margin + 0.5) / sigma))


_MARGIN = 40  # margins beyond this are as good as certain
_ODDS_ROWS: dict[int, list[float]] = {}


def _odds_row(cards: int) -> list[float]:
    """``_odds`` for every margin from -_MARGIN to _MARGIN with ``cards`` cards in the two hands (cached)."""
    row = _ODDS_ROWS.get(cards)
    if row is None:
        sigma = SIGMA_BASE + SIGMA_PER_CARD * cards / 2
        row = _ODDS_ROWS[cards] = [_odds(m, sigma) for m in range(-_MARGIN, _MARGIN + 1)]
    return row


class _Context:
    """What both players' estimates share: the procedure stack read once, the stat values, the challenge cards to
    come, and what chance revealed since the last decision."""

    __slots__ = (
        "by_stat",
        "challenges",
        "credit",
        "current",
        "cycle",
        "fresh",
        "loss",
        "mover",
        "offer",
        "pile",
        "raid",
        "raided",
        "results",
        "returned",
        "row",
        "sigma",
        "state",
        "steps",
        "transfer",
        "vals",
        "whole",
    )

    def __init__(self, state: BioState) -> None:
        self.state = state
        self.current = -1  # player whose challenge is in its window (chal_resolve on the stack)
        self.raid = -1  # raider whose raid is in its window (raid_resolve on the stack)
        self.loss = -1  # defender choosing the card a successful raid returns
        self.offer = -1  # player offered a raid (holding a krana card for the top Bohrok, BIO-5.18)
        self.challenges = [0, 0]  # challenges still to be revealed per player (a 2C square's second one)
        self.transfer = -1  # player choosing a portal exit
        self.steps = [0, 0]  # steps the player may still take this turn (the mandatory one and extra steps)
        for frame in state.stack:
            op = frame[0]
            if op == "chal_resolve":
                self.current = frame[1]
            elif op == "challenge":
                self.challenges[frame[1]] += 1
            elif op == "raid_resolve":
                self.raid = frame[1]
            elif op == "raid_loss":
                self.loss = frame[1]
            elif op == "raid_offer":
                self.offer = frame[1]
            elif op == "portal":
                self.transfer = frame[1]
            elif op == "stepto":  # ("stepto", player, 1 for the mandatory step, 0 for extra ones)
                self.steps[frame[1]] = frame[2] + state.extra
            elif op in _BEFORE_MOVE:
                self.steps[frame[1]] = 1 + state.extra
        # half a turn for the player who moves next: the active one until its Toa has moved, then the other one
        self.credit = [0.0, 0.0]
        active = state.active
        self.credit[active if self.steps[active] else 1 - active] = 0.5
        history = state.history
        self.fresh = not history or not _window_play(state, history[-1])
        hands = state.hands
        self.sigma = SIGMA_BASE + SIGMA_PER_CARD * (len(hands[0]) + len(hands[1])) / 2
        self.row = _odds_row(len(hands[0]) + len(hands[1]))
        self.by_stat: list[dict[str, float] | None] = [None, None]  # each player's odds per challenge stat
        self.vals = (_stat_values(state, 0), _stat_values(state, 1))
        chal_stat = state.facts.chal_stat
        cdeck, cdisc, revealed = state.cdeck, state.cdisc, state.revealed
        self.mover, self.results, reveals, self.raided, self.returned = -1, [], 0, False, False
        upcoming = cdeck or cdisc
        if self.fresh:
            # the challenge cards revealed since the last decision go back into the pile they came from, and the
            # challenges and raids they decided count at their odds, for both players alike
            self.mover, self.results, reveals, self.raided, self.returned = _since_move(state)
            if reveals:
                used = [revealed] if revealed != NONE else []
                back = min(len(cdisc), reveals - len(used))
                upcoming = cdeck + used + (cdisc[len(cdisc) - back :] if back > 0 else [])
        self.pile = _stat_counts(chal_stat, upcoming)
        whole = cdeck + cdisc
        if revealed != NONE:
            whole.append(revealed)
        self.whole = _stat_counts(chal_stat, whole)
        nest = state.nest if state.bdeck else NONE
        self.cycle = _cycle(_graph(state.board, nest, False))[0] if state.pos[0] != NONE else START_T

    def odds(self, q: int, pile: dict[str, int], bonus: dict[str, int] | None = None) -> float:
        """The chance that a challenge (or, with the Bohrok's ``bonus``, a raid) of ``q`` succeeds, over the stats of
        the challenge cards of ``pile`` (public lists, BIO-8.4)."""
        mine, theirs = self.vals[q], self.vals[1 - q]
        row = self.row
        total = 0.0
        n = 0
        if bonus:
            for s, k in pile.items():
                total += k * row[max(0, min(2 * _MARGIN, mine[s] - theirs[s] + bonus.get(s, 0) + _MARGIN))]
                n += k
        else:
            by_stat = self.by_stat[q]
            if by_stat is None:
                by_stat = self.by_stat[q] = {
                    s: row[max(0, min(2 * _MARGIN, mine[s] - theirs[s] + _MARGIN))] for s in mine
                }
            for s, k in pile.items():
                total += k * by_stat[s]
                n += k
        return max(P_MIN, total / n)

    def turns_to_win(self, q: int) -> float:
        """The module docstring's estimate for player ``q``."""
        state = self.state
        o = 1 - q
        p = self.odds(q, self.pile)  # the next challenge: the cards to come (the deck, else its discard, BIO-6.5)
        needed, gain = _needed(state, q)
        revealed = state.revealed
        chance = -1.0  # the odds of q's challenge in its window, if there is one
        if self.current == q and revealed != NONE:
            if self.fresh:
                chance = p
            else:
                v = values(state)
                chance = _odds(v[q] - v[o], self.sigma)
        if self.mover == q and state.pos[q] == state.clock[q] and not self.steps[q]:
            # the challenges decided since the last decision count at their odds, not at their outcome
            for success in self.results:
                needed += gain * (1.0 - p) if success else -gain * p
        needed -= gain * p * self.challenges[q]
        # a successful raid makes its defender win a returned card again (BIO-5.20)
        mods = state.facts.bohrok_mod
        if self.mover == o and self.raided:  # a raid since the last decision counts at its odds
            bohrok = state.rbohrok if state.rbohrok != NONE else state.removed[-1]
            if state.held[q] or self.returned:
                needed += self.odds(o, self.pile, mods[bohrok]) - (1.0 if self.returned else 0.0)
        elif self.raid == o and revealed != NONE and state.held[q]:
            v = values(state)
            needed += _odds(v[o] - v[q], self.sigma)
        elif self.loss == q:
            needed += 1.0
        elif self.offer == o and state.held[q] and state.bdeck:  # a raid offered now (BIO-5.18)
            needed += self.odds(o, self.pile, mods[state.bdeck[-1]])
        t = self.turns_to_attempt(q)
        steps = self.steps[q]
        if steps:  # this turn's steps cover the first ``steps`` of the walk (BIO-4.9, BIO-4.10)
            t = max(1.0, t - steps + 1.0)
        t -= self.credit[q]
        h = len(state.hands[q])
        hand = HAND * min(h, HAND_FULL) + HAND_EXTRA * max(0, min(h, HAND_LIMIT) - HAND_FULL)
        cycle = self.cycle
        # the next attempt at the odds of the cards to come, the later ones at the odds of the whole challenge deck
        later = self.odds(q, self.whole)
        fail = t + max(0.0, needed - p * gain) / later * cycle
        if chance < 0.0:
            return fail - hand
        # a challenge in its window: its success and its failure weighed by its odds. (Taking off ``chance`` wins at
        # once, as before, is the same until nothing more is needed; then it kept charging the walk on from here in
        # full, and standing next to a challenge square the last mask hangs on was worth more than entering it.)
        after = needed - gain
        success = 0.0 if after <= 1e-9 else t + max(0.0, after - p * gain) / later * cycle
        return chance * success + (1.0 - chance) * fail - hand

    def turns_to_attempt(self, q: int) -> float:
        """T: turns until ``q``'s Toa enters a challenge square it may challenge on (its missions first)."""
        state = self.state
        pos = state.pos[q]
        if pos == NONE:
            return START_T
        board = state.board
        nest = state.nest if state.bdeck else NONE
        open_graph = _graph(board, nest, False)
        clock = state.clock[q]
        alock = state.alock[q]
        if state.ignore and self.steps[q]:
            clock = alock = NONE  # IGNORE_LOCKS this Move step: the locked squares are open again (BIO-10.4)
        # no step enters the other Toa's square (BIO-5.1 b) or the locked action square (BIO-5.1 d): it stays locked
        # until a challenge square or another action square is entered, which a walk to a challenge does at its end
        wall = tuple(sq for sq in (state.pos[1 - q], alock) if sq != NONE)
        after = _to_challenge(open_graph, clock, wall)
        node = pos
        if self.transfer == q and board.kind[pos] == "PO":
            node = len(board.coords) + board.portals.index(pos)
        queue = state.mq[q]
        if not queue:
            return min(open_graph.step(after, node, wall), UNREACHABLE)
        if (
            len(queue) == 1
            and not state.melig[q]
            and state.mdraw[q][0] == pos
            and state.active != q
            and board.kind[pos] == "MI"
            and self.fresh
        ):
            # drawn by the last move: an average mission, whichever card the (re-dealt) mission deck gave
            t = MI_COST + open_graph.step(after, node, wall)
        else:
            closed = _graph(board, nest, True)
            t = _mission_turns(state, q, closed, after, node, clock, wall) + MISSION_AVG * (len(queue) - 1)
        return min(t, UNREACHABLE)


def _stat_counts(chal_stat: tuple[str, ...], pile: list[int]) -> dict[str, int]:
    """How many challenge cards of ``pile`` name each stat (all six once for an empty pile)."""
    counts: dict[str, int] = {}
    for iid in pile:
        s = chal_stat[iid]
        counts[s] = counts.get(s, 0) + 1
    return counts or dict.fromkeys(STATS, 1)


def _stat_values(state: BioState, q: int) -> dict[str, int]:
    """BIO-5.12 without window cards: the Toa's stats plus its attached mask's and Turaga's bonuses."""
    facts = state.facts
    toa = state.toa[q]
    if toa == NONE:
        return dict.fromkeys(STATS, 0)
    vals = dict(facts.toa_stats[toa])
    for iid in (state.amask[q], state.aturaga[q]):
        if iid != NONE:
            stat, bonus = facts.stat_bonus[iid]
            vals[stat] += bonus
    return vals


def _since_move(state: BioState) -> tuple[int, list[bool], int, bool, bool]:
    """What happened since the last Toa entered a square (the log is public, BIO-8.6): who moved, the results of the
    challenges they made since, how many challenge cards were revealed, whether they raided and whether the raid made
    the other player return a card."""
    results: list[bool] = []
    reveals = 0
    raided = returned = False
    for kind, data, _seen in reversed(state.events):
        if kind == "move":
            return data["player"], results, reveals, raided, returned
        if kind == "challenge_result":
            results.append(data["success"])
        elif kind == "reveal":
            reveals += 1
        elif kind == "raid":
            raided = True
        elif kind == "return":
            returned = True
    return -1, [], 0, False, False


def _needed(state: BioState, q: int) -> tuple[float, float]:
    """(S, gain): the expected challenge wins ``q`` needs for the missing masks, and how much one more win lowers it.

    Public facts only (BIO-8.3, BIO-8.6): the masks held, the M&T deck's size and its known top cards; the masks
    not held and not known on top are somewhere in the hidden rest, in random order."""
    facts = state.facts
    own = facts.name[state.toa[q]]
    is_mask, toa_of, name = facts.is_mask, facts.toa_of, facts.name
    held = {name[i] for i in state.held[q] if is_mask[i] and toa_of[i] == own}
    deck = state.mtdecks[q]
    k = state.mtknown[q]
    known: list[bool] = []
    for i in range(1, k + 1):
        iid = deck[-i]
        fresh = is_mask[iid] and toa_of[iid] == own and name[iid] not in held
        if fresh:
            held.add(name[iid])
        known.append(fresh)
    masks = max(0, 6 - len(held))
    hidden = len(deck) - k
    s = _expected(known, hidden, masks)
    if known:
        after = _expected(known[1:], hidden, masks)
    elif hidden:
        after = (masks / hidden) * _expected([], hidden - 1, masks - 1) if masks else 0.0
        after += ((hidden - masks) / hidden) * _expected([], hidden - 1, masks) if hidden > masks else 0.0
    else:
        after = s
    return s, max(0.0, s - after)


def _expected(known: list[bool], hidden: int, masks: int) -> float:
    """Expected draws until every missing mask is drawn: ``known`` top cards (True = a missing mask) first, then
    ``hidden`` cards in random order holding ``masks`` missing masks (the last of r among n sits at r(n+1)/(r+1))."""
    if masks <= 0:
        last = 0
        for i, fresh in enumerate(known):
            if fresh:
                last = i + 1
        return float(last)
    if masks > hidden:
        return UNREACHABLE
    return len(known) + masks * (hidden + 1) / (masks + 1)


def _mission_turns(
    state: BioState, q: int, closed: _Graph, after: list[float], node: int, clock: int, wall: tuple[int, ...]
) -> float:
    """Turns to finish ``q``'s active mission (BIO-5.7, BIO-5.8, BIO-10.5) and then reach a challenge square,
    never entering the squares ``wall`` (BIO-5.1 b, d)."""
    op, kinds, n, d, timing = state.facts.cond[state.mq[q][0]]  # type: ignore[misc]
    left = max(0, n - state.mprog[q])
    board = state.board
    then = closed.step(after, node, wall)  # the step after the mission check, towards a challenge square
    if op == "ENTER_KIND":
        if left == 0:
            return max(2.0, then)
        n_squares = len(board.coords)  # a portal counts when it is entered: its transfer node
        nodes = (
            n_squares + board.portals.index(sq) if k == "PO" else sq for sq, k in enumerate(board.mkind) if k in kinds
        )
        dist = closed.to_targets(("kind", kinds, clock), lambda: {t: after[t] for t in nodes}, wall)
        return closed.step(dist, node, wall) + (left - 1)
    if op == "DISTANCE_FROM_DRAW":
        drawn = state.mdraw[q][0]
        far = closed.to_targets(
            ("far", drawn, d, clock),
            lambda: {sq: after[sq] for sq in range(len(board.coords)) if board.distance(sq, drawn) >= d},
            wall,
        )
        return max(1.0, closed.step(far, node, wall))
    if op == "ADJACENT_TO_OPPONENT":
        if left == 0:
            return max(2.0, then)
        # the other Toa moves too, and not necessarily away: count half the walk to it (meeting half way), so
        # that the estimate does not reward its owner's opponent for running away instead of racing
        opp = state.pos[1 - q]
        near = closed.to_targets(("near", opp), lambda: dict.fromkeys(board.adj[opp], 0.0), wall)
        return max(1.0 + 0.5 * (closed.step(near, node, wall) - 1.0), then) + (left - 1)
    h = len(state.hands[q])
    if left == 0:
        wait = 1.0
    elif op == "DISCARD_ACTIONS":
        # a discard needs a full hand: at the Start step with 7 cards (BIO-4.3) or before a draw past 7 (BIO-5.5);
        # the missing cards come from GA and 2G squares, the first of them a walk away, the next ones DRAW_TURNS each
        short = HAND_LIMIT - h
        if short <= 0:
            wait = float(left)
        else:
            draws = closed.to_targets(("draws",), lambda: dict.fromkeys(_action_squares(board), 0.0), wall)
            wait = closed.step(draws, node, wall) + DRAW_TURNS * (short - 1) + left
        return max(wait + 1.0, then)
    else:  # PLAY_ACTIONS: a usable card in hand is played at once, else one must be drawn first
        share = CARD_ODDS.get(timing, CARD_ODDS[ANY])
        holds = 1.0 - (1.0 - share) ** h
        wait = left * (1.0 + 3.0 * (1.0 - holds))
    return max(wait + 1.0, then)
