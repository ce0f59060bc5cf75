"""Hand history: every round of the save, newest first, a page at a time; pick
one to read it in plain words, then re-deal it from its seed, card by card.

The list comes from ``context.profile.history_list`` (finished rounds only: a
round in play is never listed), read from SQLite a page at a time so it opens
as fast at 100,000 rounds as at ten.  Filters: the table (T), the rounds the
player played or watched (P), one sitting (S).  A finished match is one line;
Enter, S or a second click opens it into its rounds, Esc closes it again.
Selecting a round replays its sitting's record
(``game.storage.replays.round_steps``): its first step tells the round in
words (``scenes.screens.round_story``), then one state per recorded word.
Stepping forward slides the new cards in from the shoe one at a time; Play
steps by itself.  The panel
shows the commitment, the seed once revealed, and Verify runs the same check
as ``python -m game.verify``.

Keys: Up/Down/PgUp/PgDn choose a line, Left/Right step, Space play/pause,
V verify, T P S filter, Enter open a match, Esc back.  draw() only reads
state; update(dt) runs the tweens.
"""
from __future__ import annotations

import functools
from typing import Any

import pygame

from game.storage import fairness
from game.storage.history import RoundEntry
from game.storage.history_list import HistoryFilter, HistoryLine, Played
from game.storage.ledger import verify_round
from game.storage.online import OnlineInfo
from game.storage.replays import Step, round_steps
from game.storage.round_check import Verdict
from scenes.app.context import Context
from scenes.app.error_words import said_reason
from scenes.app.i18n import N_, _, format_money, format_number, format_when, ngettext, say
from scenes.app.scene import Scene
from scenes.screens.online_words import online_detail, online_of, online_tag
from scenes.screens.replay_rows import card_rows, shown_label
from scenes.screens.round_story import player_names, round_story
from scenes.tables.journal import load_scene_setup
from scenes.tables.registry import short_title, view_names
from scenes.widgets.button import Button, same_size
from scenes.widgets.draw import fitted_text, wrap_text
from scenes.widgets.panel import Panel
from scenes.widgets.theme import (
    BUTTON_FACE,
    CREAM,
    GOLD,
    GOLD_LIGHT,
    MIN_TEXT,
    MUTED,
    RED,
    Colour,
    FontName,
    Point,
)
from scenes.widgets.tween import Tween, easing

BACKGROUND = (22, 14, 20)
LIST_PANEL = pygame.Rect(30, 84, 430, 560)
DETAIL_PANEL = pygame.Rect(480, 84, 770, 560)
ROW_H = 40
VISIBLE_ROWS = 11
CARD = (54, 76)
CARDS_HEIGHT = 300          # the replay area between the header and the step line
SHOE_POS = (DETAIL_PANEL.right - 80, DETAIL_PANEL.y + 200)
DEAL_SECONDS = 0.22
PLAY_PAUSE = 0.7
GREEN = (112, 196, 120)
STORY_SIZE, STORY_LINE_H, STORY_LINES = 17, 25, 12   # the round in words, at step 1
ONLINE_SIZE = 15            # the online line under the seed (two lines at most)
VERIFY_LINE_CHARS = 88      # the verdict, wrapped to fit the detail panel
SELECTED_ROW = BUTTON_FACE        # the chosen round's row: its texts are read on it
OUTCOME_COLOURS = {"win": GREEN, "loss": RED, "push": CREAM}
# The saved outcome words, as the list shows them.
OUTCOME_WORDS = {"win": N_("win"), "loss": N_("loss"), "push": N_("push"), "open": N_("open"),
                 "watched": N_("watched")}
PAGE = 50                   # lines read from the save at a time
PLAYED_WORDS = {Played.ALL: N_("Rounds: all"), Played.MINE: N_("Rounds: played by me"),
                Played.WATCHED: N_("Rounds: watched")}


def table_filters() -> tuple[str | None, ...]:
    """The table filter's choices in turn: all tables, then each registered one."""
    return (None, *view_names())


def table_words(table: str | None) -> str:
    """The table filter's button: "Table: all" or the table's short name."""
    if table is None:
        return _("Table: all")
    return _("Table: {table}").format(table=short_title(table))


