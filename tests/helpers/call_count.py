"""Count the function calls a piece of code makes: a work bound that does not
depend on how loaded the machine is (a test never reads a clock)."""
from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any


def calls_made(fn: Callable[[], Any]) -> int:
    """Python and C function calls made while ``fn`` runs."""
    count = 0

    def profile(frame: Any, event: str, arg: Any) -> None:
        nonlocal count
        if event in ("call", "c_call"):
            count += 1

    old = sys.getprofile()
    sys.setprofile(profile)
    try:
        fn()
    finally:
        sys.setprofile(old)
    return count
