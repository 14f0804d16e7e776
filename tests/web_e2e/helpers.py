"""Playing through the browser: start a game from the lobby, take actions by clicking their buttons."""

from __future__ import annotations

import json
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


def _wait_moved_on(page: Page, before: int, what: str) -> None:
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
    assert not errors, f"the server refused {what}: {errors}"


def _menu_or_moved(page: Page, before: int) -> bool:
    """After a board click: wait until a choice menu is open (True) or the game moved on (False)."""
    page.wait_for_function(
        """([sel, before]) => {
            const t = document.querySelector(sel);
            return !t || Number(t.dataset.seq) !== before || t.dataset.status === 'over'
                || document.querySelector('.pick-menu') !== null || document.querySelector('.error-line') !== null;
        }""",
        arg=[TABLE, before],
        timeout=60_000,
    )
    return seq(page) == before and page.locator(".pick-menu").count() > 0


def ref_selector(ref: int | str) -> str:
    """The board element drawing a ref (every board marks it with data-ref = the ref as a string)."""
    return f"main.table .board [data-ref={json.dumps(str(ref))}]"


def act_by_board(page: Page, rng: random.Random) -> tuple[str, str]:
    """Take a random legal action the way a player would: an action that concerns something on the board (it has
    refs) is taken by clicking that thing on the board — then, if a menu opens, the action's other refs (lit as
    "next") and at last the menu's entry; only an action with no refs is taken from the action list.

    Every ref of the chosen action must be drawn on the board and marked clickable. Returns (action id, "board" or
    "list")."""
    buttons = page.locator(ENABLED_ACTION)
    count = buttons.count()
    assert count > 0, "no action button to click"
    button = buttons.nth(rng.randrange(count))
    action = button.get_attribute("data-action") or ""
    refs = json.loads(button.get_attribute("data-refs") or "[]")
    before = seq(page)
    if not refs:
        button.click()
        _wait_moved_on(page, before, repr(action))
        return action, "list"
    first = page.locator(ref_selector(refs[0]))
    assert first.count() >= 1, f"action {action!r}: its ref {refs[0]!r} is not on the board"
    cls = first.first.get_attribute("class") or ""
    assert "can-act" in cls.split(), f"action {action!r}: its ref {refs[0]!r} is drawn but not clickable ({cls!r})"
    first.first.click()
    menu = _menu_or_moved(page, before)
    for ref in refs[1:]:
        if not menu:
            break
        nxt = page.locator(ref_selector(ref))
        assert nxt.count() >= 1, f"action {action!r}: its ref {ref!r} is not on the board"
        if "next" in (nxt.first.get_attribute("class") or "").split():
            nxt.first.click()
            menu = _menu_or_moved(page, before)
    if menu:
        page.click(f".pick-menu [data-pick={json.dumps(action)}]")
    _wait_moved_on(page, before, repr(action))
    return action, "board"
