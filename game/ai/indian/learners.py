"""The card-reading learner: an opponent that counts every card, learns what
each of the other player's moves means, and keeps it across matches.

Written from the rules alone, like ``opponents`` and ``readers`` (it shares
nothing with the hard bot but the observation). Stronger than ``reader``,
which keys on the bet total it faces at each decision; this one reads each
move the other made, one at a time:

- **Counting.** Its own first card is drawn from the exact unseen cards
  (``unseen_values``), every hit from what is left.
- **Reading.** Every move of the other (open, answer to my raise, hit or
  stay, pass) is read off the bets and cards between my decisions
  (``MoveTracker``) as a ``Move``: its situation (``Spot``: which decision,
  which betting round, the size it faced) and what it did (fold, call or
  pass, raise to a bucketed total, hit, stay). At the reveal my card is
  shown, and each move is counted against how the other saw my hand then
  (``view_cell``: my visible total and its own visible part). During a
  round the posterior over my card is the unseen count times
  prod P(move | spot, cell of that card); P is smoothed from the cell to my
  total alone to the spot alone, so little data reads little.
- **Playing.** Each option is priced per card of the posterior with the
  exact round value (``showdown``): a fold loses my bet (and 10 on a 21); a
  call plays the round out; a raise to r wins the other's bet when it folds,
  with the fold chance learnt for that spot, size and card, else plays the
  round out at r. The best expected chips wins. Hit when the posterior says
  a hit gains.
- **Memory.** ``learner`` shares one ``LearnerMemory`` per process (it
  learns across matches, ``reset_shared`` forgets); ``learner-fresh`` gets a
  new one every match.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum

from game.ai.indian.opponents import K, Kinds, RulesBot, stay_in, unseen_values
from game.ai.indian.showdown import (
    FOLD_21_PENALTY,
    Hand,
    Value,
    after_hits,
    holds_21,
    settle,
)
from game.tables.indian.view import (
    IndianAction,
    IndianObservation,
    IndianPhase,
    RoundEnd,
)

RAISE_STEPS = (2, 3, 4, 6, 9, 13, 19, 26)     # a raise total is read as the last step reached
SMOOTH_CELL = 3.0      # pseudo-counts pulling P(move | spot, cell) towards the coarse cell
SMOOTH_COARSE = 3.0    # ... and P(move | spot, my total) towards P(move | spot)
MOVES_PER_SPOT = 10    # the Laplace prior of P(move | spot) spreads over this many moves
TRY_TOTALS = (2, 3, 4, 5, 6, 8, 10, 12, 15, 18, 22, 26, 30)  # raise totals it considers


class Decision(str, Enum):
    """Which decision of the other a move was."""
    OPEN = "open"            # it opened the betting round (round 1: raise or fold)
    FACE = "face"            # it answered my raise
    AFTER_PASS = "after"     # it answered my pass (round 2)
    HIT = "hit"              # its hit or stay


@dataclass(frozen=True)
class Spot:
    decision: Decision
    stage: int               # betting round 1 or 2 (hits: 1 if it hits first, else 2)
    faced: int = -1          # the step of my raise it faced (FACE only)


@dataclass(frozen=True)
class Move:
    spot: Spot
    did: str                 # "f", "c" (call or pass), "r<step>", "h", "s"
    my_hit: int              # my hit card when it moved (0: none yet)
    its_part: int            # community + its hit: its own visible points then


def step_of(total: int) -> int:
    return sum(1 for s in RAISE_STEPS if total >= s) - 1


def total_class(hand: Hand) -> int:
    """My hand as the other sees it, in 10 classes."""
    t = hand.total
    if t > 21:
        return 8
    if hand.blackjack:
        return 9
    for i, top in enumerate((11, 13, 15, 17, 18, 19, 20)):
        if t <= top:
            return i
    return 7            # 21


def part_class(points: int) -> int:
    return sum(1 for top in (3, 6, 8, 10, 11, 15) if points > top)


def view_cell(community: int, mine: int, move: Move) -> tuple[int, int]:
    """How the other saw my hand (first card ``mine``) when it made ``move``."""
    hand = Hand.of(community, mine, move.my_hit or None)
    return total_class(hand), part_class(move.its_part)


@dataclass
class LearnerMemory:
    """Counts of the other's moves by spot and by how it saw my hand."""
    fine: Counter[tuple[Spot, tuple[int, int], str]] = field(default_factory=Counter)
    fine_n: Counter[tuple[Spot, tuple[int, int]]] = field(default_factory=Counter)
    coarse: Counter[tuple[Spot, int, str]] = field(default_factory=Counter)
    coarse_n: Counter[tuple[Spot, int]] = field(default_factory=Counter)
    spot: Counter[tuple[Spot, str]] = field(default_factory=Counter)
    spot_n: Counter[Spot] = field(default_factory=Counter)

    def add(self, move: Move, cell: tuple[int, int]) -> None:
        s, d = move.spot, move.did
        self.fine[s, cell, d] += 1
        self.fine_n[s, cell] += 1
        self.coarse[s, cell[0], d] += 1
        self.coarse_n[s, cell[0]] += 1
        self.spot[s, d] += 1
        self.spot_n[s] += 1

    def chance(self, spot: Spot, cell: tuple[int, int], did: str) -> float:
        """P(it does ``did`` | spot, how it saw my hand), smoothed."""
        p = (self.spot[spot, did] + 1.0) / (self.spot_n[spot] + MOVES_PER_SPOT)
        p = ((self.coarse[spot, cell[0], did] + SMOOTH_COARSE * p)
             / (self.coarse_n[spot, cell[0]] + SMOOTH_COARSE))
        return ((self.fine[spot, cell, did] + SMOOTH_CELL * p)
                / (self.fine_n[spot, cell] + SMOOTH_CELL))

    def rounds(self) -> int:
        return sum(self.spot_n.values())

    def clear(self) -> None:
        for c in (self.fine, self.fine_n, self.coarse, self.coarse_n, self.spot, self.spot_n):
            c.clear()


