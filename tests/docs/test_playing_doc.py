"""docs/playing.md shows, for each game, a screen of real terminal play: the table with the forecast notes, a card
shown in full (``i N``) and the why-notes (``w``). The screens are captured here from the real client
(``tcgkit.play.TerminalGame``) in fixed-seed games against the random agent, and the document must hold exactly
what the client prints now.

    TCGKIT_UPDATE_DOCS=1 .venv/bin/python -m pytest tests/docs/test_playing_doc.py   # rewrite the screens
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from rich.console import Console

import tcgkit
from tcgkit.agents import RandomAgent
from tcgkit.core import Rng
from tcgkit.play import TerminalGame

DOC = Path(__file__).resolve().parents[2] / "docs" / "playing.md"
WIDTH = 118
#: Per game: the seed, the person's seat, and how many of the person's decisions to play (seeded random choices)
#: at least before the screen is taken: the first decision after them with both a forecast and a why-note.
SCREENS = {
    "hikarugo": (3, 0, 12),
    "builddivide": (3, 0, 6),
    "starwars": (3, 0, 4),
    "mlp": (3, 0, 8),
    "bionicle": (3, 0, 10),
}


def marker(name: str) -> tuple[str, str]:
    return f"<!-- screen:{name}:begin -->", f"<!-- screen:{name}:end -->"


def capture(name: str) -> str:
    """The screen of ``name``: the person's decision after the scripted ones, then ``i``, ``i 1``, ``w``, ``q``."""
    seed, seat, before = SCREENS[name]
    game = tcgkit.game(name)
    a, b = game.sample_matchups()[0]
    state = game.new_game([a, b], seed=seed)
    rng = Rng(seed)
    console = Console(record=True, width=WIDTH, color_system=None, force_terminal=False)
    script: list[str] = []
    mark: list[int] = []  # where the console's text stood when the screen's decision was asked

    def ask(prompt: str) -> str | None:
        kinds = {n["kind"] for n in state.explain(seat)}
        if "shown" not in script and (len(script) < before or kinds != {"blocked", "forecast"}):
            actions = [x for x in state.legal_actions() if not x.resign]
            script.append("scripted")
            return actions[rng.below(len(actions))].id
        if "shown" not in script:
            mark.append(len(console.export_text(clear=False)))
        script.append("shown")
        shown = script.count("shown")
        answer = {1: "i", 2: "i 1", 3: "w"}.get(shown, "q")
        console.print(f"{prompt}{answer}", markup=False, highlight=False)  # as a terminal shows what was typed
        return answer

    session = TerminalGame(game, state, seat, {1 - seat: RandomAgent(seed)}, console, ask)
    session.run()
    text = console.export_text()
    start = text.rfind("your move", 0, mark[0])
    start = text.rfind("\n", 0, start) + 1
    lines = [line.rstrip() for line in text[start:].splitlines()]
    return "\n".join(lines).strip("\n")


def section(name: str, screen: str) -> str:
    begin, end = marker(name)
    return f"{begin}\n```\n{screen}\n```\n{end}"


@pytest.mark.parametrize("name", list(SCREENS))
def test_the_playing_guide_shows_what_the_client_prints(name: str) -> None:
    screen = capture(name)
    assert "  1. " in screen and "  why " in screen and "  ! " in screen  # i, the card in full, w and the forecast
    begin, end = marker(name)
    doc = DOC.read_text(encoding="utf-8")
    if os.environ.get("TCGKIT_UPDATE_DOCS"):
        if begin in doc:
            head, rest = doc.split(begin, 1)
            doc = head + section(name, screen) + rest.split(end, 1)[1]
        else:
            doc += f"\n{section(name, screen)}\n"
        DOC.write_text(doc, encoding="utf-8")
    assert section(name, screen) in DOC.read_text(encoding="utf-8"), (
        f"docs/playing.md is out of date for {name}: rerun with TCGKIT_UPDATE_DOCS=1"
    )
