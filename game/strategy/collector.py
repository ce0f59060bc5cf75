"""The cyclic garbage collector paused while the exact calculator works.

A derivation fills its memos with hundreds of thousands of tuples (shoes,
keys, stand values) and makes no reference cycles; every full collection the
growing heap sets off would walk all of them again, a fifth of a new deck
count's time. So the collector waits until the work is done (or given way):
what the calculator keeps is then walked once, at the next collection.
"""
from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused() -> Iterator[None]:
    """No automatic collection inside (nested uses leave it to the outermost)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
