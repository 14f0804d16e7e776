"""How good a Hikaru no Go position is for one player: the evaluation the computer opponents use (``tcgkit.agents``).

``evaluate(state, player)`` returns a value in [-1, 1] from ``player``'s point of view: 1 a won game, -1 a lost one,
0 a draw, and in between ``x / sqrt(1 + x²)`` of ``x = lead / scale``, a projected final *lead* in score points
(HGO-7.5). That sigmoid never rounds to ±1 (a won game is the only 1), so even a lopsided position keeps ordering
the moves of the one-ply heuristic.

The game is scored by area: stones on the board + territory + agehama (+ 0.5 komi for White, HGO-7.5–7.7). Both
players place all 18 stones (HGO-4.4, HGO-7.3), so at the end a player's stones on the board are exactly 18 minus the
stones the opponent took; the final lead is therefore twice the agehama difference plus the territory difference
(the empty squares left are exactly the stones removed) plus komi. The lead is built from those terms and from what
will still change them:

- **agehama** (HGO-1.7): each stone taken is worth 2 points, certain;
- **komi** (HGO-7.5): half a point for White;
- **stone safety** (HGO-5.6–5.8): a group with one or two liberties may be captured by the next placement; it costs
  its size times the capture chance, which depends on who places the next stone (the capturer first, or the owner
  who may still escape), and nothing when the capturer has no stone left to place;
- **territory** (HGO-7.6): empty regions bordered by one player only, weighted by the share of today's empty squares
  that will still be empty at the end (stones removed so far / empty squares: every other empty square gets filled);
- **match material** (HGO-5.23–5.35): uchite in play, valued by their attack and defense, and the *pressure* of the
  best attack each player can make (the defender answering with their best uchite or none, each stone taken worth
  2 points, a discarded uchite its material) for the matches still to come, this turn's included;
- **a match in progress** is valued as it stands: a pending defender choice by the defender's best answer, the
  technique window by the current attack and defense (modifiers, static bonuses and pending effects included), and
  stones the winner is still choosing as already taken. Without this the one-ply heuristic could not see past the
  defender's decision, nor value a technique before its cost is paid;
- **mana** (HGO-5.1): untapped stones pay for techniques in matches and uchite; tapped ones come back three a turn
  (HGO-4.3); stones owed to a payment in progress count as tapped already;
- **cards**: hand size, face-down fuseki and the character in play, a little each (the hand refills every turn);
- **pending effects** (DRAW, UNTAP_STONES, TAP_OPP_STONES, OPP_DISCARD_RANDOM, RECOVER, TAKE_STONE, BANISH_UCHITE and
  the match modifiers, HGO-10.8) are valued as if resolved.

The resource terms fade as the game nears its end (the 36 turns of HGO-7.3), and ``scale`` shrinks with the stones
still to place, so a lead counts more when less can change. Only public information is read (HGO-8.1): the board,
bowls, agehama, hand sizes, cards in play, in a match or resolving. Hidden cards (hands, decks, face-down fuseki) are
never looked at, so the value is the same on every determinization and exactly antisymmetric between the players.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from .board import FULL, dilate, group
from .match import stones_for

if TYPE_CHECKING:
    from .state import HgoState

# ---------------------------------------------------------------------- weights (points of final score)
STONE = 2.0  # a stone taken: +1 agehama for the taker, -1 stone on the board for the loser (HGO-7.5)
KOMI = 0.5  # HGO-7.5: White's half point
#: Chance that a group is captured, by liberties (index 1, 2), when the capturer places next / the owner first.
CAPTURE_RISK_CAPTURER_FIRST = (0.0, 0.85, 0.15)
CAPTURE_RISK_OWNER_FIRST = (0.0, 0.35, 0.05)
CAPTURED_SQUARE = 0.5  # a captured group's square tends to become the capturer's territory
#: An uchite in play: a base for being a fighter (matches to come, a defender to send) plus per printed point.
UCHITE_BASE = 0.8
UCHITE_ATTACK = 0.25
UCHITE_DEFENSE = 0.2
PRESSURE_NOW = 0.8  # weight of this turn's best attack, while it can still be declared
PRESSURE_FUTURE = 0.35  # weight of each future match's best attack, up to PRESSURE_TURNS of them
PRESSURE_TURNS = 3
MANA = 0.3  # each untapped stone, up to MANA_USEFUL
MANA_USEFUL = 6
MANA_EXTRA = 0.08
TAPPED = 0.08  # a tapped stone comes back (three per Recovery phase)
HAND = 0.08  # each card in hand (the hand refills to 7 every turn, HGO-4.5)
FUSEKI = 0.3  # each face-down fuseki
CHARACTER_VALUE = 0.5  # a character in play (its static bonus counts in the match terms too)
FADE_TURNS = 4  # resources fade over the last turns of the game
SCALE_BASE = 2.0  # scale = SCALE_BASE + SCALE_PER_STONE * stones still to place
SCALE_PER_STONE = 0.15
TURNS = 36  # HGO-7.3: 18 stones each, one per turn

_BEFORE_STONE = frozenset({"turn", "stone", "place"})  # frames meaning the active player still places this turn
_MATCH_OPEN = frozenset({"defend", "window_open", "window", "resolve"})
_RAISES = frozenset({"BOOST", "ATTACK_UP", "DEFENSE_UP"})
_BEFORE_MATCH = frozenset({"mulligan", "recovery", "stone", "hand", "main", "match"})  # phases up to HGO-4.8


def evaluate(state: HgoState, player: int) -> float:
    """The value of ``state`` for ``player`` in [-1, 1] (see the module docstring)."""
    outcome = state.outcome
    if outcome is not None:
        winner = outcome[0]
        return 0.0 if winner is None else (1.0 if winner == player else -1.0)
    x = lead_of(state) / (SCALE_BASE + SCALE_PER_STONE * (state.bowls[0] + state.bowls[1]))
    value = x / math.sqrt(1.0 + x * x)
    return value if player == 0 else -value


def lead_of(state: HgoState) -> float:
    """Player 0's projected final lead in points (negative: player 1 leads)."""
    stones = state.stones
    age = state.agehama
    lead = STONE * (age[0] - age[1]) + (KOMI if state.black == 1 else -KOMI)
    pend = _Pending(state)
    lead += pend.gain[0] - pend.gain[1]
    lead += _board(state, stones[0], stones[1], _next_placer(state))
    turns_left = TURNS - state.turn
    fade = min(1.0, (turns_left + 1) / FADE_TURNS)
    lead += fade * (_resources(state, 0, pend) - _resources(state, 1, pend))
    lead += _matches(state, pend, turns_left)
    return lead


