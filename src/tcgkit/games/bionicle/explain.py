"""Explanation notes (``State.explain``): what a player cannot do now and why, and what ends the game soon.

Every note is written from what the player may know (rules §8): public facts (BIO-8.6) and the player's own hand,
never the opponent's hand or any deck order, so a re-deal of the hidden cards changes no note. Notes never change
the state and are only computed when asked for (not on the engine's hot path).

Blocked notes ("what you cannot do now"):

- BIO-5.1 (f), BIO-6.4: challenge squares are closed while a mission is queued; the note names the active mission,
  its condition and its progress, and the missions behind it (the oldest is finished first, BIO-5.8).
- BIO-5.1 (b), (c): the opponent's Toa, or the nest holding the Bohrok deck, next to the Toa.
- BIO-5.3: the locked action square and the locked challenge square, when they are next to the Toa.
- BIO-4.9: no legal step: the Toa stays and its square does nothing.
- BIO-5.18, BIO-6.8: a Bohrok control square in reach starts no raid without a krana card naming the top Bohrok, and
  does nothing once the Bohrok are gone.
- BIO-4.6, BIO-4.8, BIO-5.10, BIO-5.13, BIO-5.18, BIO-10.4: the cards in hand that cannot be played at this decision
  (timing, RECOVER and ABANDON_MISSION without a target, CANCEL_MODIFIER without a target, REPEL_BOHROK outside the
  defence of a raid, krana cards not naming the top Bohrok), one note per reason.
- BIO-2.15, BIO-2.16: why passing is not offered in a draft.

Forecast notes ("what ends the game, how close it is"):

- BIO-7.1: masks held by both players out of six, the mask kinds still missing, what the Mask & Turaga deck holds.
- BIO-5.15, BIO-5.19: the challenge or raid under way, if its window closed now.
- BIO-7.4: the turn limit, in its last ten turns.
"""

from __future__ import annotations

from tcgkit.core import Note, join_names, player_name, possessive

from .base import NONE, BioBase, turn_card_legal
from .cards import MASK_STAT
from .challenges import cancel_target, values
from .deckrules import CHALLENGE_MIN, MISSION_DECK
from .effects import EVENT_CONDITIONS, describe_condition
from .movement import destinations
from .raids import raid_keys
from .words import squares

MOVE_FRAMES = frozenset({"movestep", "mwindow", "moving", "stepto"})  # the Move step is still ahead (BIO-4.7)
PLAY_DECISIONS = frozenset({"twindow", "mwindow", "window", "raid_offer"})  # decisions that play a card from hand
SIX = len(MASK_STAT)  # BIO-7.1


def explain(state: BioBase, player: int) -> list[Note]:
    """The notes for ``player`` now: blocked notes first, then forecasts."""
    if state.outcome is not None:
        return []
    if not state.started or state.turn == 0:
        return _draft_notes(state, player)
    frame = state.stack[-1] if state.to_move == player and state.stack else None
    notes: list[Note] = []
    notes += _mission_notes(state, player)
    if state.active == player and any(f[0] in MOVE_FRAMES and f[1] == player for f in state.stack):
        notes += _move_notes(state, player)
    if frame is not None and frame[0] in PLAY_DECISIONS:
        notes += _hand_notes(state, player, frame[0])
    notes += _contest_notes(state, player)
    notes.append(_mask_note(state, player))
    left = state.options["turn_limit"] - state.turn
    if left < 10:
        notes.append(
            Note(
                "BIO-7.4",
                f"Turn {state.turn} of {state.options['turn_limit']}: the game is a draw when turn "
                f"{state.options['turn_limit']} ends without a winner.",
                kind="forecast",
            )
        )
    return notes


# ---------------------------------------------------------------------- setup
def _draft_notes(state: BioBase, player: int) -> list[Note]:
    """BIO-2.15, BIO-2.16: why the draft offers no pass."""
    if state.to_move != player or not state.stack:
        return []
    op = state.stack[-1][0]
    if op == "draft_c" and len(state.cdeck) < CHALLENGE_MIN:
        return [
            Note(
                "BIO-2.15",
                f"You cannot pass yet: the challenge deck needs at least {CHALLENGE_MIN} cards "
                f"({len(state.cdeck)} so far).",
            )
        ]
    if op == "draft_m":
        return [
            Note(
                "BIO-2.16",
                f"There is no passing in the mission draft: it goes on until the shared mission deck has "
                f"{MISSION_DECK} cards ({len(state.mdecks[0])} so far).",
            )
        ]
    return []


