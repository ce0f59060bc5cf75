"""A stop from outside the window: logout (SIGHUP), ``kill`` (SIGTERM), Ctrl+C
in the terminal (SIGINT).  The game saves and quits, no dialog, exit status 0.

    stop = StopSignals()
    with stop.listening():           # the main thread only
        app = App(stop=stop)         # the loop ends at the next frame after a signal
        ...

SDL would turn SIGINT and SIGTERM into a window-close, which asks Quit / Stay,
so a logout or a ``kill`` left the game running; ``keep_sdl_off_signals`` asks
it not to install its handlers (before the display starts), and the handler
here only notes the signal: the loop, not the handler, closes the scenes and
the save, between two frames, exactly as the Quit button does.  A table left
mid-round writes nothing (``scenes.tables.journal.Journal.leave``): the round
resumes at the next start just as after a kill.
"""
from __future__ import annotations

import contextlib
import os
import signal
import threading
from collections.abc import Iterator
from types import FrameType

# SIGHUP does not exist on Windows.
STOP_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, name))
SDL_NO_SIGNAL_HANDLERS = "SDL_NO_SIGNAL_HANDLERS"


def keep_sdl_off_signals() -> None:
    """Before pygame's display starts: SDL reads this hint from the environment.
    Without it, a headless run that never reads window events (smoke,
    screenshots) would swallow SIGTERM instead of ending."""
    os.environ[SDL_NO_SIGNAL_HANDLERS] = "1"


class StopSignals:
    """Notes the first stop signal; ``received`` stays None until one comes."""

    def __init__(self) -> None:
        self.received: signal.Signals | None = None

    @contextlib.contextmanager
    def listening(self) -> Iterator[StopSignals]:
        """Our handlers for the block, the previous ones back after it.  Python
        only runs signal handlers in the main thread: elsewhere this does nothing."""
        if threading.current_thread() is not threading.main_thread():
            yield self
            return
        keep_sdl_off_signals()
        previous = {sig: signal.signal(sig, self._note) for sig in STOP_SIGNALS}
        try:
            yield self
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)

    def _note(self, signum: int, frame: FrameType | None) -> None:
        if self.received is None:
            self.received = signal.Signals(signum)
