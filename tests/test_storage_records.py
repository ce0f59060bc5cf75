"""What the journal, history and statistics hand back, field by field.

Mutation testing (docs/testing.md) found these unpinned: a finished match
left open, a bankroll chart point without its time or amount, the pending
sitting lost, statistics of an unplayed table with no name."""
import pytest

from game.storage.errors import StorageError
from game.storage.journal import RoundResult
from game.storage.profile import START_CENTS
from game.storage.stats import TableStats
from game.storage.store import open_storage


@pytest.fixture
def profile(tmp_path):
    opened = open_storage(tmp_path)
    yield opened.profile
    opened.profile.close()


def test_a_finished_match_is_closed_and_keeps_its_summary(profile):
    m = profile.sit_down("indian", {}, {"chips": [30, 30]}, opponent="ai")
    assert profile.pending().sitting == profile.sitting(m.id)
    profile.begin_round(m.id)
    with pytest.raises(StorageError, match="^settle the last round before finishing the match$"):
        profile.finish_match(m.id, won=True, summary="won 60-0")
    profile.settle_round(m.id, RoundResult(won=True, summary="pot 6"), word="call")
    profile.finish_match(m.id, won=True, summary="won 60-0")
    sitting = profile.sitting(m.id)
    assert sitting.ended_ms is not None and sitting.match_won is True
    assert profile.pending() is None
    row = profile.db.read().execute(
        "SELECT match_summary FROM sittings WHERE id = ?", (m.id,)).fetchone()
    assert row == ("won 60-0",)


def test_the_pending_sitting_is_the_open_one_with_its_actions(profile):
    s = profile.sit_down("midnight", {}, {"cents": [profile.bankroll_cents]}, seed=42)
    profile.record_action(s.id, "bet 1 10", rack_cents=99_000, staked_cents=1000)
    pending = profile.pending()
    assert pending.sitting.id == s.id and pending.sitting.table == "midnight"
    assert pending.record["actions"] == ["bet 1 10"] and pending.record["seed"] == 42
    assert pending.round_id is None and pending.round_first_seq is None


def test_the_bankroll_series_has_each_point_with_its_time_and_amount(profile):
    created = profile.db.read().execute("SELECT created_ms FROM profile").fetchone()[0]
    s = profile.sit_down("midnight", {}, {"cents": [profile.bankroll_cents]})
    profile.begin_round(s.id, "deal", rack_cents=50, staked_cents=99_950)
    profile.settle_round(s.id, RoundResult(), rack_cents=50, staked_cents=0, word="stand")
    profile.stand_up(s.id)
    profile.refill()
    points = profile.bankroll_series()
    assert [(p.kind, p.cents) for p in points] == [
        ("start", START_CENTS), ("round", 50), ("refill", 100_050)]
    assert points[0].at_ms == created
    times = [p.at_ms for p in points]
    assert all(isinstance(t, int) for t in times) and times == sorted(times)


def test_statistics_name_each_table_and_say_which_count_money(profile):
    stats = profile.stats()
    assert stats.table("showdown") == TableStats("showdown", money=False)
    assert stats.table("midnight") == TableStats("midnight", money=True)
    s = profile.sit_down("midnight", {}, {"cents": [profile.bankroll_cents]})
    profile.begin_round(s.id, "deal", rack_cents=99_000, staked_cents=1000)
    profile.settle_round(s.id, RoundResult(), rack_cents=101_000, staked_cents=0, word="stand")
    m = profile.sit_down("indian", {}, {"chips": [30, 30]}, opponent="ai")
    profile.begin_round(m.id)
    profile.settle_round(m.id, RoundResult(won=True), word="call")
    stats = profile.stats()
    assert stats.tables["midnight"] == TableStats("midnight", rounds=1, wins=1, net_cents=1000,
                                                  biggest_win_cents=1000, best_streak=1,
                                                  money=True)
    assert stats.tables["indian"] == TableStats("indian", rounds=1, wins=1, best_streak=1,
                                                money=False)


def test_backups_are_listed_newest_first_with_their_chips_and_rounds(tmp_path):
    import time

    from game.storage.store import BACKUP_DIR, list_backups

    before_ms = time.time_ns() // 1_000_000 - 2000
    open_storage(tmp_path).profile.close()                  # backup of a new profile
    profile = open_storage(tmp_path).profile
    s = profile.sit_down("midnight", {}, {"cents": [profile.bankroll_cents]})
    profile.begin_round(s.id, "deal", rack_cents=99_000, staked_cents=1000)
    profile.settle_round(s.id, RoundResult(), rack_cents=100_000, staked_cents=1000,
                         word="stand")                      # won 10; the bet stays out
    profile.close()
    open_storage(tmp_path).profile.close()                  # backup with that round
    after_ms = time.time_ns() // 1_000_000 + 2000
    backups = list_backups(tmp_path)
    assert [(b.bankroll_cents, b.rounds) for b in backups] == [
        (101_000, 1), (START_CENTS, 0), (START_CENTS, 0)]   # bankroll + the bet on the felt
    assert [b.path for b in backups] == sorted(
        (tmp_path / BACKUP_DIR).glob("club21-*.db"), reverse=True)
    assert all(before_ms <= b.taken_ms <= after_ms for b in backups)
