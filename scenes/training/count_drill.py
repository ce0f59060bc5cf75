"""The counting drill: cards flash, then you type the running and true count.

Keys: M single cards / whole rounds, + and − (or Left / Right) the pace,
Enter starts a run and checks the counts, Tab moves between the two fields,
Esc goes back.  Letters or absurd numbers get a message and keep the fields.
"""
from __future__ import annotations

import time
from enum import Enum
from typing import Any

import pygame

from game.cards import Card
from game.training.counting import (
    DEFAULT_PACE,
    PACES,
    ROUND_FLASH_FACTOR,
    Check,
    CountDrill,
    FlashMode,
    decks_left,
    split_round,
)
from game.training.results import DrillKind, DrillRecord
from scenes.app.context import Context
from scenes.app.i18n import _, format_fixed, say
from scenes.app.scene import Scene
from scenes.training.common import (
    BACKGROUND,
    TITLE_H,
    count_words,
    load_records,
    save_record,
    text,
)
from scenes.training.plot import draw_series
from scenes.widgets.button import Button
from scenes.widgets.panel import Panel
from scenes.widgets.text_field import type_into
from scenes.widgets.theme import CREAM, FELT_GREEN, GOLD, GOLD_DARK, GOLD_LIGHT, MUTED, RED

FELT_RECT = pygame.Rect(30, 96, 760, 400)
BOTTOM = pygame.Rect(30, 512, 760, 192)
SIDE = pygame.Rect(816, 96, 434, 546)
FIELD_LIMIT = 8
GAP = 0.08                     # a blank between two flashes: the same card twice is seen twice
GREEN = (112, 196, 120)
BLUE = (120, 170, 230)


class Stage(Enum):
    READY = "ready"
    FLASHING = "flashing"
    ASKING = "asking"
    RESULT = "result"


