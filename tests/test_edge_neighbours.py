"""The house-rules calculator's work while the player reads: the rule sets one
change away, computed into the engine's caches, giving way to a real question
without leaving a cache half-filled."""
import pytest

from game.strategy import basic, forgetting, reuse, shipped, yielding
from game.strategy.house_edges import (
    exact_edge,
    neighbours,
    one_change_away,
    warm_neighbours,
)
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
    shipped.use_shipped(False)          # (every rule set is shipped: ask what was derived)
    try:
        assert not basic.chart_ready(rules)
    finally:
        shipped.use_shipped(True)


def from_scratch():
    """Forget every chart, edge, calculator and kept value."""
    basic._CHARTS.clear()
    basic._EDGES.clear()
    basic._CALCULATORS.clear()
    reuse.forget()
    forgetting.forget_all()


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


def test_working_ahead_computes_every_rule_set_one_change_away_new_dealers_last(monkeypatch):
    from game.strategy import house_edges
    computed = []
    monkeypatch.setattr(house_edges, "exact_edge", lambda table, o: computed.append(o))
    start = {"double_on": "any"}
    warm_neighbours(("classic", start), lambda: False)
    assert computed == one_change_away("classic", start)
    assert all(o in computed for o in neighbours("classic", start))
    assert {"double_on": "any", "decks": 2} in computed        # 6 decks to 2: two steps
    new_dealer = [i for i, o in enumerate(computed)
                  if o.get("decks") is not None or o.get("dealer_hits_soft_17")]
    assert new_dealer == list(range(len(computed) - len(new_dealer), len(computed)))


def dealer_steps_only(table, overrides):
    """The steps that change the deck count or the soft-17 rule (the dearest)."""
    return [o for o in neighbours(table, overrides)
            if any(o.get(f) != overrides.get(f) for f in ("decks", "dealer_hits_soft_17"))]


def test_after_working_ahead_through_many_dealers_the_next_is_answered_from_the_caches(
        monkeypatch):
    """New deck counts and soft-17 rules one change away are computed however
    many were before, the memos of the shoes no rule set near draws from are
    forgotten (so the memory stays bounded), and the edges computed again
    after forgetting are the exact ones."""
    from game.strategy import house_edges
    from game.strategy.dealer import _MODELS, decks_of, kept_distributions, soft_17_matters
    from game.strategy.preset_edges import PRESET_EDGES
    monkeypatch.setattr(house_edges, "one_change_away", dealer_steps_only)
    shipped.use_shipped(False)
    from_scratch()
    try:
        # Midnight's own 8 decks: 6, 1 and hitting soft 17 worked out ahead; then
        # at hitting soft 17: 6 and 1 deck(s) hitting it, and 8 standing again
        for start in ({}, {"dealer_hits_soft_17": True}):
            warm_neighbours(("midnight", start), lambda: False)
        for decks in (1, 6):
            assert basic.chart_ready(build("midnight", {"decks": decks,
                                                        "dealer_hits_soft_17": True}))
        def standing():
            return {decks_of(shoe) for up, shoe in _MODELS[False]._memo if soft_17_matters(up)}
        assert standing() == {8}
        warm_neighbours(("midnight", {"decks": 6, "dealer_hits_soft_17": True}), lambda: False)
        assert basic.chart_ready(build("midnight", {"decks": 4, "dealer_hits_soft_17": True}))
        per_dealer = 34_000         # distributions of one deck count and soft-17 rule
        assert kept_distributions() < 4 * per_dealer
        assert standing() <= {6}    # 6 decks standing on soft 17 is a step away; 8 not
        for decks in (1, 6):
            assert exact_edge("midnight", {"decks": decks}) == pytest.approx(
                PRESET_EDGES[("midnight", ("decks", str(decks)))], abs=1e-9)
    finally:
        shipped.use_shipped(True)


def test_forgetting_keeps_what_the_rule_sets_near_draw_from():
    from game.strategy.dealer import _MODELS, decks_of
    shipped.use_shipped(False)
    from_scratch()
    try:
        exact_edge("midnight", {"decks": 1})
        exact_edge("midnight", {"decks": 2, "dealer_hits_soft_17": True})
        forgetting.keep_only([build("midnight", {"decks": 2, "dealer_hits_soft_17": True})])
        assert {decks_of(shoe) for _, shoe in _MODELS[True]._memo} == {2}
        assert {decks_of(shoe) for _, shoe in _MODELS[False]._memo} == {2}   # shared up cards
        assert all(c.rules.decks == 2 for c in basic._CALCULATORS.values())
        assert basic.chart_ready(build("midnight", {"decks": 1}))       # charts stay
    finally:
        shipped.use_shipped(True)


def test_the_screens_calculator_computes_and_works_ahead_as_tested():
    from game.strategy.house_edges import calculator_edge
    from scenes.screens.edge_worker import house_edge_worker
    worker = house_edge_worker()
    try:
        assert worker._runner._compute is calculator_edge
        assert worker._runner._idle is warm_neighbours
    finally:
        worker.close()