def _next_placer(state: HgoState) -> int:
    """Who places the next stone: the active player if their Stone phase is still to come, else the other."""
    a = state.active
    for frame in state.stack:
        if frame[0] in _BEFORE_STONE:
            return a
    return 1 - a


def _board(state: HgoState, s0: int, s1: int, placer: int) -> float:
    """Stone safety and territory, for player 0 (HGO-5.6–5.8, HGO-7.6)."""
    empty = FULL ^ (s0 | s1)
    bowls = state.bowls
    out = 0.0
    for x, own in ((0, s0), (1, s1)):
        if not bowls[1 - x]:
            continue  # the capturer has no stone left to place
        capturer_first = placer != x or not bowls[x]
        risk = CAPTURE_RISK_CAPTURER_FIRST if capturer_first else CAPTURE_RISK_OWNER_FIRST
        loss = 0.0
        rest = own
        while rest:
            g = group(own, rest & -rest)
            rest ^= g
            libs = dilate(g) & empty
            if libs & (libs - 1) == 0:
                loss += risk[1] * g.bit_count()
            elif (libs & (libs - 1)) & ((libs & (libs - 1)) - 1) == 0:
                loss += risk[2] * g.bit_count()
        out += loss * (STONE + CAPTURED_SQUARE) * (-1.0 if x == 0 else 1.0)
    removed = state.agehama[0] + state.agehama[1]
    if removed and empty:
        weight = min(1.0, removed / empty.bit_count())
        t0 = t1 = 0
        rest = empty
        while rest:
            r = group(empty, rest & -rest)
            rest ^= r
            border = dilate(r) & ~r
            if not border & s1:
                t0 += r.bit_count()
            elif not border & s0:
                t1 += r.bit_count()
        out += weight * (t0 - t1)
    return out


