"""Every rule set the house rules allow, shipped as charts that differ from the
table's own chart in a few cells (charts_every_rule_set.json.gz): complete,
exact, small, and what the generator writes."""
import gzip
import json
import random

import pytest

from game.strategy import basic, shipped
from game.strategy.basic import _math_key
from game.strategy.preset_edges import PRESET_EDGES
from game.strategy.shipped import (
    EVERY_RULE_SET_FILE,
    chart_difference,
    chart_from_json,
    chart_with,
    every_rule_set_bytes,
    every_rule_set_edges,
    key_text,
)
from game.tables.dealer.house_rules import (
    EDGE_FREE_FIELDS,
    HOUSE_TABLES,
    build,
    edge_key,
    fields_for,
)
from scenes.screens.edge_worker import house_edge_worker


def shipped_file():
    return json.loads(gzip.decompress(EVERY_RULE_SET_FILE.read_bytes()))


def derived(table, overrides):
    """The chart and edge derived now (nothing shipped read)."""
    rules = build(table, overrides)
    shipped.use_shipped(False)
    try:
        chart = basic.basic_chart(rules)
        return chart, basic.house_edge(rules, chart)
    finally:
        shipped.use_shipped(True)


def test_every_rule_set_the_house_rules_allow_is_shipped_small():
    from tools.make_preset_edges import every_rule_set
    rows = shipped_file()["rule_sets"]
    for table in HOUSE_TABLES:
        wanted = every_rule_set(table)
        fields = [f for f in fields_for(table) if f.name not in EDGE_FREE_FIELDS]
        every = 1
        for field in fields:
            every *= len(field.choices)
        # a third of them: the other two payouts of a natural follow from these
        assert len(wanted) == every // 3
        assert {key_text(k) for k in wanted} <= set(rows)
    assert EVERY_RULE_SET_FILE.stat().st_size < 60_000     # the executable's size limit


@pytest.mark.parametrize("sample_seed", [21])
def test_a_sample_of_shipped_rule_sets_equals_the_one_derived_now(sample_seed):
    rows = [row for _, row in sorted(shipped_file()["rule_sets"].items())]
    for table, overrides, _, _, edge in random.Random(sample_seed).sample(rows, 3):
        rules = build(table, overrides)
        chart, derived_edge = derived(table, overrides)
        assert shipped.shipped_chart(_math_key(rules)) == chart, overrides
        assert edge == pytest.approx(derived_edge, abs=1e-9)


def test_the_shipped_rule_sets_agree_with_the_presets_edges():
    edges = {edge_key(t, o): e for t, o, e in every_rule_set_edges()}
    both = [key for key in PRESET_EDGES if key in edges]
    assert len(both) >= 20
    for key in both:
        assert edges[key] == pytest.approx(PRESET_EDGES[key], abs=1e-12), key


def test_a_natural_paying_6_to_5_is_answered_from_the_shipped_3_to_2_rule_set():
    overrides = {"decks": 2, "dealer_hits_soft_17": True, "double_on": "any",
                 "blackjack_pays": "6:5", "resplit_to": 3}
    rules = build("midnight", overrides)
    assert basic.chart_ready(rules)
    chart, edge = derived("midnight", overrides)
    assert basic.basic_chart(rules) == chart
    assert basic.house_edge(rules) == pytest.approx(edge, abs=1e-12)


def as_key(text):
    """A key text back to a math key (lists as tuples: hashable, written the same)."""
    return tuple(tuple(x) if isinstance(x, list) else x for x in json.loads(text))


def test_the_shipped_file_is_exactly_what_the_generator_writes_in_any_order():
    data = shipped_file()
    own_charts = json.loads(shipped.CHARTS_FILE.read_text())
    bases, rule_sets = {}, {}
    for table, kinds in data["tables"].items():
        bases[table] = (as_key(kinds["base"]), chart_from_json(own_charts[kinds["base"]]))
    for text, (table, overrides, letters_at, surrenders_at, edge) in data["rule_sets"].items():
        kinds = data["tables"][table]
        cells = kinds["letters"][letters_at] + kinds["surrenders"][surrenders_at]
        rule_sets[as_key(text)] = (table, overrides, chart_with(bases[table][1], cells), edge)
    reordered = dict(reversed(list(rule_sets.items())))
    assert every_rule_set_bytes(bases, rule_sets) == every_rule_set_bytes(bases, reordered)
    assert every_rule_set_bytes(bases, rule_sets) == EVERY_RULE_SET_FILE.read_bytes()


def test_a_chart_difference_gives_back_the_chart_exactly():
    own = basic.basic_chart(build("classic", {}))
    other = basic.basic_chart(build("classic", {"late_surrender": True}))
    assert chart_with(own, chart_difference(own, other)) == other
    assert chart_with(other, chart_difference(other, own)) == own


def test_a_damaged_file_ships_nothing_and_the_rule_set_is_derived(monkeypatch, tmp_path):
    broken = tmp_path / "charts.json.gz"
    broken.write_bytes(gzip.compress(b'{"format": 1, "tables": {}, "rule_sets": {"x": 1}}'))
    monkeypatch.setattr(shipped, "EVERY_RULE_SET_FILE", broken)
    shipped._every_rule_set.cache_clear()
    try:
        rules = build("classic", {"decks": 2, "late_surrender": True, "resplit_to": 3})
        assert shipped.shipped_chart(_math_key(rules)) is None
        assert shipped.shipped_edge(_math_key(rules)) is None
        assert every_rule_set_edges() == []
    finally:
        shipped._every_rule_set.cache_clear()


def test_the_command_line_and_the_screen_answer_any_rule_set_at_once():
    overrides = {"decks": 2, "dealer_hits_soft_17": True, "late_surrender": True,
                 "double_on": "any", "split_aces_one_card": False}
    rules = build("classic", overrides)
    assert basic.chart_ready(rules)
    edges = {edge_key(t, o): e for t, o, e in every_rule_set_edges()}
    assert basic.house_edge(rules) == edges[edge_key("classic", overrides)]
    worker = house_edge_worker()
    try:
        assert worker.result(edge_key("classic", overrides)).edge == edges[
            edge_key("classic", overrides)]
    finally:
        worker.close()
