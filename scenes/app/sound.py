"""Sound effects by name, a music loop per area over the room tone, and three
volumes; silently does nothing when there is no audio device.

Channels: two for the music (one fades out while the other fades in, on a
change of area), one for the room tone, one for the dealer's voice; effects take
any other free channel.  Every level is set by ``update`` from the frame's
``dt``: crossfades and ducking (the music steps back under an important sound)
are a few multiplications a frame, never a wait."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
import threading
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

import pygame

log = logging.getLogger(__name__)


class SoundName(str, Enum):
    """The effects in ``assets/sounds`` (tools/art_sounds.py makes them)."""
    CARD_SLIDE = "card_slide"
    CARD_FLIP = "card_flip"
    CHIP_CLICK = "chip_click"
    CHIP_STACK_SMALL = "chip_stack_small"
    CHIP_STACK_LARGE = "chip_stack_large"
    CHIPS_SWEPT = "chips_swept"
    CHIPS_PAID = "chips_paid"
    SHUFFLE_MACHINE = "shuffle_machine"
    SHUFFLE_RIFFLE = "shuffle_riffle"
    CUT_CARD = "cut_card"
    BUTTON = "button"
    REFUSAL = "refusal"
    WIN = "win"
    BIG_WIN = "big_win"
    BLACKJACK = "blackjack"
    BUST = "bust"
    PUSH = "push"
    INSURANCE_PAID = "insurance_paid"
    POT_TAKEN = "pot_taken"
    ELIMINATION = "elimination"
    MATCH_WON = "match_won"
    MATCH_LOST = "match_lost"
    DEALER_SPEAKS = "dealer_speaks"


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


class Area(str, Enum):
    """Where the player is: each has its own music loop."""
    LOBBY = "lobby"
    DEALER = "dealer"
    SHOWDOWN = "showdown"
    INDIAN = "indian"


VOICE = frozenset({SoundName.DEALER_SPEAKS})
# The music steps back while one of these plays.
IMPORTANT = frozenset({SoundName.WIN, SoundName.BIG_WIN, SoundName.BLACKJACK, SoundName.BUST,
                       SoundName.POT_TAKEN, SoundName.ELIMINATION, SoundName.MATCH_WON,
                       SoundName.MATCH_LOST, SoundName.DEALER_SPEAKS,
                       SoundName.INSURANCE_PAID})
DUCK_LEVEL = 0.4            # the music's share of its volume while ducked
RAMP_SECONDS = 0.15         # duck and unduck this fast
CROSSFADE_SECONDS = 1.2
ROOM_SHARE = 0.8            # the room tone against the music volume
MUSIC_CHANNELS, ROOM_CHANNEL, VOICE_CHANNEL = (0, 1), 2, 3
ROOM_TONE = "room_tone"
QUIET_UPDATES = 2           # the first frame is drawn before any sound is decoded
CHANNELS = 16
# Every level is scaled by this: the effects are loud (-16 LUFS, peaks near full
# scale) and several at once, over the music, must not clip the mix.
HEADROOM = 0.6


@dataclass
class Volumes:
    music: float = 0.5
    effects: float = 0.7
    voice: float = 0.7


def _clamp(value: float) -> float:
    return min(1.0, max(0.0, float(value)))


def _approach(value: float, target: float, step: float) -> float:
    return min(target, value + step) if value < target else max(target, value - step)


class SoundService:
    """Loads ``<folder>/*.wav`` once; music loops from ``music_folder`` on first use."""

    def __init__(self, folder: Path, enabled: bool, volume: float = 0.7,
                 music_folder: Path | None = None, music: float = 0.5,
                 voice: float = 0.7, mute_unfocused: bool = True,
                 threaded: bool = True) -> None:
        self.enabled = enabled
        self.volumes = Volumes(_clamp(music), _clamp(volume), _clamp(voice))
        self.mute_unfocused = mute_unfocused
        self.focused = True
        self.played: deque[str] = deque(maxlen=256)   # what was sent to the mixer, newest last
        self.area: Area | None = None       # asked for by the scene stack
        self._shown: Area | None = None     # whose loop is playing (or fading in)
        self._starting = False              # a new area waits for its loop to load
        self.threaded = threaded
        self._loading: set[str] = set()
        self._this_frame: set[str] = set()   # sounds started since the last update
        self._folder = Path(folder)
        self._updates = 0                     # threads start after QUIET_UPDATES frames
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._loops: dict[str, pygame.mixer.Sound | None] = {}
        self._music_folder = Path(music_folder) if music_folder else None
        self._fades = [0.0, 0.0]      # each music channel's crossfade gain
        self._live = 0                # the music channel fading in (or playing)
        self._duck_left = 0.0         # seconds the music stays ducked
        self._duck = 1.0
        self._room = 0.0
        self._channels: list[pygame.mixer.Channel] = []
        if enabled:
            self._open_channels()
            # 23 effects take ~15 ms to decode: on a thread, once the first frame
            # is up (a sound asked for before it is loaded is simply not heard).
            if not threaded:
                self._load_all(Path(folder))

    # -- loading --------------------------------------------------------------
    def _load_all(self, folder: Path) -> None:
        if not folder.is_dir():
            return
        for path in sorted(folder.glob("*.wav")):
            try:     # one dict store per sound: safe while the game reads the dict
                self._sounds[path.stem] = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError) as exc:
                log.warning("sound %s not loaded: %s", path.name, exc)

    def _open_channels(self) -> None:
        try:
            pygame.mixer.set_num_channels(CHANNELS)
            pygame.mixer.set_reserved(VOICE_CHANNEL + 1)
            self._channels = [pygame.mixer.Channel(i) for i in range(VOICE_CHANNEL + 1)]
        except pygame.error as exc:
            log.info("no music channels: %s", exc)
            self._channels = []

    def _request(self, name: str) -> None:
        """Start loading loop ``name`` (on a thread when ``threaded``: a loop is
        ~10 ms of decoding, too long for the frame that changes the scene)."""
        if name in self._loops or name in self._loading or self._music_folder is None:
            return
        self._loading.add(name)
        if self.threaded:
            threading.Thread(target=self._load_loop, args=(name,), daemon=True,
                             name=f"club21-{name}").start()
        else:
            self._load_loop(name)

    def _load_loop(self, name: str) -> None:
        assert self._music_folder is not None
        path = self._music_folder / f"{name}.wav"
        try:
            sound: pygame.mixer.Sound | None = pygame.mixer.Sound(str(path))
        except (pygame.error, OSError) as exc:
            log.warning("music %s not loaded: %s", name, exc)
            sound = None
        self._loops[name] = sound           # one dict store: safe across threads

    def _ready(self, name: str) -> bool:
        return name in self._loops

    @property
    def names(self) -> list[str]:
        return sorted(self._sounds)

    # -- volumes ----------------------------------------------------------------
    @property
    def volume(self) -> float:
        """The effects volume (the one volume of older settings files)."""
        return self.volumes.effects

    def set_volume(self, volume: float) -> None:
        self.volumes.effects = _clamp(volume)

    def set_volumes(self, music: float, effects: float, voice: float) -> None:
        self.volumes = Volumes(_clamp(music), _clamp(effects), _clamp(voice))
        self._apply_levels()

    def set_focus(self, focused: bool) -> None:
        """The window came to the front or went behind another; also called
        again when the mute setting changes."""
        self.focused = focused
        self._apply_levels()
        if not self.enabled:
            return
        try:                        # what is sounding now stops too, and resumes after
            if self.muted:
                pygame.mixer.pause()
            else:
                pygame.mixer.unpause()
        except pygame.error:
            pass

    @property
    def muted(self) -> bool:
        return self.mute_unfocused and not self.focused

    # -- effects ----------------------------------------------------------------
    def play(self, name: SoundName | str) -> None:
        key = name.value if isinstance(name, SoundName) else name
        level = self.volumes.voice if key in VOICE else self.volumes.effects
        if not self.enabled or level <= 0 or self.muted:
            return
        sound = self._sounds.get(key)
        if sound is None or key in self._this_frame:
            return      # a skipped animation fires its steps at once: each sound once a frame
        try:
            sound.set_volume(level * HEADROOM)
            if key in VOICE and self._channels:
                self._channels[VOICE_CHANNEL].play(sound)
            else:
                sound.play()
        except pygame.error:
            return  # a lost device mid-game is not worth a crash
        self.played.append(key)
        self._this_frame.add(key)
        if key in IMPORTANT:
            self._duck_left = max(self._duck_left, sound.get_length())

    # -- music ------------------------------------------------------------------
    def set_area(self, area: Area | None) -> None:
        """Crossfade to ``area``'s loop once it is loaded (None: the music and
        the room tone fade out)."""
        if area == self.area:
            return
        self.area = area
        if not self.enabled or not self._channels:
            return
        self._starting = True
        if area is not None and not self.threaded:
            self._request(f"music_{area.value}")
            self._request(ROOM_TONE)

    def _start_area(self) -> None:
        """The area's loop is loaded (or failed to): fade it in on the other channel."""
        self._starting = False
        self._live = 1 - self._live
        area = self.area
        loop = self._loops.get(f"music_{area.value}") if area else None
        keep = {ROOM_TONE, *(f"music_{a.value}" for a in (area, self._shown) if a)}
        self._shown = area
        self._loading = {n for n in self._loading if n not in self._loops}   # loaded: done
        for name in [n for n in self._loops if n not in keep]:
            del self._loops[name]             # a channel still playing it keeps its own reference
        try:
            if loop is not None:
                self._fades[self._live] = 0.0
                self._channels[MUSIC_CHANNELS[self._live]].set_volume(0.0)
                self._channels[MUSIC_CHANNELS[self._live]].play(loop, loops=-1)
            room = self._loops.get(ROOM_TONE)
            if area and room is not None and not self._channels[ROOM_CHANNEL].get_busy():
                self._channels[ROOM_CHANNEL].set_volume(0.0)
                self._channels[ROOM_CHANNEL].play(room, loops=-1)
        except pygame.error:
            pass

    def update(self, dt: float) -> None:
        """Move the crossfade and the ducking on by ``dt`` seconds."""
        self._this_frame.clear()
        if not self.enabled or not self._channels:
            return
        self._updates += 1
        if self.threaded and self._updates == QUIET_UPDATES:
            threading.Thread(target=self._load_all, args=(self._folder,), daemon=True,
                             name="club21-sounds").start()
        if self.threaded and self._starting and self.area and self._updates >= QUIET_UPDATES:
            self._request(f"music_{self.area.value}")
            self._request(ROOM_TONE)
        if self._starting and (self.area is None or (
                self._ready(f"music_{self.area.value}") and self._ready(ROOM_TONE))):
            self._start_area()
        step = dt / CROSSFADE_SECONDS
        for i in (0, 1):
            playing = i == self._live and self._shown is not None
            self._fades[i] = _approach(self._fades[i], 1.0 if playing else 0.0, step)
        self._room = _approach(self._room, 1.0 if self._shown else 0.0, step)
        self._duck_left = max(0.0, self._duck_left - dt)
        self._duck = _approach(self._duck, DUCK_LEVEL if self._duck_left else 1.0,
                               dt * (1 - DUCK_LEVEL) / RAMP_SECONDS)
        self._apply_levels()

    def music_level(self, channel: int) -> float:
        """What music channel ``channel`` (0 or 1) is set to now."""
        if self.muted:
            return 0.0
        return self.volumes.music * self._fades[channel] * self._duck * HEADROOM

    def _apply_levels(self) -> None:
        if not self._channels:
            return
        try:
            for i, number in enumerate(MUSIC_CHANNELS):
                channel = self._channels[number]
                level = self.music_level(i)
                if level <= 0 and self._fades[i] <= 0 and channel.get_busy() and i != self._live:
                    channel.stop()              # faded out: free the loop
                channel.set_volume(level)
            room = 0.0 if self.muted else self.volumes.music * ROOM_SHARE * self._room * HEADROOM
            self._channels[ROOM_CHANNEL].set_volume(room)
            self._channels[VOICE_CHANNEL].set_volume(0.0 if self.muted else 1.0)
        except pygame.error:
            pass
