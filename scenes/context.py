"""The one object every scene receives: services, settings and navigation.

No module globals: the app builds a Context and passes it down; tests build
their own.  ``profile`` is a slot for the player profile (another issue); until
then the lobby shows ``bankroll_cents``.
"""
from __future__ import annotations

import random
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from scenes.manager import Scene, SceneManager
from scenes.resources import Resources
from scenes.settings_store import Settings, SettingsStore
from scenes.sound import SoundService
from scenes.widgets.toast import Toast

if TYPE_CHECKING:
    from scenes.registry import SceneRegistry

DEFAULT_BANKROLL_CENTS = 100_000  # 1,000.00 chips


class AppControls(Protocol):
    """What scenes may ask of the window (implemented by scenes.app.App)."""

    def quit(self) -> None: ...
    def set_fullscreen(self, on: bool) -> None: ...


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
        if self._follow is None:
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
    registry: "SceneRegistry"
    data_dir: Path
    controls: AppControls = field(default_factory=NullControls)
    seed_source: SeedSource = field(default_factory=SeedSource)
    toast: Toast = field(default_factory=Toast)
    profile: object | None = None
    bankroll_cents: int = DEFAULT_BANKROLL_CENTS

    # -- navigation -----------------------------------------------------
    def create_scene(self, name: str, **options) -> Scene:
        return self.registry.create(name, self, **options)

    def open_scene(self, name: str, **options) -> Scene:
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
    def update_settings(self, **changes) -> None:
        """Change settings, apply them to the services and save (errors → toast)."""
        self.settings = self.settings.with_(**changes)
        self.sound.set_volume(self.settings.volume)
        if "fullscreen" in changes:
            self.controls.set_fullscreen(self.settings.fullscreen)

    def save_settings(self) -> None:
        try:
            self.settings_store.save(self.settings)
        except OSError as exc:
            self.toast.show(f"Settings could not be saved: {exc.strerror or exc}")
