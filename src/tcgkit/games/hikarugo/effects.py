"""10. The effect vocabulary (HGO-10.8): every primitive, resolved by its controller (HGO-5.21).

An effect is the frame ``("eff", controller, source instance, primitive)``; a primitive is plain data such as
``("DRAW", 2)``. A part that cannot be carried out does nothing (HGO-5.21): a match primitive whose requirement no
longer holds adds no modifier, and a choice with no candidate is skipped.
"""

from __future__ import annotations

from collections.abc import Callable

from tcgkit.core import Action

from .actions import RESIGN, STOP, TAKE, TAP, ZONE_REFS, card_action, square_actions
from .base import Frame, HgoBase, decision
from .board import SQUARES
from .cards import MATCH_PRIMITIVES, TYPE_NAMES, requirements


class EffectRules(HgoBase):
    def step_eff(self, frame: Frame) -> None:
        _, p, src, eff = frame
        self.log("effect", {"player": p, "card": self.cards[src], "effect": list(eff), "instance": src})
        _PRIMITIVES[eff[0]](self, p, src, eff)

    # ------------------------------------------------------------------ effects
    def e_draw(self, p: int, src: int, eff: Frame) -> None:
        """DRAW n: you draw n cards (HGO-5.13–5.14)."""
        self.draw(p, eff[1])

    def e_untap_stones(self, p: int, src: int, eff: Frame) -> None:
        """UNTAP_STONES n: untap up to n of your tapped stones (your choice)."""
        if self.stones[p] & self.tapped:
            self.push(("untap_fx", p, eff[1]))

    def e_tap_opp_stones(self, p: int, src: int, eff: Frame) -> None:
        """TAP_OPP_STONES n: tap up to n of the opponent's untapped stones (your choice)."""
        if self.stones[1 - p] & ~self.tapped:
            self.push(("tap_fx", p, eff[1]))

    def e_opp_discard_random(self, p: int, src: int, eff: Frame) -> None:
        """OPP_DISCARD_RANDOM n: the opponent discards n random cards from hand (all of them if fewer, HGO-0.7)."""
        q = 1 - p
        hand = self.hands[q]
        for _ in range(min(eff[1], len(hand))):
            hand.sort()  # the random pick must not depend on the (hidden) order of the hand
            iid = hand.pop(self.rand_below(len(hand)))
            self.leave_hand(q, iid)
            self.to_discard(iid)
            self.log("discard", {"player": q, "card": self.cards[iid], "from": "hand", "random": True, "instance": iid})

    def e_recover(self, p: int, src: int, eff: Frame) -> None:
        """RECOVER t: put one card of type t from your discard pile into your hand (your choice; nothing if none)."""
        kind = TYPE_NAMES.index(eff[1])
        if any(self.F[i].kind == kind for i in self.discards[p]):
            self.push(("recover", p, kind))

    def e_take_stone(self, p: int, src: int, eff: Frame) -> None:
        """TAKE_STONE n: remove up to n opposing stones from the board (your choice) into your agehama."""
        if self.stones[1 - p]:
            self.push(("take_fx", p, eff[1]))

    def e_banish_uchite(self, p: int, src: int, eff: Frame) -> None:
        """BANISH_UCHITE x: discard one opposing uchite of printed defense ≤ x from the uchite area (your choice);
        uchite in match slots cannot be chosen."""
        if any(self.F[u].defense <= eff[1] for u in self.uchite[1 - p]):
            self.push(("banish", p, eff[1]))

    def e_modifier(self, p: int, src: int, eff: Frame) -> None:
        """BOOST, ATTACK_UP, DEFENSE_UP, WEAKEN, EXTRA_TAKE and GUARD last until cleanup (HGO-5.28, HGO-5.36);
        each needs its requirement when it resolves."""
        req, _ = requirements((eff,))
        if self.requirements_met(p, req, -1):
            self.mods.append((eff[0], p, eff[1] if len(eff) > 1 else 0, src))

    # ------------------------------------------------------------------ choices
    def offer_untap_fx(self, frame: Frame) -> list[Action]:
        _, p, left = frame
        return self.untap_offer(p, left)

    @decision
    def take_untap_fx(self, frame: Frame, act: Action) -> None:
        if act is STOP:
            return
        _, p, left = frame
        if self.untap_taken(p, act):
            return
        if left > 1:
            self.push(("untap_fx", p, left - 1))

    def offer_tap_fx(self, frame: Frame) -> list[Action]:
        return [*square_actions(self.stones[1 - frame[1]] & ~self.tapped, TAP), STOP, RESIGN]

    @decision
    def take_tap_fx(self, frame: Frame, act: Action) -> None:
        if act is STOP:
            return
        _, p, left = frame
        self.tapped |= 1 << act.data
        self.log("tap", {"player": p, "square": SQUARES[act.data]})
        if left > 1:
            self.push(("tap_fx", p, left - 1))

    def offer_take_fx(self, frame: Frame) -> list[Action]:
        return [*square_actions(self.stones[1 - frame[1]], TAKE), STOP, RESIGN]

    @decision
    def take_take_fx(self, frame: Frame, act: Action) -> None:
        if act is STOP:
            return
        _, p, left = frame
        self.remove_stones(p, 1 << act.data)
        self.log("take", {"player": p, "square": SQUARES[act.data]})
        if left > 1:
            self.push(("take_fx", p, left - 1))

    def offer_recover(self, frame: Frame) -> list[Action]:
        _, p, kind = frame
        facts = self.GAME.facts
        F = self.F
        found = self.groups([i for i in self.discards[p] if F[i].kind == kind])
        to = ZONE_REFS[p]["hand"]
        return [*(card_action("recover", c, facts[c].name, ii, to) for c, ii in found), RESIGN]

    @decision
    def take_recover(self, frame: Frame, act: Action) -> None:
        """The recovered card's identity is public as it moves (HGO-8.6)."""
        p = frame[1]
        cid = act.data[1]
        iid = self.pick_card(self.discards[p], cid)
        self.hands[p].append(iid)
        self.known.append(iid)
        self.log("recover", {"player": p, "card": cid, "instance": iid})

    def offer_banish(self, frame: Frame) -> list[Action]:
        _, p, x = frame
        facts = self.GAME.facts
        F = self.F
        found = self.groups([u for u in self.uchite[1 - p] if F[u].defense <= x])
        to = ZONE_REFS[1 - p]["discard"]
        return [*(card_action("banish", c, facts[c].name, ii, to) for c, ii in found), RESIGN]

    @decision
    def take_banish(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        cid = act.data[1]
        iid = self.pick_card(self.uchite[1 - p], cid)
        self.to_discard(iid)
        self.log("discard", {"player": 1 - p, "card": cid, "from": "uchite", "by": p, "instance": iid})


_PRIMITIVES: dict[str, Callable[[EffectRules, int, int, Frame], None]] = {
    "DRAW": EffectRules.e_draw,
    "UNTAP_STONES": EffectRules.e_untap_stones,
    "TAP_OPP_STONES": EffectRules.e_tap_opp_stones,
    "OPP_DISCARD_RANDOM": EffectRules.e_opp_discard_random,
    "RECOVER": EffectRules.e_recover,
    "TAKE_STONE": EffectRules.e_take_stone,
    "BANISH_UCHITE": EffectRules.e_banish_uchite,
    **{kind: EffectRules.e_modifier for kind in MATCH_PRIMITIVES},
}
