"""A tip never covers what the player plays with: the pot, the shoe, the
cards, the message line, the match log and result, the round's breakdown or
summary, or a button that is shown.  Checked by bounding boxes for every tip
at every table, in both languages, at the window sizes the game draws in,
with the rects of each table's own layout and of what it draws now."""
from __future__ import annotations

import pygame
import pytest
from test_key_map import AWAY_FROM_TABLES, SCREENS, build, table_below

from scenes.app import i18n
from scenes.app.i18n import Language
from scenes.app.loop import fit_viewport
from scenes.dialogs.guide import GuideTip
from scenes.dialogs.tip_place import place_tip
from scenes.tables.base import TableScene
from scenes.training.count_overlay import PANEL as COUNT_PANEL
from scenes.widgets.button import Button
from scenes.widgets.theme import LOGICAL_SIZE

APP_SEED = 3
# What stays in sight, by anchor name, at every table that has it.
IN_SIGHT = ("dealer_hand", "shoe", "deck", "pot", "community", "player_1", "player_2",
            "message", "buttons", "hint", "info", "bankroll", "chip_rack")
# A window: the game's own size, smaller and larger ones, and other shapes
# (the picture is letterboxed into them).
WINDOWS = [(1280, 720), (960, 540), (1920, 1080), (1366, 768), (1024, 768), (2560, 1440)]
TABLE_SCREENS = [name for name in SCREENS
                 if "paused" not in name and name not in AWAY_FROM_TABLES]


@pytest.fixture(params=list(Language), ids=lambda language: language.value)
def language(request):
    i18n.set_language(request.param)
    try:
        yield request.param
    finally:
        i18n.set_language(Language.ENGLISH)


def drawn_buttons(app) -> list[pygame.Rect]:
    """Every button the screen under the tip draws now."""
    rects: list[pygame.Rect] = []
    real_draw = Button.draw

    def record(button, surface):
        if button.visible:
            rects.append(button.rect.copy())
        real_draw(button, surface)

    Button.draw = record
    try:
        app.context.manager.draw(pygame.Surface(LOGICAL_SIZE))
    finally:
        Button.draw = real_draw
    return rects


def in_sight(app, table: TableScene) -> dict[str, pygame.Rect]:
    """What must stay in sight, named, as the table and its overlay draw it."""
    keep = {name: table.anchor(name) for name in IN_SIGHT if name in table.anchors}
    pill = table.message_pill()
    if pill is not None:
        keep["message line"] = pill
    for i, rect in enumerate(drawn_buttons(app)):
        keep[f"button {i}"] = rect
    if hasattr(table, "spot_rect"):                      # the dealer tables' spots in play
        for spot in range(table.engine.n_spots):
            keep[f"spot {spot + 1}"] = table.spot_rect(spot)
        if table.results.rows():
            top = table.results.topleft[1]
            keep["breakdown"] = pygame.Rect(table.results.topleft,
                                            (270, table.results.bottom() - top))
    if table.table_name == "classic" and table.count.on:
        keep["count panel"] = COUNT_PANEL
    if table.table_name == "showdown":
        panel = table.summary_panel()
        if panel is not None:                            # the table is dimmed under it
            keep = {"summary": panel, **{k: v for k, v in keep.items()
                                         if k.startswith("button")}}
        else:
            from scenes.tables.showdown.seats import seat_anchor_names
            for name in seat_anchor_names(len(table.players)):
                keep[name] = table.anchor(name)
    return keep


def to_window(rect: pygame.Rect, viewport: pygame.Rect) -> pygame.Rect:
    sx, sy = viewport.w / LOGICAL_SIZE[0], viewport.h / LOGICAL_SIZE[1]
    return pygame.Rect(viewport.x + round(rect.x * sx), viewport.y + round(rect.y * sy),
                       round(rect.w * sx), round(rect.h * sy))


