"""French-suited playing cards: 52 faces (two- and four-colour decks) and backs.

Geometry is written in final (1×) card pixels and drawn at SUPERSAMPLE×,
then smoothscaled down for clean anti-aliased edges.
"""
from __future__ import annotations

import math
from pathlib import Path

import pygame
from art_common import (
    ASSETS,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    WHITE,
    alpha_surface,
    blit_center,
    clip_to,
    downsample,
    glyph_fit,
    glyph_height,
    mix,
    rounded_mask,
    save_png,
    tint_glyph,
    vertical_gradient,
)

CARD_SIZE = (90, 126)
SUPERSAMPLE = 2
CORNER_RADIUS = 6
BORDER_WIDTH = 1
SOFT_EDGE_STEPS = 3           # inner shading rings that soften the border

PAPER_TOP = (255, 255, 253)
PAPER_BOTTOM = (244, 242, 236)
BORDER_COLOR = (120, 120, 126)
EDGE_SHADE = (214, 212, 208)

INK_BLACK = (24, 24, 28)
INK_RED = (200, 24, 40)
# Diamonds violet-blue and clubs teal, not blue and green: the four suits stay
# apart under protanopia, deuteranopia and tritanopia (tests/test_colour_vision.py).
INK_BLUE = (110, 60, 200)
INK_GREEN = (0, 130, 140)

RANKS = "A23456789TJQK"
SUITS = "SHDC"
SUIT_GLYPH = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RANK_LABEL = {"T": "10"}
TWO_COLOR = {"S": INK_BLACK, "H": INK_RED, "D": INK_RED, "C": INK_BLACK}
FOUR_COLOR = {"S": INK_BLACK, "H": INK_RED, "D": INK_BLUE, "C": INK_GREEN}

# Corner index (top-left; the bottom-right one is the same rotated 180°).
INDEX_CENTER_X = 9.5
INDEX_TOP = 5
INDEX_RANK_HEIGHT = 12
INDEX_RANK_MAX_WIDTH = 13
INDEX_GAP = 2.5
INDEX_SUIT_HEIGHT = 10

# Pip field: columns at centre ± PIP_COLUMN_OFFSET, rows from top to bottom.
PIP_COLUMN_OFFSET = 17
PIP_TOP = 24
PIP_BOTTOM = 102
PIP_HEIGHT = 17
PIP_MAX_WIDTH = 17
ACE_PIP_HEIGHT = 46

# Pip layouts: (column -1/0/1, row fraction 0 = top … 1 = bottom).
_SIDES_4 = [(c, r) for r in (0, 1) for c in (-1, 1)]
_SIDES_6 = [(c, r) for r in (0, 0.5, 1) for c in (-1, 1)]
_SIDES_8 = [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in (-1, 1)]
PIP_LAYOUTS = {
    2: [(0, 0), (0, 1)],
    3: [(0, 0), (0, 0.5), (0, 1)],
    4: _SIDES_4,
    5: _SIDES_4 + [(0, 0.5)],
    6: _SIDES_6,
    7: _SIDES_6 + [(0, 0.25)],
    8: _SIDES_6 + [(0, 0.25), (0, 0.75)],
    9: _SIDES_8 + [(0, 0.5)],
    10: _SIDES_8 + [(0, 1 / 6), (0, 5 / 6)],
}

# Court panel (J, Q, K): a framed, double-ended panel.
PANEL_MARGIN_X = 19
PANEL_MARGIN_Y = 10
PANEL_FRAME = 1.5
PANEL_GOLD_LINE = 1
PANEL_TINT = 0.10            # how much suit colour tints the panel paper
PANEL_HATCH_STEP = 4
COURT_LETTER_HEIGHT = 20
COURT_SUIT_HEIGHT = 8
COURT_EMBLEM_SIZE = (26, 13)
COURT_NICHE_WIDTH = 0.64     # niche width as a fraction of the panel
COURT_NICHE_TOP = 0.06       # niche top as a fraction of the half-panel height
COURT_NAVY = (36, 56, 112)

