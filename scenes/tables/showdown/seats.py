"""Blackjack Showdown view pieces: who sits where, small cards, seat panels.

Nothing here knows a rule.  A ``SeatPanel`` is the *shown* state of one seat
(it lags behind the engine while animations play: tween callbacks update it);
drawing reads it and never changes it.  Positions derive from the seat's map
anchor and the (scaled) card size.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.messages import Message
from scenes.app.i18n import N_, _, ngettext, say
from scenes.app.resources import Resources
from scenes.tables.base import TableScene
from scenes.tables.seat_config import SeatConfig, SeatKind, shown_name
from scenes.widgets.card_sprite import CARD_SIZE, CardSprite
from scenes.widgets.chip_stack import chip_row_image
from scenes.widgets.draw import fill_alpha, fitted_text
from scenes.widgets.mini_card import mini_face
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MIN_TEXT, MUTED, RED

ANCHOR_COUNT = 8
CARD_SCALE = 0.72          # 8 seats must fit round the felt: 65x91 cards
PLATE_H = 26               # the name plate over the cards
TOKEN_R = 29               # half the "FIRST" token's width (a word at 14 px fits)
TOKEN_H = 28               # the token's height: a plaque, like a dealer button
MARKER_HALF = TOKEN_R + 2  # half the FIRST token image (its disc plus a shadow margin)
CHIP_PX = 26               # a flying ante chip
PILE_CHIP_PX = 20          # a seat's tokens, by denomination, in its footer
OUT_GREY = (40, 36, 40, 170)
MINI_PREFIX = "mini "     # a mini face's key in CardImages' cache


# Even seat counts use places mirrored left/right (the map's seat k faces 9-k).
MIRRORED_PLACES = {2: (2, 7), 4: (1, 3, 6, 8), 6: (1, 2, 4, 5, 7, 8)}


def seat_anchor_names(count: int) -> list[str]:
    """Anchors for ``count`` seats spread round the 8 printed places, in the
    map's clockwise order (seat 1 of the map is bottom left)."""
    places = MIRRORED_PLACES.get(count) or [round(i * ANCHOR_COUNT / count) + 1
                                            for i in range(count)]
    return [f"seat_{p}" for p in places]


def small_card_size() -> tuple[int, int]:
    return round(CARD_SIZE[0] * CARD_SCALE), round(CARD_SIZE[1] * CARD_SCALE)


