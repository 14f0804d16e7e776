"""Plain English for the game's codes: requirements (MLP-1.8, MLP-5.2), colours (MLP-1.1), places (MLP-1.12),
placements (MLP-1.6), timings (MLP-1.7), card types (MLP-1.2). Shared by labels, the board, the log, the
explanation notes and the card details, so that every one of them says a thing the same way."""

from __future__ import annotations

from tcgkit.core.names import possessive

#: MLP-1.2: card types for people
TYPE_WORD = {
    "mane": "Mane Character",
    "friend": "Friend",
    "resource": "Resource",
    "event": "Event",
    "troublemaker": "Troublemaker",
    "problem": "Problem",
}
#: MLP-1.6: where a resource goes
PLACEMENT_WORD = {
    "home": "at your home",
    "problem": "at a problem",
    "character": "on a character",
    "new_problem": "as a new problem",
}
ATTACH_WORD = {
    "own_friend": "on one of your friends",
    "any_friend": "on any friend",
    "own_character": "on one of your characters",
    "any_character": "on any character",
    "opponent_friend": "on one of your opponent's friends",
}


def entry_word(key: str) -> str:
    """One requirement entry's colour: "blue", "non-orange" (card text's ``not_orange``), "any" (colourless)."""
    if key.startswith("not_"):
        return f"non-{key[4:]}"
    return key


def req_text(req: tuple[tuple[str, int], ...] | list[tuple[str, int]]) -> str:
    """A requirement in words (MLP-5.2): "2 yellow + 2 non-yellow", "2 blue + 3 any", "5 any"; "nothing"."""
    return " + ".join(f"{n} {entry_word(key)}" for key, n in req) or "nothing"


def req_dict_text(req: dict[str, int]) -> str:
    """A requirement table of the card data in words, coloured entries first (MLP-1.8)."""
    order = sorted(req.items(), key=lambda kv: (kv[0] == "any", kv[0].startswith("not_"), kv[0]))
    return req_text(order)


def colors_text(colors: list[str] | tuple[str, ...]) -> str:
    """A character's colours: "blue", "blue/pink"; "no colour" (a frightened friend, MLP-6.4)."""
    return "/".join(colors) or "no colour"


def timing_text(timing: tuple[str, ...] | list[str] | frozenset[str]) -> str:
    """MLP-1.7: when an event is played (plus the card-text timings ``troublemaker`` and ``reaction``)."""
    words = {"main": "main phase", "faceoff": "faceoff", "troublemaker": "troublemaker phase", "reaction": "reaction"}
    return " or ".join(words[t] for t in ("main", "faceoff", "troublemaker", "reaction") if t in timing)


def tag_words(tag: str, viewer: int | None) -> str:
    """A location tag for people when only the tag is known (the log): "your home", "player 2's problem",
    "temporary problem 1"."""
    kind, rest = tag[:1], tag[1:]
    if kind == "h" and rest.isdigit():
        return f"{possessive(int(rest), viewer)} home"
    if kind == "s" and rest.isdigit():
        return f"{possessive(int(rest), viewer)} problem"
    if kind == "t" and rest.isdigit():
        return f"temporary problem {rest}"
    return tag


def plural(n: int, word: str, many: str = "") -> str:
    """ "1 token", "2 tokens"."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


#: What each decision (frame opcode) asks, in words for the table and the terminal ("Your move: ...");
#: written to read for either player (no "you"), so it follows "Your move:" and "The opponent to move:".
DECISION_WORDS: dict[str, str] = {
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
    "beneath_hand": "choose a card from the hand to put beneath a card",
    "spend_any": "choose how many cards to spend from beneath a card",
    "from_beneath": "choose a card from beneath a card to put on top of the deck",
    "challenge_with": "choose the character that challenges",
    "mill_player": "choose whose deck loses its top cards",
    "hand_pick": "choose a card of the revealed hand to be discarded",
    "bottom_to_top": "put a card from the bottom of the deck on top, or not",
    "parity": "choose odd or even",
    "exhaust_cost": "choose a friend to exhaust (a cost)",
    "pick_slot": "choose a problem",
    "away_pick": "choose a friend to move away from the problem",
    "score_act": "score phase: use an ability, or go on to the confront step",
    "fo_place": "choose where the friend is played in the faceoff",
    "replace_frighten": "exhaust the friend instead of it becoming frightened, or not",
    "discard_cost": "choose a card to discard (a cost)",
    "showdown_pick": "choose the opposing friend of the faceoff",
    "hand_top_pick": "choose a card of the opponent's hand to go on top of their deck",
}
