"""The guided first round: one tip at a time, in a small panel near the top
of the felt, over the table that asked for it.

A table says which moment the player is in (``TableScene.guide_moment``: "bet",
"act", "raise"…) and what to tell them then (``guide_tips``); the table shows
each tip once (``TableScene.offer_tip``), remembered in the settings file.

A tip never holds the table up and never takes a table's key: "Got it"
(Space) closes it, "End the tour" (T) turns every tip off (the Settings
toggle "Show tour" turns it back on, from the start), and any other key
or a click beside the panel closes it as read and acts on the table.  Its
keys are declared in ``scenes.app.key_maps.GUIDE``; where a table puts it is
``scenes.dialogs.tip_place``.
"""
from __future__ import annotations

import pygame

from scenes.app.context import Context
from scenes.app.i18n import N_, _, resay
from scenes.app.key_maps import GUIDE
from scenes.app.resources import Resources
from scenes.app.scene import Scene
from scenes.app.settings_store import Settings
from scenes.app.table_modules import table_title
from scenes.widgets.button import Button
from scenes.widgets.draw import wrap_text
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD, FontName

PANEL = pygame.Rect(340, 56, 600, 176)   # the default place: under the top bar
TEXT_TOP, PAD, BUTTON_GAP = 34, 20, 8
BUTTON_H = 32
WIDE = 760          # from this width the buttons stand side by side right of the
                    # text: a low band over or under a summary holds it
NARROW = 360        # under this width they stand one above the other
SMALL_TEXT = 480    # under this width the words are written smaller
SIDE_W = 140        # each button of a wide tip
# Shift on its way to "?" is not yet a key for the table: the tip stays.
MODIFIERS = frozenset({pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
                       pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI})
SKIPPED_NOTE = N_("The tour is off. Settings → Show tour brings it back.")


def text_size(width: int) -> tuple[int, int]:
    """(font size, line height) of a tip this wide: narrow tips write smaller."""
    return (17, 22) if SMALL_TEXT <= width < WIDE else (15, 19)


def text_width(width: int) -> int:
    return width - 2 * PAD - (2 * SIDE_W + BUTTON_GAP + PAD if width >= WIDE else 0)


_WRAPPED: dict[tuple[str, int, int], list[str]] = {}   # a table asks every frame while a tip waits


def tip_lines(resources: Resources, tip: str, width: int) -> list[str]:
    key = (tip, width, resources.text_scale)
    if key not in _WRAPPED:
        if len(_WRAPPED) > 256:
            _WRAPPED.clear()
        size, _line_h = text_size(width)
        _WRAPPED[key] = wrap_text(resources.font(FontName.REGULAR, size), tip,
                                  text_width(width))
    return list(_WRAPPED[key])


def tip_height(resources: Resources, tip: str, width: int) -> int:
    """How tall a tip of this width is: its words, then its two buttons (a
    wide tip has them beside the words)."""
    _size, line_h = text_size(width)
    words = TEXT_TOP + len(tip_lines(resources, tip, width)) * line_h + BUTTON_GAP
    if width >= WIDE:
        return max(words, TEXT_TOP + BUTTON_H) + 4
    buttons = 2 * BUTTON_H + BUTTON_GAP if width < NARROW else BUTTON_H
    return words + buttons + PAD - 8


class GuideTip(Scene):
    """The tip never holds the table up: every key but its own two goes on to
    the table (the tip is read, and closes), and so does a click beside it."""
    name = "guide"
    is_overlay = True
    passes_events = True
    keys = GUIDE

    def __init__(self, context: Context, table: str, moment: str, tip: str,
                 place: pygame.Rect | None = None) -> None:
        """``place``: where the table puts the panel (its width and top-left;
        the height follows the words).  None: the default place."""
        super().__init__(context)
        self.table, self.moment, self.tip = table, moment, tip
        self.place = place
        self._lay_out()

    def _lay_out(self) -> None:
        """Wrap the tip into the panel; the panel grows with the lines."""
        res, snd = self.context.resources, self.context.sound
        rect = (PANEL if self.place is None else self.place).copy()
        self.lines = tip_lines(res, self.tip, rect.w)
        rect.h = tip_height(res, self.tip, rect.w)
        self.rect = rect
        self.panel = Panel(rect, None, res)
        if rect.w >= WIDE:          # side by side at the right, level with the words
            x, w = rect.right - PAD - 2 * SIDE_W - BUTTON_GAP, SIDE_W
            off_at = (x, rect.y + TEXT_TOP - 8, w, BUTTON_H)
            read_at = (x + w + BUTTON_GAP, rect.y + TEXT_TOP - 8, w, BUTTON_H)
        elif rect.w < NARROW:       # one above the other, the whole width
            x, w = rect.x + PAD, rect.w - 2 * PAD
            y = rect.bottom - PAD + 8 - 2 * BUTTON_H - BUTTON_GAP
            read_at = (x, y, w, BUTTON_H)
            off_at = (x, y + BUTTON_H + BUTTON_GAP, w, BUTTON_H)
        else:                        # side by side under the words
            y = rect.bottom - PAD + 8 - BUTTON_H
            w = (rect.w - 2 * PAD - BUTTON_GAP) // 2
            off_at = (rect.x + PAD, y, w, BUTTON_H)
            read_at = (rect.x + PAD + w + BUTTON_GAP, y, w, BUTTON_H)
        size = 16 if NARROW <= rect.w < WIDE else 14     # one size for both buttons
        self.got_it_button = Button(res, read_at, _("Got it"), self.got_it,
                                    self.keys.key("tip_read"), font_size=size, sound=snd)
        self.skip_button = Button(res, off_at, _("End the tour"), self.skip_tour,
                                  self.keys.key("tour_off"), font_size=size, sound=snd)

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
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and self.rect.collidepoint(ev.pos):
            return True                       # a click on the panel stays here
        if (ev.type == pygame.KEYDOWN and ev.key not in MODIFIERS) \
                or ev.type == pygame.MOUSEBUTTONDOWN:
            self.got_it()                     # the player plays on: the tip was read
        return False                          # ...and the table below takes the input

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        self.panel.draw(surface)
        words = _("TOUR  ·  {table}").format(table=table_title(self.table).upper())
        heading = res.text(words, 14, GOLD, bold=True)
        if heading.get_width() > self.rect.w - 2 * PAD:      # a narrow tip: the word alone
            heading = res.text(_("TOUR"), 14, GOLD, bold=True)
        surface.blit(heading, (self.rect.x + PAD, self.rect.y + 14))
        size, line_h = text_size(self.rect.w)
        y = self.rect.y + TEXT_TOP
        for line in self.lines:
            surface.blit(res.text(line, size, CREAM), (self.rect.x + PAD, y))
            y += line_h
        self.skip_button.draw(surface)
        self.got_it_button.draw(surface)
