"""Terminal presentation: the board as a player sees it (rich markup) and one line per log event."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.markup import escape

from .cards import LETTERS, Command, Territory, Unit

if TYPE_CHECKING:
    from .game import BuildDivide
    from .state import BdvState

STYLE = {"BLACK": "magenta", "BLUE": "blue", "WHITE": "bright_white", "RED": "red", "NONE": "grey62"}
_LETTER = dict(zip(("BLACK", "BLUE", "WHITE", "RED"), LETTERS, strict=False))


def cost_text(cost: Any) -> str:
    """``R2+1``: coloured letters with amounts, then the generic part."""
    parts = [f"{_LETTER[c]}{n}" for c, n in cost.colored.items()]
    if cost.generic or not parts:
        parts.append(str(cost.generic))
    return "+".join(parts)


def describe_card(card: Any) -> str:
    """One line about a card (our own wording), plain text: name, type, colour, cost, numbers, icon, text."""
    bits = [card.name, type(card).__name__.upper(), card.color]
    if isinstance(card, Unit | Command):
        bits.append(f"cost {cost_text(card.cost)}")
    if isinstance(card, Unit):
        bits.append(f"{card.power}/{card.hit}" + (f" ACE «{card.title}»" if card.ace else ""))
    if isinstance(card, Unit | Command) and card.icon != "NONE":
        extra = f" (shot cost {cost_text(card.shot_cost)})" if card.shot_cost is not None else ""
        bits.append(card.icon + extra)
    if isinstance(card, Territory):
        bits.append(f"title «{card.title}», liberation {card.liberation_cost}")
    if card.text:
        bits.append(card.text)
    return " | ".join(bits)


def _name(state: BdvState, i: int) -> str:
    f = state.f[i]
    return f"[{STYLE[f.color_name]}]{escape(f.name)}[/]"


def _player(game: BuildDivide, state: BdvState, p: int, viewer: int | None) -> list[str]:
    f = state.f
    who = "you" if viewer == p else ("opponent" if viewer is not None else f"player {p}")
    active = " [bold green](active)[/]" if state.active == p and state.outcome is None else ""
    t = state.terr[p]
    side = "[bold yellow]LIBERATED[/]" if state.liberated[p] else "character side"
    life = len(state.life[p])
    standing = sum(1 for i in state.energy[p] if not state.rested[i])
    lines = [
        f"[bold]── Player {p} ({who}){active} ──[/]",
        f"Territory: {_name(state, t)} ({side}, title «{escape(f[t].title or '')}», liberation {f[t].lib_cost})",
        f"Life {life} ([yellow]{max(0, life - 5)} yellow[/] + [red]{min(5, life)} red[/])  Deck {len(state.deck[p])}"
        f"  Hand {len(state.hand[p])}  D-deck {len(state.ddeck[p])}  Graveyard {len(state.grave[p])}"
        f"  Removed {len(state.removed[p])}",
        f"Energy {standing} active / {len(state.energy[p]) - standing} rested: "
        + (
            ", ".join(_name(state, i) + (" [dim](rested)[/]" if state.rested[i] else "") for i in state.energy[p])
            or "-"
        ),
    ]
    if state.field[p]:
        lines.append("Field:")
        for i in state.field[p]:
            mark = "[dim]RESTED[/]" if state.rested[i] else "[green]STANDING[/]"
            lines.append(f"  #{i} {_name(state, i)}  {state.power_of(i)} / hit {state.hit_of(i)}  {mark}")
    else:
        lines.append("Field: -")
    if state.grave[p]:
        lines.append("Graveyard (top first): " + ", ".join(_name(state, i) for i in reversed(state.grave[p][-6:])))
    if state.check[p] or state.limbo[p]:
        lines.append("In play now: " + ", ".join(_name(state, i) for i in state.check[p] + state.limbo[p]))
    if viewer is None or viewer == p:
        cards: Any = game.cards
        hand = ", ".join(f"{_name(state, i)} [dim]{cost_text(cards[state.cards[i]].cost)}[/]" for i in state.hand[p])
        lines.append(f"Hand: {hand or '-'}")
        if state.ddeck[p]:
            lines.append("D-deck: " + ", ".join(_name(state, i) for i in state.ddeck[p]))
    else:
        known = [i for i in state.hand[p] if state.pub[i]]
        if known:
            lines.append("Known in hand: " + ", ".join(_name(state, i) for i in known))
    return lines


def render(game: BuildDivide, state: BdvState, player: int | None) -> str:
    """The board as ``player`` sees it (None: everything): both fields, life, energy, territories, own hand."""
    head = f"[bold]Build Divide[/] · turn {state.turn} · player {state.active}'s {state.phase} phase"
    if state.outcome is not None:
        winner, reason, _ = state.outcome
        head += f" · [bold]game over: {'draw' if winner is None else f'player {winner} wins'} ({reason})[/]"
    order = [1 - player, player] if player is not None else [0, 1]
    lines = [head]
    for p in order:
        lines += _player(game, state, p, player)
    return "\n".join(lines)


def _c(card: Any) -> str:
    return str(card["name"]) if isinstance(card, dict) else str(card)


def _cs(cards: list[Any]) -> str:
    return ", ".join(_c(c) for c in cards) or "nothing"


_SIMPLE = {
    "first_player": "Player {player} goes first.",
    "keep": "Player {player} keeps the opening hand.",
    "mulligan": "Player {player} mulligans.",
    "life_set": "Player {player} sets {n} life cards face down.",
    "cannot_draw": "Player {player} must draw with no deck and no life left.",
    "add_life": "Player {player} adds {n} card(s) to the life zone.",
    "attack_ends": "The attack ends: the attacker or its target has left the field.",
    "damage_cancelled": "The attacker has left the field: {left} remaining damage is cancelled.",
}


def describe_event(kind: str, data: Any) -> str:
    """One line about a log event, for people: plain text (clients escape it before printing with rich)."""
    d = data if isinstance(data, dict) else {}
    if kind in _SIMPLE:
        return _SIMPLE[kind].format(**d)
    p = d.get("player")
    if kind == "turn":
        return f"── Turn {d['turn']}: player {p} ──"
    if kind == "draw":
        extra = f" ({d['from_life']} from the life zone)" if d.get("from_life") else ""
        return f"Player {p} draws {d['n']} card(s){extra}."
    if kind == "energy_set":
        return f"Player {p} puts {_cs(d['cards'])} into the energy zone."
    if kind in ("charge", "play", "enter", "discard", "grave_to_hand", "ddeck_to_hand", "shot", "shot_declined"):
        verb = {
            "charge": "charges {} as energy",
            "play": "plays {}",
            "enter": "puts {} onto the field",
            "discard": "discards {}",
            "grave_to_hand": "returns {} from the graveyard to hand",
            "ddeck_to_hand": "takes {} from the D-deck (revealed)",
            "shot": "pays for the shot of {}",
            "shot_declined": "does not use the shot of {}",
        }[kind]
        return f"Player {p} " + verb.format(_c(d["card"])) + "."
    if kind == "pay":
        return f"Player {p} rests " + ", ".join(f"{n} {c.lower()}" for c, n in d["energy"].items()) + " energy."
    if kind in ("liberated", "territory_closed"):
        side = "is liberated" if kind == "liberated" else "turns back to its character side"
        return f"Player {p}'s territory {_c(d['territory'])} {side}."
    if kind in ("ability", "ability_fails"):
        tail = f": {d['text']}" if kind == "ability" else ": its condition does not hold"
        return f"{_c(d['source'])} ability{tail}."
    if kind == "no_target":
        return f"{_c(d['source'])}: no legal target for {d['step']}."
    if kind in ("power", "hit", "destroy", "rest", "stand", "bounce", "remove"):
        n = f" {d['n']:+d}" if "n" in d else ""
        return f"{kind.capitalize()}{n}: {_cs(d['units'])}."
    if kind in ("life_to_grave", "mill", "energy_ramp"):
        what = {"life_to_grave": "life cards to the graveyard", "mill": "mills", "energy_ramp": "ramps into energy"}
        return f"Player {p} {what[kind]}: {_cs(d['cards'])}."
    if kind == "search":
        return f"Player {p} searches the deck and takes {_c(d['card']) if d['card'] else 'nothing'}; shuffles."
    if kind == "win_effect":
        return f"{_c(d['source'])}: player {p} wins by its effect."
    if kind == "attack":
        target = "the opponent" if d["target"] == "player" else _c(d["target"])
        return f"Player {p} attacks {target} with {_c(d['attacker'])}."
    if kind == "block":
        return f"Player {p} blocks with {_c(d['blocker'])}."
    if kind == "life_damage":
        return f"{_c(d['attacker'])} deals {d['damage']} damage to player {1 - p}."
    if kind == "battle":
        dead = f"; destroyed: {_cs(d['destroyed'])}" if d["destroyed"] else "; nothing is destroyed"
        return (
            f"Battle: {_c(d['attacker'])} ({d['attacker_power']}) vs {_c(d['defender'])} ({d['defender_power']})"
            + dead
            + "."
        )
    if kind == "check":
        return f"Trigger check (player {p}): {_c(d['card'])} [{d['icon']}]."
    if kind == "game_over":
        w = d.get("winner")
        return f"Game over: {'a draw' if w is None else f'player {w} wins'} ({d.get('reason')})."
    return f"{kind}: {data}"
