"""The winner's screen of a Showdown match: who won, the sweep of the carried
pot, everyone's final tokens; PLAY AGAIN (Enter) or LOBBY (L)."""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.tables.showdown.view import MatchWon
from scenes.app.scene import Scene
from scenes.tables.showdown.seats import tokens_text
from scenes.widgets.button import Button, layout_row
from scenes.widgets.draw import fill_alpha
from scenes.widgets.menu import ButtonGroup
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, LOGICAL_SIZE, MUTED

PANEL = pygame.Rect(0, 0, 620, 0)
LINE_H = 26
GREY = (130, 122, 118)


class MatchOverOverlay(Scene):
    name = "match_over"
    is_overlay = True

    def __init__(self, context, won: MatchWon, panels: Sequence, on_again: Callable[[], None],
                 on_lobby: Callable[[], None]) -> None:
        super().__init__(context)
        self.won = won
        self.winner_name = panels[won.seat].config.name
        # Final standings: the winner first, then by tokens (the order they fell).
        self.standings = sorted(((p.config.name, p.tokens, p.index == won.seat) for p in panels),
                                key=lambda s: (not s[2], -s[1]))
        height = 44 + 150 + LINE_H * len(self.standings) + 96
        rect = PANEL.copy()
        rect.h = height
        rect.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        self.panel = Panel(rect, "Match over", context.resources)
        row = pygame.Rect(rect.x + 60, rect.bottom - 72, rect.w - 120, 52)
        again, lobby = layout_row(row, 2, gap=24)
        res = context.resources
        self.buttons = ButtonGroup([
            Button(res, again, "PLAY AGAIN", on_again, shortcut=pygame.K_RETURN,
                   sound=context.sound),
            Button(res, lobby, "LOBBY", on_lobby, shortcut=pygame.K_l, sound=context.sound)])
        self._layer: pygame.Surface | None = None

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            from scenes.dialogs.pause import pause_table_below
            pause_table_below(self.context)
            return True
        self.buttons.handle_event(ev)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self._layer is None:
            self._layer = self._render()
        surface.blit(self._layer, (0, 0))
        self.buttons.draw(surface)

    def _render(self) -> pygame.Surface:
        res = self.context.resources
        layer = pygame.Surface(LOGICAL_SIZE, pygame.SRCALPHA)
        fill_alpha(layer, (4, 2, 8, 160))
        self.panel.draw(layer)
        area = self.panel.content_rect
        y = area.y + 6
        head = res.text(f"{self.winner_name} wins the match!", 28, GOLD_LIGHT, bold=True)
        layer.blit(head, head.get_rect(midtop=(area.centerx, y)))
        y += 46
        sweep = (f"Sweeps the carried pot: +{self.won.swept} tokens" if self.won.swept
                 else "No tokens left in the pot to sweep")
        for text, size, colour in ((sweep, 19, CREAM),
                                   (f"Final total: {self.won.tokens} tokens", 17, GOLD)):
            image = res.text(text, size, colour, bold=True)
            layer.blit(image, image.get_rect(midtop=(area.centerx, y)))
            y += 28
        y += 14
        pygame.draw.line(layer, GOLD, (area.x + 40, y - 6), (area.right - 40, y - 6))
        for name, tokens, winner in self.standings:
            colour = GOLD_LIGHT if winner else GREY
            left = res.text(name + ("  ★" if winner else "  (out)"), 17, colour, bold=winner)
            right = res.text(tokens_text(tokens), 17, colour, bold=winner)
            layer.blit(left, (area.x + 60, y))
            layer.blit(right, right.get_rect(topright=(area.right - 60, y)))
            y += LINE_H
        hint = res.text("The next game starts with the next first seat", 13, MUTED)
        above_buttons = self.buttons.buttons[0].rect.y - 8
        layer.blit(hint, hint.get_rect(midbottom=(area.centerx, above_buttons)))
        return layer
