"""A test-only copy of the MLP game with a few synthetic cards added to the real pool.

The real Premiere set has no card with Diligent, Pumped, Showboat, Supportive, Prismatic or Unique, no Mane using
the MLP-6.8 flip kinds as such, no ``new_problem`` resource and no ``recover`` or ``on_solve`` card; the rules
(MLP-6.16–6.24, MLP-6.8, MLP-5.30, MLP-10.10) still hold, so these cards exercise them. Every Premiere card is
supported, so an unsupported one (MLP-1.3 deck check) is synthetic too. They exist only here.
"""

from __future__ import annotations

from typing import Any

from tcgkit.games.mlp.cards import cards_from_tables
from tcgkit.games.mlp.game import MlpGame
from tcgkit.games.mlp.state import MlpState


def _mane(tid: str, name: str, flip: dict[str, Any], color: str = "blue") -> dict[str, Any]:
    return {
        "id": tid,
        "name": name,
        "type": "mane",
        "colors": [color],
        "power": 1,
        "home_limit": 3,
        "boosted_power": 2,
        "boosted_home_limit": 4,
        "flip": flip,
        "text": "test Mane",
    }


def _friend(tid: str, name: str, power: int, kws: list[str], **more: Any) -> dict[str, Any]:
    card = {"id": tid, "name": name, "type": "friend", "colors": ["blue"], "cost": 1, "power": power}
    card.update(keywords=kws, text="test friend", **more)
    return card


EXTRA = [
    _mane("test-mane-confront", "Confront Mane", {"kind": "confront_color", "n": 3}),
    _mane("test-mane-friends", "Friends Mane", {"kind": "friends_in_play", "n": 3}),
    _mane("test-mane-crowd", "Crowd Mane", {"kind": "characters_at_problem", "n": 3}),
    _mane("test-mane-score", "Score Mane", {"kind": "score"}),
    _mane("test-mane-win", "Win Mane", {"kind": "win_faceoff"}),
    _friend("test-diligent", "Diligent Tester", 2, ["Diligent"]),
    _friend("test-pumped", "Pumped Tester", 1, ["Pumped"]),
    _friend("test-showboat", "Showboat Tester", 1, ["Showboat"]),
    _friend("test-supportive-1", "Supportive One", 1, ["Supportive 1"]),
    _friend("test-supportive-2", "Supportive Two", 1, ["Supportive 2"]),
    _friend("test-prismatic", "Prismatic Tester", 1, ["Prismatic"], requirement={"blue": 3}),
    _friend("test-plain-3", "Plain Blue Three", 1, [], requirement={"blue": 3}),
    _friend("test-unique", "Unique Tester", 1, ["Unique"]),
    _friend("test-unsupported", "Unsupported Tester", 1, [], supported=False, why="a test card the engine cannot play"),
    _friend(
        "test-mane-helper",
        "Mane Helper",
        1,
        [],
        abilities=[
            {
                "activated": {"exhaust_self": False, "tokens": 0, "once_per_turn": True},
                "target": "own_mane",
                "duration": "end_of_turn",
                "effects": [{"op": "power", "n": 2}],
            }
        ],
    ),
    _friend(
        "test-rally",
        "Rally Test",
        1,
        [],
        abilities=[
            {
                "trigger": "on_play",
                "target": "all_friends_here",
                "duration": "end_of_turn",
                "effects": [{"op": "power", "n": 1}],
            }
        ],
    ),
    _friend(
        "test-morning",
        "Morning Test",
        1,
        [],
        abilities=[{"trigger": "start_main", "target": "controller", "effects": [{"op": "draw", "n": 1}]}],
    ),
    _friend(
        "test-homebody",
        "Homebody Test",
        1,
        [],
        abilities=[{"continuous": "at_home", "effects": [{"op": "power", "n": 1}]}],
    ),
    _friend(
        "test-loner",
        "Loner Test",
        1,
        [],
        abilities=[{"continuous": "alone", "effects": [{"op": "power", "n": 2}]}],
    ),
    _friend(
        "test-caller",
        "Caller Test",
        1,
        [],
        abilities=[
            {
                "trigger": "on_faceoff_start",
                "optional": True,
                "target": "chosen_own_character",
                "filter": {"where": "home"},
                "effects": [{"op": "move", "dest": "this_slot"}],
            }
        ],
    ),
    {
        "id": "test-recovery",
        "name": "Recovery Test",
        "type": "event",
        "cost": 1,
        "power": 1,
        "timing": ["main"],
        "text": "recover one of your frightened friends",
        "abilities": [
            {
                "trigger": "on_play",
                "target": "chosen_own_character",
                "filter": {"type": "friend", "frightened": True},
                "effects": [{"op": "recover"}],
            }
        ],
    },
    {
        "id": "test-both-score",
        "name": "Both Score Test",
        "type": "event",
        "cost": 0,
        "power": 1,
        "timing": ["main"],
        "text": "each player scores 1 point",
        "abilities": [
            {"trigger": "on_play", "target": "each_player", "effects": [{"op": "score", "n": 1, "who": "each"}]}
        ],
    },
    {
        "id": "test-temporary",
        "name": "Temporary Test",
        "type": "resource",
        "cost": 1,
        "power": 1,
        "placement": "new_problem",
        "owner_requirement": {"blue": 1},
        "opponent_requirement": {"any": 3},
        "bonus": 2,
        "text": "a temporary problem",
    },
    {
        "id": "test-solve-draw",
        "name": "Solve Draw Test",
        "type": "problem",
        "starting": True,
        "owner_requirement": {"blue": 1},
        "opponent_requirement": {"any": 3},
        "bonus": 1,
        "text": "when solved, its owner draws a card",
        "abilities": [{"trigger": "on_solve", "target": "controller", "effects": [{"op": "draw", "n": 1}]}],
    },
]


class SyntheticState(MlpState):
    pass


class SyntheticGame(MlpGame):
    state_class = SyntheticState

    def load_cards(self) -> list[Any]:
        return super().load_cards() + cards_from_tables(EXTRA, "synthetic test cards")


GAME = SyntheticGame()
