"""Small facts of the training room's engine that its wider tests do not pin:
the wording of its refusals, the arithmetic of a repeated card, the soft
total, the score's count of hands."""
import random
from fractions import Fraction

from game.messages import Message
from game.strategy.basic import Play
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.training.cells import ALL_CELLS, TEN_RANKS, Cell, CellKind, all_cells, hand_for
from game.training.counting import CountDrill, TableCounter, hand_total, signed
from game.training.strategy_drill import DrillMode, Refusal, StrategyDrill, Verdict


def test_building_the_cells_afresh_gives_every_row_against_every_up_card():
    assert all_cells() == ALL_CELLS
    assert len(set(ALL_CELLS)) == len(ALL_CELLS)
    assert {c.up for c in ALL_CELLS} == set(range(10))


def test_a_ten_valued_card_is_dealt_as_any_of_the_four_ten_ranks():
    rng = random.Random(3)
    ranks = {hand_for(Cell(CellKind.PAIR, 9, 9), rng, MIDNIGHT)[0][0][0] for _ in range(60)}
    assert ranks == set(TEN_RANKS)


def test_a_count_is_signed_whole_or_to_one_decimal_with_a_true_minus_sign():
    assert signed(3) == "+3"
    assert signed(-2) == "−2"
    assert signed(0) == "0"
    assert signed(Fraction(4, 1)) == "+4"
    assert signed(Fraction(3, 2)) == "+1.5"
    assert signed(Fraction(-5, 4)) == "−1.2"


def test_a_hand_counts_an_ace_as_eleven_only_while_that_does_not_bust():
    assert hand_total(["TH", "5S"]) == 15
    assert hand_total(["AH", "5S"]) == 16
    assert hand_total(["AH", "KS", "5D"]) == 16
    assert hand_total(["AH", "AS"]) == 12


def test_a_fractional_running_count_is_refused_in_words():
    drill = CountDrill(seed=4)
    drill.next_run()
    refused = drill.check("2.5", "1", 1.0)
    assert isinstance(refused, Message)
    assert str(refused) == "Running count: The running count is a whole number"
    assert drill.checks == []


def test_a_bad_true_count_is_refused_in_words():
    drill = CountDrill(seed=4)
    drill.next_run()
    refused = drill.check("0", "x", 1.0)
    assert isinstance(refused, Message)
    assert str(refused) == "True count: “x” is not a number: type e.g. +3 or -2"


def test_a_checked_count_keeps_the_true_count_it_was_checked_against():
    drill = CountDrill(seed=4)
    drill.next_run()
    result = drill.check(str(drill.running), "0", 1.0)
    assert not isinstance(result, Message)
    assert result.true == drill.true and result.running == drill.running


def test_two_copies_of_one_card_shown_together_count_twice():
    counter = TableCounter()
    counter.observe(1, ["5S", "5S", "9D"], 300)          # six decks: the same card twice
    assert counter.running == 2


def test_the_score_counts_every_hand_answered():
    drill = StrategyDrill(CLASSIC, seed=2)
    for _ in range(3):
        drill.deal()
        assert isinstance(drill.answer(Play.STAND), Verdict)
    assert drill.score.hands == 3


def test_a_pair_is_offered_the_split():
    drill = StrategyDrill(CLASSIC, seed=2)
    assert Play.SPLIT in drill.evaluate(["8H", "8S"], "6D").evs
    assert Play.SPLIT not in drill.evaluate(["JH", "KS"], "6D").evs


def test_a_refused_split_says_what_a_pair_is_under_the_rules():
    classic = StrategyDrill(CLASSIC, seed=2)
    classic.hand = classic.evaluate(["JH", "KS"], "6D")
    refusal = classic.answer(Play.SPLIT)
    assert isinstance(refusal, Refusal)
    assert str(refusal.message) == "Split needs a pair of the same rank here (J,K is no pair)"
    midnight = StrategyDrill(MIDNIGHT, seed=2)
    midnight.hand = midnight.evaluate(["9H", "KS"], "6D")
    refusal = midnight.answer(Play.SPLIT)
    assert isinstance(refusal, Refusal) and str(refusal.message) == "Split needs a pair"


def test_asking_for_missed_cells_with_none_missed_says_why_and_keeps_the_mode():
    drill = StrategyDrill(CLASSIC, seed=2)
    refused = drill.set_mode(DrillMode.MISSED)
    assert str(refused) == ("No missed cells to drill: every cell you missed is cleared "
                            "(right twice in a row)")
    assert drill.mode is DrillMode.ALL
