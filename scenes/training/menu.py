"""The training room: three drills and the rule set the strategy drill uses.

Keys: S strategy drill, C counting drill, O count at the Classic table on /
off, R next rule set, Tab / arrows and Enter the buttons, Esc back to the lobby.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.training.results import DrillKind, summarise
from game.training.strategy_drill import RulesChoice
from scenes.app.context import Context
from scenes.app.i18n import N_, _, format_fixed, format_number, say
from scenes.app.key_maps import TRAINING as KEYS
from scenes.app.scene import Scene
from scenes.training.common import (
    BACKGROUND,
    choices,
    load_records,
    paragraph,
    rules_words,
    saving,
    text,
)
from scenes.widgets.button import Button
from scenes.widgets.draw import fitted_text
from scenes.widgets.menu import ButtonGroup
from scenes.widgets.panel import Panel
from scenes.widgets.theme import GOLD, GOLD_LIGHT, MIN_TEXT, MUTED

CARD_W, CARD_H, CARD_Y, CARD_GAP = 380, 400, 96, 30
CARDS_X = (1280 - 3 * CARD_W - 2 * CARD_GAP) // 2
RULES_BAND = pygame.Rect(CARDS_X, CARD_Y + CARD_H + 22, 3 * CARD_W + 2 * CARD_GAP, 96)
WORDS = {
    DrillKind.STRATEGY: (N_("Strategy drill"),
                         N_("A hand and the dealer's up card: hit, stand, double, split or "
                            "surrender. Every answer is scored by the exact EV it gives up, "
                            "and a heat map over the chart shows where you miss.")),
    DrillKind.COUNT: (N_("Counting drill"),
                      N_("Cards flash at your pace, one at a time or a whole round at once. "
                         "Then type the Hi-Lo running count and the true count. Accuracy and "
                         "speed are plotted over your sessions.")),
    DrillKind.TABLE_QUIZ: (N_("Count at the table"),
                           N_("At the Classic table: the running and true count in a corner, "
                              "the bet the count suggests, and now and then a quiz. C at the "
                              "table switches it too.")),
}


class TrainingMenu(Scene):
    name = "training"
    context: Context                  # always given

    def __init__(self, context: Context, **options: Any) -> None:
        super().__init__(context)
        res, snd = context.resources, context.sound
        self.panels = [Panel((CARDS_X + i * (CARD_W + CARD_GAP), CARD_Y, CARD_W, CARD_H),
                             _(WORDS[kind][0]), res) for i, kind in enumerate(DrillKind)]
        starts = [(_("Start"), self.open_strategy, KEYS.key("strategy")),
                  (_("Start"), self.open_count, KEYS.key("counting")),
                  (self._overlay_label(), self.toggle_overlay, KEYS.key("overlay"))]
        self.buttons = [Button(res, (p.rect.x + 40, p.rect.bottom - 70, CARD_W - 80, 50), label, fn,
                               key, font_size=20, sound=snd)
                        for p, (label, fn, key) in zip(self.panels, starts)]
        self.rules_button = Button(res, (RULES_BAND.right - 250, RULES_BAND.y + 24, 230, 46),
                                   _("Other rules"), self.next_rules, KEYS.key("drill_rules"),
                                   font_size=18,
                                   sound=snd)
        self.back = Button(res, (1280 - 250, 720 - 66, 220, 48), _("Back"), self.close,
                           KEYS.key("back"), font_size=20, sound=snd)
        self.group = ButtonGroup([*self.buttons, self.rules_button, self.back])
        self.rules_index = 0
        self.summary = summarise([])

    # -- data ---------------------------------------------------------------
    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        self.summary = summarise(load_records(self.context))
        self.rules_index = min(self.rules_index, len(choices(self.context)) - 1)
        self.buttons[2].text = self._overlay_label()

    @property
    def choice(self) -> RulesChoice:
        return choices(self.context)[self.rules_index]

    # -- actions --------------------------------------------------------------
    def open_strategy(self) -> None:
        self.context.open_scene("strategy_drill", choice=self.choice)

    def open_count(self) -> None:
        self.context.open_scene("count_drill")

    def toggle_overlay(self) -> None:
        self.context.update_settings(count_overlay=not self.context.settings.count_overlay)
        self.context.save_settings()
        self.buttons[2].text = self._overlay_label()

    def _overlay_label(self) -> str:
        return _("Turn off") if self.context.settings.count_overlay else _("Turn on")

    def next_rules(self) -> None:
        self.rules_index = (self.rules_index + 1) % len(choices(self.context))

    def close(self) -> None:
        self.context.manager.pop()

    def handle_event(self, ev: pygame.event.Event) -> bool:
        return self.group.handle_event(ev)

    # -- drawing --------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        surface.fill(BACKGROUND)
        text(surface, res, _("Training Room"), (640, 44), 34, GOLD_LIGHT, True, "center")
        note = _("Practice run: drill results are not saved") if not saving(self.context) \
            else _("Every answer is saved in your profile and shown in Statistics")
        text(surface, res, note, (640, 76), 15, MUTED, anchor="center")
        for kind, panel, button in zip(DrillKind, self.panels, self.buttons):
            panel.draw(surface)
            area = panel.content_rect
            y = paragraph(surface, res, _(WORDS[kind][1]), area.inflate(-8, 0), 16)
            for line in self._summary_lines(kind):
                text(surface, res, line, (area.x + 4, y + 14), 15, GOLD)
                y += 24
            button.draw(surface)
        self._draw_rules(surface)
        self.back.draw(surface)

    def _summary_lines(self, kind: DrillKind) -> list[str]:
        s = self.summary[kind]
        if kind is DrillKind.TABLE_QUIZ:
            state = _("On") if self.context.settings.count_overlay else _("Off")
            lines = [_("Now: {state}").format(state=state)]
            if s.items:
                lines.append(_("Quizzes: {count} · right {percent}%").format(
                    count=format_number(s.items), percent=s.percent))
            return lines
        if not s.items:
            return [_("Not tried yet")]
        if kind is DrillKind.STRATEGY:
            return [_("{count} hands in {sessions} sessions · right {percent}%").format(
                        count=format_number(s.items), sessions=s.sessions, percent=s.percent),
                    _("EV lost: {bets} bets ({percent}% a hand)").format(
                        bets=format_fixed(s.ev_lost_micro / 1e6, 2),
                        percent=format_fixed(s.ev_lost_micro / 1e4 / s.items, 2))]
        return [_("{count} checks in {sessions} sessions · right {percent}%").format(
                    count=format_number(s.items), sessions=s.sessions, percent=s.percent),
                _("Mean answer: {seconds} s").format(
                    seconds=format_fixed(s.answer_ms / 1000 / s.items, 1))]

    def _draw_rules(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        Panel(RULES_BAND, None, res).draw(surface)
        choice = self.choice
        # Both keep to their room at any text size (the label left of the choice).
        label = fitted_text(res, _("Strategy drill rules:"), 17, MUTED, 178, MIN_TEXT,
                            height=24)
        surface.blit(label, (RULES_BAND.x + 24, RULES_BAND.y + 18))
        shown = fitted_text(res, say(choice.label), 19, GOLD, RULES_BAND.w - 210 - 262, MIN_TEXT,
                            bold=True, height=28)
        surface.blit(shown, (RULES_BAND.x + 210, RULES_BAND.y + 16))
        detail = rules_words(choice.overrides) if choice.overrides else \
            _("{decks} decks · the table's own rules").format(decks=choice.rules.decks)
        paragraph(surface, res, detail, pygame.Rect(RULES_BAND.x + 24, RULES_BAND.y + 50,
                                                   RULES_BAND.w - 300, 40), 15, GOLD_LIGHT)
        self.rules_button.draw(surface)


def create_scene(context: Context, **options: Any) -> TrainingMenu:
    return TrainingMenu(context, **options)
