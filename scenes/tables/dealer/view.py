"""What a dealer table looks like right now: the *shown* cards and chips.

The engine has already decided everything when an action is applied; this
board is the view's own, delayed copy.  ``DealerAnimator`` (dealer_anim.py)
turns engine events into timeline steps that change the board when they are
reached, so a skip applies them all at once and the board ends equal to the
engine.  ``draw`` only reads.

Geometry comes from the map's anchors: a spot/seat rect holds, top to bottom,
the total, the cards (one row; a split's two hands side by side, the fan
compressing as a hand grows) and the bet circle with its chips.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import cast

import pygame

from game.hands import total_and_soft
from game.tables.dealer.view import Outcome
from scenes.app.i18n import _
from scenes.app.resources import Resources
from scenes.tables.dealer.hud import BLUE_TEXT, draw_pill, total_text
from scenes.tables.round_results import insurance_badge, outcome_badge
from scenes.widgets.card_sprite import CARD_SIZE, CardSprite
from scenes.widgets.chip_stack import draw_chip_stack
from scenes.widgets.draw import fill_alpha
from scenes.widgets.theme import CREAM, GOLD_LIGHT

CW, CH = CARD_SIZE
FAN_DX = CW // 4 + 6           # a flat fan: the corner index of every card shows
INDEX_W = 18                   # a card's corner index (rank over suit)
SPLIT_GAP = 12                 # between a split's two hands when they fit apart
LABEL_H = 24                   # the total's line above the cards
PILE_SIZE = 40                 # chips on a spot
SMALL_PILE_SIZE = 32
SPLIT_LIFT = 20                # a split's piles stand this much higher
FLIGHT_SIZE = 34               # chips in the air


@dataclass
class ShownHand:
    spot: int
    part: int
    cards: list[CardSprite] = field(default_factory=list)
    stake: int = 0             # cents in the hand's pile
    insurance: int = 0
    insurance_net: int | None = None   # set once the insurance bet is settled
    outcome: Outcome | None = None
    net: int = 0
    rides: bool = False
    from_split: bool = False
    surrendered: bool = False  # given up, its money not yet settled (Midnight: until
                               # the dealer's second card)

    @property
    def codes(self) -> list[str]:
        return [s.code for s in self.cards if s.code]

    @property
    def natural(self) -> bool:
        """Two cards making 21, not after a split: the "Blackjack" label."""
        codes = self.codes
        return len(codes) == 2 and not self.from_split and total_and_soft(codes)[0] == 21


@dataclass
class ChipFlight:
    cents: int
    pos: tuple[float, float]

    def set_pos(self, value: object) -> None:      # a Tween's point
        x, y = cast(tuple[float, float], value)
        self.pos = (float(x), float(y))


class DealerBoard:
    def __init__(self, resources: Resources, anchors: dict[str, pygame.Rect],
                 spot_rect: Callable[[int], pygame.Rect], n_spots: int,
                 circle_radius: int) -> None:
        self.resources = resources
        self.anchors = anchors
        self.spot_rect = spot_rect
        self.n_spots = n_spots
        self.radius = circle_radius
        # a small ring gets smaller chips: a pile stays under its seat's name plate
        self.pile_size = PILE_SIZE if circle_radius >= 40 else SMALL_PILE_SIZE
        self.hands: list[ShownHand] = []
        self.dealer: list[CardSprite] = []
        self.spot_bets = [0] * n_spots       # chips lying on a spot between rounds
        self.flights: list[ChipFlight] = []
        self.loose: list[CardSprite] = []    # cards in the air to the discard pile
        self.highlight: tuple[int, int] | None = None   # (spot, part) to act
        self.discards = 0
        self.shoe_left = 0
        self.shoe_size = 0
        self.cut_at: int | None = None       # undealt count where the cut card lies
        self.cut_out = False
        self.blackjack_pays = "3:2"          # the badge of a paid natural

    # -- lookup ------------------------------------------------------------
    def hand(self, spot: int, part: int) -> ShownHand | None:
        return next((h for h in self.hands if h.spot == spot and h.part == part), None)

    def parts(self, spot: int) -> int:
        return sum(1 for h in self.hands if h.spot == spot)

    def ensure_hand(self, spot: int, part: int) -> ShownHand:
        h = self.hand(spot, part)
        if h is None:
            h = ShownHand(spot, part, stake=self.spot_bets[spot] if part == 0 else 0)
            if part == 0:
                self.spot_bets[spot] = 0     # the bet is now the hand's stake
            self.hands.append(h)
            self.hands.sort(key=lambda x: (x.spot, x.part))
        return h

    # -- geometry (all from the spot rect and the card size) ---------------
    def circle_center(self, spot: int) -> tuple[int, int]:
        r = self.spot_rect(spot)
        return r.centerx, r.bottom - self.radius - 4

    def resplit_area(self, spot: int, part: int) -> pygame.Rect:
        """A re-split hand's share of its spot (3 or 4 hands side by side)."""
        r = self.spot_rect(spot)
        width = r.w // self.parts(spot)
        return pygame.Rect(r.x + part * width, r.y + LABEL_H, width, CH)

    def card_targets(self, h: ShownHand) -> list[tuple[int, int]]:
        """Where each card of ``h`` lies: one row, fanned sideways, the step
        shrinking as the hand grows so it never leaves its spot/seat (it never
        cascades down over the ring, the chips or a name plate).  A split's two
        hands share the width: hand 1 to the right, drawn over hand 0's right
        part, with the same step for both so every corner index shows."""
        r = self.spot_rect(h.spot)
        top = r.y + LABEL_H
        n = len(h.cards)
        if self.parts(h.spot) < 2:
            dx = FAN_DX if n <= 1 else min(FAN_DX, (r.w - CW) // (n - 1))
            x0 = r.centerx - (CW + dx * max(0, n - 1)) // 2
            return [(x0 + i * dx, top) for i in range(n)]
        if self.parts(h.spot) > 2:          # re-split: each hand fans in its own share
            area = self.resplit_area(h.spot, h.part)
            dx = FAN_DX if n <= 1 else max(1, min(FAN_DX, (area.w - CW) // (n - 1)))
            x0 = area.centerx - (CW + dx * max(0, n - 1)) // 2
            return [(x0 + i * dx, top) for i in range(n)]
        counts = [len(x.cards) if x is not h else n
                  for x in (self.hand(h.spot, 0), self.hand(h.spot, 1)) if x is not None]
        steps = max(1, sum(counts) - 2)
        dx = max(1, min(FAN_DX, (r.w - CW - INDEX_W) // steps))
        w0, w1 = (CW + dx * max(0, c - 1) for c in counts)
        if w0 + w1 + SPLIT_GAP <= r.w:          # room for both side by side, centred
            left = r.centerx - (w0 + w1 + SPLIT_GAP) // 2
            x0 = left if h.part == 0 else left + w0 + SPLIT_GAP
        else:
            x0 = r.x if h.part == 0 else r.right - w1
        return [(x0 + i * dx, top) for i in range(n)]

    def pile_point(self, spot: int, part: int) -> tuple[int, int]:
        """Where a hand's chips stand (midbottom)."""
        cx, cy = self.circle_center(spot)
        bottom = cy + self.radius - 2
        parts = self.parts(spot)
        if parts < 2:
            return cx, bottom
        lift = SPLIT_LIFT if self.radius >= 40 else 0
        if parts > 2:                      # re-split piles: one under each hand's share
            return self.resplit_area(spot, part).centerx, bottom - lift
        # a split's two piles stand inside the ring, raised so their amounts
        # stay on the felt (not under the buttons beside the spot)
        offset = self.spot_rect(spot).w // 4
        return cx + (offset if part else -offset), bottom - lift

    def insurance_point(self, spot: int, part: int) -> tuple[int, int]:
        x, y = self.pile_point(spot, part)
        shift = self.radius + self.pile_size // 2 + 6
        return (x + shift if part else x - shift), y - 30

    def dealer_targets(self) -> list[tuple[int, int]]:
        r = self.anchors["dealer_hand"]
        n = len(self.dealer)
        step = CW // 2 + 8
        if n > 1 and (n - 1) * step + CW > r.w:
            step = max(16, (r.w - CW) // (n - 1))
        width = CW + step * max(0, n - 1)
        return [(r.centerx - width // 2 + i * step, r.y + 18) for i in range(n)]

    def shoe_pos(self) -> tuple[int, int]:
        r = self.anchors["shoe"]
        return r.centerx - CW // 2, r.y + 8

    def discard_pos(self) -> tuple[int, int]:
        r = self.anchors["discard"]
        return r.centerx - CW // 2, r.y + 4

    def dealer_tray(self) -> tuple[int, int]:
        r = self.anchors["dealer_hand"]
        return r.centerx, r.bottom - 8

    def hand_bounds(self, h: ShownHand) -> pygame.Rect | None:
        if not h.cards:
            return None
        rect = h.cards[0].rect
        for s in h.cards[1:]:
            rect = rect.union(s.rect)
        return rect

    # -- drawing -----------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        res = self.resources
        self._draw_discards(surface)
        for s in range(self.n_spots):
            if self.spot_bets[s]:
                draw_chip_stack(surface, res, self.spot_bets[s], self.spot_pile(s),
                                size=self.pile_size)
        for h in self.hands:
            self._draw_hand(surface, h)
        for sprite in self.dealer:
            sprite.draw(surface)
        label = self.dealer_label()
        if label:
            r = self.anchors["dealer_hand"]
            draw_pill(surface, res, label, CREAM, 16, midtop=(r.centerx, r.y + 18 + CH + 8))
        for sprite in self.loose:
            sprite.draw(surface)
        for f in self.flights:
            draw_chip_stack(surface, res, f.cents, (round(f.pos[0]), round(f.pos[1])),
                            label=False, size=FLIGHT_SIZE)

    def dealer_label(self) -> str:
        shown = [s.code for s in self.dealer if s.face_up and s.code]
        if not shown:
            return ""
        t, soft = total_and_soft(shown)
        if len(self.dealer) == 1 or len(shown) < len(self.dealer):
            if len(shown) == 1 and shown[0][0] == "A":
                return _("Dealer shows an ace")
            return _("Dealer shows {total}").format(total=total_text(t, soft))
        natural = len(shown) == 2 and t == 21
        return _("Dealer: {total}").format(total=total_text(t, soft, natural))

    def spot_pile(self, spot: int) -> tuple[int, int]:
        cx, cy = self.circle_center(spot)
        return cx, cy + self.radius - 2

    def _draw_discards(self, surface: pygame.Surface) -> None:
        if not self.discards:
            return
        back = self.resources.card_back()
        x, y = self.discard_pos()
        for i in range(min(8, 1 + self.discards // 12)):
            surface.blit(back, (x + i, y - i * 2))

    def _draw_hand(self, surface: pygame.Surface, h: ShownHand) -> None:
        res = self.resources
        if h.stake:
            draw_chip_stack(surface, res, h.stake, self.pile_point(h.spot, h.part),
                            size=self.pile_size)
        if h.insurance:
            point = self.insurance_point(h.spot, h.part)
            draw_chip_stack(surface, res, h.insurance, point, size=28)
            tag = res.text(_("INSURED"), 14, GOLD_LIGHT, bold=True)
            surface.blit(tag, tag.get_rect(midtop=(point[0], point[1] + 2)))
        bounds = self.hand_bounds(h)
        if bounds is None:                   # no card yet
            return
        active = self.highlight == (h.spot, h.part)
        if active:
            glow = bounds.inflate(14, 14)
            fill_alpha(surface, (250, 222, 150, 60), glow, 12)
            pygame.draw.rect(surface, GOLD_LIGHT, glow, 3, border_radius=12)
        for sprite in h.cards:
            sprite.draw(surface)
        t, soft = total_and_soft(h.codes)
        natural = h.natural
        colour = GOLD_LIGHT if active else CREAM
        split = self.parts(h.spot) > 1       # the two totals at the hands' outer edges
        anchor = ("midbottom", bounds.centerx) if not split else \
            ("bottomleft", bounds.x + 8) if h.part == 0 else ("bottomright", bounds.right - 8)
        draw_pill(surface, res, total_text(t, soft, natural), colour, 16 if active else 15,
                  **{anchor[0]: (anchor[1], bounds.y - 5)})
        room = self.circle_center(h.spot)[1] - self.radius - bounds.bottom
        n = self.parts(h.spot)
        if n > 1 and room >= 30:            # which split hand is which
            words = _("hand {number} of {count}") if n < 3 else _("{number} of {count}")
            tag = res.text(words.format(number=h.part + 1, count=n),
                           14, BLUE_TEXT, bold=True)
            surface.blit(tag, tag.get_rect(midtop=(bounds.centerx, bounds.bottom + 3)))

    def draw_results(self, surface: pygame.Surface) -> None:
        """Result and insurance labels: a pass of their own, over the seat plates
        and neighbouring hands (a wide "BLACKJACK +37.50" is never covered)."""
        res = self.resources
        for h in self.hands:
            bounds = self.hand_bounds(h)
            if bounds is None:
                continue
            y = bounds.y + CH * 2 // 3
            if h.outcome is not None:
                badge = outcome_badge(h.outcome, h.net, h.rides)
                crowded = self.parts(h.spot) > 2         # re-split hands: the word only
                draw_pill(surface, res, badge.text.split()[0] if crowded else badge.text,
                          badge.colour, 14 if crowded else 16 if self.radius > 36 else 14,
                          center=(bounds.centerx, y))
                y += 26
            elif h.surrendered:             # waiting for the dealer's second card
                draw_pill(surface, res, _("SURRENDERED"), BLUE_TEXT,
                          14 if self.parts(h.spot) > 2 else 16 if self.radius > 36 else 14,
                          center=(bounds.centerx, y))
                y += 26
            if h.insurance_net is not None:
                badge = insurance_badge(h.insurance_net)
                draw_pill(surface, res, badge.text, badge.colour, 14, center=(bounds.centerx, y))
