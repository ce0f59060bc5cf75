"""Keys from the room code, and sealed frames (PyNaCl: libsodium).

The room code is never sent. The host draws a random salt per room; the room
key is Argon2id(code, salt), memory-hard so that an eavesdropper who captured
a handshake pays ~64 MiB and tens of milliseconds per guessed code. Each
connection then mixes a fresh host nonce and guest nonce into two session keys
(BLAKE2b keyed with the room key), one per direction, so no nonce is ever used
twice under one key and frames of one connection mean nothing on another.

A frame is ``number (8 bytes) || SecretBox(plaintext)`` with the nonce made
from the number: XSalsa20-Poly1305 authenticates it, and the receiver accepts
only the next number in order (no replay, no reordering).
"""
from __future__ import annotations

import secrets
import struct
from dataclasses import dataclass

import nacl.encoding
import nacl.exceptions
import nacl.hash
import nacl.pwhash
import nacl.secret

from game.net.schema import Reason, Rejected

CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"   # no 0/O, 1/I/L: read aloud, typed by hand
CODE_LENGTH = 10                                    # 31**10 ~ 2**49.5 codes
SALT_BYTES = nacl.pwhash.argon2id.SALTBYTES
NONCE_BYTES = 16
KEY_BYTES = nacl.secret.SecretBox.KEY_SIZE
OPS = nacl.pwhash.argon2id.OPSLIMIT_INTERACTIVE
MEM = nacl.pwhash.argon2id.MEMLIMIT_INTERACTIVE
_HEADER = struct.Struct(">Q")


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str | None:
    """``text`` as a code (case, spaces and dashes do not matter), or None."""
    code = "".join(text.split()).replace("-", "").upper()
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        return None
    return code


def shown_code(code: str) -> str:
    """For a screen: ABCDE-FGHJK."""
    return f"{code[:5]}-{code[5:]}"


def room_key(code: str, salt: bytes) -> bytes:
    return nacl.pwhash.argon2id.kdf(KEY_BYTES, code.encode("ascii"), salt,
                                    opslimit=OPS, memlimit=MEM)


def _subkey(room: bytes, host_nonce: bytes, guest_nonce: bytes, direction: bytes) -> bytes:
    return nacl.hash.blake2b(direction + host_nonce + guest_nonce, digest_size=KEY_BYTES,
                             key=room, person=b"club21-net-v1\0\0\0",
                             encoder=nacl.encoding.RawEncoder)


@dataclass
class Channel:
    """One end of one connection: seals what it sends, opens what it receives."""
    send_key: bytes
    receive_key: bytes
    sent: int = 0
    received: int = 0

    @classmethod
    def for_host(cls, room: bytes, host_nonce: bytes, guest_nonce: bytes) -> Channel:
        return cls(_subkey(room, host_nonce, guest_nonce, b"H"),
                   _subkey(room, host_nonce, guest_nonce, b"G"))

    @classmethod
    def for_guest(cls, room: bytes, host_nonce: bytes, guest_nonce: bytes) -> Channel:
        return cls(_subkey(room, host_nonce, guest_nonce, b"G"),
                   _subkey(room, host_nonce, guest_nonce, b"H"))

    def seal(self, plaintext: bytes) -> bytes:
        number = self.sent
        self.sent += 1
        box = nacl.secret.SecretBox(self.send_key)
        return _HEADER.pack(number) + box.encrypt(plaintext, _nonce(number)).ciphertext

    def open(self, frame: bytes) -> bytes | Rejected:
        if len(frame) < _HEADER.size + nacl.secret.SecretBox.MACBYTES:
            return Rejected(Reason.BAD_KEY, "frame too short")
        (number,) = _HEADER.unpack_from(frame)
        box = nacl.secret.SecretBox(self.receive_key)
        try:
            plain = box.decrypt(frame[_HEADER.size:], _nonce(number))
        except nacl.exceptions.CryptoError:
            return Rejected(Reason.BAD_KEY, "does not open with the room's key")
        # Authentic, so its number is the sender's: an old one is a replay.
        if number != self.received:
            return Rejected(Reason.REPLAYED, f"frame {number}, expected {self.received}")
        self.received += 1
        return bytes(plain)


def _nonce(number: int) -> bytes:
    return bytes(nacl.secret.SecretBox.NONCE_SIZE - _HEADER.size) + _HEADER.pack(number)
