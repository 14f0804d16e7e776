"""The game's basic operations, shared by the rules and the effects: scoring (MLP-7.1–7.3), entering play,
moving (Stubborn MLP-6.15, Pumped MLP-6.19), exhausting and readying (MLP-6.2), frightening (MLP-6.4–6.6),
dismissing (MLP-10.10 #13) and uncovering troublemakers (MLP-4.6, Villain MLP-6.11).
"""

from __future__ import annotations

from tcgkit.core import Action
from tcgkit.core.compiled import mypyc_attr

from .board import DOWN, EXH, FRIGHT, WIN_POINTS, Frame
from .cards import FrightenReplace, Power, ZeroBonus
from .facts import FRIEND, MANE, PROBLEM
from .flips import FlipRules


@mypyc_attr(allow_interpreted_subclasses=True)
class OpsRules(FlipRules):
    # ------------------------------------------------------------------ points and victory
    def score(self, player: int, n: int, loc: int = -1, why: str = "") -> None:
        """Add points to one player (MLP-7.3) and check victory at once (MLP-7.1, MLP-7.2)."""
        if n <= 0 or self.outcome is not None:
            return
        self.scores[player] += n
        self.log("score", {"player": player, "points": n, "total": self.scores[player], "why": why})
        if self.scores[player] >= WIN_POINTS:
            self.end_game(player, "points", tuple(self.scores))
            return
        self.score_flip(player, n, loc)

    # ------------------------------------------------------------------ tokens and draws (card-text triggers)
    def gain(self, player: int, n: int) -> None:
        """Gain tokens (MLP-6.7); receiving at least 1 triggers ``on_gain_tokens`` (card text, MLP-0.7)."""
        super().gain(player, n)
        if n > 0:
            self.fire("on_gain_tokens", player, -1, -1, n)

    def draw(self, player: int, n: int = 1) -> int:
        """Draw (MLP-6.25); drawing at least 1 card triggers ``on_draw`` (card text, MLP-0.7)."""
        got = super().draw(player, n)
        if got:
            self.fire("on_draw", player, -1, -1, got)
        return got

    # ------------------------------------------------------------------ entering play and moving
    def enter_location(self, i: int, loc: int, player: int) -> None:
        """A friend or resource enters play face up and ready at a location (MLP-4.13, MLP-6.3)."""
        self.place(i, loc)
        self.fl[i] = 0
        if loc >= 2 and "Pumped" in self.F[i].kw:
            self.mods.append((i, 1, 0, "", "t"))
        if self.F[i].kind == FRIEND and loc >= 2:
            self.fire("on_friend_played_here", player, loc, i)

    def can_move(self, i: int, by: int) -> bool:
        """MLP-6.15 Stubborn: an opponent's effect cannot move this character; frightened friends stay (MLP-4.19)."""
        if self.fl[i] & FRIGHT:
            return False
        if self.feat.forbids_moves and self.forbids("move", by, i, self.where(i)):
            return False
        return by == self.owner[i] or not self.has_kw(i, "Stubborn")

    def move(self, i: int, dest: int, by: int) -> None:
        """Move a character (and its attachments, MLP-1.16) to ``dest``; Pumped and on_move triggers."""
        origin = self.where(i)
        if origin == dest or origin < 0:
            return
        self.locs[origin].remove(i)
        self.place(i, dest)
        self.log("move", {"card": self.card_obj(i), "from": self.loc_tag[origin], "to": self.loc_tag[dest]})
        if self.fo_kind and dest in self.fo_slots and ("fo_close",) in self.stack:
            self.join_faceoff(i)  # only while the window is open (not after the result, e.g. a win trigger)
        self.fire("on_move", by, dest, i, origin)
        if dest >= 2:
            if self.has_kw(i, "Pumped"):
                self.mods.append((i, 1, 0, "", "t"))
            self.fire("on_move_to_slot", by, dest, i, origin)

    def join_faceoff(self, i: int) -> None:
        """A character moved to a faceoff slot while the faceoff runs (a faceoff event, card text MLP-0.7) takes part
        on its owner's side (MLP-5.12; a troublemaker faceoff: only the challenger's side); MLP-5.15 still counts
        it only if it is ready when the window closes."""
        for s in (0, 1):
            if self.fo_side[s] == self.owner[i] and not (self.fo_kind == "troublemaker" and s == 1):
                if i not in self.fo_parts[s]:
                    self.fo_parts[s].append(i)
                return

    def move_home(self, i: int) -> None:
        """Send a character to its owner's home without a trigger (solving, losing a troublemaker faceoff)."""
        origin = self.where(i)
        home = self.owner[i]
        if origin != home and origin >= 0:
            self.locs[origin].remove(i)
            self.place(i, home)

    # ------------------------------------------------------------------ states
    def exhaust(self, i: int) -> None:
        """Put an exhaustion counter on a card in play (not on a frightened friend, MLP-6.4)."""
        if not self.fl[i] & (FRIGHT | DOWN | EXH):
            if "exhaust" in self.feat.forbid_actions and self.forbids("exhaust", self.owner[i], i, self.where(i)):
                return  # a card prohibition wins (MLP-0.7)
            self.fl[i] |= EXH
            self.log("exhaust", {"card": self.card_obj(i)})
            if "on_exhausted" in self.fires:
                self.fire("on_exhausted", self.owner[i], self.where(i), i)

    def ready(self, i: int) -> None:
        if self.fl[i] & EXH:
            self.fl[i] &= ~EXH
            self.log("readied", {"card": self.card_obj(i)})

    def frighten(self, i: int) -> None:
        """MLP-6.4: a friend turns face down, loses its counter and modifiers; Manes are never frightened (MLP-6.6)."""
        if self.F[i].kind != FRIEND or self.fl[i] & FRIGHT or not self.in_play(i):
            return
        if "frighten" in self.feat.forbid_actions and self.forbids("frighten", self.owner[i], i, self.where(i)):
            return  # a card prohibition wins (MLP-0.7)
        if self.feat.frighten_replace and self.frighten_replaced(i):
            self.push(("replace_frighten", self.owner[i], i))
            return
        self.turn_face_down(i)

    def turn_face_down(self, i: int) -> None:
        """MLP-6.4: the friend is frightened now: face down, its modifiers gone, and the triggers that watch it."""
        self.fl[i] = FRIGHT
        self.mods = [m for m in self.mods if m[0] != i]
        self.log("frighten", {"card": self.card_obj(i)})
        if "on_frighten" in self.fires:
            self.fire("on_frighten", self.owner[i], self.where(i), i)

    def frighten_replaced(self, i: int) -> bool:
        """A ready friend with a ``frighten_replace`` ability (card text) may be exhausted instead."""
        if self.fl[i] & (EXH | DOWN):
            return False
        return any(type(e) is FrightenReplace for ab in self.F[i].abilities if ab.continuous for e in ab.effects)

    def offer_replace_frighten(self, frame: Frame) -> list[Action]:
        i = frame[2]
        return [
            Action("exhaust", f"Exhaust {self.name(i)} instead", refs=(i,)),
            Action("frighten", f"Let {self.name(i)} be frightened", refs=(i,)),
        ]

    def take_replace_frighten(self, frame: Frame, act: Action) -> None:
        i = frame[2]
        if not self.in_play(i) or self.fl[i] & FRIGHT:
            return
        if act.id == "exhaust":
            self.exhaust(i)
            return
        self.turn_face_down(i)

    def slot_bonus(self, loc: int) -> int:
        """The bonus of the problem at a slot (MLP-1.8); card text may make it 0 (``zero_bonus``)."""
        if self.attached:
            for r in self.attached:
                if self.where(r) == loc and any(
                    type(e) is ZeroBonus for ab in self.F[r].abilities if ab.continuous for e in ab.effects
                ):
                    return 0
        return self.F[self.loc_prob[loc]].bonus

    def tm_bonus(self, tm: int) -> int:
        """Power a troublemaker gets from resources attached to it (card text, e.g. A Fiery Temper)."""
        if not self.attached:
            return 0
        return sum(
            e.n
            for r in self.attachments(tm)
            for ab in self.F[r].abilities
            if ab.continuous
            for e in ab.effects
            if type(e) is Power
        )

    def replace_problem(self, loc: int) -> None:
        """Card text "replace its Problem": the problem goes face up under its owner's problem deck and the top
        card is turned up (MLP-5.28 d, MLP-5.29); nothing at the slot moves."""
        prob = self.loc_prob[loc]
        if loc < 2 or prob < 0 or self.F[prob].kind != PROBLEM:
            return
        owner = self.loc_owner[loc]
        deck = self.pdecks[owner]
        deck.insert(0, prob)
        self.seen_by(prob)
        new = deck.pop()
        self.loc_prob[loc] = new
        self.firsts = [x for x in self.firsts if x // 64 != prob]
        self.log("new_problem", {"player": owner, "at": self.loc_tag[loc], "card": self.card_obj(new)})
        self.fire("on_play", owner, loc, new)

    def recover(self, i: int) -> None:
        """MLP-6.5: a frightened friend turns face up and ready."""
        if self.fl[i] & FRIGHT:
            self.fl[i] = 0
            self.log("recover", {"card": self.card_obj(i)})

    # ------------------------------------------------------------------ leaving play
    def remove_to_discard(self, i: int, why: str) -> None:
        """A card in play goes to its owner's discard pile (attachments follow in the state check)."""
        self.detach(i)
        self.clear_state(i)
        self.into_discard(i)
        self.log("discard", {"card": self.card_obj(i), "why": why})

    def dismissable(self, i: int) -> bool:
        """Manes are never removed (MLP-6.6); card prohibitions win (MLP-0.7)."""
        if self.F[i].kind in (MANE, PROBLEM) or not self.in_play(i):
            return False
        return not (self.feat.forbids and self.forbids("dismiss", self.owner[i], i, self.where(i)))

    def dismiss(self, i: int) -> None:
        """MLP-10.10 #13: discard a friend, resource or troublemaker from play (a dismiss_replace aura may offer
        its owner the top of their deck instead)."""
        if not self.dismissable(i):
            return
        if self.F[i].kind == FRIEND and self.feat.dismiss_replace and self.dismiss_replaced(i):
            self.push(("replace_dismiss", self.owner[i], i))
            return
        self.remove_to_discard(i, "dismissed")
        self.fire("on_dismissed", self.owner[i], -1, i)

    def to_deck_top(self, i: int) -> None:
        """Put a card on top of its owner's draw deck; its identity stays known to both players (MLP-8.2)."""
        self.detach(i)
        self.clear_state(i)
        self.decks[self.owner[i]].append(i)
        self.seen_by(i)
        self.log("to_deck_top", {"card": self.card_obj(i)})

    # ------------------------------------------------------------------ troublemakers
    def uncover(self, i: int, loc: int) -> None:
        """MLP-4.6: a face-down troublemaker turns face up (its identity becomes public)."""
        self.fl[i] &= ~DOWN
        self.log("uncover", {"card": self.card_obj(i), "at": self.loc_tag[loc], "player": self.owner[i]})

    def epic_sweep(self, epic: int, loc: int) -> None:
        """MLP-4.7: an uncovered Epic discards every other troublemaker at its slot, face up or down."""
        for j in self.troublemakers(loc):
            if j != epic:
                self.remove_to_discard(j, "epic")

    def uncover_effects(self, i: int, loc: int) -> None:
        """MLP-4.9, MLP-6.11: a surviving uncovered troublemaker's Villain and 'when uncovered' abilities."""
        if not self.in_play(i) or self.fl[i] & DOWN:
            return
        if self.F[i].villain:
            for j in list(self.locs[loc]):
                if self.F[j].kind == FRIEND:
                    self.frighten(j)
        self.fire("on_uncover", self.owner[i], loc, i)
