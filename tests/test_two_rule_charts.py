"""Every change of two rules from a table's own, shipped as charts that
differ from the table's own chart in a few cells (charts_two_rules.json.gz):
complete, exact, and what the generator writes."""
import gzip
import json
import random

import pytest

from game.strategy import basic, shipped
from game.strategy.basic import _math_key
from game.strategy.shipped import (
    TWO_RULES_FILE,
    chart_difference,
    chart_from_json,
    chart_with,
    key_text,
    two_rule_edges,
    two_rules_bytes,
)
from game.tables.dealer.house_rules import HOUSE_TABLES, build, edge_key
from scenes.screens.edge_worker import house_edge_worker


def shipped_entries():
    return json.loads(gzip.decompress(TWO_RULES_FILE.read_bytes()))["rule_sets"]


def derived(table, overrides):
    """The chart and edge derived now (nothing shipped read)."""
    rules = build(table, overrides)
    shipped.use_shipped(False)
    try:
        chart = basic.basic_chart(rules)
        return chart, basic.house_edge(rules, chart)
    finally:
        shipped.use_shipped(True)


def test_every_two_rule_change_from_a_tables_own_rules_is_shipped_small():
    from tools.make_preset_edges import two_rule_sets
    entries = shipped_entries()
    for table in HOUSE_TABLES:
        assert {key_text(k) for k in two_rule_sets(table)} <= set(entries)
    assert len(entries) >= 150
    assert TWO_RULES_FILE.stat().st_size < 12_000      # the executable has ~175 kB to spare


@pytest.mark.parametrize("sample_seed", [21])
def test_a_sample_of_shipped_two_rule_changes_equals_the_one_derived_now(sample_seed):
    entries = [e for _, e in sorted(shipped_entries().items())]
    for entry in random.Random(sample_seed).sample(entries, 3):
        rules = build(entry["table"], entry["overrides"])
        chart, edge = derived(entry["table"], entry["overrides"])
        assert shipped.shipped_chart(_math_key(rules)) == chart, entry["overrides"]
        assert entry["edge"] == pytest.approx(edge, abs=1e-9)


def as_key(text):
    """A key text back to a math key (lists as tuples: hashable, written the same)."""
    return tuple(tuple(x) if isinstance(x, list) else x for x in json.loads(text))


def test_the_shipped_file_is_exactly_what_the_generator_writes_in_any_order():
    entries = shipped_entries()
    own_charts = json.loads(shipped.CHARTS_FILE.read_text())
    bases, rule_sets = {}, {}
    for text, entry in entries.items():
        base = chart_from_json(own_charts[entry["base"]])
        bases[entry["table"]] = (as_key(entry["base"]), base)
        rule_sets[as_key(text)] = (entry["table"], entry["overrides"],
                                   chart_with(base, entry["cells"]), entry["edge"])
    reordered = dict(reversed(list(rule_sets.items())))
    assert two_rules_bytes(bases, rule_sets) == two_rules_bytes(bases, reordered)
    assert two_rules_bytes(bases, rule_sets) == TWO_RULES_FILE.read_bytes()


def test_a_chart_difference_gives_back_the_chart_exactly():
    own = basic.basic_chart(build("classic", {}))
    other = basic.basic_chart(build("classic", {"late_surrender": True}))
    assert chart_with(own, chart_difference(own, other)) == other
    assert chart_with(other, chart_difference(other, own)) == own


def test_the_command_line_and_the_screen_answer_a_two_rule_change_at_once():
    overrides = {"decks": 2, "dealer_hits_soft_17": True}
    rules = build("classic", overrides)
    assert basic.chart_ready(rules)
    edges = {edge_key(t, o): e for t, o, e in two_rule_edges()}
    assert basic.house_edge(rules) == edges[edge_key("classic", overrides)]
    worker = house_edge_worker()
    try:
        assert worker.result(edge_key("classic", overrides)).edge == edges[
            edge_key("classic", overrides)]
    finally:
        worker.close()
