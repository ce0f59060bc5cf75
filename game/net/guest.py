"""The guest's side of the wire: a websockets client that authenticates with
the room code, sends action words and reads the host's messages, refusing any
frame that does not open or is out of order.

It drives websockets' Sans-I/O protocol over a plain blocking socket: no
thread of its own, and none of the library's TLS-capable clients, which
import ``ssl`` (left out of the executables).
"""
from __future__ import annotations

import json
import secrets
import socket
import threading
import time

from websockets.client import ClientProtocol
from websockets.exceptions import InvalidHandshake, InvalidState, InvalidURI, ProtocolError
from websockets.frames import Frame, Opcode
from websockets.http11 import Response
from websockets.uri import parse_uri

from game.net import crypto
from game.net.host import FRAME_OVERHEAD, LOOPBACK, keep_alive
from game.net.schema import (
    MAX_FRAME,
    Bye,
    Counter,
    Hello,
    Message,
    Rejected,
    Welcome,
    decode,
    encode,
)

CONNECT_TIMEOUT_S = 10.0


class GuestError(Exception):
    """The connection could not be made or was lost; the message says why."""


class Guest:
    """``address``: a host name or an IP literal (the tests use 127.0.0.1);
    ``token``: the host's own window seat's secret (empty for a guest)."""

    def __init__(self, port: int, code: str, name: str = "guest", seat: int = 0,
                 address: str = LOOPBACK, token: str = ""):
        self.port, self.code, self.name, self.seat = port, code, name, seat
        self.address, self.token = address, token
        self.table = ""
        self._socket: _Socket | None = None
        self._channel: crypto.Channel | None = None
        self._in, self._out = Counter(), Counter()
        self.last_frame = b""            # the last sealed frame sent (replay tests)
        self.welcomed = False            # a Welcome came: the guest has a seat

    def connect(self) -> None:
        try:
            link = _Socket.open(self.address, self.port)
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError, GuestError) as exc:
            raise GuestError(f"cannot reach {self.address}:{self.port}: {exc}") from None
        self._socket = link
        try:
            challenge = json.loads(link.recv(timeout=CONNECT_TIMEOUT_S))
            salt = bytes.fromhex(challenge["salt"])
            host_nonce = bytes.fromhex(challenge["nonce"])
            self.table = str(challenge["table"])
        except (ValueError, KeyError, TypeError, TimeoutError, GuestError):
            self.close()
            raise GuestError("the host did not answer as a Club 21 table") from None
        guest_nonce = secrets.token_bytes(crypto.NONCE_BYTES)
        self._channel = crypto.Channel.for_guest(crypto.room_key(self.code, salt),
                                                 host_nonce, guest_nonce)
        self._in, self._out = Counter(), Counter()
        hello = self._seal(Hello(self.name[:40], self.seat, self.token))
        self._raw(guest_nonce + hello)

    def send(self, message: Message) -> None:
        self._raw(self._seal(message))

    def _seal(self, message: Message) -> bytes:
        assert self._channel is not None, "connect() first"
        frame = self._channel.seal(encode(message, self._out.take()))
        self.last_frame = frame
        return frame

    def send_raw(self, frame: bytes) -> None:
        """Send bytes as they are (tests of a hostile guest)."""
        self._raw(frame)

    def _raw(self, frame: bytes) -> None:
        if self._socket is None:
            raise GuestError("not connected")
        self._socket.send(frame)

    def receive(self, timeout: float | None = None) -> Message | None:
        """The host's next message; None at the timeout. GuestError if the
        connection is gone or the host sent something that does not open."""
        if self._socket is None or self._channel is None:
            raise GuestError("not connected")
        try:
            frame = self._socket.recv(timeout=timeout)
        except TimeoutError:
            return None
        if not isinstance(frame, bytes):
            raise GuestError("the host sent text after the handshake")
        plain = self._channel.open(frame)
        if isinstance(plain, Rejected):
            raise GuestError(f"bad frame from the host: {plain}")
        parsed = decode(plain)
        if isinstance(parsed, Rejected):
            raise GuestError(f"bad message from the host: {parsed}")
        number, message = parsed
        late = self._in.check(number)
        if late is not None:
            raise GuestError(f"bad message from the host: {late}")
        self.welcomed = self.welcomed or isinstance(message, Welcome)
        return message

    def close(self, reason: str = "") -> None:
        if self._socket is not None:
            if reason and self._channel is not None:
                try:
                    self.send(Bye(reason))
                except GuestError:
                    pass
            self._socket.close()
            self._socket = None



