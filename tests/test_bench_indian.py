"""The Indian measuring benches count what they say: a raiser's folds and
chips, and an opponent's chips per round over whole matches."""
from bench.indian_chips import measure, ratio_interval
from bench.indian_fold_map import fold_rate
from game.sim.tournament import run


def test_an_opponents_counted_chips_add_up_to_its_whole_stack_won_or_lost():
    results, flows = measure("hard", "normal", matches=3, seed=4)
    for match, (net, rounds) in zip(results, flows):
        assert rounds == match.rounds          # every round, acted in or not
        # no items: the winner ends with both 30-chip stacks
        assert net == (30 if match.winner == "B" else -30)


def test_the_fold_map_counts_the_answers_to_the_raisers_first_round_raises():
    results = run("indian", "hard", "raise-always-12", 4, 2)
    rate, seen = fold_rate(results)
    assert seen > 0 and 0.0 <= rate <= 1.0


def test_a_ratio_interval_is_centred_on_the_pooled_rate():
    c, lo, hi = ratio_interval([(3, 3), (-1, 1), (0, 2)])
    assert c == 2 / 6 and lo < c < hi


def test_a_cash_sitting_plays_on_at_full_stacks_after_an_all_in_is_lost():
    from bench.indian_cash import sitting
    # two players who never fold and go all in: a match would end in round 1
    net, played, stats = sitting("station", "raise-always-30", seed=1, s=0, rounds=6)
    assert played == 6
    assert stats.get("answer_to_30", 0) >= 1
    assert -6 * 30 <= net <= 6 * 45       # an all in, a bust or a Blackjack a round at most


def test_the_cpu_bench_times_every_decision_of_hard_and_reads_the_strategy():
    from bench.indian_cpu import main, strategy_load
    size, seconds = strategy_load()
    assert size > 0 and seconds > 0
    assert main(["--matches", "1", "--only", "normal"]) == 0


def test_the_pot_sorter_files_every_round_of_the_bot_once():
    from collections import defaultdict

    from bench.indian_pots import PotSorter
    from game.ai.base import BaseBot
    from game.ai.registry import make_bot
    from game.sim.tournament import Players, indian_match

    table: defaultdict[str, list[float]] = defaultdict(list)

    def make(game: str, level: str) -> BaseBot:
        bot = make_bot(game, level)
        return PotSorter(bot, 8, table) if level == "hard" else bot

    players = Players("indian", {"A": "hard", "B": "raise-always-12"}, None, make=make)
    m = indian_match("hard", "raise-always-12", seed=2, k=0, max_rounds=300, players=players)
    assert sum(len(v) for v in table.values()) == m.rounds
    assert sum(sum(v) for v in table.values()) == (30 if m.winner == "A" else -30)
    assert any(kind.startswith("its big raise") for kind in table)
