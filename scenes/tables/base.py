"""TableScene: the felt, the printed markings at the map's anchors, the menu,
the pause menu's match control and the guided first round.

The conventions every table scene follows (one act() path, bots, profile
hooks, screenshots, tests) are in docs/architecture.md, "Table scenes".

Table scenes (``scenes/tables/dealer/midnight.py`` …) subclass it.  The API they build on:

* ``self.table_name`` (``"midnight"``…), ``self.anchors`` (name → ``pygame.Rect``,
  checked against ``layout.REQUIRED_ANCHORS``), ``self.anchor(name)``;
* ``self.seed`` — from ``context.seed_source``; its fingerprint (a SHA-256
  prefix, not the seed) is shown as "Shoe #…" at
  ``seed_label`` (set ``self.seed`` again when a new shoe starts);
* ``self.commitment`` — the sitting's SHA-256 seed commitment (hex, "" when
  unsaved), drawn small after "Shoe #…" (or top left without ``seed_label``);
* ``self.message`` — the line drawn at the ``message`` anchor: a text, or a
  ``game.messages.Message`` said in the language shown *when drawn* (so a
  switch of language mid-round changes the line too);
* ``act(action)`` — the one way into the engine (a table supplies the hooks
  ``before_action``, ``word_of``, ``keep_word``, ``after_action``);
  ``refuse(reason)`` shows a refusal, the same at every table: a red pill in
  the message line's place (the view's ``refusal_place``), logged, kept until
  the next press (``alert`` is its text); a table takes input in ``on_event``;
* ``self.bankroll_cents`` — drawn at ``bankroll`` (defaults to the context's);
* ``self.timeline`` — a ``widgets.Timeline``; ``update`` advances it at the
  settings' animation speed (instant → skipped).  While ``timeline.busy``,
  a click or key skips the animation to its end (``handle_event`` here does
  that before anything else), so input never races the rules;
* ``draw_table(surface)`` draws felt + markings; override ``draw`` and call it
  first, then draw cards/chips/buttons; ``draw_hud(surface)`` draws message,
  bankroll and seed label, call it last;
* ``apply_actions(words: list[str])`` — implement it to accept the scenario
  action words (``"bet 1 10"``, ``"deal"``…) for ``club21 --actions``;
* match control: a table playing a match answers ``can_end_match()`` with
  True and implements ``resign()`` and ``new_match()``; the pause menu then
  offers "Resign" and "New match", each behind a yes / no question;
* the guided first round: ``guide_moment()`` names the moment the player is
  in (``"bet"``, ``"act"``…) and ``guide_tips()`` maps moments to a sentence
  or two from docs/rules.md; ``update`` shows each tip once per table, when
  no animation runs and the table is on top (``scenes.dialogs.guide``).

Esc (or the Menu button) opens the pause overlay.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.errors import IllegalAction
from game.messages import Message, message
from game.storage.fairness import shoe_fingerprint
from game.tables.registry import spec_for
from scenes.app.context import Context
from scenes.app.i18n import N_, _, format_money, say
from scenes.app.key_maps import MENU
from scenes.app.layout import fan_positions, load_table_anchors
from scenes.app.preload import Preloader
from scenes.app.scene import Scene
from scenes.app.settings_store import AnimSpeed
from scenes.app.sound_cues import Cue, sound_of
from scenes.app.table_modules import table_title
from scenes.dialogs.guide import GuideTip, tip_height
from scenes.dialogs.save_fault import NOT_SAVED, writes_failing
from scenes.dialogs.tip_place import place_tip
from scenes.tables.journal import short_commitment
from scenes.tables.played import Played, TableSaver
from scenes.tables.registry import view_for
from scenes.widgets.button import Button
from scenes.widgets.card_sprite import CARD_SIZE
from scenes.widgets.celebration import Celebration
from scenes.widgets.chip_stack import CHIP_VALUES, draw_chip_stack
from scenes.widgets.counter import CountingAmount
from scenes.widgets.draw import (
    fill_alpha,
    fitted_text,
    radial_vignette,
    shadow,
    vertical_gradient,
)
from scenes.widgets.felt import arc_text, betting_circle, card_outline, felt_label, spaced
from scenes.widgets.refusal import PRESSES, RefusalNote
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, LOGICAL_SIZE, MIN_TEXT, MUTED, FontName
from scenes.widgets.tween import Timeline

INK_ON_FELT = (232, 214, 160)
COMMIT_AT = (16, 23)         # the commitment's place when a table has no seed_label
TOP_BAR_H = 44               # the dark bar across the top (fingerprint, title, Menu)
TOP_BAR_GAP = 12             # kept clear beside the top bar's words
COMMIT_INK = (150, 140, 118)
PRACTICE_LABEL = N_("PRACTICE · chosen seed, nothing is saved")
# What of a table's layout a tip never covers (``tip_keep_clear``): the
# cards, the shoe, the pot, the message line, the panels and the button bar.
# The felt's printed rules, the discard tray and empty spots may be covered.
TIP_KEEP_CLEAR = frozenset({
    "dealer_hand", "shoe", "deck", "pot", "community", "player_1", "player_2",
    "message", "buttons", "hint", "info", "bankroll", "chip_rack", "stack_1", "stack_2",
    "bet_1", "bet_2"})
REFUSAL_FALLBACK = pygame.Rect(340, 300, 600, 40)   # a layout without the view's anchor
PILL_PAD_X = 40         # the message pill reaches this much wider than its line
MESSAGE_PILL_H = 40     # and is at most this tall (a 20-point line, or a red alert)
BANK_LABEL_H = 18       # the bankroll box's label line: the amount gets the rest


class TableScene(Scene):
    bankroll_label = N_("BANKROLL")  # Classic pass-and-play: whose chips the box shows
    covers_screen = True             # every draw() starts with draw_table: the opaque felt

    def __init__(self, context: Context, table: str, **options: Any) -> None:
        super().__init__(context)
        self.table_name = table
        self.name = table
        self.view = view_for(table)
        self.title = table_title(table)
        self.anchors = load_table_anchors(table)
        self.seed = context.seed_source.next_seed()
        self.message = message(self.view.welcome)
        self.bankroll_cents = context.bankroll_cents
        self.bank_counter = CountingAmount(self.bankroll_cents)   # counts, never jumps
        self.celebration = Celebration()     # a Blackjack's or a big win's burst
        self.commitment = ""
        self.timeline = Timeline()
        self.refusal = RefusalNote(context.messages.add)
        self.menu_button = Button(context.resources, (LOGICAL_SIZE[0] - 112, 6, 100, 32), _("Menu"),
                                  self.open_pause, shortcut=MENU.key,
                                  font_size=16,
                                  sound=context.sound)
        self._static = self._render_static()

    def language_changed(self) -> None:
        self.menu_button.text = _("Menu")
        self.menu_button.shortcut = MENU.key   # perhaps chosen anew
        self._static = self._render_static()   # the words printed on the felt

    # -- the one way into the engine ------------------------------------------------
    # A table scene has ``engine`` (its state) and ``saver``, and supplies what
    # is its own through hooks: ``before_action`` (what it notes just before
    # the engine moves), ``word_of`` / ``keep_word`` (its word lists) and
    # ``after_action`` (its events to its animator, its bots).  A refusal is
    # always said by ``refuse``, in the place the table's view gives.
    engine: Any
    saver: TableSaver

    def act(self, action: Any) -> bool:
        """Apply ``action`` (a click, a key, a bot, a script): refused, it is
        said and nothing else happens; applied, its word is kept and saved and
        the table shows what it did."""
        if writes_failing(self.context):      # nothing is played until the save works
            self.refuse(message(NOT_SAVED))
            return False
        self.before_action(action)
        try:
            self.engine.apply(action)
        except IllegalAction as exc:
            self.refuse(exc.message)
            return False
        self.record(action)
        self.after_action(action)
        return True

    def record(self, action: Any) -> None:
        """Keep and save the word of ``action``, just applied to the engine."""
        word = self.word_of(action)
        self.keep_word(word)
        self.saver.record(Played(self.engine, word, action))

    def refuse(self, reason: Message | str) -> None:
        """Say why an action was refused: the refusal pill, until the next press,
        and a line of the message log (said in the language shown when read)."""
        self.refusal.show(reason)
        self.context.sound.play(sound_of(Cue.REFUSED))

    @property
    def alert(self) -> str:
        """The refusal shown now, in the language shown ("" when none is)."""
        return self.refusal.text

    def word_of(self, action: Any) -> str:
        """The word of ``action`` as the table's Game writes it."""
        return str(spec_for(self.table_name).game.format(self.engine, action))

    def before_action(self, action: Any) -> None:
        """What the table notes just before the engine tries ``action``."""

    def keep_word(self, word: str) -> None:
        """The table's own lists of words played (this round's, this match's)."""

    def after_action(self, action: Any) -> None:
        """What the table does once ``action`` is applied and saved."""

    @property
    def message(self) -> str:
        """The message line in the language shown now."""
        said = self._message
        return say(said) if isinstance(said, Message) else said

    @message.setter
    def message(self, text: str | Message) -> None:
        self._message = text

    # -- API for subclasses ---------------------------------------------
    def anchor(self, name: str) -> pygame.Rect:
        return self.anchors[name].copy()

    def open_pause(self) -> None:
        self.context.open_scene("pause", table=self.table_name)

    # -- match control (the pause menu's Resign / New match) ---------------------
    def can_end_match(self) -> bool:
        """True while a match is being played that the player may end."""
        return False

    def leave_warning(self) -> tuple[str, str] | None:
        """(title, note) to confirm before leaving for the lobby, when leaving
        costs others something (a hosted match ends for everyone); None: leave."""
        return None

    def resign(self) -> None:
        """End the match in play as lost (only when ``can_end_match()``)."""
        raise NotImplementedError(f"{self.table_name} plays no match to resign")

    def new_match(self) -> None:
        """Leave the match in play and start a new one (only when ``can_end_match()``)."""
        raise NotImplementedError(f"{self.table_name} plays no match to restart")

    # -- the guided first round ---------------------------------------------------
    def guide_moment(self) -> str | None:
        """The moment the player is in ("bet", "act", "insurance"…), None when
        nothing waits for the player."""
        return None

    def guide_tips(self) -> dict[str, str]:
        """Moment -> the tip shown the first time the player meets it."""
        return {}

    def tip_regions(self, moment: str) -> list[pygame.Rect]:
        """Where a tip may sit, best first (``scenes.dialogs.tip_place``)."""
        return [pygame.Rect(16, 52, 400, LOGICAL_SIZE[1] - 60)]

    def tip_keep_clear(self) -> list[pygame.Rect]:
        """What a tip must leave in sight: the table's layout (pot, shoe, cards,
        message line, panels, button bar) and every button shown now."""
        keep = [rect for name, rect in self.anchors.items() if name in TIP_KEEP_CLEAR]
        pill = self.message_pill()
        return [*keep, *([pill] if pill else []), self.menu_button.rect,
                *self.shown_button_rects()]

    def message_pill(self) -> pygame.Rect | None:
        """Where the message line is drawn (its pill may be wider than its anchor)."""
        refused = self.refusal.pill(self.context.resources, self.refusal_place())
        if refused is not None:
            return refused
        if "message" not in self.anchors or not self.message:
            return None
        rect = self.anchors["message"]
        text = self.context.resources.text(self.message, 20, GOLD_LIGHT, bold=True)
        return text.get_rect(center=rect.center).inflate(40, 14)

    def shown_button_rects(self) -> list[pygame.Rect]:
        """The buttons the table shows now, besides its button bar and Menu."""
        return []

    def guide_place(self, moment: str) -> pygame.Rect | None:
        """Where the tip for ``moment`` goes (its width and top-left), or None
        when no reserved place has room for it now (the tip waits)."""
        tip = self.guide_tips().get(moment, "")
        res = self.context.resources
        return place_tip(lambda width: tip_height(res, tip, width),
                         self.tip_regions(moment), self.tip_keep_clear())

    def offer_tip(self, over: Scene | None = None) -> None:
        """Show the tip for this moment if it is due (each once per table).
        ``over``: an overlay of this table's own (a round's summary) that the
        tip may go on top of; otherwise only a table on top gets a tip."""
        settings = self.context.settings
        top = self.context.manager.top
        if not (self.context.tips_allowed and settings.show_tips) or self.timeline.busy \
                or top is not (over or self):
            return
        moment = self.guide_moment()
        if moment is None or settings.tip_seen(self.table_name, moment):
            return
        tip = self.guide_tips().get(moment)
        place = self.guide_place(moment) if tip else None
        if tip and place is not None:
            self.context.manager.push(GuideTip(self.context, self.table_name, moment, tip,
                                                place))

    def refusal_place(self) -> pygame.Rect:
        """Where the refusal pill is drawn: the anchor the table's view names."""
        place = self.anchors.get(self.view.refusal_place)
        return place.copy() if place is not None else REFUSAL_FALLBACK.copy()

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """Every event at a table: a press first reads the refusal shown (it
        stays up until then), then the table's own ``on_event`` has it."""
        if ev.type in PRESSES:
            self.refusal.read()
        used = self.on_event(ev)
        if ev.type in PRESSES:
            self.celebration.stop()      # any press ends the moment (even one that set it off)
        return used

    def moves(self) -> bool:
        """Animations on and no less motion asked for: counts and bursts may play."""
        settings = self.context.settings
        return settings.anim_speed is not AnimSpeed.INSTANT and not settings.reduce_motion

    def on_event(self, ev: pygame.event.Event) -> bool:
        """The table's input; here: a press skips a running animation, then the Menu."""
        if self.timeline.busy and (ev.type == pygame.MOUSEBUTTONDOWN or
                                   (ev.type == pygame.KEYDOWN
                                    and ev.key != MENU.key)):
            self.timeline.skip()
            return True
        return self.menu_button.handle_event(ev)

    def preload_tasks(self) -> list[Callable[[], object]]:
        """What this table will draw, to load in idle time (``scenes.app.preload``)."""
        return []

    def update(self, dt: float) -> None:
        preloader = self.__dict__.get("_preloader")
        if preloader is None:                 # built on the first frame: the subclass is set up
            preloader = self._preloader = Preloader(self.preload_tasks())
        preloader.step()
        speed = self.context.settings.anim_speed
        self.bank_counter.aim(self.bankroll_cents, self.moves())
        if speed is AnimSpeed.INSTANT or self.context.settings.reduce_motion:
            self.timeline.skip()          # less motion: cards land where they go at once
            self.bank_counter.land()
            self.celebration.stop()
        else:
            self.timeline.update(dt * speed.factor)
            self.bank_counter.update(dt * speed.factor)
            self.celebration.update(dt * speed.factor)
        self.offer_tip()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self.draw_hud(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self._static, (0, 0))

    def draw_hud(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        if self.refusal.reason:          # in the message line's place, while it is up
            self.refusal.draw(surface, res, self.refusal_place())
        elif "message" in self.anchors and self.message:
            rect = self.anchors["message"]
            text = fitted_text(res, self.message, 20, GOLD_LIGHT, rect.w, MIN_TEXT, bold=True)
            pill = text.get_rect(center=rect.center).inflate(PILL_PAD_X, 14)
            fill_alpha(surface, (0, 0, 0, 150), pill, pill.h // 2)
            surface.blit(text, text.get_rect(center=rect.center))
        if "bankroll" in self.anchors:
            rect = self.anchors["bankroll"]
            fill_alpha(surface, (0, 0, 0, 140), rect, 10)
            pygame.draw.rect(surface, GOLD, rect, 1, border_radius=10)
            label = fitted_text(res, _(self.bankroll_label), 14, MUTED, rect.w - 28,
                                res.smallest_size(), bold=True, height=BANK_LABEL_H)
            shown = self.bank_counter.shown if self.moves() else self.bankroll_cents
            value = fitted_text(res, format_money(shown), 22, CREAM, rect.w - 28,
                                MIN_TEXT, bold=True, height=rect.h - label.get_height() - 9)
            surface.blit(label, label.get_rect(topleft=(rect.x + 14, rect.y + 6)))
            surface.blit(value, value.get_rect(bottomleft=(rect.x + 14, rect.bottom - 5)))
        for text, at in self.top_bar_words():
            surface.blit(text, at)
        self.menu_button.draw(surface)

    def top_bar_words(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The top bar's texts and their places: the shoe's fingerprint and the
        commitment (or the practice label) from the left, the title before Menu."""
        res = self.context.resources
        words: list[tuple[pygame.Surface, pygame.Rect]] = []
        x, y = COMMIT_AT
        if "seed_label" in self.anchors:
            rect = self.anchors["seed_label"]
            # The shoe's public fingerprint, never the seed itself: the seed
            # re-derives the card order, so it is revealed only afterwards.
            shoe = _("Shoe #{fingerprint}").format(fingerprint=shoe_fingerprint(self.seed))
            text = res.text(shoe, 14, MUTED)
            at = text.get_rect(midleft=rect.midleft)
            words.append((text, at))
            x, y = at.right + 12, rect.centery
        if self.commitment:   # the save's SHA-256 of the seed, shown before any card
            text = res.text(short_commitment(self.commitment), 14, COMMIT_INK)
            words.append((text, text.get_rect(midleft=(x, y))))
        elif self.context.practice:   # --seed: a chosen, known shoe
            text = res.text(_(PRACTICE_LABEL), 14, GOLD_LIGHT, bold=True)
            words.append((text, text.get_rect(midleft=(x, y))))
        title = res.text(self.title, 16, GOLD, bold=True)
        words.append((title, title.get_rect(midright=(self.menu_button.rect.x - 16,
                                                      self.menu_button.rect.centery))))
        return words

    def top_bar_room(self) -> pygame.Rect:
        """The top bar's free middle: between the words on its left and the
        title (what a bubble there may cover without hiding a word)."""
        *left, (_title, title) = self.top_bar_words()
        start = max((at.right for _text, at in left), default=0) + TOP_BAR_GAP
        return pygame.Rect(start, 0, max(0, title.x - TOP_BAR_GAP - start), TOP_BAR_H)

    # -- the printed felt (rendered once) ---------------------------------
    def _render_static(self) -> pygame.Surface:
        res = self.context.resources
        surface = pygame.Surface(LOGICAL_SIZE)
        felt = res.image(f"felt/{self.table_name}.png", alpha=False)
        if felt is not None:
            if felt.get_size() != LOGICAL_SIZE:
                felt = pygame.transform.smoothscale(felt, LOGICAL_SIZE)
            surface.blit(felt, (0, 0))
        else:
            base = self.view.felt
            r, g, b = base
            light = (min(255, r + 26), min(255, g + 26), min(255, b + 26))
            surface.blit(vertical_gradient(LOGICAL_SIZE, light, base), (0, 0))
            surface.blit(radial_vignette(LOGICAL_SIZE), (0, 0))
        fill_alpha(surface, (0, 0, 0, 120), pygame.Rect(0, 0, LOGICAL_SIZE[0], TOP_BAR_H))
        self.print_felt_rules(surface)
        for name, rect in self.anchors.items():
            self._mark(surface, name, rect)
        return surface

    def message_zone(self) -> pygame.Rect:
        """Where a message pill may be drawn: the ``message`` anchor, as wide as
        its pill grows (the line shrinks to fit the anchor) and as tall as a
        pill.  The rules printed on the felt stay out of it."""
        rect = self.anchors.get("message")
        if rect is None:
            return pygame.Rect(0, 0, 0, 0)
        zone = pygame.Rect(0, 0, rect.w + PILL_PAD_X, MESSAGE_PILL_H)
        zone.center = rect.center
        return zone

    def felt_print(self) -> tuple[str, str]:
        """(big arc line, small arc line) printed on this table's felt."""
        big, small = self.view.felt_print
        return (_(big) if big else "", _(small) if small else "")

    def print_felt_rules(self, surface: pygame.Surface) -> None:
        """The table's rules printed on the felt: a gentle arc under a dealer,
        straight lines elsewhere."""
        big, small = self.felt_print()
        res = self.context.resources
        big_font = res.font(FontName.BOLD, 21, printed=True)
        small_font = res.font(FontName.REGULAR, 14, printed=True)
        if self.view.rules_arc is not None:
            bottom, radius = self.view.rules_arc
            arc_text(surface, big_font, big, (640, bottom - radius), radius, GOLD)
            arc_text(surface, small_font, small, (640, bottom - radius), radius + 26, INK_ON_FELT)
            return
        y = self.view.print_line_y
        lines = ((big_font, big, GOLD, 0), (small_font, small, INK_ON_FELT, 24))
        for font, text, colour, dy in lines:
            image = font.render(text, True, colour)
            surface.blit(image, image.get_rect(center=(LOGICAL_SIZE[0] // 2, y + dy)))

    def _mark(self, surface: pygame.Surface, name: str, rect: pygame.Rect) -> None:
        res = self.context.resources
        cw, ch = CARD_SIZE
        if name.startswith(("spot_", "seat_")):
            number = name.split("_")[1]
            if not self.view.bets_at_seats:  # a mat for the hand instead of a circle
                mat = pygame.Rect(rect.x + 8, rect.y, rect.w - 16, ch + 12)
                fill_alpha(surface, (0, 0, 0, 40), mat, 12)
                pygame.draw.rect(surface, INK_ON_FELT, mat, 1, border_radius=12)
                felt_label(surface, res, _("SEAT {number}").format(number=number), INK_ON_FELT,
                           midbottom=(rect.centerx, rect.bottom - 6))
                return
            radius = 32 if name.startswith("seat_") else 42
            circle = (rect.centerx, rect.bottom - radius - 4)
            betting_circle(surface, res, circle, radius, GOLD, number)
        elif name in ("dealer_hand", "player_1", "player_2", "community"):
            count = 1 if name == "community" else 2
            area = pygame.Rect(rect.x, rect.y + 18, rect.w, ch + 4)
            for pos in fan_positions(area, count, (cw + 10, 0) if count == 2 else None):
                card_outline(surface, INK_ON_FELT, pos)
            label = {"dealer_hand": _("DEALER"), "player_1": _("PLAYER 1"),
                     "player_2": _("PLAYER 2"), "community": _("COMMUNITY")}[name]
            felt_label(surface, res, spaced(label), INK_ON_FELT, midtop=(rect.centerx, rect.y))
        elif name in ("shoe", "deck"):
            self._draw_shoe(surface, rect, indian=(name == "deck"))
        elif name == "discard":
            card_outline(surface, INK_ON_FELT, (rect.centerx - cw // 2, rect.y + 4))
            felt_label(surface, res, spaced(_("DISCARD")), INK_ON_FELT,
                       midbottom=(rect.centerx, rect.bottom))
        elif name == "pot":
            pygame.draw.ellipse(surface, GOLD, rect, 2)
            pygame.draw.ellipse(surface, INK_ON_FELT, rect.inflate(-12, -12), 1)
            felt_label(surface, res, spaced(_("POT")), INK_ON_FELT, center=rect.center)
        elif name == "chip_rack":
            self._draw_rack(surface, rect)
        elif name.startswith("stack_"):
            draw_chip_stack(surface, res, 3000, (rect.centerx, rect.bottom - 4))
        elif name == "count_panel":
            self._draw_count_panel(surface, rect)

    def _draw_shoe(self, surface: pygame.Surface, rect: pygame.Rect, indian: bool) -> None:
        res = self.context.resources
        back = res.card_back(indian=indian)
        top = pygame.Rect(0, 0, *CARD_SIZE)
        top.midtop = (rect.centerx, rect.y + 2)
        if indian:  # a squared-up pack
            shadow(surface, top.move(0, 2), 8, (4, 6), 110)
            for i in range(5, 0, -1):
                surface.blit(back, top.move(i * 2, i * 2))
            surface.blit(back, top)
        else:  # a dealing shoe: the top card shows through the mouth of a dark box
            body = pygame.Rect(top.x - 8, top.y + 30, top.w + 16, top.h - 44)
            shadow(surface, body, 10, (4, 6), 120)
            surface.blit(back, top.move(0, 6), pygame.Rect(0, 0, top.w, 40))
            pygame.draw.rect(surface, (22, 20, 26), body, border_radius=10)
            pygame.draw.rect(surface, (70, 66, 78), body.inflate(-10, -10), 1, border_radius=8)
            pygame.draw.rect(surface, GOLD, body, 2, border_radius=10)
            mouth = pygame.Rect(body.x + 16, body.y + 12, body.w - 32, 10)
            pygame.draw.rect(surface, (6, 6, 8), mouth, border_radius=4)
        felt_label(surface, res, spaced(_("DECK") if indian else _("SHOE")), INK_ON_FELT,
                   midbottom=(rect.centerx, rect.bottom))

    def _draw_rack(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        res = self.context.resources
        shadow(surface, rect, 12, (3, 5), 120)
        pygame.draw.rect(surface, (58, 34, 20), rect, border_radius=12)
        pygame.draw.rect(surface, (120, 80, 44), rect, 2, border_radius=12)
        size = min(56, rect.h - 12)
        gap = (rect.w - size * len(CHIP_VALUES)) // (len(CHIP_VALUES) + 1)
        for i, value in enumerate(sorted(CHIP_VALUES)):
            chip = pygame.transform.smoothscale(res.chip(value), (size, size))
            x = rect.x + gap + i * (size + gap)
            surface.blit(chip, (x, rect.centery - size // 2))

    def _draw_count_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        res = self.context.resources
        fill_alpha(surface, (0, 0, 0, 130), rect, 12)
        pygame.draw.rect(surface, GOLD, rect, 1, border_radius=12)
        title = res.text(_("CARDS SEEN"), 15, GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + 10)))
        row_h = (rect.h - 44) // 11
        for value in range(1, 12):
            y = rect.y + 38 + (value - 1) * row_h
            label = res.text(str(value), 15, CREAM, bold=True)
            surface.blit(label, label.get_rect(midright=(rect.x + 44, y + row_h // 2)))
            for k in range(4):  # four copies of each card; filled when seen
                pip = pygame.Rect(rect.x + 60 + k * 40, y + 5, 30, row_h - 10)
                pygame.draw.rect(surface, (200, 190, 160), pip, 1, border_radius=4)


def create_scene(context: Context, table: str, **options: Any) -> TableScene:
    return TableScene(context, table, **options)