class _Pending:
    """What the procedure stack still holds, per player: stones owed to payments, stones about to be taken or
    untapped, cards about to enter play, pending effects (valued as if resolved) and pending match modifiers.
    Card choices still to make are valued at their best (the most valuable uchite a BANISH_UCHITE may discard).
    """

    __slots__ = ("chars", "gain", "hand", "mana", "match_open", "mods", "owed", "uchite")

    def __init__(self, state: HgoState) -> None:
        self.owed = [0, 0]  # stones still to tap for a payment in progress (HGO-5.3)
        self.mana = [0, 0]  # stones about to be untapped (+) or tapped by the opponent (-)
        self.hand = [0, 0]
        self.gain = [0.0, 0.0]  # points from stones about to be taken and uchite about to be banished
        self.uchite: list[list[int]] = [[], []]  # uchite about to enter the area
        self.chars = [0, 0]
        self.mods: list[tuple[str, int, int]] = []  # match modifiers about to be added: (kind, player, n)
        self.match_open = False  # the match's result is still to be decided
        F = state.F
        tapped = state.tapped
        stones = state.stones
        for frame in state.stack:
            op = frame[0]
            if op == "pay":
                _, p, cost, picked = frame
                self.owed[p] += sum(cost) - picked.bit_count()
            elif op == "eff":
                self._effect(state, frame[1], frame[3])
            elif op == "technique" or op == "resolve_fuseki":
                for eff in F[frame[2]].effects:
                    self._effect(state, frame[1], eff)
            elif op == "enter_uchite":
                self.uchite[frame[1]].append(frame[2])
            elif op == "enter_character":
                self.chars[frame[1]] = 1
            elif op == "take" or op == "take_fx":
                p = frame[1]
                self.gain[p] += STONE * min(frame[2], stones[1 - p].bit_count())
            elif op == "untap" or op == "untap_fx":
                p = frame[1]
                self.mana[p] += min(frame[2], (stones[p] & tapped).bit_count())
            elif op == "tap_fx":
                p = frame[1]
                self.mana[1 - p] -= min(frame[2], (stones[1 - p] & ~tapped).bit_count())
            elif op == "recover":
                self.hand[frame[1]] += 1
            elif op == "banish":
                p, x = frame[1], frame[2]
                self.gain[p] += max((_material(F[u]) for u in state.uchite[1 - p] if F[u].defense <= x), default=0)
            elif op in _MATCH_OPEN:
                self.match_open = True

    def _effect(self, state: HgoState, p: int, eff: tuple[Any, ...]) -> None:
        kind = eff[0]
        stones = state.stones
        tapped = state.tapped
        if kind == "DRAW":
            self.hand[p] += eff[1]
        elif kind == "UNTAP_STONES":
            self.mana[p] += min(eff[1], (stones[p] & tapped).bit_count())
        elif kind == "TAP_OPP_STONES":
            self.mana[1 - p] -= min(eff[1], (stones[1 - p] & ~tapped).bit_count())
        elif kind == "OPP_DISCARD_RANDOM":
            self.hand[1 - p] -= min(eff[1], len(state.hands[1 - p]))
        elif kind == "RECOVER":
            self.hand[p] += 1
        elif kind == "TAKE_STONE":
            self.gain[p] += STONE * min(eff[1], stones[1 - p].bit_count())
        elif kind == "BANISH_UCHITE":
            F = state.F
            x = eff[1]
            self.gain[p] += max((_material(F[u]) for u in state.uchite[1 - p] if F[u].defense <= x), default=0)
        else:  # a match modifier (HGO-10.8)
            self.mods.append((kind, p, eff[1] if len(eff) > 1 else 0))


