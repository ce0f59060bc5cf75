"""Verify checks the save as a whole: the chain of rounds, the money and the
match results (``game.storage.ledger``).

Every edit below is made as a hostile player would: rows changed, added or
deleted with a SQLite tool, their checksums recomputed with the project's own
function (``put_row``) and the ledger's counts kept right, so the save still
opens READY.  Each must come out as a MISMATCH naming what was changed."""
import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pygame
import pytest
from helpers.storage_fixtures import copy_save
from helpers.verify_fixtures import play_dealer, play_match

from game import verify
from game.storage import db as dbmod
from game.storage.db import bump_ledger, get_row, get_rows, newest_sitting, now_ms, put_row
from game.storage.ledger import check_ledger, verify_round
from game.storage.results import dealer_result
from game.storage.round_check import Verdict
from game.storage.store import OpenStatus, open_storage
from game.storage.write_errors import Unwritable
from game.tables.dealer.actions import format_action, parse_action
from game.tables.dealer.rules import MIDNIGHT
from game.tables.dealer.table import DealerTable


def go_broke(profile, rng):
    """A Midnight sitting that bets every whole chip until under one is left."""
    s = profile.sit_down("midnight", {}, {"cents": [profile.bankroll_cents]},
                         seed=rng.getrandbits(128))
    t = DealerTable(MIDNIGHT, s.seed, None, cents=[profile.bankroll_cents])

    def money():
        return {"rack_cents": t.chips_of(0), "staked_cents": t.on_table_of(0)}

    while t.chips_of(0) >= 100 or t.on_table_of(0):
        if not t.on_table_of(0):              # else a push rides on the spot
            word = f"bet 1 {min(t.chips_of(0) // 100, MIDNIGHT.max_bet)}"
            t.apply(parse_action(word, MIDNIGHT))
            profile.record_action(s.id, word, **money())
        t.apply(parse_action("deal", MIDNIGHT))
        profile.begin_round(s.id, "deal", **money())
        word = None
        while not t.round_finished:
            word = format_action(rng.choice(t.legal_actions()))
            t.apply(parse_action(word, MIDNIGHT))
            if not t.round_finished:
                profile.record_action(s.id, word, **money())
        profile.settle_round(s.id, dealer_result(t, 0), word=word, **money())
    profile.stand_up(s.id)


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """A profile that went broke, took a refill and played on at all four tables."""
    folder = tmp_path_factory.mktemp("ledger")
    profile = open_storage(folder).profile
    rng = random.Random(29)
    go_broke(profile, rng)
    profile.refill()
    play_dealer(profile, "classic", 10, rng)
    sittings = {"indian": play_match(profile, "indian", rng).id,
                "showdown": play_match(profile, "showdown", rng).id,
                "midnight": play_dealer(profile, "midnight", 40, rng).id}
    profile.close()
    return folder, sittings


@pytest.fixture
def save(saved, tmp_path):
    """A private copy to edit: (profile, sittings by table)."""
    folder, sittings = saved
    copy_save(folder, tmp_path / "copy")
    profile = open_storage(tmp_path / "copy").profile
    yield profile, sittings
    profile.close()


def forge(profile, table, where, args, **changes):
    """Change a row and recompute its checksum."""
    with profile.db.write() as cur:
        row = get_row(cur, table, where, args)
        row.update(changes)
        put_row(cur, table, row)


def raise_bankroll(profile, cents):
    with profile.db.write() as cur:
        prof = get_row(cur, "profile", "id = 1")
        prof["bankroll_cents"] += cents
        put_row(cur, "profile", prof)


def rounds_of(profile, sitting_id):
    return [r["id"] for r in profile.journal.rounds_of(sitting_id)]


def reopened(profile):
    """The edited save opened again: the start-up checks cannot see the edit."""
    folder = profile.db.path.parent
    profile.close()
    opened = open_storage(folder)
    assert opened.status is OpenStatus.READY, opened.message
    return opened.profile


def mismatch(profile, round_id):
    """The verdict on ``round_id`` with the ledger, which must be a MISMATCH: its words."""
    report = verify_round(profile.db, round_id)
    assert report.verdict is Verdict.MISMATCH, report.lines
    assert report.lines[-1].startswith("MISMATCH")
    return str(report.difference)


