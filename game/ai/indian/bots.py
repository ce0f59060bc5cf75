"""Indian Blackjack bots: easy, normal (and random); hard is in
``equilibrium`` (the older Bayesian hard bot, now "bayes", in ``hard``).

What a bot can see (``IndianObservation``): the community card, the
opponent's cards, its own hit card, the bets, and every card dealt since the
last reshuffle. Never its own first card: that is what the odds are about.

- easy: a rule of thumb on the opponent's visible total; no counting.
- normal: bets on its chance of winning, computed from the visible cards and
  the unseen pool (its own card uniform over that pool).
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.base import BaseBot, RandomBot
from game.ai.indian import odds as odds
from game.tables.indian.rules import INDIAN, IndianRules
from game.tables.indian.view import (
    IndianAction,
    IndianKind,
    IndianObservation,
    IndianPhase,
    ItemKind,
)

K = IndianKind
# The legal actions by kind (see by_kind).
Kinds = dict[IndianKind, list[IndianAction]]


@dataclass(frozen=True)
class View:
    """The numbers a bot reasons with, read once from the observation."""
    me: int
    opp: int
    community: int
    opp_first: int
    opp_hit: int | None
    my_hit: int | None
    pool: odds.Counts            # unseen values: my own first card + the deck
    my_bet: int
    opp_bet: int
    i_start: bool
    my_items: tuple[ItemKind, ...]

    @property
    def opp_key(self) -> int:
        total = self.community + self.opp_first + (self.opp_hit or 0)
        bj = self.opp_hit is None and odds.is_blackjack(self.opp_first, self.community)
        return odds.key_of(total, bj)


def read(obs: IndianObservation) -> View:
    me, opp = obs.player, 1 - obs.player
    community = obs.community
    assert community is not None, "a bot reasons only once the round is dealt"
    vals = [int(c) for c in obs.seen_cards]
    pool = odds.unseen_counts(vals)
    return View(
        me=me, opp=opp, community=int(community),
        opp_first=int(obs.opponent_cards[0]),
        opp_hit=int(obs.opponent_cards[-1]) if len(obs.opponent_cards) > 1 else None,
        my_hit=int(obs.own_hit_cards[-1]) if obs.own_hit_cards else None,
        pool=pool, my_bet=obs.bets[me], opp_bet=obs.bets[opp],
        i_start=obs.starter == me, my_items=tuple(obs.items[me]))


def by_kind(legal: Sequence[IndianAction]) -> Kinds:
    out: Kinds = {}
    for a in legal:
        out.setdefault(a.kind, []).append(a)
    return out


def raise_near(options: list[IndianAction], total: int) -> IndianAction:
    """The legal raise whose total is closest to ``total``."""
    return min(options, key=lambda a: (abs(a.amount - total), a.amount))


def owner(action: IndianAction, who: int, obs: IndianObservation) -> int:
    """Who may take ``action``: the engine lists an item's action to whoever
    is to act, but only its holder may use it (Chip Bonus names the holder;
    Deal Again belongs to the player still holding it)."""
    if action.kind is K.CHIP_BONUS and action.player is not None:
        return action.player
    if action.kind is K.DEAL_AGAIN:
        for p in (0, 1):
            if ItemKind.DEAL_AGAIN in obs.items[p]:
                return p
    return who


def split_by_owner(legal: Sequence[IndianAction], who: int, obs: IndianObservation
                   ) -> tuple[list[IndianAction], list[tuple[int, IndianAction]]]:
    """(the actions ``who`` may take, [(other player, its out-of-turn item action)])."""
    mine: list[IndianAction] = []
    others: list[tuple[int, IndianAction]] = []
    for a in legal:
        p = owner(a, who, obs)
        (mine.append(a) if p == who else others.append((p, a)))
    return mine, others


class IndianBot(BaseBot):
    """Shared plumbing: phases, items, NEXT. Subclasses decide."""

    rules: IndianRules = INDIAN

    def offer(self, obs: IndianObservation, action: IndianAction,
              rng: random.Random) -> bool:
        v = read(obs)
        if action.kind is K.CHIP_BONUS and self.use_chip_bonus(obs, v):
            self.count("chip_bonus")
            return True
        if action.kind is K.DEAL_AGAIN and self.deal_again(obs, v):
            self.count("deal_again")
            return True
        return False

    def act(self, obs: IndianObservation, legal: Sequence[IndianAction],
            rng: random.Random) -> IndianAction:
        kinds = by_kind(legal)
        if K.NEXT in kinds:
            return kinds[K.NEXT][0]
        if len(legal) == 1:
            return legal[0]
        v = read(obs)
        if K.CHIP_BONUS in kinds and self.use_chip_bonus(obs, v):
            self.count("chip_bonus")
            return kinds[K.CHIP_BONUS][0]
        if K.DEAL_AGAIN in kinds:
            if self.deal_again(obs, v):
                self.count("deal_again")
                return kinds[K.DEAL_AGAIN][0]
            if K.STAY in kinds and obs.phase is IndianPhase.DEAL_AGAIN_WAIT:
                return kinds[K.STAY][0]
        if K.HIT in kinds and K.STAY in kinds:
            return kinds[K.HIT if self.hit(obs, v) else K.STAY][0]
        betting: Kinds = {k: a for k, a in kinds.items()
                          if k in (K.RAISE, K.CALL, K.FOLD, K.PASS, K.FREE_FOLD)}
        if betting:
            choice = self.bet(obs, v, betting, rng)
            if choice.kind is K.FOLD and K.FREE_FOLD in kinds and self.free_fold(obs, v):
                self.count("free_fold")
                return kinds[K.FREE_FOLD][0]
            self.count(choice.kind.name.lower())
            return choice
        return legal[0]

    # -- decisions (defaults: plain and cautious) ------------------------------
    def use_chip_bonus(self, obs: IndianObservation, v: View) -> bool:
        return True        # free chips: take them at once

    def deal_again(self, obs: IndianObservation, v: View) -> bool:
        return False

    def free_fold(self, obs: IndianObservation, v: View) -> bool:
        return v.my_bet >= 3

    def hit(self, obs: IndianObservation, v: View) -> bool:
        raise NotImplementedError

    def bet(self, obs: IndianObservation, v: View, kinds: Kinds,
            rng: random.Random) -> IndianAction:
        raise NotImplementedError


def cheapest_stay_in(kinds: Kinds) -> IndianAction | None:
    """Pass if it is free, else call; None if neither is legal."""
    for k in (K.PASS, K.CALL):
        if k in kinds:
            return kinds[k][0]
    return None


class EasyIndianBot(IndianBot):
    """Rule of thumb: only the opponent's visible total matters."""

    name = "indian/easy"

    def hit(self, obs: IndianObservation, v: View) -> bool:
        return v.community <= 6          # a small community card leaves room

    def bet(self, obs: IndianObservation, v: View, kinds: Kinds,
            rng: random.Random) -> IndianAction:
        ot = v.community + v.opp_first + (v.opp_hit or 0)
        strong_opp = 19 <= ot <= 21
        weak_opp = ot <= 12 or ot > 21
        if weak_opp and K.RAISE in kinds and v.my_bet < 6:
            return raise_near(kinds[K.RAISE], v.opp_bet + 2)
        stay = cheapest_stay_in(kinds)
        if strong_opp or stay is None:
            if stay is not None and stay.kind is K.PASS:
                return stay
            if K.FOLD in kinds:
                return kinds[K.FOLD][0]
        if stay is not None:
            return stay
        return raise_near(kinds[K.RAISE], v.opp_bet + 1)   # starter: raise or fold


