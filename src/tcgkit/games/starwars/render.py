"""The terminal view (rich markup) and one-line descriptions of log events."""

from __future__ import annotations

from typing import Any

from rich.markup import escape

from tcgkit.core import Game

from .base import RETREATED, U_CARDS, U_DMG, U_EQ, U_ID, U_OWN, U_PILOT, U_TAP, U_ZONE, Unit
from .cards import ARENAS
from .state import SwtState


def _unit_line(s: SwtState, u: Unit, auras: list[Any]) -> str:
    cards = u[U_CARDS]
    name = escape(s.name(cards[0]))
    under = f" [dim](+{', '.join(escape(s.name(c)) for c in cards[1:])})[/dim]" if len(cards) > 1 else ""
    stats = f"{s.speed(u, auras)}/{s.power(u, auras)}/{s.health(u, auras)}"
    dmg = f" [red]dmg {u[U_DMG]}[/red]" if u[U_DMG] else ""
    tap = " [yellow]tapped[/yellow]" if u[U_TAP] else ""
    kws = s.keywords(u, auras)
    kw = " " + ", ".join(f"{k} {v}" if v else k for k, v in sorted(kws.items())) if kws else ""
    gear = f" [cyan]with {', '.join(escape(s.name(e)) for e in u[U_EQ])}[/cyan]" if u[U_EQ] else ""
    pilot = ""
    if u[U_PILOT]:
        p = s.unit(u[U_PILOT])
        if p is not None:
            pilot = f" [magenta]piloted by {escape(s.name(p[U_CARDS][0]))}[/magenta]"
    return f"u{u[U_ID]} [bold]{name}[/bold]{under} {stats}{dmg}{tap}{kw}{gear}{pilot}"


def render(s: SwtState, player: int | None) -> str:
    """The three arenas with both sides' units, the build zones, Force and the viewer's own hand."""
    auras = s.auras()
    lines = [f"[bold]Turn {s.turn}[/bold] · {escape(s.phase)}"]
    if s.is_over:
        r = s.result
        assert r is not None
        who = "draw" if r.winner is None else f"{s.side_name(r.winner).title()} wins"
        lines.append(f"[bold green]Game over: {who} ({r.reason})[/bold green]")
    order = s.sides()
    for p in order:
        tag = " (you)" if p == player else ""
        lines.append(
            f"[bold]{s.side_name(p).title()}{tag}[/bold]: Force {s.force[p]}, build points {s.bp[p]}, "
            f"arenas {s.ctrl[p]}, deck {len(s.decks[p])}, hand {len(s.hands[p])}, discard {len(s.discards[p])}"
        )
        fd = []
        for b in s.builds:
            if b[0] == p:
                seen = player is None or player == p or b[1] in s.known
                fd.append(f"{escape(s.name(b[1])) if seen else 'face-down card'} [{b[2]}]")
        if fd:
            lines.append("  build zone: " + "; ".join(fd))
        if s.gear[p]:
            lines.append("  equipment: " + ", ".join(escape(s.name(e)) for e in s.gear[p]))
        for u in s.units:
            if u[U_OWN] == p and u[U_ZONE] == RETREATED:
                lines.append("  retreated: " + _unit_line(s, u, auras))
    for a, name in enumerate(ARENAS):
        loc = s.locs[a]
        where = f" · location {escape(s.name(loc))} ({s.side_name(s.owner[loc])})" if loc >= 0 else ""
        lines.append(f"[bold underline]{name.upper()}[/bold underline]{where}")
        for p in order:
            mine = [u for u in s.units if u[U_ZONE] == a and u[U_OWN] == p]
            for u in mine:
                lines.append(f"  {s.side_name(p)[0].upper()} " + _unit_line(s, u, auras))
    if s.atk:
        atk = s.atk
        lines.append(
            f"[bold]Attack[/bold] u{atk[0]} → u{atk[1]} in {ARENAS[atk[2]]}: dice {list(atk[3])} vs {list(atk[4])}"
        )
    if player is not None:
        hand = ", ".join(escape(s.name(i)) for i in sorted(s.hands[player], key=lambda i: s.cards[i]))
        lines.append(f"[bold]Your hand[/bold]: {hand or '(empty)'}")
    return "\n".join(lines)


def _side(data: dict[str, Any], key: str = "player") -> str:
    p = data.get(key)
    return f"player {p}" if p is not None else "?"


def _unit(d: dict[str, Any], key: str = "unit") -> str:
    name = d.get("name")
    return f"{name} (u{d.get(key)})" if name else f"u{d.get(key)}"


