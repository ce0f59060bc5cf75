"""The message pill never covers the rules printed on the felt: at every
table, in both languages, the printed lines stay out of the zone a message
pill (or Classic's turn banner) may take, and a long message shrinks to stay
inside that zone."""
from __future__ import annotations

import pygame
import pytest

from scenes.app import i18n
from scenes.app.i18n import Language
from scenes.widgets.theme import LOGICAL_SIZE

TABLES = ["midnight", "classic", "showdown", "indian"]
LONG = "A line longer than those a table says shrinks to fit, never over the felt"


def open_table(app, table):
    app.context.manager.clear()
    app.context.open_scene("lobby")
    return app.context.open_scene(table, **({"skip_setup": True} if table == "classic" else {}))


def printed_pixels(scene) -> pygame.mask.Mask:
    surface = pygame.Surface(LOGICAL_SIZE, pygame.SRCALPHA)
    scene.print_felt_rules(surface)
    return pygame.mask.from_surface(surface)


def covered(mask: pygame.mask.Mask, zone: pygame.Rect) -> int:
    """How many printed pixels lie inside ``zone``."""
    box = pygame.mask.Mask(zone.size, fill=True)
    return mask.overlap_area(box, zone.topleft)


def difference(one: pygame.Surface, other: pygame.Surface) -> pygame.mask.Mask:
    """The pixels where two frames differ."""
    brighter, darker = one.copy(), other.copy()
    brighter.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_SUB)   # one - other
    darker.blit(one, (0, 0), special_flags=pygame.BLEND_RGB_SUB)       # other - one
    brighter.blit(darker, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    mask = pygame.mask.from_threshold(brighter, (0, 0, 0), (1, 1, 1, 255))
    mask.invert()
    return mask


@pytest.fixture
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(Language.ENGLISH)


@pytest.mark.parametrize("language", list(Language), indirect=True)
@pytest.mark.parametrize("table", TABLES)
def test_the_rules_printed_on_the_felt_stay_out_of_the_message_zone(app, table, language):
    scene = open_table(app, table)
    mask, zone = printed_pixels(scene), scene.message_zone()
    assert mask.count() > 1000 and zone.w > 400        # both are there
    assert covered(mask, zone) == 0, (zone, mask.get_bounding_rects())


@pytest.mark.parametrize("table", ["midnight", "showdown", "indian"])
def test_a_long_message_is_drawn_inside_the_message_zone(app, table):
    scene = open_table(app, table)
    scene.message = ""
    plain = pygame.Surface(LOGICAL_SIZE)
    scene.draw_hud(plain)
    scene.message = LONG
    said = pygame.Surface(LOGICAL_SIZE)
    scene.draw_hud(said)
    drawn = difference(said, plain)
    assert drawn.count() > 500
    bounds = drawn.get_bounding_rects()
    zone = scene.message_zone()
    assert all(zone.contains(rect) for rect in bounds), (zone, bounds)


def test_the_check_sees_print_inside_a_zone():
    mask = pygame.mask.Mask((100, 100))
    mask.set_at((50, 50))
    assert covered(mask, pygame.Rect(40, 40, 20, 20)) == 1
    assert covered(mask, pygame.Rect(0, 0, 40, 40)) == 0


# The parts of a table a refusal pill must leave in sight: cards, chips, panels, buttons.
KEEP_IN_SIGHT = ("dealer_hand", "shoe", "deck", "pot", "community", "player_1", "player_2",
                 "buttons", "chip_rack", "stack_1", "stack_2", "bet_1", "bet_2", "bankroll",
                 "count_panel", *(f"seat_{i}" for i in range(1, 9)),
                 *(f"spot_{i}" for i in range(1, 4)))


@pytest.mark.parametrize("table", TABLES)
def test_a_refusal_is_one_red_pill_that_covers_no_card_or_button_and_is_logged(app, table):
    scene = open_table(app, table)
    scene.refuse(LONG)
    pill = scene.message_pill()
    assert pill is not None and scene.alert == LONG
    assert app.context.messages.newest(1) == [LONG]
    assert pill.w <= scene.refusal_place().w + 40             # a long reason shrinks to fit
    covered_parts = [name for name, rect in scene.anchors.items()
                     if name in KEEP_IN_SIGHT and rect.colliderect(pill)]
    assert covered_parts == [], (pill, covered_parts)
    buttons = [scene.menu_button.rect, *scene.shown_button_rects()]
    assert not any(pill.colliderect(rect) for rect in buttons)
    plain = pygame.Surface(LOGICAL_SIZE)
    scene.refusal.read()
    scene.draw_hud(plain)
    scene.refuse(LONG)
    said = pygame.Surface(LOGICAL_SIZE)
    scene.draw_hud(said)
    drawn = difference(said, plain).get_bounding_rects()
    assert drawn and all(pill.inflate(2, 2).contains(rect) for rect in drawn), (pill, drawn)
