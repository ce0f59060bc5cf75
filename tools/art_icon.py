"""The application icon: PNGs 16..512 px, a Windows .ico and a macOS .icns.

A blackjack on felt: the ace of spades and the king of hearts fanned on a
green rounded square, a red chip marked 21 in front. Sizes of 32 px and less
come from a simpler drawing (the chip's 21 alone), which stays legible there.

    assets/icon/club21-<size>.png      Linux desktop icons (hicolor sizes)
    assets/icon/club21-window.png      the window's icon: the simple drawing at 64 px,
                                       since window managers shrink it to title-bar size
    packaging/icons/club21.ico         Windows executable (build.spec icon=)
    packaging/icons/club21.icns        macOS bundle (build.spec BUNDLE)

The .ico and .icns containers are written here with ``struct``, each image
stored as PNG (Windows Vista and later, macOS 10.7 and later read those).
"""
from __future__ import annotations

import io
import math
import struct
from pathlib import Path

import pygame
from art_common import (
    ASSETS,
    ROOT,
    WHITE,
    alpha_surface,
    blit_center,
    clip_to,
    downsample,
    glyph_height,
    mix,
    rounded_mask,
    save_png,
    scale_color,
    vertical_gradient,
)

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SMALL_MAX = 32                  # at or below: the simple drawing
WINDOW_ICON_SIZE = 64
MASTER = 1024                   # drawn at this size, then scaled down
ICON_DIR = ASSETS / "icon"
PACKAGING_DIR = ROOT / "packaging" / "icons"

FELT_TOP, FELT_BOTTOM = (26, 128, 72), (8, 62, 36)
GOLD, GOLD_DARK, GOLD_LIGHT = (226, 186, 92), (138, 98, 34), (252, 230, 160)
CHIP_RED, CARD_INK_RED = (196, 28, 40), (200, 24, 36)
CARD_FACE, CARD_EDGE, INK = (250, 248, 240), (170, 160, 140), (24, 24, 30)

# ICO: every size stored as PNG.  ICNS: OSType -> pixel size (PNG payloads).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256),
              ("ic14", 512))


def _felt_square(size: int) -> pygame.Surface:
    margin, rim = size * 0.04, size * 0.025
    box = pygame.Rect(0, 0, round(size - 2 * margin), round(size - 2 * margin))
    radius = round(box.w * 0.2)
    face = vertical_gradient(box.size, FELT_TOP, FELT_BOTTOM)
    pygame.draw.rect(face, GOLD, face.get_rect(), round(rim), border_radius=radius)
    inner = face.get_rect().inflate(-rim * 2.2, -rim * 2.2)
    pygame.draw.rect(face, GOLD_DARK, inner, max(1, round(rim * 0.35)),
                     border_radius=round(radius * 0.9))
    out = alpha_surface((size, size))
    out.blit(clip_to(face, rounded_mask(box.size, radius)), (round(margin), round(margin)))
    return out


def _card(width: int, rank: str, suit: str, colour) -> pygame.Surface:
    height = round(width * 1.4)
    radius = round(width * 0.09)
    card = alpha_surface((width, height))
    pygame.draw.rect(card, CARD_EDGE, card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, CARD_FACE, card.get_rect().inflate(-width * 0.03, -width * 0.03),
                     border_radius=radius)
    index = glyph_height(rank, colour, width * 0.26, bold=True)
    card.blit(index, (round(width * 0.1), round(width * 0.08)))
    small = glyph_height(suit, colour, width * 0.17)
    blit_center(card, small, (width * 0.1 + index.get_width() / 2,
                              width * 0.08 + index.get_height() + width * 0.13))
    blit_center(card, glyph_height(suit, colour, width * 0.55), (width * 0.55, height * 0.58))
    return card


