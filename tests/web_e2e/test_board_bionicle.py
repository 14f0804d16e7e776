"""Bionicle's own board in a real browser: a whole game against the random computer taken by clicking the board (the
pool cards of the drafts, the nest, the squares of the map, hand and held cards), the action list used only for
actions that concern nothing on the board (keep, stop, pass, go); what the computer just did is marked; a hovered
log line lights its squares and cards; screenshots at desktop size and at 390x844."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import DESKTOP, Server, watch_errors
from .helpers import TABLE, act_by_board, seq, start_from_lobby, wait_for_turn_or_end

BOARD = f"{TABLE} .board.bio-board"
PHONE = {"width": 390, "height": 844}
SHOT_AT = 16  # own decisions before the screenshots: the drafts are over and the Toa are on the move


def hover_lights_the_board(page: Page) -> bool:
    """Hover log lines that have refs, newest first, until one lights something on the board."""
    lines = page.locator(".log-lines li.has-refs")
    n = lines.count()
    for k in range(n - 1, max(-1, n - 30), -1):
        lines.nth(k).hover()
        if page.locator(f"{BOARD} .lit").count() > 0:
            return True
    return False


def shoot(page: Page, browser: Browser, shots: Path, rng: random.Random) -> tuple[str, str] | None:
    """The table mid-game at desktop size (a card of the hand read in the card panel) and on a phone, where the
    next decision is taken by clicking the phone's board when it has refs. Returns that decision, if taken."""
    mine = page.locator(f"{BOARD} .bio-mine .bio-card[data-card]")
    if mine.count():
        mine.first.hover()
        page.wait_for_selector(".card-panel .card-type, .card-panel .card-text", timeout=10_000)
    page.mouse.move(0, 0)
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(shots / "web-board-bionicle.png"), full_page=True)
    phone = browser.new_page(viewport=PHONE)
    try:
        phone.goto(page.url)
        phone.wait_for_selector(f"{BOARD} .bio-map")
        width = phone.evaluate("document.documentElement.scrollWidth")
        assert width <= PHONE["width"] + 1, f"the table is {width}px wide on a 390px phone"
        map_box = phone.locator(f"{BOARD} .bio-map").bounding_box()
        assert map_box is not None and map_box["width"] <= PHONE["width"]
        phone.screenshot(path=str(shots / "web-board-bionicle-phone.png"), full_page=True)
        if page.locator(f"{TABLE}[data-status=over]").count():
            return None
        before = seq(page)
        wait_for_turn_or_end(phone)
        action, way = act_by_board(phone, rng)
        page.wait_for_function(
            "([sel, before]) => Number(document.querySelector(sel)?.dataset.seq) !== before",
            arg=[TABLE, before],
            timeout=60_000,
        )
        return action, way
    finally:
        phone.close()


@pytest.mark.slow
def test_a_whole_game_clicked_on_the_bionicle_board(server: Server, browser: Browser, shots: Path) -> None:
    page = browser.new_page(viewport=DESKTOP)
    errors = watch_errors(page)
    start_from_lobby(page, server.url, "bionicle", agent="random", turn_limit=12)
    page.wait_for_url(re.compile(r"/g/[^#]+#t="))
    page.wait_for_selector(f"{TABLE}[data-connection=open]")
    page.wait_for_selector(f"{BOARD} .bio-map")
    rng = random.Random(14)
    ways = {"board": 0, "list": 0}
    taken: list[tuple[str, str]] = []
    saw_recent = lit = shot = False
    while wait_for_turn_or_end(page) == "act":
        decisions = ways["board"] + ways["list"]
        assert decisions < 500, "no result after 500 decisions"
        if taken and page.locator(f"{BOARD} .recent").count() > 0:
            saw_recent = True  # what the computer did since our last move is marked on the board
        if decisions >= SHOT_AT and not shot:
            lit = hover_lights_the_board(page)
            shot = True
            on_phone = shoot(page, browser, shots, rng)
            if on_phone is not None:  # one decision clicked on the 390px phone's board
                ways[on_phone[1]] += 1
                taken.append(on_phone)
                continue
        action, way = act_by_board(page, rng)
        ways[way] += 1
        taken.append((action, way))
    result = page.locator("section.result")
    expect(result).to_be_visible()
    expect(result).to_contain_text(re.compile(r"\(BIO-[\d.]+\)"))
    if not shot:
        lit = hover_lights_the_board(page)
        shoot(page, browser, shots, rng)
    on_board = {a.split(" ")[0] for a, w in taken if w == "board"}
    assert {"pick", "move"} <= on_board, taken  # drafts and steps on the map were clicked
    assert ways["board"] > ways["list"], ways
    assert saw_recent, "nothing the computer did was marked recent on the board"
    assert lit, "hovering a log line with refs lit nothing on the board"
    assert errors == []
