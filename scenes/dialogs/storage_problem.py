"""The save could not be used: say why in plain words and let the player choose.

Shown over the lobby (modal) when ``open_storage`` reports DAMAGED, NEWER,
MISSING or UNREADABLE.  The choices: restore one of the last good backups
(newest first), start over with a new bankroll (only after a confirmation —
never silently), or quit.  Nothing here deletes a file: the storage layer
keeps damaged and replaced saves aside.  UNWRITABLE (a read-only, full or
failing disk) is not the save's fault: only Retry and Quit.

Keys: 1-3 restore that backup, N start over (then Y / Esc), R retry, Q quit.
"""
from __future__ import annotations

import functools
import logging
import time
from typing import TYPE_CHECKING, Any

import pygame

from scenes.app.context import Context
from scenes.app.error_words import said_reason
from scenes.app.i18n import N_, _, format_money, format_number, format_when, ngettext, say
from scenes.app.scene import Scene
from scenes.app.table_modules import is_table
from scenes.widgets.button import Button
from scenes.widgets.draw import fill_alpha, wrap_text
from scenes.widgets.menu import ButtonGroup
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD_LIGHT, MUTED, RED, FontName

if TYPE_CHECKING:
    # Types only: the save's modules (sqlite, json) load after the first frame.
    from game.storage.store import BackupInfo, Opened

log = logging.getLogger("club21")
PANEL_X, PANEL_W = 220, 840
PANEL_MAX = pygame.Rect(PANEL_X, 40, PANEL_W, 640)
TEXT_TOP, TEXT_SIZE, LINE_H, PARA_GAP = 84, 19, 27, 12
BUTTON_H, BUTTON_GAP = 46, 10
MAX_BACKUPS = 3
DEFAULT_HEADING = N_("Your saved game needs a decision")
HEADINGS = {
    "damaged": N_("Your saved game is damaged"),
    "newer": N_("This save is from a newer Club 21"),
    "missing": N_("Your saved game is missing"),
    "unreadable": N_("Club 21 cannot read its save"),
    "unwritable": N_("Club 21 cannot write to its data folder"),
}
# Not the save's fault (read-only, full or failing disk): nothing to restore and
# no new bankroll to offer — both would fail the same way.  Retry or quit.
RETRY_ONLY = ("unwritable",)
NO_SAVE = N_("The saved game could not be opened.")
BACKUP_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3)


def backup_label(backup: BackupInfo, now: float | None = None) -> str:
    taken = time.localtime(backup.taken_ms / 1000)
    same_year = taken.tm_year == time.localtime(now).tm_year
    when = format_when(backup.taken_ms, with_year=not same_year, comma=True)
    rounds = ngettext("{count} round", "{count} rounds", backup.rounds).format(
        count=format_number(backup.rounds))
    return _("Restore backup from {when}  ·  {chips} chips, {rounds}").format(
        when=when, chips=format_money(backup.bankroll_cents, always_cents=False), rounds=rounds)


def _said(opened: Opened | None) -> str | None:
    """What the opening tells the player, in the player's language."""
    if opened is None:
        return None
    if opened.notes:
        return " ".join(say(note) for note in opened.notes)
    return opened.message


