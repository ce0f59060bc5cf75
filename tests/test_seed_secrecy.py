"""The seed of a sitting in play never shows in the save; --seed is practice only."""
import random

import pygame
import pytest
from helpers.verify_fixtures import play_dealer
from scene_helpers import instant_app, key, push

from game.storage.errors import StorageError
from game.storage.round_check import Verdict, check_round
from game.storage.seedkey import KEY_NAME, SeedKey
from game.storage.store import open_storage
from game.tables.dealer.rules import MIDNIGHT
from game.tables.dealer.table import DealerTable
from scenes.tables.dealer import midnight
from scenes.tables.journal import short_commitment


def raw_seed(profile, sid):
    return profile.db.read().execute("SELECT seed FROM sittings WHERE id = ?", (sid,)).fetchone()[0]


def test_an_open_sittings_seed_is_nowhere_in_the_save_file(tmp_path):
    profile = open_storage(tmp_path).profile
    s = play_dealer(profile, "midnight", 3, random.Random(1), leave=False)
    stored = raw_seed(profile, s.id)
    assert stored.startswith("hidden:") and str(s.seed) not in stored
    profile.db.conn.execute("PRAGMA wal_checkpoint(FULL)")
    for name in ("club21.db", "club21.db-wal"):
        path = tmp_path / name
        if path.exists():
            data = path.read_bytes()
            assert str(s.seed).encode() not in data and f"{s.seed:x}".encode() not in data
    assert (tmp_path / KEY_NAME).exists()          # the key lives beside the save, not in it
    profile.close()


def test_the_seed_is_revealed_in_plain_words_when_the_sitting_ends(tmp_path):
    profile = open_storage(tmp_path).profile
    s = play_dealer(profile, "midnight", 2, random.Random(2), leave=True)
    assert raw_seed(profile, s.id) == str(s.seed)
    assert profile.history.entry(1).seed == s.seed
    profile.close()


def test_a_crashed_round_resumes_with_the_same_seed_from_the_hidden_one(tmp_path):
    profile = open_storage(tmp_path).profile
    s = play_dealer(profile, "midnight", 2, random.Random(3), leave=False)
    profile.close()                                 # the process dies; a new one starts
    again = open_storage(tmp_path).profile
    pending = again.pending()
    assert pending.sitting.seed == s.seed and pending.record["seed"] == s.seed
    table = DealerTable(MIDNIGHT, pending.record["seed"], None,
                        cents=pending.record["setup"]["cents"])
    assert table.shoe.shoe_seed == DealerTable(MIDNIGHT, s.seed, None, cents=[1]).shoe.shoe_seed
    again.close()


def test_a_lost_key_is_said_in_words_never_turned_into_another_shoe(tmp_path):
    profile = open_storage(tmp_path).profile
    s = play_dealer(profile, "midnight", 1, random.Random(4), leave=False)
    (tmp_path / KEY_NAME).unlink()
    SeedKey(tmp_path).hide(5, "x")                  # a new key appears (another sitting)
    with pytest.raises(StorageError, match="key file"):
        profile.pending()
    assert check_round(profile.db, 1).verdict is Verdict.NOT_VERIFIED
    profile.stand_up(s.id)                          # leaving still works; the seed stays hidden
    assert raw_seed(profile, s.id).startswith("hidden:")
    report = check_round(profile.db, 1)
    assert report.verdict is Verdict.NOT_VERIFIED and "never revealed" in report.difference
    profile.close()


def test_a_round_whose_seed_cannot_be_read_back_is_void_and_its_stake_returned(tmp_path):
    profile = open_storage(tmp_path).profile
    s = play_dealer(profile, "midnight", 1, random.Random(6), leave=False)
    before = profile.total_cents
    profile.record_action(s.id, "bet 1 50", rack_cents=profile.bankroll_cents - 5000,
                          staked_cents=5000)
    profile.begin_round(s.id, "deal", rack_cents=profile.bankroll_cents - 2500,
                        staked_cents=2500)          # say half was already lost mid-round
    (tmp_path / KEY_NAME).unlink()                  # the save moved without its key
    notes = profile.journal.void_unrevealable()
    assert len(notes) == 1 and "void" in notes[0] and "key file" in notes[0]
    assert profile.total_cents == profile.bankroll_cents == before
    assert profile.pending() is None
    [entry] = [e for e in profile.history.recent() if e.is_open is False][:1]
    assert entry.net_cents == 0 and entry.summary.startswith("void")
    profile.close()
    assert open_storage(tmp_path).ok                # the save still passes every check