# Card backs.
BACK_MARGIN = 4.5
BACK_RADIUS = 4
LATTICE_STEP = 7
BACK_FRAME_INSET = 3
MONOGRAM_RADIUS = 17
MONOGRAM_TEXT_HEIGHT = 14
BACK_STYLES = {
    "back": {"base": (146, 20, 32), "line": (198, 66, 72), "dark": (104, 10, 20)},
    "back_blue": {"base": (22, 50, 118), "line": (78, 116, 186), "dark": (12, 30, 78)},
}


def s(v: float) -> int:
    """Convert a 1× card measurement to supersampled pixels."""
    return round(v * SUPERSAMPLE)


def big_size() -> tuple[int, int]:
    return (CARD_SIZE[0] * SUPERSAMPLE, CARD_SIZE[1] * SUPERSAMPLE)


# --------------------------------------------------------------------------- blank card

def card_blank() -> pygame.Surface:
    """White rounded card with a thin border and a softly shaded inner edge."""
    surf = alpha_surface(big_size())
    rect = surf.get_rect()
    pygame.draw.rect(surf, BORDER_COLOR, rect, border_radius=s(CORNER_RADIUS))
    inner = rect.inflate(-2 * s(BORDER_WIDTH), -2 * s(BORDER_WIDTH))
    radius = s(CORNER_RADIUS - BORDER_WIDTH)
    for step in range(SOFT_EDGE_STEPS):
        shade = mix(EDGE_SHADE, PAPER_TOP, step / SOFT_EDGE_STEPS)
        pygame.draw.rect(surf, shade, inner.inflate(-2 * step, -2 * step),
                         border_radius=radius - step)
    paper_rect = inner.inflate(-2 * SOFT_EDGE_STEPS, -2 * SOFT_EDGE_STEPS)
    paper = vertical_gradient(paper_rect.size, PAPER_TOP, PAPER_BOTTOM)
    paper = clip_to(paper, rounded_mask(paper_rect.size, radius - SOFT_EDGE_STEPS))
    surf.blit(paper, paper_rect)
    return surf


def blit_double_ended(card: pygame.Surface, overlay: pygame.Surface) -> None:
    """Blit an overlay and its 180° rotation (corner indices, court halves)."""
    card.blit(overlay, (0, 0))
    card.blit(pygame.transform.rotate(overlay, 180), (0, 0))


# --------------------------------------------------------------------------- faces

def rank_label(rank: str) -> str:
    return RANK_LABEL.get(rank, rank)


def corner_index(rank: str, suit: str, ink) -> pygame.Surface:
    overlay = alpha_surface(big_size())
    label = glyph_height(rank_label(rank), ink, s(INDEX_RANK_HEIGHT), bold=True,
                         max_w=s(INDEX_RANK_MAX_WIDTH))
    overlay.blit(label, label.get_rect(midtop=(s(INDEX_CENTER_X), s(INDEX_TOP))))
    pip = glyph_height(SUIT_GLYPH[suit], ink, s(INDEX_SUIT_HEIGHT))
    suit_top = INDEX_TOP + INDEX_RANK_HEIGHT + INDEX_GAP
    overlay.blit(pip, pip.get_rect(midtop=(s(INDEX_CENTER_X), s(suit_top))))
    return overlay


def pip_positions(count: int) -> list[tuple[float, float, bool]]:
    """Centres (1× px) of a count's pips and whether each is drawn upside down."""
    cx = CARD_SIZE[0] / 2
    out = []
    for column, row in PIP_LAYOUTS[count]:
        x = cx + column * PIP_COLUMN_OFFSET
        y = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
        out.append((x, y, row > 0.5))
    return out


def draw_pips(card: pygame.Surface, count: int, suit: str, ink) -> None:
    pip = glyph_fit(SUIT_GLYPH[suit], ink, s(PIP_MAX_WIDTH), s(PIP_HEIGHT))
    flipped = pygame.transform.rotate(pip, 180)
    for x, y, upside_down in pip_positions(count):
        blit_center(card, flipped if upside_down else pip, (s(x), s(y)))


