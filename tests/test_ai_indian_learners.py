"""The card-reading learner: reads each of the other's moves, learns at each
reveal what they meant, keeps it across matches, and plays legal moves from
its own observation only."""
import random

from game.ai.base import BaseBot
from game.ai.indian.learners import (
    SHARED_MEMORY,
    CardLearner,
    Decision,
    LearnerMemory,
    Move,
    Spot,
    step_of,
    view_cell,
)
from game.ai.registry import levels, make_bot, opponent_levels
from game.sim.tournament import Players, indian_match
from game.tables.indian.rules import INDIAN
from game.tables.indian.table import IndianTable
from game.tables.indian.view import IndianKind, IndianPhase, raise_to


def test_both_learners_are_sparring_opponents_and_not_menu_levels():
    names = opponent_levels("indian")
    for name in ("learner", "learner-fresh"):
        assert name in names and name not in levels("indian")


def test_the_learner_level_shares_one_memory_and_the_fresh_one_does_not():
    a, b = make_bot("indian", "learner"), make_bot("indian", "learner")
    c, d = make_bot("indian", "learner-fresh"), make_bot("indian", "learner-fresh")
    assert isinstance(a, CardLearner) and isinstance(c, CardLearner)
    assert a.memory is b.memory is SHARED_MEMORY
    assert c.memory is not d.memory


def _facing_an_opening_to(total: int, cards=("9", "5", "2")) -> IndianTable:
    # community 9, player 0 holds a 5, the learner (player 1) a 2 by default
    t = IndianTable(INDIAN, seed=1, cards=list(cards))
    t.apply(raise_to(total))
    return t


def test_the_tracker_reads_the_others_opening_raise():
    t = _facing_an_opening_to(18)
    bot = CardLearner()
    bot.tracker.update(t.observation(1))
    assert bot.tracker.moves == [Move(Spot(Decision.OPEN, 1), f"r{step_of(18)}", 0, 9)]


def test_the_tracker_reads_a_fold_to_my_raise_and_counts_it_at_the_reveal():
    t = _facing_an_opening_to(2)
    bot = CardLearner()
    obs = t.observation(1)
    action = bot.act(obs, t.legal_actions(), random.Random(1))
    t.apply(raise_to(12))
    bot.tracker.my_move(obs, raise_to(12))
    t.apply(t.legal_actions()[[a.kind for a in t.legal_actions()].index(IndianKind.FOLD)])
    bot.observe(t.observation(1))
    assert action.kind in (IndianKind.RAISE, IndianKind.CALL, IndianKind.FOLD)
    face = Spot(Decision.FACE, 1, step_of(12))
    assert bot.memory.spot[face, "f"] == 1
    assert bot.memory.spot_n[Spot(Decision.OPEN, 1)] == 1


def test_with_nothing_learnt_the_posterior_is_the_unseen_cards():
    t = _facing_an_opening_to(18)
    bot = CardLearner()
    obs = t.observation(1)
    bot.tracker.update(obs)
    post = bot.posterior(obs)
    # seen: the community 9 and the other's 5; my own card is among the other 42
    assert abs(post[9] - 3 / 42) < 1e-9 and abs(post[2] - 4 / 42) < 1e-9


def test_big_openings_learnt_to_come_on_my_weak_hands_pull_the_posterior_down():
    memory = LearnerMemory()
    big = Move(Spot(Decision.OPEN, 1), f"r{step_of(18)}", 0, 9)
    small = Move(Spot(Decision.OPEN, 1), "r0", 0, 9)
    for _ in range(40):
        memory.add(big, view_cell(9, 3, big))       # big openings came on my 3s...
        memory.add(small, view_cell(9, 10, small))  # ... small ones on my 10s
    t = _facing_an_opening_to(18)
    obs = t.observation(1)
    taught, naive = CardLearner(memory), CardLearner()
    for bot in (taught, naive):
        bot.tracker.update(obs)

    def mean(post):
        return sum(x * p for x, p in post.items())

    assert mean(taught.posterior(obs)) < mean(naive.posterior(obs)) - 0.5


def test_the_learner_keeps_what_it_learnt_from_one_match_to_the_next():
    memory = LearnerMemory()

    def make(game: str, level: str) -> BaseBot:
        return CardLearner(memory) if level == "mine" else make_bot(game, level)

    players = Players("indian", {"A": "normal", "B": "mine"}, None, make=make)
    indian_match("normal", "mine", seed=3, k=0, max_rounds=40, players=players)
    after_one = memory.rounds()
    assert after_one > 0
    indian_match("normal", "mine", seed=3, k=1, max_rounds=40, players=players)
    assert memory.rounds() > after_one


def test_the_learner_decides_the_same_whatever_its_hidden_card_is():
    # Two tables alike in all the learner sees; only its own first card differs.
    for total in (2, 7, 18):
        actions = set()
        for mine in ("2", "11"):
            t = _facing_an_opening_to(total, ("9", "5", mine))
            actions.add(CardLearner().act(t.observation(1), t.legal_actions(),
                                          random.Random(4)))
        assert len(actions) == 1


class Checked(BaseBot):
    """Passes every decision on, asserting it is made before the bot's own
    first card is shown and that the answer is legal."""

    def __init__(self, inner: BaseBot) -> None:
        super().__init__()
        self.inner, self.decisions = inner, 0
        self.name = inner.name

    def act(self, obs, legal, rng):
        assert obs.own_first_card is None or obs.phase in (IndianPhase.RESULT,
                                                           IndianPhase.OVER)
        action = self.inner.act(obs, legal, rng)
        assert action in legal
        self.decisions += 1
        return action

    def observe(self, obs):
        self.inner.observe(obs)

    def offer(self, obs, action, rng):
        return self.inner.offer(obs, action, rng)


def checked_matches(mine, opp: str, items: str, matches: int = 3) -> int:
    """Play ``matches`` matches of ``mine()`` (checked) against ``opp``; its decisions."""
    made: list[Checked] = []

    def make(game: str, level: str) -> BaseBot:
        if level == "mine":
            made.append(Checked(mine()))
            return made[-1]
        return make_bot(game, level)

    players = Players("indian", {"A": opp, "B": "mine"}, None, make=make)
    for k in range(matches):
        indian_match(opp, "mine", seed=9, k=k, max_rounds=200, items=items, players=players)
    return sum(b.decisions for b in made)


def test_the_learner_plays_only_legal_moves_through_whole_matches_with_items():
    for opp, items in (("hard", "both"), ("maniac", "b"), ("uniform", "a")):
        assert checked_matches(lambda: CardLearner(LearnerMemory()), opp, items) > 20
