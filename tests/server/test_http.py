"""The HTTP API of the web table (docs/web-protocol.md) on a real SQLite file."""

from __future__ import annotations

from pathlib import Path

from fastapi.testclient import TestClient

import tcgkit
from tcgkit.server.app import NOT_BUILT, create_app

from .conftest import hello, new_game, receive, sample_names, until_my_turn_or_over


def test_catalog_lists_every_game_with_profile_options_samples_and_agents(client: TestClient) -> None:
    cat = client.get("/api/catalog").json()
    assert [g["name"] for g in cat["games"]] == tcgkit.games()
    for entry in cat["games"]:
        game = tcgkit.game(entry["name"])
        assert entry["profile"]["players"] == 2 and entry["profile"]["title"]
        assert [o["name"] for o in entry["options"]] == list(game.OPTIONS)
        assert {s["name"] for s in entry["samples"]} == set(game.sample_decks())
        assert all(s["text"] and sum(s["sizes"].values()) > 0 for s in entry["samples"])
        assert "random" in entry["agents"] and "mcts" in entry["agents"]
    assert cat["default_think"] > 0


def test_card_details_and_unknown_cards(client: TestClient) -> None:
    game = tcgkit.game("mlp")
    card_id = next(iter(game.cards))
    details = client.get(f"/api/games/mlp/cards/{card_id}").json()
    assert details == game.card_details(card_id)
    answer = client.get("/api/games/mlp/cards/no-such-card")
    assert answer.status_code == 404 and "no card" in answer.json()["error"]
    assert client.get("/api/games/chess/cards/x").status_code == 404


def test_deck_check_shows_every_problem_with_its_rule(client: TestClient) -> None:
    game = tcgkit.game("hikarugo")
    text = next(iter(game.sample_decks().values())).to_text(game.cards)
    assert client.post("/api/decks/check", json={"game": "hikarugo", "text": text}).json()["problems"] == []
    short = "\n".join(text.splitlines()[:4])
    problems = client.post("/api/decks/check", json={"game": "hikarugo", "text": short}).json()["problems"]
    assert problems and all(p["rule_id"].startswith("HGO-") and p["message"] for p in problems)
    unreadable = client.post("/api/decks/check", json={"game": "hikarugo", "text": "4 No Such Card"}).json()
    assert unreadable["error"] and "No Such Card" in unreadable["error"]


def test_a_game_cannot_start_with_an_illegal_deck(client: TestClient) -> None:
    game = tcgkit.game("hikarugo")
    short = "\n".join(next(iter(game.sample_decks().values())).to_text(game.cards).splitlines()[:4])
    body = {"game": "hikarugo", "deck": {"text": short}, "opponent": {"kind": "computer", "agent": "random"}}
    answer = client.post("/api/games", json=body)
    assert answer.status_code == 422
    assert answer.json()["problems"] and answer.json()["problems"][0]["rule_id"].startswith("HGO-")


def test_bad_options_and_opponents_are_refused(client: TestClient) -> None:
    base = {"game": "starwars", "deck": {"sample": sample_names(client, "starwars")[0]}}
    cases = [
        ({"opponent": {"kind": "computer"}, "options": {"turn_limit": 0}}, 422, "turn_limit"),
        ({"opponent": {"kind": "computer"}, "options": {"nope": 1}}, 422, "no option"),
        ({"opponent": {"kind": "computer", "agent": "oracle"}}, 422, "cannot play"),
        ({"opponent": {"kind": "computer", "agent": "mcts", "think": 1e9}}, 400, "think"),
        ({"opponent": {"kind": "robot"}}, 400, "opponent.kind"),
        ({"opponent": {"kind": "computer"}, "seat": 5}, 400, "seat"),
    ]
    for extra, status, words in cases:
        answer = client.post("/api/games", json={**base, **extra})
        assert answer.status_code == status, (extra, answer.text)
        assert words in answer.json()["error"], answer.json()


def test_inviting_a_friend_and_the_lobby_lists(client: TestClient) -> None:
    created = new_game(client, "builddivide", opponent={"kind": "person", "open": False})
    assert created["invite"] and created["token"] and created["invite"] != created["token"]
    gid = created["id"]
    assert client.get(f"/api/games/{gid}").json()["status"] == "waiting"
    deck = {"sample": sample_names(client, "builddivide")[1]}
    wrong = client.post(f"/api/games/{gid}/join", json={"invite": "x" * 43, "deck": deck})
    assert wrong.status_code == 422 and "invite" in wrong.json()["error"]
    assert client.get("/api/games").json()["waiting"] == []  # invited games are not listed for anybody
    joined = client.post(f"/api/games/{gid}/join", json={"invite": created["invite"], "deck": deck}).json()
    assert joined["seat"] == 1 and joined["token"] not in (created["token"], created["invite"])
    again = client.post(f"/api/games/{gid}/join", json={"invite": created["invite"], "deck": deck})
    assert again.status_code == 422
    lists = client.get(f"/api/games?mine={created['token']},{joined['token']}").json()
    assert [g["id"] for g in lists["mine"]] == [gid] and lists["mine"][0]["status"] == "playing"
    assert client.get("/api/games?mine=" + "y" * 43).json()["mine"] == []


def test_open_games_are_listed_and_joined_without_invite(client: TestClient) -> None:
    created = new_game(client, "mlp", opponent={"kind": "person", "open": True})
    waiting = client.get("/api/games").json()["waiting"]
    assert [g["id"] for g in waiting] == [created["id"]]
    deck = {"sample": sample_names(client, "mlp")[0]}
    assert client.post(f"/api/games/{created['id']}/join", json={"deck": deck}).status_code == 200
    assert client.get("/api/games").json()["waiting"] == []


def test_the_record_is_given_out_once_the_game_is_over(client: TestClient) -> None:
    """A record holds the seed and both decks, from which every hidden card follows: while the game is played nobody
    gets it (not even a seat: it would show the opponent's hand); once it is over, anybody with the game's id."""
    created = new_game(client, "hikarugo")
    gid, token = created["id"], created["token"]
    answer = client.get(f"/api/games/{gid}/record")
    assert answer.status_code == 422
    assert "not given out" in answer.json()["error"] and "\n" not in answer.json()["error"]
    with client.websocket_connect(f"/ws/{gid}") as ws:
        state = until_my_turn_or_over(ws, hello(ws, token))
        ws.send_json({"type": "act", "seq": state["seq"], "action": "resign"})
        while state["status"] != "over":
            state = receive(ws)
    record = client.get(f"/api/games/{gid}/record").json()
    assert record["game"] == "hikarugo" and record["status"] == "over" and record["actions"][-1] == "resign"
    assert tcgkit.game("hikarugo").replay(record).is_over
    assert client.get("/api/games/nope/record").status_code == 404


def test_pages_and_the_not_built_page(db_url: str, tmp_path: Path) -> None:
    with TestClient(create_app(db_url, workers=1, static=tmp_path / "none")) as c:
        for path in ("/", "/g/abc", "/r/abc"):
            answer = c.get(path)
            assert answer.status_code == 200 and answer.text == NOT_BUILT
    built = tmp_path / "static"
    (built / "assets").mkdir(parents=True)
    (built / "index.html").write_text("<!doctype html><title>client</title>", encoding="utf-8")
    (built / "assets" / "app.js").write_text("console.log(1)", encoding="utf-8")
    with TestClient(create_app(db_url, workers=1, static=built)) as c:
        assert c.get("/g/abc").text.endswith("<title>client</title>")
        assert c.get("/assets/app.js").text == "console.log(1)"
