"""What a networked table scene takes from its ``RemoteTable``, one piece at a time.

``RemoteTable.poll()`` hands over everything that arrived; the scene takes it
in order through ``Feed``, as ``Taken`` pieces:

* ``SeatUpdate`` — the table after one or more actions (this seat's view, as
  a ``SeatTable``) and the engine events to animate on the way there;
* ``Refusal`` — this seat's last word was not played, and the engine's reason;
* ``MatchEnd`` — the host revealed the seed: verified, or the first mismatch;
  or the host ended the match without a result (nothing counted);
* ``HostGone`` — the connection is lost;
* ``Seating`` — who sits where (names and AI levels), whenever it changes.

The scene may leave the next piece waiting (``peek`` without ``take``): after
a round's result it takes no later update until the player has seen that
result and pressed NEXT, as at a local table; the host plays on meanwhile.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from game.messages import Message
from scenes.tables.net.seat_table import SeatTable


class Remote(Protocol):
    """The part of ``game.net.remote.RemoteTable`` a scene uses."""
    table_name: str
    seat: int
    seats: int
    commitment: str

    def poll(self) -> list[Any]: ...
    def apply(self, action: Any) -> None: ...
    def decline(self) -> None: ...
    def leave(self) -> None: ...


@dataclass(frozen=True)
class SeatUpdate:
    table: SeatTable
    events: tuple[Any, ...]
    offer: bool = False          # the legal words are an out-of-turn item, or decline


@dataclass(frozen=True)
class Refusal:
    reason: str


@dataclass(frozen=True)
class MatchEnd:
    abandoned: bool              # ended by the host without a result: nothing counted
    mismatch: Message | None     # None: every card and result checked out
    winner: int | None = None    # 0-based seat
    ended: str = "won"           # "won", "capped" (the round cap) or "abandoned"

    @property
    def verified(self) -> bool:
        return not self.abandoned and self.mismatch is None


@dataclass(frozen=True)
class HostGone:
    reason: str


@dataclass(frozen=True)
class Seating:
    """Who sits where, as the host says whenever someone joins or drops:
    one (kind, name) per seat, kind "host", "remote" or "ai" (an AI's name
    is its level; a seat nobody has taken has no name)."""
    seats: tuple[tuple[str, str], ...]


Taken = SeatUpdate | Refusal | MatchEnd | HostGone | Seating


class Feed:
    """The pieces that arrived, in order, translated by ``translate`` (one
    happening of the remote table → zero or more pieces)."""

    def __init__(self, remote: Remote, translate: Callable[[Any], list[Taken]]) -> None:
        self.remote, self.translate = remote, translate
        self.queue: deque[Taken] = deque()
        self.gone = False

    def pull(self) -> None:
        """Everything the host sent since the last frame (never blocks)."""
        if self.gone:
            return
        for happening in self.remote.poll():
            for piece in self.translate(happening):
                self.queue.append(piece)
                self.gone = self.gone or isinstance(piece, HostGone)

    def peek(self) -> Taken | None:
        return self.queue[0] if self.queue else None

    def take(self) -> Taken:
        return self.queue.popleft()
