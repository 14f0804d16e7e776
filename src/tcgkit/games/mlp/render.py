"""The terminal view (rich markup; card names escaped): what a player needs to decide without looking elsewhere.

Every character shows its colour(s) and current power (MLP-1.15); every problem shows what each player needs there
and what they have (MLP-5.1, MLP-5.2), and whether a troublemaker blocks it (MLP-5.3); the hand shows each card's
type, cost, colour, power and requirement. Players are "you" / "the opponent" in a player's view and "player 1" /
"player 2" in a neutral one (``tcgkit.core.names``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.markup import escape

from tcgkit.core.names import join_names, player_name, possessive

from .board import BOOST, DOWN, EXH, FRIGHT
from .facts import EVENT, FRIEND, MANE, RESOURCE, TROUBLEMAKER
from .words import PLACEMENT_WORD, colors_text, plural, req_text, timing_text

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


def _card(s: MlpState, i: int, viewer: int | None, hidden: set[int]) -> str:
    """A card at a location: a character with its colours and power (MLP-1.15), a troublemaker with its power and
    points, a resource; its state (exhausted, frightened, face down, Mane side) and attachments."""
    if i in hidden:
        return "[dim]a face-down troublemaker[/dim]"
    f = s.F[i]
    name = escape(s.name(i))
    flags = s.fl[i]
    if flags & FRIGHT:
        return f"[dim]{name} (frightened: no colour, no power)[/dim]"
    bits = []
    if f.kind <= FRIEND:
        colors = s.color_names(s.colors(i))
        style = COLOR_STYLE.get(colors[0], "white") if colors else "white"
        text = f"[{style}]{name}[/{style}]"
        bits.append(f"{colors_text(colors)}, power {s.raw_power(i)}")
        if f.kind == MANE:
            bits.append("BOOSTED" if flags & BOOST else "START")
        kws = [k for k in s.keywords(i) if k not in ("Epic", "Villain")]
        if kws:
            bits.append(", ".join(kws))
        if flags & EXH:
            bits.append("exhausted: counts 0")
    elif f.kind == TROUBLEMAKER:
        text = name
        bits.append(f"troublemaker, power {f.power}, {plural(f.points, 'point')}")
        bits += [k for k in ("Epic", "Villain") if k in f.kw]
        if flags & DOWN:
            bits.append("face down")
    else:
        text = name
        bits.append("resource")
        if flags & EXH:
            bits.append("exhausted")
    atts = s.attachments(i)
    if atts:
        bits.append("with " + join_names([escape(s.name(a)) for a in atts]))
    under = s.beneath(i)
    if under:  # card text: a public pile beneath the card (Canterlot Nights)
        bits.append(f"{len(under)} beneath: " + join_names([escape(s.name(u)) for u in under]))
    if viewer is not None and s.owner[i] != viewer:
        text = f"[italic]{text}[/italic]"
    return text + f" [dim]({'; '.join(bits)})[/dim]"


def _problem_lines(s: MlpState, k: int, viewer: int | None, hidden: set[int]) -> list[str]:
    """A slot: its problem and bonus, then per player what they need and have (MLP-5.1–5.3), then the cards."""
    prob = s.loc_prob[k]
    owner = s.loc_owner[k]
    kind = "problem" if k < 4 else "temporary problem"
    lines = [
        f"[bold]{s.loc_tag[k]}[/bold] {escape(s.name(prob))} · {possessive(owner, viewer)} {kind} · "
        f"bonus {s.F[prob].bonus}"
    ]
    for p in _seats(viewer):
        who = player_name(p, viewer)
        needs = "need" if p == viewer else "needs"
        has = "have" if p == viewer else "has"
        tm = s.blocker(p, k)
        if tm >= 0:
            state = f"[red]blocked by {escape(s.name(tm))}[/red]"
        elif s.meets(p, k):
            state = "[green]met[/green]"
        else:
            state = "not met"
        need = req_text(s.requirement(p, k))
        lines.append(f"    {who} {needs} {need} · {who} {has} {s.progress_text(p, k)} · {state}")
    for p in _seats(viewer):
        cards = [i for i in s.locs[k] if s.owner[i] == p]
        if cards:
            lines.append(f"    {player_name(p, viewer)}: " + " · ".join(_card(s, i, viewer, hidden) for i in cards))
    return lines


def _seats(viewer: int | None) -> tuple[int, int]:
    """The viewer first (a neutral view: seat order)."""
    return (1, 0) if viewer == 1 else (0, 1)


def render(s: MlpState, viewer: int | None) -> str:
    """The table as ``viewer`` sees it (None: everything): scores toward 15, tokens, counts; every problem with what
    each player needs and has there; homes; the faceoff; the viewer's hand (every hand in the neutral view)."""
    hidden = s.hidden_from(viewer) if viewer is not None else set()
    lines = []
    phase = PHASE_NAME.get(s.phase, s.phase)
    turn = f"{possessive(s.active, viewer)} turn" if s.first >= 0 else "setup"
    head = f"[bold]My Little Pony CCG[/bold] · turn {s.turn} · {turn} · {phase}"
    if s.outcome is not None:
        head += " · [bold]game over[/bold]"
    lines.append(head)
    with s.reading():
        for p in _seats(viewer):
            lines.append(
                f"  {player_name(p, viewer)}: [bold]{s.scores[p]}[/bold]/15 points · {plural(s.tokens[p], 'token')}"
                f" · hand {len(s.hands[p])} · deck {len(s.decks[p])} · discard {len(s.discards[p])}"
                f" · home limit {s.home_limit(p)}"
            )
        if s.first >= 0 or any(p >= 0 for p in s.loc_prob):
            for k in s.slots():
                lines += _problem_lines(s, k, viewer, hidden)
        for p in _seats(viewer):
            home = s.locs[p]
            lines.append(
                f"[bold]{possessive(p, viewer)} home[/bold]: "
                + (" · ".join(_card(s, i, viewer, hidden) for i in home) or "-")
            )
        if s.fo_kind:
            lines += _faceoff_lines(s, viewer)
    if viewer is None:
        for p in (0, 1):
            lines.append(f"[bold]{possessive(p, None)} hand[/bold]: " + (_hand(s, s.hands[p]) or "-"))
    else:
        lines.append("[bold]your hand[/bold]: " + (_hand(s, s.hands[viewer]) or "-"))
        known = [i for i in s.known[viewer] if i in s.decks[1 - viewer] or i in s.decks[viewer]]
        for i in known:
            q = 0 if i in s.decks[0] else 1
            depth = len(s.decks[q]) - 1 - s.decks[q].index(i)
            lines.append(
                f"  you know: {escape(s.name(i))} is card {depth + 1} from the top of {possessive(q, viewer)} deck"
            )
    return "\n".join(lines)


