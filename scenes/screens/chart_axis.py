"""The bankroll chart's value axis, fitted to the data it shows.

An axis from 0 to 1,200 chips draws a bankroll that wandered between 985 and
1,015 as a flat line; the player wants to see the swings. So the axis runs
from a little below the lowest value to a little above the highest, on round
gridlines (1, 2 or 5 x 10^n chips), and never spans less than ``MIN_SPAN``
(a bankroll that never moved is a flat line in the middle, not a zoom into
one chip). Everything is integer cents.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

MIN_SPAN = 20_00           # cents: the narrowest axis (20 chips)
PAD_SHARE = 0.08           # room left above and below the data, of its span
GRIDLINES = 5              # about how many steps the axis is cut into
SMALLEST_STEP = 1_00       # cents: a gridline is never closer than one chip


@dataclass(frozen=True)
class Axis:
    """From ``low`` to ``high`` cents, a gridline every ``step`` cents."""
    low: int
    high: int
    step: int

    @property
    def ticks(self) -> tuple[int, ...]:
        return tuple(range(self.low, self.high + 1, self.step))

    def share(self, cents: int) -> float:
        """Where ``cents`` sits on the axis: 0.0 at ``low``, 1.0 at ``high``."""
        return (cents - self.low) / (self.high - self.low)


def round_step(span: int, lines: int = GRIDLINES) -> int:
    """The smallest 1, 2 or 5 x 10^n cents (at least ``SMALLEST_STEP``) that cuts
    ``span`` cents into at most ``lines`` steps."""
    step = SMALLEST_STEP
    while True:
        for factor in (1, 2, 5):
            if step * factor * lines >= span:
                return step * factor
        step *= 10


def axis_for(values: Sequence[int], min_span: int = MIN_SPAN) -> Axis:
    """The axis for ``values`` (cents, at least one): round ends round the data
    with a little room, at least ``min_span`` wide, never below zero when no
    value is."""
    lo, hi = min(values), max(values)
    pad = max(round((hi - lo) * PAD_SHARE), 1)
    lo, hi = lo - pad, hi + pad
    if hi - lo < min_span:                      # widen round the middle
        grow = min_span - (hi - lo)
        lo, hi = lo - grow // 2, hi + grow - grow // 2
    if lo < 0 <= min(values):                  # no room below an empty bankroll
        lo, hi = 0, max(hi, min_span)
    step = round_step(hi - lo)
    return Axis((lo // step) * step, -((-hi) // step) * step, step)   # ends rounded out
