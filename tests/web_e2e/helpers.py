"""Playing through the browser: start a game from the lobby, take actions by clicking their buttons."""

from __future__ import annotations

import random

from playwright.sync_api import Page

TABLE = "main.table"
ENABLED_ACTION = "button.action:not([disabled])"


def start_from_lobby(
    page: Page,
    base: str,
    game: str,
    *,
    opponent: str = "computer",
    agent: str = "random",
    think: float | None = None,
    turn_limit: int | None = None,
    seat: str = "0",
) -> None:
    """Fill the lobby's form and start; a computer game goes straight to the table."""
    page.goto(base + "/")
    page.wait_for_selector("form.new-game")
    page.check(f"input[name=game][value={game}]")
    if turn_limit is not None:
        page.fill("input[name=turn_limit]", str(turn_limit))
    if opponent == "computer":
        page.check("input[name=opponent] >> nth=0")
        page.select_option("select[name=agent]", agent)
        if think is not None:
            page.fill("input[name=think]", str(think))
    else:
        page.check("input[name=opponent] >> nth=1")
    page.select_option("select[name=seat]", seat)
    page.click("form.new-game button[type=submit]")


def seq(page: Page) -> int:
    raw = page.get_attribute(TABLE, "data-seq")
    return int(raw) if raw else -1


def status(page: Page) -> str:
    return page.get_attribute(TABLE, "data-status") or ""


def wait_for_turn_or_end(page: Page, timeout_ms: float = 60_000) -> str:
    """Wait until this page may act or the game is over: 'act' or 'over'."""
    page.wait_for_selector(f"{TABLE}[data-status=over], {ENABLED_ACTION}", timeout=timeout_ms)
    return "over" if status(page) == "over" else "act"


def click_action(page: Page, rng: random.Random) -> str:
    """Click one of the enabled action buttons (never resigning: that button is apart); wait for the game to move
    on. Returns the action id."""
    buttons = page.locator(ENABLED_ACTION)
    count = buttons.count()
    assert count > 0, "no action button to click"
    button = buttons.nth(rng.randrange(count))
    action = button.get_attribute("data-action") or ""
    before = seq(page)
    button.click()
    page.wait_for_function(
        """([sel, before]) => {
            const t = document.querySelector(sel);
            return !t || Number(t.dataset.seq) !== before || t.dataset.status === 'over'
                || document.querySelector('.error-line') !== null;
        }""",
        arg=[TABLE, before],
        timeout=60_000,
    )
    errors = page.locator(".error-line").all_inner_texts()
    assert not errors, f"the server refused {action!r}: {errors}"
    return action
