"""The picture on a large window is sharp: a window at least twice the
logical size shows every logical pixel as a square of window pixels (nearest
neighbour, a whole factor); only the remainder is smooth-scaled; and a click
still lands on the logical pixel under the pointer."""
from __future__ import annotations

import pygame
import pytest

from scenes.app.loop import App, fit_viewport, window_to_logical
from scenes.app.presenter import Presenter, whole_factor
from scenes.widgets.theme import LOGICAL_SIZE

SPOTS = [(0, 0), (1, 0), (640, 360), (1279, 719), (37, 501)]


def checkered(size=LOGICAL_SIZE) -> pygame.Surface:
    """A logical picture whose neighbouring pixels all differ (any blur shows)."""
    surface = pygame.Surface(size)
    surface.fill((20, 40, 60))
    for x in range(0, size[0], 2):
        pygame.draw.line(surface, (240, 220, 200), (x, 0), (x, size[1] - 1))
    for x, y in SPOTS:
        surface.set_at((x, y), (255, 0, (x + y) % 256))
    return surface


@pytest.mark.parametrize(("window", "factor"), [((3840, 2160), 3), ((2560, 1440), 2),
                                                 ((3000, 1700), 2), ((1920, 1080), 1),
                                                 ((960, 540), 0), ((1280, 720), 1)])
def test_the_whole_factor_is_the_largest_that_fits_the_viewport(window, factor):
    assert whole_factor(fit_viewport(window).size) == factor


@pytest.mark.parametrize("window", [(3840, 2160), (2560, 1440)])
def test_a_window_a_whole_number_of_times_larger_shows_each_pixel_as_a_sharp_square(window):
    logical = checkered()
    screen = pygame.Surface(window)
    viewport = fit_viewport(window)
    Presenter().present(logical, screen, viewport)
    k = whole_factor(viewport.size)
    for x, y in [*SPOTS, (2, 5), (3, 5)]:
        expected = logical.get_at((x, y))
        for dx in range(k):
            for dy in range(k):
                assert screen.get_at((x * k + dx, y * k + dy)) == expected, (x, y, dx, dy)


def test_a_window_between_whole_factors_is_filled_without_the_old_blur():
    """3000x1700: 2x sharp, then smooth-scaled by only 1.17, into a letterboxed viewport."""
    logical = checkered()
    window = (3000, 1700)
    screen = pygame.Surface(window)
    viewport = fit_viewport(window)
    Presenter().present(logical, screen, viewport)
    assert viewport.y > 0 and screen.get_at((viewport.centerx, viewport.y - 1)) == (0, 0, 0, 255)
    old = pygame.transform.smoothscale(logical, viewport.size)
    row = viewport.h // 3

    def between(surface: pygame.Surface, x0: int) -> int:
        """How many of 120 pixels across the stripes are neither dark nor light (blur)."""
        values = [surface.get_at((x0 + i, row))[0] for i in range(120)]
        return sum(1 for v in values if 20 + 0.15 * 220 < v < 20 + 0.85 * 220)

    assert between(screen, viewport.x + 600) < 0.6 * between(old, 600)


def test_a_window_smaller_than_twice_the_logical_size_is_smooth_scaled_as_before():
    logical = checkered()
    window = (960, 540)
    screen = pygame.Surface(window)
    Presenter().present(logical, screen, fit_viewport(window))
    assert screen.get_at((480, 200)) == \
        pygame.transform.smoothscale(logical, window).get_at((480, 200))


@pytest.mark.parametrize("window", [(3840, 2160), (2560, 1440), (3000, 1700), (960, 540)])
def test_a_click_lands_on_the_logical_pixel_drawn_under_it(window):
    viewport = fit_viewport(window)
    for x, y in SPOTS:
        centre = (viewport.x + (x + 0.5) * viewport.w / LOGICAL_SIZE[0],
                  viewport.y + (y + 0.5) * viewport.h / LOGICAL_SIZE[1])
        assert window_to_logical(centre, viewport) == (x, y)


def test_the_app_on_a_4k_window_presents_sharp_and_maps_clicks_back(tmp_path):
    app = App(strict=True, data_dir=tmp_path, window_size=(3840, 2160))
    try:
        assert app.window.get_size() == (3840, 2160)
        app.logical.blit(checkered(), (0, 0))
        app.present()
        for x, y in SPOTS:
            assert app.window.get_at((3 * x + 1, 3 * y + 2)) == app.logical.get_at((x, y))
        click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(3 * 37 + 2, 3 * 501))
        assert app.to_logical_event(click).pos == (37, 501)
    finally:
        app.close()


def _blocky(window: pygame.Surface, rect: pygame.Rect, k: int) -> bool:
    """Every k x k block of ``rect`` (logical) in ``window`` is one colour (nearest neighbour)."""
    for y in range(rect.y, rect.bottom):
        for x in range(rect.x, rect.right):
            first = window.get_at((x * k, y * k))
            if any(window.get_at((x * k + dx, y * k + dy)) != first
                   for dx in range(k) for dy in range(k)):
                return False
    return True


def test_on_a_4k_window_a_text_is_drawn_again_at_the_window_s_own_resolution(tmp_path):
    app = App(strict=True, data_dir=tmp_path, window_size=(3840, 2160))
    try:
        app.context.manager.clear()
        app.render()                                  # a frame that notes its texts
        words = app.context.resources.text("Bankroll 965.00", 20, (250, 240, 220), bold=True)
        at = app.logical.blit(words, (100, 200))
        app.present()
        assert not _blocky(app.window, at, 3)         # drawn from its words, 3x larger
        assert _blocky(app.window, pygame.Rect(400, 400, 20, 10), 3)   # the rest: scaled
        big = app.context.resources.text_at(app.context.resources.text_key(words), 3)
        assert abs(big.get_width() - 3 * words.get_width()) <= 6
    finally:
        app.close()


def test_a_text_drawn_over_afterwards_keeps_the_scaled_pixels(tmp_path):
    """Never a wrong picture: a card or panel drawn over a text hides the sharp copy too."""
    app = App(strict=True, data_dir=tmp_path, window_size=(3840, 2160))
    try:
        app.context.manager.clear()
        app.render()
        words = app.context.resources.text("Dealer shows 7", 20, (250, 240, 220))
        at = app.logical.blit(words, (300, 300))
        pygame.draw.rect(app.logical, (200, 30, 40), (at.x + 10, at.y, 20, at.h))
        app.present()
        assert _blocky(app.window, at, 3)
        assert app.window.get_at((3 * (at.x + 12), 3 * (at.y + 2))) == (200, 30, 40, 255)
    finally:
        app.close()


def test_at_the_logical_size_no_text_is_noted_and_the_picture_is_the_logical_one(tmp_path):
    app = App(strict=True, data_dir=tmp_path)
    try:
        app.context.manager.clear()
        app.render()
        app.logical.blit(app.context.resources.text("Club 21", 30), (10, 10))
        assert app.logical.marks == []
        app.present()
        assert pygame.image.tobytes(app.window, "RGB") == pygame.image.tobytes(app.logical, "RGB")
    finally:
        app.close()
