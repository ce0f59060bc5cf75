"""What a Showdown table shows right now, and the painter that draws it.

``ShowdownBoard`` is the *shown* state: it lags behind the engine while the
animations play (the animator's steps change it, in the engine's order), and
drawing only reads it.  ``BoardPainter`` draws the pot, the seats, the FIRST
token and the cards and chips in flight, each image rendered once.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes.app.i18n import _
from scenes.app.resources import Resources
from scenes.tables.showdown.seats import (
    CardImages,
    SeatCard,
    SeatPainter,
    SeatPanel,
    chip_image,
    first_token_image,
    small_card_size,
)
from scenes.widgets.chip_stack import draw_chip_stack
from scenes.widgets.draw import fitted_text
from scenes.widgets.theme import CREAM, GOLD_LIGHT, MUTED
from scenes.widgets.trim import Trimmed, trimmed

POT_CHIP_PX = 30
POT_LINE_H, POT_NOTE_H = 22, 18    # the pot's two lines inside its ring
POT_CACHE_MAX = 64         # pot images kept (one per amount shown)


@dataclass
class Mover:
    """Anything drawn at a position that a slide can move (a chip, the token)."""
    pos: tuple[float, float]
    visible: bool = True


@dataclass
class ShowdownBoard:
    """The table as the player sees it at this frame."""
    panels: list[SeatPanel]
    marker: Mover                        # the FIRST token (top-left corner)
    pot_shown: int = 0
    carried_shown: int = 0               # of the pot shown, what earlier rounds left
    discards_shown: int = 0
    acting: int | None = None            # the seat lit as the one to play
    flying: list[Mover] = field(default_factory=list)        # chips sliding
    leaving: list[SeatCard] = field(default_factory=list)    # cards on their way to discard


class BoardPainter:
    """Draws a ``ShowdownBoard`` at the map's anchors (``pot``, ``discard``)."""

    def __init__(self, resources: Resources, cards: CardImages, pot: pygame.Rect,
                 discard: pygame.Rect) -> None:
        self.res = resources
        self.cards = cards
        self.pot = pot
        self.discard = discard
        self.seats = SeatPainter(resources)
        self.token_image = first_token_image(resources)
        self.chip = chip_image(resources)
        self._pot_cache: dict[int, Trimmed] = {}

    def language_changed(self) -> None:
        self.token_image = first_token_image(self.res)    # its word is printed on it

    def draw(self, surface: pygame.Surface, board: ShowdownBoard, game_no: int) -> None:
        self._draw_pot(surface, board, game_no)
        for panel in board.panels:
            self.seats.draw(surface, panel, panel.index == board.acting)
        marker = board.marker.pos
        surface.blit(self.token_image, (round(marker[0]), round(marker[1])))
        for card in board.leaving:
            card.draw(surface)
        for chip in board.flying:
            surface.blit(self.chip, (round(chip.pos[0]), round(chip.pos[1])))

    def _pot_chips(self, amount: int) -> Trimmed:
        """The pot's chips for ``amount`` tokens, rendered once per amount."""
        kept = self._pot_cache.get(amount)
        if kept is None:
            if len(self._pot_cache) > POT_CACHE_MAX:
                self._pot_cache.clear()
            image = pygame.Surface((POT_CHIP_PX * 8, POT_CHIP_PX * 3), pygame.SRCALPHA)
            draw_chip_stack(image, self.res, amount * 100,
                            (image.get_width() // 2, image.get_height()), label=False,
                            size=POT_CHIP_PX)
            kept = self._pot_cache[amount] = trimmed(image)
        return kept

    def _draw_pot(self, surface: pygame.Surface, board: ShowdownBoard, game_no: int) -> None:
        res, pot = self.res, self.pot
        if board.pot_shown:
            # the uncut image's midbottom on the pot's middle
            self._pot_chips(board.pot_shown).blit(
                surface, (pot.centerx - POT_CHIP_PX * 4, pot.centery + 4 - POT_CHIP_PX * 3))
        pot_words = _("POT {amount}").format(amount=board.pot_shown)
        # Inside the pot's ring at any text size (never under MIN_TEXT pixels).
        amount = fitted_text(res, pot_words, 18, GOLD_LIGHT, pot.w - 40, res.smallest_size(),
                             bold=True, height=POT_LINE_H)
        surface.blit(amount, amount.get_rect(midtop=(pot.centerx, pot.centery + 4)))
        if board.carried_shown:
            carried = _("incl. {amount} carried").format(amount=board.carried_shown)
            note = fitted_text(res, carried, 14, CREAM, pot.w - 60, res.smallest_size(),
                               height=POT_NOTE_H)
        else:
            note = fitted_text(res, _("Game {number}").format(number=game_no), 14, MUTED,
                               pot.w - 60, res.smallest_size(), height=POT_NOTE_H)
        surface.blit(note, note.get_rect(midtop=(pot.centerx, pot.centery + 4 + POT_LINE_H)))
        if board.discards_shown:
            pile = self.discard
            back = self.cards.back(small_card_size())
            surface.blit(back, back.get_rect(midtop=(pile.centerx, pile.y + 20)))


__all__ = ["BoardPainter", "Mover", "ShowdownBoard"]
