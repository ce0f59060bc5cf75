"""The card-reading learner: counts the unseen cards, learns at each reveal
what the other's bets meant, and keeps it across matches when told to."""
import random

from game.ai.base import BaseBot
from game.ai.indian.readers import (
    SHARED_MEMORY,
    CardReader,
    Evidence,
    ReaderMemory,
    strength_class,
)
from game.ai.registry import levels, make_bot, opponent_levels
from game.sim.tournament import Players, indian_match
from game.tables.indian.rules import INDIAN
from game.tables.indian.table import IndianTable
from game.tables.indian.view import IndianKind, IndianPhase, raise_to


def test_both_readers_are_sparring_opponents_and_not_menu_levels():
    names = opponent_levels("indian")
    for name in ("reader", "reader-fresh"):
        assert name in names and name not in levels("indian")


def test_the_reader_level_shares_one_memory_and_the_fresh_one_does_not():
    a, b = make_bot("indian", "reader"), make_bot("indian", "reader")
    c, d = make_bot("indian", "reader-fresh"), make_bot("indian", "reader-fresh")
    assert isinstance(a, CardReader) and isinstance(b, CardReader)
    assert isinstance(c, CardReader) and isinstance(d, CardReader)
    assert a.memory is b.memory is SHARED_MEMORY
    assert c.memory is not d.memory


def _facing_a_raise_to_18() -> IndianTable:
    # community 9, player 0 holds a 5, the reader (player 1) a 2; 0 opens to 18
    t = IndianTable(INDIAN, seed=1, cards=["9", "5", "2"])
    t.apply(raise_to(18))
    return t


def _mean(post: dict[int, float]) -> float:
    return sum(x * p for x, p in post.items())


def test_with_nothing_learnt_the_posterior_is_the_unseen_cards():
    t = _facing_a_raise_to_18()
    bot = CardReader()
    obs = t.observation(1)
    bot._note(obs)
    post = bot.posterior(obs)
    # seen: the community 9 and the other's 5; my own card is among the rest
    assert abs(post[9] - 3 / 42) < 1e-9 and abs(post[2] - 4 / 42) < 1e-9


def test_a_big_raise_learnt_to_mean_a_weak_hand_pulls_the_posterior_down():
    memory = ReaderMemory()
    key = Evidence(IndianPhase.BET1, 4, True)        # it raised to 18 (12 reached, not 20)
    quiet = Evidence(IndianPhase.BET1, 1, True)      # it opened to 2
    for _ in range(40):
        memory.add(key, strength_class(9 + 3))       # big raises came on my 12s...
        memory.add(quiet, strength_class(9 + 10))    # ... small ones on my 19s
    t = _facing_a_raise_to_18()
    obs = t.observation(1)
    taught, naive = CardReader(memory), CardReader()
    for bot in (taught, naive):
        bot._note(obs)
    assert Evidence.of(obs) == key
    assert _mean(taught.posterior(obs)) < _mean(naive.posterior(obs)) - 0.5


def test_the_reader_counts_what_it_saw_at_each_reveal_and_keeps_it():
    memory = ReaderMemory()

    def make(game: str, level: str) -> BaseBot:
        return CardReader(memory) if level == "mine" else make_bot(game, level)

    players = Players("indian", {"A": "normal", "B": "mine"}, None, make=make)
    indian_match("normal", "mine", seed=3, k=0, max_rounds=40, players=players)
    after_one = sum(memory.per_phase.values())
    assert after_one > 0
    indian_match("normal", "mine", seed=3, k=1, max_rounds=40, players=players)
    assert sum(memory.per_phase.values()) > after_one


def test_the_reader_folds_a_hopeless_hand_and_raises_a_strong_one():
    # the other shows an 11 on a community 10 (a Blackjack): fold or open small
    t = IndianTable(INDIAN, seed=1, cards=["10", "11", "5"])
    t.apply(raise_to(6))
    action = CardReader().act(t.observation(1), t.legal_actions(), random.Random(1))
    assert action.kind is IndianKind.FOLD
    # the other shows a 2 on a community 10: 12 + a card against my 10 + a card
    t = IndianTable(INDIAN, seed=1, cards=["10", "2", "5"])
    t.apply(raise_to(2))
    action = CardReader().act(t.observation(1), t.legal_actions(), random.Random(1))
    assert action.kind is IndianKind.RAISE
