"""Requirements and blocking (MLP-5.1–5.3) and play requirements (MLP-6.1, Prismatic MLP-6.22)."""

from __future__ import annotations

from tcgkit.core.compiled import mypyc_attr

from .board import FRIGHT, MlpBase
from .cards import COLOR_BIT
from .facts import FRIEND, TROUBLEMAKER


@mypyc_attr(allow_interpreted_subclasses=True)
class RequirementRules(MlpBase):
    def requirement(self, player: int, loc: int) -> tuple[tuple[str, int], ...]:
        """The requirement ``player`` uses at slot ``loc`` (MLP-5.1), with requirement_mod entries added
        to its colourless entry (MLP-10.10 #18)."""
        prob = self.loc_prob[loc]
        f = self.F[prob]
        req = f.own_req if self.loc_owner[loc] == player else f.opp_req
        extra = self.requirement_mods(player, loc)
        if not extra:
            return req
        out = [(k, n) for k, n in req if k != "any"]
        anyn = sum(n for k, n in req if k == "any") + extra
        if anyn > 0:
            out.append(("any", anyn))
        return tuple(out)

    def requirement_mods(self, player: int, loc: int) -> int:
        """Extra colourless power ``player`` needs at ``loc`` (continuous abilities; continuous module)."""
        return 0

    def blocked(self, player: int, loc: int) -> bool:
        """MLP-5.3: a face-up troublemaker of the opponent, or a face-up Epic of anyone, blocks the slot."""
        F, fl, owner = self.F, self.fl, self.owner
        for i in self.locs[loc]:
            f = F[i]
            if f.kind == TROUBLEMAKER and not fl[i] & 2 and (owner[i] != player or f.epic):
                return True
        return False

    def side_power(self, player: int, loc: int) -> tuple[int, dict[int, int]]:
        """Total current power of ``player``'s characters at ``loc`` and the power of each (MLP-5.2)."""
        pw = {i: self.power(i) for i in self.locs[loc] if self.owner[i] == player and self._counts(i)}
        return sum(pw.values()), pw

    def _counts(self, i: int) -> bool:
        return self.F[i].kind <= FRIEND and not self.fl[i] & FRIGHT

    def requirement_met(self, player: int, loc: int) -> bool:
        """MLP-5.2: per-colour sums, ``not_`` entries (card text), and the colourless total on top."""
        req = self.requirement(player, loc)
        total, pw = self.side_power(player, loc)
        if not total:
            return not req  # every entry asks for at least 1 power (MLP-1.8)
        colored = 0
        masks: list[tuple[int, int]] = []  # (colours, power) of each character there
        for key, n in req:
            if key == "any":
                if total < n + colored:
                    return False
                continue
            colored += n
            if not masks:
                masks = [(self.colors(i), p) for i, p in pw.items()]
            if key.startswith("not_"):
                bit = COLOR_BIT[key[4:]]
                have = sum(p for m, p in masks if not m & bit)
            else:
                bit = COLOR_BIT[key]
                have = sum(p for m, p in masks if m & bit)
            if have < n:
                return False
        return True

    def meets(self, player: int, loc: int) -> bool:
        """MLP-5.3: ``player`` meets slot ``loc`` (not blocked, requirement met, not forbidden by a card)."""
        if self.blocked(player, loc) or not self.requirement_met(player, loc):
            return False
        return not self.confront_forbidden(player, loc)

    def confront_forbidden(self, player: int, loc: int) -> bool:
        return False

    def excess_power(self, player: int, loc: int) -> bool:
        """More power at the slot than the requirement's total (a Mane flip qualifier)."""
        total, _ = self.side_power(player, loc)
        return total > sum(n for _, n in self.requirement(player, loc))

    # ------------------------------------------------------------------ play requirements (MLP-6.1)
    def color_power(self, player: int) -> tuple[dict[int, int], int]:
        """Power of ``player``'s ready characters anywhere by colour bit, and their total."""
        by: dict[int, int] = {}
        total = 0
        for i in self.all_characters(player):
            p = self.power(i)
            if not p:
                continue
            total += p
            mask = self.colors(i)
            for bit in COLOR_BIT.values():
                if mask & bit:
                    by[bit] = by.get(bit, 0) + p
        return by, total

    def play_req_met(self, player: int, i: int, table: tuple[dict[int, int], int] | None = None) -> bool:
        """MLP-6.1: each (colour, N) of the card's requirement is met by ready power of that colour;
        Prismatic (MLP-6.22) counts every colour."""
        req = self.F[i].play_req
        if not req:
            return True
        by, total = table if table is not None else self.color_power(player)
        prismatic = "Prismatic" in self.F[i].kw
        for key, n in req:
            have = total if prismatic else by.get(COLOR_BIT[key], 0)
            if have < n:
                return False
        return True
