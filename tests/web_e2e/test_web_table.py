"""The web table in a real browser against a real server: every game from the lobby to its result, two people and a
spectator, and a server killed mid-game."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

import tcgkit
from tcgkit.deckfiles import export_deck, same_deck

from .conftest import DESKTOP, Server, watch_errors
from .helpers import ENABLED_ACTION, TABLE, click_action, seq, start_from_lobby, wait_for_turn_or_end

GAMES = ["hikarugo", "builddivide", "starwars", "mlp", "bionicle"]
# Short games: the turn limit (an option of every game) ends a game that random clicks would drag on.
TURN_LIMIT = {"hikarugo": 8, "builddivide": 6, "starwars": 4, "mlp": 6, "bionicle": 8}


def screenshot_table(page: Page, path: Path) -> None:
    """The whole table as a player sees it (desktop width), with one of their cards read in the card panel."""
    mine = page.locator(".player-area.mine .card:not(.face-down)")
    if mine.count():
        mine.first.hover()
        page.wait_for_selector(".card-panel .card-type, .card-panel .card-text", timeout=10_000)
    page.mouse.move(0, 0)  # the panel keeps the card; the pointer leaves no hover style behind
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(path), full_page=True)


def test_lobby_shows_the_games_and_checks_a_pasted_deck(server: Server, browser: Browser, shots: Path) -> None:
    page = browser.new_page(viewport=DESKTOP)
    errors = watch_errors(page)
    page.goto(server.url + "/")
    page.wait_for_selector("form.new-game")
    for game in GAMES:
        expect(page.locator(f"input[name=game][value={game}]")).to_have_count(1)
    expect(page.locator(".game-card details.profile")).to_have_count(5)
    page.screenshot(path=str(shots / "web-lobby.png"), full_page=True)

    # A pasted deck list is checked by the server; its problems come with rule IDs and block the start.
    page.check("input[name=game][value=hikarugo]")
    page.check("input[name=deck-mode] >> nth=1")
    submit = page.locator("form.new-game button[type=submit]")
    expect(submit).to_be_disabled()
    page.fill("textarea[name=deck-text]", "3 Nozoki Peep\n")
    page.click("text=Check the deck")
    problems = page.locator("ul.problems li")
    expect(problems.first).to_be_visible()
    assert all(re.search(r"HGO-\d", t) for t in problems.all_inner_texts()), problems.all_inner_texts()
    expect(submit).to_be_disabled()
    assert errors == []


def test_an_uploaded_octgn_deck_is_converted_and_starts_a_game(
    server: Server, browser: Browser, shots: Path, tmp_path: Path
) -> None:
    """A player's OCTGN deck file (issue 16): uploaded in the lobby, read by the server, the converted list shown in
    tcgkit's format, and the game starts with it."""
    game = tcgkit.game("mlp")
    deck = next(iter(game.sample_decks().values()))
    path = tmp_path / "my-ponies.o8d"
    path.write_text(export_deck(game, deck, "octgn"), encoding="utf-8")
    page = browser.new_page(viewport=DESKTOP)
    errors = watch_errors(page)
    page.goto(server.url + "/")
    page.wait_for_selector("form.new-game")
    page.check("input[name=game][value=mlp]")
    page.check("input[name=deck-mode] >> nth=1")
    page.set_input_files(".deck-picker input[type=file]", str(path))
    expect(page.locator("textarea[name=deck-text]")).to_have_value(re.compile(r"<\?xml|<deck"))
    page.click("text=Check the deck")
    expect(page.locator(".deck-picker .ok-text").first).to_contain_text("read as an OCTGN deck file")
    expect(page.locator(".deck-picker")).to_contain_text("The deck is legal.")
    listed = page.locator("textarea[name=deck-text]").input_value()
    assert "<?xml" not in listed and same_deck(game.parse_deck(listed, "deck"), deck)
    page.screenshot(path=str(shots / "web-deck-upload.png"), full_page=True)
    submit = page.locator("form.new-game button[type=submit]")
    expect(submit).to_be_enabled()
    submit.click()
    page.wait_for_url(re.compile(r"/g/[^#]+#t="))
    page.wait_for_selector(f"{TABLE}[data-connection=open]")
    assert errors == []


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_game_from_the_lobby_to_the_result(server: Server, browser: Browser, game: str) -> None:
    """Every game to its result by its action list (the boards are clicked in test_board_<game>.py, which also
    takes the screenshots)."""
    page = browser.new_page(viewport=DESKTOP)
    errors = watch_errors(page)
    start_from_lobby(page, server.url, game, agent="random", turn_limit=TURN_LIMIT[game])
    page.wait_for_url(re.compile(r"/g/[^#]+#t="))
    page.wait_for_selector(f"{TABLE}[data-connection=open]")
    rng = random.Random(game)
    clicks = 0
    while wait_for_turn_or_end(page) == "act":
        # what the table must always show a player who is to decide
        expect(page.locator(".turn-line")).to_contain_text("Your move")
        expect(page.locator(".actions kbd").first).to_have_text("1")
        assert clicks < 600, "no result after 600 clicks"
        click_action(page, rng)
        clicks += 1
    result = page.locator("section.result")
    expect(result).to_be_visible()
    expect(result).to_contain_text(re.compile(r"\(([A-Z]+-[\d.]+)\)"))  # the reason with its rule
    expect(result.get_by_role("button", name="Rematch")).to_be_visible()
    assert page.locator(".log-lines li").count() > 0
    assert errors == []


