"""Leaving the casino asks first: a small Quit / Stay dialog over any screen.

Q in the lobby and the window's close button open it (``ask_to_quit``); a
second close while it is shown quits (a window must always be closable).
Keys: Enter or Q quits, Esc stays.
"""
from __future__ import annotations

from typing import Any

import pygame

from scenes.app.context import Context
from scenes.app.i18n import _
from scenes.app.scene import Scene
from scenes.widgets.button import Button
from scenes.widgets.draw import fill_alpha
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD_LIGHT

PANEL = pygame.Rect(440, 250, 400, 220)


class QuitConfirm(Scene):
    name = "quit_confirm"
    is_overlay = True

    def __init__(self, context: Context, **options: Any) -> None:
        super().__init__(context)
        res, snd = context.resources, context.sound
        self.panel = Panel(PANEL, None, res)
        y = PANEL.bottom - 80
        self.quit_button = Button(res, (PANEL.x + 30, y, 160, 50), _("Quit"), self.quit,
                                  pygame.K_RETURN, sound=snd)
        self.stay_button = Button(res, (PANEL.right - 190, y, 160, 50), _("Stay"), self.stay,
                                  pygame.K_ESCAPE, sound=snd)

    def quit(self) -> None:
        self.context.controls.quit()

    def stay(self) -> None:
        if self.context.manager.top is self:
            self.context.manager.pop()

    def handle_event(self, ev: pygame.event.Event) -> bool:
        for button in (self.quit_button, self.stay_button):
            if button.handle_event(ev):
                return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_q:
            self.quit()
        return True   # modal

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        fill_alpha(surface, (4, 2, 8, 170))
        self.panel.draw(surface)
        title = res.text(_("Leave Club 21?"), 26, GOLD_LIGHT, bold=True)
        surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 30)))
        note = res.text(_("Your bankroll and any match are saved."), 17, CREAM)
        surface.blit(note, note.get_rect(midtop=(PANEL.centerx, PANEL.y + 76)))
        self.quit_button.draw(surface)
        self.stay_button.draw(surface)


def ask_to_quit(context: Context) -> None:
    """Show the dialog; when it is already shown, quit (the second close)."""
    if isinstance(context.manager.top, QuitConfirm) or not context.manager.stack:
        context.controls.quit()
        return
    context.manager.push(QuitConfirm(context))
