"""A tiny card game used only to test the core machine (not registered).

Each player has a deck of number cards. A turn: draw one card (an automatic step), then play one card from hand
(score its number) or pass. First to 10 points wins; after 20 turns it is a draw.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tcgkit.core import Action, CardPool, Deck, Game, Note, Problem, Profile, Rng, State


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    value: int


class ToyState(State):
    FIELDS = {"hands": "list2", "decks": "list2", "played": "list2", "score": "list", "turn": "val"}
    ZONES = {"hand": "hands", "deck": "decks", "played": "played"}

    hands: list[list[int]]
    decks: list[list[int]]
    played: list[list[int]]
    score: list[int]
    turn: int

    def _derive(self) -> None:
        self.values = tuple(self.GAME.cards[c].value for c in self.cards)

    def step_turn(self, frame: tuple[Any, ...]) -> None:
        p = self.turn % 2
        if self.decks[p]:
            self.hands[p].append(self.decks[p].pop())
        self.push(("play", p))

    def offer_play(self, frame: tuple[Any, ...]) -> list[Action]:
        p = frame[1]
        acts = [Action(f"play {self.cards[i]}", f"Play {self.cards[i]}", i) for i in sorted(set(self.hands[p]))]
        seen: set[str] = set()
        uniq = [a for a in acts if not (a.id in seen or seen.add(a.id))]  # type: ignore[func-returns-value]
        return [*uniq, Action("pass", "Pass"), Action("resign", "Resign", resign=True)]

    def take_play(self, frame: tuple[Any, ...], act: Action) -> None:
        p = frame[1]
        if act.resign:
            self.end_game(1 - p, "RESIGN")
            return
        if act.data is not None:
            self.hands[p].remove(act.data)
            self.played[p].append(act.data)
            self.score[p] += self.values[act.data]
            self.log("play", {"player": p, "card": self.cards[act.data]})
        if self.score[p] >= 10:
            self.end_game(p, "TEN", tuple(self.score))
            return
        self.turn += 1
        if self.turn >= 20:
            self.end_game(None, "TURN_LIMIT", tuple(self.score))
            return
        self.push(("turn",))

    def _observe(self, player: int) -> dict[str, Any]:
        return {
            "hand": [{"iid": i, "card": self.cards[i]} for i in self.hands[player]],
            "opponent_hand": len(self.hands[1 - player]),
            "score": list(self.score),
        }

    def _explain(self, player: int) -> list[Note]:
        notes = [
            Note("TOY-3", f"points {self.score[player]}/10; the opponent {self.score[1 - player]}/10", (), "forecast")
        ]
        if not self.hands[player]:
            notes.append(Note("TOY-2", "you have no card in hand to play"))
        return notes

    def hidden_from(self, player: int) -> set[int]:
        return set(self.hands[1 - player]) | set(self.decks[0]) | set(self.decks[1])

    def _redeal_hidden(self, player: int, rng: Rng) -> None:
        opp = 1 - player
        pool = sorted(self.hands[opp] + self.decks[opp], key=lambda i: (self.cards[i], i))
        rng.shuffle(pool)
        n = len(self.hands[opp])
        self.hands[opp], self.decks[opp] = pool[:n], pool[n:]
        rng.shuffle(self.decks[player])


class ToyGame(Game):
    name = "toy"
    title = "Toy"
    state_class = ToyState
    DECISION_WORDS = {"play": "play a card, or pass"}
    RESULT_REASONS = {"TEN": ("TOY-3", "{winner} reached 10 points"), "RESIGN": ("TOY-4", "{loser} resigned")}
    profile = Profile(
        game="toy",
        title="Toy",
        publisher="-",
        years="-",
        rule_prefix="TOY",
        players=2,
        victory="10 points",
        deck="5+",
        deck_min=5,
        deck_max=None,
        copies=99,
        other_decks="none",
        opening_hand=2,
        hand_limit=None,
        mulligan="none",
        first_turn_draw="yes",
        card_states="none",
        discard="none",
        deck_out="skip draw",
        multiplayer="no",
        summoning_sickness="no",
        cost_carryover="no",
        damage_carryover="no",
        uniqueness="no",
        combat="none",
    )  # type: ignore[assignment]

    def load_cards(self) -> list[Any]:
        return [Card(f"n{v}", f"Number {v}", v) for v in range(1, 6)]

    def check_deck(self, deck: Deck) -> list[Problem]:
        n = deck.count()
        return [] if n >= 5 else [Problem("TOY-1", f"deck has {n} cards, needs 5")]

    def sample_decks(self) -> dict[str, Deck]:
        return {"low": Deck.of(["n1", "n2"] * 5), "high": Deck.of(["n3", "n4", "n5"] * 3)}

    def rules_text(self) -> str:
        return (
            "# Toy rules\n\nTOY-1 A deck has at least 5 cards.\nTOY-2 Draw a card, then play one or pass.\n"
            "TOY-3 The first player to 10 points wins.\nTOY-4 A player may resign.\n"
        )

    def render(self, state: State, player: int | None) -> str:
        st: Any = state
        names = [[self.cards[st.cards[i]].name for i in sorted(h)] for h in st.hands]
        lines = [f"[bold]Turn {st.turn + 1}[/bold]  score {st.score[0]} : {st.score[1]}"]
        for p in range(2):
            shown = ", ".join(names[p]) if player is None or player == p else f"{len(names[p])} cards"
            lines.append(f"player {p} hand: {shown or '-'}   deck: {len(st.decks[p])}")
        return "\n".join(lines)

    def new_state(self, decks: list[Deck], seed: int, options: dict[str, Any], origin: dict[str, Any]) -> State:
        state = ToyState.__new__(ToyState)
        cards = tuple(c for d in decks for c in d.cards())
        state._init_base(cards, seed, origin, options)
        split = decks[0].count()
        state.decks = [list(range(split)), list(range(split, len(cards)))]
        for d in state.decks:
            state.shuffle(d)
        state.hands = [[d.pop() for _ in range(2)] for d in state.decks]
        state.played = [[], []]
        state.score = [0, 0]
        state.turn = 0
        state.push(("turn",))
        return state


TOY = ToyGame()
POOL: CardPool[Card] = TOY.cards
