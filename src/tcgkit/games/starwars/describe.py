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
    "on_attacked": "when this unit is attacked",
    "on_hit": "when this unit deals battle damage in an attack",
    "on_kill": "when this unit's damage in an attack discards the other battling unit",
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
    "picked": "each unit chosen",
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
        words.append(f.side if f.side == "neutral" else f.side.title() + " Side")
    if f.unique is not None:
        words.append("unique" if f.unique else "non-unique")
    if f.arenas:
        words.append(" or ".join(f.arenas))
    if f.subtype:
        words.append(" or ".join(f.subtype))
    elif f.persona:
        words.append(f.persona)
    elif f.name:
        words.append(f.name)
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
    if f.min_power is not None:
        tail += f" with power {f.min_power} or more"
    if f.has_keyword:
        tail += f" with {f.has_keyword}"
    if getattr(f, "not_chosen", False):
        tail += " other than that unit"
    if f.distinct:
        tail += f" with different {f.distinct}s"
    if f.max_cost is not None:
        tail += f" with build cost {f.max_cost} or less"
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
        count = "any number of " if e.count >= 99 else f"up to {e.count} of " if e.count > 1 else "one of "
        if e.exact and e.count > 1:
            count = f"{e.count} of "
        who = " (your opponent chooses which)" if e.chooser == "opponent" else ""
        return count + _filter_words(e) + who
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
        if e.subtype or e.arenas or e.card_types:
            what = _filter_words(e, "card").removeprefix("the ")[:-1]
            text = f"show one of your face-down {what}s and put {n} build counter{_s(n)} on it"
        else:
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
        if e.target in PLAYER:
            text = f"each of your units (also those arriving later) gets {kw}{DURATION[e.duration]}"
        else:
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
        if e.same_name:
            what += " with the same name as one of your units in an arena"
        kind = ""
        if e.arena == "chosen":
            what, kind = "unit card", " of the arena type you choose"
        head = f"{e.count} {what}s{kind} (as many as there are, up to {e.count})" if e.count > 1 else f"a {what}{kind}"
        them = "them" if e.count > 1 else "it"
        where = f"face down into your build zone with {n} build counter{_s(n)}" if e.place else "into your hand"
        text = f"you may search your deck for {head}, show {them} and put {them} {where}, then shuffle"
    elif op == "redirect":
        text = f"the attack now targets {t} instead"
    elif op == "look_hand":
        text = "look at your opponent's hand"
    elif op == "discard_chosen":
        what = _filter_words(e, "card").removeprefix("the ")
        text = f"choose one of the {what} in your opponent's hand; they discard it"
    elif op == "cost":
        what = _filter_words(e, "card").removeprefix("the ")
        more = f"{n} fewer" if n >= 0 else f"{-n} more"
        text = f"{what} need {more} build counter{_s(n)} to be completed"
    elif op == "no_damage":
        where = "the chosen arena" if e.arena == "chosen" else f"the {e.arena} arena"
        text = f"prevent all damage done by units in {where}{DURATION[e.duration or 'turn']}"
    elif op == "tax":
        text = f"activated abilities of {t} cost {n} more Force"
    elif op == "deflect":
        text = (
            f"prevent up to {n} battle damage to {t} this attack; it may deal that much damage to a unit of your "
            "choice in its arena"
        )
    elif op == "prevent_for_force":
        text = f"prevent all battle damage to {t} this attack; you gain Force equal to the damage this prevents"
    elif op == "crowd_discard":
        text = (
            f"each player (Dark first) chooses and discards one of their units from each arena where they have {n} "
            "or more units"
        )
    elif op == "open_builds":
        text = "your opponent's face-down cards are shown to both players (they stay face down for the rules)"
    elif op == "compel":
        text = (
            f"the next time {t} would attack this turn, you may make it attack another unit of its controller in "
            "its arena"
        )
    elif op == "suppress":
        if e.target == "opponent":
            text = f"your opponent's units lose {e.keyword}{DURATION[e.duration]}"
        else:
            text = f"{t} loses {e.keyword}{DURATION[e.duration]}"
    elif op == "dice_tap":
        text = f"roll a die for each of {_filter_words(e)} in the arenas: on {n} or more, tap that unit"
    elif op == "return_to_hand":
        text = "return this card from your discard pile to your hand"
    elif op == "yield_build":
        text = (
            "your build step pauses and your opponent's build step starts; after it, yours goes on with your "
            "remaining build points; this turn your opponent retreats first"
        )
    elif op == "extra_draw":
        text = f"in your draw step, draw {n} more cards, then put {n} cards from your hand on the bottom of your deck"
    elif op == "transfer":
        text = f"put any number of damage counters on {t}; prevent that much battle damage to this unit this attack"
    elif op == "put_counters":
        text = f"put {n} damage counter{_s(n)} on {t}"
    elif op == "reverse_battles":
        text = "this turn the arena battles are fought character first, then ground, then space"
    elif op == "mute" and e.target not in PLAYER:
        text = f"{t} can't use activated abilities this turn"
    elif op == "equip_discount":
        text = f"equipment costs {n} less Force and {n} less build point{_s(n)} to attach to {t}"
    elif op == "toll":
        text = f"your opponent must pay {n} Force to attack {t.removeprefix('all ')}"
    elif op == "peek":
        whose = "your" if e.target == "self" else "your opponent's"
        text = f"look at the top card of {whose} deck; you may discard it"
    elif op == "dig":
        text = (
            f"look at the top {n} cards of your deck, put {e.count} of them into your hand and the rest on the "
            "bottom of your deck in any order"
        )
    elif op == "cash_split":
        text = f"discard {t}; gain half its build cost (rounded down) as any mix of Force and build points"
    elif op == "mark":
        text = f"choose {t}"
    elif op == "ram":
        text = (
            f"{t} deals 1 damage for each 10 of its speed to an enemy unit in its arena of your choice; then discard it"
        )
    elif op == "threaten_build":
        text = f"choose one of your opponent's face-down cards; unless they pay {n} Force, they discard it"
    elif op == "damage_toll":
        text = f"battle damage from an enemy character to this unit is prevented unless its controller pays {n} Force"
    elif op == "heal_split":
        text = f"choose an arena; remove up to {n} damage counters from your damaged units there, divided as you like"
    elif op == "hand_build":
        what = _filter_words(e, "card").removeprefix("the ")[:-1]
        text = f"show a {what} from your hand and put it face down into your build zone with {n} build counter"
    elif op == "bounce":
        text = f"return {t} to your hand with every card of its stack and its pilot (its equipment stays in play)"
    elif op == "pump":
        text = f'{t} {gets} "pay 1 Force: +{n} power for this attack"{DURATION[e.duration]}'
    elif op == "give_intercept":
        text = f'{t} {gets} "pay {n} Force: Intercept"{DURATION[e.duration]}'
    elif op == "acc_vs":
        text = f"choose {t}; this turn, each of your units attacking it gets Accuracy {n}"
    elif op == "reach_boost":
        kw = " or ".join("Bombard" if a == "ground" else "Ion Cannon" for a in e.arenas)
        text = f"this turn, each of your units attacking with {kw} gets +{n} power"
    elif op == "no_attack":
        text = f"{t} can't attack"
    elif op == "lure":
        text = "a Jedi character that can attack this unit must attack it (no other choice when it activates)"
    elif op == "ban_build_points":
        text = f"{t} loses all build points and can't get or spend any this turn"
    elif op == "refund":
        text = "remove all build counters from your face-down cards; you get that many build points this turn"
    elif op == "shelter":
        text = f"{t} can't be attacked this turn"
    elif op == "no_battle":
        text = "you can't play battle cards"
    elif op == "ban_battle":
        text = f"{t} can't play battle cards this turn"
    elif op == "mute" and e.target in PLAYER:
        text = f"{t}'s units can't use activated abilities this turn"
    elif op == "slash":
        text = (
            f"choose {t}; this turn, each time its attack ends, it attacks an enemy unit in the character arena it "
            "has not attacked this turn"
        )
    elif op == "reveal_power":
        text = (
            f"reveal the top card of your deck: {t} gets +X power for this attack (X = its build cost); a battle card "
            "playable now may be played, paying its cost; otherwise it is discarded"
        )
    elif op == "paid_retaliate":
        text = (
            f"{t.removeprefix('all ')} without Retaliate may, when defending, pay Force equal to their power for "
            "Retaliate of that number"
        )
    elif op == "unpreventable":
        text = "battle damage from this unit can't be prevented"
    elif op == "hidden_cost":
        text = (
            f"Hidden Cost {n}: with at least {n} build counters (or its requirement, if lower) it may be completed in "
            "your build step by paying Force for the counters it lacks"
        )
    elif op == "mastery":
        text = "each time your Darth Vader discards an enemy Jedi with his damage, put 2 mastery counters here"
    elif op == "no_stacking":
        text = "this turn no stack can be reordered and no card from a hand or build zone can be stacked"
    elif op == "rage":
        text = (
            f"choose an arena; this turn, each time an enemy unit is discarded from it, your units there get +{n} "
            "power until end of turn"
        )
    elif op == "quick_draw":
        text = (
            "choose the ground or character arena where you have a Jedi and reveal a unit card from your hand; roll "
            f"{n} dice of damage (each 4 or more deals 1) against each enemy unit there slower than that card"
        )
    elif op == "cash_in":
        text = f"discard {t}; you get build points equal to its build cost this turn"
    elif op == "dice_damage":
        text = f"roll {n} dice: each 4 or more deals 1 damage to {t}"
    elif op == "no_retreat":
        text = f"in their retreat step, {t.removeprefix('all ')} can't retreat"
    elif op == "lock_retreat":
        where = " or ".join(e.arenas or ("space", "ground", "character"))
        text = f"this turn, {t} can't retreat units from the {where} arena in the retreat step"
    elif op == "ward":
        text = f"choose {t}; this turn it can't be attacked while you have another unit in its arena"
    elif op == "cover":
        text = f"choose {t}; this turn, while it is in an arena, your other units in that arena can't be attacked"
    elif op == "battle_tax":
        text = f"every battle card costs {n} more Force to play this turn"
    elif op == "crit_vs":
        text = f"choose {t}; this turn, each of your units attacking it gets Critical Hit {n}"
    elif op == "reveal_until":
        text = (
            "choose an arena type; reveal cards from the top of your deck until a unit card of that type shows, "
            "put it into your hand and shuffle the other revealed cards back"
        )
    else:  # pragma: no cover
        text = op
    if e.per:
        text += f" for each of {_filter_words(e.per[0])}"
    if e.per_damage:
        text += " for each damage counter on it"
    if e.per_mastery:
        text += " for each mastery counter here"
    if e.unless_pay and e.pay_to_apply:
        text = f"your opponent may pay {e.unless_pay} Force; if they do, {text}"
    elif e.unless_pay:
        cond = " and ".join(describe_cond(c) for c in e.unless)
        text += f", unless your opponent{' (only if ' + cond + ')' if cond else ''} pays {e.unless_pay} Force"
    if e.delay == "attack_end":
        text = f"when the attack ends, {text}"
    elif e.delay == "turn_end":
        text = f"at the end of the turn, {text}"
    elif e.delay:
        text = f"when the battle phase starts, {text}"
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
    if kind == "reach":
        kw = "Bombard" if c.arena == "ground" else "Ion Cannon"
        return f"your unit is attacking a unit in the {c.arena} arena with {kw}"
    if kind == "undamaged":
        return "it has no damage counters"
    if kind == "attacker_is":
        return "your unit is the attacker" if c.owner == "own" else "the enemy unit is the attacker"
    if kind == "arena":
        return f"the attack is in the {c.arena} arena"
    if kind in ("own_battler", "enemy_battler"):
        who = "your battling unit" if kind == "own_battler" else "the enemy battling unit"
        if c.has_keyword:
            return f"{who} has {c.has_keyword}"
        what = " or ".join(c.subtype) or c.persona or " or ".join(c.arenas)
        return f"{who} is a {what} unit"
    if kind == "guarding":
        return "an enemy unit is attacking another of your units in its arena"
    if kind == "builds":
        lo, hi = c.min, c.max
        n = f"exactly {lo}" if lo == hi else f"at least {lo}" if lo is not None else f"at most {hi}"
        return f"you have {n} face-down cards (this one included)"
    if kind == "force":
        return f"you have at least {c.min} Force"
    if kind == "outnumber":
        return f"you have more units in the {c.arena} arena than your opponent"
    if kind == "marked":
        return f"each of the {c.min} units you chose is in the arena of its type"
    if kind == "location":
        return f"a {' or '.join(c.subtype)} location is in play"
    if kind == "victim":
        return f"that unit was a {' or '.join(c.subtype) or ' or '.join(c.arenas)} unit"
    if kind == "hand":
        return f"you have at least {c.min} cards in hand"
    if kind == "lost":
        return f"one of your units was discarded from the {c.arena} arena this turn"
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
    opt = ("you may pay " + str(ab.force) + " Force to: " if ab.force else "you may: ") if ab.optional else ""
    event = EVENT[ab.event]
    limit = {"attack": " Once per attack.", "turn": " Once per turn.", "": ""}[ab.limit]
    return f"{event[0].upper()}{event[1:]}{', if ' + cond if cond else ''}: {opt}{body}.{limit}"


def describe_card(card: Card) -> str:
    parts = []
    kws = [f"{k.keyword} {k.n}" if k.n else k.keyword for k in card.keywords]
    if kws:
        parts.append(", ".join(kws) + ".")
    body = describe_effects(card.effects)
    if card.modes:
        body = "choose one: " + " or ".join(f"({describe_effects(m)})" for m in card.modes)
    if card.type == "battle" and card.supported:
        cond = " and ".join(describe_cond(c) for c in card.when)
        parts.append(
            f"Play {TIMING[card.timing]}{', only if ' + cond if cond else ''}, paying {card.force_cost} Force: {body}."
        )
    if card.type == "mission":
        cond = " and ".join(describe_cond(c) for c in card.when)
        parts.append(f"When completed{' (only if ' + cond + ')' if cond else ''}: {body or 'nothing happens'}.")
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
