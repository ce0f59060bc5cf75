"""The network messages, version 1: dataclasses written as one JSON object each.

Every message carries ``v`` (the protocol version), ``type`` and ``n`` (its
number on its connection and direction: 0, 1, 2 ...). ``decode`` never raises:
bytes that are too long, not UTF-8 JSON, of an unknown type or with a missing
or badly typed field give a ``Rejected`` with a ``Reason``.

The views the host sends (``state``) are the bot protocol's per-seat states
(docs/bots.md), built from the engine's observation of that seat only.
"""
from __future__ import annotations

import json
from dataclasses import MISSING, dataclass, field, fields
from enum import Enum
from typing import Any, ClassVar

VERSION = 1
MAX_FRAME = 64 * 1024          # bytes of one message; a view is a few kilobytes
MAX_LIST = 5000                # words in a list: legal words, a match's actions
MAX_WORD = 200                 # characters of an action word or a name or a reason


class Reason(str, Enum):
    """Why a message (and with it the connection) was refused."""
    TOO_LONG = "too_long"
    NOT_JSON = "not_json"
    NOT_OBJECT = "not_object"
    VERSION = "version"
    UNKNOWN_TYPE = "unknown_type"
    BAD_FIELD = "bad_field"
    REPLAYED = "replayed"          # a number already seen, or out of order
    BAD_KEY = "bad_key"            # does not open with the room's key: wrong code or forged
    FLOODING = "flooding"
    UNEXPECTED = "unexpected"      # a valid message at the wrong moment


@dataclass(frozen=True)
class Rejected:
    reason: Reason
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.reason.value}: {self.detail}" if self.detail else self.reason.value


@dataclass(frozen=True)
class Message:
    TYPE: ClassVar[str] = ""


@dataclass(frozen=True)
class Hello(Message):
    """Guest -> host, first message: who joins (``seat`` 0 = any free seat)."""
    TYPE: ClassVar[str] = "hello"
    name: str
    seat: int = 0
    token: str = ""       # the host's own window seat only: a secret of its process


@dataclass(frozen=True)
class Action(Message):
    """Guest -> host: the answer to decision number ``decision``."""
    TYPE: ClassVar[str] = "action"
    decision: int
    word: str


@dataclass(frozen=True)
class Welcome(Message):
    """Host -> guest: its seat (from 1), the seed commitment of the match, the
    match's setup (chips, items) and rule overrides, so it can re-deal it."""
    TYPE: ClassVar[str] = "welcome"
    table: str
    seat: int
    seats: int
    commitment: str
    setup: dict[str, Any] = field(default_factory=dict)
    rules: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Decision(Message):
    """Host -> guest: its seat has a choice; answer with one of ``legal``."""
    TYPE: ClassVar[str] = "decision"
    decision: int
    offer: bool
    legal: list[str]
    state: dict[str, Any]


@dataclass(frozen=True)
class Update(Message):
    """Host -> a window guest, after every applied action and with every
    question: this seat's view for a screen (``views.py``).

    ``observation`` is the engine's observation of this seat after ``step``
    actions of the match; ``events`` the engine events since the last update,
    as this seat may see them, ``first_event`` the position of the first in
    the match's stream of events (the first deal's events come first), so
    after this update the seat has seen events up to ``first_event +
    len(events)``; ``current`` the seat to act (from 1; 0:
    everyone, at a round's result; -1: nobody). ``decision`` > 0 asks this seat
    to answer with one of ``legal`` (``offer``: an out-of-turn item, or
    ``decline``)."""
    TYPE: ClassVar[str] = "update"
    step: int
    first_event: int
    current: int
    observation: dict[str, Any]
    events: list[dict[str, Any]]
    decision: int = 0
    offer: bool = False
    legal: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Lobby(Message):
    """Host -> every window guest, whenever someone joins or drops: the seats
    in order, each ``{"kind": "host" | "remote" | "ai", "name": str,
    "connected": bool}`` (an AI seat's name is its level)."""
    TYPE: ClassVar[str] = "lobby"
    seats: list[dict[str, Any]]


SEAT_KINDS = ("host", "remote", "ai")
MAX_SEATS = 8


@dataclass(frozen=True)
class RoundOver(Message):
    TYPE: ClassVar[str] = "round_over"
    state: dict[str, Any]


@dataclass(frozen=True)
class MatchOver(Message):
    """Host -> guest: the end; ``seed`` is revealed so the guest can check it
    against the commitment and re-deal the match."""
    TYPE: ClassVar[str] = "match_over"
    winner: int | None
    rounds: int
    seed: str
    actions: list[str]
    state: dict[str, Any]
    ended: str = "won"       # "won", "capped" (round cap) or "abandoned" (nothing counted)


@dataclass(frozen=True)
class Refused(Message):
    """Host -> guest: that answer was not played; ``reason`` is the engine's."""
    TYPE: ClassVar[str] = "refused"
    decision: int
    word: str
    reason: str


