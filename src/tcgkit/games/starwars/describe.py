"""Our own wording of what the engine does with a card, generated from its encoded abilities (never card text)."""

from __future__ import annotations

from .cards import Ability, Card, Cond, Effect, Filter

TIMING = {
    "before_roll": "before the roll of an attack",
    "after_roll": "after the roll of an attack",
    "before_damage": "before damage in an attack",
    "battle_end": "at the end of an attack",
    "build_step": "in your build step",
    "activation": "instead of attacking when this unit activates",
}
EVENT = {
    "on_complete": "when you complete this unit",
    "command_start": "at the start of the command phase",
    "own_build_step_start": "at the start of your build step",
    "on_attack_declared": "when this unit attacks",
    "on_destroyed": "when this unit is discarded from its arena",
    "build_roll": "when the build roll is made",
    "battle_phase_start": "when the battle phase starts",
    "battle_phase_end": "when the battle phase ends",
    "arena_battle_start": "when the battle in its arena starts",
    "arena_battle_end": "when the battle in its arena ends",
    "attack_end": "when its attack ends",
}
DURATION = {"attack": " for this attack", "turn": " until end of turn", "static": "", "": ""}
PLAYER = {"self": "you", "opponent": "your opponent"}
ONE = {
    "this": "this unit",
    "host": "the unit it is attached to",
    "chosen": "that unit",
    "own_battler": "your battling unit",
    "enemy_battler": "the enemy battling unit",
    "attacker": "the attacking unit",
    "defender": "the defending unit",
}


def _filter_words(f: Filter, noun: str = "unit") -> str:
    """A plural phrase for what a filter matches: "your other Naboo Soldier units in the ground arena"."""
    words = []
    if f.owner == "own":
        words.append("your")
    elif f.owner == "enemy":
        words.append("your opponent's")
    else:
        words.append("the")
    if f.other:
        words.append("other")
    if f.tapped is True:
        words.append("tapped")
    elif f.tapped is False:
        words.append("untapped")
    if f.damaged:
        words.append("damaged")
    if f.side:
        words.append(f.side.title() + " Side")
    if f.arenas:
        words.append(" or ".join(f.arenas))
    if f.subtype:
        words.append(" or ".join(f.subtype))
    elif f.persona:
        words.append(f.persona)
    if f.card_types and f.card_types != ("unit",):
        noun = " or ".join(f.card_types) + " card"
    elif noun == "card":
        noun = "unit card" if f.card_types == ("unit",) else "card"
    words.append(noun + "s")
    tail = {
        "any": "",
        "retreated": " in a build zone (retreated)",
        "same": " in the same arena",
        "this": " in its arena",
        "chosen": " in the chosen arena",
    }.get(f.arena, f" in the {f.arena} arena")
    if f.later:
        tail += " (an arena whose battle has not started)"
    if f.not_subtype:
        tail += " that are not " + " or ".join(f.not_subtype)
    if f.max_power is not None:
        tail += f" with power {f.max_power} or less"
    return " ".join(words) + tail


def _target(e: Effect) -> str:
    t = e.target
    if t in PLAYER:
        return PLAYER[t]
    if t in ONE:
        return ONE[t]
    if t == "all":
        return "all " + _filter_words(e).removeprefix("the ")
    if t == "unit":
        count = f"up to {e.count} of " if e.count > 1 else "one of "
        return count + _filter_words(e)
    return ""


def _amount(n: int) -> str:
    return "all" if n >= 99 else str(n)


def _s(n: int) -> str:
    return "" if abs(n) == 1 else "s"


