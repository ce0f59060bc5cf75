"""Indian Blackjack's central rule on every route out of the table: nobody sees
their own first card before the round's result — not in the hand history, the
statistics, a replay, the pause menu, a resumed match, the hand-over curtain or
a table opened again."""
import pygame
import pytest
from scene_helpers import click_events, key_event

from game.storage.journal import StorageError
from game.tables.indian.game import INDIAN_GAME
from game.tables.indian.view import IndianPhase, ItemKind
from scenes.app.loop import App
from scenes.app.settings_store import AnimSpeed
from scenes.dialogs.handover import HandOverScene
from scenes.dialogs.resume_prompt import ResumePrompt
from scenes.screens.history import HistoryScene
from scenes.tables.indian.config import IndianConfig, Opponent
from scenes.tables.indian.scene import IndianScene

NOBODY = {ItemKind.FREE_FOLD: None, ItemKind.CHIP_BONUS: None, ItemKind.DEAL_AGAIN: None}
FRIENDS = IndianConfig(("Alice", "Bob"), Opponent.HUMAN, items=dict(NOBODY))
VS_AI = IndianConfig(("You", "AI"), Opponent.AI, "normal", items=dict(NOBODY))

APP_SEED = 7   # the first shoe of the shared app fixture


def make_app(folder):
    app = App(strict=True, data_dir=folder, seed=7)
    app.context.update_settings(anim_speed=AnimSpeed.INSTANT)
    app.start("lobby", lazy=False)
    frames(app)
    return app


@pytest.fixture
def app(app):
    """The shared app (tests/conftest.py) at the lobby."""
    app.start("lobby", lazy=False)
    frames(app)
    return app


def frames(app, n=3):
    for _ in range(n):
        app.step(1 / 60)
        app.render()


def click(app, pos=(640, 360)):
    for event in click_events(pos):
        app.dispatch(event)
    frames(app)


def press(app, k):
    app.dispatch(key_event(k))
    frames(app)


def top(app):
    return app.context.manager.top


def table_of(app) -> IndianScene:
    return app.context.manager.find(lambda s: isinstance(s, IndianScene))


def start_match(app, config) -> IndianScene:
    scene = app.context.open_scene("indian", config=config)
    frames(app)
    if isinstance(top(app), HandOverScene):
        click(app)
    return scene


def play_into_second_round(app, scene):
    """Round 1 to its result (both raise, both stand), NEXT; round 2 is open
    after one raise.  Returns the open round's first cards."""
    for _ in range(60):
        if scene.engine.phase is IndianPhase.RESULT:
            break
        if scene.is_human(scene.engine.current_player()):
            legal = scene.engine.legal_actions()
            fold = [a for a in legal if a.kind.name == "FOLD"]
            scene.act((fold or legal)[0])
        frames(app)
        if isinstance(top(app), HandOverScene):
            click(app)
    assert scene.engine.phase is IndianPhase.RESULT
    scene.act(INDIAN_GAME.parse(scene.engine, "next"))
    frames(app)
    if isinstance(top(app), HandOverScene):
        click(app)
    assert scene.engine.round_no == 2 and scene.engine.phase is not IndianPhase.RESULT
    return tuple(scene.engine.first)


def assert_viewer_card_hidden(scene):
    scene.context.manager.top  # noqa: B018 - drawn below
    own = [d for d in scene.last_drawn if d.key == ("first", scene.viewer)]
    assert own and all(d.face is None for d in own)
    assert scene.engine.observation(scene.viewer).own_first_card is None


def open_round_ids(app):
    db = app.context.profile.db
    return [r for (r,) in db.read().execute("SELECT id FROM rounds WHERE settled_ms IS NULL")]


# -- history and replay -----------------------------------------------------------
@pytest.mark.parametrize("config", [VS_AI, FRIENDS], ids=["vs-ai", "pass-and-play"])
def test_the_hand_history_never_lists_or_replays_the_open_round(app, config):
    scene = start_match(app, config)
    play_into_second_round(app, scene)
    [open_id] = open_round_ids(app)
    history = app.context.open_scene("history")
    frames(app)
    assert isinstance(history, HistoryScene)
    assert open_id not in [e.id for e in history.entries]
    assert all(not e.is_open for e in history.entries)
    with pytest.raises(StorageError):
        app.context.profile.history.replay_record(open_id)
    # The round that ended is listed and replays (its result showed every card).
    assert len(history.entries) == 1 and history.steps and not history.replay_error


@pytest.mark.parametrize("config", [VS_AI, FRIENDS], ids=["vs-ai", "pass-and-play"])
def test_the_round_in_words_calls_the_players_by_the_names_they_played_with(app, config):
    scene = start_match(app, config)
    play_into_second_round(app, scene)
    history = app.context.open_scene("history")
    frames(app)
    words = " ".join(history.story)
    assert history.story and all(name in words for name in config.names), history.story
    assert "Player 1" not in words and "Player 2" not in words


def test_the_history_opened_from_the_statistics_lists_no_open_round(app):
    scene = start_match(app, VS_AI)
    play_into_second_round(app, scene)
    [open_id] = open_round_ids(app)
    stats = app.context.open_scene("stats")
    frames(app)
    stats.open_history()
    frames(app)
    assert open_id not in [e.id for e in top(app).entries]
    assert app.context.profile.stats() is not None


