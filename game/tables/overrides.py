"""Rule overrides: the one part of the rules every table shares.

Each table's rules are a frozen dataclass in ``game/tables/<table>/rules.py``;
its ``overridable`` fields (the ones docs/rules.md lists for the table) may be
replaced from outside, by a scenario's ``rules`` or a house-rules screen,
through ``with_overrides``. A value is checked by the type of the field's
default: true/false, one of an enum's words (``"6:5"``), a pair ``[min, max]``
or a whole number from 1 to 10**9 (or one of the table's ``field_choices``).
"""
from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import Any, Protocol, Self, TypeVar

from game.errors import SetupError
from game.words import is_whole

MAX_NUMBER = 10**9


class OverridableRules(Protocol):
    @property
    def overridable(self) -> tuple[str, ...]: ...

    def field_choices(self, name: str) -> tuple[int, ...]:
        """The only values a number field may take; () for any in range."""
        ...

    def with_changes(self, changes: Mapping[str, Any]) -> Self:
        """A copy with checked values replaced (plus what follows from them);
        SetupError if the whole does not hold together."""
        ...


R = TypeVar("R", bound=OverridableRules)


def with_overrides(rules: R, overrides: object) -> R:
    """A copy of ``rules`` with named public fields replaced, each type-checked.

    Raises SetupError naming the first bad field or value.
    """
    if not isinstance(overrides, dict):
        raise SetupError("rules must be an object of field: value")
    changes: dict[str, Any] = {}     # values of each field's own type
    for key, value in overrides.items():
        if key not in rules.overridable:
            raise SetupError(f"unknown rules field {key!r} for this table "
                             f"(fields: {', '.join(rules.overridable)})")
        changes[key] = checked_value(key, getattr(rules, key), value,
                                     rules.field_choices(key))
    return rules.with_changes(changes)


def checked_value(key: str, current: object, value: object,
                  choices: tuple[int, ...] = ()) -> object:
    """``value`` for a field whose default is ``current``, or SetupError."""
    if isinstance(current, bool):
        if not isinstance(value, bool):
            raise SetupError(f"rules field {key!r} must be true or false")
        return value
    if isinstance(current, Enum):
        try:
            return type(current)(value)
        except ValueError:
            words = ", ".join(repr(m.value) for m in type(current))
            raise SetupError(f"rules field {key!r} must be one of {words}") from None
    if isinstance(current, tuple):
        if (not isinstance(value, (list, tuple)) or len(value) != 2
                or not all(is_whole(v) for v in value) or not 0 <= value[0] <= value[1]):
            raise SetupError(f"rules field {key!r} must be [min, max] "
                             "whole numbers of cards with 0 <= min <= max")
        return (value[0], value[1])
    if not is_whole(value):
        raise SetupError(f"rules field {key!r} must be a whole number")
    if choices and value not in choices:
        raise SetupError(f"rules field {key!r} must be one of "
                         f"{', '.join(map(str, choices))}, not {value}")
    if value < 1 or value > MAX_NUMBER:
        raise SetupError(f"rules field {key!r} is out of range: {value}")
    return value
