"""Plain English for card data (BDV-1.4–1.8, BDV-10.8, BDV-10.9): costs, targets, effect steps, conditions,
abilities and whole cards, in tcgkit's own wording and with no internal codes ("non-orange", never ``not_orange``).

Card data is written from its controller's point of view ("your units", "an opposing unit"), as the rules are
(BDV-0.4). The functions here read only card definitions, never a state, so they are safe for any viewer.
"""

from __future__ import annotations

from typing import Any

from .cards import Ability, CardFilter, Command, Condition, Cost, Step, Target, Territory, Unit

_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
COLOR_WORDS = {"BLACK": "black", "BLUE": "blue", "WHITE": "white", "RED": "red", "NONE": "colorless"}
ICON_WORDS = {"NONE": "none", "BUSTER": "buster", "SHOT": "shot", "TRIGGER": "trigger"}
TIMING_WORDS = {
    "ON_PLAY": "On play",
    "ON_ATTACK": "When it attacks",
    "START_OF_MAIN": "At the start of your main phase",
    "ON_LIBERATE": "When this territory is liberated",
}
#: BDV-5.31: what a buster icon does, in words (a rule, shown with the card for new players).
BUSTER_TEXT = "Buster: when this card is checked by life damage, that attack deals 1 more damage."


def number(n: int) -> str:
    """ "one" … "ten", then digits."""
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def cost_words(cost: Cost | None) -> str:
    """BDV-1.4: "1 red + 2 generic", "2 blue", "3 generic"; "free" for nothing to pay (BDV-5.5)."""
    if cost is None:
        return "free"
    parts = [f"{n} {COLOR_WORDS[c]}" for c, n in cost.colored.items()]
    if cost.generic:
        parts.append(f"{cost.generic} generic")
    return " + ".join(parts) or "free"


def vector_words(req: tuple[int, ...], generic: int) -> str:
    """The same for a requirement vector (BLACK, BLUE, WHITE, RED) plus generic (``Facts.req``)."""
    names = ("black", "blue", "white", "red")
    parts = [f"{n} {names[c]}" for c, n in enumerate(req) if n]
    if generic:
        parts.append(f"{generic} generic")
    return " + ".join(parts) or "free"


# ---------------------------------------------------------------------------------------------- targets and filters
def article(words: str) -> str:
    """ "a unit", "an ace", "an opposing unit"."""
    vowel = words[:1] in ("a", "e", "i", "o") or (words[:1] == "u" and not words.startswith("uni"))
    return f"{'an' if vowel else 'a'} {words}"


def _adjectives(t: Target | CardFilter | None, opposing: bool = False) -> list[str]:
    out = []
    if isinstance(t, Target) and t.rested is not None:
        out.append("rested" if t.rested else "standing")
    if opposing:
        out.append("opposing")
    color = getattr(t, "color", None)
    if color is not None:
        out.append(COLOR_WORDS[color])
    ace = getattr(t, "ace", None)
    if ace is True:
        out.append("ace")
    elif ace is False:
        out.append("non-ace")
    return out


def _limits(t: Target | CardFilter | None) -> str:
    out = ""
    if isinstance(t, Target) and t.power_le is not None:
        out += f" with power {t.power_le} or less"
    cost_le = getattr(t, "cost_le", None)
    if cost_le is not None:
        out += f" of total cost {cost_le} or less"
    return out


def _unit_noun(t: Target | CardFilter | None, plural: bool, opposing: bool = False) -> str:
    """ "rested opposing red ace unit(s) with power 3000 or less of total cost 2 or less" (filters of BDV-10.8)."""
    return " ".join([*_adjectives(t, opposing), "units" if plural else "unit"]) + _limits(t)


def target_words(t: Target) -> str:
    """BDV-10.8 target: "this unit", "the attacker if its power is 3000 or less", "an opposing unit with power 4000
    or less", "up to two opposing units", "all your units"."""
    if t.kind in ("SELF", "ATTACKER"):
        head = "this unit" if t.kind == "SELF" else "the attacker"
        ifs = [f"it is {a}" for a in _adjectives(t)]
        if t.power_le is not None:
            ifs.append(f"its power is {t.power_le} or less")
        if t.cost_le is not None:
            ifs.append(f"its total cost is {t.cost_le} or less")
        return f"{head} if " + " and ".join(ifs) if ifs else head
    opposing = t.kind == "OPP_UNIT"
    if t.count == "ALL":
        if t.kind == "OWN_UNIT":
            return f"all your {_unit_noun(t, True)}"
        return f"every {_unit_noun(t, False, opposing)}"
    if t.kind == "OWN_UNIT":
        many = f"up to {number(t.count)}" if t.up_to else "one"
        return f"{many} of your {_unit_noun(t, True)}"
    if t.up_to:
        return f"up to {number(t.count)} {_unit_noun(t, t.count > 1, opposing)}"
    return article(_unit_noun(t, False, opposing))


def plural_target(t: Target | None) -> bool:
    return t is not None and (t.count == "ALL" or (t.up_to and t.count > 1))


