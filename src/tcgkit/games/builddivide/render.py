"""Terminal presentation: the board as a player sees it (rich markup) and one line per log event, for a viewer.

Players are named with ``tcgkit.core.names``: "you" / "the opponent" in a player's view, "player 1" / "player 2"
in a neutral one (seat 0 is player 1). Cards, costs and abilities are in words (``wording``), never internal codes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.markup import escape

from tcgkit.core import Result
from tcgkit.core.names import capital, join_names, player_name, possessive

from .base import DDECK_REF, DECK_REF, ENERGY_REF, LIFE_REF, TERRITORY_REF
from .cards import COLORS, COMMAND, UNIT, Command, Territory, Unit
from .wording import COLOR_WORDS, ICON_WORDS, ability_words, cost_words, steps_words, vector_words

if TYPE_CHECKING:
    from .game import BuildDivide
    from .state import BdvState

STYLE = {"BLACK": "magenta", "BLUE": "blue", "WHITE": "bright_white", "RED": "red", "NONE": "grey62"}
_ATTACK_FRAMES = ("atkcheck", "block", "engage", "dmg")


def describe_card(card: Any) -> str:
    """One line about a card (our own wording), plain text: name, type, colour, cost, numbers, icon, text."""
    bits = [card.name]
    if isinstance(card, Unit):
        bits.append(f"ace unit «{card.title}»" if card.ace else "unit")
    else:
        bits.append("command" if isinstance(card, Command) else "territory")
    bits.append(COLOR_WORDS[card.color])
    if isinstance(card, Unit | Command):
        bits.append(f"cost {cost_words(card.cost)}")
    if isinstance(card, Unit):
        bits.append(f"{card.power} power, hit {card.hit}")
    if isinstance(card, Unit | Command) and card.icon != "NONE":
        extra = f" (shot cost {cost_words(card.shot_cost)})" if card.shot_cost is not None else ""
        bits.append(ICON_WORDS[card.icon] + extra)
    if isinstance(card, Territory):
        bits.append(f"title «{card.title}», liberation cost {card.liberation_cost}")
    if card.text:
        bits.append(card.text)
    return " | ".join(bits)


def _name(state: BdvState, i: int) -> str:
    f = state.f[i]
    return f"[{STYLE[f.color_name]}]{escape(f.name)}[/]"


def _names(state: BdvState, ids: list[int]) -> str:
    """Card names in colour, joined so that names with commas stay readable (``join_names``)."""
    sep = "; " if any("," in state.f[i].name for i in ids) else ", "
    return sep.join(_name(state, i) for i in ids)


def _counts(counts: list[int]) -> str:
    return ", ".join(f"{n} {COLOR_WORDS[COLORS[c]]}" for c, n in enumerate(counts) if n) or "none"


def _energy(state: BdvState, p: int) -> str:
    """Energy by colour, standing and rested (BDV-5.1, BDV-1.11)."""
    standing, rested = [0] * 5, [0] * 5
    for i in state.energy[p]:
        (rested if state.rested[i] else standing)[state.f[i].color] += 1
    return f"Energy {len(state.energy[p])}: standing {_counts(standing)} · rested {_counts(rested)}"


def _unit(state: BdvState, i: int) -> str:
    """A unit on the field: current power and hit with what changed them (BDV-1.13), state, ace and keywords."""
    f = state.f[i]
    power, hit = state.power_of(i), state.hit_of(i)
    dp, dh = power - f.power, hit - f.hit
    p_text = f"{power} power" + (f" ({dp:+d})" if dp else "")
    h_text = f"hit {hit}" + (f" ({dh:+d})" if dh else "")
    mark = "[dim]RESTED[/]" if state.rested[i] else "[green]STANDING[/]"
    tags = ([f"ace «{escape(f.title or '')}»"] if f.ace else []) + (["unblockable"] if f.unblockable else [])
    tail = "  · " + ", ".join(tags) if tags else ""
    return f"  #{i} {_name(state, i)}  {p_text}, {h_text}  {mark}{tail}"


def _territory(game: BuildDivide, state: BdvState, p: int) -> str:
    """The territory's side (BDV-1.11); liberated: its abilities in words; else how to liberate it (BDV-5.8)."""
    t = state.terr[p]
    card: Any = game.cards[state.cards[t]]
    if state.liberated[p]:
        words = " ".join(ability_words(ab) for ab in card.liberated_abilities)
        return f"Territory: {_name(state, t)} — [bold yellow]LIBERATED[/]: {escape(words)}"
    return (
        f"Territory: {_name(state, t)} — character side (liberated by playing a «{escape(card.title)}» ace; "
        f"liberation cost {card.liberation_cost})"
    )