def describe_event(game: Any, kind: str, data: Any) -> str:
    """One line about a log event (only public or own events reach a client)."""
    d = data if isinstance(data, dict) else {}
    cards = game.cards

    def nm(cid: Any) -> str:
        return cards.display(cid) if isinstance(cid, str) and cid in cards else str(cid)

    def pair() -> tuple[str, str]:
        names = d.get("names") or [None, None]
        att = f"{names[0]} (u{d.get('attacker')})" if names[0] else f"u{d.get('attacker')}"
        dfn = f"{names[1]} (u{d.get('defender')})" if names[1] else f"u{d.get('defender')}"
        return att, dfn

    who = _side(d)
    u = _unit(d)
    dur = {"attack": " for this attack", "turn": " until end of turn"}.get(d.get("duration", ""), "")
    text: dict[str, Any] = {
        "turn": lambda: f"Turn {d.get('turn')} begins.",
        "draw": lambda: f"{who} draws {d.get('count')} card(s).",
        "drew": lambda: f"{who} drew {', '.join(nm(c) for c in d.get('cards', []))}.",
        "mulligan": lambda: (
            f"{who} mulligans {len(d.get('cards', []))} card(s)"
            + (f": {', '.join(nm(c) for c in d['cards'])}." if d.get("cards") else ".")
        ),
        "deploy": lambda: (
            f"{who} deploys {nm(d.get('card'))}"
            + (f" ({d['position']} of its stack)" if d.get("position") else "")
            + f"; initial total {d.get('total')}."
        ),
        "partial_build": lambda: f"{who} reveals {nm(d.get('card'))} and builds it with {d.get('counters')} counters.",
        "ib_stop": lambda: f"{who} stops the initial build at {d.get('total')}.",
        "setup_done": lambda: f"Setup done; initial totals {d.get('totals')}.",
        "force": lambda: (
            f"{who} {'gains' if d.get('change', 0) >= 0 else 'loses'} {abs(d.get('change', 0))} Force "
            f"(now {d.get('force')})."
        ),
        "build_points": lambda: f"{who} build points {d.get('change', 0):+d} (now {d.get('build_points')}).",
        "build_roll": lambda: (
            f"Build roll: {d.get('die')}; "
            + ", ".join(
                f"player {g['player']} +{g['gain']}" + (" (all three arenas)" if g.get("bonus") else "")
                for g in d.get("gains", [])
            )
            + "."
        ),
        "build_step": lambda: f"{who} starts their build step.",
        "end_build": lambda: f"{who} ends their build step.",
        "place": lambda: f"{who} places a card face down.",
        "placed": lambda: f"You place {nm(d.get('card'))} face down.",
        "counter": lambda: f"{who} puts a build counter on face-down card {d.get('slot')} (now {d.get('counters')}).",
        "complete": lambda: f"{who} completes {nm(d.get('card'))}" + (f" ({d['mode']})" if d.get("mode") else "") + ".",
        "stack": lambda: (
            f"{nm(d.get('card'))} goes {'on top of' if d.get('position') == 'top' else 'under'} stack u{d.get('unit')}."
        ),
        "reorder": lambda: f"Stack u{d.get('unit')} now has {nm(d.get('top'))} on top.",
        "equip": lambda: f"{nm(d.get('card'))} is attached to u{d.get('unit')}.",
        "pilot": lambda: f"Pilot u{d.get('pilot')} boards u{d.get('unit')}.",
        "unpilot": lambda: f"Pilot u{d.get('pilot')} returns to the character arena.",
        "location_replaced": lambda: f"{nm(d.get('old'))} leaves the {d.get('arena')} arena's location slot.",
        "redeploy": lambda: f"{u} returns to the {d.get('arena')} arena.",
        "retreat": lambda: f"{u} retreats to the build zone.",
        "repair": lambda: f"{u} repairs {d.get('removed')} damage.",
        "arena_battle": lambda: f"The {d.get('arena')} battle begins.",
        "attack": lambda: "{} attacks {} in the {} arena.".format(*pair(), d.get("arena")),
        "attack_end": lambda: f"The attack of {_unit(d, 'attacker')} ends.",
        "hold": lambda: f"{u} does not attack.",
        "roll": lambda: (
            f"Dice: attacker {d.get('attacker_dice')}, defender {d.get('defender_dice')}"
            + (f" (Evade {d['evade']})" if d.get("evade") else "")
            + "."
        ),
        "reroll": lambda: f"u{d.get('unit')} rerolls {d.get('rerolled')} dice: now {d.get('dice')}.",
        "hits": lambda: f"Battle damage: attacker {d.get('attacker_damage')}, defender {d.get('defender_damage')}.",
        "damage_step": lambda: (
            f"Damage placed: {d.get('to_defender')} on u{d.get('defender')}, "
            f"{d.get('to_attacker')} on u{d.get('attacker')}"
            + (f", {d['deflected']} deflected" if d.get("deflected") else "")
            + "."
        ),
        "damage": lambda: f"{u} takes {d.get('n')} {d.get('kind')} damage.",
        "damage_prevented": lambda: f"{d.get('n')} damage to u{d.get('unit')} is prevented.",
        "heal": lambda: f"u{d.get('unit')} loses {d.get('removed')} damage counter(s).",
        "destroyed": lambda: (
            f"u{d.get('unit')} ({', '.join(nm(c) for c in d.get('cards', []))}) is discarded ({d.get('reason')})."
        ),
        "tap": lambda: f"{u} is tapped.",
        "untap": lambda: f"{u} is untapped.",
        "modify": lambda: f"{u} gets {d.get('n', 0):+d} {d.get('stat')}{dur}.",
        "grant": lambda: f"{u} gets {d.get('keyword')} {d.get('n') or ''}".rstrip() + f"{dur}.",
        "prevent": lambda: (
            f"{'All' if d.get('n', 0) >= 99 else d.get('n')} battle damage to u{d.get('unit')} will be prevented{dur}."
        ),
        "dice_bonus": lambda: f"u{d.get('unit')} adds {d.get('n')} to each die this attack.",
        "dice_count": lambda: f"u{d.get('unit')} rolls {d.get('n', 0):+d} dice this attack.",
        "add_damage": lambda: f"u{d.get('unit')} deals {d.get('n')} more battle damage this attack.",
        "shields": lambda: f"Shields: u{d.get('unit')} prevents 1 damage for {d.get('build_points')} build points.",
        "lucky": lambda: f"Lucky {d.get('n')}: u{d.get('unit')} may reroll dice.",
        "stun": lambda: f"Stun: u{d.get('by')} taps u{d.get('unit')}.",
        "retaliate": lambda: f"Retaliate: u{d.get('by')} deals {d.get('n')} damage to u{d.get('unit')}.",
        "overkill": lambda: f"Overkill: {d.get('n')} damage to u{d.get('unit')}.",
        "redirect": lambda: f"The attack now targets u{d.get('unit')}.",
        "no_damage": lambda: f"{who} prevents all damage done by units in the {d.get('arena')} arena this turn.",
        "battle_card": lambda: f"{who} plays {nm(d.get('card'))} for {d.get('force')} Force.",
        "ability": lambda: (
            f"{who} uses {d.get('ability')} of u{d.get('unit')} ({nm(d.get('card'))})"
            + (f" for {d['force']} Force" if d.get("force") else "")
            + "."
        ),
        "trigger": lambda: f"{nm(d.get('card'))} triggers.",
        "mode": lambda: f"{who} chooses mode {d.get('mode')} of {nm(d.get('card'))}.",
        "arena_chosen": lambda: f"{who} chooses the {d.get('arena')} arena.",
        "discard": lambda: f"{who} discards {nm(d.get('card'))}.",
        "recover": lambda: f"{who} returns {nm(d.get('card'))} from the discard pile to hand.",
        "tutor": lambda: (
            f"{who} searches their deck" + (f" and shows {nm(d['card'])}." if d.get("card") else " and takes nothing.")
        ),
        "look_hand": lambda: (
            f"You look at player {d.get('of')}'s hand: {', '.join(nm(c) for c in d.get('cards', []))}."
        ),
        "contest": lambda: f"Contest for {d.get('persona')}: u{d.get('dark')} against u{d.get('light')}.",
        "bid": lambda: f"{who} " + ("passes." if d.get("bid") is None else f"bids {d.get('bid')}."),
        "contest_result": lambda: (
            f"Contest: Dark {d.get('dark_score')} vs Light {d.get('light_score')}; "
            + (
                "a tie: both are discarded."
                if d.get("winner") is None
                else f"player {d.get('winner')} wins and pays {d.get('paid')} Force."
            )
        ),
        "control": lambda: (
            "Arena control: "
            + ", ".join(f"{a} {'nobody' if p is None else f'player {p}'}" for a, p in d.get("arenas", {}).items())
            + "."
        ),
        "game_over": lambda: (
            "Game over: "
            + ("draw" if d.get("winner") is None else f"player {d.get('winner')} wins")
            + f" ({d.get('reason')})."
        ),
    }.get(kind)
    if text is not None:
        return str(text())
    return Game.describe_event(game, kind, data)
