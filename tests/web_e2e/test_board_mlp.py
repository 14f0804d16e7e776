"""My Little Pony CCG's own board in a real browser: a whole game against the random computer played by clicking
hand cards, characters, homes, problems, troublemakers and the deck (the action list only for what nothing on the
board concerns), what the computer just did marked on the board, log lines lighting their cards, and the table at
desktop and phone size."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import DESKTOP, Server, watch_errors
from .helpers import TABLE, act_by_board, start_from_lobby, wait_for_turn_or_end

BOARD = f"{TABLE} .board.mlp-board"
PHONE = {"width": 390, "height": 844}


def shoot(page: Page, path: Path) -> None:
    """The table as the player sees it, with one of their own hand cards read in the card panel."""
    mine = page.locator(f"{BOARD} .mlp-hand .mlp-card[data-card]")
    if mine.count():
        mine.first.hover()
        page.wait_for_selector(".card-panel .card-type, .card-panel .card-text", timeout=10_000)
    page.mouse.move(0, 0)
    page.wait_for_selector(f"{BOARD}:not([aria-busy=true])")  # every card's details have come
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(path), full_page=True)


def log_lights_the_board(page: Page) -> bool:
    """Hover the log lines that have refs, newest first, until one lights something on the board."""
    lines = page.locator(".log-lines li.has-refs")
    for i in reversed(range(max(0, lines.count() - 15), lines.count())):
        lines.nth(i).hover()
        if page.locator(f"{BOARD} .lit").count() > 0:
            page.mouse.move(0, 0)
            return True
    page.mouse.move(0, 0)
    return False


def board_is_drawn(page: Page) -> bool:
    """Mid-game: both homes, two problems with their cards and requirements, and cards in hand."""
    return (
        page.locator(f"{BOARD} .mlp-home").count() == 2
        and page.locator(f"{BOARD} .mlp-problem").count() >= 2
        and page.locator(f"{BOARD} .mlp-hand .mlp-card").count() > 0
        and page.locator(f"{BOARD} .mlp-problem .mlp-half .mlp-card").count() > 0
    )


@pytest.mark.slow
def test_a_whole_game_clicked_on_the_board(server: Server, browser: Browser, shots: Path) -> None:
    page = browser.new_page(viewport=DESKTOP)
    errors = watch_errors(page)
    start_from_lobby(page, server.url, "mlp", agent="random", turn_limit=12)
    page.wait_for_url(re.compile(r"/g/[^#]+#t="))
    page.wait_for_selector(f"{TABLE}[data-connection=open]")
    expect(page.locator(BOARD)).to_be_visible()
    rng = random.Random("mlp-board")
    ways = {"board": 0, "list": 0}
    taken: list[tuple[str, str]] = []
    saw_recent = lit = shot = fo_shot = False
    while wait_for_turn_or_end(page) == "act":
        assert len(taken) < 500, "no result after 500 decisions"
        if taken and page.locator(f"{BOARD} .recent").count() > 0:
            saw_recent = True
        if not lit and len(taken) >= 6:
            lit = log_lights_the_board(page)
        if not shot and len(taken) >= 8 and board_is_drawn(page):
            # every hand card shows its cost and every problem what each player needs there
            # (a card's cost comes with its details, fetched once per card: wait for the newest ones)
            hand = page.locator(f"{BOARD} .mlp-hand .mlp-card")
            expect(page.locator(f"{BOARD} .mlp-hand .mlp-card .mlp-cost")).to_have_count(hand.count())
            expect(page.locator(f"{BOARD} .mlp-problem .mlp-need").first).to_contain_text(re.compile(r"needs \d+ \w+"))
            shoot(page, shots / "web-board-mlp.png")
            phone = browser.new_page(viewport=PHONE)
            phone_errors = watch_errors(phone)
            phone.goto(page.url)
            phone.wait_for_selector(f"{TABLE}[data-connection=open] .board.mlp-board")
            # at 390 px the board fits the width and the actions stay reachable
            width = phone.evaluate("document.querySelector('main.table .board').getBoundingClientRect().width")
            assert width <= PHONE["width"], width
            assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"] + 1
            expect(phone.locator("button.action").first).to_be_attached()
            shoot(phone, shots / "web-board-mlp-phone.png")
            phone.close()
            assert phone_errors == []
            shot = True
        if not fo_shot and page.locator(f"{BOARD} .mlp-faceoff-panel .mlp-card").count() > 0:
            shoot(page, shots / "web-board-mlp-faceoff.png")  # a faceoff's reveals, when the game has one
            fo_shot = True
        action, way = act_by_board(page, rng)
        ways[way] += 1
        taken.append((action, way))
    result = page.locator("section.result")
    expect(result).to_be_visible()
    expect(result).to_contain_text(re.compile(r"\(MLP-[\d.]+\)"))
    print(f"mlp board game: {ways} decisions by way, {len(taken)} in all")
    assert ways["board"] > ways["list"], (ways, taken)
    assert saw_recent, "nothing the computer did was marked recent on the board"
    assert lit or log_lights_the_board(page), "no log line lit anything on the board"
    if not shot:
        shoot(page, shots / "web-board-mlp.png")
    assert errors == []
