"""The exact edge's shortcuts give the values the long way gives.

Partial dealer distributions (from a total up), continued later; the soft-17
rule's sharing against a 7 or more; the drawing table grown by multisets; the
garbage collector paused while a chart is worked out.
"""
import gc
from collections import defaultdict

import pytest

from game.strategy import collector
from game.strategy.dealer import (
    ACE,
    BLACKJACK,
    BUST,
    DealerModel,
    _enumerate,
    _UpCardTable,
    best_total,
    full_shoe,
    minus,
    soft_17_matters,
)


def every_sequence(up: int, hits_soft_17: bool) -> dict:
    """The drawing table the slow way: every drawing sequence followed."""
    table: dict = defaultdict(int)
    drawn = [0] * 10

    def visit(hard: int, ace: bool, cards: int) -> None:
        total = best_total(hard, ace)
        if total > 21:
            table[(tuple(drawn), BUST)] += 1
        elif total == 21 and cards == 2:
            table[(tuple(drawn), BLACKJACK)] += 1
        elif total > 17 or (total == 17 and not (ace and hard <= 11 and hits_soft_17)):
            table[(tuple(drawn), total - 17)] += 1
        else:
            for i in range(10):
                drawn[i] += 1
                visit(hard + i + 1, ace or i == ACE, cards + 1)
                drawn[i] -= 1
    visit(up + 1, up == ACE, 1)
    return dict(table)


@pytest.mark.parametrize("hits_soft_17", [False, True])
def test_the_drawing_table_grown_by_multisets_counts_every_drawing_sequence(hits_soft_17):
    for up in range(10):
        assert dict(_enumerate(up, hits_soft_17)) == every_sequence(up, hits_soft_17)


def a_worn_shoe(up: int) -> tuple[int, ...]:
    return minus(minus(minus(full_shoe(2), up), 9, 3), 1, 2)


@pytest.mark.parametrize("hits_soft_17", [False, True])
def test_a_distribution_from_a_total_up_then_continued_equals_the_whole_one(hits_soft_17):
    for up in range(10):
        table, shoe = _UpCardTable(up, hits_soft_17), a_worn_shoe(up)
        whole = table.distribution(shoe)
        top = table.distribution(shoe, 3)                   # standing on 20: 20, 21, natural
        assert (top[3], top[4], top[BLACKJACK]) == (whole[3], whole[4], whole[BLACKJACK])
        assert all(p != p for p in (top[0], top[1], top[2], top[BUST]))   # NaN: not known
        more = table.distribution(shoe, 1, top)             # then 18 and up
        assert more[1:5] == whole[1:5] and more[0] != more[0]
        assert table.distribution(shoe, 0, more) == whole   # the same floats


def test_the_dealer_model_completes_a_partial_distribution_when_asked_for_all():
    model = DealerModel(False)
    shoe = a_worn_shoe(1)
    whole = _UpCardTable(1, False).distribution(shoe)
    top = model.distribution(1, shoe, 4)
    assert top[4] == pytest.approx(whole[4], abs=1e-15) and top[0] != top[0]
    assert model.distribution(1, shoe) == pytest.approx(whole, abs=1e-15)   # no NaN left


def test_the_soft_17_rule_matters_against_an_ace_to_a_six_only():
    assert [soft_17_matters(up) for up in range(10)] == [True] * 6 + [False] * 4
    for up in range(6, 10):
        assert _enumerate(up, True) == _enumerate(up, False)


@pytest.mark.parametrize("enabled", [True, False])
def test_the_collector_waits_inside_and_is_as_before_after_even_when_nested(enabled):
    was = gc.isenabled()
    (gc.enable if enabled else gc.disable)()
    try:
        with collector.paused():
            assert not gc.isenabled()
            with collector.paused():
                assert not gc.isenabled()
            assert not gc.isenabled()
        assert gc.isenabled() is enabled
        with pytest.raises(RuntimeError), collector.paused():
            raise RuntimeError("a derivation that gave way")
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()


def test_only_a_process_that_computes_edges_alone_freezes_what_it_keeps(monkeypatch):
    from game.strategy.house_edges import calculator_edge
    frozen = []
    monkeypatch.setattr(gc, "freeze", lambda: frozen.append(1))
    monkeypatch.setattr(collector, "_FREEZING", {"on": False})
    was = gc.isenabled()
    gc.enable()
    try:
        with collector.paused():
            pass
        assert frozen == []                     # the game's own process
        calculator_edge("classic", {})          # the calculator's (shipped: nothing derived)
        with collector.paused():
            with collector.paused():
                pass
            assert frozen == []                 # the outermost freezes, at its end
        assert frozen == [1]
    finally:
        (gc.enable if was else gc.disable)()

