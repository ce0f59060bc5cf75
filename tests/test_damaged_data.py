"""Hundreds of truncated, corrupt and foreign save and settings files.

For every one: no exception escapes, the game never silently starts a fresh
bankroll, and either the file is detected (kept aside byte for byte, plain
words, the last good backup offered and restorable) or — when the damage hit
bytes SQLite does not use — everything opens exactly as it was.
"""
import json
import random
import shutil
import sqlite3
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "helpers"))

from storage_fixtures import fingerprint, play_fake_rounds

import game.storage.store as store
from game.storage.profile import START_CENTS
from game.storage.store import BACKUP_DIR, DB_NAME, OpenStatus, open_storage
from scenes.app.settings_store import Settings, SettingsStore

COUNTS = {"detected": 0, "harmless": 0}


@pytest.fixture(scope="module")
def good(tmp_path_factory):
    """A save with history and one backup older than the history."""
    folder = tmp_path_factory.mktemp("good")
    open_storage(folder).profile.close()                   # backup: fresh 1,000
    profile = open_storage(folder).profile
    play_fake_rounds(profile, n=40, seed=3)
    print_ = fingerprint(profile)
    profile.close()
    backups = sorted((folder / BACKUP_DIR).glob("*.db"))
    return folder / DB_NAME, print_, backups


def _install(tmp: Path, good, data: bytes | None) -> Path:
    db_path, _, backups = good
    (tmp / BACKUP_DIR).mkdir(parents=True)
    for b in backups:
        shutil.copy(b, tmp / BACKUP_DIR / b.name)
    if data is not None:
        (tmp / DB_NAME).write_bytes(data)
    return tmp / DB_NAME


def _check(tmp: Path, good, data: bytes) -> str:
    _, expected, _ = good
    _install(tmp, good, data)
    opened = open_storage(tmp)                              # must not raise
    assert opened.status is not OpenStatus.NEW, "silently started a fresh bankroll"
    if opened.ok:
        assert fingerprint(opened.profile) == expected, "opened with different data"
        opened.profile.close()
        COUNTS["harmless"] += 1
        return "harmless"
    assert opened.message and "Traceback" not in opened.message
    assert "save" in opened.message.lower()
    if opened.status is OpenStatus.DAMAGED:
        assert opened.kept_aside.read_bytes() == data       # kept, byte for byte
        assert not (tmp / DB_NAME).exists()
    assert opened.backups, "the last good backup must be offered"
    restored = opened.restore(opened.backups[0])
    assert restored.ok and restored.profile.total_cents == opened.backups[0].bankroll_cents
    restored.profile.close()
    COUNTS["detected"] += 1
    return "detected"


