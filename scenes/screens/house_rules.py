"""House rules for Midnight and Classic, with the exact house edge beside them.

Keyboard: ↑/↓ choose a row, ←/→ change it, Enter applies, Esc goes back.
Mouse: click a row's value to move it right (right-click: left).
The rules come from ``game.tables.dealer.house_rules`` (this screen only shows them); the
edge is computed by a background ``EdgeWorker``. Applied rules are saved in
the settings and used at the table's next sitting, never in a round in play.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.errors import SetupError
from game.tables.dealer.house_rules import (
    HOUSE_TABLES,
    PRESETS,
    build,
    change_words,
    edge_key,
    fields_for,
    preset,
    step,
    value_of,
    value_words,
)
from game.tables.dealer.rules import DealerRules
from scenes.app.context import Context
from scenes.app.i18n import _, format_fixed, format_points, say
from scenes.app.scene import Scene
from scenes.app.table_modules import title_or_name
from scenes.screens.edge_worker import EdgeResult, EdgeWorker, house_edge_worker
from scenes.widgets.button import Button, same_size
from scenes.widgets.draw import fill_alpha, fitted_text
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MIN_TEXT, MUTED, Colour, Point

EdgeKey = tuple[Any, ...]     # what the exact edge depends on (house_rules.edge_key)

PANEL = pygame.Rect(30, 16, 1220, 688)
ROWS_TOP, ROW_H = 92, 34
LABEL_X, VALUE_X, VALUE_W = PANEL.x + 40, PANEL.x + 370, 300
EDGE_BOX = pygame.Rect(PANEL.x + 750, ROWS_TOP, 430, 420)
WARN = (240, 120, 110)
GOOD = (150, 220, 150)
TABLE_ROW, PRESET_ROW = "table", "preset"

_shared_worker: EdgeWorker | None = None


def shared_worker() -> EdgeWorker:
    """One worker (and one cache) for every opening of the screen."""
    global _shared_worker
    if _shared_worker is None:
        _shared_worker = house_edge_worker()
    return _shared_worker


def percent(edge: float) -> str:
    """0.005166 -> "0.5166%" / "0,5166%"."""
    return format_points(edge * 100, 4)


def signed_points(delta: float) -> str:
    """0.0022 -> "+0.22%" / "+0,22%"."""
    return format_points(delta * 100, 2, signed=True)


class HouseRulesScene(Scene):
    name = "house_rules"
    is_overlay = True

    def __init__(self, context: Context, table: str | None = None, choose_table: bool = False,
                 edge_worker: EdgeWorker | None = None, **options: Any) -> None:
        """``choose_table``: from the lobby (a Table row picks Midnight or Classic);
        otherwise from ``table``'s pause menu."""
        super().__init__(context)
        self.from_table = not choose_table and table in HOUSE_TABLES
        self.table = table if table in HOUSE_TABLES else HOUSE_TABLES[0]
        self.worker = edge_worker or shared_worker()
        self.panel = Panel(PANEL, _("House rules"), context.resources)
        res, snd = context.resources, context.sound
        self.apply_button = Button(res, (PANEL.right - 250, PANEL.bottom - 70, 210, 50),
                                   _("Apply"), self.apply, pygame.K_RETURN, sound=snd)
        self.back_button = Button(res, (PANEL.right - 480, PANEL.bottom - 70, 210, 50),
                                  _("Back"), self.close, pygame.K_ESCAPE, sound=snd)
        same_size([self.apply_button, self.back_button])
        self.focus = 0
        self.time = 0.0
        self._load_table(self.table)

    # -- state -----------------------------------------------------------
    def _load_table(self, table: str) -> None:
        self.table = table
        self.overrides = dict(self.context.settings.house_rules.get(table, {}))
        self.saved = dict(self.overrides)
        self.message, self.message_bad = "", False
        # (what, the edge key and the rules before it)
        self.last_change: tuple[str, EdgeKey, dict[str, Any]] | None = None
        self._request()

    @property
    def rows(self) -> list[str]:
        fixed = [] if self.from_table else [TABLE_ROW]
        return fixed + [PRESET_ROW] + [f.name for f in fields_for(self.table)]

    @property
    def rules(self) -> DealerRules:
        return build(self.table, self.overrides)

    @property
    def key(self) -> EdgeKey:
        return edge_key(self.table, self.overrides)

    def _request(self) -> None:
        self.worker.request(self.key, self.table, dict(self.overrides))

    def edge_now(self) -> EdgeResult | None:
        """The edge of the rules on screen (None while computing)."""
        return self.worker.result(self.key)

    def preset_name(self) -> str:
        for chosen in PRESETS:
            if preset(self.table, chosen) == self.overrides:
                return chosen.name
        return "Custom"

    # -- changes ---------------------------------------------------------
    def change(self, row: str, direction: int) -> None:
        before, old_rules = self.key, dict(self.overrides)
        if row == TABLE_ROW:
            index = HOUSE_TABLES.index(self.table)
            self._load_table(HOUSE_TABLES[(index + direction) % len(HOUSE_TABLES)])
            return
        if row == PRESET_ROW:
            names = [p.name for p in PRESETS]
            here = self.preset_name()
            index = names.index(here) if here in names else (0 if direction > 0 else 1)
            chosen = PRESETS[(index + direction) % len(PRESETS)]
            self.overrides = preset(self.table, chosen)
            self.message = _("Preset: {name}").format(name=say(chosen.name))
            self.message_bad = False
            self.last_change = (say(chosen.name), before, old_rules)
        else:
            result = step(self.table, self.overrides, row, direction)
            if result.refused is not None:
                self.message, self.message_bad = say(result.refused), True
                return
            self.overrides = result.overrides
            self.message = say(result.note) if result.note is not None else ""
            self.message_bad = False
            field = next(f for f in fields_for(self.table) if f.name == row)
            what = say(change_words(field, value_of(self.rules, row)))
            self.last_change = (what, before, old_rules)
        self._request()

    def apply(self) -> None:
        try:
            build(self.table, self.overrides)     # the engine's last word
        except SetupError as exc:
            self.message = _("Not applied: {error}").format(error=exc)
            self.message_bad = True
            return
        house = dict(self.context.settings.house_rules)
        if self.overrides:
            house[self.table] = dict(self.overrides)
        else:
            house.pop(self.table, None)
        self.context.update_settings(house_rules=house)
        self.context.save_settings()
        self.saved = dict(self.overrides)
        title = title_or_name(self.table)
        self.context.toast.show(_("House rules saved: they apply when you next sit down "
                                  "at {table}.").format(table=title))
        self.close()

    def close(self) -> None:
        self.context.manager.pop()

    def exit(self) -> None:
        self.worker.close()      # its child process ends with the screen

    # -- input -----------------------------------------------------------
    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(LABEL_X - 16, ROWS_TOP + index * ROW_H, VALUE_X + VALUE_W - LABEL_X + 40,
                           ROW_H - 2)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        for button in (self.apply_button, self.back_button):
            if button.handle_event(ev):
                return True
        rows = self.rows
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_UP, pygame.K_DOWN):
                self.focus = (self.focus + (1 if ev.key == pygame.K_DOWN else -1)) % len(rows)
            elif ev.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.change(rows[self.focus], 1 if ev.key == pygame.K_RIGHT else -1)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 3):
            for i in range(len(rows)):
                if self.row_rect(i).collidepoint(ev.pos):
                    self.focus = i
                    self.change(rows[i], 1 if ev.button == 1 else -1)
        self.focus = min(self.focus, len(self.rows) - 1)
        return True   # modal

    def update(self, dt: float) -> None:
        self.time += dt
        if self.edge_now() is None:
            return
        # For comparison, once the edge shown is known: the rule set before the
        # last change (it may have been superseded unfinished) and the table's own.
        wanted: list[tuple[EdgeKey, dict[str, Any]]] = [(edge_key(self.table, {}), {})]
        if self.last_change is not None:
            wanted.insert(0, (self.last_change[1], self.last_change[2]))
        for key, overrides in wanted:
            if self.worker.result(key) is None:
                self.worker.request(key, self.table, overrides)
                return

    # -- drawing ---------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        fill_alpha(surface, (4, 2, 8, 200))
        self.panel.draw(surface)
        rules = self.rules
        for i, row in enumerate(self.rows):
            rect = self.row_rect(i)
            focused = i == self.focus
            if focused:
                fill_alpha(surface, (255, 220, 140, 26), rect, 8)
            label, value = self._row_text(row, rules)
            colour = GOLD_LIGHT if focused else CREAM
            changed = row not in (TABLE_ROW, PRESET_ROW) and row in self.overrides
            # at a larger text size (or in longer words) the value, then the label
            # beside it, shrink to the row (14 px at least) rather than overlap
            shown = fitted_text(res, f"‹  {value}  ›" if focused else value, 18,
                                GOLD if changed else colour, VALUE_W + 40, MIN_TEXT,
                                changed or focused, ROW_H)
            place = shown.get_rect(center=(VALUE_X + VALUE_W // 2, rect.centery))
            surface.blit(shown, place)
            text = fitted_text(res, label, 18, colour, place.x - 12 - LABEL_X, MIN_TEXT,
                               focused, ROW_H)
            surface.blit(text, text.get_rect(midleft=(LABEL_X, rect.centery)))
            if row in (PRESET_ROW, TABLE_ROW):
                y = rect.bottom + 1
                pygame.draw.line(surface, (90, 70, 40), (rect.x, y), (rect.right, y))
        self._draw_edge(surface)
        self._draw_footer(surface)

    def _row_text(self, row: str, rules: DealerRules) -> tuple[str, str]:
        if row == TABLE_ROW:
            return _("Table"), title_or_name(self.table)
        if row == PRESET_ROW:
            name = self.preset_name()
            return _("Preset"), _("Custom") if name == "Custom" else say(name)
        field = next(f for f in fields_for(self.table) if f.name == row)
        return say(field.label), say(value_words(row, value_of(rules, row)))

    def _draw_edge(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        box = EDGE_BOX
        fill_alpha(surface, (0, 0, 0, 90), box, 12)
        pygame.draw.rect(surface, (120, 90, 45), box, 1, 12)
        x, y = box.x + 24, box.y + 18
        room = box.w - 48

        def fit(text: str, size: int, colour: Colour, high: int,
                bold: bool = False) -> pygame.Surface:
            """At a larger text size a line shrinks to the box (MIN_TEXT pixels at least)."""
            return fitted_text(res, text, size, colour, room, MIN_TEXT, bold, high)

        surface.blit(fit(_("EXACT HOUSE EDGE"), 14, MUTED, 20, bold=True), (x, y))
        surface.blit(fit(_("basic strategy, full shoe, per hand"), 14, MUTED, 20), (x, y + 20))
        result = self.edge_now()
        y += 52
        if result is None:
            self._draw_spinner(surface, (x + 22, y + 26))
            surface.blit(res.text(_("computing…"), 26, CREAM), (x + 56, y + 10))
        elif result.edge is None:
            surface.blit(res.text(_("not available"), 26, WARN), (x, y + 8))
            for n, line in enumerate(_wrap(say(result.error), 56)[:3]):   # said if marked
                surface.blit(res.text(line, 14, MUTED), (x, y + 48 + 16 * n))
        else:
            edge = fit(percent(result.edge), 46, GOLD, 56, bold=True)
            surface.blit(edge, (x, y))
            took = _("instant") if result.seconds < 0.05 else _("computed in {seconds} s").format(
                seconds=format_fixed(result.seconds, 2))
            surface.blit(fit(took, 14, MUTED, 20), (x, y + 56))
            if result.edge < 0:
                ahead = res.text(_("the player has the edge"), 15, GOOD)
                right = min(x + 200, box.right - 24 - ahead.get_width())   # longer words move left
                surface.blit(ahead, (right, y + 56))
        y += 100
        pygame.draw.line(surface, (120, 90, 45), (x, y), (box.right - 24, y))
        y += 14
        surface.blit(fit(_("LAST CHANGE"), 14, MUTED, 22, bold=True), (x, y))
        surface.blit(self._change_text(room), (x, y + 22))
        y += 70
        base = self.worker.result(edge_key(self.table, {}))
        title = title_or_name(self.table)
        base_text = percent(base.edge) if base and base.edge is not None else "…"
        surface.blit(fit(_("{table}'s own rules: {edge}").format(
            table=title, edge=base_text), 15, CREAM, 40), (x, y))
        y += 40
        for line in (_("Lower is better for you. Limits and the"),
                     _("cut card do not change the edge.")):
            surface.blit(fit(line, 14, MUTED, 20), (x, y))
            y += 20
        if self.message:
            y = box.bottom - 70
            for line in _wrap(self.message, 46)[:3]:
                colour = WARN if self.message_bad else GOLD_LIGHT
                surface.blit(fit(line, 15, colour, 20, bold=True), (x, y))
                y += 20

    def change_line(self) -> tuple[str, float | None]:
        """("hits soft 17: +0.22%", the change in the edge) of the last change."""
        if self.last_change is None:
            return "—", None
        what, before, _rules = self.last_change
        old, new = self.worker.result(before), self.edge_now()
        if old is None or new is None or old.edge is None or new.edge is None:
            return f"{what}: …", None
        delta = new.edge - old.edge
        return f"{what}: {signed_points(delta)}", delta

    def _change_text(self, room: int) -> pygame.Surface:
        text, delta = self.change_line()
        res = self.context.resources
        if delta is None:
            return fitted_text(res, text, 20, MUTED if text == "—" else CREAM, room, MIN_TEXT)
        colour = WARN if delta > 0.00005 else GOOD if delta < -0.00005 else CREAM
        return fitted_text(res, text, 20, colour, room, MIN_TEXT, bold=True)

    def _draw_spinner(self, surface: pygame.Surface, centre: Point) -> None:
        rect = pygame.Rect(0, 0, 32, 32)
        rect.center = centre
        # It turns while the edge is worked out; with less motion it stands still.
        start = 0.0 if self.context.settings.reduce_motion else self.time * 5.0
        pygame.draw.arc(surface, GOLD, rect, start, start + math.pi * 1.4, 4)

    def _draw_footer(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        title = title_or_name(self.table)
        x, y = LABEL_X, PANEL.bottom - 100
        when = (_("Applies when you next sit down at {table}: a round in play keeps its "
                  "rules.") if self.from_table
                else _("Applies when you next sit down at {table}.")).format(table=title)
        surface.blit(res.text(when, 15, GOLD_LIGHT), (x, y))
        surface.blit(res.text(_("↑/↓ choose   ←/→ change   Enter apply   Esc back"), 14, MUTED),
                     (x, y + 30))
        if self.overrides != self.saved:
            surface.blit(res.text(_("Not applied yet"), 14, WARN), (x, y + 54))
        self.back_button.draw(surface)
        self.apply_button.draw(surface)


def _wrap(text: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return lines + ([line] if line else [])


def create_scene(context: Context, **options: Any) -> Scene:
    return HouseRulesScene(context, **options)
