"""Sound effects by name; silently does nothing when there is no audio device."""
from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
from collections.abc import Iterator
from enum import Enum
from pathlib import Path

import pygame

log = logging.getLogger(__name__)


class SoundName(str, Enum):
    CARD = "card"
    CHIP = "chip"
    SHUFFLE = "shuffle"
    WIN = "win"
    LOSE = "lose"
    CLICK = "click"


def init_mixer() -> bool:
    """Try to open the audio device; False (and no exception) when there is none."""
    try:
        with driver_noise_to_log():
            pygame.mixer.pre_init(44100, -16, 2, 512)
            pygame.mixer.init()
        return pygame.mixer.get_init() is not None
    except (pygame.error, OSError) as exc:
        log.info("no audio: %s", exc)
        return False


STDERR_FD = 2


@contextlib.contextmanager
def driver_noise_to_log() -> Iterator[None]:
    """The audio libraries under SDL (ALSA's "cannot find card '0'" and the like)
    write straight to file descriptor 2 while SDL looks for a device: eight lines
    on the terminal of a machine with no sound card.  For the block, descriptor 2
    goes to a scratch file whose text ends in the log.  Sound is unchanged where
    a card exists: only messages are moved."""
    try:
        sys.stderr.flush()
        saved = os.dup(STDERR_FD)
    except (AttributeError, OSError, ValueError):   # no stderr at all (a windowed executable)
        yield
        return
    try:
        with tempfile.TemporaryFile() as sink:
            os.dup2(sink.fileno(), STDERR_FD)
            try:
                yield
            finally:
                os.dup2(saved, STDERR_FD)
                sink.seek(0)
                said = sink.read().decode("utf-8", "replace").strip()
                if said:
                    log.info("the audio driver said: %s", " | ".join(said.splitlines()))
    finally:
        os.close(saved)


class SoundService:
    """Loads ``<folder>/*.wav`` once and plays them at the settings volume."""

    def __init__(self, folder: Path, enabled: bool, volume: float = 0.7) -> None:
        self.enabled = enabled
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        if enabled:
            self._load_all(Path(folder))

    def _load_all(self, folder: Path) -> None:
        if not folder.is_dir():
            return
        for path in sorted(folder.glob("*.wav")):
            try:
                self._sounds[path.stem] = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError) as exc:
                log.warning("sound %s not loaded: %s", path.name, exc)

    @property
    def names(self) -> list[str]:
        return sorted(self._sounds)

    def set_volume(self, volume: float) -> None:
        self.volume = min(1.0, max(0.0, volume))

    def play(self, name: SoundName | str) -> None:
        if not self.enabled or self.volume <= 0:
            return
        key = name.value if isinstance(name, SoundName) else name
        sound = self._sounds.get(key)
        if sound is None:
            return
        try:
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error:
            pass  # a lost device mid-game is not worth a crash
