"""Every table the screens show, listed once: the one place in ``scenes/``
that names them all (the engine's list is ``game.tables.registry``).

    view_for("classic").felt          # a TableView: title, felt, layout, keys, ...
    views()                           # in lobby and Statistics order
    register(view)                    # a further table (a test's, a variant)
    screen_key_maps()                 # the keys of every table and its own screens
"""
from __future__ import annotations

from scenes.app.keymap import KeyMap
from scenes.tables.dealer.view_spec import CLASSIC_VIEW, MIDNIGHT_VIEW
from scenes.tables.indian.view_spec import INDIAN_VIEW
from scenes.tables.showdown.view_spec import SHOWDOWN_VIEW
from scenes.tables.view_spec import TableView

_VIEWS: dict[str, TableView] = {}


def register(view: TableView) -> None:
    """Add ``view`` (after those already there); a name is registered once."""
    if view.name in _VIEWS and _VIEWS[view.name] is not view:
        raise ValueError(f"table {view.name!r} is registered already")
    _VIEWS[view.name] = view


def unregister(name: str) -> None:
    """Take a table added by ``register`` out again (a test's, when it is done)."""
    _VIEWS.pop(name, None)


def views() -> tuple[TableView, ...]:
    return tuple(_VIEWS.values())


def view_names() -> tuple[str, ...]:
    return tuple(_VIEWS)


def find_view(name: object) -> TableView | None:
    """The view of ``name``, or None when it is no table (a screen's name)."""
    return _VIEWS.get(name) if isinstance(name, str) else None


def short_title(name: str) -> str:
    """A table's Statistics heading, or ``name`` itself when it is no table."""
    view = find_view(name)
    return view.short_title if view else name


def screen_key_maps() -> dict[str, KeyMap]:
    """Screen name -> keys, for every table and each table's own screens."""
    maps = {view.name: view.key_map for view in _VIEWS.values()}
    for view in _VIEWS.values():
        maps.update(view.screen_keys)
    return maps


def view_for(name: str) -> TableView:
    view = find_view(name)
    if view is None:
        raise KeyError(name)
    return view


for _view in (MIDNIGHT_VIEW, CLASSIC_VIEW, SHOWDOWN_VIEW, INDIAN_VIEW):
    register(_view)
