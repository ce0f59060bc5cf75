"""Network play without sockets, for tests of the table scenes: the host's
real ``WindowMatch`` (engine, AI seats, updates, refusals, the end and its
seed) on a thread, its guests joined by in-memory links. Every message still
goes through the schema's encode and strict decode, so a scene test sees what
a real guest would.

    match, links = memory_match("indian", ["guest", "normal"], seed=7)
    table = RemoteTable(links[0])         # seat 1, played by the test
    ... table.poll(), table.apply(...) ...
    match.close()
"""
from __future__ import annotations

import queue
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.messages import message
from game.net.host import Seat, SeatState
from game.net.link import HOST_GONE, Gone, wait_for_inbox
from game.net.match import GUEST, Outcome
from game.net.schema import Action, Message, Rejected, Welcome, decode, encode
from game.net.window_match import WindowMatch

FAKE_CODE = "ABCDEFGHJK"


class MemoryLink:
    """One guest's link to a ``MemoryHost`` (the ``remote.Link`` surface)."""

    def __init__(self, host: MemoryHost, seat: int, welcome: Welcome):
        self.host, self.seat, self.welcome = host, seat, welcome
        self.inbox: queue.Queue[Message | Gone] = queue.Queue()
        self.closed = False

    def send(self, message: Message) -> None:
        if self.closed:
            raise ConnectionError("closed")
        got = _through_the_wire(message)
        if isinstance(got, Action):
            self.host.seats[self.seat].answers.put(got)

    def take(self) -> list[Message | Gone]:
        out: list[Message | Gone] = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def wait(self, timeout: float) -> bool:
        return wait_for_inbox(self.inbox, timeout)

    def close(self, reason: str = "") -> None:
        """Leaves the table; the seat waits for ``MemoryHost.join`` again."""
        if not self.closed:
            self.closed = True
            self.host.leave(self.seat, self)


def _through_the_wire(message: Message) -> Message:
    parsed = decode(encode(message, 0))
    assert not isinstance(parsed, Rejected), f"{message} does not pass the schema: {parsed}"
    return parsed[1]


class MemoryHost:
    """The surface of ``host.Host`` that ``NetMatch`` uses, in memory."""

    def __init__(self, table: str, guest_seats: list[int], welcome: Any):
        self.table, self.welcome = table, welcome
        self.seats = {i: Seat(i) for i in guest_seats}
        self.links: dict[int, MemoryLink] = {}
        self.dropped: list[tuple[str, str]] = []
        self.on_change: Any = None
        self._lock = threading.Lock()

    def start(self) -> int:
        return 0

    def close(self, reason: str = "") -> None:
        with self._lock:
            links = list(self.links.values())
        for link in links:
            link.inbox.put(Gone(message(HOST_GONE), reason))

    def join(self, seat: int, name: str = "guest") -> MemoryLink:
        """A guest takes (or takes back) ``seat``: its welcome, then the
        question it was asked."""
        link = MemoryLink(self, seat, self.welcome(seat))
        with self._lock:
            s = self.seats[seat]
            s.name, s.ever_joined, s.gone_since = name, True, None
            s.connection = True  # type: ignore[assignment]   # only "is not None" is read
            self.links[seat] = link
            pending = s.resume()
        if self.on_change is not None:
            self.on_change()
        if pending is not None:
            link.inbox.put(_through_the_wire(pending))
        return link

    def tell_all(self, message: Message) -> None:
        """To every joined guest; the question a seat is asked stays pending."""
        with self._lock:
            links = list(self.links.values())
        for link in links:
            link.inbox.put(_through_the_wire(message))

    def leave(self, seat: int, link: MemoryLink) -> None:
        with self._lock:
            if self.links.get(seat) is link:
                del self.links[seat]
                self.seats[seat].connection = None
                self.seats[seat].gone_since = time.monotonic()
            else:
                return
        if self.on_change is not None:
            self.on_change()

    def connected(self) -> set[int]:
        with self._lock:
            return set(self.links)

    def states(self) -> dict[int, SeatState]:
        now = time.monotonic()
        with self._lock:
            return {i: SeatState(i, s.name, i in self.links,
                                 None if i in self.links or s.gone_since is None
                                 else now - s.gone_since) for i, s in self.seats.items()}

    def wait_for(self, seats: set[int], timeout: float) -> bool:
        return seats <= self.connected()

    def send(self, seat: int, message: Message, *, pending: bool = False) -> None:
        with self._lock:
            self.seats[seat].pending = message if pending else None
            link = self.links.get(seat)
        if link is not None:
            link.inbox.put(_through_the_wire(message))

    def send_each(self, messages: Mapping[int, Message]) -> None:
        for seat, sent in messages.items():
            self.send(seat, sent)

    def answer(self, seat: int, decision: int, timeout: float) -> str | None:
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            try:
                action = self.seats[seat].answers.get(timeout=left)
            except queue.Empty:
                return None
            if action.decision == decision:
                return action.word


@dataclass
class MemoryMatch(WindowMatch):
    """A ``WindowMatch`` whose guests are in memory (``memory_match``)."""
    outcome: Outcome | None = None
    thread: threading.Thread | None = field(default=None, repr=False)

    def _make_host(self) -> Any:
        host = MemoryHost(self.table_name, self.guests, self._welcome)
        host.on_change = self._seating_changed
        return host

    def begin(self) -> None:
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        self.outcome = self.play()

    def close(self, reason: str = "the match is over") -> None:
        self.abandon()
        if self.thread is not None:
            self.thread.join(timeout=10)
        self.host.close(reason)


def memory_match(table: str, seats: list[str], seed: int = 1,
                 setup: dict[str, Any] | None = None,
                 ) -> tuple[MemoryMatch, dict[int, MemoryLink]]:
    """A match already playing: ``seats`` are ``"guest"`` or AI levels; the
    links of the guest seats (0-based) are joined."""
    from game.net.headless import host_setup
    match = MemoryMatch(table, seed, setup if setup is not None else host_setup(table, seats),
                        seats, FAKE_CODE)
    host: MemoryHost = match.host  # type: ignore[assignment]
    links = {i: host.join(i, f"guest {i + 1}") for i, s in enumerate(seats) if s == GUEST}
    match.begin()
    return match, links
