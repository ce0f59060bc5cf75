"""The host's answer to a guest who has gone: keep waiting, let the AI play
that seat (safe, from now on), or end the match without a result.

The networked table calls ``DropWatch.check`` every frame on the host; once
a joined guest has been gone ``ASK_AFTER_S`` seconds the overlay asks, and
"keep waiting" asks again ``ASK_AGAIN_S`` later if the guest is still gone.
A guest who comes back while the overlay is up closes it by itself.

Keys: W keep waiting (and Esc, the safe answer), A the AI plays the seat,
E end without result (asks first).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from scenes.app.context import Context
from scenes.app.i18n import _
from scenes.app.scene import Scene
from scenes.tables.seat_config import shown_name
from scenes.widgets.button import Button, same_size
from scenes.widgets.draw import fill_alpha, fitted_text, wrap_text
from scenes.widgets.menu import ButtonGroup
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD_LIGHT, FontName

if TYPE_CHECKING:
    from game.net.session import HostedMatch, SeatStatus

ASK_AFTER_S = 20.0          # a guest gone this long: the host is asked what to do
ASK_AGAIN_S = 60.0          # after "keep waiting", asked again this much later
PANEL = pygame.Rect(320, 180, 640, 360)


def gone_seat(hosted: HostedMatch, after: float | None = None,
              waited: dict[int, float] | None = None) -> SeatStatus | None:
    """The first seat whose guest has been gone ``after`` seconds (default
    ``ASK_AFTER_S``; more for a seat in ``waited``: seat → the absence at
    which the host chose to wait)."""
    after = ASK_AFTER_S if after is None else after
    for status in hosted.seats():
        gone = status.absent_for
        if gone is None or status.connected:
            continue
        due = after if waited is None or status.index not in waited else \
            waited[status.index] + ASK_AGAIN_S
        if gone >= due:
            return status
    return None


@dataclass
class DropWatch:
    """Remembers which seats the host chose to wait for (and since when)."""
    waited: dict[int, float] = field(default_factory=dict)

    def check(self, context: Context, hosted: HostedMatch) -> DropOverlay | None:
        """Show the overlay if a guest has been gone long enough and none is up."""
        top = context.manager.top
        if isinstance(top, DropOverlay) or hosted.finished() is not None:
            return None
        status = gone_seat(hosted, waited=self.waited)
        if status is None:
            return None
        overlay = DropOverlay(context, hosted, status, self)
        context.manager.push(overlay)
        return overlay


class DropOverlay(Scene):
    name = "drop_overlay"
    is_overlay = True

    def __init__(self, context: Context, hosted: HostedMatch, status: SeatStatus,
                 watch: DropWatch | None = None, **options: Any) -> None:
        super().__init__(context)
        self.hosted, self.seat, self.watch = hosted, status.index, watch or DropWatch()
        self.who = status.name
        res, snd = context.resources, context.sound
        self.panel = Panel(PANEL, "", res)
        y, w = PANEL.bottom - 76, (PANEL.w - 80) // 3
        self.wait_button = Button(res, (PANEL.x + 30, y, w, 52), _("Keep waiting"), self.wait,
                                  pygame.K_w, font_size=18, sound=snd)
        self.ai_button = Button(res, (PANEL.x + 40 + w, y, w, 52), _("AI plays the seat"),
                                self.let_ai_play, pygame.K_a, font_size=18, sound=snd)
        self.end_button = Button(res, (PANEL.x + 50 + 2 * w, y, w, 52),
                                 _("End without result"), self.ask_to_end, pygame.K_e,
                                 font_size=18, sound=snd)
        same_size((self.wait_button, self.ai_button, self.end_button))
        self.menu = ButtonGroup([self.wait_button, self.ai_button, self.end_button], focus=0)
        self.language_changed()

    def language_changed(self) -> None:
        self.panel.title = _("A player has gone")
        self.wait_button.text = _("Keep waiting")
        self.ai_button.text = _("AI plays the seat")
        self.end_button.text = _("End without result")

    # -- the three answers ----------------------------------------------------------
    def absent(self) -> float | None:
        status = next((s for s in self.hosted.seats() if s.index == self.seat), None)
        return None if status is None or status.connected else status.absent_for

    def wait(self) -> None:
        self.watch.waited[self.seat] = self.absent() or 0.0
        self.close()

    def let_ai_play(self) -> None:
        self.hosted.take_over(self.seat)
        self.context.toast.show(_("The AI plays seat {number} safe from now on").format(
            number=self.seat + 1))
        self.close()

    def ask_to_end(self) -> None:
        from scenes.dialogs.confirm import Confirm
        self.context.manager.push(Confirm(
            self.context, _("End the match without a result?"),
            _("Nothing is counted, for anyone at the table."), _("End it"), pygame.K_e,
            self.end))

    def end(self) -> None:
        self.hosted.abandon()
        self.close()

    def close(self) -> None:
        if self.context.manager.top is self:
            self.context.manager.pop()

    # -- frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.absent() is None:            # back at the table: nothing to decide
            self.watch.waited.pop(self.seat, None)
            self.close()

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if self.menu.handle_event(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.wait()
        return True   # modal

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        fill_alpha(surface, (4, 2, 8, 160))
        self.panel.draw(surface)
        gone = self.absent() or 0.0
        name = shown_name(self.who) if self.who else _("Seat {number}").format(
            number=self.seat + 1)
        head = fitted_text(res, _("{name} (seat {number}) has been gone {seconds} s").format(
            name=name, number=self.seat + 1, seconds=int(gone)), 21, GOLD_LIGHT,
            PANEL.w - 60, res.smallest_size(), bold=True)
        surface.blit(head, head.get_rect(midtop=(PANEL.centerx, PANEL.y + 62)))
        font = res.font(FontName.REGULAR, 17)
        y, step = head.get_rect(midtop=(0, PANEL.y + 62)).bottom + 16, font.get_linesize()
        for line in wrap_text(font, _("The table waits for them: they can rejoin with the "
                                      "same code and take up the same decision. Or let your "
                                      "AI play their seat safe, or end the match: then "
                                      "nothing is counted."), PANEL.w - 70):
            if y + step > self.wait_button.rect.y - 10:
                break                 # the buttons say it too
            shown = res.text(line, 17, CREAM)
            surface.blit(shown, shown.get_rect(midtop=(PANEL.centerx, y)))
            y += step
        self.menu.draw(surface)
