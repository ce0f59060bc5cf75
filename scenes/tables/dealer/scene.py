"""The scene shared by Midnight Blackjack and Classic Shoe.

One path into the engine: ``act(action)`` applies it, records its scenario
word in ``round_words``, turns the new events into animations and tells the
profile (if any).  A refusal (``IllegalAction``) only shows its reason; the
engine validates before it mutates, so nothing has moved.

Subclasses (midnight.py, classic.py) say who may bet where, which buttons
each phase has, and what the message line says; they never decide a rule —
buttons are enabled exactly by ``engine.legal_actions()``.

The scene owns its parts as objects: ``board`` (the shown cards and chips,
view.py), ``anim`` (engine events → timeline steps, anim.py; the scene is its
``Hooks``), ``rack`` and ``bar`` (the controls, hud.py), ``voice`` (the
dealer's speech bubble), ``results`` (the after-round panel), ``advisor``
(HINT and coach, advice.py) and ``saver`` (the journal, save.py).

The save (``scenes.tables.journal``): with a profile, sitting down writes the
seed and its commitment before the engine exists, and the engine is built from
that seed; every applied word is journaled by ``saver.record`` (a deal opens a
round, the word that ends it settles it) with the bankroll player's rack and stake;
``exit`` stands up between rounds (mid-round the seat is kept, pending).
``resume=pending`` rebuilds the sitting from its record and lands on the same
decision with the same cards.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

import pygame

from game.errors import IllegalAction
from game.messages import Message
from game.money import CENTS_PER_CHIP
from game.tables.dealer.actions import (
    SURRENDER,
    Action,
    Kind,
)
from game.tables.dealer.game import DealerGame
from game.tables.dealer.rules import DealerRules
from game.tables.dealer.settle import Hand
from game.tables.dealer.table import DealerTable
from game.tables.dealer.view import Phase, RoundOver
from game.tables.overrides import with_overrides
from scenes.app.context import Context
from scenes.app.i18n import N_, Language, _, current_language
from scenes.app.key_maps import MENU
from scenes.app.keymap import key_name
from scenes.app.preload import ALL_CODES, glyph_tasks
from scenes.app.settings_store import AnimSpeed
from scenes.app.sound_cues import Cue, sound_of
from scenes.tables.base import TableScene
from scenes.tables.dealer.advice import TableAdvisor
from scenes.tables.dealer.anim import DealerAnimator
from scenes.tables.dealer.bets import SpotBets
from scenes.tables.dealer.hud import ActionBar, BarAction, ChipRack, DealerVoice
from scenes.tables.dealer.keys import MIDNIGHT as MIDNIGHT_KEYS
from scenes.tables.dealer.save import DealerSaver, fresh_table, record_rules
from scenes.tables.dealer.spot_focus import SpotFocus
from scenes.tables.dealer.view import DealerBoard
from scenes.tables.journal import TableJournal, chosen_seed
from scenes.tables.round_results import PANEL_W as BREAKDOWN_W
from scenes.tables.round_results import ResultRow, RoundBreakdown

PILE_MIDDLE = 26      # from a pile's foot up to the middle of its chips
GUIDE_MOMENTS = ("bet", "insurance", "act", "split", "result")
REFILL_HINT = N_("Out of chips: Menu ({menu}) → Back to lobby → Refill 1,000 (R)")


def refill_words() -> str:
    """Where the refill is, naming the menu's key as the player chose it."""
    return _(REFILL_HINT).format(menu=key_name(MENU.key))


class SeatedHand(Protocol):
    """A hand as the words name it: an engine ``Hand`` or an observation's ``HandView``."""
    @property
    def spot(self) -> int: ...
    @property
    def part(self) -> int: ...
    @property
    def owner(self) -> int: ...