def _hand_card(game: BuildDivide, state: BdvState, i: int, playable: bool) -> str:
    """A card in the viewer's own hand, readable without opening it: type, cost, numbers or effect, icon."""
    f = state.f[i]
    card: Any = game.cards[state.cards[i]]
    cost = vector_words(f.req, f.generic)
    if f.kind == UNIT:
        what = f"{'ace unit' if f.ace else 'unit'}, {cost}; {f.power} power, hit {f.hit}"
    elif f.kind == COMMAND:
        what = f"command, {cost}: {steps_words(card.effect)}"
    else:
        what = "territory"
    if f.icon_name != "NONE":
        what += f"; {ICON_WORDS[f.icon_name]}"
    mark = "  [green]playable now[/]" if playable else ""
    return f"  {_name(state, i)} — {escape(what)}{mark}"


def _player(game: BuildDivide, state: BdvState, p: int, viewer: int | None) -> list[str]:
    who = capital(player_name(p, viewer))
    seat = f" (player {p + 1})" if viewer is not None else ""
    active = " [bold green](active)[/]" if state.active == p and state.outcome is None else ""
    life = len(state.life[p])
    limit = state.hand_limit[p]
    lines = [
        f"[bold]── {who}{seat}{active} ──[/]",
        _territory(game, state, p),
        f"Life {life}: [yellow]{max(0, life - 5)} yellow[/] + [red]{min(5, life)} red[/]  Deck {len(state.deck[p])}"
        f"  Hand {len(state.hand[p])} (limit {limit})  D-deck {len(state.ddeck[p])}  Graveyard {len(state.grave[p])}"
        f"  Removed {len(state.removed[p])}",
        _energy(state, p),
    ]
    if state.field[p]:
        lines.append("Field:")
        lines += [_unit(state, i) for i in state.field[p]]
    else:
        lines.append("Field: -")
    if state.grave[p]:
        lines.append("Graveyard (top first): " + _names(state, list(reversed(state.grave[p][-6:]))))
    if state.check[p]:
        lines.append("Checked now: " + _names(state, state.check[p]))
    if state.limbo[p]:
        lines.append("Being played: " + _names(state, state.limbo[p]))
    if viewer is None or viewer == p:
        top = state.stack[-1] if state.stack and state.outcome is None else None
        playable: set[int] = set()
        if top is not None and top[0] == "main" and top[1] == p:
            playable = {state.cards[a.data[1]] for a in state.play_actions(p)}  # copies are one choice
        if state.hand[p]:
            lines.append("Hand:")
            lines += [_hand_card(game, state, i, state.cards[i] in playable) for i in state.hand[p]]
        else:
            lines.append("Hand: -")
        if state.ddeck[p]:
            lines.append("D-deck: " + _names(state, state.ddeck[p]))
    else:
        known = [i for i in state.hand[p] if state.pub[i]]
        if known:
            lines.append("Known in hand: " + _names(state, known))
    return lines


def _attack_line(state: BdvState, viewer: int | None) -> str | None:
    """The attack in progress (BDV-5.20–5.29), if any: who attacks what, and the damage left."""
    for frame in reversed(state.stack):
        op = frame[0]
        if op not in _ATTACK_FRAMES:
            continue
        if op == "dmg":
            _, a, u, r = frame
            return f"Attack: {possessive(a, viewer)} {_name(state, u)} is dealing damage, {r} left"
        _, x, u, t = frame
        a = 1 - x if op == "block" else x
        target = player_name(1 - a, viewer) if t < 0 else f"{possessive(1 - a, viewer)} {_name(state, t)}"
        return f"Attack: {possessive(a, viewer)} {_name(state, u)} attacks {target}"
    return None


def render(game: BuildDivide, state: BdvState, player: int | None) -> str:
    """The board as ``player`` sees it (None: everything): both fields, life, energy, territories, own hand."""
    limit = state.options["turn_limit"]
    head = f"[bold]Build Divide[/] · turn {state.turn} of {limit}"
    if state.turn:
        head += f" · {possessive(state.active, player)} {state.phase} phase"
        if state.charged:
            head += " · energy charged this turn"
    if state.outcome is not None:
        head += f" · [bold]game over: {escape(game.describe_result(state.result, player))}[/]"  # type: ignore[arg-type]
    order = [1 - player, player] if player is not None else [0, 1]
    lines = [head]
    attack = _attack_line(state, player)
    if attack is not None and state.outcome is None:
        lines.append(attack)
    for p in order:
        lines += _player(game, state, p, player)
    return "\n".join(lines)


