"""Who plays the hard Indian bot's big pots, and when its random-player
exploit may take over."""
import random

import pytest

from game.ai.indian import aim, pot_owner
from game.ai.indian.aim import FoldMeter
from game.ai.indian.bots import read
from game.ai.indian.equilibrium import big_bet
from game.ai.registry import make_bot
from game.tables.indian.rules import INDIAN
from game.tables.indian.table import IndianTable
from game.tables.indian.view import IndianKind, raise_to


def meter(answers: int, folds: int) -> FoldMeter:
    m = FoldMeter()
    for k in range(answers):
        m.i_raised(k)
        m.it_moved(k, folded=k < folds)
    return m


def test_an_opponent_that_folds_a_third_of_the_time_to_my_raises_folds_like_a_random_player():
    assert meter(12, 4).folds_like_random
    assert meter(30, 8).folds_like_random


def test_an_opponent_that_seldom_folds_to_my_raises_is_not_a_random_player():
    assert not meter(12, 0).folds_like_random
    assert not meter(30, 3).folds_like_random


def test_the_fold_share_is_judged_only_after_six_answers():
    assert not meter(5, 5).folds_like_random
    assert meter(6, 2).folds_like_random


def test_an_answer_counts_once_and_only_after_a_raise_of_mine():
    m = FoldMeter()
    m.it_moved(1, folded=True)            # no raise of mine to answer
    m.i_raised(2)
    m.it_moved(2, folded=False)
    m.it_moved(2, folded=True)            # the same raise again: already answered
    m.i_raised(3)
    m.it_moved(4, folded=True)            # another round: not an answer to it
    assert (m.answers, m.folds) == (1, 0)


def test_a_random_looking_raiser_that_never_folds_is_not_exploited():
    bot = make_bot("indian", "hard")
    bot.detector.llr = 5.0                                 # its raise sizes look random
    bot.raise_sizes.update({4: 1, 9: 1, 15: 1, 22: 1, "cap": 1})
    bot.answers = meter(12, 0)
    assert not bot.exploiting
    bot.answers = meter(12, 5)
    assert bot.exploiting


def big_raise_spot(total: int):
    t = IndianTable(INDIAN, seed=3, cards=["6", "9", "4"])
    t.apply(raise_to(total))
    obs = t.observation(1)
    return obs, read(obs)


def test_the_reader_plays_a_big_pot_unless_the_raise_is_judged_blind():
    bot = make_bot("indian", "hard")
    obs, v = big_raise_spot(20)
    big = big_bet(obs.raise_cap)
    bot.blind_raises = [-3.0] * 8                          # its big raises aimed at my weak cards
    assert pot_owner.reader_plays_big_pot(bot, obs, v, big)
    bot.blind_raises = [0.5] * 8                           # an always-raiser: the blind answer
    assert not pot_owner.reader_plays_big_pot(bot, obs, v, big)


def test_with_the_equilibrium_owning_big_pots_the_reader_never_plays_one(monkeypatch):
    monkeypatch.setattr(pot_owner, "BIG_POTS", pot_owner.BigPots.EQUILIBRIUM)
    bot = make_bot("indian", "hard")
    obs, v = big_raise_spot(20)
    bot.blind_raises = [-3.0] * 8
    assert not pot_owner.reader_plays_big_pot(bot, obs, v, big_bet(obs.raise_cap))


@pytest.mark.parametrize("total", [10, 20, 30])
def test_a_big_raise_the_reader_answers_is_counted_as_a_reader_big_pot(total):
    t = IndianTable(INDIAN, seed=3, cards=["6", "9", "4"])
    t.apply(raise_to(total))
    bot = make_bot("indian", "hard")
    bot.blind_raises = [-3.0] * 8
    action = bot.act(t.observation(1), t.legal_actions(), random.Random(1))
    assert action.kind in (IndianKind.FOLD, IndianKind.CALL, IndianKind.RAISE)
    assert bot.stats.get("reader_big_pot") == 1


def test_the_gate_can_be_switched_off_for_measuring(monkeypatch):
    monkeypatch.setattr(aim, "AIM_GATE", False)
    bot = make_bot("indian", "hard")
    bot.detector.llr = 5.0
    bot.raise_sizes.update({4: 1, 9: 1, 15: 1, 22: 1, "cap": 1})
    bot.answers = meter(12, 0)
    assert bot.exploiting
