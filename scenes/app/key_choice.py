"""The player's own keys: which actions may get another key, whether a key
is free for one, and the settings' saved form (``{action: key name}``).

A chosen key replaces the action's default keys on every screen that
declares the action (``scenes.app.keymap.choose_keys``).  A key already
meaning something else where the action is used is refused, and the
refusal names what it means there; nothing is swapped behind the player's
back.  A saved choice that names an unknown action or key, a key kept for
the window (F11), or two actions on one key is not used: the default keys
are, and the player is told.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from game.messages import Message, message, verbatim
from scenes.app.i18n import N_
from scenes.app.key_maps import GUIDE, KEY_MAPS, KEYS_CARD
from scenes.app.keymap import KeyBinding, KeyMap, key_name
from scenes.tables.registry import views

# Keys the window keeps for itself.
RESERVED = {pygame.K_F11: N_("full screen on / off")}
# Pressed alone these are no choice: the Keys page waits on for a real key.
MODIFIERS = frozenset({
    pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
    pygame.K_RALT, pygame.K_LMETA, pygame.K_RMETA, pygame.K_LGUI, pygame.K_RGUI,
    pygame.K_CAPSLOCK, pygame.K_NUMLOCK, pygame.K_SCROLLLOCK, pygame.K_MODE})


class KeyChoiceError(ValueError):
    """A saved key choice that cannot be used."""


def table_maps() -> list[tuple[str, list[KeyMap]]]:
    """(short title, keys) of every registered table: its own and its screens'
    (a setup, a round summary)."""
    return [(view.short_title, [view.key_map, *(m for _name, m in view.screen_keys)])
            for view in views()]


def choosable_bindings() -> list[KeyBinding]:
    """Every action the player may give a key, once each, in the order the
    tables declare them (the keys card last)."""
    found: dict[str, KeyBinding] = {}
    for _title, maps in table_maps():
        for keymap in maps:
            for b in keymap.bindings:
                if b.choosable:
                    found.setdefault(b.action, b)
    found[KEYS_CARD.action] = KEYS_CARD
    return list(found.values())


def choosable(action: str) -> KeyBinding | None:
    return next((b for b in choosable_bindings() if b.action == action), None)


def keys_with(binding: KeyBinding, chosen: Mapping[str, int]) -> tuple[int, ...]:
    """``binding``'s keys if ``chosen`` were the player's choice."""
    if binding.choosable and binding.action in chosen:
        return (chosen[binding.action],)
    return binding.defaults


@dataclass(frozen=True)
class Clash:
    """``key`` would mean ``action`` and ``other`` (its label) on ``screen``."""
    action: str
    key: int
    other: str
    screen: str

    def message(self) -> Message:
        return message(N_("{key} already means “{other}” ({screen}): choose another key, "
                          "or give that one another key first."),
                       key=verbatim(key_name(self.key)), other=message(self.other),
                       screen=message(self.screen))


def _groups() -> list[tuple[str, list[KeyMap]]]:
    """The screens a key reaches at once: every screen, a table with the
    tour's tip over it."""
    tables = [view.key_map for view in views()]
    screens = [m for view in views() for _name, m in view.screen_keys]
    return [(m.title, [m, GUIDE]) for m in tables] + \
        [(m.title, [m]) for m in (*screens, *KEY_MAPS.values())]


def clashes_of(chosen: Mapping[str, int]) -> list[Clash]:
    """Every place where ``chosen`` makes one key mean two things."""
    found: list[Clash] = []
    card_key = keys_with(KEYS_CARD, chosen)[0]
    for title, maps in _groups():
        meaning: dict[int, KeyBinding] = {}
        for keymap in maps:
            for b in keymap.bindings:
                for k in keys_with(b, chosen):
                    if k == card_key:
                        found.append(Clash(b.action, k, KEYS_CARD.label, title))
                    first = meaning.setdefault(k, b)
                    if first.action != b.action:
                        mover = b if b.action in chosen else first
                        other = first if mover is b else b
                        found.append(Clash(mover.action, k, other.label, title))
    for action, k in chosen.items():
        if k in RESERVED:
            found.append(Clash(action, k, RESERVED[k], "Club 21"))
    return found


def clash_for(action: str, key: int, chosen: Mapping[str, int]) -> Clash | None:
    """Why ``action`` may not have ``key`` on top of ``chosen`` (None: it may)."""
    trial = {**chosen, action: key}
    for clash in clashes_of(trial):
        if clash.key == key:
            return clash if clash.action == action else Clash(action, key, _label_of(
                clash.action), clash.screen)
    return None


def _label_of(action: str) -> str:
    binding = choosable(action)
    return binding.label if binding else action


def parse(saved: Mapping[str, str]) -> dict[str, int]:
    """The settings' ``{action: key name}`` as keys to use, or KeyChoiceError."""
    chosen: dict[str, int] = {}
    for action, name in saved.items():
        binding = choosable(action)
        if binding is None:
            raise KeyChoiceError(f"no action called {action!r} can be given a key")
        try:
            key = pygame.key.key_code(name)
        except (ValueError, pygame.error):
            raise KeyChoiceError(f"no key is called {name!r}") from None
        if key in MODIFIERS:
            raise KeyChoiceError(f"{name!r} is a modifier key")
        if key not in binding.defaults:            # a default key is no choice
            chosen[action] = key
    problems = clashes_of(chosen)
    if problems:
        first = problems[0]
        raise KeyChoiceError(f"{pygame.key.name(first.key)!r} would mean two things")
    return chosen


def saved_form(chosen: Mapping[str, int]) -> dict[str, str]:
    """``chosen`` as the settings file keeps it: key names, not SDL numbers."""
    return {action: pygame.key.name(key) for action, key in sorted(chosen.items())}
