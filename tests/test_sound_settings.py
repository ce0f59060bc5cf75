"""The three volumes and "mute in the background": saved, loaded from older
files, hostile values refused, and the Sound screen by keyboard and mouse."""
import json

import pygame
import pytest
from scene_helpers import key_event as key

from scenes.app.loop import App
from scenes.app.settings_store import Settings, SettingsStore


def test_an_older_file_with_one_volume_gives_it_to_the_effects(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"volume": 0.3}))
    settings, message = SettingsStore(tmp_path).load()
    assert message is None
    assert settings.volume == 0.3
    assert settings.music_volume == Settings().music_volume
    assert settings.voice_volume == Settings().voice_volume
    assert settings.mute_unfocused is True


def test_the_three_volumes_and_the_mute_setting_round_trip(tmp_path):
    store = SettingsStore(tmp_path)
    wanted = Settings(volume=0.2, music_volume=0.1, voice_volume=0.9, mute_unfocused=False)
    store.save(wanted)
    assert store.load() == (wanted, None)


@pytest.mark.parametrize("text", [
    '{"music_volume": "loud"}', '{"voice_volume": true}', '{"music_volume": 1e999}',
    '{"voice_volume": NaN}', '{"music_volume": ' + "9" * 400 + "}", '{"mute_unfocused": 1}'])
def test_a_hostile_sound_value_loads_the_defaults(tmp_path, text):
    (tmp_path / "settings.json").write_text(text)
    settings, message = SettingsStore(tmp_path).load()
    assert settings == Settings() and message


def test_a_music_volume_out_of_range_is_clamped(tmp_path):
    (tmp_path / "settings.json").write_text('{"music_volume": 4, "voice_volume": -2}')
    settings, _ = SettingsStore(tmp_path).load()
    assert (settings.music_volume, settings.voice_volume) == (1.0, 0.0)


def test_the_sound_screen_changes_every_volume_by_keyboard_and_saves_on_close(tmp_path):
    app = App(strict=True, data_dir=tmp_path)
    try:
        app.open_path("lobby/settings")
        app.dispatch(key(pygame.K_RETURN))          # Enter on the volume row: the Sound screen
        assert app.context.manager.top.name == "sound_settings"
        before = app.context.settings
        app.dispatch(key(pygame.K_LEFT))            # music down
        app.dispatch(key(pygame.K_DOWN))
        app.dispatch(key(pygame.K_RIGHT))           # effects up
        app.dispatch(key(pygame.K_DOWN))
        app.dispatch(key(pygame.K_LEFT))            # voice down
        app.dispatch(key(pygame.K_DOWN))
        app.dispatch(key(pygame.K_SPACE))           # mute in the background: off
        app.render()
        now = app.context.settings
        assert now.music_volume < before.music_volume
        assert now.volume > before.volume
        assert now.voice_volume < before.voice_volume
        assert now.mute_unfocused is False
        sound = app.context.sound
        assert (sound.volumes.music, sound.volumes.effects, sound.volumes.voice) == (
            now.music_volume, now.volume, now.voice_volume)
        app.dispatch(key(pygame.K_ESCAPE))
        assert app.context.manager.top.name == "settings"
        saved, _ = SettingsStore(tmp_path).load()
        assert saved == now
    finally:
        app.close()


def test_the_sound_screen_sliders_follow_the_mouse(tmp_path):
    app = App(strict=True, data_dir=tmp_path)
    try:
        app.open_path("lobby/settings/sound_settings")
        scene = app.context.manager.top
        for row, field in (("MUSIC", "music_volume"), ("VOICE", "voice_volume")):
            slider = scene.sliders[type(scene.focus)[row]]
            app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                            pos=(slider.rect.x, slider.rect.centery)))
            app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1,
                                            pos=(slider.rect.x, slider.rect.centery)))
            assert getattr(app.context.settings, field) == 0.0
        app.render()
    finally:
        app.close()
