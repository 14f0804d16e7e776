"""Replays in a real browser: a game played to its end, "Watch the replay", stepping back and forward (buttons, keys,
slider), a jump to a turn, another view, the shared link opened afresh, and a record file uploaded in the lobby."""

from __future__ import annotations

import json
import random
import re
import urllib.request
from pathlib import Path
from urllib.parse import parse_qs, urlparse

from playwright.sync_api import Browser, Page, Route, expect

from .conftest import DESKTOP, Server, watch_errors
from .helpers import click_action, start_from_lobby, wait_for_turn_or_end

REPLAY = "main.replay"
PHONE = {"width": 390, "height": 844}


def play_to_the_end(page: Page, base: str, game: str = "mlp", turn_limit: int = 6) -> None:
    start_from_lobby(page, base, game, turn_limit=turn_limit)
    rng = random.Random(3)
    for _ in range(400):
        if wait_for_turn_or_end(page) == "over":
            return
        click_action(page, rng)
    raise AssertionError("the game did not end")


def at_step(page: Page, step: int, view: str | None = None) -> None:
    """Wait until the replay shows ``step`` (and ``view``) with no request outstanding."""
    sel = f"{REPLAY}[data-step='{step}'][data-loading=no]" + (f"[data-view='{view}']" if view else "")
    page.wait_for_selector(sel, timeout=15_000)


def url_step(page: Page) -> tuple[int, str]:
    q = parse_qs(urlparse(page.url).query)
    return int(q["step"][0]), q["view"][0]


def shown(page: Page) -> tuple[str, str]:
    """What the page shows of a step: the board's markup and the line saying who decides what, once the card
    details the board asks for have come (a board is aria-busy until then)."""
    page.wait_for_selector(f"{REPLAY} .board:not([aria-busy=true])", timeout=15_000)
    return page.inner_html(f"{REPLAY} .board"), page.inner_text(f"{REPLAY} .replay-line")


def test_a_finished_game_replayed_step_by_step_shared_and_uploaded(
    server: Server, browser: Browser, shots: Path, tmp_path: Path
) -> None:
    page = browser.new_page(viewport=DESKTOP)
    errors = watch_errors(page)
    play_to_the_end(page, server.url)
    gid = urlparse(page.url).path.split("/")[-1]
    page.click("text=Watch the replay")
    at_step(page, 0, "0")
    assert urlparse(page.url).path == f"/r/{gid}" and url_step(page) == (0, "0")
    steps = int(page.get_attribute(REPLAY, "data-steps") or 0)
    assert steps > 10
    start = shown(page)

    # forward and back with the buttons: the board and the decision change, the URL's step follows
    for k in range(1, 6):
        page.click("button[aria-label='step forward']")
        at_step(page, k)
        assert url_step(page) == (k, "0")
    later = shown(page)
    assert later[0] != start[0], "the board did not change in five steps"
    assert later[1] != start[1] or later[0] != start[0]
    expect(page.locator(".taken-label")).to_contain_text("chose")
    page.click("button[aria-label='step back']")
    at_step(page, 4)
    assert url_step(page) == (4, "0")
    for _ in range(4):
        page.click("button[aria-label='step back']")
    at_step(page, 0)
    assert shown(page) == start  # the same step shows the same board
    expect(page.locator("button[aria-label='step back']")).to_be_disabled()

    # the keys: → ← End Home
    page.locator("body").press("ArrowRight")
    at_step(page, 1)
    page.locator("body").press("End")
    at_step(page, steps)
    expect(page.locator(".taken")).to_contain_text("The game is over")
    expect(page.locator(REPLAY + " .replay-line")).not_to_be_empty()
    page.locator("body").press("ArrowLeft")
    at_step(page, steps - 1)
    page.locator("body").press("Home")
    at_step(page, 0)

    # jump to a turn (the option names its first step)
    options = page.locator("select[name=turn] option")
    assert options.count() >= 3
    text = options.nth(2).inner_text()
    target = int(re.search(r"step (\d+)", text).group(1))  # type: ignore[union-attr]
    page.select_option("select[name=turn]", options.nth(2).get_attribute("value"))
    at_step(page, target)
    assert url_step(page) == (target, "0")

    # another view at the same step: the public view, then the other seat's (the game is over)
    page.select_option("select[name=view]", "public")
    at_step(page, target, "public")
    assert url_step(page) == (target, "public")
    page.select_option("select[name=view]", "1")
    at_step(page, target, "1")
    mid = min(steps - 1, target + 7)
    page.fill("input.replay-slider", str(mid))
    at_step(page, mid, "1")
    page.locator("input.replay-slider").blur()
    page.mouse.move(0, 0)
    page.screenshot(path=str(shots / "web-replay.png"), full_page=True)

    # the shared link, opened in a fresh browser (no seat token): the same step and view
    link = page.url
    # (its card details held back at first: the board says it is still busy, then shows them)
    fresh = browser.new_context(viewport=DESKTOP).new_page()
    fresh_errors = watch_errors(fresh)
    held: list[Route] = []
    fresh.route("**/api/games/*/cards/*", lambda route: held.append(route))
    fresh.goto(link)
    at_step(fresh, mid, "1")
    fresh.wait_for_timeout(300)
    assert held, "the fresh page asked for no card details"
    assert fresh.locator(f"{REPLAY} .board[aria-busy=true]").count() == 1
    for route in held:
        route.continue_()
    fresh.unroute("**/api/games/*/cards/*")
    assert shown(fresh) == shown(page)
    fresh.context.close()

    # the same replay on a phone
    phone = browser.new_context(viewport=PHONE).new_page()
    phone.goto(link)
    at_step(phone, mid, "1")
    phone.click("button[aria-label='step forward']")
    at_step(phone, mid + 1, "1")
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    phone.screenshot(path=str(shots / "web-replay-phone.png"), full_page=False)
    phone.context.close()

    # the game's record file (the replay page's download link), uploaded in the lobby, replays the same game
    href = page.get_attribute("a.record-link", "href")
    assert href == f"/api/games/{gid}/record"
    with urllib.request.urlopen(server.url + href) as answer:
        record = json.load(answer)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    page.goto(server.url + "/")
    page.set_input_files("input[name=record-file]", str(path))
    at_step(page, 0, "public")
    assert urlparse(page.url).path == "/replay"
    assert int(page.get_attribute(REPLAY, "data-steps") or 0) == len(record["actions"]) == steps
    page.click("button[aria-label='step forward']")
    at_step(page, 1, "public")
    page.select_option("select[name=view]", "0")
    at_step(page, 1, "0")
    assert url_step(page) == (1, "0")

    # a file that is not a record is refused in the lobby with the server's words
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**record, "actions": "none"}))
    page.goto(server.url + "/")
    page.set_input_files("input[name=record-file]", str(bad))
    expect(page.locator(".record-upload [role=alert]")).to_contain_text("'actions' must be a list")
    assert errors == [] and fresh_errors == []
