"""python -m game.verify re-deals every round and compares it with the save.

Edits below recompute the row checksum, as someone editing the file with a
SQLite tool would: the start-up checks cannot see them, verify must."""
import json
import random
import subprocess
import sys

import pytest
from helpers.storage_fixtures import copy_save
from helpers.verify_fixtures import play_dealer, play_match

from game import verify
from game.storage.db import get_row, put_row
from game.storage.fairness import commitment
from game.storage.round_check import Verdict, check_round
from game.storage.store import open_storage


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """A save with a finished sitting at each of the four tables."""
    folder = tmp_path_factory.mktemp("verify")
    profile = open_storage(folder).profile
    rng = random.Random(21)
    sittings = {"midnight": play_dealer(profile, "midnight", 6, rng),
                "classic": play_dealer(profile, "classic", 8, rng),
                "indian": play_match(profile, "indian", rng),
                "showdown": play_match(profile, "showdown", rng)}
    rounds = {name: [r["id"] for r in profile.journal.rounds_of(s.id)]
              for name, s in sittings.items()}
    profile.close()
    return folder, rounds


@pytest.fixture
def save(saved, tmp_path):
    """A private copy to edit."""
    folder, rounds = saved
    copy = copy_save(folder, tmp_path / "copy")
    profile = open_storage(copy).profile
    yield profile, rounds
    profile.close()


def edit(profile, table, where, args, **changes):
    """Change a row and recompute its checksum (a forger's edit)."""
    with profile.db.write() as cur:
        row = get_row(cur, table, where, args)
        row.update(changes)
        put_row(cur, table, row)


def verdict(profile, rid):
    return check_round(profile.db, rid)


def test_every_round_at_every_table_verifies(save):
    profile, rounds = save
    for name, ids in rounds.items():
        assert ids, name
        for rid in ids:
            report = verdict(profile, rid)
            assert report.verdict is Verdict.VERIFIED, (name, rid, report.lines)


def test_an_edited_dealer_card_is_a_mismatch_naming_it(save):
    profile, rounds = save
    rid = rounds["midnight"][2]
    rnd = get_row(profile.db.read(), "rounds", "id = ?", (rid,))
    detail = json.loads(rnd["detail"])
    detail["dealer"][0] = "2C" if detail["dealer"][0] != "2C" else "3C"
    edit(profile, "rounds", "id = ?", (rid,), detail=json.dumps(detail))
    report = verdict(profile, rid)
    assert report.verdict is Verdict.MISMATCH and "dealer's cards" in report.difference
    assert report.lines[-1].startswith("MISMATCH")


def test_an_edited_card_at_indian_and_showdown_is_a_mismatch(save):
    profile, rounds = save
    for name, key in (("indian", "totals"), ("showdown", "pot")):
        rid = rounds[name][0]
        rnd = get_row(profile.db.read(), "rounds", "id = ?", (rid,))
        detail = json.loads(rnd["detail"])
        detail[key] = [99, 99] if key == "totals" else detail[key] + 1
        edit(profile, "rounds", "id = ?", (rid,), detail=json.dumps(detail))
        assert verdict(profile, rid).verdict is Verdict.MISMATCH, name


def test_a_flipped_action_is_a_mismatch_even_with_its_checksum_recomputed(save):
    profile, rounds = save
    rid = rounds["classic"][-1]
    sid = get_row(profile.db.read(), "rounds", "id = ?", (rid,))["sitting_id"]
    words = profile.journal.actions(sid)
    seq = next(i for i, w in enumerate(words) if w in ("hit", "stand"))
    edit(profile, "actions", "sitting_id = ? AND seq = ?", (sid, seq),
         word="stand" if words[seq] == "hit" else "hit")
    report = verdict(profile, rid)
    assert report.verdict is Verdict.MISMATCH, report.lines


def test_a_changed_bankroll_is_a_mismatch(save):
    profile, rounds = save
    rid = rounds["midnight"][0]
    rnd = get_row(profile.db.read(), "rounds", "id = ?", (rid,))
    edit(profile, "rounds", "id = ?", (rid,), bankroll_after=rnd["bankroll_after"] + 10_000,
         net_cents=rnd["net_cents"] + 10_000)
    report = verdict(profile, rid)
    assert report.verdict is Verdict.MISMATCH and "bankroll after" in report.difference


