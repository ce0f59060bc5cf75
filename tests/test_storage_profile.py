"""Profile, bankroll, journal, history and statistics (game.storage)."""
import sqlite3
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "helpers"))

from storage_fixtures import fingerprint, play_fake_rounds

from game.storage import db as dbmod
from game.storage.errors import StorageError
from game.storage.journal import MoneyMismatch, RoundResult
from game.storage.profile import START_CENTS
from game.storage.store import BACKUP_DIR, KEEP_BACKUPS, OpenStatus, data_dir, open_storage


@pytest.fixture
def profile(tmp_path):
    opened = open_storage(tmp_path)
    yield opened.profile
    opened.profile.close()


def sit(profile, table="midnight"):
    return profile.sit_down(table, {}, {"cents": [profile.bankroll_cents]})


def test_a_new_player_starts_with_1000_chips_and_it_is_kept(tmp_path):
    opened = open_storage(tmp_path)
    assert opened.status is OpenStatus.NEW and opened.profile.bankroll_cents == START_CENTS
    opened.profile.close()
    again = open_storage(tmp_path)
    assert again.status is OpenStatus.READY and again.profile.total_cents == 100_000
    again.profile.close()


def test_the_data_folder_comes_from_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("CLUB21_DATA_DIR", str(tmp_path / "x"))
    assert data_dir() == tmp_path / "x"
    assert data_dir(tmp_path) == tmp_path


def test_a_round_takes_the_stake_before_the_cards_and_settles_once(profile):
    s = sit(profile)
    profile.record_action(s.id, "bet 1 10", rack_cents=99_000, staked_cents=1000)
    assert profile.bankroll_cents == 99_000 and profile.total_cents == 100_000
    rid = profile.begin_round(s.id, "deal", rack_cents=99_000, staked_cents=1000)
    pending = profile.pending()
    assert pending.round_id == rid and pending.round_first_seq == 1
    assert pending.record["actions"] == ["bet 1 10", "deal"]
    assert pending.record["seed"] == s.seed
    profile.settle_round(s.id, RoundResult(blackjacks=1, summary="BJ"),
                         rack_cents=101_500, staked_cents=0, word="stand")
    entry = profile.history.recent()[0]
    assert (entry.net_cents, entry.outcome, entry.bankroll_before, entry.bankroll_after) == \
        (1500, "win", 100_000, 101_500)
    assert profile.pending().round_id is None


def test_chips_cannot_appear_between_rounds(profile):
    s = sit(profile)
    with pytest.raises(MoneyMismatch):
        profile.record_action(s.id, "bet 1 10", rack_cents=100_000, staked_cents=1000)
    assert profile.journal.actions(s.id) == [] and profile.total_cents == 100_000


def test_the_journal_refuses_calls_out_of_order(profile):
    s = sit(profile)
    with pytest.raises(StorageError):
        profile.settle_round(s.id, RoundResult(), rack_cents=1, staked_cents=0)
    profile.begin_round(s.id, "deal", rack_cents=99_000, staked_cents=1000)
    with pytest.raises(StorageError):
        profile.begin_round(s.id, "deal", rack_cents=99_000, staked_cents=1000)
    with pytest.raises(StorageError):
        profile.stand_up(s.id)
    with pytest.raises(StorageError):
        sit(profile, "classic")          # one bankroll, one table at a time
    with pytest.raises(StorageError):
        profile.record_action(s.id, "hit")  # a bankroll table must report money


def test_settlement_is_one_transaction(profile, monkeypatch):
    s = sit(profile)
    profile.begin_round(s.id, "deal", rack_cents=99_000, staked_cents=1000)
    before = fingerprint(profile)
    real = dbmod.put_row

    def failing(cur, table, row):
        if table == "rounds":
            raise sqlite3.OperationalError("disk full")
        return real(cur, table, row)

    monkeypatch.setattr("game.storage.journal.put_row", failing)
    with pytest.raises(sqlite3.OperationalError):
        profile.settle_round(s.id, RoundResult(), rack_cents=101_000, staked_cents=0, word="stand")
    assert fingerprint(profile) == before


def test_leaving_returns_bets_riding_on_the_spots(profile):
    s = sit(profile)
    profile.begin_round(s.id, "deal", rack_cents=99_000, staked_cents=1000)
    profile.settle_round(s.id, RoundResult(), rack_cents=99_000, staked_cents=1000)  # a push rides
    assert profile.history.recent()[0].outcome == "push"
    profile.stand_up(s.id)
    assert profile.bankroll_cents == 100_000 and profile.pending() is None