class HistoryScene(Scene):
    name = "history"
    covers_screen = True        # draw() starts by filling the whole screen

    def __init__(self, context: Context, **options: Any) -> None:
        super().__init__(context)
        res = context.resources
        self.list_panel = Panel(LIST_PANEL, _("Rounds"), res)
        self.detail_panel = Panel(DETAIL_PANEL, None, res)
        snd = context.sound
        by = DETAIL_PANEL.bottom - 62
        self.buttons = [
            Button(res, (DETAIL_PANEL.x + 20, by, 110, 44), _("Start"), self.restart, pygame.K_HOME,
                   font_size=17, sound=snd),
            Button(res, (DETAIL_PANEL.x + 140, by, 110, 44), _("◀ Step"), lambda: self.step(-1),
                   pygame.K_LEFT, font_size=17, sound=snd),
            Button(res, (DETAIL_PANEL.x + 260, by, 110, 44), _("Step ▶"), lambda: self.step(1),
                   pygame.K_RIGHT, font_size=17, sound=snd),
            Button(res, (DETAIL_PANEL.x + 380, by, 110, 44), _("Play"), self.toggle_play,
                   pygame.K_SPACE, font_size=17, sound=snd),
            Button(res, (DETAIL_PANEL.right - 170, by, 150, 44), _("Verify"), self.verify,
                   pygame.K_v, font_size=17, sound=snd),
        ]
        self.play_button = self.buttons[3]
        self.close_button = Button(res, (1030, 660, 220, 46), _("Back"), self.close,
                                   pygame.K_ESCAPE, font_size=20, sound=snd)
        self.table_button = Button(res, (30, 660, 250, 46), table_words(None),
                                   self.next_table, pygame.K_t, font_size=17, sound=snd)
        self.played_button = Button(res, (290, 660, 270, 46), _(PLAYED_WORDS[Played.ALL]),
                                    self.next_played, pygame.K_p, font_size=17, sound=snd)
        self.sitting_button = Button(res, (570, 660, 250, 46), _("Only this sitting"),
                                     self.toggle_sitting, pygame.K_s, font_size=17, sound=snd)
        self.filter_buttons = same_size([self.table_button, self.played_button,
                                         self.sitting_button])
        self.shown = HistoryFilter()
        self.total = 0                    # lines under the filter, in all
        self._pages: dict[int, list[HistoryLine]] = {}
        # Where an opened match (or sitting) was opened from: filter, line, scroll.
        self.opened_from: tuple[HistoryFilter, int, int] | None = None
        self.selected = 0
        self.scroll = 0
        self.steps: list[Step] = []
        self.step_index = 0
        self.replay_error: str | None = None
        self.story: list[str] = []
        self._sitting_id = 0
        self.verify_lines: list[tuple[str, Colour]] = []
        self.flying: list[tuple[int, int, Tween]] = []   # (row, card index, tween)
        self.positions: dict[tuple[int, int], tuple[float, float]] = {}
        self.playing = False
        self.pause_left = 0.0
        self._faces: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self.online: dict[int, OnlineInfo] = {}      # the save's online matches, by sitting

    # -- data -----------------------------------------------------------------
    def enter(self) -> None:
        self.show_lines(self.shown)

    def show_lines(self, shown: HistoryFilter, selected: int = 0, scroll: int = 0) -> None:
        """List the lines under ``shown`` (counted now, read a page at a time)."""
        self.shown, self._pages = shown, {}
        profile = self.context.profile
        self.total = profile.history_list.count(shown) if profile is not None else 0
        self.online = online_of(profile)
        self.scroll = max(0, min(scroll, self.total - VISIBLE_ROWS))
        self._label_filters()
        self.steps, self.story, self.replay_error = [], [], None
        self.select(selected)

    def line(self, index: int) -> HistoryLine | None:
        """Line ``index`` of the list (0: the newest), read with its page."""
        profile = self.context.profile
        if profile is None or not 0 <= index < self.total:
            return None
        page = index // PAGE
        if page not in self._pages:
            if len(self._pages) > 20:             # far pages are read again if needed
                self._pages.clear()
            self._pages[page] = profile.history_list.page(self.shown, page * PAGE, PAGE)
        lines = self._pages[page]
        return lines[index % PAGE] if index % PAGE < len(lines) else None

    @property
    def entries(self) -> list[RoundEntry]:
        """The rounds of the lines on screen (a folded match: its last round)."""
        lines = (self.line(i) for i in range(self.scroll, self.scroll + VISIBLE_ROWS))
        return [line.entry for line in lines if line is not None]

    def _label_filters(self) -> None:
        self.table_button.text = table_words(self.shown.table)
        self.played_button.text = _(PLAYED_WORDS[self.shown.played])
        line = self.line(self.selected)
        self.sitting_button.text = _("All sittings") if self.opened_from is not None \
            else _("Open this match") if line is not None and line.match is not None \
            else _("Only this sitting")

    def next_table(self) -> None:
        filters = table_filters()
        at = filters.index(self.shown.table) if self.shown.table in filters else 0
        table = filters[(at + 1) % len(filters)]
        self.show_lines(HistoryFilter(table, self.shown.played, self.shown.sitting_id))

    def next_played(self) -> None:
        order = list(Played)
        played = order[(order.index(self.shown.played) + 1) % len(order)]
        self.show_lines(HistoryFilter(self.shown.table, played, self.shown.sitting_id))

    def toggle_sitting(self) -> None:
        """Open the selected line's sitting (a match: its rounds), or go back."""
        if self.opened_from is not None:
            shown, selected, scroll = self.opened_from
            self.opened_from = None
            self.show_lines(shown, selected, scroll)
            return
        entry = self.entry
        if entry is None:
            return
        self.opened_from = (self.shown, self.selected, self.scroll)
        self.show_lines(HistoryFilter(sitting_id=entry.sitting_id))

    def select(self, index: int) -> None:
        if self.total <= 0:
            return
        self.selected = max(0, min(self.total - 1, index))
        self.scroll = min(max(self.scroll, self.selected - VISIBLE_ROWS + 1), self.selected)
        self.verify_lines, self.playing = [], False
        self._label_filters()
        profile = self.context.profile
        try:
            entry = self.entry
            if profile is None or entry is None:
                raise LookupError("no save is open")
            replay = profile.history.replay_record(entry.id)
            self.steps = round_steps(replay.record, replay.first_seq)
            self.replay_error = None
            self._sitting_id = replay.sitting.id
            self._tell()
        except Exception as exc:  # an old record must not crash the screen
            self.steps = []
            self.replay_error = _("This round cannot be replayed here ({error}).").format(
                error=said_reason(exc))
            self.story = []
        self.step_index = 0
        self._place_all()

    def _tell(self) -> None:
        """The selected round in words, in the language shown."""
        entry = self.entry
        if entry is None:
            return
        table = entry.table
        names = player_names(table, load_scene_setup(self.context, self._sitting_id))
        self.story = round_story(table, self.steps, names)

    def language_changed(self) -> None:
        """The story was told in the old language: tell it again (same step)."""
        self._label_filters()
        if self.entry is not None and self.steps:
            self._tell()
            self._place_all()

    @property
    def entry(self) -> RoundEntry | None:
        line = self.line(self.selected)
        return line.entry if line is not None else None

    @property
    def telling(self) -> bool:
        """At the first step the round is told in words (no card is dealt yet)."""
        return self.step_index == 0 and bool(self.story)

    def rows(self, index: int | None = None) -> list[tuple[str, list[str]]]:
        if not self.steps or (index is None and self.telling):
            return []
        step = self.steps[self.step_index if index is None else index]
        if step.word is None and step.table_snapshot.get("phase") == "betting":
            return []  # between rounds the last round's cards still lie there: not this round's
        rows = card_rows(step.table_snapshot)
        return sorted(rows, key=lambda row: row[0] != "Dealer")  # the dealer sits on top

    def hidden(self, label: str, i: int) -> bool:
        snap = self.steps[self.step_index].table_snapshot if self.steps else {}
        return label == "Dealer" and i == 1 and bool(snap.get("hole_hidden"))

    # -- stepping and animation -----------------------------------------------
    def layout(self, n_rows: int, dealer_first: bool) -> tuple[int, int, int]:
        """(columns for the hands, row height, card height) for n card rows."""
        hands = n_rows - (1 if dealer_first else 0)
        cols = 1 if hands <= 2 else 2 if hands <= 4 else 3
        lines = -(-hands // cols) + (1 if dealer_first else 0)
        row_h = min(CARD[1] + 18, CARDS_HEIGHT // max(1, lines))
        return cols, row_h, min(CARD[1], row_h - 12)

    def slot(self, row: int, i: int, n_rows: int) -> tuple[int, int]:
        rows = self.rows()
        dealer_first = bool(rows) and rows[0][0] == "Dealer"
        cols, row_h, card_h = self.layout(n_rows, dealer_first)
        card_w = card_h * CARD[0] // CARD[1]
        top = DETAIL_PANEL.y + 166
        if dealer_first and row == 0:
            col, line = 0, 0
        else:
            k = row - (1 if dealer_first else 0)
            col, line = k % cols, k // cols + (1 if dealer_first else 0)
        x0 = DETAIL_PANEL.x + 130 + col * (600 // cols)
        return x0 + i * (card_w // 2 + 6), top + line * row_h

    def card_size(self) -> tuple[int, int]:
        rows = self.rows()
        card_h = self.layout(len(rows), bool(rows) and rows[0][0] == "Dealer")[2]
        return card_h * CARD[0] // CARD[1], card_h

    def _place_all(self) -> None:
        self.flying = []
        rows = self.rows()
        self.positions = {(r, i): self.slot(r, i, len(rows))
                          for r, (_, cards) in enumerate(rows) for i in range(len(cards))}

    def step(self, delta: int) -> None:
        if not self.steps:
            return
        target = max(0, min(len(self.steps) - 1, self.step_index + delta))
        if target == self.step_index:
            self.playing = False
            return
        old = dict(self.rows())
        for _row, _index, tween in self.flying:
            tween.skip()
        self.step_index = target
        self._place_all()
        if delta != 1:
            return
        rows = self.rows()
        dealt = list(self.steps[target].cards)       # the order the engine dealt them
        new = self._dealt_slots(rows, old, dealt)

        def order(slot: tuple[int, int]) -> int:
            code = rows[slot[0]][1][slot[1]]
            if code in dealt:
                n = dealt.index(code)
                dealt[n] = "\0"                     # each dealt card matches one slot
                return n
            return len(self.steps[target].cards)
        ranks = {slot: order(slot) for slot in sorted(new, key=lambda sl: (sl[1], sl[0]))}
        for r, i in sorted(new, key=lambda sl: ranks[sl]):   # new cards fly in, one by one
            key = (r, i)
            end = self.slot(r, i, len(rows))
            self.positions[key] = SHOE_POS
            tween = Tween(SHOE_POS, end, DEAL_SECONDS,
                          functools.partial(self.positions.__setitem__, key), easing.out_cubic)
            self.flying.append((r, i, tween))

    def _dealt_slots(self, rows: list[tuple[str, list[str]]], old: dict[str, list[str]],
                     dealt: list[str | None]) -> list[tuple[int, int]]:
        """The slots this step dealt a card into: changed since the last step and
        matching a card the engine dealt (a card a split only moved stays put)."""
        changed = [(r, i) for r, (label, cards) in enumerate(rows) for i, code in enumerate(cards)
                   if i >= len(old.get(label, ())) or old[label][i] != code]
        if not dealt:
            return changed
        left, slots = list(dealt), []
        for r, i in changed:
            code = rows[r][1][i]
            if code in left:
                left.remove(code)
            elif None in left and self.hidden(rows[r][0], i):
                left.remove(None)               # the hole card, dealt face down
            else:
                continue
            slots.append((r, i))
        return slots

    def restart(self) -> None:
        self.playing = False
        self.step(-len(self.steps))

    def toggle_play(self) -> None:
        if self.steps and self.step_index == len(self.steps) - 1:
            self.step_index = 0
            self._place_all()
        self.playing = not self.playing
        self.pause_left = 0.0

    def update(self, dt: float) -> None:
        self.play_button.text = _("Pause") if self.playing else _("Play")
        if self.context.settings.reduce_motion:      # less motion: dealt cards are just there
            for _row, _index, tween in self.flying:
                tween.skip()
            self.flying = []
        while self.flying and dt > 0:
            dt = self.flying[0][2].update(dt)
            if self.flying[0][2].done:
                self.flying.pop(0)
        if self.playing and not self.flying:
            self.pause_left -= dt
            if self.pause_left <= 0:
                self.pause_left = PLAY_PAUSE
                self.step(1)

    def verify(self) -> None:
        """The same verdict as ``python -m game.verify``: the same function
        (the round re-dealt, then the ledger: the chain, the money, the match)."""
        entry, profile = self.entry, self.context.profile
        if entry is None or profile is None:
            return
        try:
            report = verify_round(profile.db, entry.id)
        except Exception as exc:  # a save we cannot read: say so, no traceback
            self.verify_lines = [(_("Could not verify: {error}").format(error=exc)[:90], RED)]
            return
        colour = {Verdict.VERIFIED: GREEN, Verdict.MISMATCH: RED}.get(report.verdict, MUTED)
        headline = {Verdict.VERIFIED: _("VERIFIED: the seed, every card and the result check "
                                        "out, the money adds up and no round is missing."),
                    Verdict.MISMATCH: _("MISMATCH: {difference}").format(
                        difference=say(report.difference or "")),
                    Verdict.NOT_VERIFIED: _("Not verified yet: {difference}.").format(
                        difference=report.difference)}
        self.verify_lines = [(line, colour) for line in
                             _wrap(headline[report.verdict], VERIFY_LINE_CHARS)[:3]]

    def close(self) -> None:
        """Esc: close an opened match first, then the screen."""
        if self.opened_from is not None:
            self.toggle_sitting()
            return
        self.context.manager.pop()

    # -- input ----------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        for button in (*self.buttons, *self.filter_buttons, self.close_button):
            if button.handle_event(ev):
                return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            line = self.line(self.selected)
            if line is not None and line.match is not None and self.opened_from is None:
                self.toggle_sitting()
            return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_UP, pygame.K_DOWN,
                                                    pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            delta = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -VISIBLE_ROWS,
                     pygame.K_PAGEDOWN: VISIBLE_ROWS}[ev.key]
            self.select(self.selected + delta)
            return True
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.total - VISIBLE_ROWS, self.scroll - ev.y))
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            row = self._row_at(ev.pos)
            if row is not None:
                line = self.line(row)
                if row == self.selected and line is not None and line.match is not None \
                        and self.opened_from is None:
                    self.toggle_sitting()            # a second click opens the match
                else:
                    self.select(row)
                return True
        return False

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        area = self.list_panel.content_rect
        if not area.collidepoint(pos):
            return None
        index = self.scroll + (pos[1] - area.y) // ROW_H
        return index if index < min(self.total, self.scroll + VISIBLE_ROWS) else None

    # -- drawing --------------------------------------------------------------
    def text(self, surface: pygame.Surface, text: str, pos: Point, size: int = 17,
             color: Colour = CREAM, bold: bool = False, anchor: str = "topleft") -> None:
        image = self.context.resources.text(text, size, color, bold)
        surface.blit(image, image.get_rect(**{anchor: pos}))

    def face(self, code: str | None, size: tuple[int, int] = CARD) -> pygame.Surface:
        key = (code or "back", size)
        if key not in self._faces:
            res = self.context.resources
            big = res.card_back() if code is None \
                else res.card_face(code, self.context.settings.four_colour_deck)
            self._faces[key] = pygame.transform.smoothscale(big, size)
        return self._faces[key]

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(BACKGROUND)
        self.text(surface, _("Hand history"), (640, 40), 34, GOLD_LIGHT, True, "center")
        self.list_panel.draw(surface)
        self.detail_panel.draw(surface)
        self._draw_list(surface)
        if self.entry is not None:
            self._draw_detail(surface, self.entry)
            for button in self.buttons:
                button.draw(surface)
        for button in self.filter_buttons:
            button.draw(surface)
        self.close_button.draw(surface)

    def _draw_list(self, surface: pygame.Surface) -> None:
        area = self.list_panel.content_rect
        if self.total <= 0:
            empty = _("No rounds played yet.") if self.shown == HistoryFilter() \
                else _("No rounds under these filters.")
            self.text(surface, empty, area.center, 18, MUTED, anchor="center")
            return
        for n in range(VISIBLE_ROWS):
            index = self.scroll + n
            line = self.line(index)
            if line is None:
                break
            y = area.y + n * ROW_H
            if index == self.selected:
                pygame.draw.rect(surface, SELECTED_ROW, (area.x, y, area.w, ROW_H - 4),
                                 border_radius=6)
                pygame.draw.rect(surface, GOLD, (area.x, y, area.w, ROW_H - 4), 1, border_radius=6)
            self._draw_line(surface, line, area, y)
        if self.total > VISIBLE_ROWS:
            last = min(self.total, self.scroll + VISIBLE_ROWS)
            self.text(surface, _("{first}–{last} of {count}").format(
                first=format_number(self.scroll + 1), last=format_number(last),
                count=format_number(self.total)),
                      (area.centerx, area.bottom - 4), 14, MUTED, anchor="midbottom")

    def _draw_line(self, surface: pygame.Surface, line: HistoryLine, area: pygame.Rect,
                   y: int) -> None:
        entry, match = line.entry, line.match
        res = self.context.resources
        when = format_when(entry.started_ms)
        top = y + 2 if match is not None else y + 9
        # The row's words shrink together (to MIN_TEXT pixels at least) until
        # every column keeps to its room: a larger text size never overlaps them.
        high = ROW_H // 2 if match is not None else ROW_H - 4 - 9
        if match is not None:                 # a finished match, folded into this line
            outcome = _("won") if match.won else _("lost")
            colour = GREEN if match.won else RED
        else:
            word = entry.outcome or "open"
            outcome = _(OUTCOME_WORDS[word]) if word in OUTCOME_WORDS else word
            if entry.net_cents is not None:
                outcome = ("+" if entry.net_cents > 0 else "") + format_money(entry.net_cents)
            colour = OUTCOME_COLOURS.get(entry.outcome or "", GOLD)
        least = res.smallest_size()
        online = self.online.get(entry.sitting_id)
        title = short_title(entry.table)
        if online is not None and match is None:     # a round's line: the short mark
            title = _("{table} · online").format(table=title)
        for step in range(8):
            number = res.text(f"#{entry.id}", max(least, 14 - step), MUTED)  # up to 7 digits
            name = res.text(title, max(least, 16 - step), CREAM, True)
            result = res.text(outcome, max(least, 16 - step), colour)
            date = res.text(when, max(least, 15 - step), MUTED)
            right = min(area.x + 270, area.right - 8 - date.get_width() - 12)
            if (number.get_width() <= 66 and name.get_width() <= right - result.get_width()
                    - 8 - (area.x + 76) and max(i.get_height() for i in (name, date)) <= high):
                break
        surface.blit(date, date.get_rect(topright=(area.right - 8, top)))
        surface.blit(number, (area.x + 6, top + 1))
        surface.blit(result, result.get_rect(topright=(right, top)))
        surface.blit(name, (area.x + 76, top))
        if match is not None:
            rounds = ngettext("{count} round · Enter opens them", "{count} rounds · Enter "
                              "opens them", match.rounds).format(count=match.rounds)
            if online is not None:                   # a match played online: who and checked
                rounds = f"{online_tag(online)} · {rounds}"
            words = fitted_text(res, rounds, 14, MUTED, area.w - 76 - 8, MIN_TEXT,
                                height=ROW_H - 24)       # above the row's foot
            surface.blit(words, (area.x + 76, y + 20))

    def _draw_detail(self, surface: pygame.Surface, e: RoundEntry) -> None:
        x, y = DETAIL_PANEL.x + 20, DETAIL_PANEL.y + 16
        when = format_when(e.started_ms, with_year=True)
        title = _("Round #{id} · {table} · {when}").format(id=e.id, table=short_title(e.table),
                                                          when=when)
        room = DETAIL_PANEL.w - 40
        if e.bankroll_before is not None and e.bankroll_after is not None:
            bankroll = self.context.resources.text(_("Bankroll {before} → {after}").format(
                before=format_money(e.bankroll_before), after=format_money(e.bankroll_after)),
                15, CREAM)
            surface.blit(bankroll, bankroll.get_rect(topright=(DETAIL_PANEL.right - 20, y + 4)))
            room -= bankroll.get_width() + 16
        # a long save's round ids run to six digits and more: the title shrinks
        surface.blit(fitted_text(self.context.resources, title, 20, GOLD, room, 15, True), (x, y))
        # in full: a prefix would let two seeds share what the player was shown
        commitment = fairness.short(e.commitment, len(e.commitment))
        # at a larger text size these lines shrink to the panel (14 px at least:
        # the commitment, in full, fits there)
        room = DETAIL_PANEL.w - 40
        res = self.context.resources
        surface.blit(fitted_text(res, _("Commitment {commitment}").format(commitment=commitment),
                                 14, MUTED, room, MIN_TEXT, height=22), (x, y + 34))
        seed = _("Seed {seed}").format(seed=e.seed) if e.seed is not None else \
            _("Seed: not shown until you leave this table (then it can be verified)")
        surface.blit(fitted_text(res, seed, 15, CREAM if e.seed is not None else MUTED, room,
                                 MIN_TEXT, height=22), (x, y + 56))
        online = self.online.get(e.sitting_id)
        if online is not None and not self.verify_lines:   # Verify's own lines come first
            # Two lines at most (the story starts below): a mismatch is read in full.
            parts = wrap_text(res.font(FontName.REGULAR, ONLINE_SIZE), online_detail(online),
                              room)
            shown = parts[:1] + ([" ".join(parts[1:])] if len(parts) > 1 else [])
            for n, part in enumerate(shown):
                surface.blit(fitted_text(res, part, ONLINE_SIZE,
                                         GREEN if online.verified else RED, room, MIN_TEXT,
                                         height=20), (x, y + 80 + n * 20))
        if e.house_rules:          # the sitting played under house rules
            self.text(surface, _("HOUSE RULES"), (DETAIL_PANEL.right - 20, y + 58), 14, GOLD, True,
                      anchor="topright")
        for n, (line, colour) in enumerate(self.verify_lines[:3]):
            surface.blit(fitted_text(res, line, 15, colour, room, MIN_TEXT, height=20),
                         (x, y + 80 + n * 20))
        if self.replay_error:
            self.text(surface, self.replay_error, (x, DETAIL_PANEL.centery), 16, RED)
            return
        if self.telling:
            self._draw_story(surface, e)
        rows = self.rows()
        flying = {(r, i) for r, i, _ in self.flying}
        for r, (label, cards) in enumerate(rows):
            lx, ly = self.slot(r, 0, len(rows))
            self.text(surface, shown_label(label), (lx - 12, ly + self.card_size()[1] // 2), 15,
                      MUTED, anchor="midright")
            for i, code in enumerate(cards):
                if (r, i) in flying:
                    continue
                self._card(surface, code, self.positions.get((r, i), self.slot(r, i, len(rows))),
                           self.hidden(label, i))
        for r, i, _tween in self.flying:       # in flight: drawn last, on top
            label, cards = rows[r]
            self._card(surface, cards[i], self.positions[(r, i)], self.hidden(label, i))
        step = self.steps[self.step_index] if self.steps else None
        words = _("the round in words (Step ▶ deals it again)") if self.telling \
            else _("the table as the round began") if step is None or step.word is None \
            else _("after “{word}”").format(word=step.word)
        self.text(surface, _("Step {number} of {count}: {words}").format(
                      number=self.step_index + 1, count=len(self.steps), words=words),
                  (x, DETAIL_PANEL.bottom - 92), 16, CREAM)
        summary = "" if self.story else e.summary or ""     # the words above say it all
        self.text(surface, summary[:70], (DETAIL_PANEL.right - 20, DETAIL_PANEL.bottom - 92), 15,
                  MUTED, anchor="topright")

    def _draw_story(self, surface: pygame.Surface, entry: RoundEntry) -> None:
        x, y = DETAIL_PANEL.x + 30, DETAIL_PANEL.y + 150
        font = self.context.resources.font(FontName.REGULAR, STORY_SIZE)
        lines = [part for line in self.story
                 for part in wrap_text(font, line, DETAIL_PANEL.w - 60)]
        for line in lines[:STORY_LINES]:
            colour = GOLD_LIGHT if line.startswith(_("Dealer")) else CREAM
            self.text(surface, line, (x, y), STORY_SIZE, colour)
            y += STORY_LINE_H
        net = entry.net_cents
        if net is not None:              # money rounds: what the round did to the bankroll
            colour = GREEN if net > 0 else RED if net < 0 else CREAM
            amount = ("+" if net > 0 else "") + format_money(net)
            in_all = _("In all: {amount}").format(amount=amount)
            self.text(surface, in_all, (x, y + 8),
                      STORY_SIZE, colour, True)

    def _card(self, surface: pygame.Surface, code: str, pos: Point, face_down: bool) -> None:
        image = self.face(None if face_down else code, self.card_size())
        rect = image.get_rect(topleft=(round(pos[0]), round(pos[1])))
        pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=5)
        surface.blit(image, rect)


def create_scene(context: Context, **options: Any) -> HistoryScene:
    return HistoryScene(context, **options)


def _wrap(text: str, width: int) -> list[str]:
    """Words into lines of at most ``width`` characters (a long word is cut)."""
    lines: list[str] = []
    for word in text.split():
        word = word[:width]
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines
