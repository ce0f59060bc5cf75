"""The host's side of the wire: a websockets server on loopback, run by asyncio
in its own thread beside whatever drives the table (a window's frame loop or
the headless driver), so a slow or hostile peer never stalls a frame.

The table's driver talks to guests through a small thread-safe surface:
``send(seat, message)`` and ``answer(seat, decision, timeout)``. A connection
is authenticated before it may take a seat: its first frame is its nonce and
a Hello sealed with the session key, which only a holder of the room code can
make. Every later frame must open, carry the next number and be an Action or
a Bye; anything else, a frame over the size limit or a flood closes that
connection with a reason (other seats play on).
"""
from __future__ import annotations

import asyncio
import errno
import json
import logging
import queue
import secrets
import socket
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.messages import N_
from game.messages import Message as Words
from game.messages import message as words
from game.net import crypto
from game.net.schema import (
    MAX_FRAME,
    Action,
    Bye,
    Counter,
    Decision,
    Hello,
    Message,
    Reason,
    Rejected,
    Update,
    Welcome,
    decode,
    encode,
)

LOOPBACK = "127.0.0.1"
ANY_ADDRESS = "0.0.0.0"         # a window's host: a friend on the network can reach it
CLOSE_TIMEOUT_S = 1.0           # for a peer to answer the closing handshake
HELLO_TIMEOUT_S = 5.0           # to send the sealed Hello after connecting
# A guest answers questions: a fast bot may answer each within a millisecond,
# so it is not the rate that counts but frames nobody asked for.
UNASKED_LIMIT = 30              # frames beyond the questions it was sent (Byes, late ones)
TOO_BIG = 1009                  # websockets closes with this over max_size
FRAME_OVERHEAD = 64             # the number and the authenticator around a message
KEEPALIVE = (20, 5, 4)          # TCP: probe after 20 s quiet, every 5 s, give up after 4
log = logging.getLogger("club21.net")


PORT_TAKEN = N_("Port {port} is already in use on this computer (another program, "
                "or another table hosted here): choose another port")
CANNOT_LISTEN = N_("Cannot listen on port {port}: {why}")


class CannotListen(OSError):
    """The table cannot be opened on this port; ``message`` says why in words."""

    def __init__(self, port: int, cause: OSError):
        super().__init__(cause.errno, cause.strerror or str(cause))
        taken = cause.errno == errno.EADDRINUSE
        self.message: Words = (words(PORT_TAKEN, port=port) if taken else
                               words(CANNOT_LISTEN, port=port, why=cause.strerror or str(cause)))

    def __str__(self) -> str:
        return str(self.message)


def shown_name(name: str) -> str:
    """A guest's name as others are shown it: printable, trimmed, at most 40."""
    return "".join(c for c in name if c.isprintable()).strip()[:40]


def keep_alive(sock: socket.socket | None) -> None:
    """Lets the operating system notice a peer that vanished without closing
    (a cable pulled, a laptop asleep) in under a minute. Its probes are the
    kernel's: a player thinking for minutes is not a silent peer."""
    if sock is None:
        return
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
        for name, value in zip(("TCP_KEEPIDLE", "TCP_KEEPINTVL", "TCP_KEEPCNT"), KEEPALIVE):
            if hasattr(socket, name):            # not every system has all three
                sock.setsockopt(socket.IPPROTO_TCP, getattr(socket, name), value)
    except OSError:
        pass


@dataclass
class Seat:
    """A guest seat (0-based ``index`` at the table) and who holds it now."""
    index: int
    name: str = ""
    connection: Connection | None = None
    answers: queue.Queue[Action] = field(default_factory=queue.Queue)
    pending: Message | None = None       # the decision it is asked now, sent again on rejoin
    ever_joined: bool = False
    token: str = ""                      # set: only a hello with this token takes the seat
    gone_since: float | None = None      # monotonic time its guest dropped

    def resume(self) -> Message | None:
        """What a rejoining guest is sent after its welcome: the question it
        was asked, without the events it saw before (it starts from the view)."""
        p = self.pending
        if isinstance(p, Update):
            return replace(p, first_event=p.first_event + len(p.events), events=[])
        return p

    def takes(self, hello: Hello) -> bool:
        """This free seat is the one ``hello`` asks for (a reserved seat only
        by its number and token)."""
        if self.connection is not None:
            return False
        if self.token:
            return hello.seat == self.index + 1 and secrets.compare_digest(
                hello.token.encode(), self.token.encode())
        return hello.seat in (0, self.index + 1)


