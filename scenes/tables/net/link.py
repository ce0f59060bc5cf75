"""From the ``RemoteTable``'s happenings to the pieces a table scene takes
(``feed``), and the scene for a remote table.

Each ``Started``/``Updated`` happening is one ``Update`` the host sent, kept in
order in ``remote.updates``; its observation and legal words become that
piece's ``SeatTable``, so the scene can show one update while later ones wait.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.ai.external import protocol
from game.errors import IllegalAction
from game.net import remote as net
from game.net import views
from scenes.app.context import Context
from scenes.app.scene import Scene
from scenes.tables.net.facts import SeatFacts, seat_facts
from scenes.tables.net.feed import HostGone, MatchEnd, Refusal, Seating, SeatUpdate, Taken
from scenes.tables.net.seat_table import seat_table


class Translator:
    """One remote table's happenings → pieces, reading each update's view."""

    def __init__(self, remote: Any) -> None:
        self.remote = remote
        self.read = 0                 # updates of ``remote.updates`` turned into pieces

    def __call__(self, happening: Any) -> list[Taken]:
        if isinstance(happening, (net.Started, net.Updated)):
            return [self._update(happening)]
        if isinstance(happening, net.ActionRefused):
            return [Refusal(happening.reason)]
        if isinstance(happening, net.MatchEnded):
            return [MatchEnd(happening.ended == "abandoned", happening.problem,
                             happening.winner, happening.ended)]
        if isinstance(happening, net.HostGone):
            return [HostGone(str(happening.why))]
        if isinstance(happening, net.SeatsChanged):
            return [Seating(tuple((s.kind, s.name) for s in happening.seats))]
        return []

    def _update(self, happening: Any) -> Taken:
        remote = self.remote
        sent = remote.updates[self.read]
        self.read += 1
        name = remote.table_name
        try:
            obs = views.decode_observation(name, sent.observation, remote.seat)
            words = [w for w in sent.legal if w != protocol.DECLINE] if sent.decision else []
            legal = [remote.game.parse(None, w) for w in words]
            events = (views.decode_events(name, sent.events, remote.seat)
                      if isinstance(happening, net.Started) else happening.events)
        except (views.ViewError, IllegalAction) as exc:   # checked once already
            return HostGone(str(exc))
        return SeatUpdate(seat_table(name, obs, legal), tuple(events),
                          offer=bool(sent.decision and sent.offer))


def open_remote_table(context: Context, remote: Any,
                      on_leave: Callable[[], None] | None = None, *,
                      names: Sequence[str] | None = None,
                      levels: Sequence[str | None] | None = None) -> Scene:
    """The table scene for ``remote`` (a ``game.net.remote.RemoteTable``):
    Indian or Showdown, looking from this player's seat.  ``on_leave`` runs
    when the table is left (the host's own window: stop hosting).  ``names``
    and ``levels`` (an AI level, or None for a person), one per seat, when the
    caller knows them (the host's window does); else "Player 2"…"""
    facts = seat_facts(remote, on_leave, names, levels)
    return table_scene(context, remote, facts)


def table_scene(context: Context, remote: Any, facts: SeatFacts) -> Scene:
    if facts.table_name == "indian":
        from scenes.tables.net.indian import RemoteIndianScene
        return RemoteIndianScene(context, remote, facts, Translator(remote))
    if facts.table_name == "showdown":
        from scenes.tables.net.showdown import RemoteShowdownScene
        return RemoteShowdownScene(context, remote, facts, Translator(remote))
    raise ValueError(f"no networked table {facts.table_name!r}")