SHARED_MEMORY = LearnerMemory()      # the ``learner`` level's, for the whole process


def reset_shared() -> None:
    """Forget what the ``learner`` level learnt (a new run of matches)."""
    SHARED_MEMORY.clear()


class MoveTracker:
    """Reads the other's moves off my successive observations of one round."""

    def __init__(self) -> None:
        self.start(-1)

    def start(self, round_no: int) -> None:
        self.round = round_no
        self.moves: list[Move] = []
        # my raise or pass awaiting its answer: (betting phase, my bet total, raise?)
        self._pending: tuple[IndianPhase, int, bool] | None = None
        self._hits_reached = False
        self._its_hit_read = False
        self._opened: set[int] = set()

    def my_move(self, obs: IndianObservation, action: IndianAction) -> None:
        if obs.phase not in (IndianPhase.BET1, IndianPhase.BET2):
            return
        if action.kind is K.RAISE:
            self._pending = (obs.phase, action.amount, True)
        elif action.kind is K.PASS and obs.starter == obs.player:
            self._pending = (obs.phase, obs.bets[obs.player], False)

    def update(self, obs: IndianObservation) -> None:
        if obs.round_no != self.round:
            self.start(obs.round_no)
        res = obs.result if obs.phase in (IndianPhase.RESULT, IndianPhase.OVER) else None
        if res is not None and res.round_no != self.round:
            return
        me, it = obs.player, 1 - obs.player
        c = int(obs.community) if obs.community is not None else 0
        i_start = obs.starter == me
        my_hit = sum(int(h) for h in obs.own_hit_cards)
        its_cards = res.hands[it] if res is not None else obs.opponent_cards
        its_hit = sum(int(h) for h in its_cards[1:])
        mine_bet, its_bet = obs.bets[me], obs.bets[it]
        it_folded = (res is not None and res.end in (RoundEnd.FOLD, RoundEnd.FREE_FOLD)
                     and res.folder == it)
        if obs.phase in (IndianPhase.HIT, IndianPhase.BET2, IndianPhase.DEAL_AGAIN_WAIT):
            self._hits_reached = True

        def add(spot: Spot, did: str, stage: int) -> None:
            part = c + (its_hit if stage == 2 else 0)
            self.moves.append(Move(spot, did, my_hit if stage == 2 else 0, part))

        # Its hit: known once it has decided and I look again.
        if not self._its_hit_read and (
                (obs.phase is IndianPhase.HIT and not i_start)
                or obs.phase in (IndianPhase.BET2, IndianPhase.DEAL_AGAIN_WAIT)
                or (res is not None and self._hits_reached)):
            self._its_hit_read = True
            first = not i_start
            self.moves.append(Move(Spot(Decision.HIT, 1 if first else 2),
                                   "h" if len(its_cards) > 1 else "s",
                                   0 if first else my_hit, c))
        # Its opening of a betting round (it starts the round).
        stage_now = 2 if self._hits_reached else 1
        bet_phase = IndianPhase.BET1 if stage_now == 1 else IndianPhase.BET2
        if not i_start and stage_now not in self._opened and (
                (obs.phase is bet_phase and res is None)
                or (it_folded and self._pending is None)):
            self._opened.add(stage_now)
            did = "f" if it_folded else (f"r{step_of(its_bet)}" if its_bet > mine_bet else "c")
            add(Spot(Decision.OPEN, stage_now), did, stage_now)
        # Its answer to my last raise (or to my pass, in round 2).
        if self._pending is None:
            return
        phase, my_total, was_raise = self._pending
        stage = 1 if phase is IndianPhase.BET1 else 2
        spot = (Spot(Decision.FACE, stage, step_of(my_total)) if was_raise
                else Spot(Decision.AFTER_PASS, 2))
        same = obs.phase is phase and res is None
        if same and its_bet > my_total:
            did = f"r{step_of(its_bet)}"
        elif it_folded:
            did = "f"
        elif same:
            return           # the same decision point again (an item): nothing new
        elif stage == 1 or (res is not None and res.end is RoundEnd.REVEAL):
            did = "c"        # it called (or passed back): the betting moved on
        else:
            return
        self._pending = None
        add(spot, did, stage)


