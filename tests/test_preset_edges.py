"""The exact edges shipped for the house-rules screen: complete, and equal to
what the engine computes (tools/make_preset_edges.py writes them)."""
import time

import pytest

from game.strategy import shipped
from game.strategy.house_edges import exact_edge
from game.strategy.preset_edges import PRESET_EDGES
from game.tables.dealer.house_rules import (
    EDGE_FREE_FIELDS,
    HOUSE_TABLES,
    PRESETS,
    edge_key,
    fields_for,
    preset,
    step,
)
from scenes.screens.edge_worker import house_edge_worker


def computed_edge(table, overrides):
    """The edge derived now: charts.json's shipped charts and edges not read."""
    shipped.use_shipped(False)
    try:
        return exact_edge(table, overrides)
    finally:
        shipped.use_shipped(True)


def test_the_command_lines_shipped_edges_equal_the_screens():
    """charts.json (what the command line reads) and preset_edges.py (the
    screen's) are written together from the same computation."""
    for table in HOUSE_TABLES:
        for field in fields_for(table):
            if field.name in EDGE_FREE_FIELDS:
                continue
            for direction in (-1, 1):
                moved = step(table, {}, field.name, direction)
                if not moved.refused:
                    assert exact_edge(table, moved.overrides) == PRESET_EDGES[
                        edge_key(table, moved.overrides)], moved.overrides


def test_every_preset_and_every_single_step_from_a_tables_own_rules_is_shipped():
    for table in HOUSE_TABLES:
        for chosen in PRESETS:
            assert edge_key(table, preset(table, chosen)) in PRESET_EDGES, (table, chosen.name)
        for field in fields_for(table):
            if field.name in EDGE_FREE_FIELDS:
                continue
            for direction in (-1, 1):
                moved = step(table, {}, field.name, direction)
                if not moved.refused:
                    assert edge_key(table, moved.overrides) in PRESET_EDGES, moved.overrides


@pytest.mark.parametrize("table, overrides", [
    ("classic", {}),
    ("classic", {"blackjack_pays": "6:5"}),
    ("midnight", {"late_surrender": True}),
])
def test_a_shipped_edge_equals_the_one_computed_now(table, overrides):
    assert PRESET_EDGES[edge_key(table, overrides)] == pytest.approx(
        computed_edge(table, overrides), abs=1e-12)


@pytest.mark.slow
def test_a_shipped_presets_edge_equals_the_one_computed_now():
    overrides = preset("midnight", PRESETS[1])          # Hoyle: one deck, a new dealer table
    assert PRESET_EDGES[edge_key("midnight", overrides)] == pytest.approx(
        computed_edge("midnight", overrides), abs=1e-12)


def test_the_screens_worker_knows_the_shipped_edges_and_warms_a_child_with_the_first():
    worker = house_edge_worker()
    try:
        key = edge_key("classic", preset("classic", PRESETS[2]))
        worker.request(key, "classic", preset("classic", PRESETS[2]))
        assert worker.result(key).edge == PRESET_EDGES[key]
        assert worker.result(key).seconds == 0.0            # shown as "instant"
        end = time.monotonic() + 30
        while worker.child_pid is None and time.monotonic() < end:
            time.sleep(0.01)
        assert worker.child_pid is not None                 # filling its caches meanwhile
    finally:
        worker.close()
    assert worker.child_pid is None


def test_the_exact_edge_does_not_depend_on_what_the_advisor_was_asked_before():
    # The advisor's approximate stand values once went into the memo the exact
    # calculators share: Classic's edge then came out 7e-9 off in that process.
    import subprocess
    import sys
    from pathlib import Path
    code = ("from game.tables.dealer.rules import CLASSIC\n"
            "from game.strategy.advisor import warm_up\n"
            "from game.strategy.basic import action_evs\n"
            "from game.strategy.house_edges import exact_edge\n"
            "from game.strategy.shipped import use_shipped\n"
            "use_shipped(False)\n"
            "warm_up(CLASSIC)\n"
            "for up in ('TH', '6D', 'AS', '5C'):\n"
            "    action_evs(CLASSIC, ['9S', '7C'], up, ['2H', '3D'])\n"
            "print(repr(exact_edge('classic', {})))\n")
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True,
                         text=True, check=True).stdout
    assert float(out) == PRESET_EDGES[("classic",)]
