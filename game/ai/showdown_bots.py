"""Blackjack Showdown bots: hit or stand from the chance of ending best.

Every hand is public, so the bots differ in how well they price that chance:

- easy: hits while behind the best standing hand, otherwise hits only while
  the next card busts it less than 40% of the time (a fresh-deck estimate).
- normal: one-step look-ahead (stand, or hit once and stand) on the cards not
  on the table, against the model of the seats still to act.
- hard: the optimal continuation (hit again while it pays), counting the
  discard pile too (rebuilt from the round summaries it has seen).
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from ..tables.showdown_view import (
    HIT, NEXT, STAND, SeatStatus, ShowdownAction, ShowdownObservation, ShowdownPhase,
)
from .base import BaseBot, RandomBot, register
from .showdown_odds import (
    FULL_DECK, bust_probability, composition, hand_state, hit_value,
)


class ShowdownBot(BaseBot):
    deep = True
    count_discards = True

    def __init__(self) -> None:
        super().__init__()
        self._rounds: dict[int, tuple[str, ...]] = {}   # round_no -> its cards

    def reset(self) -> None:
        self._rounds.clear()

    def observe(self, obs: ShowdownObservation) -> None:
        self._remember(obs)    # the round summary: the cards that go to the discards

    def act(self, obs: ShowdownObservation, legal_actions: Sequence[ShowdownAction],
            rng: random.Random) -> ShowdownAction:
        self._remember(obs)
        if obs.phase is not ShowdownPhase.PLAY or HIT not in legal_actions:
            return NEXT if NEXT in legal_actions else legal_actions[0]
        return HIT if self.wants_hit(obs, rng) else STAND

    # -- what the bot knows -------------------------------------------------
    def _remember(self, obs: ShowdownObservation) -> None:
        s = obs.summary
        if s is not None and s.round_no not in self._rounds:
            self._rounds[s.round_no] = tuple(c for seat in s.seats for c in seat.cards)

    def _discards(self, obs: ShowdownObservation) -> list[str] | None:
        """The discard pile, rebuilt as the latest finished rounds whose cards
        add up to ``discard_count``; None if a round was missed."""
        need, out = obs.discard_count, []
        r = obs.round_no - 1 if obs.phase is ShowdownPhase.PLAY else obs.round_no
        while need > 0:
            cards = self._rounds.get(r)
            if cards is None or len(cards) > need:
                return None
            out.extend(cards)
            need -= len(cards)
            r -= 1
        return out

    def unseen(self, obs: ShowdownObservation) -> tuple[int, ...]:
        table = [c for seat in obs.seats for c in seat.cards]
        if self.count_discards:
            discards = self._discards(obs)
            if discards is not None:
                return composition(table + discards)
        return composition(table)

    # -- the decision -------------------------------------------------------
    def wants_hit(self, obs: ShowdownObservation, rng: random.Random) -> bool:
        me = obs.seats[obs.player]
        hard, ace = hand_state(me.cards)
        stood = [s.total for s in obs.seats if s.status is SeatStatus.STOOD]
        prev_best = max(stood, default=0)
        prev_ties = stood.count(prev_best) if stood else 0
        later = tuple(hand_state(s.cards) for s in obs.seats
                      if s.status is SeatStatus.TO_ACT and s.seat != obs.player)
        stand, hit = hit_value(hard, ace, prev_best, prev_ties, later,
                               self.unseen(obs), deep=self.deep)
        return hit > stand


@register("showdown", "hard")
class HardShowdownBot(ShowdownBot):
    name = "showdown/hard"


@register("showdown", "normal")
class NormalShowdownBot(ShowdownBot):
    name = "showdown/normal"
    deep = False
    count_discards = False


@register("showdown", "easy")
class EasyShowdownBot(ShowdownBot):
    name = "showdown/easy"
    BUST_LIMIT = 0.4

    def wants_hit(self, obs: ShowdownObservation, rng: random.Random) -> bool:
        me = obs.seats[obs.player]
        stood = [s.total for s in obs.seats if s.status is SeatStatus.STOOD]
        if me.total < max(stood, default=0):
            return True             # standing behind loses for sure
        hard, ace = hand_state(me.cards)
        return bust_probability(hard, ace, FULL_DECK) < self.BUST_LIMIT


@register("showdown", "random")
def _random() -> RandomBot:
    return RandomBot("showdown")