def test_an_open_round_is_refused_by_the_verifier_with_words(app):
    scene = start_match(app, VS_AI)
    play_into_second_round(app, scene)
    [open_id] = open_round_ids(app)
    from game.verify import verify_round
    with pytest.raises(StorageError, match="still being played"):
        verify_round(app.context.profile.db, open_id, out=lambda line: None)


# -- the table's own routes -------------------------------------------------------
@pytest.mark.parametrize("config", [VS_AI, FRIENDS], ids=["vs-ai", "pass-and-play"])
def test_the_pause_menu_over_the_table_keeps_the_own_card_hidden(app, config):
    scene = start_match(app, config)
    play_into_second_round(app, scene)
    press(app, pygame.K_ESCAPE)
    assert top(app).name == "pause"
    assert scene in app.context.manager.visible_scenes()
    assert_viewer_card_hidden(scene)


def test_the_hand_over_curtain_draws_nothing_of_the_table(app):
    scene = start_match(app, FRIENDS)
    assert scene.act(scene.engine.legal_actions()[0])
    frames(app)
    curtain = top(app)
    assert isinstance(curtain, HandOverScene)
    assert app.context.manager.visible_scenes() == [curtain]
    press(app, pygame.K_ESCAPE)              # the pause menu over the curtain
    assert scene not in app.context.manager.visible_scenes()


def reopen_indian_from_the_lobby(app):
    app.context.back_to_lobby()
    frames(app)
    lobby = top(app)
    rect = next(t.rect for t in lobby.tables if t.scene == "indian")
    click(app, rect.center)


@pytest.mark.parametrize("config", [VS_AI, FRIENDS], ids=["vs-ai", "pass-and-play"])
def test_reopening_the_table_asks_first_and_resumes_with_the_own_card_hidden(app, config):
    scene = start_match(app, config)
    play_into_second_round(app, scene)
    reopen_indian_from_the_lobby(app)
    prompt = top(app)
    assert isinstance(prompt, ResumePrompt)
    assert [b.text for b in prompt.buttons] == ["Resume", "New match"]
    click(app, prompt.resume_button.rect.center)
    if config.hotseat:
        curtain = top(app)
        assert isinstance(curtain, HandOverScene)
        assert app.context.manager.visible_scenes() == [curtain]
        click(app)
    resumed = table_of(app)
    assert top(app) is resumed and resumed is not scene
    assert_viewer_card_hidden(resumed)


@pytest.mark.parametrize("config", [VS_AI, FRIENDS], ids=["vs-ai", "pass-and-play"])
def test_a_restart_offers_the_match_and_resumes_with_the_own_card_hidden(tmp_path, config):
    first = make_app(tmp_path)
    scene = start_match(first, config)
    play_into_second_round(first, scene)
    first.context.manager._stack.clear()     # the process dies mid-round
    first.close()
    app = make_app(tmp_path)
    try:
        prompt = top(app)
        assert isinstance(prompt, ResumePrompt)
        click(app, prompt.resume_button.rect.center)
        if config.hotseat:
            assert isinstance(top(app), HandOverScene)
            assert app.context.manager.visible_scenes() == [top(app)]
            click(app)
        assert_viewer_card_hidden(table_of(app))
    finally:
        app.close()


def test_the_curtain_ignores_the_release_of_a_click_that_began_elsewhere(app):
    scene = start_match(app, FRIENDS)
    assert scene.act(scene.engine.legal_actions()[0])
    frames(app)
    curtain = top(app)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 360), button=1))
    frames(app)
    assert top(app) is curtain
    click(app)
    assert top(app) is scene


def test_new_match_over_a_match_left_mid_round_abandons_it(app):
    scene = start_match(app, FRIENDS)
    play_into_second_round(app, scene)
    old = scene.journal.id
    reopen_indian_from_the_lobby(app)
    click(app, top(app).later_button.rect.center)          # New match
    setup = top(app)
    assert setup.name != "resume" and not isinstance(setup, IndianScene)
    new = setup.start()
    frames(app)
    profile = app.context.profile
    assert profile.sitting(old).ended_ms is not None
    assert new.journal.id != old and profile.pending().sitting.id == new.journal.id


def test_a_restart_then_not_now_then_the_indian_table_asks_and_hands_over_first(tmp_path):
    first = make_app(tmp_path)
    scene = start_match(first, FRIENDS)
    play_into_second_round(first, scene)
    first.context.manager._stack.clear()     # the process dies mid-round
    first.close()
    app = make_app(tmp_path)
    try:
        click(app, top(app).later_button.rect.center)          # Not now
        assert top(app).name == "lobby"
        reopen_indian_from_the_lobby(app)
        prompt = top(app)
        assert isinstance(prompt, ResumePrompt)
        assert [b.text for b in prompt.buttons] == ["Resume", "New match"]
        click(app, prompt.resume_button.rect.center)
        assert isinstance(top(app), HandOverScene)
        assert app.context.manager.visible_scenes() == [top(app)]
        click(app)
        assert_viewer_card_hidden(table_of(app))
    finally:
        app.close()
