"""The map of Mata Nui: the data files, their validation and the board facts (BIO-1.14 to BIO-1.21, BIO-10.10)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tcgkit.core import DataError
from tcgkit.core.data import package_file, read_toml
from tcgkit.games.bionicle.maps import board_from_file, parse_grid

from .helpers import G, setup, sq

MAPS = G.maps()
RULES = package_file(G.package, "data", "rules.md").read_text(encoding="utf-8")


def blocks() -> list[str]:
    """The fenced blocks of the rules file (BIO-1.18's source rows, then BIO-1.19's map file)."""
    return re.findall(r"```\n(.*?)```", RULES, re.S)


def grid(rows: list[str]) -> str:
    return "\n".join(rows)


ROW = "-- -- . . . . . . . . . -- --"


def test_the_shipped_map_is_the_map_file_of_the_rules():  # BIO-1.19, BIO-1.17, BIO-10.10
    shipped = read_toml(package_file(G.package, "data", "maps", "mata-nui.toml"))["grid"]
    assert parse_grid(shipped, "shipped") == parse_grid(blocks()[1], "rules")


def test_the_map_centres_the_source_rows():  # BIO-1.18
    source = {}
    for line in blocks()[0].strip().splitlines():
        label, rest = line.split(":")
        tokens = rest.split()
        for k, tok in enumerate(tokens):
            source[(int(label), (13 - len(tokens)) // 2 + k + 1)] = tok
    board = parse_grid(blocks()[1], "rules")
    assert {rc: ("." if t == "NE" else t) for rc, t in board.items()} == source


def test_special_squares_and_totals():  # BIO-1.20, BIO-1.16
    board = MAPS["mata-nui"]
    assert [board.names[n] for n in board.nests] == ["2,4", "6,5", "7,9", "11,8", "13,4", "14,10"]
    assert [(board.names[w], board.names[e]) for w, e in board.start_pairs] == [("3,7", "3,8"), ("16,6", "16,7")]
    assert [board.names[p] for p in board.portals] == ["1,11", "7,2", "13,1", "14,12"]
    assert board.totals() == {
        "general": 94,
        "nest": 6,
        "MI": 36,
        "GA": 16,
        "2G": 2,
        "CL": 10,
        "2C": 2,
        "PO": 4,
        "BC": 12,
        "ST": 4,
    }
    assert all(board.kind[n] == "general" for n in board.nests)  # a nest is a general square


def test_single_sheets_are_row_ranges_with_unchanged_coordinates():  # BIO-1.21
    full = MAPS["mata-nui"]
    for name, (top, bottom) in (("north", (1, 9)), ("south", (10, 18))):
        board = MAPS[name]
        assert board.coords == tuple(rc for rc in full.coords if top <= rc[0] <= bottom)
        assert all(board.kind[board.index[rc]] == full.kind[full.index[rc]] for rc in board.coords)
        assert (len(board.nests), len(board.portals), len(board.start_pairs)) == (3, 2, 1)
    state = setup({"square": "12,6"}, {"square": "16,7"}, map="south", nest="11,8")
    assert state.board.name == "south" and state.pos[0] == sq(state, "12,6")


def test_adjacency_is_orthogonal_and_distance_is_manhattan():  # BIO-1.15
    board = MAPS["mata-nui"]
    s = board.square("9,5")
    assert sorted(board.names[q] for q in board.adj[s]) == ["10,5", "8,5", "9,4", "9,6"]
    assert board.distance(board.square("1,5"), board.square("18,8")) == 20


def test_squares_off_the_island_do_not_exist():  # BIO-1.14
    board = MAPS["mata-nui"]
    assert board.square("1,1") is None and board.square("19,5") is None and board.square("3,7") is not None
    assert MAPS["north"].square("10,1") is None


def test_start_squares_are_general_after_setup():  # BIO-1.16
    board = MAPS["mata-nui"]
    st = board.square("3,7")
    assert board.kind[st] == "ST" and board.mkind[st] == "general"


def test_the_map_stays_connected_with_any_nest_holding_the_deck():  # BIO-1.20, BIO-5.1
    for board in MAPS.values():
        for nest in board.nests:
            start = 0 if nest != 0 else 1
            seen, todo = {start}, [start]
            while todo:
                for q in board.adj[todo.pop()]:
                    if q != nest and q not in seen:
                        seen.add(q)
                        todo.append(q)
            assert len(seen) == len(board.coords) - 1, (board.name, board.names[nest])


# ---------------------------------------------------------------- map files that are rejected


def test_wrong_number_of_squares_in_a_row():  # BIO-1.17
    with pytest.raises(DataError, match=r"maps/bad.toml: row 2: expected 13 squares, found 12"):
        parse_grid(f"{ROW}\n-- . . . . . . . . . . --\n", "maps/bad.toml")


def test_unknown_square_code_names_the_square():  # BIO-1.17
    with pytest.raises(DataError, match=r"maps/bad.toml: square \(1,5\): unknown code 'XX'"):
        parse_grid("-- -- . . XX . . . . . . -- --", "maps/bad.toml")


def test_comments_blank_lines_labels_and_first_row():  # BIO-1.17
    squares = parse_grid(f"# a comment\n\n 7: {ROW}\n{ROW}\n", "m", first_row=7)
    assert min(squares) == (7, 3) and max(squares) == (8, 11)


def board(rows: list[str], **extra):
    raw = {"name": "bad", "title": "Bad", "grid": grid(rows)}
    raw.update(extra)
    return board_from_file(raw, "maps/bad.toml", {})


GOOD = [
    "-- -- . NE . . ST ST . . PO -- --",
    "-- -- . . . . . . . . PO -- --",
]


def test_a_valid_small_map():  # BIO-1.17, BIO-1.20
    b = board(GOOD)
    assert len(b.coords) == 18 and len(b.portals) == 2 and b.start_pairs == ((b.square("1,7"), b.square("1,8")),)


def test_disconnected_map_is_rejected():  # BIO-1.15, BIO-1.17
    rows = [
        "-- -- . NE . . ST ST . . . -- --",
        "-- -- -- -- -- -- -- -- -- -- -- -- --",
        "-- -- . . -- -- -- -- -- -- -- -- --",
    ]
    with pytest.raises(DataError, match=r"maps/bad.toml: square \(3,3\) is not connected to square \(1,3\)"):
        board(rows)


def test_a_nest_that_cuts_the_map_is_rejected():  # BIO-5.1, BIO-1.20
    rows = ["-- -- . . ST ST NE . . -- -- -- --"]
    with pytest.raises(DataError, match=r"square \(1,8\) is cut off while the Bohrok deck is on nest \(1,7\)"):
        board(rows)


def test_a_map_needs_a_nest_and_paired_starts():  # BIO-1.17, BIO-1.20, BIO-3.8
    with pytest.raises(DataError, match="no nest"):
        board(["-- -- . . ST ST . . . -- -- -- --"])
    with pytest.raises(DataError, match=r"square \(1,5\): a start square needs a start partner"):
        board(["-- -- . NE ST . ST . . -- -- -- --"])
    with pytest.raises(DataError, match="no start pair"):
        board(["-- -- . NE . . . . . -- -- -- --"])


def test_malformed_map_files(tmp_path: Path):  # BIO-1.17
    with pytest.raises(DataError, match="either a grid or a base map"):
        board_from_file({"name": "x", "title": "X"}, "maps/x.toml", {})
    with pytest.raises(DataError, match=r"maps/x.toml: .*rows"):
        board_from_file(
            {"name": "x", "title": "X", "base": "y"},
            "maps/x.toml",
            {"y": {"name": "y", "title": "Y", "grid": grid(GOOD)}},
        )
    with pytest.raises(DataError, match="base map 'zz' is not a map file"):
        board_from_file({"name": "x", "title": "X", "base": "zz", "rows": [1, 1]}, "maps/x.toml", {})
    with pytest.raises(DataError, match=r"maps/x\.toml: .*colour"):
        board_from_file({"name": "x", "title": "X", "grid": grid(GOOD), "colour": "red"}, "maps/x.toml", {})
    bad = tmp_path / "broken.toml"
    bad.write_text('name = "broken"\ngrid = """\n', encoding="utf-8")
    with pytest.raises(DataError, match=r"broken\.toml: not valid TOML"):
        read_toml(bad)
