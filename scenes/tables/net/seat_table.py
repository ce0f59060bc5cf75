"""The table as one networked seat knows it: an engine-shaped, read-only view
of one update from the host (this seat's observation and its legal actions).

The table scenes read an engine (``engine.phase``, ``engine.current_player()``,
``engine.observation(viewer)``…).  At a networked table the engine is the
host's; what the guest has is the last update it *took*, which may lag the
newest one received (the scene takes the next only once the player has seen
the round's result).  These classes answer the scene's questions from that
update alone, so what is drawn and what is offered always belong together.
Nothing here decides a rule: every answer is the host engine's, as sent.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.tables.indian.view import IndianObservation, IndianPhase, RoundResult
from game.tables.showdown.view import RoundSummary, ShowdownObservation, ShowdownPhase


class SeatTable:
    """What every table scene reads, from one observation of this seat."""

    def __init__(self, observation: Any, legal: Sequence[Any], seed: int = 0) -> None:
        self.obs = observation
        self._legal = list(legal)
        self.seed = seed              # the shoe label's fingerprint only (never dealt from)

    @property
    def phase(self) -> Any:
        return self.obs.phase

    @property
    def round_no(self) -> int:
        return int(self.obs.round_no)

    @property
    def winner(self) -> int | None:
        winner: int | None = self.obs.winner
        return winner

    def current_player(self) -> int | None:
        current: int | None = self.obs.current_player
        return current

    def legal_actions(self) -> list[Any]:
        """This seat's legal actions now (empty while another seat is to act)."""
        return list(self._legal)

    def observation(self, player: int | None = None) -> Any:
        """This seat's view: the only one a guest has (what every seat may see
        of the others, items and stacks included, is in it)."""
        return self.obs

    def events(self) -> list[Any]:
        return []          # the events come with the update, to the scene's animator


class IndianSeatTable(SeatTable):
    obs: IndianObservation

    @property
    def starter(self) -> int:
        return self.obs.starter

    @property
    def chips(self) -> tuple[int, int]:
        return self.obs.chips

    @property
    def bets(self) -> tuple[int, int]:
        return self.obs.bets

    @property
    def result(self) -> RoundResult | None:
        return self.obs.result

    def is_over(self) -> bool:
        return self.obs.phase is IndianPhase.OVER

    def total_chips(self) -> int:
        return sum(self.obs.chips) + sum(self.obs.bets)


@dataclass(frozen=True)
class _Rules:
    ante: int


class ShowdownSeatTable(SeatTable):
    obs: ShowdownObservation

    @property
    def seats(self) -> int:
        return len(self.obs.seats)

    @property
    def active(self) -> list[bool]:
        return [s.active for s in self.obs.seats]

    @property
    def tokens(self) -> list[int]:
        return [s.tokens for s in self.obs.seats]

    @property
    def rules(self) -> _Rules:
        return _Rules(self.obs.ante)

    @property
    def summary(self) -> RoundSummary | None:
        return self.obs.summary

    @property
    def game_first_seat(self) -> int:
        return self.obs.first_seat or 0

    def is_over(self) -> bool:
        return self.obs.phase is ShowdownPhase.OVER


def seat_table(table_name: str, observation: Any, legal: Sequence[Any],
               seed: int = 0) -> SeatTable:
    """The view class of ``table_name`` over one update."""
    kind = IndianSeatTable if table_name == "indian" else ShowdownSeatTable
    return kind(observation, legal, seed)
