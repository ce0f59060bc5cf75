"""What a table scene tells its saver after each applied action: one
signature for every table (``TableSaver.record(Played(...))``); and the one
way into a table scene that its parts (bets, advisor, seats) are given
(``ActingTable``: ``TableScene.act`` and ``refuse``)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from game.messages import Message


@dataclass(frozen=True)
class Played:
    engine: Any                 # the table's state, the action applied
    word: str | None = None     # the action's word; None: the engine dealt by itself
    action: Any = None          # the action itself (None with no word)


class TableSaver(Protocol):
    def record(self, played: Played) -> None:
        """Write ``played`` to the sitting's journal (nothing without one)."""
        ...


class ActingTable(Protocol):
    """``TableScene``'s one action path, as a part of a table scene calls it."""
    def act(self, action: Any) -> bool: ...
    def refuse(self, reason: Message | str) -> None: ...
