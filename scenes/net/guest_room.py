"""The guest's waiting room: in at the host's table, at which seat, who else
sits there, and "waiting for the host to start".  The host's first update
opens the table (handed this room's ``RemoteTable`` and what it has read);
a host that goes away ends the wait with the reason and nothing counted.

Keys: Esc (a pad's B) leaves the table and goes back to the lobby.
"""
from __future__ import annotations

from typing import Any

import pygame

from scenes.app.context import Context
from scenes.app.i18n import _, say
from scenes.app.scene import Scene
from scenes.app.table_modules import table_title
from scenes.net.opening import open_guest_table
from scenes.net.seat_rows import SeatRow, draw_rows
from scenes.widgets.button import Button
from scenes.widgets.draw import fill_alpha, fitted_text, wrap_text
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED, RED, FontName

PANEL = pygame.Rect(290, 60, 700, 600)


def host_gone(happening: object) -> str | None:
    """What to tell the player when ``happening`` says the host is gone (None otherwise)."""
    from game.net.remote import HostGone
    return say(happening.why) if isinstance(happening, HostGone) else None


class GuestRoom(Scene):
    name = "guest_room"

    def __init__(self, context: Context, link: Any, remote: Any = None,
                 **options: Any) -> None:
        super().__init__(context)
        self.link = link
        if remote is None:
            from game.net.remote import RemoteTable
            remote = RemoteTable(link)
        self.remote = remote
        self.name = str(getattr(getattr(link, "guest", None), "name", "") or "")
        self.gone: str | None = None
        self.left = False
        res = context.resources
        self.panel = Panel(PANEL, "", res)
        self.leave_button = Button(res, (PANEL.centerx - 130, PANEL.bottom - 76, 260, 54),
                                   _("LEAVE"), self.leave, pygame.K_ESCAPE, font_size=22,
                                   sound=context.sound)
        self.language_changed()

    def language_changed(self) -> None:
        self.panel.title = _("{table} · at the host's table").format(
            table=_(table_title(self.remote.table_name)))
        self.leave_button.text = _("BACK") if self.gone else _("LEAVE")

    def rows(self) -> list[SeatRow]:
        """Every seat as the host's lobby message says (live: who has joined);
        before the first one, your seat and the others unnamed."""
        mine = self.remote.seat
        lobby = list(self.remote.lobby)
        if len(lobby) != self.remote.seats:
            return [SeatRow(i + 1, self.name if i == mine else "",
                            _("your seat") if i == mine else _("another seat"),
                            True if i == mine else None, i == mine)
                    for i in range(self.remote.seats)]
        return [lobby_row(i, seat, i == mine, self.name) for i, seat in enumerate(lobby)]

    # -- what happens ---------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.gone is not None:
            return
        happenings = list(self.remote.poll())
        for happening in happenings:
            reason = host_gone(happening)
            if reason is not None:
                self.gone = reason
                self.language_changed()
                return
        if self.remote.started:
            open_guest_table(self.context, self.remote, happenings)

    def leave(self) -> None:
        self.left = True
        if self.gone is None:
            self.remote.leave()
        self.context.back_to_lobby()

    def exit(self) -> None:
        # Gone by any road but the table (Quit, a signal): leave the seat
        # (a rejoin with the code takes it back).
        if not self.remote.started and self.gone is None and not self.left:
            self.left = True
            self.remote.leave()

    def handle_event(self, ev: pygame.event.Event) -> bool:
        self.leave_button.handle_event(ev)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        fill_alpha(surface, (4, 2, 8, 200))
        self.panel.draw(surface)
        inner = PANEL.inflate(-64, 0)
        y = PANEL.y + 64
        seat = _("You are in: seat {number} of {count}").format(
            number=self.remote.seat + 1, count=self.remote.seats)
        said = fitted_text(res, seat, 24, GOLD_LIGHT, inner.w, res.smallest_size(), bold=True)
        surface.blit(said, said.get_rect(midtop=(PANEL.centerx, y)))
        y += said.get_height() + 10
        promise = fitted_text(res, _("Seed commitment (checked at the end): {short}").format(
            short=crypto_short(self.remote.commitment)), 15, MUTED, inner.w,
            res.smallest_size())
        surface.blit(promise, promise.get_rect(midtop=(PANEL.centerx, y)))
        y += promise.get_height() + 12
        pygame.draw.line(surface, GOLD, (inner.x, y), (inner.right, y))
        area = pygame.Rect(inner.x, y + 10, inner.w, self.leave_button.rect.y - y - 80)
        draw_rows(surface, res, self.rows(), area)
        font = res.font(FontName.BOLD, 19)
        if self.gone is not None:
            text, colour = self.gone, RED
        else:
            text, colour = _("Waiting for the host to start…"), CREAM
        lines = wrap_text(font, text, inner.w)[:2]
        y = self.leave_button.rect.y - 16 - 28 * len(lines)
        for line in lines:
            shown = res.text(line, 19, colour, bold=True)
            surface.blit(shown, shown.get_rect(midtop=(PANEL.centerx, y)))
            y += 28
        self.leave_button.draw(surface)


def lobby_row(index: int, seat: Any, mine: bool, my_name: str) -> SeatRow:
    """One seat of the host's lobby message (``game.net.remote.LobbySeat``)."""
    if seat.kind == "ai":
        return SeatRow(index + 1, _("AI player"), _("AI · {level}").format(
            level=_(seat.name or "normal").capitalize()), True)
    what = _("your seat") if mine else _("Host") if seat.kind == "host" else _("Remote player")
    return SeatRow(index + 1, my_name if mine else seat.name, what, bool(seat.connected) or mine,
                   mine)


def crypto_short(commitment: str) -> str:
    """The commitment's first 16 hex digits, in groups of four (History shows
    the whole of it)."""
    head = commitment[:16]
    return " ".join(head[i:i + 4] for i in range(0, len(head), 4)) + ("…" if commitment else "")


__all__ = ["GuestRoom", "host_gone"]