class NormalIndianBot(IndianBot):
    """Bets on its chance of winning from the visible cards and the pool."""

    name = "indian/normal"
    RAISE_BIG, RAISE_SMALL = 0.5, 0.2        # edge (P(win) - P(lose)) to raise at
    MAX_TOTAL = 8                            # stops raise wars on a small edge

    def belief(self, obs: IndianObservation, v: View) -> dict[int, float]:
        return odds.uniform_belief(v.pool)

    def edges(self, obs: IndianObservation, v: View, belief: odds.Dist,
              stake: int) -> dict[int, odds.Edge]:
        if obs.phase is IndianPhase.BET1:
            return odds.prehit_edges(belief, v.pool, v.community, v.opp_first,
                                     v.i_start, stake, self.rules)
        return odds.reveal_edges(belief, v.community, v.my_hit, v.opp_key, self.rules)

    def fold_ev(self, belief: odds.Dist, v: View) -> float:
        p21 = odds.prob_total_is(belief, v.community, v.my_hit or 0, 21)
        return -v.my_bet - p21 * self.rules.fold_21_penalty

    def hit(self, obs: IndianObservation, v: View) -> bool:
        belief = self.belief(obs, v)
        if v.opp_hit is not None or not v.i_start:
            opp = {v.opp_key: 1.0}           # the opponent has already chosen
        else:
            opp = odds.known_dist(v.opp_first, v.community, False, v.pool)
        return odds.hit_gain(belief, v.community, opp, v.pool, max(v.my_bet, 1),
                             self.rules) > 0

    def bet(self, obs: IndianObservation, v: View, kinds: Kinds,
            rng: random.Random) -> IndianAction:
        belief = self.belief(obs, v)
        stake = max(v.opp_bet, v.my_bet)
        ed = odds.combine(belief, self.edges(obs, v, belief, stake))
        stay = cheapest_stay_in(kinds)
        if K.RAISE in kinds and v.opp_bet < self.MAX_TOTAL:
            if ed.sign > self.RAISE_BIG:
                return raise_near(kinds[K.RAISE], v.opp_bet + 3)
            if ed.sign > self.RAISE_SMALL or (stay is None and ed.ev(v.opp_bet + 1)
                                              > self.fold_ev(belief, v)):
                return raise_near(kinds[K.RAISE], v.opp_bet + 1)
        if stay is not None and (stay.kind is K.PASS or ed.ev(stake) > self.fold_ev(belief, v)):
            return stay
        if K.FOLD in kinds:
            return kinds[K.FOLD][0]
        return stay or min(kinds[K.RAISE])


def random_bot() -> RandomBot:
    return RandomBot("indian")
