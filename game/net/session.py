"""A networked match hosted from a window: ``HostedMatch``.

The host's engine is the table (``WindowMatch`` on a thread of its own); every
player with a screen is a client of it, the host's own seat too: it connects
in-process over 127.0.0.1 (``local_link()``) with a secret no guest has, so one
table scene serves host and guests alike. The window binds all interfaces by
default so a friend can reach it; tests bind 127.0.0.1.

    match = HostedMatch("indian", [SeatPlan(SeatKind.HOST, "Ann"),
                                   SeatPlan(SeatKind.REMOTE)], seed)
    match.start()                   # listening; show match.address_hint(), shown_code(match.code)
    link = match.local_link()       # the host's own seat: RemoteTable(link)
    ... every frame: match.seats(), match.ready() ...
    match.begin()                   # START: the match plays
    ... a guest gone: match.take_over(seat) or match.abandon() ...
    match.finished()                # the Outcome once over
    match.close()
"""
from __future__ import annotations

import logging
import secrets
import socket
import threading
from dataclasses import dataclass
from enum import Enum
from typing import Any

from game.errors import SetupError
from game.net import crypto
from game.net.headless import host_setup
from game.net.host import ANY_ADDRESS, LOOPBACK
from game.net.match import GUEST, Outcome
from game.net.remote import GuestLink
from game.net.window_match import WindowMatch
from game.tables.showdown.table import MAX_SEATS, MIN_SEATS

log = logging.getLogger("club21.net")
SEAT_COUNTS = {"indian": (2, 2), "showdown": (MIN_SEATS, MAX_SEATS)}
PROBE_ADDRESS = ("192.0.2.1", 9)      # TEST-NET-1: connect() of a UDP socket sends nothing


class SeatKind(Enum):
    HOST = "host"          # the host's own window
    REMOTE = "remote"      # a friend at another computer
    AI = "ai"              # the host's AI


@dataclass(frozen=True)
class SeatPlan:
    kind: SeatKind
    level: str = ""        # AI seats: the AI level; the HOST seat: the host's name


@dataclass(frozen=True)
class SeatStatus:
    """One seat for the waiting room and the drop overlay (0-based ``index``)."""
    index: int
    kind: SeatKind
    name: str              # a guest's name ("" until one joins); the AI's level
    connected: bool        # AI seats: always
    absent_for: float | None    # seconds a guest that had joined has been gone


