"""The network schema and the sealed channel: strict parsing, typed refusals,
replay protection and keys from the room code."""
from __future__ import annotations

import json
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
    Lobby,
    MatchOver,
    Reason,
    Refused,
    Rejected,
    RoundOver,
    Update,
    Welcome,
    decode,
    encode,
)

MESSAGES = [Hello("ann"), Hello("bob", seat=2), Action(3, "raise 4"),
            Welcome("indian", 2, 2, "ab" * 32, {"items": {"free_fold": 1}}, {"ante": 1}),
            Decision(1, False, ["call", "fold"], {"phase": "bet1"}), RoundOver({"x": [1]}),
            MatchOver(None, 7, "123", [], {}), MatchOver(2, 7, "123", ["hit", "stay"], {}),
            Refused(4, "hit", "not now"), Bye("done"),
            Hello("ann", 1, "f00d"), MatchOver(None, 3, "9", ["raise 2"], {}, "abandoned"),
            Update(4, 9, 0, {"phase": "RESULT"}, [{"type": "Passed", "player": 1}], 7, False,
                   ["next"]),
            Update(0, 0, 1, {}, []),
            Lobby([{"kind": "host", "name": "Ann", "connected": True},
                   {"kind": "ai", "name": "hard", "connected": True}])]


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


def _update(**fields):
    body = {"v": 1, "type": "update", "n": 0, "step": 1, "first_event": 0, "current": 1,
            "observation": {}, "events": [], **fields}
    return decode(json.dumps(body))


@pytest.mark.parametrize("fields, where", [
    ({"step": -1}, "update.step"),
    ({"first_event": -2}, "update.step"),
    ({"current": -2}, "update.current"),
    ({"decision": -1}, "update.decision"),
    ({"events": [1, 2]}, "update.events"),
    ({"events": {"type": "Passed"}}, "update.events"),
    ({"observation": []}, "update.observation"),
    ({"legal": ["x" * 201]}, "update.legal"),
    ({"offer": 1}, "update.offer"),
    ({"step": True}, "update.step"),
])
def test_an_update_with_a_field_out_of_type_or_range_is_rejected(fields, where):
    got = _update(**fields)
    assert isinstance(got, Rejected) and got.reason is Reason.BAD_FIELD and where in got.detail


@pytest.mark.parametrize("seats", [
    [], [{"kind": "dealer", "name": "x", "connected": True}],
    [{"kind": "ai", "name": "x"}], [{"kind": "ai", "name": 3, "connected": True}],
    [{"kind": "ai", "name": "x" * 41, "connected": True}],
    [{"kind": "ai", "name": "x", "connected": True}] * 9,
])
def test_a_lobby_with_a_bad_seat_is_rejected(seats):
    got = decode(encode(Lobby(seats), 0))
    assert isinstance(got, Rejected) and got.reason is Reason.BAD_FIELD


def test_a_match_over_with_an_unknown_ending_is_rejected():
    got = decode(encode(MatchOver(1, 2, "3", [], {}, "exploded"), 0))
    assert isinstance(got, Rejected) and "ended" in got.detail