def card_filter_words(flt: CardFilter | None, default: str = "card") -> str:
    """BDV-10.8 card filter for zones: "a red unit of total cost 3 or less", "an ace", "a shot card"."""
    if flt is None:
        words = default
    else:
        adjectives = []
        if flt.color is not None:
            adjectives.append(COLOR_WORDS[flt.color])
        if flt.icon is not None:
            adjectives.append(ICON_WORDS[flt.icon])
        if flt.ace is True and flt.type in (None, "UNIT"):
            noun = "ace"
        else:
            if flt.ace is False:
                adjectives.append("non-ace")
            noun = flt.type.lower() if flt.type is not None else ("card" if default == "card" else default)
            if flt.icon is not None and flt.type is None:
                noun = "card"
        words = " ".join([*adjectives, noun])
        if flt.cost_le is not None:
            words += f" of total cost {flt.cost_le} or less"
    return article(words)


# ---------------------------------------------------------------------------------------------- steps
def _count(n: int, what: str) -> str:
    return f"a {what}" if n == 1 else f"{number(n)} {what}s"


def _top(n: int) -> str:
    return "the top card" if n == 1 else f"the top {number(n)} cards"


def step_words(step: Step, may: bool = True) -> str:
    """One step of BDV-10.8 as an imperative clause, from its controller's point of view ("destroy an opposing unit
    with power 4000 or less"); an optional step starts with "you may" unless ``may`` is false (BDV-5.38)."""
    op, n, t = step.op, step.n, step.target
    opp = step.who == "OPPONENT"
    if op == "DRAW":
        text = f"draw {_count(n, 'card')}"
    elif op == "DISCARD":
        text = f"your opponent discards {_count(n, 'card')} of their choice" if opp else f"discard {_count(n, 'card')}"
    elif op in ("POWER", "HIT"):
        assert t is not None
        amount = f"{n:+d} power" if op == "POWER" else f"{n:+d} hit"
        text = f"give {target_words(t)} {amount} this turn"
    elif op in ("DESTROY", "REST", "STAND"):
        assert t is not None
        text = f"{op.lower()} {target_words(t)}"
    elif op == "BOUNCE":
        assert t is not None
        tail = "their owners' hands" if plural_target(t) else "its owner's hand"
        text = f"return {target_words(t)} to {tail}"
    elif op == "REMOVE":
        assert t is not None
        text = f"remove {target_words(t)} from the game"
    elif op == "ADD_LIFE":
        text = f"add {_top(n)} of your deck to your life zone, face down"
    elif op == "LIFE_TO_GRAVE":
        whose = "your opponent's life zone into their" if opp else "your life zone into your"
        text = f"put {_top(n)} of {whose} graveyard (no trigger check)"
    elif op == "MILL":
        whose = "your opponent's deck into their" if opp else "your deck into your"
        text = f"put {_top(n)} of {whose} graveyard"
    elif op == "ENERGY_RAMP":
        text = f"put {_top(n)} of your deck into your energy zone, rested"
    elif op == "SEARCH":
        found = card_filter_words(step.filter)
        text = f"search your deck for {found}, reveal it and put it into your hand, then shuffle your deck"
    elif op == "GRAVE_TO_HAND":
        text = f"you may return {card_filter_words(step.filter)} from your graveyard to your hand"
    elif op == "DDECK_TO_HAND":
        found = card_filter_words(step.filter, "unit or command")
        text = f"you may take {found} from your D-deck into your hand, revealed"
    elif op == "LIBERATE":
        text = "you may liberate your territory, paying its liberation cost minus this unit's total cost"
    elif op == "CLOSE_TERRITORY":
        text = (
            "your opponent's territory turns back to its character side"
            if opp
            else "your territory turns back to its character side"
        )
    elif op == "WIN_GAME":
        text = "you win the game"
    else:  # AURA
        noun = _unit_noun(step.filter, True)
        gains = [f"{step.p:+d} power" if step.p else "", f"{step.h:+d} hit" if step.h else ""]
        text = f"your {noun} get " + " and ".join(g for g in gains if g)
    return f"you may {text}" if step.optional and may else text


def steps_words(steps: tuple[Step, ...], may: bool = True) -> str:
    """Steps in order (BDV-5.36): "discard a card, then draw two cards"; a POWER step followed by a HIT step on the
    same target reads as one ("give the attacker -2000 power and -1 hit this turn")."""
    out: list[str] = []
    k = 0
    while k < len(steps):
        s = steps[k]
        nxt = steps[k + 1] if k + 1 < len(steps) else None
        pair = nxt is not None and s.op == "POWER" and nxt.op == "HIT"
        if pair and nxt is not None and (nxt.target, nxt.optional) == (s.target, s.optional):
            text = step_words(s, may).replace(" power this turn", f" power and {nxt.n:+d} hit this turn")
            out.append(text)
            k += 2
            continue
        out.append(step_words(s, may))
        k += 1
    return ", then ".join(out)


