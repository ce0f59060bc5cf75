"""The advisor: best action and EVs at Midnight and Classic, coach mode."""

import pytest

from game.strategy.advisor import advise, warm_up
from game.tables.dealer.actions import DEAL, DOUBLE, HIT, INSURE, NO_INSURE, STAND, bet
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.dealer.table import DealerTable


def dealt(rules, cards, seed=1):
    t = DealerTable(rules, seed=seed, chips=[1000])
    t.shoe.stack(cards)
    t.apply(bet(0, 5))
    t.apply(bet(0, 5))
    t.apply(DEAL)
    return t


def test_eleven_against_six_is_a_double_and_standing_is_costly():
    t = dealt(CLASSIC, ["5S", "6D", "6H", "9C"])
    adv = advise(t.observation(0), t.legal_actions())
    assert adv.best == DOUBLE
    assert set(adv.evs) == set(t.legal_actions())
    assert adv.costly(STAND) and not adv.costly(DOUBLE)
    assert adv.evs[DOUBLE] > adv.evs[HIT] > adv.evs[STAND]
    assert any("double" in line for line in adv.lines())


def test_midnight_sixteen_against_ten_hits():
    t = dealt(MIDNIGHT, ["TS", "TD", "6H"])
    adv = advise(t.observation(0), t.legal_actions())
    assert adv.best == HIT
    assert adv.loss(STAND) >= 0


def test_close_calls_are_not_costly():
    t = dealt(CLASSIC, ["TS", "6D", "6H", "9C"])   # 16 v T: hit, but barely
    adv = advise(t.observation(0), t.legal_actions())
    assert adv.loss(STAND) < 0.05


def test_the_hole_card_never_changes_the_advice():
    a1 = advise(dealt(CLASSIC, ["TS", "7D", "6H", "2C"], 4).observation(0), [HIT, STAND])
    a2 = advise(dealt(CLASSIC, ["TS", "7D", "6H", "KC"], 4).observation(0), [HIT, STAND])
    assert a1 == a2


def test_insurance_is_a_bad_bet_off_the_top():
    t = dealt(CLASSIC, ["TS", "AD", "7H", "9C"])
    adv = advise(t.observation(0), t.legal_actions())
    assert adv.best == NO_INSURE and adv.costly(INSURE)


def test_no_advice_between_rounds():
    t = DealerTable(CLASSIC, seed=1, chips=[1000])
    assert advise(t.observation(0), t.legal_actions()) is None


@pytest.mark.parametrize("rules", [CLASSIC, MIDNIGHT])
def test_advice_is_given_after_warm_up(rules):
    warm_up(rules)
    t = dealt(rules, ["9S", "7D", "2H", "4C"])
    obs, legal = t.observation(0), t.legal_actions()
    # Its speed is measured by the bench (< 50 ms), never by a clock in a test.
    assert advise(obs, legal) is not None
