"""The build offer made when it is first read (SWT-5.1; build.py ``offer_build``), for speed."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tcgkit.core import Action

if TYPE_CHECKING:
    from .build import BuildMixin


class BuildOffer(list[Action]):
    """A build offer made when it is first read (SWT-5.1; ``BuildMixin.offer_build``).

    A search makes a state's children by applying each legal action to a copy and evaluates them without reading
    their own legal actions (the heuristic playout, ``agents.ismcts``); the build offer is the longest the engine
    makes (every card, counter, run, ability, ...), so a child in its build step only records who builds, and the
    offer is made from the state when the list is first read (``legal_actions``, ``apply``): the same actions as an
    offer made at once, as nothing changes a state between its decision and the reading of its offer (``apply``
    reads it before changing anything; a clone reads the offer of the state it was copied from, which is then
    unchanged; a determinization makes its offer afresh). Whether the decision is taken without asking
    (``auto_action``) needs the list only when it might hold one action or a standing order might cover it
    (``surely_several``). Once made, it is a plain list (read-only, like every offer)."""

    __slots__ = ("_player", "_state")

    def __init__(self, state: BuildMixin, player: int) -> None:
        super().__init__()
        self._state: BuildMixin | None = state
        self._player = player

    def made(self) -> BuildOffer:
        """The offer, made now if it was not yet (the state is let go then)."""
        state = self._state
        if state is not None:
            self._state = None
            list.extend(self, state.build_offer(self._player))
        return self

    def surely_several(self) -> bool:
        """Does the offer surely hold more than one action, without making it? "end" is always offered, and so is
        ``place CARD`` for a buildable card in hand and ``counter K`` with a build point and a face-down card."""
        state = self._state
        if state is None:
            return list.__len__(self) > 1
        p = self._player
        if state.hand_build(p)[1]:
            return True
        return state.bp[p] >= 1 and any(b[0] == p for b in state.builds)

    def __bool__(self) -> bool:
        return True  # "end" is always offered

    def __len__(self) -> int:
        return list.__len__(self.made())

    def __iter__(self) -> Iterator[Action]:
        return list.__iter__(self.made())

    def __reversed__(self) -> Iterator[Action]:
        return list.__reversed__(self.made())

    def __contains__(self, item: object) -> bool:
        return list.__contains__(self.made(), item)

    def __getitem__(self, index: Any) -> Any:
        return list.__getitem__(self.made(), index)

    def __eq__(self, other: object) -> bool:
        return list.__eq__(self.made(), other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return list.__repr__(self.made())
