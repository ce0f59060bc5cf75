"""The hard bot's answer to big raisers that raise whatever their cards.

An always-raiser (a raise to N every round, any cards) makes every round a
big pot. Its raise says nothing about my card, so the cards' odds alone
price the answer, scored by the chance to win the MATCH, not by chips: on
a gambler's-ruin curve V(c) = (1 - e^-ac) / (1 - e^-aT), a = 2 x edge /
step^2 (``BLIND_EDGE`` chips a round of drift, the raise up to
``BLIND_STEP_MAX`` as its step), a coin flip for a big pot is worth less
than its chips to the side with the edge, so the marginal flips that would
make a match it leads a toss are declined.

Two judgements, both from what the opponent has shown in this match:

- *blind* (``BlindRecord.raises_blind``): at each reveal I see my own card;
  its big raises are blind while my card was, on average over the last
  ``BLIND_WINDOW``, no weaker than expected when they came. From
  ``BLIND_MIN`` such raises on, a big raise is answered by the match value
  (fold, call, or raise back to the cap).
- *certain* (``BlindRecord.certain``): it raised big in round 1 every time
  it could, at least ``CERTAIN_AFTER`` times. Then its raise is known
  before it comes, so when I start the round (I must open or fold, and it
  raises over my opening) I fold at once, for the ante, whenever the answer
  to its raise would be a fold: opening first and folding to the raise
  costs one chip more (the *pre-fold*). After calling its raise I hit by
  the odds and bet round 2 for value only (``value_bet``).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.ai.indian import exploit as ex
from game.ai.indian import odds as odds
from game.ai.indian.bots import K, Kinds, View
from game.ai.indian.match_value import fold_value, showdown_value
from game.tables.indian.rules import IndianRules
from game.tables.indian.view import IndianAction, IndianObservation

BLIND_WINDOW = 16     # big raises remembered to judge whether they aim at my card
BLIND_MIN = 1         # big raises to judge before calling them blind (till then: equilibrium)
BLIND_AT = -1.0       # mean (my card - its expected value) from which they are blind
BLIND_MARGIN = 0.0    # a blind big raise is called when that beats folding (match value)
# The match-value curve for blind raises. Measured (400 matches, seed 11):
# edge 2 beat 0.6, 1 and 3; a step capped at 12 beat 8, 10, 15, 20 and none
# against maniac (an all-in is answered about as carefully as a raise to 12).
BLIND_EDGE = 2.0
BLIND_STEP_MAX = 12
BLIND_RERAISE = True  # a blind raise is raised back to the cap when that pays more
BLIND_BY_ODDS = True  # a blind big raise is answered by the odds (else: the equilibrium)
# Certainty that it raises big every round: this many round-1 moves seen, all
# big raises. A raiser that reads cards raises big on some rounds only.
# Measured (400 matches, seed 31, raise-always-8..28 and maniac): 2 beat 1,
# 3 and 5; matches against these raisers last 6 to 9 rounds.
CERTAIN_AFTER = 2
PRE_FOLD = True       # fold at my opening when the answer to its known raise is a fold
# Once I called a raise certain to be blind, hit by the odds and in round 2
# pass or raise for value only: its bets say nothing, and it calls.
ODDS_AFTER_CALL = True

# (belief, stake) -> my edge at that stake; the bot's odds for the current spot.
Pricer = Callable[[dict[int, float], int], odds.Edge]


@dataclass
class BlindRecord:
    """What the opponent's big raises have shown in this match."""

    samples: list[float] = field(default_factory=list)   # my card minus its expected value
    pending: list[float] = field(default_factory=list)   # this round's, until my card shows
    pending_round: int = 0
    moves: int = 0            # rounds whose round-1 move I saw
    big_moves: int = 0        # ... in which that move was a big raise
    size: int | None = None   # its last big raise (None: to the cap)
    moved_round: int = 0      # the round of the last move counted

    def saw_big_raise(self, round_no: int, expected_card: float) -> None:
        """One sample a round (its raises in one round are one decision)."""
        if self.pending_round != round_no:
            self.pending = []
        if not self.pending:
            self.pending.append(expected_card)
            self.pending_round = round_no

    def reveal(self, round_no: int, my_card: int | None) -> None:
        if my_card is not None and self.pending_round == round_no and self.pending:
            self.samples = (self.samples + [my_card - m for m in self.pending])[-BLIND_WINDOW:]
        self.pending = []

    def saw_move(self, round_no: int, total: int, big: bool, cap: int) -> None:
        """Its first move of round 1 (a fold or a call counts as total 0)."""
        if round_no == self.moved_round:
            return
        self.moved_round = round_no
        self.moves += 1
        if big:
            self.big_moves += 1
            self.size = None if total >= cap else total

    @property
    def raises_blind(self) -> bool:
        """Its big raises say nothing about my card: it was no weaker than
        average when they came."""
        n = len(self.samples)
        return n >= BLIND_MIN and sum(self.samples) >= BLIND_AT * n

    @property
    def certain(self) -> bool:
        """It raised big at every round-1 move I saw, often enough to bet on.
        (Asking as well that its raises look blind by my cards was measured
        worse: a weak card or two at the start makes an always-raiser look
        aimed, and the few raisers that aim are caught at their next small
        move anyway.)"""
        return self.moves >= CERTAIN_AFTER and self.big_moves == self.moves

    def expected_raise(self, cap: int) -> int:
        return cap if self.size is None else min(self.size, cap)


