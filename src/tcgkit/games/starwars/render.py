"""The terminal view (rich markup) and one-line descriptions of log events."""

from __future__ import annotations

from typing import Any

from rich.markup import escape

from tcgkit.core import Game, Result, capital, join_names, player_name, possessive

from .base import RETREATED, U_CARDS, U_DMG, U_EQ, U_ID, U_OWN, U_PILOT, U_TAP, U_ZONE, Unit
from .cards import ARENAS
from .setup import TARGET
from .state import SwtState


def _unit_line(s: SwtState, u: Unit, auras: list[Any]) -> str:
    """One unit: its id (used by the action ids), name and stack, labelled stats, damage, state, keywords, gear."""
    cards = u[U_CARDS]
    name = escape(s.name(cards[0]))
    under = f" [dim](over {escape(join_names([s.name(c) for c in cards[1:]]))})[/dim]" if len(cards) > 1 else ""
    health = s.health(u, auras)
    stats = f"speed {s.speed(u, auras)} · power {s.power(u, auras)} · health {health}"
    dmg = f" [red]damage {u[U_DMG]}/{health}[/red]" if u[U_DMG] else ""
    tap = " [yellow]tapped[/yellow]" if u[U_TAP] else ""
    kws = s.keywords(u, auras)
    kw = " · " + ", ".join(f"{k} {v}" if v else k for k, v in sorted(kws.items())) if kws else ""
    gear = f" [cyan]with {escape(join_names([s.name(e) for e in u[U_EQ]]))}[/cyan]" if u[U_EQ] else ""
    pilot = ""
    if u[U_PILOT]:
        p = s.unit(u[U_PILOT])
        if p is not None:
            pilot = f" [magenta]piloted by {escape(s.name(p[U_CARDS][0]))}[/magenta]"
    return f"u{u[U_ID]} [bold]{name}[/bold]{under} — {stats}{dmg}{tap}{kw}{gear}{pilot}"


def _face_down(s: SwtState, p: int, iid: int, counters: int, seen: bool, cheaper: bool) -> str:
    """A face-down card: its name and printed cost when the viewer knows it, and its build counters against what
    completing it needs now (SWT-5.3, SWT-5.5)."""
    if not seen:
        return f"face-down card — {counters} build counter{'' if counters == 1 else 's'}"
    name = escape(s.name(iid))
    opts = [(m, n) for m, n in s.completion_options(p, iid, cheaper) if m != "discard"]
    if not opts:
        return f"{name} — {counters} build counters (can't be completed now)"
    if len(opts) == 1:
        need = opts[0][1]
        ready = " [green]ready[/green]" if counters >= need else ""
        return f"{name} — {counters}/{need} build counters{ready}"
    ways = ", ".join(f"{n} {MODE_WORDS[m]}" for m, n in opts)
    ready = " [green]ready[/green]" if counters >= min(n for _, n in opts) else ""
    return f"{name} — {counters} build counters (needs {ways}){ready}"


MODE_WORDS = {"top": "on top", "under": "underneath"}


def _phase(s: SwtState, player: int | None) -> str:
    """The current step in words: "your build step", "the space battle"."""
    ph = s.phase
    kind, _, rest = ph.partition(":")
    if kind in ("build", "retreat") and rest:
        p = s.dark if rest == "dark" else 1 - s.dark
        return f"{possessive(p, player)} {kind} step ({rest.title()})"
    if kind == "battle":
        return f"the {rest} battle"
    return {"ready": "ready phase", "command": "command phase", "end": "end of turn"}.get(ph, ph)


def _side_head(s: SwtState, p: int, player: int | None) -> str:
    return f"{s.side_name(p).title()} — {player_name(p, player)}"


