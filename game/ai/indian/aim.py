"""Does the opponent fold to my raises like a random player? The test that
keeps the hard Indian bot's random-player exploit off a card reader.

The random-player gate (``exploit.RandomDetector``) looks at raise *sizes*
only: a card reader that prices many raise sizes (the ``learner`` of the
measuring tools) spreads its raises over the legal totals like a random
player. The exploit then plays as if a third of its answers to my raises
were folds, whatever the cards (``exploit``'s model of a random legal
player), and a reader that seldom folds takes the pots it raises into.
So the exploit also needs the folds it counts on: of the opponent's answers
to my raises, a random player folds a third or more (half when only call or
fold is left); ``folds_like_random`` waits for ``MIN_ANSWERS`` of them and
then asks that the share seen not fall below a third by ``FOLD_Z`` standard
errors.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

RANDOM_FOLD = 1 / 3   # a random legal player's least fold share to a raise
FOLD_Z = 2.0          # standard errors below that share from which it is not random
MIN_ANSWERS = 6       # answers to my raises seen before the share is judged
AIM_GATE = True       # the random-player exploit needs the folds it counts on


@dataclass
class FoldMeter:
    """The opponent's answers to my raises: how many, and how many folds."""
    answers: int = 0
    folds: int = 0
    _round: int = -1
    _waiting: bool = False      # my last move this round was a raise, unanswered

    def i_raised(self, round_no: int) -> None:
        self._round, self._waiting = round_no, True

    def it_moved(self, round_no: int, folded: bool) -> None:
        """The opponent moved after my raise (seen at my next decision or the result)."""
        if self._waiting and round_no == self._round:
            self.answers += 1
            self.folds += folded
        self._waiting = False

    @property
    def folds_like_random(self) -> bool:
        """Enough answers seen, and their fold share not clearly below a third."""
        n = self.answers
        if n < MIN_ANSWERS:
            return False
        sd = math.sqrt(n * RANDOM_FOLD * (1 - RANDOM_FOLD))
        return self.folds >= n * RANDOM_FOLD - FOLD_Z * sd
