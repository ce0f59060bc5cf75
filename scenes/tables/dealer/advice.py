"""The advisor at the dealer tables: HINT (``?``), its panel, and coach mode (K).

HINT asks ``game.strategy.advisor`` about the decision open now — a play or an
insurance question of a hand belonging to the person at the screen — from that
player's observation only (never the hole card or the shoe's order).  The
answer is cached per decision and rendered once into a small panel; ``draw``
only blits.  The panel closes on the next action, on Esc, or on a click
elsewhere.

Coach mode (a setting, toggled here with K): a move that gives up more than
0.5% of the bet against the best one (``Advice.costly``) is held back and a
confirm asks "… anyway?" — Enter applies it through the scene's one ``act``
path, Esc drops it.  Nothing is half-applied: until Enter the engine has not
seen the move.

The strategy tables are built once (``warm_up``, ~0.15 s) on the table's
second update, i.e. after its first frame is on screen.  A HINT before that
shows "thinking…" for one frame and computes on the next update.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.strategy.advisor import Advice, advise, warm_up
from game.tables.dealer.actions import Action, Kind
from game.tables.dealer.rules import DealerRules
from game.tables.dealer.table import DealerTable
from game.tables.dealer.view import HandView, Phase
from scenes.app.context import Context
from scenes.app.i18n import N_, _
from scenes.tables.dealer.keys import MIDNIGHT as DEALER_KEYS
from scenes.tables.played import ActingTable
from scenes.widgets.button import Button, same_size
from scenes.widgets.draw import fill_alpha, fitted_text
from scenes.widgets.theme import BUTTON_FACE, CREAM, GOLD, GOLD_LIGHT, LOGICAL_SIZE, MIN_TEXT, MUTED

HINT_W, COACH_W, BUTTON_H = 96, 166, 34    # above the bankroll box (270 wide)
PANEL_W = 200
GAP = 8
COACH_ON_FACE = (34, 96, 58)
BEST_ROW = (250, 222, 150, 40)
ROW_H = 22
NAMES = {Kind.HIT: N_("HIT"), Kind.STAND: N_("STAND"), Kind.DOUBLE: N_("DOUBLE"),
         Kind.SPLIT: N_("SPLIT"), Kind.SURRENDER: N_("SURRENDER"),
         Kind.INSURE: N_("INSURE"), Kind.NO_INSURE: N_("DECLINE")}
SAYS = {**NAMES, Kind.INSURE: N_("INSURANCE"), Kind.NO_INSURE: N_("NO INSURANCE")}
VERBS = {Kind.HIT: N_("Hit"), Kind.STAND: N_("Stand"), Kind.DOUBLE: N_("Double"),
         Kind.SPLIT: N_("Split"), Kind.SURRENDER: N_("Surrender"),
         Kind.INSURE: N_("Take insurance"), Kind.NO_INSURE: N_("Decline insurance")}
YES_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y)
NO_KEYS = (pygame.K_ESCAPE, pygame.K_n)
# (player, round, words so far, active hand, phase): changes with every applied action
DecisionKey = tuple[int, int, int, int | None, Phase]


def signed(value: float, places: int = 3) -> str:
    """+0.152 / −0.152 with a real minus sign (it reads better than a hyphen)."""
    return f"{value:+.{places}f}".replace("-", "\u2212")


def is_hint_key(ev: pygame.event.Event) -> bool:
    """``?`` however the keyboard sends it: K_QUESTION, or shift + ``/``; or
    the key the player chose for the hint instead."""
    if ev.type != pygame.KEYDOWN:
        return False
    if DEALER_KEYS.binding("hint").chosen:
        return bool(ev.key == DEALER_KEYS.key("hint"))
    shifted = bool(getattr(ev, "mod", 0) & pygame.KMOD_SHIFT)
    return (ev.key == pygame.K_QUESTION or getattr(ev, "unicode", "") == "?"
            or (ev.key == pygame.K_SLASH and shifted))


@dataclass
class Confirm:
    """A costly move held back by coach mode until the player says yes."""
    action: Action
    advice: Advice
    key: DecisionKey
    image: pygame.Surface
    rect: pygame.Rect
    yes: Button
    no: Button
    dim: pygame.Surface           # the table darkened behind it (built once)


class AdvisedTable(ActingTable, Protocol):
    """What the advisor reads from its dealer table scene."""
    context: Context
    engine: DealerTable
    rules: DealerRules
    round_words: list[str]

    def hint_player(self) -> int | None: ...
    def hand_title(self, hand: HandView) -> str: ...
    def anchor(self, name: str) -> pygame.Rect: ...


class TableAdvisor:
    """HINT, COACH and their panels for a ``DealerTableScene``.

    The scene provides ``hint_player()`` (the human whose hand is asked now, or
    None), ``engine``, ``rules``, ``round_words``, ``timeline``, ``act`` and
    ``refuse``; it calls ``handle_modal`` / ``handle_event`` / ``update`` /
    ``draw`` and ``on_action`` after every applied action.
    """

    def __init__(self, scene: AdvisedTable) -> None:
        self.scene = scene
        ctx = scene.context
        self.res = ctx.resources
        bank = scene.anchor("bankroll")
        y = bank.y - GAP - BUTTON_H
        self.hint_button = Button(self.res, (bank.x, y, HINT_W, BUTTON_H), _("HINT"),
                                  self.toggle_hint, shortcut=DEALER_KEYS.key("hint"), font_size=15,
                                  sound=ctx.sound)
        self.coach_button = Button(self.res, (bank.x + HINT_W + GAP, y, COACH_W, BUTTON_H), "",
                                   self.toggle_coach, shortcut=DEALER_KEYS.key("coach"),
                                   font_size=15, sound=ctx.sound)
        same_size([self.hint_button, self.coach_button])
        self.panel_bottom = (bank.x, y - GAP)
        self.updates = 0
        self.warm_ms: float | None = None     # warm_up's time, once done
        self.last_ms: float | None = None     # the last advice's time
        self.advice: Advice | None = None
        self.key: DecisionKey | None = None
        self.panel: pygame.Surface | None = None
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.open = False
        self.thinking = False
        self.confirm: Confirm | None = None
        self._sync_coach_button()

    # -- state -------------------------------------------------------------------
    @property
    def coach(self) -> bool:
        return bool(getattr(self.scene.context.settings, "coach", False))

    def decision_key(self, player: int) -> DecisionKey:
        """Changes with every applied action: the cache holds one decision."""
        e = self.scene.engine
        return (player, e.rounds, len(self.scene.round_words), e.active, e.phase)

    def current(self) -> Advice | None:
        """The advice for the decision open now (computed at most once per decision)."""
        p = self.scene.hint_player()
        if p is None:
            return None
        key = self.decision_key(p)
        if key != self.key:
            e = self.scene.engine
            start = time.perf_counter()
            self.advice = advise(e.observation(p), e.legal_actions(), self.scene.rules)
            self.last_ms = (time.perf_counter() - start) * 1000
            self.key = key
            self.panel = self._render_panel(self.advice, p) if self.advice else None
        return self.advice

    def close(self) -> None:
        self.open = self.thinking = False

    def on_action(self) -> None:
        """An action was applied: the panel and any confirm belong to the past."""
        self.close()
        self.confirm = None

    # -- buttons -------------------------------------------------------------------
    def toggle_hint(self) -> None:
        if self.open:
            self.close()
            return
        if self.scene.hint_player() is None:
            self.scene.refuse(_("HINT answers when one of your hands is to act"))
            return
        self.open = True
        if self.warm_ms is None:
            self.thinking = True          # first frame: say so, compute on the next update
        else:
            self.current()

    def toggle_coach(self) -> None:
        ctx = self.scene.context
        ctx.update_settings(coach=not self.coach)
        ctx.save_settings()
        self._sync_coach_button()
        ctx.toast.show(_("Coach on: costly moves ask first") if self.coach else _("Coach off"))

    def language_changed(self) -> None:
        self.hint_button.text = _("HINT")
        # The player may have chosen other keys (the Keys page).
        self.hint_button.shortcut = DEALER_KEYS.key("hint")
        self.coach_button.shortcut = DEALER_KEYS.key("coach")
        self._sync_coach_button()

    def _sync_coach_button(self) -> None:
        b = self.coach_button
        b.text = _("COACH ON") if self.coach else _("COACH OFF")
        b.face = COACH_ON_FACE if self.coach else BUTTON_FACE

    # -- coach mode ------------------------------------------------------------------
    def intercept(self, action: Action) -> bool:
        """True when coach mode holds ``action`` back for a confirm."""
        p = self.scene.hint_player()
        if not self.coach or p is None:
            return False
        advice = self.current()
        if advice is None or not advice.costly(action):
            return False
        self.close()
        self.confirm = self._make_confirm(action, advice, self.decision_key(p))
        return True

    def _answer(self, yes: bool) -> None:
        confirm, self.confirm = self.confirm, None
        if not yes or confirm is None:
            return
        p = self.scene.hint_player()
        if p is None or self.decision_key(p) != confirm.key:   # never: the dialog is modal
            self.scene.refuse(_("The table moved on: that move was not made"))
            return
        self.scene.act(confirm.action)

    # -- input -----------------------------------------------------------------------
    def handle_modal(self, ev: pygame.event.Event) -> bool:
        """Before anything else: the confirm takes every event; Esc closes the panel."""
        if self.confirm is not None:
            c = self.confirm
            if c.yes.handle_event(ev) or c.no.handle_event(ev):
                return True
            if ev.type == pygame.KEYDOWN and ev.key in YES_KEYS:
                self._answer(True)
            elif ev.type == pygame.KEYDOWN and ev.key in NO_KEYS:
                self._answer(False)
            return True
        if self.open and ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.close()
            return True
        return False

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if self.hint_button.handle_event(ev) or self.coach_button.handle_event(ev):
            return True
        if is_hint_key(ev):
            self.toggle_hint()
            return True
        if self.open and ev.type == pygame.MOUSEBUTTONDOWN:
            if self.panel_rect.collidepoint(ev.pos):
                return True
            self.close()                  # a click elsewhere closes it and goes on
        return False

    # -- frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.updates += 1
        if self.warm_ms is None and (self.updates >= 2 or self.thinking):
            start = time.perf_counter()   # after the first frame is on screen
            warm_up(self.scene.rules)
            self.warm_ms = (time.perf_counter() - start) * 1000
        p = self.scene.hint_player()
        self.hint_button.enabled = p is not None
        if self.thinking:
            self.thinking = False
            self.current()
        if self.open and (p is None or self.decision_key(p) != self.key):
            self.close()                  # the decision changed under it (never by draw)

    def draw(self, surface: pygame.Surface) -> None:
        self.hint_button.draw(surface)
        self.coach_button.draw(surface)
        if self.open:
            if self.thinking or self.panel is None:
                self._draw_thinking(surface)
            else:
                self.panel_rect = self.panel.get_rect(bottomleft=self.panel_bottom)
                surface.blit(self.panel, self.panel_rect)
        if self.confirm is not None:
            surface.blit(self.confirm.dim, (0, 0))
            surface.blit(self.confirm.image, self.confirm.rect)
            self.confirm.yes.draw(surface)
            self.confirm.no.draw(surface)

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        text = self.res.text(_("thinking…"), 15, MUTED, bold=True)
        box = text.get_rect(bottomleft=self.panel_bottom).inflate(24, 14)
        box.bottomleft = self.panel_bottom
        fill_alpha(surface, (0, 0, 0, 220), box, 10)
        surface.blit(text, text.get_rect(center=box.center))

    # -- rendering (once per decision, never in draw) ---------------------------------------
    def _render_panel(self, advice: Advice, player: int) -> pygame.Surface:
        res = self.res
        rows = sorted(advice.evs, key=lambda a: -advice.evs[a])
        best = advice.best
        heading = _("BEST: {move}").format(move=_(NAMES[best.kind]))
        title = res.text(heading, 17, GOLD_LIGHT, bold=True)
        if title.get_width() > PANEL_W - 24:
            title = res.text(heading, 14, GOLD_LIGHT, bold=True)
        words = self._hand_words(advice, player)
        sub = res.text(words, 14, MUTED, bold=True)
        if sub.get_width() > PANEL_W - 24:
            sub = fitted_text(res, words, 14, MUTED, PANEL_W - 24, MIN_TEXT, bold=True)
        foot = res.text(_("EV per 1 bet  ·  Esc closes"), 14, MUTED)
        h = 12 + title.get_height() + sub.get_height() + 10 + ROW_H * len(rows) + 6 \
            + foot.get_height() + 10
        panel = pygame.Surface((PANEL_W, h), pygame.SRCALPHA)
        pygame.draw.rect(panel, (10, 8, 12, 232), panel.get_rect(), border_radius=12)
        pygame.draw.rect(panel, GOLD, panel.get_rect(), 2, border_radius=12)
        y = 10
        panel.blit(title, (12, y))
        y += title.get_height()
        panel.blit(sub, (12, y))
        y += sub.get_height() + 8
        for a in rows:
            is_best = a == best
            row = pygame.Rect(6, y, PANEL_W - 12, ROW_H)
            if is_best:
                pygame.draw.rect(panel, BEST_ROW, row, border_radius=6)
                pygame.draw.rect(panel, GOLD_LIGHT, row, 1, border_radius=6)
            colour = GOLD_LIGHT if is_best else CREAM
            ev = res.text(signed(advice.evs[a]), 14, colour, bold=True)
            # SURRENDER: shrink to keep clear of the EV
            name = fitted_text(res, ("\u2605 " if is_best else "   ") + NAMES[a.kind], 14,
                               colour, row.w - ev.get_width() - 22, 10, bold=is_best)
            panel.blit(name, name.get_rect(midleft=(row.x + 6, row.centery)))
            panel.blit(ev, ev.get_rect(midright=(row.right - 8, row.centery)))
            y += ROW_H
        panel.blit(foot, (12, y + 6))
        return panel

    def _hand_words(self, advice: Advice, player: int) -> str:
        """'Spot 1: hard 11 vs 6' / 'Mia: insurance' — which decision this is."""
        obs = self.scene.engine.observation(player)
        hand = obs.hands[advice.hand]
        where = self.scene.hand_title(hand)
        if obs.phase is Phase.INSURANCE:
            return _("{hand}: insurance").format(hand=where)
        up = obs.dealer_cards[0] or "?"          # the up card: always face up
        up_word = up[0] if up[0] in "A23456789?" else "10"
        words = _("{hand}: soft {total} vs {up}") if hand.soft and hand.total < 21 \
            else _("{hand}: hard {total} vs {up}")
        if len(hand.cards) == 2 and hand.cards[0][0] == hand.cards[1][0]:
            words = _("{hand}: pair, {total} vs {up}")
        return words.format(hand=where, total=hand.total, up=up_word)

    def _make_confirm(self, action: Action, advice: Advice, key: DecisionKey) -> Confirm:
        res = self.res
        best = advice.best
        line1 = _("Basic strategy says {move} (EV {best} vs {chosen}).").format(
            move=_(SAYS[best.kind]), best=signed(advice.evs[best], 2),
            chosen=signed(advice.evs[action], 2))
        line2 = _("{verb} anyway?").format(verb=_(VERBS[action.kind]))
        lines = [res.text(_("COACH"), 14, GOLD, bold=True), res.text(line1, 18, CREAM, bold=True),
                 res.text(line2, 20, GOLD_LIGHT, bold=True)]
        w = max(img.get_width() for img in lines) + 60
        bh = 44
        h = 16 + sum(img.get_height() + 6 for img in lines) + 12 + bh + 18
        image = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(image, (14, 10, 14, 245), image.get_rect(), border_radius=14)
        pygame.draw.rect(image, GOLD_LIGHT, image.get_rect(), 2, border_radius=14)
        y = 16
        for img in lines:
            image.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += img.get_height() + 6
        msg = self.scene.anchor("message")
        rect = image.get_rect(midtop=(msg.centerx, msg.y))
        bw = 160
        by = rect.y + y + 12
        yes = Button(res, (rect.centerx - bw - 10, by, bw, bh), _("YES"),
                     lambda: self._answer(True), shortcut=pygame.K_RETURN, font_size=18,
                     sound=self.scene.context.sound)
        no = Button(res, (rect.centerx + 10, by, bw, bh), _("NO"), lambda: self._answer(False),
                    shortcut=pygame.K_ESCAPE, font_size=18, sound=self.scene.context.sound)
        dim = pygame.Surface(LOGICAL_SIZE, pygame.SRCALPHA)
        dim.fill((0, 0, 0, 110))
        return Confirm(action, advice, key, image, rect, yes, no, dim)
