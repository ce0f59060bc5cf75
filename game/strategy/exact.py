"""The exact calculator's hot path: the same values as ``PlainCalculator``,
computed with the per-call overhead taken out.

A house edge visits some 300,000 nodes of the player's recursion, most of
them answered from a memo; in pure Python the cost is the calls, not the
arithmetic. So a node's memo is read by its parent before calling it, a
shoe's children (one card of each value drawn) and its size are made once
per shoe and shared by every rule set with the same decks, and stand values
are read from the stand memo directly. The sums are taken in the same order
as the plain path, so the values are the same floats.
"""
from __future__ import annotations

from collections.abc import Collection

from game.strategy.dealer import (
    ACE,
    NAN,
    TEN,
    Counts,
    DealerContext,
    decks_of,
    kept_for,
    soft_17_matters,
)
from game.strategy.ev import Decide, Memo, PlainCalculator
from game.tables.dealer.rules import DealerRules

# shoe -> (cards in it, ((value index, count, shoe after one of them), ...))
Kids = tuple[int, tuple[tuple[int, int, Counts], ...]]
_KIDS: dict[Counts, Kids] = {}


def kids(shoe: Counts) -> Kids:
    """The shoe's size and its children, made once per shoe."""
    k = _KIDS.get(shoe)
    if k is None:
        counts = list(shoe)
        children = []
        for x, cnt in enumerate(shoe):
            if cnt:
                counts[x] = cnt - 1
                children.append((x, cnt, tuple(counts)))
                counts[x] = cnt
        k = _KIDS[shoe] = (sum(shoe), tuple(children))
    return k


# Stand values by (up card, dealer hits soft 17 — None where the rule changes
# nothing against that up card —, hole card): shoe -> ≤16, 17 … 21.
StandMemo = dict[Counts, tuple[float, ...]]
_STANDS: dict[tuple[int, bool | None, bool], StandMemo] = {}


def forget_other_shoes(near: Collection[DealerContext]) -> None:
    """Drop the shoes' children and stand values no rule set in ``near`` uses
    (in place: the calculators hold these memos)."""
    decks = {d for d, _ in near}
    for shoe in [s for s in _KIDS if decks_of(s) not in decks]:
        del _KIDS[shoe]
    for (up, hits, _), memo in _STANDS.items():
        # (no soft-17 rule: it changes nothing against this up card, and
        # ``kept_for`` then takes either)
        for shoe in [s for s in memo if not kept_for(near, up, s, bool(hits))]:
            del memo[shoe]


