"""Play values kept from one chart to the next, where they are still valid.

Deriving a chart plays every hand by a strategy still being decided, several
times over (each pass of the derivation, then the edge), and again for the
next rule set. A hand's value once it may no longer double depends only on
the shoe, the dealer's rule, the hole card and on which totals the strategy
hits or stands on — not on doubling, splitting, surrender or the payout. And
the derivation decides totals in an order where every total a hand can reach
is decided before it (``chart._state_order``). So a value kept from an earlier
pass is still exact as long as every total decided so far was decided the same
way (hit or stand): the kept values of a total join the memo as soon as that
total is decided the same way, and from the first total decided differently
that earlier pass offers nothing more. The values themselves are never
approximated: a value is reused, or computed afresh the same way.
"""
from __future__ import annotations

from collections.abc import Collection

from game.strategy.dealer import Counts, DealerContext, kept_for, soft_17_matters
from game.strategy.ev import Memo, PlainCalculator

State = tuple[int, bool]                  # (total, soft)
# One pass of one up card: hit or stand ("H" / "S") per total, and the values
# of its hands that may not double.
Snapshot = tuple[dict[State, str], Memo[Counts]]
Context = tuple[object, ...]

KEEP = 2            # passes kept per up card, shoe, dealer rule and hole card (newest first)
CONTEXTS = 2        # shoes / dealer rules / hole cards kept per up card
_KEPT: dict[tuple[int, Context], list[Snapshot]] = {}


def context(calc: PlainCalculator, up: int) -> Context:
    """What a no-double hand's value against ``up`` depends on besides the
    strategy (the soft-17 rule only against the up cards where it matters)."""
    h17 = calc.rules.dealer_hits_soft_17
    return (calc.shoe, h17 if soft_17_matters(up) else None, calc.rules.hole_card)


def hit_or_stand(letter: str) -> str:
    """What a letter does when the hand may not double."""
    return "H" if letter in ("H", "D") else "S"


class Seeder:
    """Fills one up card's memo from a kept pass, total by total.

    A kept pass's values are put in the memo whole: a value of a total not
    decided yet is never read (a hand only draws into totals decided before
    its own), so it waits there until its total is decided. When a total is
    decided otherwise than in that pass, the values of that total and of every
    total decided after it are taken out again (none of them was computed in
    this pass), and another kept pass that agrees so far is put in instead.
    """

    def __init__(self, calc: PlainCalculator, up: int, memo: Memo[Counts],
                 order: list[State]):
        self.memo = memo
        self.position = {state: i for i, state in enumerate(order)}
        self.agreeing = list(_KEPT.get((up, context(calc, up)), ()))
        self.active: Snapshot | None = None
        self._take()

    def _take(self) -> None:
        self.active = self.agreeing[0] if self.agreeing else None
        if self.active is not None:
            self.memo.update(self.active[1])

    def decided(self, state: State, letter: str) -> None:
        """``state`` was just decided as ``letter``."""
        if self.active is None:
            return
        move = hit_or_stand(letter)
        self.agreeing = [snap for snap in self.agreeing if snap[0].get(state) == move]
        if self.active[0].get(state) != move:
            self._drop_from(self.position[state])
            self._take()

    def _drop_from(self, first: int) -> None:
        """Take out the values of the totals at ``first`` and after in the order."""
        position = self.position
        gone = []
        for key in self.memo:
            hard = key[2]
            if key[3] and hard <= 11:
                state = (hard + 10, True)
            elif hard <= 21:
                state = (hard, False)
            else:
                continue                    # busted: the same in every pass
            if position[state] >= first:
                gone.append(key)
        for key in gone:
            del self.memo[key]

    def replay(self, letter_of: dict[State, str]) -> None:
        """A whole chart already decided (the edge, surrender): every total in order."""
        for state in self.position:
            if self.active is None:
                return
            self.decided(state, letter_of[state])


def keep(calc: PlainCalculator, up: int, letters: dict[State, str], memo: Memo[Counts]) -> None:
    """Keep a finished pass of one up card (its no-double values)."""
    where = (up, context(calc, up))
    kept = _KEPT.pop(where, [])
    _KEPT[where] = kept                     # the newest context last
    mine = [w for w in _KEPT if w[0] == up]
    for old in mine[:-CONTEXTS]:
        del _KEPT[old]
    # The memo is kept as it is (the pass is over: nothing writes to it again),
    # unless it holds hands that may double, whose values depend on more.
    values = ({key: v for key, v in memo.items() if not key[4]} if calc.keeps_doubles
              else memo)
    snapshot = ({s: hit_or_stand(x) for s, x in letters.items()}, values)
    kept[:] = [snapshot] + kept[:KEEP - 1]


def forget_other_shoes(near: Collection[DealerContext]) -> None:
    """Drop the kept passes no rule set in ``near`` can reuse."""
    for where in [w for w in _KEPT if not _of_use(near, w)]:
        del _KEPT[where]


def _of_use(near: Collection[DealerContext], where: tuple[int, Context]) -> bool:
    # (no soft-17 rule: it changes nothing against this up card, and
    # ``kept_for`` then takes either)
    up, (shoe, hits, _) = where
    assert isinstance(shoe, tuple)
    return kept_for(near, up, shoe, bool(hits))


def forget() -> None:
    """Drop every kept value (tests: compute from scratch)."""
    _KEPT.clear()
