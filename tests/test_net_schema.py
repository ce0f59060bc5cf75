"""The network schema and the sealed channel: strict parsing, typed refusals,
replay protection and keys from the room code."""
from __future__ import annotations

import os

import pytest

from game.net import crypto
from game.net.schema import (
    MAX_FRAME,
    Action,
    Bye,
    Counter,
    Decision,
    Hello,
    MatchOver,
    Reason,
    Refused,
    Rejected,
    RoundOver,
    Welcome,
    decode,
    encode,
)

MESSAGES = [Hello("ann"), Hello("bob", seat=2), Action(3, "raise 4"),
            Welcome("indian", 2, 2, "ab" * 32, {"items": {"free_fold": 1}}, {"ante": 1}),
            Decision(1, False, ["call", "fold"], {"phase": "bet1"}), RoundOver({"x": [1]}),
            MatchOver(None, 7, "123", [], {}), MatchOver(2, 7, "123", ["hit", "stay"], {}),
            Refused(4, "hit", "not now"), Bye("done")]


@pytest.mark.parametrize("message", MESSAGES, ids=lambda m: m.TYPE)
def test_every_message_reads_back_as_itself_with_its_number(message):
    assert decode(encode(message, 5)) == (5, message)


def test_the_same_message_always_gives_the_same_bytes():
    assert encode(Decision(1, False, ["a"], {"b": 1, "a": 2}), 0) == \
        encode(Decision(1, False, ["a"], {"a": 2, "b": 1}), 0)


@pytest.mark.parametrize("data, reason", [
    (b"\xff\xfe garbage", Reason.NOT_JSON),
    (b"[1, 2]", Reason.NOT_OBJECT),
    (b'{"v": 2, "type": "hello", "n": 0, "name": "x"}', Reason.VERSION),
    (b'{"v": true, "type": "hello", "n": 0, "name": "x"}', Reason.VERSION),
    (b'{"v": 1, "type": "launch", "n": 0}', Reason.UNKNOWN_TYPE),
    (b'{"v": 1, "type": "hello", "n": 0}', Reason.BAD_FIELD),
    (b'{"v": 1, "type": "hello", "n": -1, "name": "x"}', Reason.BAD_FIELD),
    (b'{"v": 1, "type": "action", "n": 0, "decision": true, "word": "hit"}', Reason.BAD_FIELD),
    (b'{"v": 1, "type": "action", "n": 0, "decision": 1, "word": 5}', Reason.BAD_FIELD),
    (b'{"v": 1, "type": "action", "n": 0, "decision": 1, "word": "' + b"x" * 300 + b'"}',
     Reason.BAD_FIELD),
    (b"[" * 100_000, Reason.TOO_LONG),
    (b"[" * 60_000, Reason.NOT_JSON),
])
def test_bad_frames_are_rejected_with_a_reason_and_never_raise(data, reason):
    result = decode(data)
    assert isinstance(result, Rejected)
    assert result.reason is reason


def test_a_frame_over_the_limit_is_too_long_before_it_is_read():
    assert decode(b" " * (MAX_FRAME + 1)).reason is Reason.TOO_LONG


def test_a_counter_takes_each_number_once_and_in_order():
    c = Counter()
    assert c.check(0) is None
    assert c.check(0).reason is Reason.REPLAYED
    assert c.check(2).reason is Reason.REPLAYED
    assert c.check(1) is None


def _pair(host_code: str, guest_code: str) -> tuple[crypto.Channel, crypto.Channel]:
    salt, hn, gn = os.urandom(16), os.urandom(16), os.urandom(16)
    return (crypto.Channel.for_host(crypto.room_key(host_code, salt), hn, gn),
            crypto.Channel.for_guest(crypto.room_key(guest_code, salt), hn, gn))


def test_a_sealed_frame_opens_once_with_the_same_code_and_hides_its_text():
    code = crypto.new_code()
    host, guest = _pair(code, code)
    frame = guest.seal(b'{"secret": "K"}')
    assert b"secret" not in frame
    assert host.open(frame) == b'{"secret": "K"}'
    replay = host.open(frame)
    assert isinstance(replay, Rejected) and replay.reason is Reason.REPLAYED
    assert guest.open(host.seal(b"back")) == b"back"


def test_a_wrong_code_cannot_open_or_forge_a_frame():
    host, guest = _pair(crypto.new_code(), crypto.new_code())
    result = host.open(guest.seal(b"raise 5"))
    assert isinstance(result, Rejected) and result.reason is Reason.BAD_KEY


def test_a_frame_changed_in_one_bit_is_refused():
    code = crypto.new_code()
    host, guest = _pair(code, code)
    frame = bytearray(guest.seal(b"stay"))
    frame[-1] ^= 1
    assert host.open(bytes(frame)).reason is Reason.BAD_KEY


def test_a_frame_sent_by_the_host_does_not_open_as_one_from_the_guest():
    code = crypto.new_code()
    host, guest = _pair(code, code)
    assert host.open(host.seal(b"x")).reason is Reason.BAD_KEY


@pytest.mark.parametrize("text, code", [
    ("abcde-fghjk", "ABCDEFGHJK"), (" ABCDE FGHJK ", "ABCDEFGHJK"),
    ("ABCDEFGHJ", None), ("ABCDEFGHJ0", None), ("", None)])
def test_a_code_is_read_whatever_its_case_spaces_and_dashes(text, code):
    assert crypto.normal_code(text) == code


def test_new_codes_are_valid_and_differ():
    codes = {crypto.new_code() for _ in range(20)}
    assert len(codes) == 20
    assert all(crypto.normal_code(c) == c for c in codes)