def draw_ace(card: pygame.Surface, suit: str, ink) -> None:
    pip = glyph_fit(SUIT_GLYPH[suit], ink, s(ACE_PIP_HEIGHT), s(ACE_PIP_HEIGHT))
    blit_center(card, pip, (card.get_width() / 2, card.get_height() / 2))


def panel_rect() -> pygame.Rect:
    return pygame.Rect(s(PANEL_MARGIN_X), s(PANEL_MARGIN_Y),
                       s(CARD_SIZE[0] - 2 * PANEL_MARGIN_X),
                       s(CARD_SIZE[1] - 2 * PANEL_MARGIN_Y))


def hatch(size: tuple[int, int], color, step: int) -> pygame.Surface:
    """Fine diagonal cross-hatch used as the court panel's background."""
    w, h = size
    surf = alpha_surface(size)
    for offset in range(-h, w + h, step):
        pygame.draw.line(surf, color, (offset, 0), (offset + h, h), 1)
        pygame.draw.line(surf, color, (offset, h), (offset + h, 0), 1)
    return surf


def emblem_points_crown(rect: pygame.Rect, peaks: int) -> list[tuple[float, float]]:
    """Zig-zag crown outline: a band with `peaks` spikes."""
    band_top = rect.top + rect.height * 0.55
    pts = [(rect.left, rect.bottom), (rect.left, band_top)]
    step = rect.width / (2 * peaks - 2) if peaks > 1 else rect.width
    for i in range(2 * peaks - 1):
        x = rect.left + i * step
        y = rect.top if i % 2 == 0 else band_top - rect.height * 0.15
        pts.append((x, y))
    pts += [(rect.right, band_top), (rect.right, rect.bottom)]
    return pts


def upper_arc(rect: pygame.Rect, steps: int = 24) -> list[tuple[float, float]]:
    """Points along the upper half of the ellipse inscribed in rect."""
    cx, cy = rect.centerx, rect.centery
    return [(cx - math.cos(math.pi * i / steps) * rect.width / 2,
             cy - math.sin(math.pi * i / steps) * rect.height / 2) for i in range(steps + 1)]


def gold_shape(surf: pygame.Surface, points) -> None:
    pygame.draw.polygon(surf, GOLD, points)
    pygame.draw.polygon(surf, GOLD_DARK, points, max(1, s(0.6)))


def draw_emblem(surf: pygame.Surface, rank: str, center: tuple[int, int], accent) -> None:
    """Small gold headpiece above the court letter: crown (K), coronet (Q), cap (J)."""
    w, h = s(COURT_EMBLEM_SIZE[0]), s(COURT_EMBLEM_SIZE[1])
    rect = pygame.Rect(0, 0, w, h)
    rect.center = center
    jewel_r = max(2, s(1.3))
    band = pygame.Rect(rect.left, rect.top + h * 0.68, w, h * 0.32)
    if rank == "K":
        pts = emblem_points_crown(rect, peaks=3)
        gold_shape(surf, pts)
        for x, y in pts[2:-2:2]:
            pygame.draw.circle(surf, GOLD_LIGHT, (round(x), round(y)), jewel_r)
        pygame.draw.circle(surf, accent, (rect.centerx, round(band.centery)), jewel_r)
    elif rank == "Q":
        for t, lift in ((0.22, 0.25), (0.5, 0.0), (0.78, 0.25)):
            x = rect.left + w * t
            lobe = pygame.Rect(0, 0, w * 0.3, h * 0.95)
            lobe.midtop = (round(x), round(rect.top + h * lift))
            gold_shape(surf, upper_arc(lobe)
                       + [(lobe.right, band.top + 1), (lobe.left, band.top + 1)])
            pygame.draw.circle(surf, GOLD_LIGHT, (round(x), lobe.top), jewel_r)
        gold_shape(surf, [band.topleft, band.topright, band.bottomright, band.bottomleft])
        pygame.draw.circle(surf, accent, (rect.centerx, round(band.centery)), jewel_r)
    else:  # Jack: a soft cap with a plume
        dome = pygame.Rect(rect.left + w * 0.1, rect.top + h * 0.05, w * 0.8, h * 1.3)
        gold_shape(surf, upper_arc(dome))
        gold_shape(surf, [band.topleft, band.topright, band.bottomright, band.bottomleft])
        plume = [(rect.centerx + w * 0.12, rect.top + h * 0.45),
                 (rect.right + w * 0.02, rect.top - h * 0.1),
                 (rect.right - w * 0.02, rect.top + h * 0.35),
                 (rect.centerx + w * 0.2, rect.top + h * 0.6)]
        pygame.draw.polygon(surf, accent, plume)


