"""Explicit chance nodes over any table, for tree search and CFR.

A seeded table draws its cards from its shoe's generator inside ``apply``.
``ChanceState`` wraps a table so that every card drawn is instead a *chance
node*: the state stops before the draw, offers the unseen cards with their
exact probabilities, and goes on with the card chosen::

    state = ChanceState.new(lambda: DealerTable(MIDNIGHT, seed=1, chips=[100]))
    state.apply(bet(0, 10)); state.apply(DEAL)
    while state.is_chance_node():
        card, p = state.chance_outcomes()[0]     # [("2C", Fraction(8, 416)), ...]
        state.apply_chance(card)

How: the step being taken (a player's action, or building the table, which
already deals at Showdown and Indian) is run again on a copy of the last
settled table under ``game.shoe.explicit_draws`` with the cards chosen so far;
when the shoe wants one more, ``ChanceNeeded`` says which. A step draws a
handful of cards, so replaying it per card is cheap. Burn cards are chance
nodes too; the shoe seed still advances, but no card comes from it.
"""
from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any, Generic, Protocol, TypeVar

from game.cards import Card
from game.errors import IllegalAction
from game.shoe import ChanceNeeded, explicit_draws


class SearchableTable(Protocol):
    """What a table offers for search (every table of ``game.tables``)."""

    def current_player(self) -> int | None: ...
    def legal_actions(self) -> list[Any]: ...
    def apply(self, action: Any) -> None: ...
    def is_terminal(self) -> bool: ...
    def returns(self) -> list[int]: ...
    def clone(self) -> Any: ...


T = TypeVar("T", bound=SearchableTable)
Step = Callable[[T | None], T]   # the settled table (None: none yet) -> the next one


class ChanceState(Generic[T]):
    """A table whose card draws are chance nodes (see the module docstring)."""

    def __init__(self, build: Callable[[], T]):
        self._settled: T | None = None
        self._chosen: list[Card] = []
        self._step: Step[T] = lambda _: build()
        self._outcomes: list[tuple[Card, Fraction]] = []
        self._run()

    @classmethod
    def new(cls, build: Callable[[], T]) -> ChanceState[T]:
        """The state before ``build()`` (a table constructor) deals its first card."""
        return cls(build)

    # -- the table, once settled --------------------------------------------
    @property
    def table(self) -> T:
        """The table after the last complete step; LookupError at the very
        first chance node of a table that deals as it is built."""
        if self._settled is None:
            raise LookupError("the table is still being dealt")
        return self._settled

    def is_chance_node(self) -> bool:
        return bool(self._outcomes)

    def is_terminal(self) -> bool:
        return not self.is_chance_node() and self.table.is_terminal()

    def current_player(self) -> int | None:
        """None at a chance node (the shoe acts), else the table's."""
        return None if self.is_chance_node() else self.table.current_player()

    def legal_actions(self) -> list[Any]:
        return [] if self.is_chance_node() else self.table.legal_actions()

    def returns(self) -> list[int]:
        return self.table.returns()

    def chance_outcomes(self) -> list[tuple[Card, Fraction]]:
        """The next card's outcomes: each unseen card once, with its exact
        probability from the unseen composition (they sum to 1)."""
        return list(self._outcomes)

    # -- moving on ------------------------------------------------------------
    def apply(self, action: Any) -> None:
        """A player's action; IllegalAction at a chance node or if not legal."""
        if self.is_chance_node():
            raise IllegalAction("a card must be dealt first (apply_chance)")
        # A table validates before it deals: an illegal action raises here
        # with the settled table untouched.
        self._step = _action_step(action)
        self._chosen = []
        self._run()

    def apply_chance(self, card: Card) -> None:
        """Deal ``card`` next; ValueError if it is not one of the outcomes."""
        if card not in {c for c, _ in self._outcomes}:
            raise ValueError(f"{card!r} is not a chance outcome here")
        self._chosen.append(card)
        self._run()

    def clone(self) -> ChanceState[T]:
        new = ChanceState.__new__(ChanceState)
        new._settled = None if self._settled is None else self._settled.clone()
        new._chosen = list(self._chosen)
        new._step = self._step
        new._outcomes = list(self._outcomes)
        return new

    def _run(self) -> None:
        try:
            with explicit_draws(self._chosen):
                table = self._step(self._settled)
        except ChanceNeeded as need:
            self._outcomes = need.outcomes
            return
        self._settled, self._outcomes, self._chosen = table, [], []


def _action_step(action: Any) -> Step[Any]:
    def step(settled: Any) -> Any:
        table = settled.clone()
        table.apply(action)
        return table
    return step
