"""The one door from the waiting rooms to the networked table.

A guest's room hands over its ``RemoteTable`` with the happenings it has
already read (the first update: the table replays them first); the host's
room hands over its ``HostedMatch``, whose own seat joins as a client, with
the seats' names and AI levels it knows, and this window keeps watching for
guests who have gone (``DropWatch``) while the table is on top.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from scenes.app.context import Context
from scenes.app.scene import Scene
from scenes.net.drop_overlay import DropWatch

if TYPE_CHECKING:
    from game.net.session import HostedMatch


class Replayed:
    """A remote table whose first ``poll()`` hands over, first, what the
    waiting room already read from it; every other attribute is the table's."""

    def __init__(self, remote: Any, read: Sequence[Any]) -> None:
        self._remote, self._read = remote, list(read)

    def poll(self) -> list[Any]:
        read, self._read = self._read, []
        return read + list(self._remote.poll())

    def __getattr__(self, name: str) -> Any:
        return getattr(self._remote, name)


def table_scene_for(context: Context, remote: Any, on_leave: Callable[[], None] | None,
                    names: Sequence[str] | None, levels: Sequence[str | None] | None
                    ) -> Scene:
    """The networked table scene (``scenes.tables.net``), built lazily."""
    from scenes.tables.net.link import open_remote_table
    return open_remote_table(context, remote, on_leave, names=names, levels=levels)


def open_guest_table(context: Context, remote: Any, read: Sequence[Any] = ()) -> Scene:
    """Replace the guest's waiting room by the table at its seat."""
    scene = table_scene_for(context, Replayed(remote, read), None, None, None)
    context.manager.replace(scene)
    return scene


def open_host_table(context: Context, hosted: HostedMatch, link: Any,
                    names: Sequence[str]) -> Scene:
    """Replace the host's waiting room by the table at the host's own seat;
    leaving the table stops hosting.  The drop overlay comes up over it when
    a guest has been gone a while."""
    from game.net.remote import RemoteTable
    from game.net.session import SeatKind
    statuses = hosted.seats()
    shown = [names[i] if i < len(names) and names[i] else
             s.name if s.kind is not SeatKind.AI else f"AI {i + 1}"
             for i, s in enumerate(statuses)]
    levels = [p.level if p.kind is SeatKind.AI else None for p in hosted.plans]
    scene = table_scene_for(context, RemoteTable(link), hosted.close, shown, levels)
    watch_drops(context, scene, hosted)
    context.manager.replace(scene)
    return scene


def watch_drops(context: Context, scene: Scene, hosted: HostedMatch) -> DropWatch:
    """Each frame the table is on top, ask ``DropWatch`` whether a guest has
    been gone long enough to ask the host (the table scene itself stays as
    a guest's is)."""
    watch = DropWatch()
    own_update = scene.update

    def update(dt: float) -> None:
        own_update(dt)
        if context.manager.top is scene:
            watch.check(context, hosted)

    scene.update = update          # type: ignore[method-assign]
    return watch
