"""Clickable button with hover / pressed / disabled looks and a keyboard shortcut.

The shortcut (a pygame key constant) fires the callback too, and its name is
shown in small type on the button (e.g. ``Hit  H``) so players can learn it.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

import pygame
from pygame.typing import RectLike

from scenes.app.i18n import N_, _, resay
from scenes.app.resources import Resources
from scenes.app.sound import SoundName, SoundService
from scenes.widgets.draw import cut_to_width, shadow, wrap_text
from scenes.widgets.theme import (
    BUTTON_DISABLED,
    BUTTON_FACE,
    BUTTON_HOVER,
    BUTTON_PRESSED,
    BUTTON_TEXT,
    BUTTON_TEXT_DISABLED,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    MIN_TEXT,
    Colour,
    FontName,
)

TEXT_PAD = 8          # the text keeps this far from each side of the button
MIN_FONT = MIN_TEXT
MAX_FONT = 200        # no label is drawn larger: what an empty kind asks for
HINT_SIZE = 14
HINT_GAP = 10
KEY_LABELS = {pygame.K_ESCAPE: "Esc", pygame.K_RETURN: "Enter", pygame.K_SPACE: N_("Space")}


KEYED_OUT = (255, 0, 254)   # a face image's corners: no button is drawn in this colour
FACE_CACHE = 64
_FACES: dict[tuple[tuple[int, int], tuple[int, ...], tuple[int, ...]], pygame.Surface] = {}


def paint_face(surface: pygame.Surface, rect: pygame.Rect, face: Colour,
               border: Colour) -> None:
    """A button's body: the face, its lighter upper half, the border."""
    pygame.draw.rect(surface, face, rect, border_radius=10)
    highlight = pygame.Rect(rect.x + 4, rect.y + 3, rect.w - 8, rect.h // 2 - 3)
    lighter = tuple(min(255, c + 22) for c in face)
    pygame.draw.rect(surface, lighter, highlight, border_radius=8)
    pygame.draw.rect(surface, border, rect, 2, border_radius=10)


def face_image(size: tuple[int, int], face: Colour, border: Colour) -> pygame.Surface:
    """The body of a button of ``size`` painted once per look, with its rounded
    corners keyed out: blitting it copies exactly the pixels ``paint_face``
    would draw (no blending: the body is opaque), for a fraction of the cost."""
    key = (size, tuple(face), tuple(border))
    image = _FACES.get(key)
    if image is None:
        if len(_FACES) >= FACE_CACHE:
            _FACES.pop(next(iter(_FACES)))
        image = pygame.Surface(size)
        image.fill(KEYED_OUT)
        paint_face(image, image.get_rect(), face, border)
        image.set_colorkey(KEYED_OUT)
        _FACES[key] = image
    return image


class Button:
    def __init__(self, resources: Resources, rect: RectLike, text: str,
                 on_click: Callable[[], None] | None = None, shortcut: int | None = None,
                 enabled: bool = True, font_size: int = 22, sound: SoundService | None = None,
                 face: Colour = BUTTON_FACE, hover_face: Colour = BUTTON_HOVER) -> None:
        self.resources = resources
        self.rect = pygame.Rect(rect)
        self._text: str = text
        self.on_click = on_click
        self.shortcut = shortcut
        self.enabled = enabled
        self.visible = True
        self.font_size = font_size
        self.sound = sound  # optional SoundService: plays the button sound
        self.face, self.hover_face = face, hover_face
        self.hovered = False
        self.pressed = False
        self.focused = False  # keyboard selection highlight
        self._fit_key: tuple[str, int, int, int | None] | None = None
        self._fit = (font_size, True)
        self.kin: SameSize | None = None     # the buttons of its kind, drawn at one size

    @property
    def text(self) -> str:
        """The label, said again in the current language after a switch."""
        self._text = resay(self._text)
        return self._text

    @text.setter
    def text(self, text: str) -> None:
        self._text = text

    @property
    def shortcut_label(self) -> str | None:
        if self.shortcut is None:
            return None
        if self.shortcut in KEY_LABELS:
            return _(KEY_LABELS[self.shortcut])
        return pygame.key.name(self.shortcut).upper()

    def click(self) -> None:
        if self.enabled and self.visible and self.on_click:
            if self.sound is not None:
                self.sound.play(SoundName.BUTTON)
            self.on_click()

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """True when the event was for this button (consumed)."""
        if not self.visible:
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(ev.pos)
            return False  # hover never consumes: others may want to un-hover
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos):
            self.pressed = self.enabled
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            was_pressed, self.pressed = self.pressed, False
            if was_pressed and self.rect.collidepoint(ev.pos):
                self.click()
                return True
            return False
        if ev.type == pygame.KEYDOWN and self.shortcut is not None and ev.key == self.shortcut:
            if self.enabled:
                self.click()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect = self.rect.move(0, 2) if self.pressed else self.rect
        face: Colour
        text_colour: Colour
        border: Colour
        if not self.enabled:
            face, text_colour, border = BUTTON_DISABLED, BUTTON_TEXT_DISABLED, (110, 104, 98)
        elif self.pressed:
            face, text_colour, border = BUTTON_PRESSED, BUTTON_TEXT, GOLD_DARK
        elif self.hovered or self.focused:
            face, text_colour, border = self.hover_face, GOLD_LIGHT, GOLD_LIGHT
        else:
            face, text_colour, border = self.face, BUTTON_TEXT, GOLD
        if not self.pressed:
            shadow(surface, rect, 10, (0, 4), 110)
        surface.blit(face_image(rect.size, face, border), rect)
        size, with_hint = self.fit()
        label = self.resources.text(self.text, size, text_colour, bold=True)
        if with_hint:
            small = self.resources.text(self.shortcut_label or "", HINT_SIZE,
                                        GOLD if self.enabled else text_colour)
            total = label.get_width() + HINT_GAP + small.get_width()
            x = rect.centerx - total // 2
            surface.blit(label, label.get_rect(midleft=(x, rect.centery)))
            box = small.get_rect(midleft=(x + label.get_width() + HINT_GAP, rect.centery + 1))
            pygame.draw.rect(surface, (0, 0, 0), box.inflate(8, 4), border_radius=4)
            pygame.draw.rect(surface, border, box.inflate(8, 4), 1, border_radius=4)
            surface.blit(small, box)
        elif label.get_width() <= rect.w - 2 * TEXT_PAD:
            surface.blit(label, label.get_rect(center=rect.center))
        else:
            self._draw_lines(surface, rect, size, text_colour)

    def _draw_lines(self, surface: pygame.Surface, rect: pygame.Rect, size: int,
                    colour: Colour) -> None:
        """A label too wide at the smallest size, on two or more lines (the
        button's height allows two at 14 px; larger text sizes ask for it)."""
        images = [self.resources.text(line, size, colour, bold=True)
                  for line in self.label_lines(size)]
        top = rect.centery - sum(i.get_height() for i in images) // 2
        for image in images:
            surface.blit(image, image.get_rect(midtop=(rect.centerx, top)))
            top += image.get_height()

    def label_lines(self, size: int) -> list[str]:
        """The label as drawn at ``size``: one line when it fits, else wrapped at
        spaces, and a word still too long is cut with an ellipsis."""
        room = self.rect.w - 2 * TEXT_PAD
        if self.label_width(size) <= room:
            return [self.text]
        font = self.resources.font(FontName.BOLD, size)
        return [cut_to_width(self.resources, line, size, room, bold=True)
                for line in wrap_text(font, self.text, room)]

    def fit(self) -> tuple[int, bool]:
        """(font size, key hint shown) as drawn: ``own_fit``, made as small as
        the smallest of its kind (``SameSize``) so a row never mixes sizes."""
        size, with_hint = self.own_fit()
        if self.kin is None:
            return size, with_hint
        return min(size, self.kin.size()), with_hint

    def natural_size(self) -> int:
        """The size this label alone would be drawn at (what its kind shrinks to)."""
        return self.own_fit()[0]

    def own_fit(self) -> tuple[int, bool]:
        """(font size, key hint shown) so the text fits inside the button: the
        label shrinks down to MIN_FONT beside its hint; still too wide, the hint
        goes (its key still works) and the label alone shrinks to fit."""
        key = (self.text, self.rect.w, self.font_size, self.shortcut)
        if self._fit_key == key:
            return self._fit
        room = self.rect.w - 2 * TEXT_PAD
        hint = self.shortcut_label
        hint_w = self.resources.text(hint, HINT_SIZE, GOLD).get_width() + HINT_GAP if hint \
            else None
        result = None
        smallest = min(MIN_FONT, self.resources.smallest_size())
        if hint_w is not None:
            for size in range(self.font_size, smallest - 1, -1):
                if self.label_width(size) + hint_w <= room and self._fits_height(size):
                    result = (size, True)
                    break
        if result is None:
            size = self.font_size
            while size > smallest and (self.label_width(size) > room
                                       or not self._fits_height(size)):
                size -= 1
            result = (size, False)
        self._fit_key, self._fit = key, result
        return result

    def text_width(self) -> int:
        """How wide the drawn text is (label and hint): never wider than the button."""
        size, with_hint = self.fit()
        label = self.shortcut_label or ""
        hint = self.resources.text(label, HINT_SIZE, GOLD).get_width() + HINT_GAP if with_hint \
            else 0
        if not with_hint:
            return max(self.resources.text(line, size, BUTTON_TEXT, bold=True).get_width()
                       for line in self.label_lines(size))
        return self.label_width(size) + hint

    def _fits_height(self, size: int) -> bool:
        """The label at ``size`` is no taller than the button (a larger text size)."""
        return self.resources.text(self.text, size, BUTTON_TEXT, bold=True).get_height() \
            <= self.rect.h - 2

    def label_width(self, size: int) -> int:
        return self.resources.text(self.text, size, BUTTON_TEXT, bold=True).get_width()


class SameSize:
    """Buttons of one kind (a row of actions, a menu, a set of choices): their
    labels are drawn at one size, the largest at which each of them fits, so a
    long word in one language shrinks its whole row together, not itself alone."""

    def __init__(self, buttons: Iterable[Button]) -> None:
        self.buttons = list(buttons)
        for button in self.buttons:
            button.kin = self

    def size(self) -> int:
        shown = [b.natural_size() for b in self.buttons if b.visible and b.text]
        return min(shown, default=MAX_FONT)


ButtonT = TypeVar("ButtonT", bound=Button)


def same_size(buttons: Iterable[ButtonT]) -> list[ButtonT]:
    """``buttons`` made one kind (``SameSize``); returned as a list for the caller to keep."""
    kept = list(buttons)
    SameSize(kept)
    return kept


def layout_row(rect: pygame.Rect, count: int, gap: int = 12) -> list[pygame.Rect]:
    """Split ``rect`` into ``count`` equal buttons side by side (for the `buttons` anchor)."""
    if count <= 0:
        return []
    width = (rect.w - gap * (count - 1)) // count
    return [pygame.Rect(rect.x + i * (width + gap), rect.y, width, rect.h) for i in range(count)]
