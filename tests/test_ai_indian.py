"""Indian Blackjack bots: the odds, hidden information, whole matches."""
import random

import pytest

from game.ai.indian import odds as odds
from game.ai.indian import small_pots
from game.ai.indian.bots import split_by_owner
from game.ai.indian.hard import TRUST0, BayesIndianBot, likelihood
from game.ai.registry import make_bot
from game.sim.tournament import indian_match
from game.tables.indian.rules import INDIAN
from game.tables.indian.table import IndianTable
from game.tables.indian.view import IndianKind, ItemKind

LEVELS = ["random", "easy", "normal", "hard", "bayes"]


def test_unseen_pool_counts_every_seen_card_once():
    pool = odds.unseen_counts([3, 3, 11])
    assert pool[3] == 2 and pool[11] == 3 and sum(pool) == 41


def test_payoff_follows_the_rules():
    p = lambda a, b: odds.payoff(a, b, INDIAN)  # noqa: E731
    assert p(20, 19) == (1, 0)
    assert p(odds.BUST, 19) == (-1, -5)           # reaching the reveal bust pays 5
    assert p(odds.BUST, odds.BUST) == (0, 0)      # both bust: penalties cancel
    assert p(odds.BJ, 20) == (1, 15)              # a winning Blackjack collects 15
    assert p(odds.BJ, 21) == (0, 0)               # a Blackjack ties any 21
    assert p(18, odds.BJ) == (-1, -15)


def test_win_probability_is_high_against_a_visible_bust_and_low_against_21():
    pool = odds.unseen_counts([11, 11])           # community 11, opponent 11: 22
    assert odds.win_probability(pool, 11, 11, True, 1, INDIAN) > 0.6
    pool = odds.unseen_counts([10, 11])           # community 10, opponent 11: Blackjack
    assert odds.win_probability(pool, 10, 11, True, 1, INDIAN) == 0.0


def test_edges_are_probabilities():
    pool = odds.unseen_counts([5, 8])
    belief = odds.uniform_belief(pool)
    for first in (True, False):
        for e in odds.prehit_edges(belief, pool, 5, 8, first, 2, INDIAN).values():
            assert 0 <= e.win <= 1 and 0 <= e.lose <= 1 and e.win + e.lose <= 1 + 1e-9
            assert -1 - 1e-9 <= e.sign <= 1 + 1e-9


def test_the_hard_model_reads_a_raise_as_strength():
    raise_ = IndianKind.RAISE
    assert likelihood(raise_, 2, 0.8, False) > likelihood(raise_, 2, -0.5, False)
    assert likelihood(IndianKind.PASS, 0, -0.5, False) > likelihood(IndianKind.PASS, 0, 0.8, False)


def _pair_differing_in(player_card_slot: int, seed_a: int = 1, seed_b: int = 1):
    """Two tables dealt the same community and opponent card; player 0's own
    first card differs (slot 1 = the starter's card: player 0 starts round 1)."""
    a = ["6", "4", "9"]
    b = list(a)
    b[player_card_slot] = "10"
    return IndianTable(INDIAN, seed=seed_a, cards=a), IndianTable(INDIAN, seed=seed_b, cards=b)


def _decisions(bot_level: str, table: IndianTable, player: int, steps: int = 12):
    """Play both seats with fixed bots; record player's decisions while the
    two tables cannot differ for it (until the round's reveal)."""
    bots = [make_bot("indian", bot_level), make_bot("indian", "normal")]
    rngs = [random.Random(5), random.Random(6)]
    out = []
    while table.round_no == 1 and table.current_player() in (0, 1) and len(out) < steps:
        who = table.current_player()
        obs = table.observation(who)
        legal, _ = split_by_owner(table.legal_actions(), who, obs)
        action = bots[who].act(obs, legal, rngs[who])
        if who == player:
            out.append((obs, action))
        table.apply(action)
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_own_first_card_never_changes_a_decision(level):
    t1, t2 = _pair_differing_in(1)
    # The bot's own view must be identical, and so its first decision.
    o1, o2 = t1.observation(0), t2.observation(0)
    assert o1 == o2
    bot1, bot2 = make_bot("indian", level), make_bot("indian", level)
    legal = t1.legal_actions()
    assert legal == t2.legal_actions()
    assert bot1.act(o1, legal, random.Random(3)) == bot2.act(o2, legal, random.Random(3))


