"""Charts and exact edges shipped as data (``charts.json``), keyed by the
fields that change the mathematics (``basic._math_key``).

``tools/make_preset_edges.py`` writes them for each dealer table's own rules,
every preset and every single rule step from the table's own rules: what the
command line and the house-rules screen meet first, answered without the
seconds a derivation takes. Every other rule set the house rules allow is
shipped too (``charts_every_rule_set.json.gz``, ~50 kB): its exact edge and
its chart as the cells where it differs from the table's own chart (the
rules allow 4,320 rule sets at each table; a third of them, those paying a
natural 3:2, are shipped, the others' edges follow exactly from those, see
``basic.house_edge``, and share their charts). Tests derive a sample again
and compare.
"""
from __future__ import annotations

import gzip
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.strategy.chart import Chart

CHARTS_FILE = Path(__file__).with_name("charts.json")
EVERY_RULE_SET_FILE = Path(__file__).with_name("charts_every_rule_set.json.gz")
# The chart tables of a rule set's letters (hard, soft, pairs); the rest are
# its surrender cells: each kind is shared by many rule sets, so kept once.
LETTER_TABLES = 3
# A chart's tables, in the order a difference names them by index.
CHART_TABLES = ("hard", "soft", "pairs", "surrender_hard", "surrender_pairs")

# The values of the rules fields that change the mathematics.
MathKey = tuple[object, ...]

_SHIPPED = {"on": True}


def use_shipped(on: bool) -> None:
    """Whether the shipped charts and edges answer (benchmarks and tests switch
    them off to time or check every derivation)."""
    _SHIPPED["on"] = on


def key_text(key: MathKey) -> str:
    return json.dumps([sorted(k) if isinstance(k, frozenset) else k for k in key])


def chart_to_json(chart: Chart) -> dict[str, list[list[Any]]]:
    out: dict[str, list[list[Any]]] = {
        "hard": [[t, u, v] for (t, u), v in sorted(chart.hard.items())],
        "soft": [[t, u, v] for (t, u), v in sorted(chart.soft.items())],
        "pairs": [[p, u, v] for (p, u), v in sorted(chart.pairs.items())]}
    if chart.surrender_hard or chart.surrender_pairs:
        out["surrender_hard"] = [[t, u, v] for (t, u), v in sorted(chart.surrender_hard.items())]
        out["surrender_pairs"] = [[p, u, v]
                                  for (p, u), v in sorted(chart.surrender_pairs.items())]
    return out


def chart_from_json(data: dict[str, Any]) -> Chart:
    return Chart(hard={(t, u): v for t, u, v in data["hard"]},
                 soft={(t, u): v for t, u, v in data["soft"]},
                 pairs={(p, u): v for p, u, v in data["pairs"]},
                 surrender_hard={(t, u): v for t, u, v in data.get("surrender_hard", ())},
                 surrender_pairs={(p, u): v for p, u, v in data.get("surrender_pairs", ())})


@lru_cache(maxsize=1)
def _entries() -> dict[str, Any]:
    """The file, read once (an unreadable file ships nothing)."""
    try:
        data = json.loads(CHARTS_FILE.read_text())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


@lru_cache(maxsize=1)
def _every_rule_set() -> dict[str, Any]:
    """The every-rule-set file, read once (an unreadable file ships nothing)."""
    try:
        data = json.loads(gzip.decompress(EVERY_RULE_SET_FILE.read_bytes()))
    except (OSError, ValueError, EOFError):
        return {}
    ok = (isinstance(data, dict) and isinstance(data.get("tables"), dict)
          and isinstance(data.get("rule_sets"), dict))
    return data if ok else {}


def _entry(key: MathKey) -> dict[str, Any] | None:
    """The shipped entry of a rule set: a whole chart and its edge (charts.json),
    or ``{"edge", "base", "cells"}`` (the every-rule-set file)."""
    if not _SHIPPED["on"]:
        return None
    text = key_text(key)
    entry = _entries().get(text)
    if isinstance(entry, dict):
        return entry
    every = _every_rule_set()
    row = every.get("rule_sets", {}).get(text)
    try:
        table, _overrides, letters_at, surrenders_at, edge = row
        kinds = every["tables"][table]
        cells = kinds["letters"][letters_at] + kinds["surrenders"][surrenders_at]
        return {"edge": edge, "base": kinds["base"], "cells": cells}
    except (TypeError, ValueError, KeyError, IndexError):     # none, or not ours
        return None


