"""The app shell and the player's save: start-up, damaged saves, resume, refill, quit."""
import time

import pygame
import pytest

from game.money import fmt
from game.storage.store import OpenStatus, open_storage
from scenes.app import cli, startup
from scenes.app.loop import App
from scenes.app.scene import Scene
from scenes.dialogs.resume_prompt import ResumePrompt
from scenes.dialogs.storage_problem import StorageProblemScene
from scenes.screens.lobby import LobbyScene


def key(app, k):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.step(0)


def click(app, button):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=button.rect.center, button=1))
    app.step(0)


@pytest.fixture
def make_app(tmp_path):
    apps = []

    def make(folder=tmp_path, lazy=False):
        app = App(strict=True, data_dir=folder)
        app.start("lobby", lazy=lazy)
        app.step(0)
        app.render()
        apps.append(app)
        return app
    yield make
    for app in apps:
        app.close()


def lobby_of(app) -> LobbyScene:
    return app.context.manager.find(lambda s: s.name == "lobby")


def save_with_backups(folder, starts=2):
    for _ in range(starts):           # every good start takes a backup
        open_storage(folder).profile.close()


def damage(folder):
    (folder / "club21.db").write_bytes(b"this is not a database" * 300)


def interrupted(folder, mid_round: bool):
    profile = open_storage(folder).profile
    s = profile.sit_down("midnight", {}, {"chips": [1000]}, seed=7)
    profile.record_action(s.id, "bet 1 10", rack_cents=99_000, staked_cents=1000)
    if mid_round:
        profile.begin_round(s.id, "deal", rack_cents=99_000, staked_cents=1000)
    profile.close()


# -- start-up ---------------------------------------------------------------------
def test_an_empty_data_folder_starts_a_new_profile_with_1000_chips_in_the_lobby(make_app):
    app = make_app()
    assert app.context.opened.status is OpenStatus.NEW
    assert app.context.bankroll_cents == 100_000
    lobby = lobby_of(app)
    assert app.context.manager.top is lobby
    assert lobby.money.bankroll_cents == 100_000 and fmt(100_000) == "1,000.00"


def test_the_lobby_draws_first_and_the_save_opens_on_a_thread_while_it_keeps_drawing(make_app):
    app = make_app(lazy=True)
    assert app.context.profile is None and lobby_of(app).money.loading
    app.run(max_frames=2)                  # the second frame starts the opening, never waits
    number = 2
    while app.context.profile is None and number < 2000:
        number += 1
        app.frame(number, 1 / 60)
        time.sleep(0.005)
    assert app.context.profile is not None and not app.context.profile_loading
    assert lobby_of(app).money.bankroll_cents == 100_000 and not lobby_of(app).money.loading


def test_with_a_save_open_the_context_bankroll_is_the_saves_and_cannot_be_assigned(make_app):
    app = make_app()
    app.context.bankroll_cents = 5                    # an unwired table reporting money
    assert app.context.bankroll_cents == app.context.profile.bankroll_cents == 100_000


# -- a damaged save ---------------------------------------------------------------
def test_a_damaged_save_shows_the_problem_screen_and_restoring_a_backup_works(make_app, tmp_path):
    save_with_backups(tmp_path)
    damage(tmp_path)
    app = make_app()
    screen = app.context.manager.top
    assert isinstance(screen, StorageProblemScene)
    assert app.context.profile is None and lobby_of(app).money.unknown
    assert "could not be read" in " ".join(screen.body())
    assert screen.backups and screen.menu.buttons[0].text.startswith("Restore backup from")
    key(app, pygame.K_1)
    assert app.context.manager.top is lobby_of(app)
    assert app.context.opened.status is OpenStatus.READY
    assert lobby_of(app).money.bankroll_cents == 100_000
    assert list((tmp_path / "damaged").glob("*.db")), "the damaged file is kept aside"


