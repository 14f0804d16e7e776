"""Bionicle's evaluation hook: range, symmetry, hidden cards, finished games, preferences, the heuristic's play."""

from __future__ import annotations

from typing import Any

import pytest

import tcgkit
from tcgkit.agents import HeuristicAgent, RandomAgent
from tcgkit.core import Game, Rng, State
from tcgkit.games.bionicle import evaluation

TAHU_MT = [
    "Hau (Tahu) (regular)",
    "Kaukau (Tahu) (regular)",
    "Miru (Tahu) (regular)",
    "Kakama (Tahu) (regular)",
    "Pakari (Tahu)",
    "Akaku (Tahu)",
    "Vakama's Staff",
    "Vakama's Noble Mask",
]
GALI_MT = [
    "Hau (Gali)",
    "Kaukau (Gali)",
    "Miru (Gali)",
    "Kakama (Gali)",
    "Pakari (Gali)",
    "Akaku (Gali)",
    "Nokama's Staff",
    "Nokama's Noble Mask",
]
STRENGTH = "Boulder in the Path"  # Tahu 8 against Gali 4
SWIMMING = "Flooded Caves"  # Tahu 2 against Gali 8


def bionicle() -> Game:
    return tcgkit.game("bionicle")


def position(p0: dict[str, Any] | None = None, p1: dict[str, Any] | None = None, **top: Any) -> State:
    """Tahu (player 0, to move) on (9,5), next to the challenge square (9,4), against Gali far south on (16,7); both
    with their full Mask & Turaga decks, the Bohrok deck on nest (2,4). ``p0``/``p1``/keywords override."""
    a = {"toa": "Tahu", "square": "9,5", "mt": TAHU_MT}
    a.update(p0 or {})
    b = {"toa": "Gali", "square": "16,7", "mt": GALI_MT}
    b.update(p1 or {})
    raw: dict[str, Any] = {"nest": "2,4", "players": [a, b]}
    raw.update(top)
    return bionicle().setup(raw)


def holding(*masks: str, attached: tuple[str, ...] = ()) -> dict[str, Any]:
    """Player keys for Tahu holding ``masks`` (taken out of his M&T deck)."""
    return {"held": list(masks), "attached": list(attached), "mt": [c for c in TAHU_MT if c not in masks]}


def attempt(state: State, player: int = 0) -> float:
    """The evaluation's turns until ``player``'s next challenge attempt (its T term)."""
    return evaluation._Context(state).turns_to_attempt(player)  # type: ignore[arg-type]


def value(state: State, player: int = 0) -> float:
    return bionicle().evaluate(state, player)  # type: ignore[attr-defined]


def play(state: State, agents: list[Any], check: Any = None) -> State:
    while not state.is_over:
        if check is not None:
            check(state)
        state.apply(agents[state.to_move].act(state))  # type: ignore[index]
    return state


# ---------------------------------------------------------------------------------------------------- range, symmetry
def test_values_lie_in_range_are_antisymmetric_and_ignore_re_dealt_cards_along_games() -> None:  # BIO-8.1 to BIO-8.7
    game = bionicle()
    seen = 0

    def check(state: State) -> None:
        nonlocal seen
        v0, v1 = value(state, 0), value(state, 1)
        assert -1.0 <= v0 <= 1.0
        assert v0 == -v1  # exactly: Game.EVALUATION_ZERO_SUM
        for p in (0, 1):  # only public information is read: a re-deal of the hidden cards changes nothing
            assert value(state.determinize(p, Rng(seen)), p) == pytest.approx(value(state, p), abs=1e-12)
        seen += 1

    for seed, agents in ((1, [RandomAgent(1), RandomAgent(2)]), (2, [HeuristicAgent(3), RandomAgent(4)])):
        state = game.new_game(["tahu-fire", "gali-water"], seed=seed)
        play(state, agents, check)
    assert seen > 300


def test_a_random_game_drawn_at_the_turn_limit_is_worth_nothing() -> None:  # BIO-7.4
    state = play(bionicle().new_game(["gali-water", "kopaka-ice"], seed=0), [RandomAgent(5), RandomAgent(6)])
    assert state.result.winner is None  # type: ignore[union-attr]
    assert value(state, 0) == 0.0 and value(state, 1) == 0.0


def test_the_sixth_mask_wins_and_a_drawn_position_is_even() -> None:  # BIO-7.1, BIO-7.2, BIO-7.4
    five = [c for c in TAHU_MT if "Akaku" not in c and "Vakama" not in c]
    state = position({**holding(*five), "mt": ["Akaku (Tahu)"]}, {}, step="move", challenges=[STRENGTH], turn=9)
    assert 0.0 < value(state, 0) < 1.0
    state.apply("move 9,4")
    assert state.is_over and state.result.winner == 0  # type: ignore[union-attr]
    assert value(state, 0) == 1.0 and value(state, 1) == -1.0

    last = position({"square": "10,5"}, {}, step="move", turn=1, turn_limit=1)
    last.apply("move 11,5")
    assert last.is_over and last.result.winner is None  # type: ignore[union-attr]
    assert value(last, 0) == 0.0


