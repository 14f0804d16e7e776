"""Playing in the terminal: a person against agents, through the public API only.

At each of the person's decisions the loop shows what happened since their last one (the log events they may see,
through ``game.describe_event``), the table as they see it (``game.render``), what would end the game soon (the
game's forecast notes, ``state.explain``) and the numbered legal actions. The other players' action labels are never
shown: they may name hidden cards.

No busywork: a decision whose only choice besides resigning is one action is taken for the person, and said so.
Safe input: a line typed before a new kind of decision was shown is refused, never applied to that decision.
Nobody waits in silence: while a computer player thinks, a live "thinking… 2.1 s" line runs.
"""

from __future__ import annotations

import select
import sys
import threading
from collections.abc import Callable, Mapping
from time import perf_counter
from typing import Any

from rich.columns import Columns
from rich.console import Console
from rich.errors import MarkupError
from rich.markup import escape

from .agents import Agent
from .core import Action, Game, Result, State, zone_label

HELP = """Type the number of an action or its id (shown dimmed after the label).
  i        list the cards you can see, numbered (hand, table, the opponent's face-up cards)
  i N      show card N of that list in full
  ? NAME   show the card called NAME in full (any card of the game, e.g. one named in the log)
  w        why: what you cannot do now, and why
  r        show the table and the choices again
  l        show the whole game log you may see
  ?        this help
  q        quit (the game so far is saved as a record)"""

LONG_LIST = 12  # more choices than this are shown in columns
THINK_SHOWN = 0.3  # a computer turn shorter than this (seconds) is not announced

Ask = Callable[[str], "str | None"]


def visible_events(state: State, player: int, start: int = 0) -> list[tuple[str, Any]]:
    """(kind, data) of the log events from index ``start`` on that ``player`` may see."""
    return [(k, d) for k, d, vis in state.events[start:] if vis is None or player in vis]


def describe_events(game: Game, state: State, player: int, start: int = 0) -> list[str]:
    """One line per log event from ``start`` on that ``player`` may see, written for that player."""
    return [game.describe_event(kind, data, player) for kind, data in visible_events(state, player, start)]


def match_action(text: str, actions: list[Action]) -> Action | None:
    """The action a person typed: its number in the list (from 1), its id, or its id in any case if unique."""
    text = text.strip()
    if text.isdigit() and 1 <= int(text) <= len(actions):
        return actions[int(text) - 1]
    for act in actions:
        if act.id == text:
            return act
    folded = [a for a in actions if a.id.casefold() == text.casefold()]
    return folded[0] if len(folded) == 1 else None


def result_line(result: Result, viewer: int | None = None, names: Mapping[int, str] | None = None) -> str:
    """A short sentence about the end of a game with the reason code (for a game that has no words for it; a
    game's ``describe_result`` says it in words)."""
    if result.winner is None:
        head = "Draw"
    elif result.winner == viewer:
        head = "You win"
    else:
        head = f"{(names or {}).get(result.winner, f'player {result.winner + 1}')} wins"
    numbers = result.scores and all(isinstance(x, int | float) for x in result.scores)
    scores = f", score {' : '.join(map(str, result.scores))}" if numbers else ""  # else the game's render shows them
    return f"{head} ({result.reason}{scores})"


def print_markup(console: Console, text: str) -> None:
    """Print a game's rich-markup text (``render``), or the text as is if its markup is broken."""
    try:
        console.print(text)
    except MarkupError:
        console.print(text, markup=False)


def terminal_ask(console: Console) -> Ask:
    """Read one line per prompt from standard input; None at end of input. Piped input is echoed."""

    def ask(prompt: str) -> str | None:
        if sys.stdin.isatty():
            try:
                return console.input(escape(prompt))
            except EOFError:
                return None
        console.print(escape(prompt), end="")
        line = sys.stdin.readline()
        if not line:
            console.print()
            return None
        console.print(escape(line.rstrip("\r\n")), highlight=False)
        return line

    return ask


def terminal_typed_ahead() -> bool:
    """True when a line is already waiting on a terminal's standard input (typed before the prompt was shown).
    Piped input is a script, never typed ahead."""
    if not sys.stdin.isatty():
        return False
    try:
        return bool(select.select([sys.stdin], [], [], 0)[0])
    except (OSError, ValueError):
        return False


