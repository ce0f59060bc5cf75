"""Sparring opponents for the Indian Blackjack bots, written from the rules
(docs/rules.md) alone.

They share nothing with ``bots`` / ``hard`` / ``equilibrium`` but the observation:
their odds are a few lines of counting here, so a blind spot of the real bots
is not repeated in the opponents that test them. Registered as levels for the
tournament (``python -m game.sim.tournament indian --a hard --b maniac``), never
offered in a setup screen (``base.opponent_levels``).

- maniac: raises to the cap whenever it can, never folds.
- raise-N (N = 2 .. 32, every total the raise cap allows in a 30 v 30 match,
  Chip Bonus included): raises to N (to the cap when N is above it), then
  calls; never folds.
- bully: raises to the cap when the opponent's visible hand is weak;
  otherwise calls or folds by pot odds.
- station: a calling station; never folds, raises only when it must open.
- tag: tight-aggressive on exact odds (its chance to win against the
  opponent's visible total, its own card uniform over the unseen cards).
- uniform: randomised legal play, every legal action equally likely
  (raise sizes included), hits at random.
- pressure: exact odds, raises to at least 7; all-in once the opponent folded
  to 4 of its last 5 big raises (>= 7).
- mimic: copies the opponent's last raise increment; calls or folds by odds.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from game.ai.base import BaseBot
from game.tables.indian.view import (
    IndianAction,
    IndianKind,
    IndianObservation,
    IndianPhase,
    RoundEnd,
)

K = IndianKind
BIG_RAISE = 7                 # pressure: a raise to at least this total is "big"
BULLY_WEAK = 12               # bully: an opponent's visible total at most this is weak
NEVER_FOLD_KINDS = (K.CALL, K.PASS)
# The legal actions by kind (see group).
Kinds = dict[IndianKind, list[IndianAction]]


def unseen_values(obs: IndianObservation) -> Counter[int]:
    """Values a player cannot see (its own first card is one of them)."""
    left = Counter({v: 4 for v in range(1, 12)})
    left.subtract(int(c) for c in obs.seen_cards)
    left = +left
    return left if left else Counter({v: 4 for v in range(1, 12)})


def visible_totals(obs: IndianObservation) -> tuple[int, int]:
    """(my known points: community + my hit, the opponent's total so far)."""
    community = obs.community
    assert community is not None, "the round is dealt before anyone bets"
    c = int(community)
    return (c + sum(int(h) for h in obs.own_hit_cards),
            c + sum(int(x) for x in obs.opponent_cards))


def win_chance(obs: IndianObservation) -> float:
    """P(my total beats the opponent's as the cards lie now), ties count half;
    my own card uniform over the unseen values. A total over 21 loses, both
    over 21 tie."""
    mine, theirs = visible_totals(obs)
    left = unseen_values(obs)
    n = sum(left.values())
    score = 0.0
    for x, cnt in left.items():
        t = mine + x
        if t > 21 and theirs > 21 or t == theirs:
            score += 0.5 * cnt
        elif t <= 21 and (theirs > 21 or t > theirs):
            score += cnt
    return score / n


def wants_hit(obs: IndianObservation) -> bool:
    """Hit when my expected total is low (own card taken at its mean), or when
    the opponent's visible total already beats my expected one."""
    mine, theirs = visible_totals(obs)
    left = unseen_values(obs)
    mean = sum(v * c for v, c in left.items()) / sum(left.values())
    expected = mine + mean
    return expected <= 13 or (expected < theirs <= 21 and expected <= 16)


def group(legal: Sequence[IndianAction]) -> Kinds:
    out: Kinds = {}
    for a in legal:
        out.setdefault(a.kind, []).append(a)
    return out


def raise_to_total(kinds: Kinds, total: int) -> IndianAction | None:
    """The legal raise nearest ``total`` (None if no raise is legal)."""
    options = kinds.get(K.RAISE)
    if not options:
        return None
    return raise_near(options, total)


def raise_near(options: list[IndianAction], total: int) -> IndianAction:
    """The raise of ``options`` nearest ``total``."""
    return min(options, key=lambda a: (abs(a.amount - total), a.amount))


def stay_in(kinds: Kinds) -> IndianAction | None:
    for k in NEVER_FOLD_KINDS:
        if k in kinds:
            return kinds[k][0]
    return None


class RulesBot(BaseBot):
    """Plumbing: NEXT, items (Chip Bonus at once, the others never), hits.
    Subclasses only say how they bet."""

    def act(self, obs: IndianObservation, legal: Sequence[IndianAction],
            rng: random.Random) -> IndianAction:
        kinds = group(legal)
        if K.NEXT in kinds:
            self.seen_result(obs)
            return kinds[K.NEXT][0]
        if K.CHIP_BONUS in kinds and kinds[K.CHIP_BONUS][0].player == obs.player:
            return kinds[K.CHIP_BONUS][0]
        if obs.phase is IndianPhase.DEAL_AGAIN_WAIT:
            return kinds.get(K.STAY, legal)[0]
        if obs.phase is IndianPhase.HIT:
            return kinds[K.HIT if self.hit(obs, rng) else K.STAY][0]
        choice = self.bet(obs, kinds, rng)
        self.count(choice.kind.name.lower())
        return choice

    def observe(self, obs: IndianObservation) -> None:
        self.seen_result(obs)

    def offer(self, obs: IndianObservation, action: IndianAction, rng: random.Random) -> bool:
        return action.kind is K.CHIP_BONUS

    def seen_result(self, obs: IndianObservation) -> None:
        """A result screen (once or more per round)."""

    def hit(self, obs: IndianObservation, rng: random.Random) -> bool:
        return wants_hit(obs)

    def bet(self, obs: IndianObservation, kinds: Kinds, rng: random.Random) -> IndianAction:
        raise NotImplementedError

    @staticmethod
    def bets(obs: IndianObservation) -> tuple[int, int]:
        return obs.bets[obs.player], obs.bets[1 - obs.player]


def by_odds(obs: IndianObservation, kinds: Kinds, p: float) -> IndianAction:
    """Call (or pass) when it is worth more than folding, else fold: a call at
    stake o is worth (2p - 1) * o, a fold loses my bet m."""
    m, o = RulesBot.bets(obs)
    stay = stay_in(kinds)
    if stay is not None and (stay.kind is K.PASS or (2 * p - 1) * o > -m):
        return stay
    if K.FOLD in kinds:
        return kinds[K.FOLD][0]
    return stay or min(kinds[K.RAISE])


def _open_or_fold(kinds: Kinds, open_it: bool) -> IndianAction:
    """The starter's first bet: the smallest raise (to 2), or a fold."""
    opening = raise_to_total(kinds, 2)
    return opening if open_it and opening is not None else kinds[K.FOLD][0]


class RaiseTo(RulesBot):
    """Always raise to ``target`` (to the cap when the cap is lower), then call."""

    def __init__(self, target: int | None) -> None:
        super().__init__()
        self.target = target
        self.name = "indian/maniac" if target is None else f"indian/raise-{target}"

    def bet(self, obs: IndianObservation, kinds: Kinds, rng: random.Random) -> IndianAction:
        m, o = self.bets(obs)
        goal = obs.raise_cap if self.target is None else min(self.target, obs.raise_cap)
        if goal > o:
            r = raise_to_total(kinds, goal)
            if r is not None:
                return r
        return stay_in(kinds) or min(kinds[K.RAISE])


def maniac() -> RaiseTo:
    return RaiseTo(None)


RAISE_LEVELS = range(2, 33)


class Bully(RulesBot):
    name = "indian/bully"

    def bet(self, obs: IndianObservation, kinds: Kinds, rng: random.Random) -> IndianAction:
        _, theirs = visible_totals(obs)
        if (theirs <= BULLY_WEAK or theirs > 21) and K.RAISE in kinds:
            return raise_near(kinds[K.RAISE], obs.raise_cap)
        p = win_chance(obs)
        if K.FOLD in kinds and stay_in(kinds) is None:          # must open
            return _open_or_fold(kinds, p >= 0.4)
        return by_odds(obs, kinds, p)


class Station(RulesBot):
    name = "indian/station"

    def bet(self, obs: IndianObservation, kinds: Kinds, rng: random.Random) -> IndianAction:
        return stay_in(kinds) or min(kinds[K.RAISE])


class TightAggressive(RulesBot):
    """Raise about the pot on a strong hand, fold a weak one, call by odds."""

    name = "indian/tag"
    STRONG = 0.68

    def bet(self, obs: IndianObservation, kinds: Kinds, rng: random.Random) -> IndianAction:
        p = win_chance(obs)
        m, o = self.bets(obs)
        if p >= self.STRONG and K.RAISE in kinds:
            return raise_near(kinds[K.RAISE], 2 * o + 1)
        if stay_in(kinds) is None:                              # must open
            return _open_or_fold(kinds, p >= 0.45)
        return by_odds(obs, kinds, p)


class Uniform(RulesBot):
    """Every legal action equally likely, raise sizes included (so it raises
    most of the time, and big); hits on a coin flip."""

    name = "indian/uniform"

    def hit(self, obs: IndianObservation, rng: random.Random) -> bool:
        return rng.random() < 0.5

    def bet(self, obs: IndianObservation, kinds: Kinds, rng: random.Random) -> IndianAction:
        flat = [a for k, acts in kinds.items() if k is not K.FREE_FOLD for a in acts]
        return flat[int(rng.random() * len(flat))]

    def offer(self, obs: IndianObservation, action: IndianAction, rng: random.Random) -> bool:
        return rng.random() < 0.5


class Pressure(RulesBot):
    """Exact odds; raises to at least 7; shoves once the opponent has folded
    to 4 of its last 5 big raises."""

    name = "indian/pressure"
    WINDOW, FOLDS_TO_SHOVE = 5, 4

    def __init__(self) -> None:
        super().__init__()
        self.reset()

    def reset(self) -> None:
        self.history: list[bool] = []        # per big raise: did the opponent fold to it?
        self.pending: int | None = None      # round of my last big raise, not yet scored
        self.scored = 0

    def seen_result(self, obs: IndianObservation) -> None:
        res = obs.result
        if res is None or res.round_no == self.scored:
            return
        self.scored = res.round_no
        if self.pending == res.round_no:
            self.history.append(res.end is RoundEnd.FOLD and res.folder != obs.player)
            self.history = self.history[-self.WINDOW:]
        self.pending = None

    def shoving(self) -> bool:
        return sum(self.history[-self.WINDOW:]) >= self.FOLDS_TO_SHOVE

    def bet(self, obs: IndianObservation, kinds: Kinds, rng: random.Random) -> IndianAction:
        if obs.result is not None:
            self.seen_result(obs)
        p = win_chance(obs)
        m, o = self.bets(obs)
        r = None
        if K.RAISE in kinds:
            if self.shoving():
                r = raise_to_total(kinds, obs.raise_cap)
            elif p >= 0.6:
                r = raise_to_total(kinds, max(BIG_RAISE, o + 2))
            elif stay_in(kinds) is None and p >= 0.4:
                r = raise_to_total(kinds, BIG_RAISE)
        if r is not None:
            if r.amount >= BIG_RAISE:
                self.pending = obs.round_no
            return r
        if stay_in(kinds) is None:
            return kinds[K.FOLD][0] if K.FOLD in kinds else min(kinds[K.RAISE])
        return by_odds(obs, kinds, p)


class Mimic(RulesBot):
    """Raises by the opponent's last raise increment (2 until it has seen one);
    re-raises a raise it likes, calls or folds by odds otherwise."""

    name = "indian/mimic"

    def __init__(self) -> None:
        super().__init__()
        self.reset()

    def reset(self) -> None:
        self.increment = 2

    def bet(self, obs: IndianObservation, kinds: Kinds, rng: random.Random) -> IndianAction:
        m, o = self.bets(obs)
        if o > m:                        # it raised from my bet to its own
            self.increment = o - m
        p = win_chance(obs)
        if K.RAISE in kinds and (p >= 0.55 or (stay_in(kinds) is None and p >= 0.4)):
            return raise_near(kinds[K.RAISE], o + self.increment)
        if stay_in(kinds) is None:
            return kinds[K.FOLD][0]
        return by_odds(obs, kinds, p)
