"""Write game/strategy/preset_edges.py: the exact edges the house-rules screen
shows without computing; and game/strategy/charts.json: the same rule sets'
charts and edges, which the command line answers from.

    python tools/make_preset_edges.py [--check N]

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
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.errors import SetupError  # noqa: E402
from game.strategy import shipped  # noqa: E402
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


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true", help="count the rule sets, compute none")
    args = ap.parse_args(argv)
    wanted = [(table, key, overrides) for table in HOUSE_TABLES
              for key, overrides in rule_sets(table).items()]
    print(f"{len(wanted)} rule sets", file=sys.stderr)
    if args.dry_run:
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
    print(f"wrote {OUT.relative_to(ROOT)} and "
          f"{shipped.CHARTS_FILE.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    raise SystemExit(run_main(main))
