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


def test_hard_bot_that_missed_the_earlier_rounds_counts_only_the_table():
    from game.ai.showdown.exact import EMPTY
    seen, late = make_bot("showdown", "hard"), make_bot("showdown", "hard")
    t = ShowdownTable(SHOWDOWN, seed=3, tokens=[100] * 3)
    rng = random.Random(1)
    while not (t.round_no >= 2 and t.current_player() == 0
               and t.observation(0).phase.name == "PLAY" and t.observation(0).discard_count):
        who = max(t.current_player(), 0)
        t.apply(seen.act(t.observation(who), t.legal_actions(), rng))
    obs = t.observation(0)
    table = [c for seat in obs.seats for c in seat.cards]
    assert late.shoe_and_discards(obs) == (so.composition(table), EMPTY)
    assert seen.shoe_and_discards(obs)[1] != EMPTY


# -- no level stands where a card cannot bust the hand -----------------------------
OTHER_FIRST = ["TD", "9C", "8D", "7C", "KD", "QC", "JD"]     # the other seats' cards
OTHER_SECOND = ["7H", "8S", "9H", "TH", "6S", "5C", "4D"]


def _my_turn(first: str, second: str, seats: int, stood_before: int, seed: int):
    """A table where the seat after ``stood_before`` standing seats holds
    first + second and must act."""
    me = stood_before
    cards = OTHER_FIRST[:seats - 1]
    cards.insert(me, first)
    later = OTHER_SECOND[:seats - 1]
    later.insert(me, second)
    t = ShowdownTable(SHOWDOWN, seed=seed, tokens=[100] * seats, cards=cards + later)
    for _ in range(stood_before):
        t.apply(STAND)
    assert t.current_player() == me
    return t


def _positions(hands):
    for first, second in hands:
        for seats, stood_before in ((2, 0), (3, 0), (5, 0), (8, 0), (3, 1), (5, 2)):
            yield first, second, seats, stood_before


NEVER_WORSE = [("2S", "2H"), ("2S", "3H"), ("4S", "5H"), ("3S", "8H"), ("5S", "6H"),
               ("AS", "AH")]
SOFT = [("AS", r + "H") for r in "23456789"]


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_stands_on_a_hand_a_card_can_neither_bust_nor_lower(level):
    for first, second, seats, stood_before in _positions(NEVER_WORSE):
        t = _my_turn(first, second, seats, stood_before, seed=seats)
        action = make_bot("showdown", level).act(t.observation(t.current_player()),
                                                  t.legal_actions(), random.Random(seats))
        assert action == HIT, (first, second, seats, stood_before)


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_stands_on_a_soft_hand_unless_standing_is_worth_strictly_more(level):
    for first, second, seats, stood_before in _positions(SOFT):
        t = _my_turn(first, second, seats, stood_before, seed=seats)
        bot = make_bot("showdown", level)
        obs = t.observation(t.current_player())
        if bot.act(obs, t.legal_actions(), random.Random(seats)) == STAND:
            assert hasattr(bot, "values"), (level, first, second, seats)  # it priced it
            stand, hit = bot.values(obs)
            assert stand > hit, (level, first, second, seats, stood_before)


def test_normal_hits_hard_4_first_to_act_where_hitting_and_standing_tie():
    t = _my_turn("2S", "2H", 3, 0, seed=1)
    bot = make_bot("showdown", "normal")
    obs = t.observation(0)
    stand, hit = bot.values(obs)
    assert hit == pytest.approx(stand)       # one step ahead, 5 to 14 beats no one either
    assert bot.act(obs, t.legal_actions(), random.Random(0)) == HIT
