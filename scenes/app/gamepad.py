"""A gamepad through SDL's GameController API, turned into the keys.

Every screen declares its keys (``scenes.app.key_maps``); a pad button is
translated here, at the app's one door for input, into the key press of the
same action, so no screen knows pads exist:

    D-pad      arrows (the left stick too)   A   Enter (confirm)
    B          Esc (back)             Start  Esc (the menu)
    X / Y      the screen's two main actions (hit / stand, raise / call …)
    L1 / R1    a smaller / larger chip  Back   F1 (the keys card)

Pads come and go while the game runs (CONTROLLERDEVICEADDED / REMOVED); a
machine with no pad, or no joystick subsystem at all, plays on without one.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

import pygame

from scenes.app.key_maps import KEYS_CARD
from scenes.app.keymap import KeyMap

log = logging.getLogger(__name__)

# Buttons that always mean the same key.
FIXED_KEYS = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: pygame.K_UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: pygame.K_DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: pygame.K_LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: pygame.K_RIGHT,
    pygame.CONTROLLER_BUTTON_A: pygame.K_RETURN,
    pygame.CONTROLLER_BUTTON_B: pygame.K_ESCAPE,
    pygame.CONTROLLER_BUTTON_START: pygame.K_ESCAPE,
    pygame.CONTROLLER_BUTTON_BACK: pygame.K_F1,
}
# Buttons that mean an action of the screen: the first one it declares.
ACTION_BUTTONS = {
    pygame.CONTROLLER_BUTTON_X: ("hit", "raise", "strategy", "start", "next_hand"),
    pygame.CONTROLLER_BUTTON_Y: ("stand", "stay", "call", "counting", "watch"),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: ("chip_down",),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: ("chip_up",),
}
# What the keys card prints for a button (the letters printed on the pad).
GLYPHS = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: "D-pad ↑", pygame.CONTROLLER_BUTTON_DPAD_DOWN: "D-pad ↓",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "D-pad ←",
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "D-pad →",
    pygame.CONTROLLER_BUTTON_A: "Pad A", pygame.CONTROLLER_BUTTON_B: "Pad B",
    pygame.CONTROLLER_BUTTON_X: "Pad X", pygame.CONTROLLER_BUTTON_Y: "Pad Y",
    pygame.CONTROLLER_BUTTON_START: "Start", pygame.CONTROLLER_BUTTON_BACK: "Back",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "L1", pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "R1",
}
# The left stick pushed past half way is the D-pad: (axis, direction) -> key.
STICK_KEYS = {
    (pygame.CONTROLLER_AXIS_LEFTX, -1): pygame.K_LEFT,
    (pygame.CONTROLLER_AXIS_LEFTX, 1): pygame.K_RIGHT,
    (pygame.CONTROLLER_AXIS_LEFTY, -1): pygame.K_UP,
    (pygame.CONTROLLER_AXIS_LEFTY, 1): pygame.K_DOWN,
}
STICK_PUSH = 16384        # half of the axis' range: a press
STICK_REST = 8192         # back under a quarter: released, ready for the next push
PAD_EVENTS = (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
              pygame.CONTROLLERAXISMOTION, pygame.CONTROLLERDEVICEADDED,
              pygame.CONTROLLERDEVICEREMOVED, pygame.CONTROLLERDEVICEREMAPPED)
HUMAN_EVENTS = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)


@runtime_checkable
class PadActions(Protocol):
    """A screen whose two main actions change with the moment (a dealer
    table's insurance question: insure / no insurance, not hit / stand)."""
    def pad_actions(self) -> tuple[str, str]: ...


def button_key(button: int, keys: KeyMap | None,
               main: tuple[str, str] | None = None) -> int | None:
    """The key ``button`` presses on a screen with ``keys`` (None: nothing);
    ``main``: the screen's two main actions now, for X and Y."""
    if button == pygame.CONTROLLER_BUTTON_BACK:
        return KEYS_CARD.key                 # F1, or the key the player chose for it
    if button == pygame.CONTROLLER_BUTTON_START and keys is not None:
        try:
            return keys.key("menu")          # Esc, or the player's own menu key
        except KeyError:
            pass
    if button in FIXED_KEYS:
        return FIXED_KEYS[button]
    if keys is None:
        return None
    chosen = {pygame.CONTROLLER_BUTTON_X: main[0], pygame.CONTROLLER_BUTTON_Y: main[1]} \
        if main else {}
    if button in chosen:
        return keys.key(chosen[button])
    for action in ACTION_BUTTONS.get(button, ()):
        try:
            return keys.key(action)
        except KeyError:
            continue
    return None


def glyphs_for(keys: KeyMap) -> dict[int, str]:
    """key -> the pad button that presses it on this screen, for the keys card."""
    found: dict[int, str] = {}
    for button, glyph in GLYPHS.items():
        k = button_key(button, keys)
        if k is not None and k not in found:
            found[k] = glyph
    return found


def pressed(key: int | None) -> pygame.event.Event | None:
    """The key press a pad's button or stick makes (None: no key)."""
    if key is None:
        return None
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0, pad=True)


@dataclass
class Gamepad:
    """The pads plugged in (opened by SDL instance id) and whether the player
    is using one now (the last input came from a pad)."""
    pads: dict[int, Any]
    available: bool          # the GameController subsystem started
    in_use: bool = False
    pushed: dict[int, int] = field(default_factory=dict)   # stick axis -> direction held

    @classmethod
    def start(cls) -> Gamepad:
        try:
            from pygame._sdl2 import controller
            controller.init()
        except (ImportError, pygame.error) as exc:     # no joystick subsystem: no pads
            log.info("no gamepad support: %s", exc)
            return cls({}, False)
        return cls({}, True)

    def translate(self, ev: pygame.event.Event, keys: KeyMap | None,
                  main: tuple[str, str] | None = None) -> pygame.event.Event | None:
        """The event the screens see: a pad's button as its key press; other pad
        events are handled here (None: nothing more to do with it)."""
        if ev.type in HUMAN_EVENTS and not getattr(ev, "pad", False):
            self.in_use = False          # keyboard or mouse again: the card says keys
            return ev
        if ev.type not in PAD_EVENTS:
            return ev
        if ev.type == pygame.CONTROLLERDEVICEADDED:
            self._open(ev.device_index)
        elif ev.type == pygame.CONTROLLERDEVICEREMOVED:
            self.pads.pop(ev.instance_id, None)
            self.in_use = self.in_use and bool(self.pads)
        elif ev.type == pygame.CONTROLLERBUTTONDOWN:
            self.in_use = True
            return pressed(button_key(ev.button, keys, main))
        elif ev.type == pygame.CONTROLLERAXISMOTION:
            return pressed(self._stick(ev.axis, ev.value))
        return None

    def _stick(self, axis: int, value: int) -> int | None:
        """A stick pushed past half way presses its arrow once; it presses
        again only after coming back near the centre."""
        if abs(value) < STICK_REST:
            self.pushed.pop(axis, None)
            return None
        direction = 1 if value > 0 else -1
        if abs(value) < STICK_PUSH or self.pushed.get(axis) == direction:
            return None
        self.pushed[axis] = direction
        key = STICK_KEYS.get((axis, direction))
        if key is not None:
            self.in_use = True
        return key

    def _open(self, device_index: int) -> None:
        if not self.available:
            return
        try:
            from pygame._sdl2 import controller
            pad = controller.Controller(device_index)
        except (pygame.error, ValueError) as exc:    # unplugged again, or not a pad
            log.info("gamepad %s not opened: %s", device_index, exc)
            return
        self.pads[pad.as_joystick().get_instance_id()] = pad
