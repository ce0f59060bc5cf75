"""Stateful fuzzing of the four engines (hypothesis ``RuleBasedStateMachine``).

Each machine sets up a random table (seeds up to 128 bits, odd stacks, rules
variants, items) and then interleaves, in any order hypothesis likes:

* a legal action, drawn from ``legal_actions()``, applied;
* a hostile action: a random value of the table's own action type that is not
  legal now (every kind, wrong amounts, fractional / boolean / huge amounts,
  wrong or missing seats and players, plain ints where an enum belongs), an
  action of *another* table, a word, ``None``.  It must raise
  ``IllegalAction`` and leave ``snapshot()`` byte-for-byte unchanged
  (``json.dumps(sort_keys=True)`` before and after) and emit no event;
* an agreement check: legal actions, applied on a deep copy, are accepted
  (every one when there are few, a drawn sample of eight otherwise), and
  ``is_legal`` (dealer tables) says yes to each of them.

After every step the money (dealer tables: chips + stakes + house net;
Showdown: tokens + pot; Indian: stacks + pot - Chip Bonuses) equals the
starting total exactly, every amount is an ``int`` (no floats sneak in),
``legal_actions()`` is sorted, duplicate-free and empty exactly when the
table says it is over.

Reproducible: derandomized by default (tests/conftest.py), no example database;
``--hypothesis-seed=N`` explores other examples.  The size of a run
scales with ``CLUB21_FUZZ_SCALE`` (default 1: about 10 s in CI for the three machines);
``CLUB21_FUZZ_SCALE=20`` is the long run.
"""
from __future__ import annotations

import json
import pickle
from fractions import Fraction

import hypothesis.strategies as st
import pytest
from fuzz_scale import SCALE
from hypothesis import HealthCheck, settings
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from game.errors import IllegalAction
from game.tables.dealer.actions import CHIP_VALUES, Action, Kind
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.dealer.table import DealerTable
from game.tables.indian.rules import IndianRules
from game.tables.indian.table import IndianTable
from game.tables.indian.view import IndianAction, IndianKind, ItemKind
from game.tables.overrides import with_overrides
from game.tables.showdown.rules import ShowdownRules
from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import ShowdownAction, ShowdownKind

COPY_SAMPLE = 8     # legal actions tried on deep copies per check, at most

# what a run did, for the README's reliability figures (see bench/monkey.py)
STATS = {"sequences": 0, "legal": 0, "illegal": 0, "copies": 0}


def fuzz_settings(examples: int, steps: int) -> settings:
    return settings(max_examples=examples * SCALE, stateful_step_count=steps,
                    database=None, deadline=None,
                    suppress_health_check=list(HealthCheck), print_blob=True)


def dump(table) -> str:
    return json.dumps(table.snapshot(), sort_keys=True)


def deep_copy(table):
    """A deep copy (pickle round trip: the same as copy.deepcopy, ten times faster)."""
    return pickle.loads(pickle.dumps(table, pickle.HIGHEST_PROTOCOL))