class EVCalculator(PlainCalculator):
    """Exact path values (a shoe state is the composition left), fast."""

    keeps_doubles = False       # its memos hold hands that may not double only

    def __init__(self, rules: DealerRules, shoe: Counts):
        super().__init__(rules, shoe)
        # Its own stand memos, one per up card: they may hold tables known
        # from some total up only, and a rule set with the other soft-17 rule
        # shares those of the up cards where that rule changes nothing.
        h17, hole = rules.dealer_hits_soft_17, rules.hole_card
        self._stands: list[StandMemo] = [
            _STANDS.setdefault((up, h17 if soft_17_matters(up) else None, hole), {})
            for up in range(10)]

    def stand_table(self, up: int, state: Counts, index: int = 0) -> tuple[float, ...]:
        """Stand values on ≤16, 17 … 21; those before ``index`` may read NaN.

        Most hands that stand stand on 19 to 21, and standing on ``t`` compares
        with the dealer's ``t`` … 21 and natural only: the win minus the loss
        is ``1 - natural - bj - p_t - 2 * p(above t)``, bust or below ``t``
        being all the rest. So the dealer's distribution is asked from ``t``
        up (a third of its terms for 21). The ≤16 value is the plain path's.
        """
        p17, p18, p19, p20, p21, bust, natural = self.dealer.distribution(
            up, state, index - 1 if index > 1 else 0)
        bj = natural * self.bj_loss
        c = 1.0 - natural - bj
        above = p21
        v20 = c - (p20 + 2.0 * above)
        above += p20
        v19 = c - (p19 + 2.0 * above)
        above += p19
        v18 = c - (p18 + 2.0 * above)
        above += p18
        tab = self._stands[up][state] = (
            bust - (p17 + p18 + p19 + p20 + p21) - bj,
            c - (p17 + 2.0 * above), v18, v19, v20, c - p21)
        return tab

    def stand(self, up: int, shoe: Counts, total: int) -> float:
        if total > 21:
            return self.bust(up, shoe)
        i = total - 16 if total > 16 else 0
        tab = self._stands[up].get(shoe)
        if tab is not None:
            v = tab[i]
            if v == v:                          # not NaN: known
                return v
        return self.stand_table(up, shoe, i)[i]

    def trim(self, max_entries: int = 400_000) -> None:
        super().trim(max_entries)
        if sum(len(memo) for memo in self._stands) > max_entries:
            for memo in self._stands:
                memo.clear()

    def p_blackjack(self, up: int, state: Counts) -> float:
        if up == ACE:
            return state[TEN] / sum(state)
        if up == TEN:
            return state[ACE] / sum(state)
        return 0.0

    def double(self, up: int, shoe: Counts, hard: int, ace: bool) -> float:
        n, children = kids(shoe)
        stand = self.stand
        v = 0.0
        for x, cnt, child in children:
            h = hard + x + 1
            a = ace or x == ACE
            v += cnt * stand(up, child, h + 10 if a and h <= 11 else h)
        return 2.0 * v / n

    def best(self, up: int, shoe: Counts, hard: int, ace: bool) -> float:
        key = (up, shoe, hard, ace)
        v = self._best.get(key)
        if v is not None:
            return v
        if ace and hard <= 11:
            total, soft = hard + 10, True
        else:
            total, soft = hard, False
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

    def hit(self, up: int, shoe: Counts, hard: int, ace: bool, decide: Decide | None = None,
            memo: Memo[Counts] | None = None) -> float:
        n, children = kids(shoe)
        v = 0.0
        if decide is None:
            known_best = self._best
            best = self.best
            for x, cnt, child in children:
                h = hard + x + 1
                a = ace or x == ACE
                r = known_best.get((up, child, h, a))
                v += cnt * (best(up, child, h, a) if r is None else r)
        else:
            assert memo is not None, "a fixed strategy is played with its memo"
            # A bust, a 21 or a hand the chart stands on is valued here, not
            # kept: most children are one (the same values ``play`` gives).
            letters = getattr(decide, "letters", None)
            if letters is None:
                return super().hit(up, shoe, hard, ace, decide, memo)
            hard_letters, soft_letters = letters
            hit, bust = self.hit, self.bust
            stands = self._stands[up]
            flat_bust = self.bj_loss == 1.0 or up not in (ACE, TEN)    # bust = -1
            for x, cnt, child in children:
                h = hard + x + 1
                if h > 21:
                    v += cnt * (-1.0 if flat_bust else bust(up, child))
                    continue
                a = ace or x == ACE
                if a and h <= 11:
                    t = h + 10
                    letter = "S" if t == 21 else soft_letters.get((t, up), "H")
                else:
                    t = h
                    letter = "S" if t == 21 else hard_letters.get((t, up), "H")
                if letter == "S" or letter == "Ds":
                    i = t - 16 if t > 16 else 0
                    tab = stands.get(child)
                    r = NAN if tab is None else tab[i]
                    if r != r:
                        r = self.stand_table(up, child, i)[i]
                else:                               # hits on (a "D" may not double)
                    key = (up, child, h, a, False)
                    r = memo.get(key)
                    if r is None:
                        r = memo[key] = hit(up, child, h, a, decide, memo)
                v += cnt * r
        return v / n

    def play(self, up: int, shoe: Counts, hard: int, ace: bool, can_double: bool,
             decide: Decide, memo: Memo[Counts]) -> float:
        key = (up, shoe, hard, ace, can_double)
        v = memo.get(key)
        if v is not None:
            return v
        if ace and hard <= 11:
            total, soft = hard + 10, True
        else:
            total, soft = hard, False
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
        if not can_double:      # a hand that may double is asked once: not kept
            memo[key] = v
        return v
