"""Playing in the terminal: a person against agents, through the public API only.

At each of the person's decisions the loop shows what happened since their last one (the log events they may see,
through ``game.describe_event``), the table as they see it (``game.render``) and the numbered legal actions. The
other players' action labels are never shown: they may name hidden cards.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from typing import Any

from rich.columns import Columns
from rich.console import Console
from rich.errors import MarkupError
from rich.markup import escape

from .agents import Agent
from .core import Action, Game, Result, State

HELP = """Type the number of an action or its id (shown dimmed after the label).
  ?  this help
  r  show the table and the choices again
  l  show the whole game log you may see
  q  quit (the game so far is saved as a record)"""

LONG_LIST = 12  # more choices than this are shown in columns

Ask = Callable[[str], "str | None"]


def visible_events(state: State, player: int, start: int = 0) -> list[tuple[str, Any]]:
    """(kind, data) of the log events from index ``start`` on that ``player`` may see."""
    return [(k, d) for k, d, vis in state.events[start:] if vis is None or player in vis]


def describe_events(game: Game, state: State, player: int, start: int = 0) -> list[str]:
    """One line per log event from ``start`` on that ``player`` may see."""
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
    """A sentence for people about the end of a game ("You win" when ``viewer`` won)."""
    if result.winner is None:
        head = "Draw"
    elif result.winner == viewer:
        head = "You win"
    else:
        head = f"{(names or {}).get(result.winner, f'player {result.winner}')} wins"
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


class TerminalGame:
    """One game between a person (seat ``human``) and agents (the other seats), shown on ``console``."""

    def __init__(
        self, game: Game, state: State, human: int, agents: Mapping[int, Agent], console: Console, ask: Ask
    ) -> None:
        self.game = game
        self.state = state
        self.human = human
        self.agents = agents
        self.console = console
        self.ask = ask
        self.seen = 0  # index of the first log event not yet shown to the person
        self.names = {p: f"{a.name} (player {p})" for p, a in agents.items()}
        self.names[human] = f"you (player {human})"

    def run(self) -> str:
        """Play until the end, a quit or the end of input: returns "over", "quit" or "eof"."""
        state = self.state
        try:
            while not state.is_over:
                mover = state.to_move
                if mover == self.human:
                    choice = self.decide()
                    if isinstance(choice, str):
                        return choice
                    state.apply(choice.id)
                else:
                    state.apply(self.agents[mover].act(state))  # type: ignore[index]
        except KeyboardInterrupt:
            self.console.print()
            return "quit"
        self.console.rule("game over")
        self.show_news()
        print_markup(self.console, self.game.render(state, self.human))
        assert state.result is not None
        self.console.print(f"[bold]{escape(result_line(state.result, self.human, self.names))}[/bold]")
        return "over"

    def decide(self) -> Action | str:
        """Show the table and ask until the person names a legal action, quits ("quit") or input ends ("eof")."""
        actions = self.state.legal_actions()
        self.console.rule(f"your move, player {self.human}")
        self.show_news()
        self.show_table(actions)
        while True:
            line = self.ask(f"choice [1-{len(actions)}, id, ? help, q quit]: ")
            if line is None:
                return "eof"
            text = line.strip()
            if text.lower() in ("q", "quit", "exit"):
                return "quit"
            if text in ("?", "h", "help"):
                self.console.print(HELP, markup=False)
            elif text == "r":
                self.show_table(actions)
            elif text == "l":
                for entry in describe_events(self.game, self.state, self.human):
                    self.console.print(f"  · {escape(entry)}")
            elif text:
                act = match_action(text, actions)
                if act is not None:
                    return act
                self.console.print(
                    f"[red]no such choice: {escape(repr(text))}[/red] (type 1-{len(actions)}, an action id, ? or q)"
                )

    def show_news(self) -> None:
        """The log events the person may see that happened since they last looked."""
        for entry in describe_events(self.game, self.state, self.human, self.seen):
            self.console.print(f"  · {escape(entry)}")
        self.seen = len(self.state.events)

    def show_table(self, actions: list[Action]) -> None:
        print_markup(self.console, self.game.render(self.state, self.human))
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


__all__ = [
    "HELP",
    "TerminalGame",
    "describe_events",
    "match_action",
    "print_markup",
    "result_line",
    "terminal_ask",
    "visible_events",
]