def render(s: SwtState, player: int | None) -> str:
    """The three arenas with both sides' units, the build zones with their counters, Force, build points, the
    initial totals during setup, who would win if the turn ended now, and the viewer's own hand."""
    auras = s.auras()
    lines = [f"[bold]Turn {s.turn}[/bold] · {escape(_phase(s, player))}"]
    if s.is_over:
        r = s.result
        assert r is not None
        lines.append(f"[bold green]Game over. {escape(s.GAME.describe_result(r, player))}[/bold green]")
    order = s.sides()
    setup = s.phase in ("setup", "initial build")
    cheaper = s.has_static_op("cost")
    for p in order:
        head = f"[bold]{escape(_side_head(s, p, player))}[/bold]: Force {s.force[p]} · build points {s.bp[p]}"
        if setup:
            head += f" · initial build {s.total(p)}/{TARGET}"
        head += f" · deck {len(s.decks[p])} · hand {len(s.hands[p])} · discard {len(s.discards[p])}"
        lines.append(head)
        for b in s.builds:
            if b[0] == p:
                seen = player is None or player == p or b[1] in s.known
                lines.append("  build zone: " + _face_down(s, p, b[1], b[2], seen, cheaper))
        if s.gear[p]:
            lines.append("  equipment (not attached): " + escape(join_names([s.name(e) for e in s.gear[p]])))
        for u in s.units:
            if u[U_OWN] == p and u[U_ZONE] == RETREATED:
                lines.append("  retreated: " + _unit_line(s, u, auras))
    holders = s.holders()
    for a, name in enumerate(ARENAS):
        loc = s.locs[a]
        where = ""
        if loc >= 0:
            where = f" · location {escape(s.name(loc))} ({possessive(s.owner[loc], player)})"
        held = holders[a]
        ctrl = f" · held by {player_name(held, player)}" if held is not None and not setup else ""
        lines.append(f"[bold underline]{name.upper()}[/bold underline]{where}{ctrl}")
        for p in order:
            for u in s.units:
                if u[U_ZONE] == a and u[U_OWN] == p:
                    lines.append(f"  {s.side_name(p).title()} " + _unit_line(s, u, auras))
    if not setup and not s.is_over:
        rule, text, _ = s.control_words(player)
        lines.append(f"[bold]{escape(text)}[/bold] ({rule})")
    if s.atk:
        atk = s.atk
        att, dfn = s.uname(atk[0]), s.uname(atk[1])
        dice = f": dice {list(atk[3])} against {list(atk[4])}" if atk[7] >= 1 else ""
        lines.append(f"[bold]Attack[/bold] in the {ARENAS[atk[2]]} arena: {escape(att)} → {escape(dfn)}{dice}")
    if player is not None:
        hand = sorted(s.hands[player], key=lambda i: s.cards[i])
        shown = [_hand_card(s, i) for i in hand]
        lines.append(f"[bold]Your hand[/bold]: {escape(join_names(shown)) if shown else '(empty)'}")
    return "\n".join(lines)


def _hand_card(s: SwtState, iid: int) -> str:
    """A card of the viewer's hand with what it costs: "Nexu (ground unit, cost 3)", "Dark Speed (battle, 2 Force)"."""
    card = s.card(iid)
    if card.type == "battle":
        return f"{s.name(iid)} (battle, {s.battle_cost(iid)} Force)"
    kind = f"{card.arena} {card.type}" if card.arena else card.type
    return f"{s.name(iid)} ({kind}, cost {card.build_cost})"


def _verb(third: str, you: bool) -> str:
    """ "draws" for the opponent or a player, "draw" for you."""
    if not you:
        return third
    if third in ("has", "is"):
        return {"has": "have", "is": "are"}[third]
    return third[:-2] if third.endswith(("ches", "sses", "shes")) else third[:-1]


