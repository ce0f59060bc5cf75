"""Scene names → factories, every one listed here.  Scenes are imported
lazily, when first opened, so start-up stays fast.

A table module (``scenes.app.table_modules``) defines
``create_scene(context, **options)`` returning its scene; every other scene
has a small factory below.  No scene imports this module: scenes open one
another by name through ``Context.open_scene``.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenes.app.context import Context
from scenes.app.scene import Scene
from scenes.app.table_modules import UnknownScene, table_module, table_names

Factory = Callable[..., Scene]


def _table_factory(table: str) -> Factory:
    def factory(context: Context, **options: Any) -> Scene:
        scene: Scene = table_module(table).create_scene(context, **options)
        return scene
    return factory


def _lobby(context: Context, **options: Any) -> Scene:
    from scenes.screens.lobby import LobbyScene
    return LobbyScene(context, **options)


def _settings(context: Context, **options: Any) -> Scene:
    from scenes.screens.settings import SettingsScene
    return SettingsScene(context, **options)


def _keys(context: Context, **options: Any) -> Scene:
    from scenes.screens.keys_page import KeysPage
    return KeysPage(context, **options)


def _sound_settings(context: Context, **options: Any) -> Scene:
    from scenes.screens.sound_settings import SoundSettingsScene
    return SoundSettingsScene(context, **options)


def _about(context: Context, **options: Any) -> Scene:
    from scenes.screens.about import AboutScene
    return AboutScene(context, **options)


def _storage_problem(context: Context, **options: Any) -> Scene:
    from scenes.dialogs.storage_problem import StorageProblemScene
    return StorageProblemScene(context, **options)


def _resume(context: Context, **options: Any) -> Scene:
    from scenes.dialogs.resume_prompt import ResumePrompt
    return ResumePrompt(context, **options)


def _pause(context: Context, table: str = "midnight", **options: Any) -> Scene:
    from scenes.dialogs.pause import PauseOverlay
    return PauseOverlay(context, table, **options)


def _rules(context: Context, table: str = "midnight", **options: Any) -> Scene:
    from scenes.screens.rules_view import RulesView
    return RulesView(context, table, **options)


def _history(context: Context, **options: Any) -> Scene:
    from scenes.screens.history import create_scene
    return create_scene(context, **options)


def _stats(context: Context, **options: Any) -> Scene:
    from scenes.screens.stats import create_scene
    return create_scene(context, **options)


def _join(context: Context, **options: Any) -> Scene:
    from scenes.net.join import JoinScene
    return JoinScene(context, **options)


def _host_room(context: Context, **options: Any) -> Scene:
    from scenes.net.host_room import HostRoom
    return HostRoom(context, **options)


def _house_rules(context: Context, **options: Any) -> Scene:
    from scenes.screens.house_rules import HouseRulesScene
    return HouseRulesScene(context, **options)


def _training(context: Context, **options: Any) -> Scene:
    from scenes.training.menu import TrainingMenu
    return TrainingMenu(context, **options)


def _strategy_drill(context: Context, **options: Any) -> Scene:
    from scenes.training.strategy_drill import StrategyDrillScene
    return StrategyDrillScene(context, **options)


def _heat_map(context: Context, **options: Any) -> Scene:
    from scenes.training.heat_map import HeatMapScene
    return HeatMapScene(context, **options)


def _count_drill(context: Context, **options: Any) -> Scene:
    from scenes.training.count_drill import CountDrillScene
    return CountDrillScene(context, **options)


class SceneRegistry:
    def __init__(self) -> None:
        self._factories: dict[str, Factory] = {
            "lobby": _lobby,
            "settings": _settings,
            "about": _about,                       # version and licences, from Settings
            "keys": _keys,                         # the player's own keys, from Settings
            "sound_settings": _sound_settings,     # the three volumes, from Settings
            "pause": _pause,
            "rules": _rules,
            "house_rules": _house_rules,           # Midnight and Classic, lobby or pause
            "storage_problem": _storage_problem,   # the save needs the player's decision
            "resume": _resume,                     # an interrupted sitting at start
            "history": _history,
            "join": _join,                         # join a game over the network, lobby
            "stats": _stats,
            "training": _training,                 # the lobby's door
            "strategy_drill": _strategy_drill,
            "heat_map": _heat_map,
            "count_drill": _count_drill,
        }
        for table in table_names():
            self._factories[table] = _table_factory(table)
        # Scenes only the game itself opens, with the parts they need (never by
        # name alone: not in ``names()``, so not in --scene, --smoke or the
        # monkey tests). Through the registry so their openers need not import them.
        self._inner: dict[str, Factory] = {
            "host_room": _host_room,               # the host's waiting room: a HostedMatch
        }

    def register(self, name: str, factory: Factory) -> None:
        self._factories[name] = factory

    def has(self, name: str) -> bool:
        """A scene that can be opened by name alone (--scene, paths)."""
        return name in self._factories

    def names(self) -> list[str]:
        return list(self._factories)

    def create(self, name: str, context: Context, **options: Any) -> Scene:
        factory = self._factories.get(name) or self._inner.get(name)
        if factory is None:
            raise UnknownScene(name)
        return factory(context, **options)
