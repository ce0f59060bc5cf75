"""The guest's side of the wire: a websockets client (its own background
thread) that authenticates with the room code, sends action words and reads
the host's messages, refusing any frame that does not open or is out of order.
"""
from __future__ import annotations

import json
import secrets

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from game.net import crypto
from game.net.host import FRAME_OVERHEAD, LOOPBACK
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
    def __init__(self, port: int, code: str, name: str = "guest", seat: int = 0,
                 address: str = LOOPBACK):
        if address != LOOPBACK:
            raise GuestError(f"only {LOOPBACK} is supported, not {address!r}")
        self.port, self.code, self.name, self.seat = port, code, name, seat
        self.table = ""
        self._socket: ClientConnection | None = None
        self._channel: crypto.Channel | None = None
        self._in, self._out = Counter(), Counter()
        self.last_frame = b""            # the last sealed frame sent (replay tests)
        self.welcomed = False            # a Welcome came: the guest has a seat

    def connect(self) -> None:
        try:
            socket = connect(f"ws://{LOOPBACK}:{self.port}", open_timeout=CONNECT_TIMEOUT_S,
                             max_size=MAX_FRAME + FRAME_OVERHEAD, compression=None,
                             proxy=None, legacy=True)
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
            raise GuestError(f"cannot reach {LOOPBACK}:{self.port}: {exc}") from None
        self._socket = socket
        try:
            challenge = json.loads(socket.recv(timeout=CONNECT_TIMEOUT_S))
            salt = bytes.fromhex(challenge["salt"])
            host_nonce = bytes.fromhex(challenge["nonce"])
            self.table = str(challenge["table"])
        except (ValueError, KeyError, TypeError, TimeoutError, ConnectionClosed):
            self.close()
            raise GuestError("the host did not answer as a Club 21 table") from None
        guest_nonce = secrets.token_bytes(crypto.NONCE_BYTES)
        self._channel = crypto.Channel.for_guest(crypto.room_key(self.code, salt),
                                                 host_nonce, guest_nonce)
        self._in, self._out = Counter(), Counter()
        hello = self._seal(Hello(self.name, self.seat))
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
        try:
            self._socket.send(frame)
        except ConnectionClosed as exc:
            raise GuestError(f"connection closed: {_why(exc)}") from None

    def receive(self, timeout: float | None = None) -> Message | None:
        """The host's next message; None at the timeout. GuestError if the
        connection is gone or the host sent something that does not open."""
        if self._socket is None or self._channel is None:
            raise GuestError("not connected")
        try:
            frame = self._socket.recv(timeout=timeout)
        except TimeoutError:
            return None
        except ConnectionClosed as exc:
            raise GuestError(f"connection closed: {_why(exc)}") from None
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


def _why(exc: ConnectionClosed) -> str:
    frame = exc.rcvd
    if frame is not None and frame.reason:
        return frame.reason
    return "the host is gone"
