"""The Showdown round summary's cards can be read: each card drawn in a row
shows its rank at least 14 px tall and a suit pip under it."""
import pygame
import pytest

from scenes.tables.showdown import summary
from scenes.tables.showdown.seats import CardImages
from scenes.tables.showdown.summary import ROW_CARD, RoundSummaryOverlay, SummaryRow

SMALLEST_RANK_PX = 14
SMALLEST_PIP_PX = 10


class RecordingLayer(pygame.Surface):
    """The summary's layer, noting every image blitted onto it."""

    def __init__(self, size):
        super().__init__(size, pygame.SRCALPHA)
        self.images: list[pygame.Surface] = []

    def blit(self, source, dest, *args, **kwargs):
        self.images.append(source)
        return super().blit(source, dest, *args, **kwargs)


def ink_shapes(card: pygame.Surface) -> list[pygame.Rect]:
    """The bounding boxes of the card's marks: connected runs of coloured or
    dark pixels, leaving out anything touching the card's edge (its border)."""
    width, height = card.get_size()
    ink = pygame.Mask((width, height))
    for x in range(width):
        for y in range(height):
            r, g, b, a = card.get_at((x, y))
            if a >= 200 and (max(r, g, b) - min(r, g, b) > 90 or max(r, g, b) < 110):
                ink.set_at((x, y))
    return [box for box in ink.get_bounding_rects()
            if box.left > 0 and box.top > 0 and box.right < width and box.bottom < height]


def drawn_cards(app, monkeypatch, codes, four_colour=False):
    layer = RecordingLayer((1280, 720))
    monkeypatch.setattr(summary, "_LAYERS", [layer])
    rows = [SummaryRow("You", "", codes, 21, "Winner", (255, 255, 255), 60, 150)]
    overlay = RoundSummaryOverlay(app.context, "Round 1", rows, "footer", lambda: None,
                                  CardImages(app.context.resources, four_colour), ())
    overlay.finish()
    return [image for image in layer.images if image.get_size() == ROW_CARD]


@pytest.mark.parametrize("codes,four_colour", [
    (("7C", "TH", "AS"), False), (("2D", "9S", "QH", "KC", "JD"), True)])
def test_every_summary_card_shows_a_tall_rank_over_a_clear_pip(app, monkeypatch, codes,
                                                                four_colour):
    cards = drawn_cards(app, monkeypatch, codes, four_colour)
    assert len(cards) == len(codes)
    for code, card in zip(codes, cards):
        shapes = ink_shapes(card)
        upper = [box for box in shapes if box.top < ROW_CARD[1] // 2]
        rank_px = max((box.height for box in upper), default=0)
        assert rank_px >= SMALLEST_RANK_PX, f"{code}: its rank is {rank_px} px tall"
        rank_bottom = max(box.bottom for box in upper if box.height == rank_px)
        pips = [box for box in shapes if box.top >= rank_bottom
                and box.height >= SMALLEST_PIP_PX]
        assert pips, f"{code}: no suit pip under its rank"


def test_a_ten_is_squeezed_into_its_card_not_cut(app, monkeypatch):
    (ten,) = drawn_cards(app, monkeypatch, ("TS",))
    shapes = ink_shapes(ten)
    digits = [box for box in shapes if box.top < ROW_CARD[1] // 2
              and box.height >= SMALLEST_RANK_PX]
    assert len(digits) == 2          # a "1" and a "0", both whole inside the border
