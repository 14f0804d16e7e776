"""The terminal view (rich markup; card names escaped) and one-line descriptions of cards and log events."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.markup import escape

from .board import BOOST, DOWN, EXH, FRIGHT
from .cards import Card
from .facts import FRIEND, MANE

if TYPE_CHECKING:
    from .state import MlpState

COLOR_STYLE = {"blue": "blue", "orange": "dark_orange", "pink": "magenta", "purple": "purple", "white": "white"}
COLOR_STYLE["yellow"] = "yellow"
PHASE_NAME = {
    "setup": "setup",
    "ready": "Ready phase",
    "troublemaker": "Troublemaker phase",
    "main": "Main phase",
    "score": "Score phase",
    "end": "End phase",
}


def _req(req: tuple[tuple[str, int], ...]) -> str:
    parts = []
    for key, n in req:
        if key == "any":
            parts.append(f"+{n} any" if len(req) > 1 else f"{n} any")
        elif key.startswith("not_"):
            parts.append(f"{n} non-{key[4:]}")
        else:
            parts.append(f"{n} {key}")
    return ", ".join(parts) or "none"


def _card(s: MlpState, i: int, viewer: int | None, hidden: set[int]) -> str:
    if i in hidden:
        return "[dim]face-down troublemaker[/dim]"
    f = s.F[i]
    name = escape(s.name(i))
    flags = s.fl[i]
    if flags & FRIGHT:
        return f"[dim]{name} (frightened)[/dim]"
    bits = []
    if f.kind <= FRIEND:
        style = COLOR_STYLE.get(s.color_names(s.colors(i))[0], "white") if s.colors(i) else "white"
        text = f"[{style}]{name}[/{style}] {s.power(i)}"
        if f.kind == MANE:
            bits.append("BOOSTED" if flags & BOOST else "START")
        kws = [k for k in s.keywords(i) if k not in ("Epic", "Villain")]
        if kws:
            bits.append(", ".join(kws))
    else:
        text = name
        if flags & DOWN:
            bits.append("face down")
    if flags & EXH:
        bits.append("exhausted")
    atts = s.attachments(i)
    if atts:
        bits.append("with " + ", ".join(escape(s.name(a)) for a in atts))
    if s.owner[i] != viewer and viewer is not None:
        text = f"[italic]{text}[/italic]"
    return text + (f" [dim]({'; '.join(bits)})[/dim]" if bits else "")


def render(s: MlpState, viewer: int | None) -> str:
    """The table as ``viewer`` sees it (None: everything): problems with the characters at each, scores, tokens,
    homes, the faceoff, the viewer's hand."""
    hidden = s.hidden_from(viewer) if viewer is not None else set()
    who = {0: "player 0", 1: "player 1"}
    if viewer is not None:
        who[viewer] = "you"
        who[1 - viewer] = "opponent"
    lines = []
    phase = PHASE_NAME.get(s.phase, s.phase)
    head = f"[bold]My Little Pony CCG[/bold] · turn {s.turn} · {who.get(s.active, '?')} · {phase}"
    if s.outcome is not None:
        head += " · [bold]game over[/bold]"
    lines.append(head)
    for p in (0, 1):
        hand = len(s.hands[p])
        lines.append(
            f"  {who[p]}: [bold]{s.scores[p]}[/bold] points, {s.tokens[p]} tokens, hand {hand}, deck {len(s.decks[p])},"
            f" discard {len(s.discards[p])}, home limit {s.home_limit(p)}"
        )
    for k in s.slots():
        prob = s.loc_prob[k]
        f = s.F[prob]
        owner = s.loc_owner[k]
        lines.append(
            f"[bold]{s.loc_tag[k]}[/bold] {escape(s.name(prob))} ({_poss(who[owner])}, bonus {f.bonus}; "
            f"owner needs {_req(s.requirement(owner, k))}; opponent needs {_req(s.requirement(1 - owner, k))})"
        )
        for p in (0, 1):
            cards = [i for i in s.locs[k] if s.owner[i] == p]
            if cards:
                lines.append(f"    {who[p]}: " + " · ".join(_card(s, i, viewer, hidden) for i in cards))
    for p in (0, 1):
        home = s.locs[p]
        lines.append(
            f"[bold]home[/bold] of {who[p]}: " + (" · ".join(_card(s, i, viewer, hidden) for i in home) or "-")
        )
    if s.fo_kind:
        sides = " vs ".join(f"{who[s.fo_side[n]]} {s.fo_tot[n]}" for n in (0, 1))
        lines.append(f"[bold]faceoff[/bold] ({s.fo_kind}) at {', '.join(s.loc_tag[k] for k in s.fo_slots)}: {sides}")
        for p in (0, 1):
            if s.flips[p]:
                lines.append(f"    revealed by {who[p]}: " + ", ".join(escape(s.name(i)) for i in s.flips[p]))
    if viewer is None:
        for p in (0, 1):
            cards = sorted(s.hands[p], key=lambda i: s.cards[i])
            lines.append(f"[bold]hand[/bold] of {who[p]}: " + (", ".join(_hand_card(s, i) for i in cards) or "-"))
    else:
        mine = sorted(s.hands[viewer], key=lambda i: s.cards[i])
        lines.append("[bold]your hand[/bold]: " + (", ".join(_hand_card(s, i) for i in mine) or "-"))
        known = [i for i in s.known[viewer] if i in s.decks[1 - viewer] or i in s.decks[viewer]]
        for i in known:
            q = 0 if i in s.decks[0] else 1
            depth = len(s.decks[q]) - 1 - s.decks[q].index(i)
            lines.append(f"  you know: {escape(s.name(i))} is card {depth + 1} from the top of {who[q]}'s deck")
    return "\n".join(lines)