@pytest.mark.parametrize("level", LEVELS)
def test_undealt_order_never_changes_a_decision(level):
    # Same dealt cards, different seeds: the deck behind them is in another order.
    t1 = IndianTable(INDIAN, seed=11, cards=["6", "4", "9"])
    t2 = IndianTable(INDIAN, seed=99, cards=["6", "4", "9"])
    d1, d2 = _decisions(level, t1, 0, steps=2), _decisions(level, t2, 0, steps=2)
    assert d1 and [o for o, _ in d1] == [o for o, _ in d2]
    assert [a for _, a in d1] == [a for _, a in d2]


def test_every_decision_of_the_hard_bot_ignores_its_own_card():
    # Play player 0 (hard) against the same opponent on two tables that differ
    # only in player 0's card; as long as what it sees is equal, so are its moves.
    t1 = IndianTable(INDIAN, seed=4, cards=["7", "2", "8"])
    t2 = IndianTable(INDIAN, seed=4, cards=["7", "11", "8"])
    d1, d2 = _decisions("hard", t1, 0), _decisions("hard", t2, 0)
    n = 0
    for (o1, a1), (o2, a2) in zip(d1, d2):
        if o1 != o2:
            break                      # the opponent (who sees the card) diverged
        assert a1 == a2
        n += 1
    assert n >= 1


@pytest.mark.parametrize("level", LEVELS)
def test_a_match_runs_to_the_end_deterministically(level):
    m1 = indian_match(level, "normal", seed=3, k=0, max_rounds=400)
    small_pots.forget()                # hard remembers its opponents across matches
    m2 = indian_match(level, "normal", seed=3, k=0, max_rounds=400)
    assert m1 == m2
    assert m1.rounds >= 1


def test_items_are_used_by_the_hard_bot_and_offered_to_their_holder():
    used = {}
    for k in range(6):
        m = indian_match("hard", "normal", seed=8, k=k, max_rounds=400, items="a")
        for key, v in m.stats.items():
            used[key] = used.get(key, 0) + v
    assert used.get("A.chip_bonus", 0) >= 1


def test_items_held_by_the_other_player_are_not_in_my_legal_actions():
    t = IndianTable(INDIAN, seed=2, items={ItemKind.CHIP_BONUS: 1})
    who = t.current_player()
    assert who == 0
    mine, others = split_by_owner(t.legal_actions(), 0, t.observation(0))
    assert all(a.kind is not IndianKind.CHIP_BONUS for a in mine)
    assert [p for p, _ in others] == [1]


def test_bayes_bot_forgets_between_matches():
    bot = BayesIndianBot()
    bot._acts.append((1, IndianKind.RAISE, 2, True))
    bot.reset()
    assert bot._acts == [] and bot.trust == pytest.approx(TRUST0)


def test_bayes_bot_learns_how_far_to_trust_the_opponent_from_reveals():
    bot = BayesIndianBot()
    opp, rng = make_bot("indian", "random"), random.Random(4)
    t = IndianTable(INDIAN, seed=12)
    seen_results = 0
    while not t.is_over() and seen_results < 8:
        who = t.current_player()
        if who not in (0, 1):
            bot.observe(t.observation(0))          # the result screen
            seen_results += 1
            t.apply(t.legal_actions()[0])
            continue
        player = bot if who == 0 else opp
        t.apply(player.act(t.observation(who), t.legal_actions(), rng))
    assert bot.trust != pytest.approx(TRUST0)


def test_bayes_bot_spots_a_random_player_by_its_raise_sizes_and_not_a_sensible_one():
    from game.ai.indian.exploit import RANDOM_AT, RandomDetector
    rnd, sensible = RandomDetector(), RandomDetector()
    for _ in range(2):
        rnd.saw_raise(14, 28)           # huge raises, uniform over 28 totals
        sensible.saw_raise(1, 28)       # small raises over the same range
    assert rnd.p > RANDOM_AT > sensible.p


def test_exploit_tree_folds_weak_and_calls_strong_against_a_big_random_raise():
    from game.ai.indian import exploit as ex
    V = ex.value_curve(60)
    for outs, want_call in ((((0.9, 1, 0), (0.1, -1, 0)), True),
                            (((0.45, 1, 0), (0.55, -1, 0)), False)):
        tree = ex.bet2_tree(V, 30, 30, outs, 0.0, False, False, INDIAN)
        assert (tree.cont[10] > tree.fold[2]) is want_call


def test_hard_beats_random_legal_play_clearly():
    from game.sim.tournament import run, summarise
    s = summarise(run("indian", "hard", "random", 100, seed=5))
    assert s.a_wins >= 85, s
