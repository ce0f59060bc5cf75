"""The casino floor: four tables to choose from, the bankroll, settings and quit.

Mouse: hover a table to read about it, click to sit down.  Keyboard: arrows
move between tables (by screen position), Enter sits down; S settings,
U house rules (Midnight and Classic), T statistics, H hand history, R refill
(when offered), J join a game over the network, Q quit (after a Quit / Stay
question).

Money comes from ``context.profile`` (read on enter/resume, when the save has
just opened, and after a refill — draw() only reads those numbers).  When the
bankroll is below one chip and no table holds a stake, the bankroll panel
offers "Refill 1,000 chips" (``profile.refill()``, counted in the statistics).
"""
from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from scenes.app.context import Context
from scenes.app.error_words import said_reason
from scenes.app.i18n import N_, _, format_money
from scenes.app.key_maps import LOBBY as KEYS
from scenes.app.layout import LayoutError, load_tiled_map, map_path, read_objects
from scenes.app.scene import Scene
from scenes.app.sound import SoundName
from scenes.app.table_modules import table_title
from scenes.screens.lobby_art import draw_glow, draw_plaque, draw_table_model, render_floor
from scenes.tables.registry import views
from scenes.widgets.button import Button, same_size
from scenes.widgets.draw import blit_text_shadowed, fitted_text, wrap_text
from scenes.widgets.menu import ButtonGroup
from scenes.widgets.panel import Panel
from scenes.widgets.theme import (
    CREAM,
    GOLD,
    GOLD_LIGHT,
    LOGICAL_SIZE,
    MIN_TEXT,
    MUTED,
    FontName,
    Point,
)

# Two cards shown in the info panel: a natural of each table's kind (a
# table's are its ``TableView.fan_cards``).
FAN_CARDS: dict[str | None, tuple[str, str]] = {None: ("AS", "KH"), "training": ("TH", "6C")}


def fan_cards() -> dict[str | None, tuple[str, str]]:
    """The fan of every place on the floor (None: no place lit)."""
    return {**FAN_CARDS, **{view.name: view.fan_cards for view in views()}}
INFO_PANEL = pygame.Rect(904, 136, 344, 400)
BUTTON_W, BUTTON_H = 344, 46
BUTTON_GAP = 10
BANKROLL_PANEL = pygame.Rect(INFO_PANEL.x, 34, INFO_PANEL.w, 76)
PRACTICE_TITLE = N_("PRACTICE · NOTHING IS SAVED")
REFILL_BUTTON = pygame.Rect(BANKROLL_PANEL.right - 168, BANKROLL_PANEL.y + 18, 150, 40)
log = logging.getLogger("club21")
DIRECTIONS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0),
              pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


@dataclass(frozen=True)
class Money:
    """What the bankroll panel shows (read from the save, not in draw())."""
    bankroll_cents: int = 0
    staked_cents: int = 0
    can_refill: bool = False
    loading: bool = False
    unknown: bool = False      # the save could not be used: no figure to show


SIT_DOWN_HINT = N_("Click or press Enter to sit down")
# The words of lobby.tmx (titles, descriptions, limits, hints), for the catalogue:
# the map holds the English, the lobby draws them through _().
MAP_TEXTS = (
    N_("Midnight Blackjack"), N_("Classic Shoe"), N_("Blackjack Showdown"),
    N_("Indian Blackjack"), N_("Training Room"),
    N_("Up to three hands against a no-hole-card dealer; pushes ride to the next round."),
    N_("Bets 1–1,000"), N_("8 decks, reshuffled every round"),
    N_("Hoyle casino rules at a seven-seat table with a hole card and insurance."),
    N_("Bets 2–500"), N_("6-deck shoe"),
    N_("No dealer: every seat antes into the pot and the best hand under 22 takes it."),
    N_("Ante 10"), N_("2–8 players"), N_("1 deck"),
    N_("Heads-up duel: you see your rival's card but never your own. Bluff or fold."),
    N_("Ante 1"), N_("30 chips each"), N_("44-card deck"),
    N_("No chips here: basic strategy scored by the exact EV of each mistake, "
       "and Hi-Lo card counting."),
    N_("Strategy drill"), N_("Counting drill"), N_("Count at Classic"),
    N_("Click or press Enter to go in"))
WELCOME_LINES = (N_("Welcome to Club 21."), "", N_("Point at a table to read about it,"),
                 N_("or use the arrow keys."), "", N_("Click or press Enter to sit down."))


@dataclass(frozen=True)
class LobbyTable:
    """A place on the floor: a table, or a room (the training room's door)."""
    scene: str
    title: str
    description: str
    limits: str
    rect: pygame.Rect
    hint: str = SIT_DOWN_HINT


