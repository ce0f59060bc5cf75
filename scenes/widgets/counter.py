"""An amount that counts to its new value instead of jumping (the bankroll box).

The value shown on the way is for the eye only; it is whole cents worked out
in integers, and the last value shown is exactly the amount aimed at.
"""
from __future__ import annotations

from scenes.widgets.tween import easing

COUNT_SECONDS = 0.5
STEPS = 1000          # the count's progress in thousandths: integer money on the way


class CountingAmount:
    def __init__(self, cents: int) -> None:
        self.shown = self.target = self._start = cents
        self._elapsed = COUNT_SECONDS

    @property
    def counting(self) -> bool:
        return self._elapsed < COUNT_SECONDS

    def aim(self, cents: int, animate: bool) -> None:
        """Count from what is shown now to ``cents`` (at once when not ``animate``)."""
        if cents != self.target:
            self._start, self.target, self._elapsed = self.shown, cents, 0.0
        if not animate:
            self.land()

    def land(self) -> None:
        self.shown, self._elapsed = self.target, COUNT_SECONDS

    def update(self, dt: float) -> None:
        if not self.counting:
            return
        self._elapsed = min(COUNT_SECONDS, self._elapsed + max(0.0, dt))
        if not self.counting:
            self.shown = self.target
            return
        done = int(STEPS * easing.out_cubic(self._elapsed / COUNT_SECONDS))
        self.shown = self._start + (self.target - self._start) * done // STEPS
