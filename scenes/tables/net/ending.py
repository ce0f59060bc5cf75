"""How a networked match ends, as the guest sees it.

* ``VerdictBand``: the check of the revealed seed — "Verified: every card and
  result matches the revealed seed" or the first mismatch — drawn under the
  match-over panel (``VerdictOverlay`` puts it there) and on the table after.
* ``NoticeScene``: a message over the table with one way out, LOBBY; used when
  the host is gone (``HostGoneScene``) and when it ended the match without a
  result (``AbandonedScene``) or it reached the round limit (``CappedScene``).
  Nothing is counted in any of these.
"""
from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from scenes.app.context import Context
from scenes.app.i18n import N_, _, say
from scenes.app.key_maps import MATCH_OVER as KEYS
from scenes.app.resources import Resources
from scenes.app.scene import Scene
from scenes.tables.net.feed import MatchEnd
from scenes.widgets.button import Button
from scenes.widgets.draw import fill_alpha, fitted_text, wrap_text
from scenes.widgets.menu import ButtonGroup
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, MIN_TEXT, FontName

VERIFIED = N_("Verified: every card and result matches the revealed seed")
NOT_VERIFIED = N_("Not verified: {mismatch}")
VERIFIED_INK, MISMATCH_INK = (150, 230, 150), (255, 130, 120)
BAND_W, BAND_H, BAND_GAP = 900, 40, 14
NOTICE = pygame.Rect(340, 220, 600, 250)
OVER_HINT = N_("Enter: this match in History  ·  L: back to the lobby")


def verdict_line(ending: MatchEnd) -> str:
    if ending.mismatch is None:
        return _(VERIFIED)
    return _(NOT_VERIFIED).format(mismatch=say(ending.mismatch))


class VerdictBand:
    """The verdict as a pill: green when verified, red with the mismatch."""

    def __init__(self) -> None:
        self.ending: MatchEnd | None = None

    def set(self, ending: MatchEnd) -> None:
        self.ending = ending

    def draw(self, surface: pygame.Surface, res: Resources, centre: tuple[int, int]) -> None:
        if self.ending is None or self.ending.abandoned:
            return
        ink = VERIFIED_INK if self.ending.verified else MISMATCH_INK
        text = fitted_text(res, verdict_line(self.ending), 18, ink, BAND_W - 40, MIN_TEXT,
                           bold=True)
        pill = pygame.Rect(0, 0, text.get_width() + 40, BAND_H)
        pill.center = centre
        fill_alpha(surface, (0, 0, 0, 200), pill, BAND_H // 2)
        pygame.draw.rect(surface, ink, pill, 1, border_radius=BAND_H // 2)
        surface.blit(text, text.get_rect(center=pill.center))

    def over(self, overlay: Any) -> VerdictOverlay:
        return VerdictOverlay(overlay.context, overlay, self)


class VerdictOverlay(Scene):
    """The table's match-over panel with the verdict under it.  The panel's
    first button (PLAY AGAIN locally: only the host can deal again) opens
    History, where the online match is recorded."""
    name = "match_over"
    is_overlay = True

    def __init__(self, context: Context, inner: Any, band: VerdictBand) -> None:
        super().__init__(context)
        self.inner, self.band = inner, band
        inner.body = dataclasses.replace(inner.body, hint=OVER_HINT)   # no "play again"
        self.history = inner.menu.buttons[0]
        self.history.on_click = self.open_history
        self.history.text = _("HISTORY")

    @property
    def panel(self) -> Panel:
        return self.inner.panel        # tips keep clear of it

    def open_history(self) -> None:
        self.context.open_scene("history")

    def enter(self) -> None:
        self.inner.enter()

    def update(self, dt: float) -> None:
        self.inner.update(dt)

    def language_changed(self) -> None:
        self.inner.language_changed()
        self.history.text = _("HISTORY")

    def handle_event(self, ev: pygame.event.Event) -> bool:
        return bool(self.inner.handle_event(ev))

    def draw(self, surface: pygame.Surface) -> None:
        self.inner.draw(surface)
        rect = self.inner.panel.rect
        self.band.draw(surface, self.context.resources,
                       (rect.centerx, rect.bottom + BAND_GAP + BAND_H // 2))


class NoticeScene(Scene):
    """A message over the table and LOBBY (Enter, Esc or L)."""
    name = "net_notice"
    is_overlay = True
    heading_text = ""
    body_text = ""

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self.panel = Panel(NOTICE, _(self.heading_text), context.resources)
        y = NOTICE.bottom - 76
        self.menu = ButtonGroup([Button(context.resources, (NOTICE.centerx - 110, y, 220, 54),
                                        _("LOBBY"), context.back_to_lobby,
                                        shortcut=KEYS.key("lobby"), sound=context.sound)],
                                focus=0)

    def language_changed(self) -> None:
        self.panel.title = _(self.heading_text)
        self.menu.buttons[0].text = _("LOBBY")

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_ESCAPE, pygame.K_RETURN,
                                                    pygame.K_KP_ENTER):
            self.context.back_to_lobby()
            return True
        self.menu.handle_event(ev)
        return True           # modal: the table below sees nothing

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        fill_alpha(surface, (4, 2, 8, 170))
        self.panel.draw(surface)
        area = self.panel.content_rect
        font = res.font(FontName.REGULAR, 19)
        y = area.y + 8
        for line in wrap_text(font, _(self.body_text), area.w - 20):
            text = res.text(line, 19, CREAM)
            surface.blit(text, text.get_rect(midtop=(area.centerx, y)))
            y += 27
        self.menu.draw(surface)


class HostGoneScene(NoticeScene):
    heading_text = N_("The host is gone")
    body_text = N_("The connection to the host was lost, so this match cannot go on. "
                   "Nothing of it is counted.")


class AbandonedScene(NoticeScene):
    heading_text = N_("The match was ended")
    body_text = N_("The host ended the match without a result. Nothing of it is counted.")


class CappedScene(NoticeScene):
    heading_text = N_("The match was ended")
    body_text = N_("The match reached the round limit without a winner. "
                   "Nothing of it is counted.")
