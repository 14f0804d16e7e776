"""Mane Character flips (MLP-6.8, MLP-6.9).

The five kinds of MLP-6.8 are ``confront_color N``, ``friends_in_play N``, ``characters_at_problem N``, ``score`` and
``win_faceoff``. Real Manes qualify them with their card text (MLP-0.7): ``confront`` with ``own_slot`` and a
``needs`` condition, ``score`` with ``involving_self`` (N points in one score phase at the Mane's slot) and
``win_faceoff`` with ``involving_self`` (a faceoff the Mane took part in). Event conditions are checked when the
event happens; state conditions in every state check (``triggers.check_state_flips``). A flip is permanent and keeps
the Mane's location, exhaustion, attachments and modifiers (MLP-6.9).
"""

from __future__ import annotations

from tcgkit.core.compiled import mypyc_attr

from .board import BOOST
from .facts import FRIEND, TROUBLEMAKER
from .triggers import TriggerRules


@mypyc_attr(allow_interpreted_subclasses=True)
class FlipRules(TriggerRules):
    def flip_mane(self, player: int, why: str) -> None:
        """MLP-6.9: turn the Mane to its BOOSTED side, keeping everything else."""
        m = self.mane[player]
        if self.fl[m] & BOOST:
            return
        self.fl[m] |= BOOST
        self.log("mane_flip", {"player": player, "card": self.card_obj(m), "why": why})

    def _unflipped(self, player: int, kind: str) -> bool:
        m = self.mane[player]
        flip = self.F[m].flip
        return flip is not None and flip.kind == kind and not self.fl[m] & BOOST

    def confront_flip_ok(self, player: int, loc: int) -> bool:
        """Whether confronting slot ``loc`` meets the Mane's confront condition (evaluated as it happens)."""
        m = self.mane[player]
        flip = self.F[m].flip
        if flip is None or self.fl[m] & BOOST:
            return False
        if flip.kind == "confront_color":
            bit = self.F[m].colors
            mine = [i for i in self.characters(loc) if self.owner[i] == player and self.colors(i) & bit]
            return sum(self.power(i) for i in mine) >= flip.n
        if flip.kind != "confront":
            return False
        if flip.own_slot and self.where(m) != loc:
            return False
        needs = flip.needs
        if needs == "own_troublemaker_here":
            return any(self.owner[i] == player and self.F[i].kind == TROUBLEMAKER for i in self.locs[loc])
        if needs == "excess_power":
            return self.excess_power(player, loc)
        if needs == "no_opposing_friends_here":
            return not any(self.owner[i] != player and self.F[i].kind == FRIEND for i in self.locs[loc])
        if needs == "critter_friend_here":
            return any(
                self.owner[i] == player and self.F[i].kind == FRIEND and self.has_trait(i, "Critter")
                for i in self.characters(loc)
            )
        if needs == "two_other_white_here":
            white = self.GAME.color_bit["white"]
            return (
                sum(1 for i in self.characters(loc) if i != m and self.owner[i] == player and self.colors(i) & white)
                >= 2
            )
        return True

    def event_flip(self, player: int) -> None:
        """Card text flip ``play_event``: the owner played an event; the Mane turns and is exhausted."""
        if self._unflipped(player, "play_event"):
            self.flip_mane(player, "play_event")
            self.exhaust(self.mane[player])  # type: ignore[attr-defined]  # OpsRules (a subclass)

    def resource_flip(self, player: int, host: int) -> None:
        """Card text flip ``resource_on_friend``: the owner played a resource onto one of their friends."""
        if self._unflipped(player, "resource_on_friend") and self.owner[host] == player and self.F[host].kind == FRIEND:
            self.flip_mane(player, "resource_on_friend")

    def end_turn_flip(self, player: int) -> None:
        """Card text flip ``end_turn``: at the end of the owner's turn, if the ``needs`` condition holds."""
        if not self._unflipped(player, "end_turn"):
            return
        m = self.mane[player]
        flip = self.F[m].flip
        assert flip is not None
        friends = [i for i in self.all_characters(player) if self.F[i].kind == FRIEND]
        if flip.needs == "friend_with_5_power":
            ok = any(self.power(i) >= 5 for i in friends)
        else:  # three_own_friends_with_it: at home, or at a problem with 3 of the owner's friends
            here = self.where(m)
            ok = here < 2 or sum(1 for i in friends if self.where(i) == here) >= 3
        if ok:
            self.flip_mane(player, "end_turn")

    def score_flip(self, player: int, n: int, loc: int) -> None:
        """MLP-6.8 ``score``: the owner scored; with ``involving_self``, N points in one score phase at the
        Mane's slot (counted in ``mane_pts``)."""
        if not self._unflipped(player, "score"):
            return
        m = self.mane[player]
        flip = self.F[m].flip
        assert flip is not None
        if flip.involving_self:
            if self.phase != "score" or loc < 0 or self.where(m) != loc:
                return
            self.mane_pts[player] += n
            if self.mane_pts[player] >= max(1, flip.n):
                self.flip_mane(player, "score")
        elif n >= 1:
            self.flip_mane(player, "score")

    def win_flip(self, player: int) -> None:
        """MLP-6.8 ``win_faceoff``: the owner won a faceoff (with ``involving_self``: one the Mane took part in)."""
        if not self._unflipped(player, "win_faceoff"):
            return
        m = self.mane[player]
        flip = self.F[m].flip
        assert flip is not None
        if flip.involving_self and m not in self.fo_parts[0] and m not in self.fo_parts[1]:
            return
        self.flip_mane(player, "win_faceoff")
