"""What the Star Wars evaluation (evaluation.py) keeps between calls: memos of its pure parts, for speed.

A search evaluates many states that share most of their board: the children of one state that differ by a build or
a hand card, the same positions reached again in other iterations and determinizations, both players' points of
view of one state. Each part kept here is a pure function of its key's *contents* (not of the board's version
numbers, which differ between states that reach the same board by different clones), so a kept value is the value
the part would compute again, bit for bit:

- ``boards``: the units' part of the evaluation, keyed by everything it reads, with the worths of the face-down
  cards known to the viewer on that board (see ``evaluation._board``);
- ``arenas``: an arena's battle replay, keyed by its units' numbers (see ``evaluation._replay_arena``);
- ``units``: what the evaluation reads of a unit (its current stats and what follows from them) and its battle
  keywords, keyed by the unit, the continuous effects and the effects in force (see ``unit_memo``).

Instance ids in the keys stand for cards of one game's decks (``state.facts``): the memos that hold them
(``DeckMemos``) start afresh when the decks change (``Memos.cards``). A memo that grows past ``MEMO_LIMIT``
entries is emptied: only time is lost.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.compiled import mypyc_attr

MEMO_LIMIT = 20000

#: The targets of continuous effects whose application reads no more of the board than the unit itself, the
#: effect's context and, through the unit's power and keywords, the effects in force (``UnitsMixin.aura_applies``
#: and ``match``); the battlers ('attacker', 'own_battler', ...) depend on the attack and the other units.
_LOCAL_TARGETS = frozenset(("this", "host", "all"))


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # picklable when compiled (core/compiled.py)
class DeckMemos:
    """The memos whose keys hold instance ids, for the cards of one game's decks (``facts``, a state's ``facts``;
    keeping it also keeps their cards' effects alive, whose ids ``signature_of`` takes)."""

    __slots__ = ("boards", "facts", "signed", "unit_records", "units")

    def __init__(self, facts: Any) -> None:
        self.facts = facts
        self.boards: dict[tuple[Any, ...], Any] = {}
        # (continuous-effect signature, effects in force) -> (records by unit, battle keyword numbers by unit)
        self.units: dict[tuple[Any, ...], tuple[dict[Any, Any], dict[Any, Any]]] = {}
        self.unit_records = 0  # entries in the dicts of ``units``
        # the last continuous-effect list signed and its signature (one tuple: read and replaced at once)
        self.signed: tuple[Any, tuple[Any, ...] | None] = (None, None)

    def unit_memo(self, auras: list[Any], mods: tuple[Any, ...]) -> tuple[dict[Any, Any], dict[Any, Any]] | None:
        """The memos of units' records (current stats and what the evaluation derives of them) and of their battle
        keywords under these continuous effects (``auras``, a state's ``auras()``) and effects in force (``mods``):
        (records by unit, keyword numbers by unit). None when a continuous effect reads more of the board than the
        unit it applies to (see ``signature_of``): then each is computed afresh. Call ``counted`` after adding
        entries."""
        signed = self.signed
        if signed[0] is not auras:  # the list is kept with its signature: its id is not reused meanwhile
            signed = self.signed = (auras, signature_of(auras))
        sig = signed[1]
        if sig is None:
            return None
        key = (sig, mods)
        got = self.units.get(key)
        if got is None:
            got = self.units[key] = ({}, {})
        return got

    def counted(self, added: int) -> None:
        """``added`` entries were put in the unit memos: empty them all when they hold too many."""
        self.unit_records += added
        if self.unit_records >= MEMO_LIMIT:
            self.units.clear()
            self.unit_records = 0


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # picklable when compiled (core/compiled.py)
class Memos:
    """The evaluation's memos (see the module docstring); one instance, ``MEMOS``."""

    __slots__ = ("arenas", "deck")

    def __init__(self) -> None:
        self.arenas: dict[tuple[Any, ...], Any] = {}  # their keys hold no instance ids: shared by all decks
        self.deck = DeckMemos(None)

    def clear(self) -> None:
        """Forget everything kept."""
        self.arenas.clear()
        self.deck = DeckMemos(None)

    def cards(self, facts: Any) -> DeckMemos:
        """The memos for the cards ``facts`` (a state's ``facts``), new if the last ones asked for were other
        decks'. An evaluation uses the object it got throughout, so that one of other decks meanwhile can't mix
        theirs in."""
        deck = self.deck
        if deck.facts is not facts:
            deck = self.deck = DeckMemos(facts)
        return deck


def signature_of(auras: list[Any]) -> tuple[Any, ...] | None:
    """What a unit's stats and keywords read of the continuous effects in force (``auras`` entries: effect, target
    kind, context, host uid): for each 'aura' effect, its identity, target kind, context (user, source unit,
    arena, chosen arena) and host. None if one of them reads more of the board than the unit it applies to: it
    targets a battler or counts units ('per'). (Effects are the cards' own objects, kept alive with the cards by
    ``DeckMemos``, so their ids are not reused while kept.)"""
    sig = []
    for eff, kind, ctx, host in auras:
        if eff.op != "aura":
            continue
        if eff.per or kind not in _LOCAL_TARGETS:
            return None
        sig.append((id(eff), kind, ctx.user, ctx.src, ctx.arena, ctx.chosen, host))
    return tuple(sig)


MEMOS = Memos()
