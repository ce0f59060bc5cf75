"""What each bet did, in words a player reads at a glance.

Every settled hand gets a net label ("LOSE −10", "WIN +15", "BLACKJACK +7.50",
"PUSH — rides"), every settled insurance bet one too ("INSURANCE +10"), and
after the round a small panel lists each spot/seat's result and the round's
net.  Everything is read from the shown board (``DealerBoard``), so the labels
appear when the animation reaches the settlement, not before.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.tables.dealer.view import Outcome
from scenes.app.i18n import N_, _, format_money
from scenes.app.resources import Resources
from scenes.widgets.draw import fitted_text
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MIN_TEXT, FontName

GREEN = (120, 220, 130)
RED_TEXT = (240, 120, 110)
BLUE_TEXT = (150, 196, 250)
MINUS = "\u2212"                 # a real minus sign: "−10", not "-10"

PANEL_W = 270
ROW_H = 17
PANEL_PAD = 8


def row_height(res: Resources) -> int:
    """A row's height: ROW_H, or a line of the text at a larger text size."""
    return max(ROW_H, res.font(FontName.BOLD, 14).get_height())


def signed(cents: int) -> str:
    """"+15", "−10", "0" — a net as a player says it."""
    if cents > 0:
        return "+" + format_money(cents, always_cents=False)
    if cents < 0:
        return MINUS + format_money(-cents, always_cents=False)
    return "0"


def net_colour(cents: int) -> tuple[int, int, int]:
    return GREEN if cents > 0 else RED_TEXT if cents < 0 else BLUE_TEXT


@dataclass(frozen=True)
class Badge:
    text: str
    colour: tuple[int, int, int]


def outcome_badge(outcome: Outcome, net: int, rides: bool) -> Badge:
    """The label on a settled hand: what happened and what it did to the money."""
    if outcome is Outcome.BLACKJACK:
        return Badge(_("BLACKJACK {net}").format(net=signed(net)), GOLD_LIGHT)
    if outcome is Outcome.SURRENDER:
        return Badge(_("SURRENDER {net}").format(net=signed(net)), BLUE_TEXT)
    if outcome is Outcome.WIN:
        return Badge(_("WIN {net}").format(net=signed(net)), GREEN)
    if outcome is Outcome.PUSH:
        return Badge(_("PUSH \u2014 rides") if rides else _("PUSH \u2014 returned"), BLUE_TEXT)
    if outcome is Outcome.BUST:
        return Badge(_("BUST {net}").format(net=signed(net)), RED_TEXT)
    return Badge(_("LOSE {net}").format(net=signed(net)), RED_TEXT)


def insurance_badge(net: int) -> Badge:
    return Badge(_("INSURANCE {net}").format(net=signed(net)), GOLD_LIGHT if net > 0 else RED_TEXT)


_SHORT = {Outcome.BLACKJACK: N_("BLACKJACK"), Outcome.WIN: N_("WIN"), Outcome.PUSH: N_("PUSH"),
          Outcome.LOSE: N_("LOSE"), Outcome.BUST: N_("BUST"), Outcome.SURRENDER: N_("SURRENDER")}


@dataclass(frozen=True)
class ResultRow:
    name: str                    # "Spot 2", "Bruno"
    words: str                   # "WIN / LOSE · INS +10"
    net: int                     # cents, insurance included


class SettledHand(Protocol):
    """A hand on show, as the results read it (``scenes.tables.dealer.view.ShownHand``)."""
    spot: int
    part: int
    outcome: Outcome | None
    net: int
    rides: bool
    insurance_net: int | None


def round_rows(hands: Sequence[SettledHand], name_of: Callable[[int], str]) -> list[ResultRow]:
    """One row per spot/seat with a settled hand, in spot order; [] while any
    hand on show is unsettled (the round is still being played or paid)."""
    if not hands or any(h.outcome is None for h in hands):
        return []
    rows = []
    for spot in sorted({h.spot for h in hands}):
        mine = sorted((h for h in hands if h.spot == spot), key=lambda h: h.part)
        words = " / ".join(_(_SHORT[h.outcome]) + (_(" (rides)") if h.rides else "")
                           for h in mine if h.outcome is not None)
        insured = [h.insurance_net for h in mine if h.insurance_net is not None]
        if insured:
            words += _(" \u00b7 INS {net}").format(net=signed(sum(insured)))
        net = sum(h.net for h in mine) + sum(insured)
        rows.append(ResultRow(name_of(spot), words, net))
    return rows


