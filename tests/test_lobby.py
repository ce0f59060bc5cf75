"""The lobby: hover, click and keyboard choose a table; buttons; bankroll."""
import pygame
import pytest
from scene_helpers import click_events as click
from scene_helpers import key_event as key

from scenes.app.loop import App
from scenes.screens.lobby import LobbyScene
from scenes.tables.base import TableScene
from scenes.widgets.label import format_cents


@pytest.fixture
def app(tmp_path):
    application = App(strict=True, data_dir=tmp_path)
    application.open_path("lobby")
    yield application
    application.close()


def lobby(app) -> LobbyScene:
    scene = app.context.manager.stack[0]
    assert isinstance(scene, LobbyScene)
    return scene


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


@pytest.mark.parametrize("index, scene",
                         list(enumerate(["midnight", "classic", "showdown", "indian"])))
def test_hover_then_click_on_a_table_opens_that_table(app, index, scene):
    centre = lobby(app).tables[index].rect.center
    app.dispatch(motion(centre))
    assert lobby(app).selected == index
    app.render()
    for ev in click(centre):
        app.dispatch(ev)
    top = app.context.manager.top
    assert isinstance(top, TableScene) and top.table == scene


def test_clicks_are_mapped_through_the_letterbox(tmp_path):
    app = App(strict=True, data_dir=tmp_path, window_size=(1600, 1000))  # 1600x900 at y=50
    try:
        app.open_path("lobby")
        x, y = lobby(app).tables[3].rect.center
        window_pos = (round(x * 1.25), round(y * 1.25) + 50)
        app.dispatch(click(window_pos)[0])
        assert app.context.manager.top.table == "indian"
    finally:
        app.close()


def test_arrow_keys_move_between_tables_and_enter_sits_down(app):
    scene = lobby(app)
    app.dispatch(key(pygame.K_RIGHT))
    assert scene.selected == 0
    app.dispatch(key(pygame.K_RIGHT))
    assert scene.selected == 1
    app.dispatch(key(pygame.K_DOWN))
    assert scene.selected == 3
    app.dispatch(key(pygame.K_LEFT))
    assert scene.selected == 2
    app.dispatch(key(pygame.K_LEFT))  # nothing further left: stays
    assert scene.selected == 2
    app.dispatch(key(pygame.K_RETURN))
    assert app.context.manager.top.table == "showdown"


def test_hovering_empty_floor_keeps_the_selection(app):
    app.dispatch(motion(lobby(app).tables[1].rect.center))
    app.dispatch(motion((450, 700)))
    assert lobby(app).selected == 1


def test_settings_button_opens_settings_and_quit_stops_the_app(app):
    button = next(b for b in lobby(app).menu.buttons if b.text == "Settings")
    for ev in click(button.rect.center):
        app.dispatch(ev)
    assert app.context.manager.top.name == "settings"
    app.dispatch(key(pygame.K_ESCAPE))
    app.dispatch(key(pygame.K_q))
    assert app.running and app.context.manager.top.name == "quit_confirm"   # asks first
    app.dispatch(key(pygame.K_RETURN))
    assert app.running is False


def test_the_statistics_button_opens_the_statistics_screen(app):
    assert app.context.registry.has("stats")
    button = next(b for b in lobby(app).menu.buttons if b.text == "Statistics")
    for ev in click(button.rect.center):
        app.dispatch(ev)
    assert app.context.manager.top.name == "stats"


def test_bankroll_shows_the_context_amount_with_two_decimals(app):
    assert lobby(app).bankroll_cents == 100_000
    assert format_cents(100_000) == "1,000.00"
    assert format_cents(1250) == "12.50" and format_cents(-5) == "-0.05"
