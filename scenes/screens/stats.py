"""Statistics: per-table figures, matches per opponent, and the bankroll chart;
a page per rule set of the dealer tables; a page of training-room drills.

Reads ``context.profile`` (game.storage.Profile) once on enter/resume; draw()
only reads what was computed.  1 2 3 (or Tab) choose the page, H opens the
hand history, Esc goes back.
"""
from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.storage.history import BankrollPoint
from game.storage.online import ONLINE
from game.storage.online_stats import OnlineMatchStats
from game.storage.stats import MatchStats, Stats
from scenes.app.context import Context
from scenes.app.i18n import N_, _, format_money, format_number, ngettext
from scenes.app.scene import Scene
from scenes.screens.chart_axis import axis_for
from scenes.screens.online_words import ROLE_WORDS, online_stats_of, opponent_words
from scenes.tables.registry import short_title, views
from scenes.training.stats_pages import draw_drill_plots, draw_drill_summary, draw_rule_sets
from scenes.widgets.button import Button, same_size
from scenes.widgets.draw import fitted_text
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD, GOLD_DARK, GOLD_LIGHT, MUTED, RED, Colour, Point

BACKGROUND = (22, 14, 20)
TABLE_PANEL = pygame.Rect(30, 84, 590, 560)
CHART_PANEL = pygame.Rect(640, 84, 610, 560)
GREEN = (112, 196, 120)
ROWS = ((N_("Rounds"), "rounds"), (N_("Wins"), "wins"), (N_("Losses"), "losses"),
        (N_("Pushes"), "pushes"), (N_("Blackjacks"), "blackjacks"), (N_("Net"), "net_cents"),
        (N_("Biggest win"), "biggest_win_cents"), (N_("Best streak"), "best_streak"))
MONEY_FIELDS = ("net_cents", "biggest_win_cents")
MAX_CHART_POINTS = 600
ROW_H, HEAD_H = 30, 22      # the table's rows and its heads: words shrink to fit them
PAGES = (N_("Tables"), N_("Rule sets"), N_("Training"))
PAGE_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3)
WIDE_PANEL = pygame.Rect(30, 84, 1220, 560)
FOLD_IN_A_FRAME = 5_000            # rounds the statistics may fold in while a frame waits


def chips(cents: int) -> str:
    """Chart and table money: whole chips without decimals."""
    return format_money(cents, always_cents=False)


