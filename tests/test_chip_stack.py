"""A stake is drawn as the fewest chips of the rack's denominations, with its exact amount."""
from __future__ import annotations

import pygame
import pytest

from scenes.app.i18n import format_money
from scenes.widgets.chip_stack import (
    CHIP_DRAW_SIZE,
    CHIP_STEP,
    CHIP_VALUES,
    LABEL_PX,
    MAX_COLUMNS,
    MAX_PER_COLUMN,
    chip_breakdown,
    chip_columns,
    draw_chip_stack,
)
from scenes.widgets.theme import CREAM, MIN_TEXT


def chips(amount: int) -> int:
    return amount * 100      # amounts are cents everywhere


def test_a_ten_bet_is_two_fives_not_one_five() -> None:
    assert chip_breakdown(chips(10)) == [(5, 2)]


def test_thirty_seven_is_a_twenty_five_two_fives_and_two_ones() -> None:
    assert chip_breakdown(chips(37)) == [(25, 1), (5, 2), (1, 2)]


def test_nothing_is_drawn_for_zero_or_less() -> None:
    assert chip_breakdown(0) == []
    assert chip_breakdown(-500) == []
    assert chip_columns(0) == []


@pytest.mark.parametrize("amount", [1, 4, 6, 29, 99, 126, 631, 1999, 2500])
def test_the_breakdown_adds_up_and_uses_the_fewest_chips(amount: int) -> None:
    parts = chip_breakdown(chips(amount))
    assert sum(v * n for v, n in parts) == amount
    assert all(v in CHIP_VALUES for v, _ in parts)
    # greedy is optimal for 1/5/25/100/500: no smaller coin is used five times
    # (or four times for 25 → 100, five 100s → 500)
    counts = dict(parts)
    assert counts.get(1, 0) < 5 and counts.get(5, 0) < 5 and counts.get(25, 0) < 4
    assert counts.get(100, 0) < 5


def test_half_chips_of_a_three_to_two_payout_are_not_drawn_as_a_chip() -> None:
    assert chip_breakdown(750) == [(5, 1), (1, 2)]


def test_a_huge_amount_is_capped_in_height_and_width() -> None:
    columns = chip_columns(chips(1_000_000))
    assert len(columns) <= MAX_COLUMNS
    assert all(n <= MAX_PER_COLUMN for _, n in columns)


def test_a_huge_pile_stays_a_pile_and_keeps_its_label(app) -> None:
    resources = app.context.resources
    surface = pygame.Surface((800, 400), pygame.SRCALPHA)
    used = draw_chip_stack(surface, resources, 123_456_789, (400, 380))
    assert used.w <= MAX_COLUMNS * CHIP_DRAW_SIZE
    assert used.h <= CHIP_DRAW_SIZE + (MAX_PER_COLUMN - 1) * CHIP_STEP + 20
    label = resources.text(format_money(123_456_789), LABEL_PX, CREAM, bold=True)
    plate = label.get_rect(midbottom=(400, 380)).inflate(10, 2)
    assert surface.get_at(plate.topleft + pygame.Vector2(6, 1))[:3] == (0, 0, 0)


def test_the_amount_is_printed_no_smaller_than_the_smallest_text() -> None:
    assert LABEL_PX >= MIN_TEXT


def test_a_seat_s_tokens_stand_as_a_low_pile_of_their_denominations(app) -> None:
    from scenes.widgets.chip_stack import ROW_COLUMNS, ROW_PER_COLUMN, ROW_STEP, chip_row_image
    resources = app.context.resources
    assert chip_row_image(resources, 0, 20) is None
    ninety = chip_row_image(resources, chips(90), 20)        # three 25s and three 5s
    one = chip_row_image(resources, chips(1), 20)
    huge = chip_row_image(resources, chips(99_999), 20)
    assert ninety is not None and one is not None and huge is not None
    assert one.get_width() == 20 and ninety.get_width() == 30     # two columns, half over
    assert huge.get_width() == ROW_COLUMNS * 10 + 10
    assert huge.get_height() == 20 + (ROW_PER_COLUMN - 1) * ROW_STEP
