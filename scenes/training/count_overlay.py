"""The count at the Classic table: the Hi-Lo count in a corner, and quizzes.

The Classic scene owns one ``CountOverlay`` and hands it its events, its
update and its top layer.  C switches it on or off (saved in the settings,
the training room's switch is the same).  Only cards that have shown are
counted (the hole card once it is turned), and only when no animation is
running.  Now and then, when a round is over, the count hides and the
overlay asks for it: type the running count, Enter (Esc skips).  Whether a
round brings a quiz comes from the table's seed and the round's number, so
it is the same after a resume, and never from the clock.
"""
from __future__ import annotations

import random
import time
from typing import Protocol

import pygame

from game.money import CENTS_PER_CHIP
from game.tables.dealer.rules import DealerRules
from game.tables.dealer.table import DealerTable
from game.training.counting import TableCounter, parse_count, ramp_units, signed
from game.training.results import DrillKind, DrillRecord
from scenes.app.context import Context
from scenes.app.i18n import _, format_money, ngettext, say
from scenes.tables.dealer.keys import CLASSIC as CLASSIC_KEYS
from scenes.training.common import count_words, save_record, text
from scenes.widgets.draw import fill_alpha
from scenes.widgets.text_field import type_into
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED, RED
from scenes.widgets.tween import Timeline

# Bottom left, between seat 7's bet and the HINT button: the round's results
# take the top-left corner, the hint panel (when open) this one.
PANEL = pygame.Rect(16, 458, 244, 140)
ROOM, LINE_H = PANEL.w - 28, 20    # each line keeps to the panel at any text size
QUIZ_CHANCE = 0.3              # of the rounds end with a quiz
FIELD_LIMIT = 6
QUIZ_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_BACKSPACE, pygame.K_ESCAPE)
GREEN = (112, 196, 120)


class _Advisor(Protocol):
    @property
    def open(self) -> bool: ...


class CountedTable(Protocol):
    """What the overlay reads of the Classic scene that owns it (read only)."""

    @property
    def context(self) -> Context | None: ...
    @property
    def engine(self) -> DealerTable: ...
    @property
    def rules(self) -> DealerRules: ...
    @property
    def timeline(self) -> Timeline: ...
    @property
    def advisor(self) -> _Advisor: ...