def describe_event(game: Any, kind: str, data: Any, viewer: int | None = None) -> str:
    """One line about a log event for ``viewer`` ("you" / "the opponent"; None: "player 1" / "player 2"); only
    public events or the viewer's own reach a client."""
    d = data if isinstance(data, dict) else {}
    cards = game.cards

    def nm(cid: Any) -> str:
        return cards.display(cid) if isinstance(cid, str) and cid in cards else str(cid)

    def names(ids: Any) -> str:
        return join_names([nm(c) for c in ids or []])

    def unit(key: str = "unit", name: Any = None) -> str:
        name = d.get("name") if name is None else name
        return f"{name} (u{d.get(key)})" if name else f"unit u{d.get(key)}"

    def pair(a: str = "attacker", b: str = "defender") -> tuple[str, str]:
        both = d.get("names") or [None, None]
        return unit(a, both[0]), unit(b, both[1])

    def who(key: str = "player", third: str = "", rest: str = "") -> str:
        """ "You draw", "The opponent draws", "Player 2 draws"."""
        p = d.get(key)
        head = capital(player_name(p, viewer)) if isinstance(p, int) else "Someone"
        return f"{head} {_verb(third, p == viewer)}{rest}" if third else head

    def whose(key: str = "player") -> str:
        p = d.get(key)
        return possessive(p, viewer) if isinstance(p, int) else "their"

    def dice(xs: Any) -> str:
        """Die results as words ("3, 5, 6"; "no dice"), not a list."""
        return ", ".join(str(x) for x in xs) if xs else "no dice"

    def n_cards(n: Any) -> str:
        return f"{n} card{'' if n == 1 else 's'}"

    dur = {"attack": " for this attack", "turn": " until end of turn"}.get(d.get("duration", ""), "")
    mode_words = {"top": " on top of its stack", "under": " underneath its stack", "discard": ", discarding it"}
    reason_words = {"damage": "destroyed", "contest": "lost the contest", "effect": "by an effect", "cost": "as a cost"}
    text: dict[str, Any] = {
        "turn": lambda: f"Turn {d.get('turn')} begins.",
        "draw": lambda: who(third="draws", rest=f" {n_cards(d.get('count'))}."),
        "drew": lambda: who(third="draws", rest=f" {names(d.get('cards'))}."),
        "mulligan": lambda: (
            who(third="mulligans", rest=f" {n_cards(len(d.get('cards', [])))}: {names(d['cards'])}.")
            if d.get("cards")
            else who(third="keeps", rest=" the opening hand.")
        ),
        "deploy": lambda: who(
            third="deploys",
            rest=f" {nm(d.get('card'))}{mode_words.get(d.get('position') or '', '')}; "
            f"initial build {d.get('total')}/30.",
        ),
        "partial_build": lambda: who(
            third="reveals", rest=f" {nm(d.get('card'))} and builds it face down with {d.get('counters')} counters."
        ),
        "ib_stop": lambda: who(third="stops", rest=f" the initial build at {d.get('total')}/30."),
        "setup_done": lambda: (
            "Setup done; initial build: "
            + ", ".join(f"{player_name(p, viewer)} {t}" for p, t in enumerate(d.get("totals", [])))
            + "."
        ),
        "force": lambda: who(
            third="gains" if d.get("change", 0) >= 0 else "loses",
            rest=f" {abs(d.get('change', 0))} Force (now {d.get('force')}).",
        ),
        "build_points": lambda: who(
            third="gains" if d.get("change", 0) >= 0 else "loses",
            rest=f" {abs(d.get('change', 0))} build points (now {d.get('build_points')}).",
        ),
        "build_roll": lambda: (
            f"Build roll: {d.get('die')}; "
            + ", ".join(
                f"{player_name(g['player'], viewer)} +{g['gain']}"
                + (" (units in all three arenas)" if g.get("bonus") else "")
                for g in d.get("gains", [])
            )
            + " build points."
        ),
        "build_step": lambda: who(third="starts", rest=f" {whose()} build step."),
        "end_build": lambda: who(third="ends", rest=f" {whose()} build step."),
        "order": lambda: who(
            third={"setup": "deploys", "build": "builds", "attack": "attacks"}.get(d.get("order", ""), "acts"),
            rest={
                "setup": " by default for the rest of the initial build.",
                "build": " by default for the rest of the build step.",
                "attack": f" with every unit in the {d.get('arena')} arena for the rest of its battle.",
            }.get(d.get("order", ""), " by default."),
        ),
        "place": lambda: who(third="places", rest=" a card face down."),
        "placed": lambda: who(third="places", rest=f" {nm(d.get('card'))} face down."),
        "counter": lambda: who(
            third="puts",
            rest=f" {d.get('n', 1)} build counter{'' if d.get('n', 1) == 1 else 's'} on face-down card "
            f"{d.get('slot')} (now {d.get('counters')}).",
        ),
        "complete": lambda: who(
            third="completes", rest=f" {nm(d.get('card'))}{mode_words.get(d.get('mode') or '', '')}."
        ),
        "stack": lambda: (
            f"{nm(d.get('card'))} goes {'on top of' if d.get('position') == 'top' else 'under'} stack u{d.get('unit')} "
            f"({names(d.get('cards'))})."
        ),
        "reorder": lambda: f"Stack u{d.get('unit')} now has {nm(d.get('top'))} on top.",
        "equip": lambda: f"{nm(d.get('card'))} is attached to {unit()}.",
        "pilot": lambda: "{} boards {} as its pilot.".format(*pair("pilot", "unit")),
        "unpilot": lambda: f"Pilot {unit('pilot')} returns to the character arena.",
        "location_replaced": lambda: f"{nm(d.get('old'))} leaves the {d.get('arena')} arena's location slot.",
        "redeploy": lambda: f"{unit()} returns to the {d.get('arena')} arena.",
        "retreat": lambda: f"{unit()} retreats to the build zone.",
        "repair": lambda: f"{unit()} repairs {d.get('removed')} damage.",
        "arena_battle": lambda: f"The {d.get('arena')} battle begins.",
        "attack": lambda: "{} attacks {} in the {} arena.".format(*pair(), d.get("arena")),
        "attack_end": lambda: f"The attack of {unit('attacker')} ends.",
        "hold": lambda: f"{unit()} does not attack.",
        "roll": lambda: (
            f"Dice: attacker {dice(d.get('attacker_dice'))}; defender {dice(d.get('defender_dice'))}"
            + (f" (Evade {d['evade']})" if d.get("evade") else "")
            + "."
        ),
        "reroll": lambda: f"{unit()} rerolls {d.get('rerolled')} dice: now {dice(d.get('dice'))}.",
        "hits": lambda: f"Battle damage: attacker {d.get('attacker_damage')}, defender {d.get('defender_damage')}.",
        "damage_step": lambda: (
            "Damage placed: {} on {}, {} on {}".format(d.get("to_defender"), pair()[1], d.get("to_attacker"), pair()[0])
            + (f", {d['deflected']} deflected" if d.get("deflected") else "")
            + "."
        ),
        "damage": lambda: f"{unit()} takes {d.get('n')} {d.get('kind')} damage.",
        "damage_prevented": lambda: f"{d.get('n')} damage to {unit()} is prevented.",
        "heal": lambda: f"{unit()} loses {d.get('removed')} damage counter(s).",
        "destroyed": lambda: (
            f"{names(d.get('cards'))} (u{d.get('unit')}) "
            + (
                "is destroyed"
                if d.get("reason") == "damage"
                else f"is discarded ({reason_words.get(d.get('reason'), 'discarded')})"
            )
            + "."
        ),
        "tap": lambda: f"{unit()} is tapped.",
        "untap": lambda: f"{unit()} is untapped.",
        "modify": lambda: f"{unit()} gets {d.get('n', 0):+d} {d.get('stat')}{dur}.",
        "grant": lambda: f"{unit()} gets {d.get('keyword')} {d.get('n') or ''}".rstrip() + f"{dur}.",
        "prevent": lambda: (
            f"{'All' if d.get('n', 0) >= 99 else d.get('n')} battle damage to {unit()} will be prevented{dur}."
        ),
        "dice_bonus": lambda: f"{unit()} adds {d.get('n')} to each die this attack.",
        "dice_count": lambda: f"{unit()} rolls {d.get('n', 0):+d} dice this attack.",
        "add_damage": lambda: f"{unit()} deals {d.get('n')} more battle damage this attack.",
        "shields": lambda: f"Shields: {unit()} prevents 1 damage for {d.get('build_points')} build points.",
        "lucky": lambda: f"Lucky {d.get('n')}: {unit()} may reroll dice.",
        "stun": lambda: "Stun: {1} taps {0}.".format(*pair("unit", "by")),
        "retaliate": lambda: "Retaliate: {1} deals {2} damage to {0}.".format(*pair("unit", "by"), d.get("n")),
        "overkill": lambda: f"Overkill: {d.get('n')} damage to {unit()}.",
        "redirect": lambda: f"The attack now targets {unit()}.",
        "no_damage": lambda: who(
            third="prevents", rest=f" all damage done by units in the {d.get('arena')} arena this turn."
        ),
        "unless_paid": lambda: who(
            third="pays",
            rest=f" {d.get('force')} Force so that {nm(d.get('card'))} doesn't affect unit u{d.get('unit')}.",
        ),
        "lock_retreat": lambda: (
            f"{capital(player_name(d.get('player'), viewer))} can't retreat units from the "
            + f"{' or '.join(d.get('arenas') or [])} arena in the retreat step this turn."
        ),
        "deflect": lambda: f"{unit()} will turn back up to {d.get('n')} battle damage this attack.",
        "deflected": lambda: f"{d.get('n')} prevented damage is dealt to {unit()}.",
        "compel": lambda: f"The next attack of {unit()} this turn may be chosen by its enemy.",
        "suppress": lambda: f"{unit()} loses {d.get('keyword')}.",
        "dice_tap": lambda: f"Die for {unit()}: {d.get('die')}" + (", tapped." if d.get("tapped") else "."),
        "yield_build": lambda: who(third="pauses", rest=" their build step: the other build step comes first."),
        "bottom": lambda: who(third="puts", rest=" a card on the bottom of the deck."),
        "transfer": lambda: f"{d.get('n')} damage counters go on {unit()} instead.",
        "put_counters": lambda: f"{d.get('n')} damage counters are put on {unit()}.",
        "mute": lambda: f"{unit()} can't use activated abilities this turn.",
        "reverse_battles": lambda: "This turn the arena battles go character, ground, space.",
        "peek": lambda: who(third="looks", rest=f" at the top card of a deck: {nm(d.get('card'))}."),
        "dig": lambda: who(third="looks", rest=f" at the top {d.get('count')} cards of the deck."),
        "dig_take": lambda: who(third="takes", rest=" one of them into the hand."),
        "mark": lambda: f"{unit()} is chosen.",
        "rage": lambda: who(third="chooses", rest=f" the {d.get('arena')} arena for Rage of Victory."),
        "revealed": lambda: who(third="reveals", rest=f" {nm(d.get('card'))}."),
        "no_stacking": lambda: "This turn no stack can be reordered or stacked onto from a hand or build zone.",
        "bounce": lambda: f"{names(d.get('cards'))} return to the hand.",
        "pump": lambda: f"{unit()} may pay 1 Force for +{d.get('n')} power in its attacks this turn.",
        "give_intercept": lambda: f"{unit()} may pay {d.get('n')} Force to intercept this turn.",
        "acc_vs": lambda: f"Units attacking {unit()} get Accuracy {d.get('n')} this turn.",
        "placed_shown": lambda: who(
            third="places", rest=f" {nm(d.get('card'))} face down with {d.get('counters')} counters."
        ),
        "later": lambda: f"{nm(d.get('card'))} will act when the battle phase starts.",
        "dice_damage": lambda: f"Dice of damage against {unit()}: {dice(d.get('dice'))}, {d.get('n')} damage.",
        "battle_tax": lambda: f"Every battle card costs {d.get('n')} more Force this turn.",
        "ward": lambda: f"{unit()} can't be attacked this turn while its owner has another unit in its arena.",
        "cover": lambda: f"While {unit()} is in its arena, its owner's other units there can't be attacked this turn.",
        "crit_vs": lambda: f"Units attacking {unit()} get Critical Hit {d.get('n')} this turn.",
        "reveal": lambda: who(
            third="reveals",
            rest=f" {names(d.get('cards')) or 'no other card'}"
            + (f" and takes {nm(d['found'])}." if d.get("found") else " and finds no such unit."),
        ),
        "battle_card": lambda: who(third="plays", rest=f" {nm(d.get('card'))} for {d.get('force')} Force."),
        "ability": lambda: who(
            third="uses",
            rest=f" {d.get('ability')} of {nm(d.get('card'))} (u{d.get('unit')})"
            + (f" for {d['force']} Force" if d.get("force") else "")
            + ".",
        ),
        "trigger": lambda: f"{nm(d.get('card'))} triggers.",
        "mode": lambda: who(third="chooses", rest=f" option {d.get('mode', 0) + 1} of {nm(d.get('card'))}."),
        "arena_chosen": lambda: who(third="chooses", rest=f" the {d.get('arena')} arena."),
        "discard": lambda: who(third="discards", rest=f" {nm(d.get('card'))}."),
        "recover": lambda: who(third="returns", rest=f" {nm(d.get('card'))} from the discard pile to hand."),
        "tutor": lambda: who(
            third="searches",
            rest=f" {whose()} deck" + (f" and shows {nm(d['card'])}." if d.get("card") else " and takes nothing."),
        ),
        "look_hand": lambda: who(third="looks", rest=f" at {whose('of')} hand: {names(d.get('cards'))}."),
        "contest": lambda: "Contest for {}: {} against {}.".format(d.get("persona"), *pair("dark", "light")),
        "bid": lambda: (
            who(third="passes", rest=".") if d.get("bid") is None else who(third="bids", rest=f" {d.get('bid')}.")
        ),
        "contest_result": lambda: (
            f"Contest: Dark {d.get('dark_score')} against Light {d.get('light_score')}; "
            + (
                "a tie: both units are discarded."
                if d.get("winner") is None
                else who("winner", "wins", f" and {_verb('pays', d.get('winner') == viewer)} {d.get('paid')} Force.")
            )
        ),
        "control": lambda: (
            "Arena control: "
            + ", ".join(f"{a}: {player_name(p, viewer)}" for a, p in d.get("arenas", {}).items())
            + "."
        ),
        "game_over": lambda: (
            "Game over. "
            + game.describe_result(Result(d.get("winner"), str(d.get("reason")), tuple(d.get("scores") or ())), viewer)
            + "."
        ),
    }.get(kind)
    if text is not None:
        return str(text())
    return Game.describe_event(game, kind, data, viewer)
