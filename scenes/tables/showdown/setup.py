"""Showdown setup: 2-8 seats, each a named human, a remote player or an AI
with a level; START.

Keys: + / - change the number of seats, 1-8 cycle a seat through Human,
Remote player and the AI levels, ↑ ↓ pick a seat (← → Space cycle it, N or a
click types its name: Backspace, Enter/Tab ends), Enter starts, H hosts the
table over the network (a remote player is a friend who joins with the room
code), L goes back to the lobby.  Starting replaces this scene by the table
(so Back to lobby still works from the pause menu), built through the scene
registry like any other scene.  The seats of the last START (or HOST) are
remembered in the save, as at Classic, and offered again next time.
"""
from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Any

import pygame

from game.ai.registry import levels
from game.tables.showdown.table import MAX_SEATS, MIN_SEATS
from scenes.app.context import Context
from scenes.app.i18n import _
from scenes.dialogs.resume_prompt import offer_unfinished_match
from scenes.net.hosting import host_table
from scenes.net.plans import Role, role_of, seat_problem, showdown_plans, showdown_setup
from scenes.tables.row_focus import RowFocus
from scenes.tables.seat_config import shown_name
from scenes.tables.seat_memory import remember_seats, remembered_seats
from scenes.tables.showdown.config import (
    NAME_MAX,
    SeatConfig,
    SeatKind,
    script_players,
)
from scenes.tables.showdown.keys import SHOWDOWN_SETUP as KEYS
from scenes.tables.showdown.seats import ShowdownFelt, seat_tag
from scenes.widgets.button import Button, same_size
from scenes.widgets.draw import fitted_text
from scenes.widgets.panel import Panel
from scenes.widgets.text_field import type_into
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED

TABLE = "showdown"         # the table this screen sets up (opened through the registry)
PANEL = pygame.Rect(300, 56, 680, 600)
ROW_H = 44
AI_NAMES = ("Ace", "Blaze", "Clover", "Dice", "Echo", "Fortune", "Gin")
DEFAULT_SEATS = 6
DIGITS = [getattr(pygame, f"K_{i}") for i in range(1, MAX_SEATS + 1)]
PLUS_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
MINUS_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
SEATS_KEY = "showdown.seats"   # meta key of the remembered seat setup


def default_seats() -> list[SeatConfig]:
    return [SeatConfig(_("You"))] + [SeatConfig(n, SeatKind.AI, "normal") for n in AI_NAMES]


def remembered_showdown_seats(context: Context) -> list[SeatConfig] | None:
    """The seats of the last START, or None (none yet, or not a Showdown setup:
    the wrong number of seats, an empty seat, an unknown AI level)."""
    seats = remembered_seats(context, SEATS_KEY, NAME_MAX, range(MIN_SEATS, MAX_SEATS + 1))
    if seats is None:
        return None
    known = levels("showdown")
    if any(s.kind not in (SeatKind.HUMAN, SeatKind.AI, SeatKind.REMOTE)
           or (s.is_ai and s.level not in known)
           for s in seats):
        return None
    return seats


def starting_seats(context: Context) -> tuple[list[SeatConfig], int]:
    """(every seat's row, how many sit): the last START's seats, the rows
    beyond them as by default; the first time, the default six."""
    remembered = remembered_showdown_seats(context)
    if not remembered:
        return default_seats(), DEFAULT_SEATS
    return remembered + default_seats()[len(remembered):], len(remembered)


