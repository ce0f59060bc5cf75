"""The sparring opponents: registered for the tournament, kept out of menus."""
import random

from game.ai.registry import levels, make_bot, opponent_levels
from game.tables.indian.rules import INDIAN
from game.tables.indian.table import IndianTable
from game.tables.indian.view import IndianKind


def test_sparring_opponents_are_bots_but_not_menu_levels():
    names = opponent_levels("indian")
    for name in ("maniac", "bully", "station", "tag", "uniform", "pressure", "mimic",
                 "raise-2", "raise-30"):
        assert name in names and name not in levels("indian")
        assert make_bot("indian", name).act
    assert names.index("raise-2") < names.index("raise-10")


def _first_bet(level: str):
    t = IndianTable(INDIAN, seed=1, cards=["5", "6", "7"])
    obs = t.observation(0)
    return make_bot("indian", level).act(obs, t.legal_actions(), random.Random(1)), t.raise_cap


def test_the_maniac_opens_with_a_raise_to_the_cap():
    action, cap = _first_bet("maniac")
    assert action.kind is IndianKind.RAISE and action.amount == cap


def test_raise_n_raises_to_n():
    for n in (2, 7, 30):
        action, _ = _first_bet(f"raise-{n}")
        assert action.kind is IndianKind.RAISE and action.amount == n


def test_pressure_shoves_once_four_of_its_last_five_big_raises_were_folded_to():
    from types import SimpleNamespace as Ns

    from game.tables.indian.view import RoundEnd

    def result(round_no, end, folder):
        return Ns(result=Ns(round_no=round_no, end=end, folder=folder), player=0)

    bot = make_bot("indian", "pressure")
    for r, end, folder in ((1, RoundEnd.FOLD, 1), (2, RoundEnd.FOLD, 0),
                           (3, RoundEnd.REVEAL, None), (4, RoundEnd.FOLD, 1)):
        bot.pending = r                       # a big raise of mine this round
        bot.seen_result(result(r, end, folder))
        bot.seen_result(result(r, end, folder))        # the same result read twice
    bot.seen_result(Ns(result=None, player=0))
    assert bot.history == [True, False, False, True] and not bot.shoving()
    for r in (5, 6):                         # two more folds: 3 of the last 5
        bot.pending = r
        bot.seen_result(result(r, RoundEnd.FOLD, 1))
    assert bot.history == [False, False, True, True, True] and not bot.shoving()
    bot.pending = 7
    bot.seen_result(result(7, RoundEnd.FOLD, 1))
    assert bot.history == [False, True, True, True, True] and bot.shoving()
    t = IndianTable(INDIAN, seed=1, cards=["5", "6", "7"])
    action = bot.act(t.observation(0), t.legal_actions(), random.Random(1))
    assert action.kind is IndianKind.RAISE and action.amount == t.raise_cap
    bot.reset()
    assert bot.history == [] and not bot.shoving()
