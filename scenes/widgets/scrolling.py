"""Input shared by the scrolling text screens (rules, About): the wheel, the
keys, and dragging the scroll bar's thumb.

A view passes itself: it has ``viewport`` (the visible rect), ``max_scroll``,
``dragging``, ``scroll_by(dy)``, ``close()`` and ``_scrollbar()`` returning
(track, thumb) rects.
"""
from __future__ import annotations

from typing import Protocol

import pygame

FAR = 10 ** 6          # Home / End: further than any page (scroll_by clamps)


def scrollbar(viewport: pygame.Rect, content_h: int, scroll: int, max_scroll: int,
              gap: int, min_thumb: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The scroll bar's track beside ``viewport`` and its thumb, sized to the
    share of the content on show and placed at ``scroll``."""
    track = pygame.Rect(viewport.right + gap, viewport.y, 8, viewport.h)
    visible = viewport.h / max(1, content_h)
    thumb_h = max(min_thumb, round(track.h * min(1.0, visible)))
    travel = track.h - thumb_h
    y = track.y + (round(travel * scroll / max_scroll) if max_scroll else 0)
    return track, pygame.Rect(track.x, y, track.w, thumb_h)


class ScrollingView(Protocol):
    dragging: bool

    @property
    def viewport(self) -> pygame.Rect: ...
    @property
    def max_scroll(self) -> int: ...
    def scroll_by(self, dy: int) -> None: ...
    def close(self) -> None: ...
    def _scrollbar(self) -> tuple[pygame.Rect, pygame.Rect]: ...


def scroll_event(view: ScrollingView, ev: pygame.event.Event, step: int, grab_margin: int) -> None:
    """Scroll, close or drag as ``ev`` asks; the screen stays modal (the caller
    reports every event as handled)."""
    page = view.viewport.h - 40
    if ev.type == pygame.MOUSEWHEEL:
        view.scroll_by(-ev.y * step)
    elif ev.type == pygame.KEYDOWN:
        keys = {pygame.K_DOWN: step, pygame.K_UP: -step,
                pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page, pygame.K_SPACE: page,
                pygame.K_HOME: -FAR, pygame.K_END: FAR}
        if ev.key in keys:
            view.scroll_by(keys[ev.key])
        elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_BACKSPACE):
            view.close()
    elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
        track, _ = view._scrollbar()
        view.dragging = track.inflate(grab_margin, 0).collidepoint(ev.pos)
    elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
        view.dragging = False
    elif ev.type == pygame.MOUSEMOTION and view.dragging and view.max_scroll:
        track, thumb = view._scrollbar()
        view.scroll_by(round(ev.rel[1] * view.max_scroll / max(1, track.h - thumb.h)))