class CardImages:
    """Card art scaled once per size and cached (never per frame)."""

    def __init__(self, resources: Resources, four_colour: bool = False) -> None:
        self.resources = resources
        self.four_colour = four_colour
        self._cache: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}

    def face(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        return self._get(code, size)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return self._get("back", size)

    def mini(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        """A face drawn for a small size (the round summary), not scaled down."""
        key = (MINI_PREFIX + code, size)
        image = self._cache.get(key)
        if image is None:
            image = self._cache[key] = mini_face(self.resources, code, size, self.four_colour)
        return image

    def _get(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        key = (code, size)
        image = self._cache.get(key)
        if image is None:
            res = self.resources
            full = res.card_back() if code == "back" else res.card_face(code, self.four_colour)
            image = full if full.get_size() == size else pygame.transform.smoothscale(full, size)
            self._cache[key] = image
        return image


class SeatCard(CardSprite):
    """A CardSprite at any size; hidden until the deal reaches it."""

    def __init__(self, face: pygame.Surface, back: pygame.Surface, pos: tuple[float, float],
                 size: tuple[int, int], code: str) -> None:
        super().__init__(face, back, pos, face_up=False, code=code)
        self.size = size
        self.visible = False

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.pos[0]), round(self.pos[1]), *self.size)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect = self.rect
        image = self._shown_side()
        if self.flip_progress < 1.0:
            width = max(1, round(self.size[0] * abs(1.0 - 2.0 * self.flip_progress)))
            image = pygame.transform.scale(image, (width, self.size[1]))
        surface.blit(image, image.get_rect(center=rect.center))


@dataclass
class SeatPanel:
    """What the screen shows for one seat right now."""
    index: int
    config: SeatConfig
    rect: pygame.Rect
    tokens: int
    cards: list[SeatCard] = field(default_factory=list)
    total: int = 0
    badge: Message | None = None   # NATURAL / STANDS 18 / BUST 24 / FOLDED, said when drawn
    badge_bad: bool = False
    out: bool = False

    @property
    def card_area(self) -> pygame.Rect:
        ch = small_card_size()[1]
        return pygame.Rect(self.rect.x + 6, self.rect.y + PLATE_H + 4, self.rect.w - 12, ch)

    @property
    def chip_spot(self) -> tuple[int, int]:
        """Where this seat's tokens sit (antes leave from here, winnings land here)."""
        return self.rect.x + 18, self.rect.bottom - 16

    @property
    def token_spot(self) -> tuple[int, int]:
        """Where the FIRST token rests: beside the seat, on the side facing the pot."""
        inner_right = self.rect.centerx < 640
        x = self.rect.right + TOKEN_R + 6 if inner_right else self.rect.x - TOKEN_R - 6
        return x, self.rect.y + PLATE_H + TOKEN_R

    def card_positions(self, count: int) -> list[tuple[int, int]]:
        cw, ch = small_card_size()
        area = self.card_area
        step = cw // 3 + 2
        if count > 1 and cw + step * (count - 1) > area.w:
            step = (area.w - cw) // (count - 1)
        width = cw + step * max(0, count - 1)
        x0 = area.centerx - width // 2
        return [(x0 + i * step, area.y) for i in range(count)]

    def reset_round(self) -> None:
        """Forget the last round's total and badge (its cards have left)."""
        self.total, self.badge, self.badge_bad = 0, None, False


class SeatPainter:
    """Draws seat panels; the panel backgrounds are rendered once."""

    def __init__(self, resources: Resources) -> None:
        self.res = resources
        self._backs: dict[tuple[int, int, bool], pygame.Surface] = {}
        self._piles: dict[int, pygame.Surface | None] = {}

    def _background(self, rect: pygame.Rect, lit: bool) -> pygame.Surface:
        key = (rect.w, rect.h, lit)
        if key not in self._backs:
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            fill_alpha(layer, (0, 0, 0, 95 if lit else 60), layer.get_rect(), 12)
            fill_alpha(layer, (0, 0, 0, 150), pygame.Rect(0, 0, rect.w, PLATE_H), 12)
            colour = GOLD_LIGHT if lit else (200, 170, 120)
            pygame.draw.rect(layer, colour, layer.get_rect(), 3 if lit else 1, border_radius=12)
            self._backs[key] = layer
        return self._backs[key]

    def draw(self, surface: pygame.Surface, seat: SeatPanel, acting: bool) -> None:
        res, rect = self.res, seat.rect
        surface.blit(self._background(rect, acting), rect)
        ink = GOLD_LIGHT if acting else CREAM
        # The plate keeps its height at every text size: its words shrink to
        # it (never under MIN_TEXT pixels) and the name gives way to the tag.
        tag = fitted_text(res, seat_tag(seat.config), MIN_TEXT, MUTED, rect.w // 3,
                          res.smallest_size(), height=PLATE_H)
        name = fitted_text(res, shown_name(seat.config.name), 15, ink,
                           rect.w - tag.get_width() - 27, res.smallest_size(), bold=True,
                           height=PLATE_H)
        surface.blit(name, name.get_rect(midleft=(rect.x + 10, rect.y + PLATE_H // 2)))
        surface.blit(tag, tag.get_rect(midright=(rect.right - 9, rect.y + PLATE_H // 2 + 1)))
        for card in seat.cards:
            card.draw(surface)
        self._draw_footer(surface, seat)
        if seat.badge:
            colour = RED if seat.badge_bad else GOLD
            text = res.text(say(seat.badge), 15, CREAM, bold=True)
            box = text.get_rect(midbottom=(seat.card_area.centerx, seat.card_area.bottom + 6))
            pygame.draw.rect(surface, (20, 10, 14), box.inflate(14, 6), border_radius=8)
            pygame.draw.rect(surface, colour, box.inflate(14, 6), 2, border_radius=8)
            surface.blit(text, box)
        if seat.out:
            surface.blit(self._greyed(rect), rect)
            out = res.text(_("OUT"), 22, CREAM, bold=True)
            surface.blit(out, out.get_rect(center=seat.card_area.center))

    def _draw_footer(self, surface: pygame.Surface, seat: SeatPanel) -> None:
        res, rect = self.res, seat.rect
        x, y = seat.chip_spot
        left = x - CHIP_PX // 2
        pile = self._pile(seat.tokens)
        if pile is not None:       # the tokens by denomination, standing by their count
            at = pile.get_rect(midleft=(left, y + 2))
            surface.blit(pile, at)
            left = at.right
        left += 4
        words = tokens_text(seat.tokens)
        total = self._total(seat.total, rect.right - 12 - left, words)
        room = rect.right - 12 - left - (total.get_width() + 18 if total else 0)
        tokens = fitted_text(res, words, 15, CREAM, room, res.smallest_size(), bold=True)
        surface.blit(tokens, tokens.get_rect(midleft=(left, y)))
        if total is not None:
            box = total.get_rect(midright=(rect.right - 12, y)).inflate(12, 4)
            pygame.draw.rect(surface, GOLD_LIGHT, box, border_radius=9)
            surface.blit(total, total.get_rect(center=box.center))

    def _total(self, total: int, room: int, tokens: str) -> pygame.Surface | None:
        """The hand's total for its badge: at a larger text size it shrinks
        (down to MIN_TEXT pixels) before the tokens beside it would be cut."""
        if not total:
            return None
        res = self.res
        least = res.text(tokens, res.smallest_size(), CREAM, bold=True).get_width()
        sizes = range(15, res.smallest_size() - 1, -1)
        images = [res.text(str(total), size, (20, 14, 10), bold=True) for size in sizes]
        fitting = [image for image in images if image.get_width() + 18 + least <= room]
        return fitting[0] if fitting else images[0]     # no help from shrinking: keep its size

    def _pile(self, tokens: int) -> pygame.Surface | None:
        """A seat's tokens as chips, drawn once per count (counts change slowly)."""
        if tokens not in self._piles:
            if len(self._piles) > 32:
                self._piles.clear()
            self._piles[tokens] = chip_row_image(self.res, tokens * 100, PILE_CHIP_PX)
        return self._piles[tokens]

    def _greyed(self, rect: pygame.Rect) -> pygame.Surface:
        key = (rect.w, -rect.h, True)
        if key not in self._backs:
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, OUT_GREY, layer.get_rect(), border_radius=12)
            self._backs[key] = layer
        return self._backs[key]


def tokens_text(n: int) -> str:
    return ngettext("{count} token", "{count} tokens", n).format(count=n)


# the AI levels as the seats show them (the registry keeps the English keys)
LEVEL_WORDS = {"random": N_("Random"), "easy": N_("Easy"), "normal": N_("Normal"),
               "hard": N_("Hard")}


def seat_tag(config: SeatConfig) -> str:
    """What a seat list says about the player ("Human", "Remote player",
    "AI · Normal"), translated."""
    if config.kind is SeatKind.REMOTE:
        return _("Remote player")
    if not config.is_ai:
        return _("Human")
    level = LEVEL_WORDS.get(config.level)
    return _("AI · {level}").format(level=_(level) if level else config.level.capitalize())


def chip_image(resources: Resources, size: int = CHIP_PX) -> pygame.Surface:
    return pygame.transform.smoothscale(resources.chip(5), (size, size))


def first_token_image(resources: Resources) -> pygame.Surface:
    """The round's first-seat marker, like a dealer button: a white plaque, 'FIRST'."""
    d = MARKER_HALF * 2
    image = pygame.Surface((d, d), pygame.SRCALPHA)
    c = MARKER_HALF
    plaque = pygame.Rect(0, 0, 2 * TOKEN_R, TOKEN_H)
    plaque.center = (c, c)
    pygame.draw.rect(image, (0, 0, 0, 90), plaque.move(1, 2), border_radius=TOKEN_H // 2)
    pygame.draw.rect(image, (244, 240, 228), plaque, border_radius=TOKEN_H // 2)
    pygame.draw.rect(image, GOLD, plaque, 2, border_radius=TOKEN_H // 2)
    text = fitted_text(resources, _("FIRST"), MIN_TEXT, (40, 24, 20), plaque.w - 6, MIN_TEXT,
                       bold=True)
    image.blit(text, text.get_rect(center=(c, c)))
    return image


class ShowdownFelt(TableScene):
    """The Showdown felt without the printed seat mats and pot label: the
    setup and the table draw their own (only the seats in play are shown)."""

    def __init__(self, context: Any, **options: Any) -> None:
        super().__init__(context, "showdown", **options)

    def _mark(self, surface: pygame.Surface, name: str, rect: pygame.Rect) -> None:
        if name.startswith("seat_"):
            return
        if name == "pot":
            pygame.draw.ellipse(surface, GOLD, rect, 2)
            pygame.draw.ellipse(surface, (232, 214, 160), rect.inflate(-12, -12), 1)
            return
        super()._mark(surface, name, rect)


__all__ = ["CardImages", "SeatKind", "SeatCard", "SeatConfig", "SeatPainter", "SeatPanel",
           "ShowdownFelt", "chip_image", "first_token_image", "seat_anchor_names",
           "seat_tag", "small_card_size", "tokens_text"]
