"""Absurd settings values: defaults, a message, and the bad file kept aside."""
import pytest

from scenes.app.loop import App
from scenes.app.settings_store import Settings, SettingsStore


@pytest.mark.parametrize("content", [
    '{"volume": ' + "9" * 400 + "}",        # stopped every start: float() overflowed
    '{"volume": 1e999}', '{"volume": NaN}', '{"volume": -Infinity}',
    "[" * 60_000 + "]" * 60_000,            # nested past the parser's recursion limit
])
def test_an_absurd_value_gives_defaults_a_message_and_is_kept_aside(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_text(content)
    settings, message = SettingsStore(tmp_path).load()
    assert settings == Settings()
    assert message and "Defaults restored" in message and "settings.json.bad" in message
    assert not path.exists() and (tmp_path / "settings.json.bad").read_text() == content


def test_the_game_starts_after_a_400_digit_volume(tmp_path):
    (tmp_path / "settings.json").write_text('{"volume": ' + "9" * 400 + "}")
    app = App(strict=True, data_dir=tmp_path)
    try:
        assert app.context.settings == Settings()
        assert "could not be read" in app.context.toast.message
        app.render()
    finally:
        app.close()
