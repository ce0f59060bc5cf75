"""Blackjack Showdown bots: hit or stand from the chance of ending best.

Every hand is public, so the bots differ in how well they price that chance:

- easy: hits while behind the best standing hand, otherwise hits only while
  the next card busts it less than 40% of the time (a fresh-deck estimate).
- normal: one-step look-ahead (stand, or hit once and stand) on the cards not
  on the table, against the model of the seats still to act.
- hard: the expected share of the pot from hitting and from standing, from
  the exact unseen cards (the discard pile rebuilt from the round summaries
  it has seen) and the seats after it playing the same way, except where a
  seat has shown this match that it keeps to one move (``habits``):
  the fast model of ``game.ai.showdown.value``, or the exact game (``game.ai.showdown.exact``)
  when the shoe is nearly empty and few seats are left to act.

No level stands while a stood hand is higher: that wins nothing. No level
stands on a hand one card can neither bust nor lower (a total of 11 or less,
or two aces): a higher total never stands worse. And no level stands on a
hand that cannot bust (a soft one) unless standing is worth strictly more: a
tie between hit and stand is a hit. The random level plays at random only
where a card can bust its hand.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.base import BaseBot, RandomBot
from game.ai.showdown import value as showdown_value
from game.ai.showdown.exact import EMPTY, Comp, Spot, exact_values, later_cards
from game.ai.showdown.habits import Habits
from game.ai.showdown.odds import (
    FULL_DECK,
    best,
    bust_probability,
    composition,
    hand_state,
    hit_value,
)
from game.tables.showdown.view import (
    HIT,
    NEXT,
    STAND,
    SeatStatus,
    ShowdownAction,
    ShowdownObservation,
    ShowdownPhase,
)

# Values closer than this are a tie (the two sums are built in different orders).
TIE = 1e-12


def cannot_bust(cards: Sequence[str]) -> bool:
    """One more card cannot take the hand over 21: at most 11 with every ace
    counted as 1 (a soft hand's ace drops to 1 instead)."""
    return hand_state(cards)[0] <= 11


def never_worse_to_hit(cards: Sequence[str]) -> bool:
    """One more card can neither bust the hand nor lower its total: a total of
    11 or less, or two aces (soft 12). Standing on one is never better."""
    hard, ace = hand_state(cards)
    return best(hard, ace) <= 11 or (ace and hard == 2)


def prefers_hit(stand: float, hit: float, cards: Sequence[str]) -> bool:
    """Hit when it is worth more; on a tie too, when a card cannot bust the hand."""
    return hit > stand or (cannot_bust(cards) and hit >= stand - TIE)


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
        stood = [s.total for s in obs.seats if s.status is SeatStatus.STOOD]
        me = obs.seats[obs.player]
        if me.total < max(stood, default=0):
            return HIT          # standing behind a stood hand wins nothing
        if never_worse_to_hit(me.cards):
            return HIT
        return HIT if self.wants_hit(obs, rng) else STAND

    # -- what the bot knows -------------------------------------------------
    def _remember(self, obs: ShowdownObservation) -> None:
        s = obs.summary
        if s is not None and s.round_no not in self._rounds:
            self._rounds[s.round_no] = tuple(c for seat in s.seats for c in seat.cards)

    def _discards(self, obs: ShowdownObservation) -> list[str] | None:
        """The discard pile, rebuilt as the latest finished rounds whose cards
        add up to ``discard_count``; None if a round was missed."""
        need, out = obs.discard_count, list[str]()
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
        stand, hit = self.values(obs)
        return prefers_hit(stand, hit, obs.seats[obs.player].cards)

    def values(self, obs: ShowdownObservation) -> tuple[float, float]:
        """(value of standing, value of hitting) as this level prices them."""
        me = obs.seats[obs.player]
        hard, ace = hand_state(me.cards)
        stood = [s.total for s in obs.seats if s.status is SeatStatus.STOOD]
        prev_best = max(stood, default=0)
        prev_ties = stood.count(prev_best) if stood else 0
        later = tuple(hand_state(s.cards) for s in obs.seats
                      if s.status is SeatStatus.TO_ACT and s.seat != obs.player)
        return hit_value(hard, ace, prev_best, prev_ties, later,
                         self.unseen(obs), deep=self.deep)


class HardShowdownBot(ShowdownBot):
    name = "showdown/hard"

    def __init__(self) -> None:
        super().__init__()
        # (whose turn, its showdown_value.Turn)
        self._turn: tuple[tuple[object, ...], showdown_value.Turn] | None = None
        self.habits = Habits()                # what every seat has done this match

    def reset(self) -> None:
        super().reset()
        self._turn = None
        self.habits.clear()

    def _remember(self, obs: ShowdownObservation) -> None:
        super()._remember(obs)
        if obs.summary is not None:
            self.habits.learn(obs.summary)

    def values(self, obs: ShowdownObservation) -> tuple[float, float]:
        spot, shoe, refill = self.spot(obs)
        if showdown_value.solve_exactly(spot, shoe):
            return exact_values(spot, shoe, refill, frozen_refill=True)
        # One price list per turn: the later seats' cards are those unseen at
        # the turn's first decision (my own draws stay exact).
        key = (obs.round_no, obs.player, spot.best_stood, spot.holders, spot.later,
               self.habits.rounds_read)
        if self._turn is None or self._turn[0] != key:
            later = showdown_value.LaterSeats(
                spot.later, later_cards(shoe, refill, len(spot.later)), spot.carry,
                self.habit(obs))
            self._turn = (key, showdown_value.Turn(spot.best_stood, spot.holders, later, 0))
        return self._turn[1].values(spot.hand, shoe, refill)

    def habit(self, obs: ShowdownObservation) -> showdown_value.Habit:
        """What the seats after me have shown they do (``LaterSeats`` index j)."""
        seats = self.later_seats(obs)
        n = len(seats)
        predict = self.habits.predicts_stand
        return lambda j, total, top: predict(seats[j], total, top, n - 1 - j)

    @staticmethod
    def later_seats(obs: ShowdownObservation) -> list[int]:
        """The seats still to act after me, in turn order."""
        n = len(obs.seats)
        return sorted((s.seat for s in obs.seats
                       if s.status is SeatStatus.TO_ACT and s.seat != obs.player),
                      key=lambda s: (s - (obs.first_seat or 0)) % n)

    def spot(self, obs: ShowdownObservation) -> tuple[Spot, Comp, Comp]:
        """The decision as ``game.ai.showdown.value`` takes it: (spot, shoe, discards)."""
        stood = [s.total for s in obs.seats if s.status is SeatStatus.STOOD]
        top = max(stood, default=0)
        later = [obs.seats[s] for s in self.later_seats(obs)]
        active = sum(1 for s in obs.seats if s.active)
        spot = Spot(hand_state(obs.seats[obs.player].cards), top, stood.count(top) if top else 0,
                    tuple(hand_state(s.cards) for s in later), 1.0 / active)
        shoe, refill = self.shoe_and_discards(obs)
        return spot, shoe, refill

    def shoe_and_discards(self, obs: ShowdownObservation) -> tuple[Comp, Comp]:
        """The unseen cards by points: the shoe, and the discard pile that
        refills it when it runs out. Without the discards (a round missed) the
        shoe is everything not on the table."""
        table = [c for seat in obs.seats for c in seat.cards]
        discards = self._discards(obs)
        if discards is None:
            return composition(table), EMPTY
        shoe = composition(table + discards)
        if sum(shoe) != obs.shoe_remaining:      # the rebuild went wrong: be safe
            return composition(table), EMPTY
        pile = tuple(full - left for full, left in zip(FULL_DECK, composition(discards)))
        return shoe, pile


class NormalShowdownBot(ShowdownBot):
    name = "showdown/normal"
    deep = False
    count_discards = False


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


class ShowdownRandomBot(RandomBot):
    """Hit or stand at random, but never stand on a hand that cannot bust."""

    def __init__(self) -> None:
        super().__init__("showdown")

    def act(self, obs: ShowdownObservation, legal_actions: Sequence[ShowdownAction],
            rng: random.Random) -> ShowdownAction:
        if (obs.phase is ShowdownPhase.PLAY and HIT in legal_actions
                and cannot_bust(obs.seats[obs.player].cards)):
            return HIT
        action: ShowdownAction = super().act(obs, legal_actions, rng)
        return action


def random_bot() -> RandomBot:
    return ShowdownRandomBot()