def test_starting_over_takes_an_explicit_confirmation(make_app, tmp_path):
    save_with_backups(tmp_path)
    damage(tmp_path)
    app = make_app()
    screen = app.context.manager.top
    start_over = next(b for b in screen.menu.buttons if b.text.startswith("Start over"))
    click(app, start_over)
    assert screen.confirming and app.context.profile is None
    key(app, pygame.K_RETURN)                        # Enter is Cancel here, never "yes"
    assert not screen.confirming and app.context.profile is None
    key(app, pygame.K_n)
    key(app, pygame.K_y)
    assert app.context.opened.status is OpenStatus.NEW
    assert app.context.manager.top is lobby_of(app) and app.context.bankroll_cents == 100_000


def test_start_over_on_a_problem_screen_opened_without_a_save_opens_one_quietly(tmp_path):
    app = App(strict=True, data_dir=tmp_path)
    try:
        screen = app.context.manager.push(StorageProblemScene(app.context))
        assert screen.opened is None
        screen.start_over()
        assert screen.error is None and app.context.profile is not None
        assert screen not in app.context.manager.stack
    finally:
        app.close()


def test_a_damaged_save_without_backups_offers_start_over_and_quit_only(make_app, tmp_path):
    open_storage(tmp_path).profile.close()
    for old in (tmp_path / "backups").glob("*"):
        old.unlink()
    damage(tmp_path)
    app = make_app()
    screen = app.context.manager.top
    assert [b.text for b in screen.menu.buttons] == ["Start over with a new bankroll", "Quit"]
    app.render()
    key(app, pygame.K_q)
    assert not app.running and app.context.profile is None


# -- an interrupted sitting ---------------------------------------------------------
def test_a_round_left_in_play_brings_up_the_prompt_and_keeps_the_stake(make_app, tmp_path,
                                                                      monkeypatch):
    # The fallback for a table that cannot resume (every real table now can).
    monkeypatch.setattr(startup, "accepts_resume", lambda table: False)
    interrupted(tmp_path, mid_round=True)
    app = make_app()
    prompt = app.context.manager.top
    assert isinstance(prompt, ResumePrompt) and prompt.plan is startup.Plan.KEEP
    assert "Midnight Blackjack" in prompt.question
    assert lobby_of(app).money.staked_cents == 1000
    app.render()
    key(app, pygame.K_RETURN)
    assert app.context.manager.top is lobby_of(app)
    assert app.context.profile.total_cents == 100_000 and app.context.profile.pending()


def test_bets_left_between_rounds_go_back_to_the_bankroll(make_app, tmp_path, monkeypatch):
    monkeypatch.setattr(startup, "accepts_resume", lambda table: False)  # the fallback
    interrupted(tmp_path, mid_round=False)
    app = make_app()
    prompt = app.context.manager.top
    assert prompt.question == "You were playing Midnight Blackjack — resume the game?"
    assert prompt.plan is startup.Plan.SETTLE
    key(app, pygame.K_RETURN)
    assert "bankroll is now 1,000" in prompt.result
    key(app, pygame.K_RETURN)
    assert app.context.manager.top is lobby_of(app)
    assert app.context.profile.pending() is None and lobby_of(app).money.bankroll_cents == 100_000


def test_a_table_that_takes_resume_is_opened_with_the_pending_sitting(make_app, tmp_path,
                                                                       monkeypatch):
    interrupted(tmp_path, mid_round=True)
    monkeypatch.setattr(startup, "accepts_resume", lambda table: True)
    opened_with = {}

    def fake_table(context, resume=None, **options):
        opened_with["resume"] = resume
        scene = Scene(context)
        scene.name = "midnight"
        return scene
    app = App(strict=True, data_dir=tmp_path)
    app.context.registry.register("midnight", fake_table)
    app.start("lobby", lazy=False)
    try:
        key(app, pygame.K_RETURN)
        assert app.context.manager.top.name == "midnight"
        assert opened_with["resume"].sitting.table == "midnight"
        assert opened_with["resume"].round_id is not None
    finally:
        app.close()


def test_every_table_resumes_through_its_options_and_an_unknown_one_does_not():
    for table in ("midnight", "classic", "showdown", "indian"):
        assert startup.accepts_resume(table) is True, table
    assert startup.accepts_resume("no_such_table") is False


