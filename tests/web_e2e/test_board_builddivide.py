"""Build Divide's own board in a real browser: a whole game against the random computer played by clicking hand cards,
units, energy, life zones, territories and zones (the action list only for what nothing on the board concerns: keep,
end, no block, skip), what the computer just did marked on the board, log lines lighting their cards, and the table at
desktop and phone size."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import DESKTOP, Server, watch_errors
from .helpers import TABLE, act_by_board, start_from_lobby, wait_for_turn_or_end

BOARD = f"{TABLE} .board.bdv-board"
PHONE = {"width": 390, "height": 844}


def shoot(page: Page, path: Path) -> None:
    """The table as the player sees it, with one of their own units (or hand cards) read in the card panel."""
    mine = page.locator(
        f"{BOARD} .bdv-mine .bdv-field .bdv-card[data-card], {BOARD} .bdv-mine .bdv-hand .bdv-card[data-card]"
    )
    if mine.count():
        mine.first.hover()
        page.wait_for_selector(".card-panel .card-type, .card-panel .card-text", timeout=10_000)
    page.mouse.move(0, 0)
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(path), full_page=True)


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


def mid_game(page: Page) -> bool:
    """Units on the field and energy on both sides: a table worth a screenshot."""
    return (
        page.locator(f"{BOARD} .bdv-field .bdv-card").count() >= 2
        and page.locator(f"{BOARD} .bdv-theirs .bdv-energy .bdv-card").count() >= 3
    )


def phone_shot(browser: Browser, url: str, path: Path, playing: bool = True) -> bool:
    """The same seat at 390x844: the board fits the width, cards are drawn, the actions stay reachable. False if
    the game ended meanwhile (while ``playing`` is wanted): the screenshot is then taken later."""
    phone = browser.new_page(viewport=PHONE)
    errors = watch_errors(phone)
    phone.goto(url)
    phone.wait_for_selector(f"{TABLE}[data-connection=open] .board.bdv-board")
    if playing and phone.get_attribute(TABLE, "data-status") == "over":
        phone.close()
        return False
    width = phone.evaluate("document.querySelector('main.table .board').getBoundingClientRect().width")
    assert width <= PHONE["width"], width
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"] + 1
    expect(phone.locator(f"{BOARD} .bdv-mine .bdv-life")).to_be_visible()
    if playing:
        expect(phone.locator("button.action").first).to_be_attached()
    shoot(phone, path)
    phone.close()
    assert errors == []
    return True


@pytest.mark.slow
def test_a_whole_game_clicked_on_the_board(server: Server, browser: Browser, shots: Path) -> None:
    page = browser.new_page(viewport=DESKTOP)
    errors = watch_errors(page)
    start_from_lobby(page, server.url, "builddivide", agent="random", turn_limit=10)
    page.wait_for_url(re.compile(r"/g/[^#]+#t="))
    page.wait_for_selector(f"{TABLE}[data-connection=open]")
    expect(page.locator(BOARD)).to_be_visible()
    rng = random.Random("builddivide-board")
    ways = {"board": 0, "list": 0}
    taken: list[tuple[str, str]] = []
    saw_recent = lit = shot = False
    while wait_for_turn_or_end(page) == "act":
        assert len(taken) < 500, "no result after 500 decisions"
        if taken and page.locator(f"{BOARD} .recent").count() > 0:
            saw_recent = True
        if not lit and len(taken) >= 6:
            lit = log_lights_the_board(page)
        if not shot and len(taken) >= 8 and (mid_game(page) or len(taken) >= 16):
            shoot(page, shots / "web-board-builddivide.png")
            shot = phone_shot(browser, page.url, shots / "web-board-builddivide-phone.png")
        action, way = act_by_board(page, rng)
        ways[way] += 1
        taken.append((action, way))
    result = page.locator("section.result")
    expect(result).to_be_visible()
    expect(result).to_contain_text(re.compile(r"\(BDV-[\d.]+\)"))
    assert ways["board"] > ways["list"], (ways, taken)
    assert saw_recent, "nothing the computer did was marked recent on the board"
    assert lit or log_lights_the_board(page), "no log line lit anything on the board"
    if not shot:
        shoot(page, shots / "web-board-builddivide.png")
        phone_shot(browser, page.url, shots / "web-board-builddivide-phone.png", playing=False)
    assert errors == []