def load_lobby_tables(path: Path | None = None) -> list[LobbyTable]:
    _, objects = read_objects(path or map_path("lobby"), "tables")
    tables = []
    for obj in objects:
        props = obj.properties
        if "scene" not in props:
            raise LayoutError(f"map {path or map_path('lobby')}: table object "
                              f"{obj.name!r} has no 'scene' property")
        tables.append(LobbyTable(props["scene"], props.get("title", props["scene"].title()),
                                 props.get("description", ""), props.get("limits", ""), obj.rect,
                                 props.get("hint", SIT_DOWN_HINT)))
    return tables


def load_lobby(path: Path) -> tuple[list[LobbyTable], pygame.Surface]:
    """The tables and the carpet of the lobby map (LayoutError naming the file);
    a registered table the map does not place stands at its view's
    ``lobby_spot``."""
    tables = load_lobby_tables(path)
    placed = {table.scene for table in tables}
    tables += [LobbyTable(view.name, view.title, "", "",
                          pygame.Rect(view.lobby_spot, FALLBACK_SIZE))
               for view in views() if view.name not in placed]
    info, _ = read_objects(path, "tables")
    tiled, has_images = load_tiled_map(path)
    return tables, render_floor(tiled, has_images, LOGICAL_SIZE, info.offset)


# Where lobby.tmx puts the tables (at the map's 8-pixel offset), for a map that cannot be read.
# A table's place is its ``TableView.lobby_spot``.
FALLBACK_RECTS = {"training": (536, 8)}
FALLBACK_SIZE = (352, 200)
HEADER_ROOM = 480      # the header's words end before the training room's sign
TITLE_H = 66           # the name's height in the header
SUBTITLE_H = 22        # and the line's under it, above the wood
FAN_ROOM = 150         # the welcome's card fan needs this much under the words
FALLBACK_SIZES = {"training": (240, 96)}
FALLBACK_TITLES = {"training": N_("Training Room")}
FALLBACK_CARPET = (84, 20, 30)


def fallback_lobby() -> tuple[list[LobbyTable], pygame.Surface]:
    """The tables and the training room on a plain carpet: the game stays
    playable without its map."""
    spots = {**{view.name: view.lobby_spot for view in views()}, **FALLBACK_RECTS}
    tables = [LobbyTable(name, _(FALLBACK_TITLES[name]) if name in FALLBACK_TITLES
                         else table_title(name), "", "",
                         pygame.Rect(at, FALLBACK_SIZES.get(name, FALLBACK_SIZE)))
              for name, at in spots.items()]
    floor = pygame.Surface(LOGICAL_SIZE)
    floor.fill(FALLBACK_CARPET)
    return tables, floor