# ---------------------------------------------------------------------------------------------------- what it prefers
def test_more_masks_are_better() -> None:  # BIO-7.1, BIO-6.9
    none, one, two = position(), position(holding("Pakari (Tahu)")), position(holding("Pakari (Tahu)", "Akaku (Tahu)"))
    assert value(none) < value(one) < value(two)
    assert value(one, 1) < value(none, 1)


def test_a_mask_returned_by_a_raid_must_be_won_again() -> None:  # BIO-5.20, BIO-8.3
    held = position(holding("Pakari (Tahu)"))
    returned = position(
        {"held": [], "mt": [*TAHU_MT[:4], "Akaku (Tahu)", *TAHU_MT[6:], "Pakari (Tahu)"], "mt_known": 1}
    )
    never = position()
    assert value(never) < value(returned) < value(held)


def test_a_challenge_square_nearby_is_better() -> None:  # BIO-4.16, BIO-5.1
    assert value(position({"square": "10,5"})) < value(position())
    # the challenge square just used is locked (BIO-5.3): standing next to it is worth less
    assert value(position({"challenge_lock": "9,4"})) < value(position())


def test_the_other_toa_blocks_the_square_it_stands_on() -> None:  # BIO-5.1 b
    # Gali on the challenge square next to Tahu: he cannot enter it, so his walk to an attempt is two turns longer
    # and his position is worth less; Gali next to it (not in his way) changes nothing for him
    free = position()
    walled = position(p1={"square": "9,4"})
    assert attempt(walled) == attempt(free) + 2
    assert evaluation.turns_to_win(walled, 0) > evaluation.turns_to_win(free, 0)
    assert attempt(position(p1={"square": "9,3"})) == attempt(free)


def test_the_own_locked_action_square_blocks_the_way() -> None:  # BIO-5.1 d, BIO-5.3
    # from (13,10) the shortest walk to a challenge runs through the GA square (13,11); locked, it is a turn longer
    free = position({"square": "13,10"}, step="move")
    locked = position({"square": "13,10", "action_lock": "13,11"}, step="move")
    assert attempt(locked) == attempt(free) + 1


def test_a_queued_mission_costs_turns_and_a_fulfilled_one_less() -> None:  # BIO-5.1 f, BIO-6.4, BIO-5.8
    free = position()
    forage = [{"card": "Forage", "drawn_at": "8,5", "eligible": True}]  # enter a GA square: (9,6) is next door
    patrol = [{"card": "Long Patrol", "drawn_at": "8,5", "eligible": True}]  # three general squares
    two = [*forage, {"card": "Long Patrol", "drawn_at": "8,4"}]
    assert value(position({"missions": two})) < value(position({"missions": patrol}))
    assert value(position({"missions": patrol})) < value(position({"missions": forage})) < value(free)


def test_an_attached_mask_that_wins_more_challenges_is_better() -> None:  # BIO-5.12, BIO-4.4
    loose = position(holding("Hau (Tahu) (regular)"))
    worn = position(holding("Hau (Tahu) (regular)", attached=("Hau (Tahu) (regular)",)))
    assert value(loose) < value(worn)  # Shielding 7 instead of a 5-5 tie against Gali


def test_challenge_cards_of_the_own_strong_stat_are_better() -> None:  # BIO-5.15, BIO-8.4
    strong = position(challenges=[STRENGTH, "Fallen Tree"])
    weak = position(challenges=[SWIMMING, "Ga-Wahi Current"])
    assert value(weak) < value(strong)


def test_a_card_played_in_the_window_counts_before_the_comparison() -> None:  # BIO-5.9 to BIO-5.12
    onua = {"toa": "Onua", "mt": [], "held": ["Pakari (Onua)"], "attached": ["Pakari (Onua)"], "hand": ["Keen Sight"]}
    state = position({"hand": ["Heave"]}, onua, step="move", challenges=[STRENGTH])
    state.apply("move 9,4")  # Strength: Tahu 8 against Onua 8 + 2, a challenge Tahu is losing
    assert state.decision == "window" and state.to_move == 0
    passed, boosted = state.clone(), state.clone()
    passed.apply("pass")
    boosted.apply("play heave")
    assert passed.decision == boosted.decision == "window" and passed.to_move == boosted.to_move == 1
    assert value(passed) < value(boosted)  # still undecided: valued at the margin, 8 - 10 against 11 - 10
    assert HeuristicAgent(seed=1).act(state) == "play heave"


