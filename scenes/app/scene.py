"""The base class of every screen: the lifecycle and frame hooks the scene
stack calls (``scenes.app.manager``), and the ``Context`` it works in."""
from __future__ import annotations

import pygame

from scenes.app.context import Context


class Scene:
    """Override what you need; every hook is optional.

    Lifecycle: ``enter()`` when the scene joins the stack, ``exit()`` when it
    leaves, ``pause()`` when another scene is pushed over it, ``resume()`` when
    that one is popped.  ``update(dt)`` reaches the top scene only; ``draw()``
    never changes state.
    """

    name = "scene"
    is_overlay = False  # True: the scene below is drawn first (dimmed by us if we like)
    passes_events = False  # True: events this scene leaves go on to the scene below
    # True: draw() starts with an opaque full-screen image, so the frame need
    # not be cleared first (a full-screen fill is a tenth of a frame's budget).
    covers_screen = False

    def __init__(self, context: Context) -> None:
        self.context = context

    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...
    def language_changed(self) -> None:
        """The language was switched: rebuild texts kept in widgets."""

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """Return True when the event was consumed (scenes below won't see it)."""
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...
