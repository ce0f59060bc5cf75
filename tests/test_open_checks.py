"""Opening a save checks what changed since the last clean close at once, and
the whole file on a thread just after; damage found either way is reported
the same way (the file kept aside, a backup offered)."""
import sqlite3

import pytest

from game.storage.db import Damaged, Database, row_crc
from game.storage.open_checks import MARK_KEY, BackgroundCheck, Marks, check_recent, read_marks
from game.storage.store import BACKUP_DIR, DB_NAME, OpenStatus, damaged_after_open, open_storage
from tests.helpers.storage_fixtures import play_fake_rounds


@pytest.fixture
def folder(tmp_path):
    profile = open_storage(tmp_path).profile
    play_fake_rounds(profile, n=12)
    profile.close()
    return tmp_path


def forge(folder, sql: str, table: str) -> None:
    """Change a value behind the game's back and leave the checksum as it was."""
    conn = sqlite3.connect(folder / DB_NAME)
    conn.execute(sql)
    conn.commit()
    conn.close()


def reseal(folder, table: str, where: str) -> None:
    """Recompute a row's checksum, as an editor who knows the function would."""
    conn = sqlite3.connect(folder / DB_NAME)
    cols = [r[1] for r in conn.execute(f"PRAGMA table_info({table})") if r[1] != "crc"]
    for row in conn.execute(f"SELECT rowid, {','.join(cols)} FROM {table} WHERE {where}"):
        conn.execute(f"UPDATE {table} SET crc = ? WHERE rowid = ?",
                     (row_crc(table, list(row[1:])), row[0]))
    conn.commit()
    conn.close()


def marks_of(folder) -> Marks:
    conn = sqlite3.connect(folder / DB_NAME)
    try:
        return read_marks(conn.cursor())
    finally:
        conn.close()


def test_a_clean_close_marks_every_row_that_can_no_longer_change(folder):
    marks = marks_of(folder)
    conn = sqlite3.connect(folder / DB_NAME)
    rounds, actions = conn.execute("SELECT MAX(id) FROM rounds").fetchone()[0], \
        conn.execute("SELECT MAX(rowid) FROM actions").fetchone()[0]
    conn.close()
    assert marks == Marks(sittings=2, actions=actions, rounds=rounds)


def test_a_sitting_still_open_at_the_close_is_checked_again_at_the_next_start(tmp_path):
    profile = open_storage(tmp_path).profile
    play_fake_rounds(profile, n=3)
    s = profile.sit_down("midnight", {}, {"cents": [profile.bankroll_cents]}, seed=9)
    profile.close()
    assert marks_of(tmp_path).sittings == s.id - 1
    forge(tmp_path, f"UPDATE sittings SET staked_cents = 5000 WHERE id = {s.id}", "sittings")
    assert open_storage(tmp_path, deferred=True).status is OpenStatus.DAMAGED


def test_an_altered_row_written_since_the_last_clean_close_is_refused_at_start(folder):
    profile = open_storage(folder).profile
    play_fake_rounds(profile, n=2, seed=8)
    profile.db.close()                       # killed: no clean close, no new mark
    forge(folder, "UPDATE rounds SET net_cents = 99999 WHERE id = (SELECT MAX(id) FROM rounds)",
          "rounds")
    opened = open_storage(folder, deferred=True)
    assert opened.status is OpenStatus.DAMAGED and "rounds record was altered" in opened.message


def test_an_old_altered_row_passes_the_start_and_the_background_check_finds_it(folder):
    forge(folder, "UPDATE rounds SET net_cents = 99999 WHERE id = 1", "rounds")
    db = Database.open_checked(folder / DB_NAME, check_recent)     # the start: fine
    db.close()
    opened = open_storage(folder, deferred=True)
    assert opened.status is OpenStatus.READY
    check = opened.profile.checking
    assert check.wait(30) and isinstance(check.problem, Damaged)
    assert "rounds record was altered" in check.problem.reason
    later = damaged_after_open(opened, check.problem)
    assert later.status is OpenStatus.DAMAGED and later.kept_aside is not None
    assert later.backups and "Restore it?" in later.message
    assert not (folder / DB_NAME).exists()


def test_a_deleted_old_round_with_its_count_forged_is_found_only_in_the_background(folder):
    forge(folder, "DELETE FROM rounds WHERE id = 2", "rounds")
    opened = open_storage(folder, deferred=True)
    assert opened.status is OpenStatus.READY
    assert opened.profile.checking.wait(30)
    assert "rounds records were lost" in opened.profile.checking.problem.reason
    opened.profile.close(clean=False)


def test_a_sound_save_passes_the_background_check_and_then_takes_the_days_backup(folder):
    before = set((folder / BACKUP_DIR).glob("club21-*.db"))
    opened = open_storage(folder, deferred=True)
    check = opened.profile.checking
    assert check.wait(30) and check.problem is None
    assert len(set((folder / BACKUP_DIR).glob("club21-*.db")) - before) == 1
    opened.profile.close()


def test_the_background_check_counts_rows_in_one_snapshot_while_the_game_writes(folder):
    opened = open_storage(folder, deferred=True)
    play_fake_rounds(opened.profile, n=30, seed=11)     # writes while the thread reads
    assert opened.profile.checking.wait(30) and opened.profile.checking.problem is None
    opened.profile.close()


def test_a_garbled_mark_means_every_row_is_checked_at_start(folder):
    forge(folder, f"UPDATE meta SET value = 'nonsense' WHERE key = '{MARK_KEY}'", "meta")
    forge(folder, "UPDATE rounds SET net_cents = 99999 WHERE id = 1", "rounds")
    assert open_storage(folder, deferred=True).status is OpenStatus.DAMAGED


def test_a_resealed_edit_is_no_damage_for_either_check(folder):
    """What checksums cannot see (an edit with the checksum recomputed) is the
    ledger's job; the split changes nothing about it."""
    forge(folder, "UPDATE rounds SET summary = 'edited' WHERE id = 1", "rounds")
    reseal(folder, "rounds", "id = 1")
    opened = open_storage(folder, deferred=True)
    assert opened.status is OpenStatus.READY
    assert opened.profile.checking.wait(30) and opened.profile.checking.problem is None
    opened.profile.close()


def test_stopping_the_check_at_quit_reports_no_damage(folder):
    check = BackgroundCheck(folder / DB_NAME)
    check.stop()
    assert check.wait(5) and check.problem is None


def test_the_backup_every_few_rounds_is_copied_on_a_thread_of_its_own(tmp_path):
    from game.storage.profile import BACKUP_EVERY_ROUNDS, Profile
    from game.storage.store import RoundBackups
    db = open_storage(tmp_path).profile.db
    before = set((tmp_path / BACKUP_DIR).glob("club21-*.db"))
    backups = RoundBackups(db.path, tmp_path)
    profile = Profile(db, on_checkpoint=backups.take)     # as the store makes it
    play_fake_rounds(profile, n=BACKUP_EVERY_ROUNDS)
    backups.wait(30)
    taken = set((tmp_path / BACKUP_DIR).glob("club21-*.db")) - before
    assert len(taken) == 1
    conn = sqlite3.connect(next(iter(taken)))
    assert conn.execute("SELECT COUNT(*) FROM rounds").fetchone()[0] >= BACKUP_EVERY_ROUNDS
    conn.close()
    profile.close()
