"""A small line plot drawn with pygame: one series, its axis, its last value."""
from __future__ import annotations

import pygame

from scenes.app.i18n import _, format_fixed
from scenes.app.resources import Resources
from scenes.training.common import text
from scenes.widgets.theme import GOLD_DARK, MUTED, Colour

GRID = (58, 52, 56)
MAX_POINTS = 200           # the newest sessions; older ones leave the plot
AXIS_ROOM = 40             # left of the plot for its axis values ("0.5 s")


def draw_series(surface: pygame.Surface, res: Resources, rect: pygame.Rect,
                values: list[float], title: str, colour: Colour, low: float = 0.0,
                high: float | None = None, unit: str = "") -> None:
    """``values`` oldest first; ``high`` None scales to the largest value."""
    # at a larger text size the words shrink to their places (14 px at least)
    text(surface, res, title, (rect.x, rect.y - 22), 14, MUTED, room=rect.w, height=AXIS_ROOM // 2)
    values = values[-MAX_POINTS:]
    top = high if high is not None else max([low + 1.0, *values])
    span = (top - low) or 1.0
    for fraction in (0.0, 0.5, 1.0):
        y = rect.bottom - round(fraction * rect.h)
        pygame.draw.line(surface, GRID, (rect.x, y), (rect.right, y))
        value = low + fraction * span
        shown = format_fixed(value, 0 if span >= 10 else 1)
        text(surface, res, shown + unit, (rect.x - 6, y), 14, MUTED, anchor="midright",
             room=AXIS_ROOM)
    pygame.draw.rect(surface, GOLD_DARK, rect, 1)
    if not values:
        text(surface, res, _("no sessions yet"), rect.center, 14, MUTED, anchor="center")
        return
    n = len(values)

    def at(i: int, v: float) -> tuple[int, int]:
        x = rect.x + (round(i * rect.w / (n - 1)) if n > 1 else rect.w // 2)
        clipped = min(max(v, low), top)
        return x, rect.bottom - round((clipped - low) * rect.h / span)

    points = [at(i, v) for i, v in enumerate(values)]
    if n > 1:
        pygame.draw.lines(surface, colour, False, points, 2)
    for point in points[-30:]:
        pygame.draw.circle(surface, colour, point, 3)
    last = format_fixed(values[-1], 0 if span >= 10 else 1)
    words = _("last session: {value}  ({count} shown)").format(value=last + unit, count=n)
    text(surface, res, words, (rect.right, rect.bottom + 4),
         14, colour, True, "topright", room=rect.w + AXIS_ROOM)
