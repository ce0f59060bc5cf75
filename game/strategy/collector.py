"""The cyclic garbage collector paused while the exact calculator works.

A derivation fills its memos with hundreds of thousands of tuples (shoes,
keys, stand values) and makes no reference cycles; every full collection the
growing heap sets off would walk all of them again, a fifth of a new deck
count's time. So the collector waits until the work is done (or given way):
what the calculator keeps is then walked once, at the next collection.

A process that only computes edges (the house-rules screen's calculator)
also freezes what it keeps when the work is done (``freeze_when_done``): the
memos, which hold no cycles and are freed by their counts when forgotten, are
then never walked again, neither by the collection due right after nor by
the full ones later (some 60 ms each once a few deck counts are kept). Not
in the game's own process: scenes made before a freeze would never be
collected.
"""
from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

_FREEZING = {"on": False}


def freeze_when_done(on: bool = True) -> None:
    """Whether the outermost ``paused`` freezes everything made so far as it ends."""
    _FREEZING["on"] = on


@contextmanager
def paused() -> Iterator[None]:
    """No automatic collection inside (nested uses leave it to the outermost)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            if _FREEZING["on"]:
                gc.freeze()
            gc.enable()