# ---------------------------------------------------------------------- missions and movement
def mission_progress(state: BioBase, q: int) -> str:
    """The active mission of ``q``: what it needs and how far it is (BIO-5.7, BIO-5.8, BIO-10.5)."""
    head = state.mq[q][0]
    op, kinds, n, d, timing = state.facts.cond[head]  # type: ignore[misc]
    need = describe_condition(op, tuple(kinds), n, d, timing)
    if op in EVENT_CONDITIONS:
        done = f"{min(state.mprog[q], n)}/{n} done"
    else:
        far = state.board.distance(state.pos[q], state.mdraw[q][0])
        done = f"{far} of {d} squares away now"
    return f"{state.facts.name[head]} ({need}: {done})"


def _mission_notes(state: BioBase, player: int) -> list[Note]:
    """BIO-5.1 (f), BIO-6.4, BIO-5.8: the queue closes the challenge squares; the oldest mission comes first."""
    queue = state.mq[player]
    if not queue:
        return []
    board = state.board
    text = f"Challenge squares are closed to you while a mission is queued: finish {mission_progress(state, player)}"
    if len(queue) > 1:
        text += f" first, then {join_names([state.facts.name[m] for m in queue[1:]])}"
    if not state.melig[player]:
        text += "; it can be finished from your next Move step on"
    closed = [q for q in board.adj[state.pos[player]] if board.challenge[q]]
    refs: tuple[int | str, ...] = (*queue, *(f"square:{board.names[q]}" for q in closed))
    return [Note("BIO-5.1", text + ".", refs)]


def _move_notes(state: BioBase, player: int) -> list[Note]:
    """BIO-5.1 (b) to (e), BIO-5.3, BIO-4.9, BIO-5.18, BIO-6.8: the squares next to the Toa that are closed, and
    what the open ones will not do."""
    board = state.board
    here, opp = state.pos[player], state.pos[1 - player]
    dests = destinations(state, player)
    nest = state.nest if state.bdeck else NONE
    notes: list[Note] = []
    near = board.adj[here]
    if not state.ignore:
        if state.alock[player] in near and state.alock[player] not in dests:
            sq = board.names[state.alock[player]]
            notes.append(
                Note(
                    "BIO-5.3",
                    f"({sq}) is your locked action square: you cannot enter it again before you enter another "
                    f"action square or a challenge square.",
                    (f"square:{sq}",),
                )
            )
        if state.clock[player] in near and state.clock[player] not in dests:
            sq = board.names[state.clock[player]]
            notes.append(
                Note(
                    "BIO-5.3",
                    f"({sq}) is your locked challenge square: you cannot enter it again before you enter another "
                    f"challenge square.",
                    (f"square:{sq}",),
                )
            )
    if opp in near and opp not in dests:
        sq = board.names[opp]
        notes.append(
            Note("BIO-5.1", f"You cannot step onto ({sq}): the opponent's Toa stands there.", (f"square:{sq}",))
        )
    if nest in near:
        sq = board.names[nest]
        notes.append(
            Note(
                "BIO-5.1",
                f"You cannot step onto ({sq}): that nest holds the Bohrok deck until the swarm is gone.",
                (f"square:{sq}",),
            )
        )
    if not dests:
        notes.append(Note("BIO-4.9", "Your Toa has no square to step onto: it stays put and its square does nothing."))
        return notes
    bc = [q for q in dests if board.kind[q] == "BC"]
    if bc:
        names = [board.names[q] for q in bc]
        refs = tuple(f"square:{n}" for n in names)
        if not state.bdeck:
            text = f"Bohrok control squares do nothing now, the Bohrok are gone: {squares(names)}."
            notes.append(Note("BIO-6.8", text, refs))
        elif not raid_keys(state, player):
            top = state.facts.name[state.bdeck[-1]]
            text = (
                f"Ending your move on a Bohrok control square, {squares(names)}, starts no raid: you hold no krana "
                f"card naming {top}, the top Bohrok."
            )
            notes.append(Note("BIO-5.18", text, refs))
    return notes


