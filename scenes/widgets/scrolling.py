"""Input shared by the scrolling text screens (rules, About): the wheel, the
keys, and dragging the scroll bar's thumb.

A view passes itself: it has ``viewport`` (the visible rect), ``max_scroll``,
``dragging``, ``scroll_by(dy)``, ``close()`` and ``_scrollbar()`` returning
(track, thumb) rects.
"""
from __future__ import annotations

import pygame

FAR = 10 ** 6          # Home / End: further than any page (scroll_by clamps)


def scroll_event(view, ev: pygame.event.Event, step: int, grab_margin: int) -> None:
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
