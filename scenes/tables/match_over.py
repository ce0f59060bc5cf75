"""The end of a match, for the match tables (Showdown, Indian): who won and how,
PLAY AGAIN (Enter, or A) and LOBBY (L); Esc opens the table's pause menu.

One overlay, two bodies: ``duel_over`` (Indian: the winner holds every chip)
and ``sweep_over`` (Showdown: the winner sweeps the carried pot; everyone's
final tokens).  What differs between them is data: a ``Frame`` (panel,
buttons, how dark the table behind gets) and a ``Body`` (what the panel says).
A long body is drawn once into a layer (``Frame.cached``); a short one every
frame, as it always was (the two ways round their translucent edges
differently, and each screen keeps its pixels).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.messages import Message
from game.tables.showdown.view import MatchWon
from scenes.app.context import Context
from scenes.app.i18n import N_, _, ngettext, say
from scenes.app.key_maps import MATCH_OVER as KEYS
from scenes.app.resources import Resources
from scenes.app.scene import Scene
from scenes.app.settings_store import AnimSpeed
from scenes.app.sound_cues import Cue, sound_of
from scenes.dialogs.pause import pause_table_below
from scenes.tables.seat_config import shown_name
from scenes.tables.sentences import means_you, said_message
from scenes.widgets.button import Button, layout_row
from scenes.widgets.celebration import Celebration
from scenes.widgets.draw import fill_alpha, fitted_text
from scenes.widgets.menu import ButtonGroup
from scenes.widgets.panel import Panel
from scenes.widgets.refusal import PRESSES
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, LOGICAL_SIZE, MIN_TEXT, MUTED

Colour = tuple[int, int, int]
GREY = (130, 122, 118)
LINE_H = 26                       # one row of the final standings
DUEL_PANEL = pygame.Rect(390, 190, 500, 320)
SWEEP_WIDTH = 620
MOMENT_FLAT = 0.3                 # the match win's flare: along the title, low (off the buttons)


@dataclass(frozen=True)
class Frame:
    """Where the panel and its two buttons sit, and how they look."""
    panel: pygame.Rect
    dim: int                          # alpha of the darkening over the table
    buttons: tuple[pygame.Rect, pygame.Rect]   # PLAY AGAIN, LOBBY
    font_size: int = 22               # of the button labels
    focus: int | None = None          # the button highlighted for Enter at first
    cached: bool = False              # the body drawn once into a layer


class Body(Protocol):
    """What the panel says; ``buttons_top`` is the y of the buttons' top edge."""

    def draw(self, surface: pygame.Surface, res: Resources, panel: Panel,
             buttons_top: int) -> None: ...

    def title_rect(self, res: Resources, panel: Panel) -> pygame.Rect: ...


def _said(text: str | Message) -> str:
    """A body's words in the language shown: a Message is said when drawn (so a
    switch of language redraws it), a text was worded already."""
    return say(text) if isinstance(text, Message) else text


@dataclass(frozen=True)
class Standing:
    name: str
    tokens: int                       # drawn "600 tokens"
    winner: bool

    @property
    def amount(self) -> str:
        return ngettext("{count} token", "{count} tokens", self.tokens).format(
            count=self.tokens)


@dataclass(frozen=True)
class DuelBody:
    """Indian: the winner holds every chip after so many rounds."""
    title: str | Message              # "You win the match!"
    line: str | Message               # "You hold all 60 chips after 9 rounds"
    hint: str = N_("Enter (or A): play again  ·  L: back to the lobby")

    def draw(self, surface: pygame.Surface, res: Resources, panel: Panel,
             buttons_top: int) -> None:
        rect = panel.rect
        # at a larger text size each line shrinks to the panel (14 px at least)
        for text, size, colour, bold, dy, high in (
                (_said(self.title), 30, GOLD_LIGHT, True, 100, 44),
                (_said(self.line), 17, CREAM, False, 146, 36),
                (_(self.hint), 14, MUTED, False, 186, 30)):
            image = fitted_text(res, text, size, colour, rect.w - 40, MIN_TEXT, bold, high)
            surface.blit(image, image.get_rect(center=(rect.centerx, rect.y + dy)))

    def title_rect(self, res: Resources, panel: Panel) -> pygame.Rect:
        image = res.text(_said(self.title), 30, GOLD_LIGHT, bold=True)
        return image.get_rect(center=(panel.rect.centerx, panel.rect.y + 100))