def test_an_honest_save_verifies_every_round_at_all_four_tables_and_the_whole_ledger(save):
    profile, _ = save
    ids = [r["id"] for r in get_rows(profile.db.read(), "rounds", "ORDER BY id")]
    tables = {row[0] for row in profile.db.read().execute(
        "SELECT DISTINCT s.tbl FROM rounds r JOIN sittings s ON s.id = r.sitting_id")}
    assert tables == {"midnight", "classic", "indian", "showdown"}
    assert profile.stats().refills == 1
    for rid in ids:
        report = verify_round(profile.db, rid)
        assert report.verdict is Verdict.VERIFIED, (rid, report.lines)
    whole = check_ledger(profile.db)
    assert whole.ok, whole.problems
    said = " ".join(map(str, whole.lines))
    assert f"Chain of rounds: {len(ids)} rounds" in said and "Bankroll" in said
    assert "Match results re-dealt from their seeds and compared: 2" in said


def test_a_raised_bankroll_is_a_mismatch_naming_the_bankroll_and_what_adds_up(save):
    profile, sittings = save
    before = profile.bankroll_cents
    raise_bankroll(profile, 100_000)
    profile = reopened(profile)
    said = mismatch(profile, rounds_of(profile, sittings["midnight"])[0])
    assert said == (f"ledger: bankroll {(before + 100_000) // 100:,}, rounds and refills "
                    f"add up to {before // 100:,}")
    profile.close()


def test_a_forged_refill_is_a_mismatch_naming_the_refill(save):
    profile, sittings = save
    with profile.db.write() as cur:
        prof = get_row(cur, "profile", "id = 1")
        prof["bankroll_cents"] += 100_000
        put_row(cur, "profile", prof)
        put_row(cur, "refills", {"id": None, "at_ms": now_ms(), "amount_cents": 100_000,
                                 "bankroll_after": prof["bankroll_cents"],
                                 "after_sitting": newest_sitting(cur)})
        bump_ledger(cur, refills=1)
    profile = reopened(profile)
    said = mismatch(profile, rounds_of(profile, sittings["indian"])[0])
    assert said.startswith("ledger: refill 2 was given with") and "empty" in said
    profile.close()


def test_a_sittings_shifted_starting_chips_are_a_mismatch_naming_the_sitting(save):
    """Shifted through and through: the setup, every round's bankroll before and
    after, and the bankroll now, so re-dealing the sitting agrees with it."""
    profile, sittings = save
    sid, shift = sittings["midnight"], 50_000
    with profile.db.write() as cur:
        sitting = get_row(cur, "sittings", "id = ?", (sid,))
        setup = json.loads(sitting["setup"])
        setup["cents"][0] += shift
        sitting["setup"] = json.dumps(setup)
        put_row(cur, "sittings", sitting)
        for rnd in get_rows(cur, "rounds", "WHERE sitting_id = ?", (sid,)):
            rnd["bankroll_before"] += shift
            rnd["bankroll_after"] += shift
            put_row(cur, "rounds", rnd)
    raise_bankroll(profile, shift)
    profile = reopened(profile)
    said = mismatch(profile, rounds_of(profile, sid)[-1])
    assert said.startswith(f"ledger: sitting {sid} sat down with"), said
    profile.close()


def test_the_last_ten_losing_rounds_deleted_are_a_mismatch_naming_them(save):
    profile, _ = save
    losing = [r for r, in profile.db.read().execute(
        "SELECT id FROM rounds WHERE outcome = 'loss' ORDER BY id DESC LIMIT 10")]
    assert len(losing) == 10
    with profile.db.write() as cur:
        cur.execute(f"DELETE FROM rounds WHERE id IN ({','.join('?' * 10)})", losing)
        bump_ledger(cur, rounds=-10)
    profile = reopened(profile)
    said = mismatch(profile, 1)
    assert "missing" in said or "deleted" in said, said
    whole = " ".join(map(str, check_ledger(profile.db).problems))
    assert "add up to" in whole or "began with" in whole
    profile.close()


def test_one_round_deleted_from_a_match_is_named(save):
    profile, sittings = save
    gone = rounds_of(profile, sittings["showdown"])[1]
    with profile.db.write() as cur:
        cur.execute("DELETE FROM rounds WHERE id = ?", (gone,))
        bump_ledger(cur, rounds=-1)
    profile = reopened(profile)
    assert mismatch(profile, 1) == f"ledger: round {gone} is missing: deleted from the chain " \
        "of rounds"
    profile.close()


