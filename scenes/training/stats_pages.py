"""Two pages of Statistics: dealer-table figures per rule set, and the drills."""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.storage.stats import RuleSetStats
from game.training.results import DrillKind, DrillRecord, summarise
from scenes.app.i18n import N_, _, format_fixed, format_money, format_number, ngettext, say
from scenes.app.resources import Resources
from scenes.tables.registry import short_title
from scenes.training.common import rules_words, text
from scenes.training.plot import draw_series
from scenes.widgets.draw import wrap_text
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED, RED, FontName

GREEN = (112, 196, 120)
BLUE = (120, 170, 230)
MAX_RULE_ROWS = 9


def _chips(cents: int) -> str:
    return format_money(cents, always_cents=False)


def draw_rule_sets(surface: pygame.Surface, res: Resources, area: pygame.Rect,
                   rule_sets: Sequence[RuleSetStats]) -> None:
    """One row per (table, rule set) played at Midnight and Classic."""
    cols = ((N_("Table"), 0), (N_("Rules"), 110), (N_("Rounds"), 700),
            (N_("Won · lost · pushed"), 800), (N_("Net"), area.w))
    for title, x in cols:
        text(surface, res, _(title), (area.x + x, area.y), 16, GOLD, True,
             "topright" if x == area.w else "topleft")
    if not rule_sets:
        text(surface, res, _("Play a round at Midnight or Classic to see figures per rule set."),
             (area.centerx, area.y + 80), 17, MUTED, anchor="center")
        return
    font = res.font(FontName.REGULAR, 15)
    y = area.y + 34
    for n, r in enumerate(rule_sets[:MAX_RULE_ROWS]):
        lines = wrap_text(font, rules_words(r.overrides), 570)
        if len(lines) > 2:                       # a long rule set: two lines and "…"
            lines = [lines[0], lines[1] + " …"]
        height = 12 + 20 * len(lines)
        if n % 2 == 0:
            pygame.draw.rect(surface, (40, 30, 38), (area.x - 6, y - 6, area.w + 12, height),
                             border_radius=6)
        text(surface, res, short_title(r.table), (area.x, y), 16, CREAM, True)
        for i, line in enumerate(lines):
            text(surface, res, line, (area.x + 110, y + 20 * i), 15,
                 GOLD_LIGHT if r.overrides else MUTED)
        text(surface, res, format_number(r.rounds), (area.x + 700, y), 16, CREAM)
        counts = " · ".join(format_number(n) for n in (r.wins, r.losses, r.pushes))
        text(surface, res, counts, (area.x + 800, y), 16, CREAM)
        colour = GREEN if r.net_cents > 0 else RED if r.net_cents < 0 else CREAM
        text(surface, res, ("+" if r.net_cents > 0 else "") + _chips(r.net_cents),
             (area.right, y), 16, colour, anchor="topright")
        y += height + 6
    if len(rule_sets) > MAX_RULE_ROWS:
        more = len(rule_sets) - MAX_RULE_ROWS
        text(surface, res, ngettext("… and {count} more rule set", "… and {count} more rule sets",
                                    more).format(count=more),
             (area.x, y + 4), 15, MUTED)


def draw_drill_summary(surface: pygame.Surface, res: Resources, area: pygame.Rect,
                       records: list[DrillRecord]) -> None:
    summary = summarise(records)
    y = area.y
    for kind in DrillKind:
        s = summary[kind]
        text(surface, res, say(kind.heading), (area.x, y), 18, GOLD, True)
        y += 30
        if not s.items:
            text(surface, res, _("Not tried yet"), (area.x + 8, y), 16, MUTED)
            y += 44
            continue
        rows = [(_("Sessions"), format_number(s.sessions)),
                (_("Hands") if kind is DrillKind.STRATEGY else _("Answers"),
                 format_number(s.items)),
                (_("Right"), _("{count}  ({percent}%)").format(count=format_number(s.right),
                                                               percent=s.percent))]
        if kind is DrillKind.STRATEGY:
            rows.append((_("EV lost"), _("{bets} bets  ({percent}% a hand)").format(
                bets=format_fixed(s.ev_lost_micro / 1e6, 3),
                percent=format_fixed(s.ev_lost_micro / 1e4 / s.items, 2))))
        else:
            rows.append((_("Mean answer"), _("{seconds} s").format(
                seconds=format_fixed(s.answer_ms / 1000 / s.items, 1))))
        for label, value in rows:
            text(surface, res, label, (area.x + 8, y), 16, MUTED)
            text(surface, res, value, (area.x + 180, y), 16, CREAM)
            y += 24
        y += 16


def draw_drill_plots(surface: pygame.Surface, res: Resources, area: pygame.Rect,
                     records: list[DrillRecord]) -> None:
    strategy = [r for r in records if r.kind is DrillKind.STRATEGY and r.items]
    count = [r for r in records if r.kind is DrillKind.COUNT and r.items]
    w, h = (area.w - 110) // 2, (area.h - 130) // 2
    boxes = [pygame.Rect(area.x + 40, area.y + 30, w, h),
             pygame.Rect(area.x + 100 + w, area.y + 30, w, h),
             pygame.Rect(area.x + 40, area.y + 100 + h, w, h),
             pygame.Rect(area.x + 100 + w, area.y + 100 + h, w, h)]
    # one point per session, oldest on the left
    draw_series(surface, res, boxes[0], [r.percent for r in strategy],
                _("Strategy: right (%)"), GREEN, 0, 100)
    draw_series(surface, res, boxes[1], [r.ev_lost_micro / 1e4 / r.items for r in strategy],
                _("Strategy: EV lost a hand"), RED, 0, None, "%")
    draw_series(surface, res, boxes[2], [r.percent for r in count],
                _("Counting: right (%)"), GREEN, 0, 100)
    draw_series(surface, res, boxes[3], [r.mean_answer_ms / 1000 for r in count],
                _("Counting: time to answer"), BLUE, 0, None, " s")
