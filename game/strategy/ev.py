"""Expected values of stand / hit / double / split over a shoe's composition.

Values are in units of the hand's initial bet. Hands are described by the
cards still in the shoe ``R`` (the up card, the hand and every other known card
removed), the hand's hard total (aces as 1) and whether it holds an ace.

No hole card and peek share one computation. The dealer's next card is drawn
from ``R`` after the player acts; a *path value* is the expectation over the
dealer's draws of what the hand wins, where a dealer blackjack counts
``-stake`` when there is no hole card (doubles and splits lost in full) and
``0`` in a peek game, whose blackjack is settled once, for the original bet,
at the root (``-P(blackjack)``). By exchangeability, a hole card dealt before
the player's hits and known not to make a natural is equivalent to a card
drawn after them conditioned the same way, so both games are exact here.

Splits: with one split and no resplit, each split hand's value equals that of
the first hand with the dealer drawing straight after it (the other hand's
cards are, averaged, an unseen part of the shoe), so a split is worth twice
one split hand whose shoe has both pair cards removed. This is exact for any
strategy in which a hand's play depends on its own cards only.

Re-splits (``resplit_to`` > 2): the number of hands ending with a non-pair
second card and with a pair they may no longer split are counted exactly
(drawing without replacement, ``_split_counts``); each such hand is valued as
above, from the shoe with the first two pair cards out. The pair cards a
re-split takes out are not removed from those hands' shoes: the one
approximation here (a few thousandths of a percent of the edge). With
``resplit_to`` = 2 it reduces exactly to the one-split value.
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Iterator
from functools import lru_cache
from typing import Generic, TypeVar

from game.strategy.dealer import (
    ACE,
    BLACKJACK,
    BUST,
    TEN,
    Counts,
    DealerContext,
    dealer_model,
    kept_for,
    minus,
)
from game.tables.dealer.rules import DealerRules

FROZEN_MEMO_ENTRIES = 5_000    # the advisor's memo: about the last few questions

# decide(total, soft, can_double) -> "H", "S" or "D" (double, else hit)
Decide = Callable[[int, bool, bool], str]

# A shoe state: what a calculator knows of the cards left (``Counts`` for the
# exact one; FrozenDealerCalculator carries more).
State = TypeVar("State")
# A fixed strategy's values: (up, state, hard, ace, can_double) -> path value.
Memo = dict[tuple[int, State, int, bool, bool], float]


def total_of(hard: int, ace: bool) -> tuple[int, bool]:
    if ace and hard <= 11:
        return hard + 10, True
    return hard, False


_STAND_MEMOS: dict[tuple[bool, bool], dict[tuple[int, Counts], tuple[float, ...]]] = {}


def forget_other_shoes(near: Collection[DealerContext]) -> None:
    """Drop the stand values no rule set in ``near`` uses (in place: the
    calculators hold these memos)."""
    for (hits, _), memo in _STAND_MEMOS.items():
        for key in [k for k in memo if not kept_for(near, k[0], k[1], hits)]:
            del memo[key]


class ShoeCalculator(Generic[State]):
    """Path values for one rule set and one starting shoe (memoised), over
    shoe states of type ``State``; a subclass says what a state holds."""

    def __init__(self, rules: DealerRules, shoe: Counts):
        self.rules = rules
        self.shoe = shoe
        self.dealer = dealer_model(rules.dealer_hits_soft_17)
        self.bj_loss = 0.0 if rules.hole_card else 1.0
        self.double_totals = rules.double_totals
        # Stand values depend only on the dealer's rule and the hole card, so
        # rule sets that share those share this memo (a rule change is cheaper).
        self._stand: dict[tuple[int, Counts], tuple[float, ...]] = _STAND_MEMOS.setdefault(
            (rules.dealer_hits_soft_17, rules.hole_card), {})
        self._best: dict[tuple[int, State, int, bool], float] = {}

    # -- shoe states ------------------------------------------------------
    def start(self, shoe: Counts) -> State:
        """The state a question starts from, the cards left being ``shoe``."""
        raise NotImplementedError

    def counts(self, state: State) -> Counts:
        """The cards the player draws from."""
        raise NotImplementedError

    def child(self, state: State, x: int) -> State:
        """The state after one card of index ``x`` is dealt to the player."""
        raise NotImplementedError

    def dealer_counts(self, state: State) -> Counts:
        """The cards the dealer's distribution is conditioned on."""
        raise NotImplementedError

    # -- dealer side ------------------------------------------------------
    @staticmethod
    def p_blackjack_counts(up: int, shoe: Counts) -> float:
        if up == ACE:
            return shoe[TEN] / sum(shoe)
        if up == TEN:
            return shoe[ACE] / sum(shoe)
        return 0.0

    def dealer_distribution(self, up: int, state: State) -> tuple[float, ...]:
        return self.dealer.distribution(up, self.dealer_counts(state))

    def p_blackjack(self, up: int, state: State) -> float:
        return self.p_blackjack_counts(up, self.dealer_counts(state))

    def stand_table(self, up: int, state: State) -> tuple[float, ...]:
        """Path values of standing on ≤16, 17, 18, 19, 20, 21 (stake 1)."""
        shoe = self.dealer_counts(state)
        key = (up, shoe)
        tab = self._stand.get(key)
        if tab is None:
            p = self.dealer_distribution(up, state)
            bj = p[BLACKJACK] * self.bj_loss
            made = p[0] + p[1] + p[2] + p[3] + p[4]
            vals = [p[BUST] - made - bj]
            for i in range(5):          # player 17 … 21
                win = p[BUST] + sum(p[:i])
                lose = sum(p[i + 1:5])
                vals.append(win - lose - bj)
            tab = self._stand[key] = tuple(vals)
        return tab

    def stand(self, up: int, shoe: State, total: int) -> float:
        if total > 21:
            return self.bust(up, shoe)
        return self.stand_table(up, shoe)[total - 16 if total > 16 else 0]

    def bust(self, up: int, shoe: State) -> float:
        return -1.0 + self.p_blackjack(up, shoe) * (1.0 - self.bj_loss)

    def root_blackjack_term(self, up: int, shoe: State) -> float:
        """Added once to a non-natural hand's value: the peek game's -P(BJ)."""
        return -self.p_blackjack(up, shoe) if self.rules.hole_card else 0.0

    def natural(self, up: int, shoe: State) -> float:
        """A player natural: paid (3:2, 6:5, 1:1) unless the dealer completes a
        natural (push)."""
        return self.rules.blackjack_pays.factor * (1.0 - self.p_blackjack(up, shoe))

    def surrender(self, up: int, shoe: State) -> float:
        """Path value of late surrender: half the bet lost when the dealer has
        no natural. Against one, a peek game's root term takes the bet; with no
        hole card the surrendered hand loses it here (``bj_loss``), since its
        half comes back only on the dealer's second card."""
        p = self.p_blackjack(up, shoe)
        return -0.5 * (1.0 - p) - p * self.bj_loss

    # -- player side ------------------------------------------------------
    def can_double(self, hard: int, ace: bool) -> bool:
        return total_of(hard, ace)[0] in self.double_totals

    def double(self, up: int, shoe: State, hard: int, ace: bool) -> float:
        counts = self.counts(shoe)
        v = 0.0
        for x, cnt in enumerate(counts):
            if cnt:
                t, _ = total_of(hard + x + 1, ace or x == ACE)
                v += cnt * self.stand(up, self.child(shoe, x), t)
        return 2.0 * v / sum(counts)

    def best(self, up: int, shoe: State, hard: int, ace: bool) -> float:
        """Composition-dependent optimal hit/stand value (no double, no split)."""
        key = (up, shoe, hard, ace)
        v = self._best.get(key)
        if v is not None:
            return v
        total, soft = total_of(hard, ace)
        if total > 21:
            v = self.bust(up, shoe)
        elif total == 21:
            v = self.stand(up, shoe, 21)
        elif total >= (20 if soft else 18):    # never worth a card
            v = self.stand(up, shoe, total)
        else:
            v = self.hit(up, shoe, hard, ace)
            if total >= 12:
                v = max(v, self.stand(up, shoe, total))
        self._best[key] = v
        return v

    def hit(self, up: int, shoe: State, hard: int, ace: bool, decide: Decide | None = None,
            memo: Memo[State] | None = None) -> float:
        """Take one card, then play on optimally (or by ``decide``, with its ``memo``)."""
        counts = self.counts(shoe)
        v = 0.0
        if decide is None:
            for x, cnt in enumerate(counts):
                if cnt:
                    v += cnt * self.best(up, self.child(shoe, x), hard + x + 1, ace or x == ACE)
        else:
            assert memo is not None, "a fixed strategy is played with its memo"
            for x, cnt in enumerate(counts):
                if cnt:
                    v += cnt * self.play(up, self.child(shoe, x), hard + x + 1, ace or x == ACE,
                                         False, decide, memo)
        return v / sum(counts)

    def play(self, up: int, shoe: State, hard: int, ace: bool, can_double: bool,
             decide: Decide, memo: Memo[State]) -> float:
        """Path value of a hand played by a fixed strategy ``decide``."""
        key = (up, shoe, hard, ace, can_double)
        v = memo.get(key)
        if v is not None:
            return v
        total, soft = total_of(hard, ace)
        if total > 21:
            v = self.bust(up, shoe)
        elif total == 21:
            v = self.stand(up, shoe, 21)
        else:
            letter = decide(total, soft, can_double)
            if letter == "D" and can_double:
                v = self.double(up, shoe, hard, ace)
            elif letter == "S":
                v = self.stand(up, shoe, total)
            else:
                v = self.hit(up, shoe, hard, ace, decide, memo)
        memo[key] = v
        return v

    # -- splits -----------------------------------------------------------
    def max_split_hands(self, pair: int) -> int:
        rules = self.rules
        return rules.resplit_to if rules.may_resplit(pair == ACE) else 2

    def split_hand_weights(self, pair: int, shoe_after_pair: State, hands: int | None = None,
                           ) -> Iterator[tuple[float, State, int, bool]]:
        """(expected number of hands, shoe, hard, ace) of each final split hand
        ``pair + x``, for a spot split into at most ``hands`` hands. The weights
        sum to the expected number of hands (2 without re-splits)."""
        counts = self.counts(shoe_after_pair)
        n = sum(counts)
        pc = counts[pair]
        cap = self.max_split_hands(pair) if hands is None else hands
        e_non, e_pair = _split_counts(2, 2, pc, n - pc, cap)
        for x, cnt in enumerate(counts):
            if cnt:
                w = e_pair if x == pair else e_non * cnt / (n - pc)
                yield (w, self.child(shoe_after_pair, x), pair + x + 2,
                       pair == ACE or x == ACE)

    def split_hand_locked(self, pair: int) -> bool:
        return pair == ACE and self.rules.split_aces_one_card

    def split(self, up: int, shoe_after_pair: State, pair: int,
              decide: Decide | None = None, memo: Memo[State] | None = None) -> float:
        """Value of splitting a pair (both its cards already out of the shoe):
        re-splitting as often as the rules allow, or (optimal play, no
        ``decide``) up to the best number of hands."""
        das = self.rules.double_after_split
        locked = self.split_hand_locked(pair)
        values: dict[int, float] = {}
        for _, shoe, hard, ace in self.split_hand_weights(pair, shoe_after_pair, 2):
            total, soft = total_of(hard, ace)
            if locked or total == 21:
                hv = self.stand(up, shoe, total)
            elif decide is None:
                hv = self.best(up, shoe, hard, ace)
                if das and self.can_double(hard, ace):
                    hv = max(hv, self.double(up, shoe, hard, ace))
            else:
                assert memo is not None, "a fixed strategy is played with its memo"
                hv = self.play(up, shoe, hard, ace, das and self.can_double(hard, ace),
                               decide, memo)
            values[hard] = hv
        caps = range(2, self.max_split_hands(pair) + 1)
        if decide is not None:
            caps = caps[-1:]
        return max(sum(w * values[hard] for w, _, hard, _ in
                       self.split_hand_weights(pair, shoe_after_pair, cap))
                   for cap in caps)

    def trim(self, max_entries: int = 400_000) -> None:
        """Forget memoised values once they grow past ``max_entries``."""
        if len(self._best) > max_entries:
            self._best.clear()
        if len(self._stand) > max_entries:
            self._stand.clear()


