"""The fast exact edge gives the figures the previous implementation gave.

tests/edge_reference.json holds the edge and the chart of 42 rule sets (each
table's own rules and 40 drawn at random across every field), written by the
implementation before the exact calculator's hot path and the dealer's
compiled tables were rewritten for speed. The plain calculator
(``PlainCalculator``) is the slow reference path kept beside the fast one.
"""
import json
from pathlib import Path

import pytest

from game.strategy import basic, reuse, shipped
from game.strategy.chart import LABELS, UP_ORDER, chart_value
from game.strategy.dealer import (
    OUTCOMES,
    _enumerate,
    _UpCardTable,
    dealer_model,
    full_shoe,
    minus,
)
from game.strategy.ev import PlainCalculator
from game.tables.dealer.house_rules import build

REFERENCE = json.loads(Path(__file__).with_name("edge_reference.json").read_text())
EXACT = 1e-9      # the promise: every figure identical to this


def chart_lines(chart) -> list[str]:
    return sorted(f"{name}: " + " ".join(row[LABELS[u]] for u in UP_ORDER)
                  for name, row in chart.rows().items())


def computed(table: str, overrides: dict) -> tuple[float, list[str]]:
    """Edge and chart computed now, shipped charts and edges not consulted."""
    shipped.use_shipped(False)
    try:
        rules = build(table, overrides)
        chart = basic.basic_chart(rules)
        return basic.house_edge(rules, chart), chart_lines(chart)
    finally:
        shipped.use_shipped(True)


def test_the_reference_covers_every_rule_field_at_both_tables():
    fields = {name for entry in REFERENCE for name in entry["rules"]}
    assert {"decks", "dealer_hits_soft_17", "double_on", "double_after_split", "resplit_to",
            "resplit_aces", "split_aces_one_card", "late_surrender",
            "blackjack_pays"} <= fields
    assert {entry["table"] for entry in REFERENCE} == {"classic", "midnight"}


# A spread of the stored rule sets, quick enough for every run (they share
# dealer tables); the slow test below checks every one.
QUICK = [0, 1, 2, 5, 9, 14]


@pytest.mark.parametrize("index", QUICK)
def test_an_edge_and_its_chart_equal_the_previous_implementations(index):
    entry = REFERENCE[index]
    edge, chart = computed(entry["table"], entry["rules"])
    assert edge == pytest.approx(entry["edge"], abs=EXACT)
    assert chart == sorted(entry["chart"])


@pytest.mark.slow
def test_every_stored_rule_set_has_the_previous_implementations_edge_and_chart():
    for entry in REFERENCE:
        edge, chart = computed(entry["table"], entry["rules"])
        assert edge == pytest.approx(entry["edge"], abs=EXACT), entry["rules"]
        assert chart == sorted(entry["chart"]), entry["rules"]


@pytest.mark.parametrize("table, overrides", [
    ("classic", {"double_after_split": True, "resplit_to": 4, "resplit_aces": True}),
    ("midnight", {"decks": 2, "late_surrender": True, "split_aces_one_card": True}),
])
def test_the_fast_calculator_values_a_chart_as_the_plain_one_does(table, overrides):
    rules = build(table, overrides)
    chart = basic.basic_chart(rules)
    plain = PlainCalculator(rules, full_shoe(rules.decks))
    fast = basic.calculator(rules)
    assert type(fast) is not PlainCalculator
    reuse.forget()                  # the plain path computes every value itself
    want = chart_value(plain, chart)
    assert chart_value(fast, chart) == pytest.approx(want, abs=1e-12)
    assert chart_value(fast, None) == pytest.approx(chart_value(plain, None), abs=1e-12)


@pytest.mark.parametrize("hits_soft_17", [False, True])
def test_the_compiled_dealer_tables_equal_a_sum_over_every_drawing_sequence(hits_soft_17):
    """Each distribution against the enumeration summed term by term: from the
    rule's own table, and as the other rule's plus the soft 17's difference."""
    model = dealer_model(hits_soft_17)
    shoes = [minus(full_shoe(1), 0, 3), minus(minus(full_shoe(2), 9, 5), 4, 2), full_shoe(6)]
    for up in range(10):
        for shoe in shoes:
            shoe = minus(shoe, up)
            want = [0.0] * len(OUTCOMES)
            for (drawn, outcome), orders in _enumerate(up, hits_soft_17).items():
                p, left = float(orders), list(shoe)
                n = sum(left)
                for v, m in enumerate(drawn):
                    for _ in range(m):
                        p *= left[v] / n
                        left[v] -= 1
                        n -= 1
                want[outcome] += p
            whole = _UpCardTable(up, hits_soft_17).distribution(shoe)
            assert whole == pytest.approx(want, abs=1e-13), (up, shoe)
            dealer_model(not hits_soft_17).distribution(up, shoe)   # the other rule knows it
            by_difference = model.distribution(up, shoe)
            assert by_difference == pytest.approx(want, abs=1e-13), (up, shoe)
