"""Bounded memory for a calculator that works ahead: keep what the rule sets
near the current one draw from, forget the rest.

Most of the calculator's memory is per shoe and dealer's soft-17 rule
(dealer distributions, stand values, shoes' children, calculators' memos,
kept passes): some 36,000 distributions for one deck count. The house-rules
screen's calculator computes the rule sets one change away while the player
reads, and a deck count's change is one of them; kept for every deck count
ever seen, the memos would grow with each. So when the rule set changes, what
belongs to a (deck count, soft-17 rule) that is neither the current rule
set's nor one change away is forgotten: at most six of them are kept (every
deck count under the current soft-17 rule, each one change of the deck
rule, and the current deck count under the other soft-17 rule). Forgetting
never changes a value: what is forgotten is computed again the same way.
"""
from __future__ import annotations

from collections.abc import Iterable

from game.strategy import basic, dealer, ev, exact, reuse
from game.strategy.dealer import DealerContext
from game.tables.dealer.rules import DealerRules

_KEPT_FOR: list[frozenset[DealerContext]] = []      # the last ``near`` kept (a no-op if again)


def context_of(rules: DealerRules) -> DealerContext:
    return (rules.decks, rules.dealer_hits_soft_17)


def keep_only(rule_sets: Iterable[DealerRules]) -> None:
    """Forget every memo no rule set in ``rule_sets`` draws from."""
    near = frozenset(context_of(r) for r in rule_sets)
    if _KEPT_FOR and _KEPT_FOR[0] == near:
        return
    dealer.forget_other_shoes(near)
    exact.forget_other_shoes(near)
    ev.forget_other_shoes(near)
    reuse.forget_other_shoes(near)
    basic.forget_other_calculators(near)
    _KEPT_FOR[:] = [near]


def forget_all() -> None:
    """Drop every memo per shoe (tests: compute from scratch)."""
    keep_only(())
    _KEPT_FOR.clear()
