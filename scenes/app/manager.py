"""The scene stack (Tuxemon-style): push / pop / replace, top-down events,
bottom-up drawing from the topmost opaque scene (with only the top overlay).

Lifecycle: ``enter()`` when a scene becomes part of the stack, ``exit()`` when it
leaves, ``pause()`` when another scene is pushed over it, ``resume()`` when
that one is popped.  Only the top scene receives ``update(dt)``; scenes under
an overlay are frozen (a pause menu really pauses).  ``draw()`` never changes
state.

Input goes to the top scene only: a scene swallows every event it is shown, so
a key a table does not use never reaches the lobby below it (S, H, T, Q…).
A scene that wants the one below to see what it leaves says so explicitly
with ``passes_events = True``.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, cast

import pygame


class Stacked(Protocol):
    """What the stack needs of a scene (``scenes.app.scene.Scene`` has it all).

    The stack knows scenes only by this interface, so the Context that owns
    the stack never needs the Scene class that holds a Context."""

    name: str
    is_overlay: bool
    passes_events: bool

    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...
    def handle_event(self, ev: pygame.event.Event) -> bool: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...


class Backdropped(Protocol):
    """An overlay whose unchanging part and the scenes below it are drawn once
    (``scenes.app.scene.Scene.backdrop_key``)."""

    def backdrop_key(self) -> object: ...
    def draw_backdrop(self, surface: pygame.Surface) -> None: ...
    def draw_front(self, surface: pygame.Surface) -> None: ...


class SceneManager:
    def __init__(self) -> None:
        self._stack: list[Stacked] = []
        self.departures = 0   # scenes that have left the stack (the app collects them)
        # (what it shows, the picture) of the scenes under an overlay that offers
        # a backdrop_key, with that overlay's own backdrop: see draw()
        self._backdrop: tuple[object, pygame.Surface] | None = None

    # -- inspection -----------------------------------------------------
    @property
    def stack(self) -> tuple[Stacked, ...]:
        return tuple(self._stack)

    @property
    def top(self) -> Stacked | None:
        return self._stack[-1] if self._stack else None

    def __len__(self) -> int:
        return len(self._stack)

    def find(self, predicate: Callable[[Stacked], bool]) -> Stacked | None:
        return next((s for s in reversed(self._stack) if predicate(s)), None)

    # -- changes --------------------------------------------------------
    def push(self, scene: Stacked) -> Stacked:
        if self._stack:
            self._stack[-1].pause()
        self._stack.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Stacked | None:
        if not self._stack:
            return None
        scene = self._stack.pop()
        self._backdrop = None          # it may hold the scene that leaves
        scene.exit()
        self.departures += 1
        if self._stack:
            self._stack[-1].resume()
        return scene

    def replace(self, scene: Stacked) -> Stacked:
        """Swap the top scene for ``scene`` (the one below is not resumed in between)."""
        if self._stack:
            self._stack.pop().exit()
            self.departures += 1
        self._stack.append(scene)
        scene.enter()
        return scene

    def pop_to(self, scene: Stacked) -> None:
        """Pop until ``scene`` is on top (it must be in the stack)."""
        if scene not in self._stack:
            raise ValueError("scene is not on the stack")
        while self._stack[-1] is not scene:
            self.pop()

    def clear(self) -> None:
        while self._stack:
            self.pop()

    # -- the frame ------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        """The top scene gets ``ev``; it goes further down only while the scene
        that left it unused has ``passes_events`` (a handler may push or pop)."""
        for scene in reversed(list(self._stack)):
            if scene not in self._stack:
                continue
            if scene.handle_event(ev):
                return True
            if not scene.passes_events:
                return False
        return False

    def update(self, dt: float) -> None:
        if self._stack:
            self._stack[-1].update(dt)

    def visible_scenes(self) -> list[Stacked]:
        """Bottom-up list to draw: the topmost opaque scene and, over it, only
        the top overlay — one panel never shows through another (Settings over
        the pause menu) — and the overlay under one that lets input through."""
        start = 0
        for index in range(len(self._stack) - 1, -1, -1):
            if not self._stack[index].is_overlay:
                start = index
                break
        shown = self._stack[start:]
        if len(shown) <= 2:
            return shown
        # An overlay that lets input through (the tour's tip) also lets the
        # overlay under it be seen: the tip talks about it.
        top = len(shown) - 1
        while top > 1 and shown[top].passes_events:
            top -= 1
        return [shown[0], *shown[top:]]

    def covers_screen(self) -> bool:
        """Whether the bottom scene drawn paints every pixel (``Scene.covers_screen``)."""
        shown = self.visible_scenes()
        return bool(shown) and getattr(shown[0], "covers_screen", False)

    def draw(self, surface: pygame.Surface) -> None:
        shown = self.visible_scenes()
        top = shown[-1] if len(shown) > 1 else None
        framed = cast(Backdropped, top) if hasattr(top, "backdrop_key") else None
        mark = framed.backdrop_key() if framed is not None else None
        # A frame whose texts are drawn again at a large window's resolution
        # (sharp_text) draws everything: a kept picture would keep its texts blocky.
        sharp = getattr(surface, "text_key", None) is not None
        if top is None or framed is None or mark is None or top.passes_events or sharp:
            self._backdrop = None
            self._draw_all(surface, shown)
            return
        key = (tuple(shown), mark)
        if self._backdrop is None or self._backdrop[0] != key:
            self._backdrop = None                 # the old picture goes before a new one
            for scene in shown[:-1]:
                scene.draw(surface)
            framed.draw_backdrop(surface)
            self._backdrop = (key, surface.copy())
        else:
            surface.blit(self._backdrop[1], (0, 0))
        framed.draw_front(surface)

    @staticmethod
    def _draw_all(surface: pygame.Surface, shown: list[Stacked]) -> None:
        for scene in shown:
            scene.draw(surface)
