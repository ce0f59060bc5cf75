"""The four tables: their names, their titles and the module of each scene.

A table's scene module is imported on first use (start-up stays fast); it
defines ``create_scene(context, **options)`` returning its scene.
"""
from __future__ import annotations

import importlib
from types import ModuleType

TABLE_NAMES = ("midnight", "classic", "showdown", "indian")
TABLE_TITLES = {
    "midnight": "Midnight Blackjack",
    "classic": "Classic Shoe",
    "showdown": "Blackjack Showdown",
    "indian": "Indian Blackjack",
}
TABLE_MODULES = {
    "midnight": "scenes.tables.dealer.midnight",
    "classic": "scenes.tables.dealer.classic",
    "showdown": "scenes.tables.showdown.scene",
    "indian": "scenes.tables.indian.scene",
}


class UnknownScene(KeyError):
    def __str__(self) -> str:
        return f"unknown scene {self.args[0]!r}"


def table_title(table: str) -> str:
    return TABLE_TITLES.get(table, table.title())


def table_module(table: str) -> ModuleType:
    """The module of a table scene (imported on first use)."""
    try:
        return importlib.import_module(TABLE_MODULES[table])
    except KeyError:
        raise UnknownScene(table) from None
