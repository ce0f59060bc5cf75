"""Over the lobby at start: "You were playing Midnight Blackjack — resume the round?"

``pending`` is the ``game.storage.Pending`` the journal returned;
``startup.plan_resume`` says what can be offered:

* RESUME — the table scene takes ``resume=``: "Resume" opens it with
  ``create_scene(context, resume=pending)``;
* SETTLE — it cannot, but the journal settles the money exactly: "Return my
  chips" stands up (and settles a round that had ended), then says the result;
* KEEP — a round in play or a match the table cannot continue yet: nothing
  is changed, the stake stays safe in the save; only "OK".

"Not now" leaves the sitting as it is: it is offered again at the next start.
Keys: Enter the first button, Esc not now / OK.

Over a match table's setup screen (``offer_unfinished_match``) the same prompt
offers the match left there between rounds: "Resume" replaces the setup screen
by the table, "New match" closes the prompt (starting one ends the old match).
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.tables.registry import plays_matches
from scenes.app import startup
from scenes.app.context import Context
from scenes.app.i18n import _, format_money
from scenes.app.scene import Scene
from scenes.app.table_modules import table_title
from scenes.widgets.button import Button
from scenes.widgets.draw import fill_alpha, wrap_text
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD_LIGHT, MUTED, FontName

if TYPE_CHECKING:
    # Types only: the save's modules (sqlite, json) load after the first frame.
    from game.storage.journal import Pending

log = logging.getLogger("club21")
PANEL = pygame.Rect(300, 200, 680, 330)
BUTTON_W, BUTTON_H = 280, 50


class ResumePrompt(Scene):
    name = "resume"
    is_overlay = True

    def __init__(self, context: Context, pending: Pending | None = None, over_setup: bool = False,
                 **options: Any) -> None:
        super().__init__(context)
        self.pending = pending
        self.over_setup = over_setup   # opened over the table's setup screen
        self.choice = startup.plan_resume(pending) if pending is not None else None
        self.result: str | None = None if pending is not None else \
            _("There is no interrupted game to resume.")
        self.panel = Panel(PANEL, None, context.resources)
        res, snd = context.resources, context.sound
        y = PANEL.bottom - 34 - BUTTON_H
        left = pygame.Rect(PANEL.centerx - BUTTON_W - 12, y, BUTTON_W, BUTTON_H)
        right = pygame.Rect(PANEL.centerx + 12, y, BUTTON_W, BUTTON_H)
        label = _("Return my chips") if self.plan is startup.Plan.SETTLE else _("Resume")
        self.resume_button = Button(res, left, label, self.resume_sitting, pygame.K_RETURN,
                                    sound=snd)
        self.later_button = Button(res, right, _("New match") if over_setup else _("Not now"),
                                   self.close, pygame.K_ESCAPE, sound=snd)
        self.ok_button = Button(res, pygame.Rect(PANEL.centerx - BUTTON_W // 2, y, BUTTON_W,
                                                 BUTTON_H), _("OK"), self.close, pygame.K_RETURN,
                                sound=snd)
        self.esc_ok = pygame.K_ESCAPE    # Esc closes the OK state too

    @property
    def plan(self) -> startup.Plan:
        return self.choice.plan if self.choice is not None else startup.Plan.KEEP

    # -- words ------------------------------------------------------------------
    @property
    def table(self) -> str:
        return self.pending.sitting.table if self.pending is not None else ""

    @property
    def question(self) -> str:
        title = table_title(self.table)
        if self.pending is None or self.result is not None:
            return _("Welcome back")
        if self.plan is startup.Plan.KEEP:
            return _("You were playing {table} when the game stopped").format(table=title)
        if self.over_setup:
            return _("Your {table} match is not finished — resume it?").format(table=title)
        if plays_matches(self.table):
            question = _("You were playing {table} — resume the match?")
        elif self.pending.round_id is not None:
            question = _("You were playing {table} — resume the round?")
        else:
            question = _("You were playing {table} — resume the game?")
        return question.format(table=title)

    def details(self) -> list[str]:
        if self.result is not None or self.pending is None or self.choice is None:
            return [self.result or ""]
        sitting = self.pending.sitting
        lines = [self.choice.message]
        if sitting.money and sitting.staked_cents and self.plan is startup.Plan.RESUME:
            lines.insert(0, _("{amount} chips are still on that table.").format(
                amount=format_money(sitting.staked_cents, always_cents=False)))
        if self.over_setup:
            lines.append(_("Starting a new match ends that one; its rounds stay in your "
                           "history."))
        return lines

    @property
    def buttons(self) -> list[Button]:
        if self.result is not None or self.plan is startup.Plan.KEEP:
            return [self.ok_button]
        return [self.resume_button, self.later_button]

    # -- choices ------------------------------------------------------------------
    def resume_sitting(self) -> None:
        pending, profile = self.pending, self.context.profile
        if pending is None or profile is None:    # nothing to resume: the OK state
            return
        if self.plan is startup.Plan.RESUME:
            manager = self.context.manager
            manager.pop()
            if self.over_setup:            # the table takes the setup screen's place
                manager.replace(self.context.create_scene(pending.sitting.table, resume=pending))
            else:
                self.context.open_scene(pending.sitting.table, resume=pending)
            return
        try:
            self.result = startup.settle_without_table(profile, pending)
        except Exception as exc:  # the journal refused: say so, change nothing
            log.exception("settling the interrupted sitting failed")
            self.result = _("The interrupted game could not be settled here ({error}). It is "
                            "kept as it was.").format(error=exc)

    def close(self) -> None:
        self.context.manager.pop()

    # -- scene hooks --------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        for button in self.buttons:
            if button.handle_event(ev):
                break
        else:
            if ev.type == pygame.KEYDOWN and ev.key == self.esc_ok and \
                    self.buttons == [self.ok_button]:
                self.close()
        return True  # modal

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        fill_alpha(surface, (4, 2, 8, 170))
        self.panel.draw(surface)
        font = res.font(FontName.BOLD, 24)
        w = PANEL.w - 80
        y = PANEL.y + 30
        for line in wrap_text(font, self.question, w):
            image = res.text(line, 24, GOLD_LIGHT, bold=True)
            surface.blit(image, image.get_rect(midtop=(PANEL.centerx, y)))
            y += 34
        y += 14
        body = res.font(FontName.REGULAR, 18)
        for n, paragraph in enumerate(self.details()):
            for line in wrap_text(body, paragraph, w):
                image = res.text(line, 18, CREAM if n == 0 else MUTED)
                surface.blit(image, image.get_rect(midtop=(PANEL.centerx, y)))
                y += 26
            y += 6
        for button in self.buttons:
            button.draw(surface)


class MatchSetup(Protocol):
    """A match table's setup screen, holding the match left unfinished there."""

    context: Context
    unfinished: Pending | None


def offer_unfinished_match(setup: MatchSetup) -> None:
    """On entering a match table's setup screen: offer the match left there
    (``setup.unfinished``, a Pending), once."""
    pending, setup.unfinished = setup.unfinished, None
    if pending is not None:
        setup.context.manager.push(ResumePrompt(setup.context, pending=pending, over_setup=True))


def create_scene(context: Context, **options: Any) -> ResumePrompt:
    return ResumePrompt(context, **options)
