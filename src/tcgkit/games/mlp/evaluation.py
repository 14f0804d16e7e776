"""How good a My Little Pony CCG position is for one player: the evaluation the computer opponents use
(``tcgkit.agents``).

``evaluate(state, player)`` returns a value in [-1, 1] from ``player``'s point of view: 1 a won game, -1 a lost one,
0 a draw, and in between ``tanh`` of a score counted in points, *mine minus the opponent's*:

- **points** (MLP-7.1): each point toward the 15 that win, the last few worth more (they close the game);
- **problems** (MLP-5.2–5.5): at every slot, a player who *meets* the requirement there (and is not blocked,
  MLP-5.3) with lasting power scores a confront point in each of their score phases, so a met slot is worth more
  than a point; a slot not yet met is worth its share of the requirement already covered, so the agents build toward
  it one friend at a time. Lasting power leaves out "until end of turn/phase/faceoff" modifiers and counts every
  character as readied (MLP-4.3). The active player, before their confront step, also gets most of a point for each
  slot met with the power it will have then (exhausted characters 0, this turn's modifiers in): that point is
  about to be scored, and temporary pumps are worth buying only when they complete a requirement now;
- **contested problems** (MLP-5.8, MLP-5.21): where both players meet a slot, the confront starts a faceoff whose
  winner scores the problem's bonus; it is valued by the power difference there;
- **characters** in play by their power, **frightened** friends a little (they can be recovered, MLP-4.20),
  **resources** in play, and a penalty for friends at home beyond the Mane's home limit (discarded, MLP-4.26);
- **troublemakers** (MLP-4.17, MLP-5.3): a face-up one blocks the opponent's confront at its slot (the blocking
  itself shows in the problem term), a face-down one is a threat to come; both are counted by number only;
- **action tokens** (MLP-4.4) and **hand** size up to the hand limit (MLP-4.25);
- a **faceoff in progress** (MLP-5.12–5.27): the stake (the problem's bonus, or a troublemaker's points, its block
  and the character it may send home) times the chance each side wins, from the current totals and the expected
  reveal. Without this the one-ply heuristic could not see past the faceoff window when it decides to challenge or
  to play a faceoff event.

The evaluation reads only public information (scores, tokens, cards in play and face up, hand and deck *sizes*,
face-down cards by count), so it is exactly antisymmetric and unchanged by the re-deal of hidden cards that agents
apply before calling it. The weights are set by hand; what they achieve is measured in docs/ai-strength.md.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .board import DOWN, EXH, FRIGHT, WIN_POINTS
from .cards import COLOR_BIT
from .facts import FRIEND, RESOURCE, TROUBLEMAKER

if TYPE_CHECKING:
    from .state import MlpState

POINT = 1.0  # each point scored
POINT_LATE = 0.5  # extra for each point beyond LATE_FROM: they end the game
LATE_FROM = 10
MEET = 1.3  # a slot met with lasting power: a confront point at the player's next score phase, more while it holds
NOW = 0.9  # the active player meets a slot with the power it will have at this turn's confront step
PROGRESS = 0.9  # a slot not met: this times the share of the requirement covered
BLOCKED = 0.35  # share of a met slot's value kept while an opposing troublemaker blocks it (it can be challenged)
CONTEST = 0.45  # a slot both players meet: this times its bonus times the faceoff edge
CHARACTER = 0.5  # each face-up character in play
PER_POWER = 0.3  # and per point of its power
FRIGHTENED = 0.15
RESOURCE_IN_PLAY = 0.35
OVER_HOME = 0.6  # each friend at home beyond the home limit
TM_UP = 0.3  # a face-up troublemaker of the player (its block is valued at the problems)
TM_DOWN = 0.55  # a face-down troublemaker of the player: it will block when uncovered
TOKEN = 0.25  # each action token up to TOKENS_USEFUL
TOKENS_USEFUL = 6
TOKEN_EXTRA = 0.08
HAND = 0.22  # each card in hand up to the hand limit
HAND_LIMIT = 8
HAND_EXTRA = 0.03
REVEAL = 1.5  # the mean reveal value of a draw-deck card (the sample decks: friends of power 1-4, others 0)
SPREAD = 1.8  # faceoff win chance = logistic((total - other total) / SPREAD)
UNBLOCK = 0.8  # a defeated troublemaker no longer blocks
SENT_HOME = 0.8  # a character the troublemaker's owner sends home
SCALE = 8.0  # tanh(score / SCALE)

_EARLY_PHASES = frozenset({"troublemaker", "main", "score"})
_BRIEF = frozenset({"p", "f"})  # power modifiers gone before the confront step: this phase, this faceoff


def evaluate(state: MlpState, player: int) -> float:
    """The value of ``state`` for ``player`` in [-1, 1] (see the module docstring)."""
    outcome = state.outcome
    if outcome is not None:
        winner = outcome[0]
        return 0.0 if winner is None else (1.0 if winner == player else -1.0)
    with state.reading():
        score = _board(state, player) + _faceoff(state, player)
    return math.tanh(score / SCALE)


def points_value(n: int) -> float:
    """The worth of a score of ``n`` points."""
    return POINT * n + POINT_LATE * max(0, min(n, WIN_POINTS) - LATE_FROM)


def _board(state: MlpState, player: int) -> float:
    """Everything but a faceoff in progress, ``player``'s side minus the opponent's, in one pass over the cards in
    play (each character's power and colours are computed once: this runs at every playout leaf)."""
    F, fl, owner = state.F, state.fl, state.owner
    au = state.auras()
    side = [points_value(state.scores[0]), points_value(state.scores[1])]
    skip = state.fo_slots if state.fo_kind == "problem" else ()
    active = state.active if state.phase in _EARLY_PHASES else -1
    brief: dict[int, int] = {}  # power modifiers gone before this turn's confront step
    passing: dict[int, int] = {}  # and those gone by the next turn
    for m in state.mods:
        if m[1]:
            table = brief if m[4] in _BRIEF else passing if m[4] else None
            if table is not None:
                table[m[0]] = table.get(m[0], 0) + m[1]
    for k, cards in enumerate(state.locs):
        if k >= 2 and state.loc_prob[k] < 0:
            continue
        here: list[list[tuple[int, int]]] = [[], []]  # (lasting power, colour mask) of each player's characters
        now: list[tuple[int, int]] = []  # (power at this turn's confront, colour mask) of the active player's
        home_friends = 0
        for i in cards:
            q = owner[i]
            kind = F[i].kind
            flags = fl[i]
            if kind <= FRIEND:
                if flags & FRIGHT:
                    side[q] += FRIGHTENED
                else:
                    pw = state.raw_power(i, au)
                    lasting = pw
                    if brief or passing:
                        b = brief.get(i, 0)
                        lasting = max(0, pw - b - passing.get(i, 0))
                        pw = max(0, pw - b)
                    side[q] += CHARACTER + PER_POWER * lasting
                    if k >= 2:
                        mask = state.colors(i)
                        if lasting:
                            here[q].append((lasting, mask))
                        if q == active and pw and not flags & EXH:
                            now.append((pw, mask))
                if k == q and kind == FRIEND:
                    home_friends += 1
            elif kind == TROUBLEMAKER:
                side[q] += TM_DOWN if flags & DOWN else TM_UP
            elif kind == RESOURCE:
                side[q] += RESOURCE_IN_PLAY
        if k < 2:
            side[k] -= OVER_HOME * max(0, home_friends - state.home_limit(k))
        elif k not in skip:
            v0, pw0, met0 = _slot(state, 0, k, here[0])
            v1, pw1, met1 = _slot(state, 1, k, here[1])
            side[0] += v0
            side[1] += v1
            if met0 and met1:
                side[0] += CONTEST * state.F[state.loc_prob[k]].bonus * math.tanh((pw0 - pw1) / 3.0)
            if now and _slot(state, active, k, now)[2]:
                side[active] += NOW
    for r in state.attached:
        side[owner[r]] += RESOURCE_IN_PLAY
    for q in (0, 1):
        tokens = state.tokens[q] - state.ptokens[q]  # tokens of this phase only are spent or lost
        side[q] += TOKEN * min(tokens, TOKENS_USEFUL) + TOKEN_EXTRA * max(0, tokens - TOKENS_USEFUL)
        hand = len(state.hands[q])
        side[q] += HAND * min(hand, HAND_LIMIT) + HAND_EXTRA * max(0, hand - HAND_LIMIT)
    return side[player] - side[1 - player]


def _slot(state: MlpState, p: int, k: int, powers: list[tuple[int, int]]) -> tuple[float, int, bool]:
    """Player ``p`` at slot ``k`` with characters of these (power, colour mask): (value, total power, whether the
    requirement is met and the slot not blocked, MLP-5.2, MLP-5.3)."""
    if not powers:
        return 0.0, 0, False
    total = sum(pw for pw, _ in powers)
    need = missing = colored = 0
    for key, n in state.requirement(p, k):
        if key == "any":
            n += colored
            have = total
        else:
            colored += n
            if key.startswith("not_"):
                bit = COLOR_BIT[key[4:]]
                have = sum(pw for pw, mask in powers if not mask & bit)
            else:
                bit = COLOR_BIT[key]
                have = sum(pw for pw, mask in powers if mask & bit)
        need += n
        if have < n:
            missing += n - have
    met = missing == 0
    value = MEET if met else PROGRESS * (1.0 - missing / need) if need else 0.0
    if state.blocked(p, k):
        return value * BLOCKED, total, False
    return value, total, met


def _faceoff(state: MlpState, player: int) -> float:
    """A faceoff in progress (0 if none): its stake times each side's chance to win, for ``player``."""
    kind = state.fo_kind
    if not kind:
        return 0.0
    totals = _totals(state)
    edge = 1.0 / (1.0 + math.exp(-(totals[0] - totals[1]) / SPREAD))  # side 0's chance
    side0 = state.fo_side[0]
    if kind == "problem":
        stake = max((state.F[state.loc_prob[k]].bonus for k in state.fo_slots if state.loc_prob[k] >= 0), default=0)
        value = stake * (2.0 * edge - 1.0)
    else:
        tm = state.fo_tm
        if tm < 0 or not state.in_play(tm) or side0 == state.owner[tm]:
            return 0.0  # no result to come, or one's own Epic challenged: not a contest between the players
        win = points_value(state.scores[side0] + state.F[tm].points) - points_value(state.scores[side0]) + UNBLOCK
        value = edge * win - (1.0 - edge) * SENT_HOME
    return value if player == side0 else -value


def _totals(state: MlpState) -> tuple[float, float]:
    """Each side's expected total: the base totals (computed, or as the window would close now) and the reveals."""
    if state.fo_round > 0:
        return float(state.fo_tot[0]), float(state.fo_tot[1])
    base = [0.0, 0.0]
    fl = state.fl
    au = state.auras()
    for s in (0, 1):
        if state.fo_kind == "troublemaker" and s == 1:
            tm = state.fo_tm
            base[s] = state.F[tm].power + sum(m[1] for m in state.mods if m[0] == tm)
        else:
            base[s] = sum(
                state.power(i, au)
                for i in state.fo_parts[s]
                if state.in_play(i) and not fl[i] & (EXH | FRIGHT) and state.where(i) in state.fo_slots
            )
        base[s] += state.fo_bonus[s]
    reveal = [REVEAL if state.decks[state.fo_side[s]] else 0.0 for s in (0, 1)]
    reveal = [r * (1 + state.fo_extra[s]) for s, r in enumerate(reveal)]
    return base[0] + reveal[0], base[1] + reveal[1]