class PlainCalculator(ShoeCalculator[Counts]):
    """Exact path values: a shoe state is the composition left. The plain
    path, kept as the reference that ``game.strategy.exact.EVCalculator``
    (the same arithmetic, inlined) is tested against."""

    keeps_doubles = True        # its memos hold hands that may double too

    def start(self, shoe: Counts) -> Counts:
        return shoe

    def counts(self, state: Counts) -> Counts:
        return state

    def child(self, state: Counts, x: int) -> Counts:
        return minus(state, x)

    def dealer_counts(self, state: Counts) -> Counts:
        return state


@lru_cache(maxsize=65536)
def _split_counts(open_hands: int, hands: int, pairs: int, others: int,
                  cap: int) -> tuple[float, float]:
    """Expected numbers of final split hands with a non-pair second card and
    with a pair second card (not re-split: the cap is reached), when
    ``open_hands`` of ``hands`` still wait for their second card, dealt from
    ``pairs`` cards of the pair's value and ``others`` other cards."""
    if open_hands == 0:
        return 0.0, 0.0
    n = pairs + others
    e_non = e_pair = 0.0
    if others:
        a_non, a_pair = _split_counts(open_hands - 1, hands, pairs, others - 1, cap)
        e_non += others / n * (1.0 + a_non)
        e_pair += others / n * a_pair
    if pairs:
        if hands < cap:       # re-split: this hand waits again, and one more does
            b_non, b_pair = _split_counts(open_hands + 1, hands + 1, pairs - 1, others, cap)
            e_non += pairs / n * b_non
            e_pair += pairs / n * b_pair
        else:
            b_non, b_pair = _split_counts(open_hands - 1, hands, pairs - 1, others, cap)
            e_non += pairs / n * b_non
            e_pair += pairs / n * (1.0 + b_pair)
    return e_non, e_pair


