"""House rules: the fields, their money, and what each rule costs exactly.

The effect bands are the published rule-effect figures (Wizard of Odds'
house-edge calculator and rule-variation tables, 6 decks, dealer standing
on soft 17), widened to what those sources give as approximate ranges.
"""
import dataclasses

import pytest

from game import money
from game.errors import SetupError
from game.strategy.advisor import advise
from game.strategy.basic import Play, action_evs, basic_chart, chart_play, house_edge
from game.tables.dealer.actions import DEAL, SURRENDER, bet
from game.tables.dealer.rules import CLASSIC, MIDNIGHT, DoubleOn
from game.tables.dealer.table import DealerTable
from game.tables.overrides import with_overrides


def test_a_6_to_5_natural_on_5_chips_pays_6_and_on_1_chip_1_20():
    six_five = (6, 5)
    assert money.blackjack_win(money.chips(5), six_five) == 600
    assert money.blackjack_win(money.chips(1), six_five) == 120
    assert money.blackjack_win(money.chips(5), (3, 2)) == 750


def test_double_on_names_its_totals():
    assert DoubleOn("10-11").totals == {10, 11}
    assert DoubleOn("9-11").totals == {9, 10, 11}
    assert {12, 19, 20} <= DoubleOn("any").totals


def test_changing_decks_scales_the_classic_cut_card_range():
    assert with_overrides(CLASSIC, {"decks": 2}).cut_card_range == (20, 25)
    assert with_overrides(CLASSIC, {"decks": 8}).cut_card_range == (80, 100)
    two_decks_cut_early = with_overrides(CLASSIC, {"decks": 2, "cut_card_range": [10, 12]})
    assert two_decks_cut_early.cut_card_range == (10, 12)


def test_the_cut_card_lands_inside_the_chosen_range():
    rules = with_overrides(CLASSIC, {"decks": 1, "cut_card_range": [10, 14]})
    for seed in range(30):
        table = DealerTable(rules, seed=seed, chips=[100])
        assert 10 <= table.shoe.cut_remaining <= 14
        assert len(table.shoe.composition) == 52


@pytest.mark.parametrize("overrides", [
    {"decks": 3}, {"resplit_to": 1}, {"double_on": "9-10"}, {"blackjack_pays": "2:1"},
    {"late_surrender": 1}, {"cut_card_range": [0, 157]},
])
def test_house_rules_out_of_their_values_are_refused(overrides):
    with pytest.raises(SetupError):
        with_overrides(CLASSIC, overrides)


def test_midnight_has_no_cut_card_to_move():
    with pytest.raises(SetupError, match="unknown rules field"):
        with_overrides(MIDNIGHT, {"cut_card_range": [10, 20]})


def test_surrender_is_legal_only_where_the_rules_offer_it():
    surrender = with_overrides(CLASSIC, {"late_surrender": True})
    for rules, legal in ((CLASSIC, False), (surrender, True)):
        table = DealerTable(rules, seed=1, chips=[100])
        table.shoe.stack(["TS", "9D", "6H", "8C"])
        table.apply(bet(0, 10))
        table.apply(DEAL)
        assert table.is_legal(SURRENDER) is legal


def test_the_advisor_prices_surrender_at_half_the_bet():
    rules = with_overrides(CLASSIC, {"late_surrender": True})
    table = DealerTable(rules, seed=1, chips=[100])
    table.shoe.stack(["TS", "TD", "6H", "8C"])
    table.apply(bet(0, 10))
    table.apply(DEAL)
    advice = advise(table.observation(0), table.legal_actions(), rules)
    assert advice.evs[SURRENDER] == pytest.approx(-0.5)
    assert advice.best == SURRENDER                  # 16 against a ten


def test_the_surrender_chart_gives_up_16_against_9_ten_ace_and_15_against_ten():
    chart = basic_chart(with_overrides(CLASSIC, {"late_surrender": True}))
    row16 = [chart.cell(16, False, u) for u in (8, 9, 0)]
    assert row16 == ["Rh", "Rh", "Rh"]
    assert chart.cell(15, False, 9) == "Rh"
    assert chart.cell(16, False, 7) == "H" and chart.cell(17, False, 0) == "S"
    assert chart_play(chart, ["TS", "6H"], "KD", can_double=False, can_split=False,
                      can_surrender=True) is Play.SURRENDER
    assert chart_play(chart, ["TS", "6H"], "KD", can_double=False, can_split=False,
                      can_surrender=False) is Play.HIT


def test_a_natural_is_worth_its_payout_after_the_peek():
    rules = with_overrides(CLASSIC, {"blackjack_pays": "6:5"})
    assert action_evs(rules, ["AS", "KH"], "9D") == {Play.STAND: pytest.approx(1.2)}


@pytest.mark.slow
def test_a_payout_or_surrender_change_reuses_the_base_work_and_stays_exact():
    from game.strategy.chart import chart_value, derive_chart
    from game.strategy.dealer import full_shoe
    from game.strategy.exact import EVCalculator
    rules = with_overrides(CLASSIC, {"late_surrender": True, "blackjack_pays": "6:5"})
    calc = EVCalculator(rules, full_shoe(rules.decks))      # from scratch
    direct = derive_chart(calc)
    assert basic_chart(rules) == direct
    assert house_edge(rules) == pytest.approx(-chart_value(calc, direct), abs=1e-12)


# -- exact effects against the published rule-effect tables ------------------
def effect(base, **change) -> float:
    """Change in the exact house edge, in percentage points."""
    return (house_edge(dataclasses.replace(base, **change)) - house_edge(base)) * 100


@pytest.mark.slow
def test_hitting_soft_17_costs_about_a_fifth_of_a_point():
    assert 0.18 < effect(CLASSIC, dealer_hits_soft_17=True) < 0.24


@pytest.mark.slow
def test_a_6_to_5_blackjack_costs_about_1_4_points():
    assert 1.30 < effect(CLASSIC, blackjack_pays=with_overrides(
        CLASSIC, {"blackjack_pays": "6:5"}).blackjack_pays) < 1.45


@pytest.mark.slow
def test_late_surrender_gains_a_few_hundredths_with_a_dealer_standing_on_soft_17():
    assert -0.10 < effect(CLASSIC, late_surrender=True) < -0.04


@pytest.mark.slow
def test_double_after_split_gains_about_0_14_when_any_two_cards_double():
    any_two = with_overrides(CLASSIC, {"double_on": "any"})
    assert -0.17 < effect(any_two, double_after_split=True) < -0.11