@dataclass(frozen=True)
class Bye(Message):
    """Either way: the connection ends, and why."""
    TYPE: ClassVar[str] = "bye"
    reason: str


TYPES: dict[str, type[Message]] = {
    t.TYPE: t for t in (Hello, Action, Welcome, Decision, Update, Lobby, RoundOver,
                        MatchOver, Refused, Bye)}
ENDINGS = ("won", "capped", "abandoned")
# The JSON type each field must have (bool is not an int here).
_CHECKS: dict[str, tuple[type, ...]] = {
    "str": (str,), "int": (int,), "bool": (bool,), "list[str]": (list,),
    "dict[str, Any]": (dict,), "int | None": (int, type(None)),
    "list[dict[str, Any]]": (list,),
}


def encode(message: Message, number: int) -> bytes:
    """``message`` as UTF-8 JSON with its number; the same message and number
    always give the same bytes (sorted keys, no spaces)."""
    # The fields are JSON values already: no deep copy (asdict) of a large view.
    body = {"v": VERSION, "type": message.TYPE, "n": number,
            **{f.name: getattr(message, f.name) for f in fields(message)}}
    return json.dumps(body, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False).encode("utf-8")


def _typed(value: object, kind: str) -> bool:
    if kind == "bool":
        return isinstance(value, bool)
    if isinstance(value, bool):
        return False
    if kind == "list[str]":
        return isinstance(value, list) and len(value) <= MAX_LIST and all(
            isinstance(x, str) and len(x) <= MAX_WORD for x in value)
    if kind == "str":
        return isinstance(value, str) and len(value) <= MAX_WORD
    if kind == "list[dict[str, Any]]":
        return isinstance(value, list) and len(value) <= MAX_LIST and all(
            isinstance(x, dict) for x in value)
    return isinstance(value, _CHECKS[kind])


def decode(data: bytes | str) -> tuple[int, Message] | Rejected:
    """(number, message) from one frame's plaintext, or why not."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if len(raw) > MAX_FRAME:
        return Rejected(Reason.TOO_LONG, f"{len(raw)} bytes, at most {MAX_FRAME}")
    try:
        body = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return Rejected(Reason.NOT_JSON)
    if not isinstance(body, dict):
        return Rejected(Reason.NOT_OBJECT)
    if body.get("v") != VERSION or isinstance(body.get("v"), bool):
        return Rejected(Reason.VERSION, f"version {str(body.get('v'))[:20]}, expected {VERSION}")
    name = body.get("type")
    kind = TYPES.get(name) if isinstance(name, str) else None
    if kind is None:
        return Rejected(Reason.UNKNOWN_TYPE, str(body.get("type"))[:40])
    number = body.get("n")
    if not isinstance(number, int) or isinstance(number, bool) or number < 0:
        return Rejected(Reason.BAD_FIELD, "n")
    values: dict[str, Any] = {}
    for f in fields(kind):
        if f.name not in body:
            if f.default is not MISSING or f.default_factory is not MISSING:
                continue
            return Rejected(Reason.BAD_FIELD, f"{kind.TYPE}.{f.name} missing")
        if not _typed(body[f.name], str(f.type)):
            return Rejected(Reason.BAD_FIELD, f"{kind.TYPE}.{f.name}")
        values[f.name] = body[f.name]
    problem = _range_problem(kind, values)
    if problem:
        return Rejected(Reason.BAD_FIELD, f"{kind.TYPE}.{problem}")
    return number, kind(**values)


def _range_problem(kind: type[Message], values: dict[str, Any]) -> str:
    """The field whose value is out of its range, or ""."""
    if kind is Update:
        if values["step"] < 0 or values["first_event"] < 0:
            return "step"
        if values["current"] < -1:
            return "current"
        if values.get("decision", 0) < 0:
            return "decision"
    if kind is MatchOver and values.get("ended", "won") not in ENDINGS:
        return "ended"
    if kind is Lobby:
        seats = values["seats"]
        if not 1 <= len(seats) <= MAX_SEATS:
            return "seats"
        for n, seat in enumerate(seats):
            if (set(seat) != {"kind", "name", "connected"} or seat["kind"] not in SEAT_KINDS
                    or not _typed(seat["name"], "str") or len(seat["name"]) > 40
                    or not isinstance(seat["connected"], bool)):
                return f"seats[{n}]"
    return ""


class Counter:
    """The numbers of one direction of one connection: each message must carry
    exactly the next number, so a replayed, dropped or reordered one is refused."""

    def __init__(self) -> None:
        self.next = 0

    def take(self) -> int:
        """The number for the next message sent."""
        n, self.next = self.next, self.next + 1
        return n

    def check(self, number: int) -> Rejected | None:
        if number != self.next:
            return Rejected(Reason.REPLAYED, f"message {number}, expected {self.next}")
        self.next += 1
        return None
