"""Showdown sparring opponents, written from the rules alone (docs/rules.md,
Blackjack Showdown) to measure the AI against; not offered to players.

- hit17: hits below 17, like a house dealer, whatever the table shows.
- stand12: stands on 12 or more.
- beatbest: hits until it beats the best stood hand (or busts trying); with
  nothing stood yet it hits below 17.
- br: a best response. It counts the unseen cards exactly (the table and the
  discard pile it rebuilt from the round summaries), assumes every later seat
  hits until it beats it, and compares its expected share of the pot from
  standing now with hitting (and then going on while hitting pays). Its own
  draws are exact (without replacement); the later seats draw from the unseen
  cards as they were when its turn began (mixed with the discard pile when
  they would likely empty the shoe, at about 1.5 cards a seat).

None of this imports the AI's own odds: they are independent checks on it.
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import cache, lru_cache

from game.ai.base import BaseBot
from game.cards import Card, points
from game.tables.showdown.view import (
    HIT,
    NEXT,
    STAND,
    SeatStatus,
    ShowdownAction,
    ShowdownObservation,
    ShowdownPhase,
)

DECK = (0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 16)    # a 52-card deck by points (1 = ace)
Counts = tuple[int, ...]


def _best(hard: int, ace: bool) -> int:
    return hard + 10 if ace and hard <= 11 else hard


def _counts(cards: Iterable[Card]) -> Counts:
    c = [0] * 11
    for card in cards:
        c[points(card)] += 1
    return tuple(c)


class _RuleBot(BaseBot):
    """Hit or stand from a rule on the table as it is."""

    def act(self, obs: ShowdownObservation, legal_actions: Sequence[ShowdownAction],
            rng: random.Random) -> ShowdownAction:
        self.observe(obs)
        if obs.phase is not ShowdownPhase.PLAY or HIT not in legal_actions:
            return NEXT if NEXT in legal_actions else legal_actions[0]
        me = obs.seats[obs.player]
        stood = [s.total for s in obs.seats if s.status is SeatStatus.STOOD]
        return HIT if self.hits(me.total, max(stood, default=0), obs) else STAND

    def hits(self, total: int, best_stood: int, obs: ShowdownObservation) -> bool:
        raise NotImplementedError


class Hit17(_RuleBot):
    name = "showdown/hit17"

    def hits(self, total: int, best_stood: int, obs: ShowdownObservation) -> bool:
        return total < 17


class Stand12(_RuleBot):
    name = "showdown/stand12"

    def hits(self, total: int, best_stood: int, obs: ShowdownObservation) -> bool:
        return total < 12


class BeatBest(_RuleBot):
    name = "showdown/beatbest"

    def hits(self, total: int, best_stood: int, obs: ShowdownObservation) -> bool:
        return total <= best_stood if best_stood else total < 17


# -- the best response --------------------------------------------------------

@lru_cache(maxsize=1 << 14)
def _draws(shoe: Counts, refill: Counts) -> tuple[tuple[int, float, Counts, Counts], ...]:
    """(points, probability, shoe after, refill after) for the next card; an
    empty shoe is refilled with the discard pile first (docs/rules.md)."""
    n = sum(shoe)
    if n == 0:
        shoe, refill = refill, (0,) * 11
        n = sum(shoe)
        if n == 0:
            shoe, n = DECK, 52
    return tuple((v, shoe[v] / n, shoe[:v] + (shoe[v] - 1,) + shoe[v + 1:], refill)
                 for v in range(1, 11) if shoe[v])


@lru_cache(maxsize=1 << 16)
def _survive(hard: int, ace: bool, target: int, shoe: tuple[float, ...]) -> float:
    """What a later seat leaves of my share: it hits until it beats ``target``
    (draws from ``shoe`` as it is): bust 1, a tie at 21 1/2, beating me 0."""
    t = _best(hard, ace)
    if t > 21:
        return 1.0
    if t > target:
        return 0.0
    if t == 21:
        return 0.5
    n = sum(shoe) or 1
    return sum(shoe[v] / n * _survive(hard + v, ace or v == 1, target, shoe)
               for v in range(1, 11) if shoe[v])


class BestResponse(BaseBot):
    name = "showdown/br"

    def __init__(self) -> None:
        super().__init__()
        self._seen: dict[int, Counts] = {}    # round number -> that round's cards
        self._turn: tuple[int, tuple[float, ...]] | None = None  # (round, cards unseen then)

    def reset(self) -> None:
        self._seen.clear()
        self._turn = None

    def observe(self, obs: ShowdownObservation) -> None:
        s = obs.summary
        if s is not None and s.round_no not in self._seen:
            self._seen[s.round_no] = _counts(c for seat in s.seats for c in seat.cards)

    def act(self, obs: ShowdownObservation, legal_actions: Sequence[ShowdownAction],
            rng: random.Random) -> ShowdownAction:
        self.observe(obs)
        if obs.phase is not ShowdownPhase.PLAY or HIT not in legal_actions:
            return NEXT if NEXT in legal_actions else legal_actions[0]
        if obs.seats[obs.player].total <= 11:
            # Cannot bust, and a higher total never stands worse: no need to count.
            return HIT
        stand, hit = self.values(obs)
        return HIT if hit > stand else STAND

    def unseen(self, obs: ShowdownObservation) -> tuple[Counts, Counts]:
        """(the shoe, the discard pile) by points."""
        table = _counts(c for seat in obs.seats for c in seat.cards)
        discards, need, r = [0] * 11, obs.discard_count, obs.round_no - 1
        while need > 0 and r in self._seen and sum(self._seen[r]) <= need:
            discards = [a + b for a, b in zip(discards, self._seen[r])]
            need -= sum(self._seen[r])
            r -= 1
        if need:        # a round was missed: count the table alone
            discards = [0] * 11
        shoe = tuple(max(0, d - t - x) for d, t, x in zip(DECK, table, discards))
        return shoe, tuple(discards)

    def values(self, obs: ShowdownObservation) -> tuple[float, float]:
        """(share of the pot from standing, from hitting)."""
        me = obs.seats[obs.player]
        hard = sum(points(c) for c in me.cards)
        ace = any(points(c) == 1 for c in me.cards)
        stood = [s.total for s in obs.seats if s.status is SeatStatus.STOOD]
        best_stood = max(stood, default=0)
        ties = stood.count(best_stood) if stood else 0
        later = [(sum(points(c) for c in s.cards), any(points(c) == 1 for c in s.cards))
                 for s in obs.seats if s.status is SeatStatus.TO_ACT and s.seat != obs.player]
        shoe, refill = self.unseen(obs)
        if self._turn is None or self._turn[0] != obs.round_no:
            # A nearly empty shoe is soon refilled by the discards: the later
            # seats draw from both (not from the last few cards over and over).
            n, m, wanted = sum(shoe), sum(refill), 1.5 * len(later)
            soon: tuple[float, ...]
            if n >= wanted or not m:
                soon = shoe if n else DECK
            else:
                w = n / wanted
                soon = tuple(w * a / max(1, n) + (1 - w) * b / m for a, b in zip(shoe, refill))
            self._turn = (obs.round_no, soon)
        frozen = self._turn[1]

        @cache
        def stand(total: int) -> float:
            if total < best_stood:
                return 0.0
            share = 1.0 / (1 + ties) if total == best_stood else 1.0
            for h, a in later:
                share *= _survive(h, a, total, frozen)
            return share

        if sum(shoe) > 11:
            # 11 cards at most fit under 22, so this shoe cannot run out:
            # key the memo on what was drawn (a count per point value, 5 bits each).
            @cache
            def play_big(h: int, a: bool, key: int, left: int) -> float:
                t = _best(h, a)
                if t > 21:
                    return 0.0
                if t == 21:
                    return stand(21)
                return max(stand(t), hit_big(h, a, key, left))

            def hit_big(h: int, a: bool, key: int, left: int) -> float:
                out = 0.0
                for v in range(1, 11):
                    n = shoe[v] - (key >> (5 * v) & 31)
                    if n:
                        out += n / left * play_big(h + v, a or v == 1, key + (1 << 5 * v), left - 1)
                return out

            return stand(_best(hard, ace)), hit_big(hard, ace, 0, sum(shoe))

        @cache
        def play(h: int, a: bool, s: Counts, r: Counts) -> float:
            t = _best(h, a)
            if t > 21:
                return 0.0
            if t == 21:
                return stand(21)
            return max(stand(t), hit(h, a, s, r))

        def hit(h: int, a: bool, s: Counts, r: Counts) -> float:
            return sum(p * play(h + v, a or v == 1, s2, r2) for v, p, s2, r2 in _draws(s, r))

        return stand(_best(hard, ace)), hit(hard, ace, shoe, refill)


