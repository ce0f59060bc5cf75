"""A data folder that cannot be written is not a damaged save.

Most tests inject the failure where the store probes the folder
(``probe_writable``) or where SQLite opens the file; the real chmod cases run
as a user whom permission bits bind: as ``nobody`` when the suite runs as
root (``tests/helpers/other_user.py``), so they never skip.
"""
import errno
import logging
import os
import shutil
import sqlite3
import stat
import sys
from pathlib import Path

import pygame
import pytest

from game.storage import store
from game.storage.db import Database
from game.storage.store import OpenStatus, open_storage
from game.storage.write_errors import Unwritable, is_disk_problem, plain_reason
from scenes.app.log_file import TolerantLogFile
from scenes.app.loop import App
from scenes.dialogs.storage_problem import StorageProblemScene

sys.path.insert(0, str(Path(__file__).parent / "helpers"))
from other_user import as_unprivileged, shared_folder


def read_only(*_):
    raise OSError(errno.EROFS, "Read-only file system")


@pytest.fixture
def played(tmp_path):
    """A save with 10 chips lost, and its bytes."""
    profile = open_storage(tmp_path).profile
    s = profile.sit_down("midnight", {}, {"chips": [1000]}, seed=7)
    profile.record_action(s.id, "bet 1 10", rack_cents=99_000, staked_cents=1000)
    profile.stand_up(s.id)
    profile.db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    profile.close()
    return (tmp_path / "club21.db").read_bytes()


def untouched(folder, before):
    assert (folder / "club21.db").read_bytes() == before
    assert not (folder / "damaged").exists()


def test_a_read_only_folder_is_unwritable_not_damaged(tmp_path, played, monkeypatch):
    monkeypatch.setattr(store, "probe_writable", read_only)
    opened = open_storage(tmp_path)
    assert opened.status is OpenStatus.UNWRITABLE and not opened.ok
    assert "cannot write" in opened.message and str(tmp_path) in opened.message
    assert "damaged" not in opened.message and "start over" not in opened.message.lower()
    assert "read-only" in opened.message and opened.backups == []
    untouched(tmp_path, played)


def test_sqlite_refusing_to_write_is_unwritable_not_damaged(tmp_path, played, monkeypatch):
    def read_only_connection(path):
        return sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None)
    monkeypatch.setattr(Database, "_connect", staticmethod(read_only_connection))
    (tmp_path / "club21.db").write_bytes(played)
    # an old save needing its migration (or the WAL switch) must write at open
    conn = sqlite3.connect(tmp_path / "club21.db")
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    before = (tmp_path / "club21.db").read_bytes()
    opened = open_storage(tmp_path)
    assert opened.status is OpenStatus.UNWRITABLE, opened.message
    untouched(tmp_path, before)


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_a_chmod_read_only_folder_is_unwritable(played):
    """Real permission bits; as root, the body runs as ``nobody`` (other_user)."""
    folder = save_in_read_only_folder(played)
    try:
        status, message = as_unprivileged(lambda: opened_status(folder))
        assert status is OpenStatus.UNWRITABLE, message
        assert "cannot write" in message
        untouched(folder, played)
    finally:
        writable_again(folder)


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_smoke_fails_on_a_chmod_read_only_folder_with_one_clear_line(played, capfd,
                                                                     monkeypatch):
    from scenes.app import cli
    folder = save_in_read_only_folder(played)
    monkeypatch.setenv("CLUB21_DATA_DIR", str(folder))
    try:
        code = as_unprivileged(lambda: cli.run_cli(["--smoke", "--frames", "1"]))
        err = capfd.readouterr().err
        assert code == 1, err
        assert "scenes OK" not in err and "Errno" not in err and "Traceback" not in err
        assert f"club21 --smoke: the save in {folder} could not be opened" in err
        untouched(folder, played)
    finally:
        writable_again(folder)


def save_in_read_only_folder(played):
    folder = shared_folder()
    (folder / "club21.db").write_bytes(played)
    os.chmod(folder / "club21.db", stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    os.chmod(folder, 0o555)
    return folder


def writable_again(folder):
    os.chmod(folder, 0o755)
    shutil.rmtree(folder)


def opened_status(folder):
    opened = open_storage(folder)
    return opened.status, opened.message


def test_the_problem_screen_offers_retry_and_quit_only_and_retry_opens_the_save(
        tmp_path, played, monkeypatch, capsys):
    monkeypatch.setattr(store, "probe_writable", read_only)
    app = App(strict=True, data_dir=tmp_path)
    try:
        app.start("lobby", lazy=False)
        app.step(0)
        app.render()
        screen = app.context.manager.top
        assert isinstance(screen, StorageProblemScene)
        assert screen.heading == "Club 21 cannot write to its data folder"
        assert [b.text for b in screen.menu.buttons] == ["Retry", "Quit"]
        [line] = [x for x in capsys.readouterr().err.splitlines() if x.startswith("club21:")]
        assert "cannot write" in line and str(tmp_path) in line
        press_r = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r",
                                     scancode=0)
        app.dispatch(press_r)                       # still read-only: it says so
        assert app.context.profile is None and "Still not possible" in screen.error
        untouched(tmp_path, played)
        monkeypatch.undo()                          # the player fixed the folder
        app.dispatch(press_r)
        assert app.context.profile is not None
        assert app.context.profile.total_cents == 100_000
        assert app.context.manager.find(lambda s: s.name == "storage_problem") is None
    finally:
        app.close()


def test_disk_errors_are_told_apart_from_damage():
    assert plain_reason(OSError(errno.ENOSPC, "x")) == "the disk is full"
    assert "read-only" in plain_reason(OSError(errno.EROFS, "x"))
    assert "I/O error" in plain_reason(OSError(errno.EIO, "x"))
    assert is_disk_problem(sqlite3.OperationalError("attempt to write a readonly database"))
    assert is_disk_problem(sqlite3.OperationalError("database or disk is full"))
    assert not is_disk_problem(sqlite3.DatabaseError("database disk image is malformed"))
    assert plain_reason(Unwritable("the folder is gone")) == "the folder is gone"


def test_the_log_file_on_a_failing_disk_drops_lines_without_a_traceback(tmp_path, capsys):
    (tmp_path / "file").write_text("x")
    handler = TolerantLogFile(tmp_path / "file" / "club21.log", delay=True)  # cannot open
    log = logging.getLogger("club21.test-unwritable")
    log.addHandler(handler)
    try:
        log.error("one")
        log.error("two")
    finally:
        log.removeHandler(handler)
        handler.close()
    assert handler.dropped == 2
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err


def test_a_table_opened_straight_over_an_unwritable_folder_is_left_once_the_save_opens(
        tmp_path, played, monkeypatch):
    """``club21 --scene midnight`` on a read-only folder: the table below the
    problem screen has no save, so it must not be played once Retry works."""
    monkeypatch.setattr(store, "probe_writable", read_only)
    app = App(strict=True, data_dir=tmp_path)
    try:
        app.start("midnight", lazy=False)
        assert app.context.profile is None
        assert app.context.manager.top.name == "storage_problem"
        monkeypatch.undo()
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r",
                                        scancode=0))
        assert app.context.profile is not None
        assert [s.name for s in app.context.manager.stack] == ["lobby"]
    finally:
        app.close()
