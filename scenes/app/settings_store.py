"""Player settings and their JSON file (written atomically, never a traceback).

A file that cannot be read or parsed is moved aside as ``settings.json.bad``
and defaults are used; ``load`` returns a message the app shows to the player.
"""
from __future__ import annotations

import json
import math
import os
import tempfile
from dataclasses import asdict, dataclass, field, replace
from enum import Enum
from pathlib import Path
from typing import Any

from game.tables.dealer.house_rules import check_saved
from scenes.app.i18n import _

SETTINGS_FILE = "settings.json"
MAX_SETTINGS_BYTES = 64 * 1024


class AnimSpeed(str, Enum):
    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"

    @property
    def factor(self) -> float:
        """Multiply animation dt by this; INSTANT means skip animations entirely."""
        return {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": float("inf")}[self.value]

    @property
    def label(self) -> str:
        return self.value.capitalize()


class TextSize(int, Enum):
    """How large every text is drawn, in percent of its size at 1280x720."""
    NORMAL = 100
    LARGE = 125
    LARGEST = 150


@dataclass(frozen=True)
class Settings:
    volume: float = 0.7          # the effects volume (the one volume older files have)
    music_volume: float = 0.5    # the area's music and the room tone
    voice_volume: float = 0.7    # the dealer's voice
    mute_unfocused: bool = True  # silence while the window is not the one in front
    anim_speed: AnimSpeed = AnimSpeed.NORMAL
    fullscreen: bool = False
    four_colour_deck: bool = False
    coach: bool = False          # dealer tables: confirm moves that cost > 0.5% of the bet
    count_overlay: bool = False  # Classic: the Hi-Lo count in a corner, and count quizzes
    # {table: overrides} chosen on the house-rules screen, used at the next sitting
    house_rules: dict[str, dict[str, Any]] = field(default_factory=dict)
    show_tips: bool = True       # the guided first round: each table's tips, once each
    # {table: [moment, ...]} the tips already shown (scenes.dialogs.guide)
    tips_seen: dict[str, list[str]] = field(default_factory=dict)
    language: str = ""           # "en", "nl"; "" = the system's (scenes.app.i18n)
    reduce_motion: bool = False  # nothing moves by itself: no pulsing glow, no idle animation
    # {action: key name} the player chose on the Keys page (scenes.app.key_choice
    # checks the names and clashes when they are used)
    keys: dict[str, str] = field(default_factory=dict)
    text_size: TextSize = TextSize.NORMAL

    def with_(self, **changes: Any) -> Settings:
        return replace(self, **changes)

    def tip_seen(self, table: str, moment: str) -> bool:
        return moment in self.tips_seen.get(table, ())

    def with_tip_seen(self, table: str, moment: str) -> Settings:
        if self.tip_seen(table, moment):
            return self
        seen = {**self.tips_seen, table: [*self.tips_seen.get(table, ()), moment]}
        return replace(self, tips_seen=seen)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["anim_speed"] = self.anim_speed.value
        data["text_size"] = self.text_size.value
        return data

    @classmethod
    def from_json(cls, data: object) -> Settings:
        """Build from parsed JSON; raises ValueError on a wrong shape or type.

        Unknown keys are ignored (a newer version may add some); missing keys
        keep their defaults.
        """
        if not isinstance(data, dict):
            raise ValueError("settings must be a JSON object")
        default = cls()
        volume, music, voice = (_volume(data.get(key, getattr(default, key)), key)
                                for key in ("volume", "music_volume", "voice_volume"))
        speed = AnimSpeed(data.get("anim_speed", default.anim_speed.value))
        flags = {}
        for key in ("fullscreen", "four_colour_deck", "coach", "count_overlay", "show_tips",
                    "reduce_motion", "mute_unfocused"):
            value = data.get(key, getattr(default, key))
            if not isinstance(value, bool):
                raise ValueError(f"{key} must be true or false")
            flags[key] = value
        house = check_saved(data.get("house_rules", {}))
        seen = _check_tips_seen(data.get("tips_seen", {}))
        language = data.get("language", default.language)
        if not isinstance(language, str) or len(language) > 16:
            raise ValueError("language must be a language code such as \"nl\"")
        keys = _check_keys(data.get("keys", {}))
        return cls(volume=volume, music_volume=music, voice_volume=voice, anim_speed=speed,
                   house_rules=house, tips_seen=seen, language=language, keys=keys,
                   text_size=_check_text_size(data.get("text_size", default.text_size.value)),
                   **flags)


MAX_KEY_CHOICES = 100


def _check_keys(saved: object) -> dict[str, str]:
    """``{action: key name}`` of short strings, or ValueError; whether the
    actions and keys exist is checked where keys are known."""
    if not isinstance(saved, dict) or len(saved) > MAX_KEY_CHOICES or not all(
            isinstance(action, str) and isinstance(key, str) and len(action) <= 40
            and len(key) <= 40 for action, key in saved.items()):
        raise ValueError("keys must be an object of action: key name")
    return dict(saved)


def _check_text_size(saved: object) -> TextSize:
    """A saved text size (100, 125 or 150), or ValueError."""
    if isinstance(saved, bool) or not isinstance(saved, int):
        raise ValueError("text_size must be 100, 125 or 150")
    try:
        return TextSize(saved)
    except ValueError:
        raise ValueError("text_size must be 100, 125 or 150") from None


def _volume(value: object, key: str) -> float:
    """A volume from 0 to 1: a sane number out of range is clamped; an absurd
    one (400 digits, 1e999, NaN) says the file is not what we wrote: ValueError,
    so defaults are used and the file is kept aside."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{key} must be a number")
    try:
        number = float(value)
    except OverflowError:
        raise ValueError(f"{key} is an absurd number") from None
    if not math.isfinite(number):
        raise ValueError(f"{key} must be a number between 0 and 1")
    return min(1.0, max(0.0, number))


def _check_tips_seen(saved: object) -> dict[str, list[str]]:
    """``{table: [moment, ...]}`` as written by ``with_tip_seen``, or ValueError."""
    if not isinstance(saved, dict) or not all(
            isinstance(table, str) and isinstance(moments, list)
            and all(isinstance(m, str) for m in moments) for table, moments in saved.items()):
        raise ValueError("tips_seen must be an object of table: [moment, ...]")
    return {table: list(moments) for table, moments in saved.items()}


class SettingsStore:
    """Reads and writes ``settings.json`` in one folder (the user data dir)."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / SETTINGS_FILE

    def load(self) -> tuple[Settings, str | None]:
        """(settings, message) — message is None unless the file was unusable."""
        if not self.path.exists():
            return Settings(), None
        try:
            if self.path.stat().st_size > MAX_SETTINGS_BYTES:
                raise ValueError("file is too large")
            data = json.loads(self.path.read_text(encoding="utf-8"))
            return Settings.from_json(data), None
        except (OSError, ValueError, OverflowError, RecursionError, TypeError) as exc:
            # JSONDecodeError and UnicodeDecodeError are ValueErrors; deep nesting recurses
            kept = self._keep_aside()
            said = _("Settings file could not be read: {reason}. Defaults restored (kept as "
                     "{file}).") if kept else _("Settings file could not be read: {reason}. "
                                               "Defaults restored.")
            return Settings(), said.format(reason=exc, file=kept.name if kept else "")

    def _keep_aside(self) -> Path | None:
        bad = self.path.with_name(self.path.name + ".bad")
        try:
            os.replace(self.path, bad)
            return bad
        except OSError:
            return None

    def save(self, settings: Settings) -> None:
        """Write atomically: temp file in the same folder, fsync, os.replace."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        payload = json.dumps(settings.to_json(), indent=2, sort_keys=True) + "\n"
        fd, temp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(payload)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temp, self.path)
        except BaseException:
            try:
                os.unlink(temp)
            except OSError:
                pass
            raise
