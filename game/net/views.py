"""A seat's view for a screen on the wire: the engine's observation of that
seat and the engine events it may see, as JSON, and back, strictly.

The host encodes for one seat (``seat_events`` masks what that seat may not
see: in Indian, a player's own first card is dealt face down, so its
``CardDealt`` crosses the wire with ``card: null``). The guest decodes into
the very dataclasses the local engines hand to the table scenes, checking
every field against its declared type: an unknown event, a missing or extra
field, a card that is not a card of the table, a number out of range, or a
hidden card given away is a ``ViewError`` (the guest then leaves the table).

Encoding: a dataclass is an object of its fields (an event also carries
``type``: its class name), an enum its member's name, a tuple a list, a card
its code ("7", "TH").
"""
from __future__ import annotations

import dataclasses
import types
import typing
from enum import Enum
from functools import cache
from typing import Any

from game.cards import is_indian_card, is_standard_card
from game.tables.common import ANYONE
from game.tables.indian import events as indian_events
from game.tables.indian.view import IndianObservation
from game.tables.showdown import view as showdown_view
from game.tables.showdown.view import ShowdownObservation

MAX_INT = 2 ** 53                 # what any JSON reader keeps exact
# Fields that name a seat (0-based): each must be a seat of the table, so a
# hostile host cannot make a screen index past its seats.
SEAT_FIELDS = frozenset({"player", "payer", "payee", "starter", "folder", "winner", "seat",
                         "first_seat", "seats"})
MOST_SEATS = {"indian": 2, "showdown": 8}
TABLES = ("indian", "showdown")
OBSERVATIONS: dict[str, type] = {"indian": IndianObservation, "showdown": ShowdownObservation}
_CARD_CHECK = {"indian": is_indian_card, "showdown": is_standard_card}


def _event_classes(module: types.ModuleType, names: tuple[str, ...]) -> dict[str, type]:
    return {name: getattr(module, name) for name in names}


EVENTS: dict[str, dict[str, type]] = {
    "indian": _event_classes(indian_events, (
        "RoundStarted", "DeckReshuffled", "AntePaid", "CardDealt", "BettingSkipped",
        "Raised", "Called", "Passed", "Folded", "HitTaken", "Stayed", "DealtAgain",
        "ItemUsed", "ChipBonusPaid", "Revealed", "PotWon", "PotReturned", "PaymentMade",
        "RoundOver", "MatchWon")),
    "showdown": _event_classes(showdown_view, (
        "RoundStarted", "SeatEliminated", "AntePaid", "DiscardsShuffled", "CardDealt",
        "NaturalDealt", "TurnStarted", "Hit", "Stood", "AutoStood", "Busted", "PotWon",
        "PotSplit", "PotCarried", "RoundOver", "MatchWon")),
}


class ViewError(ValueError):
    """What the host sent is not a view this seat can be shown."""


# -- the host's side ------------------------------------------------------------------

def seat_events(table: str, events: list[Any], seat: int) -> list[Any]:
    """``events`` as ``seat`` may see them: a card dealt face down to it has
    no card (Indian); everything else at these tables is public."""
    if table != "indian":
        return list(events)
    return [dataclasses.replace(e, card=None)   # type: ignore[arg-type]
            if isinstance(e, indian_events.CardDealt) and not e.visible_to[seat] else e
            for e in events]


def encode_observation(obs: Any) -> dict[str, Any]:
    out = _encode(obs)
    assert isinstance(out, dict)
    return out


def encode_events(table: str, events: list[Any], seat: int) -> list[dict[str, Any]]:
    """The events for ``seat``, masked (``seat_events``) and encoded."""
    out = []
    for e in seat_events(table, events, seat):
        body = _encode(e)
        assert isinstance(body, dict)
        out.append({"type": type(e).__name__, **body})
    return out


def _encode(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Enum):
        return value.name
    if isinstance(value, (tuple, list)):
        return [_encode(v) for v in value]
    return value


# -- the guest's side -----------------------------------------------------------------

def decode_observation(table: str, data: object, seat: int, seats: int | None = None) -> Any:
    """The observation of ``seat`` at a table of ``seats`` (default: the most
    the table has); ViewError if anything is off."""
    kind = OBSERVATIONS.get(table)
    if kind is None:
        raise ViewError(f"unknown table {table!r}")
    decoder = _Decoder(table, seats)
    obs = decoder.value(kind, data, "observation")
    if obs.player != seat:
        raise ViewError(f"an observation of seat {obs.player + 1}, not this seat's")
    if table == "showdown" and seats is not None and len(obs.seats) != seats:
        raise ViewError(f"observation.seats: {len(obs.seats)} seats at a table of {seats}")
    return obs


