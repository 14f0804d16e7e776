"""Setup (rules §3, and the joint decks of BIO-2.15 to BIO-2.18).

Order: options and map fixed (BIO-3.1); Toa declared (BIO-3.2); decks supplied, the challenge deck and the shared
mission deck drafted unless both players bring the same pre-agreed list (BIO-3.3, BIO-2.15 to BIO-2.17); private then
shared decks shuffled (BIO-3.4); P1 chosen at random (BIO-3.5); P2 places the Bohrok deck on a nest (BIO-3.6); opening
hands of 5, no mulligan (BIO-3.7); Toa on the start squares (BIO-3.8); turn 1, P1 active (BIO-3.9).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action, Deck, DeckError

from .base import NONE, OPENING_HAND, PASS, BioBase, card_action, with_refs
from .deckrules import CHALLENGE_MIN, MISSION_DECK, check_bohrok, toa_of
from .drawing import draw_action
from .effects import BOHROK
from .movement import BOHROK_DECK, square_action
from .shortcuts import DRAFT_AUTO, auto_bits, challenge_pick, mission_pick


def agreed_list(decks: list[Deck], section: str) -> list[str] | None:
    """BIO-2.17: a jointly built deck given as the same list by both players, else None (it is drafted)."""
    lists = [d.cards(section) for d in decks]
    if lists[0] and sorted(lists[0]) == sorted(lists[1]):
        return lists[0]
    return None


def pool_names(pool: Any, kind: str) -> list[str]:
    """One card id per name of ``kind`` in the card database (the non-foil printing), in card-id order."""
    seen: dict[str, str] = {}
    for cid in sorted(pool):
        card = pool[cid]
        if card.type == kind and (card.name not in seen or not card.foil):
            seen[card.name] = cid
    return sorted(seen.values())


def start_squares(state: BioBase) -> tuple[int, int]:
    """BIO-3.8: (P1's square, P2's square): west and east of one start pair, or opposite sheets on the joined map."""
    pairs = state.board.start_pairs
    if state.options["map"] == "mata-nui" and state.options["starts"] == "opposite-sheets":
        return pairs[0][0], pairs[-1][1]
    return pairs[0]


def build(state: BioBase, decks: list[Deck], seed: int, options: dict[str, Any], origin: dict[str, Any]) -> None:
    """Create every card instance and the setup frames of a new game (BIO-3.1 to BIO-3.4)."""
    pool = state.GAME.cards
    cards: list[str] = []
    zones: list[dict[str, list[int]]] = []

    def put(ids: list[str]) -> list[int]:
        start = len(cards)
        cards.extend(ids)
        return list(range(start, len(cards)))

    toas = []
    individual = options["mission_deck"] == "individual"
    for deck in decks:
        toa = toa_of(pool, deck)
        assert toa is not None  # checked before (BIO-2.2)
        toas.append(put([toa])[0])
        zone = {"actions": put(deck.cards("actions")), "masks": put(deck.cards("masks"))}
        zone["missions"] = put(deck.cards("missions")) if individual else []
        zones.append(zone)
    agreed_c = agreed_list(decks, "challenges")
    challenge_ids = agreed_c if agreed_c is not None else pool_names(pool, "challenge")
    if agreed_c is None and len(challenge_ids) < CHALLENGE_MIN:
        raise DeckError(
            f"BIO-2.15 shared: challenge deck: the card database has {len(challenge_ids)} challenge "
            f"names, at least {CHALLENGE_MIN} needed for the draft"
        )
    challenges = put(challenge_ids)
    agreed_m = None if individual else agreed_list(decks, "missions")
    mission_ids = [] if individual else (agreed_m if agreed_m is not None else pool_names(pool, "mission"))
    if not individual and agreed_m is None and len(mission_ids) < MISSION_DECK:
        raise DeckError(
            f"BIO-2.16 shared: mission deck: the card database has {len(mission_ids)} mission names, "
            f"{MISSION_DECK} needed for the draft"
        )
    missions = put(mission_ids)
    bohrok_ids = [next(c for c in pool_names(pool, "bohrok") if pool[c].name == b) for b in BOHROK]
    problems = check_bohrok(pool, bohrok_ids)
    if problems:
        raise DeckError("shared: " + "; ".join(map(str, problems)))
    bohrok = put(bohrok_ids)

    state._init_base(tuple(cards), seed, origin, options)
    state.started = False
    state.p1 = None
    state.turn = 0
    state.active = 0
    state.toa = (toas[0], toas[1])
    state.pos = [NONE, NONE]
    state.alock = [NONE, NONE]
    state.clock = [NONE, NONE]
    state.hands = [[], []]
    state.known = [[], []]
    state.adecks = [zones[0]["actions"], zones[1]["actions"]]
    state.adiscs = [[], []]
    state.mtdecks = [zones[0]["masks"], zones[1]["masks"]]
    state.mtknown = [0, 0]
    state.held = [[], []]
    state.amask = [NONE, NONE]
    state.aturaga = [NONE, NONE]
    state.mq = [[], []]
    state.mdraw = [[], []]
    state.mprog = [0, 0]
    state.melig = [False, False]
    if individual:
        state.mdecks = [zones[0]["missions"], zones[1]["missions"]]
        state.mdiscs = [[], []]
    else:
        state.mdecks = [missions if agreed_m is not None else []]
        state.mdiscs = [[]]
    state.mpool = [] if individual or agreed_m is not None else missions
    state.cdeck = challenges if agreed_c is not None else []
    state.cpool = [] if agreed_c is not None else challenges
    state.cdisc = []
    state.revealed = NONE
    state.bdeck = bohrok
    state.removed = []
    state.rbohrok = NONE
    state.nest = NONE
    state.window = []
    state.wkind = ""
    state.extra = 0
    state.leap = False
    state.ignore = False
    state.moved = False
    state.log(
        "setup",
        {
            "map": options["map"],
            "mission_deck": options["mission_deck"],
            "toa": [pool[state.cards[t]].name for t in toas],
        },
    )
    frames: list[tuple[Any, ...]] = []
    if state.cpool:
        frames.append(("draft_start", "challenge"))
    if state.mpool:
        frames.append(("draft_start", "mission"))
    state.push(*frames, ("shuffle",), ("choose_p1",))


_PICKS: dict[tuple[str, str, str, int], Action] = {}  # pick_action: by deck, card id, name and instance


def pick_action(state: BioBase, iid: int, deck: str) -> Action:
    """BIO-2.15, BIO-2.16: the draft action ``"pick <card id>"`` putting ``iid`` into the ``deck`` ("challenge" or
    "mission") deck, its ref ``iid`` (cached: a draft offers every name left at each pick)."""
    cid, name = state.cards[iid], state.facts.name[iid]
    key = (deck, cid, name, iid)
    act = _PICKS.get(key)
    if act is None:
        act = _PICKS[key] = with_refs(card_action("pick", cid, f"Put {name} into the {deck} deck"), (iid,))
    return act


class SetupMixin(BioBase):
    """Frames ``draft_start``, ``shuffle``, ``choose_p1``, ``deal`` (steps), ``draft_c``, ``draft_m``, ``nest``."""

    def step_draft_start(self, frame: tuple[Any, ...]) -> None:
        """BIO-2.15, BIO-2.16: a random player picks first."""
        first = self.rand_below(2)
        self.log("draft", {"deck": frame[1], "first": first})
        self.push(("draft_c", first, 0, 0) if frame[1] == "challenge" else ("draft_m", first, 0))

    def offer_draft_c(self, frame: tuple[Any, ...]) -> list[Action]:
        """BIO-2.15: pick a challenge name not yet in the deck, or pass once the deck has 6 cards."""
        acts = [pick_action(self, i, "challenge") for i in self.cpool]
        acts = [*acts, PASS] if len(self.cdeck) >= CHALLENGE_MIN else acts
        return [*acts, DRAFT_AUTO] if len(acts) > 1 else acts

    def take_draft_c(self, frame: tuple[Any, ...], act: Action) -> None:
        p, passes, bits = frame[1], frame[2], auto_bits(frame)
        if act.id == DRAFT_AUTO.id:  # the rest of p's picks by the default (shortcuts.py)
            bits |= 1 << p
            act = challenge_pick(self, p)
        if act.data is None:
            self.log("draft_pass", {"player": p, "deck": "challenge"})
            if passes == 0:
                self.push(("draft_c", 1 - p, 1, bits))  # two passes in a row end the draft
            return
        iid = self.first_of(self.cpool, act.data)
        self.cpool.remove(iid)
        self.cdeck.append(iid)
        self.log("draft_pick", {"player": p, "deck": "challenge", "card": self.cards[iid]})
        if self.cpool:
            self.push(("draft_c", 1 - p, 0, bits))

    def offer_draft_m(self, frame: tuple[Any, ...]) -> list[Action]:
        """BIO-2.16: pick a mission name not yet in the shared deck; no passing."""
        acts = [pick_action(self, i, "mission") for i in self.mpool]
        return [*acts, DRAFT_AUTO] if len(acts) > 1 else acts

    def take_draft_m(self, frame: tuple[Any, ...], act: Action) -> None:
        p, bits = frame[1], auto_bits(frame)
        if act.id == DRAFT_AUTO.id:  # the rest of p's picks by the default (shortcuts.py)
            bits |= 1 << p
            act = mission_pick(self)
        iid = self.first_of(self.mpool, act.data)
        self.mpool.remove(iid)
        self.mdecks[0].append(iid)
        self.log("draft_pick", {"player": p, "deck": "mission", "card": self.cards[iid]})
        if len(self.mdecks[0]) < MISSION_DECK:
            self.push(("draft_m", 1 - p, bits))

    def step_shuffle(self, frame: tuple[Any, ...]) -> None:
        """BIO-3.4: each player's private decks, then the shared decks."""
        individual = len(self.mdecks) == 2
        for p in (0, 1):
            self.shuffle(self.adecks[p])
            self.shuffle(self.mtdecks[p])
            if individual:
                self.shuffle(self.mdecks[p])
        self.shuffle(self.cdeck)
        if not individual:
            self.shuffle(self.mdecks[0])
        self.shuffle(self.bdeck)
        self.started = True
        self.log("shuffle", {"decks": "all"})

    def step_choose_p1(self, frame: tuple[Any, ...]) -> None:
        """BIO-3.5, BIO-3.6: P1 at random; P2 then places the Bohrok deck."""
        self.p1 = self.rand_below(2)
        self.log("first_player", {"player": self.p1})
        self.push(("nest", 1 - self.p1), ("deal",))

    def offer_nest(self, frame: tuple[Any, ...]) -> list[Action]:
        """BIO-3.6: P2 chooses a nest of the map in use for the Bohrok deck."""
        return [square_action(self.board, "nest", q, BOHROK_DECK) for q in self.board.nests]

    def take_nest(self, frame: tuple[Any, ...], act: Action) -> None:
        self.nest = act.data
        self.log("nest", {"player": frame[1], "square": self.board.names[act.data]})
        self.log("bohrok_top", {"card": self.cards[self.bdeck[-1]]})  # face up: the top is public (BIO-8.5)

    def step_deal(self, frame: tuple[Any, ...]) -> None:
        """BIO-3.7 to BIO-3.9: opening hands, Toa markers, turn 1 with P1 active."""
        p1 = self.p1
        assert p1 is not None
        for p in (p1, 1 - p1):
            for _ in range(OPENING_HAND):
                draw_action(self, p)
        west, east = start_squares(self)
        self.pos[p1], self.pos[1 - p1] = west, east
        self.log("place", {"player": p1, "square": self.board.names[west]})
        self.log("place", {"player": 1 - p1, "square": self.board.names[east]})
        self.turn = 1
        self.active = p1
        self.push(("turn",))
