"""Explanation notes (``State.explain``): why a player cannot do something now, and what is about to end the game.

"Blocked" notes answer the questions a new player asks: why a card in hand is not offered (its timing, MLP-1.7; its
colour requirement, MLP-6.1; tokens, MLP-4.21; no legal place or target, MLP-4.14/4.15), why a move, a draw or a
recovery is missing (MLP-4.18–4.20), why a troublemaker cannot be challenged (MLP-4.10) and why a problem where the
player has characters will not be confronted (blocked, MLP-5.3; requirement not met, MLP-5.2). "Forecast" notes
say how close the game is to its end: points toward 15 (MLP-7.1), what the active player would confront with the
board as it is (MLP-5.4) and whether a faceoff would follow (MLP-5.8), a nearly empty deck (MLP-6.25), the turn
limit (MLP-7.5), and the hand and home limits the player's own End phase will enforce (MLP-4.25, MLP-4.26).

Every note is derived from what the player may know: the board, counts, and the player's own hand — never the
opponent's hand, a face-down troublemaker's identity or a deck's order, so the notes are the same in every
determinization. Computing them only reads the state.
"""

from __future__ import annotations

from tcgkit.core import Note
from tcgkit.core.compiled import mypyc_attr
from tcgkit.core.names import capital, join_names, player_name

from .board import DOWN, EXH, FRIGHT, WIN_POINTS
from .cards import COLOR_BIT
from .end_phase import EndRules
from .facts import EVENT, FRIEND, TROUBLEMAKER
from .words import entry_word, plural, req_text, timing_text

Table = tuple[dict[int, int], int]
#: phases of the active player's turn before the score phase: what they would confront is still open
_BEFORE_SCORE = ("ready", "troublemaker", "main")
#: how many cards left in a draw deck earn a note (MLP-6.25)
LOW_DECK = 5
#: how many turns before the turn limit earn a note (MLP-7.5)
LAST_TURNS = 5


