"""Drawing from life, deck-out, card victories (BDV-6.1, BDV-7.2–7.4, BDV-7.7)."""

from __future__ import annotations

from .helpers import FILLER, energy, events, kinds, names, player, setup


def test_an_empty_deck_draws_from_the_life_zone():  # BDV-6.1 BDV-6.2 BDV-6.5 BDV-8.4
    state = setup(player(deck=[], life=["Ember Squire", FILLER], hand=[FILLER]), phase="draw")
    assert not state.is_over and names(state, "hand", 0) == [FILLER, "Ember Squire"] and len(state.life[0]) == 1
    assert events(state, "draw") == [{"player": 0, "n": 1, "from_life": 1}] and "check" not in kinds(state)
    opponent = state.observe(1)["view"]["players"][0]
    assert opponent["hand_count"] == 2 and opponent["hand_known"] == []  # not revealed
    assert "Ember Squire" not in str(state.observe(1))


def test_a_player_who_must_draw_with_deck_and_life_empty_loses():  # BDV-7.2 BDV-7.4 BDV-7.7 BDV-6.12
    state = setup(player(deck=[], life=[], ddeck=["Inferno Colossus"]), phase="draw")
    assert state.is_over and state.result.winner == 1 and state.result.reason == "DECK_OUT"
    assert names(state, "ddeck", 0) == ["Inferno Colossus"]  # the D-deck is never drawn from
    assert kinds(state)[-2:] == ["cannot_draw", "game_over"]


def test_deck_out_from_an_effect_stops_the_remaining_steps():  # BDV-7.2 BDV-7.4 BDV-6.1
    state = setup(
        player("Tidewell Archive", hand=["Insight Torrent", FILLER], deck=[], life=["Reef Sentinel"],
               energy=energy("BLUE", 3)),
    )  # fmt: skip
    state.apply("play U-13")  # draw 2 (one from life, then none left), then discard 1: never reached
    assert state.result.reason == "DECK_OUT" and state.result.winner == 1
    assert events(state, "draw") == [{"player": 0, "n": 1, "from_life": 1}] and "discard" not in kinds(state)


def test_a_card_victory_with_its_condition():  # BDV-7.3 BDV-7.7 BDV-4.6 BDV-10.9
    won = setup(
        player("Hollow Crypt", field=["Vhal, Tomb Emperor"], grave=[FILLER] * 15),
        player("Tidewell Archive", life=[FILLER] * 2),
        phase="draw",
    )
    assert won.is_over and won.result.winner == 0 and won.result.reason == "CARD_EFFECT"
    not_yet = setup(
        player("Hollow Crypt", field=["Vhal, Tomb Emperor"], grave=[FILLER] * 15),
        player("Tidewell Archive", life=[FILLER] * 3),
        phase="draw",
    )
    assert not not_yet.is_over and "ability_fails" in kinds(not_yet)
