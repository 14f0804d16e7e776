"""The Move step: eligibility, the move window, mandatory steps, leaps, locks and portals (BIO-4.7 to BIO-4.11,
BIO-5.1 to BIO-5.4).

A square Q is a legal destination from S for player P iff (a) Q is on the map and adjacent to S, (b) the opponent's
Toa is not on Q, (c) Q is not the nest holding the Bohrok deck, (d) Q is not P's locked action square and (e) not P's
locked challenge square (both lifted by IGNORE_LOCKS), (f) Q is not a challenge square while P has a queued mission.
With LEAP_OPPONENT the square beyond an adjacent opponent is a destination too. Movement is mandatory; with no legal
destination the Toa stays and the Square step is skipped.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action, Ref

from .base import NONE, STOP, BioBase
from .drawing import play_from_hand
from .maps import Board
from .missions import mission_event
from .words import kind_word

_MOVES: dict[tuple[str, str, int, Ref], Action] = {}
_SQUARE_ACTIONS: dict[tuple[str, str, Ref], tuple[Action, ...]] = {}  # square_actions: by map, verb and what goes
BOHROK_DECK = "deck:bohrok"  # the ref of the Bohrok deck (Game.REF_KINDS)


def square_ref(board: Board, sq: int) -> str:
    """The ref of a square: ``"square:3,7"``."""
    return f"square:{board.names[sq]}"


def square_action(board: Board, verb: str, sq: int, what: Ref) -> Action:
    """The cached Action ``"<verb> r,c"`` (data = square number) of a square of ``board``; its refs are ``what`` goes
    there (the Toa's card instance, the Bohrok deck) and the square."""
    key = (board.name, verb, sq, what)
    act = _MOVES.get(key)
    if act is None:
        name = board.names[sq]
        kind = "nest" if sq in board.nests else f"{kind_word(board.kind[sq])} square"
        label = {
            "move": f"Move to ({name}), {kind}",
            "portal": f"Go on through the portal at ({name})",
            "nest": f"Put the Bohrok deck on the nest at ({name})",
        }.get(verb, f"{verb.title()} ({name}), {kind}")
        act = _MOVES[key] = Action(f"{verb} {name}", label, sq, refs=(what, square_ref(board, sq)))
    return act


def square_actions(board: Board, verb: str, what: Ref) -> tuple[Action, ...]:
    """``square_action(board, verb, sq, what)`` of every square ``sq`` of ``board``, indexed by square (cached)."""
    key = (board.name, verb, what)
    acts = _SQUARE_ACTIONS.get(key)
    if acts is None:
        acts = _SQUARE_ACTIONS[key] = tuple(square_action(board, verb, sq, what) for sq in range(len(board.names)))
    return acts


def destinations(state: BioBase, player: int) -> list[int]:
    """BIO-5.1, BIO-5.2: the legal destinations of one step of ``player``'s Toa, in square order."""
    board = state.board
    pos = state.pos
    here = pos[player]
    opp = pos[1 - player]
    nest = state.nest if state.bdeck else NONE  # BIO-6.8: an empty deck frees its nest
    if state.ignore:
        alock = clock = NONE
    else:
        alock, clock = state.alock[player], state.clock[player]
    no_challenge = bool(state.mq[player])  # BIO-5.1 (f), BIO-6.4; IGNORE_LOCKS does not lift it
    out = [
        q
        for q in (board.adj_open[here] if no_challenge else board.adj[here])
        if q != opp and q != nest and q != alock and q != clock
    ]
    if state.leap:
        challenge = board.challenge
        for over, q in board.leaps[here]:
            if over == opp and q != nest and q != alock and q != clock and not (no_challenge and challenge[q]):
                out.append(q)
        out.sort()
    return out


def enter(state: BioBase, player: int, sq: int, how: str) -> None:
    """The Toa enters ``sq`` (BIO-0.5): locks change (BIO-5.3) and mission events are counted (BIO-5.7)."""
    board = state.board
    state.pos[player] = sq
    if board.action[sq]:
        state.alock[player] = sq
    elif board.challenge[sq]:
        state.alock[player] = NONE
        state.clock[player] = sq
    state.log("move", {"player": player, "square": board.names[sq], "how": how})
    mission_event(state, player, "ENTER_KIND", board.mkind[sq])
    if state.pos[1 - player] in board.adj[sq]:
        mission_event(state, player, "ADJACENT_TO_OPPONENT")


def free_portals(state: BioBase, player: int) -> list[int]:
    """BIO-5.4: the other portals of the map that the opponent's Toa does not occupy."""
    here, opp = state.pos[player], state.pos[1 - player]
    return [q for q in state.board.portals if q != here and q != opp]


def move_cards(state: BioBase, player: int) -> list[int]:
    """BIO-4.8: the move-timed cards of ``player``'s hand (the move window's choices)."""
    timing = state.facts.timing
    return [i for i in state.hands[player] if timing[i] == "move"]


def mandatory_step(state: BioBase, player: int) -> None:
    """BIO-4.9: the mandatory step (the frame ``("moving", player)``), or stay put when no destination is legal."""
    if destinations(state, player):
        state.push(("stepto", player, 1))
    else:
        state.log("stay", {"player": player, "square": state.board.names[state.pos[player]]})


def move_step(state: BioBase, player: int, go: bool) -> None:
    """BIO-4.7: the active mission becomes eligible; then the move window (unless the player chose ``go``) and the
    mandatory step. A move window without a move card in hand is a lone "stop", taken without asking (BIO-0.4): the
    mandatory step follows at once (the frame ``("moving", player)`` would be next on the stack)."""
    if state.mq[player]:
        state.melig[player] = True
    state.moved = False
    if go or not move_cards(state, player):
        mandatory_step(state, player)
    else:
        state.push(("mwindow", player), ("moving", player))


class MovementMixin(BioBase):
    """Frames ``movestep``, ``moving`` (steps), ``mwindow``, ``stepto`` and ``portal`` (decisions)."""

    def step_movestep(self, frame: tuple[Any, ...]) -> None:
        """BIO-4.7: the active mission becomes eligible; then the move window and the mandatory step
        (``("movestep", p, "go")``: the player chose ``go`` and plays no move card, shortcuts.py)."""
        move_step(self, frame[1], len(frame) > 2)

    def offer_mwindow(self, frame: tuple[Any, ...]) -> list[Action]:
        """BIO-4.8: play move-timed action cards one at a time, or stop."""
        p = frame[1]
        cards = move_cards(self, p)
        return [*self.card_choices("play", cards, "Play"), STOP] if cards else [STOP]

    def take_mwindow(self, frame: tuple[Any, ...], act: Action) -> None:
        p = frame[1]
        if act.data is None:
            return
        iid = self.first_of(self.hands[p], act.data)
        play_from_hand(self, p, iid)
        for op, n, _stats, _bohrok in self.facts.effects[iid]:
            if op == "EXTRA_STEPS":
                self.extra += n  # several add up (BIO-4.8)
            elif op == "LEAP_OPPONENT":
                self.leap = True
            elif op == "IGNORE_LOCKS":
                self.ignore = True
        self.push(("mwindow", p))

    def step_moving(self, frame: tuple[Any, ...]) -> None:
        """BIO-4.9: the mandatory step, or stay put when no destination is legal."""
        mandatory_step(self, frame[1])

    def offer_stepto(self, frame: tuple[Any, ...]) -> list[Action]:
        """BIO-4.9, BIO-4.10: ("stepto", player, first) — the first step is mandatory, extra steps may stop."""
        _, p, first = frame
        moves = square_actions(self.board, "move", self.toa[p])
        acts = [moves[q] for q in destinations(self, p)]
        if not first:
            acts.append(STOP)
        return acts

    def take_stepto(self, frame: tuple[Any, ...], act: Action) -> None:
        _, p, first = frame
        if act.data is None:
            self.extra = 0
            return
        leap = self.board.distance(self.pos[p], act.data) == 2
        enter(self, p, act.data, "leap" if leap else "step")
        self.moved = True
        if not first:
            self.extra -= 1
        if self.extra > 0 and destinations(self, p):
            self.push(("stepto", p, 0))

    def offer_portal(self, frame: tuple[Any, ...]) -> list[Action]:
        """BIO-5.4: choose another portal not occupied by the opponent."""
        toa = self.toa[frame[1]]
        return [square_action(self.board, "portal", q, toa) for q in free_portals(self, frame[1])]

    def take_portal(self, frame: tuple[Any, ...], act: Action) -> None:
        enter(self, frame[1], act.data, "portal")
