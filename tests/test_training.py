"""The training room's engine: strategy drill scoring, Hi-Lo arithmetic, records."""
from fractions import Fraction

import pytest

from game.messages import Message
from game.strategy.basic import Play, action_evs
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.overrides import with_overrides
from game.training.cells import (
    ALL_CELLS,
    Cell,
    CellKind,
    Tally,
    cell_of,
    cells_for,
    hand_for,
    merge_tallies,
    tallies_from_json,
    tallies_to_json,
)
from game.training.counting import (
    CountDrill,
    FlashMode,
    TableCounter,
    decks_left,
    parse_count,
    ramp_units,
    running_count,
    split_round,
    true_count,
)
from game.training.results import DrillKind, DrillRecord, strategy_history, summarise
from game.training.strategy_drill import DrillMode, Refusal, StrategyDrill, rules_choices


# -- the strategy drill ---------------------------------------------------------
def test_a_drill_hand_carries_the_exact_evs_of_the_strategy_engine():
    drill = StrategyDrill(CLASSIC, seed=5)
    for _ in range(6):
        hand = drill.deal()
        assert hand.evs == action_evs(CLASSIC, list(hand.cards), hand.up)
        drill.answer(Play.STAND)


def test_the_ev_lost_by_a_mistake_is_the_engine_best_minus_the_chosen_play():
    drill = StrategyDrill(CLASSIC, seed=1)
    drill.hand = drill.evaluate(["TS", "6H"], "TD")          # hard 16 v T
    evs = action_evs(CLASSIC, ["TS", "6H"], "TD")
    best = max(evs, key=evs.get)
    worst = min(evs, key=evs.get)
    verdict = drill.answer(worst)
    assert not verdict.right
    assert verdict.loss == pytest.approx(evs[best] - evs[worst], abs=1e-12)
    assert verdict.loss_micro == round((evs[best] - evs[worst]) * 1_000_000)
    assert drill.score.loss_micro == verdict.loss_micro and drill.score.right == 0


def test_the_best_play_scores_right_and_gives_up_nothing():
    drill = StrategyDrill(CLASSIC, seed=2)
    hand = drill.deal()
    verdict = drill.answer(hand.best)
    assert verdict.right and verdict.loss_micro == 0
    assert (drill.score.hands, drill.score.right, drill.score.percent) == (1, 1, 100)


def test_standing_on_hard_20_is_right_and_hitting_it_is_a_costly_mistake():
    drill = StrategyDrill(CLASSIC, seed=3)
    drill.hand = drill.evaluate(["TS", "KH"], "7D")
    assert drill.hand.best is Play.STAND
    verdict = drill.answer(Play.HIT)
    assert verdict.loss > 0.5                                  # over half a bet thrown away


def test_a_play_the_rules_do_not_allow_is_refused_in_words_and_nothing_is_scored():
    drill = StrategyDrill(CLASSIC, seed=4)
    drill.hand = drill.evaluate(["TS", "2H"], "7D")            # hard 12: no double at Classic
    for play in (Play.DOUBLE, Play.SPLIT, Play.SURRENDER):
        refusal = drill.answer(play)
        assert isinstance(refusal, Refusal) and refusal.message
    assert drill.score.hands == 0 and drill.hand is not None


def test_j_k_is_no_pair_at_classic_but_a_pair_at_midnight():
    assert cell_of(["JS", "KH"], "6D", CLASSIC) == Cell(CellKind.HARD, 20, 5)
    assert cell_of(["JS", "KH"], "6D", MIDNIGHT) == Cell(CellKind.PAIR, 9, 5)
    assert Cell(CellKind.HARD, 20, 5) not in cells_for(MIDNIGHT)


def test_surrender_is_a_drill_play_only_where_the_rules_offer_it():
    rules = with_overrides(CLASSIC, {"late_surrender": True})
    drill = StrategyDrill(rules, seed=9)
    drill.hand = drill.evaluate(["TS", "6H"], "AD")
    assert Play.SURRENDER in drill.hand.evs
    assert drill.hand.best is Play.SURRENDER


