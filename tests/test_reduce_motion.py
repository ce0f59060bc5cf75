"""Reduce motion: a saved setting, switched on the Settings screen by keys,
that stills the idle animations (the lobby's breathing glow)."""
from __future__ import annotations

import pygame
from scene_helpers import key_event

from scenes.app.settings_store import Settings, SettingsStore


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
