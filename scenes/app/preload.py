"""Load what a scene will draw before it draws it, a little in each frame.

The first deal used to load and scale its card faces on the spot (~0.5 ms a
face: the first 16 cost a ~9 ms frame), the first Showdown summary its
thumbnails (12-14 ms).  A scene hands a ``Preloader`` the work up front; each
frame runs some of it within a small time budget, so the work is done during
the first second at the table and no frame takes the whole of it.
"""
from __future__ import annotations

import functools
import time
from collections import deque
from collections.abc import Callable, Iterable

from game.cards import RANKS, SUITS
from scenes.app.resources import Resources
from scenes.widgets.theme import FontName

BUDGET_MS = 1.0                 # per frame: a frame stays well under 4 ms
ALL_CODES = tuple(r + s for s in SUITS for r in RANKS)
# What the tables write: FreeType rasterises each glyph the first time a size
# uses it, which made a first summary or result label cost milliseconds.
GLYPHS = ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
          "+-.,:;!?()/'−—·…→ ")


class Preloader:
    def __init__(self, tasks: Iterable[Callable[[], object]] = ()) -> None:
        self._tasks = deque(tasks)

    @property
    def done(self) -> bool:
        return not self._tasks

    def add(self, tasks: Iterable[Callable[[], object]]) -> None:
        self._tasks.extend(tasks)

    def step(self, budget_ms: float = BUDGET_MS) -> None:
        """Run tasks until ``budget_ms`` is spent (at least one, if any are left)."""
        if not self._tasks:
            return
        deadline = time.perf_counter() + budget_ms / 1000
        while self._tasks:
            self._tasks.popleft()()
            if time.perf_counter() >= deadline:
                return

    def finish(self) -> None:
        """Everything now (tests, screenshots)."""
        while self._tasks:
            self._tasks.popleft()()


def glyph_tasks(resources: Resources, sizes: Iterable[int],
                bold: Iterable[bool] = (True, False)) -> list[Callable[[], object]]:
    """One task per (size, weight): render every glyph once (not cached as text)."""
    weights = tuple(bold)
    return [functools.partial(_render_glyphs, resources, z, b) for z in sizes for b in weights]


def _render_glyphs(resources: Resources, size: int, bold: bool) -> None:
    font = resources.font(FontName.BOLD if bold else FontName.REGULAR, size)
    font.render(GLYPHS, True, (255, 255, 255))
