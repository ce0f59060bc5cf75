"""A small in-process scenario driver over the table adapters
(``game.tables.<table>_scenario``), for the tests of the Showdown and Indian
tables. ``game.scenario`` is the real CLI; this second, independent reading of
docs/scenarios.md is checked against it.
"""
from __future__ import annotations

import importlib
from typing import Any

from game.errors import IllegalAction, SetupError


class ScenarioSetupError(Exception):
    pass


def adapter(table: str):
    return importlib.import_module(f"game.tables.{table}.scenario")


def run(data: dict[str, Any]) -> dict[str, Any]:
    """The scenario's output dict; raises ScenarioSetupError for a bad file."""
    table = data["table"]
    mod = adapter(table)
    try:
        t = mod.scenario_table(table, data.get("seed", 0), data.get("rules") or {},
                               data.get("setup") or {}, data.get("cards") or [])
    except SetupError as e:
        raise ScenarioSetupError(str(e)) from e
    for i, text in enumerate(data.get("actions") or []):
        try:
            t.apply(mod.parse_action(table, text))
        except IllegalAction as e:
            out = mod.scenario_output(t)
            out["error"] = {"index": i, "action": text, "message": e.reason}
            return out
        t.events()
    return mod.scenario_output(t)