class StatsScene(Scene):
    name = "stats"
    covers_screen = True        # draw() starts by filling the whole screen

    def __init__(self, context: Context, **options: Any) -> None:
        super().__init__(context)
        res = context.resources
        self.table_panel = Panel(TABLE_PANEL, _("Statistics per table"), res)
        self.chart_panel = Panel(CHART_PANEL, _("Bankroll over time"), res)
        self.back = Button(res, (1030, 660, 220, 46), _("Back"), self.close, pygame.K_ESCAPE,
                           font_size=20, sound=context.sound)
        self.history = Button(res, (790, 660, 220, 46), _("Hand history"), self.open_history,
                              pygame.K_h, font_size=20, sound=context.sound)
        self.pages = [Button(res, (30 + i * 170, 660, 160, 46), _(title), partial(self.show, i),
                             key, font_size=18, sound=context.sound)
                      for i, (title, key) in enumerate(zip(PAGES, PAGE_KEYS))]
        same_size(self.pages)
        same_size((self.history, self.back))
        self.page = 0
        self.rules_panel = Panel(WIDE_PANEL, _("Midnight and Classic per rule set"), res)
        self.drills_panel = Panel(TABLE_PANEL, _("Training room"), res)
        self.plots_panel = Panel(CHART_PANEL, _("Drills over time"), res)
        self.drills: list = []
        self.stats = Stats()
        self.online: list[OnlineMatchStats] = []     # online matches, by table and role
        self.series: list[BankrollPoint] = []
        self.chart_rounds = 0             # money rounds in all (the series is thinned)
        self.total_cents = 0
        self.error: str | None = None
        self.adding_up = False             # the statistics are still being folded in

    # -- data ---------------------------------------------------------------
    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        profile = self.context.profile
        if profile is None:
            self.error = _("No saved profile is open.")
            return
        keeper = profile.stats_keeper
        # A long save is folded in once on the save's check thread: wait for it
        # (drawn as "adding up") rather than fold 100,000 rounds in a frame.
        self.adding_up = not keeper.warmed and profile.checking is not None \
            and keeper.behind() > FOLD_IN_A_FRAME
        if self.adding_up:
            return
        self.stats = profile.stats()
        self.online = online_stats_of(profile)
        # A few hundred points, picked by SQLite: the chart has no room for more.
        self.series = profile.bankroll_series(most=MAX_CHART_POINTS)
        self.chart_rounds = profile.stats_keeper.money_rounds()
        self.total_cents = profile.total_cents
        self.drills = profile.drills()

    def update(self, dt: float) -> None:
        profile = self.context.profile
        if self.adding_up and profile is not None and profile.stats_keeper.warmed:
            self.refresh()

    def close(self) -> None:
        self.context.manager.pop()

    def open_history(self) -> None:
        self.context.open_scene("history")

    def show(self, page: int) -> None:
        self.page = page

    def handle_event(self, ev: pygame.event.Event) -> bool:
        for button in (self.back, self.history, *self.pages):
            if button.handle_event(ev):
                return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_TAB:
            self.page = (self.page + 1) % len(PAGES)
            return True
        return False

    # -- drawing ------------------------------------------------------------
    def text(self, surface: pygame.Surface, text: str, pos: Point, size: int = 18,
             color: Colour = CREAM, bold: bool = False, anchor: str = "topleft",
             room: int | None = None, height: int | None = None) -> pygame.Rect:
        """``text`` drawn at ``pos``; with a ``room`` (and ``height``) it keeps to
        that box at any text size (``fitted_text``)."""
        res = self.context.resources
        image = res.text(text, size, color, bold) if room is None else \
            fitted_text(res, text, size, color, room, res.smallest_size(), bold, height)
        rect = image.get_rect(**{anchor: pos})
        surface.blit(image, rect)
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(BACKGROUND)
        self.text(surface, _("Statistics"), (640, 40), 34, GOLD_LIGHT, True, "center")
        for i, button in enumerate(self.pages):
            button.focused = i == self.page
            button.draw(surface)
        self.history.draw(surface)
        self.back.draw(surface)
        res = self.context.resources
        if self.error or self.adding_up:
            self.table_panel.draw(surface)
            if self.adding_up:
                self.chart_panel.draw(surface)
            words = self.error or _("Adding up your rounds…")
            self.text(surface, words, TABLE_PANEL.center, 22, MUTED, anchor="center")
        elif self.page == 1:
            self.rules_panel.draw(surface)
            draw_rule_sets(surface, res, self.rules_panel.content_rect, self.stats.rule_sets)
        elif self.page == 2:
            self.drills_panel.draw(surface)
            self.plots_panel.draw(surface)
            draw_drill_summary(surface, res, self.drills_panel.content_rect, self.drills)
            draw_drill_plots(surface, res, self.plots_panel.content_rect, self.drills)
        else:
            self.table_panel.draw(surface)
            self.chart_panel.draw(surface)
            self._draw_table(surface)
            self._draw_chart(surface)

    def _draw_table(self, surface: pygame.Surface) -> None:
        area = self.table_panel.content_rect
        columns = views()
        label_w, col_w = 150, (area.w - 150) // max(1, len(columns))
        head_size = 16 if len(columns) <= 4 else 14     # more tables: narrower columns
        res = self.context.resources
        while head_size > res.smallest_size() and any(   # the heads shrink together
                res.text(v.short_title, head_size, GOLD, True).get_width() > col_w - 2
                or res.text(v.short_title, head_size, GOLD, True).get_height() > HEAD_H
                for v in columns):
            head_size -= 1
        y = area.y + 4
        for i, view in enumerate(columns):
            x = area.x + label_w + i * col_w + col_w // 2
            rect = self.text(surface, view.short_title, (x + 7, y + 11), head_size, GOLD, True,
                             "center", room=col_w - 2, height=HEAD_H)
            pygame.draw.circle(surface, view.felt, (rect.x - 9, y + 11), 6)
            pygame.draw.circle(surface, GOLD_DARK, (rect.x - 9, y + 11), 6, 1)
        y += 34
        for n, (title, attr) in enumerate(ROWS):
            if n % 2 == 0:
                stripe = (area.x, y - 4, area.w, ROW_H)
                pygame.draw.rect(surface, (40, 30, 38), stripe, border_radius=6)
            self.text(surface, _(title), (area.x + 8, y + 10), 17, MUTED, anchor="midleft",
                      room=label_w - 12, height=ROW_H - 2)
            for i, view in enumerate(columns):
                t = self.stats.table(view.name)
                value = getattr(t, attr)
                color = CREAM
                if attr in MONEY_FIELDS:
                    if not t.money:
                        shown, color = "—", MUTED
                    else:
                        shown = ("+" if value > 0 and attr == "net_cents" else "") + chips(value)
                        color = GREEN if value > 0 else RED if value < 0 else CREAM
                else:
                    shown = format_number(value)
                x = area.x + label_w + i * col_w + col_w // 2
                self.text(surface, shown, (x, y + 10), 17, color, anchor="center",
                          room=col_w - 6, height=ROW_H - 2)
            y += ROW_H
        y += 18
        self.text(surface, _("Matches (Showdown and Indian)"), (area.x + 8, y), 18, GOLD, True,
                  room=area.w - 16)
        y += 30
        if not self.stats.matches:
            self.text(surface, _("No match finished yet."), (area.x + 8, y), 17, MUTED)
            y += 26
        for who, played, won, verified in match_lines(self.stats.matches, self.online)[:5]:
            rate = f"{100 * won // played}%" if played else "—"
            self.text(surface, who, (area.x + 8, y), 17, room=244)
            said = _("played {played}   won {won}   ({rate})").format(
                played=played, won=won, rate=rate)
            self.text(surface, said, (area.x + 260, y), 17, CREAM, room=area.right - area.x - 268)
            y += 26
            if verified is not None:         # online: how many this save's check passed
                check = _("verified: {count} of {played}").format(count=verified,
                                                                   played=played)
                self.text(surface, check, (area.x + 260, y - 4), 14,
                          GREEN if verified == played else RED, room=area.right - area.x - 268)
                y += 18
        y = area.bottom - 26
        refills = self.stats.refills
        words = _("Refills: {count}").format(count=refills)
        if refills:
            words += _("  (+{chips} chips)").format(chips=chips(self.stats.refill_cents))
        self.text(surface, words, (area.x + 8, y), 17, MUTED)

    def _draw_chart(self, surface: pygame.Surface) -> None:
        area = self.chart_panel.content_rect
        now = _("Now: {chips} chips").format(chips=chips(self.total_cents))
        self.text(surface, now, (area.right, area.y),
                  18, GOLD_LIGHT, True, "topright")
        plot = pygame.Rect(area.x + 70, area.y + 36, area.w - 84, area.h - 80)
        points = self.series
        if len(points) < 2:
            self.text(surface, _("Play a round at Midnight or Classic to see the chart."),
                      plot.center, 17, MUTED, anchor="center",
                      room=2 * (area.right - plot.centerx) - 8)
            return
        if len(points) > MAX_CHART_POINTS:     # keep every refill, thin the rounds
            step = len(points) / MAX_CHART_POINTS
            keep = {int(i * step) for i in range(MAX_CHART_POINTS)} | {len(points) - 1}
            points = [p for i, p in enumerate(points) if i in keep or p.kind != "round"]
        axis = axis_for([p.cents for p in points])

        def to_xy(i: int, cents: int) -> tuple[int, int]:
            x = plot.x + round(i * plot.w / (len(points) - 1))
            return x, plot.bottom - round(axis.share(cents) * plot.h)

        for grid in axis.ticks:
            y = to_xy(0, grid)[1]
            pygame.draw.line(surface, (58, 46, 52), (plot.x, y), (plot.right, y))
            self.text(surface, chips(grid), (plot.x - 8, y), 14, MUTED, anchor="midright")
        start_y = to_xy(0, points[0].cents)[1]
        for x in range(plot.x, plot.right, 12):              # the starting 1,000, dashed
            pygame.draw.line(surface, GOLD_DARK, (x, start_y), (min(x + 6, plot.right), start_y))
        xy = [to_xy(i, p.cents) for i, p in enumerate(points)]
        below = [(plot.x, plot.bottom), *xy, (plot.right, plot.bottom)]
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(shade, (*GOLD, 38), below)
        surface.blit(shade, (0, 0))
        pygame.draw.lines(surface, GOLD_LIGHT, False, xy, 2)
        for (x, y), p in zip(xy, points):
            if p.kind == "refill":
                pygame.draw.circle(surface, GREEN, (x, y), 6)
                pygame.draw.circle(surface, BACKGROUND, (x, y), 6, 2)
        pygame.draw.rect(surface, GOLD_DARK, plot, 1)
        rounds = self.chart_rounds
        words = ngettext("{count} round at Midnight and Classic",
                         "{count} rounds at Midnight and Classic", rounds).format(
            count=format_number(rounds))
        self.text(surface, words, (plot.x, plot.bottom + 10),
                  14, MUTED)
        pygame.draw.circle(surface, GREEN, (plot.right - 90, plot.bottom + 19), 5)
        self.text(surface, _("refill"), (plot.right - 80, plot.bottom + 10), 14, MUTED)


def match_lines(matches: list[MatchStats], online: list[OnlineMatchStats]
                ) -> list[tuple[str, int, int, int | None]]:
    """(who, played, won, verified or None) per line: local matches by
    opponent, online ones by this save's role (host or guest)."""
    lines: list[tuple[str, int, int, int | None]] = [
        (_("{table} vs {opponent}").format(table=short_title(m.table),
                                           opponent=opponent_words(m.opponent)),
         m.played, m.won, None)
        for m in matches if m.opponent != ONLINE]
    lines += [(_("{table} · online · {role}").format(table=short_title(o.table),
                                                     role=_(ROLE_WORDS[o.role])),
               o.played, o.won, o.verified) for o in online]
    return lines


def create_scene(context: Context, **options: Any) -> StatsScene:
    return StatsScene(context, **options)
