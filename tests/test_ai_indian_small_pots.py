"""The hard Indian bot's small pots: a card learner that remembers its
opponent across matches (``game.ai.indian.small_pots``)."""
import copy

from game.ai.indian import small_pots
from game.sim.tournament import indian_match, run


def test_hard_remembers_its_opponent_across_matches_until_told_to_forget():
    assert small_pots.MEMORY.rounds() == 0
    indian_match("hard", "normal", seed=5, k=0, max_rounds=400)
    after_one = small_pots.MEMORY.rounds()
    indian_match("hard", "normal", seed=5, k=1, max_rounds=400)
    assert 0 < after_one < small_pots.MEMORY.rounds()
    small_pots.forget()
    assert small_pots.MEMORY.rounds() == 0


def test_a_match_replays_exactly_from_the_same_memory():
    indian_match("hard", "bayes", seed=6, k=0, max_rounds=400)
    learnt = copy.deepcopy(small_pots.MEMORY)
    first = indian_match("hard", "bayes", seed=6, k=1, max_rounds=400)
    small_pots.MEMORY.__dict__.update(copy.deepcopy(learnt).__dict__)
    assert indian_match("hard", "bayes", seed=6, k=1, max_rounds=400) == first


def test_what_hard_learnt_changes_how_it_plays():
    fresh = indian_match("hard", "bayes", seed=8, k=3, max_rounds=400)
    for k in range(3):
        indian_match("hard", "bayes", seed=8, k=k, max_rounds=400)
    assert indian_match("hard", "bayes", seed=8, k=3, max_rounds=400) != fresh


def test_the_learner_plays_small_pots_and_the_reader_makes_the_opening():
    stats = indian_match("hard", "normal", seed=2, k=0, max_rounds=400).stats
    assert stats.get("A.small_pot", 0) > 0 and stats.get("A.opening", 0) > 0


def test_a_tournament_chunk_starts_knowing_nothing_so_runs_repeat_in_one_process():
    a = run("indian", "hard", "learner", 3, seed=4)
    assert small_pots.MEMORY.rounds() > 0
    assert run("indian", "hard", "learner", 3, seed=4) == a


def test_hard_beats_the_bayes_reader_in_a_short_run():
    # Measured: 92.7% of 1,000 matches (bench/indian_done_when.py, seed 31).
    wins = sum(indian_match("hard", "bayes", seed=31, k=k, max_rounds=400).winner == "A"
               for k in range(12))
    assert wins >= 8


def test_hard_still_spends_its_items_when_the_learner_plays_the_pot():
    stats: dict[str, int] = {}
    for k in range(6):
        for key, n in indian_match("hard", "normal", seed=9, k=k, max_rounds=400,
                                   items="a").stats.items():
            stats[key] = stats.get(key, 0) + n
    assert stats.get("A.chip_bonus", 0) >= 1 and stats.get("A.free_fold", 0) >= 1, stats


def test_a_resumed_match_learns_apart_and_counts_no_round_twice():
    import random

    from game.ai.registry import make_bot
    from game.tables.common import ANYONE
    from game.tables.indian.rules import INDIAN
    from game.tables.indian.table import IndianTable

    hard = make_bot("indian", "hard")
    hard.learn_apart()                       # what a resumed match's AI does first
    bots = [hard, make_bot("indian", "normal")]
    table, rng = IndianTable(INDIAN, seed=3), random.Random(3)
    while not table.is_over() and table.round_no <= 20:
        who = table.current_player()
        if who == ANYONE:
            hard.observe(table.observation(0))
            who = 0
        table.apply(bots[who].act(table.observation(who), table.legal_actions(), rng))
    assert hard.small.learner.memory.rounds() > 0
    assert small_pots.MEMORY.rounds() == 0