def seen_cards(state: State, player: int) -> list[tuple[int, str]]:
    """(instance id, zone) of the cards ``player`` can see on the table and in hand: ``state.visible_cards`` less
    the decks (a deck's order is never known, and its contents are the deck list)."""
    return [(iid, zone) for iid, zone in state.visible_cards(player) if not zone.partition(":")[0].endswith("deck")]


class TerminalGame:
    """One game between a person (seat ``human``) and agents (the other seats), shown on ``console``."""

    def __init__(
        self,
        game: Game,
        state: State,
        human: int,
        agents: Mapping[int, Agent],
        console: Console,
        ask: Ask,
        typed_ahead: Callable[[], bool] = lambda: False,
    ) -> None:
        self.game = game
        self.state = state
        self.human = human
        self.agents = agents
        self.console = console
        self.ask = ask
        self.typed_ahead = typed_ahead
        self.seen = 0  # entries of the person's log (observe's log_size) already shown
        self.shown_decision = ""  # the kind of decision the person last saw
        self.names = {p: f"the opponent ({a.name})" for p, a in agents.items()}
        self.names[human] = "you"

    def run(self) -> str:
        """Play until the end, a quit or the end of input: returns "over", "quit" or "eof"."""
        state = self.state
        try:
            while not state.is_over:
                mover = state.to_move
                if mover == self.human:
                    only = state.only_choice()
                    if only is not None:
                        self.show_news()
                        self.console.print(f"  · taken for you (your only choice): {escape(only.label)}")
                        state.apply(only.id)
                        continue
                    choice = self.decide()
                    if isinstance(choice, str):
                        return choice
                    state.apply(choice.id)
                else:
                    self.computer_turn(mover)  # type: ignore[arg-type]
        except KeyboardInterrupt:
            self.console.print()
            return "quit"
        self.console.rule("game over")
        self.show_news()
        print_markup(self.console, self.game.render(state, self.human))
        assert state.result is not None
        self.console.print(f"[bold]{escape(self.game.describe_result(state.result, self.human))}[/bold]")
        return "over"

    # ------------------------------------------------------------------ the computer's turn
    def computer_turn(self, mover: int) -> None:
        """Let the agent of ``mover`` decide until another player is to move, with a live "thinking" line."""
        state = self.state
        agent = self.agents[mover]
        started = perf_counter()
        live = self.console.is_terminal
        with self.console.status("the opponent is thinking…", spinner="dots") if live else _Nothing() as status:
            while not state.is_over and state.to_move == mover:
                if live:
                    aid = _act_watched(agent, state, lambda s: status.update(f"the opponent is thinking… {s:.1f} s"))
                else:
                    aid = agent.act(state)
                state.apply(aid)
        spent = perf_counter() - started
        if spent >= THINK_SHOWN:
            self.console.print(f"  [dim](the opponent thought for {spent:.1f} s)[/dim]")

    # ------------------------------------------------------------------ the person's decision
    def decide(self) -> Action | str:
        """Show the table and ask until the person names a legal action, quits ("quit") or input ends ("eof")."""
        state = self.state
        actions = state.legal_actions()
        decision = state.decision
        self.console.rule(f"your move: {escape(self.game.describe_decision(decision))}")
        self.show_news()
        self.show_table(actions)
        stale = bool(self.shown_decision) and decision != self.shown_decision and self.typed_ahead()
        self.shown_decision = decision
        while True:
            line = self.ask(f"choice [1-{len(actions)}, id, i, w, ? help, q quit]: ")
            if line is None:
                return "eof"
            text = line.strip()
            if stale:
                stale = self.typed_ahead()
                if text:
                    self.console.print(
                        f"[yellow]not used: {escape(repr(text))} was typed before this decision"
                        f" ({escape(self.game.describe_decision(decision))})"
                        " was shown; type it again if you mean it[/yellow]"
                    )
                    continue
            if text.lower() in ("q", "quit", "exit"):
                return "quit"
            if text in ("?", "h", "help"):
                self.console.print(HELP, markup=False)
            elif text == "r":
                self.show_table(actions)
            elif text == "l":
                for entry in describe_events(self.game, state, self.human):
                    self.console.print(f"  · {escape(entry)}")
            elif text in ("w", "why"):
                self.show_notes("blocked", "Nothing is held back now: every action open to you is listed.")
            elif text == "i" or text.startswith("i "):
                self.show_card_number(text[1:].strip())
            elif text.startswith("?"):
                self.show_card_named(text[1:].strip())
            elif text:
                act = match_action(text, actions)
                if act is not None:
                    return act
                self.console.print(
                    f"[red]no such choice: {escape(repr(text))}[/red] (type 1-{len(actions)}, an action id, ? or q)"
                )

    # ------------------------------------------------------------------ what the person sees
    def show_news(self) -> None:
        """The log events the person may see that happened since they last looked."""
        obs = self.state.observe(self.human, since=self.seen)
        for e in obs["log"]:
            self.console.print(f"  · {escape(self.game.describe_event(e['kind'], e['data'], self.human))}")
        self.seen = obs["log_size"]

    def show_table(self, actions: list[Action]) -> None:
        print_markup(self.console, self.game.render(self.state, self.human))
        self.show_notes("forecast", "")
        width = len(str(len(actions)))
        entries = [
            f"{n:>{width}}. {escape(act.label)}" + ("" if act.id == act.label else f"  [dim]{escape(act.id)}[/dim]")
            for n, act in enumerate(actions, 1)
        ]
        if len(entries) > LONG_LIST:
            self.console.print(Columns(entries, column_first=True, padding=(0, 3)))
        else:
            for entry in entries:
                self.console.print(f"  {entry}")

    def show_notes(self, kind: str, none: str) -> None:
        """The game's explanation notes of one kind ("blocked" or "forecast") for the person, with their rules."""
        notes = [n for n in self.state.explain(self.human) if n["kind"] == kind]
        mark = "[yellow]![/yellow]" if kind == "forecast" else "[dim]why[/dim]"
        for note in notes:
            self.console.print(f"  {mark} {escape(note['text'])} [dim]({escape(note['rule_id'])})[/dim]")
        if not notes and none:
            self.console.print(f"  {escape(none)}")

    def show_card_number(self, text: str) -> None:
        """``i``: the visible cards numbered by zone; ``i N``: card N in full."""
        cards = seen_cards(self.state, self.human)
        names = self.game.cards
        if not text:
            if not cards:
                self.console.print("  no card is in sight")
            for n, (iid, zone) in enumerate(cards, 1):
                where = zone_label(zone, self.human)
                self.console.print(
                    f"  {n:>3}. {escape(names.display(self.state.cards[iid]))}  [dim]{escape(where)}[/dim]"
                )
            return
        if not text.isdigit() or not 1 <= int(text) <= len(cards):
            self.console.print(f"[red]no card {escape(text)}[/red]: type i to list the {len(cards)} cards in sight")
            return
        iid, zone = cards[int(text) - 1]
        self.console.print(escape(self.game.card_text(self.state.cards[iid])), highlight=False)
        self.console.print(f"  [dim]{escape(zone_label(zone, self.human))}[/dim]")

    def show_card_named(self, name: str) -> None:
        """``? NAME``: a card of the game in full, by name, alias or id (with suggestions for a misspelling)."""
        try:
            card_id = self.game.cards.resolve(name)
        except KeyError as exc:
            self.console.print(f"[red]{escape(str(exc.args[0]))}[/red]")
            return
        self.console.print(escape(self.game.card_text(card_id)), highlight=False)


class _Nothing:
    """A stand-in for a rich status when nothing live is shown (output to a file or pipe)."""

    def __enter__(self) -> _Nothing:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def update(self, *_: object) -> None:
        return None


def _act_watched(agent: Agent, state: State, tick: Callable[[float], None], every: float = 0.1) -> str:
    """``agent.act(state)`` in a worker thread while ``tick(seconds so far)`` runs every ``every`` seconds here."""
    result: dict[str, Any] = {}

    def work() -> None:
        try:
            result["id"] = agent.act(state)
        except BaseException as exc:
            result["error"] = exc

    started = perf_counter()
    worker = threading.Thread(target=work, name="tcgkit-think", daemon=True)
    worker.start()
    while worker.is_alive():
        worker.join(every)
        tick(perf_counter() - started)
    if "error" in result:
        raise result["error"]
    return str(result["id"])


__all__ = [
    "HELP",
    "TerminalGame",
    "describe_events",
    "match_action",
    "print_markup",
    "result_line",
    "seen_cards",
    "terminal_ask",
    "terminal_typed_ahead",
    "visible_events",
]
