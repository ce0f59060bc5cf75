"""The controls of the dealer tables (Midnight, Classic): chip rack, action bar, words.

Nothing here knows a rule.  The action bar is told which actions are legal
(``refresh(legal)``) and enables exactly those; a press on a disabled button is
still reported (``on_refused``) so the scene can ask the engine *why* and show
the reason — "a refused double shows a message and nothing moves".
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.messages import Message
from game.tables.dealer.actions import CHIP_VALUES, Action, Kind
from scenes.app.i18n import _, say
from scenes.app.key_maps import CHIP_DOWN, CHIP_UP
from scenes.app.resources import Resources
from scenes.widgets.button import MIN_FONT, TEXT_PAD, Button, layout_row, same_size
from scenes.widgets.draw import fill_alpha, fitted_text, shadow
from scenes.widgets.theme import (
    BUTTON_DISABLED,
    BUTTON_PRESSED,
    BUTTON_TEXT,
    BUTTON_TEXT_DISABLED,
    CREAM,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    MIN_TEXT,
    RGBA,
)

Colour = tuple[int, int, int]
# What an action-bar button stands for: an engine action, or a word naming a
# scene's own button (Classic's NEXT ROUND, BET DONE…) that the engine never sees.
BarAction = Action | str

CHIP_KEYS = {pygame.K_1: 1, pygame.K_2: 5, pygame.K_3: 25, pygame.K_4: 100, pygame.K_5: 500}
GREEN = (120, 220, 130)
RED_TEXT = (240, 120, 110)
BLUE_TEXT = (150, 196, 250)
BUBBLE_FACE = (250, 244, 226)      # a speech bubble: light paper, dark words
INK_DARK = (34, 26, 20)


# -- words shown on the felt -------------------------------------------------

def total_text(total: int, soft: bool, natural: bool = False, cards: int = 2) -> str:
    """"soft 17", "21", "BUST", "Blackjack" — what a player calls a hand."""
    if natural:
        return _("Blackjack")
    if total > 21:
        return _("BUST")
    if soft and total < 21:
        return _("soft {total}").format(total=total)
    return str(total)


def draw_pill(surface: pygame.Surface, resources: Resources, text: str, colour: Colour,
              size: int, **anchor: tuple[int, int] | int) -> pygame.Rect:
    """Text in a dark rounded pill (totals, result labels); the pill is drawn
    once per (text, colour, size) and reused: a translucent fill each frame
    cost a fresh surface per label."""
    image = resources.text(text, size, colour, bold=True)
    rect: pygame.Rect = image.get_rect(**anchor)
    box = rect.inflate(16, 6)
    key = (text, tuple(colour), size, resources.text_scale)
    pill = _PILLS.get(key)
    if pill is None:
        pill = pygame.Surface(box.size, pygame.SRCALPHA)
        local = pill.get_rect()
        pygame.draw.rect(pill, (0, 0, 0, 225), local, border_radius=box.h // 2)
        pygame.draw.rect(pill, colour, local, 1, border_radius=box.h // 2)
        pill.blit(image, image.get_rect(center=local.center))
        if len(_PILLS) >= PILL_CACHE:
            _PILLS.pop(next(iter(_PILLS)))
        _PILLS[key] = pill
    surface.blit(pill, box)
    return box


PILL_CACHE = 256
_PILLS: dict[tuple[str, tuple[int, ...], int, int], pygame.Surface] = {}


# -- chip rack ---------------------------------------------------------------

class ChipRack:
    """Five chips in the ``chip_rack`` anchor; one of them is selected.

    The rack itself is printed on the static felt by TableScene; this draws the
    selection ring and the value, and turns clicks/keys into a selection.
    """

    def __init__(self, rect: pygame.Rect, resources: Resources) -> None:
        self.rect = pygame.Rect(rect)
        self.resources = resources
        self.selected = 5
        self.enabled = True
        size = min(56, self.rect.h - 12)
        gap = (self.rect.w - size * len(CHIP_VALUES)) // (len(CHIP_VALUES) + 1)
        self.slots = {v: pygame.Rect(self.rect.x + gap + i * (size + gap),
                                     self.rect.centery - size // 2, size, size)
                      for i, v in enumerate(sorted(CHIP_VALUES))}

    def chip_at(self, pos: tuple[int, int]) -> int | None:
        for value, slot in self.slots.items():
            if slot.inflate(6, 6).collidepoint(pos):
                return value
        return None

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            value = self.chip_at(ev.pos)
            if value is not None:
                self.selected = value
                return True
        if ev.type == pygame.KEYDOWN and ev.key in CHIP_KEYS:
            self.selected = CHIP_KEYS[ev.key]
            return True
        steps = {CHIP_DOWN.key: -1, CHIP_UP.key: +1}      # Page Down / Up, a pad's L1 / R1
        if ev.type == pygame.KEYDOWN and ev.key in steps:
            values = sorted(CHIP_VALUES)
            at = values.index(self.selected) + steps[ev.key]
            self.selected = values[max(0, min(len(values) - 1, at))]
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        res = self.resources
        if not self.enabled:
            fill_alpha(surface, (0, 0, 0, 120), self.rect, 12)
            return
        slot = self.slots[self.selected]
        pygame.draw.circle(surface, GOLD_LIGHT, slot.center, slot.w // 2 + 5, 3)
        words = _("chip {value}  ·  keys 1-5").format(value=self.selected)
        hint = res.text(words, 14, CREAM, bold=True)
        box = hint.get_rect(midbottom=(self.rect.centerx, self.rect.y - 4))
        fill_alpha(surface, (0, 0, 0, 150), box.inflate(12, 4), 8)
        surface.blit(hint, box)


# -- action bar --------------------------------------------------------------

TWO_LINE_GAP = 3     # between a bar button's label and its key hint under it


class BarButton(Button):
    """An action-bar button that never drops its key hint: when the label and
    the hint do not fit side by side ("SAME BET + DEAL  Enter"), the hint goes
    on a second line under the label."""

    HINT_SIZE = 14

    def _two_lines(self) -> bool:
        """The hint goes under the label when the label beside it would be
        drawn smaller than on a line of its own (or not at all)."""
        hint = self.shortcut_label
        if not hint or not self.visible:
            return False
        label: pygame.Surface = self.resources.text(self.text, self.font_size, BUTTON_TEXT,
                                                    bold=True)
        small: pygame.Surface = self.resources.text(hint, self.HINT_SIZE, GOLD)
        if label.get_width() + 10 + small.get_width() <= self.rect.w - 16:
            return False
        beside, with_hint = Button.own_fit(self)
        return not with_hint or beside < self._own_label_size()

    def _own_label_size(self) -> int:
        """The largest size whose label fits the width, and above the hint's line."""
        size = self.font_size
        smallest = min(MIN_FONT, self.resources.smallest_size())
        hint_h = self.resources.text(self.shortcut_label or "", self.HINT_SIZE, GOLD).get_height()
        while size > smallest and (
                self.label_width(size) > self.rect.w - 2 * TEXT_PAD
                or self.label_height(size) + TWO_LINE_GAP + hint_h + 4 > self.rect.h - 2):
            size -= 1
        return size

    def label_height(self, size: int) -> int:
        return self.resources.text(self.text, size, BUTTON_TEXT, bold=True).get_height()

    def _label_size(self) -> int:
        """The label's size on two lines, no larger than its row's (``SameSize``)."""
        size = self._own_label_size()
        return size if self.kin is None else min(size, self.kin.size())

    def natural_size(self) -> int:
        return self._own_label_size() if self._two_lines() else super().natural_size()

    def text_width(self) -> int:
        if not self._two_lines():
            return super().text_width()
        hint: pygame.Surface = self.resources.text(self.shortcut_label or "", self.HINT_SIZE,
                                                   GOLD)
        return max(self.label_width(self._label_size()), hint.get_width())

    def draw(self, surface: pygame.Surface) -> None:
        if not self._two_lines():
            super().draw(surface)
            return
        rect = self.rect.move(0, 2) if self.pressed else self.rect
        face: Colour | RGBA
        ink: Colour | RGBA
        border: Colour | RGBA
        if not self.enabled:
            face, ink, border = BUTTON_DISABLED, BUTTON_TEXT_DISABLED, (110, 104, 98)
        elif self.pressed:
            face, ink, border = BUTTON_PRESSED, BUTTON_TEXT, GOLD_DARK
        elif self.hovered or self.focused:
            face, ink, border = self.hover_face, GOLD_LIGHT, GOLD_LIGHT
        else:
            face, ink, border = self.face, BUTTON_TEXT, GOLD
        if not self.pressed:
            shadow(surface, rect, 10, (0, 4), 110)
        pygame.draw.rect(surface, face, rect, border_radius=10)
        lighter = tuple(min(255, c + 22) for c in face)
        pygame.draw.rect(surface, lighter, (rect.x + 4, rect.y + 3, rect.w - 8, rect.h // 2 - 3),
                         border_radius=8)
        pygame.draw.rect(surface, border, rect, 2, border_radius=10)
        size = self._label_size()
        label = self.resources.text(self.text, size, ink, bold=True)
        small = self.resources.text(self.shortcut_label or "", self.HINT_SIZE,
                                    GOLD if self.enabled else ink)
        gap = TWO_LINE_GAP
        top = rect.centery - (label.get_height() + gap + small.get_height() + 4) // 2
        surface.blit(label, label.get_rect(midtop=(rect.centerx, top)))
        box = small.get_rect(midtop=(rect.centerx, top + label.get_height() + gap + 2))
        pygame.draw.rect(surface, (0, 0, 0), box.inflate(8, 4), border_radius=4)
        pygame.draw.rect(surface, border, box.inflate(8, 4), 1, border_radius=4)
        surface.blit(small, box)


@dataclass
class ActionButton:
    action: BarAction
    button: Button


class ActionBar:
    """A row of buttons in the ``buttons`` anchor, one per engine action.

    ``set_actions`` lays out a new row (the phase changed); ``refresh`` enables
    exactly the legal ones.  ``on_press(action)`` runs for an enabled button;
    ``on_refused(action)`` for a disabled one that was clicked or keyed.
    """

    def __init__(self, rect: pygame.Rect, resources: Resources, sound: Any,
                 on_press: Callable[[BarAction], None],
                 on_refused: Callable[[BarAction], None]) -> None:
        self.rect = pygame.Rect(rect)
        self.resources, self.sound = resources, sound
        self.on_press, self.on_refused = on_press, on_refused
        self.items: list[ActionButton] = []
        self._key: tuple[tuple[BarAction, str, int | None], ...] = ()

    def set_actions(self, specs: Sequence[tuple[BarAction, str, int | None]],
                    font_size: int = 20) -> None:
        """``specs``: (action, label, shortcut key).  Rebuilt only when they change."""
        key = tuple(specs)
        if key == self._key:
            return
        self._key = key
        self.items = []
        for (action, label, shortcut), rect in zip(specs, layout_row(self.rect, len(specs), 10)):
            button = BarButton(self.resources, rect, label, shortcut=shortcut,
                               font_size=font_size, sound=self.sound)
            button.on_click = self._presser(action)
            self.items.append(ActionButton(action, button))
        same_size(item.button for item in self.items)

    def _presser(self, action: BarAction) -> Callable[[], None]:
        return lambda: self.on_press(action)

    def refresh(self, legal: Collection[BarAction]) -> None:
        allowed = set(legal)
        for item in self.items:
            item.button.enabled = item.action in allowed

    def button_for(self, kind: Kind) -> Button | None:
        return next((i.button for i in self.items
                     if isinstance(i.action, Action) and i.action.kind is kind), None)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        for item in self.items:
            b = item.button
            if b.handle_event(ev):
                return True
            hit_disabled = not b.enabled and (
                (ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and b.rect.collidepoint(ev.pos))
                or (ev.type == pygame.KEYDOWN and b.shortcut is not None and ev.key == b.shortcut))
            if hit_disabled:
                self.on_refused(item.action)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for item in self.items:
            item.button.draw(surface)


# -- the dealer's voice ------------------------------------------------------

VOICE_SECONDS = 1.6       # how long a line stays up (fading over its last VOICE_FADE)
VOICE_FADE = 0.4
VOICE_JOIN = 0.5          # a line said within this of the last one joins it (two at most)
VOICE_SIZE = 17
VOICE_TOP = 4             # in the top bar, over the DEALER label: no card or button is there
VOICE_TAIL = 7


class DealerVoice:
    """The dealer's words in a speech bubble over the dealer's place ("Insurance?",
    "Dealer busts", "Push").  The animator says a line when its moment is reached
    on the timeline; the bubble fades after a moment.  Drawing only reads."""

    def __init__(self, resources: Resources, dealer_area: pygame.Rect,
                 room: Callable[[], pygame.Rect] | None = None) -> None:
        self.resources = resources
        self.point = (dealer_area.centerx, dealer_area.y - 2)   # the tail's tip
        # The top bar's free middle (asked when drawn: it moves with the text
        # size and the language); the bubble keeps inside it, its words shrinking.
        self.room = room
        self._said: list[Message] = []     # said again in the language shown when drawn
        self.age = 0.0
        self.keep = False        # the table is idle: the last words stay until a press
        self._image: pygame.Surface | None = None
        self._image_of: tuple[list[str], pygame.Rect | None] = ([], None)  # what it shows
        self._left = 0                       # the bubble's left edge

    @property
    def lines(self) -> list[str]:
        return [say(line) for line in self._said]

    @property
    def showing(self) -> bool:
        return bool(self._said)

    def say(self, line: Message) -> None:
        # a question is answered by what comes next: it is replaced, never joined
        if self._said and self.age < VOICE_JOIN and not self.lines[-1].endswith("?"):
            if line in self._said:
                return
            self._said = [*self._said, line][-2:]
        else:
            self._said = [line]
        self.age, self._image = 0.0, None

    def clear(self) -> None:
        self._said, self._image = [], None

    def update(self, dt: float) -> None:
        if self._said:
            self.age = min(self.age + dt, VOICE_SECONDS - VOICE_FADE) if self.keep \
                else self.age + dt
            if self.age >= VOICE_SECONDS:
                self.clear()

    def rect(self) -> pygame.Rect | None:
        """The bubble's box (the tail hangs below it); None when silent."""
        if not self._said:
            return None
        return self._bubble().get_rect(topleft=(self._left, VOICE_TOP))

    def draw(self, surface: pygame.Surface) -> None:
        box = self.rect()
        if box is None:
            return
        image = self._bubble()
        left = VOICE_SECONDS - self.age
        alpha = 255 if left >= VOICE_FADE else max(0, round(255 * left / VOICE_FADE))
        image.set_alpha(alpha)
        surface.blit(image, box)

    def _bubble(self) -> pygame.Surface:
        """The bubble with its tail, rendered once per text."""
        lines = self.lines
        room = self.room() if self.room is not None else None
        if self._image is not None and (lines, room) == self._image_of:
            return self._image
        res = self.resources
        # one row (two lines side by side): the bubble stays in the top bar,
        # clear of the dealer's cards below it; at a larger text size its
        # words shrink (to MIN_TEXT pixels at least) to the bar's free middle
        joined = "  \u00b7  ".join(lines)
        if room is None:
            text = res.text(joined, VOICE_SIZE, INK_DARK, bold=True)
        else:
            text = fitted_text(res, joined, VOICE_SIZE, INK_DARK, room.w - 28, MIN_TEXT,
                               bold=True, height=room.h - VOICE_TOP - 12)
        w, h = text.get_width() + 28, text.get_height() + 10
        left = self.point[0] - w // 2
        if room is not None:         # slid sideways into the room; the tail still points
            left = max(room.x, min(left, room.right - w))
        self._left = left
        image = pygame.Surface((w, h + VOICE_TAIL), pygame.SRCALPHA)
        body = pygame.Rect(0, 0, w, h)
        pygame.draw.rect(image, BUBBLE_FACE, body, border_radius=min(14, h // 2))
        pygame.draw.rect(image, GOLD_DARK, body, 2, border_radius=min(14, h // 2))
        cx = max(16, min(self.point[0] - left, w - 16))
        tail = [(cx - 8, h - 2), (cx + 8, h - 2), (cx, h + VOICE_TAIL - 1)]
        pygame.draw.polygon(image, BUBBLE_FACE, tail)
        pygame.draw.lines(image, GOLD_DARK, False, [tail[0], tail[2], tail[1]], 2)
        image.blit(text, text.get_rect(midtop=(w // 2, 5)))
        self._image, self._image_of = image, (lines, room)
        return image
