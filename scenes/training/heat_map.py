"""The heat map of strategy-drill mistakes over the strategy chart.

Three grids (hard totals, soft totals, pairs) by dealer up card; each cell
shows the chart's play and is shaded by how often it was missed (saved
sessions under these rules and this one).  Point at a cell to read its
record (or move to it with the arrow keys).  X drills the missed cells, Esc
goes back.
"""
from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pygame

from game.strategy.basic import basic_chart, chart_ready
from game.strategy.chart import LABELS, UP_ORDER, Chart
from game.tables.dealer.rules import DealerRules
from game.training.cells import HARD_ROWS, PAIR_ROWS, SOFT_ROWS, Cell, CellKind
from game.training.strategy_drill import DrillMode, RulesChoice, StrategyDrill
from scenes.app.context import Context
from scenes.app.i18n import N_, _, say
from scenes.app.scene import Scene
from scenes.training.common import BACKGROUND, choices, log, text
from scenes.training.strategy_drill import StrategyDrillScene
from scenes.widgets.button import Button, same_size
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED

CELL_W, CELL_H, LABEL_W = 33, 25, 52
TOP = 124
BLOCKS = ((CellKind.HARD, N_("Hard totals"), 28), (CellKind.SOFT, N_("Soft totals"), 444),
          (CellKind.PAIR, N_("Pairs"), 860))
UNTRIED = (46, 44, 52)
CLEAN = (46, 112, 66)
LETTER_INK = (20, 16, 18)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}


def shade(tries: int, misses: int) -> tuple[int, int, int]:
    """Untried grey, never missed green, then yellow to red as the miss rate grows."""
    if not tries:
        return UNTRIED
    if not misses:
        return CLEAN
    rate = misses / tries
    return (214, round(190 - 150 * rate), round(80 - 50 * rate))


class _ChartJob:
    """The chart's letters: instant for the tables' rules, seconds for house rules."""

    def __init__(self, rules: DealerRules) -> None:
        self.chart: Chart | None = None
        self.failed = False
        if chart_ready(rules):            # at once: the screen never flickers "deriving…"
            self._run(rules)
        else:
            threading.Thread(target=self._run, args=(rules,), name="drill-chart",
                             daemon=True).start()

    def _run(self, rules: DealerRules) -> None:
        try:
            self.chart = basic_chart(rules)
        except Exception:  # the map is shown without letters
            log.exception("deriving the chart for the heat map failed")
            self.failed = True