@dataclass(frozen=True)
class SweepBody:
    """Showdown: the winner sweeps the carried pot; the final standings."""
    title: str | Message
    swept: int
    tokens: int
    standings: tuple[Standing, ...]
    hint: str = N_("The next game starts with the next first seat")

    def draw(self, surface: pygame.Surface, res: Resources, panel: Panel,
             buttons_top: int) -> None:
        area = panel.content_rect
        y = area.y + 6
        # at a larger text size each line shrinks to its room (14 px at least)
        head = fitted_text(res, _said(self.title), 28, GOLD_LIGHT, area.w - 20, MIN_TEXT, True, 46)
        surface.blit(head, head.get_rect(midtop=(area.centerx, y)))
        y += 46
        sweep = (_("Sweeps the carried pot: +{tokens} tokens").format(tokens=self.swept)
                 if self.swept else _("No tokens left in the pot to sweep"))
        total = _("Final total: {tokens} tokens").format(tokens=self.tokens)
        for text, size, colour in ((sweep, 19, CREAM), (total, 17, GOLD)):
            image = fitted_text(res, text, size, colour, area.w - 20, MIN_TEXT, True, 28)
            surface.blit(image, image.get_rect(midtop=(area.centerx, y)))
            y += 28
        y += 14
        pygame.draw.line(surface, GOLD, (area.x + 40, y - 6), (area.right - 40, y - 6))
        for row in self.standings:
            colour = GOLD_LIGHT if row.winner else GREY
            mark = "  ★" if row.winner else "  " + _("(out)")
            right = fitted_text(res, row.amount, 17, colour, area.w // 2 - 70, MIN_TEXT,
                                row.winner, LINE_H)
            left = fitted_text(res, shown_name(row.name) + mark, 17, colour,
                               area.w - 120 - right.get_width() - 12, MIN_TEXT, row.winner,
                               LINE_H)
            surface.blit(left, (area.x + 60, y))
            surface.blit(right, right.get_rect(topright=(area.right - 60, y)))
            y += LINE_H
        hint = fitted_text(res, _(self.hint), 14, MUTED, area.w - 20, MIN_TEXT)
        surface.blit(hint, hint.get_rect(midbottom=(area.centerx, buttons_top - 8)))

    def title_rect(self, res: Resources, panel: Panel) -> pygame.Rect:
        head = res.text(_said(self.title), 28, GOLD_LIGHT, bold=True)
        return head.get_rect(midtop=(panel.content_rect.centerx, panel.content_rect.y + 6))


