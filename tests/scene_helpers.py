"""Synthetic input for the headless scene tests (a plain module: the tests
import it as ``scene_helpers``, like ``scenario_nodealer``).

``key_event``/``click_events`` only build pygame events; ``key``/``click``
hand them straight to a scene and run one ``update(0)``, so what the input
started has happened when they return (with instant animations).
"""
from __future__ import annotations

import contextlib
from dataclasses import dataclass

import pygame

from scenes.app.loop import App
from scenes.app.settings_store import AnimSpeed
from scenes.widgets.button import Button


def key_event(k, text="", mod=0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0)


def click_events(pos, button=1) -> list[pygame.event.Event]:
    """A press and a release at ``pos``."""
    return [pygame.event.Event(kind, pos=pos, button=button)
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]


def click(scene, pos, button=1) -> None:
    for event in click_events(pos, button):
        scene.handle_event(event)
    scene.update(0)


def key(scene, k, uni="", mod=0) -> None:
    scene.handle_event(key_event(k, uni, mod))
    scene.update(0)


def push(app, scene):
    """Put ``scene`` on top of the app's stack and run its first update."""
    app.context.manager.push(scene)
    scene.update(0)
    return scene


def instant_app(tmp_path, seed) -> App:
    """A strict headless app with its data in ``tmp_path`` and instant animations."""
    application = App(strict=True, data_dir=tmp_path, seed=seed)
    application.context.settings = application.context.settings.with_(
        anim_speed=AnimSpeed.INSTANT)
    return application


@contextlib.contextmanager
def opened_instant_app(tmp_path, seed=11):
    """A strict app with instant animations, closed (its stack cleared first)
    when the block ends: the body of the shared ``app`` fixture (conftest.py)."""
    application = App(strict=True, data_dir=tmp_path, seed=seed)
    application.context.update_settings(anim_speed=AnimSpeed.INSTANT)
    try:
        yield application
    finally:
        application.context.manager.clear()
        application.close()


@dataclass
class DrawnFrame:
    """One frame of the app's stack: every text rendered, every button drawn,
    and the pixels."""
    texts: list[str]
    buttons: list[Button]
    pixels: bytes


def draw_recorded(app: App) -> DrawnFrame:
    """Draw the app's stack once, noting every text and button drawn."""
    texts: list[str] = []
    buttons: list[Button] = []
    resources = app.context.resources
    real_text, real_draw = resources.text, Button.draw

    def text(words, *args, **kwargs):
        texts.append(words)
        return real_text(words, *args, **kwargs)

    def draw(button, surface):
        buttons.append(button)
        real_draw(button, surface)

    surface = pygame.Surface((1280, 720))
    resources.text, Button.draw = text, draw
    try:
        app.context.manager.draw(surface)
    finally:
        resources.text, Button.draw = real_text, real_draw
    return DrawnFrame(texts, buttons, pygame.image.tobytes(surface, "RGB"))