@mypyc_attr(allow_interpreted_subclasses=True)
class ExplainRules(EndRules):
    # ------------------------------------------------------------------ requirements in numbers (MLP-5.2)
    def requirement_progress(self, player: int, loc: int) -> list[tuple[str, int, int]]:
        """(entry, needed, have) for each entry of the requirement ``player`` uses at slot ``loc`` (MLP-5.1,
        MLP-5.2): a coloured entry counts the ready power of ``player``'s characters there having that colour, a
        ``non-X`` entry those without it, and the colourless entry their total, which must also cover the coloured
        entries (so its "needed" is the requirement's whole sum)."""
        total, pw = self.side_power(player, loc)
        out: list[tuple[str, int, int]] = []
        colored = 0
        for key, n in self.requirement(player, loc):
            if key == "any":
                out.append((key, n + colored, total))
                continue
            colored += n
            if key.startswith("not_"):
                bit = COLOR_BIT[key[4:]]
                have = sum(v for i, v in pw.items() if not self.colors(i) & bit)
            else:
                bit = COLOR_BIT[key]
                have = sum(v for i, v in pw.items() if self.colors(i) & bit)
            out.append((key, n, have))
        return out

    def progress_text(self, player: int, loc: int) -> str:
        """What ``player`` has toward the requirement at ``loc``: "yellow 2, non-yellow 1", "total 3"."""
        return ", ".join(
            f"total {have}" if key == "any" else f"{entry_word(key)} {have}"
            for key, _, have in self.requirement_progress(player, loc)
        )

    def blocker(self, player: int, loc: int) -> int:
        """The face-up troublemaker that blocks slot ``loc`` for ``player`` (MLP-5.3), or -1."""
        for i in self.locs[loc]:
            f = self.F[i]
            if f.kind == TROUBLEMAKER and not self.fl[i] & DOWN and (self.owner[i] != player or f.epic):
                return i
        return -1

    def slot_ref(self, loc: int) -> str:
        return f"problem:{self.loc_tag[loc]}"

    # ------------------------------------------------------------------ the notes
    def _explain(self, player: int) -> list[Note]:
        if self.outcome is not None or self.phase == "setup":
            return []
        with self.reading():
            notes: list[Note] = []
            decision = self.decision if self.to_move == player else ""
            if decision == "main":
                notes += self.hand_notes(player, "main")
                notes += self.action_notes(player)
            elif decision == "fo_window":
                notes += self.hand_notes(player, "faceoff")
            elif decision == "challenge":
                notes += self.challenge_notes(player)
            if self.active == player and self.phase in _BEFORE_SCORE:
                notes += self.problem_notes(player)
            notes += self.forecast_notes(player)
        return notes

    # ------------------------------------------------------------------ cards in hand
    def hand_notes(self, p: int, timing: str) -> list[Note]:
        """Why cards in hand are not offered now (MLP-4.13–4.17 in the main phase, MLP-5.14 in a faceoff window):
        one note per reason, naming every card it holds back; and the Unique warning of MLP-6.23."""
        table = self.color_power(p)
        groups: dict[tuple[str, str], list[int]] = {}
        costs: dict[int, int] = {}
        unique: list[int] = []
        for i in self.unique_by(sorted(self.hands[p]), lambda x: self.cards[x]):
            f = self.F[i]
            if timing == "faceoff" and f.kind != EVENT:
                continue  # only events are played in a faceoff window (MLP-5.14): not worth a note each
            reason = self.why_not_playable(p, i, table, timing)
            if reason is None:
                if timing == "main" and self.unique_clash(p, i):
                    unique.append(i)
                continue
            if reason[1] == "cost":
                costs[i] = self.cheapest_play(p, i)
            groups.setdefault(reason, []).append(i)
        notes = []
        for (rule, why), cards in groups.items():
            names = join_names([self.name(i) for i in cards])
            refs = tuple(cards)
            if why == "cost":
                listed = join_names([f"{self.name(i)} ({costs[i]})" for i in cards])
                text = f"Not enough tokens for {listed}: you have {self.tokens[p]}"
            elif why == "timing":
                text = (
                    f"{names} can be played only in a faceoff"
                    if timing == "main"
                    else f"{names} can be played only in your main phase"
                )
            elif why.startswith("timing:"):  # the card-text timings (reaction, troublemaker phase)
                when = {
                    "main phase": "in your main phase",
                    "faceoff": "in a faceoff",
                    "troublemaker phase": "in your troublemaker phase (challenge step)",
                    "reaction": "as a reaction, right after the moment it answers",
                }
                text = f"{names} can be played only " + " or ".join(when[w] for w in why[7:].split(" or "))
            elif why == "target":
                text = f"{names} {'has' if len(cards) == 1 else 'have'} no legal target now"
            elif why == "place":
                text = f"{names} {'has' if len(cards) == 1 else 'have'} no legal place now"
            else:  # a colour requirement: "req:<entries>"
                f = self.F[cards[0]]
                need = req_text(f.play_req)
                have = ", ".join(f"{c} {table[0].get(COLOR_BIT[c], 0)}" for c, _ in f.play_req)
                verb = "needs" if len(cards) == 1 else "each need"
                text = f"{names} {verb} {need} power among your ready characters in play; you have {have}"
            notes.append(Note(rule, text, refs))
        for i in unique:
            text = f"{self.name(i)} is Unique and you already have one face up: playing it makes you keep only one"
            notes.append(Note("MLP-6.23", text, (i,)))
        return notes

    def why_not_playable(self, p: int, i: int, table: Table, timing: str) -> tuple[str, str] | None:
        """(rule, reason) if card ``i`` in ``p``'s hand cannot be played now, else None. Reasons: ``timing``
        (MLP-1.7), ``req:...`` (MLP-6.1), ``cost`` (MLP-4.21), ``target`` (MLP-4.15), ``place`` (MLP-4.14)."""
        f = self.F[i]
        if f.kind == EVENT and timing not in f.timing:
            return ("MLP-1.7", "timing" if set(f.timing) <= {"main", "faceoff"} else "timing:" + timing_text(f.timing))
        if f.kind != TROUBLEMAKER and not self.play_req_met(p, i, table):
            return ("MLP-6.1", "req:" + ",".join(f"{c}{n}" for c, n in f.play_req))
        if f.kind == EVENT:
            if self.play_cost(p, i, -1) > self.tokens[p]:
                return ("MLP-4.21", "cost")
            if not self.event_targets_ok(p, i):
                return ("MLP-4.15", "target")
            return None
        if next(self._spots(p, i, "play"), None) is not None:
            return None
        if not self.play_places(p, i):
            return ("MLP-4.14", "place")
        return ("MLP-4.21", "cost")

    def play_places(self, p: int, i: int) -> list[int]:
        """Where card ``i`` could go if tokens were no object (MLP-4.13, MLP-4.14, MLP-4.17): locations, -1 for a
        new problem; a ``character`` resource: its hosts' locations; prohibitions of card text respected."""
        f = self.F[i]
        if f.kind == FRIEND:
            places = [p, *self.slots()]
            return [k for k in places if not self.forbids("play_here", p, i, k)] if self.feat.forbids else places
        if f.kind == TROUBLEMAKER or f.placement == "problem":
            return self.slots()
        if f.placement == "home":
            return [p]
        if f.placement == "new_problem":
            return [-1]
        return [self.where(h) for h in self.host_options(p, i)]

    def cheapest_play(self, p: int, i: int) -> int:
        """The lowest token cost of playing card ``i`` anywhere (MLP-4.13–4.17 with cost modifiers)."""
        if self.F[i].kind == EVENT:
            return self.play_cost(p, i, -1)
        return min((self.play_cost(p, i, k) for k in self.play_places(p, i)), default=0)

    def unique_clash(self, p: int, i: int) -> bool:
        """MLP-6.23: card ``i`` is Unique and ``p`` already has a face-up card of its title in play."""
        f = self.F[i]
        if "Unique" not in f.kw:
            return False
        return any(
            self.owner[j] == p and self.F[j].title == f.title and not self.fl[j] & (DOWN | FRIGHT)
            for j in self.in_play_cards()
        )

    # ------------------------------------------------------------------ draw, move, recover
    def action_notes(self, p: int) -> list[Note]:
        """Main-phase actions missing for a reason: an empty deck (MLP-4.18), too few tokens for drawing, moving
        or recovering (MLP-4.21), frightened friends that cannot move (MLP-4.19)."""
        notes = []
        pool = self.tokens[p]
        short = []
        if not self.decks[p]:
            notes.append(Note("MLP-4.18", "No draw action: your draw deck is empty"))
        elif pool < self.simple_cost(p, "draw", 1):
            short.append(f"draw ({plural(self.simple_cost(p, 'draw', 1), 'token')})")
        mine = self.all_characters(p)
        if mine and all(next(self._spots(p, i, "move"), None) is None for i in mine):
            cost = min(self.move_cost(p, i, p if self.where(i) != p else (self.slots() or [p])[0]) for i in mine)
            short.append(f"move a character ({plural(cost, 'token')})")
        scared = [i for cards in self.locs for i in cards if self.owner[i] == p and self.fl[i] & FRIGHT]
        recover = self.simple_cost(p, "recover", 2)
        if scared and pool < recover:
            short.append(f"recover a frightened friend ({plural(recover, 'token')})")
        if short:
            text = f"Not enough tokens to {' or '.join(short)}: you have {pool}"
            notes.append(Note("MLP-4.21", text))
        if scared:
            names = join_names([self.name(i) for i in scared])
            verb = "is" if len(scared) == 1 else "are"
            text = f"{names} {verb} frightened: no power, no moving, until recovered (2 tokens)"
            notes.append(Note("MLP-4.19", text, tuple(scared)))
        return notes

    # ------------------------------------------------------------------ challenges (MLP-4.10)
    def challenge_notes(self, p: int) -> list[Note]:
        """Face-up troublemakers ``p`` could challenge but for a reason: none of ``p``'s ready characters at their
        problem, or already challenged this turn (MLP-4.10)."""
        absent, done = [], []
        for loc in self.slot_order(p):
            ready = any(self.owner[i] == p and not self.fl[i] & EXH for i in self.characters(loc))
            for t in self.troublemakers(loc):
                if self.fl[t] & DOWN or (self.owner[t] == p and not self.F[t].epic):
                    continue
                if t in self.challenged:
                    done.append(t)
                elif not ready:
                    absent.append(t)
        notes = []
        if absent:
            names = join_names([self.name(t) for t in absent])
            text = f"You cannot challenge {names}: none of your ready characters is at its problem"
            notes.append(Note("MLP-4.10", text, tuple(absent)))
        if done:
            names = join_names([self.name(t) for t in done])
            notes.append(Note("MLP-4.10", f"{names} was already challenged this turn", tuple(done)))
        return notes

    # ------------------------------------------------------------------ problems (MLP-5.2, MLP-5.3)
    def problem_notes(self, p: int) -> list[Note]:
        """Why a problem where ``p`` has face-up characters would not be confronted in this turn's score phase:
        an opposing face-up (or any Epic) troublemaker blocks it (MLP-5.3), a card forbids it (MLP-0.7), or the
        requirement is not met (MLP-5.2)."""
        notes = []
        for loc in self.slot_order(p):
            if not any(self.owner[i] == p for i in self.characters(loc)):
                continue
            problem = self.name(self.loc_prob[loc])
            tm = self.blocker(p, loc)
            if tm >= 0:
                whose = "an Epic troublemaker" if self.F[tm].epic else "the opponent's troublemaker"
                text = f"{whose.capitalize()} {self.name(tm)} blocks {problem}: you cannot confront it"
                notes.append(Note("MLP-5.3", text, (tm, self.slot_ref(loc))))
            elif self.confront_forbidden(p, loc):
                notes.append(Note("MLP-0.7", f"A card forbids you to confront {problem}", (self.slot_ref(loc),)))
            elif not self.requirement_met(p, loc):
                need = req_text(self.requirement(p, loc))
                text = f"{problem} needs {need} from your ready characters there; you have {self.progress_text(p, loc)}"
                notes.append(Note("MLP-5.2", text, (self.slot_ref(loc),)))
        return notes

    # ------------------------------------------------------------------ forecasts
    def forecast_notes(self, p: int) -> list[Note]:
        s = self.scores
        notes = [
            Note("MLP-7.1", f"Points: you {s[p]}/{WIN_POINTS}, the opponent {s[1 - p]}/{WIN_POINTS}", (), "forecast")
        ]
        if self.phase in _BEFORE_SCORE:
            notes += self.confront_forecast(p)
        deck = len(self.decks[p])
        if 0 < deck <= LOW_DECK:
            text = (
                f"Your draw deck has {plural(deck, 'card')} left: an empty deck draws nothing and reveals nothing in"
                " faceoffs, but does not lose"
            )
            notes.append(Note("MLP-6.25", text, (), "forecast"))
        elif deck == 0 and not (self.to_move == p and self.decision == "main"):  # else the MLP-4.18 note says it
            text = "Your draw deck is empty: you draw nothing and reveal nothing in faceoffs, but you do not lose"
            notes.append(Note("MLP-6.25", text, (), "forecast"))
        limit = int(self.options.get("turn_limit", 80))
        if limit - self.turn < LAST_TURNS:
            if self.options.get("limit_winner"):
                then = "the player with more points wins"
            else:
                then = "the game is a draw"
            notes.append(Note("MLP-7.5", f"Turn {self.turn} of {limit}: after turn {limit} {then}", (), "forecast"))
        if self.active == p and self.phase != "end":
            hand = len(self.hands[p])
            if hand > self.hand_limit():
                text = f"You hold {hand} cards: at the end of your turn you discard down to {self.hand_limit()}"
                notes.append(Note("MLP-4.25", text, (), "forecast"))
            home = self.friends_at_home(p)
            over = len(home) - self.home_limit(p)
            if over > 0:
                text = (
                    f"{plural(len(home), 'friend')} at your home, home limit {self.home_limit(p)}: at the end of your"
                    f" turn you discard {over} of them"
                )
                notes.append(Note("MLP-4.26", text, tuple(home), "forecast"))
        return notes

    def confront_forecast(self, p: int) -> list[Note]:
        """MLP-5.4/5.5: the problems the active player meets now and the points they would bring; MLP-5.8: the
        faceoff that would follow (MLP-5.11: one per turn) and its bonus (MLP-5.21)."""
        a = self.active
        met = [k for k in self.slot_order(a) if self.meets(a, k)]
        if not met:
            return []
        who = player_name(a, p)
        names = join_names([self.name(self.loc_prob[k]) for k in met])
        score = self.scores[a] + len(met)
        refs = tuple(self.slot_ref(k) for k in met)
        if a == p:
            head = f"If you ended your main phase now, you would confront {names}"
        else:
            head = f"If the opponent ended the main phase now, they would confront {names}"
        text = f"{head}: +{plural(len(met), 'point')}, to {min(score, WIN_POINTS)}/{WIN_POINTS}"
        if score >= WIN_POINTS:
            text += f" — {who} {'win' if a == p else 'wins'}"
        notes = [Note("MLP-5.4", text, refs, "forecast")]
        if score >= WIN_POINTS or self.faced:
            return notes
        if self.options.get("multi_faceoff") == "published" and len(met) >= 2:
            fo = self.slot_order(a)
        else:
            fo = [k for k in met if self.meets(1 - a, k)]
        if fo:
            bonus = max(self.F[self.loc_prob[k]].bonus for k in fo)
            other = player_name(1 - a, p)
            where = join_names([self.name(self.loc_prob[k]) for k in fo])
            verb = "meet" if 1 - a == p else "meets"
            text = f"{capital(other)} also {verb} {where}: a faceoff for {plural(bonus, 'point')} would follow"
            notes.append(Note("MLP-5.8", text, tuple(self.slot_ref(k) for k in fo), "forecast"))
        return notes