def describe_effect(e: Effect) -> str:
    op, t, n = e.op, _target(e), e.n
    you = e.target == "self"
    plural = e.target == "all" or (e.target == "unit" and e.count > 1)
    gets = "get" if plural else "gets"
    if op == "draw":
        text = f"{t} draw{'' if you else 's'} {n} card{_s(n)}"
    elif op in ("gain_force", "gain_build"):
        what = "Force" if op == "gain_force" else f"build point{_s(n)}"
        verb = "gain" if n >= 0 else "lose"
        text = f"{t} {verb}{'' if you else 's'} {abs(n)} {what}"
    elif op == "add_counters":
        text = f"put {n} build counter{_s(n)} on one of your face-down cards"
    elif op == "damage":
        text = f"deal {n} damage to {t}"
    elif op == "heal":
        text = f"remove all damage counters from {t}" if n >= 99 else f"remove up to {n} damage counter{_s(n)} from {t}"
    elif op in ("tap", "untap", "retreat"):
        text = f"{op} {t}"
    elif op == "redeploy":
        text = f"put {t} back into its arena untapped"
    elif op == "modify":
        text = f"{t} {gets} {n:+d} {e.stat}{DURATION[e.duration]}"
    elif op == "dice_bonus":
        text = f"{t} adds {n} to each of its dice this attack"
    elif op == "dice_count":
        text = f"{t} rolls {n:+d} dice this attack"
    elif op == "reroll":
        if e.all:
            text = f"reroll all dice of {t}"
        elif n >= 99:
            text = f"reroll any of the dice of {t}, chosen one at a time"
        else:
            text = f"reroll up to {n} dice of {t}, chosen one at a time"
    elif op == "prevent":
        text = f"prevent {_amount(n)} battle damage to {t}{DURATION[e.duration]}"
    elif op == "add_damage":
        text = f"{t} deals {n} more battle damage this attack"
    elif op == "grant":
        kw = f"{e.keyword} {n}" if n else e.keyword
        text = f"{t} {gets} {kw}{DURATION[e.duration]}"
    elif op == "discard_from_hand":
        if n >= 99:
            text = "discard your whole hand" if you else f"{t} discards their whole hand"
        else:
            whose = "your" if you else "their"
            text = f"{t} discard{'' if you else 's'} {n} card{_s(n)} of {whose} choice"
    elif op == "destroy":
        text = f"discard {t} (the whole stack)"
    elif op == "recover":
        what = _filter_words(e, "card").removeprefix("the ")
        text = f"return up to {e.count} {what} from your discard pile to your hand"
    elif op == "aura":
        kw = f"{e.keyword} {n}" if e.keyword and n else e.keyword
        what = f"{n:+d} {e.stat}" if e.stat else kw
        text = f"{t} {gets} {what}"
    elif op == "tutor":
        what = _filter_words(e, "card").removeprefix("the ")[:-1]
        text = f"you may search your deck for a {what}, show it and put it into your hand, then shuffle"
    elif op == "redirect":
        text = f"the attack now targets {t} instead"
    elif op == "look_hand":
        text = "look at your opponent's hand"
    elif op == "discard_chosen":
        what = _filter_words(e, "card").removeprefix("the ")
        text = f"choose one of the {what} in your opponent's hand; they discard it"
    elif op == "cost":
        text = f"{_filter_words(e, 'card').removeprefix('the ')} need {n} fewer build counter{_s(n)} to be completed"
    elif op == "no_damage":
        where = "the chosen arena" if e.arena == "chosen" else f"the {e.arena} arena"
        text = f"prevent all damage done by units in {where}{DURATION[e.duration or 'turn']}"
    elif op == "tax":
        text = f"activated abilities of {t} cost {n} more Force"
    else:  # pragma: no cover
        text = op
    if e.delay:
        text = f"when the attack ends, {text}"
    if e.optional:
        text = f"you may {text}"
    if e.if_done:
        text = f"if you did, {text}"
    if e.when:
        text = f"if {' and '.join(describe_cond(c) for c in e.when)}, {text}"
    return text


def describe_effects(effs: tuple[Effect, ...]) -> str:
    return "; ".join(describe_effect(e) for e in effs)


