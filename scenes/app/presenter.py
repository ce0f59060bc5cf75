"""The logical picture (1280x720) scaled into the window.

A window at least twice the logical size gets it scaled by the largest whole
factor with nearest-neighbour (every logical pixel becomes a sharp square of
window pixels, so text keeps its edges on a 4K screen) and only what is left
over smooth-scaled; a smaller window is smooth-scaled as before.  The picture
fills ``viewport`` (``loop.fit_viewport``) in every case, so mouse mapping
(``loop.window_to_logical``) does not depend on the path taken.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.widgets.theme import LOGICAL_SIZE


def whole_factor(viewport_size: tuple[int, int],
                 logical_size: tuple[int, int] = LOGICAL_SIZE) -> int:
    """The largest whole number the logical picture can be multiplied by
    inside the viewport (0 when the viewport is smaller than it)."""
    return min(viewport_size[0] // logical_size[0], viewport_size[1] // logical_size[1])


class Presenter:
    """Keeps the scaled surfaces between frames (made again when the window's size changes)."""

    def __init__(self) -> None:
        self._sharp: pygame.Surface | None = None     # nearest-neighbour, whole factor
        self._smooth: pygame.Surface | None = None    # smooth-scaled to the viewport

    def present(self, logical: pygame.Surface, window: pygame.Surface,
                viewport: pygame.Rect, sharpen: Callable[[pygame.Surface, int], object] | None
                = None) -> None:
        """``sharpen(scaled, factor)`` may draw on the whole-factor picture
        before it is shown (the texts at the window's resolution)."""
        window.fill((0, 0, 0))
        if viewport.size == logical.get_size():
            window.blit(logical, viewport)
            return
        factor = whole_factor(viewport.size, logical.get_size())
        source = logical
        if factor >= 2:
            size = (logical.get_width() * factor, logical.get_height() * factor)
            self._sharp = _surface(self._sharp, size, window)
            pygame.transform.scale(logical, size, self._sharp)
            if sharpen is not None:
                sharpen(self._sharp, factor)
            if size == viewport.size:
                window.blit(self._sharp, viewport)
                return
            source = self._sharp
        self._smooth = _surface(self._smooth, viewport.size, window)
        pygame.transform.smoothscale(source, viewport.size, self._smooth)
        window.blit(self._smooth, viewport)


def _surface(kept: pygame.Surface | None, size: tuple[int, int],
             window: pygame.Surface) -> pygame.Surface:
    """``kept`` if it has ``size``, else a new surface in the window's format."""
    if kept is not None and kept.get_size() == size:
        return kept
    return pygame.Surface(size, 0, window)
