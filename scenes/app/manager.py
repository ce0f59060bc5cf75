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
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.app.context import Context


class Scene:
    """Base class of every screen.  Override what you need; all hooks are optional."""

    name = "scene"
    is_overlay = False  # True: the scene below is drawn first (dimmed by us if we like)
    passes_events = False  # True: events this scene leaves go on to the scene below

    def __init__(self, context: Context | None = None) -> None:
        self.context = context

    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """Return True when the event was consumed (scenes below won't see it)."""
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


class SceneManager:
    def __init__(self) -> None:
        self._stack: list[Scene] = []
        self.departures = 0   # scenes that have left the stack (the app collects them)

    # -- inspection -----------------------------------------------------
    @property
    def stack(self) -> tuple[Scene, ...]:
        return tuple(self._stack)

    @property
    def top(self) -> Scene | None:
        return self._stack[-1] if self._stack else None

    def __len__(self) -> int:
        return len(self._stack)

    def find(self, predicate: Callable[[Scene], bool]) -> Scene | None:
        return next((s for s in reversed(self._stack) if predicate(s)), None)

    # -- changes --------------------------------------------------------
    def push(self, scene: Scene) -> Scene:
        if self._stack:
            self._stack[-1].pause()
        self._stack.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self._stack:
            return None
        scene = self._stack.pop()
        scene.exit()
        self.departures += 1
        if self._stack:
            self._stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene`` (the one below is not resumed in between)."""
        if self._stack:
            self._stack.pop().exit()
            self.departures += 1
        self._stack.append(scene)
        scene.enter()
        return scene

    def pop_to(self, scene: Scene) -> None:
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

    def visible_scenes(self) -> list[Scene]:
        """Bottom-up list to draw: the topmost opaque scene and, over it, only
        the top overlay — one panel never shows through another (Settings over
        the pause menu)."""
        start = 0
        for index in range(len(self._stack) - 1, -1, -1):
            if not self._stack[index].is_overlay:
                start = index
                break
        shown = self._stack[start:]
        return shown if len(shown) <= 2 else [shown[0], shown[-1]]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible_scenes():
            scene.draw(surface)
