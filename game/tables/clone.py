"""A fast copy of a table: the tables' ``clone()`` (a deepcopy takes ~1 ms).

A table's fields are immutable values (numbers, strings, enums, frozen
dataclasses, tuples), flat containers of them, lists of card lists, its seeded
generator and its shoe. Those are copied here; a table whose fields hold more
(the dealer tables' hands and rule helpers) fixes them up in its own
``clone()``.
"""
from __future__ import annotations

import random
from typing import Any, TypeVar

from game.shoe import Shoe, clone_rng

T = TypeVar("T")


def clone_fields(table: T) -> T:
    """A copy of ``table`` sharing nothing mutable that the rules of this module know."""
    new: T = object.__new__(type(table))
    fields = vars(table)
    rng: random.Random = fields["_rng"]
    new_rng = clone_rng(rng)
    copied = {name: _copied(value, rng, new_rng) for name, value in fields.items()}
    vars(new).update(copied)
    return new


def _copied(value: Any, rng: random.Random, new_rng: random.Random) -> Any:
    if value is rng:
        return new_rng
    if isinstance(value, list):
        return [list(x) if isinstance(x, list) else x for x in value]
    if isinstance(value, dict):
        return dict(value)
    if isinstance(value, set):
        return set(value)
    if isinstance(value, Shoe):
        return value.clone(new_rng)
    return value
