"""A short burst of light behind a winning pile (a Blackjack, a big win).

It is drawn under the cards and the buttons (the scene draws it straight
after the felt), lasts at most ``BURST_SECONDS`` and is gone at any press.
The scene never starts one with animations off or with less motion asked for.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from scenes.widgets.theme import GOLD, GOLD_LIGHT

BURST_SECONDS = 1.1
RAYS = 12
LIGHTEN = 140       # of 255: how much of the light is added over words


@dataclass
class Burst:
    centre: tuple[int, int]
    big: bool                       # a Blackjack: longer rays
    inner: int = 0                  # the rays start past this (round the winning cards)
    flat: float = 1.0               # height over width (< 1: a flare along a line of words)
    age: float = 0.0


class Celebration:
    def __init__(self) -> None:
        self.bursts: list[Burst] = []

    @property
    def showing(self) -> bool:
        return bool(self.bursts)

    def start(self, centre: tuple[int, int], big: bool, inner: int = 0,
              flat: float = 1.0) -> None:
        self.bursts.append(Burst(centre, big, inner, flat))

    def stop(self) -> None:
        """Any press: the moment is over."""
        self.bursts.clear()

    def update(self, dt: float) -> None:
        for burst in self.bursts:
            burst.age += dt
        self.bursts = [b for b in self.bursts if b.age < BURST_SECONDS]

    def draw(self, surface: pygame.Surface, lighten: bool = False) -> None:
        """``lighten``: add the light to what is there (over words, which stay sharp)."""
        for burst in self.bursts:
            layer = _burst_layer(burst)
            if burst.flat != 1.0:
                w, h = layer.get_size()
                layer = pygame.transform.smoothscale(layer, (w, max(1, round(h * burst.flat))))
            flags = 0
            if lighten:     # added light is the colour times its alpha, at half strength
                layer = layer.premul_alpha()
                layer.fill((LIGHTEN,) * 3 + (255,), special_flags=pygame.BLEND_RGBA_MULT)
                flags = pygame.BLEND_RGB_ADD
            surface.blit(layer, layer.get_rect(center=burst.centre), special_flags=flags)


def _burst_layer(burst: Burst) -> pygame.Surface:
    t = min(1.0, burst.age / BURST_SECONDS)
    fade = 1.0 - t
    grow = 0.45 + 0.55 * math.sin(t * math.pi / 2)
    reach = burst.inner * 0.8 + (90 if burst.big else 64) * grow
    size = int(reach * 2) + 8
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    glow_alpha = int(110 * fade)
    for r, a in ((reach * 0.9, glow_alpha // 3), (reach * 0.75, glow_alpha // 2),
                 (reach * 0.6, glow_alpha)):
        pygame.draw.circle(layer, (*GOLD_LIGHT[:3], a), (c, c), int(r))
    ray_alpha = int(220 * fade)
    for i in range(RAYS):
        angle = 2 * math.pi * i / RAYS + t * 0.6
        inner = burst.inner * 0.8 + (reach - burst.inner * 0.8) * 0.25
        outer = reach * (1.0 if i % 2 == 0 else 0.85)
        start = (c + inner * math.cos(angle), c + inner * math.sin(angle))
        end = (c + outer * math.cos(angle), c + outer * math.sin(angle))
        pygame.draw.line(layer, (*GOLD[:3], ray_alpha), start, end, 3)
    return layer
