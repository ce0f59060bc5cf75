"""A card-reading learner: an opponent that counts cards and learns what the
other player's bets say about its own hidden card.

Written from the rules alone, like ``opponents`` (it shares nothing with the
hard bot but the observation), so it tests the hard bot from outside:

- **Counting.** Its own first card is uniform over the cards not seen since
  the last reshuffle (the observation lists them); every hit is drawn from
  what is left.
- **Reading.** The other player sees my first card and bets on it. Each of
  my decisions is keyed by what the other has bet so far (``Evidence``: the
  phase, its bet total in a few steps, whether it raised last). At the reveal
  my card is shown, and the key is counted against how strong my hand looked
  to the other player (``strength_class`` of community + my card + my hit).
  P(key | class) is then a likelihood: the posterior over my card is the
  count of unseen cards times P(key | class of that card), smoothed towards
  "the bet says nothing" while few rounds are counted.
- **Memory.** The counts live in a ``ReaderMemory`` the bot is given: the
  ``reader`` level shares one memory between every match in a process (it
  learns across matches), ``reader-fresh`` gets a new one each match. With
  ``--workers`` each worker process learns on its own, so a ``reader`` run
  replays exactly only with the same worker count (one worker: one memory).
- **Play.** Its chance to win (ties half) against the other's visible total,
  its own card from the posterior: raise about the pot when it is 0.68 or
  more, call by pot odds, fold otherwise; hit when a hit raises that chance.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field

from game.ai.indian.opponents import (
    K,
    Kinds,
    RulesBot,
    by_odds,
    raise_near,
    stay_in,
    unseen_values,
    visible_totals,
)
from game.tables.indian.view import IndianAction, IndianObservation, IndianPhase

STRONG = 0.68          # the win chance from which it raises
OPEN_AT = 0.42         # ... and from which the starter opens rather than folds
SMOOTH = 6.0           # pseudo-counts pulling P(key | class) towards P(key)
BET_STEPS = (1, 2, 4, 7, 12, 20)   # the other's bet total is read in these steps


def strength_class(total: int) -> int:
    """How strong a hand of ``total`` looks to the other player, in 7 classes."""
    if total > 21:
        return 6
    for i, top in enumerate((11, 14, 17, 19, 20)):
        if total <= top:
            return i
    return 5            # 21


@dataclass(frozen=True)
class Evidence:
    """What the other player's bets showed at one of my decisions."""
    phase: IndianPhase
    step: int              # its bet total, as the index of the highest step reached
    raised: bool           # it bet more than me (it raised or opened last)

    @staticmethod
    def of(obs: IndianObservation) -> Evidence:
        mine, theirs = obs.bets[obs.player], obs.bets[1 - obs.player]
        step = sum(1 for s in BET_STEPS if theirs >= s) - 1
        return Evidence(obs.phase, step, theirs > mine)


@dataclass
class ReaderMemory:
    """Counts of (evidence, strength class) seen at reveals."""
    joint: Counter[tuple[Evidence, int]] = field(default_factory=Counter)
    per_class: Counter[tuple[IndianPhase, int]] = field(default_factory=Counter)
    per_key: Counter[Evidence] = field(default_factory=Counter)
    per_phase: Counter[IndianPhase] = field(default_factory=Counter)

    def add(self, key: Evidence, cls: int) -> None:
        self.joint[key, cls] += 1
        self.per_class[key.phase, cls] += 1
        self.per_key[key] += 1
        self.per_phase[key.phase] += 1

    def likelihood(self, key: Evidence, cls: int) -> float:
        """P(key | class), smoothed towards P(key) (which reads nothing)."""
        base = (self.per_key[key] + 1.0) / (self.per_phase[key.phase] + 2.0)
        return ((self.joint[key, cls] + SMOOTH * base)
                / (self.per_class[key.phase, cls] + SMOOTH))


