"""Cached translucent images cut down to the pixels they show."""
from __future__ import annotations

from typing import NamedTuple

import pygame


class Trimmed(NamedTuple):
    image: pygame.Surface
    offset: tuple[int, int]     # where the cut sits in the uncut image

    def blit(self, surface: pygame.Surface, topleft: tuple[int, int]) -> None:
        """Draw as the uncut image would be drawn with its top-left at ``topleft``."""
        surface.blit(self.image, (topleft[0] + self.offset[0], topleft[1] + self.offset[1]))


def trimmed(image: pygame.Surface) -> Trimmed:
    """``image`` without its fully transparent margins.  A pixel of alpha 0
    leaves what is under it as it was, so the cut draws exactly the same
    picture, and blending skips the empty area (a chip stack on a label uses
    a third of its 170×145 box)."""
    box = image.get_bounding_rect()
    if box.size == image.get_size():
        return Trimmed(image, (0, 0))
    return Trimmed(image.subsurface(box).copy(), box.topleft)