def covered(tip: pygame.Rect, keep: dict[str, pygame.Rect]) -> list[str]:
    """What of ``keep`` the tip covers, in every window the game draws in."""
    found: list[str] = []
    for size in WINDOWS:
        viewport = fit_viewport(size)
        shown = to_window(tip, viewport)
        if not viewport.contains(shown):
            found.append(f"off the picture at {size}")
        found += [f"{name} at {size}" for name, rect in keep.items()
                  if shown.colliderect(to_window(rect, viewport))]
    return sorted(set(found))


# -- the checks themselves -----------------------------------------------------------
def test_a_tip_takes_the_first_free_spot_of_its_regions_and_waits_without_one():
    regions = [pygame.Rect(0, 0, 200, 300), pygame.Rect(400, 0, 200, 300)]
    pot = pygame.Rect(0, 0, 200, 100)
    assert place_tip(lambda w: 100, regions, [pot]) == pygame.Rect(0, 112, 200, 100)
    assert place_tip(lambda w: 250, regions, [pot]) == pygame.Rect(400, 0, 200, 250)
    assert place_tip(lambda w: 301, regions, []) is None


def test_covered_sees_a_tip_over_the_pot_and_off_the_picture():
    keep = {"pot": pygame.Rect(100, 100, 50, 50)}
    assert covered(pygame.Rect(120, 120, 10, 10), keep)[0].startswith("pot")
    assert covered(pygame.Rect(1200, 0, 200, 10), {})[0].startswith("off the picture")
    assert covered(pygame.Rect(300, 300, 10, 10), keep) == []


# -- every tip at every table -------------------------------------------------------
@pytest.mark.parametrize("recipe", TABLE_SCREENS)
def test_no_tip_covers_what_the_player_plays_with(app, recipe, language):
    build(app, recipe, tip=False)
    table = table_below(app)
    keep = in_sight(app, table)
    placed = {}
    for moment, text in table.guide_tips().items():
        place = table.guide_place(moment)
        if place is None:
            continue                                     # no room now: this tip waits
        tip = GuideTip(app.context, table.table_name, moment, text, place)
        placed[moment] = tip.rect
        assert covered(tip.rect, keep) == [], (moment, tip.rect)
        assert tip.rect.top >= 44, moment                # under the top bar
    now = table.guide_moment()
    assert now is None or now not in table.guide_tips() or now in placed, now


@pytest.mark.parametrize("table_name", ["midnight", "classic", "showdown", "indian"])
def test_every_tip_has_a_place_at_some_moment_of_its_table(app, table_name, language):
    places: dict[str, set[str]] = {}
    for recipe in (r for r in TABLE_SCREENS if r.startswith(table_name)):
        app.context.manager.clear()
        app.context.open_scene("lobby")
        build(app, recipe, tip=False)
        table = table_below(app)
        for moment in table.guide_tips():
            if table.guide_place(moment) is not None:
                places.setdefault(table_name, set()).add(moment)
    assert places[table_name] == set(table.guide_tips())


@pytest.mark.parametrize("seats", [3, 6])
def test_the_tip_after_a_round_finds_room_over_a_summary_of_up_to_six_seats(app, seats, language):
    from test_showdown_match_control import play_to_summary, with_tips

    from scenes.tables.showdown import guide
    from scenes.tables.showdown.scene import ShowdownScene
    from scenes.tables.showdown.seats import SeatConfig, SeatKind
    with_tips(app, guide.DEAL, guide.ACT)
    players = [SeatConfig("You")] + [SeatConfig(f"A{i}", SeatKind.AI) for i in range(seats - 1)]
    scene = ShowdownScene(app.context, players=players)
    app.context.manager.push(scene)
    summary = play_to_summary(app, scene)
    for _ in range(8):
        app.step(1 / 60)
    tip = app.context.manager.top
    assert isinstance(tip, GuideTip) and app.context.manager.stack[-2] is summary
    assert covered(tip.rect, {"summary": summary.panel.rect, "menu": scene.menu_button.rect}) == []
