"""F1 (or ?) shows the keyboard card of the screen you are on; Esc closes it.

The card belongs to the nearest screen in the stack that has one (the pause
menu over Midnight shows Midnight's keys).  At the dealer tables ``?`` is
already the HINT key, so there only F1 opens the card.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from scenes.app.context import Context
from scenes.app.i18n import N_, _
from scenes.app.manager import Stacked
from scenes.app.scene import Scene
from scenes.widgets.draw import fill_alpha
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED

COMMON = [("F1", N_("this keyboard card")), ("F11", N_("full screen on / off"))]
BETTING = [("1 – 5", N_("pick a chip: 1, 5, 25, 100, 500")),
           (N_("click / right-click"), N_("add a chip / take the last one back"))]
PLAYING = [("H  S", N_("hit, stand")), ("D  P", N_("double, split")),
           ("I  N", N_("insure, no insurance")),
           ("?", N_("hint: the book move")), ("K", N_("coach on / off")),
           ("Esc", N_("menu (pause)"))]

CARDS: dict[str, tuple[str, list[tuple[str, str]]]] = {
    "lobby": (N_("Lobby"), [
        (N_("arrows"), N_("walk between the tables and the door")),
        ("Enter", N_("sit at the table you face, or go in")),
        ("S", N_("settings")), ("T  H", N_("statistics, history")),
        ("R", N_("refill 1,000 when broke")),
        ("Q", N_("leave Club 21 (asks first)"))]),
    "midnight": (N_("Midnight Blackjack"), [
        *BETTING, ("Enter", N_("deal (or same bet + deal)")), ("C", N_("clear the table")),
        ("R", N_("same bet as last round")), *PLAYING]),
    "classic": (N_("Classic Shoe"), [
        *BETTING, ("Enter", N_("bet done / next round")),
        ("R", N_("this seat's bet of last round")),
        ("X", N_("sit this round out (asks first)")),
        *PLAYING, ("C", N_("Hi-Lo count and quizzes on / off"))]),
    "showdown": (N_("Showdown"), [
        ("H", N_("hit")), ("S", N_("stand")), ("Enter", N_("next hand (summary)")),
        ("W  K", N_("watch / skip to the end, once you are out")), ("Esc", N_("menu (pause)"))]),
    "indian": (N_("Indian Blackjack"), [
        ("R  C  P", N_("raise, call, pass")), ("F  G", N_("fold, free fold")),
        ("H  S", N_("hit, stay")),
        ("D  K", N_("deal again, keep the card")), ("B", N_("chip bonus")),
        (N_("N / Enter"), N_("next")),
        (N_("arrows  + −"), N_("raise amount up / down")),
        (N_("Home  End"), N_("smallest / largest raise")),
        ("Esc", N_("menu (pause)"))]),
    "training": (N_("Training Room"), [
        ("S", N_("strategy drill")), ("C", N_("counting drill")),
        ("O", N_("count at the Classic table on / off")), ("R", N_("rules of the strategy drill")),
        (N_("Tab / arrows"), N_("move between buttons")), ("Esc", N_("back to the lobby"))]),
    "strategy_drill": (N_("Strategy drill"), [
        ("H  S", N_("hit, stand")), ("D  P", N_("double, split")),
        ("R", N_("surrender (where offered)")),
        ("Enter", N_("next hand")), ("M", N_("heat map of your mistakes")),
        ("X", N_("missed cells only / every hand")), ("Esc", N_("back"))]),
    "heat_map": (N_("Heat map"), [
        (N_("arrows / mouse"), N_("a cell's record")), ("X", N_("drill the missed cells")),
        ("Esc", N_("back to the drill"))]),
    "count_drill": (N_("Counting drill"), [
        ("Enter", N_("start a run, then check the counts")),
        ("M", N_("single cards / whole rounds")),
        ("−  +  ←  →", N_("slower, faster")), ("Tab", N_("running count / true count field")),
        ("Esc", N_("back"))]),
    "pause": (N_("Paused"), [
        ("Esc", N_("back to the table")), ("R  S", N_("rules, settings")),
        ("H", N_("house rules (Midnight, Classic)")),
        ("N  G", N_("new match, resign (in a match; asks first)")),
        ("L", N_("back to the lobby"))]),
    "guide": (N_("Tip"), [("Enter  Esc", N_("got it")),
                          ("K", N_("skip the tour (Settings: Show tips)"))]),
}
GENERAL = (N_("Keys"), [("Esc", N_("back")), ("Enter", N_("the highlighted button")),
                    (N_("Tab / arrows"), N_("move between buttons"))])
QUESTION_IS_HINT = ("midnight", "classic")
ROW_H = 28


def is_question(ev: pygame.event.Event) -> bool:
    """``?`` however the keyboard sends it: K_QUESTION, the character, shift + ``/``."""
    shifted = bool(getattr(ev, "mod", 0) & pygame.KMOD_SHIFT)
    return (ev.key == pygame.K_QUESTION or getattr(ev, "unicode", "") == "?"
            or (ev.key == pygame.K_SLASH and shifted))


def card_for(stack: Sequence[Stacked]) -> tuple[str, str, list[tuple[str, str]]]:
    """(screen name, title, rows) of the nearest screen in ``stack`` with a card."""
    for scene in reversed(stack):
        name = scene.name
        if name in CARDS:
            return (name, *CARDS[name])
    return ("", *GENERAL)


def open_keys_card(context: Context, ev: pygame.event.Event) -> bool:
    """F1 (or ? where it is free) opens the card over the screen; True when taken."""
    if ev.type != pygame.KEYDOWN:
        return False
    manager = context.manager
    if isinstance(manager.top, KeysCard) or not manager.stack:
        return False               # the card handles its own keys
    name = card_for(manager.stack)[0]
    top_name = manager.top.name if manager.top is not None else ""
    question = is_question(ev) and top_name in CARDS and name not in QUESTION_IS_HINT
    if ev.key != pygame.K_F1 and not question:
        return False
    manager.push(KeysCard(context))
    return True


class KeysCard(Scene):
    name = "keys_card"
    is_overlay = True

    def __init__(self, context: Context, **options: Any) -> None:
        super().__init__(context)
        name, self.title, rows = card_for(context.manager.stack)
        opener = ("F1", N_("this keyboard card")) if name in QUESTION_IS_HINT else \
            ("F1  ?", N_("this keyboard card"))
        self.rows = rows + [opener] + COMMON[1:]
        height = 110 + ROW_H * len(self.rows)
        self.rect = pygame.Rect(0, 0, 640, height)
        self.rect.center = (640, 360)
        self.panel = Panel(self.rect, _("{screen}: keys").format(screen=_(self.title)),
                           context.resources)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        closing = ev.type == pygame.KEYDOWN and (
            ev.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_RETURN) or is_question(ev))
        clicked_out = (ev.type == pygame.MOUSEBUTTONDOWN
                       and not self.rect.collidepoint(ev.pos))
        if (closing or clicked_out) and self.context.manager.top is self:
            self.context.manager.pop()
        return True   # modal: nothing reaches the table while the card is up

    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        fill_alpha(surface, (4, 2, 8, 200))
        self.panel.draw(surface)
        area = self.panel.content_rect
        y = area.y + 4
        for keys, meaning in self.rows:
            k = res.text(_(keys), 17, GOLD_LIGHT, bold=True)
            surface.blit(k, k.get_rect(topright=(area.x + 200, y)))
            surface.blit(res.text(_(meaning), 17, CREAM), (area.x + 222, y))
            y += ROW_H
        note = res.text(_("Esc, F1 or a click outside closes this card"), 14, MUTED)
        surface.blit(note, note.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - 12)))
        pygame.draw.line(surface, GOLD, (area.x, y + 2), (area.right, y + 2))