class CardLearner(RulesBot):
    """Counts the unseen cards; reads its own card from the other's moves."""

    risk_weight = 1.0      # x s^2 / 2W: how much a swing of s chips costs it

    def __init__(self, memory: LearnerMemory | None = None) -> None:
        super().__init__()
        self.memory = memory if memory is not None else LearnerMemory()
        self.name = ("indian/learner" if memory is SHARED_MEMORY
                     else "indian/learner-fresh")
        self.tracker = MoveTracker()
        self._scored = -1

    # -- reading -----------------------------------------------------------------
    def act(self, obs: IndianObservation, legal: Sequence[IndianAction],
            rng: random.Random) -> IndianAction:
        self.tracker.update(obs)
        action = super().act(obs, legal, rng)
        self.tracker.my_move(obs, action)
        return action

    def seen_result(self, obs: IndianObservation) -> None:
        res = obs.result
        if res is None or res.round_no == self._scored:
            return
        self.tracker.update(obs)
        self._scored = res.round_no
        if self.tracker.round != res.round_no:
            return
        x = int(res.hands[obs.player][0])
        c = int(res.community)
        for move in self.tracker.moves:
            self.memory.add(move, view_cell(c, x, move))
        self.tracker.moves = []

    def posterior(self, obs: IndianObservation) -> dict[int, float]:
        """P(my first card = x): the unseen cards, weighted by how likely the
        other's moves this round were had my card been x."""
        c = int(obs.community) if obs.community is not None else 0
        post = {x: float(n) for x, n in unseen_values(obs).items()}
        if self.tracker.round == obs.round_no:
            for move in self.tracker.moves:
                for x in post:
                    post[x] *= self.memory.chance(move.spot, view_cell(c, x, move), move.did)
        z = sum(post.values())
        return {x: p / z for x, p in post.items()}

    # -- valuing -----------------------------------------------------------------
    def values(self, obs: IndianObservation, post: Mapping[int, float]) -> dict[int, Value]:
        """The round played out, per possible first card of mine."""
        c = int(obs.community) if obs.community is not None else 0
        its = [int(v) for v in obs.opponent_cards]
        left = unseen_values(obs)
        out = {}
        for x in post:
            if obs.phase is IndianPhase.BET1:
                rest = left.copy()
                rest[x] -= 1
                out[x] = after_hits(c, x, its[0], +rest)
            else:
                my_hit = int(obs.own_hit_cards[-1]) if obs.own_hit_cards else None
                its_hit = its[1] if len(its) > 1 else None
                out[x] = settle(Hand.of(c, x, my_hit), Hand.of(c, its[0], its_hit))
        return out

    def fold_chance(self, obs: IndianObservation, total: int, x: int) -> float:
        stage = 1 if obs.phase is IndianPhase.BET1 else 2
        c = int(obs.community) if obs.community is not None else 0
        its = obs.opponent_cards
        part = c + (int(its[1]) if stage == 2 and len(its) > 1 else 0)
        my_hit = int(obs.own_hit_cards[-1]) if stage == 2 and obs.own_hit_cards else 0
        move = Move(Spot(Decision.FACE, stage, step_of(total)), "f", my_hit, part)
        return self.memory.chance(move.spot, view_cell(c, x, move), "f")

    # -- playing -------------------------------------------------------------------
    def hit(self, obs: IndianObservation, rng: random.Random) -> bool:
        post = self.posterior(obs)
        c = int(obs.community) if obs.community is not None else 0
        its = [int(v) for v in obs.opponent_cards]
        it = Hand.of(c, its[0], its[1] if len(its) > 1 else None)
        left = unseen_values(obs)
        gain = 0.0
        for x, p in post.items():
            rest = left.copy()
            rest[x] -= 1
            n = sum(v for v in rest.values() if v > 0)
            if n <= 0:
                return False
            stay = settle(Hand.of(c, x), it).at(1)
            take = sum(k / n * settle(Hand.of(c, x, h), it).at(1)
                       for h, k in rest.items() if k > 0)
            gain += p * (take - stay)
        return gain > 0

    def bet(self, obs: IndianObservation, kinds: Kinds, rng: random.Random) -> IndianAction:
        post = self.posterior(obs)
        vals = self.values(obs, post)
        m, o = self.bets(obs)
        c = int(obs.community) if obs.community is not None else 0
        my_hit = int(obs.own_hit_cards[-1]) if obs.own_hit_cards else None
        # Log-wealth, to second order: a swing of s chips costs s^2 / 2W, so a
        # small edge is taken in small pots (a match is won by surviving).
        wealth = max(1, obs.chips[obs.player] + m)

        def risk(s: int) -> float:
            return self.risk_weight * s * s / (2 * wealth)

        options: list[tuple[float, IndianAction]] = []
        if K.FOLD in kinds:
            p21 = sum(p for x, p in post.items() if holds_21(c, x, my_hit))
            options.append((-m - p21 * FOLD_21_PENALTY, kinds[K.FOLD][0]))
        stay = stay_in(kinds)
        if stay is not None:
            stake = o if stay.kind is K.CALL else m
            options.append((sum(p * vals[x].at(stake) for x, p in post.items()) - risk(stake),
                            stay))
        raises = {a.amount: a for a in kinds.get(K.RAISE, [])}
        tries = {t for t in TRY_TOTALS if t in raises}
        if raises:
            tries |= {min(raises), max(raises)}
        for r in sorted(tries):
            ev = 0.0
            for x, p in post.items():
                pf = self.fold_chance(obs, r, x)
                ev += p * (pf * o + (1 - pf) * (vals[x].at(r) - risk(r)))
            options.append((ev, raises[r]))
        return max(options, key=lambda t: (t[0], -t[1].amount))[1]


def shared_learner() -> CardLearner:
    return CardLearner(SHARED_MEMORY)


def fresh_learner() -> CardLearner:
    return CardLearner()


__all__ = ["CardLearner", "LearnerMemory", "MoveTracker", "fresh_learner", "reset_shared",
           "shared_learner"]
