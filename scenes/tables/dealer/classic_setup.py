"""Classic Shoe, before play: who sits where.

Seven rows, one per seat (seat 1 acts first): each is empty, a named human
(pass-and-play: they share this computer) or an AI player with a level.
Click the kind to cycle it, click a human's name to type it, click an AI's
level to change it.  START (Enter) sits everyone down; Esc opens the table's menu.
The first human plays with the bankroll; other humans are guests with 1,000,
as is every AI player.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game.ai.registry import levels
from scenes.app.context import Context
from scenes.app.i18n import N_, _, format_money
from scenes.app.resources import Resources
from scenes.tables.base import TableScene
from scenes.tables.dealer.keys import CLASSIC_SETUP as KEYS
from scenes.tables.dealer.scene import DealerTableScene
from scenes.tables.row_focus import RowFocus
from scenes.tables.seat_config import (
    EMPTY_SEAT,
    SeatConfig,
    SeatKind,
    shown_name,
)
from scenes.tables.seat_memory import remember_seats, remembered_seats
from scenes.widgets.button import Button, same_size
from scenes.widgets.draw import fill_alpha, fitted_text
from scenes.widgets.text_field import type_into
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MIN_TEXT, MUTED

GUEST_CENTS = 100_000          # guests and AI players start with 1,000
SEATS = 7
AI_NAMES = ("Ada", "Bruno", "Cleo", "Dmitri", "Esme", "Felix", "Greta")
NAME_LIMIT = 12
ROW_H, TOP = 56, 152
PANEL = pygame.Rect(190, 64, 900, 566)
# the AI levels as the setup shows them (the registry keeps the English keys)
LEVEL_WORDS = {"random": N_("random"), "easy": N_("easy"), "normal": N_("normal"),
               "hard": N_("hard")}
SEATS_KEY = "classic.seats"    # meta key of the remembered seat setup


def ai_levels() -> list[str]:
    return [lv for lv in levels("classic") if lv != "random"] or ["normal"]


def default_seats(context: Context) -> list[SeatConfig]:
    """The seats of the last START (remembered in the save); the first time,
    you on seat 1 and two AI players beside you."""
    remembered = remembered_classic_seats(context)
    if remembered:
        return remembered
    you = getattr(getattr(context, "profile", None), "name", None) or _("You")
    seats = [EMPTY_SEAT] * SEATS
    seats[0] = SeatConfig(you)
    seats[1] = SeatConfig(AI_NAMES[1], SeatKind.AI, "normal")
    seats[2] = SeatConfig(AI_NAMES[2], SeatKind.AI, "easy")
    return seats


def remembered_classic_seats(context: Context) -> list[SeatConfig] | None:
    """The remembered seat setup, or None (none yet, not readable, or no one sits)."""
    seats = remembered_seats(context, SEATS_KEY, NAME_LIMIT, range(SEATS, SEATS + 1))
    if seats is None:
        return None
    levels_ok = ai_levels()
    seats = [replace(c, level=c.level if c.level in levels_ok else "normal") for c in seats]
    return seats if any(c.kind is not SeatKind.EMPTY for c in seats) else None


class ClassicSetupScene(TableScene):
    """Drawn over the Classic felt; Esc (Menu) opens the table's pause menu."""
    context: Context              # a table always has one (Scene allows None)
    keys_name = "classic_setup"   # its keys card (the name is the table's, for its felt)

    def __init__(self, context: Context, **options: Any) -> None:
        super().__init__(context, "classic")
        self.options = options
        self.seats = default_seats(context)
        self.editing: int | None = None
        self.error = ""
        self.focus = RowFocus()
        res = context.resources
        self.kind_rects = [pygame.Rect(PANEL.x + 150, TOP + i * ROW_H, 170, 44)
                           for i in range(SEATS)]
        self.name_rects = [pygame.Rect(PANEL.x + 340, TOP + i * ROW_H, 260, 44)
                           for i in range(SEATS)]
        self.start_button = Button(res, (PANEL.right - 230, PANEL.bottom - 72, 200, 54),
                                   _("START"), self.start, shortcut=KEYS.key("start"),
                                   sound=context.sound)
        self.back_button = Button(res, (PANEL.x + 30, PANEL.bottom - 72, 160, 54), _("Lobby"),
                                  self.back, shortcut=KEYS.key("lobby"), sound=context.sound)
        same_size([self.start_button, self.back_button])

    # -- changes ------------------------------------------------------------
    def language_changed(self) -> None:
        """A default name ("You", "Player 2") follows the language; a typed one stays."""
        super().language_changed()
        self.seats = [replace(seat, name=shown_name(seat.name)) for seat in self.seats]

    def cycle_kind(self, i: int) -> None:
        order = [SeatKind.EMPTY, SeatKind.HUMAN, SeatKind.AI]
        kind = order[(order.index(self.seats[i].kind) + 1) % len(order)]
        name = {SeatKind.EMPTY: "", SeatKind.HUMAN: _("Player {number}").format(number=i + 1),
                SeatKind.AI: AI_NAMES[i]}[kind]
        self.seats[i] = SeatConfig(name, kind, ai_levels()[-1])
        self.editing = i if kind is SeatKind.HUMAN else None
        self.error = ""

    def cycle_level(self, i: int) -> None:
        options = ai_levels()
        level = options[(options.index(self.seats[i].level) + 1) % len(options)] \
            if self.seats[i].level in options else options[0]
        self.seats[i] = replace(self.seats[i], level=level)

    def start(self) -> None:
        if self.editing is not None:
            self.editing = None
        if all(s.kind is SeatKind.EMPTY for s in self.seats):
            self.error = _("Seat at least one player")
            return
        seats = [replace(s, name=s.name.strip() or _("Player {number}").format(number=i + 1))
                 for i, s in enumerate(self.seats)]
        remember_seats(self.context, SEATS_KEY, seats)
        # through the registry: the table module imports this screen, never the reverse
        table = self.context.create_scene("classic", seats=seats, seed=self.seed, **self.options)
        self.context.manager.replace(table)

    def back(self) -> None:
        self.context.back_to_lobby()

    def apply_actions(self, words: list[str]) -> None:
        """``club21 --scene classic --actions …``: sit the default seats, then play."""
        self.start()
        top = self.context.manager.top
        if isinstance(top, DealerTableScene):           # the table START opened
            top.apply_actions(words)

    # -- input ----------------------------------------------------------------
    def on_event(self, ev: pygame.event.Event) -> bool:
        if self.editing is not None and ev.type == pygame.KEYDOWN:
            return self._type(ev)
        for button in (self.start_button, self.back_button, self.menu_button):
            if button.handle_event(ev):
                return True
        if self._row_key(ev):
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.editing = None
            for i in range(SEATS):
                if self.kind_rects[i].collidepoint(ev.pos):
                    self.cycle_kind(i)
                    return True
                if self.name_rects[i].collidepoint(ev.pos):
                    if self.seats[i].kind is SeatKind.HUMAN:
                        self.editing = i
                    elif self.seats[i].kind is SeatKind.AI:
                        self.cycle_level(i)
                    return True
        return False

    def _row_key(self, ev: pygame.event.Event) -> bool:
        """↑ ↓ a seat, ← → Space its kind, N its name (a human) or level (an AI):
        what a click on the row's boxes does."""
        if self.focus.step(ev, SEATS):
            return True
        if ev.type != pygame.KEYDOWN:
            return False
        action = KEYS.action_of(ev.key)
        i = self.focus.row
        if action == "kind":
            self.focus.keyed = True
            self.cycle_kind(i)
            self.editing = None          # N types the name: a key never starts typing
        elif action == "name":
            self.focus.keyed = True
            if self.seats[i].kind is SeatKind.HUMAN:
                self.editing = i
            elif self.seats[i].kind is SeatKind.AI:
                self.cycle_level(i)
        else:
            return False
        return True

    def _type(self, ev: pygame.event.Event) -> bool:
        i = self.editing
        if i is None:
            return False
        name = self.seats[i].name
        if ev.key in (pygame.K_RETURN, pygame.K_TAB, pygame.K_ESCAPE, pygame.K_KP_ENTER):
            self.editing = None
        elif ev.key == pygame.K_BACKSPACE:
            self.seats[i] = replace(self.seats[i], name=name[:-1])
        else:
            typed, _taken = type_into(name, getattr(ev, "unicode", ""), NAME_LIMIT)
            self.seats[i] = replace(self.seats[i], name=typed)
        return True

    # -- drawing ----------------------------------------------------------------
    def _chips_text(self, i: int) -> str:
        seat = self.seats[i]
        if seat.kind is SeatKind.EMPTY:
            return ""
        humans = [j for j, s in enumerate(self.seats) if s.kind is SeatKind.HUMAN]
        if seat.kind is SeatKind.HUMAN and humans[0] == i:
            return _("your bankroll {amount}").format(
                amount=format_money(self.context.bankroll_cents))
        who = _("guest") if seat.kind is SeatKind.HUMAN else _("AI")
        return _("{who} · {amount}").format(who=who, amount=format_money(GUEST_CENTS))

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        self.draw_table(surface)
        fill_alpha(surface, (0, 0, 0, 110))
        fill_alpha(surface, (6, 20, 12, 235), PANEL, 18)
        pygame.draw.rect(surface, GOLD, PANEL, 2, border_radius=18)
        title = fitted_text(res, _("Classic Shoe — take your seats"), 28, GOLD_LIGHT,
                            PANEL.w - 40, MIN_TEXT, bold=True, height=40)
        surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 16)))
        hint = fitted_text(res, _("↑ ↓ a seat · ← → or click its kind · N or click: a name to "
                                  "type, an AI's level · F1 keys"), 15, MUTED, PANEL.w - 32,
                           res.smallest_size(), height=20)
        surface.blit(hint, hint.get_rect(midtop=(PANEL.centerx, PANEL.y + 58)))
        for i, seat in enumerate(self.seats):
            self._draw_row(surface, res, i, seat)
        row = self.focus.row
        self.focus.draw(surface, self.kind_rects[row].union(self.name_rects[row]))
        if self.error:
            err = res.text(self.error, 18, (240, 120, 110), bold=True)
            surface.blit(err, err.get_rect(midright=(self.start_button.rect.x - 20,
                                                     self.start_button.rect.centery)))
        self.back_button.draw(surface)
        self.start_button.draw(surface)
        self.menu_button.draw(surface)

    def _draw_row(self, surface: pygame.Surface, res: Resources, i: int,
                  seat: SeatConfig) -> None:
        y = TOP + i * ROW_H
        label = res.text(_("Seat {number}").format(number=i + 1), 18, CREAM, bold=True)
        surface.blit(label, label.get_rect(midleft=(PANEL.x + 28, y + 22)))
        kind_rect = self.kind_rects[i]
        colours = {SeatKind.EMPTY: (60, 60, 60), SeatKind.HUMAN: (30, 90, 60),
                   SeatKind.AI: (70, 40, 100)}
        pygame.draw.rect(surface, colours[seat.kind], kind_rect, border_radius=10)
        pygame.draw.rect(surface, GOLD, kind_rect, 1, border_radius=10)
        text = {SeatKind.EMPTY: _("Empty"), SeatKind.HUMAN: _("Human"), SeatKind.AI: _("AI player")}
        kind = res.text(text[seat.kind], 18, CREAM, bold=True)
        surface.blit(kind, kind.get_rect(center=kind_rect.center))
        name_rect = self.name_rects[i]
        if seat.kind is not SeatKind.EMPTY:
            editing = self.editing == i
            fill_alpha(surface, (255, 255, 255, 30 if not editing else 60), name_rect, 8)
            pygame.draw.rect(surface, GOLD_LIGHT if editing else GOLD, name_rect,
                             2 if editing else 1, border_radius=8)
            shown = seat.name + ("|" if editing else "")
            if seat.kind is SeatKind.AI:
                level = _(LEVEL_WORDS.get(seat.level, seat.level))
                shown = _("{name}  ·  level: {level}").format(name=seat.name, level=level)
            name = fitted_text(res, shown, 18, GOLD_LIGHT if editing else CREAM,
                               name_rect.w - 20, res.smallest_size(), bold=True,
                               height=name_rect.h - 4)
            surface.blit(name, name.get_rect(midleft=(name_rect.x + 12, name_rect.centery)))
        chips = fitted_text(res, self._chips_text(i), 15, MUTED, PANEL.right - 632,
                            res.smallest_size())
        surface.blit(chips, chips.get_rect(midleft=(PANEL.x + 620, y + 22)))