def _material(f: Any) -> float:
    """The worth of an uchite card in play: a base for being a fighter, plus its printed attack and defense."""
    return UCHITE_BASE + UCHITE_ATTACK * f.attack + UCHITE_DEFENSE * f.defense


def _resources(state: HgoState, p: int, pend: _Pending) -> float:
    """Mana, cards in hand, face-down fuseki, the character and the uchite material of ``p``."""
    stones = state.stones[p]
    tapped = state.tapped
    untapped = (stones & ~tapped).bit_count() - pend.owed[p] + pend.mana[p]
    down = (stones & tapped).bit_count() + pend.owed[p] - pend.mana[p]
    untapped = max(untapped, 0)
    score = MANA * min(untapped, MANA_USEFUL) + MANA_EXTRA * max(0, untapped - MANA_USEFUL) + TAPPED * max(down, 0)
    score += HAND * max(0, len(state.hands[p]) + pend.hand[p])
    score += FUSEKI * len(state.fuseki[p])
    if state.chars[p] or pend.chars[p]:
        score += CHARACTER_VALUE
    F = state.F
    for u in state.uchite[p]:
        score += _material(F[u])
    for u in pend.uchite[p]:
        score += _material(F[u])
    owner = state.owner
    for slot in (state.att, state.dfd):
        if slot >= 0 and owner[slot] == p:
            score += _material(F[slot])
    return score


def _result(
    A: int, D: int, att_value: float, dfd_value: float, extra: tuple[int, int], loser_stones: tuple[int, int]
) -> float:
    """The attacker's gain in points from a match resolved at values A and D (HGO-5.33–5.35): stones taken
    (capped at the loser's stones on the board) and the loser's uchite discarded (both on a tie)."""
    if A > D:
        return STONE * min(stones_for(A - D) + extra[0], loser_stones[1]) + dfd_value
    if D > A:
        return -(STONE * min(stones_for(D - A) + extra[1], loser_stones[0]) + att_value)
    return dfd_value - att_value


