"""The Showdown AI bench plays like the tournament and counts what it says."""
from bench.showdown_ai import coin_flip_rounds, play_match
from game.sim.tournament import showdown_match


def test_the_bench_seats_and_deals_like_the_tournament():
    for k in range(3):
        ours = play_match("hard", "hit17", seats=3, seed=4, k=k, max_rounds=60)
        theirs = showdown_match("hard", "hit17", seed=4, k=k, max_rounds=60, seats=3)
        assert (ours.winner, ours.rounds) == (theirs.winner, theirs.rounds)


def test_the_bench_counts_decisions_stands_behind_and_net_tokens():
    r = play_match("hard", "stand12", seats=2, seed=1, k=0, max_rounds=200)
    assert r.decisions[0] > 0 and r.decisions[1] > 0
    assert r.beaten[0] == 0            # hard never stands behind a higher stood hand
    assert r.beaten[1] > 0             # stand12 does
    assert r.played > 0
    # A duel that A wins: A's tokens went from 100 to everything
    assert r.winner == "A" and r.net > 0


def test_with_random_pot_winners_an_all_in_ante_ends_a_duel_in_one_round():
    assert coin_flip_rounds(2, 100, matches=5, seed=1) == [1] * 5
    assert all(r >= 10 for r in coin_flip_rounds(2, 10, matches=20, seed=1))
