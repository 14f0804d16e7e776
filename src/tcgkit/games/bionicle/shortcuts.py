"""Whole-run actions ("no busywork"): one action that takes a run of the same small decision, exactly as the single
steps would, which stay offered beside it. Both are recorded like any action.

- ``go`` (BIO-4.3 to BIO-4.8): the Start step asks, every turn, for the optional discard at 7 cards, a mask to
  attach, a Turaga to attach and the turn window, and the Move step asks for the move window, before the step
  itself. ``go`` answers all of those still ahead with "keep" / "stop" (each always legal) and goes on to the step.
  It is offered only where it saves a decision: at a Start-step decision with a real choice while at least one more
  of those decisions would be asked.
- ``draft auto`` (BIO-2.15, BIO-2.16): the drafts alternate picks; ``draft auto`` makes the player's picks for the
  rest of that draft with a sensible default. Challenge draft: the name whose stat favours the player's Toa most
  over the opponent's (a tie in card-id order), and a pass, once passing is legal, when no name left favours them.
  Mission draft (the shared deck, no passing): the quickest mission by a fixed estimate of the turns it takes. The
  choice is carried in the draft frames (a bit per player), so the later picks are applied without asking.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action

from .base import PASS, BioBase, card_action, turn_card_legal
from .deckrules import CHALLENGE_MIN

GO = Action("go", "Keep your hand, masks and Turaga as they are and play no card now: on to your move", "go", run=True)
DRAFT_AUTO = Action("draft auto", "Make the rest of your picks in this draft by the default choice", "auto", run=True)

# a rough count of the turns a mission condition takes (BIO-10.5), for the default mission pick
_KIND_TURNS = {"general": 1, "MI": 2, "GA": 2, "2G": 3, "BC": 3, "PO": 5}


def pre_move_decisions(state: BioBase, player: int) -> int:
    """How many of the Start-step and move-window decisions below the current one would be asked (BIO-4.4 to
    BIO-4.8), given that the current one keeps things as they are."""
    facts = state.facts
    held, hand = state.held[player], state.hands[player]
    count = 0
    for frame in reversed(state.stack[:-1]):
        op = frame[0]
        if op == "attach":
            flags, current = (
                (facts.is_mask, state.amask[player]) if frame[2] == "mask" else (facts.is_turaga, state.aturaga[player])
            )
            count += any(flags[i] and i != current for i in held)
        elif op == "twindow":
            timing = facts.timing
            count += any(timing[i] == "turn" and turn_card_legal(state, player, i) for i in hand)
        elif op == "movestep":
            count += any(facts.timing[i] == "move" for i in hand)
            break
        else:
            break
    return count


def with_go(state: BioBase, player: int, acts: list[Action]) -> list[Action]:
    """``acts`` plus ``go`` when it saves at least one decision."""
    if len(acts) > 1 and pre_move_decisions(state, player):
        return [*acts, GO]
    return acts


def skip_to_move(state: BioBase, player: int) -> None:
    """``go``: keep at every Start-step decision still ahead, stop the turn window, skip the move window."""
    stack = state.stack
    while stack and stack[-1][0] in ("attach", "twindow") and stack[-1][1] == player:
        stack.pop()
    if stack and stack[-1][0] == "movestep":
        stack[-1] = ("movestep", player, "go")


# ---------------------------------------------------------------------- drafts
def auto_bits(frame: tuple[Any, ...]) -> int:
    """The players who chose ``draft auto``, one bit each, carried by the draft frames ``("draft_c", player,
    passes, bits)`` and ``("draft_m", player, bits)``."""
    at = 3 if frame[0] == "draft_c" else 2
    return int(frame[at]) if len(frame) > at else 0


def default_pick(state: BioBase, frame: tuple[Any, ...]) -> Action | None:
    """The default pick of a draft frame whose player chose ``draft auto`` (None otherwise)."""
    p = frame[1]
    if not auto_bits(frame) >> p & 1:
        return None
    return challenge_pick(state, p) if frame[0] == "draft_c" else mission_pick(state)


def challenge_pick(state: BioBase, player: int) -> Action:
    """BIO-2.15: the default challenge pick: the best stat margin of the player's Toa, or pass when none helps."""
    facts = state.facts
    mine, theirs = facts.toa_stats[state.toa[player]], facts.toa_stats[state.toa[1 - player]]
    cards = state.cards
    best = min(state.cpool, key=lambda i: (theirs[facts.chal_stat[i]] - mine[facts.chal_stat[i]], cards[i]))
    margin = mine[facts.chal_stat[best]] - theirs[facts.chal_stat[best]]
    if margin <= 0 and len(state.cdeck) >= CHALLENGE_MIN:
        return PASS
    return card_action("pick", cards[best], f"Put {facts.name[best]} into the challenge deck")


def mission_turns(state: BioBase, iid: int) -> int:
    """A fixed estimate of the turns a mission takes (BIO-10.5), for the default mission pick."""
    op, kinds, n, d, timing = state.facts.cond[iid]  # type: ignore[misc]
    if op == "ENTER_KIND":
        return n * min(_KIND_TURNS.get(k, 3) for k in kinds)
    if op == "DISTANCE_FROM_DRAW":
        return int(d)
    if op == "ADJACENT_TO_OPPONENT":
        return 4 * n
    if op == "PLAY_ACTIONS":
        return n + (timing != "ANY")
    return int(n)  # DISCARD_ACTIONS


def mission_pick(state: BioBase) -> Action:
    """BIO-2.16: the default mission pick: the quickest mission left (a tie in card-id order)."""
    cards = state.cards
    best = min(state.mpool, key=lambda i: (mission_turns(state, i), cards[i]))
    return card_action("pick", cards[best], f"Put {state.facts.name[best]} into the mission deck")
