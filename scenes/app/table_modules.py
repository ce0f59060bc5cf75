"""The tables' names, titles and the module of each scene, read from
``scenes.tables.registry``.

A table's scene module is imported on first use (start-up stays fast); it
defines ``create_scene(context, **options)`` returning its scene.
"""
from __future__ import annotations

import importlib
from types import ModuleType

from scenes.tables.registry import find_view, view_names


class UnknownScene(KeyError):
    def __str__(self) -> str:
        return f"unknown scene {self.args[0]!r}"


def table_names() -> tuple[str, ...]:
    return view_names()


def is_table(name: object) -> bool:
    return find_view(name) is not None


def table_title(table: str) -> str:
    view = find_view(table)
    return view.title if view else table.title()


def title_or_name(name: str) -> str:
    """A table's title, or ``name`` itself when it is no table."""
    view = find_view(name)
    return view.title if view else name


def table_module(table: str) -> ModuleType:
    """The module of a table scene (imported on first use)."""
    view = find_view(table)
    if view is None:
        raise UnknownScene(table)
    return importlib.import_module(view.scene_module)
