"""Write game/strategy/preset_edges.py: the exact edges the house-rules screen
shows without computing; game/strategy/charts.json: the same rule sets'
charts and edges, which the command line answers from; and
game/strategy/charts_every_rule_set.json.gz: every rule set the house rules
allow that pays a natural 3:2 (the others' edges follow from these exactly,
and their charts are these), its chart as the cells where it differs from
the table's own chart.

    python tools/make_preset_edges.py [--dry-run] [--every-rule-set-only]

For Midnight and Classic: the table's own rules, every preset, every
single step (← or →) of a rule from the table's own rules (what a player
opening the screen meets first) and every rule set to each of its values
from the table's own rules (the command line's one-rule changes). A few minutes of CPU:
run it after a change to the strategy engine or to the presets
(tests/test_preset_edges.py recomputes a few entries and fails when the
file is stale or a preset is missing).
"""
from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.errors import SetupError  # noqa: E402
from game.strategy import forgetting, shipped  # noqa: E402
from game.strategy.basic import _math_key, basic_chart, house_edge  # noqa: E402
from game.tables.dealer.house_rules import (  # noqa: E402
    EDGE_FREE_FIELDS,
    HOUSE_TABLES,
    PRESETS,
    build,
    edge_key,
    fields_for,
    minimal,
    preset,
    step,
)

OUT = ROOT / "game" / "strategy" / "preset_edges.py"

HEADER = '''"""Exact house edges shipped for the house-rules screen (generated).

Written by ``python tools/make_preset_edges.py``, do not edit: the table's own
rules, every preset and every single rule step from the table's own rules,
keyed like ``game.tables.dealer.house_rules.edge_key``.
tests/test_preset_edges.py recomputes a few of them.
"""
# ruff: noqa: E501
from __future__ import annotations

PRESET_EDGES: dict[tuple[object, ...], float] = {
'''


def starting_points(table: str) -> list[dict]:
    """The table's own rules and every preset (each once)."""
    seen, out = set(), []
    for chosen in PRESETS:
        overrides = preset(table, chosen)
        key = edge_key(table, overrides)
        if key not in seen:
            seen.add(key)
            out.append(overrides)
    return out


def rule_sets(table: str) -> dict[tuple, dict]:
    """edge key -> overrides of every rule set shipped for ``table``."""
    out: dict[tuple, dict] = {}
    for start in starting_points(table):
        out.setdefault(edge_key(table, start), start)
    start = {}
    for field in fields_for(table):
        if field.name in EDGE_FREE_FIELDS:
            continue
        for direction in (-1, 1):
            moved = step(table, start, field.name, direction)
            if not moved.refused:
                out.setdefault(edge_key(table, moved.overrides), moved.overrides)
        # One field set to any of its values (the command line's one-rule
        # changes: 1 or 2 decks at Classic are more than one step away).
        for value in field.choices:
            try:
                build(table, {field.name: value})
            except SetupError:
                continue
            overrides = minimal(table, {field.name: value})
            out.setdefault(edge_key(table, overrides), overrides)
    return out


def every_rule_set(table: str) -> dict[tuple, dict]:
    """math key -> overrides of every rule set of ``table`` that the house rules
    allow and that pays a natural 3:2, grouped by deck count and soft-17 rule
    (the dealer's distributions they share)."""
    fields = [f for f in fields_for(table) if f.name not in EDGE_FREE_FIELDS
              and f.name != "blackjack_pays"]
    out: dict[tuple, dict] = {}
    for values in itertools.product(*(f.choices for f in fields)):
        overrides = minimal(table, dict(zip((f.name for f in fields), values)))
        try:
            rules = build(table, overrides)
        except SetupError:
            continue
        out.setdefault(_math_key(rules), overrides)
    return out


def write_every_rule_set() -> None:
    """Derive every rule set and write charts_every_rule_set.json.gz (about
    3.5 CPU minutes: the dealer's distributions of one deck count and soft-17
    rule are shared by a rule set's neighbours, forgotten at the next)."""
    start = time.process_time()
    shipped.use_shipped(False)          # every chart and edge derived here
    bases = {}
    rule_sets_out = {}
    for table in HOUSE_TABLES:
        own = build(table, {})
        bases[table] = (_math_key(own), basic_chart(own))
        wanted = every_rule_set(table)
        for i, (key, overrides) in enumerate(wanted.items(), 1):
            rules = build(table, overrides)
            forgetting.keep_only([rules])
            chart = basic_chart(rules)
            rule_sets_out[key] = (table, overrides, chart, house_edge(rules, chart))
            if i % 72 == 0 or i == len(wanted):
                print(f"{table} {i}/{len(wanted)} {time.process_time() - start:.0f} CPU s",
                      file=sys.stderr)
    shipped.write_every_rule_set(bases, rule_sets_out)
    size = shipped.EVERY_RULE_SET_FILE.stat().st_size
    print(f"wrote {shipped.EVERY_RULE_SET_FILE.relative_to(ROOT)}: {len(rule_sets_out)} rule "
          f"sets, {size} bytes", file=sys.stderr)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true", help="count the rule sets, compute none")
    ap.add_argument("--every-rule-set-only", action="store_true",
                    help="write charts_every_rule_set.json.gz only")
    args = ap.parse_args(argv)
    wanted = [(table, key, overrides) for table in HOUSE_TABLES
              for key, overrides in rule_sets(table).items()]
    every = sum(len(every_rule_set(table)) for table in HOUSE_TABLES)
    print(f"{len(wanted)} rule sets, {every} in the every-rule-set file", file=sys.stderr)
    if args.dry_run:
        return 0
    if args.every_rule_set_only:
        write_every_rule_set()
        return 0
    lines = []
    charts: dict[tuple, tuple] = {}
    start = time.perf_counter()
    shipped.use_shipped(False)          # every chart and edge derived here
    for i, (table, key, overrides) in enumerate(wanted, 1):
        rules = build(table, overrides)
        chart = basic_chart(rules)
        edge = house_edge(rules, chart)
        charts[_math_key(rules)] = (chart, edge)
        lines.append(f"    {key!r}: {edge!r},\n")
        print(f"{i}/{len(wanted)} {time.perf_counter() - start:.0f} s  {key}", file=sys.stderr)
    OUT.write_text(HEADER + "".join(lines) + "}\n")
    shipped.write(charts)
    write_every_rule_set()
    print(f"wrote {OUT.relative_to(ROOT)} and "
          f"{shipped.CHARTS_FILE.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    raise SystemExit(run_main(main))