def test_the_table_shows_64_bits_of_the_commitment():
    digest = "0123456789abcdef" * 4
    assert short_commitment(digest) == "commit 0123456789abcdef…"


@pytest.fixture
def practice_app(tmp_path):
    application = instant_app(tmp_path, seed=7)
    application.context.practice = True
    application.context.profile = open_storage(tmp_path).profile
    yield application
    profile = application.context.profile
    application.context.manager.clear()
    application.close()
    profile.close()


def test_a_chosen_seed_plays_practice_that_the_bankroll_and_stats_ignore(practice_app):
    profile = practice_app.context.profile
    scene = push(practice_app, midnight.create_scene(practice_app.context))
    assert scene.journal is None and scene.engine.seed == 7
    scene.apply_actions(["bet 1 10", "deal"])
    while scene.engine.phase.name != "BETTING":
        scene.apply_actions(["stand"])
    assert scene.engine.rounds == 1
    assert profile.bankroll_cents == 100_000 and profile.history.count() == 0
    assert profile.db.read().execute("SELECT COUNT(*) FROM sittings").fetchone()[0] == 0
    assert profile.stats().tables.get("midnight") is None or \
        profile.stats().tables["midnight"].rounds == 0
    shown = pygame.Surface((1280, 720))
    scene.draw(shown)
    practice_app.context.practice = False            # the same frame without the label
    bare = pygame.Surface((1280, 720))
    scene.draw(bare)
    strip = pygame.Rect(0, 0, 700, 44)
    assert pygame.image.tobytes(shown.subsurface(strip), "RGB") != \
        pygame.image.tobytes(bare.subsurface(strip), "RGB")


def test_practice_never_resumes_or_reveals_a_real_round(tmp_path):
    real = open_storage(tmp_path).profile
    s = play_dealer(real, "midnight", 1, random.Random(5), leave=False)
    words = real.journal.actions(s.id)
    real.journal.record_action(s.id, "bet 1 10", rack_cents=real.bankroll_cents - 1000,
                               staked_cents=real.staked_cents + 1000)
    real.begin_round(s.id, "deal", rack_cents=real.bankroll_cents,
                     staked_cents=real.staked_cents)   # a round left open mid-play
    real.close()
    application = instant_app(tmp_path, seed=7)
    application.context.practice = True
    application.context.profile = profile = open_storage(tmp_path).profile
    try:
        scene = push(application, midnight.create_scene(application.context))
        assert scene.journal is None and scene.engine.seed == 7 and scene.engine.rounds == 0
        key(scene, pygame.K_ESCAPE)
        assert len(profile.journal.actions(s.id)) == len(words) + 2    # untouched
    finally:
        application.context.manager.clear()
        application.close()
        profile.close()


def test_the_command_line_seed_writes_nothing_to_the_save(tmp_path, monkeypatch):
    from scenes.app.cli import run_cli
    monkeypatch.setenv("CLUB21_DATA_DIR", str(tmp_path))
    assert run_cli(["--screenshot", str(tmp_path / "p.png"), "--scene", "midnight",
                    "--seed", "7", "--actions", "bet 1 10, deal", "--frames", "2"]) == 0
    profile = open_storage(tmp_path).profile
    assert profile.db.read().execute("SELECT COUNT(*) FROM sittings").fetchone()[0] == 0
    assert profile.bankroll_cents == 100_000
    profile.close()


def test_at_start_the_player_is_told_a_sitting_could_not_continue(tmp_path):
    from scenes.app.loop import App
    profile = open_storage(tmp_path).profile
    s = play_dealer(profile, "midnight", 1, random.Random(7), leave=False)
    profile.record_action(s.id, "bet 1 10", rack_cents=profile.bankroll_cents - 1000,
                          staked_cents=1000)
    profile.close()
    (tmp_path / KEY_NAME).unlink()
    app = App(strict=True, data_dir=tmp_path)
    try:
        app.start("lobby", lazy=False)
        assert "could not continue" in app.context.toast.message
        assert app.context.profile.pending() is None
        assert app.context.profile.total_cents == app.context.profile.bankroll_cents
    finally:
        app.close()
