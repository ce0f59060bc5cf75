"""The casino floor: four tables to choose from, the bankroll, settings and quit.

Mouse: hover a table to read about it, click to sit down.  Keyboard: arrows
move between tables (by screen position), Enter sits down; S settings,
T statistics (when that screen exists), Q quit.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from scenes.layout import LayoutError, load_tiled_map, map_path, read_objects
from scenes.lobby_art import draw_plaque, draw_table_model, render_floor
from scenes.manager import Scene
from scenes.widgets.button import Button
from scenes.widgets.draw import blit_text_shadowed, wrap_text
from scenes.widgets.label import format_cents
from scenes.widgets.menu import ButtonGroup
from scenes.widgets.panel import Panel
from scenes.widgets.theme import (CREAM, FontName, GOLD, GOLD_LIGHT, LOGICAL_SIZE, MUTED)

# Two cards shown in the info panel: a natural of each table's kind.
FAN_CARDS = {None: ("AS", "KH"), "midnight": ("AS", "KH"), "classic": ("AD", "QC"),
             "showdown": ("TS", "AH"), "indian": ("10", "11")}
INFO_PANEL = pygame.Rect(904, 136, 344, 400)
BUTTON_W, BUTTON_H = 344, 46
DIRECTIONS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0),
              pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


@dataclass(frozen=True)
class LobbyTable:
    scene: str
    title: str
    description: str
    limits: str
    rect: pygame.Rect


def load_lobby_tables(path=None) -> list[LobbyTable]:
    _, objects = read_objects(path or map_path("lobby"), "tables")
    tables = []
    for obj in objects:
        props = obj.properties
        if "scene" not in props:
            raise LayoutError(f"map {path or map_path('lobby')}: table object "
                              f"{obj.name!r} has no 'scene' property")
        tables.append(LobbyTable(props["scene"], props.get("title", props["scene"].title()),
                                 props.get("description", ""), props.get("limits", ""), obj.rect))
    return tables


class LobbyScene(Scene):
    name = "lobby"

    def __init__(self, context, **options) -> None:
        super().__init__(context)
        res = context.resources
        path = map_path("lobby")
        self.tables = load_lobby_tables(path)
        info, _ = read_objects(path, "tables")
        tiled, has_images = load_tiled_map(path)
        self.floor = render_floor(tiled, has_images, LOGICAL_SIZE, info.offset)
        self.selected: int | None = None
        self.time = 0.0
        self.info_panel = Panel(INFO_PANEL, None, res)
        self.bankroll_panel = Panel((INFO_PANEL.x, 34, INFO_PANEL.w, 76), None, res)
        y = INFO_PANEL.bottom + 20
        buttons = [("Settings", self.open_settings, pygame.K_s, True),
                   ("Statistics", self.open_stats, pygame.K_t, context.registry.has("stats")),
                   ("Quit", context.controls.quit, pygame.K_q, True)]
        made = []
        for text, fn, key, visible in buttons:
            if not visible:  # e.g. no statistics screen yet: no button, no gap
                continue
            made.append(Button(res, (INFO_PANEL.x, y, BUTTON_W, BUTTON_H), text, fn, key,
                               font_size=20, sound=context.sound))
            y += BUTTON_H + 10
        self.menu = ButtonGroup(made, arrow_keys=False)  # arrows choose tables
        self.fans = {key: [pygame.transform.rotozoom(res.card_face(code), angle, 0.78)
                           for code, angle in zip(codes, (12, -10))]
                     for key, codes in FAN_CARDS.items()}

    # -- actions ----------------------------------------------------------
    @property
    def bankroll_cents(self) -> int:
        profile = self.context.profile
        return getattr(profile, "bankroll_cents", self.context.bankroll_cents)

    def open_table(self, index: int) -> None:
        self.context.sound.play("click")
        self.context.open_scene(self.tables[index].scene)

    def open_settings(self) -> None:
        self.context.open_scene("settings")

    def open_stats(self) -> None:
        self.context.open_scene("stats")

    def table_at(self, pos) -> int | None:
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

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        surface.blit(self.floor, (0, 0))
        self._draw_header(surface)
        pulse = 0.5 + 0.5 * math.sin(self.time * 3.0)
        for i, table in enumerate(self.tables):
            lit = i == self.selected
            draw_table_model(surface, table.scene, table.rect, 0.4 + 0.6 * pulse if lit else 0)
            draw_plaque(surface, res, table.title, (table.rect.centerx, table.rect.bottom + 8), lit)
        self._draw_info(surface)
        self.menu.draw(surface)

    def _draw_header(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        font = res.font(FontName.BOLD, 54)
        blit_text_shadowed(surface, font.render("Club 21", True, GOLD),
                           font.render("Club 21", True, (0, 0, 0)), topleft=(40, 14))
        sub = res.text("BLACKJACK  ·  FOUR TABLES  ·  ONE HOUSE", 14, GOLD_LIGHT, bold=True)
        surface.blit(sub, (44, 80))
        box = self.bankroll_panel.rect
        self.bankroll_panel.draw(surface)
        label = res.text("BANKROLL", 13, MUTED, bold=True)
        value = res.text(format_cents(self.bankroll_cents), 30, CREAM, bold=True)
        surface.blit(label, label.get_rect(topleft=(box.x + 22, box.y + 10)))
        surface.blit(value, value.get_rect(bottomleft=(box.x + 22, box.bottom - 8)))
        chips = res.text("chips", 16, MUTED)
        surface.blit(chips, chips.get_rect(bottomleft=(box.x + 30 + value.get_width(),
                                                       box.bottom - 12)))

    def _draw_card_fan(self, surface: pygame.Surface, centre, key: str | None) -> None:
        """Decoration: a natural, the best hand at the table."""
        for image, dx in zip(self.fans.get(key, self.fans[None]), (-28, 28)):
            surface.blit(image, image.get_rect(center=(centre[0] + dx, centre[1])))

    def _draw_info(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        self.info_panel.draw(surface)
        area = self.info_panel.content_rect
        if self.selected is None:
            lines = ["Welcome to Club 21.", "", "Point at a table to read about it,",
                     "or use the arrow keys.", "", "Click or press Enter to sit down."]
            y = area.y + 8
            for line in lines:
                text = res.text(line, 18, CREAM) if line else None
                if text:
                    surface.blit(text, (area.x, y))
                y += 28
            self._draw_card_fan(surface, (area.centerx, area.bottom - 80), None)
            return
        table = self.tables[self.selected]
        title = res.text(table.title, 24, GOLD, bold=True)
        surface.blit(title, (area.x, area.y + 4))
        y = area.y + 48
        font = res.font(FontName.REGULAR, 18)
        for line in wrap_text(font, table.description, area.w):
            surface.blit(res.text(line, 18, CREAM), (area.x, y))
            y += 26
        y += 14
        pygame.draw.line(surface, GOLD, (area.x, y), (area.right, y))
        y += 14
        for part in table.limits.split(" · "):
            surface.blit(res.text("•  " + part, 17, GOLD_LIGHT), (area.x, y))
            y += 26
        hint = res.text("Click or press Enter to sit down", 15, MUTED)
        free_bottom = area.bottom - 4 - hint.get_height()
        self._draw_card_fan(surface, (area.centerx, (y + free_bottom) // 2), table.scene)
        surface.blit(hint, hint.get_rect(midbottom=(area.centerx, area.bottom - 4)))