# -- refill, quit, tools ------------------------------------------------------------
def test_an_empty_bankroll_is_offered_a_counted_refill(make_app):
    app = make_app()
    lobby = lobby_of(app)
    assert not lobby.refill_button.visible
    with app.context.profile.db.write() as cur:
        cur.execute("UPDATE profile SET bankroll_cents = 50 WHERE id = 1")
    lobby.resume()
    assert lobby.refill_button.visible
    app.render()
    key(app, pygame.K_r)
    assert app.context.bankroll_cents == 100_050
    assert app.context.profile.stats().refills == 1
    assert not lobby.refill_button.visible


def test_history_sits_next_to_statistics_and_opens_the_history(make_app):
    app = make_app()
    buttons = {b.text: b for b in lobby_of(app).menu.buttons}
    assert buttons["History"].rect.y == buttons["Statistics"].rect.y
    assert not buttons["History"].rect.colliderect(buttons["Statistics"].rect)
    key(app, pygame.K_h)
    assert app.context.manager.top.name == "history"


def test_closing_exits_the_scenes_before_the_save(make_app):
    app = make_app()
    seen = []

    class Writer(Scene):
        name = "writer"

        def exit(self):
            seen.append(self.context.profile.bankroll_cents)   # fails on a closed save
    app.context.manager.push(Writer(app.context))
    app.close()
    assert seen == [100_000] and app.context.profile is None


def test_smoke_and_screenshots_use_a_scratch_folder_not_the_players(monkeypatch, tmp_path):
    monkeypatch.delenv("CLUB21_DATA_DIR", raising=False)
    monkeypatch.setattr("platformdirs.user_data_dir", lambda *a, **k: str(tmp_path / "HOME"))
    with cli._scratch_data_dir() as folder:
        assert folder.exists() and "HOME" not in str(folder)
    assert not folder.exists()
    monkeypatch.setenv("CLUB21_DATA_DIR", str(tmp_path / "ci"))
    with cli._scratch_data_dir() as folder:
        assert folder == tmp_path / "ci"


def test_an_interrupted_midnight_round_is_offered_for_resuming_at_the_real_table(make_app,
                                                                               tmp_path):
    interrupted(tmp_path, mid_round=True)
    app = make_app()
    prompt = app.context.manager.top
    assert isinstance(prompt, ResumePrompt) and prompt.plan is startup.Plan.RESUME
    key(app, pygame.K_RETURN)
    assert app.context.manager.top.name == "midnight"


def test_damage_the_background_check_finds_brings_up_the_storage_problem_screen(make_app,
                                                                               tmp_path):
    import sqlite3

    from tests.helpers.storage_fixtures import play_fake_rounds
    profile = open_storage(tmp_path).profile
    play_fake_rounds(profile, n=5)
    profile.close()
    conn = sqlite3.connect(tmp_path / "club21.db")      # an old row, changed behind our back
    conn.execute("UPDATE rounds SET net_cents = 777 WHERE id = 1")
    conn.commit()
    conn.close()
    app = make_app()
    assert app.context.opened.status is OpenStatus.READY     # the start checks the recent rows
    for number in range(1, 2000):
        app.frame(number, 1 / 60)
        if isinstance(app.context.manager.top, StorageProblemScene):
            break
        time.sleep(0.005)
    assert isinstance(app.context.manager.top, StorageProblemScene)
    assert app.context.opened.status is OpenStatus.DAMAGED and app.context.profile is None
    assert "rounds record was altered" in app.context.opened.message
    assert not (tmp_path / "club21.db").exists() and app.context.opened.kept_aside.exists()


def test_a_passing_background_check_marks_the_rows_so_a_kill_after_it_costs_nothing(
        make_app, tmp_path):
    import sqlite3

    from game.storage.open_checks import read_marks
    from tests.helpers.storage_fixtures import play_fake_rounds
    profile = open_storage(tmp_path).profile
    play_fake_rounds(profile, n=3)
    profile.db.close()                                   # killed: no clean close, no mark
    app = make_app()
    for number in range(1, 2000):
        app.frame(number, 1 / 60)
        if app.context.profile.checking is None:
            break
        time.sleep(0.005)
    conn = sqlite3.connect(tmp_path / "club21.db")
    marks = read_marks(conn.cursor())
    assert marks.rounds == conn.execute("SELECT MAX(id) FROM rounds").fetchone()[0]
    conn.close()