class MatchOverOverlay(Scene):
    name = "match_over"
    is_overlay = True
    context: Context                  # always given

    def __init__(self, context: Context, frame: Frame, body: Body, winner: str,
                 on_again: Callable[[], None], on_lobby: Callable[[], None]) -> None:
        super().__init__(context)
        self.frame, self.body, self.winner = frame, body, winner
        self.res = res = context.resources
        self.panel = Panel(frame.panel, _("Match over"), res)
        again, lobby = frame.buttons
        self.menu = ButtonGroup([
            Button(res, again, _("PLAY AGAIN"), on_again, shortcut=KEYS.key("again"),
                   sound=context.sound, font_size=frame.font_size),
            Button(res, lobby, _("LOBBY"), on_lobby, shortcut=KEYS.key("lobby"),
                   sound=context.sound, font_size=frame.font_size)], focus=frame.focus)
        self._layer: pygame.Surface | None = None
        self.celebration = Celebration()      # the player's match win: a burst round the title

    def enter(self) -> None:
        won = means_you(self.winner)
        self.context.sound.play(sound_of(Cue.MATCH_WON if won else Cue.MATCH_LOST))
        settings = self.context.settings
        if won and settings.anim_speed is not AnimSpeed.INSTANT and not settings.reduce_motion:
            title = self.body.title_rect(self.res, self.panel)
            self.celebration.start(title.center, True, title.w // 2, flat=MOMENT_FLAT)

    def update(self, dt: float) -> None:
        settings = self.context.settings
        if settings.anim_speed is AnimSpeed.INSTANT or settings.reduce_motion:
            self.celebration.stop()
        else:
            self.celebration.update(dt * settings.anim_speed.factor)

    def language_changed(self) -> None:
        """Every word again in the language shown (the body says its own when drawn)."""
        self.panel.title = _("Match over")
        again, lobby = self.menu.buttons
        again.text, lobby.text = _("PLAY AGAIN"), _("LOBBY")
        self._layer = None

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type in PRESSES:
            self.celebration.stop()           # any press ends the moment
        if KEYS.pressed(ev, "menu"):
            pause_table_below(self.context)
        elif KEYS.pressed(ev, "again") and ev.key not in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.menu.buttons[0].click()
        else:
            self.menu.handle_event(ev)
        return True   # modal: the table below sees nothing

    def draw(self, surface: pygame.Surface) -> None:
        if not self.frame.cached:
            self._paint(surface)
        else:
            if self._layer is None:
                self._layer = pygame.Surface(LOGICAL_SIZE, pygame.SRCALPHA)
                self._paint(self._layer)
            surface.blit(self._layer, (0, 0))
        if self.celebration.showing:          # a flare along the title, inside the panel
            clip = surface.get_clip()
            surface.set_clip(self.panel.rect.inflate(-8, -8))
            self.celebration.draw(surface, lighten=True)
            surface.set_clip(clip)
        self.menu.draw(surface)

    def _paint(self, surface: pygame.Surface) -> None:
        fill_alpha(surface, (4, 2, 8, self.frame.dim))
        self.panel.draw(surface)
        self.body.draw(surface, self.res, self.panel,
                       self.frame.buttons[0].y)


def duel_over(context: Context, title: str | Message, line: str | Message, winner: str,
              on_again: Callable[[], None], on_lobby: Callable[[], None]) -> MatchOverOverlay:
    """Indian Blackjack's match end (``title``/``line`` are worded by the table)."""
    rect = DUEL_PANEL
    y = rect.bottom - 84
    frame = Frame(rect, 170, (pygame.Rect(rect.x + 40, y, 200, 54),
                              pygame.Rect(rect.right - 240, y, 200, 54)), font_size=20, focus=0)
    return MatchOverOverlay(context, frame, DuelBody(title, line), winner, on_again, on_lobby)


class _Seat(Protocol):
    """What the Showdown seat panels offer: a name, tokens and an index."""
    @property
    def index(self) -> int: ...
    @property
    def tokens(self) -> int: ...
    @property
    def config(self) -> _Named: ...


class _Named(Protocol):
    @property
    def name(self) -> str: ...


def sweep_over(context: Context, won: MatchWon, seats: Sequence[_Seat],
               on_again: Callable[[], None], on_lobby: Callable[[], None]) -> MatchOverOverlay:
    """Showdown's match end: the sweep of the carried pot and the final standings
    (the winner first, then by tokens: the order they fell)."""
    winner = seats[won.seat].config.name
    ranked = sorted(seats, key=lambda s: (s.index != won.seat, -s.tokens))
    standings = tuple(Standing(s.config.name, s.tokens, s.index == won.seat)
                      for s in ranked)
    rect = pygame.Rect(0, 0, SWEEP_WIDTH, 44 + 150 + LINE_H * len(standings) + 96)
    rect.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
    row = pygame.Rect(rect.x + 60, rect.bottom - 72, rect.w - 120, 52)
    again, lobby = layout_row(row, 2, gap=24)
    frame = Frame(rect, 160, (again, lobby), cached=True)
    title = said_message(winner, N_("You win the match!"), N_("{name} wins the match!"))
    body = SweepBody(title, won.swept, won.tokens, standings)
    return MatchOverOverlay(context, frame, body, winner, on_again, on_lobby)
