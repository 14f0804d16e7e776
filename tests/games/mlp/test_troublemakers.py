"""The troublemaker phase and troublemaker faceoffs (MLP-4.6–4.11, MLP-5.23–5.27, MLP-6.10–6.12)."""

from __future__ import annotations

from .helpers import at, base, cid, find, ids, kinds, run, setup, where, with_player

MY_RD = {"card": "Rainbow Dash, Flier Extraordinaire"}


def tm_phase(**kw: object) -> dict[str, object]:
    return base(phase="troublemaker", **kw)


def test_all_own_face_down_troublemakers_are_uncovered_at_once() -> None:
    """MLP-4.6: every face-down troublemaker of the active player turns face up; the opponent's stay down."""
    pos = at(tm_phase(), "s0", {"card": "Flam", "face_down": True}, {"card": "Flim", "owner": 1, "face_down": True})
    pos = at(pos, "s1", {"card": "Brown Parasprite", "owner": 0, "face_down": True})
    state = setup(pos)
    uncovered = [d["card"]["card"] for k, d, _ in state.events if k == "uncover"]
    assert uncovered == [cid("Flam"), cid("Brown Parasprite")]
    assert state.fl[find(state, "Flim")] & 2  # still face down


def test_uncovered_epic_discards_every_other_troublemaker_at_its_slot() -> None:
    """MLP-4.7: Ahuizotl (Epic) uncovered at s1 discards the other troublemakers there: both players', face up
    and face down. A troublemaker at another slot stays."""
    pos = at(
        tm_phase(),
        "s1",
        {"card": "Ahuizotl", "owner": 0, "face_down": True},
        {"card": "Flim", "face_down": False},
        {"card": "Purple Parasprite", "face_down": True},
    )
    pos = at(pos, "s0", {"card": "Yellow Parasprite", "owner": 1, "face_down": True})
    state = setup(pos)
    assert find(state, "Flim") in state.discards[1]
    assert find(state, "Purple Parasprite") in state.discards[1]
    assert where(state, "Ahuizotl") == "s1" and where(state, "Yellow Parasprite") == "s0"


def test_two_epics_uncovered_together_the_active_player_keeps_one() -> None:
    """MLP-4.7: if several Epics are uncovered at one slot, the active player keeps one of them."""
    pos = at(
        tm_phase(),
        "s1",
        {"card": "Ahuizotl", "owner": 0, "face_down": True},
        {"card": "Nightmare Moon", "owner": 0, "face_down": True},
    )
    state = setup(pos)
    assert state.decision == "epic_keep" and state.to_move == 0
    assert ids(state) == ["keep pr-152-ahuizotl@s1", "keep pr-210-nightmare-moon@s1"]
    run(state, "keep pr-210-nightmare-moon@s1")
    assert find(state, "Ahuizotl") in state.discards[0]
    assert where(state, "Nightmare Moon") == "s1"


def test_one_face_up_troublemaker_per_player_per_slot() -> None:
    """MLP-4.8, MLP-6.10: with two face-up troublemakers at one slot, their owner keeps one, the other is
    discarded."""
    pos = at(
        tm_phase(), "s1", {"card": "Flim", "owner": 0}, {"card": "Yellow Parasprite", "owner": 0, "face_down": True}
    )
    state = setup(pos)
    assert state.decision == "keep_one" and state.to_move == 0
    assert ids(state) == ["keep pr-155-flim@s1", "keep pr-160-yellow-parasprite@s1"]
    run(state, "keep pr-160-yellow-parasprite@s1")
    assert find(state, "Flim") in state.discards[0]


def test_villain_frightens_every_friend_at_its_slot_but_not_manes() -> None:
    """MLP-6.11, MLP-4.9: a surviving uncovered Villain frightens all friends at its slot, both players';
    MLP-6.6: Mane Characters are never frightened; MLP-6.4, MLP-1.16: a frightened friend loses its attachments
    (discarded in the state check, MLP-6.28)."""
    pos = at(
        tm_phase(),
        "s1",
        {"card": "Ahuizotl", "owner": 0, "face_down": True},
        {"card": "Red Gala", "owner": 0, "attached": ["Rubber Chicken"]},
        "Blue Moon",
        {"card": "Twilight Sparkle, Faithful Student"},
    )
    state = setup(pos)
    assert state.fl[find(state, "Red Gala")] & 4 and state.fl[find(state, "Blue Moon", 1)] & 4
    assert not state.fl[find(state, "Twilight Sparkle, Faithful Student")] & 4
    assert find(state, "Rubber Chicken") in state.discards[0]
    assert kinds(state).index("uncover") < kinds(state).index("frighten")


def test_each_troublemaker_phase_ability_of_the_opponents_troublemaker() -> None:
    """MLP-4.9: Purple Parasprite (player 1's) acts in player 0's troublemaker phase: player 0 exhausts one of
    their ready characters (their choice)."""
    pos = at(tm_phase(), "s0", MY_RD, "Red Gala", {"card": "Purple Parasprite", "owner": 1})
    state = setup(pos)
    assert state.decision == "ab_target" and state.to_move == 0
    assert ids(state) == ["target pr-001-rainbow-dash@s0", "target pr-033-red-gala@s0"]
    run(state, "target pr-033-red-gala@s0")
    assert state.fl[find(state, "Red Gala")] & 1


def test_when_uncovered_ability_pay_or_dismiss() -> None:
    """MLP-4.9: Timberwolf's "when uncovered" ability: its owner pays 2 tokens or it is dismissed."""
    state = setup(at(tm_phase(tokens=[3, 0]), "s1", {"card": "Timberwolf", "owner": 0, "face_down": True}))
    assert ids(state) == ["pay", "dismiss"]
    run(state, "pay")
    assert state.tokens[0] == 1 and where(state, "Timberwolf") == "s1"
    poor = setup(at(tm_phase(tokens=[1, 0]), "s1", {"card": "Timberwolf", "owner": 0, "face_down": True}))
    assert find(poor, "Timberwolf") in poor.discards[0]


