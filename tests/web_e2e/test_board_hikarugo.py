"""Hikaru no Go TCG's own board in a real browser: a whole game against the random computer played by clicking
squares, stones, hand cards, uchite, fuseki, the character and the match area (the action list only for what nothing on
the board concerns), what the computer just did marked on the board, log lines lighting their squares and cards, and
the table at desktop and phone size."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import DESKTOP, Server, watch_errors
from .helpers import TABLE, act_by_board, start_from_lobby, wait_for_turn_or_end

BOARD = f"{TABLE} .board.hgo-board"
PHONE = {"width": 390, "height": 844}


def shoot(page: Page, path: Path) -> None:
    """The table as the player sees it, with one of their own cards read in the card panel."""
    mine = page.locator(f"{BOARD} .hgo-side-bottom .hgo-card[data-card]")
    if mine.count():
        mine.first.hover()
        page.wait_for_selector(".card-panel .card-type, .card-panel .card-text", timeout=10_000)
    page.mouse.move(0, 0)
    page.wait_for_selector(f"{BOARD}:not([aria-busy=true])")  # every card's details have come
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(path), full_page=True)


def shoot_both(browser: Browser, page: Page, shots: Path) -> None:
    """The desktop table, then the same seat's link in a phone-sized page: the board fits 390 px, actions reachable."""
    shoot(page, shots / "web-board-hikarugo.png")
    phone = browser.new_page(viewport=PHONE)
    errors = watch_errors(phone)
    phone.goto(page.url)
    phone.wait_for_selector(f"{TABLE}[data-connection=open] .board.hgo-board")
    width = phone.evaluate("document.querySelector('main.table .board').getBoundingClientRect().width")
    assert width <= PHONE["width"], width
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"] + 1
    squares = phone.evaluate("document.querySelector('main.table svg.hgo-goban').getBoundingClientRect().width")
    assert 250 <= squares <= PHONE["width"], squares  # the board scales to the phone and stays big enough to tap
    expect(phone.locator("section.actions, section.result").first).to_be_attached()
    shoot(phone, shots / "web-board-hikarugo-phone.png")
    phone.close()
    assert errors == []
    # a spectator (the link without the seat token) sees player 1 below, both hands face down
    watcher = browser.new_page(viewport=DESKTOP)
    errors = watch_errors(watcher)
    watcher.goto(page.url.split("#")[0])
    watcher.wait_for_selector(f"{TABLE}[data-connection=open] .board.hgo-board")
    expect(watcher.locator(f"{BOARD} .hgo-side-bottom .hgo-who")).to_have_text("Player 1")
    hand = f"{BOARD} .hgo-row:has(> [data-ref='zone:0-hand']) .hgo-card"
    assert watcher.locator(hand).count() > 0
    expect(watcher.locator(f"{hand}:not(.hgo-hidden)")).to_have_count(0)
    watcher.close()
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


@pytest.mark.slow
def test_a_whole_game_clicked_on_the_board(server: Server, browser: Browser, shots: Path) -> None:
    page = browser.new_page(viewport=DESKTOP)
    errors = watch_errors(page)
    start_from_lobby(page, server.url, "hikarugo", agent="random", turn_limit=12)
    page.wait_for_url(re.compile(r"/g/[^#]+#t="))
    page.wait_for_selector(f"{TABLE}[data-connection=open]")
    expect(page.locator(BOARD)).to_be_visible()
    expect(page.locator(f"{BOARD} svg.hgo-goban [data-ref^='square:']")).to_have_count(36)
    rng = random.Random("hikarugo-board")
    ways = {"board": 0, "list": 0}
    taken: list[tuple[str, str]] = []
    saw_recent = lit = shot = False
    while wait_for_turn_or_end(page) == "act":
        assert len(taken) < 500, "no result after 500 decisions"
        if taken and page.locator(f"{BOARD} .recent").count() > 0:
            saw_recent = True
        if not lit and len(taken) >= 6:
            lit = log_lights_the_board(page)
        # mid-game: the first match from the 8th decision on, else the 16th decision
        duel = page.locator(f"{BOARD} .hgo-duel").count() > 0
        if not shot and ((duel and len(taken) >= 8) or len(taken) >= 16):
            shoot_both(browser, page, shots)
            shot = True
        action, way = act_by_board(page, rng)
        ways[way] += 1
        taken.append((action, way))
    result = page.locator("section.result")
    expect(result).to_be_visible()
    expect(result).to_contain_text(re.compile(r"\(HGO-[\d.]+\)"))
    print(f"hikarugo board game: {len(taken)} decisions, {ways}")
    assert ways["board"] > ways["list"], (ways, taken)
    assert saw_recent, "nothing the computer did was marked recent on the board"
    assert lit or log_lights_the_board(page), "no log line lit anything on the board"
    if not shot:  # a very short game: its end
        shoot_both(browser, page, shots)
    assert errors == []