# ------------------------------------------------------------------------------------------------------ the log
def _c(card: Any) -> str:
    return str(card["name"]) if isinstance(card, dict) else str(card)


def _cs(cards: list[Any]) -> str:
    return join_names([_c(c) for c in cards]) or "nothing"


def _does(p: int | None, viewer: int | None, verb: str) -> str:
    """ "You draw" / "The opponent draws" / "Player 1 draws": ``verb`` in the third person, as "draws"."""
    if p is not None and p == viewer:
        base = {"goes": "go", "searches": "search", "does": "do", "must": "must"}.get(verb, verb[:-1])
        return f"You {base}"
    return f"{capital(player_name(p, viewer))} {verb}"


_UNITS = {
    "destroy": "destroyed",
    "rest": "rested",
    "stand": "stood up",
    "bounce": "returned to their owners' hands",
    "remove": "removed from the game",
}
_CARD = {
    "charge": "charges {} as energy",
    "play": "plays {}",
    "enter": "puts {} onto the field",
    "discard": "discards {}",
    "grave_to_hand": "returns {} from the graveyard to hand",
    "ddeck_to_hand": "takes {} from the D-deck (revealed)",
    "shot": "pays for the shot of {}",
    "shot_declined": "does not use the shot of {}",
}


_EVENT_CARDS = ("card", "attacker", "blocker", "defender")  # single card objects of an event, in this order
_EVENT_LISTS = ("units", "cards", "destroyed")  # lists of card objects
_EVENT_ZONES: dict[str, tuple[tuple[str, ...], int]] = {  # zone refs of an event: (refs per player, 0 = the
    "life_set": (LIFE_REF, 0),  # event's player, 1 = the other player)
    "add_life": (LIFE_REF, 0),
    "life_to_grave": (LIFE_REF, 0),
    "check": (LIFE_REF, 0),
    "life_damage": (LIFE_REF, 1),
    "draw": (DECK_REF, 0),
    "cannot_draw": (DECK_REF, 0),
    "mill": (DECK_REF, 0),
    "search": (DECK_REF, 0),
    "ddeck_to_hand": (DDECK_REF, 0),
    "pay": (ENERGY_REF, 0),
    "liberated": (TERRITORY_REF, 0),
    "territory_closed": (TERRITORY_REF, 0),
}


def event_refs(game: BuildDivide, kind: str, data: Any) -> tuple[int | str, ...]:
    """``Game.event_refs``: the cards an event names (by instance id; a territory by its slot) and the zones it
    concerns (docs/positions-builddivide.md, "Refs"). The server drops the card ids hidden from each viewer."""
    if not isinstance(data, dict):
        return ()
    p = data.get("player")
    refs: list[int | str] = []
    cards = game.cards

    def card(obj: Any) -> None:
        if isinstance(obj, dict) and "iid" in obj:
            if isinstance(cards[obj["card"]], Territory) and p is not None:  # a slot territory: its owner's slot
                refs.append(TERRITORY_REF[p])
            else:
                refs.append(obj["iid"])

    for key in _EVENT_CARDS:
        card(data.get(key))
    if kind == "attack":
        target = data["target"]
        if target == "player":
            refs.append(LIFE_REF[1 - p])
        else:
            card(target)
    card(data.get("source"))
    for key in _EVENT_LISTS:
        for obj in data.get(key) or ():
            card(obj)
    zone = _EVENT_ZONES.get(kind)
    if zone is not None and p is not None:
        refs.append(zone[0][p if zone[1] == 0 else 1 - p])
    if kind == "draw" and data.get("from_life") and p is not None:
        refs.append(LIFE_REF[p])
    return tuple(dict.fromkeys(refs))


