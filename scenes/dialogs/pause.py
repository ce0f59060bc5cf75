"""Esc on a table: a translucent overlay with Resume, Rules, Settings, Back to lobby;
House rules at the dealer tables; New match and Resign while a match is played
(``TableScene.can_end_match``), each behind a yes / no question."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.tables.dealer.house_rules import HOUSE_TABLES
from scenes.app.context import Context
from scenes.app.i18n import N_, _, current_language
from scenes.app.key_maps import MENU
from scenes.app.key_maps import PAUSE as KEYS
from scenes.app.scene import Scene
from scenes.app.table_modules import title_or_name
from scenes.dialogs.confirm import Confirm
from scenes.tables.base import TableScene
from scenes.widgets.button import Button, same_size
from scenes.widgets.draw import fill_alpha
from scenes.widgets.menu import ButtonGroup
from scenes.widgets.panel import Panel
from scenes.widgets.theme import MUTED

PANEL = pygame.Rect(440, 150, 400, 420)
RESIGN_KEY, NEW_MATCH_KEY = KEYS.key("resign"), KEYS.key("new_match")
# Both tables leave the match behind uncounted (neither won nor lost)
NEW_MATCH_NOTE = N_("This match will count neither won nor lost.")


class PauseOverlay(Scene):
    name = "pause"
    is_overlay = True

    def __init__(self, context: Context, table: str = "midnight", **options: Any) -> None:
        super().__init__(context)
        self.table = table
        res = context.resources
        self.table_scene = table_below(context)
        actions: list[tuple[str, Callable[[], None], int]] = [
            (_("Resume"), self.resume_table, KEYS.key("resume")),
            (_("Rules"), self.show_rules, KEYS.key("rules")),
            (_("Settings"), self.show_settings, KEYS.key("settings")),
            (_("Back to lobby"), self.to_lobby, KEYS.key("lobby"))]
        if table in HOUSE_TABLES:
            actions.insert(3, (_("House rules"), self.show_house_rules, KEYS.key("house_rules")))
        if self.table_scene is not None and self.table_scene.can_end_match():
            actions[3:3] = [(_("New match"), self.ask_new_match, NEW_MATCH_KEY),
                            (_("Resign"), self.ask_resign, RESIGN_KEY)]
        self.panel_rect = PANEL.inflate(0, 72 * (len(actions) - 4)) if len(actions) > 4 \
            else PANEL
        self.panel = Panel(self.panel_rect, _("Paused"), res)
        top = self.panel_rect.y + 96
        self.menu = ButtonGroup(same_size(
            Button(res, (PANEL.x + 50, top + i * 72, PANEL.w - 100, 54), text, fn, key,
                   sound=context.sound)
            for i, (text, fn, key) in enumerate(actions)), focus=0)

    def language_changed(self) -> None:
        self.__init__(self.context, table=self.table)  # type: ignore[misc]  # same menu, new words

    def resume_table(self) -> None:
        self.context.manager.pop()

    def show_rules(self) -> None:
        self.context.open_scene("rules", table=self.table)

    def show_settings(self) -> None:
        self.context.open_scene("settings")

    def show_house_rules(self) -> None:
        self.context.open_scene("house_rules", table=self.table)

    def to_lobby(self) -> None:
        warning = self.table_scene.leave_warning() if self.table_scene is not None else None
        if warning is None:
            self.context.back_to_lobby()
            return
        title, note = warning
        self.context.manager.push(Confirm(
            self.context, title, note, _("Leave"), KEYS.key("lobby"),
            self.context.back_to_lobby))

    # -- match control ------------------------------------------------------
    def ask_resign(self) -> None:
        self.context.manager.push(Confirm(
            self.context, _("Resign this match?"), _("It ends now and counts as lost."),
            _("Resign"), RESIGN_KEY, self._resign))

    def ask_new_match(self) -> None:
        self.context.manager.push(Confirm(
            self.context, _("Start a new match?"), _(NEW_MATCH_NOTE),
            _("New match"), NEW_MATCH_KEY, self._new_match))

    def _resign(self) -> None:
        table = self._back_to_table()
        if table is not None:
            table.resign()

    def _new_match(self) -> None:
        table = self._back_to_table()
        if table is not None:
            table.new_match()

    def _back_to_table(self) -> TableScene | None:
        """Close this menu (and anything between it and the table)."""
        table = self.table_scene
        if table is None or table not in self.context.manager.stack:
            return None
        self.context.manager.pop_to(table)
        return table

    # -- frame --------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        if MENU.pressed(ev) and MENU.chosen:     # the player's own menu key closes it too
            self.resume_table()
            return True
        self.menu.handle_event(ev)
        return True  # modal: the table under the overlay sees nothing

    def backdrop_key(self) -> object:
        """The table below is still while the menu is up; only the language
        or a setting (four-colour cards, say) changes how it looks."""
        return current_language(), self.context.settings

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.draw_front(surface)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        fill_alpha(surface, (4, 2, 8, 165))
        self.panel.draw(surface)
        res = self.context.resources
        subtitle = res.text(title_or_name(self.table), 16, MUTED)
        surface.blit(subtitle, subtitle.get_rect(midtop=(PANEL.centerx, self.panel_rect.y + 56)))

    def draw_front(self, surface: pygame.Surface) -> None:
        self.menu.draw(surface)


def table_below(context: Context) -> TableScene | None:
    """The nearest table scene on the stack (under the menu, a summary, a curtain)."""
    table = context.manager.find(lambda s: isinstance(s, TableScene))
    return table if isinstance(table, TableScene) else None


def pause_table_below(context: Context) -> None:
    """Esc on an overlay that sits over a table (a round summary, a match's
    end): the table's pause menu opens over it (keys never fall through)."""
    table = table_below(context)
    if table is not None:
        table.open_pause()
