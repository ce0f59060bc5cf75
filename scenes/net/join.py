"""Join a game (from the lobby): the host's address, the room code and your
name; JOIN connects, BACK returns to the lobby.

Keys: Tab or ↑ ↓ move between the fields, Ctrl+V pastes, Backspace deletes,
Enter joins, Esc goes back.  A failed join says why (not an address, not a
code, no host there, wrong code, table full) and keeps everything typed.
Connecting runs in a thread so the window never freezes on a slow network;
once in, the guest's waiting room takes over.
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.net import crypto
from scenes.app.context import Context
from scenes.app.i18n import N_, _
from scenes.app.scene import Scene
from scenes.net.join_words import JoinProblem, failure_words, parse_address
from scenes.widgets.button import Button, same_size
from scenes.widgets.draw import fill_alpha, fitted_text, wrap_text
from scenes.widgets.panel import Panel
from scenes.widgets.text_field import type_into
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED, RED, FontName

PANEL = pygame.Rect(290, 70, 700, 580)
FIELD_W, FIELD_H = 440, 46
NAME_MAX = 14
Connect = Callable[[str, int, str, str], Any]     # (host, port, code, name) -> GuestLink


@dataclass
class Field:
    label: str           # marked with N_, said when drawn
    text: str
    limit: int
    rect: pygame.Rect


def real_connect(host: str, port: int, code: str, name: str) -> Any:
    from game.net.remote import GuestLink
    return GuestLink.connect(host, port, code, name)


class JoinScene(Scene):
    name = "join"

    def __init__(self, context: Context, address: str = "", code: str = "", player: str = "",
                 connect: Connect | None = None, **options: Any) -> None:
        super().__init__(context)
        self.connect = connect or real_connect
        res, snd = context.resources, context.sound
        self.panel = Panel(PANEL, _("Join a game"), res)
        x, y = PANEL.centerx - FIELD_W // 2 + 60, PANEL.y + 96
        self.fields = [Field(N_("Address"), address, 80, pygame.Rect(x, y, FIELD_W, FIELD_H)),
                       Field(N_("Room code"), code, 16,
                             pygame.Rect(x, y + 78, FIELD_W, FIELD_H)),
                       Field(N_("Your name"), player[:NAME_MAX] or _("Guest"), NAME_MAX,
                             pygame.Rect(x, y + 156, FIELD_W, FIELD_H))]
        self.focus = 0 if not address else 1 if not code else 2
        self.problem: str | None = None          # the last failure, as said
        self.busy = False
        self._result: tuple[Any, BaseException | None] | None = None
        self._worker: threading.Thread | None = None
        bottom = PANEL.bottom - 76
        self.join_button = Button(res, (PANEL.centerx + 12, bottom, 240, 54), _("JOIN"),
                                  self.join, pygame.K_RETURN, font_size=22, sound=snd)
        self.back_button = Button(res, (PANEL.centerx - 252, bottom, 240, 54), _("BACK"),
                                  self.back, pygame.K_ESCAPE, font_size=22, sound=snd)
        same_size((self.join_button, self.back_button))

    def language_changed(self) -> None:
        self.panel.title = _("Join a game")
        self.join_button.text, self.back_button.text = _("JOIN"), _("BACK")

    # -- joining -------------------------------------------------------------------
    def join(self) -> None:
        """Check what was typed, then connect in a thread (``update`` collects it)."""
        if self.busy:
            return
        address = parse_address(self.fields[0].text)
        code = crypto.normal_code(self.fields[1].text)
        if address is None:
            self._fail(JoinProblem.NOT_AN_ADDRESS, 0)
            return
        if code is None:
            self._fail(JoinProblem.NOT_A_CODE, 1)
            return
        name = self.fields[2].text.strip() or _("Guest")
        self.problem, self.busy, self._result = None, True, None

        def attempt() -> None:
            try:
                self._result = (self.connect(address.host, address.port, code, name), None)
            except Exception as exc:  # any failure is said as one of the causes
                self._result = (None, exc)

        self._worker = threading.Thread(target=attempt, name="club21-join", daemon=True)
        self._worker.start()

    def wait(self, timeout: float = 15.0) -> None:
        """Tests: let the connecting thread finish, then take its result."""
        if self._worker is not None:
            self._worker.join(timeout)
        self.update(0.0)

    def _fail(self, problem: JoinProblem | str, field: int | None = None) -> None:
        self.problem = problem.said if isinstance(problem, JoinProblem) else problem
        if field is not None:
            self.focus = field

    def _joined(self, link: Any) -> None:
        from scenes.net.guest_room import GuestRoom
        self.context.manager.replace(GuestRoom(self.context, link))

    def back(self) -> None:
        if self.context.manager.top is self and not self.busy:
            self.context.manager.pop()

    # -- input ---------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            hit = next((i for i, f in enumerate(self.fields) if f.rect.collidepoint(ev.pos)),
                       None)
            if hit is not None:
                self.focus = hit
                return True
        if ev.type == pygame.KEYDOWN and not self.busy and self._key(ev):
            return True
        for button in (self.join_button, self.back_button):
            if button.handle_event(ev):
                return True
        return True

    def _key(self, ev: pygame.event.Event) -> bool:
        """Typing, pasting and moving between the fields."""
        field = self.fields[self.focus]
        control = ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if ev.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
            back = ev.key == pygame.K_UP or (ev.key == pygame.K_TAB and ev.mod & pygame.KMOD_SHIFT)
            self.focus = (self.focus + (-1 if back else 1)) % len(self.fields)
        elif ev.key == pygame.K_BACKSPACE:
            field.text = "" if control else field.text[:-1]
        elif control and ev.key == pygame.K_v:
            self._paste(field)
        elif control:
            return False
        elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            return False                      # the buttons' keys
        elif getattr(ev, "unicode", ""):
            field.text, cut = type_into(field.text, ev.unicode, field.limit)
            if cut:
                self.context.toast.show(_("That field takes at most {count} characters")
                                        .format(count=field.limit))
        else:
            return False
        return True

    def _paste(self, field: Field) -> None:
        try:
            pasted = pygame.scrap.get_text() if pygame.display.get_init() else ""
        except pygame.error:
            pasted = ""
        field.text, _cut = type_into(field.text, " ".join(pasted.split()), field.limit)

    def update(self, dt: float) -> None:
        if not self.busy or self._result is None:
            return
        link, exc = self._result
        self.busy, self._result = False, None
        if exc is not None:
            self._fail(failure_words(exc))
        else:
            self._joined(link)

    # -- drawing -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        fill_alpha(surface, (4, 2, 8, 200))
        self.panel.draw(surface)
        ask = fitted_text(res, _("Type the address and the room code the host shows."), 17,
                          CREAM, PANEL.w - 60, res.smallest_size())
        surface.blit(ask, ask.get_rect(midtop=(PANEL.centerx, PANEL.y + 58)))
        for i, field in enumerate(self.fields):
            self._draw_field(surface, field, i == self.focus and not self.busy)
        y = self.fields[-1].rect.bottom + 26
        if self.busy:
            lines, colour = [_("Connecting…")], GOLD_LIGHT
        elif self.problem is not None:
            font = res.font(FontName.BOLD, 17)
            lines, colour = wrap_text(font, self.problem, PANEL.w - 80), RED
        else:
            lines, colour = [_("Tab moves between the fields · Ctrl+V pastes")], MUTED
        for line in lines[:3]:
            said = res.text(line, 17, colour, bold=colour is not MUTED)
            surface.blit(said, said.get_rect(midtop=(PANEL.centerx, y)))
            y += said.get_height() + 4
        self.join_button.enabled = not self.busy
        self.back_button.enabled = not self.busy
        self.join_button.draw(surface)
        self.back_button.draw(surface)

    def _draw_field(self, surface: pygame.Surface, field: Field, focused: bool) -> None:
        res = self.context.resources
        box = field.rect
        label = fitted_text(res, _(field.label), 17, GOLD, box.x - PANEL.x - 46,
                            res.smallest_size(), bold=True)
        surface.blit(label, label.get_rect(midright=(box.x - 16, box.centery)))
        pygame.draw.rect(surface, (12, 10, 16), box, border_radius=8)
        pygame.draw.rect(surface, GOLD_LIGHT if focused else GOLD, box, 2 if focused else 1,
                         border_radius=8)
        text = field.text + ("|" if focused else "")
        typed = fitted_text(res, text or " ", 20, CREAM, box.w - 24, res.smallest_size())
        surface.blit(typed, typed.get_rect(midleft=(box.x + 12, box.centery)))
