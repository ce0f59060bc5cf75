"""Which area's music plays: the topmost lobby or table in the scene stack
(a screen over a table, such as Settings, keeps the table's music)."""
from __future__ import annotations

from collections.abc import Iterable

from scenes.app.sound import Area
from scenes.app.table_modules import is_table

AREAS = {"lobby": Area.LOBBY, "showdown": Area.SHOWDOWN, "indian": Area.INDIAN}


def area_of(stack: Iterable[object]) -> Area | None:
    """The area of the topmost scene that has one; None for an empty stack."""
    scenes = list(stack)
    for scene in reversed(scenes):
        name = getattr(scene, "name", "")
        if name in AREAS:
            return AREAS[name]
        if is_table(name):
            return Area.DEALER          # Midnight, Classic: the dealer tables
    return Area.LOBBY if scenes else None