@dataclass(frozen=True)
class SeatState:
    """A guest seat as a waiting room shows it."""
    index: int
    name: str
    connected: bool
    absent_for: float | None        # seconds since a guest that had joined dropped


@dataclass
class Connection:
    """One authenticated connection: its channel, numbers and socket."""
    socket: ServerConnection
    channel: crypto.Channel
    numbers_in: Counter = field(default_factory=Counter)
    numbers_out: Counter = field(default_factory=Counter)
    asked: int = 0                 # decisions sent on this connection
    answered: int = 0              # frames received after the hello


class Host:
    """Runs the server; ``welcome(seat)`` gives the Welcome a joining guest gets."""

    def __init__(self, table: str, code: str, guest_seats: list[int],
                 welcome: Callable[[int], Welcome], *, port: int = 0,
                 record: Callable[[int, bytes], None] | None = None,
                 bind: str = LOOPBACK, tokens: dict[int, str] | None = None):
        self.table, self.code, self.bind = table, code, bind
        self.salt = secrets.token_bytes(crypto.SALT_BYTES)
        self.key = crypto.room_key(code, self.salt)
        self.seats = {i: Seat(i, token=(tokens or {}).get(i, "")) for i in guest_seats}
        self.welcome = welcome
        self.on_change: Callable[[], None] | None = None   # a guest joined or dropped (loop thread)
        self.record = record           # (seat, plaintext) of every message sent: tests
        self.port = port
        self.dropped: list[tuple[str, str]] = []      # (peer, reason), for the log and tests
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: Server | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None

    # -- life ------------------------------------------------------------------
    def start(self) -> int:
        """Listen on ``bind`` (127.0.0.1 unless told); returns the port (a free one
        if ``port`` was 0)."""
        self._thread = threading.Thread(target=self._run, name="club21-net-host", daemon=True)
        self._thread.start()
        self._ready.wait()
        if self._error is not None:
            raise self._error
        return self.port

    def close(self, reason: str = "the host closed the table") -> None:
        loop = self._loop
        if loop is None or self._thread is None:
            return
        for seat in self.seats.values():
            if seat.connection is not None:
                self._post(seat.index, Bye(reason))
        try:
            asyncio.run_coroutine_threadsafe(self._stop(), loop).result(timeout=5)
        except TimeoutError:
            log.warning("the server did not close in time")
        loop.call_soon_threadsafe(loop.stop)
        self._thread.join(timeout=5)
        self._loop = None

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        self._loop = loop
        try:
            loop.run_until_complete(self._listen())
        except OSError as exc:         # reported to start(), in a player's words
            self._error = CannotListen(self.port, exc)
            self._ready.set()
            return
        except BaseException as exc:   # reported to start()
            self._error = exc
            self._ready.set()
            return
        self._ready.set()
        loop.run_forever()
        # Whatever is still open (a peer that never finished closing) ends here.
        pending = asyncio.all_tasks(loop)
        for task in pending:
            task.cancel()
        loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        loop.close()

    async def _listen(self) -> None:
        self._server = await serve(
            self._serve, self.bind, self.port, max_size=MAX_FRAME + FRAME_OVERHEAD,
            compression=None, max_queue=4, open_timeout=HELLO_TIMEOUT_S,
            # No keepalive pings: a guest may sit at a decision for minutes without
            # reading (the headless one waits on stdin); loopback reports a dead
            # peer at once, and an unanswered decision times out anyway.
            ping_interval=None, close_timeout=CLOSE_TIMEOUT_S,
            server_header=None, logger=logging.getLogger("club21.net.ws"))
        self.port = self._server.sockets[0].getsockname()[1]

    async def _stop(self) -> None:
        await asyncio.sleep(0.05)            # let the last Byes go out
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    # -- the driver's surface (any thread) ---------------------------------------
    def connected(self) -> set[int]:
        with self._lock:
            return {i for i, s in self.seats.items() if s.connection is not None}

    def states(self) -> dict[int, SeatState]:
        """Every guest seat: its guest's name, connected or for how long gone."""
        now = time.monotonic()
        with self._lock:
            return {i: SeatState(i, s.name, s.connection is not None,
                                 None if s.connection is not None or s.gone_since is None
                                 else now - s.gone_since)
                    for i, s in self.seats.items()}

    def wait_for(self, seats: set[int], timeout: float) -> bool:
        """True once every seat in ``seats`` is connected, False at the timeout."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while not seats <= {i for i, s in self.seats.items() if s.connection is not None}:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._changed.wait(left)
        return True

    def send(self, seat: int, message: Message, *, pending: bool = False) -> None:
        """Send ``message`` to ``seat``'s guest if connected; ``pending``: the
        seat's current question, sent again when it rejoins."""
        with self._lock:
            self.seats[seat].pending = message if pending else None
        self._post(seat, message)

    def answer(self, seat: int, decision: int, timeout: float) -> str | None:
        """The word the guest of ``seat`` answers to ``decision``; None at the
        timeout. Answers to other decisions (late ones) are dropped."""
        deadline = time.monotonic() + timeout
        answers = self.seats[seat].answers
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            try:
                action = answers.get(timeout=left)
            except queue.Empty:
                return None
            if action.decision == decision:
                return action.word

    def send_each(self, messages: Mapping[int, Message]) -> None:
        """One message to each of several seats, handed to the loop at once
        (one wake-up of the network thread, not one per seat)."""
        with self._lock:
            for seat in messages:
                self.seats[seat].pending = None
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._send_each_now, messages)
            _let_the_network_run()

    def _send_each_now(self, messages: Mapping[int, Message]) -> None:
        for seat, message in messages.items():
            self._send_now(seat, message)

    def _post(self, seat: int, message: Message) -> None:
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._send_now, seat, message)
            _let_the_network_run()

    def tell_all(self, message: Message) -> None:
        """``message`` to every connected guest, now (the loop's thread)."""
        for seat in self.seats:
            self._send_now(seat, message)

    # -- the loop's side ----------------------------------------------------------
    def _send_now(self, seat: int, message: Message) -> None:
        conn = self.seats[seat].connection
        if conn is None:
            return
        if isinstance(message, Decision) or (isinstance(message, Update) and message.decision):
            conn.asked += 1
        plain = encode(message, conn.numbers_out.take())
        if self.record is not None:
            self.record(seat, plain)
        frame = conn.channel.seal(plain)
        asyncio.ensure_future(self._deliver(conn, frame))

    async def _deliver(self, conn: Connection, frame: bytes) -> None:
        try:
            await conn.socket.send(frame)
        except ConnectionClosed:
            pass

    async def _serve(self, socket: ServerConnection) -> None:
        peer = f"{socket.remote_address[0]}:{socket.remote_address[1]}"
        keep_alive(socket.transport.get_extra_info("socket"))
        seat: Seat | None = None
        try:
            conn, hello = await self._handshake(socket)
            seat = self._take_seat(conn, hello)
            await self._read(conn, seat)
        except _Drop as drop:
            self._drop(peer, drop.reason)
            self._release(seat, socket)       # free the seat before the closing handshake
            await socket.close(4000, drop.reason[:120])
        except ConnectionClosed as closed:
            if closed.sent is not None and closed.sent.code == TOO_BIG:
                self._drop(peer, f"{Reason.TOO_LONG.value}: a frame over {MAX_FRAME} bytes")
        finally:
            self._release(seat, socket)

    def _release(self, seat: Seat | None, socket: ServerConnection) -> None:
        if seat is None:
            return
        with self._changed:
            if seat.connection is None or seat.connection.socket is not socket:
                return
            seat.connection = None
            seat.gone_since = time.monotonic()
            self._changed.notify_all()
        if self.on_change is not None:
            self.on_change()

    async def _handshake(self, socket: ServerConnection) -> tuple[Connection, Hello]:
        host_nonce = secrets.token_bytes(crypto.NONCE_BYTES)
        await socket.send(json.dumps({"v": 1, "type": "challenge", "table": self.table,
                                      "salt": self.salt.hex(), "nonce": host_nonce.hex()}))
        try:
            first = await asyncio.wait_for(socket.recv(), HELLO_TIMEOUT_S)
        except TimeoutError:
            raise _Drop(Reason.UNEXPECTED, "no hello in time") from None
        if not isinstance(first, bytes) or len(first) <= crypto.NONCE_BYTES:
            raise _Drop(Reason.UNEXPECTED, "the first frame must be the sealed hello")
        guest_nonce, frame = first[:crypto.NONCE_BYTES], first[crypto.NONCE_BYTES:]
        conn = Connection(socket, crypto.Channel.for_host(self.key, host_nonce, guest_nonce))
        message = self._open(conn, frame)
        if not isinstance(message, Hello):
            raise _Drop(Reason.UNEXPECTED, f"{message.TYPE} before hello")
        return conn, message

    def _take_seat(self, conn: Connection, hello: Hello) -> Seat:
        with self._changed:
            free = [s for s in self.seats.values() if s.takes(hello)]
            if not free:
                raise _Drop(Reason.UNEXPECTED, "no free seat")
            seat = free[0]
            seat.connection, seat.name, seat.ever_joined = conn, shown_name(hello.name), True
            seat.gone_since = None
            while not seat.answers.empty():          # answers of an earlier connection
                seat.answers.get_nowait()
            pending = seat.resume()
            self._changed.notify_all()
        self._send_now(seat.index, self.welcome(seat.index))
        if self.on_change is not None:
            self.on_change()
        if pending is not None:
            self._send_now(seat.index, pending)
        return seat

    async def _read(self, conn: Connection, seat: Seat) -> None:
        async for frame in conn.socket:
            conn.answered += 1
            if conn.answered > conn.asked + UNASKED_LIMIT:
                raise _Drop(Reason.FLOODING, f"{conn.answered} answers to {conn.asked} questions")
            if not isinstance(frame, bytes):
                raise _Drop(Reason.UNEXPECTED, "text frame after the hello")
            message = self._open(conn, frame)
            if isinstance(message, Bye):
                return
            if not isinstance(message, Action):
                raise _Drop(Reason.UNEXPECTED, f"a guest does not send {message.TYPE}")
            seat.answers.put(message)

    @staticmethod
    def _open(conn: Connection, frame: bytes) -> Message:
        plain = conn.channel.open(frame)
        if isinstance(plain, Rejected):
            raise _Drop(plain.reason, plain.detail)
        parsed = decode(plain)
        if isinstance(parsed, Rejected):
            raise _Drop(parsed.reason, parsed.detail)
        number, message = parsed
        late = conn.numbers_in.check(number)
        if late is not None:
            raise _Drop(late.reason, late.detail)
        return message

    def _drop(self, peer: str, reason: str) -> None:
        log.warning("dropped %s: %s", peer, reason)
        with self._lock:
            self.dropped.append((peer, reason))


def _let_the_network_run() -> None:
    """Gives up the interpreter lock at once, so the network thread sends what
    was just handed to it now rather than at the next forced switch (up to
    5 ms later, while this thread goes on computing)."""
    time.sleep(0)


class _Drop(Exception):
    def __init__(self, reason: Reason, detail: str):
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)
        self.reason = str(self)
