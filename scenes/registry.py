"""Scene names → factories.  Table scenes are imported lazily (start-up stays fast).

A table module ``scenes/<name>.py`` (midnight, classic, showdown, indian)
must define ``create_scene(context, **options) -> Scene`` — normally a
``TableScene`` subclass.  Until that module exists, the plain ``TableScene``
(markings only) stands in.  Optional screens (``history``, ``stats``) are
registered only when their module exists, so the lobby can hide their buttons.
"""
from __future__ import annotations

import importlib
import importlib.util
from typing import Callable

from scenes.manager import Scene

TABLE_NAMES = ("midnight", "classic", "showdown", "indian")
OPTIONAL_SCENES = ("history", "stats")
Factory = Callable[..., Scene]


class UnknownScene(KeyError):
    def __str__(self) -> str:
        return f"unknown scene {self.args[0]!r}"


def _module_exists(name: str) -> bool:
    try:
        return importlib.util.find_spec(f"scenes.{name}") is not None
    except (ImportError, ValueError):
        return False


def _module_factory(module_name: str) -> Factory:
    def factory(context, **options) -> Scene:
        module = importlib.import_module(f"scenes.{module_name}")
        return module.create_scene(context, **options)
    return factory


def _table_factory(table: str) -> Factory:
    def factory(context, **options) -> Scene:
        if _module_exists(table):
            module = importlib.import_module(f"scenes.{table}")
            return module.create_scene(context, **options)
        from scenes.table_base import TableScene
        return TableScene(context, table, **options)
    return factory


def _lobby(context, **options) -> Scene:
    from scenes.lobby import LobbyScene
    return LobbyScene(context, **options)


def _settings(context, **options) -> Scene:
    from scenes.settings import SettingsScene
    return SettingsScene(context, **options)


def _about(context, **options) -> Scene:
    from scenes.about import AboutScene
    return AboutScene(context, **options)


def _storage_problem(context, **options) -> Scene:
    from scenes.storage_problem import StorageProblemScene
    return StorageProblemScene(context, **options)


def _resume(context, **options) -> Scene:
    from scenes.resume_prompt import ResumePrompt
    return ResumePrompt(context, **options)


def _pause(context, table: str = "midnight", **options) -> Scene:
    from scenes.pause import PauseOverlay
    return PauseOverlay(context, table, **options)


def _rules(context, table: str = "midnight", **options) -> Scene:
    from scenes.rules_view import RulesView
    return RulesView(context, table, **options)


def _house_rules(context, **options) -> Scene:
    from scenes.house_rules import HouseRulesScene
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
            "training": _training("menu", "TrainingMenu"),            # the lobby's door
            "strategy_drill": _training("strategy_drill", "StrategyDrillScene"),
            "heat_map": _training("heat_map", "HeatMapScene"),
            "count_drill": _training("count_drill", "CountDrillScene"),
        }
        for table in TABLE_NAMES:
            self._factories[table] = _table_factory(table)
        for name in OPTIONAL_SCENES:
            if _module_exists(name):
                self._factories[name] = _module_factory(name)

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
