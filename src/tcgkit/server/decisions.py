"""What is being decided, in words, for the table's header ("Your move: choose the square to move to").

The core names a pending decision by its opcode (``State.decision``: "stepto", "ib_deploy"); the terminal shows
that code, and only Hikaru no Go has words for its decisions (``hikarugo.wording.DECISION_WORDS``, reused here).
Until every game describes its own decisions, the table's words for the others are kept here, one phrase per
opcode, written to read after "Your move:" and "The opponent to move:" alike (no "you", no "your").
``tests/server/test_decision_words.py`` checks every decision of every game has words.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from tcgkit.games.hikarugo.wording import DECISION_WORDS as HIKARUGO

log = logging.getLogger("tcgkit.server")

WORDS: Mapping[str, Mapping[str, str]] = {
    "bionicle": {
        "draft_c": "pick a challenge for the challenge deck",
        "draft_m": "pick a mission for the mission deck",
        "nest": "choose the nest of the Bohrok deck",
        "sdiscard": "discard a card from a full hand, or not",
        "attach": "attach a mask or Turaga, or not",
        "twindow": "play turn cards, or go on to the move",
        "recover": "take a card back from the action discard pile",
        "predisc": "discard a card before drawing",
        "mwindow": "play move cards, or stop",
        "stepto": "choose the square to move to",
        "portal": "choose the portal to come out of",
        "window": "play a challenge card, or pass",
        "acq_attach": "attach the card just won, or not",
        "raid_offer": "raid the top Bohrok with a krana card, or decline",
        "raid_loss": "give back a mask or Turaga after losing a raid",
    },
    "builddivide": {
        "mull": "keep the hand or mulligan",
        "main": "main phase: play a card, charge energy or end the phase",
        "pay": "choose how to pay",
        "order": "choose which effect resolves first",
        "may": "use an optional effect, or skip it",
        "tgt": "choose a target",
        "dpick": "choose a card to discard",
        "search": "take a card from the deck",
        "g2h": "take a card from the graveyard into the hand, or none",
        "d2h": "take a card into the hand, or none",
        "attack": "attack, or end the attack phase",
        "block": "block the attacker, or not",
        "shot": "use a shot against the attacker, or not",
        "libchoice": "liberate a card, or play without liberating",
        "libeff": "pay to liberate, or not",
    },
    "hikarugo": HIKARUGO,
    "mlp": {
        "pick_start": "choose a starting problem",
        "mulligan": "keep the hand or mulligan",
        "main": "main phase: play a card, move a character, draw or end the phase",
        "place": "choose where the character goes",
        "challenge": "challenge a problem, or end the challenge step",
        "fo_window": "faceoff: play a card, or pass",
        "ab_yes": "use an ability, or not",
        "ab_target": "choose a target of the ability",
        "ab_dest": "choose where the card goes",
        "keep_one": "choose the card to keep",
        "reattach": "choose what the card is attached to",
        "discard_choice": "choose a card to discard",
        "recall": "take a card back from the discard pile",
        "hand_top": "put a card from the hand on top of the deck",
        "search": "search the deck for a card",
        "reveal_take": "take a revealed card into the hand, or none",
        "to_bottom_order": "put the revealed cards under the deck in order",
        "peek_order": "put the top cards of the deck back in order",
        "peek_bottom": "leave the top card, or put it on the bottom",
        "pay_or_dismiss": "pay to keep a card, or let it be dismissed",
        "replace_dismiss": "put a dismissed card on top of the deck instead, or not",
        "epic_keep": "choose the troublemaker to keep",
        "unbanish": "choose where the troublemaker comes back into play",
        "replay": "choose where to play the card",
        "react": "play a reaction, or not",
        "send_home": "choose a character to send home",
        "flip_keep": "take the revealed card, or put the cards under the deck",
        "random_move": "move a character for free, or not",
        "discard_down": "discard down to the hand limit",
        "retire": "discard down to the home limit",
    },
    "starwars": {
        "mulligan": "set cards aside for a mulligan, or keep the hand",
        "ib_deploy": "initial build: deploy a card",
        "ib_partial": "initial build: start building a card face down",
        "build": "build step: build cards, or end the step",
        "counters_choose": "choose which card gets the build counters",
        "retreat": "retreat units, or stay",
        "act_pick": "choose the unit to activate",
        "act": "choose what the active unit does",
        "compel_pick": "choose what the compelled unit does",
        "win": "battle: play a card, or pass",
        "reroll": "choose dice to reroll",
        "deflect_pick": "choose where the deflected damage goes",
        "overkill": "choose where the extra damage goes",
        "contest_pick": "choose the units of the contest",
        "bid_open": "open the bidding",
        "bid": "raise the bid, or pass",
        "may": "use an optional effect, or not",
        "mode_pick": "choose one effect of the card",
        "unless": "pay to stop an effect, or let it happen",
        "trig_pick": "choose which ability resolves first",
        "fx_unit": "choose a unit for the effect",
        "fx_arena": "choose an arena for the effect",
        "fx_opp": "choose a unit for the opponent's effect",
        "crowd_pick": "discard a unit from a crowded arena",
        "discard_pick": "choose a card to discard",
        "recover_pick": "take a card back from the discard pile",
        "tutor_pick": "take a card from the deck into the hand",
        "hand_pick": "choose a card from the hand",
        "reveal_pick": "reveal a unit card from the hand, or none",
        "bottom_pick": "put a card on the bottom of the deck",
        "transfer_pick": "choose how many damage counters to move",
        "peek_pick": "discard the top card of the deck, or leave it",
        "dig_pick": "take one of the cards set aside into the hand",
        "dig_bottom": "put the cards set aside on the bottom of the deck",
        "split_pick": "split the gain between Force and build points",
        "mace_pick": "play the revealed battle card, or discard it",
        "slash_pick": "choose the unit to attack",
        "card_mode": "choose one effect of the card",
        "dtoll_pick": "pay Force so the damage is not prevented, or not",
        "fd_pay": "pay Force to keep a card, or discard it",
        "fd_pick": "choose one of the opponent's face-down cards",
        "hand_build_pick": "show a card from the hand and build it face down",
        "heal_pick": "remove damage counters from units, or stop",
        "ram_pick": "choose the unit that takes the damage",
    },
}

UNKNOWN = "make a choice"  # a decision without words yet (logged once): never the opcode itself
_told: set[tuple[str, str]] = set()


def decision_words(game: str, decision: str) -> str | None:
    """The words for ``decision`` (an opcode of ``game``); None when nothing is decided (the game is over)."""
    if not decision:
        return None
    words = WORDS.get(game, {}).get(decision)
    if words is None:
        if (game, decision) not in _told:
            _told.add((game, decision))
            log.warning("no words for the %s decision %r: the table shows %r", game, decision, UNKNOWN)
        return UNKNOWN
    return words


__all__ = ["UNKNOWN", "WORDS", "decision_words"]