def court_accent(ink) -> tuple[int, int, int]:
    """Colour used for the court panel's tints: navy for black suits, else the ink."""
    return COURT_NAVY if ink == INK_BLACK else ink


def court_half(rank: str, suit: str, ink, size: tuple[int, int]) -> pygame.Surface:
    """Upper half of the court panel (the lower half is its 180° rotation)."""
    w, h = size
    half = alpha_surface(size)
    accent = court_accent(ink)
    cx = w // 2

    # A rounded niche behind the letter, like the arch of a portrait frame.
    niche = pygame.Rect(0, 0, round(w * COURT_NICHE_WIDTH), round(h * 1.5))
    niche.midtop = (cx, round(h * COURT_NICHE_TOP))
    niche_fill = mix(WHITE, accent, 0.16)
    pygame.draw.ellipse(half, GOLD, niche.inflate(s(1.4), s(1.4)))
    pygame.draw.ellipse(half, niche_fill, niche)

    letter = glyph_height(rank, ink, s(COURT_LETTER_HEIGHT), bold=True)
    letter_center = (cx, round(h * 0.66))
    blit_center(half, letter, letter_center)
    draw_emblem(half, rank, (cx, round(h * 0.22)), accent)

    pip = glyph_fit(SUIT_GLYPH[suit], ink, s(COURT_SUIT_HEIGHT), s(COURT_SUIT_HEIGHT))
    corner = s(COURT_SUIT_HEIGHT) * 0.75
    for x in (corner, w - corner):
        blit_center(half, pip, (x, corner))
    return half