def _matches(state: HgoState, pend: _Pending, turns_left: int) -> float:
    """Player 0's gain from the match in progress (if any) and from the pressure of the matches still to come."""
    a = state.active
    out = 0.0
    sign = 1.0 if a == 0 else -1.0
    if state.att >= 0 and pend.match_open:
        out += sign * _match_in_progress(state, pend)
    # this turn's attack, while it can still be declared
    if not state.match_held and state.att < 0 and state.phase in _BEFORE_MATCH:
        now = _pressure(state, a, pend, eligible_only=True)
        out += sign * PRESSURE_NOW * now
    # future matches: each player's remaining turns (the active player's after this one)
    fut_active = min(PRESSURE_TURNS, turns_left // 2)
    fut_other = min(PRESSURE_TURNS, (turns_left + 1) // 2)
    if fut_active:
        out += sign * PRESSURE_FUTURE * fut_active * _pressure(state, a, pend, eligible_only=False)
    if fut_other:
        out -= sign * PRESSURE_FUTURE * fut_other * _pressure(state, 1 - a, pend, eligible_only=False)
    return out


def _fighters(state: HgoState, p: int, pend: _Pending) -> list[int]:
    """``p``'s uchite in the area, about to enter, or back from the match slots."""
    out = list(state.uchite[p]) + pend.uchite[p]
    owner = state.owner
    for slot in (state.att, state.dfd):
        if slot >= 0 and owner[slot] == p:
            out.append(slot)
    return out


def _pressure(state: HgoState, x: int, pend: _Pending, eligible_only: bool) -> float:
    """The best gain ``x`` can expect from one attack at printed values: the best attacker against the defender's
    best answer (no defender, or any of their uchite), never below 0 (no match)."""
    F = state.F
    if eligible_only:
        turn = state.turn
        since = state.since
        attackers = [u for u in state.uchite[x] if since[u] < turn or F[u].quick]
    else:
        attackers = _fighters(state, x, pend)
    if not attackers:
        return 0.0
    y = 1 - x
    defenders = [_fighter(F[d]) for d in _fighters(state, y, pend)]
    bonus_a = _char_bonus(state, x, "attacker")
    bonus_d = _char_bonus(state, y, "defender")
    n_x = state.stones[x].bit_count()
    n_y = state.stones[y].bit_count()
    best = 0.0
    for u in attackers:
        attack, _, mu = _fighter(F[u])
        A = max(0, attack + bonus_a)
        worst = STONE * min(stones_for(A), n_y)  # no defender: D = 0 (HGO-5.32)
        for _, defense, md in defenders:
            if worst <= best:
                break  # this attacker cannot beat the best one found
            D = max(0, defense + bonus_d)
            if A > D:
                r = STONE * min(stones_for(A - D), n_y) + md
            elif D > A:
                r = -(STONE * min(stones_for(D - A), n_x) + mu)
            else:
                r = md - mu
            if r < worst:
                worst = r
        if worst > best:
            best = worst
    return best


_FIGHTERS: dict[str, tuple[int, int, float]] = {}


def _fighter(f: Any) -> tuple[int, int, float]:
    """An uchite's attack as attacker and defense as defender with its own STATIC_BONUS, and its material."""
    out = _FIGHTERS.get(f.cid)
    if out is None:
        out = _FIGHTERS[f.cid] = (f.attack + _static(f, "attacker"), f.defense + _static(f, "defender"), _material(f))
    return out


def _static(f: Any, role: str) -> int:
    return sum(n for r, n in f.static if r == role or r == "any")


def _char_bonus(state: HgoState, p: int, role: str) -> int:
    chars = state.chars[p]
    return _static(state.F[chars[0]], role) if chars else 0


def _match_in_progress(state: HgoState, pend: _Pending) -> float:
    """The attacker's expected gain from the match in progress: the defender's best answer while they still choose,
    else the result at the current values with pending modifiers counted."""
    a = state.active
    d = 1 - a
    F = state.F
    att = state.att
    fa = F[att]
    mods = list(state.mods) + [(k, q, n, -1) for k, q, n in pend.mods]
    raise_a = raise_d = 0
    extra = [0, 0]
    guard = [False, False]  # GUARD keeps a side's uchite from being discarded (HGO-10.8)
    for kind, q, n, _ in mods:
        if kind in _RAISES:
            if q == a:
                raise_a += n
            else:
                raise_d += n
        elif kind == "WEAKEN":
            if q == a:
                raise_d -= n
            else:
                raise_a -= n
        elif kind == "EXTRA_TAKE":
            extra[0 if q == a else 1] += n
        elif kind == "GUARD":
            guard[0 if q == a else 1] = True
    A = max(0, fa.attack + state.static_bonus(att, a, "attacker") + raise_a)
    n_a = state.stones[a].bit_count()
    n_d = state.stones[d].bit_count()
    mu = 0.0 if guard[0] else _material(fa)
    ex = (extra[0], extra[1])
    if state.dfd >= 0:
        dfd = state.dfd
        D = max(0, F[dfd].defense + state.static_bonus(dfd, d, "defender") + raise_d)
        return _result(A, D, mu, 0.0 if guard[1] else _material(F[dfd]), ex, (n_a, n_d))
    deciding = state.stack[-1][0] == "defend" if state.stack else False
    best = _result(A, 0, mu, 0.0, ex, (n_a, n_d))  # no defender
    if deciding:
        for u in state.uchite[d]:
            g = F[u]
            D = max(0, g.defense + state.static_bonus(u, d, "defender") + raise_d)
            r = _result(A, D, mu, _material(g), ex, (n_a, n_d))
            if r < best:
                best = r
    return best
