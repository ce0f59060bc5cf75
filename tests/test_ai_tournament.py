"""The tournament harness: determinism, the round cap, the intervals."""
import pytest

from game.ai.base import Level
from game.ai.registry import levels, make_bot, opponent_levels, registry
from game.sim.tournament import main, run, summarise, wilson


def test_registry_has_every_level_for_the_opponent_tables():
    assert levels("indian") == ["random", "easy", "normal", "hard"]
    assert levels("showdown") == ["random", "easy", "normal", "hard"]
    assert ("classic", "normal") in registry() and ("classic", "easy") in registry()
    with pytest.raises(KeyError):
        make_bot("classic", Level.HARD.value)


def test_sparring_opponents_are_listed_apart_from_the_menu_with_numbers_in_number_order():
    assert levels("classic") == ["random", "easy", "normal"]
    assert opponent_levels("showdown") == ["beatbest", "br", "hit17", "stand12"]
    assert opponent_levels("classic") == []
    names = opponent_levels("indian")
    assert names[:5] == ["bayes", "bully", "learner", "learner-fresh", "maniac"]
    assert names[-3:] == ["station", "tag", "uniform"]
    assert names.index("raise-2") + 1 == names.index("raise-3")
    assert names.index("raise-9") + 1 == names.index("raise-10")
    assert names.index("raise-32") + 1 == names.index("raise-always-2")
    assert make_bot("indian", Level.HARD).name == make_bot("indian", "hard").name == "indian/hard"
    assert registry() == sorted(registry()) and ("midnight", "normal") in registry()
    assert all(make_bot(t, lv).name == f"{t}/{lv}" for t, lv in registry())
    with pytest.raises(KeyError, match="no hard bot for classic; have"):
        make_bot("classic", "hard")



def test_a_bot_without_items_declines_every_out_of_turn_offer():
    import random
    for table, level in (("showdown", "hard"), ("classic", "normal")):
        assert make_bot(table, level).offer(None, None, random.Random(0)) is False


def test_wilson_interval_contains_the_rate_and_stays_in_bounds():
    lo, hi = wilson(60, 100)
    assert lo < 0.6 < hi and 0.49 < lo and hi < 0.7
    assert wilson(0, 10)[0] == 0 and wilson(10, 10)[1] == 1


def test_same_seed_same_results_whatever_the_chunking():
    a = run("indian", "hard", "easy", 4, seed=2)
    b = run("indian", "hard", "easy", 4, seed=2)
    assert a == b and [m.index for m in a] == [0, 1, 2, 3]


def test_round_cap_makes_a_draw():
    s = summarise(run("showdown", "normal", "normal", 2, seed=1, max_rounds=2, seats=3))
    assert s.draws == 2 and s.a_wins == s.b_wins == 0


def test_command_line_prints_rates_and_intervals(capsys):
    assert main(["indian", "--a", "normal", "--b", "random", "--matches", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "95% CI" in out and "draws" in out
