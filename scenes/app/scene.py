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

    def backdrop_key(self) -> object:
        """For an overlay: None, or a value that changes whenever the scenes
        below it or this overlay's ``draw_backdrop`` could draw differently.
        While it stays equal, the stack reuses one picture of both
        (``SceneManager.draw``) and calls only ``draw_front``.  Only an overlay
        that keeps every event to itself can offer one: the scenes below it
        are neither updated nor told of events, so they do not change."""
        return None

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The part of ``draw`` that does not change while ``backdrop_key`` stays equal."""

    def draw_front(self, surface: pygame.Surface) -> None:
        """The rest of ``draw``, drawn every frame over the backdrop."""

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
