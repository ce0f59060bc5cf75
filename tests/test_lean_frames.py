"""What makes a frame cheap must not change what it shows: a frame is left
uncleared only when its scene really paints every pixel, cached money and
words follow a language switch, and a panel kept unconverted is the same."""
from __future__ import annotations

import pygame
import pytest

from bench import drivers, frames, yardstick
from scenes.app import i18n
from scenes.app.i18n import Language
from scenes.app.scene import Scene

MAGENTA = (255, 0, 255)


def _magenta_pixels(surface: pygame.Surface) -> int:
    return pygame.mask.from_threshold(surface, MAGENTA, (1, 1, 1, 255)).count()


@pytest.mark.parametrize("name", drivers.SCENES + drivers.SCREENS)
def test_a_scene_that_says_it_covers_the_screen_paints_every_pixel(name):
    app = drivers.open_app(3)
    try:
        driver = drivers.make_driver(name, app, 3)
        for f in range(30):                  # cards on the table, chips moving
            driver.poke(f)
            app.step(1 / 60)
        assert app.context.manager.covers_screen()
        app.logical.fill(MAGENTA)            # what the last frame left behind
        app.render()
        assert _magenta_pixels(app.logical) == 0
    finally:
        app.close()


class _Corner(Scene):
    """A scene that paints only its top-left corner."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((10, 20, 30), pygame.Rect(0, 0, 8, 8))


def test_a_scene_that_paints_part_of_the_screen_still_gets_a_cleared_frame(app):
    app.context.manager.clear()
    app.context.manager.push(_Corner(app.context))
    assert not app.context.manager.covers_screen()
    app.logical.fill(MAGENTA)
    app.render()
    assert _magenta_pixels(app.logical) == 0
    assert app.logical.get_at((0, 0))[:3] == (10, 20, 30)
    assert app.logical.get_at((100, 100))[:3] == (0, 0, 0)


def test_money_keeps_each_languages_format_when_the_language_switches_back_and_forth():
    try:
        for _round in range(2):              # the second time from the cache
            i18n.set_language(Language.ENGLISH)
            assert i18n.format_money(123_456) == "1,234.56"
            assert i18n.format_money(2_500, always_cents=False) == "25"
            assert i18n.format_money(2_500) == "25.00"
            i18n.set_language(Language.DUTCH)
            assert i18n.format_money(123_456) == "1.234,56"
            assert i18n.format_money(2_500, always_cents=False) == "25"
            assert i18n.format_money(2_500) == "25,00"
            assert i18n.format_money(123_456).language is Language.DUTCH
    finally:
        i18n.set_language(Language.ENGLISH)
    assert i18n.format_money(123_456) == "1,234.56"


def test_a_kept_word_is_said_in_the_language_that_is_current_when_it_is_asked_for():
    try:
        assert i18n._("DEAL") == "DEAL"
        i18n.set_language(Language.DUTCH)
        assert i18n._("DEAL") == "DELEN"
        assert i18n.resay(i18n._("DEAL")) == "DELEN"
    finally:
        i18n.set_language(Language.ENGLISH)
    assert i18n._("DEAL") == "DEAL"


def test_an_indian_panel_already_in_the_displays_alpha_format_is_used_as_it_is(app):
    from scenes.tables.indian.paint import _converted
    ready = pygame.Surface((40, 30), pygame.SRCALPHA)
    ready.fill((1, 2, 3, 40))
    assert _converted(ready) is ready
    opaque = pygame.Surface((40, 30), depth=24)
    converted = _converted(opaque)
    assert converted is not opaque and converted.get_flags() & pygame.SRCALPHA


def test_the_frame_benchmark_measures_the_bare_loop_first_and_each_scene_against_it():
    rows = frames.run(["lobby"], frames=3, warmup=1)
    bare, lobby = rows
    assert bare["scene"] == "yardstick" and bare["ratio"] == 1.0
    assert lobby["ratio"] == pytest.approx(lobby["p99"] / bare["p99"])
    shown = frames.report(rows)
    assert "yardstick" in shown and "x bare" in shown


def test_the_yardstick_times_every_frame_it_draws():
    row = yardstick.measure(frames=5, warmup=1, repeat=2)
    assert row["frames"] == 5 and row["repeat"] == 2
    assert 0 < row["p50"] <= row["p99"] <= row["max"]


def _frames_with_backdrop(monkeypatch, driver_name: str, overlay: type, backdrop: bool,
                          frames: int, script) -> list[bytes]:
    """Every frame of ``driver_name``'s scene, ``script(driver, frame)`` doing
    more before each; with ``overlay``'s kept backdrop, or drawn in full."""
    if not backdrop:
        monkeypatch.setattr(overlay, "backdrop_key", lambda self: None)
    app = drivers.open_app(3)
    try:
        driver = drivers.make_driver(driver_name, app, 3)
        pictures = []
        for f in range(frames):
            if not getattr(driver, "hold", False):   # a player cannot play under a menu
                driver.poke(f)
            script(driver, f)
            app.step(1 / 60)
            pictures.append(pygame.image.tobytes(app.render(), "RGB"))
        return pictures
    finally:
        i18n.set_language(Language.ENGLISH)
        app.close()
        monkeypatch.undo()