def _cases(original: bytes) -> list[tuple[str, bytes]]:
    rng = random.Random(21)
    n = len(original)
    cases = []
    for cut in sorted({0, 1, 15, 16, 99, 100, 511, 512, 4095, 4096, 4097, n - 1}
                      | {rng.randrange(1, n) for _ in range(48)}):
        cases.append((f"truncated at {cut}", original[:cut]))
    for i in range(170):                                    # random byte flips
        data = bytearray(original)
        for _ in range(rng.choice([1, 1, 2, 4, 16])):
            pos = rng.randrange(n)
            data[pos] ^= rng.randrange(1, 256)
        cases.append((f"flip {i}", bytes(data)))
    for i in range(30):                                     # whole pages zeroed / garbage
        data = bytearray(original)
        page = rng.randrange(n // 4096) * 4096
        data[page:page + 4096] = bytes(4096) if i % 2 else rng.randbytes(4096)
        cases.append((f"page {page} {'zeroed' if i % 2 else 'garbage'}", bytes(data)))
    foreign = {
        "text": b"hello, this is not a database\n" * 100,
        "json": json.dumps({"bankroll": 1000}).encode(),
        "png": b"\x89PNG\r\n\x1a\n" + bytes(4000),
        "zeros": bytes(8192),
        "random": rng.randbytes(8192),
        "header only": original[:100],
        "sqlite header + junk": original[:16] + rng.randbytes(8176),
    }
    cases += list(foreign.items())
    return cases


def _foreign_sqlite(tmp: Path, sql: list[str]) -> bytes:
    path = tmp / f"foreign-{len(list(tmp.glob('foreign-*')))}.db"
    conn = sqlite3.connect(path)
    for s in sql:
        conn.execute(s)
    conn.commit()
    conn.close()
    return path.read_bytes()


def test_hundreds_of_damaged_saves_are_detected_or_harmless(good, tmp_path):
    original = good[0].read_bytes()
    cases = _cases(original)
    cases.append(("other app's sqlite", _foreign_sqlite(tmp_path, [
        "CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT)",
        "INSERT INTO notes VALUES (1, 'x')"])))
    cases.append(("empty sqlite", _foreign_sqlite(tmp_path, ["CREATE TABLE t(x)", "DROP TABLE t"])))
    results = {}
    for i, (name, data) in enumerate(cases):
        results[name] = _check(tmp_path / f"c{i}", good, data)
    assert len(cases) >= 250
    for name in ("truncated at 0", "truncated at 4096", "text", "json", "png", "zeros",
                 "other app's sqlite"):
        assert results[name] == "detected", name
    assert sum(r == "detected" for r in results.values()) >= 150
    print(f"\n{len(cases)} damaged saves: {COUNTS}")


def _tamper(tmp: Path, good, sql: str) -> None:
    path = _install(tmp, good, good[0].read_bytes())
    conn = sqlite3.connect(path)
    conn.execute(sql)
    conn.commit()
    conn.close()


EDITS = [
    "UPDATE profile SET bankroll_cents = bankroll_cents + 100000",
    "DELETE FROM rounds WHERE id = 3",
    "DELETE FROM actions WHERE seq = 0",
    "UPDATE rounds SET net_cents = 0",
    "UPDATE meta SET value = 'someone-else' WHERE key = 'app'",
    "DROP TABLE ledger",
]


@pytest.mark.parametrize("sql", EDITS)
def test_an_edited_value_is_a_damaged_save_not_a_new_truth(good, tmp_path, sql):
    _tamper(tmp_path, good, sql)
    opened = open_storage(tmp_path)
    assert opened.status is OpenStatus.DAMAGED and opened.backups and not opened.ok


@pytest.mark.parametrize("sql", EDITS)
def test_the_games_own_start_finds_each_edit_at_once_or_in_the_background(good, tmp_path,
                                                                           sql):
    _tamper(tmp_path, good, sql)
    opened = open_storage(tmp_path, deferred=True)          # how the game opens its save
    if opened.ok:
        check = opened.profile.checking
        assert check.wait(30) and check.problem is not None, "an edit went unnoticed"
        opened = store.damaged_after_open(opened, check.problem)
    assert opened.status is OpenStatus.DAMAGED and opened.backups and not opened.ok
    assert opened.kept_aside is not None and not (tmp_path / DB_NAME).exists()


def test_a_save_from_a_newer_version_is_left_untouched(good, tmp_path):
    _tamper(tmp_path, good, "UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    conn = sqlite3.connect(tmp_path / DB_NAME)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = (tmp_path / DB_NAME).read_bytes()
    opened = open_storage(tmp_path)
    assert opened.status is OpenStatus.NEWER and "newer" in opened.message
    assert (tmp_path / DB_NAME).read_bytes() == before


def test_damage_without_any_backup_asks_before_starting_over(good, tmp_path):
    (tmp_path / DB_NAME).write_bytes(b"garbage" * 100)
    opened = open_storage(tmp_path)
    assert opened.status is OpenStatus.DAMAGED and opened.backups == []
    assert "start over" in opened.message
    fresh = opened.start_fresh()                          # only on the player's word
    assert fresh.ok and fresh.profile.total_cents == START_CENTS
    fresh.profile.close()


def test_a_missing_save_with_backups_offers_them(good, tmp_path):
    _install(tmp_path, good, None)
    opened = open_storage(tmp_path)
    assert opened.status is OpenStatus.MISSING and opened.backups


def test_a_folder_in_place_of_the_save(good, tmp_path):
    (tmp_path / DB_NAME).mkdir(parents=True)
    opened = open_storage(tmp_path)
    assert not opened.ok and opened.message


def _settings_cases() -> list[bytes]:
    rng = random.Random(5)
    good = json.dumps(Settings().to_json()).encode()
    cases = [good[:i] for i in range(0, len(good))]
    cases += [bytes(b ^ (rng.randrange(1, 256) if rng.random() < 0.1 else 0) for b in good)
              for _ in range(80)]
    cases += [rng.randbytes(rng.randrange(1, 300)) for _ in range(40)]
    cases += [b"[]", b"null", b"42", b'"x"', b'{"volume": "loud"}', b'{"anim_speed": "warp"}',
              b'{"fullscreen": 1}', b"\xff\xfe{", b"{" * 100000, bytes(70 * 1024)]
    return cases


def test_hundreds_of_damaged_settings_files_never_raise(tmp_path):
    cases = _settings_cases()
    assert len(cases) >= 150
    bad = 0
    for i, data in enumerate(cases):
        folder = tmp_path / f"s{i}"
        folder.mkdir()
        (folder / "settings.json").write_bytes(data)
        settings, message = SettingsStore(folder).load()
        assert isinstance(settings, Settings)
        if message is not None:
            bad += 1
            assert "Traceback" not in message
            assert (folder / "settings.json.bad").read_bytes() == data
    assert bad >= 100
