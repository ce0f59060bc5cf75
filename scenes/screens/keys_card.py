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
from scenes.app.manager import Stacked
from scenes.app.scene import Scene
from scenes.widgets.draw import fill_alpha
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED

COMMON = [("F1", "this keyboard card"), ("F11", "full screen on / off")]
BETTING = [("1 – 5", "pick a chip: 1, 5, 25, 100, 500"),
           ("click / right-click", "add a chip / take the last one back")]
PLAYING = [("H  S", "hit, stand"), ("D  P", "double, split"), ("I  N", "insure, no insurance"),
           ("?", "hint: the book move"), ("K", "coach on / off"), ("Esc", "menu (pause)")]

CARDS: dict[str, tuple[str, list[tuple[str, str]]]] = {
    "lobby": ("Lobby", [
        ("arrows", "walk between the tables and the door"),
        ("Enter", "sit at the table you face, or go in"),
        ("S", "settings"), ("T  H", "statistics, history"), ("R", "refill 1,000 when broke"),
        ("Q", "leave Club 21 (asks first)")]),
    "midnight": ("Midnight Blackjack", [
        *BETTING, ("Enter", "deal (or same bet + deal)"), ("C", "clear the table"),
        ("R", "same bet as last round"), *PLAYING]),
    "classic": ("Classic Shoe", [
        *BETTING, ("Enter", "bet done / next round"), ("R", "this seat's bet of last round"),
        ("X", "sit this round out (asks first)"),
        *PLAYING, ("C", "Hi-Lo count and quizzes on / off")]),
    "showdown": ("Showdown", [
        ("H", "hit"), ("S", "stand"), ("Enter", "next hand (summary)"),
        ("W  K", "watch / skip to the end, once you are out"), ("Esc", "menu (pause)")]),
    "indian": ("Indian Blackjack", [
        ("R  C  P", "raise, call, pass"), ("F  G", "fold, free fold"), ("H  S", "hit, stay"),
        ("D  K", "deal again, keep the card"), ("B", "chip bonus"), ("N / Enter", "next"),
        ("arrows  + −", "raise amount up / down"), ("Home  End", "smallest / largest raise"),
        ("Esc", "menu (pause)")]),
    "training": ("Training Room", [
        ("S", "strategy drill"), ("C", "counting drill"),
        ("O", "count at the Classic table on / off"), ("R", "rules of the strategy drill"),
        ("Tab / arrows", "move between buttons"), ("Esc", "back to the lobby")]),
    "strategy_drill": ("Strategy drill", [
        ("H  S", "hit, stand"), ("D  P", "double, split"), ("R", "surrender (where offered)"),
        ("Enter", "next hand"), ("M", "heat map of your mistakes"),
        ("X", "missed cells only / every hand"), ("Esc", "back")]),
    "heat_map": ("Heat map", [
        ("arrows / mouse", "a cell's record"), ("X", "drill the missed cells"),
        ("Esc", "back to the drill")]),
    "count_drill": ("Counting drill", [
        ("Enter", "start a run, then check the counts"), ("M", "single cards / whole rounds"),
        ("−  +  ←  →", "slower, faster"), ("Tab", "running count / true count field"),
        ("Esc", "back")]),
    "pause": ("Paused", [
        ("Esc", "back to the table"), ("R  S", "rules, settings"),
        ("H", "house rules (Midnight, Classic)"),
        ("N  G", "new match, resign (in a match; asks first)"), ("L", "back to the lobby")]),
    "guide": ("Tip", [("Enter", "got it"), ("Esc", "skip the tour (Settings: Show tips)")]),
}
GENERAL = ("Keys", [("Esc", "back"), ("Enter", "the highlighted button"),
                    ("Tab / arrows", "move between buttons")])
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
        opener = ("F1", "this keyboard card") if name in QUESTION_IS_HINT else \
            ("F1  ?", "this keyboard card")
        self.rows = rows + [opener] + COMMON[1:]
        height = 110 + ROW_H * len(self.rows)
        self.rect = pygame.Rect(0, 0, 640, height)
        self.rect.center = (640, 360)
        self.panel = Panel(self.rect, f"{self.title}: keys", context.resources)

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
            k = res.text(keys, 17, GOLD_LIGHT, bold=True)
            surface.blit(k, k.get_rect(topright=(area.x + 200, y)))
            surface.blit(res.text(meaning, 17, CREAM), (area.x + 222, y))
            y += ROW_H
        note = res.text("Esc, F1 or a click outside closes this card", 14, MUTED)
        surface.blit(note, note.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - 12)))
        pygame.draw.line(surface, GOLD, (area.x, y + 2), (area.right, y + 2))
