"""Tweens and timelines: how the view animates what the engine already decided.

A ``Tween`` moves a value (a number or a tuple such as a position) from
``start`` to ``end`` over ``duration`` seconds through an easing function and
hands each new value to ``apply``; a ``StartingTween`` acts when it begins
(``MoveFromCurrent`` slides an object from wherever it is at that moment).
A ``Timeline`` plays steps one after another (a step may be a ``Parallel``
group, or a ``Deferred`` step built only when the timeline reaches it);
``skip()`` jumps straight to the end, applying every final value and firing
every callback in order — this is how input during an animation "skips it to
the end".

Speed is the caller's business: scale ``dt`` by the animation-speed setting,
and call ``skip()`` when the setting is "instant".
"""
from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable
from typing import Any, Protocol, TypeVar


class easing:  # a namespace of pure functions t∈[0,1] → progress
    @staticmethod
    def linear(t: float) -> float:
        return t

    @staticmethod
    def in_quad(t: float) -> float:
        return t * t

    @staticmethod
    def out_quad(t: float) -> float:
        return 1 - (1 - t) * (1 - t)

    @staticmethod
    def in_out_quad(t: float) -> float:
        return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2

    @staticmethod
    def out_cubic(t: float) -> float:
        return 1 - (1 - t) ** 3

    @staticmethod
    def in_out_sine(t: float) -> float:
        return -(math.cos(math.pi * t) - 1) / 2

    @staticmethod
    def out_back(t: float) -> float:
        c1 = 1.70158
        c3 = c1 + 1
        return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


class Step(Protocol):
    done: bool

    def update(self, dt: float) -> float: ...  # returns unused dt
    def skip(self) -> None: ...


# A tweened value: a number or a point (x, y).
Value = Any


def _lerp(a: Value, b: Value, p: float) -> Value:
    if isinstance(a, (tuple, list)):
        return tuple(x + (y - x) * p for x, y in zip(a, b))
    return a + (b - a) * p


S = TypeVar("S", bound=Step)


class Tween:
    """Animate ``start → end``; ``apply(value)`` is called on every change."""

    def __init__(self, start: Value, end: Value, duration: float, apply: Callable[[Any], None],
                 ease: Callable[[float], float] = easing.out_cubic,
                 on_done: Callable[[], None] | None = None) -> None:
        self.start, self.end = start, end
        self.duration = max(0.0, duration)
        self.apply = apply
        self.ease = ease
        self.on_done = on_done
        self.elapsed = 0.0
        self.done = False

    @property
    def progress(self) -> float:
        return 1.0 if self.duration == 0 else min(1.0, self.elapsed / self.duration)

    @property
    def value(self) -> Value:
        return _lerp(self.start, self.end, self.ease(self.progress))

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        self.elapsed += dt
        leftover = max(0.0, self.elapsed - self.duration)
        self.apply(self.value)
        if self.elapsed >= self.duration:
            self._finish()
        return leftover

    def skip(self) -> None:
        if not self.done:
            self.elapsed = self.duration
            self.apply(self.end)
            self._finish()

    def _finish(self) -> None:
        self.done = True
        if self.on_done:
            self.on_done()


class StartingTween(Tween):
    """A Tween that calls ``on_start()`` once, when it first updates or is
    skipped — not when it is queued — so it can read or change the state as
    the earlier steps of a timeline have left it."""

    _started = False

    def on_start(self) -> None:
        """Override: what happens as the tween begins."""

    def _begin(self) -> None:
        if not self._started:
            self._started = True
            self.on_start()

    def update(self, dt: float) -> float:
        self._begin()
        return super().update(dt)

    def skip(self) -> None:
        self._begin()
        super().skip()


class MoveFromCurrent(StartingTween):
    """Slide ``obj.pos`` to ``target``, starting from wherever ``obj`` is when
    the step *begins* (not when it is queued): a card queued behind another is
    not yet where it will be when its turn comes.  ``obj`` is anything with a
    ``pos`` attribute (x, y); positions are stored as floats."""

    def __init__(self, obj: Any, target: tuple[float, float], duration: float,
                 ease: Callable[[float], float] = easing.out_cubic) -> None:
        target = (float(target[0]), float(target[1]))
        super().__init__(target, target, duration, self._set, ease)
        self.obj = obj

    def _set(self, value: tuple[float, float]) -> None:
        self.obj.pos = (float(value[0]), float(value[1]))

    def on_start(self) -> None:
        self.start = tuple(self.obj.pos)


class Wait:
    """A pause inside a timeline."""

    def __init__(self, duration: float) -> None:
        self.remaining = duration
        self.done = duration <= 0

    def update(self, dt: float) -> float:
        self.remaining -= dt
        if self.remaining <= 0:
            self.done = True
            return -self.remaining
        return 0.0

    def skip(self) -> None:
        self.remaining, self.done = 0.0, True


class Call:
    """Run a function when the timeline reaches this point (e.g. play a sound)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        self.fn = fn
        self.done = False

    def update(self, dt: float) -> float:
        self.skip()
        return dt

    def skip(self) -> None:
        if not self.done:
            self.done = True
            self.fn()


class Parallel:
    """Several steps at once; done when all are."""

    def __init__(self, steps: Iterable[Step]) -> None:
        self.steps = list(steps)
        self.done = not self.steps

    def update(self, dt: float) -> float:
        leftovers = [s.update(dt) for s in self.steps if not s.done] or [dt]
        self.done = all(s.done for s in self.steps)
        return min(leftovers) if self.done else 0.0

    def skip(self) -> None:
        for step in self.steps:
            step.skip()
        self.done = True


class Deferred:
    """A step built only when the timeline reaches it: ``build()`` runs then
    (it may need objects that an earlier step creates, or read the state as it
    is at that moment) and returns the step to play, or None for nothing."""

    def __init__(self, build: Callable[[], Step | None]) -> None:
        self.build = build
        self.step: Step | None = None
        self.done = False

    def _ensure(self) -> Step:
        if self.step is None:
            self.step = self.build() or Wait(0)
        return self.step

    def update(self, dt: float) -> float:
        step = self._ensure()
        left = step.update(dt)
        self.done = step.done
        return left

    def skip(self) -> None:
        self._ensure().skip()
        self.done = True


class Timeline:
    """A queue of steps played in order.  ``busy`` tells whether to hold input."""

    def __init__(self) -> None:
        self._queue: deque[Step] = deque()

    def add(self, step: S) -> S:
        self._queue.append(step)
        return step

    def tween(self, *args: Any, **kwargs: Any) -> Tween:
        return self.add(Tween(*args, **kwargs))

    def wait(self, seconds: float) -> Wait:
        return self.add(Wait(seconds))

    def call(self, fn: Callable[[], None]) -> Call:
        return self.add(Call(fn))

    def together(self, *steps: Step) -> Parallel:
        return self.add(Parallel(steps))

    @property
    def busy(self) -> bool:
        return bool(self._queue)

    def update(self, dt: float) -> None:
        # Leftover time flows into the next step so fast-forwarding stays exact;
        # zero-length steps (Call, Wait(0)) run in the same frame.
        while self._queue:
            step = self._queue[0]
            dt = step.update(dt)
            if not step.done:
                return
            self._queue.popleft()

    def skip(self) -> None:
        """Finish everything now, in order (final values, callbacks, sounds)."""
        while self._queue:
            self._queue.popleft().skip()
