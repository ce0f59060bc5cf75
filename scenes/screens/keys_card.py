"""F1 (or ?) shows the keyboard card of the screen you are on; Esc closes it.

The rows are the screens' own key declarations (``scenes.app.key_maps``, and
a table's in its package, named by its view in ``scenes.tables.registry``), so
the card says what the keys do.  Over the tour's tip, which lets table keys
through, the card shows the table's keys and the tip's.  At the dealer tables
``?`` is already the HINT key, so there only F1 opens the card.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from scenes.app.context import Context
from scenes.app.gamepad import glyphs_for
from scenes.app.i18n import N_, _
from scenes.app.key_maps import KEY_MAPS, KEYS_CARD
from scenes.app.keymap import KeyMap, key_name
from scenes.app.manager import Stacked
from scenes.app.scene import Scene
from scenes.tables.registry import find_view, screen_key_maps
from scenes.widgets.draw import fill_alpha
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED

COMMON = [("F1", N_("this keyboard card")), ("F11", N_("full screen on / off"))]
GENERAL = (N_("Keys"), [("Esc", N_("back")), ("Enter", N_("the highlighted button")),
                    (N_("Tab / arrows"), N_("move between buttons"))])
ROW_H = 28
MAX_HEIGHT = 700


def keys_of(name: str) -> KeyMap | None:
    """The keys screen ``name`` declares: a table's or its own screen's from
    the table registry, else ``KEY_MAPS``."""
    return screen_key_maps().get(name) or KEY_MAPS.get(name)


def asks_for_hint(name: str) -> bool:
    """``?`` at this screen is the table's hint, not the keys card."""
    view = find_view(name)
    if view is None or not view.hint_on_question:
        return False
    hint = next((b for b in view.key_map.bindings if b.action == "hint"), None)
    return hint is None or not hint.chosen      # a chosen hint key leaves ? to the card


def is_question(ev: pygame.event.Event) -> bool:
    """``?`` however the keyboard sends it: K_QUESTION, the character, shift + ``/``."""
    shifted = bool(getattr(ev, "mod", 0) & pygame.KMOD_SHIFT)
    return (ev.key == pygame.K_QUESTION or getattr(ev, "unicode", "") == "?"
            or (ev.key == pygame.K_SLASH and shifted))


def reached(stack: Sequence[Stacked]) -> list[Stacked]:
    """The scenes a key reaches, top first: the top one and, while a scene
    lets keys through (the tour's tip), the ones below it."""
    chain: list[Stacked] = []
    for scene in reversed(stack):
        chain.append(scene)
        if not scene.passes_events:
            break
    return chain


def keys_name(scene: Stacked) -> str:
    """The screen's name for its keys: its own, or its ``keys_name`` when it
    shares its name with another screen (a table's setup and the table)."""
    return getattr(scene, "keys_name", "") or scene.name


def keyed_screen(stack: Sequence[Stacked]) -> Stacked | None:
    """The screen whose keys a key reaches now (a table under a tip: the
    table), or None: what a pad's buttons are translated for."""
    screens = [s for s in reached(stack) if keys_of(keys_name(s)) is not None]
    return screens[-1] if screens else None


def screen_keys(stack: Sequence[Stacked]) -> KeyMap | None:
    """The keys of ``keyed_screen``, or None."""
    screen = keyed_screen(stack)
    return keys_of(keys_name(screen)) if screen is not None else None


def card_for(stack: Sequence[Stacked], pad: bool = False
             ) -> tuple[str, str, list[tuple[str, str]]]:
    """(screen name, title, rows) of the card: the declared keys of every
    screen a key reaches now (a table under a tip: the table's, then the
    tip's), else of the nearest screen in ``stack`` that declares keys.
    Rows are said in the language shown; ``pad``: a gamepad is in use, its
    buttons are named first."""
    maps = [(n, m) for s in reached(stack) if (m := keys_of(n := keys_name(s))) is not None]
    if not maps:
        nearest = next(((n, m) for s in reversed(stack)
                        if (m := keys_of(n := keys_name(s))) is not None), None)
        if nearest is None:
            title, rows = GENERAL
            return ("", _(title), [(_(keys), _(meaning)) for keys, meaning in rows])
        maps = [nearest]
    name, keymap = maps[-1]                  # the screen under the overlays lets through
    rows = [row for _name, m in reversed(maps)
            for row in m.rows(glyphs_for(maps[-1][1]) if pad else None)]
    return (name, _(keymap.title), rows)


def open_keys_card(context: Context, ev: pygame.event.Event) -> bool:
    """F1 (or ? where it is free) opens the card over the screen; True when taken."""
    if ev.type != pygame.KEYDOWN:
        return False
    manager = context.manager
    if isinstance(manager.top, KeysCard) or not manager.stack:
        return False               # the card handles its own keys
    if getattr(manager.top, "takes_any_key", False):
        return False               # the Keys page waits for a new key: F1 may be it
    name = card_for(manager.stack)[0]
    top_name = keys_name(manager.top) if manager.top is not None else ""
    question = is_question(ev) and keys_of(top_name) is not None and not asks_for_hint(name)
    if ev.key != KEYS_CARD.key and not question:
        return False
    manager.push(KeysCard(context))
    return True


class KeysCard(Scene):
    name = "keys_card"
    is_overlay = True

    def __init__(self, context: Context, **options: Any) -> None:
        super().__init__(context)
        name, self.title, rows = card_for(context.manager.stack, context.pad_in_use)
        card_key = key_name(KEYS_CARD.key)
        opener = (card_key, N_("this keyboard card")) if asks_for_hint(name) else \
            (f"{card_key}  ?", N_("this keyboard card"))
        self.rows = rows + [(keys, _(meaning)) for keys, meaning in [opener, *COMMON[1:]]]
        # A long card (a table under the tour's tip) draws its rows closer.
        self.row_h = min(ROW_H, (MAX_HEIGHT - 110) // len(self.rows))
        height = 110 + self.row_h * len(self.rows)
        self.rect = pygame.Rect(0, 0, 640, height)
        self.rect.center = (640, 360)
        self.panel = Panel(self.rect, _("{screen}: keys").format(screen=self.title),
                           context.resources)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        closing = ev.type == pygame.KEYDOWN and (
            ev.key in (pygame.K_ESCAPE, KEYS_CARD.key, pygame.K_RETURN) or is_question(ev))
        clicked_out = (ev.type == pygame.MOUSEBUTTONDOWN
                       and not self.rect.collidepoint(ev.pos))
        if (closing or clicked_out) and self.context.manager.top is self:
            self.context.manager.pop()
        return True   # modal: nothing reaches the table while the card is up

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        fill_alpha(surface, (4, 2, 8, 200))
        self.panel.draw(surface)
        area = self.panel.content_rect
        y = area.y + 4
        for keys, meaning in self.rows:
            k = res.text(keys, 17, GOLD_LIGHT, bold=True)
            surface.blit(k, k.get_rect(topright=(area.x + 200, y)))
            surface.blit(res.text(meaning, 17, CREAM), (area.x + 222, y))
            y += self.row_h
        note = res.text(_("Esc, {key} or a click outside closes this card").format(
            key=key_name(KEYS_CARD.key)), 14, MUTED)
        surface.blit(note, note.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - 12)))
        pygame.draw.line(surface, GOLD, (area.x, y + 2), (area.right, y + 2))