def curve(obs: IndianObservation, stake: int) -> list[float]:
    """The match-value curve for a pot with ``stake`` each at risk."""
    step = min(stake, BLIND_STEP_MAX)
    return ex.value_curve(sum(obs.chips) + obs.pot, 2 * BLIND_EDGE / step ** 2)


def answer_blind_raise(obs: IndianObservation, v: View, kinds: Kinds, price: Pricer,
                       rules: IndianRules) -> IndianAction:
    """The match-best answer to a raise that says nothing about my card:
    fold, call, or (when the cards are ahead at the cap too) raise to the
    cap, each priced by the cards' odds alone."""
    belief = odds.uniform_belief(v.pool)
    V = curve(obs, v.opp_bet)
    base = obs.chips[v.me] + v.my_bet
    fold = _fold_now(V, base, v, belief, rules)
    call = showdown_value(V, base, v.opp_bet, price(belief, v.opp_bet))
    if K.CALL not in kinds or call - fold <= BLIND_MARGIN:
        return kinds[K.FOLD][0] if K.FOLD in kinds else kinds[K.CALL][0]
    top = reraise(V, base, kinds, belief, price, call)
    return top if top is not None else kinds[K.CALL][0]


def reraise(V: Sequence[float], base: int, kinds: Kinds, belief: dict[int, float],
            price: Pricer, call: float) -> IndianAction | None:
    """The raise to the cap, when its showdown is worth more than ``call``."""
    raises = kinds.get(K.RAISE, [])
    if not (BLIND_RERAISE and raises):
        return None
    top = max(raises, key=lambda a: a.amount)
    return top if showdown_value(V, base, top.amount, price(belief, top.amount)) > call else None


def pre_folds(obs: IndianObservation, v: View, record: BlindRecord, price: Pricer,
              rules: IndianRules) -> bool:
    """At my opening against a certain blind raiser: would my answer to its
    coming raise be a fold? Then fold now, for the ante alone."""
    if not (PRE_FOLD and v.i_start and record.certain and v.opp_bet <= v.my_bet):
        return False
    size = record.expected_raise(obs.raise_cap)
    if size <= v.my_bet:
        return False
    belief = odds.uniform_belief(v.pool)
    V = curve(obs, size)
    base = obs.chips[v.me] + v.my_bet
    fold = _fold_now(V, base, v, belief, rules)
    best = max(showdown_value(V, base, stake, price(belief, stake))
               for stake in {size, obs.raise_cap})
    return best - fold <= BLIND_MARGIN


def value_bet(obs: IndianObservation, v: View, kinds: Kinds, price: Pricer) -> IndianAction:
    """Round 2, no bet to answer, against a raiser certain to be blind (it
    calls whatever I bet): pass, or raise to the total whose showdown is
    worth most; never a bluff, it would be called."""
    belief = odds.uniform_belief(v.pool)
    V = curve(obs, max(v.opp_bet, 1))
    base = obs.chips[v.me] + v.my_bet
    ed = price(belief, v.my_bet)      # the reveal's edge: the same at every stake
    stay = kinds.get(K.PASS) or kinds.get(K.CALL) or kinds[K.FOLD]
    options = [(showdown_value(V, base, v.my_bet, ed), stay[0])]
    options += [(showdown_value(V, base, a.amount, ed), a) for a in kinds.get(K.RAISE, [])]
    return max(options, key=lambda t: (t[0], -t[1].amount))[1]


def _fold_now(V: Sequence[float], base: int, v: View, belief: dict[int, float],
              rules: IndianRules) -> float:
    p21 = odds.prob_total_is(belief, v.community, v.my_hit or 0, 21)
    return fold_value(V, base, v.my_bet, p21, rules.fold_21_penalty)

