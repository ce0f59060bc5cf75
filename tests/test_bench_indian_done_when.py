"""The Done-when gauntlet runs every matchup the issue names, in fixed
slices that replay the same matches whatever the number of workers."""
from bench.indian_done_when import Job, Tally, jobs_for, main, matchups, play, row


def test_the_gauntlet_names_every_matchup_of_the_done_when():
    names = {m.b for m in matchups("hard", quick=False)}
    for n in range(2, 31):
        assert f"raise-always-{n}" in names and f"raise-favoured-{n}" in names
    for name in ("maniac", "bully", "pressure", "station", "tag", "mimic", "uniform",
                 "bayes", "learner", "normal", "easy"):
        assert name in names
    sizes = {m.b: m.matches for m in matchups("hard", quick=False)}
    assert sizes["bayes"] == sizes["learner"] == 1000 and sizes["maniac"] == 400
    easy = next(m for m in matchups("hard", quick=False) if m.b == "easy")
    assert easy.a == "normal"


def test_every_match_is_in_exactly_one_slice_and_the_learner_gets_two_halves():
    for m in matchups("hard", quick=True):
        ks = [k for j in jobs_for(0, m, 5) for k in j.ks]
        assert sorted(ks) == list(range(m.matches))
        if m.b == "learner":
            assert len(jobs_for(0, m, 5)) == 2


def test_a_slice_replays_exactly_and_counts_every_match():
    job = Job(0, "hard", "raise-always-12", 3, (0, 1, 2))
    i, first = play(job)
    _, again = play(job)
    assert i == 0 and first == again and first.matches == 3
    assert first.folds + first.answers > 0
    r = row(matchups("hard", quick=True)[10], first)
    assert r["matches"] == 3 and 0.0 <= r["share"] <= 1.0


def test_a_learner_slice_starts_from_an_empty_memory_each_time():
    job = Job(0, "hard", "learner", 3, (0, 1))
    assert play(job)[1] == play(job)[1]


def test_an_unknown_opponent_is_refused_with_a_message(capsys):
    assert main(["--quick", "--opponents", "nobody"]) == 2
    assert "nobody" in capsys.readouterr().err


def test_a_tally_adds_up():
    a, b = Tally(2, 1, 0, 10, [(3, 4)], 1, 1), Tally(1, 0, 1, 5, [(-2, 5)], 0, 2)
    a.add(b)
    assert (a.matches, a.a_wins, a.draws, a.rounds, a.folds, a.answers) == (3, 1, 1, 15, 1, 3)