def describe_event(game: BuildDivide, kind: str, data: Any, viewer: int | None = None) -> str:
    """One line about a log event for ``viewer``: plain text (clients escape it before printing with rich)."""
    d = data if isinstance(data, dict) else {}
    p = d.get("player")
    if kind == "turn":
        return f"── Turn {d['turn']}: {possessive(p, viewer)} turn ──"
    if kind == "first_player":
        return f"{_does(p, viewer, 'goes')} first."
    if kind == "keep":
        return f"{_does(p, viewer, 'keeps')} the opening hand."
    if kind == "mulligan":
        return f"{_does(p, viewer, 'mulligans')}: 5 new cards."
    if kind == "life_set":
        return f"{_does(p, viewer, 'sets')} {d['n']} life cards face down."
    if kind == "energy_set":
        return f"{_does(p, viewer, 'puts')} {_cs(d['cards'])} into the energy zone."
    if kind == "draw":
        n = d["n"]
        extra = f" ({d['from_life']} from the life zone)" if d.get("from_life") else ""
        return f"{_does(p, viewer, 'draws')} {'a card' if n == 1 else f'{n} cards'}{extra}."
    if kind == "cannot_draw":
        return f"{_does(p, viewer, 'must')} draw with no card left in deck or life zone."
    if kind in _CARD:
        verb, _, rest = _CARD[kind].partition(" ")
        return f"{_does(p, viewer, verb)} {rest.format(_c(d['card']))}."
    if kind == "pay":
        paid = ", ".join(f"{n} {COLOR_WORDS[c]}" for c, n in d["energy"].items())
        return f"{_does(p, viewer, 'rests')} {paid} energy."
    if kind in ("liberated", "territory_closed"):
        side = "is liberated" if kind == "liberated" else "turns back to its character side"
        return f"{capital(possessive(p, viewer))} territory {_c(d['territory'])} {side}."
    if kind == "ability":  # the card's words, quoted: its "you" is the card's controller
        return f'{capital(possessive(p, viewer))} {_c(d["source"])} resolves: "{d["text"]}".'
    if kind == "ability_fails":
        return f"{capital(possessive(p, viewer))} {_c(d['source'])}: its condition does not hold, nothing happens."
    if kind == "no_target":
        return f'{_c(d["source"])} finds no legal target for "{d["step"]}".'
    if kind in ("power", "hit"):
        return f"{_cs(d['units'])}: {d['n']:+d} {kind} this turn."
    if kind in _UNITS:
        return f"{capital(_UNITS[kind])}: {_cs(d['units'])}."
    if kind == "add_life":
        n = d["n"]
        cards = "1 card" if n == 1 else f"{n} cards"
        return f"{_does(p, viewer, 'adds')} {cards} face down on top of the life zone."
    if kind == "life_to_grave":
        return f"{capital(possessive(p, viewer))} top life cards go to the graveyard: {_cs(d['cards'])}."
    if kind == "mill":
        return f"{capital(possessive(p, viewer))} top deck cards go to the graveyard: {_cs(d['cards'])}."
    if kind == "energy_ramp":
        return f"{_does(p, viewer, 'puts')} {_cs(d['cards'])} into the energy zone, rested."
    if kind == "search":
        took = _c(d["card"]) if d["card"] else "nothing"
        return f"{_does(p, viewer, 'searches')} the deck and takes {took}; the deck is shuffled."
    if kind == "win_effect":
        return f"{_c(d['source'])}: {player_name(p, viewer)} {'win' if p == viewer else 'wins'} by its effect."
    if kind == "attack":
        target = player_name(1 - p, viewer) if d["target"] == "player" else _c(d["target"])
        return f"{_does(p, viewer, 'attacks')} {target} with {_c(d['attacker'])}."
    if kind == "block":
        return f"{_does(p, viewer, 'blocks')} with {_c(d['blocker'])}."
    if kind == "attack_ends":
        return "The attack ends: the attacker or its target has left the field."
    if kind == "damage_cancelled":
        return f"The attacker has left the field: {d['left']} remaining damage is cancelled."
    if kind == "life_damage":
        return f"{_c(d['attacker'])} deals {d['damage']} damage to {player_name(1 - p, viewer)}."
    if kind == "battle":
        dead = f"; destroyed: {_cs(d['destroyed'])}" if d["destroyed"] else "; nothing is destroyed"
        return (
            f"Battle: {_c(d['attacker'])} ({d['attacker_power']} power) vs {_c(d['defender'])} "
            f"({d['defender_power']} power){dead}."
        )
    if kind == "check":
        icon = ICON_WORDS[d["icon"]] if d["icon"] != "NONE" else "no icon"
        return f"Trigger check of {possessive(p, viewer)} life: {_c(d['card'])} ({icon})."
    if kind == "game_over":
        result = Result(d.get("winner"), str(d.get("reason")), tuple(d.get("scores") or ()))
        return f"Game over. {game.describe_result(result, viewer)}."
    return f"{kind}: {data}"
