"""Chips on the spots, chip by chip: a click adds the rack's chip, a right-click
takes the last one back.

The engine knows bets and CLEAR, not single chips, so ``SpotBets`` remembers
which chips the person at the screen put on each spot this round (``placed``):
only those can be taken back, one at a time.  A riding push is never "placed"
(CLEAR TABLE takes it back).
"""
from __future__ import annotations

from typing import Protocol

from game.money import CENTS_PER_CHIP
from game.tables.dealer.actions import CLEAR, Action, bet
from game.tables.dealer.rules import DealerRules
from game.tables.dealer.table import DealerTable
from scenes.app.context import Context
from scenes.app.i18n import _
from scenes.dialogs.save_fault import NOT_SAVED, writes_failing
from scenes.tables.dealer.anim import DealerAnimator
from scenes.tables.dealer.hud import ChipRack
from scenes.tables.dealer.view import DealerBoard
from scenes.tables.played import ActingTable
from scenes.widgets.refusal import RefusalNote
from scenes.widgets.tween import Timeline

TAKE_BACK_TIME = 0.18       # a chip sliding back to its owner


class BettingTable(ActingTable, Protocol):
    """What the spot bets read from their dealer table scene."""
    context: Context
    engine: DealerTable
    rules: DealerRules
    board: DealerBoard
    anim: DealerAnimator
    timeline: Timeline
    rack: ChipRack
    refusal: RefusalNote

    def betting_refusal(self, spot: int) -> str | None: ...
    def spot_label(self, spot: int) -> str: ...
    def bank_point(self, spot: int) -> tuple[int, int]: ...
    def record(self, action: Action) -> None: ...
    def refresh(self) -> None: ...
    def land_if_instant(self) -> None: ...


class SpotBets:
    def __init__(self, table: BettingTable, n_spots: int) -> None:
        self.table = table
        self.placed: list[list[int]] = [[] for _ in range(n_spots)]   # whole chips, per spot

    def forget(self) -> None:
        """The chips on the spots are no longer "placed this round" (a round was
        dealt, or CLEAR / SAME BET replaced them): right-click must not take them."""
        self.placed = [[] for _ in self.placed]

    def note(self, spot: int, chips: int) -> None:
        """A bet of ``chips`` was applied on ``spot`` (a bot's, SAME BET, a scenario word)."""
        self.placed[spot].append(chips)

    def add(self, spot: int) -> None:
        """A click: the rack's chip on ``spot``."""
        t = self.table
        why = t.betting_refusal(spot)
        if why:
            t.refuse(why)
            return
        value = t.rack.selected
        if t.act(bet(spot, value)):
            self.note(spot, value)

    def take_back(self, spot: int) -> None:
        """Right-click: the last chip put on ``spot`` goes back to the rack.

        The engine knows only CLEAR (every bet back), so this is CLEAR and each
        spot's remaining amount placed again — checked first (no amount is larger
        than it was), so it never half-happens.
        """
        t = self.table
        why = _(NOT_SAVED) if writes_failing(t.context) else t.betting_refusal(spot)
        if why:
            t.refuse(why)
            return
        label = t.spot_label(spot)
        if not self.placed[spot]:
            if t.engine.spots[spot]:
                t.refuse(_("The push riding on {spot} stays there; CLEAR TABLE takes it "
                           "back").format(spot=label))
            else:
                t.refuse(_("There is no chip of yours on {spot} to take back").format(spot=label))
            return
        target = list(t.engine.spots)
        value = self.placed[spot][-1]
        target[spot] -= value * CENTS_PER_CHIP
        top = t.rules.max_bet * CENTS_PER_CHIP
        if any(cents < 0 for cents in target):   # out of step with the engine: never
            self.forget()                         # half-apply
            t.refuse(_("There is no chip of yours on {spot} to take back").format(spot=label))
            return
        if any(cents > top or cents % CENTS_PER_CHIP for cents in target):
            t.refuse(_("A riding push over the table maximum is on the table: CLEAR TABLE first"))
            return
        actions = [CLEAR] + [bet(s, cents // CENTS_PER_CHIP)     # each spot in one bet
                             for s, cents in enumerate(target) if cents]
        for a in actions:
            t.engine.apply(a)         # legal: each bet is no larger than before
            t.record(a)
        t.engine.events()             # shown as one chip sliding back, not a re-bet
        self.placed[spot].pop()
        t.refusal.read()
        self._slide_back(spot, value * CENTS_PER_CHIP, target[spot])
        t.refresh()
        t.land_if_instant()

    def _slide_back(self, spot: int, cents: int, left: int) -> None:
        board = self.table.board

        def lift() -> None:
            board.spot_bets[spot] = left
        board.spot_bets[spot] = left + cents
        self.table.timeline.add(self.table.anim.fly(
            cents, lambda: board.spot_pile(spot), lambda: self.table.bank_point(spot),
            before=lift, duration=TAKE_BACK_TIME))

