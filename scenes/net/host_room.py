"""The host's waiting room: the address and room code to tell friends, the
seats with who has joined (live), START once every remote seat is taken,
CANCEL back to the setup (the table closes; whoever joined is told).

Keys: Enter starts (when everyone is in), Esc cancels.  A pad's A and B are
Enter and Esc.  The ``HostedMatch`` listens in its own thread; this scene
only reads ``seats()`` and ``ready()`` each frame (cheap, thread-safe).
"""
from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.net import crypto
from scenes.app.context import Context
from scenes.app.i18n import _, ngettext
from scenes.app.scene import Scene
from scenes.app.table_modules import table_title
from scenes.net.join_words import failure_words
from scenes.net.opening import open_host_table
from scenes.net.seat_rows import draw_rows, status_rows
from scenes.widgets.button import Button, same_size
from scenes.widgets.draw import fill_alpha, fitted_text
from scenes.widgets.menu import ButtonGroup
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED

if TYPE_CHECKING:
    from game.net.session import HostedMatch, SeatPlan

PANEL = pygame.Rect(240, 36, 800, 648)
CODE_SIZE = 48


class HostRoom(Scene):
    name = "host_room"
    is_overlay = True            # the setup's felt stays behind the panel

    def __init__(self, context: Context, hosted: HostedMatch, table: str,
                 plans: Sequence[SeatPlan], names: Sequence[str] = (), **options: Any) -> None:
        super().__init__(context)
        self.hosted, self.table, self.plans = hosted, table, list(plans)
        self.names = list(names)         # the setup's seat names (the AI players')
        self.mine = next(i for i, p in enumerate(self.plans) if p.kind.name == "HOST")
        self.address = hosted.address_hint()
        self.code = crypto.shown_code(hosted.code)
        self.closed = False
        self.started = False         # START pressed: the table owns the match now
        # Your own seat joins at once (its hello costs a key derivation: not
        # on the frame loop), so guests see the host seated and named.
        self.link: Any = None
        self.link_problem: str | None = None
        self._seating = threading.Thread(target=self._sit_down, name="club21-host-seat",
                                         daemon=True)
        self._seating.start()
        res, snd = context.resources, context.sound
        self.panel = Panel(PANEL, "", res)
        bottom = PANEL.bottom - 76
        self.start_button = Button(res, (PANEL.centerx + 12, bottom, 260, 54), _("START"),
                                   self.start, pygame.K_RETURN, font_size=22, sound=snd)
        self.cancel_button = Button(res, (PANEL.centerx - 272, bottom, 260, 54), _("CANCEL"),
                                    self.cancel, pygame.K_ESCAPE, font_size=22, sound=snd)
        same_size((self.start_button, self.cancel_button))
        self.menu = ButtonGroup([self.cancel_button, self.start_button], arrow_keys=True)
        self.language_changed()

    def language_changed(self) -> None:
        self.panel.title = _("Hosting {table} over the network").format(
            table=_(table_title(self.table)))
        self.start_button.text = _("START")
        self.cancel_button.text = _("CANCEL")

    # -- what it does ------------------------------------------------------------
    def _sit_down(self) -> None:
        try:
            link = self.hosted.local_link()
        except Exception as exc:  # JoinError, or the table closed meanwhile: said
            self.link_problem = failure_words(exc)
            return
        if self.closed:              # cancelled while it was joining
            link.close()
        self.link = link

    def wait_seated(self, timeout: float = 30.0) -> None:
        """Tests: until your own seat has joined (or failed to)."""
        self._seating.join(timeout)

    def ready(self) -> bool:
        return not self.closed and self.link is not None and self.hosted.ready()

    def start(self) -> None:
        """Every remote seat is in: the match plays, and this window sits at
        its own seat like any guest."""
        if not self.ready():
            self.context.toast.show(_("Wait until every remote player has joined"))
            return
        self.hosted.begin()
        self.started = True
        open_host_table(self.context, self.hosted, self.link, self.names)

    def cancel(self) -> None:
        """Close the table (guests are told) and go back to the setup."""
        if not self.closed:
            self.closed = True
            self.hosted.close()
        if self.context.manager.top is self:
            self.context.manager.pop()

    def exit(self) -> None:
        # Left by any road but START (Quit, a signal): nobody may stay seated
        # at a table that no window shows.
        if not self.closed and not self.started:
            self.closed = True
            self.hosted.close()

    # -- frame -------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        self.start_button.enabled = self.ready()
        self.menu.handle_event(ev)
        return True          # modal: the setup below takes nothing meanwhile

    def update(self, dt: float) -> None:
        self.start_button.enabled = self.ready()

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        fill_alpha(surface, (4, 2, 8, 170))
        self.panel.draw(surface)
        inner = PANEL.inflate(-64, 0)
        y = PANEL.y + 62
        tell = fitted_text(res, _("Tell your friends the address and the room code:"), 18,
                           CREAM, inner.w, res.smallest_size())
        surface.blit(tell, tell.get_rect(midtop=(PANEL.centerx, y)))
        y += tell.get_height() + 14
        bottom = y
        half = inner.w // 2 - 10
        for i, (label, value, size) in enumerate(((_("Address"), self.address, 30),
                                                  (_("Room code"), self.code, CODE_SIZE))):
            centre = inner.x + half // 2 + i * (half + 20)
            words = fitted_text(res, label, 16, GOLD, half, res.smallest_size(), bold=True)
            surface.blit(words, words.get_rect(midtop=(centre, y)))
            shown = fitted_text(res, value, size, GOLD_LIGHT, half, 20, bold=True)
            surface.blit(shown, shown.get_rect(midtop=(centre, y + words.get_height() + 4)))
            bottom = max(bottom, y + words.get_height() + 4 + shown.get_height())
        y = bottom + 12
        pygame.draw.line(surface, GOLD, (inner.x, y), (inner.right, y))
        rows = status_rows(self.hosted.seats(), self.plans, self.mine, self.names)
        area = pygame.Rect(inner.x, y + 10, inner.w, self.start_button.rect.y - y - 52)
        draw_rows(surface, res, rows, area)
        missing = sum(1 for r in rows if not r.here)
        note = (_("Everyone is here: press START") if self.ready() else
                self.link_problem if self.link_problem is not None else
                _("Taking your seat…") if self.link is None and not missing else
                ngettext("Waiting for {count} more player…", "Waiting for {count} more players…",
                         missing).format(count=missing))
        said = fitted_text(res, note, 18, GOLD_LIGHT if self.ready() else MUTED, inner.w,
                           res.smallest_size(), bold=True)
        surface.blit(said, said.get_rect(midbottom=(PANEL.centerx,
                                                    self.start_button.rect.y - 12)))
        self.menu.draw(surface)
