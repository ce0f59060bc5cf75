"""The save opens on a thread while the lobby keeps drawing.

    opener = SaveOpener(folder)         # just after the lobby's first frame
    opener.done                         # polled once a frame
    opener.result()                     # -> Opened (or raises what open_storage raised)

Why a thread: opening the save loads the storage modules, reads the file,
checks the rows written since the last clean close and loads the number
formats the lobby's bankroll is drawn with; on a busy computer that is more
than a frame may take.  It then imports the screens that read the whole save
(``WARM_MODULES``), so that their first opening costs what later ones do.
The thread only opens; everything that touches the scenes (the resume
prompt, the problem screen) runs on the loop's thread once ``done``
(``scenes.app.startup.open_profile``).  The connection is made here and then
used by the loop's thread, one at a time (``Database._connect``:
``check_same_thread=False``).
"""
from __future__ import annotations

import importlib
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from scenes.app.i18n import format_money

if TYPE_CHECKING:
    # Types only: the save's modules (sqlite, json) load on the thread.
    from game.storage.store import Opened


# Screens that read the whole save, with the engine they replay it with: their
# first opening would otherwise spend a few hundred ms importing (History's
# replay loads every table's rules).
WARM_MODULES = ("scenes.screens.history", "scenes.screens.stats")


class SaveOpener:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._opened: Opened | None = None
        self._error: BaseException | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="club21-open-save", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            from game.storage.store import open_storage
            self._opened = open_storage(self.folder, deferred=True)
            format_money(0)      # the number formats' data, loaded here and not in a frame
        except Exception as exc:  # handed to the loop's thread, said there
            self._error = exc
        finally:
            self._ready.set()    # the lobby is usable from here; the warming goes on
        for module in WARM_MODULES:
            try:
                importlib.import_module(module)
            except Exception:  # only a head start: the screen imports it again
                return

    @property
    def done(self) -> bool:
        return self._ready.is_set()

    def result(self) -> Opened:
        """The opened save (waits if the thread is still at it)."""
        self._ready.wait()
        if self._error is not None:
            raise self._error
        assert self._opened is not None     # the thread ended without an error
        return self._opened