def test_two_people_and_a_spectator(server: Server, browser: Browser) -> None:
    alice_ctx, bob_ctx, carol_ctx = (browser.new_context(viewport=DESKTOP) for _ in range(3))
    alice, bob, carol = alice_ctx.new_page(), bob_ctx.new_page(), carol_ctx.new_page()
    errors = [watch_errors(p) for p in (alice, bob, carol)]

    start_from_lobby(alice, server.url, "builddivide", opponent="person")
    link = alice.locator("input.link")
    expect(link).to_have_value(re.compile(r"/g/[^#]+#invite="))
    invite = link.input_value()
    game_path = invite.split("#")[0]
    alice.click("text=Go to your table")
    alice.wait_for_selector(f"{TABLE}[data-status=waiting]")

    carol.goto(game_path)  # the spectator link: no token
    expect(carol.locator(".banner.watching")).to_be_visible()

    bob.goto(invite)
    bob.wait_for_selector("section.join")
    bob.click("text=Join the game")
    bob.wait_for_selector(f"{TABLE}[data-status=playing][data-seat='1']")
    assert "#t=" in bob.url
    for p in (alice, carol):
        p.wait_for_selector(f"{TABLE}[data-status=playing]")
    expect(carol.locator(ENABLED_ACTION)).to_have_count(0)
    expect(carol.locator(".actions")).to_have_count(0)

    rng = random.Random(7)
    watched = carol.locator(".log-lines li").count()
    for _ in range(8):
        mover = next_mover([alice, bob])
        if mover is None:
            break
        click_action(mover, rng)
        now = seq(mover)
        # the spectator sees each move as it happens
        carol.wait_for_function(f"document.querySelector('{TABLE}').dataset.seq === '{now}'", timeout=10_000)
    # the spectator's log grew with the moves, written for a watcher ("Player 1 draws a card.")
    assert carol.locator(".log-lines li").count() > watched
    lines = carol.locator(".log-lines li").all_inner_texts()
    # (a card's own words quoted in the log, "put the top two cards of your deck…", are the card's, not the log's)
    said = [re.sub(r'"[^"]*"', '""', x) for x in lines]
    assert not [x for x in said if re.search(r"\b[Yy]our?\b", x)], "a watcher's log names players, never 'you'"

    # nothing hidden reaches the spectator: no card of either player's hand that the other player cannot see (a card
    # revealed on its way to a hand is public, BDV-8.2) is on the watcher's page
    hidden = set()
    for p, other in ((alice, bob), (bob, alice)):
        seen_by_other = {e.get_attribute("data-iid") for e in other.locator("[data-iid]").all()}
        for zone in p.locator(".player-area.mine section.zone[aria-label=hand] [data-iid]").all():
            if zone.get_attribute("data-iid") not in seen_by_other:
                hidden.add(zone.get_attribute("data-iid"))
    assert hidden, "each player holds cards"
    shown = {e.get_attribute("data-iid") for e in carol.locator("[data-iid]").all()}
    assert not hidden & shown, f"the spectator sees hand cards {sorted(hidden & shown)}"
    assert carol.locator(".log-lines li").count() > 0
    for e in errors:
        assert e == []
    for c in (alice_ctx, bob_ctx, carol_ctx):
        c.close()


def next_mover(pages: list[Page], timeout_s: float = 30.0) -> Page | None:
    """The page whose player may act now (None once the game is over)."""
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        for p in pages:
            if p.get_attribute(TABLE, "data-status") == "over":
                return None
            if p.locator(ENABLED_ACTION).count():
                return p
        time.sleep(0.1)
    raise AssertionError(f"nobody could act within {timeout_s} s")


def test_a_server_killed_mid_game_resumes_at_the_same_decision(server: Server, browser: Browser) -> None:
    page = browser.new_page(viewport=DESKTOP)
    errors = watch_errors(page)
    start_from_lobby(page, server.url, "mlp", agent="random")
    page.wait_for_url(re.compile(r"/g/[^#]+#t="))
    rng = random.Random(3)
    for _ in range(4):
        assert wait_for_turn_or_end(page) == "act"
        click_action(page, rng)
    assert wait_for_turn_or_end(page) == "act"
    before_seq = seq(page)
    before_actions = page.locator("button.action").all_inner_texts()
    before_log = page.locator(".log-lines li").count()

    server.kill()
    expect(page.locator(".banner.reconnecting")).to_be_visible(timeout=15_000)
    expect(page.locator(TABLE)).to_have_attribute("data-connection", "reconnecting")
    expect(page.locator(ENABLED_ACTION)).to_have_count(0)  # no move is sent into the void

    server.start()
    expect(page.locator(TABLE)).to_have_attribute("data-connection", "open", timeout=20_000)
    expect(page.locator(".banner.reconnecting")).to_have_count(0)
    assert seq(page) == before_seq
    assert page.locator("button.action").all_inner_texts() == before_actions
    assert page.locator(".log-lines li").count() == before_log  # the log is not doubled
    click_action(page, rng)  # and the game goes on
    assert seq(page) > before_seq
    assert errors == []


