"""Showdown bots: the odds, hidden information (the undealt order), matches."""
import random

import pytest

from game.ai.registry import make_bot
from game.ai.showdown import odds as so
from game.sim.tournament import showdown_match
from game.tables.showdown.rules import SHOWDOWN
from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import HIT, STAND

LEVELS = ["random", "easy", "normal", "hard"]
DEAL = ["9S", "5H", "TD", "2C", "7S", "6D", "8H", "9C"]   # 4 seats, twice round


def test_chase_probabilities_are_probabilities():
    comp = so.composition([])
    for hard in range(4, 21):
        for target in range(12, 22):
            b, t = so.chase(hard, False, target, comp)
            assert 0 <= b <= 1 and 0 <= t <= 1 and b + t <= 1 + 1e-9


def test_standing_behind_the_best_hand_is_worth_nothing():
    comp = so.composition([])
    assert so.stand_share(17, 18, 1, (), comp) == 0
    assert so.stand_share(19, 18, 1, (), comp) == 1
    assert so.stand_share(18, 18, 1, (), comp) == pytest.approx(0.5)


def test_hard_bot_hits_when_behind_and_stands_on_a_winning_20():
    comp = so.composition([])
    stand, hit = so.hit_value(14, False, 18, 1, (), comp)
    assert hit > stand == 0
    stand, hit = so.hit_value(20, False, 0, 0, ((12, False),), comp)
    assert stand > hit


@pytest.mark.parametrize("level", LEVELS + ["hit17", "beatbest", "stand12", "br"])
def test_undealt_order_never_changes_a_decision(level):
    t1 = ShowdownTable(SHOWDOWN, seed=1, tokens=[100] * 4, cards=DEAL)
    t2 = ShowdownTable(SHOWDOWN, seed=777, tokens=[100] * 4, cards=DEAL)
    o1, o2 = t1.observation(t1.current_player()), t2.observation(t2.current_player())
    assert o1 == o2
    a1 = make_bot("showdown", level).act(o1, t1.legal_actions(), random.Random(2))
    a2 = make_bot("showdown", level).act(o2, t2.legal_actions(), random.Random(2))
    assert a1 == a2 and a1 in (HIT, STAND)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_six_seat_match_ends_and_replays_identically(level):
    m1 = showdown_match(level, "easy", seed=5, k=1, max_rounds=60, seats=6)
    m2 = showdown_match(level, "easy", seed=5, k=1, max_rounds=60, seats=6)
    assert m1 == m2 and 1 <= m1.rounds <= 61


def test_hard_bot_counts_the_discards_it_saw():
    bot = make_bot("showdown", "hard")
    t = ShowdownTable(SHOWDOWN, seed=3, tokens=[100] * 3)
    rng = random.Random(1)
    counted = False
    for _ in range(200):
        if t.is_over():
            break
        who = t.current_player()
        who = 0 if who < 0 else who
        obs = t.observation(who)
        if obs.discard_count and who == 0 and obs.phase.name == "PLAY":
            assert bot._discards(obs) is not None
            counted = True
        t.apply(bot.act(obs, t.legal_actions(), rng))
    assert counted
