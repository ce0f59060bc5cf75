"""Input stays where the player is looking: a table swallows the lobby's
shortcut keys (S settings, H history, T statistics, R refill, Q quit), and
leaving the casino — Q in the lobby, the window's close button — asks first."""
import pygame
import pytest
from scene_helpers import click_events, key_event

from game.tables.dealer.view import Phase
from scenes.app.manager import SceneManager
from scenes.app.scene import Scene
from scenes.dialogs.quit_confirm import QuitConfirm
from scenes.tables.dealer import midnight

LOBBY_KEYS = (pygame.K_s, pygame.K_h, pygame.K_t, pygame.K_r, pygame.K_q)
INSURANCE_DEAL = ["TS", "AH", "9S", "7D"]        # the dealer shows an ace



def frames(app, n=2):
    for _ in range(n):
        app.step(1 / 60)
        app.render()


def press(app, k):
    app.dispatch(key_event(k, chr(k) if k < 128 else ""))
    frames(app)


LOBBY_SCREENS = {"settings", "history", "stats", "quit_confirm"}


def assert_lobby_keys_do_nothing(app, table_keys=()):
    """Each lobby key leaves the stack as it was — unless the table itself uses
    the key (Showdown's S stands): then at least no lobby screen opens."""
    for k in LOBBY_KEYS:
        before = app.context.manager.stack
        press(app, k)
        after = app.context.manager.stack
        if k not in table_keys:
            assert after == before, pygame.key.name(k)
        assert not LOBBY_SCREENS & {s.name for s in after}, pygame.key.name(k)
        assert app.running


@pytest.mark.parametrize("table", ["midnight", "classic", "showdown", "indian"])
def test_at_every_table_setup_the_lobby_shortcuts_do_nothing(app, table):
    app.open_path(table)
    frames(app)
    assert [s.name for s in app.context.manager.stack][0] == "lobby"
    assert_lobby_keys_do_nothing(app)


def open_table(app, table):
    from scenes.tables.dealer.classic import ClassicScene
    from scenes.tables.indian.scene import IndianScene
    from scenes.tables.seat_config import EMPTY_SEAT, SeatKind
    from scenes.tables.seat_config import SeatConfig as ClassicSeat
    from scenes.tables.showdown.scene import ShowdownScene
    from scenes.tables.showdown.seats import SeatConfig
    context = app.context
    if table == "classic":
        seats = [ClassicSeat("P1"), ClassicSeat("Bot", SeatKind.AI, "normal")]
        return ClassicScene(context, seats=seats + [EMPTY_SEAT] * 5)
    if table == "showdown":
        return ShowdownScene(context, players=[SeatConfig("You"),
                                               SeatConfig("Ada", SeatKind.AI)])
    if table == "indian":
        return IndianScene(context)
    return midnight.create_scene(context)


@pytest.mark.parametrize("table", ["midnight", "classic", "showdown", "indian"])
def test_at_every_table_in_play_the_lobby_shortcuts_do_nothing(app, table):
    app.open_path("lobby")
    app.context.manager.push(open_table(app, table))
    frames(app)
    assert_lobby_keys_do_nothing(app, {"showdown": (pygame.K_s, pygame.K_h)}.get(table, ()))


def test_at_the_midnight_insurance_prompt_the_lobby_shortcuts_do_nothing(app):
    app.open_path("lobby")
    scene = midnight.create_scene(app.context, stack=INSURANCE_DEAL)
    app.context.manager.push(scene)
    frames(app)
    for event in click_events(scene.rack.slots[25].center) + click_events(
            scene.spot_rect(0).center):
        app.dispatch(event)
    press(app, pygame.K_RETURN)
    assert scene.engine.phase is Phase.INSURANCE
    assert_lobby_keys_do_nothing(app)
    assert scene.engine.phase is Phase.INSURANCE


def test_an_event_a_scene_leaves_stops_there_unless_it_passes_events_on():
    seen = []

    class Recorder(Scene):
        def handle_event(self, ev):
            seen.append(self)
            return False
    manager = SceneManager()
    bottom, top = Recorder(None), Recorder(None)
    manager.push(bottom)
    manager.push(top)
    manager.handle_event(key_event(pygame.K_s))
    assert seen == [top]
    top.passes_events = True
    manager.handle_event(key_event(pygame.K_s))
    assert seen == [top, top, bottom]


# -- leaving the casino ---------------------------------------------------------------
def test_q_in_the_lobby_asks_before_quitting_and_stay_keeps_playing(app):
    app.open_path("lobby")
    press(app, pygame.K_q)
    assert app.running and isinstance(app.context.manager.top, QuitConfirm)
    press(app, pygame.K_ESCAPE)
    assert app.running and app.context.manager.top.name == "lobby"
    press(app, pygame.K_q)
    press(app, pygame.K_RETURN)
    assert not app.running


def test_closing_the_window_at_a_table_asks_and_a_second_close_quits(app):
    app.open_path("midnight")
    frames(app)
    app.dispatch(pygame.event.Event(pygame.QUIT))
    assert app.running and isinstance(app.context.manager.top, QuitConfirm)
    app.dispatch(pygame.event.Event(pygame.QUIT))
    assert not app.running
