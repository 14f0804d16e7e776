"""One plain regression test per crash cause of issue 12 ("Hostile input never crashes"), through the API.

Each hostile input must end in the TcgkitError subclass of its boundary, with one line naming what and where,
quickly and without exhausting memory (``bounded``); a state it is applied to stays unchanged.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import tcgkit
from tcgkit.core import (
    ArgumentError,
    Deck,
    DeckError,
    IllegalAction,
    OptionError,
    PositionError,
    RecordError,
    TcgkitError,
    read_record,
)
from tcgkit.core.limits import MAX_ACTIONS, MAX_COPIES, MAX_DEPTH

from .hostile import DEEP, HUGE_NUMBER, bounded, one_line, positions, records, saved_states

GAMES = tcgkit.games()


def first_card(game: tcgkit.Game) -> tuple[str, str]:
    """(section, card name) of the first entry of a sample deck."""
    deck = next(iter(game.sample_decks().values()))
    section = next(iter(deck.sections))
    return section, game.cards.display(deck.sections[section][0][0])


def refused(kind: type[TcgkitError], fn: Any, match: str = "") -> str:
    """``fn()`` raises ``kind`` (within the time and memory bounds) with one line containing ``match``."""
    result = bounded(fn)
    assert isinstance(result, kind), f"expected {kind.__name__}, got {result!r}"
    one_line(result)
    assert match in str(result), str(result)
    return str(result)


# ---------------------------------------------------------------------- resource exhaustion
@pytest.mark.parametrize("name", GAMES)
def test_a_huge_count_in_a_deck_list_is_refused_without_expanding_it(name: str) -> None:
    game = tcgkit.game(name)
    section, card = first_card(game)
    text = f"[{section}]\n1000000000000 {card}\n"
    message = refused(DeckError, lambda: game.parse_deck(text, "big.txt"), "big.txt, line 2")
    assert f"limit of {MAX_COPIES}" in message
    refused(DeckError, lambda: game.new_game([text, text], seed=1), "deck 0, line 2")


@pytest.mark.parametrize("name", GAMES)
def test_a_count_of_4400_digits_is_refused(name: str) -> None:
    game = tcgkit.game(name)
    _, card = first_card(game)
    refused(DeckError, lambda: game.parse_deck("9" * 4400 + f" {card}\n"), "line 1: 4,4")  # over the line length
    refused(DeckError, lambda: game.parse_deck("9" * 150 + f" {card}\n"), "line 1: count '999")


@pytest.mark.parametrize("name", GAMES)
def test_a_record_deck_with_a_count_of_a_billion_is_refused_quickly(name: str) -> None:
    game = tcgkit.game(name)
    record = json.loads(records(name)[1])
    rows = next(iter(record["decks"][0]["sections"].values()))
    rows[0][1] = 10**9
    message = refused(RecordError, lambda: game.replay(record), "decks[0]")
    assert "count" in message
    assert bounded(lambda: game.replay(record), seconds=2.0) is not None


@pytest.mark.parametrize("name", GAMES)
def test_huge_numbers_and_deep_nesting_in_json_are_refused(name: str) -> None:
    game = tcgkit.game(name)
    rec = records(name)[1]
    saved = saved_states(name)[0]
    big_seed = rec.replace('"seed": ', f'"seed": {HUGE_NUMBER}0', 1)
    refused(RecordError, lambda: read_record(big_seed), "record")
    refused(RecordError, lambda: read_record(DEEP), f"more than {MAX_DEPTH} levels")
    refused(RecordError, lambda: game.load(saved.replace('"rng":', f'"rng":{HUGE_NUMBER},"x":', 1)), "saved state")
    refused(RecordError, lambda: game.load(DEEP), f"more than {MAX_DEPTH} levels")
    refused(RecordError, lambda: game.load(saved[:-2] + "," + DEEP), "saved state")


def test_too_many_actions_in_a_record_are_refused() -> None:
    game = tcgkit.game("hikarugo")
    record = json.loads(records("hikarugo")[1])
    record["actions"] = ["pass"] * (MAX_ACTIONS + 1)
    refused(RecordError, lambda: game.replay(record), "actions")


# ---------------------------------------------------------------------- records with wrong values
BAD_RECORDS: list[tuple[str, Any, str]] = [
    ("seed", "abc", "seed"),
    ("seed", None, "needs 'decks' and 'seed'"),
    ("decks", 5, "decks"),
    ("decks", [1, 2], "decks[0]"),
    ("options", [1], "options"),
    ("options", {"turn_limit": [1]}, "turn_limit"),
    ("actions", None, "actions"),
    ("actions", [1, None], "actions[0]"),
    ("game", 7, "game"),
    ("version", [], "version"),
]


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize(("key", "value", "match"), BAD_RECORDS)
def test_records_with_wrong_values_are_refused(name: str, key: str, value: Any, match: str) -> None:
    game = tcgkit.game(name)
    record = {**json.loads(records(name)[1]), key: value}
    if name == "bionicle" and key == "options" and isinstance(value, dict):
        record["options"] = {"map": [1]}
        match = "map"
    refused(RecordError, lambda: game.replay(record), match)
    if key != "options" or not isinstance(value, dict):  # a shape problem: reading the file finds it already
        refused(RecordError, lambda: read_record(json.dumps(record), "game.json"), "game.json")


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("key", ["decks", "seed"])
def test_a_record_missing_decks_or_seed_is_refused(name: str, key: str) -> None:
    record = json.loads(records(name)[1])
    del record[key]
    refused(RecordError, lambda: tcgkit.game(name).replay(record), "needs 'decks' and 'seed'")


@pytest.mark.parametrize("name", GAMES)
def test_a_record_with_an_unknown_card_id_is_refused(name: str) -> None:
    record = json.loads(records(name)[1])
    rows = next(iter(record["decks"][0]["sections"].values()))
    rows[0][0] = "no-such-card"
    refused(RecordError, lambda: tcgkit.game(name).replay(record), "unknown card id 'no-such-card'")


def test_a_record_that_is_not_a_dict_is_refused() -> None:
    for value in (None, [1], "text", 5):
        refused(RecordError, lambda v=value: tcgkit.game("mlp").replay(v), "record")


# ---------------------------------------------------------------------- saved states
@pytest.mark.parametrize("name", GAMES)
def test_a_saved_state_with_a_wrong_kind_of_field_is_refused_at_load(name: str) -> None:
    game = tcgkit.game(name)
    raw = json.loads(saved_states(name)[1])
    for field, value, match in (
        ("stack", "x", "field stack"),
        ("stack", [["no_such_opcode", 0]], "unknown opcode 'no_such_opcode'"),
        ("history", [1], "field history[0]"),
        ("cards", ["no-such-card"] * len(raw["state"]["cards"]), "unknown card id"),
        ("to_move", 5, "to_move"),
        ("options", {}, "options"),
        ("rng", -1, "rng"),
    ):
        bad = {**raw, "state": {**raw["state"], field: value}}
        refused(RecordError, lambda b=bad: game.load(json.dumps(b)), match)
    missing = {**raw, "state": {k: v for k, v in raw["state"].items() if k != "events"}}
    refused(RecordError, lambda: game.load(json.dumps(missing)), "lacks field(s): events")


@pytest.mark.parametrize("name", GAMES)
def test_a_saved_state_with_a_card_in_two_zones_or_none_is_refused(name: str) -> None:
    game = tcgkit.game(name)
    state = game.load(saved_states(name)[1])
    raw = json.loads(state.to_json())
    zone = next(f for f in state.ZONES.values() if _instances(getattr(state, f)))
    value = getattr(state, zone)
    moved = [list(v) for v in value] if value and isinstance(value[0], list) else list(value)
    flat = moved[0] if isinstance(moved[0], list) and moved[0] else moved
    if not isinstance(flat, list) or not flat:
        flat = next(x for x in moved if x)
    flat.append(flat[0])  # one card twice
    bad = {**raw, "state": {**raw["state"], zone: moved}}
    refused(RecordError, lambda: game.load(json.dumps(bad)), "saved state")


def _instances(value: Any) -> bool:
    return bool(value) and any(value if not isinstance(value[0], list) else (x for x in value if x))


@pytest.mark.parametrize("name", GAMES)
def test_a_saved_state_whose_fields_disagree_with_its_history_is_refused(name: str) -> None:
    """Well-typed but edited values (the 699 states that loaded and crashed later) fail the replay check."""
    game = tcgkit.game(name)
    raw = json.loads(saved_states(name)[2])
    edited = dict(raw["state"])
    edited["history"] = edited["history"][:-1]
    refused(RecordError, lambda: game.load(json.dumps({**raw, "state": edited})), "saved state")
    int_field = next(k for k, v in raw["state"].items() if type(v) is int and k != "rng")
    edited = {**raw["state"], int_field: raw["state"][int_field] + 1000}
    refused(RecordError, lambda: game.load(json.dumps({**raw, "state": edited})), f"field {int_field}")


@pytest.mark.parametrize("name", GAMES)
def test_a_determinized_copy_is_not_a_saved_game(name: str) -> None:
    game = tcgkit.game(name)
    state = game.load(saved_states(name)[2])
    copy = state.determinize(state.to_move or 0, tcgkit.core.Rng(1))
    refused(RecordError, lambda: game.load(copy.to_json()), "saved state")
    assert game.load(state.to_json()) == state


def test_derive_failing_on_loaded_data_is_a_record_error() -> None:
    game = tcgkit.game("bionicle")
    raw = json.loads(saved_states("bionicle")[1])
    options = {**raw["state"]["options"], "map": "atlantis"}
    bad = {**raw, "state": {**raw["state"], "options": options}}
    refused(RecordError, lambda: game.load(json.dumps(bad)), "map")


# ---------------------------------------------------------------------- positions
@pytest.mark.parametrize(
    ("name", "change", "match"),
    [
        ("mlp", {"players.0.home.0": 7}, "players[0].home[0]"),
        ("mlp", {"players.0.home.0": {"card": 7}}, "players[0].home[0].card"),
        ("mlp", {"players.0.home.0": {"card": {}}}, "players[0].home[0].card"),
        ("mlp", {"players.0.home.0": {"card": "Rainbow Dash, Flier Extraordinaire", "owner": "x"}}, "owner"),
        ("mlp", {"seed": "Wild Manticore"}, "seed"),
        ("mlp", {"first": "x"}, "first"),
        ("mlp", {"phase": []}, "phase"),
        ("mlp", {"options": [1]}, "options"),
        ("builddivide", {"phase": {}}, "phase"),
        ("builddivide", {"options": [1]}, "options"),
        ("starwars", {"seed": "x"}, "seed"),
        ("starwars", {"options": [1]}, "options"),
        ("starwars", {"locations": [1]}, "locations"),
        ("starwars", {"dark.build_zone": True}, "dark.build_zone"),
        ("hikarugo", {"seed": "x"}, "seed"),
        ("hikarugo", {"options": [1]}, "options"),
        ("bionicle", {"turn": 10**30}, "turn"),
    ],
)
def test_positions_with_wrong_types_name_the_key(name: str, change: dict[str, Any], match: str) -> None:
    game = tcgkit.game(name)
    import tomllib

    position = tomllib.loads(positions(name)[0])
    for dotted, value in change.items():
        *parents, last = dotted.split(".")
        target: Any = position
        for key in parents:
            target = target[int(key)] if isinstance(target, list) else target[key]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    refused(PositionError, lambda: game.setup(position), match)


@pytest.mark.parametrize("name", GAMES)
def test_positions_that_are_not_plain_data_are_refused(name: str) -> None:
    game = tcgkit.game(name)
    refused(PositionError, lambda: game.setup("when = 1979-05-27\n"), "position.when")
    refused(PositionError, lambda: game.setup({"x": {1, 2}}), "position.x")
    refused(PositionError, lambda: game.setup("x = " + "[" * 5000 + "]" * 5000), "position")
    refused(PositionError, lambda: game.setup("x = " + HUGE_NUMBER), "position")
    refused(PositionError, lambda: game.setup(5), "a position is a dict or TOML text")  # type: ignore[arg-type]


# ---------------------------------------------------------------------- action ids
@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize(
    "aid", [None, -1, b"pass", [], {}, 1.5, object()], ids=["None", "-1", "bytes", "list", "dict", "float", "object"]
)
def test_action_ids_that_are_not_strings_are_illegal_and_change_nothing(name: str, aid: Any) -> None:
    game = tcgkit.game(name)
    state = game.load(saved_states(name)[1])
    before = state.to_json()
    refused(IllegalAction, lambda: state.apply(aid), "an action is an Action or an action id")
    assert state.to_json() == before


@pytest.mark.parametrize("name", GAMES)
def test_a_huge_action_id_is_illegal_with_a_short_message(name: str) -> None:
    state = tcgkit.game(name).load(saved_states(name)[1])
    message = refused(IllegalAction, lambda: state.apply("x" * 1_000_000), "illegal action")
    assert len(message) < 1_500


# ---------------------------------------------------------------------- new_game arguments
@pytest.mark.parametrize("name", GAMES)
def test_new_game_arguments_of_the_wrong_type_are_refused(name: str) -> None:
    game = tcgkit.game(name)
    decks = list(game.sample_decks().values())
    pair = [decks[0], decks[1]]
    refused(ArgumentError, lambda: game.new_game(pair, seed=None), "seed")  # type: ignore[arg-type]
    refused(ArgumentError, lambda: game.new_game(pair, seed="7"), "seed")  # type: ignore[arg-type]
    refused(ArgumentError, lambda: game.new_game(pair, seed=2**80), "seed")
    refused(DeckError, lambda: game.new_game([1, 2], seed=1), "deck 0")  # type: ignore[list-item]
    refused(DeckError, lambda: game.new_game(None, seed=1), "decks")  # type: ignore[arg-type]
    refused(DeckError, lambda: game.new_game("ab", seed=1), "decks")  # type: ignore[arg-type]
    refused(OptionError, lambda: game.new_game(pair, seed=1, options=[1]), "options")  # type: ignore[arg-type]
    refused(OptionError, lambda: game.new_game(pair, seed=1, options={1: 2}), "no option 1")  # type: ignore[dict-item]
    refused(OptionError, lambda: game.new_game(pair, seed=1, options={"turn_limit": "9" * 5000}), "turn_limit")
    refused(DeckError, lambda: game.new_game([Deck({"nowhere": (("x", 1),)}), decks[1]], seed=1), "section")


def test_decks_built_in_code_are_held_to_the_limits() -> None:
    with pytest.raises(DeckError, match="count"):
        Deck({"main": (("kosumi", 10**12),)})
    with pytest.raises(DeckError, match="over the limit"):
        Deck.of([f"c{i}" for i in range(3000)])
    with pytest.raises(DeckError, match="sections"):
        Deck(5)  # type: ignore[arg-type]
