"""The game's log file, which must never be what stops the game.

On a full or read-only disk ``logging`` would print "--- Logging error ---"
and a traceback for every line (and again when quitting); here a line that
cannot be written is dropped and counted, and the game goes on.  Problems the
player must know about are shown on screen and printed on stderr as well.
"""
from __future__ import annotations

import contextlib
import logging
import logging.handlers
from typing import Any


class TolerantLogFile(logging.handlers.RotatingFileHandler):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.dropped = 0              # lines lost to a failing disk

    def handleError(self, record: logging.LogRecord) -> None:  # logging's name
        self.dropped += 1
        if self.stream is not None:   # reopened at the next line, once the disk recovers
            with contextlib.suppress(OSError, ValueError):
                self.stream.close()
            self.stream = None

    def flush(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            super().flush()

    def close(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            super().close()
