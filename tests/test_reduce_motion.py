"""Reduce motion: a saved setting, switched on the Settings screen by keys,
that stills the idle animations (the lobby's breathing glow, the house
rules' spinner) and lets cards land at once instead of flying: every screen,
drawn twice a second apart with nothing done in between, is the same."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import key_event

from scenes.app.loop import App
from scenes.app.registry import SceneRegistry
from scenes.app.settings_store import AnimSpeed, Settings, SettingsStore


def frames(app, n, dt=1 / 60):
    for _ in range(n):
        app.step(dt)


def lobby_frames(app) -> list[bytes]:
    """The lobby with a table lit, drawn at moments a quarter second apart."""
    app.open_path("lobby")
    app.dispatch(key_event(pygame.K_RIGHT))       # light a table
    shots = []
    for _ in range(4):
        frames(app, 15)
        shots.append(pygame.image.tobytes(app.render(), "RGB"))
    return shots


def test_the_lobby_glow_breathes_by_default(app):
    assert len(set(lobby_frames(app))) > 1


def test_with_reduce_motion_the_lobby_stands_still(app):
    app.context.update_settings(reduce_motion=True)
    assert len(set(lobby_frames(app))) == 1


def test_reduce_motion_is_switched_on_the_settings_screen_by_keys_and_saved(app, tmp_path):
    app.open_path("settings")
    frames(app, 2)
    for k in (pygame.K_DOWN,) * 4 + (pygame.K_RETURN,):
        app.dispatch(key_event(k))
    assert app.context.settings.reduce_motion
    app.dispatch(key_event(pygame.K_ESCAPE))       # closing saves
    frames(app, 2)
    saved, _notice = SettingsStore(app.context.data_dir).load()
    assert saved.reduce_motion


def test_a_saved_settings_file_without_the_switch_keeps_motion():
    assert not Settings.from_json({}).reduce_motion
    assert Settings.from_json(Settings(reduce_motion=True).to_json()).reduce_motion


# Every screen as it opens, and the moments after a key where something was
# set going: a table lit in the lobby, each table past its setup and dealt,
# a drill answered, the house rules' edge being worked out.
MOMENTS = [(name, ()) for name in SceneRegistry().names()] + [
    ("lobby", (pygame.K_RIGHT,)),
    ("midnight", (pygame.K_2, pygame.K_UP, pygame.K_RETURN)),
    ("classic", (pygame.K_RETURN,)),
    ("showdown", (pygame.K_RETURN,)),
    ("indian", (pygame.K_RETURN,)),
    ("training", (pygame.K_DOWN,)),
    ("strategy_drill", (pygame.K_h,)),
    ("house_rules", (pygame.K_DOWN, pygame.K_RIGHT)),
]


def settled_pair(tmp_path, name: str, keys: tuple[int, ...], reduce: bool) -> tuple[bytes, bytes]:
    """The screen ``name`` after ``keys`` and five seconds of the AI seats'
    moves, drawn, then drawn again one second later (nothing pressed)."""
    app = App(strict=True, data_dir=tmp_path, seed=5)
    try:
        app.context.update_settings(reduce_motion=reduce, anim_speed=AnimSpeed.NORMAL)
        app.open_path(name)
        frames(app, 5)
        for k in keys:
            app.dispatch(key_event(k))
            frames(app, 5)
        frames(app, 300)
        first = pygame.image.tobytes(app.render(), "RGB")
        frames(app, 60)
        return first, pygame.image.tobytes(app.render(), "RGB")
    finally:
        app.context.manager.clear()


@pytest.mark.parametrize(("name", "keys"), MOMENTS,
                         ids=[f"{n}{'+keys' if k else ''}" for n, k in MOMENTS])
def test_with_reduce_motion_a_screen_left_alone_for_a_second_is_the_same(tmp_path, name, keys):
    first, second = settled_pair(tmp_path, name, keys, reduce=True)
    assert first == second


def test_without_it_the_lit_lobby_table_does_breathe(tmp_path):
    first, second = settled_pair(tmp_path, "lobby", (pygame.K_RIGHT,), reduce=False)
    assert first != second


@pytest.mark.parametrize("reduce", [True, False])
def test_with_reduce_motion_the_cards_land_at_once_at_the_normal_speed(app, reduce):
    app.context.update_settings(reduce_motion=reduce, anim_speed=AnimSpeed.NORMAL)
    app.open_path("midnight")
    frames(app, 3)
    scene = app.context.manager.top
    for k in (pygame.K_2, pygame.K_UP, pygame.K_RETURN):     # a 5 chip on spot 1, DEAL
        frames(app, 120)                             # the chip has landed: a key acts
        app.dispatch(key_event(k))
    frames(app, 1)
    assert scene.engine.rounds == 1
    assert scene.timeline.busy is not reduce        # without it, the cards fly