def test_a_round_moved_to_another_place_is_a_mismatch_naming_it(save):
    profile, sittings = save
    moved = rounds_of(profile, sittings["indian"])[0]
    with profile.db.write() as cur:
        row = get_row(cur, "rounds", "id = ?", (moved,))
        cur.execute("DELETE FROM rounds WHERE id = ?", (moved,))
        row["id"] = None                      # to the end of the table
        put_row(cur, "rounds", row)
    profile = reopened(profile)
    now = profile.db.read().execute("SELECT MAX(id) FROM rounds").fetchone()[0]
    assert mismatch(profile, 1) == f"ledger: round {now} was moved: in the chain of rounds " \
        f"it comes before round {moved + 1}"
    profile.close()


def test_an_inserted_round_is_a_mismatch_naming_it(save):
    profile, sittings = save
    copied = rounds_of(profile, sittings["showdown"])[0]
    with profile.db.write() as cur:
        row = get_row(cur, "rounds", "id = ?", (copied,))
        row["id"] = None
        new_id = put_row(cur, "rounds", row)
        bump_ledger(cur, rounds=1)
    profile = reopened(profile)
    assert mismatch(profile, 1) == f"ledger: round {new_id} was inserted: the chain of rounds " \
        "goes on without it"
    profile.close()


@pytest.mark.parametrize("table", ["indian", "showdown"])
def test_a_flipped_match_result_is_a_mismatch_naming_the_match(save, table):
    profile, sittings = save
    sid = sittings[table]
    won = get_row(profile.db.read(), "sittings", "id = ?", (sid,))["match_won"]
    assert won is not None, "the fixture's match was played to its end"
    forge(profile, "sittings", "id = ?", (sid,), match_won=1 - won)
    profile = reopened(profile)
    said = mismatch(profile, rounds_of(profile, sid)[0])
    saved, redealt = ("won", "lost") if won == 0 else ("lost", "won")
    assert said == (f"ledger: match {sid} ({table}) is saved as {saved}, but re-dealt from "
                    f"its seed it was {redealt}")
    profile.close()


def test_the_command_line_names_the_ledger_mismatch_and_checks_a_whole_profile(save, capsys):
    profile, sittings = save
    folder = str(profile.db.path.parent)
    assert verify.main(["--profile", "--db", folder]) == 0
    assert capsys.readouterr().out.strip().endswith("VERIFIED")
    raise_bankroll(profile, 100_000)
    profile.close()
    assert verify.main([str(rounds_of(open_storage(folder).profile, sittings["midnight"])[0]),
                        "--db", folder]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1].startswith("MISMATCH: ledger: bankroll")
    assert verify.main(["--profile", "--db", folder]) == 1
    assert verify.main(["--db", folder]) == 2          # neither a round nor --profile
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_a_refill_and_the_next_sitting_in_one_millisecond_upgrade_in_their_order(
        tmp_path, monkeypatch):
    """An older save places its refills by time; a sitting started in the
    refill's own millisecond came after it (a refill is given in the lobby)."""
    import game.storage.journal as journal_module
    import game.storage.profile as profile_module
    monkeypatch.setattr(dbmod, "SCHEMA_VERSION", 2)
    old = open_storage(tmp_path).profile
    rng = random.Random(3)
    go_broke(old, rng)
    frozen = dbmod.now_ms()
    monkeypatch.setattr(profile_module, "now_ms", lambda: frozen)
    monkeypatch.setattr(journal_module, "now_ms", lambda: frozen)
    old.refill()
    play_dealer(old, "midnight", 3, rng)        # sits down in the same millisecond
    old.db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    old.close()
    monkeypatch.undo()
    new = open_storage(tmp_path).profile
    assert get_rows(new.db.read(), "refills")[0]["after_sitting"] == 1
    assert check_ledger(new.db).ok


def test_an_older_save_gets_its_chain_once_when_it_opens(tmp_path, monkeypatch):
    monkeypatch.setattr(dbmod, "SCHEMA_VERSION", 2)
    old = open_storage(tmp_path).profile
    rng = random.Random(3)
    go_broke(old, rng)
    old.refill()
    play_dealer(old, "midnight", 5, rng)
    play_match(old, "indian", rng)
    old.db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    assert old.db.user_version() == 2
    said = " ".join(map(str, check_ledger(old.db).lines))
    assert "not in this save's format yet" in said
    old.close()
    monkeypatch.undo()
    new = open_storage(tmp_path).profile
    assert new.db.user_version() == dbmod.SCHEMA_VERSION == 3
    report = check_ledger(new.db)
    assert report.ok and "Chain of rounds: " in str(report.lines[0])
    assert get_rows(new.db.read(), "refills")[0]["after_sitting"] == 1   # after going broke
    for rid in (r["id"] for r in get_rows(new.db.read(), "rounds")):
        assert verify_round(new.db, rid).ok
    new.close()