def _poss(who: str) -> str:
    return "yours" if who == "you" else f"{who}'s"


def _hand_card(s: MlpState, i: int) -> str:
    f = s.F[i]
    cost = f"{f.cost}" if f.kind != 4 else "1"
    return f"{escape(s.name(i))} [dim]({cost})[/dim]"


def describe_card(display: str, card: Card) -> str:
    """One line for ``tcgkit cards``: name, type, numbers, our wording."""
    parts = [display, card.type]
    if card.colors:
        parts.append("/".join(card.colors))
    nums = []
    if card.cost is not None:
        nums.append(f"cost {card.cost}")
    if card.power is not None:
        nums.append(f"power {card.power}")
    if card.requirement:
        nums.append("needs " + ", ".join(f"{n} {c}" for c, n in card.requirement.items()))
    if card.type == "problem":
        nums.append(f"bonus {card.bonus}")
        nums.append("owner " + ", ".join(f"{n} {c}" for c, n in card.owner_requirement.items()))
        nums.append("opponent " + ", ".join(f"{n} {c}" for c, n in card.opponent_requirement.items()))
        if card.starting:
            nums.append("Starting Problem")
    if card.points is not None:
        nums.append(f"points {card.points}")
    if card.type == "mane":
        nums.append(
            f"home limit {card.home_limit}; BOOSTED power {card.boosted_power}, home limit {card.boosted_home_limit}"
        )
    parts.append(", ".join(nums))
    if not card.supported:
        parts.append("NOT SUPPORTED")
    parts.append(card.text)
    return " | ".join(p for p in parts if p)


def _name(obj: Any) -> str:
    return str(obj.get("name", obj.get("card", "?"))) if isinstance(obj, dict) else str(obj)


