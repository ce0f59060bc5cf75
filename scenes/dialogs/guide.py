"""The guided first round: one tip at a time, in a small panel near the top
of the felt, over the table that asked for it.

A table says which moment the player is in (``TableScene.guide_moment``: "bet",
"act", "raise"…) and what to tell them then (``guide_tips``); the table shows
each tip once (``TableScene.offer_tip``), remembered in the settings file.

"Got it" (Enter, or Esc: a player reaching for the menu only closes this tip)
closes the tip.  "Skip the tour" (K) turns every tip off; the Settings toggle
"Show tips" turns the tour back on, from the start.
"""
from __future__ import annotations

import pygame

from scenes.app.context import Context
from scenes.app.i18n import N_, _, resay
from scenes.app.scene import Scene
from scenes.app.settings_store import Settings
from scenes.app.table_modules import table_title
from scenes.widgets.button import Button
from scenes.widgets.draw import wrap_text
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD, FontName

PANEL = pygame.Rect(340, 56, 600, 176)   # under the top bar, over the dealer's side
# Compact enough that four lines under the top bar end above a table's
# message line (y 232 at the dealer tables): the tip must not hide it.
TEXT_SIZE, LINE_H, MAX_LINES = 17, 22, 5
BUTTON_H = 36
TEXT_TOP, BUTTON_GAP, BOTTOM_PAD = 36, 10, 12
SKIPPED_NOTE = N_("Tips are off. Settings → Show tips brings the tour back.")


class GuideTip(Scene):
    name = "guide"
    is_overlay = True

    def __init__(self, context: Context, table: str, moment: str, tip: str,
                 place: pygame.Rect | None = None) -> None:
        """``place``: where the table wants the panel (its width and top-left);
        the height follows the text.  None: the default place over the felt."""
        super().__init__(context)
        self.table, self.moment, self.tip = table, moment, tip
        self.place = place
        self._lay_out()

    def _lay_out(self) -> None:
        """Wrap the tip into the panel; the panel grows with the lines."""
        res, snd = self.context.resources, self.context.sound
        rect = (PANEL if self.place is None else self.place).copy()
        font = res.font(FontName.REGULAR, TEXT_SIZE)
        self.lines = wrap_text(font, self.tip, rect.w - 48)[:MAX_LINES]
        rect.h = max(PANEL.h, TEXT_TOP + len(self.lines) * LINE_H + BUTTON_GAP
                     + BUTTON_H + BOTTOM_PAD)
        self.rect = rect
        self.panel = Panel(rect, None, res)
        y = rect.bottom - BOTTOM_PAD - BUTTON_H
        self.got_it_button = Button(res, (rect.right - 170, y, 150, BUTTON_H), _("Got it"),
                                    self.got_it, pygame.K_RETURN, font_size=17, sound=snd)
        self.skip_button = Button(res, (rect.right - 390, y, 210, BUTTON_H), _("Skip the tour"),
                                  self.skip_tour, pygame.K_k, font_size=17, sound=snd)

    def language_changed(self) -> None:
        """The tip was wrapped into lines: say it again and wrap it anew."""
        self.tip = resay(self.tip)
        self._lay_out()

    # -- choices ------------------------------------------------------------
    def got_it(self) -> None:
        self._remember(self.context.settings.with_tip_seen(self.table, self.moment))
        self._close()

    def skip_tour(self) -> None:
        settings = self.context.settings.with_tip_seen(self.table, self.moment)
        self._remember(settings.with_(show_tips=False))
        self.context.toast.show(_(SKIPPED_NOTE), 6.0)
        self._close()

    def _remember(self, settings: Settings) -> None:
        self.context.settings = settings
        self.context.save_settings()

    def _close(self) -> None:
        if self.context.manager.top is self:
            self.context.manager.pop()

    # -- frame ----------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        for button in (self.got_it_button, self.skip_button):
            if button.handle_event(ev):
                return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.got_it()
        return True   # modal: the table waits until the tip is read

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        self.panel.draw(surface)
        words = _("TIP  ·  {table}").format(table=table_title(self.table).upper())
        heading = res.text(words, 13, GOLD, bold=True)
        surface.blit(heading, (self.rect.x + 24, self.rect.y + 16))
        y = self.rect.y + TEXT_TOP
        for line in self.lines:
            surface.blit(res.text(line, TEXT_SIZE, CREAM), (self.rect.x + 24, y))
            y += LINE_H
        self.skip_button.draw(surface)
        self.got_it_button.draw(surface)
