"""Drawing a pile of chips for an amount (bets, the pot, a player's stack).

Amounts are integer cents as everywhere in Club 21; whole chips are split
greedily into the rack's denominations and drawn as short columns, tallest
value on the left, with the exact amount printed beneath (so half chips from
a 3:2 payout still read correctly).
"""
from __future__ import annotations

from collections.abc import Iterable

import pygame

from scenes.app.i18n import format_money
from scenes.app.resources import Resources
from scenes.widgets.theme import CREAM, Point

CHIP_VALUES = (500, 100, 25, 5, 1)
CHIP_STEP = 5  # vertical offset between stacked chips
MAX_PER_COLUMN = 10
MAX_COLUMNS = 6       # a pile never grows wider than this; the label stays exact
CHIP_DRAW_SIZE = 44
LABEL_PX = 16          # the amount under a pile (never below theme.MIN_TEXT)


def chip_breakdown(cents: int, values: Iterable[int]=CHIP_VALUES) -> list[tuple[int, int]]:
    """``[(value, count), ...]`` for the whole chips in ``cents``, largest first."""
    chips = max(0, cents) // 100
    result = []
    for value in values:
        count, chips = divmod(chips, value)
        if count:
            result.append((value, count))
    return result


def chip_columns(cents: int) -> list[tuple[int, int]]:
    """The columns drawn for ``cents``: ``[(value, chips in it), ...]``, at most
    ``MAX_PER_COLUMN`` high and ``MAX_COLUMNS`` wide (a huge amount is drawn as
    a full pile of its largest chips; the printed amount says how much)."""
    columns = []
    for value, count in chip_breakdown(cents):
        while count > 0:
            take = min(count, MAX_PER_COLUMN)
            columns.append((value, take))
            count -= take
    return columns[:MAX_COLUMNS]


def draw_chip_stack(surface: pygame.Surface, resources: Resources, cents: int, midbottom: Point,
                    label: bool = True, size: int = CHIP_DRAW_SIZE) -> pygame.Rect:
    """Draw chips for ``cents`` standing on ``midbottom``; returns the area used."""
    columns = chip_columns(cents)
    x0, bottom = midbottom
    label_height = 20 if label else 0
    chip_bottom = bottom - label_height
    total_w = len(columns) * (size - 8) + 8 if columns else size
    x = x0 - total_w // 2
    used = pygame.Rect(x, chip_bottom - size, total_w, size + label_height)
    for value, count in columns:
        image = _sized_chip(resources, value, size)
        for i in range(count):
            rect = image.get_rect(bottomleft=(x, chip_bottom - i * CHIP_STEP))
            surface.blit(image, rect)
            used.union_ip(rect)
        x += size - 8
    if label and cents > 0:
        text = resources.text(format_money(cents), LABEL_PX, CREAM, bold=True)
        box = text.get_rect(midbottom=(x0, bottom))
        plate = box.inflate(10, 2)
        surface.blit(_label_plate(plate.size), plate)
        surface.blit(text, box)
    return used


ROW_PER_COLUMN = 4     # a pile in a tight row (a seat's tokens) stays this low
ROW_COLUMNS = 3
ROW_STEP = 3


def chip_row_image(resources: Resources, cents: int, size: int) -> pygame.Surface | None:
    """A low pile for ``cents`` to stand in a row of text (a Showdown seat's
    tokens): the same breakdown in at most ``ROW_COLUMNS`` columns of
    ``ROW_PER_COLUMN``; no label (the row prints the amount).  None for nothing."""
    columns = []
    for value, count in chip_breakdown(cents):
        columns.append((value, min(count, ROW_PER_COLUMN)))
    columns = columns[:ROW_COLUMNS]
    if not columns:
        return None
    overlap = size // 2     # columns half over each other: the row keeps room for its words
    width = len(columns) * (size - overlap) + overlap
    height = size + (ROW_PER_COLUMN - 1) * ROW_STEP
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    for n, (value, count) in enumerate(columns):
        chip, x = _sized_chip(resources, value, size), n * (size - overlap)
        for i in range(count):
            image.blit(chip, chip.get_rect(bottomleft=(x, height - i * ROW_STEP)))
    return image


_SIZED: dict[tuple[int, int, int], pygame.Surface] = {}
_PLATES: dict[tuple[int, int], pygame.Surface] = {}
KEYED_OUT = (255, 0, 254)     # the plate's rounded corners: never a plate's colour


def _label_plate(size: tuple[int, int]) -> pygame.Surface:
    """The black rounded plate under an amount, drawn once per size with its
    corners keyed out: blitting it copies exactly the pixels drawing it would set."""
    plate = _PLATES.get(size)
    if plate is None:
        if len(_PLATES) > 64:
            _PLATES.clear()
        plate = _PLATES[size] = pygame.Surface(size)
        plate.fill(KEYED_OUT)
        pygame.draw.rect(plate, (0, 0, 0), plate.get_rect(), border_radius=6)
        plate.set_colorkey(KEYED_OUT)
    return plate


def _sized_chip(resources: Resources, value: int, size: int) -> pygame.Surface:
    """A chip image at ``size``, scaled once (not per column per frame)."""
    image = resources.chip(value)
    if image.get_width() == size:
        return image
    key = (id(image), value, size)
    scaled = _SIZED.get(key)
    if scaled is None:
        if len(_SIZED) > 64:
            _SIZED.clear()
        scaled = _SIZED[key] = pygame.transform.smoothscale(image, (size, size))
    return scaled
