"""Pass-and-play hand-over: an opaque curtain between two players' turns.

It is *not* an overlay (``is_overlay = False``): the scene manager then draws
nothing below it, so no card of the table can show while the device changes
hands.  A click, Enter or Space hands over; Esc still opens the pause menu.
Only a click that began on the curtain counts: the release of the click that
opened the table (the lobby sits down on the press) must not lift it.
``extra`` offers one public action on the curtain itself (e.g. a Chip Bonus
for the player who is not about to act) — it must never reveal a card.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes.app.context import Context
from scenes.app.i18n import _, resay
from scenes.app.scene import Scene
from scenes.widgets.button import Button
from scenes.widgets.draw import fitted_text, radial_vignette, vertical_gradient
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, LOGICAL_SIZE, MIN_TEXT, MUTED

READY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass(frozen=True)
class ExtraAction:
    label: str
    key: int
    on_click: Callable[[], None]
    note: str = ""


class HandOverScene(Scene):
    name = "handover"
    is_overlay = False   # opaque: hides the whole table, every card included

    def __init__(self, context: Context, player_name: str, on_ready: Callable[[], None],
                 detail: str = "", extra: ExtraAction | None = None,
                 table: str = "indian") -> None:
        super().__init__(context)
        self.player_name = player_name
        self.on_ready = on_ready
        self.detail = detail
        self.table = table
        res = context.resources
        w, h = LOGICAL_SIZE
        self.extra = extra
        self.extra_button = None
        self.pressed = False          # a press seen here: its release hands over
        if extra is not None:
            self.extra_button = Button(res, (w // 2 - 150, h // 2 + 150, 300, 50), extra.label,
                                       self._extra, shortcut=extra.key, font_size=18,
                                       sound=context.sound)
        self._background = self._render_background()

    def language_changed(self) -> None:
        """The words are painted on the curtain: paint it again."""
        self.player_name, self.detail = resay(self.player_name), resay(self.detail)
        if self.extra_button is not None and self.extra is not None:
            self.extra_button.text = self.extra.label
        self._background = self._render_background()

    @property
    def title(self) -> str:
        return _("Pass to {name} — click when ready").format(name=self.player_name)

    def _render_background(self) -> pygame.Surface:
        res = self.context.resources
        surface = vertical_gradient(LOGICAL_SIZE, (40, 22, 64), (12, 8, 20))
        surface.blit(radial_vignette(LOGICAL_SIZE), (0, 0))
        w, h = LOGICAL_SIZE
        back = res.card_back(indian=True)
        for i, dx in enumerate((-70, 0, 70)):   # three backs: every card is hidden
            rect = back.get_rect(center=(w // 2 + dx, h // 2 - 110 + abs(dx) // 7))
            surface.blit(pygame.transform.rotate(back, (1 - i) * 8), rect)
        room = w - 40            # every line keeps to the screen at any text size
        title = fitted_text(res, self.title, 34, GOLD_LIGHT, room, MIN_TEXT, bold=True)
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 + 20)))
        lines = [self.detail] if self.detail else []
        lines.append(_("Everyone else, please look away. {name}: click, or press Enter, when "
                       "you alone are watching.").format(name=self.player_name))
        for i, line in enumerate(lines):
            text = fitted_text(res, line, 18, CREAM if i == 0 and self.detail else MUTED, room,
                               res.smallest_size(), height=26)
            surface.blit(text, text.get_rect(center=(w // 2, h // 2 + 68 + i * 28)))
        if self.extra is not None and self.extra.note:
            note = fitted_text(res, self.extra.note, 15, GOLD, room, res.smallest_size())
            surface.blit(note, note.get_rect(center=(w // 2, h // 2 + 136)))
        return surface

    def _extra(self) -> None:
        extra, self.extra, self.extra_button = self.extra, None, None
        if extra is not None:
            extra.on_click()
        self._background = self._render_background()   # the note goes away

    def ready(self) -> None:
        if self.context.manager.top is self:
            self.context.manager.pop()
        self.on_ready()

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.context.open_scene("pause", table=self.table)
            return True
        if self.extra_button is not None and self.extra_button.handle_event(ev):
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.pressed = True
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.pressed:
            self.ready()
        elif ev.type == pygame.KEYDOWN and ev.key in READY_KEYS:
            self.ready()
        return True   # modal: the table sees nothing while the curtain is down

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._background, (0, 0))
        if self.extra_button is not None:
            self.extra_button.draw(surface)
