"""Betting without a mouse: a focused spot (or seat), chips added and taken
back with keys, and the ring that shows which spot the keys mean.

The focus moves only among the spots the person at the screen may bet on now
(Midnight: the three spots; Classic: the seat whose turn it is), so a key
never aims at a spot that would refuse.  The ring is drawn once a betting key
has been pressed: a mouse player never sees it.
"""
from __future__ import annotations

from typing import Protocol

import pygame

from game.tables.dealer.table import DealerTable
from game.tables.dealer.view import Phase
from scenes.app.keymap import KeyMap
from scenes.tables.dealer.bets import SpotBets
from scenes.tables.dealer.view import DealerBoard
from scenes.widgets.theme import FOCUS, FOCUS_EDGE

RING_GAP = 7          # between the spot's circle and the ring
RING_WIDTH = 4


class FocusTable(Protocol):
    engine: DealerTable
    bets: SpotBets
    board: DealerBoard

    def betting_refusal(self, spot: int) -> str | None: ...


class SpotFocus:
    def __init__(self, table: FocusTable, keys: KeyMap) -> None:
        self.table = table
        self.keys = keys
        self.spot = 0
        self.keyed = False            # a betting key was used: show the ring

    def choices(self) -> list[int]:
        """The spots a chip may go on now (none outside the bets)."""
        t = self.table
        if t.engine.phase is not Phase.BETTING:
            return []
        return [s for s in range(t.engine.n_spots) if t.betting_refusal(s) is None]

    def current(self) -> int | None:
        """The focused spot, kept on one the keys may bet on."""
        choices = self.choices()
        if not choices:
            return None
        if self.spot not in choices:
            self.spot = choices[0]
        return self.spot

    def wants(self, ev: pygame.event.Event) -> bool:
        """``ev`` is one of the betting keys (and bets are open)."""
        if ev.type != pygame.KEYDOWN or self.table.engine.phase is not Phase.BETTING:
            return False
        return self.keys.action_of(ev.key) in ("spot", "add_chip", "take_chip")

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if not self.wants(ev):
            return False
        self.keyed = True
        action = self.keys.action_of(ev.key)
        spot = self.current()
        if spot is None:                      # nobody's chips may go down: say why
            self.table.bets.add(self.spot)
            return True
        if action == "spot":
            self._move(-1 if ev.key == pygame.K_LEFT
                       or (ev.key == pygame.K_TAB and ev.mod & pygame.KMOD_SHIFT) else 1)
        elif action == "add_chip":
            self.table.bets.add(spot)
        else:
            self.table.bets.take_back(spot)
        return True

    def _move(self, step: int) -> None:
        choices = self.choices()
        at = choices.index(self.spot) if self.spot in choices else 0
        self.spot = choices[(at + step) % len(choices)]

    def draw(self, surface: pygame.Surface) -> None:
        spot = self.current() if self.keyed else None
        if spot is None:
            return
        board = self.table.board
        centre = board.circle_center(spot)
        radius = board.radius + RING_GAP
        pygame.draw.circle(surface, FOCUS_EDGE, centre, radius + 2, RING_WIDTH + 4)
        pygame.draw.circle(surface, FOCUS, centre, radius, RING_WIDTH)