# (drawing counts, dealer counts, depth left, the indices of the cards gone)
FrozenState = tuple[Counts, Counts, int, tuple[int, ...]]


class FrozenDealerCalculator(ShoeCalculator[FrozenState]):
    """Removes at most ``depth`` player cards beyond the state a question
    starts from; deeper draws leave the shoe (the dealer's and the player's)
    unchanged. The advisor's approximation when the shoe is new at each
    decision (Classic with cards seen): a few dozen dealer distributions and a
    few hundred nodes instead of thousands.

    A dealer distribution with two player cards gone is taken to first order
    from those with one gone: d(R-x-y) ≈ d(R-x) + d(R-y) - d(R). The error is
    second order in 1/size of the shoe (~1e-5), and it needs 11 distributions
    per question instead of ~111 (the advisor's worst case was ~60 ms).

    States are ``(drawing counts, dealer counts, depth left, cards gone)``.
    """

    def __init__(self, rules: DealerRules, shoe: Counts, depth: int = 2):
        super().__init__(rules, shoe)
        self.depth = depth
        # Its stand values rest on approximate dealer distributions: kept out
        # of the memo the exact calculators share (else the exact edge would
        # depend on what the advisor was asked before).
        self._stand = {}

    def start(self, shoe: Counts) -> FrozenState:
        return (shoe, shoe, self.depth, ())

    def counts(self, state: FrozenState) -> Counts:
        return state[0]

    def dealer_counts(self, state: FrozenState) -> Counts:
        return state[1]

    def child(self, state: FrozenState, x: int) -> FrozenState:
        draw, dealer, left, gone = state
        if left > 0:
            return (minus(draw, x), minus(dealer, x), left - 1, tuple(sorted((*gone, x))))
        return state

    def trim(self, max_entries: int = FROZEN_MEMO_ENTRIES) -> None:
        """Each question starts from its own shoe, so old entries are rarely
        reused; kept small, because the cyclic garbage collector walks every
        entry of a live dict: 400,000 of them made a ~40 ms pause."""
        super().trim(max_entries)

    def dealer_distribution(self, up: int, state: FrozenState) -> tuple[float, ...]:
        dealer, gone = state[1], state[3]
        if len(gone) < 2:
            return self.dealer.distribution(up, dealer)
        x, y = gone[0], gone[-1]
        whole = list(dealer)
        whole[x] += 1
        whole[y] += 1
        base = tuple(whole)
        d0 = self.dealer.distribution(up, base)
        dx = self.dealer.distribution(up, minus(base, x))
        dy = self.dealer.distribution(up, minus(base, y))
        return tuple(a + b - c for a, b, c in zip(dx, dy, d0))
