"""Kept play values join a new pass's memo only while every total decided so
far was decided the same way (game/strategy/reuse.py)."""
from types import SimpleNamespace

from game.strategy import reuse
from game.strategy.chart import STATE_ORDER
from game.strategy.dealer import full_shoe


def fake_calc():
    rules = SimpleNamespace(dealer_hits_soft_17=False, hole_card=True)
    return SimpleNamespace(shoe=full_shoe(1), rules=rules, keeps_doubles=False)


def key(hard, ace, up=3):
    return (up, full_shoe(1), hard, ace, False)


def test_a_kept_pass_is_used_until_a_total_is_decided_otherwise_then_its_later_totals_go():
    reuse.forget()
    calc = fake_calc()
    letters = {state: "S" for state in STATE_ORDER}
    kept = {key(20, False): 0.5,    # hard 20: decided early
            key(8, True): 0.2,      # soft 18
            key(9, False): 0.1,     # hard 9: decided late
            key(25, False): -1.0}   # busted: valid in any pass
    reuse.keep(calc, 3, letters, kept)
    memo: dict = {}
    seeder = reuse.Seeder(calc, 3, memo, STATE_ORDER)
    assert memo == kept                          # whole, before any total is decided
    for state in STATE_ORDER:
        if state == (18, True):
            seeder.decided(state, "H")           # soft 18 decided otherwise
            break
        seeder.decided(state, "Ds" if state == (11, False) else "S")   # Ds stands: the same
    assert memo == {key(20, False): 0.5, key(25, False): -1.0}
    assert seeder.active is None                 # nothing else agrees
    reuse.forget()


def test_a_later_kept_pass_that_still_agrees_takes_over():
    reuse.forget()
    calc = fake_calc()
    stand = {state: "S" for state in STATE_ORDER}
    hit_soft_18 = {**stand, (18, True): "H"}
    reuse.keep(calc, 3, hit_soft_18, {key(9, False): 0.3})      # older
    reuse.keep(calc, 3, stand, {key(9, False): 0.1})            # newer: used first
    memo: dict = {}
    seeder = reuse.Seeder(calc, 3, memo, STATE_ORDER)
    assert memo[key(9, False)] == 0.1
    seeder.replay(hit_soft_18)
    assert memo[key(9, False)] == 0.3
    reuse.forget()
