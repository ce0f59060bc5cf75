"""Blackjack Showdown's HIT (H) and STAND (S) buttons.

Enabled only on a human's turn; a click on a greyed button, or its key while
it is greyed, is refused and the table says why (``refused``). Once no seat at
this device is left in the match they are gone: not drawn, and H and S mean
nothing (a player who is out has no action to take).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.tables.showdown.view import HIT, STAND, ShowdownAction
from scenes.app.i18n import _
from scenes.tables.showdown.keys import SHOWDOWN as KEYS
from scenes.widgets.button import Button, layout_row


class ShowdownControls:
    """HIT (H) and STAND (S).  A press the rules refuse now says why instead."""

    def __init__(self, resources: Any, sound: Any, row: pygame.Rect,
                 on_action: Callable[[ShowdownAction], None]) -> None:
        hit_rect, stand_rect = layout_row(row, 2, gap=24)
        self.hit = Button(resources, hit_rect, _("HIT"), lambda: on_action(HIT),
                          shortcut=KEYS.key("hit"), sound=sound)
        self.stand = Button(resources, stand_rect, _("STAND"), lambda: on_action(STAND),
                            shortcut=KEYS.key("stand"), sound=sound)
        self.shown = True     # False once every human seat is out of the match

    def language_changed(self) -> None:
        self.hit.text, self.stand.text = _("HIT"), _("STAND")
        self.hit.shortcut, self.stand.shortcut = KEYS.key("hit"), KEYS.key("stand")

    @property
    def buttons(self) -> tuple[Button, ...]:
        """The buttons on screen: none once the player is out."""
        return (self.hit, self.stand) if self.shown else ()

    def enable(self, human_turn: bool, legal: Sequence[ShowdownAction],
               humans_in_match: bool = True) -> None:
        self.shown = humans_in_match
        self.hit.enabled = humans_in_match and human_turn and HIT in legal
        self.stand.enabled = humans_in_match and human_turn and STAND in legal

    def refused(self, ev: pygame.event.Event) -> bool:
        """A click on a greyed button or its key while it is greyed."""
        if not self.shown:
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            hit = next((b for b in self.buttons if b.rect.collidepoint(ev.pos)), None)
            return hit is not None and not hit.enabled
        return (ev.type == pygame.KEYDOWN and ev.key in (KEYS.key("hit"), KEYS.key("stand"))
                and not self.hit.enabled)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        return any(b.handle_event(ev) for b in self.buttons)

    def draw(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface)


__all__ = ["ShowdownControls"]
