"""Small drawing helpers: translucent rects, shadows, text placement, wrapping."""
from __future__ import annotations

from typing import Any

import pygame
from pygame.typing import RectLike

from scenes.app.i18n import resay
from scenes.widgets.theme import MIN_TEXT, RGBA, Colour, FontName, Point


def fill_alpha(surface: pygame.Surface, rgba: RGBA, rect: RectLike | None = None,
               radius: int = 0) -> None:
    """Fill ``rect`` with a translucent colour (pygame.draw ignores alpha).

    The translucent layer is kept per (size, colour, radius): card shadows,
    pills and panels ask for the same ones every frame."""
    rect = pygame.Rect(rect) if rect is not None else surface.get_rect()
    key = (rect.size, tuple(rgba), radius)
    big = rect.w * rect.h > BIG_LAYER_PIXELS
    cache, limit = (_BIG_LAYERS, BIG_LAYER_CACHE) if big else (_LAYERS, LAYER_CACHE)
    layer = cache.get(key)
    if layer is None:
        if len(cache) >= limit:
            cache.pop(next(iter(cache)))
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, rgba, layer.get_rect(), border_radius=radius)
        cache[key] = layer
    surface.blit(layer, rect.topleft)


LAYER_CACHE = 192       # ~ every size a screen uses (a flip's widths included)
BIG_LAYER_PIXELS = 250_000
BIG_LAYER_CACHE = 3     # full-screen dims: 3.7 MB each, so only a few
LayerKey = tuple[tuple[int, int], tuple[int, ...], int]   # (size, colour, radius)
_LAYERS: dict[LayerKey, pygame.Surface] = {}
_BIG_LAYERS: dict[LayerKey, pygame.Surface] = {}


def shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int = 8,
           offset: tuple[int, int] = (4, 6), alpha: int = 90) -> None:
    fill_alpha(surface, (0, 0, 0, alpha), pygame.Rect(rect).move(offset), radius)


def ellipse_alpha(surface: pygame.Surface, rgba: RGBA, rect: RectLike, width: int = 0) -> None:
    rect = pygame.Rect(rect)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.ellipse(layer, rgba, layer.get_rect(), width)
    surface.blit(layer, rect.topleft)


def blit_centered(surface: pygame.Surface, image: pygame.Surface, center: Point) -> pygame.Rect:
    rect = image.get_rect(center=(round(center[0]), round(center[1])))
    surface.blit(image, rect)
    return rect


def blit_text_shadowed(surface: pygame.Surface, text_surface: pygame.Surface,
                       shadow_surface: pygame.Surface, **anchor: Any) -> pygame.Rect:
    """Blit text with a 2 px drop shadow; ``anchor`` is a Rect keyword (center=...)."""
    rect = text_surface.get_rect(**anchor)
    surface.blit(shadow_surface, rect.move(2, 2))
    surface.blit(text_surface, rect)
    return rect


def wrap_text(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Greedy word wrap to ``width`` pixels; keeps at least one word per line."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        if font.size(paragraph)[0] <= width:      # one measurement for a line that fits
            lines.append(paragraph)
            continue
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def vertical_gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    """An opaque top-to-bottom gradient (drawn once, cache the result)."""
    surface = pygame.Surface(size)
    w, h = size
    for y in range(h):
        t = y / max(1, h - 1)
        colour = [round(a + (b - a) * t) for a, b in zip(top, bottom)]
        pygame.draw.line(surface, colour, (0, y), (w, y))
    return surface


def radial_vignette(size: tuple[int, int], strength: int = 150) -> pygame.Surface:
    """Dark edges, clear centre: makes a flat felt look lit from above."""
    w, h = size
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
            d = min(1.0, (dx * dx + dy * dy) ** 0.5)
            small.set_at((x, y), (0, 0, 0, int(strength * d ** 2.2)))
    return pygame.transform.smoothscale(small, (w, h))


def fitted_text(resources: Any, text: str, size: int, colour: Colour, room: int,
                smallest: int, bold: bool = False, height: int | None = None
                ) -> pygame.Surface:
    """``text`` at ``size``, or at the largest smaller size down to ``smallest``
    that fits ``room`` pixels wide (and ``height`` high, if given): a longer
    word in another language or a larger text size shrinks rather than run
    into its neighbour; still too wide at ``smallest``, the text is cut with
    an ellipsis, never drawn past its room.  At a larger text size it may
    shrink further, never below MIN_TEXT pixels (``Resources.smallest_size``)."""
    smallest = min(max(smallest, MIN_TEXT), resources.smallest_size())
    text = resay(text)        # measured and cut in the language shown, not the one it was said in
    image: pygame.Surface = resources.text(text, size, colour, bold)
    while size > smallest and (image.get_width() > room
                               or (height is not None and image.get_height() > height)):
        size -= 1
        image = resources.text(text, size, colour, bold)
    if image.get_width() > room:
        image = resources.text(cut_to_width(resources, text, size, room, bold), size, colour, bold)
    return image


def cut_to_width(resources: Any, text: str, size: int, room: int, bold: bool = False) -> str:
    """The longest start of ``text`` that, with "…", is at most ``room`` pixels wide."""
    font = resources.font(FontName.BOLD if bold else FontName.REGULAR, size)
    if font.size(text)[0] <= room:
        return text
    low, high = 0, len(text)
    while low < high:                      # binary search on the kept length
        mid = (low + high + 1) // 2
        if font.size(text[:mid].rstrip() + "…")[0] <= room:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + "…"
