"""About Club 21 (from Settings): the version, the licence, every notice, scrollable.

The notices run to some 1,600 wrapped lines, so the page is never rendered
whole: only the lines in view are drawn, from a small cache of line surfaces.
Wheel, arrows, PgUp/PgDn, Home/End and dragging the scrollbar move it.
"""
from __future__ import annotations

from bisect import bisect_left
from typing import Any

import pygame

from scenes.app.context import Context
from scenes.app.i18n import _
from scenes.app.scene import Scene
from scenes.screens.about_text import Kind, Line, about_documents, document_lines, summary_lines
from scenes.widgets.button import Button
from scenes.widgets.draw import fill_alpha, wrap_text
from scenes.widgets.panel import Panel
from scenes.widgets.scrolling import scroll_event, scrollbar
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED, FontName

PANEL = pygame.Rect(200, 30, 880, 660)
SCROLL_STEP = 60
STYLES = {  # kind -> (font, size, colour, indent, space above)
    Kind.TITLE: (FontName.BOLD, 22, GOLD, 0, 10),
    Kind.HEADING: (FontName.BOLD, 18, GOLD_LIGHT, 0, 12),
    Kind.TEXT: (FontName.REGULAR, 16, CREAM, 0, 6),
    Kind.BULLET: (FontName.REGULAR, 16, CREAM, 22, 4),
    Kind.VERBATIM: (FontName.REGULAR, 14, MUTED, 8, 0),
    Kind.GAP: (FontName.REGULAR, 14, MUTED, 0, 18),
}


class AboutScene(Scene):
    name = "about"
    is_overlay = True

    def __init__(self, context: Context, **options: Any) -> None:
        super().__init__(context)
        res = context.resources
        self.panel = Panel(PANEL, _("About Club 21"), res)
        content = self.panel.content_rect
        self.viewport = pygame.Rect(content.x + 8, content.y + 86, content.w - 40,
                                    content.h - 86 - 70)
        self.scroll = 0
        self.dragging = False
        self._lay_out_text()
        self.close_button = Button(res, (PANEL.centerx - 110, PANEL.bottom - 66, 220, 50),
                                   _("Close"), self.close, pygame.K_ESCAPE, sound=context.sound)

    def _lay_out_text(self) -> None:
        self.summary = summary_lines()
        self.rows = self._layout(document_lines(about_documents()))
        self._tops = [row[0] for row in self.rows]
        self.height = self._tops[-1] + 24 if self.rows else 0
        self.scroll = min(self.scroll, self.max_scroll)
        self._drawn: dict[int, pygame.Surface] = {}

    def language_changed(self) -> None:
        """The headings between the notices are ours to translate: wrap again."""
        self._lay_out_text()

    # -- layout: (y, kind, text) rows, wrapped to the viewport ------------------
    def _layout(self, lines: list[Line]) -> list[tuple[int, Kind, str]]:
        rows: list[tuple[int, Kind, str]] = []
        y = 0
        for line in lines:
            face, size, _, indent, above = STYLES[line.kind]
            font = self.context.resources.font(face, size)
            y += above
            if line.kind is Kind.GAP:
                continue
            for i, part in enumerate(wrap_text(font, line.text, self.viewport.w - indent)):
                rows.append((y, line.kind, ("• " if line.kind is Kind.BULLET and i == 0 else "")
                             + part))
                y += font.get_linesize()
        return rows

    @property
    def max_scroll(self) -> int:
        return max(0, self.height - self.viewport.h)

    def scroll_by(self, amount: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + amount))

    def close(self) -> None:
        self.context.manager.pop()

    # -- input ------------------------------------------------------------
    def _scrollbar(self) -> tuple[pygame.Rect, pygame.Rect]:
        return scrollbar(self.viewport, self.height, self.scroll, self.max_scroll,
                         gap=16, min_thumb=30)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if self.close_button.handle_event(ev):
            return True
        scroll_event(self, ev, SCROLL_STEP, grab_margin=20)
        return True  # modal

    # -- drawing ----------------------------------------------------------
    def _row_surface(self, index: int) -> pygame.Surface:
        surface = self._drawn.get(index)
        if surface is None:
            _, kind, text = self.rows[index]
            face, size, colour, _, _ = STYLES[kind]
            surface = self.context.resources.font(face, size).render(text, True, colour)
            self._drawn[index] = surface
        return surface

    def visible_rows(self) -> range:
        return range(bisect_left(self._tops, self.scroll - 40),
                     bisect_left(self._tops, self.scroll + self.viewport.h))

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        fill_alpha(surface, (4, 2, 8, 175))
        self.panel.draw(surface)
        content = self.panel.content_rect
        for i, (text, size) in enumerate(zip(self.summary, (20, 16, 14))):
            line = res.text(text, size, GOLD_LIGHT if i == 0 else CREAM, bold=i == 0)
            surface.blit(line, (content.x + 8, content.y + 4 + i * 26))
        rows = self.visible_rows()
        self._drawn = {i: s for i, s in self._drawn.items() if i in rows}  # keep what is seen
        previous_clip = surface.get_clip()
        surface.set_clip(self.viewport)
        for index in rows:
            y, kind, _ = self.rows[index]
            surface.blit(self._row_surface(index),
                         (self.viewport.x + STYLES[kind][3], self.viewport.y + y - self.scroll))
        surface.set_clip(previous_clip)
        pygame.draw.line(surface, GOLD, (self.viewport.x, self.viewport.y - 8),
                         (self.viewport.right, self.viewport.y - 8))
        if self.max_scroll:
            track, thumb = self._scrollbar()
            pygame.draw.rect(surface, (50, 40, 34), track, border_radius=4)
            pygame.draw.rect(surface, GOLD_LIGHT if self.dragging else GOLD, thumb,
                             border_radius=4)
        self.close_button.draw(surface)

