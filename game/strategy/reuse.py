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

from collections.abc import Iterable

from game.strategy.dealer import Counts
from game.strategy.ev import Memo, PlainCalculator

State = tuple[int, bool]                  # (total, soft)
# One pass of one up card: hit or stand ("H" / "S") per total, and the values
# of hands that may not double, by their total.
Snapshot = tuple[dict[State, str], dict[State, Memo[Counts]]]
Context = tuple[object, ...]

BUSTED: State = (0, False)   # where busted hands' values are kept: valid in any pass
KEEP = 4            # passes kept per shoe, dealer rule and hole card (newest first)
CONTEXTS = 3        # shoes / dealer rules / hole cards kept
_KEPT: dict[Context, list[list[Snapshot]]] = {}


def context(calc: PlainCalculator) -> Context:
    """What a no-double hand's value depends on besides the strategy."""
    return (calc.shoe, calc.rules.dealer_hits_soft_17, calc.rules.hole_card)


def hit_or_stand(letter: str) -> str:
    """What a letter does when the hand may not double."""
    return "H" if letter in ("H", "D") else "S"


class Seeder:
    """Fills one up card's memo from the kept passes, total by total."""

    def __init__(self, calc: PlainCalculator, up: int, memo: Memo[Counts]):
        self.memo = memo
        kept = _KEPT.get(context(calc))
        self.candidates = list(kept[up]) if kept else []
        for _, values in self.candidates[:1]:
            memo.update(values.get(BUSTED, {}))

    def decided(self, state: State, letter: str) -> None:
        """``state`` was just decided as ``letter``: the kept values of the
        passes that agree on every total so far join the memo."""
        if not self.candidates:
            return
        move = hit_or_stand(letter)
        still = []
        for letters, values in self.candidates:
            if letters.get(state) == move:
                still.append((letters, values))
                found = values.get(state)
                if found:
                    self.memo.update(found)
        self.candidates = still

    def replay(self, order: Iterable[State], letter_of: dict[State, str]) -> None:
        """A whole chart already decided (the edge, surrender): every total in order."""
        for state in order:
            if not self.candidates:
                return
            self.decided(state, letter_of[state])


def keep(calc: PlainCalculator, up: int, letters: dict[State, str], memo: Memo[Counts]) -> None:
    """Keep a finished pass of one up card (its no-double values, by total)."""
    by_state: dict[State, Memo[Counts]] = {}
    for key, value in memo.items():
        if not key[4]:
            hard = key[2]
            if key[3] and hard <= 11:
                state = (hard + 10, True)
            else:
                state = (hard, False) if hard <= 21 else BUSTED
            found = by_state.get(state)
            if found is None:
                by_state[state] = {key: value}
            else:
                found[key] = value
    ctx = context(calc)
    kept = _KEPT.pop(ctx, None) or [[] for _ in range(10)]
    _KEPT[ctx] = kept                       # the newest context last
    while len(_KEPT) > CONTEXTS:
        del _KEPT[next(iter(_KEPT))]
    snapshot = ({s: hit_or_stand(x) for s, x in letters.items()}, by_state)
    kept[up] = [snapshot] + kept[up][:KEEP - 1]


def forget() -> None:
    """Drop every kept value (tests: compute from scratch)."""
    _KEPT.clear()