def decode_events(table: str, data: object, seat: int, seats: int | None = None) -> list[Any]:
    """The events for ``seat``; ViewError if one is unknown, malformed or
    shows a card this seat may not see."""
    if not isinstance(data, list):
        raise ViewError("events: not a list")
    decoder = _Decoder(table, seats)
    out = []
    for n, item in enumerate(data):
        where = f"events[{n}]"
        if not isinstance(item, dict):
            raise ViewError(f"{where}: not an object")
        kind = EVENTS[table].get(item.get("type"))   # type: ignore[arg-type]
        if kind is None:
            raise ViewError(f"{where}: unknown event {str(item.get('type'))[:40]!r}")
        body = {k: v for k, v in item.items() if k != "type"}
        if table == "indian" and kind is indian_events.CardDealt:
            out.append(decoder.indian_card_dealt(body, seat, where))
        else:
            out.append(decoder.value(kind, body, where))
    return out


@cache
def _hints(kind: type) -> dict[str, Any]:
    return typing.get_type_hints(kind)


class _Decoder:
    """Walks a value against its declared type; every mismatch is a ViewError."""

    def __init__(self, table: str, seats: int | None = None):
        self.is_card = _CARD_CHECK[table]
        self.seats = MOST_SEATS[table] if seats is None else seats

    def value(self, kind: Any, data: object, where: str) -> Any:
        origin = typing.get_origin(kind)
        if origin in (types.UnionType, typing.Union):
            options = typing.get_args(kind)
            if data is None and type(None) in options:
                return None
            (inner,) = [o for o in options if o is not type(None)]
            return self.value(inner, data, where)
        if origin is tuple:
            return self.tuple(typing.get_args(kind), data, where)
        if dataclasses.is_dataclass(kind):
            return self.record(kind, data, where)   # type: ignore[arg-type]
        if isinstance(kind, type) and issubclass(kind, Enum):
            if not isinstance(data, str) or data not in kind.__members__:
                raise ViewError(f"{where}: not a {kind.__name__}")
            return kind[data]
        if kind is bool:
            if not isinstance(data, bool):
                raise ViewError(f"{where}: not true or false")
            return data
        if kind is int:
            if isinstance(data, bool) or not isinstance(data, int) or abs(data) > MAX_INT:
                raise ViewError(f"{where}: not a whole number in range")
            return self.in_range(data, where)
        if kind is str:               # the only strings in these views are cards
            if not self.is_card(data):
                raise ViewError(f"{where}: not a card of this table")
            return data
        raise ViewError(f"{where}: cannot read a {kind!r}")

    def in_range(self, n: int, where: str) -> int:
        """A seat field names a seat; ``current_player`` may also be everyone
        (a result); every other number here is a count or an amount: >= 0."""
        name = where.rsplit(".", 1)[-1].split("[", 1)[0]
        if name == "current_player" and n == ANYONE:
            return n
        if name in SEAT_FIELDS or name == "current_player":
            if not 0 <= n < self.seats:
                raise ViewError(f"{where}: {n} is not a seat")
        elif n < 0:
            raise ViewError(f"{where}: below zero")
        return n

    def tuple(self, args: tuple[Any, ...], data: object, where: str) -> tuple[Any, ...]:
        if not isinstance(data, list):
            raise ViewError(f"{where}: not a list")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(self.value(args[0], v, f"{where}[{i}]") for i, v in enumerate(data))
        if len(data) != len(args):
            raise ViewError(f"{where}: {len(data)} items, expected {len(args)}")
        return tuple(self.value(a, v, f"{where}[{i}]")
                     for i, (a, v) in enumerate(zip(args, data)))

    def record(self, kind: type, data: object, where: str) -> Any:
        if not isinstance(data, dict):
            raise ViewError(f"{where}: not an object")
        hints = _hints(kind)
        names = [f.name for f in dataclasses.fields(kind)]
        if set(data) != set(names):
            odd = sorted(set(data) ^ set(names))
            raise ViewError(f"{where}: fields {', '.join(map(str, odd))[:80]} missing or extra")
        return kind(**{n: self.value(hints[n], data[n], f"{where}.{n}") for n in names})

    def indian_card_dealt(self, body: dict[str, Any], seat: int, where: str) -> Any:
        """A dealt card: given exactly when this seat may see it."""
        hidden = dict(body)
        card = hidden.get("card")
        hidden["card"] = "1"                  # any card, to check the other fields
        event = self.record(indian_events.CardDealt, hidden, where)
        if not event.visible_to[seat]:
            if card is not None:
                raise ViewError(f"{where}: a card this seat may not see was sent")
            return dataclasses.replace(event, card=None)
        return dataclasses.replace(event, card=self.value(str, card, f"{where}.card"))
