"""Showdown hard models each seat by what it has actually done at the table."""
import random

import pytest

from game.ai.registry import make_bot
from game.ai.showdown import value as showdown_value
from game.ai.showdown.exact import FULL_DECK
from game.ai.showdown.habits import Habits, Standing, standing
from game.tables.showdown.rules import SHOWDOWN
from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import HIT, STAND, Outcome, RoundSummary, SeatSummary


def _summary(round_no, first, hands):
    """hands: (cards, outcome) per seat in seat order."""
    seats = tuple(SeatSummary(i, tuple(cards), 0, outcome, 0, 100)
                  for i, (cards, outcome) in enumerate(hands))
    return RoundSummary(round_no, first, 30, seats, 0)


def test_a_round_summary_shows_every_hit_and_stand_with_the_best_stood_total_then():
    h = Habits()
    # Seat 1 plays first: hits 14, stands 17. Seat 2: 13 behind 17, hits, busts.
    # Seat 0 last: stands on 12 behind 17 (nobody after it).
    h.learn(_summary(1, 1, [(["TS", "2C"], Outcome.LOST),
                            (["9S", "5H", "3C"], Outcome.WINNER),
                            (["7D", "6D", "KH"], Outcome.BUST)]))
    assert standing(14, 0) is Standing.FREE
    for _ in range(2):       # the same decisions twice more make a habit
        h.learn(_summary(h.rounds_read + 1, 1, [(["TS", "2C"], Outcome.LOST),
                                                 (["9S", "5H", "3C"], Outcome.WINNER),
                                                 (["7D", "6D", "KH"], Outcome.BUST)]))
    assert h.predicts_stand(1, 14, 0, later=2) is False
    assert h.predicts_stand(1, 17, 0, later=2) is True
    assert h.predicts_stand(2, 13, 17, later=1) is False
    assert h.predicts_stand(0, 12, 17, later=0) is True
    assert h.predicts_stand(0, 13, 17, later=0) is None      # never seen


def test_a_summary_is_read_once_and_a_round_of_naturals_shows_no_decision():
    h = Habits()
    s = _summary(1, 0, [(["TS", "6C"], Outcome.WINNER), (["9S", "5H", "9C"], Outcome.BUST)])
    for _ in range(5):
        h.learn(s)
    assert h.predicts_stand(0, 16, 0, later=1) is None       # one decision, not five
    before = dict(h._seen)
    h.learn(_summary(2, 0, [(["AS", "KC"], Outcome.NATURAL),
                            (["9S", "5H"], Outcome.FOLDED_BY_NATURAL)]))
    assert h._seen == before


def test_a_seat_that_is_mixed_in_a_situation_is_left_to_the_best_response_model():
    h = Habits()
    for r in range(1, 7):
        cards = ["TS", "6C"] if r % 2 else ["TS", "6C", "2D"]
        h.learn(_summary(r, 0, [(cards, Outcome.WINNER), (["2S", "3H", "TD", "KD"], Outcome.BUST)]))
    assert h.predicts_stand(0, 16, 0, later=1) is None


def test_a_later_seat_known_to_stand_on_12_is_no_threat_to_a_higher_total():
    # I stand on 14; the seat after me holds 13. Priced as a best responder it
    # hits (13 behind 14 wins nothing); known to stand on anything from 12 it
    # hands me the pot.
    rational = showdown_value.LaterSeats(((13, False),), FULL_DECK, 0.5)
    stands = showdown_value.LaterSeats(((13, False),), FULL_DECK, 0.5,
                                       lambda j, total, top: total >= 12)
    assert rational.hold(0, 14, 1) < 0.7
    assert stands.hold(0, 14, 1) == pytest.approx(1.0)


def test_a_later_seat_known_to_hit_below_17_even_when_ahead_busts_more_often():
    # Nothing stood; I stand on 13 with one seat after me holding 14. A best
    # responder stands (it already wins); a hit-below-17 seat draws and may bust.
    rational = showdown_value.LaterSeats(((14, False),), FULL_DECK, 0.5)
    hit17 = showdown_value.LaterSeats(((14, False),), FULL_DECK, 0.5,
                                      lambda j, total, top: total >= 17)
    assert rational.hold(0, 13, 1) == 0.0
    assert hit17.hold(0, 13, 1) > 0.3


def test_hard_stands_on_13_once_the_seat_after_it_has_shown_it_stands_on_12_behind():
    deal = ["TS", "9C", "3H", "3D"]          # seat 0: 13, seat 1 (after it): 12
    table = ShowdownTable(SHOWDOWN, seed=1, tokens=[100] * 2, first_seat=0, cards=deal)
    obs = table.observation(0)
    bot = make_bot("showdown", "hard")
    assert bot.act(obs, table.legal_actions(), random.Random(1)) == HIT
    for r in range(1, 4):   # seat 1 stood on 12 behind a stood 18, three times
        bot.habits.learn(_summary(r, 0, [(["TS", "8C"], Outcome.WINNER),
                                         (["9C", "3D"], Outcome.LOST)]))
    assert bot.act(obs, table.legal_actions(), random.Random(1)) == STAND


def test_a_new_match_forgets_the_habits():
    bot = make_bot("showdown", "hard")
    for r in range(1, 4):
        bot.habits.learn(_summary(r, 0, [(["TS", "8C"], Outcome.WINNER),
                                         (["9C", "3D"], Outcome.LOST)]))
    bot.reset()
    assert bot.habits.predicts_stand(1, 12, 18, later=0) is None


def test_a_soft_total_is_read_with_the_ace_as_eleven_and_one_odd_move_in_ten_is_a_habit():
    h = Habits()
    for r in range(1, 11):          # stands on soft 17 ten times, hits it once
        h.learn(_summary(r, 0, [(["AS", "6C"], Outcome.WINNER), (["TS", "2H"], Outcome.LOST)]))
    h.learn(_summary(11, 0, [(["AS", "6C", "2D"], Outcome.WINNER), (["TS", "2H"], Outcome.LOST)]))
    assert h.predicts_stand(0, 17, 0, later=1) is True        # 1 hit in 11 is at most 10%
    assert h.predicts_stand(0, 7, 0, later=1) is None
    for r in range(12, 22):         # and the other way round: one stand among many hits
        h.learn(_summary(r, 0, [(["TS", "2H"], Outcome.WINNER),
                                (["AS", "5C", "3D"], Outcome.LOST)]))
    h.learn(_summary(22, 0, [(["TS", "2H"], Outcome.WINNER), (["AS", "5C"], Outcome.LOST)]))
    assert h.predicts_stand(1, 16, 12, later=0) is False
