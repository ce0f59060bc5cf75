"""The round-summary overlay: every seat's cards, total, outcome, tokens won
this round and tokens now, and what the pot carries on.

Modal: the table below sees no input while it is up (Esc still reaches the
pause menu), and nothing happens until NEXT HAND is clicked or Enter pressed
(or, when the table asks for it, NEXT HAND goes by itself after a pause).
Rows are plain ``SummaryRow`` values, so any table can fill it.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import pygame

from game.tables.showdown.view import Outcome, RoundSummary
from scenes.app.context import Context
from scenes.app.i18n import N_, _, current_language
from scenes.app.scene import Scene
from scenes.tables.seat_config import shown_name
from scenes.tables.showdown.config import SeatConfig
from scenes.tables.showdown.keys import SHOWDOWN_SUMMARY as KEYS
from scenes.tables.showdown.seats import CardImages, seat_tag
from scenes.widgets.button import Button
from scenes.widgets.draw import fitted_text
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, LOGICAL_SIZE, MIN_TEXT, MUTED, RED

ROW_CARD = (34, 48)        # a row's cards: mini faces drawn for this size
ROWS_PER_FRAME = 3
SUMMARY_TEXT_SIZES = (14, 17, 18, 24)   # what _render writes (the table preloads them)
PANEL_W = 940
ROW_GAP = 6
GOOD, BAD, GREY = (120, 220, 140), (236, 120, 110), (120, 112, 110)
# Column left edges, relative to the panel's content rect.
COLUMNS = {"name": 0, "cards": 180, "total": 430, "outcome": 490, "won": 710, "tokens": 790}
# A cell's room: up to the next column, less a gap (a longer word in another
# language shrinks to fit rather than run into its neighbour).
COLUMN_ROOM = {"total": 48, "outcome": 208, "won": 68}
CELL_SIZE, SMALLEST_CELL_SIZE = 18, MIN_TEXT

OUTCOME_TEXT = {
    Outcome.NATURAL: (N_("Natural"), GOOD), Outcome.WINNER: (N_("Winner"), GOOD),
    Outcome.SPLIT: (N_("Split pot"), GOOD), Outcome.BUST: (N_("Bust"), BAD),
    Outcome.LOST: (N_("Lost"), CREAM), Outcome.FOLDED_BY_NATURAL: (N_("Folded (natural)"), MUTED),
    Outcome.ELIMINATED: (N_("Eliminated"), GREY),
}


@dataclass(frozen=True)
class SummaryRow:
    name: str
    tag: str
    cards: tuple[str, ...]
    total: int
    outcome: str
    outcome_colour: tuple[int, int, int]
    won: int
    tokens: int
    greyed: bool = False


def showdown_rows(summary: RoundSummary, players: Sequence[SeatConfig]) -> list[SummaryRow]:
    rows = []
    for seat in summary.seats:
        text, colour = OUTCOME_TEXT[seat.outcome]
        rows.append(SummaryRow(players[seat.seat].name, seat_tag(players[seat.seat]),
                               tuple(seat.cards), seat.total, _(text), colour, seat.won,
                               seat.tokens, seat.outcome is Outcome.ELIMINATED))
    return rows


_LAYERS: list[pygame.Surface] = []


def overlay_layer() -> pygame.Surface:
    """The full-screen layer a summary is written on: one, reused (allocating
    3.7 MB of fresh pixels cost ~2 ms each time); the table preloads it."""
    if not _LAYERS:
        _LAYERS.append(pygame.Surface(LOGICAL_SIZE, pygame.SRCALPHA))
    return _LAYERS[0]


class RoundSummaryOverlay(Scene):
    name = "summary"
    is_overlay = True
    context: Context

    def __init__(self, context: Context, title: str, rows: list[SummaryRow], footer: str,
                 on_next: Callable[[], None], cards: CardImages,
                 extras: Sequence[tuple[str, Callable[[], None], str]] = (),
                 auto_next_s: float | None = None,
                 offer_tip: Callable[[Scene], None] | None = None) -> None:
        """``extras``: more (label, what it does, its key's action in
        ``SHOWDOWN_SUMMARY``) buttons beside NEXT HAND;
        ``auto_next_s``: NEXT HAND goes by itself after that many seconds;
        ``offer_tip``: the table's tip for this moment, asked for once the
        panel is written (only the top scene updates, so the table below
        cannot offer it itself; the tip goes on top of this overlay)."""
        super().__init__(context)
        self.title, self.rows, self.footer = title, rows, footer
        self.on_next = on_next
        self.offer_tip = offer_tip
        self.auto_left = auto_next_s
        self.cards = cards  # CardImages: thumbnails scaled once
        row_h = ROW_CARD[1] + ROW_GAP
        height = 44 + 40 + row_h * len(rows) + 110
        self.panel = Panel(pygame.Rect(0, 0, PANEL_W, height),
                           _("{title} — summary").format(title=title),
                           context.resources)
        self.panel.rect.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2 + 10)
        width, gap = (260, 0) if not extras else (240, 20)
        count = 1 + len(extras)
        left = self.panel.rect.centerx - (count * width + (count - 1) * gap) // 2
        rects = [pygame.Rect(left + i * (width + gap), self.panel.rect.bottom - 68, width, 52)
                 for i in range(count)]
        self.next_button = Button(context.resources, rects[0], _("NEXT HAND"), on_next,
                                  shortcut=KEYS.key("next_hand"), sound=context.sound)
        self.extra_actions = [action for _label, _fn, action in extras]
        self.extra_buttons = [Button(context.resources, rect, label, fn,
                                     shortcut=KEYS.key(action), font_size=19, sound=context.sound)
                              for rect, (label, fn, action) in zip(rects[1:], extras)]
        self._layer: pygame.Surface | None = None  # the whole overlay, drawn once
        self._steps: Iterator[None] | None = self._render_steps()   # a few rows per frame

    def reword(self, title: str, rows: list[SummaryRow], footer: str,
               extra_labels: Sequence[str]) -> None:
        """The same round in other words (the language changed): written again."""
        self.title, self.rows, self.footer = title, rows, footer
        self.panel.title = _("{title} — summary").format(title=title)
        self.next_button.text = _("NEXT HAND")
        for button, label in zip(self.extra_buttons, extra_labels):
            button.text = label
        self._steps = self._render_steps()
        self.finish()

    def language_changed(self) -> None:
        # The player may have chosen other keys (the Keys page, over this panel).
        self.next_button.shortcut = KEYS.key("next_hand")
        for button, action in zip(self.extra_buttons, self.extra_actions):
            button.shortcut = KEYS.key(action)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if KEYS.pressed(ev, "menu"):
            from scenes.dialogs.pause import pause_table_below
            pause_table_below(self.context)
            return True
        if KEYS.pressed(ev, "next_hand"):
            self.next_button.click()
            return True
        for button in self.extra_buttons:
            if button.handle_event(ev):
                return True
        self.next_button.handle_event(ev)
        return True  # modal

    def update(self, dt: float) -> None:
        if self._steps is not None:
            try:
                next(self._steps)
            except StopIteration:
                self._steps = None
        if self.ready and self.offer_tip is not None:
            self.offer_tip(self)
            if self.context.manager.top is not self:   # a tip is up: read it first
                return
        if self.auto_left is None:
            return
        self.auto_left -= dt
        if self.auto_left <= 0:
            self.auto_left = None
            self.on_next()

    @property
    def ready(self) -> bool:
        return self._steps is None

    def finish(self) -> None:
        """The whole panel now (a test or a screenshot that draws at once)."""
        for _step in self._steps or ():
            pass
        self._steps = None

    def backdrop_key(self) -> object:
        """Once written, the panel and the still table below are one picture
        until the language or a setting changes (the panel is then written again)."""
        if not self.ready or self._layer is None:
            return None
        return current_language(), self.context.settings, self._layer

    def draw(self, surface: pygame.Surface) -> None:
        if not self.ready or self._layer is None:   # being written, a few frames: the
            return                                   # table shows meanwhile
        self.draw_backdrop(surface)
        self.draw_front(surface)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        if self._layer is not None:
            surface.blit(self._layer, (0, 0))

    def draw_front(self, surface: pygame.Surface) -> None:
        self.next_button.draw(surface)
        for button in self.extra_buttons:
            button.draw(surface)

    # -- rendered once, over a few frames -------------------------------------------------
    def _render_steps(self) -> Iterator[None]:
        """A generator: each ``next`` writes part of the layer (the first summary
        of a table used to cost one 12-14 ms frame)."""
        layer = overlay_layer()
        layer.fill((4, 2, 8, 150))         # the dim, straight into the layer
        self.panel.draw(layer)
        yield
        res = self.context.resources
        area = self.panel.content_rect
        y = area.y + 4
        heads = [(key, _(label), min([x for x in COLUMNS.values() if x > COLUMNS[key]],
                                     default=area.w + 16) - COLUMNS[key] - 6)   # to the next
                 for key, label in (("name", N_("PLAYER")), ("cards", N_("CARDS")),
                                    ("total", N_("TOTAL")), ("outcome", N_("OUTCOME")),
                                    ("won", N_("WON")), ("tokens", N_("TOKENS NOW")))]
        size = 14            # one size for the heads: the largest at which they all fit
        while size > res.smallest_size() and any(
                res.text(words, size, MUTED, True).get_width() > room for _k, words, room in heads):
            size -= 1
        for key, words, room in heads:
            text = fitted_text(res, words, size, MUTED, room, MIN_TEXT, bold=True)
            layer.blit(text, (area.x + COLUMNS[key], y))
        y += 24
        pygame.draw.line(layer, GOLD, (area.x, y), (area.right, y))
        y += 8
        for i, row in enumerate(self.rows):
            self._row(layer, row, area.x, y)
            y += ROW_CARD[1] + ROW_GAP
            if i % ROWS_PER_FRAME == ROWS_PER_FRAME - 1:
                yield
        pygame.draw.line(layer, GOLD, (area.x, y), (area.right, y))
        footer = res.text(self.footer, 17, GOLD_LIGHT, bold=True)
        layer.blit(footer, footer.get_rect(midtop=(area.centerx, y + 10)))
        self._layer = layer

    def _row(self, layer: pygame.Surface, row: SummaryRow, x: int, y: int) -> None:
        res = self.context.resources
        mid = y + ROW_CARD[1] // 2
        ink = GREY if row.greyed else CREAM
        # Name over kind, both inside the row's height at any text size.
        room = COLUMNS["cards"] - COLUMNS["name"] - 8
        name = fitted_text(res, shown_name(row.name), 17, ink, room, MIN_TEXT, bold=True,
                           height=ROW_CARD[1] // 2 + 4)
        tag = fitted_text(res, row.tag, 14, GREY if row.greyed else MUTED, room, MIN_TEXT,
                          height=ROW_CARD[1] // 2 - 1)
        layer.blit(name, name.get_rect(bottomleft=(x + COLUMNS["name"], mid + 2)))
        layer.blit(tag, tag.get_rect(topleft=(x + COLUMNS["name"], mid + 3)))
        span = COLUMNS["total"] - COLUMNS["cards"] - 16
        step = min(ROW_CARD[0] + 4, (span - ROW_CARD[0]) // max(1, len(row.cards) - 1))
        for i, code in enumerate(row.cards):
            layer.blit(self.cards.mini(code, ROW_CARD), (x + COLUMNS["cards"] + i * step, y))
        cells = (("total", str(row.total) if row.cards else "—", ink),
                 ("outcome", row.outcome, GREY if row.greyed else row.outcome_colour),
                 ("won", f"+{row.won}" if row.won else "0", GOOD if row.won else ink),
                 ("tokens", str(row.tokens), RED if row.greyed else ink))
        for key, text, colour in cells:
            image = fitted_text(res, text, CELL_SIZE, colour, COLUMN_ROOM.get(key, LOGICAL_SIZE[0]),
                                SMALLEST_CELL_SIZE, bold=True)
            layer.blit(image, image.get_rect(midleft=(x + COLUMNS[key], mid)))
