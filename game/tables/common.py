"""Small helpers shared by the tables: snapshots, event lines, setup checks.

``ANYONE`` is what ``current_player()`` returns on a result screen that any
player may dismiss with NEXT (the scene shows the button; a scenario simply
applies ``next``). It is negative so it never passes for a seat index, and
distinct from ``base.BETTING`` (-2).
"""
from __future__ import annotations

import hashlib
import random
from array import array
from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any

from game.errors import SetupError
from game.shoe import Shoe
from game.words import is_whole

ANYONE = -3
MAX_CHIPS = 10**12        # a bigger stack in a setup is a typo or an attack


def rng_digest(rng: random.Random) -> str:
    """A short fingerprint of a generator's state: two equal digests mean the
    same future draws (for snapshots and record -> replay checks)."""
    version, internal, gauss = rng.getstate()
    h = hashlib.blake2b(array("Q", internal).tobytes(), digest_size=8)
    h.update(repr((version, gauss)).encode())
    return h.hexdigest()


def shoe_snapshot(shoe: Shoe) -> dict[str, Any]:
    """Everything that decides the shoe's future, as JSON-able values.

    Reads the shoe's private generator and stack on purpose: a snapshot must
    tell two tables apart whenever their futures differ.
    """
    return {
        "undealt": list(shoe.undealt),   # order matters: draws pick by index
        "discards": list(shoe.discards),
        "stacked": list(shoe._stacked),          # see docstring
        "shoe_seed": str(shoe.shoe_seed),
        "shuffle_count": shoe.shuffle_count,
        "rng": rng_digest(shoe._rng),
    }


def jsonable(value: Any) -> Any:
    """Dataclasses/enums/tuples -> plain JSON values (enums by name)."""
    if isinstance(value, Enum):
        return value.name
    if hasattr(value, "__dataclass_fields__"):
        return {k: jsonable(getattr(value, k)) for k in value.__dataclass_fields__}
    if isinstance(value, dict):
        return {str(jsonable(k)): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, frozenset, set)):
        items = [jsonable(v) for v in value]
        return sorted(items, key=repr) if isinstance(value, (set, frozenset)) else items
    return value


def describe_event(event: Any) -> str:
    """One readable line for an event dataclass: ``CardDealt seat=1 card=AS``.
    Used by golden playthroughs and logs."""
    parts = [type(event).__name__]
    for name in event.__dataclass_fields__:
        parts.append(f"{name}={_fmt(getattr(event, name))}")
    return " ".join(parts)


def _fmt(value: Any) -> str:
    if isinstance(value, Enum):
        return value.name
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_fmt(v) for v in value) + "]"
    if hasattr(value, "__dataclass_fields__"):
        return "{" + describe_event(value) + "}"
    return str(value)


# -- setup checks (a scenario's or a record's ``setup``, ``seed`` and ``cards``) --

def whole_chips(value: object, lo: int, hi: int, name: str) -> list[int]:
    """A list of ``lo``-``hi`` positive whole numbers, else SetupError."""
    if not isinstance(value, list) or not lo <= len(value) <= hi:
        n = f"{lo}" if lo == hi else f"{lo}-{hi}"
        raise SetupError(f"setup.{name} must be a list of {n} whole numbers")
    chips: list[int] = []
    for v in value:
        if not is_whole(v) or v < 1:
            raise SetupError(f"setup.{name}: {v!r} is not a positive whole number")
        if v > MAX_CHIPS:
            raise SetupError(f"setup.{name}: {str(v)[:40]} is out of range (at most {MAX_CHIPS})")
        chips.append(v)
    return chips


def check_cards(cards: object, valid: Callable[[object], bool]) -> list[str]:
    """The cards to stack, each a code ``valid`` accepts, else SetupError."""
    if cards is None:
        return []
    if not isinstance(cards, list):
        raise SetupError("cards must be a list of card codes")
    for c in cards:
        if not valid(c):
            raise SetupError(f"unknown card {c!r}")
    return list(cards)


def check_seed(seed: object) -> int:
    if seed is None:
        return 0
    if not is_whole(seed):
        raise SetupError(f"seed must be a whole number, got {seed!r}")
    return seed


def check_setup(setup: object, allowed: set[str]) -> Mapping[str, object]:
    """``setup`` as an object naming only ``allowed`` fields, else SetupError."""
    if setup is None:
        return {}
    if not isinstance(setup, dict):
        raise SetupError("setup must be an object")
    unknown = sorted(set(setup) - allowed)
    if unknown:
        raise SetupError(f"unknown setup field {unknown[0]!r}")
    return setup