def test_dealing_the_same_seed_twice_deals_the_same_hands():
    one, two = StrategyDrill(CLASSIC, seed=77), StrategyDrill(CLASSIC, seed=77)
    for _ in range(5):
        a, b = one.deal(), two.deal()
        assert (a.cards, a.up) == (b.cards, b.up)
        one.answer(Play.STAND), two.answer(Play.STAND)


def test_no_drill_hand_is_a_natural():
    drill = StrategyDrill(MIDNIGHT, seed=8)
    for _ in range(60):
        hand = drill.deal()
        assert sorted(c[0] for c in hand.cards) not in (["A", r] for r in "TJQK")
        drill.answer(Play.STAND)


@pytest.mark.parametrize("cell", [c for c in ALL_CELLS if c.up == 5])
def test_a_hand_built_for_a_cell_lands_in_that_cell(cell):
    import random
    rng = random.Random(cell.key)
    cards, up = hand_for(cell, rng, CLASSIC)
    assert cell_of(cards, up, CLASSIC) == cell


def test_missed_cells_mode_deals_only_missed_cells_until_each_is_right_twice():
    drill = StrategyDrill(CLASSIC, seed=12)
    assert drill.set_mode(DrillMode.MISSED)                 # nothing missed: refused in words
    drill.hand = drill.evaluate(["TS", "6H"], "TD")
    missed = drill.hand.cell
    drill.answer(min(drill.hand.evs, key=drill.hand.evs.get))
    assert drill.set_mode(DrillMode.MISSED) is None
    for _ in range(2):
        hand = drill.deal()
        assert hand.cell == missed
        drill.answer(hand.best)
    assert drill.missed_cells() == []
    drill.deal()
    assert drill.mode is DrillMode.ALL                       # all cleared: back to every hand


def test_cell_records_merge_in_order_and_survive_a_save():
    first = {Cell(CellKind.HARD, 16, 9): Tally().answered(False).answered(True)}
    later = {Cell(CellKind.HARD, 16, 9): Tally().answered(True)}
    merged = merge_tallies([first, later])[Cell(CellKind.HARD, 16, 9)]
    assert merged == Tally(3, 1, 2) and not merged.still_missed
    assert tallies_from_json(tallies_to_json(first)) == first
    assert tallies_from_json({"hard 16 v T": [1, 5, 0], "nonsense": [1, 1, 1],
                              "pair X v 2": [1, 1, 1], "hard 16 v 9": "x"}) == {}


def test_the_drill_rules_default_to_classic_and_offer_the_saved_house_rules():
    plain = rules_choices({})
    assert [c.table for c in plain] == ["classic", "midnight"] and not plain[0].overrides
    house = rules_choices({"classic": {"decks": 2}})
    assert house[1].overrides == {"decks": 2} and house[1].rules.decks == 2


# -- Hi-Lo ------------------------------------------------------------------------
def test_hi_lo_counts_low_cards_up_and_tens_and_aces_down():
    assert running_count(["2S", "3H", "4D", "5C", "6S"]) == 5
    assert running_count(["7S", "8H", "9D"]) == 0
    assert running_count(["TS", "JH", "QD", "KC", "AS"]) == -5


def test_the_true_count_divides_by_the_decks_left_read_to_the_half_deck():
    assert decks_left(312) == 6 and decks_left(130) == Fraction(5, 2)
    assert decks_left(3) == Fraction(1, 2)                  # never divided by zero
    assert true_count(6, 156) == 2 and true_count(-3, 78) == -2
    assert true_count(5, 104) == Fraction(5, 2)


def test_the_ramp_bets_one_unit_until_a_true_count_of_two():
    assert [ramp_units(Fraction(t)) for t in (-4, 0, 1, Fraction(19, 10), 2, 3, 4, 5, 12)] == \
        [1, 1, 1, 1, 2, 4, 6, 8, 8]


@pytest.mark.parametrize("typed", ["abc", "", "  ", "1e999", "nan", "inf", "99999999999",
                                   "1.5.2", "--3", "3 4"])
def test_a_typed_count_that_is_not_a_sane_number_gets_a_message(typed):
    parsed = parse_count(typed, whole=False)
    assert parsed.value is None and parsed.error


def test_typed_counts_accept_signs_the_unicode_minus_and_a_decimal_true_count():
    assert parse_count("+3", whole=True).value == 3
    assert parse_count("−2", whole=True).value == -2
    assert parse_count("1,5", whole=False).value == Fraction(3, 2)
    assert parse_count("1.5", whole=True).error


