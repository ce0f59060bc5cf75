"""Indian Blackjack bots at the edges: an empty deck, Deal Again, short stacks."""
import dataclasses
import random
from collections import Counter

import pytest

from game.ai.registry import make_bot, registry
from game.cards import INDIAN_DECK
from game.tables.indian.rules import INDIAN
from game.tables.indian.table import IndianTable
from game.tables.indian.view import DEAL_AGAIN, HIT, STAY, IndianPhase, ItemKind

INDIAN_LEVELS = [lv for t, lv in registry() if t == "indian"]


def _everything_seen_but(own: str, obs):
    """Every card of the deck except the player's own first card."""
    left = Counter(INDIAN_DECK)
    left[own] -= 1
    return tuple(left.elements())


def _empty_deck_view(phase, hit_cards=(), items=()):
    t = IndianTable(INDIAN, seed=3, cards=["5", "6", "7"])   # community 5, mine 6, its 7
    obs = t.observation(0)
    return dataclasses.replace(
        obs, phase=phase, own_hit_cards=tuple(hit_cards), seen_cards=_everything_seen_but("6", obs),
        deck_remaining=0, items=(tuple(items), ()))


@pytest.mark.parametrize("level", INDIAN_LEVELS)
def test_a_bot_decides_a_hit_when_the_deck_is_empty(level):
    obs = _empty_deck_view(IndianPhase.HIT)
    assert make_bot("indian", level).act(obs, [HIT, STAY], random.Random(1)) in (HIT, STAY)


@pytest.mark.parametrize("level", INDIAN_LEVELS)
def test_a_bot_holding_deal_again_decides_when_the_deck_is_empty(level):
    obs = _empty_deck_view(IndianPhase.DEAL_AGAIN_WAIT, hit_cards=["3"],
                           items=[ItemKind.DEAL_AGAIN])
    bot = make_bot("indian", level)
    assert bot.act(obs, [DEAL_AGAIN, STAY], random.Random(1)) in (DEAL_AGAIN, STAY)
    bot.offer(obs, DEAL_AGAIN, random.Random(2))      # out of turn: the same question

