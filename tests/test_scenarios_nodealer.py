"""Scenario files for Blackjack Showdown and Indian Blackjack.

Each ``tests/scenarios/{showdown,indian}/*.json`` is a docs/scenarios.md input
plus ``"why"`` (the hand-worked reasoning from docs/rules.md) and ``"expect"``:
the expected output, with the error's message left out (only index and
action are pinned). ``tests/scenarios_setup_errors/{showdown,indian}/*.json``
expect ``{"setup_error": true}``: the file must be refused. They run
in-process through ``game.scenario``; a small independent driver over the
tables' adapters (``tests/scenario_nodealer.py``) is checked against it.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import scenario_nodealer

from game import scenario as cli

ROOT = Path(__file__).parent / "scenarios"
# Files that must be refused (bad setup, rules or cards) live apart, so that the
# whole-suite runner of tests/scenarios/*/*.json only meets runnable files.
BAD_ROOT = Path(__file__).parent / "scenarios_setup_errors"
FILES = [p for d in (ROOT, BAD_ROOT) for t in ("showdown", "indian")
         for p in sorted(d.glob(f"{t}/*.json"))]

SETUP_ERROR = {"setup_error": True}


def run_file(data: dict) -> dict:
    try:
        out, code = cli.run(data)
    except cli.ScenarioError:
        return SETUP_ERROR
    assert code == (2 if "error" in out else 0)
    if "error" in out:
        assert out["error"]["message"]
        out["error"] = {k: v for k, v in out["error"].items() if k != "message"}
    return out


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.parent.name}/{p.parent.name}/{p.stem}"
                                             for p in FILES])
def test_scenario(path: Path) -> None:
    data = json.loads(path.read_text())
    assert data.get("why"), "every scenario says why"
    assert run_file(data) == data["expect"], data["why"]


def test_there_are_enough_scenarios() -> None:
    assert len(list(ROOT.glob("showdown/*.json"))) >= 30
    assert len(list(ROOT.glob("indian/*.json"))) >= 30
    assert all(json.loads(p.read_text())["expect"] == SETUP_ERROR
               for p in BAD_ROOT.glob("*/*.json"))


@pytest.mark.parametrize("path", FILES[:3] + FILES[-3:], ids=lambda p: p.stem)
def test_adapter_driver_agrees_with_cli(path: Path) -> None:
    """The independent adapter driver and game.scenario give the same output."""
    data = json.loads(path.read_text())
    try:
        mine = scenario_nodealer.run(data)
    except scenario_nodealer.ScenarioSetupError:
        mine = SETUP_ERROR
    assert run_file(data) == {k: v for k, v in mine.items() if k != "error"} | (
        {"error": {k: v for k, v in mine["error"].items() if k != "message"}}
        if "error" in mine else {})