def breakdown_surface(res: Resources, rows: list[ResultRow], footer: str, footer_net: int
                      ) -> pygame.Surface:
    """The after-round panel (drawn once, blitted each frame)."""
    height = PANEL_PAD * 2 + row_height(res) * (len(rows) + 2) + 4
    surface = pygame.Surface((PANEL_W, height), pygame.SRCALPHA)
    draw_breakdown(surface, res, (0, 0), rows, footer, footer_net)
    return surface


def draw_breakdown(surface: pygame.Surface, res: Resources, topleft: tuple[int, int],
                   rows: list[ResultRow], footer: str, footer_net: int) -> pygame.Rect:
    """The after-round panel: a row per spot/seat and the round's net at the foot."""
    row_h = row_height(res)
    height = PANEL_PAD * 2 + row_h * (len(rows) + 2) + 4
    box = pygame.Rect(topleft, (PANEL_W, height))
    pygame.draw.rect(surface, (8, 6, 10, 235), box, border_radius=10)
    pygame.draw.rect(surface, GOLD, box, 1, border_radius=10)
    x, y = box.x + PANEL_PAD + 2, box.y + PANEL_PAD
    title = res.text(_("THIS ROUND"), 14, GOLD, bold=True)
    surface.blit(title, (x, y))
    y += row_h
    right = box.right - PANEL_PAD - 2
    for row in rows:
        amount = res.text(signed(row.net), 14, net_colour(row.net), bold=True)
        surface.blit(amount, amount.get_rect(topright=(right, y)))
        room = right - amount.get_width() - 8 - x
        name = fitted_text(res, row.name, 14, CREAM, room, MIN_TEXT, bold=True)
        words = res.text(row.words, 14, CREAM)
        if name.get_width() + 6 + words.get_width() > room:
            words = res.text(row.words.split(" \u00b7 ")[0], 14, CREAM)
        surface.blit(name, (x, y))
        if name.get_width() + 6 + words.get_width() <= room:
            surface.blit(words, (x + name.get_width() + 6, y + 1))
        y += row_h
    pygame.draw.line(surface, GOLD, (x, y + 2), (right, y + 2))
    y += 6
    amount = res.text(signed(footer_net), 14, net_colour(footer_net), bold=True)
    surface.blit(amount, amount.get_rect(topright=(right, y)))
    # a longer footer (Dutch, a larger text size) shrinks before it reaches the amount
    foot = fitted_text(res, footer, 14, GOLD_LIGHT, right - amount.get_width() - 8 - x,
                       MIN_TEXT, bold=True)
    surface.blit(foot, (x, y))
    return box


class RoundBreakdown:
    """The after-round panel of a dealer table scene: rows read from the shown
    hands, named by ``name_of``, with ``footer`` (the round's last line); drawn
    once per round's results and reused."""

    def __init__(self, resources: Resources, hands: Callable[[], Sequence[SettledHand]],
                 name_of: Callable[[int], str],
                 footer: Callable[[list[ResultRow]], tuple[str, int]],
                 topleft: tuple[int, int] = (16, 48)) -> None:
        self.resources = resources
        self.hands, self.name_of, self.footer = hands, name_of, footer
        self.topleft = topleft
        self._key: tuple[object, ...] | None = None
        self._image: pygame.Surface | None = None

    def rows(self) -> list[ResultRow]:
        return round_rows(self.hands(), self.name_of)

    def bottom(self) -> int:
        """Where the panel ends on screen (its top when there is nothing to list)."""
        rows = len(self.rows())
        row_h = row_height(self.resources)
        return self.topleft[1] + (PANEL_PAD * 2 + row_h * (rows + 2) + 4 if rows else 0)

    def draw(self, surface: pygame.Surface) -> None:
        rows = self.rows()
        if not rows:
            return
        text, net = self.footer(rows)
        key = (tuple(rows), text, net, self.resources.text_scale)
        if self._image is None or self._key != key:
            self._key = key
            self._image = breakdown_surface(self.resources, rows, text, net)
        surface.blit(self._image, self.topleft)
