"""Star Wars TCG's own board in a real browser: a whole game against the random computer played by clicking units,
hand cards, face-down cards, arenas and dice (the action list only for what nothing on the board concerns), what the
computer just did marked on the board, log lines lighting their units, and the table at desktop and phone size."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import DESKTOP, Server, watch_errors
from .helpers import TABLE, act_by_board, start_from_lobby, wait_for_turn_or_end

BOARD = f"{TABLE} .board.swt-board"
PHONE = {"width": 390, "height": 844}


def shoot(page: Page, path: Path) -> None:
    """The table as the player sees it, with one of their own cards read in the card panel."""
    mine = page.locator(f"{BOARD} .swt-side-bottom .swt-card[data-card]")
    if mine.count():
        mine.first.hover()
        page.wait_for_selector(".card-panel .card-type, .card-panel .card-text", timeout=10_000)
    page.mouse.move(0, 0)
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(path), full_page=True)


def shoot_both(browser: Browser, page: Page, shots: Path) -> None:
    """The desktop table, then the same seat's link in a phone-sized page: the board fits 390 px, actions reachable."""
    shoot(page, shots / "web-board-starwars.png")
    phone = browser.new_page(viewport=PHONE)
    errors = watch_errors(phone)
    phone.goto(page.url)
    phone.wait_for_selector(f"{TABLE}[data-connection=open] .board.swt-board")
    width = phone.evaluate("document.querySelector('main.table .board').getBoundingClientRect().width")
    assert width <= PHONE["width"], width
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"] + 1
    expect(phone.locator("section.actions, section.result").first).to_be_attached()
    shoot(phone, shots / "web-board-starwars-phone.png")
    phone.close()
    assert errors == []


def log_lights_the_board(page: Page) -> bool:
    """Hover the log lines that have refs, newest first, until one lights something on the board."""
    lines = page.locator(".log-lines li.has-refs")
    for i in reversed(range(max(0, lines.count() - 12), lines.count())):
        lines.nth(i).hover()
        if page.locator(f"{BOARD} .lit").count() > 0:
            page.mouse.move(0, 0)
            return True
    page.mouse.move(0, 0)
    return False


class Played:
    """What the board games of the test did: the decisions and how each was taken, and what was seen."""

    def __init__(self) -> None:
        self.taken: list[tuple[str, str]] = []
        self.ways = {"board": 0, "list": 0}
        self.saw_recent = self.lit = self.shot = self.shot_dice = False


def play_a_game(browser: Browser, page: Page, server: Server, shots: Path, seat: str, played: Played) -> None:
    """One whole game from the lobby against the random computer, every decision taken with act_by_board."""
    start_from_lobby(page, server.url, "starwars", agent="random", turn_limit=3, seat=seat)
    page.wait_for_url(re.compile(r"/g/[^#]+#t="))
    page.wait_for_selector(f"{TABLE}[data-connection=open]")
    expect(page.locator(BOARD)).to_be_visible()
    rng = random.Random(f"starwars-board-{seat}")
    mine = 0
    while wait_for_turn_or_end(page) == "act":
        assert mine < 500, "no result after 500 decisions"
        if mine and page.locator(f"{BOARD} .recent").count() > 0:
            played.saw_recent = True
        if not played.lit and mine >= 6:
            played.lit = log_lights_the_board(page)
        dice = page.locator(f"{BOARD} .swt-battle-panel .swt-die").count() > 0
        # mid-game: at the 14th decision, and again at the first one ahead that shows an attack's dice
        if (not played.shot and mine >= 14) or (not played.shot_dice and dice and mine >= 8):
            shoot_both(browser, page, shots)
            played.shot = True
            played.shot_dice = dice
        action, way = act_by_board(page, rng)
        played.ways[way] += 1
        played.taken.append((action, way))
        mine += 1
    result = page.locator("section.result")
    expect(result).to_be_visible()
    expect(result).to_contain_text(re.compile(r"\(SWT-[\d.]+\)"))
    if not played.lit:
        played.lit = log_lights_the_board(page)
    if seat == "0":  # a spectator (the link without a seat token) sees player 1 below and can click nothing
        watcher = browser.new_page(viewport=DESKTOP)
        watcher_errors = watch_errors(watcher)
        watcher.goto(page.url.split("#")[0])
        expect(watcher.locator(f"{BOARD} .swt-side-bottom .swt-who")).to_contain_text("Player 1")
        expect(watcher.locator(f"{BOARD} .swt-side-top .swt-who")).to_contain_text("Player 2")
        expect(watcher.locator(f"{BOARD} .can-act")).to_have_count(0)
        watcher.close()
        assert watcher_errors == []


@pytest.mark.slow
def test_whole_games_clicked_on_the_board(server: Server, browser: Browser, shots: Path) -> None:
    """A game from each seat, and more until 30 decisions were taken (a Star Wars game can end after its first
    turn, SWT-7.2); most decisions are clicks on the board."""
    page = browser.new_page(viewport=DESKTOP)
    errors = watch_errors(page)
    played = Played()
    for n in range(4):
        play_a_game(browser, page, server, shots, str(n % 2), played)
        if n >= 1 and len(played.taken) >= 30:  # one game from each seat at least
            break
    print(f"starwars board games: {len(played.taken)} decisions, {played.ways}: {played.taken}")
    assert played.ways["board"] > played.ways["list"], (played.ways, played.taken)
    assert played.saw_recent, "nothing the computer did was marked recent on the board"
    assert played.lit, "no log line lit anything on the board"
    if not played.shot:  # only very short games: the last one's end
        shoot_both(browser, page, shots)
    assert errors == []