def draw_court(card: pygame.Surface, rank: str, suit: str, ink) -> None:
    rect = panel_rect()
    accent = court_accent(ink)
    paper = mix(WHITE, accent, PANEL_TINT)
    pygame.draw.rect(card, ink, rect, border_radius=s(2))
    inner = rect.inflate(-2 * s(PANEL_FRAME), -2 * s(PANEL_FRAME))
    pygame.draw.rect(card, GOLD, inner)
    inner = inner.inflate(-2 * s(PANEL_GOLD_LINE), -2 * s(PANEL_GOLD_LINE))
    pygame.draw.rect(card, paper, inner)
    card.blit(hatch(inner.size, mix(paper, accent, 0.10), s(PANEL_HATCH_STEP)), inner)

    half_size = (inner.width, inner.height // 2)
    overlay = alpha_surface(big_size())
    overlay.blit(court_half(rank, suit, ink, half_size), inner.topleft)
    blit_double_ended(card, overlay)

    # Divider between the two ends, with a small gold lozenge in the middle.
    mid_y = inner.centery
    pygame.draw.line(card, GOLD_DARK, (inner.left, mid_y), (inner.right - 1, mid_y), s(0.6))
    r = s(2.5)
    lozenge = [(inner.centerx, mid_y - r), (inner.centerx + r, mid_y),
               (inner.centerx, mid_y + r), (inner.centerx - r, mid_y)]
    pygame.draw.polygon(card, GOLD, lozenge)
    pygame.draw.polygon(card, GOLD_DARK, lozenge, 1)


def card_face(rank: str, suit: str, palette: dict) -> pygame.Surface:
    ink = palette[suit]
    card = card_blank()
    if rank == "A":
        draw_ace(card, suit, ink)
    elif rank in "JQK":
        draw_court(card, rank, suit, ink)
    else:
        draw_pips(card, 10 if rank == "T" else int(rank), suit, ink)
    blit_double_ended(card, corner_index(rank, suit, ink))
    return downsample(card, CARD_SIZE)


# --------------------------------------------------------------------------- backs

def lattice(size: tuple[int, int], style: dict) -> pygame.Surface:
    """Diamond lattice (lines x ± y = k·step) with small studs at the crossings."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill(style["base"])
    step = s(LATTICE_STEP)
    line_w = s(0.6)
    for k in range(-(h // step) - 1, (w + h) // step + 2):
        x0 = k * step
        pygame.draw.line(surf, style["line"], (x0, 0), (x0 + h, h), line_w)
        pygame.draw.line(surf, style["line"], (x0, 0), (x0 - h, h), line_w)
    half = step / 2
    for j in range(int(h / half) + 2):
        for i in range(j % 2, int(w / half) + 2, 2):
            pygame.draw.circle(surf, style["dark"], (round(i * half), round(j * half)), s(0.9))
    return surf


def monogram(style: dict) -> pygame.Surface:
    d = s(2 * MONOGRAM_RADIUS + 4)
    surf = alpha_surface((d, d))
    c = (d // 2, d // 2)
    r = s(MONOGRAM_RADIUS)
    pygame.draw.circle(surf, GOLD_DARK, c, r + s(1.2))
    pygame.draw.circle(surf, GOLD, c, r)
    pygame.draw.circle(surf, style["dark"], c, r - s(1.2))
    pygame.draw.circle(surf, GOLD, c, r - s(2.6), s(0.5))
    # Eight tiny gold rays between the rings.
    for i in range(8):
        a = i * math.pi / 4
        p = (c[0] + math.cos(a) * (r - s(2.6)), c[1] + math.sin(a) * (r - s(2.6)))
        pygame.draw.circle(surf, GOLD_LIGHT, (round(p[0]), round(p[1])), s(0.8))
    text = glyph_height("21", WHITE, s(MONOGRAM_TEXT_HEIGHT), bold=True)
    text = tint_glyph(text, GOLD_LIGHT, GOLD)
    shadow = glyph_height("21", (0, 0, 0), s(MONOGRAM_TEXT_HEIGHT), bold=True)
    shadow.set_alpha(140)
    blit_center(surf, shadow, (c[0] + s(0.6), c[1] + s(0.8)))
    blit_center(surf, text, c)
    return surf


def card_back(style: dict) -> pygame.Surface:
    card = card_blank()
    field = card.get_rect().inflate(-2 * s(BACK_MARGIN), -2 * s(BACK_MARGIN))
    pattern = clip_to(lattice(field.size, style), rounded_mask(field.size, s(BACK_RADIUS)))
    card.blit(pattern, field)
    frame = field.inflate(-2 * s(BACK_FRAME_INSET), -2 * s(BACK_FRAME_INSET))
    pygame.draw.rect(card, style["dark"], frame.inflate(s(1.6), s(1.6)), s(1.6),
                     border_radius=s(BACK_RADIUS))
    pygame.draw.rect(card, GOLD, frame, s(0.6), border_radius=s(BACK_RADIUS - 1))
    blit_center(card, monogram(style), field.center)
    return downsample(card, CARD_SIZE)


# --------------------------------------------------------------------------- output

def card_codes() -> list[str]:
    return [rank + suit for suit in SUITS for rank in RANKS]


def generate() -> list[Path]:
    written = []
    for folder, palette in (("cards", TWO_COLOR), ("cards4", FOUR_COLOR)):
        for code in card_codes():
            face = card_face(code[0], code[1], palette)
            written.append(save_png(face, ASSETS / folder / f"{code}.png"))
    for name, style in BACK_STYLES.items():
        written.append(save_png(card_back(style), ASSETS / "cards" / f"{name}.png"))
    return written