class HeatMapScene(Scene):
    name = "heat_map"
    context: Context                  # always given

    def __init__(self, context: Context, drill: StrategyDrill | None = None,
                 choice: RulesChoice | None = None, **options: Any) -> None:
        super().__init__(context)
        if drill is None:                     # opened alone (smoke run): an empty drill
            choice = choices(context)[0]
            drill = StrategyDrill(choice.rules, 0)
        self.drill, self.choice = drill, choice
        self.job = _ChartJob(drill.rules)
        res, snd = context.resources, context.sound
        self.back = Button(res, (1030, 660, 220, 46), _("Back"), self.close, pygame.K_ESCAPE,
                           font_size=20, sound=snd)
        self.drill_missed = Button(res, (790, 660, 220, 46), _("Drill these"), self.drill_these,
                                   pygame.K_x, font_size=20, sound=snd)
        same_size([self.back, self.drill_missed])
        self.hovered: Cell | None = None
        self.rects = {cell: rect for cell, rect in self._layout()}
        self.cells = list(self.rects)

    def _layout(self) -> Iterator[tuple[Cell, pygame.Rect]]:
        rows = {CellKind.HARD: HARD_ROWS, CellKind.SOFT: SOFT_ROWS, CellKind.PAIR: PAIR_ROWS}
        for kind, _title, x in BLOCKS:
            for r, value in enumerate(rows[kind]):
                for c, up in enumerate(UP_ORDER):
                    cell = Cell(kind, value, up)
                    rect = pygame.Rect(x + LABEL_W + c * CELL_W, TOP + r * CELL_H,
                                       CELL_W - 2, CELL_H - 2)
                    yield cell, rect

    def drill_these(self) -> None:
        refusal = self.drill.set_mode(DrillMode.MISSED)
        if refusal is not None:
            self.context.toast.show(say(refusal))
            return
        self.drill.hand = None
        self.close()
        top = self.context.manager.top
        if isinstance(top, StrategyDrillScene):
            top.upcoming.take()                # drawn before the switch: not dealt
            top.next_hand()
            top.say(_("Missed cells only: each one until you get it right twice in a row"))

    def close(self) -> None:
        self.context.manager.pop()

    def move(self, dx: int, dy: int) -> None:
        """Arrow keys: to the nearest cell that way (across the three grids)."""
        if self.hovered is None:
            self.hovered = self.cells[0]
            return
        here = pygame.Vector2(self.rects[self.hovered].center)
        best, best_score = None, float("inf")
        for cell, rect in self.rects.items():
            delta = pygame.Vector2(rect.center) - here
            along = delta.x * dx + delta.y * dy
            if along <= 0:
                continue
            score = along + 3 * abs(delta.x * dy + delta.y * dx)
            if score < best_score:
                best, best_score = cell, score
        if best is not None:
            self.hovered = best

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEMOTION:
            self.hovered = next((c for c, r in self.rects.items() if r.collidepoint(ev.pos)), None)
        if ev.type == pygame.KEYDOWN and ev.key in ARROWS:
            self.move(*ARROWS[ev.key])
            return True
        for button in (self.back, self.drill_missed):
            if button.handle_event(ev):
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        surface.fill(BACKGROUND)
        text(surface, res, _("Where you miss: the strategy chart"), (640, 30), 28, GOLD_LIGHT,
             True, "center")
        label = say(self.choice.label) if self.choice else ""
        text(surface, res, _("{rules} · your saved sessions and this one · the letter is the "
                             "chart's play").format(rules=label), (640, 62), 15, MUTED,
             anchor="center")
        chart = self.job.chart
        for _kind, title, x in BLOCKS:
            text(surface, res, _(title), (x, TOP - 50), 18, GOLD, True, room=LABEL_W + 10 * CELL_W,
                 height=24)        # above the column heads at any text size
            for c, up in enumerate(UP_ORDER):
                text(surface, res, LABELS[up], (x + LABEL_W + c * CELL_W + CELL_W // 2 - 1,
                                                 TOP - 6), 14, MUTED, anchor="midbottom",
                     height=20)
        for cell, rect in self.rects.items():
            record = self.drill.record(cell)
            pygame.draw.rect(surface, shade(record.tries, record.misses), rect, border_radius=3)
            if record.still_missed:
                pygame.draw.rect(surface, GOLD_LIGHT, rect, 2, border_radius=3)
            if cell == self.hovered:
                pygame.draw.rect(surface, CREAM, rect.inflate(4, 4), 2, border_radius=4)
            if chart is not None:
                letter = _letter(chart, cell)
                ink = CREAM if not record.tries else LETTER_INK
                text(surface, res, letter, rect.center, 14, ink, True, "center")
            if rect.x == self.rects[Cell(cell.kind, cell.value, UP_ORDER[0])].x:
                text(surface, res, cell.row_name, (rect.x - 8, rect.centery), 14, CREAM,
                     anchor="midright")
        if chart is None:
            words = _("The chart's letters could not be derived") if self.job.failed else \
                _("Deriving the chart's letters for these rules…")
            text(surface, res, words, (860, 420), 15, MUTED)
        self._draw_legend(surface)
        self.back.draw(surface)
        self.drill_missed.draw(surface)

    def _draw_legend(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        x, y = 444, 372
        for colour, words in ((UNTRIED, _("not dealt yet")), (CLEAN, _("never missed")),
                              (shade(2, 1), _("missed half the time")),
                              (shade(1, 1), _("always missed"))):
            pygame.draw.rect(surface, colour, (x, y, 22, 18), border_radius=3)
            text(surface, res, words, (x + 32, y), 15, CREAM)
            y += 28
        pygame.draw.rect(surface, GOLD_LIGHT, (x, y, 22, 18), 2, border_radius=3)
        text(surface, res, _("still to clear (right twice in a row)"), (x + 32, y), 15, CREAM)
        line = self._detail_line()
        text(surface, res, line, (28, 640), 17, GOLD_LIGHT if self.hovered else MUTED,
             room=self.drill_missed.rect.x - 40, height=self.drill_missed.rect.y - 640)

    def _detail_line(self) -> str:
        if self.hovered is not None:
            r = self.drill.record(self.hovered)
            told = _("{cell}: dealt {tries}, missed {misses}").format(
                cell=cell_words(self.hovered), tries=r.tries, misses=r.misses)
            return told + (_(", still to clear") if r.still_missed else "")
        worst = sorted(((self.drill.record(c), c) for c in self.rects),
                       key=lambda rc: (-rc[0].misses, rc[1]))[:3]
        named = [_("{cell} ({misses} of {tries})").format(cell=cell_words(c), misses=r.misses,
                                                           tries=r.tries)
                 for r, c in worst if r.misses]
        return _("Most missed: {cells}").format(cells=", ".join(named)) if named else \
            _("No mistakes yet. Point at a cell (or use the arrows) to read its record.")


# A chart cell as the record names it: "hard 16 v T" (in English its saved key).
CELL_WORDS = {CellKind.HARD: N_("hard {total} v {up}"), CellKind.SOFT: N_("soft {total} v {up}"),
              CellKind.PAIR: N_("pair {total} v {up}")}


def cell_words(cell: Cell) -> str:
    total = LABELS[cell.value] if cell.kind is CellKind.PAIR else str(cell.value)
    return _(CELL_WORDS[cell.kind]).format(total=total, up=LABELS[cell.up])


def _letter(chart: Chart, cell: Cell) -> str:
    if cell.kind is CellKind.PAIR:
        return chart.pair_letter(cell.value, cell.up)
    if cell.kind is CellKind.SOFT:
        return chart.letter(cell.value, True, cell.up)
    return chart.cell(cell.value, False, cell.up)