def test_the_seed_is_revealed_only_when_the_sitting_is_over(profile):
    s = sit(profile)
    profile.begin_round(s.id, "deal", rack_cents=99_000, staked_cents=1000)
    profile.settle_round(s.id, RoundResult(), rack_cents=98_000, staked_cents=0, word="stand")
    assert profile.history.recent()[0].seed is None
    profile.stand_up(s.id)
    entry = profile.history.recent()[0]
    assert entry.seed == s.seed and len(entry.commitment) == 64


def test_a_refill_is_given_only_when_broke_and_is_counted(profile):
    with pytest.raises(StorageError):
        profile.refill()
    s = sit(profile)
    profile.begin_round(s.id, "deal", rack_cents=50, staked_cents=99_950)
    profile.settle_round(s.id, RoundResult(), rack_cents=50, staked_cents=0, word="stand")
    assert not profile.can_refill()          # still at the table
    profile.stand_up(s.id)
    assert profile.can_refill()              # 0.50 left cannot be bet
    profile.refill()
    assert profile.bankroll_cents == 100_050
    stats = profile.stats()
    assert stats.refills == 1 and stats.refill_cents == 100_000
    kinds = [p.kind for p in profile.bankroll_series()]
    assert kinds == ["start", "round", "refill"]


def test_statistics_per_table_and_per_opponent(profile):
    play_fake_rounds(profile, n=30, seed=9)
    rows = profile.history.recent(limit=1000)
    money = [r for r in rows if r.table == "midnight"][::-1]
    t = profile.stats().table("midnight")
    assert t.rounds == 30 == t.wins + t.losses + t.pushes
    assert t.net_cents == sum(r.net_cents for r in money)
    assert t.biggest_win_cents == max(r.net_cents for r in money)
    assert t.blackjacks == sum(r.blackjacks for r in money)
    best = run = 0
    for r in money:
        run = run + 1 if r.outcome == "win" else 0 if r.outcome == "loss" else run
        best = max(best, run)
    assert t.best_streak == best
    m = profile.stats().matches
    assert [(x.table, x.opponent, x.played, x.won) for x in m] == [("indian", "ai", 1, 1)]
    assert profile.total_cents == START_CENTS + t.net_cents


def test_a_match_table_does_not_touch_the_bankroll(profile):
    m = profile.sit_down("showdown", {}, {"chips": [100, 100]}, opponent="human")
    with pytest.raises(StorageError):
        profile.record_action(m.id, "hit", rack_cents=5, staked_cents=0)
    profile.begin_round(m.id)
    profile.settle_round(m.id, RoundResult(won=None), word="stand")
    assert profile.history.recent()[0].outcome == "push"
    profile.stand_up(m.id)                    # left unfinished: not counted
    assert profile.stats().matches == [] and profile.total_cents == START_CENTS


def test_backups_rotate_and_are_readable(tmp_path):
    for _ in range(KEEP_BACKUPS + 3):
        open_storage(tmp_path).profile.close()
    backups = sorted((tmp_path / BACKUP_DIR).glob("club21-*.db"))
    assert len(backups) == KEEP_BACKUPS
    from game.storage.store import list_backups
    listed = list_backups(tmp_path)
    assert len(listed) == KEEP_BACKUPS            # all() of an empty list proves nothing
    assert all(b.bankroll_cents == START_CENTS for b in listed)


def test_every_migration_step_exists_and_the_version_is_recorded(profile):
    assert sorted(dbmod.MIGRATIONS) == list(range(1, dbmod.SCHEMA_VERSION + 1))
    assert profile.db.user_version() == dbmod.SCHEMA_VERSION
    assert dict(profile.db.read().execute("SELECT key, value FROM meta"))["schema_version"] \
        == str(dbmod.SCHEMA_VERSION)


def test_the_save_is_in_wal_mode(profile):
    assert profile.db.read().execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_profile_is_opened_with_a_full_fsync_at_every_commit_new_or_reopened(tmp_path):
    # synchronous=FULL (2) is what makes the last decision survive a power cut;
    # NORMAL (1) in WAL mode may lose the last commits.
    for _ in range(2):                       # created, then opened again
        opened = open_storage(tmp_path)
        conn = opened.profile.db.conn
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        opened.profile.close()
