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

Speed (a search evaluates every child of every playout step): the units' part (their material, this turn's arena
control and the outlook) is computed for both players at once, with owners as sides, and kept by the contents of
everything it reads, as are each arena's battle replay and each unit's stats and battle keywords (evalcache.py);
the face-down cards, build points, Force and hands are valued on every call. Kept values are the values computed
again, bit for bit (tests/games/starwars/test_evalcache.py).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from .base import LOCATION, MISSION, RETREATED, U_CARDS, U_DMG, U_ID, U_OWN, U_TAP, U_ZONE, UNIT, Unit
from .evalcache import MEMO_LIMIT, MEMOS, DeckMemos

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

    def __init__(
        self,
        side: int,
        uid: int,
        speed: int,
        power: int,
        hp: int,
        tie: int,
        acts: bool,
        acc: int,
        crit: int,
        armor: int,
        deflect: int,
        evade: int,
        retal: int,
    ) -> None:
        """``acc`` to ``retal``: its Accuracy, Critical Hit, Armor (1 if it has it), Deflect, Evade and Retaliate
        (see ``_keyword_numbers``); the arguments are a ``_Entry`` in order."""
        self.side = side
        self.uid = uid
        self.speed = speed
        self.power = power
        self.hp = hp  # health left (current health - damage counters)
        self.tie = tie  # 0 for Dark's units: Dark activates first on equal speeds (SWT-5.12)
        self.acts = acts
        self.mean = 0.0
        self.var = 0.0
        self.dead = 0.0
        self.prevent = 0
        self.worth = WORTH_BASE + WORTH_POWER * power
        self.acc = acc
        self.crit = crit
        self.armor = armor
        self.deflect = deflect
        self.evade = evade
        self.retal = retal
        self.hit = _hit_chance(acc)
        key = (power, acc, crit)
        rolled = _ROLLS.get(key)
        if rolled is None:
            rolled = _ROLLS[key] = _roll(power, self.hit, crit)
        self.rmean, self.rvar = rolled

    def take(self, mean: float, var: float) -> None:
        """Add expected damage; update the chance that it destroys the unit (SWT-6.6)."""
        self.mean += mean
        self.var += var
        self.dead = _tail(self.mean, self.var, self.hp)


#: What the battle replay knows of a unit (``_U``'s arguments): side, uid, speed, power, health left, tie, whether it
#: acts, and its Accuracy, Critical Hit, Armor, Deflect, Evade and Retaliate.
_Entry = tuple[int, int, int, int, int, int, bool, int, int, int, int, int, int]
#: What an arena's replay leaves (``_replay_arena``): the chance that each side (by owner) has no unit left there,
#: and for each unit in order its owner, expected damage per attack and health left, each weighted by its survival.
_Replayed = tuple[float, float, tuple[tuple[int, float, float], ...]]
#: What the evaluation reads of a unit (``_unit_record``): owner, its material for player 0 and for player 1 (its
#: value, or minus it), health left, speed, power, expected damage per attack (``_expected_hits``) and home arena.
_Record = tuple[int, float, float, int, int, int, float, int]
#: A face-down card in a build zone: (owner, instance id, build counters), as ``state.builds`` holds them.
_Build = tuple[int, int, int]
#: The board's part of the evaluation for one player: (win, loss, outlook, material so far), see ``_board``.
_Terms = tuple[float, float, float, float]
#: What ``_board`` keeps of a board: the terms of player 0 and of player 1, and the worths of face-down cards known
#: to the viewer on it (``_sides``), by their build zone entries, filled as they are asked.
_Board = tuple[_Terms, _Terms, dict[_Build, float]]


def evaluate(state: SwtState, player: int) -> float:
    """The value of ``state`` for ``player`` in [-1, 1] (see the module docstring)."""
    outcome = state.outcome
    if outcome is not None:
        winner = outcome[0]
        return 0.0 if winner is None else (1.0 if winner == player else -1.0)
    win, loss, outlook, material = terms(state, player)
    later = (1.0 - win - loss) * LATER * (STRATEGY * outlook + (1.0 - STRATEGY) * math.tanh(material / SCALE))
    value = win - loss + later
    value = value if value < 1.0 else 1.0  # max(-1.0, min(1.0, value)), inlined: the same result for any float
    return value if value > -1.0 else -1.0


