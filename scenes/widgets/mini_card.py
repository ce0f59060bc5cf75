"""A card face for a small place (the Showdown round summary's 34x48 cells).

A full card face scaled to a third of its size keeps its corner rank at about
7 pixels, which nobody can read. A mini card is drawn for its size instead:
one large rank over one large suit pip, on the same paper, in the same colours
as the full faces (two- or four-colour deck).
"""
from __future__ import annotations

import pygame

from scenes.widgets.card_art import FOUR_COLOUR, RANK_LABEL, SUIT_GLYPHS, TWO_COLOUR, Fonts
from scenes.widgets.theme import FontName

PAPER = (252, 250, 244)
EDGE = (120, 120, 120)
# Font sizes at the summary's 48 px height, chosen for the drawn glyphs: DejaVu
# Sans Bold's digits are ~0.73 of the size high, so 21 gives a rank ~15 px tall.
RANK_SIZE_PER_HEIGHT = 21 / 48
PIP_SIZE_PER_HEIGHT = 24 / 48
MARGIN = 2                    # paper left round the rank when "10" is squeezed


def mini_face(fonts: Fonts, code: str, size: tuple[int, int],
              four_colour: bool = False) -> pygame.Surface:
    """The face of ``code`` ("TH") at ``size``: the rank on top, the pip below."""
    width, height = size
    card = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(2, height // 12)
    pygame.draw.rect(card, PAPER, card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, EDGE, card.get_rect(), 1, border_radius=radius)
    rank, suit = code[0], code[1]
    colour = (FOUR_COLOUR if four_colour else TWO_COLOUR)[suit]
    label = fonts.font(FontName.BOLD, round(height * RANK_SIZE_PER_HEIGHT)).render(
        RANK_LABEL.get(rank, rank), True, colour)
    room = width - 2 * MARGIN
    if label.get_width() > room:   # "10" in a narrow card: squeezed sideways, never shorter
        label = pygame.transform.smoothscale(label, (room, label.get_height()))
    pip = fonts.font(FontName.REGULAR, round(height * PIP_SIZE_PER_HEIGHT)).render(
        SUIT_GLYPHS[suit], True, colour)
    # The font's line box has empty space above the glyphs: pull the rank up into
    # it, and set the pip in the lower half.
    card.blit(label, label.get_rect(midtop=(width // 2, -round(height * 0.06))))
    card.blit(pip, pip.get_rect(center=(width // 2, round(height * 0.72))))
    return card
