"""The Action value: lazy labels (issue 17: simulations never read labels, so a game may defer building them)."""

from __future__ import annotations

import copy
import pickle

from tcgkit.core import Action


def test_a_label_function_is_called_once_on_first_reading() -> None:
    calls: list[int] = []

    def words() -> str:
        calls.append(1)
        return "Play Keen Sight"

    action = Action("play 3", words)
    assert calls == []  # building the action did not build its label
    assert action.label == "Play Keen Sight"
    assert action.label == "Play Keen Sight"
    assert calls == [1]
    assert repr(action) == "Action('play 3', 'Play Keen Sight')"


def test_a_lazy_action_equals_a_plain_one_and_survives_pickle_and_copy() -> None:
    lazy = Action("move 4", lambda: "Move to square 4", data=(4,), run=True, refs=("square:4",))
    plain = Action("move 4", "Move to square 4", data=(4,), run=True, refs=("square:4",))
    assert lazy == plain and hash(lazy) == hash(plain)
    for other in (pickle.loads(pickle.dumps(lazy)), copy.copy(lazy), copy.deepcopy(lazy)):
        assert (other.id, other.label, other.data, other.resign, other.run, other.refs) == (
            "move 4",
            "Move to square 4",
            (4,),
            False,
            True,
            ("square:4",),
        )


def test_a_label_can_be_replaced() -> None:
    action = Action("pay", lambda: "Pay 2")
    action.label = f"Pay for the Hau: {action.label.lower()}"
    assert action.label == "Pay for the Hau: pay 2"