class LobbyScene(Scene):
    name = "lobby"
    covers_screen = True             # draw() starts with the opaque floor

    def __init__(self, context: Context, **options: Any) -> None:
        super().__init__(context)
        res = context.resources
        try:
            self.tables, self.floor = load_lobby(map_path("lobby"))
        except LayoutError as exc:      # an edited map: say which file, and keep playing
            log.error("the lobby map cannot be used: %s", exc)
            context.toast.show(_("The lobby map cannot be used: {reason}. A plain lobby is "
                                 "shown instead.").format(reason=exc), 15.0)
            self.tables, self.floor = fallback_lobby()
        # The table models never change: drawn into the floor once.
        self._glows = [draw_table_model(self.floor, t.scene, t.rect, 0) for t in self.tables]
        self.selected: int | None = None
        self.time = 0.0
        self.info_panel = Panel(INFO_PANEL, None, res)
        self.bankroll_panel = Panel(BANKROLL_PANEL, None, res)
        self.money = Money()
        self._money_of = object()          # the profile the money was read from
        snd = context.sound
        self.refill_button = Button(res, REFILL_BUTTON, _("Refill 1,000"), self.refill,
                                    KEYS.key("refill"),
                                    font_size=16, sound=snd)
        self.refill_button.visible = False
        rows = [[(N_("Settings"), self.open_settings, KEYS.key("settings")),
                 (N_("House rules"), self.open_house_rules, KEYS.key("house_rules"))],
                [(N_("Statistics"), self.open_stats, KEYS.key("statistics")),
                 (N_("History"), self.open_history, KEYS.key("history"))],
                [(N_("Join a game"), self.open_join, KEYS.key("join")),
                 (N_("Quit"), self.ask_to_quit, KEYS.key("quit"))]]
        made = []
        y = INFO_PANEL.bottom + 20
        for row in rows:
            w = (BUTTON_W - BUTTON_GAP * (len(row) - 1)) // len(row)
            for i, (text, fn, key) in enumerate(row):
                made.append(Button(res, (INFO_PANEL.x + i * (w + BUTTON_GAP), y, w, BUTTON_H),
                                   text, fn, key, font_size=20, sound=snd))
            y += BUTTON_H + BUTTON_GAP
        same_size(made)                    # the menu's entries: one size for all
        self._labels = [(button, text) for button, (text, _fn, _key)
                        in zip(made, [entry for row in rows for entry in row])]
        self._labels.append((self.refill_button, N_("Refill 1,000")))
        made.append(self.refill_button)
        self.menu = ButtonGroup(made, arrow_keys=False)  # arrows choose tables
        self.language_changed()
        self.fans = {key: [pygame.transform.rotozoom(res.card_face(code), angle, 0.78)
                           for code, angle in zip(codes, (12, -10))]
                     for key, codes in fan_cards().items()}

    def language_changed(self) -> None:
        for button, text in self._labels:
            button.text = _(text)

    # -- money ------------------------------------------------------------
    @property
    def bankroll_cents(self) -> int:
        return self.money.bankroll_cents

    def refresh_money(self) -> None:
        """Read the bankroll (and whether a refill is due) from the save."""
        profile = self.context.profile
        self._money_of = profile
        if self.context.practice:        # --seed: pretend chips; the save is not touched
            self.money = Money(self.context.bankroll_cents)
        elif profile is None:
            self.money = Money(self.context.bankroll_cents,
                               loading=self.context.profile_loading,
                               unknown=self.context.opened is not None)
        else:
            try:
                self.money = Money(profile.bankroll_cents, profile.staked_cents,
                                   profile.can_refill())
            except Exception:  # a failing disk: keep showing the last figures
                log.exception("reading the bankroll failed")
        self.refill_button.visible = self.money.can_refill

    def refill(self) -> None:
        profile = self.context.profile
        if profile is None or not profile.can_refill():
            return
        try:
            added = profile.refill()
        except Exception as exc:  # StorageError or a disk error: words only
            self.context.toast.show(_("No refill: {reason}").format(reason=said_reason(exc)))
        else:
            self.context.toast.show(_("{amount} chips added to your bankroll (counted as a "
                                      "refill in your statistics).").format(
                                          amount=format_money(added)))
        self.refresh_money()

    def enter(self) -> None:
        self.refresh_money()

    def resume(self) -> None:
        self.refresh_money()

    def pause(self) -> None:
        self.refresh_money()     # e.g. the save opened and a prompt went straight on top

    # -- actions ----------------------------------------------------------

    def open_table(self, index: int) -> None:
        self.context.sound.play(SoundName.BUTTON)
        self.context.open_scene(self.tables[index].scene)

    def ask_to_quit(self) -> None:
        from scenes.dialogs.quit_confirm import ask_to_quit
        ask_to_quit(self.context)

    def open_settings(self) -> None:
        self.context.open_scene("settings")

    def open_house_rules(self) -> None:
        """The table picked on the floor (Midnight unless Classic is lit)."""
        lit = self.tables[self.selected].scene if self.selected is not None else None
        self.context.open_scene("house_rules", table=lit, choose_table=True)

    def open_stats(self) -> None:
        self.context.open_scene("stats")

    def open_history(self) -> None:
        self.context.open_scene("history")

    def open_join(self) -> None:
        """Join a friend's table over the network (address and room code)."""
        self.context.open_scene("join")

    def table_at(self, pos: tuple[int, int]) -> int | None:
        for i, table in enumerate(self.tables):
            if table.rect.collidepoint(pos):
                return i
        return None

    def _move_selection(self, direction: tuple[int, int]) -> None:
        if self.selected is None:
            self.selected = 0
            return
        here = pygame.Vector2(self.tables[self.selected].rect.center)
        best, best_score = None, math.inf
        for i, table in enumerate(self.tables):
            delta = pygame.Vector2(table.rect.center) - here
            along = delta.x * direction[0] + delta.y * direction[1]
            if i == self.selected or along <= 0:
                continue
            score = along + 2 * abs(delta.x * direction[1] + delta.y * direction[0])
            if score < best_score:
                best, best_score = i, score
        if best is not None:
            self.selected = best

    # -- scene hooks ------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEMOTION:
            hovered = self.table_at(ev.pos)
            if hovered is not None:
                self.selected = hovered
        if self.menu.handle_event(ev):
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            index = self.table_at(ev.pos)
            if index is not None:
                self.selected = index
                self.open_table(index)
                return True
        elif ev.type == pygame.KEYDOWN:
            if ev.key in DIRECTIONS:
                self._move_selection(DIRECTIONS[ev.key])
                return True
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected is not None:
                self.open_table(self.selected)
                return True
        return False

    def update(self, dt: float) -> None:
        self.time += dt
        if self.context.profile is not self._money_of or \
                self.money.loading != self.context.profile_loading:
            self.refresh_money()        # the save has just opened (or been restored)

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        surface.blit(self.floor, (0, 0))
        self._draw_header(surface)
        # The lit table breathes, unless the player asked for less motion: then it
        # is lit at full, still.
        pulse = 1.0 if self.context.settings.reduce_motion else \
            0.5 + 0.5 * math.sin(self.time * 3.0)
        for i, table in enumerate(self.tables):
            lit = i == self.selected
            if lit:
                draw_glow(surface, self._glows[i], 0.4 + 0.6 * pulse)
            draw_plaque(surface, res, table.title, (table.rect.centerx, table.rect.bottom + 8), lit)
        self._draw_info(surface)
        self.menu.draw(surface)

    def _draw_header(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        # The name keeps to the header's height at any text size; the line under
        # it stops short of the training room's sign.
        title = fitted_text(res, "Club 21", 54, GOLD, HEADER_ROOM, 40, True, TITLE_H)
        shade = fitted_text(res, "Club 21", 54, (0, 0, 0), HEADER_ROOM, 40, True, TITLE_H)
        blit_text_shadowed(surface, title, shade, topleft=(40, 14))
        sub = fitted_text(res, _("BLACKJACK  ·  FOUR TABLES  ·  ONE HOUSE"), 14, GOLD_LIGHT,
                          HEADER_ROOM, MIN_TEXT, bold=True, height=SUBTITLE_H)
        surface.blit(sub, (44, 14 + TITLE_H))
        box = self.bankroll_panel.rect
        self.bankroll_panel.draw(surface)
        practice = self.context.practice
        label = res.text(_(PRACTICE_TITLE) if practice else _("BANKROLL"), 14,
                         GOLD_LIGHT if practice else MUTED, bold=True)
        surface.blit(label, label.get_rect(topleft=(box.x + 22, box.y + 10)))
        if self.money.loading or self.money.unknown:
            value = res.text("…" if self.money.loading else "—", 30, MUTED, bold=True)
            surface.blit(value, value.get_rect(bottomleft=(box.x + 22, box.bottom - 8)))
            return
        value = fitted_text(res, format_money(self.bankroll_cents), 30, CREAM, box.w - 120, 18,
                            bold=True, height=box.h - label.get_height() - 18)
        surface.blit(value, value.get_rect(bottomleft=(box.x + 22, box.bottom - 8)))
        chips = res.text(_("chips"), 16, MUTED)
        surface.blit(chips, chips.get_rect(bottomleft=(box.x + 30 + value.get_width(),
                                                       box.bottom - 12)))
        if self.money.staked_cents:     # an interrupted table still holds a stake
            held = res.text(_("+{amount} on a table").format(
                amount=format_money(self.money.staked_cents)), 14,
                            GOLD_LIGHT, bold=True)
            surface.blit(held, held.get_rect(topright=(box.right - 22, box.y + 10)))

    def _draw_card_fan(self, surface: pygame.Surface, centre: Point, key: str | None) -> None:
        """Decoration: a natural, the best hand at the table."""
        for image, dx in zip(self.fans.get(key, self.fans[None]), (-28, 28)):
            surface.blit(image, image.get_rect(center=(centre[0] + dx, centre[1])))

    def _draw_info(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        self.info_panel.draw(surface)
        area = self.info_panel.content_rect
        if self.selected is None:
            lines = [_(line) if line else "" for line in WELCOME_LINES]
            y = area.y + 8
            font = res.font(FontName.REGULAR, 18)
            step = max(28, font.get_linesize())          # a larger text size spaces them out
            for line in lines:
                for part in wrap_text(font, line, area.w) if line else [""]:
                    if part:
                        surface.blit(res.text(part, 18, CREAM), (area.x, y))
                    y += step
            if y <= area.bottom - FAN_ROOM:        # the fan is decoration: only where it fits
                self._draw_card_fan(surface, (area.centerx, area.bottom - 80), None)
            return
        table = self.tables[self.selected]
        title = res.text(_(table.title), 24, GOLD, bold=True)
        surface.blit(title, (area.x, area.y + 4))
        y = area.y + 48
        font = res.font(FontName.REGULAR, 18)
        for line in wrap_text(font, _(table.description), area.w):
            surface.blit(res.text(line, 18, CREAM), (area.x, y))
            y += max(26, font.get_linesize())
        y += 14
        pygame.draw.line(surface, GOLD, (area.x, y), (area.right, y))
        y += 14
        for part in table.limits.split(" · "):
            surface.blit(res.text("•  " + _(part), 17, GOLD_LIGHT), (area.x, y))
            y += 26
        hint = res.text(_(table.hint), 15, MUTED)
        free_bottom = area.bottom - 4 - hint.get_height()
        self._draw_card_fan(surface, (area.centerx, (y + free_bottom) // 2), table.scene)
        surface.blit(hint, hint.get_rect(midbottom=(area.centerx, area.bottom - 4)))