# ---------------------------------------------------------------------------------------------- conditions, abilities
def condition_words(c: Condition) -> str:
    """BDV-10.9 from the controller's point of view."""
    n = c.n
    return {
        "LIBERATED": "your territory is liberated",
        "OWN_LIFE_LE": f"you have {n} or fewer life cards",
        "OPP_LIFE_LE": f"your opponent has {n} or fewer life cards",
        "OWN_UNITS_GE": f"you have {n} or more units",
        "OWN_GRAVE_GE": f"your graveyard holds {n} or more cards",
    }[c.kind]


def conditions_words(conds: tuple[Condition, ...]) -> str:
    return " and ".join(condition_words(c) for c in conds)


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def ability_words(ab: Ability) -> str:
    """BDV-1.8: "On play, if you have 3 or more units: give this unit +1000 power this turn."; a STATIC ability is
    a plain sentence ("Your white units get +1000 power."), with "While …," for its condition."""
    body = steps_words(ab.effect)
    if ab.timing == "STATIC":
        return sentence(f"while {conditions_words(ab.condition)}, {body}" if ab.condition else body)
    head = TIMING_WORDS[ab.timing]
    if ab.condition:
        head += f", if {conditions_words(ab.condition)}"
    return f"{head}: {body}."


def rule_mod_words(card: Territory) -> list[str]:
    """BDV-2.10 rule modifiers of a territory's character side, for its owner."""
    mods = card.rule_mods
    if mods is None:
        return []
    out = []
    if mods.hand_limit is not None:
        out.append(f"Your hand limit is {mods.hand_limit}.")
    if mods.deck_min is not None or mods.deck_max is not None:
        lo = mods.deck_min if mods.deck_min is not None else "the usual minimum"
        hi = mods.deck_max if mods.deck_max is not None else "the usual maximum"
        out.append(f"Your main deck holds {lo} to {hi} cards.")
    if mods.buster_exact is not None:
        out.append(f"Your main deck holds exactly {mods.buster_exact} buster cards.")
    if mods.shot_max is not None:
        out.append(f"Your main deck may hold up to {mods.shot_max} shot cards.")
    return out


def card_words(card: Any) -> str:
    """Every ability of a card in plain English, generated from its encoding (BDV-1.4–1.8)."""
    out: list[str] = []
    if isinstance(card, Territory):
        out += rule_mod_words(card)
        out += ["Liberated: " + _lower_first(ability_words(ab)) for ab in card.liberated_abilities]
        return " ".join(out)
    if isinstance(card, Unit):
        if "UNBLOCKABLE" in card.keywords:
            out.append("Unblockable: it cannot be blocked.")
        out += [ability_words(ab) for ab in card.abilities]
    if isinstance(card, Command):
        out.append(sentence(steps_words(card.effect)))
    if card.icon == "SHOT":
        out.append(f"Shot ({shot_cost_words(card.shot_cost)}): {steps_words(card.shot_effect)}.")
    elif card.icon == "TRIGGER":
        out.append(f"Trigger: {steps_words(card.trigger_effect)}.")
    return " ".join(out)


def shot_cost_words(cost: Cost | None) -> str:
    words = cost_words(cost)
    return "free" if words == "free" else f"pay {words}"


def card_type_words(card: Any) -> str:
    if isinstance(card, Unit):
        return "ace unit" if card.ace else "unit"
    return "command" if isinstance(card, Command) else "territory"


def card_details(card: Any, display: str) -> dict[str, Any]:
    """``Game.card_details`` for Build Divide: named stats, keywords and our ability wording (BDV-1.3–1.7).

    The card data's own ``text`` is our wording and is used when present; otherwise the text is generated from the
    ability encoding. The icon's rule (buster, BDV-5.31) is added in words."""
    stats: list[list[Any]] = [["color", COLOR_WORDS[card.color]]]
    keywords: list[str] = []
    if isinstance(card, Territory):
        stats += [["title", card.title], ["liberation cost", card.liberation_cost]]
    else:
        stats += [["cost", cost_words(card.cost)], ["total cost", card.cost.total]]
        if isinstance(card, Unit):
            stats += [["power", card.power], ["hit", card.hit]]
            if card.ace:
                stats.append(["title", card.title])
                keywords.append("ace")
            keywords += [k.lower() for k in card.keywords]
        stats.append(["icon", ICON_WORDS[card.icon]])
        if card.icon == "SHOT":
            stats.append(["shot cost", cost_words(card.shot_cost)])
        if card.icon != "NONE":
            keywords.append(ICON_WORDS[card.icon])
    text = card.text or card_words(card)
    if not isinstance(card, Territory) and card.icon == "BUSTER":
        text = f"{text} {BUSTER_TEXT}" if text else BUSTER_TEXT
    return {
        "id": card.id,
        "name": display,
        "type": card_type_words(card),
        "stats": stats,
        "keywords": keywords,
        "text": text,
    }


#: What each decision (frame opcode) asks, in words for the table and the terminal ("Your move: ...");
#: written to read for either player (no "you"), so it follows "Your move:" and "The opponent to move:".
DECISION_WORDS: dict[str, str] = {
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
}