class ShowdownSetupScene(ShowdownFelt):
    context: Context
    keys_name = "showdown_setup"   # its keys card (the name is the table's, for its felt)

    def __init__(self, context: Any, unfinished: Any = None, **options: Any) -> None:
        super().__init__(context, **options)
        self.unfinished = unfinished     # a match left between rounds: offered on entry
        self.message = ""           # the felt's message spot lies under the panel
        self.notice = _("Choose the players, then START")
        self.seats, self.count = starting_seats(context)
        self.levels = levels("showdown")
        self.editing: int | None = None
        self.focus = RowFocus()
        self.panel = Panel(PANEL, _("Blackjack Showdown — who plays?"), context.resources)
        res, snd = context.resources, context.sound
        top = PANEL.y + 60
        self.minus = Button(res, (PANEL.x + 330, top, 44, 38), "−", lambda: self.resize(-1),
                            shortcut=pygame.K_MINUS, font_size=24, sound=snd)
        self.plus = Button(res, (PANEL.x + 430, top, 44, 38), "+", lambda: self.resize(+1),
                           shortcut=pygame.K_PLUS, font_size=24, sound=snd)
        self.rows_top = top + 56
        self.kind_buttons = [
            Button(res, (PANEL.x + 390, self.rows_top + i * ROW_H, 250, ROW_H - 8), "",
                   partial(self.cycle, i), shortcut=DIGITS[i], font_size=17, sound=snd)
            for i in range(MAX_SEATS)]
        same_size(self.kind_buttons)
        same_size((self.minus, self.plus))
        bottom = PANEL.bottom - 70
        self.start_button = Button(res, (PANEL.centerx - 320, bottom, 200, 52), _("START"),
                                   self.start, shortcut=pygame.K_RETURN, sound=snd)
        self.host_button = Button(res, (PANEL.centerx - 100, bottom, 200, 52), _("HOST"),
                                  self.host, shortcut=pygame.K_h, sound=snd)
        self.lobby_button = Button(res, (PANEL.centerx + 120, bottom, 200, 52), _("LOBBY"),
                                   context.back_to_lobby, shortcut=pygame.K_l, sound=snd)
        same_size((self.start_button, self.host_button, self.lobby_button))
        self._sync()

    # -- choices ----------------------------------------------------------------
    def language_changed(self) -> None:
        """A default name ("You", "Player 2") follows the language; a typed one stays."""
        super().language_changed()
        self.seats = [replace(seat, name=shown_name(seat.name)) for seat in self.seats]

    def enter(self) -> None:
        offer_unfinished_match(self)

    def name_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(PANEL.x + 120, self.rows_top + i * ROW_H, 250, ROW_H - 8)

    def resize(self, step: int) -> None:
        self.count = max(MIN_SEATS, min(MAX_SEATS, self.count + step))
        if self.editing is not None and self.editing >= self.count:
            self.editing = None
        self._sync()

    def cycle(self, i: int) -> None:
        """Human → remote player → AI at each level in turn → Human."""
        seat = self.seats[i]
        choices = [(SeatKind.HUMAN, seat.level), (SeatKind.REMOTE, seat.level)] + [
            (SeatKind.AI, lv) for lv in self.levels]
        now = (seat.kind, seat.level)
        index = next((k for k, c in enumerate(choices) if c == now), 0)
        kind, level = choices[(index + 1) % len(choices)]
        self.seats[i] = SeatConfig(seat.name, kind, level)
        self._sync()

    def _sync(self) -> None:
        for i, button in enumerate(self.kind_buttons):
            button.visible = i < self.count
            button.text = seat_tag(self.seats[i])
        self.minus.enabled = self.count > MIN_SEATS
        self.plus.enabled = self.count < MAX_SEATS

    def players(self) -> list[SeatConfig]:
        return [SeatConfig(s.name.strip(), s.kind, s.level) for s in self.seats[:self.count]]

    def problem(self) -> str | None:
        """Why these seats cannot sit down (names: a remote player brings their own)."""
        names = [p.name if p.kind is not SeatKind.REMOTE else f"\0{i}"
                 for i, p in enumerate(self.players())]
        for i, name in enumerate(names):
            if not name:
                return _("Seat {number} needs a name").format(number=i + 1)
            if name in names[:i]:
                return _("Two seats are called {name}: names must differ").format(name=repr(name))
        return None

    def start(self) -> None:
        why = self.problem()
        if any(p.kind is SeatKind.REMOTE for p in self.players()):
            why = _("A remote player joins over the network: press HOST")
        if why:
            self.notice = why
            return
        remember_seats(self.context, SEATS_KEY, self.players())
        table = self.context.create_scene(TABLE, players=self.players(), seed=self.seed)
        self.context.manager.replace(table)

    def roles(self) -> list[Role]:
        return [role_of(p, p.kind is SeatKind.REMOTE) for p in self.players()]

    def host(self) -> None:
        """Host this table over the network: your seat is the human one, the
        remote players join with the room code (the waiting room shows it)."""
        why = self.problem() or seat_problem(self.roles())
        if why:
            self.notice = why
            return
        remember_seats(self.context, SEATS_KEY, self.players())
        host_table(self.context, TABLE, showdown_plans(self.players(), self.roles()),
                   showdown_setup(self.count), names=[p.name for p in self.players()])

    def apply_actions(self, words: list[str]) -> None:
        """``--actions`` skip the setup: the scripted six-seat table plays them."""
        table = self.context.create_scene(TABLE, players=script_players(), seed=self.seed)
        self.context.manager.replace(table)
        apply = getattr(table, "apply_actions", None)
        if apply is not None:
            apply(words)

    # -- input ------------------------------------------------------------------
    def on_event(self, ev: pygame.event.Event) -> bool:
        if self.editing is not None and ev.type == pygame.KEYDOWN:
            return self._type(ev)
        if super().on_event(ev):
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.editing = next((i for i in range(self.count)
                                 if self.name_rect(i).collidepoint(ev.pos)), None)
            if self.editing is not None:
                self.notice = _("Type a name for seat {number}, Enter when done").format(
                    number=self.editing + 1)
                return True
        if ev.type == pygame.KEYDOWN and ev.key in PLUS_KEYS + MINUS_KEYS:
            self.resize(+1 if ev.key in PLUS_KEYS else -1)
            return True
        if self._row_key(ev):
            return True
        for button in (self.minus, self.plus, *self.kind_buttons, self.start_button,
                       self.host_button, self.lobby_button):
            if button.handle_event(ev):
                return True
        return False

    def _row_key(self, ev: pygame.event.Event) -> bool:
        """↑ ↓ a seat, ← → Space its kind and level, N types its name."""
        if self.focus.step(ev, self.count):
            return True
        if ev.type != pygame.KEYDOWN:
            return False
        action = KEYS.action_of(ev.key)
        i = self.focus.keep(self.count)
        if action == "kind":
            self.focus.keyed = True
            self.cycle(i)
        elif action == "name":
            self.focus.keyed = True
            self.editing = i
            self.notice = _("Type a name for seat {number}, Enter when done").format(
                number=i + 1)
        else:
            return False
        return True

    def _type(self, ev: pygame.event.Event) -> bool:
        i = self.editing
        if i is None:
            return False
        seat = self.seats[i]
        if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
            self.editing = None
            self.notice = _("Choose the players, then START")
        elif ev.key == pygame.K_BACKSPACE:
            self.seats[i] = SeatConfig(seat.name[:-1], seat.kind, seat.level)
        else:
            typed, _taken = type_into(seat.name, getattr(ev, "unicode", ""), NAME_MAX)
            self.seats[i] = SeatConfig(typed, seat.kind, seat.level)
        return True

    # -- drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self.panel.draw(surface)
        res = self.context.resources
        count = res.text(_("Seats: {count}").format(count=self.count), 20, CREAM, bold=True)
        surface.blit(count, count.get_rect(midright=(self.minus.rect.x - 16,
                                                     self.minus.rect.centery)))
        hint = res.text(f"{MIN_SEATS}–{MAX_SEATS}", 16, MUTED)
        surface.blit(hint, hint.get_rect(center=((self.minus.rect.right + self.plus.rect.x) // 2,
                                                 self.minus.rect.centery)))
        self.minus.draw(surface)
        self.plus.draw(surface)
        for i in range(self.count):
            self._draw_row(surface, i)
        row = self.focus.keep(self.count)
        self.focus.draw(surface, self.name_rect(row).union(self.kind_buttons[row].rect))
        tip = fitted_text(res, _("↑ ↓ a seat · ← → or 1–8: Human / Remote / AI level · N or "
                                 "click: its name"), 14, MUTED, PANEL.w - 32,
                          res.smallest_size(), height=20)
        surface.blit(tip, tip.get_rect(midbottom=(PANEL.centerx, self.start_button.rect.y - 8)))
        notice = res.text(self.notice, 18, GOLD_LIGHT, bold=True)
        above_tip = self.start_button.rect.y - 34
        surface.blit(notice, notice.get_rect(midbottom=(PANEL.centerx, above_tip)))
        self.start_button.draw(surface)
        self.host_button.draw(surface)
        self.lobby_button.draw(surface)
        self.draw_hud(surface)

    def _draw_row(self, surface: pygame.Surface, i: int) -> None:
        res = self.context.resources
        box = self.name_rect(i)
        label = fitted_text(res, _("Seat {number}").format(number=i + 1), 17, GOLD,
                            box.x - PANEL.x - 38, res.smallest_size(), bold=True)
        surface.blit(label, label.get_rect(midleft=(PANEL.x + 30, box.centery)))
        editing = self.editing == i
        pygame.draw.rect(surface, (16, 10, 14), box, border_radius=8)
        pygame.draw.rect(surface, GOLD_LIGHT if editing else (120, 96, 70), box,
                         2 if editing else 1, border_radius=8)
        remote = self.seats[i].kind is SeatKind.REMOTE and not editing
        text = _("(their own name)") if remote else self.seats[i].name + ("|" if editing else "")
        name = fitted_text(res, text or " ", 18, MUTED if remote else CREAM, box.w - 20,
                           res.smallest_size())
        surface.blit(name, name.get_rect(midleft=(box.x + 10, box.centery)))
        self.kind_buttons[i].draw(surface)


__all__ = ["ShowdownSetupScene", "default_seats"]