def describe_event(kind: str, data: Any) -> str:
    """One line about a log event (only events the reader may see are passed here)."""
    d = data if isinstance(data, dict) else {}
    pl = f"player {d.get('player')}" if "player" in d else ""
    simple = {
        "draw": lambda: f"{pl} draws {d['n']} card{'s' if d['n'] != 1 else ''}",
        "start_chosen": lambda: f"{pl} chose a Starting Problem",
        "start_chosen_card": lambda: f"you chose {_name(d['card'])} as your Starting Problem",
        "starting_problems": lambda: "Starting Problems: " + ", ".join(_name(c) for c in d["problems"]),
        "first_player": lambda: f"{pl} goes first",
        "keep": lambda: f"{pl} keeps",
        "mulligan": lambda: f"{pl} mulligans",
        "turn": lambda: f"turn {d['turn']}: {pl}",
        "ready": lambda: f"{pl} readies and gains {d['tokens']} tokens ({d['pool']} in pool)",
        "tokens": lambda: f"{pl} {'gains' if d['change'] > 0 else 'loses'} {abs(d['change'])} token(s) ({d['pool']})",
        "uncover": lambda: f"{_name(d['card'])} is uncovered at {d['at']}",
        "challenge": lambda: f"{pl} challenges {_name(d['card'])} at {d['at']}",
        "play": lambda: (
            f"{pl} plays {_name(d['card'])}"
            + (f" to {d['to']}" if "to" in d else "")
            + (f" on {_name(d['on'])}" if "on" in d else "")
        ),
        "play_event": lambda: f"{pl} plays {_name(d['card'])}",
        "play_troublemaker": lambda: f"{pl} plays a troublemaker face down at {d['at']}",
        "play_troublemaker_card": lambda: f"(it is {_name(d['card'])})",
        "activate": lambda: f"{pl} uses {_name(d['card'])}",
        "ability": lambda: f"{_name(d['card'])}'s ability",
        "move": lambda: f"{_name(d['card'])} moves from {d['from']} to {d['to']}",
        "confront": lambda: f"{pl} confronts {_name(d['problem'])} at {d['at']}",
        "score": lambda: f"{pl} scores {d['points']} ({d['why']}), total {d['total']}",
        "faceoff": lambda: f"{d['kind']} faceoff at {', '.join(d['at'])}",
        "faceoff_totals": lambda: f"faceoff totals before reveals: {d['totals'][0]} vs {d['totals'][1]}",
        "reveal": lambda: (
            f"{pl} reveals " + (", ".join(_name(c) for c in d["cards"]) or "nothing") + f" (side total {d['total']})"
        ),
        "faceoff_result": lambda: (
            "faceoff ends without a result"
            if d.get("result") == "none"
            else ("faceoff is a draw" if d.get("winner") is None else f"player {d['winner']} wins the faceoff")
        ),
        "sent_home": lambda: f"{_name(d['card'])} is sent home",
        "solve": lambda: f"{_name(d['problem'])} at {d['at']} is solved",
        "new_problem": lambda: f"new problem at {d['at']}: {_name(d['card'])}",
        "slot_removed": lambda: f"the temporary problem {d['at']} is gone",
        "discard": lambda: f"{_name(d['card'])} is discarded ({d['why']})",
        "mane_flip": lambda: f"{_name(d['card'])} turns BOOSTED",
        "exhaust": lambda: f"{_name(d['card'])} is exhausted",
        "readied": lambda: f"{_name(d['card'])} is readied",
        "frighten": lambda: f"{_name(d['card'])} is frightened",
        "recover": lambda: f"{_name(d['card'])} recovers",
        "power": lambda: f"{_name(d['card'])} gets {d['change']:+d} power",
        "peek": lambda: (
            f"{pl} looks at {d['n']} card(s) of player {d['owner']}'s {d['zone'].replace('pdeck', 'problem deck')}"
        ),
        "to_bottom": lambda: f"{pl} puts a card on the bottom of player {d['owner']}'s deck",
        "inspired": lambda: f"{_name(d['card'])} is Inspired",
        "look": lambda: f"you look at {_name(d['card'])}",
        "mill": lambda: f"{pl} puts {_name(d['card'])} from the deck into the discard pile",
        "to_deck_top": lambda: f"{_name(d['card'])} goes on top of its owner's deck",
        "to_hand": lambda: f"{_name(d['card'])} goes to its owner's hand",
        "hand_to_deck": lambda: f"{pl} puts a card from hand on top of their deck",
        "cover": lambda: f"{_name(d['card'])} is turned face down",
        "flip_to_hand": lambda: f"{pl} takes the revealed {_name(d['card'])} into hand",
        "end_main": lambda: f"{pl} ends the main phase",
        "game_over": lambda: (
            "game over: "
            + ("draw" if d.get("winner") is None else f"player {d['winner']} wins")
            + f" ({d.get('reason')})"
        ),
    }
    fn = simple.get(kind)
    if fn is None:
        return kind if not d else f"{kind}: " + ", ".join(f"{k}={v}" for k, v in d.items())
    try:
        return fn()
    except (KeyError, TypeError, IndexError):
        return f"{kind}: {data}"
