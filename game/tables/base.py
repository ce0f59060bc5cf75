"""The surface every table shares (after OpenSpiel's State API).

    table.current_player()    who must act: a player index from 0, BETTING while
                              bets are open to every seat, None when nobody can
    table.legal_actions()     sorted; empty only when the match/round is over
    table.apply(action)       validates fully, then mutates; IllegalAction otherwise
    table.observation(p)      what player p may see, and nothing else
    table.events()            new events since the last call, in order (for the view)
    table.is_over()           the match (or, for dealer tables, nothing) is finished

Actions are small frozen dataclasses ordered by (kind, args) so that
``sorted(legal_actions)`` is meaningful; the table's Game
(``game/tables/<table>/game.py``) reads and writes them as words:
``game.parse(state, word)``, ``game.format(state, action)``.
"""
from __future__ import annotations

from typing import Any, Protocol

BETTING = -2  # like OpenSpiel's simultaneous player: any seat may bet now


class Table(Protocol):
    def current_player(self) -> int | None: ...
    def legal_actions(self) -> list[Any]: ...
    def apply(self, action: Any) -> None: ...
    def observation(self, player: int) -> Any: ...
    def events(self) -> list[Any]: ...
    def is_over(self) -> bool: ...


class EventLog:
    """Base of every table: the table (and its components) ``emit`` events;
    the view drains them in order with ``events()``. A table nobody watches
    (a simulation) is built with ``listening=False``: it keeps no events, and
    its hot paths check ``listening`` before they even build one."""

    def __init__(self, listening: bool = True) -> None:
        self._events: list[Any] = []
        self.listening = listening

    def emit(self, event: Any) -> None:
        if self.listening:
            self._events.append(event)

    def events(self) -> list[Any]:
        out, self._events = self._events, []
        return out
