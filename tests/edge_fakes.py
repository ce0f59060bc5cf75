"""Stand-ins for the exact edge, run by ``EdgeWorker`` in a child process (a
plain module, imported by name there, so light: no pygame)."""
from __future__ import annotations

import os
import time

# One chunk of work done in a single C call, holding the GIL throughout, as
# the real computation's compile() and big dict operations do.
GIL_CHUNK = 3_000_000


def gil_holding(chunks: int) -> float:
    for _ in range(chunks):
        sum(range(GIL_CHUNK))
    return 0.01


def sleeping(seconds: float, edge: float) -> float:
    time.sleep(seconds)
    return edge


def crashing(code: int) -> float:
    os._exit(code)


def refusing(words: str) -> float:
    raise ValueError(words)


def process_id() -> float:
    return float(os.getpid())


def by_rules(table: str, overrides: dict) -> float:
    """What the house-rules screen asks: 0.005, +0.0022 when the dealer hits soft 17."""
    return 0.005 + (0.0022 if overrides.get("dealer_hits_soft_17") else 0.0)


def marking(path: str) -> float:
    """A computation whose idle work (``idle_until_wanted``) leaves marks in ``path``."""
    return 0.001


def idle_until_wanted(args: tuple, wanted) -> None:
    """Idle work: say so in the file ``args[0]``, work until a question waits, say so."""
    path = args[0]
    with open(path, "a") as f:
        f.write("idle\n")
    while not wanted():
        time.sleep(0.01)
    with open(path, "a") as f:
        f.write("gave way\n")
