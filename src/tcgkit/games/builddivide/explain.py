"""Explanation notes (``State.explain``): what a player cannot do now and why, and what ends the game soon.

Every note is derived from what the player may know (BDV-8.1–8.10): their own hand, the public zones (fields, energy,
graveyards, territories), and the public counts of decks and life zones. Nothing here reads a deck, a life card or
the opponent's hand, so the notes are the same in every determinization. Notes are read, never acted on: nothing
here changes the state.

Blocked notes, for the deciding player:

- main phase (BDV-4.7): hand cards that cannot be paid for, grouped by the missing colour (BDV-5.2) or the missing
  amount (BDV-5.7); commands without a legal target (BDV-5.14); the once-per-turn charge already used (BDV-4.8);
  an ace that cannot liberate (title, side already liberated, or the surcharge not payable: BDV-5.8, BDV-5.16);
  more cards than the hand limit (BDV-4.15);
- attack phase: rested units cannot attack and standing opposing units cannot be attacked (BDV-4.12); no card is
  played or charged now (BDV-4.14);
- block: rested units cannot block (BDV-5.24);
- the opponent's turn: cards are played only in one's own main phase (BDV-5.41);
- the end-phase discard: how many cards are left to discard (BDV-4.15);
- any time: a unit's bonus that is off because its condition does not hold (BDV-6.11).

Forecast notes, for either player at any time: life counts and the empty-life win (BDV-7.1), enough hit on a
side's attackers to win if nothing is blocked (BDV-5.28, BDV-7.1), a short or empty deck (BDV-6.1, BDV-7.2), the
turn limit (BDV-7.6) and a card on the field that wins the game when its condition holds (BDV-7.3).
"""

from __future__ import annotations

from tcgkit.core import Note
from tcgkit.core.names import capital, join_names, player_name, possessive

from .cards import COMMAND, UNIT, Condition
from .play import PlayRules
from .wording import conditions_words, target_words, vector_words

_COLOR = ("black", "blue", "white", "red")
DECK_LOW = 5  # a deck this small is worth a forecast (BDV-6.1)
TURNS_LEFT = 3  # the turn limit is announced this many turns ahead (BDV-7.6)


def _cards(n: int) -> str:
    return "1 card" if n == 1 else f"{n} cards"


