"""Classic pass-and-play: several people share one screen, seat by seat.

The bankroll box shows the money of the person acting (else the bankroll
seat's), each seat repeats its own last bet (SAME BET, R), sitting a seat out
asks first (a stray Enter never skips a player), and the round's results are
said per person.  A mixin of ``ClassicScene``: it reads its players, engine
and turn.
"""
from __future__ import annotations

import pygame

from game.money import CENTS_PER_CHIP, fmt_short
from game.tables.dealer.actions import bet
from game.tables.dealer.view import Phase
from scenes.dialogs.confirm import Confirm
from scenes.tables.dealer.classic_setup import SeatKind
from scenes.tables.round_results import signed


class PassAndPlay:
    def ask_sit_out(self, p: int) -> None:
        name = self.players[p].name
        note = ("Chips on the seat go back to the rack." if self.engine.spots[p]
                else "No bet is on the seat yet.")
        self.context.manager.push(Confirm(
            self.context, f"Sit {name} out this round?", f"{note}  Enter or Esc: back",
            "Sit out", pygame.K_x, lambda: self._sit_out(p), "Keep betting"))

    def _sit_out(self, p: int) -> None:
        if self.bet_turn == p and self.engine.phase is Phase.BETTING:
            self.finish_betting(sit_out=True)

    def last_bet(self, p: int) -> int:
        """Seat ``p``'s bet of the last round, in whole chips (0: none)."""
        last = self.engine.last_bets
        return last[p] // CENTS_PER_CHIP if last and p < len(last) else 0

    def same_bet(self, p: int) -> None:
        """SAME BET (R): this seat's own last bet, whatever the others do."""
        name, amount = self.players[p].name, self.last_bet(p)
        if not amount:
            self.refuse(f"{name} has no last bet to repeat")
        elif self.engine.spots[p]:
            self.refuse(f"Chips are already on {name}'s seat: right-click takes one back")
        elif self.act(bet(p, amount)):
            self.placed[p].append(amount)

    def results_line(self) -> str:
        """Each person's round at the screen: "Ann +50 · Ben −10" (pass-and-play)."""
        humans = [p for p in range(len(self.players)) if self.is_human(p) and p in self.last_nets]
        if not humans:
            return "Round over"
        if len(humans) == 1:
            p, net = humans[0], self.last_nets[humans[0]]
            return f"{self.players[p].name}: " + (
                f"won {fmt_short(net)}" if net > 0 else f"lost {fmt_short(-net)}" if net < 0
                else "even")
        return "  ·  ".join(f"{self.players[p].name} {signed(self.last_nets[p])}"
                            for p in humans)

    def bankroll_owner(self) -> int | None:
        """Whose money the bankroll box shows: the human acting now, else the home seat."""
        p = self.turn()
        return p if self.is_human(p) else self._home

    def human_bankroll(self) -> int:
        p = self.bankroll_owner()
        return self.context.bankroll_cents if p is None else self.engine.chips[p]

    @property
    def bankroll_label(self) -> str:
        p = self.bankroll_owner()
        humans = sum(1 for c in self.players if c.kind is SeatKind.HUMAN)
        if p is None or humans < 2:
            return "BANKROLL"
        kind = "BANKROLL" if p == self._home else "CHIPS"
        return f"{self.players[p].name.upper()} · {kind}"