class HostedMatch:
    """One networked match hosted by this process (see the module).

    Making one derives the room key (Argon2id: 64 MiB and a fraction of a
    second) and ``local_link()`` joins (the same again on the guest side):
    a window does both off its frame thread. Everything else returns at once.
    ``take_over`` lasts while the guest is away: one that rejoins plays its
    seat again (and the AI takes it back if it drops again)."""

    def __init__(self, table: str, plans: list[SeatPlan], seed: int,
                 setup: dict[str, Any] | None = None, *, bind: str = ANY_ADDRESS,
                 port: int = 0, code: str | None = None):
        if table not in SEAT_COUNTS:
            raise SetupError(f"network play has no table {table!r}")
        low, high = SEAT_COUNTS[table]
        if not low <= len(plans) <= high:
            raise SetupError(f"{table} takes {low} to {high} seats, got {len(plans)}")
        hosts = [i for i, p in enumerate(plans) if p.kind is SeatKind.HOST]
        if len(hosts) > 1:
            raise SetupError("only one seat is the host's")
        if not any(p.kind is not SeatKind.AI for p in plans):
            raise SetupError("a networked match needs a person at the table")
        normal = crypto.normal_code(code) if code is not None else crypto.new_code()
        if normal is None:
            raise SetupError(f"{code!r} is not a room code")
        self.table, self.plans, self.seed = table, list(plans), seed
        self.code = normal
        self.host_seat = hosts[0] if hosts else None
        self._token = secrets.token_hex(16)
        words = [GUEST if p.kind is not SeatKind.AI else p.level for p in plans]
        self.setup = dict(setup) if setup is not None else host_setup(table, words)
        self.match = WindowMatch(
            table, seed, self.setup, words, normal, port=port, bind=bind,
            tokens={} if self.host_seat is None else {self.host_seat: self._token},
            kinds=[p.kind.value for p in plans])
        self.port = port
        self._thread: threading.Thread | None = None
        self._outcome: Outcome | None = None
        self._error: BaseException | None = None
        self._link: GuestLink | None = None

    # -- before the match ---------------------------------------------------------------
    def start(self) -> None:
        """Listens (returns at once; the server runs on its own thread)."""
        self.port = self.match.start()

    def address_hint(self) -> str:
        """``ADDRESS:PORT`` to tell a friend: this computer's address on its
        network, 127.0.0.1 when it has none (or listens on loopback only)."""
        return f"{self._lan_address()}:{self.port}"

    def _lan_address(self) -> str:
        if self.match.bind not in (ANY_ADDRESS, ""):
            return self.match.bind
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
                probe.connect(PROBE_ADDRESS)          # picks a route; sends no packet
                address: str = probe.getsockname()[0]
        except OSError:
            return LOOPBACK
        return address if address and address != ANY_ADDRESS else LOOPBACK

    def local_link(self) -> GuestLink:
        """The host's own seat, connected (the same link every call)."""
        if self.host_seat is None:
            raise SetupError("this match has no host seat")
        if self._link is None:
            name = self.plans[self.host_seat].level or "host"
            self._link = GuestLink.connect(LOOPBACK, self.port, self.code, name,
                                           seat=self.host_seat + 1, token=self._token)
        return self._link

    def seats(self) -> list[SeatStatus]:
        """Every seat as the waiting room shows it; cheap, any thread."""
        states = self.match.host.states()
        out = []
        for i, plan in enumerate(self.plans):
            if plan.kind is SeatKind.AI:
                out.append(SeatStatus(i, plan.kind, plan.level, True, None))
            else:
                s = states[i]
                out.append(SeatStatus(i, plan.kind, s.name, s.connected, s.absent_for))
        return out

    def ready(self) -> bool:
        """Every remote seat has its guest."""
        return all(s.connected for s in self.seats() if s.kind is SeatKind.REMOTE)

    # -- the match ----------------------------------------------------------------------
    def begin(self) -> None:
        """START: the match plays on its own thread."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._play, name="club21-net-match",
                                        daemon=True)
        self._thread.start()

    def _play(self) -> None:
        try:
            self._outcome = self.match.play()
        except Exception as exc:    # a fault of ours: the log has it; the table ends
            log.exception("the networked match failed")
            self._error = exc
            try:
                self._outcome = self.match._finish("abandoned")   # guests are told
            except Exception:
                log.exception("telling the guests failed")
                self._outcome = Outcome(None, self.match.table.round_no,
                                        tuple(self.match.actions), 0, "abandoned")

    def take_over(self, seat: int) -> None:
        """The AI plays ``seat`` safe while its guest is away."""
        self.match.take_over(seat)

    def abandon(self) -> None:
        """Ends the match for everyone without a result (nothing counted)."""
        self.match.abandon()

    def finished(self) -> Outcome | None:
        """The outcome once the match is over (``ended`` "abandoned" also when
        it failed: ``error`` then says why, and the log has the traceback)."""
        return self._outcome

    @property
    def error(self) -> BaseException | None:
        return self._error

    @property
    def actions(self) -> list[str]:
        return list(self.match.actions)

    def close(self) -> None:
        """Ends whatever is left: an unfinished match is abandoned."""
        if self._thread is not None and self._outcome is None:
            self.match.abandon()
            self._thread.join(timeout=10)
        if self._link is not None:
            self._link.close()
        self.match.close("the host closed the table")