def _faceoff_lines(s: MlpState, viewer: int | None) -> list[str]:
    where = ", ".join(escape(s.name(s.loc_prob[k])) for k in s.fo_slots if s.loc_prob[k] >= 0)
    if s.fo_kind == "troublemaker":
        sides = (
            f"{player_name(s.fo_side[0], viewer)} {s.fo_tot[0]} vs {escape(s.name(s.fo_tm))} {s.fo_tot[1]}"
            if s.fo_tm >= 0
            else ""
        )
    else:
        sides = " vs ".join(f"{player_name(s.fo_side[n], viewer)} {s.fo_tot[n]}" for n in (0, 1))
    lines = [f"[bold]{s.fo_kind} faceoff[/bold] at {where}: {sides}"]
    for p in (0, 1):
        if s.flips[p]:
            lines.append(
                f"    revealed by {player_name(p, viewer)}: " + ", ".join(escape(s.name(i)) for i in s.flips[p])
            )
    return lines


def _hand(s: MlpState, cards: list[int]) -> str:
    """A hand, sorted by card id, identical cards once with their count."""
    order = sorted(cards, key=lambda i: (s.cards[i], i))
    counts: dict[str, int] = {}
    for i in order:
        counts[s.cards[i]] = counts.get(s.cards[i], 0) + 1
    shown = [i for n, i in enumerate(order) if n == 0 or s.cards[order[n - 1]] != s.cards[i]]
    return ", ".join(("" if counts[s.cards[i]] == 1 else f"{counts[s.cards[i]]}× ") + _hand_card(s, i) for i in shown)


def _hand_card(s: MlpState, i: int) -> str:
    """A card in hand with what decides whether it can be played: type, cost, colour and power, requirement
    (MLP-6.1), timing of an event (MLP-1.7), placement of a resource (MLP-1.6)."""
    f = s.F[i]
    card = f.card
    bits = [card.type, f"cost {1 if f.kind == TROUBLEMAKER else f.cost}"]
    if f.kind == FRIEND:
        bits.append(f"{colors_text(card.colors)}, power {f.power}")
    elif f.kind == TROUBLEMAKER:
        bits.append(f"power {f.power}, {plural(f.points, 'point')}")
    elif f.kind == EVENT:
        bits.append(timing_text(f.timing))
    elif f.kind == RESOURCE:
        bits.append(PLACEMENT_WORD.get(f.placement, f.placement))
    if f.play_req and f.kind != TROUBLEMAKER:
        bits.append("needs " + req_text(f.play_req))
    return f"{escape(s.name(i))} [dim]({' · '.join(bits)})[/dim]"
