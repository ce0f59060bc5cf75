"""Drawing helpers of the Classic Shoe table: the shoe's gauge, seat plates, the turn banner."""
from __future__ import annotations

from typing import Any

import pygame

from scenes.app.i18n import N_, _, format_money
from scenes.tables.dealer.hud import RED_TEXT
from scenes.tables.dealer.view import DealerBoard
from scenes.tables.seat_config import SeatConfig, SeatKind, shown_name
from scenes.tables.sentences import said
from scenes.widgets.draw import fill_alpha, fitted_text
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MIN_TEXT, MUTED

CUT_CARD = (236, 200, 60)
BANNER_PAD = 22           # the turn banner's side padding and the gap before its line
PLATE_H = 20
PLATE_OVERHANG = 4        # a plate reaches this far past its seat on each side (seats are
                          # 170 px apart, 160 wide: neighbouring plates never touch)
PLATE_GAP = 16            # the plate's side paddings and the gap between name and chips
BANNER_MAX_W = 860        # between seat 1's and seat 7's cards at the banner's height
BANNER_H = 38             # a 24-point name and its padding


def draw_shoe_gauge(surface: pygame.Surface, res: Any, shoe: pygame.Rect,
                    board: DealerBoard) -> None:
    """A bar beside the shoe: cards dealt (dark) and left (gold), the cut card's
    place as a yellow line, and the same in words."""
    if not board.shoe_size:
        return
    bar = pygame.Rect(shoe.right + 6, shoe.y + 6, 14, shoe.h - 30)
    size = board.shoe_size
    dealt = size - board.shoe_left
    fill_alpha(surface, (0, 0, 0, 150), bar.inflate(4, 4), 4)
    left_h = round(bar.h * board.shoe_left / size)
    pygame.draw.rect(surface, GOLD, (bar.x, bar.bottom - left_h, bar.w, left_h), border_radius=3)
    pygame.draw.rect(surface, GOLD_LIGHT, bar, 1, border_radius=3)
    if board.cut_at is not None:
        y = bar.bottom - round(bar.h * board.cut_at / size)
        pygame.draw.line(surface, CUT_CARD if not board.cut_out else RED_TEXT,
                         (bar.x - 5, y), (bar.right + 5, y), 3)
    lines = [(_("{count} dealt").format(count=dealt), CREAM),
             (_("{count} left").format(count=board.shoe_left), CREAM)]
    if board.cut_at is not None:
        lines.append((_("cut card OUT") if board.cut_out
                      else _("cut at {count}").format(count=board.cut_at),
                      RED_TEXT if board.cut_out else CUT_CARD))
    y = bar.y + 4
    for text, colour in lines:
        image = res.text(text, 14, colour, bold=True)
        surface.blit(image, (bar.right + 10, y))
        y += max(18, image.get_height())        # a larger text size spaces the lines
    if board.cut_out:                     # the cut card sticks up out of the shoe
        card = pygame.Rect(shoe.centerx + 20, shoe.y - 8, 26, 40)
        pygame.draw.rect(surface, CUT_CARD, card, border_radius=3)
        pygame.draw.rect(surface, (90, 70, 10), card, 1, border_radius=3)


def seat_plate(seat: pygame.Rect, radius: int) -> pygame.Rect:
    """A seat's name plate: on the ring's top edge, under the cards (the seat
    rect holds the total, one row of cards, the plate, then the ring)."""
    ring_top = seat.bottom - 4 - 2 * radius
    return pygame.Rect(seat.x - PLATE_OVERHANG, ring_top - PLATE_H + 2,
                       seat.w + 2 * PLATE_OVERHANG, PLATE_H)


def draw_seat_plates(surface: pygame.Surface, res: Any,
                     plates: list[tuple[pygame.Rect, SeatConfig, int]], turn: int | None) -> None:
    """Each seated player's name, kind and chips (cents) on its plate above the seat."""
    for p, (rect, cfg, cents) in enumerate(plates):
        acting = p == turn
        fill_alpha(surface, (40, 30, 6, 230) if acting else (0, 0, 0, 150), rect, 8)
        pygame.draw.rect(surface, GOLD_LIGHT if acting else GOLD, rect, 2 if acting else 1,
                         border_radius=8)
        tag = "" if cfg.kind is SeatKind.HUMAN else _(" (AI)")
        name, chips = plate_words(res, f"{shown_name(cfg.name)}{tag}", format_money(cents),
                                  GOLD_LIGHT if acting else CREAM, rect.w - PLATE_GAP)
        surface.blit(name, name.get_rect(midleft=(rect.x + 6, rect.centery)))
        surface.blit(chips, chips.get_rect(midright=(rect.right - 6, rect.centery)))


