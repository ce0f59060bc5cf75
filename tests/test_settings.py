"""Settings: JSON round trip, atomic writes, corrupt files, the settings screen."""
import json

import pygame
import pytest
from scene_helpers import key_event as key

from scenes.app.loop import App
from scenes.app.settings_store import AnimSpeed, Settings, SettingsStore, TextSize


def test_settings_round_trip(tmp_path):
    store = SettingsStore(tmp_path)
    wanted = Settings(volume=0.25, anim_speed=AnimSpeed.INSTANT, fullscreen=True,
                      four_colour_deck=True)
    store.save(wanted)
    assert store.load() == (wanted, None)
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temp file left


def test_missing_file_gives_defaults_silently(tmp_path):
    assert SettingsStore(tmp_path).load() == (Settings(), None)


@pytest.mark.parametrize("content", [
    "{not json", "[1, 2]", '{"volume": "loud"}', '{"anim_speed": "warp"}',
    '{"fullscreen": 1}', "\xff\xfe garbage",
])
def test_corrupt_file_gives_defaults_a_message_and_is_kept_aside(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_bytes(content.encode("utf-8", "surrogateescape") if isinstance(content, str)
                     else content)
    settings, message = SettingsStore(tmp_path).load()
    assert settings == Settings()
    assert message and "Defaults restored" in message and "settings.json.bad" in message
    assert not path.exists() and (tmp_path / "settings.json.bad").exists()


def test_unknown_keys_are_ignored_and_volume_is_clamped(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"volume": 3, "future": 1}))
    settings, message = SettingsStore(tmp_path).load()
    assert settings.volume == 1.0 and message is None


def test_app_starts_with_defaults_and_a_notice_after_a_corrupt_file(tmp_path):
    (tmp_path / "settings.json").write_text("{oops")
    app = App(strict=True, data_dir=tmp_path)
    try:
        assert app.context.settings == Settings()
        assert "could not be read" in app.context.toast.message
        app.render()
    finally:
        app.close()


def test_settings_screen_changes_apply_and_are_saved_on_close(tmp_path):
    app = App(strict=True, data_dir=tmp_path)
    try:
        app.open_path("settings")
        scene = app.context.manager.top
        for k in (pygame.K_DOWN, pygame.K_RIGHT):  # animation speed → fast
            app.dispatch(key(k))
        # four-colour deck on (past text size, fullscreen and reduce motion beside it)
        for k in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN):
            app.dispatch(key(k))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                        pos=(scene.slider.rect.x, scene.slider.rect.centery)))
        app.render()
        assert app.context.settings.anim_speed is AnimSpeed.FAST
        assert app.context.settings.four_colour_deck is True
        assert app.context.settings.volume == 0.0
        app.dispatch(key(pygame.K_ESCAPE))
        assert app.context.manager.top.name == "lobby"
        saved, _ = SettingsStore(tmp_path).load()
        assert saved == app.context.settings
    finally:
        app.close()


def test_fullscreen_toggle_follows_the_setting(tmp_path):
    app = App(strict=True, data_dir=tmp_path)
    try:
        app.open_path("settings")
        for k in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN):
            app.dispatch(key(k))
        assert app.fullscreen is True and app.context.settings.fullscreen is True
        app.dispatch(key(pygame.K_F11))
        assert app.fullscreen is False and app.context.settings.fullscreen is False
    finally:
        app.close()


def test_the_text_size_is_chosen_by_keys_applied_at_once_and_kept_for_the_next_start(tmp_path):
    app = App(strict=True, data_dir=tmp_path)
    try:
        app.open_path("settings")
        normal = app.context.resources.text("Club 21", 20).get_height()
        for k in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RIGHT):
            app.dispatch(key(k))
        app.render()
        assert app.context.settings.text_size is TextSize.LARGEST
        assert app.context.resources.text_scale == 150
        assert app.context.resources.text("Club 21", 20).get_height() >= normal * 1.4
        app.dispatch(key(pygame.K_ESCAPE))
    finally:
        app.close()
    again = App(strict=True, data_dir=tmp_path)
    try:
        assert again.context.resources.text_scale == 150
    finally:
        again.close()


@pytest.mark.parametrize("saved", [130, "150", True, None, 1.5])
def test_a_text_size_that_is_not_one_of_the_choices_restores_the_defaults(tmp_path, saved):
    (tmp_path / "settings.json").write_text(json.dumps({"text_size": saved}))
    settings, message = SettingsStore(tmp_path).load()
    assert settings == Settings() and message is not None