class StorageProblemScene(Scene):
    name = "storage_problem"
    is_overlay = True

    def __init__(self, context: Context, opened: Opened | None = None, **options: Any) -> None:
        super().__init__(context)
        self.opened = opened if opened is not None else context.opened
        self.confirming = False
        self.error: str | None = None
        self.menu = ButtonGroup([])
        self._build()

    def language_changed(self) -> None:
        """The words were wrapped into lines for the panel: wrap them again."""
        self._build()

    # -- what is shown ------------------------------------------------------
    @property
    def heading(self) -> str:
        if self.confirming:
            return _("Start over with a new bankroll?")
        status = self.opened.status.value if self.opened is not None else ""
        return _(HEADINGS.get(status, DEFAULT_HEADING))

    def body(self) -> list[str]:
        if self.confirming:
            folder = self.opened.folder if self.opened is not None else None
            where = _(" (in {folder})").format(folder=folder) if folder is not None else ""
            return [_("You will get 1,000 new chips. Your statistics and hand history start "
                      "again from nothing."),
                    _("Nothing is deleted: the old save stays in the game's folder{where}, "
                      "so it can still be rescued later.").format(where=where)]
        lines = [_said(self.opened) or _(NO_SAVE)]
        if self.error:
            lines.append(self.error)
        return lines

    @property
    def retry_only(self) -> bool:
        return self.opened is not None and self.opened.status.value in RETRY_ONLY

    @property
    def backups(self) -> list[BackupInfo]:
        return self.opened.backups[:MAX_BACKUPS] if self.opened is not None else []

    def _build(self) -> None:
        res, snd = self.context.resources, self.context.sound
        if self.confirming:
            items = [(_("Yes, start over with 1,000 chips"), self.start_over, pygame.K_y),
                     (_("Cancel"), self.cancel, pygame.K_ESCAPE)]
        elif self.retry_only:
            items = [(_("Retry"), self.retry, pygame.K_r),
                     (_("Quit"), self.context.controls.quit, pygame.K_q)]
        else:
            items = [(backup_label(b), functools.partial(self.restore, b), BACKUP_KEYS[i])
                     for i, b in enumerate(self.backups)]
            items += [(_("Start over with a new bankroll"), self.ask_start_over, pygame.K_n),
                      (_("Quit"), self.context.controls.quit, pygame.K_q)]
        # The panel fits its words and buttons, centred on the screen.
        x, w = PANEL_X + 60, PANEL_W - 120
        font = res.font(FontName.REGULAR, TEXT_SIZE)
        self.lines = [(line, RED if self.error and para == self.error else CREAM)
                      for para in self.body() for line in wrap_text(font, para, w) + [""]]
        if not self.confirming and not self.backups and not self.retry_only:
            self.lines.append((_("No good backup was found."), MUTED))
        buttons_h = len(items) * (BUTTON_H + BUTTON_GAP) - BUTTON_GAP
        text_h = sum(LINE_H if line else PARA_GAP for line, _ in self.lines)
        height = min(PANEL_MAX.h, TEXT_TOP + text_h + 16 + buttons_h + 32)
        self.rect = pygame.Rect(PANEL_X, PANEL_MAX.centery - height // 2, PANEL_W, height)
        y = self.rect.bottom - 32 - buttons_h
        buttons = []
        for text, fn, key in items:
            buttons.append(Button(res, (x, y, w, BUTTON_H), text, fn, key, font_size=18,
                                  sound=snd))
            y += BUTTON_H + BUTTON_GAP
        # Enter does the safe thing: restore the newest backup, or (asked to
        # start over) cancel — starting over always takes a deliberate choice.
        self.menu = ButtonGroup(buttons, focus=len(buttons) - 1 if self.confirming else 0)
        self.panel = Panel(self.rect, None, res)

    # -- choices ----------------------------------------------------------------
    def restore(self, backup: BackupInfo) -> None:
        if self.opened is None:
            return
        try:
            opened = self.opened.restore(backup)
        except Exception as exc:  # a full disk must give words, not a traceback
            log.exception("restore failed")
            self.error = _("The backup could not be put back: {error}").format(
                error=said_reason(exc))
            self._build()
            return
        self._done(opened)

    def retry(self) -> None:
        """The folder again (after the player freed space or fixed its rights)."""
        from game.storage.instance_lock import AlreadyRunning, held
        from scenes.app.single_instance import claim
        if self.opened is None:
            return
        try:
            if held(self.opened.folder) is None:    # it could not be locked at start
                claim(self.opened.folder)
        except AlreadyRunning as exc:
            self.error = _("{error}. Close it, or quit this one.").format(error=said_reason(exc))
            self._build()
            return
        try:
            opened = self.opened.retry()
        except Exception as exc:  # words, not a traceback
            log.exception("retry failed")
            self.error = _("Still not possible: {error}").format(error=said_reason(exc))
            self._build()
            return
        if opened.profile is None and opened.message == self.opened.message:
            self.error = _("Still not possible. Nothing was changed.")
            self._build()
            return
        self._done(opened)

    def ask_start_over(self) -> None:
        self.confirming, self.error = True, None
        self._build()

    def cancel(self) -> None:
        self.confirming = False
        self._build()

    def start_over(self) -> None:
        if self.opened is None:              # opened without a save to replace: open one
            from scenes.app import startup
            self._done(startup.open_profile(self.context, show=False))
            return
        try:
            opened = self.opened.start_fresh()
        except Exception as exc:
            log.exception("start over failed")
            self.confirming = False
            self.error = _("A new save could not be made: {error}").format(
                error=said_reason(exc))
            self._build()
            return
        self._done(opened)

    def _done(self, opened: Opened) -> None:
        from scenes.app import startup
        if opened.profile is None:          # still not usable: say so, offer what is left
            self.opened, self.confirming, self.error = opened, False, None
            self._build()
            return
        self.context.manager.pop()
        if self.context.manager.find(lambda s: is_table(s.name)) is not None:
            self.context.back_to_lobby()    # a table opened before the save was: unsaved
        fresh = opened.status.value == "new"
        note = _said(opened) or (_("A new save was started with 1,000 chips.") if fresh
                                  else _("Your save is open."))
        self.context.toast.show(note, 6.0)
        startup.accept(self.context, opened)

    # -- scene hooks ---------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        self.menu.handle_event(ev)
        return True  # modal: the lobby below sees nothing

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        fill_alpha(surface, (4, 2, 8, 200))
        self.panel.draw(surface)
        title = res.text(self.heading, 28, GOLD_LIGHT, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 26)))
        x, y = PANEL_X + 60, self.rect.y + TEXT_TOP
        limit = self.menu.buttons[0].rect.y - 8 if self.menu.buttons else self.rect.bottom
        for line, colour in self.lines:
            if not line:
                y += PARA_GAP
                continue
            if y + LINE_H > limit:
                break
            surface.blit(res.text(line, TEXT_SIZE, colour), (x, y))
            y += LINE_H
        self.menu.draw(surface)


def create_scene(context: Context, **options: Any) -> StorageProblemScene:
    return StorageProblemScene(context, **options)
