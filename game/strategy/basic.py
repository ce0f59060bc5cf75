"""Basic strategy and exact expected values for the dealer tables.

    python -m game.strategy --table midnight|classic [--rules k=v …] [--json]

prints the total-dependent basic-strategy chart and its exact house edge for a
shoe reshuffled every round (no insurance, share of the initial bet, positive
when the house wins). The API:

- ``basic_chart(rules)`` -> ``Chart`` (derived, cached per rule set);
- ``house_edge(rules)`` -> the chart's exact house edge (a fraction);
- ``chart_play(chart, cards, up, can_double=…, can_split=…)`` -> ``Play``;
- ``action_evs(rules, cards, up, removed_cards, …)`` -> ``{Play: EV}`` for the
  advisor: composition-dependent expected values of each legal play, then
  optimal play, per initial bet of the hand, given what is known (after the
  peek in Classic, so conditioned on no dealer blackjack there).

The mathematics is in ``game.strategy.ev`` (path values), ``game.strategy.dealer``
(dealer distributions) and ``game.strategy.chart`` (chart derivation).
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Callable, Collection, Sequence
from enum import Enum
from functools import partial
from typing import Any

from game.cards import POINTS, Card
from game.errors import SetupError
from game.strategy import collector
from game.strategy.chart import (
    HARD_TOTALS,
    LABELS,
    PAIR_ORDER,
    SOFT_TOTALS,
    UP_ORDER,
    Chart,
    chart_value,
    derive_chart,
    derive_surrender,
    natural_share,
)
from game.strategy.dealer import (
    ACE,
    TEN,
    Counts,
    DealerContext,
    full_shoe,
    minus,
    value_index,
)
from game.strategy.ev import FrozenDealerCalculator, ShoeCalculator, total_of
from game.strategy.exact import EVCalculator
from game.strategy.shipped import CHARTS_FILE as CHARTS_FILE
from game.strategy.shipped import MathKey, shipped_chart, shipped_edge
from game.tables.dealer.rules import CLASSIC, MIDNIGHT, BlackjackPays, DealerRules
from game.tables.overrides import with_overrides

TABLES: dict[str, DealerRules] = {"midnight": MIDNIGHT, "classic": CLASSIC}

# Fields that change the mathematics (beyond a table's public overridable ones).
ANALYSIS_FIELDS = ("hole_card", "split_by_rank")


class Play(str, Enum):
    STAND = "stand"
    HIT = "hit"
    DOUBLE = "double"
    SPLIT = "split"
    SURRENDER = "surrender"

    @property
    def letter(self) -> str:
        return {"stand": "S", "hit": "H", "double": "D", "split": "P",
                "surrender": "R"}[self.value]


# -- cached per rule set -----------------------------------------------------

_CALCULATORS: dict[MathKey, EVCalculator] = {}
_CHARTS: dict[MathKey, Chart] = {}


def _math_key(rules: DealerRules) -> MathKey:
    """The fields that change the mathematics (limits, spots, … don't)."""
    key: MathKey = (rules.decks, rules.hole_card, rules.split_by_rank, rules.split_aces_one_card,
           rules.double_after_split, rules.double_totals, rules.dealer_hits_soft_17)
    # Fields added later join the key only when they differ from the default,
    # so the shipped charts' keys stay valid.
    extra = tuple((name, getattr(rules, name).value if isinstance(getattr(rules, name), Enum)
                   else getattr(rules, name))
                  for name, default in _LATER_DEFAULTS.items()
                  if getattr(rules, name) != default)
    return key + extra if extra else key


_LATER_DEFAULTS = {"resplit_to": 2, "resplit_aces": False, "late_surrender": False,
                   "blackjack_pays": BlackjackPays.THREE_TO_TWO}


def calculator(rules: DealerRules) -> EVCalculator:
    """The exact calculator for a full shoe of these rules (memo shared)."""
    key = _math_key(rules)
    calc = _CALCULATORS.get(key)
    if calc is None:
        calc = _CALCULATORS[key] = EVCalculator(rules, full_shoe(rules.decks))
    return calc


def forget_other_calculators(near: Collection[DealerContext]) -> None:
    """Drop the calculators (and their memos) of rules drawing from no shoe
    and soft-17 rule in ``near``; charts and edges (small) stay."""
    for key in [k for k, calc in _CALCULATORS.items()
                if (calc.rules.decks, calc.rules.dealer_hits_soft_17) not in near]:
        del _CALCULATORS[key]


def basic_chart(rules: DealerRules) -> Chart:
    """The rules' chart: shipped for the tables' own rules (deriving one takes
    seconds, too long for a table waiting on an AI seat), else derived once."""
    key = _math_key(rules)
    chart = _CHARTS.get(key)
    if chart is None:
        chart = shipped_chart(key)
        if chart is None:
            with collector.paused():
                chart = _derive(rules)
        _CHARTS[key] = chart
    return chart


def chart_ready(rules: DealerRules) -> bool:
    """True when ``basic_chart(rules)`` answers at once (cached or shipped; a
    natural's payout changes no play: the 3:2 rule set's chart is the chart)."""
    key = _math_key(rules)
    if key in _CHARTS:
        return True
    if rules.blackjack_pays is not BlackjackPays.THREE_TO_TWO:
        return chart_ready(dataclasses.replace(rules, blackjack_pays=BlackjackPays.THREE_TO_TWO))
    return shipped_chart(key) is not None


def _derive(rules: DealerRules) -> Chart:
    """Derive a chart, reusing what a rule change leaves unchanged: the
    payout of a natural changes no play (a natural is never played), and
    late surrender changes no letter of the chart, only adds surrender cells
    (derived from the first two-card hands alone). So a house-rules screen
    changing either pays only for what is new (see bench/house_edge.py)."""
    if rules.blackjack_pays is not BlackjackPays.THREE_TO_TWO:
        return basic_chart(dataclasses.replace(rules, blackjack_pays=BlackjackPays.THREE_TO_TWO))
    if rules.late_surrender:
        plain = basic_chart(dataclasses.replace(rules, late_surrender=False))
        chart = dataclasses.replace(plain, surrender_hard={}, surrender_pairs={})
        derive_surrender(calculator(rules), chart)
        return chart
    return derive_chart(calculator(rules))


# -- charts and edges shipped as data (game.strategy.shipped) ------------------
# A sample of the shipped rule sets that a test derives again (the full list is
# tools/make_preset_edges.py's).
SHIPPED_RULES = (MIDNIGHT, dataclasses.replace(MIDNIGHT, split_aces_one_card=True), CLASSIC)


def house_edge(rules: DealerRules, chart: Chart | None = None) -> float:
    """Exact house edge of ``chart`` (default: the rules' basic strategy)."""
    chart = chart or basic_chart(rules)
    shipped = shipped_edge(_math_key(rules))
    if shipped is not None and chart == basic_chart(rules):
        return shipped
    factor = rules.blackjack_pays.factor
    if factor != 1.5:
        # Only naturals change: each is worth ``factor`` instead of 1.5 times
        # its chance of not meeting a dealer natural. Exact, and it reuses
        # the 3:2 computation (cached per rule set).
        base = dataclasses.replace(rules, blackjack_pays=BlackjackPays.THREE_TO_TWO)
        return house_edge(base, chart) - (factor - 1.5) * natural_share(calculator(base))
    key = (_math_key(rules), _chart_key(chart))
    edge = _EDGES.get(key)
    if edge is None:
        with collector.paused():
            edge = _EDGES[key] = -chart_value(calculator(rules), chart)
    return edge


_EDGES: dict[tuple[MathKey, tuple[object, ...]], float] = {}


def _chart_key(chart: Chart) -> tuple[object, ...]:
    return tuple(tuple(sorted(d.items())) for d in (
        chart.hard, chart.soft, chart.pairs, chart.surrender_hard, chart.surrender_pairs))


def optimal_house_edge(rules: DealerRules) -> float:
    """Exact house edge of composition-dependent optimal play of each hand."""
    with collector.paused():
        return -chart_value(calculator(rules), None)


# -- playing the chart -------------------------------------------------------
def chart_play(chart: Chart, cards: Sequence[Card], up: Card, *,
               can_double: bool, can_split: bool, can_surrender: bool = False) -> Play:
    """Basic strategy's play for a hand of card codes against an up card.
    ``can_split`` says the two cards are a pair that may be split now."""
    u = POINTS[up] - 1                      # value_index(up): every decision of a simulation
    points = [POINTS[c] for c in cards]
    total, soft = total_of(sum(points), 1 in points)     # 1: an ace
    if total >= 21:
        return Play.STAND
    pair = value_index(cards[0]) if can_split and len(cards) == 2 else None
    if can_surrender and len(cards) == 2 and chart.surrenders(total, soft, pair, u):
        return Play.SURRENDER
    if pair is not None and chart.split(pair, u):
        return Play.SPLIT
    letter = chart.letter(total, soft, u)
    if letter in ("D", "Ds"):
        if can_double:
            return Play.DOUBLE
        return Play.HIT if letter == "D" else Play.STAND
    return Play.HIT if letter == "H" else Play.STAND


# -- the advisor ---------------------------------------------------------------
def action_evs(rules: DealerRules, player_cards: Sequence[Card], dealer_up: Card,
               removed_cards: Sequence[Card] = (), *, can_double: bool | None = None,
               can_split: bool | None = None, split_hand: bool = False,
               can_surrender: bool | None = None,
               exact: bool | None = None) -> dict[Play, float]:
    """Expected value of each play available to this hand, per its initial bet.

    ``removed_cards``: every other card known to be out of the shoe (other
    hands, the other split hand, earlier rounds since the shuffle). By default
    the shoe is the table's full shoe minus everything known. ``can_double`` /
    ``can_split`` default to what the rules allow a hand like this one;
    ``split_hand`` marks a hand made by splitting. ``exact`` (default: when no
    cards are removed) conditions the dealer on every card; otherwise on the
    known cards plus the first two the player would draw (within 0.1% of the
    exact values, ~20 ms). A player natural gets ``{STAND: its value}``.
    """
    cards = list(player_cards)
    shoe: Counts = full_shoe(rules.decks)
    for c in [*removed_cards, *cards, dealer_up]:
        i = value_index(c)
        if shoe[i] <= 0:
            raise SetupError(f"more {c[0]}s are out than the shoe holds")
        shoe = minus(shoe, i)
    up = value_index(dealer_up)
    idx = [value_index(c) for c in cards]
    hard, has_ace = sum(i + 1 for i in idx), ACE in idx
    total, _ = total_of(hard, has_ace)
    two = len(cards) == 2
    if can_double is None:
        can_double = (two and total in rules.double_totals
                      and (not split_hand or rules.double_after_split))
    if can_split is None:
        same = cards[0][0] == cards[1][0] if rules.split_by_rank else idx[0] == idx[1]
        can_split = two and same and (not split_hand or rules.may_resplit(idx[0] == ACE))
    if can_surrender is None:
        can_surrender = two and not split_hand and rules.late_surrender
    if exact is None:
        exact = not removed_cards
    # Either calculator: each has its own kind of shoe state, made by start().
    calc: ShoeCalculator[Any] = calculator(rules) if exact else _frozen(rules)
    state = calc.start(shoe)
    # The peek has been made: in a hole-card game the values are conditional
    # on no dealer natural (path values are weighted by its absence).
    scale = 1.0
    if rules.hole_card:
        scale = 1.0 / (1.0 - calc.p_blackjack_counts(up, shoe))
    if two and not split_hand and set(idx) == {ACE, TEN}:
        # Classic pays it at once after the peek; Midnight's dealer may still tie it.
        return {Play.STAND: rules.blackjack_pays.factor if rules.hole_card
                else calc.natural(up, state)}
    out = {Play.STAND: calc.stand(up, state, total) * scale}
    locked = split_hand and rules.split_aces_one_card and idx[0] == ACE
    if total < 21 and not locked:
        out[Play.HIT] = calc.hit(up, state, hard, has_ace) * scale
        if can_double:
            out[Play.DOUBLE] = calc.double(up, state, hard, has_ace) * scale
        if can_split:
            out[Play.SPLIT] = calc.split(up, state, idx[0]) * scale
        if can_surrender:
            out[Play.SURRENDER] = calc.surrender(up, state) * scale
    calc.trim()
    return out


_FROZEN: dict[MathKey, FrozenDealerCalculator] = {}


def _frozen(rules: DealerRules) -> FrozenDealerCalculator:
    key = _math_key(rules)
    calc = _FROZEN.get(key)
    if calc is None:
        calc = _FROZEN[key] = FrozenDealerCalculator(rules, full_shoe(rules.decks))
    return calc


# -- command line --------------------------------------------------------------
def parse_rules(table: str, pairs: Sequence[str]) -> DealerRules:
    """``--table`` and ``--rules k=v`` pairs -> a rules object (SetupError if bad).

    Values: ``true`` / ``false``, whole numbers, words (``6:5``, ``10-11``) and,
    for ``cut_card_range``, ``MIN-MAX``. ``hole_card`` and ``split_by_rank``
    may be changed too, for analysis only (no table plays them).
    """
    if table not in TABLES:
        raise SetupError(f"unknown table {table!r} (tables: {', '.join(TABLES)})")
    rules = TABLES[table]
    public: dict[str, object] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep:
            raise SetupError(f"--rules wants key=value, got {pair!r}")
        value = _cli_value(key, text.strip())
        if key in rules.overridable:
            public[key] = value
        elif key in ANALYSIS_FIELDS:
            if type(value) is not bool:
                raise SetupError(f"rules field {key!r} must be true or false")
            analysis: dict[str, Any] = {key: value}
            rules = dataclasses.replace(rules, **analysis)
        else:
            raise SetupError(f"unknown rules field {key!r} (fields: "
                             f"{', '.join(dict.fromkeys(rules.overridable + ANALYSIS_FIELDS))})")
    return with_overrides(rules, public) if public else rules


def _cli_value(key: str, text: str) -> object:
    low = text.lower()
    if low in ("true", "false"):
        return low == "true"
    if key == "cut_card_range":
        lo, sep, hi = low.partition("-")
        if sep and lo.isdigit() and hi.isdigit():
            return [int(lo), int(hi)]
        raise SetupError("cut_card_range wants MIN-MAX, e.g. 60-75")
    if low.isdigit():
        return int(low)
    return text


def rules_summary(rules: DealerRules) -> dict[str, object]:
    """The rules that change the mathematics, as JSON-able values."""
    out: dict[str, object] = {}
    for name in ("decks", "hole_card", "split_by_rank", "dealer_hits_soft_17", "double_on",
                 "double_after_split", "resplit_to", "resplit_aces", "split_aces_one_card",
                 "late_surrender", "blackjack_pays"):
        v = getattr(rules, name)
        out[name] = v.value if isinstance(v, Enum) else v
    return out


def chart_json(chart: Chart) -> dict[str, dict[str, dict[str, str]]]:
    up_labels = [LABELS[u] for u in UP_ORDER]

    def row(fn: Callable[[int], str]) -> dict[str, str]:
        return dict(zip(up_labels, (fn(u) for u in UP_ORDER)))
    return {
        "hard": {str(t): row(partial(chart.cell, t, False)) for t in HARD_TOTALS[:-1]},
        "soft": {str(t): row(partial(chart.letter, t, True)) for t in SOFT_TOTALS[:-1]},
        "pairs": {f"{LABELS[p]},{LABELS[p]}": row(partial(chart.pair_letter, p))
                  for p in PAIR_ORDER},
    }


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.strategy",
                                 description="Basic strategy chart and exact house edge.")
    ap.add_argument("--table", required=True, choices=sorted(TABLES))
    ap.add_argument("--rules", nargs="*", default=[], metavar="KEY=VALUE")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    try:
        rules = parse_rules(args.table, args.rules)
    except SetupError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    chart = basic_chart(rules)
    edge = house_edge(rules, chart)
    if args.json:
        print(json.dumps({"table": args.table, "rules": args.rules, "house_edge": edge,
                          "house_rules": rules_summary(rules), "chart": chart_json(chart)}))
        return 0
    print(f"{args.table}: " + ", ".join(f"{k} {v}" for k, v in rules_summary(rules).items()))
    print("H hit, S stand, D double (else hit), Ds double (else stand), P split"
          + (", Rh / Rs / Rp surrender (else hit / stand / split)"
             if rules.late_surrender else ""))
    print(chart.format())
    print(f"house edge (basic strategy, reshuffled every round): {edge * 100:.4f}%")
    return 0

