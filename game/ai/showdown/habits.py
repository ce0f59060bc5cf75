"""Blackjack Showdown: what each seat has actually done, to predict what it does.

Every card is face up and the round summary shows each seat's whole hand, so
every past hit or stand at the table is public: a seat with cards 9 5 3 that
stood hit on 14 and stood on 17, knowing the best stood total before its turn
(the seats before it are on the same summary). Hard prices the seats after it
as players who maximise their own share of the pot; a seat that plays a fixed
rule instead (stands on 12 whatever the table shows, hits below 17 even when
17 already wins) is worth modelling as it plays.

A situation is (how the seat's total stood against the best stood total when
it decided, its total, how many seats were still to act after it: 0, 1, 2 or
more). Where a seat has decided the same way nearly every time (at least
``MIN_SEEN`` decisions, the other way at most ``MAX_ODD`` of them), that is
its predicted move; elsewhere nothing is predicted and the seat is priced as
a best-responding player (``game.ai.showdown.value``).
"""
from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from game.cards import Card, points
from game.tables.showdown.view import Outcome, RoundSummary

MIN_SEEN = 3
MAX_ODD = 0.1
LATER_BUCKETS = 2          # seats still to act after it: 0, 1, 2 or more


class Standing(IntEnum):
    """A seat's total against the best stood total when it decides."""
    FREE = 0        # nothing stood yet
    AHEAD = 1
    LEVEL = 2
    BEHIND = 3


def standing(total: int, best_stood: int) -> Standing:
    if best_stood == 0:
        return Standing.FREE
    if total > best_stood:
        return Standing.AHEAD
    return Standing.LEVEL if total == best_stood else Standing.BEHIND


def _best(cards: Sequence[Card]) -> int:
    hard = sum(points(c) for c in cards)
    return hard + 10 if hard <= 11 and any(points(c) == 1 for c in cards) else hard


Situation = tuple[int, Standing, int, int]    # (seat, standing, total, later bucket)


class Habits:
    """Per seat: how often it stood and hit in each situation, this match."""

    def __init__(self) -> None:
        self._seen: dict[Situation, list[int]] = {}    # -> [stands, hits]
        self._rounds: set[int] = set()

    def clear(self) -> None:
        self._seen.clear()
        self._rounds.clear()

    @property
    def rounds_read(self) -> int:
        """How many round summaries it has read (a price list made before the
        latest one is out of date)."""
        return len(self._rounds)

    def learn(self, summary: RoundSummary) -> None:
        """Read every seat's decisions off a round summary (once per round)."""
        if summary.round_no in self._rounds:
            return
        self._rounds.add(summary.round_no)
        seats = summary.seats
        n = len(seats)
        order = [seats[(summary.first_seat + i) % n] for i in range(n)]
        order = [s for s in order if s.outcome is not Outcome.ELIMINATED]
        if any(s.outcome in (Outcome.NATURAL, Outcome.FOLDED_BY_NATURAL) for s in order):
            return                      # nobody played
        best_stood = 0
        for i, s in enumerate(order):
            later = min(len(order) - 1 - i, LATER_BUCKETS)
            bust = s.outcome is Outcome.BUST
            for m in range(2, len(s.cards)):            # a card came after each of these
                self._note(s.seat, _best(s.cards[:m]), best_stood, later, stood=False)
            final = _best(s.cards)
            if not bust:
                if final < 21:
                    self._note(s.seat, final, best_stood, later, stood=True)
                best_stood = max(best_stood, final)

    def _note(self, seat: int, total: int, best_stood: int, later: int, stood: bool) -> None:
        key = (seat, standing(total, best_stood), total, later)
        counts = self._seen.setdefault(key, [0, 0])
        counts[0 if stood else 1] += 1

    def predicts_stand(self, seat: int, total: int, best_stood: int, later: int) -> bool | None:
        """True/False if ``seat`` keeps to one move here, None if it has not shown one."""
        counts = self._seen.get((seat, standing(total, best_stood), total,
                                 min(later, LATER_BUCKETS)))
        if counts is None:
            return None
        stands, hits = counts
        n = stands + hits
        if n < MIN_SEEN:
            return None
        if hits <= MAX_ODD * n:
            return True
        if stands <= MAX_ODD * n:
            return False
        return None