class ExplainRules(PlayRules):
    """``_explain(player)`` for Build Divide (see the module docstring)."""

    def _explain(self, player: int) -> list[Note]:
        if self.outcome is not None or self.turn == 0:
            return []
        notes: list[Note] = []
        top = self.stack[-1] if self.stack else None
        if top is not None and self.to_move == player:
            op = top[0]
            if op == "main":
                notes += self._main_notes(player)
            elif op == "attack":
                notes += self._attack_notes(player)
            elif op == "block":
                notes += self._rested_notes(player, "BDV-5.24", "Rested units cannot block")
            elif op == "dpick" and self.phase == "end" and self.active == player:
                left = top[2]
                more = "1 more card" if left == 1 else f"{left} more cards"
                notes.append(Note("BDV-4.15", f"Your hand limit is {self.hand_limit[player]}: discard {more}."))
            if self.active != player and self.hand[player]:
                notes.append(
                    Note(
                        "BDV-5.41",
                        "Cards are played only in your own main phase: in the opponent's turn you only block, "
                        "use shots and make the choices of effects.",
                    )
                )
        notes += self._aura_notes(player)
        notes += self._forecasts(player)
        return notes

    # ------------------------------------------------------------------ blocked: main phase
    def _main_notes(self, p: int) -> list[Note]:
        """BDV-4.7–4.8, BDV-5.2, BDV-5.7, BDV-5.8, BDV-5.14, BDV-5.16, BDV-4.15."""
        f = self.f
        avail = self.standing(p)
        total = sum(avail)
        rested = len(self.energy[p]) - total
        have = f"you have {total} standing" + (f", {rested} rested until your next turn" if rested else "")
        by_color: dict[int, list[int]] = {}
        by_total: list[int] = []
        targets: list[Note] = []
        aces: list[int] = []
        for i in self.distinct(self.hand[p]):
            fi = f[i]
            if fi.kind == UNIT and fi.ace:
                aces.append(i)
            lacking = [c for c in range(4) if fi.req[c] > avail[c]]
            if lacking:
                by_color.setdefault(lacking[0], []).append(i)
            elif total < fi.total:
                by_total.append(i)
            elif fi.kind == COMMAND:
                missing = self._missing_target(p, i)
                if missing:
                    text = f"{fi.name} cannot be played: it needs {missing}, and there is none."
                    targets.append(Note("BDV-5.14", text, (i,)))
        notes: list[Note] = []
        for c, cards in sorted(by_color.items()):
            names = join_names([f"{f[i].name} ({f[i].req[c]} {_COLOR[c]})" for i in cards])
            text = (
                f"Not enough standing {_COLOR[c]} energy ({avail[c]}) to play {names}; "
                "a coloured cost is paid only by energy of its colour."
            )
            notes.append(Note("BDV-5.2", text, tuple(cards)))
        if by_total:
            names = join_names([f"{f[i].name} (cost {f[i].total})" for i in by_total])
            notes.append(Note("BDV-5.7", f"Not enough energy to play {names}: {have}.", tuple(by_total)))
        notes += targets
        notes += self._ace_notes(p, aces, total)
        if self.charged and self.hand[p]:
            notes.append(Note("BDV-4.8", "You have already charged a card as energy this turn (once per turn)."))
        n, limit = len(self.hand[p]), self.hand_limit[p]
        if n > limit:
            notes.append(
                Note(
                    "BDV-4.15",
                    f"You hold {n} cards: at the end of your turn you discard down to your hand limit of {limit}.",
                )
            )
        return notes

    def _missing_target(self, p: int, i: int) -> str:
        """BDV-5.14: the target of the first mandatory single-target step with no legal target, in words."""
        for step in self.f[i].effects["cmd"]:
            t = step.target
            if t is not None and not step.optional and t.single and not self.candidates(p, i, -1, t, ()):
                return target_words(t)
        return ""

    def _ace_notes(self, p: int, aces: list[int], total: int) -> list[Note]:
        """BDV-5.8, BDV-5.16: why playing an ace in hand will not liberate the territory."""
        f = self.f
        terr = f[self.terr[p]]
        notes = []
        for i in aces:
            fi = f[i]
            if fi.title != terr.title:
                text = f"{fi.name} cannot liberate {terr.name}: its title «{fi.title}» is not «{terr.title}»."
                notes.append(Note("BDV-5.8", text, (i, f"territory:{p}")))
            elif self.liberated[p]:
                text = f"{terr.name} is already liberated: playing {fi.name} does not liberate it again."
                notes.append(Note("BDV-5.16", text, (i, f"territory:{p}")))
            elif self.can_pay(p, fi.req, fi.generic):
                extra = self.surcharge(p, i)
                if not self.can_pay(p, fi.req, fi.generic + extra):
                    need = vector_words(fi.req, fi.generic + extra)
                    text = (
                        f"Liberating {terr.name} with {fi.name} costs {need} (its cost plus {extra} for the "
                        f"liberation); you have {total} standing energy."
                    )
                    notes.append(Note("BDV-5.8", text, (i, f"territory:{p}")))
        return notes

    # ------------------------------------------------------------------ blocked: attacks and blocks
    def _attack_notes(self, p: int) -> list[Note]:
        """BDV-4.12, BDV-4.14."""
        notes = self._rested_notes(p, "BDV-4.12", "Rested units cannot attack")
        standing = [j for j in self.field[1 - p] if not self.rested[j]]
        if standing:
            names = join_names([self.f[j].name for j in standing])
            text = f"Standing opposing units cannot be attacked, only rested ones: {names}."
            notes.append(Note("BDV-4.12", text, tuple(standing)))
        if self.hand[p]:
            notes.append(Note("BDV-4.14", "No card can be played or charged in the attack phase."))
        return notes

    def _rested_notes(self, p: int, rule: str, head: str) -> list[Note]:
        rested = [u for u in self.field[p] if self.rested[u]]
        if not rested:
            return []
        return [Note(rule, f"{head}: {join_names([self.f[u].name for u in rested])}.", tuple(rested))]

    def _aura_notes(self, p: int) -> list[Note]:
        """BDV-6.11: a bonus of one of the player's units that is off because its condition does not hold."""
        notes = []
        seen: set[str] = set()
        f = self.f
        for u in self.field[p]:
            fu = f[u]
            if not fu.auras or fu.cid in seen:
                continue
            seen.add(fu.cid)
            off = [conds for conds, _flt, _p, _h in fu.auras if conds and not self.cond_ok(p, conds)]
            if off:
                text = f"The bonus of {fu.name} is off: it applies only while {conditions_words(off[0])}."
                notes.append(Note("BDV-6.11", text, (u,)))
        return notes

    # ------------------------------------------------------------------ forecasts
    def _forecasts(self, p: int) -> list[Note]:
        o = 1 - p
        notes = [self._life_note(p)]
        for q in (p, o):
            note = self._reach_note(q, p)
            if note is not None:
                notes.append(note)
        for q in (p, o):
            n = len(self.deck[q])
            whose = capital(possessive(q, p))
            if n == 0:
                text = (
                    f"{whose} deck is empty: each draw takes a life card instead, and a draw with no life card "
                    "left loses the game."
                )
                notes.append(Note("BDV-6.1", text, (f"deck:{q}",), "forecast"))
            elif n <= DECK_LOW:
                text = f"{whose} deck has {_cards(n)} left; when it is empty, draws take life cards."
                notes.append(Note("BDV-6.1", text, (f"deck:{q}",), "forecast"))
        notes += self._win_effect_notes(p)
        limit = self.options["turn_limit"]
        if limit - self.turn <= TURNS_LEFT:
            text = f"Turn {self.turn} of {limit}: if nobody has won when turn {limit} ends, the game is a draw."
            notes.append(Note("BDV-7.6", text, (), "forecast"))
        return notes

    def _life_note(self, p: int) -> Note:
        """BDV-1.10, BDV-7.1: life counts (yellow above red) and the empty-life win."""
        o = 1 - p
        mine, theirs = len(self.life[p]), len(self.life[o])
        refs = (f"life:{p}", f"life:{o}")
        if mine == 0 and theirs == 0:
            text = "Both life zones are empty: the next damage dealt wins the game."
        elif theirs == 0:
            text = "The opponent's life zone is empty: the next damage you deal wins the game."
        elif mine == 0:
            text = "Your life zone is empty: the next damage you take loses the game."
        else:

            def zones(n: int) -> str:
                return f"{n - 5} yellow + 5 red" if n > 5 else "all red"

            text = (
                f"Life: you {mine} ({zones(mine)}), the opponent {theirs} ({zones(theirs)}); "
                "damage to an empty life zone wins the game."
            )
        return Note("BDV-7.1", text, refs, "forecast")

    def _reach_note(self, q: int, p: int) -> Note | None:
        """BDV-5.28, BDV-7.1: q's attackers carry enough hit to win if nothing is blocked (the defender needs one
        damage more than their life cards). Units that attack now: q's standing units in q's main or attack phase;
        otherwise all of q's units, which stand in q's next stand phase (BDV-4.3)."""
        now = self.active == q and self.phase in ("main", "attack")
        units = [u for u in self.field[q] if not (now and self.rested[u])]
        if not units:
            return None
        hit = sum(self.hit_of(u) for u in units)
        life = len(self.life[1 - q])
        if hit <= life or not life:  # an empty life zone has its own note
            return None
        if q == p:
            when = "this turn" if now else "next turn"
            text = (
                f"Your attackers carry {hit} hit {when}: enough to win if no attack is blocked or stopped "
                f"(the opponent has {_cards(life)} in life)."
            )
        else:
            when = "this turn" if now else "on their turn"
            text = (
                f"The opponent's units carry {hit} hit {when}: enough to win if you block none "
                f"(you have {_cards(life)} in life)."
            )
        return Note("BDV-7.1", text, tuple(units), "forecast")

    def _win_effect_notes(self, p: int) -> list[Note]:
        """BDV-7.3: a unit on the field (or a liberated territory) whose ability wins the game, and how near its
        condition is."""
        notes = []
        f = self.f
        for q in (p, 1 - p):
            sources = list(self.field[q]) + ([self.terr[q]] if self.liberated[q] else [])
            for src in sources:
                fs = f[src]
                for timing, keys in fs.timed.items():
                    for key in keys:
                        if not any(s.op == "WIN_GAME" for s in fs.effects[key]):
                            continue
                        own = "your" if q == p else "their"
                        when = {
                            "START_OF_MAIN": f"at the start of {own} main phase",
                            "ON_ATTACK": "when it attacks",
                        }.get(timing, "when it triggers")
                        text = f"{fs.name} wins the game for {player_name(q, p)} {when}"
                        conds = fs.conds[key]
                        if conds:
                            text += " if " + " and ".join(self._cond_now(c, q, p) for c in conds)
                        notes.append(Note("BDV-7.3", text + ".", (src,), "forecast"))
        return notes

    def _cond_now(self, c: Condition, ctrl: int, viewer: int) -> str:
        """A condition of BDV-10.9 for ``viewer``, with the count it reads now ("your graveyard holds 15 or more
        cards (now 12)", "they have 3 or more units (now 1)")."""
        kind, n = c.kind, c.n
        own, they = ("your", "you have") if ctrl == viewer else ("their", "they have")
        if kind == "LIBERATED":
            return f"{own} territory is liberated ({'it is' if self.liberated[ctrl] else 'not yet'})"
        if kind == "OWN_GRAVE_GE":
            return f"{own} graveyard holds {n} or more cards (now {len(self.grave[ctrl])})"
        if kind == "OWN_UNITS_GE":
            return f"{they} {n} or more units (now {len(self.field[ctrl])})"
        if kind == "OWN_LIFE_LE":
            return f"{they} {n} or fewer life cards (now {len(self.life[ctrl])})"
        other = 1 - ctrl
        who = "you have" if other == viewer else "the opponent has"
        return f"{who} {n} or fewer life cards (now {len(self.life[other])})"
