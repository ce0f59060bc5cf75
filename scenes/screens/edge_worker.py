"""The exact house edge, computed off the frame loop, one rule set at a time.

A recomputation takes up to a few CPU seconds, so one background thread does
it. Only the latest request waits its turn (a change supersedes the one before
that has not started); every finished result is cached by its key, so going
back to a rule set is instant. The screen asks ``result(key)`` for the rule
set it shows: a result for another key is never shown in its place.
"""
from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

log = logging.getLogger("club21")


@dataclass(frozen=True)
class EdgeResult:
    edge: float | None          # a fraction; None when the computation failed
    seconds: float              # how long it took (wall clock)
    error: str = ""


class EdgeWorker:
    def __init__(self, compute: Callable[..., float]) -> None:
        self._compute = compute
        self._cache: dict[Hashable, EdgeResult] = {}
        self._wanted: tuple[Hashable, tuple[Any, ...]] | None = None
        self._busy: Hashable | None = None
        self._lock = threading.Condition()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="house-edge", daemon=True)
        self._thread.start()

    def request(self, key: Hashable, *args: Any) -> None:
        """Compute ``compute(*args)`` under ``key`` unless known or under way."""
        with self._lock:
            if key in self._cache or key == self._busy:
                self._wanted = None
                return
            self._wanted = (key, args)
            self._lock.notify()

    def result(self, key: Hashable) -> EdgeResult | None:
        with self._lock:
            return self._cache.get(key)

    def known(self, key: Hashable, result: EdgeResult) -> None:
        """A result computed elsewhere (e.g. instantly, in the frame)."""
        with self._lock:
            self._cache[key] = result

    def close(self) -> None:
        with self._lock:
            self._closed = True
            self._lock.notify()

    def _run(self) -> None:
        while True:
            with self._lock:
                while self._wanted is None and not self._closed:
                    self._lock.wait()
                if self._closed or self._wanted is None:
                    return
                key, args = self._wanted
                self._wanted, self._busy = None, key
            start = time.perf_counter()
            try:
                result = EdgeResult(self._compute(*args), time.perf_counter() - start)
            except Exception as exc:  # noqa: BLE001 - a message on the screen, not a crash
                log.exception("computing the house edge failed")
                result = EdgeResult(None, time.perf_counter() - start, str(exc))
            with self._lock:
                self._cache[key] = result
                self._busy = None
