"""A card on the table: position, face up or down, moves and flips by tweens.

The flip is a horizontal squash: the card narrows to nothing showing its old
side, then widens showing the new side.  ``draw`` only reads state.
Typical use in a table scene::

    sprite = CardSprite(resources.card_face("AS"), resources.card_back(), shoe_pos)
    timeline.add(sprite.move_to(target_pos, 0.25))
    timeline.add(sprite.flip(0.2))
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.widgets.draw import fill_alpha
from scenes.widgets.theme import Point
from scenes.widgets.tween import StartingTween, Tween, easing

CARD_SIZE = (90, 126)


class CardSprite:
    def __init__(self, face: pygame.Surface | None, back: pygame.Surface,
                 pos: tuple[float, float] = (0, 0), face_up: bool = False,
                 code: str | None = None) -> None:
        self.face = face  # None for a card whose face the viewer may not know
        self.back = back
        self.code = code
        self.pos = (float(pos[0]), float(pos[1]))  # top-left, logical pixels
        self.face_up = face_up and face is not None
        self.flip_progress = 1.0  # 1 = at rest; <1 while flipping
        self.highlight = False

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.pos[0]), round(self.pos[1]), *CARD_SIZE)

    def _set_pos(self, value: Point) -> None:
        self.pos = (float(value[0]), float(value[1]))

    def move_to(self, target: Point, duration: float = 0.25,
                ease: Callable[[float], float] = easing.out_cubic) -> Tween:
        """A tween (not yet started) that slides the card to ``target`` (top-left)."""
        return Tween(self.pos, (float(target[0]), float(target[1])), duration, self._set_pos, ease)

    def flip(self, duration: float = 0.2, face: pygame.Surface | None = None) -> Tween:
        """A tween (not yet started) that turns the card over.

        ``face`` supplies a face learnt only now (e.g. the dealer's hole card).
        Nothing changes until the tween starts, so it can wait in a Timeline.
        """
        return _FlipTween(self, duration, face)

    def _shown_side(self) -> pygame.Surface:
        # During the first half of a flip the old side is still visible.
        if self.flip_progress < 0.5:
            showing_face = not self.face_up
        else:
            showing_face = self.face_up
        return self.face if (showing_face and self.face is not None) else self.back

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        image = self._shown_side()
        scale = abs(1.0 - 2.0 * self.flip_progress) if self.flip_progress < 1.0 else 1.0
        width = max(1, round(CARD_SIZE[0] * scale))
        if width != CARD_SIZE[0]:
            image = pygame.transform.smoothscale(image, (width, CARD_SIZE[1]))
        drawn = image.get_rect(center=rect.center)
        fill_alpha(surface, (0, 0, 0, 80), drawn.move(3, 4), 7)
        surface.blit(image, drawn)
        if self.highlight:
            pygame.draw.rect(surface, (250, 222, 150), drawn.inflate(6, 6), 3, border_radius=9)


class _FlipTween(StartingTween):
    """Progress 0→1 of a flip; turns the card over exactly once, when it starts."""

    def __init__(self, sprite: CardSprite, duration: float, face: pygame.Surface | None) -> None:
        super().__init__(0.0, 1.0, duration, self._apply, easing.linear, self._finished)
        self.sprite = sprite
        self.new_face = face

    def on_start(self) -> None:
        if self.new_face is not None:
            self.sprite.face = self.new_face
        if self.sprite.face is not None or self.sprite.face_up:
            self.sprite.face_up = not self.sprite.face_up
        self.sprite.flip_progress = 0.0

    def _apply(self, progress: float) -> None:
        self.sprite.flip_progress = min(progress, 0.999)

    def _finished(self) -> None:
        self.sprite.flip_progress = 1.0
