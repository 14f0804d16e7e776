"""Card definitions (MLP-1.3–1.10) and the ability vocabulary of MLP-10.9/10.10, validated at load.

A card file holds ``[[card]]`` tables; each is converted into :class:`Card` (msgspec, strict) and then checked for
the type-specific fields of MLP-1.4–1.9, so a bad file is rejected with the file, the card and the field named.

An ability (MLP-10.9) is a table with exactly one of ``trigger``, ``activated`` or ``continuous``, optional
qualifiers, a target selector with a filter, a list of effect primitives (MLP-10.10, tagged by ``op``) and a
duration. The vocabulary beyond the eighteen primitives of MLP-10.10 (``add_keyword``, ``to_deck_top``, ...) is an
extension for real card text (MLP-0.7: card text overrides the rules); ``docs/mlp-coverage.md`` lists which cards use
what, and which cards the vocabulary cannot express yet.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from tcgkit.core import DataError
from tcgkit.core.data import convert, package_file, read_toml

NonNeg = Annotated[int, msgspec.Meta(ge=0)]
Positive = Annotated[int, msgspec.Meta(ge=1)]
CardId = Annotated[str, msgspec.Meta(pattern=r"^[a-z0-9][a-z0-9-]*$")]

#: The six colours of MLP-1.1 (the data's Elements: Loyalty, Honesty, Laughter, Magic, Generosity, Kindness).
COLORS = ("blue", "orange", "pink", "purple", "white", "yellow")
COLOR_BIT = {c: 1 << i for i, c in enumerate(COLORS)}
ALL_COLORS = (1 << len(COLORS)) - 1
#: Card types of MLP-1.2.
TYPES = ("mane", "friend", "resource", "event", "troublemaker", "problem")
DRAW_TYPES = ("friend", "resource", "event", "troublemaker")
PLACEMENTS = ("home", "problem", "character", "new_problem")
#: Keywords the rules define (MLP-6.11–6.23), plus Caretaker, which only real card text uses (MLP-0.7: +1 power
#: while at a problem with a Critter character, see ``continuous.aura_power``); cards may carry no other.
KEYWORDS = (
    "Swift",
    "Studious",
    "Stubborn",
    "Diligent",
    "Inspired",
    "Random",
    "Pumped",
    "Showboat",
    "Supportive",
    "Prismatic",
    "Unique",
    "Villain",
    "Epic",
    "Caretaker",
)
NUMBERED_KEYWORDS = ("Supportive",)
#: Trigger kinds: MLP-10.9, then the extensions used by real cards.
TRIGGERS = (
    "on_play",
    "on_uncover",
    "each_troublemaker_phase",
    "start_main",
    "start_score",
    "on_confront",
    "on_win_faceoff",
    "on_move_to_slot",
    "on_solve",
    "on_faceoff_start",
    "on_friend_played_here",
    "on_dismissed",
    "on_gain_tokens",
    "on_draw",
    "on_discard",
    "on_flip",
    "on_move",
    "on_discarded",
    # Canterlot Nights (card text, MLP-0.7)
    "start_turn",
    "on_troublemaker_played",
    "on_event_played",
    "on_frighten",
    "on_exhausted",
    "on_retired",
    "end_draw",
    "on_score_bonus",
    "start_phase",
    "on_main_action",
    "on_challenged",
    "end_turn",
)
#: Where the source of a continuous ability must be for it to apply (MLP-10.9 "continuous with a condition").
PLACES = ("in_play", "at_home", "at_slot", "alone", "at_opponent_slot", "exhausted")
#: While what a continuous ability applies; faceoff kinds limit power effects to participants.
DURING = ("", "faceoff", "problem_faceoff", "troublemaker_faceoff", "score_phase", "main_phase")
#: Target selectors of MLP-10.9 plus ``host`` (the character a resource is attached to), ``all_characters``,
#: ``chosen_character`` (either side), ``chosen_own_card`` (character or resource), ``each_player``, ``this_slot``,
#: ``subject`` (the card the triggering event happened to, e.g. the character just played).
TARGETS = (
    "self",
    "host",
    "own_mane",
    "chosen_own_character",
    "chosen_opposing_character",
    "chosen_character",
    "chosen_own_card",
    "all_friends_here",
    "all_characters",
    "chosen_troublemaker",
    "chosen_resource",
    "controller",
    "opponent",
    "each_player",
    "this_slot",
    "subject",
    "subject_host",
    "chosen_card",
)
#: Event timings: MLP-1.7, plus ``reaction`` (card text "Reaction: play when ..."): played from hand when its
#: ``trigger`` happens, in the state check that follows (MLP-6.27), not in a main phase or faceoff window; and
#: ``troublemaker`` (card text "Troublemaker Phase:"): played in the active player's challenge step (MLP-4.10).
EVENT_TIMINGS = ("main", "faceoff", "reaction", "troublemaker")
#: a friend's extra play permissions (card text): ``faceoff`` played in a faceoff window to a location where its
#: player has a participant, joining the faceoff; ``from_discard`` played from the discard pile like from hand
FRIEND_TIMINGS = ("faceoff", "from_discard")
DURATIONS = ("", "this_faceoff", "end_of_phase", "end_of_turn", "until_next_turn", "while_in_play", "permanent")
WHO = ("controller", "opponent", "each", "active")
FLIP_KINDS = (
    "confront_color",
    "friends_in_play",
    "characters_at_problem",
    "score",
    "win_faceoff",
    "confront",
    "play_event",
    "resource_on_friend",
    "end_turn",
    "ability",
)
FLIP_NEEDS = (
    "",
    "own_troublemaker_here",
    "excess_power",
    "no_opposing_friends_here",
    "critter_friend_here",
    "two_other_white_here",
    "friend_with_5_power",
    "three_own_friends_with_it",
)


class _Strict(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    pass


class Filter(_Strict):
    """Which cards a selector, recall, count or cost modifier accepts (all given fields must hold)."""

    side: Literal["", "own", "opponent", "any"] = ""
    type: Literal["", "friend", "character", "mane", "resource", "event", "troublemaker", "card"] = ""
    colors: tuple[str, ...] = ()  # any of these colours
    not_color: str = ""
    trait: str = ""
    names: tuple[str, ...] = ()
    max_power: int | None = None
    min_power: int | None = None
    where: Literal[
        "",
        "here",
        "home",
        "slot",
        "opponent_slot",
        "opponent_home",
        "involved",
        "faceoff_slot",
        "subject_here",
        "challengers",
        "other_slot",
    ] = ""  # subject_here: at the location of the triggering event's subject; challengers: a ready character of the
    # challenging player at the faceoff slot (the troublemaker faceoff's character side); other_slot: at a problem
    # other than the ability's own
    other: bool = False
    exhausted: bool | None = None
    frightened: bool | None = None
    face_down: bool | None = None
    has_attachment: bool | None = None
    attached: bool | None = None  # a resource attached to a character
    is_self: bool = False  # the ability's own card
    keyword: str = ""  # has this keyword now (e.g. "Pumped")
    min_beneath: int | None = None  # at least this many cards beneath it (card text, see ``Beneath``)
    printed_power: int | None = None  # exactly this printed power
    needs_help: bool = False  # a friend that is frightened or exhausted (frightened ones may be chosen)
    attachment_trait: str = ""  # carries an attached resource with this trait (e.g. "Accessory")
    #: derived, never written in data: whether one of the five fields above is set (``matches`` skips them if not)
    more: bool = False

    def __post_init__(self) -> None:
        more = bool(self.keyword or self.needs_help or self.attachment_trait)
        more = more or self.min_beneath is not None or self.printed_power is not None
        msgspec.structs.force_setattr(self, "more", more)


class Count(_Strict):
    """A condition: at least ``min`` cards matching ``filter`` (sides relative to the player concerned)."""

    filter: Filter
    min: NonNeg = 1
    max: int | None = None  # also at most this many ("only white characters": no other one, max = 0)
    power: bool = False  # count total current power instead of cards


# ---------------------------------------------------------------------- effect primitives (MLP-10.10)
class _Op(msgspec.Struct, tag_field="op", forbid_unknown_fields=True, frozen=True):
    pass


class GainTokens(_Op, tag="gain_tokens"):
    n: int = 0
    amount: Literal["", "target_cost"] = ""  # target_cost: the printed cost of each target (e.g. a retired friend)
    who: str = "controller"
    this_phase: bool = False


class Draw(_Op, tag="draw"):
    n: NonNeg = 1
    who: str = "controller"
    amount: Literal["", "opponent_tokens"] = ""  # instead of n: as many as the opponent has tokens


class Score(_Op, tag="score"):
    n: NonNeg = 0
    amount: Literal["", "slot_bonus"] = ""
    who: str = "controller"


class Power(_Op, tag="power"):
    n: int = 0
    amount: Literal[
        "", "self_power", "per_attachment", "per_opposing_character_here", "per_beneath", "target_power"
    ] = ""
    # per_beneath: n for each card beneath the ability's own card; target_power: the target's current power
    to_source: bool = False  # the ability's own card gets it (with target_power: each target's power)


class FaceoffBonus(_Op, tag="faceoff_bonus"):
    n: int


class ExtraReveal(_Op, tag="extra_reveal"):
    n: Positive
    per_name: tuple[str, ...] = ()
    who: Literal["controller", "opponent"] = "controller"  # whose side reveals more (a participant's aura)


class Exhaust(_Op, tag="exhaust"):
    pass


class Ready(_Op, tag="ready"):
    pass


class Frighten(_Op, tag="frighten"):
    pass


class Recover(_Op, tag="recover"):
    pass


class Move(_Op, tag="move"):
    dest: Literal[
        "home",
        "this_slot",
        "chosen",
        "chosen_slot",
        "other_slot",
        "origin",
        "different_slot",
        "event_slot",
        "fewer_characters",
        "troublemaker_slot",
        "own_critter_slot",
    ]
    # origin: where an on_move trigger's subject came from; different_slot: each target to another problem;
    # event_slot: the location of the triggering event (e.g. where a Mane was moved); fewer_characters: another
    # problem with no more characters than the target's own problem (card text, MLP-0.7)


class DiscardHand(_Op, tag="discard_hand"):
    n: NonNeg  # 0 = the whole hand
    mode: Literal["random", "chosen"]
    who: str = "opponent"
    amount: Literal["", "opponent_tokens", "own_tokens"] = ""  # instead of n: tokens of the controller's opponent
    # or of each discarding player (0 then discards nothing)


class Dismiss(_Op, tag="dismiss"):
    if_power_at_most: int | None = None


class PeekTop(_Op, tag="peek_top"):
    n: Positive
    mode: Literal["bottom", "reorder"] = "bottom"
    deck: Literal["own", "opponent"] = "own"


class Recall(_Op, tag="recall"):
    filter: Filter = Filter()
    to: Literal["hand", "deck_top"] = "hand"
    not_subject: bool = False  # not the triggering event's subject ("another friend")


class AddColor(_Op, tag="add_color"):
    color: str


class CostMod(_Op, tag="cost_mod"):
    action: Literal["play", "play_friend", "play_resource", "play_troublemaker", "move", "draw", "recover"]
    n: int
    who: str = "controller"
    next_only: bool = False
    filter: Filter = Filter()
    scope: Literal["", "to_this_slot", "from_or_to_this_slot", "this_slot", "characters_here"] = ""
    floor: NonNeg = 0  # the modified cost is at least this ("to a minimum of 1")


class RequirementMod(_Op, tag="requirement_mod"):
    n: int
    who: str = "opponent"


# extensions for real card text (MLP-0.7)
class AddKeyword(_Op, tag="add_keyword"):
    keyword: str


class AddTrait(_Op, tag="add_trait"):
    """A continuous ability gives the target characters a trait (e.g. Critter) while it works."""

    trait: str


class FlipsToDiscard(_Op, tag="flips_to_discard"):
    """A continuous ability of a problem: cards revealed in a problem faceoff over it go to their owner's discard
    pile instead of under the deck (replacing MLP-5.19)."""


class Reattach(_Op, tag="reattach"):
    """Move the target resource from the friend it is attached to onto another friend it may be attached to
    (its ``attach_to`` rule, seen from the resource's owner); the chooser picks the new host."""


class Reflip(_Op, tag="reflip"):
    """The flipped card (the subject of an ``on_flip`` trigger) is ignored: its reveal value leaves its side's
    total, and that side reveals another card (card text "ignore that card and flip another")."""


class FlipPower(_Op, tag="flip_power"):
    """The flipped card (the subject of an ``on_flip`` trigger) adds ``n`` more to its side's total."""

    n: int


class IgnoreHighest(_Op, tag="ignore_highest"):
    """A participant's continuous ability: in the first reveal round the other side ignores its revealed card with
    the highest reveal value."""


class Replay(_Op, tag="replay"):
    """The target card (a resource in its owner's discard pile, e.g. the subject of ``on_dismissed``) is played
    again for free by its owner, by its placement (MLP-4.14)."""


class Banish(_Op, tag="banish"):
    """The target troublemaker leaves play for the banished zone (card text, MLP-0.7) while the ability's card
    stays where it is; when that card leaves its location, the troublemaker returns to play at a problem of
    that card's controller's choice and is uncovered (MLP-4.9: its "when uncovered" abilities)."""


class ToDeckTop(_Op, tag="to_deck_top"):
    pass


class Mill(_Op, tag="mill"):
    n: Positive
    who: str = "opponent"
    chosen: bool = False  # the controller chooses the player instead (``who`` is ignored)


class Uncover(_Op, tag="uncover"):
    source: bool = False  # the ability's own card instead of the targets


class Forbid(_Op, tag="forbid"):
    """A prohibition (MLP-0.7: it wins over any permission). ``move``: the matching characters (with target
    ``host``: the card's host) cannot be moved by ``by`` (relative to the forbidding card's owner; empty: anyone),
    by the move action or by effects, while the ability's ``count`` condition holds."""

    action: Literal["play_here", "dismiss", "confront", "move", "frighten", "challenge", "move_here", "exhaust"]
    # move_here: the matching characters cannot be moved to the forbidding card's problem
    filter: Filter = Filter()
    unless: Count | None = None
    by: Literal["", "controller", "opponent"] = ""
    leader: bool = False  # only for cards of the player with more power than the other at the card's location


class PayOrDismiss(_Op, tag="pay_or_dismiss"):
    n: Positive
    instead: Literal["dismiss", "exhaust"] = "dismiss"


class FlipToHand(_Op, tag="flip_to_hand"):
    filter: Filter = Filter()
    once: bool = False


class DismissReplace(_Op, tag="dismiss_replace"):
    pass


class ToHand(_Op, tag="to_hand"):
    pass


class HandToDeckTop(_Op, tag="hand_to_deck_top"):
    n: Positive


class Look(_Op, tag="look"):
    pass


class Cover(_Op, tag="cover"):
    pass


class Search(_Op, tag="search"):
    """Search one's own draw deck for a card matching ``filter`` (or find none), reveal it, put it into hand, then
    shuffle the deck (the engine's seeded shuffle, MLP-0.6; the new order is known to nobody, MLP-8.2)."""

    filter: Filter = Filter()
    who: str = "controller"
    to: Literal["hand", "home_frightened"] = "hand"  # or: played for free to the searcher's home, frightened


class RevealTake(_Op, tag="reveal_take"):
    """Reveal the top ``n`` cards of one's own deck to both players, may put one matching ``filter`` into hand, and
    put the others back on top (``rest = "top"``) or under the deck (``"bottom"``) in an order of one's choice."""

    n: Positive
    filter: Filter = Filter()
    rest: Literal["top", "bottom", "discard"] = "top"
    must: bool = False  # a matching card must be taken when there is one


class Beneath(_Op, tag="beneath"):
    """Put a card beneath each target (card text "banish ... to beneath"): the ability's own card (an event being
    resolved), a card from the controller's hand matching ``filter`` (their choice; revealed), or the top card of
    their deck. Cards beneath a card are public and out of play; they leave with it (see ``TriggerRules``)."""

    card: Literal["self", "hand", "deck_top"]
    filter: Filter = Filter()


class BanishBeneath(_Op, tag="banish_beneath"):
    """The targets (cards in play) leave play to beneath the ability's own card."""


class BanishOut(_Op, tag="banish_out"):
    """The targets leave play for the banished zone for the rest of the game (card text "banish")."""


class Spend(_Op, tag="spend"):
    """``n`` cards beneath each target go to their owners' discard piles (the target must have them)."""

    n: Positive = 1


class SpendAny(_Op, tag="spend_any"):
    """The controller spends any number of the cards beneath the ability's card (their choice of how many), and
    gains 1 token or scores 1 point for each card spent."""

    reward: Literal["gain_tokens", "score"]
    all: bool = False  # every card beneath, no choice


class ClearBeneath(_Op, tag="clear_beneath"):
    """Every card beneath each target goes to its owner's discard pile."""


class FromBeneath(_Op, tag="from_beneath"):
    """A card beneath the ability's own card, of the controller's choice, goes on top of its owner's deck."""


class ReleaseBeneath(_Op, tag="release_beneath"):
    """Every friend beneath the ability's own card enters play at its owner's home (other cards: discard pile)."""


class Shuffle(_Op, tag="shuffle"):
    """The players ``who`` shuffle their draw decks (the seeded generator, MLP-0.6; the order is known to nobody)."""

    who: str = "controller"
    discard: bool = False  # the discard pile is shuffled into the deck first
    hand: bool = False  # the hand is shuffled into the deck first


class Challenge(_Op, tag="challenge"):
    """Card text: the controller challenges each target troublemaker at once (a troublemaker faceoff, MLP-5.23–5.27,
    outside the challenge step) with ``with_`` = ``all`` their ready characters at its problem, ``chosen`` one of them
    (their choice), or ``source`` the ability's own card (if it is there and ready)."""

    with_: Literal["all", "chosen", "source"] = msgspec.field(default="all", name="with")


class Showdown(_Op, tag="showdown"):
    """Card text "start a faceoff involving one of your friends and an opponent's friend with equal or greater
    power": the target (the controller's friend) and an opposing friend of their choice with at least its power
    are the only participants of a faceoff (MLP-5.12–5.20, no problem bonus); then the ``reward``."""

    reward: Literal["score", "gain_tokens", "hand_to_top", "loser_dismisses", "loser_to_hand"]


class HomeExempt(_Op, tag="home_exempt"):
    """A continuous ability: the controller's friends matching ``filter`` do not count towards their home limit
    (MLP-4.26, MLP-6.29) and are not discarded for it."""

    filter: Filter = Filter()


class PickFromHand(_Op, tag="pick_from_hand"):
    """The opponent reveals their hand; the controller may choose a card matching ``filter`` from it, which its
    owner discards."""

    filter: Filter = Filter()


class PeekBottom(_Op, tag="peek_bottom"):
    """Look at the bottom ``n`` cards of one's deck; one of them may go on top of the deck."""

    n: Positive


class Parity(_Op, tag="parity"):
    """Choose odd or even, then reveal the top card of one's deck (it stays there): a printed power of that parity
    (0 is even) gains 1 token and draws a card, otherwise draws a card."""


class FrightenReplace(_Op, tag="frighten_replace"):
    """A continuous ability of a friend: when it would be frightened, its owner may exhaust it instead (if it is
    ready)."""


class ReplaceProblem(_Op, tag="replace_problem"):
    """The problem of the ability's slot goes face up under its owner's problem deck and the next one is turned up
    (MLP-5.28 d) without solving: characters, resources and troublemakers stay."""


class ZeroBonus(_Op, tag="zero_bonus"):
    """A continuous ability of an attached resource: while its host is at a problem, that problem's bonus is 0."""


class DismissSentHome(_Op, tag="dismiss_sent_home"):
    """A continuous ability of a resource on a troublemaker: a friend its winning side would send home (MLP-5.25)
    is dismissed instead."""


class BeneathToHand(_Op, tag="beneath_to_hand"):
    """A marker of a card that keeps cards beneath it: when it leaves play or turns face down, those cards go to
    their owners' hands (instead of their discard piles)."""


class DiscardToPlay(_Op, tag="discard_to_play"):
    """A marker of a friend: when an opponent's effect makes its owner discard it from hand, its owner may put it
    into play (for free, at their home or a problem) instead of leaving it in the discard pile."""


class NextFaceoff(_Op, tag="next_faceoff"):
    """The controller's side adds the power of the ability's host troublemaker (printed, with attached
    resources still on it; after a faceoff over it, the faceoff's troublemaker) to its total in their next faceoff
    this turn."""


class AwayFrom(_Op, tag="away_from"):
    """The controller chooses a problem; the opponent moves one of their friends there (their choice) to another
    location of their choice."""


class FlipMane(_Op, tag="flip"):
    """The controller's Mane turns to its BOOSTED side (MLP-6.9) — a flip paid by an activated ability."""


class Retire(_Op, tag="retire"):
    """Card text "retire": the targets' controller puts them from play into their owners' discard piles. Not a
    dismissal (dismissal prohibitions and replacements do not apply); ``on_retired`` triggers."""


class PeekProblems(_Op, tag="peek_problems"):
    n: Positive
    mode: Literal["reorder", "top_or_bottom"] = "reorder"
    at: Literal["", "own_mane"] = ""  # own_mane: the problem deck of the slot the controller's Mane is at


Effect = (
    GainTokens
    | Draw
    | Score
    | Power
    | FaceoffBonus
    | ExtraReveal
    | Exhaust
    | Ready
    | Frighten
    | Recover
    | Move
    | DiscardHand
    | Dismiss
    | PeekTop
    | Recall
    | AddColor
    | CostMod
    | RequirementMod
    | AddKeyword
    | AddTrait
    | FlipsToDiscard
    | Reattach
    | Banish
    | Replay
    | Reflip
    | FlipPower
    | IgnoreHighest
    | ToDeckTop
    | Mill
    | Uncover
    | Forbid
    | PayOrDismiss
    | FlipToHand
    | DismissReplace
    | ToHand
    | HandToDeckTop
    | Look
    | Cover
    | PeekProblems
    | Search
    | RevealTake
    | Beneath
    | BanishBeneath
    | BanishOut
    | Spend
    | SpendAny
    | ClearBeneath
    | FromBeneath
    | ReleaseBeneath
    | Shuffle
    | Retire
    | Challenge
    | Showdown
    | FlipMane
    | HomeExempt
    | FrightenReplace
    | ReplaceProblem
    | ZeroBonus
    | DismissSentHome
    | BeneathToHand
    | DiscardToPlay
    | NextFaceoff
    | AwayFrom
    | PickFromHand
    | PeekBottom
    | Parity
)
#: The eighteen primitives of MLP-10.10 (the others are extensions).
CORE_OPS = (
    "gain_tokens",
    "draw",
    "score",
    "power",
    "faceoff_bonus",
    "extra_reveal",
    "exhaust",
    "ready",
    "frighten",
    "recover",
    "move",
    "discard_hand",
    "dismiss",
    "peek_top",
    "recall",
    "add_color",
    "cost_mod",
    "requirement_mod",
)


class Activation(_Strict):
    """The cost and timing of an activated ability (MLP-4.16, MLP-10.9)."""

    timing: Literal["main", "faceoff", "score"] = "main"  # score: card text "Score Phase:" (a window, see score_phase)
    tokens: NonNeg = 0
    exhaust_self: bool = False
    dismiss_self: bool = False
    once_per_turn: bool = False
    at_slot: bool = False  # usable only while the card is at a problem
    any_player: bool = False  # a problem's ability that either player may use in their own main phase
    spend: NonNeg = 0  # cards spent from beneath the card (card text, see ``Beneath``)
    exhaust_host: bool = False  # exhaust the (ready) friend the card is attached to
    tokens_less: Filter | None = None  # ``tokens`` is 1 less for each of the activator's cards matching this
    faceoff_here: bool = False  # only while a faceoff covers the card's problem
    exhaust_friends: NonNeg = 0  # exhaust this many of the activator's ready friends (their choice, one at a time)
    exhaust_mane: bool = False  # exhaust the activator's ready Mane, which must be at a problem
    discard: Filter | None = None  # discard a card matching this filter from hand (the activator's choice)


class Ability(_Strict):
    """One ability (MLP-10.9): when it works, what it chooses, what it does and for how long."""

    effects: tuple[Effect, ...]
    trigger: str = ""
    activated: Activation | None = None
    continuous: str = ""
    during: str = ""
    # trigger qualifiers
    by: Literal["", "controller", "opponent", "any"] = ""
    scope: Literal["", "self", "here", "anywhere", "host"] = ""  # host: the event happened to its host
    faceoff: Literal["", "problem", "troublemaker"] = ""
    margin: int | None = None
    min_margin: int | None = None  # on_win_faceoff: won by at least this much
    flip_side: Literal["", "troublemaker"] = ""  # on_flip: only flips for a troublemaker's side, by its owner,
    # while the other player challenges it
    first_only: bool = False
    to_slot: bool = False
    from_home: bool = False
    subject: Filter | None = None
    count: Count | None = None
    phase_of: Literal["", "controller", "opponent", "each"] = ""
    # what it chooses
    target: str = "self"
    filter: Filter = Filter()
    chooser: str = "controller"
    up_to: Positive = 1
    optional: bool = False
    pay: NonNeg = 0
    exhaust_self: bool = False  # a "may exhaust this card to ..." cost of a triggered ability
    spend: NonNeg = 0  # a "may spend N cards from beneath this card to ..." cost of a triggered ability
    duration: str = ""
    random: bool = False  # a chosen_* target picked at random (the seeded generator, MLP-0.6) instead of chosen
    per_turn: bool = False  # a trigger that works the first time each turn for each player ("the first time ...")
    pay_by: Literal["", "chooser"] = ""  # the chooser (e.g. the opponent) pays ``pay`` instead of the controller
    then: tuple[Ability, ...] = ()  # resolved after this one, with its own target (and its own ``count``)


class Flip(_Strict):
    """A Mane's flip condition (MLP-6.8); ``needs``/``own_slot``/``involving_self`` are card-text qualifiers."""

    kind: str
    n: NonNeg = 0
    own_slot: bool = False
    needs: str = ""
    involving_self: bool = False


class Card(_Strict):
    """Any card (MLP-1.3); which fields are required depends on ``type`` (checked by :func:`check_card`)."""

    id: CardId
    name: str
    type: str
    set: str = ""
    number: str = ""
    subname: str = ""
    rarity: str = ""
    aliases: tuple[str, ...] = ()
    octgn_id: str = ""  # the card's GUID in the OCTGN game definition (read by tcgkit.deckfiles for .o8d files)
    colors: tuple[str, ...] = ()
    cost: NonNeg | None = None
    power: NonNeg | None = None
    requirement: dict[str, Positive] = {}
    owner_requirement: dict[str, Positive] = {}
    opponent_requirement: dict[str, Positive] = {}
    bonus: Positive | None = None
    points: Positive | None = None
    starting: bool = False
    traits: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    home_limit: NonNeg | None = None
    boosted_power: NonNeg | None = None
    boosted_home_limit: NonNeg | None = None
    boosted_keywords: tuple[str, ...] = ()
    boosted_abilities: tuple[Ability, ...] = ()
    flip: Flip | None = None
    placement: str = ""
    attach_to: Literal[
        "",
        "own_friend",
        "any_friend",
        "own_character",
        "any_character",
        "opponent_friend",
        "opponent_ready_friend",
        "opponent_mane",
        "troublemaker",
        "opponent_troublemaker",
    ] = ""
    timing: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    text: str = ""
    supported: bool = True
    why: str = ""

    @property
    def title(self) -> str:
        """Name and subname: the identity of a card for copies and uniqueness (MLP-2.10, MLP-6.23)."""
        return f"{self.name}, {self.subname}" if self.subname else self.name


def keyword_parts(word: str) -> tuple[str, int]:
    """'Supportive 2' -> ('Supportive', 2); 'Swift' -> ('Swift', 0)."""
    name, _, num = word.partition(" ")
    return name, int(num) if num.isdigit() else 0


def _check_req(where: str, field: str, req: dict[str, int], allow_not: bool) -> None:
    for key in req:
        base = key[4:] if allow_not and key.startswith("not_") else key
        if base not in COLORS and key != "any":
            raise DataError(f"{where}: field `{field}` has unknown entry {key!r} (colours, 'any' or 'not_<colour>')")


def _check_filter(where: str, flt: Filter | None) -> None:
    if flt is None:
        return
    for col in (*flt.colors, flt.not_color):
        if col and col not in COLORS:
            raise DataError(f"{where}: filter colour {col!r} is not one of {', '.join(COLORS)}")


def _check_ability(where: str, ab: Ability, sub: bool = False) -> None:
    kinds = sum(1 for x in (ab.trigger, ab.activated, ab.continuous) if x)
    if kinds != (0 if sub else 1):
        what = "a `then` part has none of" if sub else "an ability has exactly one of"
        raise DataError(f"{where}: {what} trigger, activated, continuous")
    if ab.trigger and ab.trigger not in TRIGGERS:
        raise DataError(f"{where}: unknown trigger {ab.trigger!r}")
    if ab.continuous and ab.continuous not in PLACES:
        raise DataError(f"{where}: unknown continuous condition {ab.continuous!r}")
    if ab.during not in DURING:
        raise DataError(f"{where}: unknown `during` {ab.during!r}")
    if ab.target not in TARGETS:
        raise DataError(f"{where}: unknown target {ab.target!r}")
    if ab.duration not in DURATIONS:
        raise DataError(f"{where}: unknown duration {ab.duration!r}")
    if ab.chooser not in WHO:
        raise DataError(f"{where}: unknown chooser {ab.chooser!r}")
    if not ab.effects:
        raise DataError(f"{where}: an ability needs at least one effect")
    _check_filter(where, ab.filter)
    _check_filter(where, ab.subject)
    for sub in ab.then:
        _check_ability(where + " (then)", sub, sub=True)
    for eff in ab.effects:
        who = getattr(eff, "who", "controller")
        if who not in WHO:
            raise DataError(f"{where}: effect {type(eff).__name__}: unknown `who` {who!r}")
        if isinstance(eff, AddColor) and eff.color not in COLORS:
            raise DataError(f"{where}: add_color: unknown colour {eff.color!r}")
        if isinstance(eff, AddKeyword) and keyword_parts(eff.keyword)[0] not in KEYWORDS:
            raise DataError(f"{where}: add_keyword: unknown keyword {eff.keyword!r}")


def check_card(card: Card, where: str) -> None:
    """The type-specific checks of MLP-1.4–1.9 (DataError naming the card and field)."""
    if card.type not in TYPES:
        raise DataError(f"{where}: field `type` must be one of {', '.join(TYPES)}, got {card.type!r}")
    for col in card.colors:
        if col not in COLORS:
            raise DataError(f"{where}: field `colors` has unknown colour {col!r}")
    for kw in (*card.keywords, *card.boosted_keywords):
        name, num = keyword_parts(kw)
        if name not in KEYWORDS or (name in NUMBERED_KEYWORDS) != (num > 0):
            raise DataError(f"{where}: unknown keyword {kw!r}")
    _check_req(where, "requirement", card.requirement, allow_not=False)
    _check_req(where, "owner_requirement", card.owner_requirement, allow_not=True)
    _check_req(where, "opponent_requirement", card.opponent_requirement, allow_not=True)
    need: dict[str, tuple[str, ...]] = {
        "mane": ("power", "home_limit", "boosted_power", "boosted_home_limit", "flip"),
        "friend": ("cost", "power"),
        "resource": ("cost", "power", "placement"),
        "event": ("cost", "power"),
        "troublemaker": ("power", "points"),
        "problem": ("bonus",),
    }[card.type]
    for field in need:
        if getattr(card, field) is None or getattr(card, field) == "":
            raise DataError(f"{where}: a {card.type} needs field `{field}`")
    if card.type in ("mane", "friend") and len(card.colors) < 1:
        raise DataError(f"{where}: a {card.type} needs a colour")
    if card.type == "mane":
        assert card.flip is not None and card.boosted_power is not None and card.power is not None
        if card.flip.kind not in FLIP_KINDS or card.flip.needs not in FLIP_NEEDS:
            raise DataError(f"{where}: unknown flip condition {card.flip.kind!r}/{card.flip.needs!r}")
        if card.boosted_power < card.power:
            raise DataError(f"{where}: BOOSTED power must be at least START power (MLP-1.4)")
    if card.type == "resource" and card.placement not in PLACEMENTS:
        raise DataError(f"{where}: field `placement` must be one of {', '.join(PLACEMENTS)}")
    is_problem = card.type == "problem" or card.placement == "new_problem"
    if is_problem and (not card.owner_requirement or not card.opponent_requirement or card.bonus is None):
        raise DataError(f"{where}: a problem needs owner_requirement, opponent_requirement and bonus")
    bad_timing = not card.timing or any(t not in EVENT_TIMINGS for t in card.timing)
    if card.type == "event" and bad_timing:
        raise DataError(f"{where}: an event needs `timing`, a non-empty subset of {', '.join(EVENT_TIMINGS)} (MLP-1.7)")
    if card.type == "friend" and any(t not in FRIEND_TIMINGS for t in card.timing):
        raise DataError(f"{where}: a friend's `timing` is a subset of {', '.join(FRIEND_TIMINGS)}")
    for n, ab in enumerate((*card.abilities, *card.boosted_abilities), 1):
        _check_ability(f"{where}: ability {n}", ab)
    if card.supported is False and not card.why:
        raise DataError(f"{where}: an unsupported card says why (`why`)")


def load_cards(package: str, filename: str = "cards.toml") -> list[Card]:
    """Every ``[[card]]`` of a package data file, validated; errors name the file, the card and the field."""
    raw = read_toml(package_file(package, "data", filename), filename)
    return cards_from_tables(raw.get("card"), filename)


def cards_from_tables(items: Any, filename: str) -> list[Card]:
    """Validate a list of card tables (also used by tests with extra cards)."""
    if not isinstance(items, list):
        raise DataError(f"{filename}: expected [[card]] tables")
    cards: list[Card] = []
    seen: set[str] = set()
    for n, item in enumerate(items, 1):
        label = item.get("id") if isinstance(item, dict) else None
        where = f"{filename}: card #{n}" + (f" ({label})" if label else "")
        card = convert(item, Card, where)
        check_card(card, where)
        if card.id in seen:
            raise DataError(f"{where}: duplicate id {card.id!r}")
        seen.add(card.id)
        cards.append(card)
    return cards