def challenge_pos(*cards: object) -> dict[str, object]:
    return at(tm_phase(), "s1", *cards)


def test_challenge_eligibility() -> None:
    """MLP-4.10: a face-up troublemaker of the opponent at a slot where the active player has a ready character;
    not the player's own non-Epic one, not a face-down one, not where they have no ready character."""
    pos = challenge_pos({"card": "Red Gala", "owner": 0}, "Flim", {"card": "Flam", "owner": 0})
    pos = at(pos, "s0", {"card": "Wild Manticore", "owner": 1, "face_down": True}, {"card": "Emerald Green"})
    pos = at(pos, "s0", {"card": "Yellow Parasprite", "owner": 1})
    state = setup(pos)
    assert state.decision == "challenge"
    assert ids(state) == ["challenge pr-160-yellow-parasprite@s0", "challenge pr-155-flim@s1", "end challenges"]
    tired = setup(challenge_pos({"card": "Red Gala", "owner": 0, "exhausted": True}, "Flim"))
    assert tired.decision == "main"  # MLP-4.11: no eligible troublemaker, the step ends


def test_characters_win_a_troublemaker_faceoff() -> None:
    """MLP-4.11, MLP-5.23, MLP-5.24: the challenger's ready characters at the slot against Flim (3): 4 + 1 vs
    3 + 1; the challenger scores Flim's points (1) and Flim is discarded; each troublemaker once per turn."""
    pos = challenge_pos({"card": "Red Gala", "owner": 0}, {"card": "Sugar Twist", "owner": 0}, "Flim")
    pos = with_player(with_player(pos, 0, deck=["Comet Tail"]), 1, deck=["Sweetie Sunrise"])
    state = setup(pos)
    run(state, "challenge pr-155-flim@s1")
    assert state.scores == [1, 0]
    assert find(state, "Flim") in state.discards[1]
    assert [d["player"] for k, d, _ in state.events if k == "reveal"] == [0, 1]  # character side first (MLP-5.16)
    assert state.decision == "main"


def test_troublemaker_wins_and_its_owner_sends_a_character_home_unexhausted() -> None:
    """MLP-5.25: Wild Manticore (4, 1 extra reveal) beats Red Gala (2); its owner (player 1) chooses a
    participant, a Stubborn one only if all are Stubborn: Red Gala goes home, not exhausted, with its attachment
    (MLP-1.16)."""
    pos = challenge_pos(
        {"card": "Red Gala", "owner": 0, "attached": ["Too Many Bandages"]},
        {"card": "Apple Cobbler", "owner": 0},
        {"card": "Sweetie Sunrise", "owner": 0},
        "Wild Manticore",
    )
    pos = with_player(with_player(pos, 0, deck=["Comet Tail"]), 1, deck=["Sweetie Sunrise", "Comet Tail"])
    state = setup(pos)
    run(state, "challenge pr-159-wild-manticore@s1")
    # 0 + 1 + 1 + 1 revealed = 3 against 4 + 1 + 1 (Wild Manticore reveals an extra card)
    assert state.decision == "send_home" and state.to_move == 1
    assert ids(state) == ["send pr-033-red-gala@s1", "send pr-020-sweetie-sunrise@s1"]  # Apple Cobbler is Stubborn
    run(state, "send pr-033-red-gala@s1")
    gala = find(state, "Red Gala")
    assert state.where(gala) == 0 and not state.fl[gala] & 1
    assert state.host[find(state, "Too Many Bandages")] == gala
    assert state.scores == [0, 0] and where(state, "Wild Manticore") == "s1"


def test_troublemaker_faceoff_draw_changes_nothing() -> None:
    """MLP-5.26: a drawn troublemaker faceoff: the troublemaker stays, nobody moves or scores."""
    pos = challenge_pos({"card": "Red Gala", "owner": 0}, {"card": "Comet Tail", "owner": 0}, "Flim")
    state = setup(with_player(with_player(pos, 0, deck=[]), 1, deck=[]))
    run(state, "challenge pr-155-flim@s1")
    assert [d for k, d, _ in state.events if k == "faceoff_result"] == [{"winner_side": -1, "winner": None}]
    assert where(state, "Flim") == "s1" and where(state, "Red Gala") == "s1" and state.scores == [0, 0]


def test_challenging_ones_own_epic() -> None:
    """MLP-4.10, MLP-5.27, MLP-5.13: the owner may challenge their own Epic; they are the only involved player and
    reveal for both sides from their own deck (character side first). Ahuizotl's troublemaker-phase ability first
    makes player 0 move one of their characters there home (MLP-4.9)."""
    mine = [{"card": c, "owner": 0} for c in ("Ahuizotl", "Full Steam", "Apple Brown Betty", "Red Gala")]
    pos = with_player(challenge_pos(*mine), 0, deck=["Comet Tail", "Sweetie Sunrise"])
    state = setup(pos)
    assert state.decision == "ab_target" and state.to_move == 0
    run(state, "target pr-033-red-gala@s1")
    assert where(state, "Red Gala") == "h0"
    assert ids(state) == ["challenge pr-152-ahuizotl@s1", "end challenges"]
    run(state, "challenge pr-152-ahuizotl@s1")
    assert [d["player"] for k, d, _ in state.events if k == "reveal"] == [0, 0]
    assert state.scores == [2, 0]  # 4 + 3 + 1 beats 5 + 1: Ahuizotl's 2 points
    assert find(state, "Ahuizotl") in state.discards[0]