def plate_sizes(res: Any, words: str) -> list[int]:
    """The sizes, largest first, at which ``words`` are no taller than a plate
    (MIN_TEXT at 100%; down to MIN_TEXT pixels at a larger text size)."""
    sizes = [z for z in range(MIN_TEXT, res.smallest_size() - 1, -1)
             if res.text(words, z, MUTED, bold=True).get_height() <= PLATE_H]
    return sizes or [res.smallest_size()]


def plate_words(res: Any, name: str, money: str, colour: tuple[int, int, int],
                room: int) -> tuple[pygame.Surface, pygame.Surface]:
    """The name and the chips side by side in ``room`` pixels: both shrink
    together (at a larger text size down to MIN_TEXT pixels) before the name
    is cut with an ellipsis; the money is never cut; never taller than the plate."""
    sizes = plate_sizes(res, name + money)
    for size in sizes:
        chips = res.text(money, size, MUTED, bold=True)
        image = res.text(name, size, colour, bold=True)
        if image.get_width() + chips.get_width() <= room:
            return image, chips
    return plate_name(res, name, colour, room - chips.get_width()), chips


def plate_name(res: Any, name: str, colour: tuple[int, int, int], room: int) -> pygame.Surface:
    """The name in the widest room left beside the chips: a smaller size first,
    then the name cut with an ellipsis (the chips beside it stay whole); never
    taller than the plate (MIN_TEXT pixels at any text size)."""
    sizes = plate_sizes(res, name)
    for size in sizes:
        image = res.text(name, size, colour, bold=True)
        if image.get_width() <= room:
            return image
    smallest = sizes[-1]
    for end in range(len(name) - 1, 0, -1):
        image = res.text(name[:end].rstrip() + "…", smallest, colour, bold=True)
        if image.get_width() <= room:
            return image
    return res.text("…", smallest, colour, bold=True)


def banner_zone(anchor: pygame.Rect) -> pygame.Rect:
    """Where the turn banner may be drawn: over the ``message`` anchor, at most
    BANNER_MAX_W wide (the rules printed on the felt stay below it)."""
    zone = pygame.Rect(0, 0, BANNER_MAX_W, BANNER_H)
    zone.midtop = (anchor.centerx, anchor.y - 4)
    return zone


def draw_turn_banner(surface: pygame.Surface, res: Any, anchor: pygame.Rect, name: str,
                     human: bool, betting: bool, line: str) -> None:
    """Whose turn, big and in gold (pass-and-play: hand the mouse over), and what to
    do, on ONE row at the top of the ``message`` anchor: the rules printed on the
    felt just below it stay readable."""
    if human and betting:
        head = said(name, N_("Your bet"), N_("{name}, your bet"))
    elif human:
        head = said(name, N_("Your turn"), N_("{name}, your turn"))
    else:
        head = _("{name} (AI)").format(name=shown_name(name))
    big = res.text(head, 24, GOLD_LIGHT, bold=True)
    room = BANNER_MAX_W - big.get_width() - BANNER_PAD * 3     # never wider than its zone
    small = fitted_text(res, line, 16, CREAM, room, MIN_TEXT) if line else None
    gap = BANNER_PAD if small else 0
    width = big.get_width() + gap + (small.get_width() if small else 0) + BANNER_PAD * 2
    box = pygame.Rect(0, 0, width, big.get_height() + 8)
    box.midtop = banner_zone(anchor).midtop
    fill_alpha(surface, (0, 0, 0, 215), box, box.h // 2)
    pygame.draw.rect(surface, GOLD_LIGHT if human else GOLD, box, 2, border_radius=box.h // 2)
    x = box.x + BANNER_PAD
    surface.blit(big, big.get_rect(midleft=(x, box.centery)))
    if small is not None:
        x += big.get_width() + gap
        pygame.draw.line(surface, GOLD, (x - gap // 2, box.y + 8), (x - gap // 2, box.bottom - 8))
        surface.blit(small, small.get_rect(midleft=(x, box.centery + 1)))
