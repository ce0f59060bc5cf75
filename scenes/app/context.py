"""The one object every scene receives: services, settings and navigation.

No module globals: the app builds a Context and passes it down; tests build
their own.  ``profile`` is the player's ``game.storage.Profile`` once
``scenes.app.startup`` has opened the save (None before that, in tests that build
no profile, and while the storage-problem screen waits for the player);
``opened`` is the ``game.storage.Opened`` of this start.

``bankroll_cents`` follows ``profile.bankroll_cents`` (the chips in the rack,
live from the save).  With a profile open, assigning it changes nothing: money
moves only through the profile's journal (docs/architecture.md, "Profile
hooks").  Without one it is a plain value (tests, tools).
"""
from __future__ import annotations

import random
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from game.messages import Message
from scenes.app import i18n
from scenes.app.manager import SceneManager, Stacked
from scenes.app.message_log import MessageLog
from scenes.app.resources import Resources
from scenes.app.settings_store import AnimSpeed, Settings, SettingsStore
from scenes.app.sound import SoundService
from scenes.dialogs.save_fault import SaveFault
from scenes.widgets.toast import Toast

if TYPE_CHECKING:
    # Types only: the save's modules (sqlite, json) load after the first frame.
    from game.storage.profile import Profile
    from game.storage.store import Opened

DEFAULT_BANKROLL_CENTS = 100_000  # 1,000.00 chips


class AppControls(Protocol):
    """What scenes may ask of the window (implemented by scenes.app.loop.App)."""

    def quit(self) -> None: ...
    def set_fullscreen(self, on: bool) -> None: ...


class SceneFactories(Protocol):
    """Scene names -> new scenes (implemented by scenes.app.registry.SceneRegistry)."""

    def create(self, name: str, context: Context, **options: Any) -> Stacked: ...
    def has(self, name: str) -> bool: ...
    def names(self) -> list[str]: ...


class NullControls:
    """Controls for tests and tools that have no real window."""

    def __init__(self) -> None:
        self.quit_requested = False
        self.fullscreen = False

    def quit(self) -> None:
        self.quit_requested = True

    def set_fullscreen(self, on: bool) -> None:
        self.fullscreen = on


class SeedSource:
    """Seeds for new shoes/matches: 128 bits from ``secrets`` in normal play.

    With ``fixed`` (``--seed S``) the first seed is S and later ones follow
    deterministically from it, so a screenshot or replay is reproducible.
    """

    def __init__(self, fixed: int | None = None) -> None:
        self.fixed = fixed
        self._follow = random.Random(fixed) if fixed is not None else None
        self._first = True

    def next_seed(self) -> int:
        if self._follow is None or self.fixed is None:
            return secrets.randbits(128)
        if self._first:
            self._first = False
            return self.fixed
        return self._follow.getrandbits(128)