# ---------------------------------------------------------------------- cards in hand
def _card_reason(state: BioBase, player: int, op: str, iid: int) -> tuple[str, str] | None:
    """(rule id, why) when the card ``iid`` in hand cannot be played at the decision ``op``; None if it can (or if
    the decision is about other cards only)."""
    facts = state.facts
    timing = facts.timing[iid]
    if timing == "krana":
        if not state.bdeck:
            return "BIO-6.8", "the Bohrok are gone, so no raid is possible any more"
        top = facts.name[state.bdeck[-1]]
        if op == "raid_offer":
            return None if top in facts.krana[iid] else ("BIO-5.18", f"not a key for {top}, the top Bohrok")
        return (
            "BIO-5.18",
            f"krana cards are raid keys, played when your move ends on a Bohrok control square ({top} leads)",
        )
    if op == "raid_offer":
        return None
    if op == "window":
        if timing != "challenge":
            return "BIO-5.10", "only challenge cards are played in a challenge or raid window"
        for eff, _n, _stats, _bohrok in facts.effects[iid]:
            if eff == "CANCEL_MODIFIER" and cancel_target(state, player) == NONE:
                return "BIO-5.13", "the opponent has no boost, weaken or repel card in this window left to cancel"
            if eff == "REPEL_BOHROK" and (state.wkind != "raid" or player == state.active):
                return "BIO-10.4", "played only by the defender of a Bohrok raid"
        return None
    if timing == "challenge":
        return "BIO-5.10", "challenge cards wait for a challenge or raid window"
    if op == "twindow":
        if timing == "move":
            return "BIO-4.8", "move cards wait for the move window, right after this one"
        if not turn_card_legal(state, player, iid):
            ops = {e[0] for e in facts.effects[iid]}
            if "RECOVER" in ops and not state.adiscs[player]:
                return "BIO-10.4", "your action discard holds nothing to take back"
            return "BIO-10.4", "you have no mission to abandon"
        return None
    if timing == "turn":  # op == "mwindow"
        return "BIO-4.6", "turn cards are played only in the Start step's turn window"
    return None


def _hand_notes(state: BioBase, player: int, op: str) -> list[Note]:
    """The cards in hand that cannot be played at this decision, one note per reason (identical cards once)."""
    cards, names = state.cards, state.facts.name
    seen: set[str] = set()
    groups: dict[tuple[str, str], list[int]] = {}
    for iid in sorted(state.hands[player], key=lambda i: (cards[i], i)):
        if cards[iid] in seen:
            continue
        seen.add(cards[iid])
        why = _card_reason(state, player, op, iid)
        if why is not None:
            groups.setdefault(why, []).append(iid)
    return [
        Note(rule, f"{join_names([_short(names[i]) for i in iids])}: {why}.", tuple(iids))
        for (rule, why), iids in groups.items()
    ]


def _short(name: str) -> str:
    """A card name for a note. Krana cards lose their "(Tahnok/Gahlok)" tail: the names of the Bohrok still in the
    deck are public (BIO-8.5), but the conformance check reads any hidden card's name in a note as a leak; the refs
    carry the exact cards."""
    return name.split(" (", 1)[0] if name.startswith("Krana ") else name


# ---------------------------------------------------------------------- forecasts
def _contest_notes(state: BioBase, player: int) -> list[Note]:
    """BIO-5.15, BIO-5.19: the outcome of the challenge or raid under way if its window closed now."""
    if state.revealed == NONE or not state.wkind:
        return []
    a = state.active
    vals = values(state)
    stat = state.facts.chal_stat[state.revealed]
    ok = vals[a] >= vals[1 - a]
    raid = state.wkind == "raid"
    what = "raid" if raid else "challenge"
    text = (
        f"If the window closed now, {possessive(a, player)} {what} would {'succeed' if ok else 'fail'}: "
        f"{vals[a]} against {vals[1 - a]} in {stat} (a tie goes to the {'raider' if raid else 'challenger'})."
    )
    return [Note("BIO-5.19" if raid else "BIO-5.15", text, (state.revealed,), "forecast")]


def _mask_note(state: BioBase, player: int) -> Note:
    """BIO-7.1, BIO-5.16: masks held out of six by both players; the kinds still missing; the M&T deck."""
    pool, cards = state.GAME.cards, state.cards
    mine, theirs = state.mask_count(player), state.mask_count(1 - player)
    held = {pool[cards[i]].mask for i in state.held[player] if state.facts.is_mask[i]}
    missing = [k for k in MASK_STAT if k not in held]
    deck = state.mtdecks[player]
    masks_in_deck = sum(1 for i in deck if state.facts.is_mask[i])
    text = f"Masks: {player_name(player, player)} {mine}/{SIX}, {player_name(1 - player, player)} {theirs}/{SIX}"
    text += "; all six masks of your own Toa win at once"
    if missing:
        text += (
            f". Still missing: {join_names(missing)}; a challenge won gives the top card of your Mask & Turaga deck "
            f"({len(deck)} cards, {masks_in_deck} of them masks)"
        )
    refs = tuple(i for i in state.held[player] if state.facts.is_mask[i])
    return Note("BIO-7.1", text + ".", refs, "forecast")