def describe_cond(c: Cond) -> str:
    kind = c.cond
    if kind == "units":
        what = _filter_words(c)
        if c.max == 0:
            if c.owner == "own":
                return "you have no " + what.removeprefix("your ")
            return (
                "there are no "
                + what.removeprefix("the ").removeprefix("your opponent's ")
                + (" of your opponent" if c.owner == "enemy" else "")
            )
        n = c.min or 1
        return f"there {'is' if n == 1 else 'are'} at least {n} of {what}"
    if kind in ("attacking", "defending"):
        verb = "attacking" if kind == "attacking" else "defending against"
        if c.subtype or c.persona or c.side:
            return f"it is {verb} a {' or '.join(c.subtype) or c.persona or c.side.title() + ' Side'} unit"
        return "it is attacking" if kind == "attacking" else "it is defending"
    if kind == "battling":
        return "it is battling"
    if kind == "undamaged":
        return "it has no damage counters"
    if kind == "attacker_is":
        return "your unit is the attacker" if c.owner == "own" else "the enemy unit is the attacker"
    if kind == "arena":
        return f"the attack is in the {c.arena} arena"
    if kind in ("own_battler", "enemy_battler"):
        who = "your battling unit" if kind == "own_battler" else "the enemy battling unit"
        what = " or ".join(c.subtype) or c.persona or " or ".join(c.arenas)
        return f"{who} is a {what} unit"
    if kind == "hand":
        return f"you have at least {c.min} cards in hand"
    return kind


def describe_ability(ab: Ability) -> str:
    body = describe_effects(ab.effects) if ab.effects else " or ".join(f"({describe_effects(m)})" for m in ab.modes)
    if ab.modes:
        body = "choose one: " + body
    cond = " and ".join(describe_cond(c) for c in ab.when)
    if ab.kind == "static":
        return f"While in play{', as long as ' + cond if cond else ''}: {body}."
    if ab.kind == "activated":
        cost = []
        if ab.force:
            cost.append(f"pay {ab.force} Force")
        if ab.build:
            cost.append(f"pay {ab.build} build points")
        if ab.tap:
            cost.append("tap this unit")
        if ab.discard_self:
            cost.append("discard this unit")
        limit = {"attack": " Once per attack.", "turn": " Once per turn.", "": ""}[ab.limit]
        head = ", ".join(cost) or "no cost"
        head = head[0].upper() + head[1:]
        return f"{head} ({TIMING[ab.timing]}{', if ' + cond if cond else ''}): {body}.{limit}"
    opt = "you may: " if ab.optional else ""
    event = EVENT[ab.event]
    return f"{event[0].upper()}{event[1:]}{', if ' + cond if cond else ''}: {opt}{body}."


def describe_card(card: Card) -> str:
    parts = []
    kws = [f"{k.keyword} {k.n}" if k.n else k.keyword for k in card.keywords]
    if kws:
        parts.append(", ".join(kws) + ".")
    if card.type == "battle" and card.supported:
        cond = " and ".join(describe_cond(c) for c in card.when)
        parts.append(
            f"Play {TIMING[card.timing]}{', only if ' + cond if cond else ''}, paying "
            f"{card.force_cost} Force: {describe_effects(card.effects)}."
        )
    if card.type == "mission":
        cond = " and ".join(describe_cond(c) for c in card.when)
        parts.append(
            f"When completed{' (only if ' + cond + ')' if cond else ''}: "
            f"{describe_effects(card.effects) or 'nothing happens'}."
        )
    if card.type == "equipment":
        cost = " and ".join(
            x
            for x in (
                f"{card.equip_force} Force" if card.equip_force else "",
                f"{card.equip_build} build point{_s(card.equip_build)}" if card.equip_build else "",
            )
            if x
        )
        target = " or ".join(card.equip_arenas) + (" " + " or ".join(card.equip_subtype) if card.equip_subtype else "")
        parts.append(f"Equip to one of your {target} units for {cost or 'nothing'}.")
    if card.pilot_subtype:
        parts.append(f"Pilots only {' or '.join(card.pilot_subtype)} units.")
    parts += [describe_ability(ab) for ab in card.abilities]
    if not card.supported:
        parts.append(f"Not supported: {card.reason} The engine uses only what is listed here.")
    return " ".join(parts) or "No abilities."
