"""A save that fails during play: the table stops at once behind this modal.

    report(context, owner, exc)   # a write failed; ``owner`` (a TableJournal) keeps it queued
    writes_failing(context)       # True while a write waits: tables refuse every action
    context.save_fault.retry()    # Retry: the owner writes its queue again (in order)
    screen(context)               # the modal the App draws last and gives every event

The table stays in memory as it is (the engine holds the move, the journal
holds the unwritten words in order), so Retry after the disk is fixed writes
everything and play goes on with nothing lost.  Quit keeps the last saved
state: the sitting stays open in the save and resumes at its last saved
decision with the same cards.  The backdrop is opaque on purpose: a card drawn
by the move that could not be saved is never seen, so quitting cannot be used
to play a hand again knowing it.  While a fault is up the App updates no
scene (bots and timers stop) and every table's ``act`` refuses.
"""
from __future__ import annotations

import logging
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import pygame

from game.storage.write_errors import is_disk_problem, plain_message, plain_reason
from scenes.app.i18n import N_, _, ngettext, say
from scenes.app.resources import Resources
from scenes.app.sound import SoundService
from scenes.widgets.button import Button
from scenes.widgets.draw import wrap_text
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD_LIGHT, MUTED, RED, FontName
from scenes.widgets.toast import Toast

log = logging.getLogger("club21")
PANEL_RECT = pygame.Rect(190, 140, 900, 440)
BACKDROP = (10, 8, 14)
TEXT_SIZE, LINE_H, PARA_GAP = 19, 27, 12
BUTTON_W, BUTTON_H = 240, 52
HEADING = N_("Your game could not be saved")
NOT_SAVED = N_("Your game is not saved yet: nothing can be played until it is")


class Quits(Protocol):
    def quit(self) -> None: ...


class FaultHost(Protocol):
    """What the fault needs of ``scenes.app.context.Context`` (which holds a
    SaveFault, so this module cannot import it)."""

    save_fault: SaveFault | None

    @property
    def data_dir(self) -> Path: ...
    @property
    def toast(self) -> Toast: ...
    @property
    def resources(self) -> Resources: ...
    @property
    def sound(self) -> SoundService: ...
    @property
    def controls(self) -> Quits: ...


@dataclass
class SaveFault:
    owner: Any                        # has flush() -> bool: writes its queue, reports again
    error: BaseException
    folder: Path | None
    failures: int = 1
    since: float = field(default_factory=time.time)
    screen: FaultScreen | None = None

    @property
    def reason(self) -> str:
        return plain_reason(self.error)

    def line(self) -> str:
        """The one line for stderr and the log."""
        where = f" (data folder {self.folder})" if self.folder else ""
        return (f"club21: your game could not be saved: {self.reason}{where}; the table is "
                f"paused until a save succeeds (Retry) or the game quits")

    def retry(self) -> bool:
        """True when everything pending is now written (the modal has closed)."""
        return bool(self.owner.flush())


def writes_failing(context: FaultHost) -> bool:
    return context.save_fault is not None


def report(context: FaultHost, owner: Any, exc: BaseException) -> SaveFault:
    """A write of ``owner`` failed: show (or refresh) the modal and say it once."""
    exc = exc.with_traceback(None)    # its frames would keep the save's cursors open
    fault = context.save_fault
    if fault is not None and fault.owner is owner:
        fault.error, fault.failures = exc, fault.failures + 1
    else:
        fault = SaveFault(owner, exc, context.data_dir)
        context.save_fault = fault
    _say(fault.line())
    return fault


def cleared(context: FaultHost, owner: Any) -> None:
    """``owner`` wrote everything it held: the table plays on."""
    fault = context.save_fault
    if fault is not None and fault.owner is owner:
        context.save_fault = None
        log.info("the save works again: everything pending was written")
        context.toast.show(_("Saved. Nothing was lost; play on."), 4.0)


def _say(line: str) -> None:
    log.error("%s", line)
    try:
        print(line, file=sys.stderr, flush=True)
    except (OSError, ValueError):     # no console (a windowed executable): the log has it
        pass


def screen(context: FaultHost) -> FaultScreen:
    fault = context.save_fault
    assert fault is not None, "screen() is shown only while a write is failing"
    if fault.screen is None:
        fault.screen = FaultScreen(context, fault)
    return fault.screen


class FaultScreen:
    """Retry (Enter, R) / Quit (Q) over an opaque backdrop."""

    def __init__(self, context: FaultHost, fault: SaveFault) -> None:
        self.context, self.fault = context, fault
        res, snd = context.resources, context.sound
        y = PANEL_RECT.bottom - 36 - BUTTON_H
        cx = PANEL_RECT.centerx
        self.retry_button = Button(res, (cx - BUTTON_W - 15, y, BUTTON_W, BUTTON_H), _("Retry"),
                                   self.retry, pygame.K_RETURN, font_size=20, sound=snd)
        self.quit_button = Button(res, (cx + 15, y, BUTTON_W, BUTTON_H), _("Quit"),
                                  context.controls.quit, pygame.K_q, font_size=20, sound=snd)
        self.panel = Panel(PANEL_RECT, None, res)

    def retry(self) -> None:
        self.fault.retry()

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_r:
            self.retry()
            return
        for button in (self.retry_button, self.quit_button):
            if button.handle_event(ev):
                return

    def paragraphs(self) -> list[tuple[str, tuple[int, int, int]]]:
        fault = self.fault
        reason = say(plain_message(fault.error))
        paras = [(_("Club 21 could not write to its save: {reason}.").format(reason=reason),
                  CREAM),
                 (_("Folder: {folder}").format(folder=fault.folder), MUTED)]
        if is_disk_problem(fault.error):
            paras.append((_("The table is paused. Your last move is kept in memory: fix the "
                            "problem (for example free some disk space), then choose Retry and "
                            "play goes on with nothing lost."), CREAM))
        else:                         # the save refused the move: a fault in the game
            paras.append((_("The table is paused. This is a fault in the game, not in your "
                            "disk, so Retry will probably not help."), CREAM))
        paras.append((_("Quit keeps your game as it was at the last move that was saved."), CREAM))
        if fault.failures > 1:
            retries = fault.failures - 1
            paras.append((ngettext("Still failing after {count} retry.",
                                   "Still failing after {count} retries.", retries)
                          .format(count=retries), RED))
        return paras

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        surface.fill(BACKDROP)          # opaque: the unsaved move is never shown
        self.panel.draw(surface)
        title = res.text(_(HEADING), 28, GOLD_LIGHT, bold=True)
        surface.blit(title, title.get_rect(midtop=(PANEL_RECT.centerx, PANEL_RECT.y + 28)))
        font = res.font(FontName.REGULAR, TEXT_SIZE)
        x, w = PANEL_RECT.x + 50, PANEL_RECT.w - 100
        y, limit = PANEL_RECT.y + 84, self.retry_button.rect.y - 12
        for para, colour in self.paragraphs():
            for line in wrap_text(font, para, w):
                if y + LINE_H > limit:
                    break
                surface.blit(res.text(line, TEXT_SIZE, colour), (x, y))
                y += LINE_H
            y += PARA_GAP
        self.retry_button.draw(surface)
        self.quit_button.draw(surface)
