"""The one door from these screens to the networked table.

The waiting rooms open the table through the scene registry under
``NET_TABLE`` (the networked table scene registers there), handing it the
player's ``GuestLink`` and, on the host, the ``HostedMatch`` its drop overlay
needs.  Everything else in ``scenes.net`` stays unaware of the table scene.
"""
from __future__ import annotations

from typing import Any

from scenes.app.context import Context
from scenes.app.i18n import _

NET_TABLE = "net_table"


def open_network_table(context: Context, link: Any, hosted: Any = None, **more: Any) -> bool:
    """Replace the waiting room on top by the table playing ``link``'s seat;
    False (and the player told) when this build has no networked table.
    ``more``: a guest's room hands on its ``remote`` table and the ``pending``
    happenings it has read (the first update)."""
    if not context.registry.has(NET_TABLE):
        context.toast.show(_("This build cannot show a network table."))
        return False
    scene = context.create_scene(NET_TABLE, link=link, hosted=hosted, **more)
    context.manager.replace(scene)
    return True
