"""Monkey test of every registered scene, headless and short (see bench/monkey.py).

For every name the scene registry lists — table scenes join by themselves
when their module lands — a seeded rng sends a few hundred random clicks
(anywhere, and on the buttons the scene shows), key presses (Esc, Enter, F11
under the dummy driver, letters, digits, arrows), window resizes
(VIDEORESIZE / WINDOWRESIZED after a real set_mode), focus changes
(WINDOWFOCUSLOST/GAINED, ACTIVEEVENT, minimise/restore) through
``App.dispatch`` with ``step``/``render`` in between, in a strict App (an
exception fails the test).  Every engine table on the scene stack must
conserve its money exactly after every frame.  The long run is
``python bench/monkey.py`` (50 seeds x 20,000 events per scene).
"""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

import monkey

from scenes.app.registry import SceneRegistry

EVENTS = 250     # per scene in CI


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("CLUB21_DATA_DIR", str(tmp_path))


@pytest.mark.parametrize("scene", SceneRegistry().names())
def test_random_input_never_breaks_a_scene(scene, tmp_path):
    result = monkey.run_monkey(scene, seed=1, events=EVENTS, data_dir=tmp_path)
    assert result.events >= EVENTS and result.frames > EVENTS // 4
    assert {"click", "button", "key"} <= set(result.counts)
    if scene in ("midnight", "indian"):           # no setup screen before the table
        assert result.engines_seen and result.engine_checks > 0


def test_the_monkey_sees_a_money_leak(tmp_path, monkeypatch):
    """Self-test: the check is not vacuous — the Midnight engine is found on
    the stack, and one lost cent is reported."""
    from game.tables.dealer.table import DealerTable

    real = DealerTable.money_total
    monkeypatch.setattr(DealerTable, "money_total", lambda self: real(self) - 1)
    with pytest.raises(AssertionError, match="money"):
        monkey.run_monkey("midnight", seed=1, events=50, data_dir=tmp_path)


def test_f11_and_resizes_under_the_dummy_driver(tmp_path):
    from scenes.app.loop import App

    app = App(strict=True, data_dir=tmp_path, seed=3)
    try:
        app.open_path("midnight")
        f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
        for size in [(640, 360), (1, 1), (1920, 1080)]:
            app.dispatch(f11)
            app.render()
            app.present()
            app.dispatch(f11)
            pygame.display.set_mode(size, pygame.RESIZABLE)
            app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            app.dispatch(pygame.event.Event(pygame.WINDOWRESIZED, x=size[0], y=size[1]))
            app.dispatch(pygame.event.Event(pygame.WINDOWFOCUSLOST))
            app.dispatch(pygame.event.Event(pygame.ACTIVEEVENT, gain=0, state=2))
            app.step(1 / 60)
            app.render()
            app.present()
            app.dispatch(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
        assert app.fullscreen is False and app.window.get_size() == (1920, 1080)
    finally:
        app.close()


def test_escape_on_the_showdown_table_opens_the_pause_menu(tmp_path):
    """Regression: the Showdown scene once kept its engine under the name the
    table's name had, and Esc handed the engine to the pause menu as a table
    name (TypeError on draw)."""
    from scenes.app.loop import App
    from scenes.tables.showdown.scene import ShowdownScene

    app = App(strict=True, data_dir=tmp_path, seed=5)
    try:
        app.open_path("lobby")
        app.context.manager.push(ShowdownScene(app.context))
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                        scancode=0))
        top = app.context.manager.top
        assert type(top).__name__ == "PauseOverlay" and top.table == "showdown"
        app.render()
    finally:
        app.close()


def test_right_click_after_clear_table_takes_nothing_back(tmp_path):
    """Regression (found by the monkey): CLEAR TABLE left the scene's record of
    placed chips behind, so a right-click then applied CLEAR on an empty table
    (IllegalAction out of the event handler) or, after new bets, CLEAR followed
    by a negative bet: a half-applied take-back."""
    from game.tables.dealer.actions import CLEAR
    from scenes.app.loop import App

    app = App(strict=True, data_dir=tmp_path, seed=4)
    try:
        app.open_path("midnight")
        scene = app.context.manager.top
        scene.bets.add(1)
        assert scene.act(CLEAR)
        before = scene.engine.snapshot()
        scene.bets.take_back(1)                       # nothing of ours is on spot 2 now
        assert scene.engine.snapshot() == before
        scene.rack.selected = 5
        scene.bets.add(0)
        scene.bets.add(1)
        assert scene.act(CLEAR)
        scene.rack.selected = 100
        scene.bets.add(2)
        scene.bets.take_back(2)
        assert sum(scene.engine.spots) == 0
        assert scene.engine.money_total() == scene.engine.start_total
        app.render()
    finally:
        app.close()
