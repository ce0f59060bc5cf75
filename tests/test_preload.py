"""No first-time hitches: a table loads what it will draw in idle frames, and
the Showdown summary is written over a few frames, never all in one."""
import pygame
from scene_helpers import push

from scenes.app.preload import ALL_CODES, Preloader
from scenes.tables.dealer.midnight import MidnightScene
from scenes.tables.showdown.scene import ShowdownScene
from scenes.tables.showdown.seats import (
    MINI_PREFIX,
    CardImages,
    SeatConfig,
    SeatKind,
    small_card_size,
)
from scenes.tables.showdown.summary import ROW_CARD, RoundSummaryOverlay, SummaryRow

APP_SEED = 3   # the first shoe of the shared app fixture


def test_a_preloader_spends_a_small_budget_per_frame_and_then_is_done():
    ran = []
    slow = Preloader([lambda i=i: ran.append(i) for i in range(5)])
    slow.step(budget_ms=0)                     # at least one task a frame
    assert ran == [0] and not slow.done
    slow.step(budget_ms=1000)
    assert ran == [0, 1, 2, 3, 4] and slow.done


def test_midnight_has_every_card_face_loaded_before_the_first_deal(app):
    scene = push(app, MidnightScene(app.context))
    scene._preloader.finish()
    cached = app.context.resources._images
    assert all(any(code in str(key) for key in cached) for code in ALL_CODES)


def test_showdown_preloads_the_seat_and_summary_card_sizes(app):
    scene = push(app, ShowdownScene(app.context, players=[SeatConfig("You"),
                                                          SeatConfig("Ada", SeatKind.AI)]))
    scene._preloader.finish()
    cached = scene.cards._cache
    assert ("AS", small_card_size()) in cached and ("KD", small_card_size()) in cached
    assert (MINI_PREFIX + "AS", ROW_CARD) in cached and (MINI_PREFIX + "KD", ROW_CARD) in cached


def test_the_summary_is_written_over_frames_and_shown_once_complete(app):
    rows = [SummaryRow(f"P{i}", "", ("AS", "KD"), 21, "WIN", (255, 255, 255), 2, 75)
            for i in range(8)]
    overlay = RoundSummaryOverlay(app.context, "Round 1", rows, "footer", lambda: None,
                                  CardImages(app.context.resources), ())
    surface = pygame.Surface((1280, 720))
    overlay.draw(surface)                          # nothing written yet: nothing drawn
    assert not overlay.ready and surface.get_at((640, 360))[:3] == (0, 0, 0)
    updates = 0
    while not overlay.ready:
        overlay.update(0)
        updates += 1
    assert 3 <= updates <= 5                       # the panel, then rows a few at a time
    overlay.draw(surface)
    assert surface.get_at((640, 360))[:3] != (0, 0, 0)


def test_translucent_fills_and_pills_are_made_once_and_reused(app):
    from scenes.tables.dealer.hud import _PILLS, draw_pill
    from scenes.widgets import draw
    surface = pygame.Surface((200, 100))
    draw.fill_alpha(surface, (1, 2, 3, 80), pygame.Rect(5, 5, 77, 33), 7)
    layer = draw._LAYERS[((77, 33), (1, 2, 3, 80), 7)]
    draw.fill_alpha(surface, (1, 2, 3, 80), pygame.Rect(50, 50, 77, 33), 7)
    assert draw._LAYERS[((77, 33), (1, 2, 3, 80), 7)] is layer
    draw_pill(surface, app.context.resources, "WIN +15", (120, 220, 130), 16, center=(100, 50))
    pill = _PILLS[("WIN +15", (120, 220, 130), 16, 100)]
    draw_pill(surface, app.context.resources, "WIN +15", (120, 220, 130), 16, center=(60, 30))
    assert _PILLS[("WIN +15", (120, 220, 130), 16, 100)] is pill