def test_number_keys_act_and_the_computer_is_seen_thinking(server: Server, browser: Browser) -> None:
    page = browser.new_page(viewport=DESKTOP)
    errors = watch_errors(page)
    start_from_lobby(page, server.url, "hikarugo", agent="mcts", think=2)
    page.wait_for_url(re.compile(r"/g/[^#]+#t="))
    saw_thinking = False
    for _ in range(6):
        assert wait_for_turn_or_end(page, 90_000) == "act"
        before = seq(page)
        page.keyboard.press("1")
        page.wait_for_function(f"Number(document.querySelector('{TABLE}').dataset.seq) !== {before}", timeout=30_000)
        # the computer answers within its 2 s per turn, counting aloud meanwhile
        if page.locator(".thinking").count():
            expect(page.locator(".thinking")).to_contain_text(re.compile(r"The computer is thinking… \d+\.\d s"))
            saw_thinking = True
            break
        try:
            page.wait_for_selector(".thinking", timeout=3_000)
            saw_thinking = True
            break
        except Exception:
            continue
    assert saw_thinking, "the thinking line never showed while the computer (mcts, 2 s) decided"
    assert errors == []


def test_both_players_click_rematch_and_meet_again_with_seats_swapped(
    server: Server, browser: Browser, shots: Path
) -> None:
    alice_ctx, bob_ctx = (browser.new_context(viewport=DESKTOP) for _ in range(2))
    alice, bob = alice_ctx.new_page(), bob_ctx.new_page()
    errors = [watch_errors(p) for p in (alice, bob)]

    start_from_lobby(alice, server.url, "hikarugo", opponent="person")  # a game where one may resign
    link = alice.locator("input.link")
    expect(link).to_have_value(re.compile(r"/g/[^#]+#invite="))
    invite = link.input_value()
    alice.click("text=Go to your table")
    alice.wait_for_selector(f"{TABLE}[data-status=waiting]")
    bob.goto(invite)
    bob.wait_for_selector("section.join")
    bob.click("text=Join the game")
    bob.wait_for_selector(f"{TABLE}[data-status=playing][data-seat='1']")
    alice.wait_for_selector(f"{TABLE}[data-status=playing][data-seat='0']")
    first_game = {p: p.url.split("/g/")[1].split("#")[0] for p in (alice, bob)}
    tokens = {p: p.url.split("#t=")[1] for p in (alice, bob)}
    assert first_game[alice] == first_game[bob]

    # the players move until resigning is offered (Hikaru no Go: at once); the player to move concedes (the button,
    # then "Yes")
    rng = random.Random(13)
    for _ in range(60):
        mover = next_mover([alice, bob])
        assert mover is not None, "the game ended before anybody could resign"
        if mover.locator(".resign button.quiet").count():
            break
        click_action(mover, rng)
    else:
        raise AssertionError("resigning was not offered in 60 moves")
    mover.locator(".resign button.quiet").click()
    mover.locator(".resign button.danger").click()
    for p in (alice, bob):
        p.wait_for_selector(f"{TABLE}[data-status=over]")
        expect(p.locator("section.result").get_by_role("button", name="Rematch")).to_be_visible()

    alice.locator("section.result").get_by_role("button", name="Rematch").click()
    expect(alice.locator("section.result")).to_contain_text("waiting for the opponent to accept")
    expect(bob.locator("section.result")).to_contain_text("The opponent offers a rematch (seats swapped)")
    bob.locator("section.result").get_by_role("button", name="Accept the rematch").click()

    # both land at the new game's table, each in the other's seat, with the private link they had
    for page, seat in ((alice, "1"), (bob, "0")):
        page.wait_for_url(re.compile(r"/g/(?!" + first_game[page] + r")[^#]+#t="), timeout=30_000)
        page.wait_for_selector(f"{TABLE}[data-status=playing][data-seat='{seat}'][data-connection=open]")
        assert page.url.split("#t=")[1] == tokens[page]
    new_ids = {p.url.split("/g/")[1].split("#")[0] for p in (alice, bob)}
    assert len(new_ids) == 1 and first_game[alice] not in new_ids
    mover = next_mover([alice, bob])
    assert mover is not None
    expect(mover.locator(".turn-line")).to_contain_text("Your move")
    other = bob if mover is alice else alice
    expect(other.locator(ENABLED_ACTION)).to_have_count(0)
    screenshot_table(alice, shots / "web-rematch.png")
    for e in errors:
        assert e == []
    for c in (alice_ctx, bob_ctx):
        c.close()
