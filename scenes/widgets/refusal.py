"""A refused action's reason, shown the same way at every table.

``TableScene`` owns one: ``show`` puts the reason up as a red pill in the
place the table's view gives (``TableView.refusal_place``, the message line
unless a table says otherwise) and writes it to the message log (M); it stays
until the player's next press (``read``), however long that takes and at any
animation speed.  The reason is kept as said (a ``Message`` is said again in
the language shown when drawn).
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.app.i18n import Message, say
from scenes.app.resources import Resources
from scenes.widgets.draw import fill_alpha, fitted_text
from scenes.widgets.theme import MIN_TEXT

RED_TEXT = (240, 120, 110)
PILL_FILL = (30, 0, 0, 220)
TEXT_SIZE, SMALLEST = 18, MIN_TEXT
PILL_PAD = (36, 16)          # the pill reaches this much wider and taller than its line
# A press: what reads a refusal (motion and key releases do not).
PRESSES = frozenset({pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN,
                     pygame.JOYBUTTONDOWN})


class RefusalNote:
    def __init__(self, heard: Callable[[Message | str], None]) -> None:
        self.reason: Message | str = ""
        self.heard = heard           # the message log

    @property
    def text(self) -> str:
        """The reason in the language shown now ("" when none is up)."""
        return say(self.reason) if isinstance(self.reason, Message) else self.reason

    def show(self, reason: Message | str) -> None:
        self.reason = reason
        self.heard(reason)

    def read(self) -> None:
        """The player pressed something: the reason has been seen."""
        self.reason = ""

    def pill(self, resources: Resources, place: pygame.Rect) -> pygame.Rect | None:
        """Where the pill is drawn in ``place`` (None when no reason is up)."""
        if not self.reason:
            return None
        image = fitted_text(resources, self.text, TEXT_SIZE, RED_TEXT, place.w, SMALLEST,
                            bold=True)
        return image.get_rect(center=place.center).inflate(*PILL_PAD)

    def draw(self, surface: pygame.Surface, resources: Resources, place: pygame.Rect) -> None:
        """The reason, red, centred in ``place`` (its line shrunk to its width)."""
        if not self.reason:
            return
        image = fitted_text(resources, self.text, TEXT_SIZE, RED_TEXT, place.w, SMALLEST,
                            bold=True)
        pill = image.get_rect(center=place.center).inflate(*PILL_PAD)
        fill_alpha(surface, PILL_FILL, pill, pill.h // 2)
        pygame.draw.rect(surface, RED_TEXT, pill, 2, border_radius=pill.h // 2)
        surface.blit(image, image.get_rect(center=place.center))