class CountOverlay:
    def __init__(self, scene: CountedTable) -> None:
        self.scene = scene
        self.counter = TableCounter()
        self.asking = False
        self.typed = ""
        self.answer: list[str] = []        # what the last quiz said
        self.answer_bad = False
        self._rolled: int | None = None    # the round whose end was rolled for a quiz
        self.record: DrillRecord | None = None
        self.clock = self.asked_at = 0.0
        self._seen: tuple[int, int, bool, bool] | None = None   # the table's state last seen

    @property
    def context(self) -> Context:
        context = self.scene.context
        assert context is not None, "a table scene is always given its context"
        return context

    @property
    def on(self) -> bool:
        return self.context.settings.count_overlay

    # -- following the table ---------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        if self.scene.timeline.busy:
            return                          # count what has landed on the felt
        engine = self.scene.engine
        # A card shows only when one is drawn, the hole card turns or a round
        # starts or ends: observe then, not every frame (0.15 ms at 7 seats).
        seen = (engine.rounds, engine.shoe.remaining, engine.hole_hidden, engine.round_finished)
        if seen == self._seen:
            return
        self._seen = seen
        obs = engine.observation(0)
        visible = [c for h in obs.hands for c in h.cards] + \
            [c for c in obs.dealer_cards if c is not None]
        self.counter.observe(obs.rounds, visible, obs.shoe_remaining)
        if obs.round_finished and obs.rounds and self._rolled != obs.rounds:
            self._rolled = obs.rounds
            if self.on and quiz_after(self.scene.engine.seed, obs.rounds):
                self.asking, self.typed, self.answer = True, "", []
                self.asked_at = self.clock

    # -- input -------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type != pygame.KEYDOWN:
            return False
        if self.asking:
            return self._quiz_key(ev)
        if ev.key == CLASSIC_KEYS.key("count"):
            ctx = self.context
            ctx.update_settings(count_overlay=not self.on)
            ctx.save_settings()
            ctx.toast.show(_("Count overlay on: quizzes now and then") if self.on
                           else _("Count overlay off"))
            return True
        return False

    def _quiz_key(self, ev: pygame.event.Event) -> bool:
        if ev.key == pygame.K_ESCAPE:
            self.asking, self.answer = False, [_("Quiz skipped")]
        elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._check()
        elif ev.key == pygame.K_BACKSPACE:
            self.typed = self.typed[:-1]
        elif getattr(ev, "unicode", "") and ev.unicode.isprintable():
            self.typed, _full = type_into(self.typed, ev.unicode, FIELD_LIMIT)
        else:
            return False                     # F1, F11 … still reach the table
        return True

    def _check(self) -> None:
        parsed = parse_count(self.typed, whole=True)
        if parsed.value is None:
            self.answer = [say(parsed.error) if parsed.error else ""]     # still asking
            self.answer_bad = True
            return
        right = parsed.value == self.counter.running
        self.asking, self.answer_bad = False, not right
        self.answer = [_("Right!") if right else _("It was {count} (you said {answer})").format(
            count=signed(self.counter.running), answer=signed(int(parsed.value)))]
        self._save(right, self.clock - self.asked_at)

    def _save(self, right: bool, seconds: float) -> None:
        now = int(time.time() * 1000)
        if self.record is None:
            self.record = DrillRecord(DrillKind.TABLE_QUIZ, now, now, {"table": "classic"}, {})
        rec = self.record
        rec.items += 1
        rec.right += right
        rec.answer_ms += max(0, round(seconds * 1000))
        rec.ended_ms = max(rec.started_ms, now)
        problem = save_record(self.context, rec)
        if problem:
            self.context.toast.show(problem)

    # -- drawing -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.on or (self.scene.advisor.open and not self.asking):
            return
        res = self.context.resources
        fill_alpha(surface, (0, 0, 0, 165), PANEL, 10)
        pygame.draw.rect(surface, GOLD, PANEL, 1, border_radius=10)
        x, y = PANEL.x + 14, PANEL.y + 10
        text(surface, res, _("HI-LO COUNT  (C: off)"), (x, y), 14, MUTED, True,
             room=ROOM, height=LINE_H)
        if self.asking:
            text(surface, res, _("Quiz: running count?"), (x, y + 22), 17, GOLD_LIGHT, True,
                 room=ROOM, height=LINE_H + 4)
            box = pygame.Rect(x, y + 50, 96, 34)
            pygame.draw.rect(surface, (30, 26, 30), box, border_radius=6)
            pygame.draw.rect(surface, GOLD_LIGHT, box, 2, border_radius=6)
            text(surface, res, self.typed + "|", (box.x + 8, box.centery), 18, CREAM,
                 anchor="midleft")
            text(surface, res, _("Enter · Esc skips"), (box.right + 10, box.centery), 14, MUTED,
                 anchor="midleft", room=PANEL.right - box.right - 16, height=LINE_H)
            if self.answer:
                text(surface, res, self.answer[0][:36], (x, y + 96), 14, RED, room=ROOM,
                     height=LINE_H)
            return
        running, true = self.counter.running, self.counter.true
        text(surface, res, _("Running {running}  True {true}").format(
            running=count_words(running), true=count_words(true)), (x, y + 22), 16,
             CREAM, True, room=ROOM, height=LINE_H + 4)
        rules = self.scene.rules
        units = ramp_units(true)
        bet = min(units * rules.min_bet, rules.max_bet) * CENTS_PER_CHIP
        ramp = ngettext("Ramp: {units} unit = bet {bet}", "Ramp: {units} units = bet {bet}",
                        units).format(units=units, bet=format_money(bet, always_cents=False))
        text(surface, res, ramp, (x, y + 50), 15, GOLD_LIGHT, room=ROOM, height=LINE_H + 2)
        if self.answer:
            text(surface, res, self.answer[0][:36], (x, y + 78), 14,
                 RED if self.answer_bad else GREEN, room=ROOM, height=LINE_H)
        else:
            text(surface, res, _("1 unit to true +1, then 2 4 6 8"), (x, y + 78), 14, MUTED,
                 room=ROOM, height=LINE_H)
        text(surface, res, _("Counted since you sat down"), (x, y + 102), 14, MUTED, room=ROOM,
             height=LINE_H)


def quiz_after(seed: int, round_no: int) -> bool:
    """Does the end of round ``round_no`` bring a quiz?  Seeded, never the clock."""
    return random.Random(f"count-quiz:{seed}:{round_no}").random() < QUIZ_CHANCE

