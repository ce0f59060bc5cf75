"""The four-colour deck and the chips for every eye: the suit inks as the
card art prints them (the ace's big pip) and each chip's body colour (its
face between two edge inserts, the numeral aside), seen through simulated
protanopia, deuteranopia and tritanopia (Machado, Oliveira & Fernandes
2009, full severity), stay at least ``APART`` CIE76 ΔE from each other; the
inks stay readable on the card's paper."""
from __future__ import annotations

import itertools
import math

import pygame
import pytest

from scenes.app.resources import asset_path

APART = 30.0               # clearly different at a glance (the old deck: 18.7)
PAPER = (255, 255, 253)
SIGHT = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
    "typical": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
}


def linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def seen(rgb, matrix) -> tuple[float, float, float]:
    lin = [linear(c) for c in rgb[:3]]
    r, g, b = (min(1.0, max(0.0, sum(m * x for m, x in zip(row, lin)))) for row in matrix)
    return r, g, b


def lab(lin) -> tuple[float, float, float]:
    r, g, b = lin
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a, b) -> float:
    return sum((p - q) ** 2 for p, q in zip(a, b)) ** 0.5


def ink(suit: str):
    """The suit's ink as the four-colour art prints it: the ace's centre."""
    image = pygame.image.load(str(asset_path(f"cards4/A{suit}.png")))
    w, h = image.get_size()
    return tuple(image.get_at((w // 2, h // 2)))[:3]


@pytest.mark.parametrize("sight", SIGHT)
def test_every_two_suits_of_the_four_colour_deck_stay_apart(sight):
    colours = {suit: lab(seen(ink(suit), SIGHT[sight])) for suit in "SHDC"}
    for a, b in itertools.combinations("SHDC", 2):
        assert delta_e(colours[a], colours[b]) >= APART, (sight, a, b)


@pytest.mark.parametrize("suit", "SHDC")
def test_every_suit_ink_reads_on_the_card_paper(suit):
    def lum(rgb):
        r, g, b = (linear(c) for c in rgb)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    assert (lum(PAPER) + 0.05) / (lum(ink(suit)) + 0.05) >= 4.5


CHIPS = (1, 5, 25, 100, 500)


def chip_body(value: int):
    """The chip's colour as the art prints it: its face half way between two
    edge inserts, near the rim (lit as the art lights it), off the numeral."""
    image = pygame.image.load(str(asset_path(f"chips/{value}.png")))
    centre = image.get_width() / 2
    angle = -math.pi / 2 + math.pi / 6          # inserts every 60 degrees from the top
    at = (int(centre + 27 * math.cos(angle)), int(centre + 27 * math.sin(angle)))
    return tuple(image.get_at(at))[:3]


def chip_distances(sight: str) -> dict[tuple[int, int], float]:
    colours = {value: lab(seen(chip_body(value), SIGHT[sight])) for value in CHIPS}
    return {(a, b): delta_e(colours[a], colours[b]) for a, b in itertools.combinations(CHIPS, 2)}


@pytest.mark.parametrize("sight", SIGHT)
def test_every_two_chip_denominations_stay_apart_without_their_numerals(sight):
    close = {pair: round(d, 1) for pair, d in chip_distances(sight).items() if d < APART}
    assert close == {}, sight
