"""A scrollable, readable rules panel for one table (wheel, arrows, PgUp/PgDn, drag)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from scenes.app.context import Context
from scenes.app.i18n import _
from scenes.app.scene import Scene
from scenes.screens.rules_text import NO_RULES, Markup, RulesLine
from scenes.tables.registry import find_view
from scenes.widgets.button import Button
from scenes.widgets.draw import fill_alpha, wrap_text
from scenes.widgets.panel import Panel
from scenes.widgets.scrolling import scroll_event, scrollbar
from scenes.widgets.theme import CREAM, GOLD, GOLD_DARK, GOLD_LIGHT, FontName

PANEL = pygame.Rect(240, 40, 800, 640)
LINE_GAP = 6
SCROLL_STEP = 48
PAGE_MARGIN = 24        # below the last line: clear of the fade at the end


def rules_of(table: str) -> tuple[RulesLine, ...]:
    """The page of ``table``'s rules (a table without them says so)."""
    view = find_view(table)
    return view.rules if view and view.rules else NO_RULES


class RulesView(Scene):
    name = "rules"
    is_overlay = True

    def __init__(self, context: Context, table: str = "midnight", **options: Any) -> None:
        super().__init__(context)
        self.table = table
        res = context.resources
        self.panel = Panel(PANEL, None, res)
        self.viewport = pygame.Rect(PANEL.x + 36, PANEL.y + 28, PANEL.w - 84, PANEL.h - 110)
        self.page = self._layout_page(rules_of(table))
        self.scroll = 0
        self.dragging = False
        self.fade = self._make_fade()
        self.close_button = Button(res, (PANEL.centerx - 110, PANEL.bottom - 70, 220, 50),
                                   _("Close"), self.close, pygame.K_ESCAPE, sound=context.sound)

    def language_changed(self) -> None:
        """The page is pre-rendered: lay it out again in the new words, at the
        same place in the text (as a share of the page: the lengths differ)."""
        read = self.scroll / self.max_scroll if self.max_scroll else 0.0
        self.page = self._layout_page(rules_of(self.table))
        self.scroll = round(read * self.max_scroll)
        self.close_button.text = _("Close")

    def _make_fade(self) -> pygame.Surface:
        """Text scrolls under a soft fade instead of being cut mid-line."""
        fade = pygame.Surface((self.viewport.w, 28), pygame.SRCALPHA)
        for y in range(28):
            pygame.draw.line(fade, (20, 16, 22, round(255 * y / 27)), (0, y), (self.viewport.w, y))
        return fade

    def _layout_page(self, lines: Sequence[RulesLine]) -> pygame.Surface:
        """Render the whole text once, in the player's language, onto a tall
        surface; scrolling just blits a window."""
        res = self.context.resources
        body = res.font(FontName.REGULAR, 18)
        heading = res.font(FontName.BOLD, 22)
        title = res.font(FontName.BOLD, 30)
        width = self.viewport.w - 16
        items: list[tuple[pygame.Surface, int, int]] = []  # (surface, x, gap before)
        self.line_rects: list[pygame.Rect] = []             # every text line, on the page
        first = True
        for rules_line in lines:
            line = _(rules_line.text)
            if rules_line.markup is Markup.HEADING:
                font = title if first else heading
                items.append((font.render(line, True, GOLD), 0, 0 if first else 18))
                first = False
            elif rules_line.markup is Markup.BULLET:
                for i, part in enumerate(wrap_text(body, line, width - 26)):
                    items.append((body.render(part, True, CREAM), 26, LINE_GAP if i == 0 else 0))
                    if i == 0:
                        items.append((body.render("•", True, GOLD_LIGHT), -1, -1))
            else:
                for i, part in enumerate(wrap_text(body, line, width)):
                    items.append((body.render(part, True, CREAM), 0, 10 if i == 0 else 0))
        # Place every line first, then size the page to what was placed (the page
        # once came out shorter than its lines and cut the last one off).
        placed: list[tuple[pygame.Surface, int, int]] = []
        y = last_y = 0
        for surface, x, gap in items:
            if x < 0:  # the bullet sits beside the line just placed
                placed.append((surface, 8, last_y))
                continue
            y += gap
            placed.append((surface, x, y))
            self.line_rects.append(surface.get_rect(topleft=(x, y)))
            last_y = y
            y += surface.get_height() + 2
        page = pygame.Surface((width, y + PAGE_MARGIN), pygame.SRCALPHA)
        for surface, x, top in placed:
            page.blit(surface, (x, top))
        return page

    @property
    def max_scroll(self) -> int:
        return max(0, self.page.get_height() - self.viewport.h)

    def scroll_by(self, amount: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + amount))

    def close(self) -> None:
        self.context.manager.pop()

    def _scrollbar(self) -> tuple[pygame.Rect, pygame.Rect]:
        return scrollbar(self.viewport, self.page.get_height(), self.scroll, self.max_scroll,
                         gap=14, min_thumb=40)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if self.close_button.handle_event(ev):
            return True
        scroll_event(self, ev, SCROLL_STEP, grab_margin=16)
        return True  # modal

    def draw(self, surface: pygame.Surface) -> None:
        fill_alpha(surface, (4, 2, 8, 175))
        self.panel.draw(surface)
        surface.blit(self.page, self.viewport.topleft,
                     pygame.Rect(0, self.scroll, self.viewport.w, self.viewport.h))
        if self.scroll < self.max_scroll:
            fade_y = self.viewport.bottom - self.fade.get_height()
            surface.blit(self.fade, (self.viewport.x, fade_y))
        if self.max_scroll:
            track, thumb = self._scrollbar()
            pygame.draw.rect(surface, (50, 40, 34), track, border_radius=4)
            pygame.draw.rect(surface, GOLD if not self.dragging else GOLD_LIGHT, thumb,
                             border_radius=4)
            if self.scroll < self.max_scroll:  # a hint that more text follows
                hint = self.context.resources.text(_("scroll for more ▾"), 14, GOLD_DARK)
                surface.blit(hint, hint.get_rect(bottomright=(self.viewport.right,
                                                              self.viewport.bottom + 22)))
        self.close_button.draw(surface)