@dataclass
class Context:
    resources: Resources
    sound: SoundService
    settings: Settings
    settings_store: SettingsStore
    manager: SceneManager
    registry: SceneFactories
    data_dir: Path
    controls: AppControls = field(default_factory=NullControls)
    seed_source: SeedSource = field(default_factory=SeedSource)
    toast: Toast = field(default_factory=Toast)
    profile: Profile | None = None
    opened: Opened | None = None         # set by scenes.app.startup
    profile_loading: bool = False        # the save opens just after the first frame
    save_fault: SaveFault | None = None  # a write is failing
    fallback_bankroll_cents: int = DEFAULT_BANKROLL_CENTS  # used when no profile is open
    # ``--seed S``: a practice session.  A chosen seed must never deal on the real
    # bankroll (whoever chose it knows the cards), so the tables neither read nor
    # write the save: they play on ``fallback_bankroll_cents`` and show PRACTICE.
    practice: bool = False
    # The guided first round's tips (scenes.dialogs.guide): for players.  Tests,
    # smoke runs, screenshots and benchmarks (a strict App) drive the tables
    # with words, and a tip waiting for "Got it" would hold them.
    tips_allowed: bool = True
    # The last input came from a gamepad: the keys card names its buttons.
    pad_in_use: bool = False
    # The last refusals and dealer's words, to read again (M at a table).
    messages: MessageLog = field(default_factory=MessageLog)

    def __post_init__(self) -> None:
        self.toast.heard = self.messages.add      # a toast can be read again too
        self.toast.linger = self.reading_time

    def reading_time(self) -> float:
        """How much longer than usual a message stays: twice at the Slow speed."""
        return 2.0 if self.settings.anim_speed is AnimSpeed.SLOW else 1.0

    # -- money ----------------------------------------------------------
    @property
    def bankroll_cents(self) -> int:
        if self.profile is not None and not self.practice:
            return self.profile.bankroll_cents
        return self.fallback_bankroll_cents

    @bankroll_cents.setter
    def bankroll_cents(self, cents: int) -> None:
        # With a profile the save is the truth: a table reports money through
        # profile.record_action / settle_round, never by assigning it here.
        if self.profile is None or self.practice:
            self.fallback_bankroll_cents = cents

    # -- navigation -----------------------------------------------------
    def create_scene(self, name: str, **options: Any) -> Stacked:
        return self.registry.create(name, self, **options)

    def open_scene(self, name: str, **options: Any) -> Stacked:
        """Create scene ``name`` from the registry and push it."""
        return self.manager.push(self.create_scene(name, **options))

    def back_to_lobby(self) -> None:
        """Pop down to the lobby, or start a fresh one if the game began elsewhere."""
        lobby = self.manager.find(lambda s: s.name == "lobby")
        if lobby is not None:
            self.manager.pop_to(lobby)
        else:
            self.manager.clear()
            self.open_scene("lobby")

    # -- settings -------------------------------------------------------
    def update_settings(self, **changes: Any) -> None:
        """Change settings, apply them to the services and save (errors → toast)."""
        self.settings = self.settings.with_(**changes)
        self.sound.set_volumes(self.settings.music_volume, self.settings.volume,
                               self.settings.voice_volume)
        self.sound.mute_unfocused = self.settings.mute_unfocused
        self.sound.set_focus(self.sound.focused)
        if "fullscreen" in changes:
            self.controls.set_fullscreen(self.settings.fullscreen)
        if "language" in changes:
            self.apply_language()
        if "text_size" in changes:
            self.apply_text_size()

    def apply_text_size(self) -> None:
        """Draw every text at the chosen size now: scenes rebuild what they
        drew once (as after a language switch), so the change shows at once."""
        self.resources.set_text_scale(self.settings.text_size.value)
        for scene in self.manager.stack:
            getattr(scene, "language_changed", lambda: None)()

    def apply_language(self) -> None:
        """Switch to the chosen language and let every scene rebuild its texts."""
        i18n.set_language(i18n.parse_language(self.settings.language)
                          or i18n.chosen_language(None))
        for scene in self.manager.stack:
            getattr(scene, "language_changed", lambda: None)()

    def apply_key_choices(self) -> None:
        """Use the keys the settings chose (a choice that cannot be used: the
        default keys, and the player is told) and let every scene rebuild
        the key names on its buttons."""
        from scenes.app import key_choice, keymap
        try:
            chosen = key_choice.parse(self.settings.keys)
        except key_choice.KeyChoiceError as exc:
            chosen = {}
            self.settings = self.settings.with_(keys={})
            self.toast.show(i18n._("Your chosen keys could not be used ({reason}): the "
                                   "default keys are back.").format(reason=exc), 8.0)
        keymap.choose_keys(chosen)
        for scene in self.manager.stack:
            getattr(scene, "language_changed", lambda: None)()

    def choose_key(self, action: str, key: int | None) -> Message | None:
        """Give ``action`` the key ``key`` (None: its default again) and save;
        the reason it may not (the key means something else there) or None."""
        from scenes.app import key_choice, keymap
        chosen = keymap.chosen_keys()
        chosen.pop(action, None)
        binding = key_choice.choosable(action)
        if binding is not None and key is not None and key not in binding.defaults:
            clash = key_choice.clash_for(action, key, chosen)
            if clash is not None:
                return clash.message()
            chosen[action] = key
        self.settings = self.settings.with_(keys=key_choice.saved_form(chosen))
        self.apply_key_choices()
        self.save_settings()
        return None

    def save_settings(self) -> None:
        try:
            self.settings_store.save(self.settings)
        except OSError as exc:
            self.toast.show(i18n._("Settings could not be saved: {reason}").format(
                reason=exc.strerror or exc))
