"""The web table on a phone (390x844): the lobby and a game mid-way fit the screen's width (no sideways scrolling),
and the actions of the seat to move are on the screen without scrolling to them, and work."""

from __future__ import annotations

import random
from pathlib import Path

from playwright.sync_api import Browser, Page

from .conftest import Server, watch_errors
from .helpers import ENABLED_ACTION, TABLE, click_action, seq, start_from_lobby, wait_for_turn_or_end

PHONE = {"width": 390, "height": 844}


def page_width(page: Page) -> int:
    return int(page.evaluate("document.documentElement.scrollWidth"))


def off_screen(page: Page, selector: str) -> str | None:
    """None if the element is inside the visible screen (the viewport) as the page stands, else where it is."""
    return page.evaluate(  # type: ignore[no-any-return]
        """(sel) => {
            const r = document.querySelector(sel).getBoundingClientRect();
            const inside = r.width > 0 && r.top >= 0 && r.bottom <= innerHeight + 0.5 && r.left >= 0
                && r.right <= innerWidth + 0.5;
            const screen = `(screen ${innerWidth}x${innerHeight})`;
            return inside ? null : `at ${r.left},${r.top} to ${r.right},${r.bottom} ${screen}`;
        }""",
        selector,
    )


def test_the_lobby_and_a_game_fit_a_phone_and_the_actions_are_in_reach(
    server: Server, browser: Browser, shots: Path
) -> None:
    context = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(server.url + "/")
    page.wait_for_selector("form.new-game")
    assert page_width(page) <= PHONE["width"], "the lobby is wider than the phone"
    page.screenshot(path=str(shots / "web-phone-lobby.png"), full_page=False)

    start_from_lobby(page, server.url, "starwars", turn_limit=6)
    rng = random.Random(5)
    for _ in range(6):  # a few decisions in: the game is under way
        if wait_for_turn_or_end(page) == "over":
            break
        click_action(page, rng)
    assert wait_for_turn_or_end(page) == "act", "the game ended before the phone could be checked mid-game"
    assert page_width(page) <= PHONE["width"], "the table is wider than the phone"

    # at the top of the page (the board in view), the first action is on the screen without scrolling
    page.evaluate("window.scrollTo(0, 0)")
    first = f"{ENABLED_ACTION} >> nth=0"
    page.screenshot(path=str(shots / "web-phone-table.png"), full_page=False)
    where = off_screen(page, f"main.table {ENABLED_ACTION}")
    assert where is None, f"the first action is not on the screen: {where}"
    assert page.evaluate("window.scrollY") == 0

    # and a tap on it is taken (no scrolling first)
    before = seq(page)
    page.locator(first).tap()
    page.wait_for_function(
        """([sel, before]) => {
            const t = document.querySelector(sel);
            return Number(t.dataset.seq) !== before || t.dataset.status === 'over';
        }""",
        arg=[TABLE, before],
        timeout=30_000,
    )
    assert page.locator(".error-line").count() == 0
    assert page_width(page) <= PHONE["width"]
    assert errors == []
    context.close()
