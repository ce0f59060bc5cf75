"""The end of an Indian Blackjack match: the winner, PLAY AGAIN and LOBBY."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.app.scene import Scene
from scenes.tables.indian.anim import says
from scenes.widgets.button import Button
from scenes.widgets.draw import fill_alpha
from scenes.widgets.menu import ButtonGroup
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD_LIGHT, MUTED

PANEL = pygame.Rect(390, 190, 500, 320)


class MatchOverOverlay(Scene):
    name = "indian_over"
    is_overlay = True

    def __init__(self, context, winner: str, rounds: int, chips: int,
                 play_again: Callable[[], None], lobby: Callable[[], None]) -> None:
        super().__init__(context)
        self.winner, self.rounds, self.chips = winner, rounds, chips
        self._play_again, self._lobby = play_again, lobby
        res = context.resources
        self.panel = Panel(PANEL, "Match over", res)
        y = PANEL.bottom - 84
        self.menu = ButtonGroup([
            Button(res, (PANEL.x + 40, y, 200, 54), "PLAY AGAIN", self.play_again,
                   pygame.K_RETURN, sound=context.sound, font_size=20),
            Button(res, (PANEL.right - 240, y, 200, 54), "LOBBY", self.lobby,
                   pygame.K_l, sound=context.sound, font_size=20)], focus=0)

    def play_again(self) -> None:
        self.context.manager.pop()
        self._play_again()

    def lobby(self) -> None:
        self._lobby()

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_a:   # A, as before: also again
            self.play_again()
            return True
        self.menu.handle_event(ev)
        return True   # modal

    def draw(self, surface: pygame.Surface) -> None:
        fill_alpha(surface, (4, 2, 8, 170))
        self.panel.draw(surface)
        res = self.context.resources
        title = res.text(f"{says(self.winner, 'win')} the match!", 30, GOLD_LIGHT, bold=True)
        surface.blit(title, title.get_rect(center=(PANEL.centerx, PANEL.y + 100)))
        line = res.text(f"{says(self.winner, 'hold')} all {self.chips} chips after {self.rounds} "
                        f"round{'s' if self.rounds != 1 else ''}", 17, CREAM)
        surface.blit(line, line.get_rect(center=(PANEL.centerx, PANEL.y + 146)))
        hint = res.text("Enter (or A): play again  ·  L: back to the lobby", 14, MUTED)
        surface.blit(hint, hint.get_rect(center=(PANEL.centerx, PANEL.y + 186)))
        self.menu.draw(surface)