@pytest.mark.parametrize("table", ["midnight", "classic", "indian", "showdown"])
def test_a_changed_seed_is_a_mismatch_at_every_table(save, table):
    profile, rounds = save
    rid = rounds[table][0]
    sid = get_row(profile.db.read(), "rounds", "id = ?", (rid,))["sitting_id"]
    # the seed alone: it no longer hashes to the commitment
    edit(profile, "sittings", "id = ?", (sid,), seed="12345")
    report = verdict(profile, rid)
    assert report.verdict is Verdict.MISMATCH and "commitment" in report.difference
    # seed and commitment both forged: the re-deal differs (and never raises)
    edit(profile, "sittings", "id = ?", (sid,), commitment=commitment(12345))
    report = verdict(profile, rid)
    assert report.verdict is Verdict.MISMATCH, report.lines


def test_changed_rules_or_stacked_cards_are_a_mismatch(save):
    profile, rounds = save
    rid = rounds["midnight"][0]
    sid = get_row(profile.db.read(), "rounds", "id = ?", (rid,))["sitting_id"]
    edit(profile, "sittings", "id = ?", (sid,), rules=json.dumps({"blackjack_pays": [2, 1]}))
    assert "rules" in verdict(profile, rid).difference
    edit(profile, "sittings", "id = ?", (sid,), rules="{}", cards=json.dumps(["AS", "KH"]))
    assert "stacked" in verdict(profile, rid).difference


def run_main(capsys, *argv):
    code = verify.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("round_id", ["99999999999999999999", "-5", "abc", "0", "1.5", "4242",
                                      "²", "１２", " ", "9" * 5000])
def test_impossible_round_ids_give_one_line_and_exit_2(saved, capsys, round_id):
    folder, _ = saved
    code, out, err = run_main(capsys, round_id, "--db", str(folder))
    assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_file_that_is_not_a_save_or_is_missing_gives_exit_2(tmp_path, capsys):
    junk = tmp_path / "notes.db"
    junk.write_text("hello " * 200)
    for path in (junk, tmp_path / "missing.db"):
        code, out, err = run_main(capsys, "1", "--db", str(path))
        assert code == 2 and len(err.strip().splitlines()) == 1


def test_bad_options_give_one_line_and_help_prints_usage(saved, capsys):
    code, out, err = run_main(capsys, "1", "--frobnicate")
    assert code == 2 and len(err.strip().splitlines()) == 1
    with pytest.raises(SystemExit) as done:
        verify.main(["--help"])
    assert done.value.code == 0 and "usage" in capsys.readouterr().out


def test_the_command_line_says_mismatch_and_exits_1_without_a_traceback(save):
    profile, rounds = save
    rid = rounds["midnight"][0]
    sid = get_row(profile.db.read(), "rounds", "id = ?", (rid,))["sitting_id"]
    edit(profile, "sittings", "id = ?", (sid,), seed="777", commitment=commitment(777))
    run = subprocess.run([sys.executable, "-m", "game.verify", str(rid), "--db",
                          str(profile.db.path)], capture_output=True, text=True)
    assert run.returncode == 1 and "Traceback" not in run.stderr + run.stdout
    assert run.stdout.strip().splitlines()[-1].startswith("MISMATCH")


def test_the_history_verify_button_shows_the_same_verdict(save):
    import pygame
    from scene_helpers import key_event

    from scenes.app.loop import App
    profile, rounds = save
    rid = rounds["midnight"][1]
    rnd = get_row(profile.db.read(), "rounds", "id = ?", (rid,))
    detail = json.loads(rnd["detail"])
    detail["hands"][0][0] = "KD" if detail["hands"][0][0] != "KD" else "QD"
    edit(profile, "rounds", "id = ?", (rid,), detail=json.dumps(detail))
    app = App(strict=True, data_dir=profile.db.path.parent)
    app.context.profile = profile
    try:
        app.open_path("history")
        scene = app.context.manager.top
        scene.select(next(i for i in range(scene.total) if scene.line(i).entry.id == rid))
        scene.handle_event(key_event(pygame.K_v))
        text = " ".join(line for line, _ in scene.verify_lines)
        assert text.startswith("MISMATCH") and "cards in the hands" in text
        assert text.startswith(check_round(profile.db, rid).last_line[:40])
        scene.select(next(i for i in range(scene.total) if scene.line(i).entry.id == rid - 1))
        scene.handle_event(key_event(pygame.K_v))
        assert scene.verify_lines[0][0].startswith("VERIFIED")
    finally:
        app.context.profile = None
        app.close()
