"""The Keys page (from Settings, K): every action the player may give
another key, and its key now.

By keys alone: ↑ ↓ ← → choose a row, Enter asks for the new key, the next
key pressed is it (Esc cancels; Shift, Ctrl and the like alone are waited
past).  A key that already means something else where the action is used is
refused, and the page says what it means there (nothing is swapped).
Backspace gives the row its default key again, R every row.  Each change is
saved at once and used on every screen.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.messages import Message
from scenes.app.context import Context
from scenes.app.i18n import N_, _, say
from scenes.app.key_choice import MODIFIERS, choosable_bindings, table_maps
from scenes.app.key_maps import KEYS_PAGE
from scenes.app.keymap import KeyBinding
from scenes.app.scene import Scene
from scenes.widgets.button import Button
from scenes.widgets.draw import fill_alpha, fitted_text
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, FOCUS, FOCUS_EDGE, GOLD_LIGHT, MIN_TEXT, MUTED, RED

PANEL = pygame.Rect(90, 24, 1100, 672)
PER_COLUMN = 18
ROW_H = 28
COLUMN_W = 520
KEY_W = 150
TOP = PANEL.y + 64
ARROWS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0),
          pygame.K_RIGHT: (1, 0)}
HELP = N_("↑ ↓ ← → choose  ·  Enter: press the new key  ·  Backspace: its default key")


def where(binding: KeyBinding) -> list[str]:
    """The tables (short titles, marked ``N_``) that use ``binding``, said
    after its label; empty when every table does, or none (the keys card:
    every screen)."""
    tables = table_maps()
    names = [title for title, maps in tables
             if any(b.action == binding.action for m in maps for b in m.bindings)]
    return [] if len(names) == len(tables) else names


class KeysPage(Scene):
    name = "keys"
    is_overlay = True

    @property
    def takes_any_key(self) -> bool:
        """Waiting for the new key: F1 and the like are that key, not the card."""
        return self.waiting

    def __init__(self, context: Context, **options: Any) -> None:
        super().__init__(context)
        res = context.resources
        self.rows: list[KeyBinding] = choosable_bindings()
        self.focus = 0
        self.waiting = False             # Enter pressed: the next key is the row's
        self.said: Message | str = ""    # the last refusal or change, under the rows
        self.refused = False
        self.panel = Panel(PANEL, _("Keys"), res)
        self.restore = Button(res, (PANEL.x + 40, PANEL.bottom - 66, 300, 46),
                              _("Restore defaults"), self.restore_defaults,
                              KEYS_PAGE.key("defaults"), font_size=18, sound=context.sound)
        self.back = Button(res, (PANEL.right - 260, PANEL.bottom - 66, 220, 46), _("Back"),
                           self.close, KEYS_PAGE.key("back"), font_size=18, sound=context.sound)

    def language_changed(self) -> None:
        self.panel.title = _("Keys")
        self.restore.text, self.back.text = _("Restore defaults"), _("Back")

    # -- changes -------------------------------------------------------------------
    def row_rect(self, index: int) -> pygame.Rect:
        column, row = divmod(index, PER_COLUMN)
        return pygame.Rect(PANEL.x + 30 + column * (COLUMN_W + 20), TOP + row * ROW_H,
                           COLUMN_W, ROW_H - 2)

    def choose(self, key: int | None) -> None:
        """Give the focused row ``key`` (None: its default)."""
        binding = self.rows[self.focus]
        refusal = self.context.choose_key(binding.action, key)
        self.refused = refusal is not None
        if refusal is not None:
            self.said = refusal
        else:
            self.said = _("{action}: {key}").format(action=_(binding.label),
                                                   key=binding.names())

    def restore_defaults(self) -> None:
        self.waiting = False
        self.context.update_settings(keys={})
        self.context.apply_key_choices()
        self.context.save_settings()
        self.refused, self.said = False, _("Every key is its default again.")

    def close(self) -> None:
        if self.context.manager.top is self:
            self.context.manager.pop()

    # -- input ---------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        if self.waiting:
            if ev.type == pygame.KEYDOWN:
                self._take_key(ev)
            return True                  # modal, and no click counts while waiting
        if self.restore.handle_event(ev) or self.back.handle_event(ev):
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            hit = next((i for i in range(len(self.rows)) if self.row_rect(i).collidepoint(ev.pos)),
                       None)
            if hit is not None:
                self.focus, self.waiting = hit, True
        elif ev.type == pygame.KEYDOWN:
            action = KEYS_PAGE.action_of(ev.key)
            if ev.key in ARROWS:
                self._move(*ARROWS[ev.key])
            elif action == "change":
                self.waiting, self.said, self.refused = True, "", False
            elif action == "default":
                self.choose(None)
        return True                      # modal

    def _take_key(self, ev: pygame.event.Event) -> None:
        if ev.key in MODIFIERS:
            return                       # Shift alone is no key: wait on
        self.waiting = False
        if ev.key == pygame.K_ESCAPE or getattr(ev, "pad", False):
            self.said, self.refused = _("Nothing changed."), False   # a pad's button is no key
            return
        self.choose(ev.key)

    def _move(self, dx: int, dy: int) -> None:
        column, row = divmod(self.focus, PER_COLUMN)
        if dx:
            target = (column + dx) * PER_COLUMN + row
            self.focus = max(0, min(len(self.rows) - 1, target))
        else:
            self.focus = (self.focus + dy) % len(self.rows)

    # -- drawing -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        fill_alpha(surface, (4, 2, 8, 200))
        self.panel.draw(surface)
        for i, binding in enumerate(self.rows):
            rect = self.row_rect(i)
            focused = i == self.focus
            label = fitted_text(res, _(binding.label), 17, GOLD_LIGHT if focused else CREAM,
                                rect.w - KEY_W - 16, 14, bold=focused)
            surface.blit(label, label.get_rect(midleft=(rect.x + 8, rect.centery)))
            tables = ", ".join(_(name) for name in where(binding))
            room = rect.w - KEY_W - 36 - label.get_width()
            if tables and room > 40:
                small = fitted_text(res, tables, 14, MUTED, room, MIN_TEXT)
                surface.blit(small, small.get_rect(midleft=(label.get_rect(
                    midleft=(rect.x + 8, rect.centery)).right + 12, rect.centery + 1)))
            keys = _("press a key…") if focused and self.waiting else binding.names()
            shown = fitted_text(res, keys, 17, GOLD_LIGHT, KEY_W, 14, bold=True)
            surface.blit(shown, shown.get_rect(midright=(rect.right - 8, rect.centery)))
            if focused:
                ring = rect.inflate(6, 2)
                pygame.draw.rect(surface, FOCUS_EDGE, ring.inflate(4, 4), 5, border_radius=8)
                pygame.draw.rect(surface, FOCUS, ring, 2, border_radius=6)
        status = say(self.said) if self.said else _(HELP)
        if self.waiting:
            status = _("Press the new key for “{action}” (Esc: cancel)").format(
                action=_(self.rows[self.focus].label))
        colour = RED if self.refused else MUTED
        text = fitted_text(res, status, 16, colour, PANEL.w - 80, MIN_TEXT)
        surface.blit(text, text.get_rect(midtop=(PANEL.centerx, TOP + PER_COLUMN * ROW_H + 8)))
        self.restore.draw(surface)
        self.back.draw(surface)
        note = res.text(_("Saved at once, used on every table"), 14, MUTED)
        surface.blit(note, note.get_rect(center=(PANEL.centerx, self.back.rect.centery)))