def _chip(diameter: int, label: str) -> pygame.Surface:
    chip = alpha_surface((diameter, diameter))
    c, r = (diameter / 2, diameter / 2), diameter / 2
    pygame.draw.circle(chip, scale_color(CHIP_RED, 0.5), c, r)
    pygame.draw.circle(chip, CHIP_RED, c, r * 0.96)
    for i in range(6):  # the white edge inserts of a casino chip
        mid = 2 * math.pi * i / 6 - math.pi / 2
        arc = [mid - 0.2 + 0.4 * k / 8 for k in range(9)]
        pygame.draw.polygon(chip, WHITE, [(c[0] + math.cos(a) * r * 0.95,
                                           c[1] + math.sin(a) * r * 0.95)
                                          for a in arc]
                            + [(c[0] + math.cos(a) * r * 0.74, c[1] + math.sin(a) * r * 0.74)
                               for a in reversed(arc)])
    pygame.draw.circle(chip, mix(CHIP_RED, WHITE, 0.55), c, r * 0.70, max(1, round(r * 0.03)))
    pygame.draw.circle(chip, scale_color(CHIP_RED, 0.8), c, r * 0.64)
    text = glyph_height(label, GOLD_LIGHT, r * 0.62, bold=True, max_w=r * 1.1)
    shade = glyph_height(label, scale_color(CHIP_RED, 0.4), r * 0.62, bold=True, max_w=r * 1.1)
    blit_center(chip, shade, (c[0] + r * 0.03, c[1] + r * 0.04))
    blit_center(chip, text, c)
    return chip


def draw_large(size: int = MASTER) -> pygame.Surface:
    """The full drawing: felt, two fanned cards, the 21 chip."""
    icon = _felt_square(size)
    for rank, suit, colour, angle, centre in (("A", "\u2660", INK, 12, (0.38, 0.45)),
                                              ("K", "\u2665", CARD_INK_RED, -10, (0.58, 0.42))):
        card = pygame.transform.rotozoom(_card(round(size * 0.36), rank, suit, colour), angle, 1)
        blit_center(icon, card, (size * centre[0], size * centre[1]))
    chip = _chip(round(size * 0.40), "21")
    shadow = alpha_surface(chip.get_size())
    pygame.draw.circle(shadow, (0, 0, 0, 90), (chip.get_width() / 2, chip.get_height() / 2),
                       chip.get_width() / 2)
    blit_center(icon, shadow, (size * 0.71, size * 0.73))
    blit_center(icon, chip, (size * 0.69, size * 0.71))
    return icon


def draw_small(size: int = MASTER) -> pygame.Surface:
    """For tiny sizes: felt and the chip's 21, nothing finer."""
    icon = _felt_square(size)
    blit_center(icon, _chip(round(size * 0.80), "21"), (size / 2, size / 2))
    return icon


def render_sizes(sizes) -> dict[int, pygame.Surface]:
    large, small = draw_large(), draw_small()
    return {n: downsample(small if n <= SMALL_MAX else large, (n, n)) for n in sizes}


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO directory of PNG images (a width/height byte of 0 means 256)."""
    sizes = sorted(pngs)
    offset = 6 + 16 * len(sizes)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    entries, blobs = b"", b""
    for n in sizes:
        data = pngs[n]
        entries += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(data),
                               offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: 'icns', total length, then (type, length, PNG) blocks (big-endian)."""
    blocks = b"".join(ostype.encode("ascii") + struct.pack(">I", 8 + len(pngs[n])) + pngs[n]
                      for ostype, n in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(blocks)) + blocks


def generate() -> list[Path]:
    wanted = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {n for _, n in ICNS_TYPES})
    surfaces = render_sizes(wanted)
    pngs = {n: png_bytes(surfaces[n]) for n in wanted}
    written = [save_png(surfaces[n], ICON_DIR / f"club21-{n}.png") for n in PNG_SIZES]
    window = downsample(draw_small(), (WINDOW_ICON_SIZE, WINDOW_ICON_SIZE))
    written.append(save_png(window, ICON_DIR / "club21-window.png"))
    PACKAGING_DIR.mkdir(parents=True, exist_ok=True)
    for name, data in (("club21.ico", ico_bytes({n: pngs[n] for n in ICO_SIZES})),
                       ("club21.icns", icns_bytes(pngs))):
        path = PACKAGING_DIR / name
        path.write_bytes(data)
        written.append(path)
    return written