class CountDrillScene(Scene):
    name = "count_drill"
    context: Context                  # always given

    def __init__(self, context: Context, **options: Any) -> None:
        super().__init__(context)
        res, snd = context.resources, context.sound
        self.drill = CountDrill(context.seed_source.next_seed())
        self.pace = DEFAULT_PACE
        self.stage = Stage.READY
        self.flashes: list[tuple[Card, ...]] = []
        self.flash_index, self.flash_clock = 0, 0.0
        self.fields = ["", ""]
        self.field = 0
        self.asked_at = self.clock = 0.0
        self.message, self.message_bad = "", False
        self.fresh_shoe = True
        self.last: Check | None = None
        self.record = DrillRecord(DrillKind.COUNT, _now_ms(), _now_ms(), {},
                                  {"seed": str(self.drill.seed), "decks": self.drill.decks})
        self.history = [r for r in load_records(context, DrillKind.COUNT) if r.items]
        y = BOTTOM.y + 14
        self.mode_button = Button(res, (BOTTOM.x + 20, y, 190, 44), _("Single cards"),
                                  self.toggle_mode, pygame.K_m, font_size=17, sound=snd)
        # − and + are keys too (handle_event): no key hint fits on so small a button
        self.slower = Button(res, (BOTTOM.x + 226, y, 44, 44), "−", lambda: self.step_pace(1),
                             font_size=22, sound=snd)
        self.faster = Button(res, (BOTTOM.x + 500, y, 44, 44), "+", lambda: self.step_pace(-1),
                             font_size=22, sound=snd)
        self.go = Button(res, (BOTTOM.right - 200, y, 180, 44), _("Start"), self.enter_pressed,
                         pygame.K_RETURN, font_size=18, sound=snd)
        self.back = Button(res, (SIDE.right - 220, 656, 220, 48), _("Back"), self.close,
                           pygame.K_ESCAPE, font_size=20, sound=snd)
        self.buttons = [self.mode_button, self.slower, self.faster, self.go, self.back]

    # -- settings of the run --------------------------------------------------
    def toggle_mode(self) -> None:
        if self.stage is not Stage.READY and self.stage is not Stage.RESULT:
            return
        single = self.drill.mode is FlashMode.SINGLE
        self.drill.mode = FlashMode.ROUNDS if single else FlashMode.SINGLE
        self.mode_button.text = _("Whole rounds") if single else _("Single cards")   # the mode now

    def step_pace(self, step: int) -> None:
        self.pace = max(0, min(len(PACES) - 1, self.pace + step))

    @property
    def flash_seconds(self) -> float:
        factor = ROUND_FLASH_FACTOR if self.drill.mode is FlashMode.ROUNDS else 1
        return PACES[self.pace] * factor

    # -- the flow ---------------------------------------------------------------
    def enter_pressed(self) -> None:
        if self.stage in (Stage.READY, Stage.RESULT):
            self.start_run()
        elif self.stage is Stage.ASKING:
            self.check()

    def start_run(self) -> None:
        self.flashes, self.fresh_shoe = self.drill.next_run()
        self.flash_index, self.flash_clock = 0, 0.0
        self.stage = Stage.FLASHING
        self.message = _("A new shoe: the count starts from 0") if self.fresh_shoe else ""
        self.message_bad = False

    def check(self) -> None:
        seconds = self.clock - self.asked_at
        result = self.drill.check(self.fields[0], self.fields[1], seconds)
        if not isinstance(result, Check):
            self.message, self.message_bad = say(result), True      # the fields are kept
            return
        self.last, self.stage = result, Stage.RESULT
        self.message = ""
        rec = self.record
        rec.items, rec.right = len(self.drill.checks), self.drill.right
        rec.answer_ms += round(result.seconds * 1000)
        rec.ended_ms = max(rec.started_ms, _now_ms())
        pace_ms = round(PACES[self.pace] * 1000)
        rec.setup.update(mode=self.drill.mode.value, pace_ms=pace_ms)
        rec.detail.setdefault("checks", []).append(
            [int(result.running_right), int(result.true_right), round(result.seconds * 1000),
             pace_ms, self.drill.mode.value])
        problem = save_record(self.context, rec)
        if problem:
            self.context.toast.show(problem)

    def close(self) -> None:
        self.context.manager.pop()

    # -- input ------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.stage is not Stage.ASKING:
                self.step_pace(1 if ev.key == pygame.K_LEFT else -1)
                return True
            if ev.key in (pygame.K_EQUALS, pygame.K_PLUS, pygame.K_KP_PLUS) and \
                    self.stage is not Stage.ASKING:
                self.step_pace(-1)
                return True
            if ev.key in (pygame.K_MINUS, pygame.K_KP_MINUS) and self.stage is not Stage.ASKING:
                self.step_pace(1)
                return True
            if self.stage is Stage.ASKING and self._typing(ev):
                return True
        for button in self.buttons:
            if button.handle_event(ev):
                return True
        return False

    def _typing(self, ev: pygame.event.Event) -> bool:
        if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.check()
        elif ev.key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN):
            self.field = 1 - self.field
        elif ev.key == pygame.K_BACKSPACE:
            self.fields[self.field] = self.fields[self.field][:-1]
        elif ev.key == pygame.K_ESCAPE:
            return False
        elif getattr(ev, "unicode", ""):
            self.fields[self.field], cut = type_into(self.fields[self.field], ev.unicode,
                                                     FIELD_LIMIT)
            if cut:
                self.message = _("A count has at most {limit} characters").format(limit=FIELD_LIMIT)
                self.message_bad = True
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.stage is not Stage.FLASHING:
            return
        self.flash_clock += dt
        if self.flash_clock >= self.flash_seconds + GAP:
            self.flash_clock = 0.0
            self.flash_index += 1
            if self.flash_index >= len(self.flashes):
                self.stage, self.fields, self.field = Stage.ASKING, ["", ""], 0
                self.asked_at = self.clock

    @property
    def cards_seen(self) -> int:
        """Cards flashed so far: the drill draws a whole run at its start, so
        its own tally would tell the run's length while card 5 is on show."""
        if self.stage is not Stage.FLASHING:
            return self.drill.cards_shown
        still_to_come = sum(len(flash) for flash in self.flashes[self.flash_index + 1:])
        return self.drill.cards_shown - still_to_come

    # -- drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        surface.fill(BACKGROUND)
        text(surface, res, _("Counting drill"), (30, 20), 30, GOLD_LIGHT, True,
             height=TITLE_H)      # a larger text size keeps it above the line under it
        text(surface, res, _("Hi-Lo: 2–6 count +1, 7–9 count 0, tens and aces −1  ·  "
                             "{decks}-deck shoe").format(decks=self.drill.decks), (32, 62), 15,
             MUTED)
        pygame.draw.rect(surface, FELT_GREEN, FELT_RECT, border_radius=18)
        pygame.draw.rect(surface, GOLD_DARK, FELT_RECT, 3, border_radius=18)
        self._draw_felt(surface)
        Panel(BOTTOM, None, res).draw(surface)
        self._draw_bottom(surface)
        self._draw_side(surface)
        self.back.draw(surface)

    def _draw_felt(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        if self.stage is Stage.FLASHING and self.flash_index < len(self.flashes) \
                and self.flash_clock < self.flash_seconds:
            self._draw_flash(surface, self.flashes[self.flash_index])
            shown = _("{number} of {count}").format(number=self.flash_index + 1,
                                                     count=len(self.flashes))
            text(surface, res, shown, (FELT_RECT.right - 16, FELT_RECT.bottom - 12), 14, CREAM,
                 anchor="bottomright")
            return
        if self.stage is Stage.READY:
            lines = [_("Count every card that shows."), "",
                     _("Choose single cards or whole rounds, and the pace;"),
                     _("then press Enter (Start) and keep the count.")]
        elif self.stage is Stage.ASKING:
            lines = [_("What is the count?"), "",
                     _("Cards left in the shoe: {cards}  (≈ {decks} decks)").format(
                         cards=self.drill.cards_left, decks=_decks(self.drill.cards_left))]
        elif self.stage is Stage.RESULT and self.last is not None:
            lines = self._result_lines(self.last)
        else:
            lines = []
        y = FELT_RECT.y + 110
        for line in lines:
            if line:
                text(surface, res, line, (FELT_RECT.centerx, y), 20, CREAM, anchor="midtop")
            y += 34

    def _result_lines(self, c: Check) -> list[str]:
        lines = [_("Right on both counts!") if c.right else _("Not quite:")]
        said = _("  (you said {answer})")
        lines.append(_("Running count {count}").format(count=count_words(c.running)) +
                     ("" if c.running_right else said.format(answer=self.fields[0].strip())))
        lines.append(_("True count {count}").format(count=count_words(c.true)) +
                     ("" if c.true_right else said.format(answer=self.fields[1].strip())))
        lines += ["", _("Answered in {seconds} s.  Enter: the next run, the count goes on").format(
            seconds=format_fixed(c.seconds, 1))]
        return lines

    def _draw_flash(self, surface: pygame.Surface, cards: tuple[Card, ...]) -> None:
        res = self.context.resources
        four = self.context.settings.four_colour_deck
        if len(cards) == 1:
            face = res.card_face(cards[0], four)
            big = pygame.transform.smoothscale(face, (135, 189))
            surface.blit(big, big.get_rect(center=FELT_RECT.center))
            return
        hands = split_round(cards)
        spots = [(FELT_RECT.centerx, FELT_RECT.y + 30)] + \
            [(FELT_RECT.x + 150 + i * 230, FELT_RECT.y + 220) for i in range(len(hands) - 1)]
        for (x, y), hand in zip(spots, [hands[-1], *hands[:-1]]):
            width = 90 + 26 * (len(hand) - 1)
            for i, code in enumerate(hand):
                surface.blit(res.card_face(code, four), (x - width // 2 + i * 26, y))

    def _draw_bottom(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        asking = self.stage is Stage.ASKING
        self.go.text = _("Check") if asking else _("Start") if self.stage is Stage.READY \
            else _("Next run")
        self.go.enabled = self.stage is not Stage.FLASHING
        for button in (self.mode_button, self.slower, self.faster):
            button.enabled = self.stage in (Stage.READY, Stage.RESULT)
        for button in (self.mode_button, self.slower, self.faster, self.go):
            button.draw(surface)
        pace = _("{seconds} s a card").format(seconds=f"{PACES[self.pace]:g}")
        if self.drill.mode is FlashMode.ROUNDS:
            pace += _(" ({seconds} s a round)").format(seconds=f"{self.flash_seconds:g}")
        text(surface, res, pace, ((self.slower.rect.right + self.faster.rect.x) // 2,
                                  self.slower.rect.centery), 16, CREAM, anchor="center")
        y = BOTTOM.y + 78
        if asking:
            for i, label in enumerate((_("Running count"), _("True count"))):
                x = BOTTOM.x + 20 + i * 360
                text(surface, res, label, (x, y + 10), 17, GOLD_LIGHT if self.field == i else MUTED)
                box = pygame.Rect(x + 150, y, 170, 40)
                pygame.draw.rect(surface, (30, 26, 30), box, border_radius=6)
                pygame.draw.rect(surface, GOLD_LIGHT if self.field == i else GOLD_DARK, box, 2,
                                 border_radius=6)
                shown = self.fields[i] + ("|" if self.field == i else "")
                text(surface, res, shown, (box.x + 10, box.centery), 20, CREAM, anchor="midleft")
            hint = _("Tab: the other field · Enter: check · a true count may be 1.5")
        else:
            hint = _("M: single cards or whole rounds · − / +: slower, faster · Enter: start")
        text(surface, res, hint, (BOTTOM.x + 20, BOTTOM.bottom - 60), 14, MUTED)
        if self.message:
            text(surface, res, self.message, (BOTTOM.x + 20, BOTTOM.bottom - 34), 16,
                 RED if self.message_bad else GOLD_LIGHT)

    def _draw_side(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        panel = Panel(SIDE, _("This session"), res)
        panel.draw(surface)
        area = panel.content_rect
        checks = self.drill.checks
        right = self.drill.right
        mean = sum(c.seconds for c in checks) / len(checks) if checks else 0.0
        rows = [(_("Checks"), f"{len(checks)}"),
                (_("Right"), _("{count}  ({percent}%)").format(
                    count=right, percent=100 * right // len(checks)) if checks else "—"),
                (_("Mean answer"), _("{seconds} s").format(seconds=format_fixed(mean, 1))
                 if checks else "—"),
                (_("Cards seen"), f"{self.cards_seen}")]
        y = area.y + 4
        for label, value in rows:
            text(surface, res, label, (area.x, y), 17, MUTED)
            text(surface, res, value, (area.right, y), 17, CREAM, True, "topright")
            y += 30
        sessions = self.history + ([self.record] if self.record.items else [])
        text(surface, res, _("Your sessions"), (area.x, y + 10), 17, GOLD, True)
        plot = pygame.Rect(area.x + 40, y + 70, area.w - 50, 100)
        draw_series(surface, res, plot, [r.percent for r in sessions], _("Right answers (%)"),
                    GREEN, 0, 100)
        plot2 = plot.move(0, 160)
        draw_series(surface, res, plot2, [r.mean_answer_ms / 1000 for r in sessions],
                    _("Seconds to answer"), BLUE, 0, None, " s")


def _decks(cards_left: int) -> str:
    d = decks_left(cards_left)
    whole = d.numerator // d.denominator
    return (str(whole) if whole else "") + ("½" if d.denominator == 2 else "")


def _now_ms() -> int:
    return int(time.time() * 1000)