SHARED_MEMORY = ReaderMemory()      # the ``reader`` level's, for the whole process


class CardReader(RulesBot):
    """Counts the unseen cards and reads its own card from the other's bets."""

    def __init__(self, memory: ReaderMemory | None = None) -> None:
        super().__init__()
        self.memory = memory if memory is not None else ReaderMemory()
        self.name = "indian/reader" if memory is SHARED_MEMORY else "indian/reader-fresh"
        self._round = -1
        self._pending: list[tuple[Evidence, int, int]] = []   # (key, community + my hit)
        self._scored = -1

    # -- reading ---------------------------------------------------------------
    def _note(self, obs: IndianObservation) -> Evidence:
        if obs.round_no != self._round:
            self._round, self._pending = obs.round_no, []
        key = Evidence.of(obs)
        mine, _ = visible_totals(obs)
        self._pending.append((key, mine, obs.round_no))
        return key

    def seen_result(self, obs: IndianObservation) -> None:
        res = obs.result
        if res is None or res.round_no == self._scored:
            return
        self._scored = res.round_no
        x = int(res.hands[obs.player][0])
        for key, mine, round_no in self._pending:
            if round_no == res.round_no:
                self.memory.add(key, strength_class(mine + x))
        self._pending = []

    def posterior(self, obs: IndianObservation) -> dict[int, float]:
        """P(my first card = x): the unseen cards, weighted by how likely the
        other's bets this round were against each x."""
        left = unseen_values(obs)
        mine, _ = visible_totals(obs)
        post = {x: float(n) for x, n in left.items()}
        for key, _, round_no in self._pending:
            if round_no == obs.round_no:
                for x in post:
                    post[x] *= self.memory.likelihood(key, strength_class(mine + x))
        z = sum(post.values())
        return {x: p / z for x, p in post.items()}

    # -- playing -----------------------------------------------------------------
    @staticmethod
    def chance(post: Mapping[int, float], mine: int, theirs: int) -> float:
        """P(my total beats theirs), ties half; both over 21 tie."""
        score = 0.0
        for x, p in post.items():
            t = mine + x
            if (t > 21 and theirs > 21) or t == theirs:
                score += 0.5 * p
            elif t <= 21 and (theirs > 21 or t > theirs):
                score += p
        return score

    def hit(self, obs: IndianObservation, rng: random.Random) -> bool:
        self._note(obs)
        post = self.posterior(obs)
        mine, theirs = visible_totals(obs)
        left = unseen_values(obs)
        stay = self.chance(post, mine, theirs)
        take = 0.0
        for x, p in post.items():
            rest = left.copy()
            rest[x] -= 1
            n = sum(rest.values())
            if n <= 0:
                return False
            take += p * sum(c / n * self.chance({x: 1.0}, mine + h, theirs)
                            for h, c in rest.items() if c > 0)
        return take > stay

    def bet(self, obs: IndianObservation, kinds: Kinds, rng: random.Random) -> IndianAction:
        self._note(obs)
        mine, theirs = visible_totals(obs)
        p = self.chance(self.posterior(obs), mine, theirs)
        m, o = self.bets(obs)
        if p >= STRONG and K.RAISE in kinds:
            return raise_near(kinds[K.RAISE], 2 * o + 1)
        if stay_in(kinds) is None:                              # must open
            opening = kinds.get(K.RAISE)
            if p >= OPEN_AT and opening:
                return min(opening, key=lambda a: a.amount)
            if K.FOLD in kinds:
                return kinds[K.FOLD][0]
        if stay_in(kinds) is None:
            return min(kinds[K.RAISE], key=lambda a: a.amount)
        return by_odds(obs, kinds, p)


def shared_reader() -> CardReader:
    return CardReader(SHARED_MEMORY)


def fresh_reader() -> CardReader:
    return CardReader()


__all__ = ["CardReader", "ReaderMemory", "fresh_reader", "shared_reader"]