class _Socket:
    """One websocket over a blocking TCP socket, driven by websockets'
    Sans-I/O ``ClientProtocol`` (it also answers the host's pings)."""

    def __init__(self, sock: socket.socket, protocol: ClientProtocol):
        self.sock, self.protocol = sock, protocol
        self.frames: list[Frame] = []
        self.eof = False
        # One thread may read while another sends: the protocol object is shared.
        self.lock = threading.RLock()

    @classmethod
    def open(cls, address: str, port: int) -> _Socket:
        shown = f"[{address}]" if ":" in address else address     # an IPv6 literal
        protocol = ClientProtocol(parse_uri(f"ws://{shown}:{port}"),
                                  max_size=MAX_FRAME + FRAME_OVERHEAD)
        sock = socket.create_connection((address, port), timeout=CONNECT_TIMEOUT_S)
        # Small frames both ways: Nagle's wait for an ACK would add tens of ms to each.
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        keep_alive(sock)
        link = cls(sock, protocol)
        try:
            protocol.send_request(protocol.connect())
            link._flush()
            deadline = time.monotonic() + CONNECT_TIMEOUT_S
            answered = False
            while not answered and protocol.handshake_exc is None:
                for event in link._events(deadline):
                    answered = answered or isinstance(event, Response)
                    link._keep(event)
        except BaseException:
            sock.close()             # a handshake that failed leaves no socket open
            raise
        if protocol.handshake_exc is not None:
            sock.close()
            raise GuestError(f"the websocket handshake failed: {protocol.handshake_exc}")
        return link

    def send(self, data: bytes) -> None:
        with self.lock:
            try:
                self.protocol.send_binary(data)
            except (ProtocolError, InvalidState):
                raise GuestError(f"connection closed: {self._why()}") from None
            self._flush()

    def recv(self, timeout: float | None = None) -> bytes | str:
        """The next data frame's payload; TimeoutError; GuestError once closed."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            for event in self.frames:
                self.frames.remove(event)
                if event.opcode is Opcode.TEXT:
                    return bytes(event.data).decode("utf-8", "replace")
                return bytes(event.data)
            for arrived in self._events(deadline):
                self._keep(arrived)

    def _keep(self, event: object) -> None:
        if isinstance(event, Frame) and event.opcode in (Opcode.TEXT, Opcode.BINARY):
            self.frames.append(event)

    def _events(self, deadline: float | None) -> list[object]:
        """Reads once (until ``deadline``) and returns what arrived."""
        if self.eof:
            self.sock.close()        # the host is gone: nothing more to read or send
            raise GuestError(f"connection closed: {self._why()}")
        left = None if deadline is None else max(0.0, deadline - time.monotonic())
        if left == 0.0:
            raise TimeoutError
        try:
            self.sock.settimeout(left)
            data = self.sock.recv(65536)
        except TimeoutError:
            raise
        except OSError:              # reset, or closed by another thread (a link leaving)
            data = b""
        with self.lock:
            if data:
                self.protocol.receive_data(data)
            else:
                self.eof = True
                self.protocol.receive_eof()
            events: list[object] = list(self.protocol.events_received())
            self._flush()
        return events

    def _flush(self) -> None:
        for chunk in self.protocol.data_to_send():
            if chunk:
                try:
                    self.sock.sendall(chunk)
                except OSError:
                    pass
            elif self.protocol.close_expected():
                self._shut()

    def _shut(self) -> None:
        try:
            self.sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass

    def _why(self) -> str:
        close = self.protocol.close_rcvd
        return close.reason if close is not None and close.reason else "the host is gone"

    def close(self) -> None:
        with self.lock:
            try:
                self.protocol.send_close()
                self._flush()
            except (ProtocolError, InvalidState):
                pass
        try:
            self.sock.shutdown(socket.SHUT_RDWR)   # wakes a thread blocked reading
        except OSError:
            pass
        self.sock.close()
