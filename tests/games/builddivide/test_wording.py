"""Words for people: card details, results, action labels and log lines, with no internal codes and one naming of
players (BDV-1.3–1.8, BDV-7.7, BDV-10.8, BDV-10.9)."""

from __future__ import annotations

import re
from pathlib import Path

from tcgkit.agents import RandomAgent
from tcgkit.core import Result
from tcgkit.games.builddivide import base
from tcgkit.games.builddivide.wording import card_words

from .helpers import FILLER, G, energy, player, setup

#: An internal code: an upper-case word (ON_PLAY, SHOT, OPP_UNIT) or a snake_case token (not_orange); rule ids such as
#: BDV-7.1 are allowed.
CODE = re.compile(r"\b(?!BDV-)[A-Z]{2,}\b|\b[A-Za-z]+_[A-Za-z_]+\b")
BAD_NAMES = re.compile(r"player 0|\bP[12]\b|you's|\byou \(", re.IGNORECASE)


def test_every_card_has_readable_details():  # BDV-1.3 BDV-1.4 BDV-1.5 BDV-1.7
    for cid in G.cards:
        d = G.card_details(cid)
        assert set(d) == {"id", "name", "type", "stats", "keywords", "text"} and d["id"] == cid
        words = [d["type"], d["text"], *d["keywords"]] + [f"{label} {value}" for label, value in d["stats"]]
        for w in words:
            assert not CODE.search(str(w)), f"{cid}: internal code in {w!r}"
        labels = [label for label, _ in d["stats"]]
        card = G.cards[cid]
        if d["type"] == "territory":
            assert labels == ["color", "title", "liberation cost"]
        else:
            assert labels[:3] == ["color", "cost", "total cost"] and "icon" in labels
            assert ("power" in labels and "hit" in labels) == (d["type"] != "command")
        assert d["text"] or not card_words(card), f"{cid}: abilities without words"


def test_details_of_a_plain_unit_a_shot_card_and_a_territory():  # BDV-1.4 BDV-1.5 BDV-5.31 BDV-2.10
    rat = G.card_details("K-01")
    assert rat == {
        "id": "K-01",
        "name": "Crypt Rat",
        "type": "unit",
        "stats": [["color", "black"], ["cost", "1 black"], ["total cost", 1], ["power", 2000], ["hit", 1],
                  ["icon", "buster"]],
        "keywords": ["buster"],
        "text": "Buster: when this card is checked by life damage, that attack deals 1 more damage.",
    }  # fmt: skip
    assert G.card_text("R-02") == (
        "Cinder Hound (unit)\n"
        "  color red · cost 1 red + 1 generic · total cost 2 · power 2000 · hit 1 · icon shot · shot cost 1 generic\n"
        "  keywords: shot\n"
        "  Shot: destroy the attacker if its power is 3000 or less."
    )
    sovereign = G.card_details("R-08")
    assert ["title", "Blazecrown"] in sovereign["stats"] and sovereign["type"] == "ace unit"
    assert sovereign["keywords"] == ["ace"]
    crypt = G.card_details("T-K")
    assert crypt["stats"] == [["color", "black"], ["title", "Gravelord"], ["liberation cost", 10]]
    assert crypt["text"].startswith("Your main deck may hold up to 16 shot cards. Liberated:")


def test_generated_wording_of_the_effect_vocabulary():  # BDV-10.8 BDV-10.9 BDV-1.8
    for cid, card in G.cards.items():
        text = card_words(card)
        assert not CODE.search(text), f"{cid}: {text}"
    assert card_words(G.cards["K-10"]) == (
        "At the start of your main phase, if your graveyard holds 15 or more cards and your opponent has 2 or fewer "
        "life cards: you win the game."
    )
    assert card_words(G.cards["U-15"]) == (
        "Your opponent's territory turns back to its character side. Shot (free): give the attacker -2000 power and "
        "-1 hit this turn."
    )
    assert card_words(G.cards["W-14"]) == (
        "Destroy a rested opposing unit. Shot (pay 1 white + 1 generic): destroy the attacker."
    )
    assert card_words(G.cards["U-08"]) == "On play: return up to two opposing units to their owners' hands."
    assert card_words(G.cards["K-11"]).startswith("While your territory is liberated, your black units get +1 hit.")


def test_every_result_reason_has_words():  # BDV-7.7 BDV-7.1 BDV-7.2 BDV-7.3 BDV-7.6
    source = "\n".join(p.read_text() for p in Path(base.__file__).parent.glob("*.py"))
    used = set(re.findall(r"end_game\([^,]+, (\w+)", source))
    codes = {getattr(base, name) for name in used}
    assert codes == {"LIFE_DAMAGE", "DECK_OUT", "CARD_EFFECT", "TURN_LIMIT"}
    assert codes <= set(G.RESULT_REASONS)
    assert G.describe_result(Result(0, "LIFE_DAMAGE"), 0) == (
        "You win: you dealt damage while the opponent's life zone was empty (BDV-7.1)"
    )
    assert G.describe_result(Result(0, "DECK_OUT"), 1) == (
        "The opponent wins: you had to draw with no card left in deck or life zone (BDV-7.2)"
    )
    assert (
        G.describe_result(Result(1, "CARD_EFFECT"), None)
        == "Player 2 wins: player 2's card effect won the game (BDV-7.3)"
    )
    assert (
        G.describe_result(Result(None, "TURN_LIMIT"), 0) == "Draw: the turn limit was reached with no winner (BDV-7.6)"
    )


def test_labels_name_the_phase_and_the_players():  # BDV-4.10 BDV-4.11 BDV-5.24
    state = setup(player(hand=[FILLER], energy=energy("NONE", 3), field=["Flare Lancer"]), player("Tidewell Archive"))
    labels = {a.id: a.label for a in state.legal_actions()}
    assert labels["end"] == "End the main phase (go to the attack phase)"
    assert labels["play N-01"] == "Play Wandering Automaton (3000 power, hit 1; cost 3 generic)"
    assert labels["charge N-01"] == "Charge Wandering Automaton as colorless energy (once per turn)"
    state.apply("end")
    lancer = state.field[0][0]
    assert {a.id: a.label for a in state.legal_actions()} == {
        f"attack {lancer} player": "Attack the opponent with Flare Lancer (5000 power, hit 1)",
        "end": "End the attack phase (and your turn)",
    }


def test_log_lines_and_labels_of_whole_games_have_no_codes():  # BDV-8.10
    decks = G.sample_decks()
    for seed, (a, b) in enumerate(G.sample_matchups()):
        state = G.new_game([decks[a], decks[b]], seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 9)]
        while not state.is_over:
            for act in state.legal_actions():
                assert not CODE.search(act.label) and not BAD_NAMES.search(act.label), act.label
            state.apply(agents[state.to_move].act(state))
        for kind, data, _ in state.events:
            for viewer in (None, 0, 1):
                line = G.describe_event(kind, data, viewer)
                assert not line.startswith(f"{kind}:"), line
                assert not CODE.search(line) and not BAD_NAMES.search(line), line
    assert G.describe_event("draw", {"player": 0, "n": 2, "from_life": 0}, 0) == "You draw 2 cards."
    assert G.describe_event("draw", {"player": 0, "n": 1, "from_life": 1}, 1) == (
        "The opponent draws a card (1 from the life zone)."
    )
    assert G.describe_event("attack", {"player": 1, "attacker": {"name": "Crypt Rat"}, "target": "player"}, None) == (
        "Player 2 attacks player 1 with Crypt Rat."
    )
