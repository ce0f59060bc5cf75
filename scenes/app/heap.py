"""Give memory back: collect departed scenes at once, trim the heap now and then.

A scene is a web of cycles (scene -> painter -> buttons -> bound methods ->
scene) holding megabytes of surfaces (a 1280×720 static layer alone is
3.7 MB).  Python frees cycles only in a full collection, and with ~30k live
objects the oldest generation ran *zero* times in 30,000 frames of Indian play,
so every finished match's scene lingered: resident memory crept +28 MB over an
hour.  So the frame after a scene leaves the stack we run ``gc.collect()``
(2-4 ms with the freeze below, during a screen change).

What lives from start to quit (modules, fonts, the registry, the save) is
frozen out of the collector once, before the first scene opens
(``freeze_startup``): a departure's collection then walks ~6k objects, not
~25k (Showdown: 6-9 ms -> 2-3 ms, a screen change stays well inside a frame).
No scene is frozen, so every scene can still be collected.

glibc also keeps freed pages; ``malloc_trim`` returns them every ~30 s.  It is a
no-op where there is no glibc.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
from collections.abc import Callable

TRIM_EVERY_FRAMES = 1800   # every ~30 s at 60 FPS: a trim takes about a millisecond


def freeze_startup() -> None:
    """Collect, then freeze every object alive now out of later collections."""
    gc.collect()
    gc.freeze()


class HeapTrimmer:
    def __init__(self) -> None:
        self._trim = _load_malloc_trim()
        self._frames = 0
        self._departures = 0

    def tick(self, departures: int = 0) -> None:
        """Count a frame.  ``departures`` is the scene stack's running count of
        scenes that left it: when it moved, collect them (and trim) now;
        otherwise trim every TRIM_EVERY_FRAMES frames."""
        self._frames += 1
        if departures != self._departures:
            self._departures = departures
            gc.collect()
            self._trim_now()
        elif self._frames >= TRIM_EVERY_FRAMES:
            self._trim_now()

    def _trim_now(self) -> None:
        self._frames = 0
        if self._trim is not None:
            self._trim(0)


def _load_malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim: Callable[[int], int] = libc.malloc_trim
        return trim
    except (OSError, AttributeError):  # musl and others have no malloc_trim
        return None