def clear_memos() -> None:
    """Forget every kept board, arena replay and unit (evalcache.py; tests compare cold and warm evaluations)."""
    MEMOS.clear()


def terms(state: SwtState, player: int) -> tuple[float, float, float, float]:
    """The evaluation's parts for ``player`` in an unfinished game: the chance to win at the end of this turn, the
    chance to lose then, the outlook for the turns after (the chance to win the arena war minus the chance to lose
    it, in [-1, 1]) and the material score (mine minus the opponent's)."""
    phase = _Phase(state)
    board = _board(state, phase)
    win, loss, outlook, material = board[player]
    if phase.setup:
        damp = phase.setup_progress(state) ** SETUP_DAMPING
        win *= damp
        loss *= damp
    mine, theirs = _sides(state, player, board[2])
    material += mine - theirs
    if phase.contest:
        material += _contest(state, player, phase.contest)
    return win, loss, outlook, material


def _board(state: SwtState, phase: _Phase) -> _Board:
    """The units' part of the evaluation for each player (``_board_terms``) and a memo of the worths of known
    face-down cards on this board (``_sides``), kept by everything they read: the units and the locations (which make
    the continuous effects, with the attack, the effects in force and, if a condition of this game's cards reads
    them, the hand sizes), the effects in force, the attack, where the turn stands, the Dark player and the dice
    mode. Instance ids stand for the cards of one game's decks (``state.facts``): the memo starts afresh for other
    decks."""
    deck = MEMOS.cards(state.facts)
    hands = state.hands
    mods = tuple(state.mods)
    key = (
        tuple(state.units),
        tuple(state.locs),
        mods,
        state.atk,
        tuple(phase.arena),
        tuple(phase.build),
        phase.untaps,
        state.dark,
        state.options.get("dice_mode", "seed"),
        (len(hands[0]), len(hands[1])) if state.aura_reads()[2] else None,
    )
    boards = deck.boards
    got: _Board | None = boards.get(key)
    if got is None:
        if len(boards) >= MEMO_LIMIT:
            boards.clear()
        got = boards[key] = (*_board_terms(state, phase, mods, deck), {})
    return got


