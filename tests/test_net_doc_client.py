"""A client written from docs/network.md alone — websockets and PyNaCl, no
line of ``game.net`` — joins a real host process and plays a whole Indian
match.  If the document and the code part ways, this is where it shows: an
outside client is built from the document, not from our modules."""
from __future__ import annotations

import hashlib
import json
import secrets
import subprocess
import sys
from pathlib import Path

import pytest
from nacl import pwhash
from nacl.encoding import RawEncoder
from nacl.hash import blake2b
from nacl.secret import SecretBox
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

ROOT = Path(__file__).resolve().parent.parent
CODE = "ABCDE-FGHJK"
WAIT_S = 60.0                 # a bound on waiting for the host, never a speed target
PERSON = b"club21-net-v1".ljust(16, b"\0")


class DocClient:
    """The guest side of "The wire", step by step as the document says it."""

    def __init__(self, ws, code: str):
        self.ws = ws
        challenge = json.loads(self.ws.recv(timeout=WAIT_S))
        assert challenge["v"] == 1 and challenge["type"] == "challenge"
        room = pwhash.argon2id.kdf(32, code.replace("-", "").upper().encode("ascii"),
                                   bytes.fromhex(challenge["salt"]),
                                   opslimit=pwhash.argon2id.OPSLIMIT_INTERACTIVE,
                                   memlimit=pwhash.argon2id.MEMLIMIT_INTERACTIVE)
        host_nonce, guest_nonce = bytes.fromhex(challenge["nonce"]), secrets.token_bytes(16)

        def key(direction: bytes) -> SecretBox:
            return SecretBox(blake2b(direction + host_nonce + guest_nonce, digest_size=32,
                                     key=room, person=PERSON, encoder=RawEncoder))
        self.sending, self.receiving = key(b"G"), key(b"H")
        self.sent = self.received = 0
        self.ws.send(guest_nonce + self._sealed({"type": "hello", "name": "doc", "seat": 0}))

    def _sealed(self, fields: dict) -> bytes:
        number = self.sent
        self.sent += 1
        text = json.dumps({"v": 1, "n": number, **fields}, sort_keys=True,
                          separators=(",", ":")).encode()
        count = number.to_bytes(8, "big")
        return count + self.sending.encrypt(text, bytes(16) + count).ciphertext

    def send(self, **fields) -> None:
        self.ws.send(self._sealed(fields))

    def receive(self) -> dict:
        frame = self.ws.recv(timeout=WAIT_S)
        count, box = frame[:8], frame[8:]
        assert int.from_bytes(count, "big") == self.received
        message = json.loads(self.receiving.decrypt(box, bytes(16) + count))
        assert message["v"] == 1 and message["n"] == self.received
        self.received += 1
        return message


def opened(port: int):
    """``ws://127.0.0.1:PORT``: no compression, frames up to 64 KiB plus 64 bytes."""
    return connect(f"ws://127.0.0.1:{port}", compression=None, open_timeout=WAIT_S,
                   max_size=2 ** 16 + 64)


@pytest.fixture
def host():
    process = subprocess.Popen(
        [sys.executable, "-m", "scenes", "--host", "indian", "--headless", "--seed", "21",
         "--code", CODE], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    first = process.stdout.readline()
    assert first.startswith("listening 127.0.0.1:"), first
    yield process, int(first.split()[1].rsplit(":", 1)[1])
    process.kill()
    process.wait(timeout=10)
    process.stdout.close()


def test_a_client_written_from_the_document_alone_plays_a_match_to_the_revealed_seed(host):
    process, port = host
    with opened(port) as ws:
        seed, welcome, message, seen = play_plainly(DocClient(ws, CODE))
    assert seen["decision"] > 0 and seen["round_over"] > 0 and seen["refused"] == 0
    # The commitment shown at the start is the documented hash of the seed revealed now.
    revealed = hashlib.sha256(f"club21-seed-v1:{seed}".encode("ascii")).hexdigest()
    assert welcome["commitment"] == revealed, (welcome["commitment"], seed)
    assert message["ended"] == "won" and message["actions"]
    assert process.wait(timeout=WAIT_S) == 0


def play_plainly(client: DocClient):
    """A plain player (never folds, never raises) to the match's end."""
    welcome = client.receive()
    assert welcome["type"] == "welcome" and welcome["table"] == "indian"
    seen = {"decision": 0, "refused": 0, "round_over": 0}
    while True:
        message = client.receive()
        kind = message["type"]
        if kind == "match_over":
            break
        seen[kind] = seen.get(kind, 0) + 1
        if kind == "decision":
            legal = message["legal"]
            word = next((w for w in ("call", "stay", "pass", "decline") if w in legal), legal[0])
            client.send(type="action", decision=message["decision"], word=word)
    return message["seed"], welcome, message, seen


def test_a_frame_sealed_with_a_wrong_code_is_never_opened(host):
    _, port = host
    with opened(port) as ws:
        client = DocClient(ws, "ZZZZZ-ZZZZZ")          # a stranger's guess
        with pytest.raises(ConnectionClosed):          # the host hangs up, having sent nothing
            client.receive()
