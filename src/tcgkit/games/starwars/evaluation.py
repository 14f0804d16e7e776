"""How good a Star Wars TCG position is for one player: the evaluation the computer opponents use (``tcgkit.agents``).

``evaluate(state, player)`` returns a value in [-1, 1] from ``player``'s point of view: 1 a won game, -1 a lost one,
0 a draw. A game is won at the end of a turn by being the only player with units in 2 of the 3 arenas (SWT-7.1,
SWT-7.2), and most games are decided within the first turns, so the evaluation is built around that check:

- **this turn's arena control**: for each arena, the chance that at the end of the current turn only ``player`` has
  units in it, and the chance that only the opponent has. An arena whose battle is over this turn is settled by who
  is in it; an arena whose battle is still to come, or under way, is settled by a quick *expected-value replay of its
  battle* (SWT-5.11-5.18): the untapped units activate fastest first (Dark first on ties, SWT-5.12), each attacks the
  enemy unit where the exchange is best for it or holds when every exchange is bad, both battling units roll their
  power (dice mode ``seed``) with hits on 4+ (Accuracy, Critical Hit, Evade, Armor, prevention and Deflect counted),
  and each unit's chance to survive comes from the mean and variance of the damage it takes (a normal approximation
  of the dice). An attack in progress (``atk``) is part of the replay: declared and not rolled yet, it counts in
  expectation (so the one-ply heuristic sees what a battle card played before the roll is worth); rolled, its dice
  count as they lie. A player whose build step is still to come this turn brings their retreated units back
  (redeploying is free, SWT-5.1 d);
- **the immediate result**: from those per-arena chances, the chance that ``player`` controls 2 or more arenas at the
  end of this turn (a win) minus the chance that the opponent does (a loss); the arenas are treated as independent;
- **material**, for the turns after this one, *mine minus the opponent's*, weighted by the chance that the game goes
  on: units in play (power, health left, speed; retreated units count a little less, as they are out of this turn's
  control check), the expected arena control of this turn again (presence carries over into the next turn), build
  counters on face-down cards (SWT-5.2: an investment that becomes a unit), build points not spent yet (worth a
  little less than a counter, since they vanish at the end of the turn, SWT-6.4), Force (battle cards, abilities and
  contest bids, with diminishing value), cards in hand, and a contest in progress (SWT-5.19-5.22) valued by who can
  outbid whom.

Only what ``player`` may know is read: the public table (units, counters, Force, build points, the number of cards
in hands and decks) and, of the face-down cards being built, the identity of ``player``'s own and of those revealed
to them (``state.known``); others count by their counters. So the value is the same for every re-deal of the cards
hidden from ``player``, and without face-down cards it is exactly antisymmetric: ``evaluate(s, 0) ==
-evaluate(s, 1)``. Weights were tuned against the random agent and in ISMCTS self-play (docs/starwars.md).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from .base import LOCATION, RETREATED, U_CARDS, U_DMG, U_ID, U_OWN, U_TAP, U_ZONE, UNIT, Unit

if TYPE_CHECKING:
    from .state import SwtState

# ---------------------------------------------------------------- material weights (per side)
UNIT_BASE = 1.0  # any unit in play: a body that can hold an arena
UNIT_POWER = 0.3  # per point of current power (dice rolled when attacking and defending)
UNIT_HEALTH = 0.3  # per point of health left (damage it can still take)
UNIT_SPEED = 0.01  # per point of speed (acting first, SWT-5.12)
RETREATED_SHARE = 0.8  # a retreated unit's share of its value: out of this turn's control, back next turn
CONTROL = 2.5  # per arena this side is expected to control at the end of this turn
COUNTER = 0.45  # per build counter on a face-down card
FACE_DOWN = 0.3  # per face-down card, whatever its counters
PROGRESS = 0.25  # share of a known face-down card's worth gained as its counters approach its requirement
NEED_GUESS = 4  # the requirement assumed for a face-down card whose identity the evaluating player does not know
CARD_WORTH = 1.5  # the worth of a completed location, equipment or mission (a unit's is its material value)
BUILD_POINT = 0.35  # per unspent build point (they vanish at the end of the turn)
FORCE = 0.16  # per point of Force up to FORCE_USEFUL
FORCE_USEFUL = 12
FORCE_EXTRA = 0.04
HAND = 0.3  # per card in hand
SCALE = 14.0  # tanh(material / SCALE)
LATER = 0.85  # the material term's share of the value when the game is not decided this turn
STRATEGY = 0.5  # the outlook's share of the value after this turn (the rest is material)
HOLD = 0.85  # the outlook's chance that an arena held alone stays held
WAR_STEEPNESS = 1.5  # how decisive a force x toughness advantage is in the outlook
RETURNING = 0.8  # a retreated unit's share in the outlook of its arena (it can be redeployed next turn)
SETUP_TOTAL = 30  # SWT-3.7: the initial total each player builds to
SETUP_DAMPING = 2.0  # during the initial build, this turn's win and loss chances count (share deployed) ** this

# ---------------------------------------------------------------- the battle replay
WORTH_BASE = 1.0  # a unit's worth to its side in the replay's choice of attacks: being there
WORTH_POWER = 0.1  # ... and its power
CHIP = 0.05  # the replay's value of damage that does not destroy (it helps later attacks)
DEAD = 0.02  # below this chance to be alive a unit no longer acts in the replay

_SQRT2 = math.sqrt(2.0)


class _U:
    """A unit in the battle replay: its side (0 = the evaluating player), stats, keywords and the damage it is
    expected to take (mean and variance), with the chance that this damage destroys it."""

    __slots__ = (
        "acc",
        "acts",
        "armor",
        "crit",
        "dead",
        "deflect",
        "evade",
        "hit",
        "hp",
        "mean",
        "power",
        "prevent",
        "retal",
        "rmean",
        "rvar",
        "side",
        "speed",
        "tie",
        "uid",
        "var",
        "worth",
    )

    def __init__(self, side: int, uid: int, speed: int, power: int, hp: int, kws: dict[str, int], tie: int) -> None:
        self.side = side
        self.uid = uid
        self.speed = speed
        self.power = power
        self.hp = hp  # health left (current health - damage counters)
        self.tie = tie  # 0 for Dark's units: Dark activates first on equal speeds (SWT-5.12)
        self.acts = False
        self.mean = 0.0
        self.var = 0.0
        self.dead = 0.0
        self.prevent = 0
        self.worth = WORTH_BASE + WORTH_POWER * power
        if kws:
            self.acc = kws.get("Accuracy", 0)
            self.crit = kws.get("Critical Hit", 0)
            self.armor = 1 if "Armor" in kws else 0
            self.deflect = kws.get("Deflect", 0)
            self.evade = kws.get("Evade", 0)
            self.retal = kws.get("Retaliate", 0)
        else:
            self.acc = self.crit = self.armor = self.deflect = self.evade = self.retal = 0
        self.hit = _hit_chance(self.acc)
        key = (power, self.acc, self.crit)
        rolled = _ROLLS.get(key)
        if rolled is None:
            rolled = _ROLLS[key] = _roll(power, self.hit, self.crit)
        self.rmean, self.rvar = rolled

    def take(self, mean: float, var: float) -> None:
        """Add expected damage; update the chance that it destroys the unit (SWT-6.6)."""
        self.mean += mean
        self.var += var
        self.dead = _tail(self.mean, self.var, self.hp)


def evaluate(state: SwtState, player: int) -> float:
    """The value of ``state`` for ``player`` in [-1, 1] (see the module docstring)."""
    outcome = state.outcome
    if outcome is not None:
        winner = outcome[0]
        return 0.0 if winner is None else (1.0 if winner == player else -1.0)
    win, loss, outlook, material = terms(state, player)
    later = (1.0 - win - loss) * LATER * (STRATEGY * outlook + (1.0 - STRATEGY) * math.tanh(material / SCALE))
    return max(-1.0, min(1.0, win - loss + later))


def terms(state: SwtState, player: int) -> tuple[float, float, float, float]:
    """The evaluation's parts for ``player`` in an unfinished game: the chance to win at the end of this turn, the
    chance to lose then, the outlook for the turns after (the chance to win the arena war minus the chance to lose
    it, in [-1, 1]) and the material score (mine minus the opponent's)."""
    auras = state.auras()
    stat_auras = [e for e in auras if e[0].op == "aura" and e[0].stat]
    kw_auras = any(e[0].op == "aura" and e[0].keyword for e in auras)
    mods = state.mods
    kw_mods = any(m[1].startswith("kw:") for m in mods)
    phase = _Phase(state)
    battling = phase.arena
    here: list[list[tuple[Any, ...]]] = [[], [], []]  # per arena: the units that count there this turn
    sides = [0, 0, 0]  # per arena: bit 1 = the evaluating player has a unit there, bit 2 = the opponent has one
    # per arena and side: expected battle damage per attack, and health left, of the units that will fight there
    force = [[0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]
    toughness = [[0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]
    material = 0.0
    facts = state.facts
    for u in state.units:
        zone = u[U_ZONE]
        if zone > RETREATED:
            continue  # an attached pilot is not a unit (SWT-5.8); its power is on its space unit
        owner = u[U_OWN]
        card = facts[u[U_CARDS][0]].card
        speed, power, health = _stats(state, u, card, mods, stat_auras)
        hp = health - u[U_DMG]
        value = UNIT_BASE + UNIT_POWER * power + UNIT_HEALTH * (hp if hp > 0 else 0) + UNIT_SPEED * speed
        tapped = u[U_TAP]
        if zone == RETREATED:
            value *= RETREATED_SHARE
            if phase.build[owner]:  # it may still be redeployed this turn (SWT-5.1 d), untapped after the ready phase
                zone = facts[u[U_CARDS][0]].arena
                tapped = tapped and not phase.untaps
        material += value if owner == player else -value
        if hp <= 0:
            continue
        side = 0 if owner == player else 1
        if zone == RETREATED:  # back in its arena from the next turn on
            a = facts[u[U_CARDS][0]].arena
            force[a][side] += RETURNING * _expected_hits(card, power)
            toughness[a][side] += RETURNING * hp
            continue
        here[zone].append((u, card, side, speed, power, hp, tapped))
        sides[zone] |= 1 << side
    mine = [0.0, 0.0, 0.0]
    theirs = [0.0, 0.0, 0.0]
    atk = state.atk
    for a in range(3):
        if sides[a] != 3 or battling[a] == _DONE:
            mine[a] = 1.0 if sides[a] == 1 else 0.0  # nobody can be destroyed here any more this turn
            theirs[a] = 1.0 if sides[a] == 2 else 0.0
            for _u, card, side, _speed, power, hp, _tapped in here[a]:
                force[a][side] += _expected_hits(card, power)
                toughness[a][side] += hp
            continue
        units = []
        for u, card, side, speed, power, hp, tapped in here[a]:
            if card.keywords or kw_auras or kw_mods:
                if u[U_ZONE] == RETREATED:  # only Repair works in the build zone (SWT-6.13): read the card
                    kws = {k.keyword: k.n for k in card.keywords}
                else:
                    kws = state.keywords(u, auras)
            else:
                kws = _NONE
            b = _U(side, u[U_ID], speed, power, hp, kws, 0 if u[U_OWN] == state.dark else 1)
            b.acts = not tapped
            units.append(b)
        pending = atk if atk and atk[2] == a and atk[7] < 3 else ()
        _replay(state, units, pending, state.options.get("dice_mode", "seed") == "seed")
        gone = [1.0, 1.0]  # the chance that each side has no unit left here
        for b in units:
            gone[b.side] *= b.dead
            alive = 1.0 - b.dead
            force[a][b.side] += alive * b.rmean
            toughness[a][b.side] += alive * max(0.0, b.hp - b.mean)
        mine[a] = (1.0 - gone[0]) * gone[1]
        theirs[a] = (1.0 - gone[1]) * gone[0]
    win = _two_of_three(mine)
    loss = _two_of_three(theirs)
    ahead = [0.0, 0.0, 0.0]
    behind = [0.0, 0.0, 0.0]
    for a in range(3):
        ahead[a], behind[a] = _arena_war(force[a], toughness[a])
    outlook = _two_of_three(ahead) - _two_of_three(behind)
    if phase.setup:
        damp = phase.setup_progress(state) ** SETUP_DAMPING
        win *= damp
        loss *= damp
    material += CONTROL * (sum(mine) - sum(theirs))
    material += _side(state, player, player) - _side(state, 1 - player, player)
    if phase.contest:
        material += _contest(state, player, phase.contest)
    return win, loss, outlook, material


def _arena_war(force: list[float], toughness: list[float]) -> tuple[float, float]:
    """The chances that side 0, and side 1, end up alone in an arena over the coming turns, from the damage each
    side deals per turn and the health each side has there (Lanchester: a side clears the other in about
    toughness / force turns, so the product force x toughness decides). An arena held alone stays held unless the
    other side brings a unit in, which it may."""
    t0, t1 = toughness
    if t0 <= 0.0 and t1 <= 0.0:
        return 0.0, 0.0
    if t1 <= 0.0:
        return HOLD, 1.0 - HOLD
    if t0 <= 0.0:
        return 1.0 - HOLD, HOLD
    s0 = ((force[0] + 0.1) * t0) ** WAR_STEEPNESS
    s1 = ((force[1] + 0.1) * t1) ** WAR_STEEPNESS
    p = s0 / (s0 + s1)
    return p, 1.0 - p


def _expected_hits(card: Any, power: int) -> float:
    """The expected battle damage of one attack of a unit with this top card and power (its printed Accuracy and
    Critical Hit; SWT-5.17, SWT-5.28)."""
    kw = _CARD_KWS.get(card.id)
    if kw is None:
        kw = _CARD_KWS[card.id] = (card.keyword("Accuracy") or 0, card.keyword("Critical Hit") or 0)
    key = (power, kw[0], kw[1])
    rolled = _ROLLS.get(key)
    if rolled is None:
        rolled = _ROLLS[key] = _roll(power, _hit_chance(kw[0]), kw[1])
    return rolled[0]


_CARD_KWS: dict[str, tuple[int, int]] = {}


_NONE: dict[str, int] = {}
_ROLLS: dict[tuple[int, int, int], tuple[float, float]] = {}  # (dice, Accuracy, Critical Hit) -> _roll


def _stats(state: SwtState, u: Unit, card: Any, mods: list[Any], auras: list[Any]) -> tuple[int, int, int]:
    """SWT-0.7, SWT-1.15: current speed, power and health (as ``state.stat`` reads them, in one pass)."""
    k = len(u[U_CARDS]) - 1
    speed = card.speed + 10 * k
    power = card.power + k
    health = card.health + k
    if mods:
        uid = u[U_ID]
        for m in mods:
            if m[0] == uid:
                key = m[1]
                if key == "power":
                    power += m[2]
                elif key == "health":
                    health += m[2]
                elif key == "speed":
                    speed += m[2]
    for entry in auras:
        if state.aura_applies(entry, u):
            eff = entry[0]
            if eff.stat == "power":
                power += eff.n
            elif eff.stat == "health":
                health += eff.n
            elif eff.stat == "speed":
                speed += eff.n
    return max(speed, 0), max(power, 0), max(health, 0)


_PENDING, _ACTIVE, _DONE = range(3)


class _Phase:
    """Where the turn stands, read from the procedure stack: whose build step is still to come (or under way), and
    which arena battles are to come, under way or over. Before turn 1 (setup) everything is still to come."""

    __slots__ = ("arena", "build", "contest", "setup", "untaps")

    def __init__(self, state: SwtState) -> None:
        self.build = [False, False]
        self.arena = [_DONE, _DONE, _DONE]
        self.setup = False
        self.untaps = False  # True while the ready phase (untapping everything, SWT-4.2) is still to come
        self.contest: tuple[Any, ...] = ()  # the bidding frame of a contest in progress
        stack = state.stack
        if not any(f[0] == "end_turn" for f in stack):
            self.setup = True
            self.untaps = True
            self.build = [True, True]
            self.arena = [_PENDING, _PENDING, _PENDING]
            return
        for f in stack:
            op = f[0]
            if op == "build_step" or op == "build":
                self.build[f[1]] = True
            elif op == "battle_phase":
                self.arena = [_PENDING, _PENDING, _PENDING]
            elif op == "arena":
                self.arena[f[1]] = _PENDING
            elif op == "activate" or op == "contests":
                self.arena[f[1]] = _ACTIVE
            elif op == "bid" or op == "bid_open":
                self.contest = f

    @staticmethod
    def setup_progress(state: SwtState) -> float:
        """During the initial build (SWT-3.7-3.13): the share of both players' initial totals already deployed; a
        player who is done counts as complete."""
        ib = state.ib
        done = 0.0
        for p in (0, 1):
            done += 1.0 if ib[3 + p] else min(1.0, state.total(p) / SETUP_TOTAL)
        return done / 2.0


def _side(state: SwtState, p: int, viewer: int) -> float:
    """Build counters, face-down cards, unspent build points, Force and hand of player ``p``, as ``viewer`` knows
    them."""
    score = 0.0
    known = state.known
    cheaper: bool | None = None
    for b in state.builds:
        if b[0] == p:
            seen = p == viewer or b[1] in known
            if seen and cheaper is None:
                cheaper = state.has_static_op("cost")
            score += _face_down(state, p, b[1], b[2], seen, bool(cheaper))
    score += BUILD_POINT * state.bp[p]
    force = state.force[p]
    score += FORCE * min(force, FORCE_USEFUL) + FORCE_EXTRA * max(0, force - FORCE_USEFUL)
    score += HAND * len(state.hands[p])
    return score


def _face_down(state: SwtState, p: int, iid: int, counters: int, seen: bool, cheaper: bool) -> float:
    """A face-down card with ``counters`` build counters: its counters (only those its requirement can use, when the
    card is known) and, growing with the square of its progress, a share of what it becomes, so that counters gather
    on the cards closest to completion (SWT-5.3). An unknown card is assumed to need ``NEED_GUESS`` counters."""
    if not seen:
        progress = min(1.0, counters / NEED_GUESS)
        return FACE_DOWN + COUNTER * counters + PROGRESS * CARD_WORTH * progress * progress
    f = state.facts[iid]
    if f.unique or f.type == LOCATION or cheaper:
        need = min((n for mode, n in state.completion_options(p, iid) if mode != "discard"), default=f.cost)
    else:
        need = f.cost
    used = min(counters, need)
    if f.type == UNIT:
        card = f.card
        worth = UNIT_BASE + UNIT_POWER * card.power + UNIT_HEALTH * card.health + UNIT_SPEED * card.speed
    else:
        worth = CARD_WORTH
    progress = 1.0 if need <= 0 else used / need
    return FACE_DOWN + COUNTER * used + PROGRESS * worth * progress * progress


def _contest(state: SwtState, player: int, frame: tuple[Any, ...]) -> float:
    """A contest in progress (SWT-5.20-5.22), for ``player``: the side whose Force and unit can outscore the other's
    keeps its unit and pays its bid, at least enough to beat the other side's best score; the loser's unit (valued
    as in play) is discarded. ``frame`` is the bidding frame: (op, bidder, Dark's unit, Light's unit[, Dark's bid,
    Light's bid, passes])."""
    ux, uy = state.unit(frame[2]), state.unit(frame[3])
    if ux is None or uy is None:
        return 0.0
    dark = state.dark
    units = {dark: ux, 1 - dark: uy}
    bids = {dark: frame[4], 1 - dark: frame[5]} if frame[0] == "bid" else {dark: 0, 1 - dark: 0}
    cost = {p: state.stack_cost(u) for p, u in units.items()}
    best = {p: state.force[p] + cost[p] for p in units}
    if best[0] == best[1]:
        return 0.0
    winner = 0 if best[0] > best[1] else 1
    loser = 1 - winner
    paid = min(state.force[winner], max(bids[winner], best[loser] + 1 - cost[winner]))
    u = units[loser]
    worth = UNIT_BASE + UNIT_POWER * state.power(u) + UNIT_HEALTH * max(0, state.health(u) - u[U_DMG])
    gain = worth - FORCE * paid
    return gain if winner == player else -gain


def _two_of_three(q: list[float]) -> float:
    """The chance that at least two of three independent events of chances ``q`` happen."""
    a, b, c = q
    return a * b + a * c + b * c - 2.0 * a * b * c


def _hit_chance(bonus: int) -> float:
    """SWT-5.17, SWT-1.16: a die hits on face + bonus >= 4."""
    return min(1.0, max(0.0, (3 + bonus) / 6.0))


def _tail(mean: float, var: float, hp: int) -> float:
    """The chance that a damage of this mean and variance reaches ``hp`` (normal approximation, continuity 1/2)."""
    if mean <= 0.0:
        return 0.0
    if var <= 1e-9:
        return 1.0 if mean >= hp else 0.0
    z = (mean - hp + 0.5) / math.sqrt(var)
    return 0.5 * (1.0 + math.erf(z / _SQRT2))


def _roll(dice: int, hit: float, crit: int) -> tuple[float, float]:
    """Mean and variance of the battle damage of ``dice`` dice (hits plus Critical Hit on a natural 6, SWT-5.28)."""
    if dice <= 0:
        return 0.0, 0.0
    mean = dice * hit
    var = dice * hit * (1.0 - hit)
    if crit:
        six = 1.0 - (5.0 / 6.0) ** dice
        mean += crit * six
        var += crit * crit * six * (1.0 - six)
    return mean, var


def _through(mean: float, var: float, target: _U) -> tuple[float, float, float]:
    """What of an incoming battle damage gets through ``target``'s prevention, Armor and Deflect (SWT-5.18), as
    (mean, variance, mean deflected back)."""
    cut = target.prevent + target.armor
    if cut and mean > 0:
        kept = max(0.0, mean - cut) / mean
        mean, var = mean * kept, var * kept
    deflected = 0.0
    if target.deflect and mean > 0:
        deflected = min(mean, float(target.deflect))
        kept = (mean - deflected) / mean
        mean, var = mean - deflected, var * kept
    return mean, var, deflected


def _exchange(att: _U, dfn: _U, seed_mode: bool) -> tuple[float, float, float, float]:
    """Expected (mean, variance) of the damage the attacker deals the defender, and the defender the attacker, in one
    attack (SWT-5.14: Evade takes dice from the attacker; in dice mode ``seed`` the defender rolls back)."""
    if dfn.evade:
        m1, v1 = _roll(att.power - dfn.evade, att.hit, att.crit)
    else:
        m1, v1 = att.rmean, att.rvar
    back = 0.0
    if dfn.armor or dfn.prevent or dfn.deflect:
        m1, v1, back = _through(m1, v1, dfn)
    if seed_mode:
        m2, v2 = dfn.rmean, dfn.rvar
        if att.armor or att.prevent or att.deflect:
            m2, v2, _ = _through(m2, v2, att)
    else:
        m2 = v2 = 0.0
    return m1, v1, m2 + back + dfn.retal, v2


def _replay(state: SwtState, units: list[_U], atk: tuple[Any, ...], seed_mode: bool) -> None:
    """Play the rest of an arena battle in expectation, adding to each unit the damage it is expected to take."""
    if atk:
        _attack_in_progress(state, units, atk, seed_mode)
    actors = [b for b in units if b.acts]
    if not actors or len({b.side for b in units}) < 2:
        return  # nobody acts, or nobody to attack
    actors.sort(key=_activation_order)
    erf = math.erf
    sqrt = math.sqrt
    for x in actors:
        x_dead = x.dead
        if x_dead > 1.0 - DEAD:
            continue
        x_plain = not (x.armor or x.prevent or x.deflect)
        x_mean, x_var, x_hp = x.mean, x.var, x.hp
        best = 0.0
        target: _U | None = None
        ex = (0.0, 0.0, 0.0, 0.0)
        for y in units:
            if y.side == x.side or y.dead > 1.0 - DEAD:
                continue
            if x_plain and not (y.evade or y.armor or y.prevent or y.deflect or y.retal):
                m1, v1 = x.rmean, x.rvar
                m2, v2 = (y.rmean, y.rvar) if seed_mode else (0.0, 0.0)
            else:
                m1, v1, m2, v2 = _exchange(x, y, seed_mode)
            # the chance that this attack destroys y, and x, beyond what was expected already (see _tail)
            mean, var = y.mean + m1, y.var + v1
            if mean <= 0.0:
                kill = 0.0
            elif var <= 1e-9:
                kill = 1.0 if mean >= y.hp else 0.0
            else:
                kill = 0.5 * (1.0 + erf((mean - y.hp + 0.5) / sqrt(2.0 * var)))
            mean, var = x_mean + m2, x_var + v2
            if mean <= 0.0:
                lose = 0.0
            elif var <= 1e-9:
                lose = 1.0 if mean >= x_hp else 0.0
            else:
                lose = 0.5 * (1.0 + erf((mean - x_hp + 0.5) / sqrt(2.0 * var)))
            score = (kill - y.dead) * y.worth - (lose - x_dead) * x.worth + CHIP * (m1 - m2)
            if score > best:
                best, target, ex = score, y, (m1, v1, m2, v2)
        if target is None:
            continue  # every attack would cost more than it gains: the unit holds
        y_alive = 1.0 - target.dead
        alive = 1.0 - x_dead
        target.take(ex[0] * alive, ex[1] * alive)
        x.take(ex[2] * y_alive, ex[3] * y_alive)


def _activation_order(b: _U) -> tuple[int, int]:
    """SWT-5.12: the fastest first, Dark's first on equal speeds."""
    return (-b.speed, b.tie)


def _attack_in_progress(state: SwtState, units: list[_U], atk: tuple[Any, ...], seed_mode: bool) -> None:
    """The attack under way (``atk`` = attacker, defender, arena, dice, dice, damage, damage, stage): before the roll
    it counts in expectation with its modifiers so far; after the roll its dice count as rolled."""
    att = next((b for b in units if b.uid == atk[0]), None)
    dfn = next((b for b in units if b.uid == atk[1]), None)
    if att is None or dfn is None:
        return
    att.prevent = state.mod_total(att.uid, "prevent")
    dfn.prevent = state.mod_total(dfn.uid, "prevent")
    stage = atk[7]
    if stage == 0:
        saved = att.rmean, att.rvar, dfn.rmean, dfn.rvar
        for b in (att, dfn):
            dice = max(0, b.power + state.mod_total(b.uid, "dice_count"))
            b.rmean, b.rvar = _roll(dice, _hit_chance(b.acc + state.mod_total(b.uid, "dice_bonus")), b.crit)
        ex = _exchange(att, dfn, seed_mode)
        att.rmean, att.rvar, dfn.rmean, dfn.rvar = saved
    else:
        if stage == 1:
            a_dmg = _hits(state, att, atk[3])
            d_dmg = _hits(state, dfn, atk[4])
        else:
            a_dmg = atk[5]
            d_dmg = atk[6]
        a_dmg += state.mod_total(att.uid, "add_damage")
        d_dmg = d_dmg + state.mod_total(dfn.uid, "add_damage") if seed_mode else 0
        m1, _, back = _through(float(a_dmg), 0.0, dfn)
        m2, _, _ = _through(float(d_dmg), 0.0, att)
        ex = (m1, 0.0, m2 + back + dfn.retal, 0.0)
    dfn.take(ex[0], ex[1])
    att.take(ex[2], ex[3])
    att.prevent = dfn.prevent = 0


def _hits(state: SwtState, b: _U, dice: tuple[int, ...]) -> int:
    """SWT-5.14 (5): the battle damage of rolled dice (hits on modified 4+, Critical Hit on a natural 6)."""
    bonus = b.acc + state.mod_total(b.uid, "dice_bonus")
    hits = sum(1 for face in dice if face + bonus >= 4)
    if b.crit and 6 in dice:
        hits += b.crit
    return hits
