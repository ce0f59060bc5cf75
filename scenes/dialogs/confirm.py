"""A small yes / no question over a table (Classic: "Sit Ann out this round?").

The safe answer has Enter and Esc, so a stray Enter never does the drastic
thing; the drastic one has its own key (the key that asked, pressed again).
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.app.context import Context
from scenes.app.i18n import N_, _
from scenes.app.scene import Scene
from scenes.widgets.button import Button
from scenes.widgets.draw import fill_alpha
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD_LIGHT

PANEL = pygame.Rect(400, 240, 480, 230)


class Confirm(Scene):
    name = "confirm"
    is_overlay = True

    def __init__(self, context: Context, question: str, note: str, yes: str, yes_key: int,
                 on_yes: Callable[[], None], no: str = N_("Back")) -> None:
        super().__init__(context)
        res, snd = context.resources, context.sound
        self.question, self.note, self.on_yes = question, note, on_yes
        self.panel = Panel(PANEL, None, res)
        y = PANEL.bottom - 78
        self.yes_button = Button(res, (PANEL.x + 30, y, 200, 50), yes, self.yes, yes_key,
                                 sound=snd, font_size=19)
        self.no_button = Button(res, (PANEL.right - 230, y, 200, 50), _(no), self.close,
                                pygame.K_ESCAPE, sound=snd, font_size=19)

    def yes(self) -> None:
        self.close()
        self.on_yes()

    def close(self) -> None:
        if self.context.manager.top is self:
            self.context.manager.pop()

    def handle_event(self, ev: pygame.event.Event) -> bool:
        for button in (self.yes_button, self.no_button):
            if button.handle_event(ev):
                return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                    pygame.K_n):
            self.close()
        return True   # modal

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        fill_alpha(surface, (4, 2, 8, 150))
        self.panel.draw(surface)
        title = res.text(self.question, 24, GOLD_LIGHT, bold=True)
        surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 30)))
        note = res.text(self.note, 16, CREAM)
        surface.blit(note, note.get_rect(midtop=(PANEL.centerx, PANEL.y + 76)))
        self.yes_button.draw(surface)
        self.no_button.draw(surface)
