"""A small in-process scenario driver over the tables' games
(``game.tables.<table>.game``), for the tests of the Showdown and Indian
tables. ``game.scenario`` is the real CLI; this second, independent reading of
docs/scenarios.md is checked against it.
"""
from __future__ import annotations

from typing import Any

from game.errors import IllegalAction, SetupError
from game.tables.indian.game import INDIAN_GAME, IndianGame
from game.tables.overrides import with_overrides
from game.tables.showdown.game import SHOWDOWN_GAME, ShowdownGame


class ScenarioSetupError(Exception):
    pass


def game(table: str, rules: object) -> ShowdownGame | IndianGame:
    if table == "showdown":
        return ShowdownGame(with_overrides(SHOWDOWN_GAME.rules, rules or {}))
    return IndianGame(with_overrides(INDIAN_GAME.rules, rules or {}))


def run(data: dict[str, Any]) -> dict[str, Any]:
    """The scenario's output dict; raises ScenarioSetupError for a bad file."""
    table = data["table"]
    try:
        g = game(table, data.get("rules"))
        t = g.new_state(data.get("seed", 0), data.get("setup") or {}, data.get("cards") or [])
    except SetupError as e:
        raise ScenarioSetupError(str(e)) from e
    for i, text in enumerate(data.get("actions") or []):
        try:
            t.apply(g.parse(t, text))
        except IllegalAction as e:
            out = g.output(t)
            out["error"] = {"index": i, "action": text, "message": e.reason}
            return out
        t.events()
    return g.output(t)
