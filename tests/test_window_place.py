"""After F11 and F11 again the window is back where it was, not where SDL and
the window manager put a new window (on X11: 20 px lower, each time)."""
import warnings

import pygame
from scene_helpers import key_event

from scenes.app.loop import App
from scenes.app.window_place import put_window, window_place

WHERE_IT_WAS = (140, 96)


def the_window() -> pygame.Window:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def test_the_window_place_can_be_read_and_set():
    app_window = pygame.display.set_mode((320, 200), pygame.RESIZABLE)
    assert app_window is not None
    put_window(WHERE_IT_WAS)
    assert window_place() == WHERE_IT_WAS
    put_window(None)                           # nothing known: left where it is
    assert window_place() == WHERE_IT_WAS


def a_window_manager_that_drops_windows(monkeypatch, drop=20):
    """The window manager's doing, which the dummy driver does not imitate: a
    window leaving fullscreen comes back ``drop`` px lower than it was."""
    real_set_mode = pygame.display.set_mode

    def set_mode(size=(0, 0), flags=0, *args, **kwargs):
        surface = real_set_mode(size, flags, *args, **kwargs)
        if not flags & pygame.FULLSCREEN:
            x, y = the_window().position
            the_window().position = (x, y + drop)
        return surface
    monkeypatch.setattr(pygame.display, "set_mode", set_mode)


def test_leaving_fullscreen_puts_the_window_back_where_it_was(tmp_path, monkeypatch):
    app = App(strict=True, data_dir=tmp_path)
    try:
        app.start("lobby", lazy=False)
        put_window(WHERE_IT_WAS)
        a_window_manager_that_drops_windows(monkeypatch)
        app.dispatch(key_event(pygame.K_F11))
        assert app.fullscreen
        app.dispatch(key_event(pygame.K_F11))
        assert not app.fullscreen
        assert window_place() == WHERE_IT_WAS
        assert app.window.get_size() == (1280, 720)
    finally:
        app.close()


def test_a_window_moved_between_two_fullscreens_comes_back_to_its_new_place(tmp_path,
                                                                            monkeypatch):
    app = App(strict=True, data_dir=tmp_path)
    try:
        app.start("lobby", lazy=False)
        a_window_manager_that_drops_windows(monkeypatch)
        for place in (WHERE_IT_WAS, (300, 40)):
            put_window(place)                  # the player drags the window
            app.dispatch(key_event(pygame.K_F11))
            app.dispatch(key_event(pygame.K_F11))
            assert window_place() == place
    finally:
        app.close()
