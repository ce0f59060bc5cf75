"""A group of buttons navigable with the keyboard (Up/Down or Tab, Enter)."""
from __future__ import annotations

import pygame

from scenes.widgets.button import Button

NEXT_KEYS = (pygame.K_DOWN, pygame.K_TAB, pygame.K_RIGHT)
PREV_KEYS = (pygame.K_UP, pygame.K_LEFT)
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class ButtonGroup:
    def __init__(self, buttons: list[Button], focus: int | None = None,
                 arrow_keys: bool = True) -> None:
        self.buttons = buttons
        self.focus = focus
        self.arrow_keys = arrow_keys  # False when the scene uses arrows for itself
        self._sync()

    def _usable(self) -> list[int]:
        return [i for i, b in enumerate(self.buttons) if b.visible and b.enabled]

    def _sync(self) -> None:
        for i, button in enumerate(self.buttons):
            button.focused = i == self.focus

    def move(self, step: int) -> None:
        usable = self._usable()
        if not usable:
            return
        if self.focus not in usable:
            self.focus = usable[0] if step > 0 else usable[-1]
        else:
            self.focus = usable[(usable.index(self.focus) + step) % len(usable)]
        self._sync()

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEMOTION and any(b.rect.collidepoint(ev.pos) for b in self.buttons):
            self.focus = None  # the mouse takes over from keyboard focus
            self._sync()
        if (ev.type == pygame.KEYDOWN and self.arrow_keys and ev.key in ACTIVATE_KEYS
                and self.focus is not None and self.focus in self._usable()):
            # Enter presses the ringed button, even where another one has Enter
            # for its own key (a pad's A is Enter: the D-pad chooses, A presses).
            self.buttons[self.focus].click()
            return True
        for button in self.buttons:
            if button.handle_event(ev):
                return True
        if ev.type == pygame.KEYDOWN and self.arrow_keys:
            if ev.key in NEXT_KEYS:
                self.move(+1)
                return True
            if ev.key in PREV_KEYS:
                self.move(-1)
                return True
            if ev.key in ACTIVATE_KEYS and self.focus is not None:
                self.buttons[self.focus].click()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface)