def test_the_counting_drill_checks_the_counts_and_bad_input_loses_nothing():
    drill = CountDrill(seed=4)
    flashes, fresh = drill.next_run()
    assert not fresh and len(flashes) == 12
    assert drill.running == running_count(c for f in flashes for c in f)
    assert isinstance(drill.check("x", "1", 2.0), Message) and drill.checks == []
    result = drill.check(str(drill.running), f"{float(drill.true) + 0.4:.1f}", 2.5)
    assert result.right and drill.right == 1
    wrong = drill.check(str(drill.running + 1), "0", 1.0)
    assert not wrong.running_right and drill.right == 1 and len(drill.checks) == 2


def test_whole_rounds_flash_three_hands_to_twelve_and_a_dealer_to_seventeen():
    drill = CountDrill(seed=6, mode=FlashMode.ROUNDS)
    flashes, _ = drill.next_run()
    from game.training.counting import hand_total
    for flash in flashes:
        hands = split_round(flash)
        assert len(hands) == 4 and sum(map(len, hands)) == len(flash)
        assert all(hand_total(h) >= 12 for h in hands[:3]) and hand_total(hands[3]) >= 17


def test_a_shoe_near_its_end_is_reshuffled_and_the_count_starts_again():
    drill = CountDrill(seed=3, decks=2)
    fresh_seen = False
    for _ in range(8):
        _, fresh = drill.next_run()
        fresh_seen |= fresh
        assert drill.running == running_count(drill_seen(drill))
    assert fresh_seen and drill.shuffles > 1


def drill_seen(drill):
    """The cards dealt from the current shoe (the shoe is popped from its end)."""

    from game.cards import shoe_cards
    full = shoe_cards(drill.decks)
    left = list(drill.shoe)
    for c in left:
        full.remove(c)
    return full


def test_the_table_counter_counts_each_card_once_as_it_shows_and_resets_on_a_shuffle():
    counter = TableCounter()
    counter.observe(1, ["5S", "TH", "6D"], 300)          # hole card face down: not shown
    counter.observe(1, ["5S", "TH", "6D"], 300)          # the same view again
    assert counter.running == 1
    counter.observe(1, ["5S", "TH", "6D", "2C", "AS"], 298)   # a hit, the hole card turned
    assert counter.running == 1
    counter.observe(2, ["5S", "5H", "9D"], 295)          # next round, same 5S rank/suit again
    assert counter.running == 3
    counter.observe(3, ["KS", "QH", "4D"], 308)          # the shoe grew: reshuffled
    assert counter.running == -1 and counter.true == Fraction(-1, 6)


# -- what is saved ------------------------------------------------------------------
def test_a_drill_record_refuses_floats_and_impossible_counts():
    with pytest.raises(ValueError):
        DrillRecord(DrillKind.STRATEGY, 1, 2, items=2, right=3)
    with pytest.raises(ValueError):
        DrillRecord(DrillKind.STRATEGY, 1, 2, items=1, ev_lost_micro=0.5)


def test_summaries_and_history_only_count_what_they_should():
    cell = Cell(CellKind.HARD, 16, 9)
    records = [
        DrillRecord(DrillKind.STRATEGY, 1, 2, {"table": "classic", "overrides": {}}, items=4,
                    right=3, ev_lost_micro=120_000, detail={"cells": {cell.key: [4, 1, 3]}}),
        DrillRecord(DrillKind.STRATEGY, 3, 4, {"table": "classic", "overrides": {"decks": 2}},
                    items=1, right=0, detail={"cells": {cell.key: [1, 1, 0]}}),
        DrillRecord(DrillKind.COUNT, 5, 6, items=2, right=1, answer_ms=9000),
    ]
    summary = summarise(records)
    assert summary[DrillKind.STRATEGY].items == 5 and summary[DrillKind.STRATEGY].percent == 60
    assert summary[DrillKind.COUNT].answer_ms == 9000
    assert strategy_history(records, {"table": "classic", "overrides": {}})[cell] == Tally(4, 1, 3)
    assert strategy_history(records)[cell] == Tally(5, 2, 0)
