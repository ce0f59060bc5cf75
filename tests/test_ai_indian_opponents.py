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