# Plain values that are not actions at any table, and odd amounts.
JUNK = st.sampled_from([None, "hit", "stand", "bet 1 10", 0, 1, 2.5, (), [], {}, b"hit"])
ODD_AMOUNTS = st.one_of(
    st.integers(-5, 1100), st.sampled_from([10**100, -10**100, 2**63, 0, True, False]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([Fraction(5), Fraction(11, 2), 5.0, "5", None]))
SEATS = st.one_of(st.integers(-2, 9), st.sampled_from([None, True, 1.0, "1", 10**30]))


class EngineMachine(RuleBasedStateMachine):
    """Shared rules; subclasses build ``self.table`` and define the checks."""

    def __init__(self) -> None:
        super().__init__()
        self.table = None
        STATS["sequences"] += 1

    # -- per table ----------------------------------------------------------
    def money_ok(self) -> None:
        raise NotImplementedError

    def exact_amounts(self) -> list:
        raise NotImplementedError

    def hostile(self):
        raise NotImplementedError

    def canonical(self, action) -> bool:
        """Exactly the action type, enum kind and int fields (not merely ==)."""
        raise NotImplementedError

    def prefer(self, legal: list) -> list:
        return legal

    def legal_now(self, action) -> bool:
        """Whether ``apply`` must accept ``action`` (a canonical one)."""
        return action in self.table.legal_actions()

    # -- rules --------------------------------------------------------------
    @precondition(lambda self: self.table is not None and bool(self.table.legal_actions()))
    @rule(data=st.data())
    def apply_a_legal_action(self, data) -> None:
        legal = self.table.legal_actions()
        preferred = self.prefer(legal) or legal
        action = data.draw(st.one_of(st.sampled_from(preferred), st.sampled_from(legal)),
                           label="legal")
        self.table.apply(action)
        self.table.events()
        STATS["legal"] += 1

    @precondition(lambda self: self.table is not None)
    @rule(data=st.data())
    def an_illegal_action_changes_nothing(self, data) -> None:
        action = data.draw(self.hostile(), label="hostile")
        if self.canonical(action) and self.legal_now(action):
            deep_copy(self.table).apply(action)      # drawn a legal one: accepted
            STATS["copies"] += 1
            return
        self.table.events()
        before = dump(self.table)
        with pytest.raises(IllegalAction):
            self.table.apply(action)
        assert dump(self.table) == before, f"{action!r} changed the state"
        assert self.table.events() == [], f"{action!r} told the view something"
        STATS["illegal"] += 1

    @precondition(lambda self: self.table is not None and bool(self.table.legal_actions()))
    @rule(data=st.data())
    def every_legal_action_is_accepted(self, data) -> None:
        legal = self.table.legal_actions()
        if len(legal) > COPY_SAMPLE:
            picked = data.draw(st.lists(st.sampled_from(legal), min_size=1,
                                        max_size=COPY_SAMPLE, unique=True), label="sample")
        else:
            picked = legal
        before = dump(self.table)
        for action in picked:
            assert self.canonical(action), f"legal_actions() lists a malformed {action!r}"
            if hasattr(self.table, "is_legal"):
                assert self.table.is_legal(action)
            twin = deep_copy(self.table)
            twin.apply(action)                   # must not raise
            STATS["copies"] += 1
        assert dump(self.table) == before, "trying on a copy touched the original"

    # -- after every step ---------------------------------------------------
    @invariant()
    def money_is_conserved_exactly(self) -> None:
        if self.table is None:
            return
        self.money_ok()
        for amount in self.exact_amounts():
            assert type(amount) is int, f"inexact amount {amount!r}"
            assert amount >= 0

    @invariant()
    def legal_actions_are_sorted_and_unique(self) -> None:
        if self.table is None:
            return
        legal = self.table.legal_actions()
        assert legal == sorted(legal)
        assert len(set(legal)) == len(legal)
        assert self.table.is_over() == (not legal)
        json.dumps(self.table.snapshot())        # always JSON-able


# -- Midnight and Classic -----------------------------------------------------

KIND_VALUES = st.one_of(st.sampled_from(list(Kind)), st.integers(-1, 13))


class DealerMachine(EngineMachine):
    @initialize(data=st.data(), seed=st.one_of(st.integers(0, 2**16), st.integers(0, 2**128)))
    def set_up(self, data, seed) -> None:
        name = data.draw(st.sampled_from(["midnight", "classic"]), label="table")
        stacks = st.one_of(st.sampled_from([0, 1, 2, 3, 7, 20, 60, 1000]),
                           st.integers(0, 3000))
        house = {                       # every house-rules field, both tables
            "split_aces_one_card": st.booleans(), "double_after_split": st.booleans(),
            "decks": st.sampled_from([1, 2, 8]), "dealer_hits_soft_17": st.booleans(),
            "double_on": st.sampled_from(["any", "9-11", "10-11"]),
            "resplit_to": st.sampled_from([2, 3, 4]), "resplit_aces": st.booleans(),
            "late_surrender": st.booleans(),
            "blackjack_pays": st.sampled_from(["3:2", "6:5", "1:1"])}
        if name == "midnight":
            rules = with_overrides(MIDNIGHT, data.draw(st.fixed_dictionaries({}, optional={
                **house,
                "min_bet": st.sampled_from([1, 5]), "max_bet": st.sampled_from([50, 1000])})))
            chips = [data.draw(stacks, label="chips")]
        else:
            rules = with_overrides(CLASSIC, data.draw(st.fixed_dictionaries({}, optional={
                **house,
                "min_bet": st.sampled_from([1, 2, 10]), "max_bet": st.sampled_from([100, 500])})))
            chips = data.draw(st.lists(stacks, min_size=1, max_size=7), label="chips")
        self.table = DealerTable(rules, seed, chips)
        self.table.events()

    def money_ok(self) -> None:
        t = self.table
        total = (sum(t.chips) + sum(t.spots) + sum(h.on_table for h in t.hands) + t.house_net)
        assert total == t.money_total() == t.start_total
        assert sum(t.on_table_of(p) for p in range(t.n_players)) == \
            sum(t.spots) + sum(h.on_table for h in t.hands)

    def exact_amounts(self) -> list:
        t = self.table
        return [*t.chips, *t.spots, *(h.bet for h in t.hands),
                *(h.insurance for h in t.hands)]

    HOSTILE = st.one_of(
        st.builds(Action, st.sampled_from(list(Kind))),              # every kind, bare
        st.builds(Action, st.just(Kind.BET), SEATS, ODD_AMOUNTS),
        st.builds(Action, st.sampled_from([k for k in Kind if k is not Kind.BET]),
                  SEATS, ODD_AMOUNTS),                               # args where none belong
        st.builds(Action, st.just(Kind.BET), st.integers(-1, 7),
                  st.integers(-3, 600)),                             # near-miss bets
        st.builds(Action, KIND_VALUES, SEATS, ODD_AMOUNTS),          # ints for kinds
        st.builds(ShowdownAction, st.sampled_from(list(ShowdownKind))),
        st.builds(IndianAction, st.sampled_from(list(IndianKind))),
        JUNK)

    def hostile(self):
        return self.HOSTILE

    def canonical(self, a) -> bool:
        if type(a) is not Action or type(a.kind) is not Kind:
            return False
        if a.kind is Kind.BET:
            return type(a.spot) is int and type(a.amount) is int
        return a.spot is None and a.amount is None

    def prefer(self, legal: list) -> list:
        return [a for a in legal if a.kind is not Kind.BET]

    def legal_now(self, action) -> bool:
        """legal_actions() lists the rack's chips (and the top-up to the
        minimum); any other whole amount within the limits is a legal bet too."""
        if action in self.table.legal_actions():
            return True
        if action.kind is Kind.BET and self.table.is_legal(action):
            assert action.amount not in CHIP_VALUES, f"{action} legal but not listed"
            return True
        return False


# -- Blackjack Showdown -------------------------------------------------------

class ShowdownMachine(EngineMachine):
    @initialize(data=st.data(), seed=st.one_of(st.integers(0, 2**16), st.integers(0, 2**128)))
    def set_up(self, data, seed) -> None:
        tokens = data.draw(st.lists(st.one_of(st.integers(1, 40), st.just(100)),
                                    min_size=2, max_size=8), label="tokens")
        ante = data.draw(st.sampled_from([1, 7, 10, 25]), label="ante")
        first = data.draw(st.integers(0, len(tokens) - 1), label="first_seat")
        self.table = ShowdownTable(ShowdownRules(ante=ante), seed, tokens, first_seat=first)
        self.table.events()

    def money_ok(self) -> None:
        t = self.table
        assert sum(t.tokens) + t.pot == t.total_tokens() == sum(t.start_tokens)

    def exact_amounts(self) -> list:
        return [*self.table.tokens, self.table.pot]

    HOSTILE = st.one_of(
        st.builds(ShowdownAction, st.sampled_from(list(ShowdownKind))),
        st.builds(ShowdownAction, st.one_of(st.integers(-1, 4), st.sampled_from(
            [None, "hit", 1.0, True]))),
        st.builds(Action, st.sampled_from(list(Kind))),
        st.builds(IndianAction, st.sampled_from(list(IndianKind))),
        JUNK)

    def hostile(self):
        return self.HOSTILE

    def canonical(self, a) -> bool:
        return type(a) is ShowdownAction and type(a.kind) is ShowdownKind


# -- Indian Blackjack ---------------------------------------------------------

class IndianMachine(EngineMachine):
    @initialize(data=st.data(), seed=st.one_of(st.integers(0, 2**16), st.integers(0, 2**128)))
    def set_up(self, data, seed) -> None:
        rules = IndianRules(blackjack_bonus_on_fold=data.draw(st.booleans(), label="bonus"),
                            ante=data.draw(st.sampled_from([1, 1, 2, 3]), label="ante"))
        chips = data.draw(st.one_of(st.just([30, 30]),
                                    st.lists(st.integers(1, 40), min_size=2, max_size=2)),
                          label="chips")
        items = {k: data.draw(st.sampled_from([0, 1, None]), label=k.name) for k in ItemKind}
        self.table = IndianTable(rules, seed, chips, items)
        self.table.events()

    def money_ok(self) -> None:
        t = self.table
        assert sum(t.chips) + sum(t.bets) == t.total_chips() == t.start_total + t.bonus_paid
        if t.phase.name not in ("RESULT", "OVER"):
            for p in (0, 1):
                assert t.chips[p] + t.bets[p] == t.round_chips[p]

    def exact_amounts(self) -> list:
        return [*self.table.chips, *self.table.bets, self.table.bonus_paid]

    HOSTILE = st.one_of(
        st.builds(IndianAction, st.sampled_from(list(IndianKind))),
        st.builds(IndianAction, st.just(IndianKind.RAISE),
                  st.one_of(st.integers(-2, 85), ODD_AMOUNTS)),
        st.builds(IndianAction, st.just(IndianKind.CHIP_BONUS), st.just(0), SEATS),
        st.builds(IndianAction, st.sampled_from(list(IndianKind)), ODD_AMOUNTS, SEATS),
        st.builds(IndianAction, st.integers(-1, 11), st.integers(0, 40),
                  st.sampled_from([None, 0, 1])),                    # ints for kinds
        st.builds(ShowdownAction, st.sampled_from(list(ShowdownKind))),
        st.builds(Action, st.sampled_from(list(Kind))),
        JUNK)

    def hostile(self):
        return self.HOSTILE

    def canonical(self, a) -> bool:
        return (type(a) is IndianAction and type(a.kind) is IndianKind
                and type(a.amount) is int and (a.player is None or type(a.player) is int))

    def prefer(self, legal: list) -> list:
        small = min(self.table.bets) + 3
        return [a for a in legal if a.kind not in (IndianKind.FOLD, IndianKind.RAISE)
                or (a.kind is IndianKind.RAISE and a.amount <= small)]


DealerMachine.TestCase.settings = fuzz_settings(examples=30, steps=50)
ShowdownMachine.TestCase.settings = fuzz_settings(examples=25, steps=50)
IndianMachine.TestCase.settings = fuzz_settings(examples=30, steps=50)

TestDealerTablesUnderFuzzing = DealerMachine.TestCase
TestShowdownUnderFuzzing = ShowdownMachine.TestCase
TestIndianUnderFuzzing = IndianMachine.TestCase


# -- regressions found by the machines above ----------------------------------

def test_showdown_refuses_an_int_where_the_kind_enum_belongs():
    """ShowdownAction(0) == HIT (IntEnum), and was applied as STAND; (2) == NEXT
    crashed half-way. The engine now refuses a kind that is not a ShowdownKind."""
    t = ShowdownTable(seed=3)
    before = dump(t)
    for kind in (0, 1, 2):
        with pytest.raises(IllegalAction):
            t.apply(ShowdownAction(kind))
    assert dump(t) == before


@pytest.mark.parametrize("action", [
    IndianAction(0, amount=5),                        # == raise_to(5); was a silent no-op
    IndianAction(IndianKind.RAISE, amount=5.0),       # put a float in the pot
    IndianAction(IndianKind.RAISE, amount=Fraction(5)),
    IndianAction(IndianKind.CHIP_BONUS, player=True),
])
def test_indian_refuses_look_alike_actions(action):
    t = IndianTable(IndianRules(), 1, [30, 30], {ItemKind.CHIP_BONUS: 1})
    t.events()
    before = dump(t)
    with pytest.raises(IllegalAction):
        t.apply(action)
    assert dump(t) == before and t.events() == []


def test_indian_apply_does_not_list_every_raise_of_a_huge_stack():
    """A scenario with 10**9 chips a side took minutes per action (apply built
    the list of every legal raise); it must answer at once."""
    from helpers.call_count import calls_made
    t = IndianTable(IndianRules(), 0, [10**12, 10**12])

    def three_actions() -> None:
        t.apply(IndianAction(IndianKind.RAISE, amount=10**12))
        with pytest.raises(IllegalAction):
            t.apply(IndianAction(IndianKind.RAISE, amount=10**12 + 1))
        t.apply(IndianAction(IndianKind.CALL))

    # A list of every raise would be 10**12 calls; the three actions take a few hundred.
    assert calls_made(three_actions) < 20_000
