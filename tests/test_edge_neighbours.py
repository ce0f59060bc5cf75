"""The house-rules calculator's work while the player reads: the rule sets one
change away, computed into the engine's caches, giving way to a real question
without leaving a cache half-filled."""
import pytest

from game.strategy import basic, reuse, shipped, yielding
from game.strategy.house_edges import exact_edge, neighbours, warm_neighbours
from game.tables.dealer.house_rules import EDGE_FREE_FIELDS, build, edge_key, fields_for, step


def test_the_neighbours_are_every_allowed_single_step_the_dealers_changes_last():
    near = neighbours("classic", {"decks": 2})
    wanted = set()
    for field in fields_for("classic"):
        if field.name not in EDGE_FREE_FIELDS:
            for direction in (-1, 1):
                moved = step("classic", {"decks": 2}, field.name, direction)
                if moved.refused is None:
                    wanted.add(edge_key("classic", moved.overrides))
    wanted.discard(edge_key("classic", {"decks": 2}))
    assert {edge_key("classic", o) for o in near} == wanted
    dealer = [i for i, o in enumerate(near)
              if o.get("decks") != 2 or o.get("dealer_hits_soft_17")]
    assert dealer == list(range(len(near) - len(dealer), len(near)))


def test_warming_stops_at_once_when_a_question_waits():
    calls = []

    def wanted():
        calls.append(1)
        return True
    warm_neighbours(("midnight", {"decks": 4, "resplit_to": 3}), wanted)
    assert len(calls) == 1
    rules = build("midnight", {"decks": 4, "resplit_to": 3, "late_surrender": True})
    assert not basic.chart_ready(rules)


def from_scratch():
    """Forget every chart, edge, calculator and kept value."""
    basic._CHARTS.clear()
    basic._EDGES.clear()
    basic._CALCULATORS.clear()
    reuse.forget()


@pytest.mark.parametrize("give_way_after", [3, 250, 900])
def test_a_derivation_stopped_midway_leaves_caches_that_give_the_exact_edge(give_way_after):
    rules = build("classic", {"decks": 4, "double_after_split": True, "resplit_to": 3})
    shipped.use_shipped(False)
    from_scratch()
    try:
        checks = []

        def wanted():
            checks.append(1)
            return len(checks) >= give_way_after
        with yielding.giving_way(wanted), pytest.raises(yielding.GaveWay):
            basic.house_edge(rules)
        stopped_then_finished = basic.house_edge(rules)
        from_scratch()
        assert stopped_then_finished == pytest.approx(basic.house_edge(rules), abs=1e-15)
    finally:
        shipped.use_shipped(True)


def test_a_neighbour_warmed_in_advance_is_then_answered_from_the_cache():
    start = {"decks": 8, "double_on": "any"}
    near = neighbours("classic", start)[0]
    shipped.use_shipped(False)
    try:
        warm_neighbours(("classic", start), lambda: basic.chart_ready(
            build("classic", near)))                         # stop once the first is done
        assert basic.chart_ready(build("classic", near))
        assert exact_edge("classic", near) == basic.house_edge(build("classic", near))
    finally:
        shipped.use_shipped(True)


def test_working_ahead_skips_new_dealer_tables_once_enough_are_kept(monkeypatch):
    from game.strategy import house_edges
    computed = []
    monkeypatch.setattr(house_edges, "WARM_DISTRIBUTIONS_LIMIT", -1)
    monkeypatch.setattr(house_edges, "exact_edge", lambda table, o: computed.append(o))
    start = {"double_on": "any"}
    warm_neighbours(("classic", start), lambda: False)
    assert computed and all(o.get("decks") is None and not o.get("dealer_hits_soft_17")
                            for o in computed)
    assert len(computed) == len([o for o in neighbours("classic", start)
                                 if o.get("decks") is None and not o.get("dealer_hits_soft_17")])
