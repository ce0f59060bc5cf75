"""The message log over a table: the last refusals and dealer's words, newest
first, in the language shown — M opens it, M / Esc / Enter closes it."""
from __future__ import annotations

from typing import Any

import pygame

from scenes.app.context import Context
from scenes.app.i18n import _
from scenes.app.key_maps import MESSAGE_LOG, MESSAGES
from scenes.app.keymap import key_name
from scenes.app.scene import Scene
from scenes.screens.keys_card import screen_keys
from scenes.widgets.draw import fill_alpha, fitted_text
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, MUTED

SHOWN = 14
ROW_H = 30
PANEL = pygame.Rect(240, 90, 800, 130 + SHOWN * ROW_H)


def open_message_log(context: Context, ev: pygame.event.Event) -> bool:
    """M at a table (where its keys say so) opens the log; True when taken."""
    if ev.type != pygame.KEYDOWN or isinstance(context.manager.top, MessageLogScene):
        return False
    keys = screen_keys(context.manager.stack)
    if keys is None or keys.action_of(ev.key) != "messages":
        return False
    context.manager.push(MessageLogScene(context))
    return True


class MessageLogScene(Scene):
    name = "message_log"
    is_overlay = True

    def __init__(self, context: Context, **options: Any) -> None:
        super().__init__(context)
        self.panel = Panel(PANEL, _("Messages: the last ones, newest first"),
                           context.resources)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        closing = ev.type == pygame.KEYDOWN and (MESSAGE_LOG.action_of(ev.key) == "close"
                                                 or ev.key == MESSAGES.key)
        clicked_out = ev.type == pygame.MOUSEBUTTONDOWN and not PANEL.collidepoint(ev.pos)
        if (closing or clicked_out) and self.context.manager.top is self:
            self.context.manager.pop()
        return True          # modal: nothing reaches the table while the log is up

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        fill_alpha(surface, (4, 2, 8, 200))
        self.panel.draw(surface)
        area = self.panel.content_rect
        lines = self.context.messages.newest(SHOWN)
        if not lines:
            lines_shown = [res.text(_("Nothing said yet"), 18, MUTED)]
        else:
            lines_shown = [fitted_text(res, line, 18, CREAM, area.w - 8, 15) for line in lines]
        for i, image in enumerate(lines_shown):
            surface.blit(image, (area.x + 4, area.y + 4 + i * ROW_H))
        note = res.text(_("{key}, Esc or Enter: back to the table").format(
            key=key_name(MESSAGES.key)), 14, MUTED)
        surface.blit(note, note.get_rect(midbottom=(PANEL.centerx, PANEL.bottom - 12)))