class DealerTableScene(TableScene):
    context: Context              # a table always has one (Scene allows None)
    saver: DealerSaver
    CIRCLE_RADIUS = 42
    shuffle_time = 0.5          # seconds of the shuffle animation (Hooks)

    _bank_language: Language | None = None   # the language of the last bankroll label
    def __init__(self, context: Context, table_name: str, rules: DealerRules, cents: list[int],
                 stack: list[str] | None = None, seed: int | None = None,
                 resume: Any = None, house_rules: dict[str, Any] | None = None,
                 **options: Any) -> None:
        """``house_rules``: overrides of the table's rules (docs/rules.md
        "House rules"; default: the ones saved in the settings for this table);
        the sitting's record keeps them."""
        if house_rules is None and resume is None:   # the house-rules screen's choice
            house_rules = context.settings.house_rules.get(table_name)
        if resume is not None:
            rules = record_rules(resume.record)          # the record's house rules
        elif house_rules:
            rules = with_overrides(rules, house_rules)
        self.rules = rules          # before the felt is printed: it names them
        super().__init__(context, table_name, **options)
        if seed is not None:         # handed on (the Classic seat setup drew it)
            self.seed = seed
        res = context.resources
        self.journal: TableJournal | None = None
        self.engine: DealerTable
        if resume is not None:       # the sitting's table, before its first word
            self.engine = fresh_table(resume.record)
            self.journal = TableJournal.resume(context, resume)
        else:
            if self.home() is not None:   # the bankroll sits down: seed + commitment first
                self.journal = TableJournal.sit_down(
                    context, table_name, dict(house_rules or {}), {"cents": list(cents)},
                    cards=stack or (), seed=chosen_seed(context, self.seed),
                    scene=self.scene_setup())
            if self.journal is not None:
                self.seed = self.journal.seed
            self.engine = DealerTable(rules, seed=self.seed, chips=[], cents=cents)
            if stack:
                self.engine.shoe.stack(stack)
        self.commitment = self.journal.commitment if self.journal else ""
        self.saver = DealerSaver(self)
        self.board = DealerBoard(res, self.anchors, self.spot_rect, self.engine.n_spots,
                                 self.CIRCLE_RADIUS)
        self.board.shoe_size = len(self.engine.shoe.composition)
        self.board.blackjack_pays = self.engine.rules.blackjack_pays.value
        self.anim = DealerAnimator(self.board, self.timeline, self)
        self.voice = DealerVoice(res, self.anchor("dealer_hand"), self.top_bar_room)
        self.results = RoundBreakdown(res, lambda: self.board.hands, self.result_name,
                                      self.breakdown_footer)
        self.rack = ChipRack(self.anchor("chip_rack"), res)
        self.bar = ActionBar(self.anchor("buttons"), res, context.sound, self.press, self.press)
        self.round_words: list[str] = []
        self.history: list[tuple[int, list[str]]] = []   # (shoe seed, words) per round
        self.bets = SpotBets(self, self.engine.n_spots)
        self.spot_focus = SpotFocus(self, self.view.key_map)
        self.spoken: Message | str = ""   # the animator's line, said when drawn
        self.advisor = TableAdvisor(self)
        self._drain()
        if resume is not None:
            self._replay(resume.record["actions"])
        self.refresh()

    # -- the save ----------------------------------------------------------------
    def scene_setup(self) -> dict[str, Any]:
        """What the scene needs beyond the record to look the same when resumed."""
        return {}

    def _replay(self, words: list[str]) -> None:
        """Resume: the record's words again, unsaved and unanimated; then, if the
        last one ended a round that was never settled (killed in between), settle it."""
        journal, self.journal = self.journal, None
        try:
            self.apply_actions(words)
        finally:
            self.journal = journal
        self.saver.settle_unsettled()
        self.after_resume(words)

    def after_resume(self, words: list[str]) -> None:
        """Scene state the engine does not hold (Classic: whose turn to bet)."""

    # -- the after-round panel's words -----------------------------------------------
    def result_name(self, spot: int) -> str:
        """How the after-round panel names a spot/seat."""
        return _("Spot {spot}").format(spot=spot + 1)

    def breakdown_footer(self, rows: list[ResultRow]) -> tuple[str, int]:
        """The panel's last line: the round's net (for the person at the screen)."""
        return _("Round net"), sum(r.net for r in rows)

    # -- geometry --------------------------------------------------------------
    def spot_rect(self, spot: int) -> pygame.Rect:
        raise NotImplementedError

    def tip_keep_clear(self) -> list[pygame.Rect]:
        """Besides the layout: every spot in play (its cards and its bet) and
        the round's breakdown once it is written."""
        keep = [*super().tip_keep_clear(),
                *(self.spot_rect(s) for s in range(self.engine.n_spots))]
        if self.results.rows():
            top = self.results.topleft[1]
            keep.append(pygame.Rect(self.results.topleft,
                                    (BREAKDOWN_W, self.results.bottom() - top)))
        return keep

    def shown_button_rects(self) -> list[pygame.Rect]:
        return [self.advisor.hint_button.rect, self.advisor.coach_button.rect]

    def spot_at(self, pos: tuple[int, int]) -> int | None:
        for s in range(self.engine.n_spots):
            if self.spot_rect(s).collidepoint(pos):
                return s
        return None

    def bank_point(self, spot: int) -> tuple[int, int]:
        """Where the chips of ``spot``'s owner come from and go to."""
        r = self.anchor("bankroll")
        return r.centerx, r.y + 8

    # -- Hooks for the animator ---------------------------------------------------
    def say(self, text: Message) -> None:
        self.spoken = text

    def speak(self, line: Message) -> None:
        self.voice.say(line)
        self.play_sound(Cue.DEALER_SPEAKS)
        self.context.messages.add(line)

    def hush(self) -> None:
        self.voice.clear()

    def on_shuffle(self, shoe_seed: int) -> None:
        self.seed = shoe_seed

    def cut_position(self) -> int | None:
        return self.engine.shoe.cut_remaining   # public: everyone sees the cut card

    def on_round_over(self, event: RoundOver) -> None:
        pass

    def card_face(self, code: str) -> pygame.Surface:
        return self.context.resources.card_face(code, self.context.settings.four_colour_deck)

    def preload_tasks(self) -> list[Callable[[], object]]:
        faces = [partial(self.card_face, c) for c in ALL_CODES]
        return [*glyph_tasks(self.context.resources, (14, 15, 16, 17, 18, 20)),
                *faces, self.card_back]

    def card_back(self) -> pygame.Surface:
        return self.context.resources.card_back()

    def play_sound(self, cue: Cue) -> None:
        self.context.sound.play(sound_of(cue, self.table_name))

    def celebrate(self, spot: int, part: int, blackjack: bool) -> None:
        """A burst behind the winning hand, under its cards (none when nothing moves)."""
        if not self.moves():
            return
        hand = self.board.hand(spot, part)
        bounds = self.board.hand_bounds(hand) if hand is not None else None
        if bounds is None:             # no cards shown (cannot happen at a settle): the pile
            x, bottom = self.board.pile_point(spot, part)
            self.celebration.start((x, bottom - PILE_MIDDLE), blackjack)
        else:
            self.celebration.start(bounds.center, blackjack, max(bounds.w, bounds.h) // 2)

    # -- the one way into the engine -------------------------------------------
    def press(self, action: BarAction) -> None:
        """A button or its key: engine actions go to ``act`` (a disabled one too,
        so the engine says why it is refused); a subclass handles its own words."""
        if isinstance(action, Action):
            self.human_act(action)

    def human_act(self, action: Action) -> None:
        """A move by the person at the screen: coach mode may hold it for a confirm."""
        if not self.advisor.intercept(action):
            self.act(action)

    def active_hand(self) -> Hand:
        """The hand being asked now (insurance or play)."""
        active = self.engine.active
        if active is None:
            raise RuntimeError("no hand is being asked now")
        return self.engine.hands[active]

    def hint_player(self) -> int | None:
        """Whose decision HINT answers now: a hand or insurance question of the
        person at the screen (None between decisions)."""
        e = self.engine
        if e.phase not in (Phase.INSURANCE, Phase.PLAY) or e.active is None:
            return None
        return e.current_player()

    def after_action(self, action: Action) -> None:
        self.advisor.on_action()
        if action.kind in (Kind.CLEAR, Kind.REBET, Kind.REBET_DEAL):
            self.bets.forget()         # taken back, or replaced by SAME BET
        self.refusal.read()            # the table moved on: an old reason is stale
        self.spoken, self.board.highlight = "", None
        self._drain()
        self.context.bankroll_cents = self._context_bankroll()
        self.refresh()
        self.land_if_instant()

    def land_if_instant(self) -> None:
        """Animations off (or less motion asked for): the board lands on the
        engine's state at once."""
        settings = self.context.settings
        if settings.anim_speed is AnimSpeed.INSTANT or settings.reduce_motion:
            self.timeline.skip()

    def word_of(self, action: Action) -> str:
        return DealerGame(self.rules).format(self.engine, action)

    def keep_word(self, word: str) -> None:
        self.round_words.append(word)

    def _drain(self) -> None:
        events = self.engine.events()
        self.anim.play(events)
        for e in events:
            if isinstance(e, RoundOver):
                self._round_finished()

    def _round_finished(self) -> None:
        self.history.append((self.engine.shoe_seed, list(self.round_words)))
        self.round_words = []
        self.bets.forget()

    def apply_actions(self, words: list[str]) -> None:
        """Scenario words (``club21 --actions``); the view lands on the result."""
        for word in words:
            try:
                action = DealerGame(self.rules).parse(self.engine, word)
            except IllegalAction as exc:
                self.refuse(exc.message)
                break
            if not self.act(action):
                break
            if action.kind is Kind.BET and action.spot is not None and action.amount:
                self.bets.note(action.spot, action.amount)
        self.timeline.skip()

    # -- the guided first round ------------------------------------------------------
    def guide_moment(self) -> str | None:
        """Which of ``GUIDE_MOMENTS`` the person at the screen is in (None while
        the cards move, or while nobody at the screen is asked anything)."""
        if self.timeline.busy or self.advisor.confirm is not None:
            return None
        e = self.engine
        if e.phase is Phase.BETTING:
            if self.results.rows():
                return "result"
            return "bet" if self.betting_player() is not None else None
        if self.hint_player() is None:
            return None
        if e.phase is Phase.INSURANCE:
            return "insurance"
        return "split" if any(a.kind is Kind.SPLIT for a in e.legal_actions()) else "act"

    def betting_player(self) -> int | None:
        """The person at the screen placing chips now (None: nobody)."""
        return self.home()

    # -- to override -------------------------------------------------------------
    def viewer(self) -> int:
        """The player whose observation the screen shows (and profile hooks get)."""
        return 0

    def betting_refusal(self, spot: int) -> str | None:
        """Why the person at the screen may not put chips on ``spot`` now."""
        return None

    def language_changed(self) -> None:
        super().language_changed()
        self.advisor.language_changed()
        self.refresh()

    def felt_print(self) -> tuple[str, str]:
        """The felt names the natural's payout and, if so, a dealer hitting soft 17."""
        big, small = super().felt_print()
        num, den = self.rules.blackjack_pays.ratio
        big = _("BLACKJACK PAYS {num} TO {den}").format(num=num, den=den)
        if self.rules.dealer_hits_soft_17:
            small = _("Dealer hits soft 17  ·  Insurance pays 2 to 1")
        return big, small

    def play_specs(self, specs: list[tuple[Action, str, int | None]]
                   ) -> list[tuple[Action, str, int | None]]:
        """The play buttons, with SURRENDER (key U, free on every dealer-table
        screen) only where the house rules offer it."""
        if self.engine.rules.late_surrender:
            return [*specs, (SURRENDER, _("SURRENDER"), MIDNIGHT_KEYS.key("surrender"))]
        return specs

    def refresh(self) -> None:
        """Rebuild the action bar for the phase and enable the legal actions."""

    def prompt(self) -> str:
        return ""

    def home(self) -> int | None:
        """The engine player whose money is the profile's bankroll (None: nobody)."""
        return 0

    def refill_hint(self) -> str:
        """Said at the table when the bankroll player cannot cover the minimum bet
        any more: the refill is in the lobby (it needs the table left)."""
        home = self.home()
        if home is None or self.engine.phase is not Phase.BETTING:
            return ""
        own = sum(b for s, b in enumerate(self.engine.spots) if self.engine.owner(s) == home)
        if own or self.engine.chips[home] >= self.rules.min_bet * CENTS_PER_CHIP:
            return ""
        return refill_words()

    def seat_out(self) -> bool:
        """Nobody at the table can bet any more (the bankroll is spent): no
        action is left to offer, so no bet button or chip rack is shown."""
        return self.engine.is_over()

    def human_bankroll(self) -> int:
        """The money the bankroll box shows."""
        home = self.home()
        return self.context.bankroll_cents if home is None else self.engine.chips[home]

    def bankroll_words(self) -> str:
        """The bankroll box's label (Classic pass-and-play: whose chips)."""
        return _("BANKROLL")

    # -- chips on spots ----------------------------------------------------------
    def spot_label(self, spot: int) -> str:
        return _("spot {spot}").format(spot=spot + 1)

    def hand_title(self, hand: SeatedHand) -> str:
        """A hand (engine Hand or observation HandView) as the hint panel names it."""
        return _("Spot {spot}").format(spot=hand.spot + 1)

    # -- input ---------------------------------------------------------------------
    def pad_actions(self) -> tuple[str, str]:
        """A pad's X and Y: hit / stand, or the insurance question's answers."""
        if self.engine.phase is Phase.INSURANCE:
            return "insure", "no_insurance"
        return "hit", "stand"

    def on_event(self, ev: pygame.event.Event) -> bool:
        if ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and not self.timeline.busy:
            self.voice.clear()   # the dealer's last words stay up until the next press
        if self.advisor.handle_modal(ev):           # the coach's confirm, Esc on the hint
            return True
        if self.timeline.busy:
            chip_click = (ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 3)
                          and self.engine.phase is Phase.BETTING
                          and self.spot_at(ev.pos) is not None)
            if not chip_click and not self.spot_focus.wants(ev):
                return super().on_event(ev)         # skips the animation
            self.timeline.skip()                    # bets: finish, then place at once
        if self.menu_button.handle_event(ev):
            return True
        if self.advisor.handle_event(ev):
            return True
        if not self.seat_out() and (self.rack.handle_event(ev) or self.bar.handle_event(ev)
                                    or self.spot_focus.handle_event(ev)):
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 3):
            spot = self.spot_at(ev.pos)
            if spot is not None:
                if self.engine.phase is not Phase.BETTING:
                    self.refuse(_("Bets are closed until this round is over"))
                elif ev.button == 1:
                    self.bets.add(spot)
                else:
                    self.bets.take_back(spot)
                return True
        return False

    # -- frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.advisor.update(dt)
        self.voice.keep = not self.timeline.busy    # the last words stay until a press
        self.voice.update(dt)
        self.board.highlight = self._highlight()
        self.bankroll_cents = self.human_bankroll()
        label = self.bankroll_words()
        # count from this frame on; another player's money (pass-and-play) is shown at
        # once.  Whose it is shows in the label's words, compared in one language only:
        # the first frame and a language switch are not another player.
        language = current_language()
        same_owner = label == self.bankroll_label or language is not self._bank_language
        self._bank_language = language
        self.bank_counter.aim(self.bankroll_cents, self.moves() and same_owner)
        self.bankroll_label = label
        self.context.bankroll_cents = self._context_bankroll()
        if self.refusal.reason:      # the pill takes the message line's place
            self.message = ""
        elif self.timeline.busy and self.spoken:
            self.message = self.spoken
        else:
            self.message = self.prompt()

    def _context_bankroll(self) -> int:
        """The player's money: the rack plus bets that can still be taken back."""
        home = self.home()
        if home is None:
            return self.context.bankroll_cents
        return self.engine.chips[home] + sum(
            b for s, b in enumerate(self.engine.spots) if self.engine.owner(s) == home)

    def _highlight(self) -> tuple[int, int] | None:
        if self.timeline.busy:
            return self.board.highlight
        active = self.engine.active
        if active is None or self.engine.phase is Phase.BETTING:
            return None
        h = self.engine.hands[active]
        return h.spot, h.part

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self.draw_extras(surface)
        self.celebration.draw(surface)    # under the cards, chips and buttons
        self.board.draw(surface)
        if not self.seat_out():
            self.spot_focus.draw(surface)
            self.rack.draw(surface)
            self.bar.draw(surface)
        self.draw_hud(surface)
        self.draw_top(surface)
        self.board.draw_results(surface)
        self.results.draw(surface)
        self.voice.draw(surface)          # the dealer's words, over everything on the felt
        self.advisor.draw(surface)

    def draw_top(self, surface: pygame.Surface) -> None:
        """Over the HUD, under the advisor's panels (Classic: plates, turn banner)."""

    def draw_extras(self, surface: pygame.Surface) -> None:
        """Between the felt and the cards (Classic: the shoe's gauge, seat plates)."""

    def exit(self) -> None:
        if self.journal is not None:
            self.journal.leave()
            self.journal = None
        self.context.bankroll_cents = self._context_bankroll()

