"""Classic seat-mates: basic strategy, mistakes, betting, the hole card."""
import random

import pytest

from game.ai.classic.bots import bankroll_bet, next_chip
from game.ai.registry import make_bot
from game.tables.dealer.actions import DEAL, DOUBLE, HIT, STAND, Kind, bet
from game.tables.dealer.rules import CLASSIC
from game.tables.dealer.table import DealerTable
from game.tables.dealer.view import Phase


def dealt(cards, seed=1, chips=(1000,)):
    """A Classic table with one bet of 10 per seat and ``cards`` stacked
    (seat cards, dealer up, seat cards, hole)."""
    t = DealerTable(CLASSIC, seed=seed, chips=list(chips))
    t.shoe.stack(cards)
    for s in range(len(chips)):
        t.apply(bet(s, 5))
        t.apply(bet(s, 5))
    t.apply(DEAL)
    return t


def test_bankroll_rule_stays_inside_the_limits():
    assert bankroll_bet(100_000, 0.02, CLASSIC) == 20
    assert bankroll_bet(100 * 100_000, 0.02, CLASSIC) == CLASSIC.max_bet
    assert bankroll_bet(50, 0.02, CLASSIC) == 0          # cannot cover the minimum
    assert bankroll_bet(CLASSIC.min_bet * 100, 0.02, CLASSIC) == CLASSIC.min_bet   # just covers it
    assert next_chip(37) == 25 and next_chip(0) is None


def test_normal_bot_bets_its_target_then_deals():
    t = DealerTable(CLASSIC, seed=1, chips=[1000])
    bot, rng = make_bot("classic", "normal"), random.Random(1)
    for _ in range(10):
        a = bot.act(t.observation(0), t.legal_actions(), rng)
        t.apply(a)
        if a == DEAL:
            break
    assert t.phase is not Phase.BETTING or t.rounds == 1
    assert t.observation(0).hands[0].bet == 20 * 100


@pytest.mark.parametrize("cards,expected", [
    (["5S", "6D", "6H", "9C"], DOUBLE),      # 11 v 6
    (["TS", "TD", "6H", "9C"], HIT),         # 16 v T
    (["TS", "6D", "7H", "9C"], STAND),       # 17 v 6
])
def test_normal_bot_plays_basic_strategy(cards, expected):
    t = dealt(cards)
    assert t.phase is Phase.PLAY
    a = make_bot("classic", "normal").act(t.observation(0), t.legal_actions(), random.Random(1))
    assert a == expected


@pytest.mark.parametrize("level", ["easy", "normal", "random"])
def test_the_hole_card_never_changes_a_decision(level):
    t1 = dealt(["TS", "7D", "6H", "2C"], seed=4)
    t2 = dealt(["TS", "7D", "6H", "KC"], seed=4)
    o1, o2 = t1.observation(0), t2.observation(0)
    assert o1 == o2 and o1.dealer_cards[1] is None
    for r in range(20):
        a1 = make_bot("classic", level).act(o1, t1.legal_actions(), random.Random(r))
        a2 = make_bot("classic", level).act(o2, t2.legal_actions(), random.Random(r))
        assert a1 == a2


def test_the_undealt_order_never_changes_a_decision():
    t1 = dealt(["TS", "7D", "6H", "2C"], seed=4)
    t2 = dealt(["TS", "7D", "6H", "2C"], seed=5)
    o1, o2 = t1.observation(0), t2.observation(0)
    assert o1 == o2
    assert make_bot("classic", "normal").act(o1, t1.legal_actions(), random.Random(1)) == \
        make_bot("classic", "normal").act(o2, t2.legal_actions(), random.Random(1))


def test_easy_bot_makes_occasional_mistakes_only():
    t = dealt(["TS", "6D", "7H", "9C"])          # 17 v 6: stand
    bot, rng = make_bot("classic", "easy"), random.Random(9)
    moves = [bot.act(t.observation(0), t.legal_actions(), rng) for _ in range(400)]
    wrong = sum(m != STAND for m in moves) / len(moves)
    assert 0.05 < wrong < 0.3


def test_seat_mates_play_many_rounds_without_an_illegal_move():
    t = DealerTable(CLASSIC, seed=7, chips=[500] * 3)
    bots = [make_bot("classic", lv) for lv in ("normal", "easy", "normal")]
    rng = random.Random(2)
    for _ in range(600):
        if t.is_over():
            break
        if t.phase is Phase.BETTING:
            moves = [bots[p].act(t.observation(p), t.legal_actions(), rng) for p in range(3)]
            bets = [m for m in moves if m.kind is Kind.BET]
            t.apply(bets[0] if bets else DEAL)
        else:
            who = t.current_player()
            t.apply(bots[who].act(t.observation(who), t.legal_actions(), rng))
    assert t.money_total() == t.start_total
