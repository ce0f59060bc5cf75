"""Charts and exact edges shipped as data (``charts.json``), keyed by the
fields that change the mathematics (``basic._math_key``).

``tools/make_preset_edges.py`` writes them for each dealer table's own rules,
every preset and every single rule step from the table's own rules: what the
command line and the house-rules screen meet first, answered without the
seconds a derivation takes. Every change of two rules from a table's own is
shipped too (``charts_two_rules.json.gz``, a few kB): each chart as the cells
where it differs from the table's own chart. Tests derive a sample again and
compare.
"""
from __future__ import annotations

import gzip
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.strategy.chart import Chart

CHARTS_FILE = Path(__file__).with_name("charts.json")
TWO_RULES_FILE = Path(__file__).with_name("charts_two_rules.json.gz")
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
def _two_rules() -> dict[str, Any]:
    """The two-rule file, read once (an unreadable file ships nothing)."""
    try:
        data = json.loads(gzip.decompress(TWO_RULES_FILE.read_bytes()))
    except (OSError, ValueError, EOFError):
        return {}
    return data if isinstance(data, dict) else {}


def _entry(key: MathKey) -> dict[str, Any] | None:
    if not _SHIPPED["on"]:
        return None
    text = key_text(key)
    entry = _entries().get(text)
    if entry is None:
        entry = _two_rules().get("rule_sets", {}).get(text)
    return entry if isinstance(entry, dict) else None


def shipped_chart(key: MathKey) -> Chart | None:
    entry = _entry(key)
    if not entry:
        return None
    if "hard" in entry:
        return chart_from_json(entry)
    base = _entries().get(entry.get("base", ""))
    if "cells" not in entry or not isinstance(base, dict) or "hard" not in base:
        return None
    return chart_with(chart_from_json(base), entry["cells"])


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


def two_rule_edges() -> list[tuple[str, dict[str, Any], float]]:
    """(table, overrides, exact edge) of every shipped two-rule change."""
    out = []
    for entry in _two_rules().get("rule_sets", {}).values():
        if isinstance(entry, dict) and isinstance(entry.get("edge"), (int, float)):
            out.append((entry["table"], entry["overrides"], float(entry["edge"])))
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


# (table, overrides, chart, exact edge) of a two-rule change
TwoRuleSet = tuple[str, dict[str, Any], Chart, float]


def two_rules_bytes(bases: dict[str, tuple[MathKey, Chart]],
                    rule_sets: dict[MathKey, TwoRuleSet]) -> bytes:
    """The two-rule file's bytes: each rule set's edge and its chart's cells
    that differ from its table's own (``bases``: table -> its key and chart).
    The same entries give the same bytes, in any order (no time stamp)."""
    out = {}
    for key, (table, overrides, chart, edge) in rule_sets.items():
        base_key, base_chart = bases[table]
        out[key_text(key)] = {"table": table, "overrides": overrides, "edge": edge,
                              "base": key_text(base_key),
                              "cells": chart_difference(base_chart, chart)}
    text = json.dumps({"rule_sets": out}, sort_keys=True, separators=(",", ":"))
    return gzip.compress(text.encode(), compresslevel=9, mtime=0)


def write_two_rules(bases: dict[str, tuple[MathKey, Chart]],
                    rule_sets: dict[MathKey, TwoRuleSet]) -> None:
    TWO_RULES_FILE.write_bytes(two_rules_bytes(bases, rule_sets))
    _two_rules.cache_clear()