def test_a_meta_row_changed_without_its_checksum_makes_the_save_damaged(save):
    profile, _ = save
    folder = profile.db.path.parent
    profile.close()
    conn = sqlite3.connect(folder / "club21.db")
    conn.execute("INSERT OR REPLACE INTO meta(key, value, crc) VALUES "
                 "('showdown.seats', '[]', 'x')")
    conn.commit()
    conn.close()
    opened = open_storage(folder)
    assert opened.status is OpenStatus.DAMAGED and "meta" in opened.message


def test_verify_on_a_folder_it_cannot_use_says_one_line_and_exits_2(saved, monkeypatch, capsys):
    """Read-only (SQLite can neither open the save read-only nor write beside
    it) and unreadable folders: root ignores permission bits, so injected."""
    folder, _ = saved

    def cannot_open(*_args, **_kwargs):
        raise sqlite3.OperationalError("unable to open database file")

    def read_only_folder(path):
        raise Unwritable(dbmod.verbatim("the folder is read-only"))

    monkeypatch.setattr(verify.sqlite3, "connect", cannot_open)
    monkeypatch.setattr(dbmod.Database, "open_checked", staticmethod(read_only_folder))
    assert verify.main(["1", "--db", str(folder)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "read-only" in err
    monkeypatch.setattr(verify, "sniff", lambda path: (_ for _ in ()).throw(
        PermissionError(13, "Permission denied")))
    assert verify.main(["1", "--db", str(folder)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Permission denied" in err


def test_history_verify_shows_the_ledger_mismatch_in_the_players_language(save):
    from scene_helpers import key_event

    from scenes.app import i18n
    from scenes.app.loop import App
    profile, sittings = save
    raise_bankroll(profile, 100_000)
    rid = rounds_of(profile, sittings["midnight"])[0]
    app = App(strict=True, data_dir=profile.db.path.parent)
    app.context.profile = profile
    try:
        app.open_path("history")
        scene = app.context.manager.top
        from game.storage.history_list import HistoryFilter
        scene.show_lines(HistoryFilter(sitting_id=sittings["midnight"]))  # pages: find it
        scene.select(next(i for i in range(scene.total) if scene.line(i).entry.id == rid))
        scene.handle_event(key_event(pygame.K_v))
        text = " ".join(line for line, _ in scene.verify_lines)
        assert text.startswith("MISMATCH: ledger: bankroll") and "add up to" in text
        i18n.set_language(i18n.Language.DUTCH)
        try:
            scene.handle_event(key_event(pygame.K_v))
            text = " ".join(line for line, _ in scene.verify_lines)
        finally:
            i18n.set_language(i18n.Language.ENGLISH)
        assert text.startswith("AFWIJKING: boekhouding: saldo") and "komen samen op" in text
    finally:
        app.context.profile = None
        app.close()


def _as_someone_else() -> list[str]:
    """A command prefix under which a folder's permission bits hold: none when
    not root; as root, an unprivileged user namespace (skipped without one)."""
    if os.geteuid() != 0:
        return []
    prefix = [shutil.which("unshare") or "unshare", "--user", "--map-user=65534",
              "--map-group=65534"]
    try:
        subprocess.run([*prefix, "true"], check=True, capture_output=True)
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("root, and no user namespace to drop the rights in")
    return prefix


@pytest.mark.parametrize("mode, said", [(0o555, "read-only"), (0o000, "Permission denied")])
def test_verify_on_a_really_read_only_or_unreadable_folder_says_one_line_and_exits_2(
        saved, mode, said):
    folder, _ = saved
    outer = Path(tempfile.mkdtemp())
    try:
        outer.chmod(0o755)                    # others may look in; the save's folder decides
        copy = outer / "save"
        copy_save(folder, copy)
        copy.chmod(mode)
        run = subprocess.run([*_as_someone_else(), sys.executable, "-m", "game.verify", "1",
                              "--db", str(copy)], capture_output=True, text=True,
                             cwd=Path(__file__).parent.parent)
    finally:
        (outer / "save").chmod(0o755)
        shutil.rmtree(outer)
    assert run.returncode == 2, run.stdout + run.stderr
    assert len(run.stderr.strip().splitlines()) == 1 and said in run.stderr
    assert "Traceback" not in run.stderr and run.stdout == ""
