"""Text drawn again at the window's own resolution on a large window.

The scenes draw on the 1280x720 logical surface.  When the window is a whole
factor k >= 2 larger, the logical picture is scaled k times with nearest
neighbour (``presenter``), which keeps edges sharp but makes glyphs blocky.
``TextSurface`` (the logical surface) notes every rendered text blitted
straight onto it, with the pixels under it before and after; once the frame
is drawn, each text whose pixels are still exactly as it left them (nothing
was drawn over it) is drawn again from its words, k times larger, over the
scaled picture.  A text baked into another surface first (a felt, a cached
panel) or covered later keeps the scaled pixels: never a wrong picture, at
worst a blocky one.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

TextKey = tuple[str, int, tuple[int, ...], bool, bool]   # as Resources.text caches them


@dataclass
class TextMark:
    rect: pygame.Rect            # where the text went on the logical surface
    key: TextKey                 # its words, size, colour, weight, printed
    before: pygame.Surface       # the pixels under it before it was drawn
    after: bytes                 # and just after


class TextSurface(pygame.Surface):
    """The logical surface: a plain Surface that can note the texts blitted onto it."""

    marks: list[TextMark]
    text_key: Callable[[pygame.Surface], TextKey | None] | None

    def start_frame(self, text_key: Callable[[pygame.Surface], TextKey | None] | None) -> None:
        """Forget the last frame's texts; note this frame's when ``text_key`` is given
        (it names a rendered text surface's words, or None for any other surface)."""
        self.marks = []
        self.text_key = text_key

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        text_key = getattr(self, "text_key", None)      # a subsurface notes nothing
        key = text_key(source) if text_key is not None and area is None \
            and not special_flags and source.get_alpha() in (None, 255) else None
        if key is None:
            return super().blit(source, dest, area, special_flags)
        rect = pygame.Rect(_topleft(dest), source.get_size())
        if not self.get_rect().contains(rect) or rect.w == 0 or rect.h == 0:
            return super().blit(source, dest, area, special_flags)
        before = self.subsurface(rect).copy()
        drawn = super().blit(source, rect.topleft)
        self.marks.append(TextMark(rect, key, before, _pixels(self, rect)))
        return drawn


def _topleft(dest: Any) -> tuple[int, int]:
    """Where a blit to ``dest`` (a point or a rect) puts its top left corner."""
    if isinstance(dest, (pygame.Rect, pygame.FRect)):
        return int(dest.x), int(dest.y)
    return int(dest[0]), int(dest[1])


def _pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def sharpen(scaled: pygame.Surface, logical: pygame.Surface, factor: int,
            render: Callable[[TextKey, int], pygame.Surface]) -> int:
    """Draw each noted text of ``logical`` again at ``factor`` times its size
    on ``scaled`` (``logical`` scaled by ``factor``); returns how many."""
    marks: list[TextMark] = getattr(logical, "marks", [])
    done = 0
    for mark in marks:
        if _pixels(logical, mark.rect) != mark.after:      # something was drawn over it
            continue
        size = (mark.rect.w * factor, mark.rect.h * factor)
        patch = pygame.transform.scale(mark.before, size)
        patch.blit(render(mark.key, factor), (0, 0))
        scaled.blit(patch, (mark.rect.x * factor, mark.rect.y * factor))
        done += 1
    return done