def _board_terms(state: SwtState, phase: _Phase, mods: tuple[Any, ...], deck: DeckMemos) -> tuple[_Terms, _Terms]:
    """For each player: this turn's win and loss chances (before the setup damping), the outlook, and the material
    of the units and of this turn's expected arena control (mine minus the opponent's). Sides are owners here: the
    replay treats both alike, so one pass serves both points of view. ``mods``: the effects in force; ``deck``:
    the memos of this game's cards."""
    auras = state.auras()
    memo = deck.unit_memo(auras, mods)
    records, numbers_memo = memo if memo is not None else ({}, {})
    added = 0
    battling = phase.arena
    build = phase.build
    untaps = phase.untaps
    here: list[list[tuple[Any, ...]]] = [[], [], []]  # per arena: the units that count there this turn
    sides = [0, 0, 0]  # per arena: bit 1 = player 0 has a unit there, bit 2 = player 1 has one
    # per arena and owner: expected battle damage per attack, and health left, of the units that will fight there
    force = [[0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]
    toughness = [[0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]
    material0 = 0.0  # mine minus the opponent's, for player 0 and for player 1
    material1 = 0.0
    stat_auras: list[Any] | None = None
    for u in state.units:
        zone = u[U_ZONE]
        if zone > RETREATED:
            continue  # an attached pilot is not a unit (SWT-5.8); its power is on its space unit
        record = records.get(u)
        if record is None:
            if stat_auras is None:
                stat_auras = [e for e in auras if e[0].op == "aura" and e[0].stat]
            record = records[u] = _unit_record(state, u, mods, stat_auras)
            added += 1
        owner, mine, theirs, hp, speed, power, hits, home = record
        material0 += mine
        material1 += theirs
        if hp <= 0:
            continue
        tapped = u[U_TAP]
        if zone == RETREATED:
            if not build[owner]:  # back in its arena from the next turn on
                force[home][owner] += RETURNING * hits
                toughness[home][owner] += RETURNING * hp
                continue
            zone = home  # it may still be redeployed this turn (SWT-5.1 d), untapped after the ready phase
            tapped = tapped and not untaps
        here[zone].append((u, owner, speed, power, hp, tapped, hits))
        sides[zone] |= 1 << owner
    alone = ([0.0, 0.0, 0.0], [0.0, 0.0, 0.0])  # per player and arena: the chance that only they have units there
    atk = state.atk
    seed_mode = state.options.get("dice_mode", "seed") == "seed"
    dark = state.dark
    kw_any: bool | None = None
    for a in range(3):
        f = force[a]
        t = toughness[a]
        if sides[a] != 3 or battling[a] == _DONE:
            alone[0][a] = 1.0 if sides[a] == 1 else 0.0  # nobody can be destroyed here any more this turn
            alone[1][a] = 1.0 if sides[a] == 2 else 0.0
            for _u, owner, _speed, _power, hp, _tapped, hits in here[a]:
                f[owner] += hits
                t[owner] += hp
            continue
        entries: list[_Entry] = []
        for u, owner, speed, power, hp, tapped, _hits in here[a]:
            numbers = numbers_memo.get(u)
            if numbers is None:
                if kw_any is None:
                    kw_any = any(e[0].op == "aura" and e[0].keyword for e in auras) or any(
                        m[1].startswith("kw:") for m in mods
                    )
                card = state.facts[u[U_CARDS][0]].card
                numbers = numbers_memo[u] = _numbers(state, u, card, auras, kw_any)
                added += 1
            entries.append((owner, u[U_ID], speed, power, hp, 0 if owner == dark else 1, not tapped, *numbers))
        pending = atk if atk and atk[2] == a and atk[7] < 3 else ()
        gone0, gone1, weighted = _replay_arena(state, entries, pending, seed_mode)
        for owner, hits, health in weighted:
            f[owner] += hits
            t[owner] += health
        alone[0][a] = (1.0 - gone0) * gone1
        alone[1][a] = (1.0 - gone1) * gone0
    if added and memo is not None:
        deck.counted(added)
    wins = (_two_of_three(alone[0]), _two_of_three(alone[1]))
    held = (sum(alone[0]), sum(alone[1]))
    wars = [_arena_wars(force[a], toughness[a]) for a in range(3)]
    out: list[_Terms] = []
    for p, material in ((0, material0), (1, material1)):
        ahead = [wars[0][p][0], wars[1][p][0], wars[2][p][0]]
        behind = [wars[0][p][1], wars[1][p][1], wars[2][p][1]]
        outlook = _two_of_three(ahead) - _two_of_three(behind)
        material += CONTROL * (held[p] - held[1 - p])
        out.append((wins[p], wins[1 - p], outlook, material))
    return out[0], out[1]


def _unit_record(state: SwtState, u: Unit, mods: tuple[Any, ...], stat_auras: list[Any]) -> _Record:
    """What the evaluation reads of a unit (not a pilot) with its current stats (``_Record``)."""
    f = state.facts[u[U_CARDS][0]]
    card = f.card
    speed, power, health = _stats(state, u, card, mods, stat_auras)
    hp = health - u[U_DMG]
    value = UNIT_BASE + UNIT_POWER * power + UNIT_HEALTH * (hp if hp > 0 else 0) + UNIT_SPEED * speed
    if u[U_ZONE] == RETREATED:
        value *= RETREATED_SHARE
    owner = u[U_OWN]
    mine, theirs = (value, -value) if owner == 0 else (-value, value)
    return owner, mine, theirs, hp, speed, power, _expected_hits(card, power), f.arena


def _replay_arena(state: SwtState, entries: list[_Entry], pending: tuple[Any, ...], seed_mode: bool) -> _Replayed:
    """The replay of an arena's battle (``_replay``) from its units' entries, kept by them, the attack in progress
    there with the effects in force that it reads (if any) and the dice mode."""
    key = (tuple(entries), pending, tuple(state.mods) if pending else None, seed_mode)
    arenas = MEMOS.arenas
    got: _Replayed | None = arenas.get(key)
    if got is None:
        units = [_U(*e) for e in entries]
        _replay(state, units, pending, seed_mode)
        gone = [1.0, 1.0]  # the chance that each side has no unit left here
        weighted = []
        for b in units:
            gone[b.side] *= b.dead
            alive = 1.0 - b.dead
            left = b.hp - b.mean
            weighted.append((b.side, alive * b.rmean, alive * (left if left > 0.0 else 0.0)))
        if len(arenas) >= MEMO_LIMIT:
            arenas.clear()
        got = arenas[key] = (gone[0], gone[1], tuple(weighted))
    return got


def _numbers(state: SwtState, u: Unit, card: Any, auras: list[Any], kw_any: bool) -> tuple[int, ...]:
    """The battle keyword numbers (``_keyword_numbers``) of unit ``u`` with top card ``card``; ``kw_any``: a
    continuous effect or an effect in force may give keywords."""
    if card.keywords or kw_any:
        if u[U_ZONE] == RETREATED:  # only Repair works in the build zone (SWT-6.13): read the card
            kws = _card_keywords(card)
        else:
            kws = state.keywords(u, auras)
        if kws:
            return _keyword_numbers(kws)
    return _NO_NUMBERS


def _keyword_numbers(kws: dict[str, int]) -> tuple[int, int, int, int, int, int]:
    """Accuracy, Critical Hit, Armor (1 if it has it), Deflect, Evade and Retaliate of a unit with these keywords."""
    get = kws.get
    return (
        get("Accuracy", 0),
        get("Critical Hit", 0),
        1 if "Armor" in kws else 0,
        get("Deflect", 0),
        get("Evade", 0),
        get("Retaliate", 0),
    )


_NO_NUMBERS = (0, 0, 0, 0, 0, 0)
_CARD_KEYWORDS: dict[str, dict[str, int]] = {}


def _card_keywords(card: Any) -> dict[str, int]:
    """The card's printed keywords with their numbers (the last of a repeated keyword counts; read-only)."""
    kws = _CARD_KEYWORDS.get(card.id)
    if kws is None:
        kws = _CARD_KEYWORDS[card.id] = {k.keyword: k.n for k in card.keywords}
    return kws


def _arena_wars(force: list[float], toughness: list[float]) -> tuple[tuple[float, float], tuple[float, float]]:
    """For player 0 and for player 1 (``force`` and ``toughness`` by owner): the chances that they, and that their
    opponent, end up alone in an arena over the coming turns, from the damage each side deals per turn and the
    health each side has there (Lanchester: a side clears the other in about toughness / force turns, so the
    product force x toughness decides). An arena held alone stays held unless the other side brings a unit in,
    which it may."""
    t0, t1 = toughness
    if t0 <= 0.0 and t1 <= 0.0:
        return (0.0, 0.0), (0.0, 0.0)
    if t1 <= 0.0:
        return (HOLD, 1.0 - HOLD), (1.0 - HOLD, HOLD)
    if t0 <= 0.0:
        return (1.0 - HOLD, HOLD), (HOLD, 1.0 - HOLD)
    s0 = ((force[0] + 0.1) * t0) ** WAR_STEEPNESS
    s1 = ((force[1] + 0.1) * t1) ** WAR_STEEPNESS
    p0 = s0 / (s0 + s1)
    p1 = s1 / (s1 + s0)
    return (p0, 1.0 - p0), (p1, 1.0 - p1)


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


_ROLLS: dict[tuple[int, int, int], tuple[float, float]] = {}  # (dice, Accuracy, Critical Hit) -> _roll


def _stats(state: SwtState, u: Unit, card: Any, mods: tuple[Any, ...], auras: list[Any]) -> tuple[int, int, int]:
    """SWT-0.7, SWT-1.15: current speed, power and health (as ``state.stat`` reads them, in one pass)."""
    k = len(u[U_CARDS]) - 1  # the cards under the top
    speed = card.speed + 10 * k
    power = card.power + k
    health = card.health + k
    uid = u[U_ID]
    if mods:
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
        kind = entry[1]  # aura_applies, with its two commonest kinds inlined
        if kind == "this":
            if uid != entry[2].src:
                continue
        elif kind == "host":
            if uid != entry[3]:
                continue
        elif not state.aura_applies(entry, u):
            continue
        eff = entry[0]
        stat = eff.stat
        if stat == "power":
            power += eff.n
        elif stat == "health":
            health += eff.n
        elif stat == "speed":
            speed += eff.n
    return (speed if speed > 0 else 0), (power if power > 0 else 0), (health if health > 0 else 0)


_PENDING, _ACTIVE, _DONE = range(3)


class _Phase:
    """Where the turn stands, read from the procedure stack: whose build step is still to come (or under way), and
    which arena battles are to come, under way or over. Before turn 1 (setup) everything is still to come."""

    __slots__ = ("arena", "build", "contest", "setup", "untaps")

    def __init__(self, state: SwtState) -> None:
        build = [False, False]
        arena = [_DONE, _DONE, _DONE]
        contest: tuple[Any, ...] = ()
        turn = False  # an 'end_turn' frame: past the setup
        for f in state.stack:
            op = f[0]
            if op == "end_turn":
                turn = True
            elif op == "build_step" or op == "build":
                build[f[1]] = True
            elif op == "battle_phase":
                arena = [_PENDING, _PENDING, _PENDING]
            elif op == "arena":
                arena[f[1]] = _PENDING
            elif op == "activate" or op == "contests":
                arena[f[1]] = _ACTIVE
            elif op == "bid" or op == "bid_open":
                contest = f
        if turn:
            self.setup = False
            self.untaps = False  # True while the ready phase (untapping everything, SWT-4.2) is still to come
            self.build = build
            self.arena = arena
            self.contest = contest  # the bidding frame of a contest in progress
        else:
            self.setup = True
            self.untaps = True
            self.build = [True, True]
            self.arena = [_PENDING, _PENDING, _PENDING]
            self.contest = ()

    @staticmethod
    def setup_progress(state: SwtState) -> float:
        """During the initial build (SWT-3.7-3.13): the share of both players' initial totals already deployed; a
        player who is done counts as complete."""
        ib = state.ib
        done = 0.0
        for p in (0, 1):
            done += 1.0 if ib[3 + p] else min(1.0, state.total(p) / SETUP_TOTAL)
        return done / 2.0


def _sides(state: SwtState, viewer: int, known_worths: dict[_Build, float]) -> tuple[float, float]:
    """Build counters, face-down cards, unspent build points, Force and hand of ``viewer`` and of their opponent, as
    ``viewer`` knows them (one pass over the face-down cards). ``known_worths``: the worths of face-down cards
    ``viewer`` knows, kept for this board (``_board``) by their build zone entries."""
    score0 = score1 = 0.0  # the face-down cards of player 0, of player 1
    known = state.known
    unseen = _UNSEEN
    for b in state.builds:
        p = b[0]
        if p == viewer or b[1] in known:
            worth = known_worths.get(b)
            if worth is None:
                worth = _known_face_down(state, b, known_worths)
        else:
            worth = unseen.get(b[2])
            if worth is None:
                worth = unseen[b[2]] = _face_down(state, p, b[1], b[2], False, False)
        if p:
            score1 += worth
        else:
            score0 += worth
    scores = [score0, score1]
    bp = state.bp
    force = state.force
    hands = state.hands
    for p in (0, 1):
        score = scores[p] + BUILD_POINT * bp[p]
        n = force[p]
        useful = FORCE_USEFUL if n > FORCE_USEFUL else n  # min(n, FORCE_USEFUL)
        extra = n - FORCE_USEFUL if n > FORCE_USEFUL else 0  # max(0, n - FORCE_USEFUL)
        score += FORCE * useful + FORCE_EXTRA * extra
        scores[p] = score + HAND * len(hands[p])
    return scores[viewer], scores[1 - viewer]


_UNSEEN: dict[int, float] = {}  # counters -> the worth of a face-down card the viewer does not know (_face_down)


def _known_face_down(state: SwtState, b: _Build, known_worths: dict[_Build, float]) -> float:
    """``_face_down`` of build zone entry ``b`` = (owner, instance id, counters), known to the viewer; kept in
    ``known_worths`` (for this board) unless it is a mission whose condition may read more than the board."""
    p, iid, counters = b
    f = state.facts[iid]
    cheaper = state.has_static_op("cost")
    worth = _face_down(state, p, iid, counters, True, cheaper)
    if f.type != MISSION or not f.card.when or not (f.unique or cheaper):
        known_worths[b] = worth
    return worth


def _face_down(state: SwtState, p: int, iid: int, counters: int, seen: bool, cheaper: bool) -> float:
    """A face-down card with ``counters`` build counters: its counters (only those its requirement can use, when the
    card is known) and, growing with the square of its progress, a share of what it becomes, so that counters gather
    on the cards closest to completion (SWT-5.3). An unknown card is assumed to need ``NEED_GUESS`` counters.
    (``_sides`` keeps its values.)"""
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
    hit = _HITS.get(bonus)
    if hit is None:
        hit = _HITS[bonus] = min(1.0, max(0.0, (3 + bonus) / 6.0))
    return hit


_HITS: dict[int, float] = {}


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
