"""The Build Divide state's data and the helpers every rules module shares (zones, draws, current power and hit).

Zones (BDV-1.9) are lists of card instance ids per player. Ordered zones keep their *top* at the end of the list:
``deck[p][-1]`` is the top of the deck, ``life[p][-1]`` the top of the life zone (``life[p][0]`` was placed first,
BDV-3.9), ``grave[p][-1]`` the newest graveyard card. ``energy[p]`` and ``field[p]`` are in placement order.
``check`` is the public check position (BDV-5.29) and ``limbo`` holds a card being played (revealed, BDV-5.15).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action, State

from .cards import CardFilter, Condition, Facts, Target

#: BDV-7.7 reason codes. SIMULTANEOUS (BDV-7.5) is never produced: no single event of the BDV-10.8 vocabulary can
#: make both players win or lose at once (every draw, win and life check concerns one player, one at a time).
LIFE_DAMAGE, DECK_OUT, CARD_EFFECT, TURN_LIMIT = "LIFE_DAMAGE", "DECK_OUT", "CARD_EFFECT", "TURN_LIMIT"
SIMULTANEOUS = "SIMULTANEOUS"
PLAYER_TARGET = -1  # the target of an attack on the defender (BDV-4.12)

#: Refs (``Action.refs``, ``Game.event_refs``; docs/positions-builddivide.md "Refs"): card instance ids, and these
#: zones of each player as ``"kind:<seat>"``. A territory is always named by its slot, never by its instance id.
REF_KINDS = {
    "life": "a player's life zone (the target of an attack on that player; trigger checks come from it)",
    "deck": "a player's deck (searched, drawn from, milled)",
    "ddeck": "a player's D-deck (cards taken from it)",
    "energy": "a player's energy zone (a card charged into it; payments)",
    "field": "a player's field (a unit played onto it)",
    "territory": "a player's territory slot, the territory card in it (liberated or not)",
}
LIFE_REF = ("life:0", "life:1")
DECK_REF = ("deck:0", "deck:1")
DDECK_REF = ("ddeck:0", "ddeck:1")
ENERGY_REF = ("energy:0", "energy:1")
FIELD_REF = ("field:0", "field:1")
TERRITORY_REF = ("territory:0", "territory:1")


class BdvBase(State):
    """Fields and shared helpers; the rules live in the per-section mixins combined in ``state.BdvState``."""

    FIELDS = {
        "deck": "list2",
        "hand": "list2",
        "field": "list2",
        "energy": "list2",
        "life": "list2",
        "grave": "list2",
        "removed": "list2",
        "ddeck": "list2",
        "check": "list2",
        "limbo": "list2",
        "terr": "tuple",  # the territory instance of each player (it never leaves, BDV-5.19)
        "liberated": "list",  # per player: territory shows its LIBERATED side (BDV-1.11)
        "rested": "list",  # per instance: 1 = RESTED (units and energy, BDV-1.11)
        "pub": "list",  # per instance: 1 = its identity is public while in a hand (revealed on the way there)
        "deltas": "lists",  # (iid, power delta, hit delta) until end of turn (BDV-1.12)
        "owner": "tuple",  # per instance: its owner = controller (BDV-0.4)
        "turn": "val",  # the turn counter (BDV-4.2); 0 during setup
        "active": "val",  # the active player (BDV-0.3)
        "first": "val",  # the first player (BDV-3.5)
        "phase": "val",  # setup, stand, draw, main, attack, end
        "charged": "val",  # the active player has charged this turn (BDV-4.8)
        "mulled": "list",  # per player: None (not decided yet), True (mulliganed), False (kept) — BDV-8.8
    }
    ZONES = {
        "deck": "deck",
        "hand": "hand",
        "field": "field",
        "energy": "energy",
        "life": "life",
        "grave": "grave",
        "removed": "removed",
        "ddeck": "ddeck",
        "check": "check",
        "resolving": "limbo",
    }

    deck: list[list[int]]
    hand: list[list[int]]
    field: list[list[int]]
    energy: list[list[int]]
    life: list[list[int]]
    grave: list[list[int]]
    removed: list[list[int]]
    ddeck: list[list[int]]
    check: list[list[int]]
    limbo: list[list[int]]
    terr: tuple[int, int]
    liberated: list[bool]
    rested: list[int]
    pub: list[int]
    deltas: list[tuple[int, int, int]]
    owner: tuple[int, ...]
    turn: int
    active: int
    first: int
    phase: str
    charged: bool
    mulled: list[bool | None]
    # derived (shared by clones)
    f: tuple[Facts, ...]
    hand_limit: tuple[int, int]
    color_of: tuple[int, ...]  # per instance: its card's colour index (COLORS; 4 colourless), as ``f[i].color``
    card_order: tuple[int, ...]  # per instance: (rank of its card id) * instances + instance id (``distinct``)
    one_ref: tuple[tuple[int], ...]  # per instance: (i,), the refs of an action on that card alone
    field_ref: tuple[tuple[int, str], ...]  # per instance: (i, "field:<owner>"), playing it as a unit
    energy_ref: tuple[tuple[int, str], ...]  # per instance: (i, "energy:<owner>"), charging it
    play_acts: dict[int, Action]  # per instance, made when first offered: playing it (play.py)
    charge_acts: dict[int, Action]  # per instance, made when first offered: charging it (turn.py)

    def _derive(self) -> None:
        """Per-instance card facts, each player's hand limit (BDV-4.15, BDV-2.10), the refs of one-card actions and
        the one-card actions made so far, shared by all clones."""
        game: Any = self.GAME
        facts = game.facts
        self.f = tuple(facts[c] for c in self.cards)
        self.color_of = tuple(f.color for f in self.f)
        n = len(self.cards)
        rank = {c: k for k, c in enumerate(sorted(set(self.cards)))}
        self.card_order = tuple(rank[c] * n + i for i, c in enumerate(self.cards))
        owner = getattr(self, "owner", None)
        if owner is not None:  # the refs of one-card actions, built once per game (docs: "Refs")
            self.one_ref = tuple((i,) for i in range(len(owner)))
            self.field_ref = tuple((i, FIELD_REF[o]) for i, o in enumerate(owner))
            self.energy_ref = tuple((i, ENERGY_REF[o]) for i, o in enumerate(owner))
        # the actions of one card that are the same whenever offered (id, label, data and refs are the instance's)
        self.play_acts = {}
        self.charge_acts = {}
        terr = getattr(self, "terr", None)
        if terr is not None:
            limits = [game.rule_value(self.cards[t], "hand_limit") for t in terr]
            self.hand_limit = (limits[0], limits[1])

    def _extra_locations(self) -> list[tuple[int, str]]:
        return [(self.terr[0], "territory:0"), (self.terr[1], "territory:1")]

    # ------------------------------------------------------------------ presentation helpers
    def obj(self, i: int) -> dict[str, Any]:
        """A visible card instance as an observation/event object."""
        return {"iid": i, "card": self.cards[i], "name": self.f[i].name}

    def card_ref(self, i: int) -> int | str:
        """A card's ref: its instance id, or its territory slot for a territory (it never leaves it, BDV-5.19)."""
        terr = self.terr
        return TERRITORY_REF[0] if i == terr[0] else TERRITORY_REF[1] if i == terr[1] else i

    def distinct(self, zone: list[int]) -> list[int]:
        """One instance (the lowest id) per distinct card in ``zone``, in order of card id: ``zone`` sorted by
        (card id, instance id) through ``card_order``, keeping the first instance of each card."""
        order, n = self.card_order, len(self.cards)
        out = []
        last = -1
        for i in sorted(zone, key=order.__getitem__):
            rank = order[i] // n
            if rank != last:
                out.append(i)
                last = rank
        return out

    # ------------------------------------------------------------------ conditions, filters, power
    def cond_ok(self, p: int, conds: tuple[Condition, ...]) -> bool:
        """BDV-10.9: every condition holds for player ``p``."""
        for c in conds:
            kind, n = c.kind, c.n
            if kind == "LIBERATED":
                ok = self.liberated[p]
            elif kind == "OWN_LIFE_LE":
                ok = len(self.life[p]) <= n
            elif kind == "OPP_LIFE_LE":
                ok = len(self.life[1 - p]) <= n
            elif kind == "OWN_UNITS_GE":
                ok = len(self.field[p]) >= n
            else:  # OWN_GRAVE_GE
                ok = len(self.grave[p]) >= n
            if not ok:
                return False
        return True

    def card_ok(self, i: int, flt: CardFilter | None) -> bool:
        """BDV-10.8 card filter: type, color, ace, icon, cost_le."""
        if flt is None:
            return True
        f = self.f[i]
        return (
            (flt.type is None or f.type_name == flt.type)
            and (flt.color is None or f.color_name == flt.color)
            and (flt.ace is None or f.ace == flt.ace)
            and (flt.icon is None or f.icon_name == flt.icon)
            and (flt.cost_le is None or f.total <= flt.cost_le)
        )

    def unit_ok(self, i: int, t: Target) -> bool:
        """BDV-10.8 target filters: color, power_le (current power), cost_le (total cost), rested, ace."""
        f = self.f[i]
        return (
            (t.color is None or f.color_name == t.color)
            and (t.cost_le is None or f.total <= t.cost_le)
            and (t.rested is None or bool(self.rested[i]) == t.rested)
            and (t.ace is None or f.ace == t.ace)
            and (t.power_le is None or self.power_of(i) <= t.power_le)
        )

    def _mods(self, i: int) -> tuple[int, int]:
        """Power and hit modifiers on unit ``i``: STATIC auras (BDV-6.11) plus until-end-of-turn deltas."""
        dp = dh = 0
        o = self.owner[i]
        f = self.f
        sources = self.field[o]
        for j in sources:
            if f[j].auras:
                for conds, flt, ap, ah in f[j].auras:
                    if self.card_ok(i, flt) and self.cond_ok(o, conds):
                        dp += ap
                        dh += ah
        if self.liberated[o]:
            for conds, flt, ap, ah in f[self.terr[o]].auras:
                if self.card_ok(i, flt) and self.cond_ok(o, conds):
                    dp += ap
                    dh += ah
        for j, a, b in self.deltas:
            if j == i:
                dp += a
                dh += b
        return dp, dh

    def power_of(self, i: int) -> int:
        """BDV-1.13: current power = printed + STATIC + until-end-of-turn, at least 0 (BDV-0.8)."""
        return max(0, self.f[i].power + self._mods(i)[0])

    def hit_of(self, i: int) -> int:
        """BDV-1.13: current hit, computed like current power, at least 0."""
        return max(0, self.f[i].hit + self._mods(i)[1])

    def stats_of(self, i: int) -> tuple[int, int]:
        """(current power, current hit) with one pass over the modifiers (BDV-1.13, BDV-0.8)."""
        dp, dh = self._mods(i)
        f = self.f[i]
        return max(0, f.power + dp), max(0, f.hit + dh)

    def on_field(self, i: int) -> bool:
        return i >= 0 and i in self.field[self.owner[i]]

    # ------------------------------------------------------------------ moving cards
    def draw(self, p: int, n: int = 1) -> bool:
        """BDV-6.1: n single draws; from the life zone when the deck is empty (no check, not revealed, BDV-8.4);
        with both empty the player loses (BDV-7.2). Returns False if the game ended."""
        deck, life, hand, pub = self.deck[p], self.life[p], self.hand[p], self.pub
        from_life = 0
        for k in range(n):
            if deck:
                i = deck.pop()
            elif life:
                i = life.pop()
                from_life += 1
            else:
                if k:
                    self.log("draw", {"player": p, "n": k, "from_life": from_life})
                self.log("cannot_draw", {"player": p})
                self.end_game(1 - p, DECK_OUT)
                return False
            pub[i] = 0
            hand.append(i)
        self.log("draw", {"player": p, "n": n, "from_life": from_life})
        return True

    def leave_field(self, i: int) -> None:
        """BDV-6.10: a unit leaving the field loses its state and all deltas."""
        self.field[self.owner[i]].remove(i)
        self.rested[i] = 0
        if self.deltas:
            self.deltas = [d for d in self.deltas if d[0] != i]

    def to_grave(self, i: int) -> None:
        """BDV-6.9: onto the top of its owner's graveyard."""
        self.grave[self.owner[i]].append(i)

    def to_hand_public(self, i: int) -> None:
        """A card put into its owner's hand in plain view (bounce, GRAVE_TO_HAND, SEARCH, DDECK_TO_HAND)."""
        self.pub[i] = 1
        self.hand[self.owner[i]].append(i)
