"""The one shape of a key declaration: which keys do what on a screen.

A screen (a table, an overlay, the tour's tip) declares its keys once, as a
``KeyMap`` of ``KeyBinding``s in ``scenes.app.key_maps``; its buttons take
their shortcut from it (``keys.key("hit")``), and the keys card (F1) prints
the same rows.  So a key shown on a button, the key that acts and the key on
the card cannot drift apart, and a test can ask every screen whether one key
means two things (``clashes``).

A binding declared ``choosable`` may be given another key by the player (the
Keys page, saved in the settings): ``choose_keys`` sets the keys chosen, for
every screen at once, and a binding's ``keys`` are then the chosen key.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import pygame

from scenes.app.i18n import N_, _

# Keys named in the language shown (marked ``N_``): Dutch keyboards print most
# of these in English, and Dutch players say them so; Space and the arrows are
# said in Dutch.  Esc, Enter, Tab and "?" are the same everywhere.
KEY_NAMES = {pygame.K_ESCAPE: "Esc", pygame.K_RETURN: "Enter", pygame.K_KP_ENTER: "Enter",
             pygame.K_TAB: "Tab", pygame.K_QUESTION: "?", pygame.K_SPACE: N_("Space"),
             pygame.K_HOME: N_("Home"), pygame.K_END: N_("End"),
             pygame.K_PAGEUP: N_("Page Up"), pygame.K_PAGEDOWN: N_("Page Down"),
             pygame.K_BACKSPACE: N_("Backspace"), pygame.K_DELETE: N_("Delete"),
             pygame.K_INSERT: N_("Insert"),
             pygame.K_UP: N_("Up arrow"), pygame.K_DOWN: N_("Down arrow"),
             pygame.K_LEFT: N_("Left arrow"), pygame.K_RIGHT: N_("Right arrow")}


# The player's chosen keys: action -> key, for the choosable bindings.
_chosen: dict[str, int] = {}


def choose_keys(chosen: Mapping[str, int]) -> None:
    """Use ``chosen`` (action -> key) for every choosable binding from now on;
    an empty mapping is the default keys.  The caller has checked it
    (``scenes.app.key_choice``)."""
    _chosen.clear()
    _chosen.update(chosen)


def chosen_keys() -> dict[str, int]:
    return dict(_chosen)


@dataclass(frozen=True)
class KeyBinding:
    """``defaults`` do ``action`` (an id, the same for every key of the
    binding); ``label`` says what, for the keys card (marked ``N_``);
    ``shown`` names the keys on the card when their own names would not do
    ("1 – 5"); ``choosable``: the player may give it another key."""
    defaults: tuple[int, ...]
    action: str
    label: str
    shown: str = ""
    choosable: bool = False

    @property
    def chosen(self) -> bool:
        """The player gave this binding a key of their own."""
        return self.choosable and self.action in _chosen

    @property
    def keys(self) -> tuple[int, ...]:
        """The keys that do the action now: the player's, else the defaults."""
        return (_chosen[self.action],) if self.chosen else self.defaults

    @property
    def key(self) -> int:
        """The key a button shows for this action: the first one."""
        return self.keys[0]

    def pressed(self, ev: pygame.event.Event) -> bool:
        """True when ``ev`` is a key press of this binding."""
        return ev.type == pygame.KEYDOWN and ev.key in self.keys

    def names(self, glyphs: Mapping[int, str] | None = None) -> str:
        """The keys as the card prints them ("H", "Enter", "1 – 5"); with
        ``glyphs`` (key -> pad button) the pad's buttons for them first."""
        keys = _(self.shown) if self.shown and not self.chosen else \
            "  ".join(dict.fromkeys(key_name(k) for k in self.keys))
        pad = list(dict.fromkeys(glyphs[k] for k in self.keys if k in glyphs)) if glyphs else []
        return " / ".join([*merged(pad), keys])


def merged(glyphs: list[str]) -> list[str]:
    """Pad buttons sharing a first word said once: "D-pad ←", "D-pad →" ->
    "D-pad ← →" (the card's keys column is narrow)."""
    out: dict[str, list[str]] = {}
    for glyph in glyphs:
        head, _sep, tail = glyph.partition(" ")
        out.setdefault(head if tail else glyph, []).extend([tail] if tail else [])
    return [" ".join([head, *tails]) for head, tails in out.items()]


def key_name(key: int) -> str:
    """A key as the buttons name it ("Space", "Page Down": said in the language
    shown); any other key by its own name ("J", "F5")."""
    name = KEY_NAMES.get(key)
    return _(name) if name else pygame.key.name(key).upper()


def key_words(*maps: KeyMap) -> dict[str, str]:
    """Action -> the name of its key now, for a sentence that names a key
    ("HIT ({hit})"): a key the player chose is named, not the default."""
    return {b.action: key_name(b.key) for keymap in maps for b in keymap.bindings}


def bind(keys: int | Sequence[int], action: str, label: str, shown: str = "") -> KeyBinding:
    keys = (keys,) if isinstance(keys, int) else tuple(keys)
    return KeyBinding(keys, action, label, shown)


def choosable(keys: int | Sequence[int], action: str, label: str) -> KeyBinding:
    """A binding the player may give another key (the same ``action`` id
    anywhere means the same choice: one chosen key for every screen)."""
    keys = (keys,) if isinstance(keys, int) else tuple(keys)
    return KeyBinding(keys, action, label, choosable=True)


@dataclass(frozen=True)
class KeyMap:
    """One screen's keys: ``title`` (marked ``N_``) heads its keys card;
    ``pointer``: (what, meaning) rows for the mouse, printed first."""
    title: str
    bindings: tuple[KeyBinding, ...]
    pointer: tuple[tuple[str, str], ...] = ()

    def binding(self, action: str) -> KeyBinding:
        for b in self.bindings:
            if b.action == action:
                return b
        raise KeyError(f"{self.title!r} declares no key for {action!r}")

    def key(self, action: str) -> int:
        """The key of ``action``: the one its button shows and answers to."""
        return self.binding(action).key

    def key_word(self, action: str) -> str:
        """The name of ``action``'s key now, for a sentence ("DEAL ({key})")."""
        return key_name(self.key(action))

    def action_of(self, key: int) -> str | None:
        return next((b.action for b in self.bindings if key in b.keys), None)

    def pressed(self, ev: pygame.event.Event, action: str) -> bool:
        """True when ``ev`` is a key press of ``action``."""
        return ev.type == pygame.KEYDOWN and ev.key in self.binding(action).keys

    def rows(self, glyphs: Mapping[int, str] | None = None) -> list[tuple[str, str]]:
        """(keys, meaning) for the keys card, in the order declared (both said
        in the language shown); ``glyphs``: a pad's buttons, shown first."""
        return [(_(what), _(meaning)) for what, meaning in self.pointer] + \
            [(b.names(glyphs), _(b.label)) for b in self.bindings]


def clashes(maps: Iterable[KeyMap]) -> dict[int, set[str]]:
    """Keys that mean more than one action across ``maps`` (the screens the
    player's key reaches at once): key -> the actions it would mean."""
    meanings: dict[int, set[str]] = {}
    for keymap in maps:
        for b in keymap.bindings:
            for k in b.keys:
                meanings.setdefault(k, set()).add(b.action)
    return {k: actions for k, actions in meanings.items() if len(actions) > 1}
