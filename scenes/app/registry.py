"""Scene names → factories, every one listed here.  Table scenes are imported
lazily, when first opened, so start-up stays fast.

A table module (``TABLE_MODULES``) defines ``create_scene(context, **options)``
returning its scene; every other scene has a small factory below.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType

from scenes.app.manager import Scene

TABLE_NAMES = ("midnight", "classic", "showdown", "indian")
TABLE_MODULES = {
    "midnight": "scenes.tables.dealer.midnight",
    "classic": "scenes.tables.dealer.classic",
    "showdown": "scenes.tables.showdown.scene",
    "indian": "scenes.tables.indian.scene",
}
Factory = Callable[..., Scene]


class UnknownScene(KeyError):
    def __str__(self) -> str:
        return f"unknown scene {self.args[0]!r}"


def table_module(table: str) -> ModuleType:
    """The module of a table scene (imported on first use)."""
    try:
        return importlib.import_module(TABLE_MODULES[table])
    except KeyError:
        raise UnknownScene(table) from None


def _table_factory(table: str) -> Factory:
    def factory(context, **options) -> Scene:
        return table_module(table).create_scene(context, **options)
    return factory


def _lobby(context, **options) -> Scene:
    from scenes.screens.lobby import LobbyScene
    return LobbyScene(context, **options)


def _settings(context, **options) -> Scene:
    from scenes.screens.settings import SettingsScene
    return SettingsScene(context, **options)


def _about(context, **options) -> Scene:
    from scenes.screens.about import AboutScene
    return AboutScene(context, **options)


def _storage_problem(context, **options) -> Scene:
    from scenes.dialogs.storage_problem import StorageProblemScene
    return StorageProblemScene(context, **options)


def _resume(context, **options) -> Scene:
    from scenes.dialogs.resume_prompt import ResumePrompt
    return ResumePrompt(context, **options)


def _pause(context, table: str = "midnight", **options) -> Scene:
    from scenes.dialogs.pause import PauseOverlay
    return PauseOverlay(context, table, **options)


def _rules(context, table: str = "midnight", **options) -> Scene:
    from scenes.screens.rules_view import RulesView
    return RulesView(context, table, **options)


def _history(context, **options) -> Scene:
    from scenes.screens.history import create_scene
    return create_scene(context, **options)


def _stats(context, **options) -> Scene:
    from scenes.screens.stats import create_scene
    return create_scene(context, **options)


def _house_rules(context, **options) -> Scene:
    from scenes.screens.house_rules import HouseRulesScene
    return HouseRulesScene(context, **options)


def _training(module: str, cls: str) -> Factory:
    def factory(context, **options) -> Scene:
        found = getattr(importlib.import_module(f"scenes.training.{module}"), cls)
        return found(context, **options)
    return factory


class SceneRegistry:
    def __init__(self) -> None:
        self._factories: dict[str, Factory] = {
            "lobby": _lobby,
            "settings": _settings,
            "about": _about,                       # version and licences, from Settings
            "pause": _pause,
            "rules": _rules,
            "house_rules": _house_rules,           # Midnight and Classic, lobby or pause
            "storage_problem": _storage_problem,   # the save needs the player's decision
            "resume": _resume,                     # an interrupted sitting at start
            "history": _history,
            "stats": _stats,
            "training": _training("menu", "TrainingMenu"),            # the lobby's door
            "strategy_drill": _training("strategy_drill", "StrategyDrillScene"),
            "heat_map": _training("heat_map", "HeatMapScene"),
            "count_drill": _training("count_drill", "CountDrillScene"),
        }
        for table in TABLE_NAMES:
            self._factories[table] = _table_factory(table)

    def register(self, name: str, factory: Factory) -> None:
        self._factories[name] = factory

    def has(self, name: str) -> bool:
        return name in self._factories

    def names(self) -> list[str]:
        return list(self._factories)

    def create(self, name: str, context, **options) -> Scene:
        try:
            factory = self._factories[name]
        except KeyError:
            raise UnknownScene(name) from None
        return factory(context, **options)
