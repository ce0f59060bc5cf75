"""Where a tour's tip sits: in a place the table reserves for it, never over
what the player plays with.

A table names the places a tip may take (``regions``, best first: a reserved
band, or beside what the tip talks about) and what must stay in sight
(``keep_clear``: the pot, the shoe, the cards, the message line, the match
log, the active buttons…, all rects of the table's own layout).  The tip goes
to the first spot, top down in each region, where it fits whole and covers
none of them; with no such spot it waits (``None``) for a calmer moment.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

STEP = 8           # how far down a region the search moves each try
MARGIN = 6         # a tip keeps this far from what it must leave in sight


def place_tip(height_for: Callable[[int], int], regions: Sequence[pygame.Rect],
              keep_clear: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """The tip's rect: the first spot of the first region that holds it whole
    and keeps ``MARGIN`` away from every rect of ``keep_clear``.
    ``height_for(width)``: how tall the tip is at that width."""
    guarded = [rect.inflate(2 * MARGIN, 2 * MARGIN) for rect in keep_clear]
    for region in regions:
        height = height_for(region.w)
        for y in range(region.top, region.bottom - height + 1, STEP):
            rect = pygame.Rect(region.x, y, region.w, height)
            if rect.collidelist(guarded) == -1:
                return rect
    return None
