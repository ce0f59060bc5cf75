"""Esc on a table: a translucent overlay with Resume, Rules, Settings, Back to lobby."""
from __future__ import annotations

from typing import Any

import pygame

from game.tables.dealer.house_rules import HOUSE_TABLES
from scenes.app.context import Context
from scenes.app.scene import Scene
from scenes.app.table_modules import TABLE_TITLES
from scenes.widgets.button import Button
from scenes.widgets.draw import fill_alpha
from scenes.widgets.menu import ButtonGroup
from scenes.widgets.panel import Panel
from scenes.widgets.theme import MUTED

PANEL = pygame.Rect(440, 150, 400, 420)


class PauseOverlay(Scene):
    name = "pause"
    is_overlay = True

    def __init__(self, context: Context, table: str = "midnight", **options: Any) -> None:
        super().__init__(context)
        self.table = table
        res = context.resources
        actions = [("Resume", self.resume_table, pygame.K_ESCAPE),
                   ("Rules", self.show_rules, pygame.K_r),
                   ("Settings", self.show_settings, pygame.K_s),
                   ("Back to lobby", self.to_lobby, pygame.K_l)]
        if table in HOUSE_TABLES and context.registry.has("house_rules"):
            actions.insert(3, ("House rules", self.show_house_rules, pygame.K_h))
        self.panel_rect = PANEL.inflate(0, 72 * (len(actions) - 4)) if len(actions) > 4 \
            else PANEL
        self.panel = Panel(self.panel_rect, "Paused", res)
        top = self.panel_rect.y + 96
        self.menu = ButtonGroup([
            Button(res, (PANEL.x + 50, top + i * 72, PANEL.w - 100, 54), text, fn, key,
                   sound=context.sound)
            for i, (text, fn, key) in enumerate(actions)], focus=0)

    def resume_table(self) -> None:
        self.context.manager.pop()

    def show_rules(self) -> None:
        self.context.open_scene("rules", table=self.table)

    def show_settings(self) -> None:
        self.context.open_scene("settings")

    def show_house_rules(self) -> None:
        self.context.open_scene("house_rules", table=self.table)

    def to_lobby(self) -> None:
        self.context.back_to_lobby()

    def handle_event(self, ev: pygame.event.Event) -> bool:
        self.menu.handle_event(ev)
        return True  # modal: the table under the overlay sees nothing

    def draw(self, surface: pygame.Surface) -> None:
        fill_alpha(surface, (4, 2, 8, 165))
        self.panel.draw(surface)
        res = self.context.resources
        subtitle = res.text(TABLE_TITLES.get(self.table, self.table), 16, MUTED)
        surface.blit(subtitle, subtitle.get_rect(midtop=(PANEL.centerx, self.panel_rect.y + 56)))
        self.menu.draw(surface)


def pause_table_below(context: Context) -> None:
    """Esc on an overlay that sits over a table (a round summary, a match's
    end): the table's pause menu opens over it (keys never fall through)."""
    table = context.manager.find(lambda s: hasattr(s, "open_pause"))
    if table is not None:
        table.open_pause()
