"""The Indian Blackjack button bar: one button per action the viewer may take
now (exactly the engine's legal actions they own), a raise-amount picker, and
keyboard shortcuts.  The scene decides nothing here: it hands in the actions,
and gets the chosen ``IndianAction`` back through ``on_action``.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from game.tables.indian.view import IndianAction, IndianKind, IndianPhase, raise_to
from scenes.app.i18n import N_, _
from scenes.app.resources import Resources
from scenes.app.sound import SoundService
from scenes.tables.indian.keys import INDIAN
from scenes.widgets.button import Button

K = IndianKind
KEYED = (K.RAISE, K.CALL, K.PASS, K.FOLD, K.FREE_FOLD, K.CHIP_BONUS, K.HIT, K.STAY,
         K.DEAL_AGAIN, K.NEXT)
ORDER = (K.RAISE, K.CALL, K.PASS, K.FOLD, K.FREE_FOLD, K.HIT, K.STAY, K.DEAL_AGAIN,
         K.CHIP_BONUS, K.NEXT)
PRIMARY = (K.NEXT, K.CALL, K.PASS, K.STAY, K.RAISE)    # what Enter does, first present
UP_KEYS = INDIAN.binding("raise_up").keys
DOWN_KEYS = INDIAN.binding("raise_down").keys
ENTER_KEYS = INDIAN.binding("primary").keys
GAP, STEP_W = 12, 46


def key_of(kind: IndianKind) -> int | None:
    """The key of a kind of action now (the player may have chosen another)."""
    return INDIAN.key(kind.name.lower()) if kind in KEYED else None


@dataclass(frozen=True)
class Offer:
    """What the viewer may do right now."""
    actions: tuple[IndianAction, ...] = ()
    keep: bool = False          # the out-of-turn Deal Again window: confirm keeping the card
    phase: IndianPhase | None = None
    call_to: int = 0            # the total a CALL makes

    @property
    def kinds(self) -> set[IndianKind]:
        return {a.kind for a in self.actions}

    @property
    def raises(self) -> list[int]:
        return sorted(a.amount for a in self.actions if a.kind is K.RAISE)

# The plain buttons' words (the others carry an amount, see ``label_for``).
BUTTON_WORDS = {K.RAISE: N_("RAISE"), K.CALL: N_("CALL"), K.PASS: N_("PASS"),
                K.FOLD: N_("FOLD"), K.FREE_FOLD: N_("FREE FOLD"), K.HIT: N_("HIT"),
                K.STAY: N_("STAY"), K.DEAL_AGAIN: N_("DEAL AGAIN"),
                K.CHIP_BONUS: N_("CHIP BONUS"), K.NEXT: N_("NEXT")}


def label_for(kind: IndianKind, offer: Offer, amount: int) -> str:
    if kind is K.RAISE:
        return _("RAISE TO {amount}").format(amount=amount)
    if kind is K.CALL:
        return _("CALL {amount}").format(amount=offer.call_to)
    if kind is K.STAY and offer.phase is IndianPhase.DEAL_AGAIN_WAIT:
        return _("KEEP CARD")
    if kind is K.CHIP_BONUS:
        return _("CHIP BONUS +5")
    return _(BUTTON_WORDS[kind])


class Controls:
    def __init__(self, resources: Resources, sound: SoundService, rect: pygame.Rect,
                 on_action: Callable[[IndianAction], object], on_keep: Callable[[], None]) -> None:
        self.res, self.sound, self.rect = resources, sound, pygame.Rect(rect)
        self.on_action, self.on_keep = on_action, on_keep
        self.offer = Offer()
        self.amount = 0
        self.buttons: list[Button] = []
        self.by_kind: dict[IndianKind | str, Button] = {}
        self.primary: Button | None = None

    # -- building ----------------------------------------------------------------
    def language_changed(self) -> None:
        self._build()                     # the same offer, its labels in the new words

    def set_offer(self, offer: Offer) -> None:
        if offer == self.offer:
            return
        raises = offer.raises
        if raises and not (raises[0] <= self.amount <= raises[-1]):
            self.amount = raises[0]
        self.offer = offer
        self._build()

    def _build(self) -> None:
        offer, kinds = self.offer, self.offer.kinds
        specs: list[tuple[IndianKind | str, str, Callable[[], None], int | None, int]] = []
        if K.RAISE in kinds:
            specs.append(("minus", "−", lambda: self.nudge(-1), None, STEP_W))
        for kind in ORDER:
            if kind not in kinds:
                continue
            text = label_for(kind, offer, self.amount)
            specs.append((kind, text, partial(self.choose, kind), key_of(kind),
                          self._width(text)))
            if kind is K.RAISE:
                specs.append(("plus", "+", lambda: self.nudge(1), None, STEP_W))
        if offer.keep:
            keep = _("KEEP CARD")
            specs.append(("keep", keep, self.on_keep, INDIAN.key("keep"), self._width(keep)))
        total = sum(s[4] for s in specs) + GAP * max(0, len(specs) - 1)
        x = self.rect.centerx - total // 2
        self.buttons, self.by_kind = [], {}
        for ident, text, fn, key, width in specs:
            button = Button(self.res, (x, self.rect.y + 4, width, self.rect.h - 8), text, fn,
                            shortcut=key, font_size=18 if len(specs) < 8 else 16,
                            sound=self.sound)
            self.buttons.append(button)
            self.by_kind[ident] = button
            x += width + GAP
        self.primary = next((self.by_kind[k] for k in PRIMARY if k in self.by_kind),
                            self.by_kind.get("keep"))
        for button in self.buttons:
            button.focused = button is self.primary

    def _width(self, text: str) -> int:
        width: int = self.res.text(text, 18, (0, 0, 0), True).get_width()
        return width + 58

    # -- actions -------------------------------------------------------------------
    def nudge(self, step: int) -> None:
        raises = self.offer.raises
        if not raises:
            return
        self.amount = max(raises[0], min(raises[-1], self.amount + step))
        button = self.by_kind.get(K.RAISE)
        if button is not None:
            button.text = label_for(K.RAISE, self.offer, self.amount)

    def choose(self, kind: IndianKind) -> None:
        matching = [a for a in self.offer.actions if a.kind is kind]
        if kind is K.RAISE:
            self.on_action(raise_to(self.amount))
        elif matching:
            self.on_action(matching[0])

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN:
            if self.offer.raises and ev.key in UP_KEYS + DOWN_KEYS:
                self.nudge(1 if ev.key in UP_KEYS else -1)
                return True
            least, most = INDIAN.key("raise_least"), INDIAN.key("raise_most")
            if self.offer.raises and ev.key in (least, most):
                self.nudge(-999 if ev.key == least else 999)
                return True
            if ev.key in ENTER_KEYS and self.primary is not None:
                self.primary.click()
                return True
        return any(b.handle_event(ev) for b in list(self.buttons))

    def draw(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface)