def shipped_chart(key: MathKey) -> Chart | None:
    entry = _entry(key)
    if not entry:
        return None
    if "hard" in entry:
        return chart_from_json(entry)
    base = _entries().get(entry.get("base", ""))
    if "cells" not in entry or not isinstance(base, dict) or "hard" not in base:
        return None
    try:
        return chart_with(chart_from_json(base), entry["cells"])
    except (TypeError, ValueError, KeyError, IndexError):
        return None


def chart_difference(base: Chart, chart: Chart) -> list[list[Any]]:
    """The cells where ``chart`` differs from ``base``: [table index, row, up
    card, value] (value None: a cell ``chart`` does not have)."""
    out: list[list[Any]] = []
    for i, name in enumerate(CHART_TABLES):
        ours, theirs = getattr(chart, name), getattr(base, name)
        for row, up in sorted(ours.keys() | theirs.keys()):
            value = ours.get((row, up))
            if (row, up) not in ours or (row, up) not in theirs or value != theirs[(row, up)]:
                out.append([i, row, up, value])
    return out


def chart_with(base: Chart, cells: list[list[Any]]) -> Chart:
    """``base`` with the cells of ``chart_difference`` changed."""
    tables: list[dict[tuple[int, int], Any]] = [dict(getattr(base, n)) for n in CHART_TABLES]
    for i, row, up, value in cells:
        if value is None:
            tables[i].pop((row, up), None)
        else:
            tables[i][(row, up)] = value
    return Chart(**dict(zip(CHART_TABLES, tables)))


def every_rule_set_edges() -> list[tuple[str, dict[str, Any], float]]:
    """(table, overrides, exact edge) of every rule set of the every-rule-set file."""
    out = []
    for row in _every_rule_set().get("rule_sets", {}).values():
        if (isinstance(row, list) and len(row) == 5 and isinstance(row[1], dict)
                and isinstance(row[4], (int, float))):
            out.append((str(row[0]), row[1], float(row[4])))
    return out


def shipped_edge(key: MathKey) -> float | None:
    """The shipped exact edge of the rules' basic-strategy chart, if any."""
    entry = _entry(key)
    edge = entry.get("edge") if entry else None
    return float(edge) if isinstance(edge, (int, float)) else None


def write(entries: dict[MathKey, tuple[Chart, float]]) -> None:
    """Write charts.json: each key's chart and exact edge, one line each."""
    lines = [json.dumps(key_text(key)) + ": " + json.dumps(
        {**chart_to_json(chart), "edge": edge}, sort_keys=True, separators=(",", ":"))
        for key, (chart, edge) in sorted(entries.items(), key=lambda kv: key_text(kv[0]))]
    CHARTS_FILE.write_text("{\n" + ",\n".join(lines) + "\n}\n")
    _entries.cache_clear()


# (table, overrides, chart, exact edge) of a shipped rule set
RuleSet = tuple[str, dict[str, Any], Chart, float]


def every_rule_set_bytes(bases: dict[str, tuple[MathKey, Chart]],
                         rule_sets: dict[MathKey, RuleSet]) -> bytes:
    """The every-rule-set file's bytes: each rule set's table, overrides, edge
    and the index of its letters and of its surrender cells that differ from its
    table's own chart (``bases``: table -> its key and chart), each distinct
    list of cells kept once per table. The same entries give the same bytes,
    in any order (indices by the rule sets' sorted keys, no time stamp)."""
    tables: dict[str, dict[str, Any]] = {
        table: {"base": key_text(key), "letters": [], "surrenders": []}
        for table, (key, _) in sorted(bases.items())}
    seen: dict[tuple[str, str, str], int] = {}

    def index_of(table: str, kind: str, cells: list[list[Any]]) -> int:
        found = seen.setdefault((table, kind, json.dumps(cells)), len(tables[table][kind]))
        if found == len(tables[table][kind]):          # first seen: kept
            tables[table][kind].append(cells)
        return found
    rows = {}
    for text, (table, overrides, chart, edge) in sorted(
            (key_text(k), v) for k, v in rule_sets.items()):
        cells = chart_difference(bases[table][1], chart)
        rows[text] = [table, overrides,
                      index_of(table, "letters", [c for c in cells if c[0] < LETTER_TABLES]),
                      index_of(table, "surrenders", [c for c in cells if c[0] >= LETTER_TABLES]),
                      edge]
    text = json.dumps({"format": 1, "tables": tables, "rule_sets": rows},
                      sort_keys=True, separators=(",", ":"))
    return gzip.compress(text.encode(), compresslevel=9, mtime=0)


def write_every_rule_set(bases: dict[str, tuple[MathKey, Chart]],
                         rule_sets: dict[MathKey, RuleSet]) -> None:
    EVERY_RULE_SET_FILE.write_bytes(every_rule_set_bytes(bases, rule_sets))
    _every_rule_set.cache_clear()
