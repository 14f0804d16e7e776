"""How good a Build Divide position is for one player: the evaluation the computer opponents use (``tcgkit.agents``).

``evaluate(state, player)`` returns a value in [-1, 1] from ``player``'s point of view: 1 a won game, -1 a lost one,
0 a draw, and in between ``tanh`` of a material score, *mine minus the opponent's*:

- **life** (BDV-1.10): the last life cards are worth the most, since a player with an empty life zone loses to the
  next unblocked hit (BDV-7.1);
- **units** on the field (BDV-1.13): current power and hit; a rested unit cannot block and may be attacked
  (BDV-4.12), so it is discounted when the other side has a unit strong enough to destroy it;
- **energy** (BDV-5.1), with diminishing value past what the costliest cards need, and a little for energy still
  standing (it pays shots on the other player's turn, BDV-5.32);
- **hand** size up to the hand limit, a **liberated** territory (BDV-1.7), and a penalty when the draws left
  (deck + life, BDV-6.1) run out;
- an **attack in progress** (an attack, block or damage frame on the procedure stack, BDV-5.20–5.29) is valued as the
  defender's best answer: no block (losing the expected life, busters included, BDV-5.31) or a block by a standing
  unit (the battle of BDV-5.26–5.27). Without this the one-ply heuristic could not see past the block decision.

The evaluation reads only the state it is given; agents hand it determinized copies, so it never sees what the
player may not know. The weights below are set by hand; what they achieve is measured in docs/ai-strength.md.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import BdvState

#: Value of the k-th life card counted from the last one (index 0 = the last card left).
LIFE = (4.0, 3.4, 2.9, 2.5, 2.2, 1.9, 1.7, 1.5, 1.4, 1.3)
LIFE_EXTRA = 1.1  # each life card beyond ten
UNIT_BASE = 1.0
UNIT_PER_1000_POWER = 0.45
UNIT_PER_HIT = 1.1
RESTED_EXPOSED = 0.35  # share of a rested unit's value lost when the opponent can destroy it
ENERGY = 0.9  # each energy card up to ENERGY_USEFUL
ENERGY_USEFUL = 7
ENERGY_EXTRA = 0.2
ENERGY_STANDING = 0.12  # standing energy can pay shots
HAND = 0.55  # each card in hand up to the hand limit
HAND_EXTRA = 0.15
LIBERATED = 1.5
DRAWS_SAFE = 4  # below this many cards in deck + life, each missing one costs DECK_OUT
DECK_OUT = 1.2
BUSTER_RATE = 0.3  # expected extra damage per damage point (about 12 busters in 40 cards, BDV-2.7)
LETHAL = 25.0  # an attack that will empty a life zone and hit again
SCALE = 12.0  # tanh(score / SCALE)

_ATTACK_FRAMES = frozenset({"atkcheck", "block", "engage", "dmg"})


def evaluate(state: BdvState, player: int) -> float:
    """The value of ``state`` for ``player`` in [-1, 1] (see the module docstring)."""
    outcome = state.outcome
    if outcome is not None:
        winner = outcome[0]
        return 0.0 if winner is None else (1.0 if winner == player else -1.0)
    other = 1 - player
    score = _side(state, player) - _side(state, other) + _pending_attack(state, player)
    return math.tanh(score / SCALE)


def life_value(n: int) -> float:
    """The worth of a life zone of ``n`` cards."""
    if n <= len(LIFE):
        return sum(LIFE[:n])
    return sum(LIFE) + (n - len(LIFE)) * LIFE_EXTRA


def unit_value(state: BdvState, i: int) -> float:
    return UNIT_BASE + UNIT_PER_1000_POWER * state.power_of(i) / 1000 + UNIT_PER_HIT * state.hit_of(i)


def _side(state: BdvState, p: int) -> float:
    o = 1 - p
    score = life_value(len(state.life[p]))
    rested = state.rested
    strongest_foe = max((state.power_of(j) for j in state.field[o]), default=0)
    for i in state.field[p]:
        value = unit_value(state, i)
        if rested[i] and strongest_foe and strongest_foe >= state.power_of(i):
            value *= 1.0 - RESTED_EXPOSED
        score += value
    energy = state.energy[p]
    n = len(energy)
    score += ENERGY * min(n, ENERGY_USEFUL) + ENERGY_EXTRA * max(0, n - ENERGY_USEFUL)
    score += ENERGY_STANDING * sum(1 for i in energy if not rested[i])
    hand, limit = len(state.hand[p]), state.hand_limit[p]
    score += HAND * min(hand, limit) + HAND_EXTRA * max(0, hand - limit)
    if state.liberated[p]:
        score += LIBERATED
    draws = len(state.deck[p]) + len(state.life[p])
    if draws < DRAWS_SAFE:
        score -= DECK_OUT * (DRAWS_SAFE - draws)
    return score


def _pending_attack(state: BdvState, player: int) -> float:
    """The expected result of an attack in progress for ``player`` (0 if none): the defender's best answer."""
    for frame in reversed(state.stack):
        op = frame[0]
        if op not in _ATTACK_FRAMES:
            continue
        if op == "dmg":
            _, a, u, r = frame
            target = -1
            blockers: list[int] = []
        else:
            _, x, u, target = frame
            a = x if op != "block" else 1 - x
            blockers = [] if op == "engage" or state.f[u].unblockable else _standing(state, 1 - a)
            r = state.hit_of(u) if target < 0 else 0
        if not state.on_field(u):
            return 0.0
        d = 1 - a
        options = [_damage(state, d, r) if target < 0 else _battle(state, u, target)]
        options += [_battle(state, u, b) for b in blockers]
        best = max(options)  # the defender's point of view
        return best if player == d else -best
    return 0.0


def _standing(state: BdvState, p: int) -> list[int]:
    return [b for b in state.field[p] if not state.rested[b]]


def _damage(state: BdvState, d: int, r: int) -> float:
    """The defender's gain (negative) from taking ``r`` life damage, busters expected."""
    if r <= 0:
        return 0.0
    life = len(state.life[d])
    expected = r * (1.0 + BUSTER_RATE)
    if expected > life:
        return -LETHAL
    lost = life_value(life) - life_value(life - int(expected)) + (expected % 1) * _next_card(life - int(expected))
    return -lost


def _next_card(n: int) -> float:
    """The worth of the next life card lost from a zone of ``n`` cards."""
    return 0.0 if n <= 0 else life_value(n) - life_value(n - 1)


def _battle(state: BdvState, u: int, x: int) -> float:
    """The defender's gain from a battle of attacker ``u`` against defending unit ``x`` (BDV-5.26, BDV-5.27)."""
    pu, px = state.power_of(u), state.power_of(x)
    gain = 0.0
    if pu > 0 and pu >= px:
        gain -= unit_value(state, x)
    if px > 0 and px >= pu:
        gain += unit_value(state, u)
    return gain
