"""Synthetic input for the headless scene tests (a plain module: the tests
import it as ``scene_helpers``, like ``scenario_nodealer``).

``key_event``/``click_events`` only build pygame events; ``key``/``click``
hand them straight to a scene and run one ``update(0)``, so what the input
started has happened when they return (with instant animations).
"""
from __future__ import annotations

import contextlib

import pygame

from scenes.app.loop import App
from scenes.app.settings_store import AnimSpeed


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
