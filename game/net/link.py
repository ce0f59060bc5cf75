"""Joining a host from a window: ``GuestLink`` (any address, the room code,
a player-readable reason when it cannot), read by a thread of its own into a
queue that a frame loop drains without waiting. ``remote.py`` reads it.
"""
from __future__ import annotations

import queue
import threading
from dataclasses import dataclass
from typing import Any, Protocol

from game.messages import N_, Message, message
from game.net import crypto
from game.net.guest import CONNECT_TIMEOUT_S, Guest, GuestError
from game.net.schema import Message as WireMessage
from game.net.schema import Welcome

ADDRESS_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:_")
NO_HOST = N_("No table answers at {address}")
WRONG_CODE = N_("The room code is wrong")
TABLE_FULL = N_("The table is full")
NOT_A_TABLE = N_("{address} is not a Club 21 table")
NOT_AN_ADDRESS = N_("{address} is not an address")
NOT_A_CODE = N_("A room code has 10 letters and digits, like ABCDE-FGHJK")
HOST_GONE = N_("The host is gone: the match ended, nothing counted")
HOST_ENDED = N_("The host ended the match: nothing counted")
BAD_HOST = N_("The host sent something this game cannot show: the match ended, nothing counted")
NOT_YOUR_MOVE = N_("It is not your move now")


class JoinError(GuestError):
    """Could not join; ``why`` is a sentence for the player (translatable)."""

    def __init__(self, why: Message):
        super().__init__(str(why))
        self.why = why


@dataclass(frozen=True)
class Gone:
    """The connection ended; ``why`` for the player, ``detail`` for the log."""
    why: Message
    detail: str = ""


class Link(Protocol):
    """What a RemoteTable needs of its connection (``GuestLink``, or the
    in-memory ``fake.MemoryLink`` of the tests)."""
    welcome: Welcome

    def send(self, message: WireMessage) -> None: ...
    def take(self) -> list[WireMessage | Gone]: ...
    def wait(self, timeout: float) -> bool: ...
    def close(self, reason: str = ...) -> None: ...


class GuestLink:
    """One guest's connection to a host: joined and welcomed, then read by a
    thread of its own into a queue that ``take()`` drains without waiting."""

    def __init__(self, guest: Guest, welcome: Welcome, early: list[WireMessage]):
        self.guest, self.welcome = guest, welcome
        self._inbox: queue.Queue[WireMessage | Gone] = queue.Queue()
        for m in early:
            self._inbox.put(m)
        self._closed = threading.Event()
        self._thread = threading.Thread(target=self._read, name="club21-net-guest",
                                        daemon=True)
        self._thread.start()

    @classmethod
    def connect(cls, address: str, port: int, code: str, name: str, *, seat: int = 0,
                token: str = "") -> GuestLink:
        """Joins the table at ``address:port`` with the room ``code`` as
        ``name``; JoinError (its ``why`` for the player) if it cannot: no
        host, wrong code, table full, not an address. It blocks (the room
        key's Argon2id, then up to 10 s for the host): call it off the frame
        thread."""
        address = address.strip().removeprefix("[").removesuffix("]")
        where = f"{address}:{port}"
        if not address or not set(address) <= ADDRESS_CHARS or not 0 < port < 65536:
            raise JoinError(message(NOT_AN_ADDRESS, address=where))
        normal = crypto.normal_code(code)
        if normal is None:
            raise JoinError(message(NOT_A_CODE))
        guest = Guest(port, normal, name, seat, address, token)
        try:
            guest.connect()
        except GuestError as exc:
            why = NOT_A_TABLE if "Club 21" in str(exc) or "handshake" in str(exc) else NO_HOST
            raise JoinError(message(why, address=where)) from exc
        early: list[WireMessage] = []
        try:
            while True:
                got = guest.receive(timeout=CONNECT_TIMEOUT_S)
                if got is None:
                    raise GuestError("no welcome in time")
                if isinstance(got, Welcome):
                    return cls(guest, got, early)
                early.append(got)
        except GuestError as exc:
            guest.close()
            text = str(exc)
            if "bad_key" in text:
                raise JoinError(message(WRONG_CODE)) from exc
            if "no free seat" in text:
                raise JoinError(message(TABLE_FULL)) from exc
            raise JoinError(message(NOT_A_TABLE, address=where)) from exc

    def _read(self) -> None:
        while not self._closed.is_set():
            try:
                got = self.guest.receive()
            except GuestError as exc:
                if not self._closed.is_set():
                    why = BAD_HOST if "bad " in str(exc) else HOST_GONE
                    self._inbox.put(Gone(message(why), str(exc)))
                return
            if got is not None:
                self._inbox.put(got)

    def send(self, message: WireMessage) -> None:
        self.guest.send(message)

    def take(self) -> list[WireMessage | Gone]:
        out: list[WireMessage | Gone] = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    def wait(self, timeout: float) -> bool:
        """Blocks until something arrived or ``timeout``: for threads without
        a frame loop (tests, tools); a window never calls it."""
        return wait_for_inbox(self._inbox, timeout)

    def close(self, reason: str = "the player left") -> None:
        """Leaves the table (the seat stays the player's: rejoining gets it back)."""
        self._closed.set()
        self.guest.close(reason)
        self._thread.join(timeout=5)


def wait_for_inbox(inbox: queue.Queue[Any], timeout: float) -> bool:
    """True once ``inbox`` holds something (it is left there), False at the timeout."""
    with inbox.not_empty:
        if not inbox._qsize():           # the Queue's own lock is held: no race
            inbox.not_empty.wait(timeout)
        return bool(inbox._qsize())