def _same_with_and_without_backdrop(monkeypatch, *args) -> list[bytes]:
    kept = _frames_with_backdrop(monkeypatch, *args[:2], True, *args[2:])
    drawn = _frames_with_backdrop(monkeypatch, *args[:2], False, *args[2:])
    assert len(set(kept)) > 3                      # the screen did change
    assert kept == drawn
    return kept


def test_settings_over_the_lobby_looks_the_same_frame_by_frame_with_its_backdrop_kept(
        monkeypatch):
    from scenes.screens.settings import SettingsScene

    def script(driver, f):           # the lobby below changes with both
        if f == 25:
            driver.scene.language_buttons[1].click()
        if f == 45:
            driver.scene.motion.toggle()
    _same_with_and_without_backdrop(monkeypatch, "settings", SettingsScene, 70, script)


def test_the_pause_menu_over_a_table_looks_the_same_with_its_backdrop_kept(monkeypatch):
    from scenes.dialogs.pause import PauseOverlay
    paused: list[int] = []

    def script(driver, f):
        if f == 0:
            paused.clear()               # each of the two runs pauses afresh
        dealt = any(card.face_up for hand in driver.scene.board.hands for card in hand.cards)
        if not paused and dealt and not driver.scene.timeline.busy:
            driver.scene.open_pause()
            driver.hold = True
            paused.append(f)
        elif paused and f == paused[0] + 20:     # the table's words change below
            driver.ctx.update_settings(language="nl")
        elif paused and f == paused[0] + 40:     # and its cards' colours
            driver.ctx.update_settings(four_colour_deck=True)
        elif paused and f % 7 == 0:
            driver.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0,
                                                   unicode="", scancode=0))
    _same_with_and_without_backdrop(monkeypatch, "midnight", PauseOverlay, 400, script)
    assert paused and paused[0] < 340


def test_a_showdown_round_summary_looks_the_same_with_its_backdrop_kept(monkeypatch):
    from scenes.tables.showdown.summary import RoundSummaryOverlay
    shown = []

    def script(driver, f):
        shown.append(isinstance(driver.ctx.manager.top, RoundSummaryOverlay))
    _same_with_and_without_backdrop(monkeypatch, "showdown", RoundSummaryOverlay, 400, script)
    assert sum(shown) >= 8                         # a summary was up for a while


def test_the_kept_backdrop_goes_when_the_overlay_leaves(app):
    app.context.manager.clear()
    app.context.open_scene("lobby")
    app.context.open_scene("settings")
    app.render()
    assert app.context.manager._backdrop is not None
    app.context.manager.pop()
    assert app.context.manager._backdrop is None


def _indian_frames(monkeypatch, on_felt: bool) -> list[bytes]:
    from scenes.tables.indian.paint import IndianPainter
    if not on_felt:
        monkeypatch.setattr(IndianPainter, "_clear_of_play", lambda self, rect: False)
    app = drivers.open_app(3)
    try:
        driver = drivers.make_driver("indian", app, 3)
        pictures = []
        for f in range(240):
            driver.poke(f)
            if f == 120:                      # the felt's printed words change
                driver.ctx.update_settings(language="nl")
            app.step(1 / 60)
            pictures.append(pygame.image.tobytes(app.render(), "RGB"))
        if on_felt:                           # the opaque copies were used
            assert driver.scene.painter._info_cache[1].get_alpha() is None
        return pictures
    finally:
        i18n.set_language(Language.ENGLISH)
        app.close()
        monkeypatch.undo()


def test_indian_side_panels_kept_on_the_felt_look_the_same_as_blended_each_frame(monkeypatch):
    kept = _indian_frames(monkeypatch, on_felt=True)
    blended = _indian_frames(monkeypatch, on_felt=False)
    assert len(set(kept)) > 20
    assert kept == blended