def test_a_raid_on_offer_counts_and_the_heuristic_raids() -> None:  # BIO-5.18 to BIO-5.20
    tahu = {"square": "10,6", "hand": ["Krana Xa (Tahnok/Gahlok)", "Heave"]}  # a BC square; Tahnok tops the deck
    gali = {"held": ["Hau (Gali)"], "mt": GALI_MT[1:]}
    state = position(tahu, gali, step="square")
    assert state.decision == "raid_offer" and state.to_move == 0
    assert HeuristicAgent(seed=0).act(state) == "play krana-xa-tg"
    bare = position(tahu, {}, step="square")  # Gali holds nothing a raid could take
    offer, bare_offer = value(state) - value(declined(state)), value(bare) - value(declined(bare))
    assert offer > 0.05 and abs(bare_offer) < offer / 3  # the raid would make Gali win Hau again


def declined(state: State) -> State:
    out = state.clone()
    out.apply("decline")
    return out


# ---------------------------------------------------------------------------------------------------- the heuristic
@pytest.mark.parametrize("hand", [[], ["Heave", "Unity"]])
def test_the_heuristic_takes_the_challenge_whichever_card_its_copy_reveals(hand: list[str]) -> None:  # BIO-8.4
    # half the challenge deck is Swimming, which Tahu loses: a copy that peeked at its own re-dealt card would step
    # in only when that card is a winner (about half the seeds); the challenge is valued at its odds, so every seed
    # steps in
    challenges = [STRENGTH, SWIMMING, "Fallen Tree", "Ga-Wahi Current"] * 4
    for seed in range(10):
        state = position({"hand": hand}, step="move", challenges=challenges)
        assert HeuristicAgent(seed=seed).act(state) == "move 9,4"


def test_the_heuristic_does_not_hover_next_to_a_lone_challenge_square() -> None:  # BIO-5.3
    # (3,3) is far from every other challenge square: after the challenge the lock sends Tahu on a long walk, which
    # stepping back and forth beside it would only put off; the square is charged with that walk, so he steps in
    for seed in range(4):
        state = position({"square": "2,3"}, step="move")  # (2,4) is the nest: (1,3) or the challenge square (3,3)
        assert HeuristicAgent(seed=seed).act(state) == "move 3,3"


def test_the_heuristic_enters_the_challenge_its_last_mask_hangs_on() -> None:  # BIO-7.1, BIO-5.12
    # Akaku is the only card left in Tahu's Mask & Turaga deck and every challenge card is his strong Strength: the
    # challenge wins the game at once with its odds, and fails only with the rest, so it is worth more than standing
    # next to the square (counting the walk on from it in full made hovering look better, and games ran out of turns)
    five = [c for c in TAHU_MT[:6] if c != "Akaku (Tahu)"]
    for seed in range(4):
        tahu = {**holding(*five), "mt": ["Akaku (Tahu)"], "hand": ["Heave"]}
        state = position(tahu, {"hand": ["Keen Sight"]}, step="move", challenges=[STRENGTH] * 8)
        assert HeuristicAgent(seed=seed).act(state) == "move 9,4"


def test_the_heuristic_keeps_off_mission_squares() -> None:  # BIO-4.15, BIO-5.6
    for seed in range(5):
        # (8,5) is MI, (10,5) general, (9,6) GA; the mission deck is not empty
        state = position({"challenge_lock": "9,4"}, step="move", missions=["Shed the Load", "Forage"])
        assert HeuristicAgent(seed=seed).act(state) != "move 8,5"


def test_the_heuristic_finishes_its_mission_and_drops_a_hopeless_one() -> None:  # BIO-5.8, BIO-10.4
    forage = [{"card": "Forage", "drawn_at": "8,5"}]
    state = position({"missions": forage, "challenge_lock": "9,4"}, step="move")
    assert HeuristicAgent(seed=0).act(state) == "move 9,6"  # the GA square next door fulfils it
    state.apply("move 9,6")
    assert state.mq[0] == []  # type: ignore[attr-defined]

    shed = [{"card": "Shed the Load", "drawn_at": "8,5"}]  # two discards, but a hand of one card
    state = position({"missions": shed, "hand": ["Change of Plans"]})
    while state.decision != "twindow":
        state.apply(state.legal_actions()[-1].id)
    assert HeuristicAgent(seed=0).act(state) == "play change-of-plans"


def test_the_heuristic_beats_random_play() -> None:  # random play never wins: every such game is drawn (BIO-7.4)
    game = bionicle()
    wins = 0
    for seed in range(10):
        decks = [["tahu-fire", "gali-water"], ["gali-water", "kopaka-ice"], ["kopaka-ice", "tahu-fire"]][seed % 3]
        seat = seed % 2
        agents: list[Any] = [RandomAgent(seed), RandomAgent(seed + 100)]
        agents[seat] = HeuristicAgent(seed)
        state = play(game.new_game(decks, seed=seed), agents)
        wins += state.result.winner == seat  # type: ignore[union-attr]
    assert wins >= 8
