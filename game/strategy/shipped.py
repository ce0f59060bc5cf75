"""Charts and exact edges shipped as data (``charts.json``), keyed by the
fields that change the mathematics (``basic._math_key``).

``tools/make_preset_edges.py`` writes them for each dealer table's own rules,
every preset and every single rule step from the table's own rules: what the
command line and the house-rules screen meet first, answered without the
seconds a derivation takes. Tests derive a sample again and compare.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.strategy.chart import Chart

CHARTS_FILE = Path(__file__).with_name("charts.json")

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


def _entry(key: MathKey) -> dict[str, Any] | None:
    if not _SHIPPED["on"]:
        return None
    entry = _entries().get(key_text(key))
    return entry if isinstance(entry, dict) else None


def shipped_chart(key: MathKey) -> Chart | None:
    entry = _entry(key)
    return chart_from_json(entry) if entry and "hard" in entry else None


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
