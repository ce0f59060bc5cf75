"""Table maps: every .tmx loads, has its anchors, and bad maps fail clearly."""
import runpy
from pathlib import Path

import pygame
import pytest
import pytmx

from scenes.app.layout import (
    LayoutError,
    fan_positions,
    load_anchors,
    load_table_anchors,
    map_path,
    read_objects,
)
from scenes.screens.lobby import load_lobby_tables
from scenes.tables.registry import views
from scenes.widgets.theme import LOGICAL_SIZE

ROOT = Path(__file__).resolve().parent.parent
# What each table's map must place (its view's anchors).
REQUIRED_ANCHORS = {view.name: view.anchors for view in views()}
SCREEN = pygame.Rect((0, 0), LOGICAL_SIZE)


def test_required_anchors_are_exactly_the_contract():
    assert REQUIRED_ANCHORS["midnight"] == ("dealer_hand", "shoe", "discard", "spot_1", "spot_2",
                                            "spot_3", "chip_rack", "buttons", "message",
                                            "bankroll", "seed_label")
    assert [a for a in REQUIRED_ANCHORS["classic"] if a.startswith("seat_")] == \
        [f"seat_{i}" for i in range(1, 8)]
    assert len([a for a in REQUIRED_ANCHORS["showdown"] if a.startswith("seat_")]) == 8
    assert set(REQUIRED_ANCHORS["indian"]) == {"community", "player_1", "player_2", "pot", "deck",
                                               "buttons", "message", "count_panel", "stack_1",
                                               "stack_2"}


@pytest.mark.parametrize("table", sorted(REQUIRED_ANCHORS))
def test_every_table_map_has_its_anchors_on_screen(table):
    anchors = load_table_anchors(table)
    for name in REQUIRED_ANCHORS[table]:
        assert SCREEN.contains(anchors[name]), name
        assert anchors[name].w > 0 and anchors[name].h > 0


def test_midnight_spots_run_from_the_players_left_and_classic_seats_from_the_dealers_left():
    spots = load_table_anchors("midnight")
    assert [spots[f"spot_{i}"].centerx for i in (1, 2, 3)] == \
        sorted(spots[f"spot_{i}"].centerx for i in (1, 2, 3))
    # The dealer faces the players: seat 1 (first base) is on the screen's right.
    seats = load_table_anchors("classic")
    xs = [seats[f"seat_{i}"].centerx for i in range(1, 8)]
    assert xs == sorted(xs, reverse=True)


@pytest.mark.parametrize("table", sorted(REQUIRED_ANCHORS))
def test_seats_and_spots_do_not_overlap_each_other(table):
    anchors = load_table_anchors(table)
    places = [r for n, r in anchors.items() if n.startswith(("seat_", "spot_"))]
    for i, a in enumerate(places):
        assert all(not a.colliderect(b) for b in places[i + 1:])


@pytest.mark.parametrize("name", ["lobby", "midnight", "classic", "showdown", "indian"])
def test_every_map_loads_in_pytmx(name):
    tiled = pytmx.TiledMap(str(map_path(name)))
    assert tiled.width * tiled.tilewidth <= 1280


def test_lobby_has_four_tables_and_the_training_room_with_their_properties():
    tables = load_lobby_tables()
    assert [t.scene for t in tables] == ["midnight", "classic", "showdown", "indian", "training"]
    assert tables[-1].hint == "Click or press Enter to go in"
    for table in tables:
        assert table.title and table.description and table.limits
        assert "\n" not in table.description
        assert SCREEN.contains(table.rect)
    info, _ = read_objects(map_path("lobby"), "tables")
    assert info.size == (1280, 704) and info.offset == (0, 8)


def test_maps_are_reproducible_from_the_generator(tmp_path, monkeypatch):
    module = runpy.run_path(str(ROOT / "tools" / "make_maps.py"))
    assert module["lobby_map"]() == map_path("lobby").read_text(encoding="utf-8")
    assert module["table_map"](module["midnight"]()) == \
        map_path("midnight").read_text(encoding="utf-8")


MAP_HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" width="80" height="45" '
            'tilewidth="16" tileheight="16">')


def write_map(tmp_path, body, head=MAP_HEAD):
    path = tmp_path / "t.tmx"
    path.write_text(head + body + "</map>", encoding="utf-8")
    return path


def test_missing_anchor_names_the_file_and_the_anchor(tmp_path):
    path = write_map(tmp_path, '<objectgroup name="anchors"><object name="shoe" x="1" y="2" '
                               'width="3" height="4"/></objectgroup>')
    with pytest.raises(LayoutError) as err:
        load_anchors(path, ("shoe", "pot"))
    assert str(path) in str(err.value) and "pot" in str(err.value)


def test_old_type_and_new_class_attributes_are_both_accepted(tmp_path):
    path = write_map(tmp_path, '<objectgroup name="anchors">'
                               '<object name="a" type="anchor" x="1" y="2" width="3" height="4"/>'
                               '<object name="b" class="anchor" x="5" y="6" width="7" height="8"/>'
                               '</objectgroup>')
    _, objects = read_objects(path, "anchors")
    assert [(o.name, o.kind) for o in objects] == [("a", "anchor"), ("b", "anchor")]
    assert load_anchors(path, ("a", "b"))["b"] == pygame.Rect(5, 6, 7, 8)


def test_malformed_xml_names_the_file(tmp_path):
    path = write_map(tmp_path, '<objectgroup name="anchors"><object name="x"')
    with pytest.raises(LayoutError, match="not valid XML") as err:
        load_anchors(path)
    assert str(path) in str(err.value)


def test_doctype_and_entities_are_refused(tmp_path):
    head = ('<?xml version="1.0"?>\n<!DOCTYPE map [<!ENTITY lol "lol">]>\n'
            '<map version="1.10" width="80" height="45" tilewidth="16" tileheight="16">')
    path = write_map(tmp_path, '<objectgroup name="anchors"/>', head)
    with pytest.raises(LayoutError, match="DOCTYPE") as err:
        load_anchors(path)
    assert str(path) in str(err.value)


def test_huge_and_missing_maps_are_refused(tmp_path):
    huge = write_map(tmp_path, "<!--" + "x" * (2 * 1024 * 1024) + "-->")
    with pytest.raises(LayoutError, match="refused"):
        load_anchors(huge)
    with pytest.raises(LayoutError, match="cannot be opened"):
        load_anchors(tmp_path / "nope.tmx")


def test_missing_object_layer_is_reported(tmp_path):
    path = write_map(tmp_path, '<objectgroup name="other"/>')
    with pytest.raises(LayoutError, match="'anchors'"):
        load_anchors(path)


def test_card_fan_stays_inside_its_anchor():
    rect = pygame.Rect(100, 100, 240, 140)
    positions = fan_positions(rect, 7)
    assert positions[0][0] >= rect.x and positions[-1][0] + 90 <= rect.right
    assert fan_positions(rect, 1)[0] == (rect.centerx - 45, rect.centery - 63)


def test_classic_seat_1_is_at_the_screens_right_and_play_runs_right_to_left():
    # The dealer faces the players from the top: the dealer's left, seat 1
    # ("first base", acting first), is the screen's right (docs/rules.md, Classic).
    anchors = load_table_anchors("classic")
    xs = [anchors[f"seat_{i}"].centerx for i in range(1, 8)]
    assert xs == sorted(xs, reverse=True)
    assert anchors["seat_1"].centerx > SCREEN.centerx > anchors["seat_7"].centerx


def test_midnight_spot_1_is_at_the_players_left():
    # docs/rules.md, Midnight: spots numbered from the player's left to right as the
    # player sees the table.
    anchors = load_table_anchors("midnight")
    xs = [anchors[f"spot_{i}"].centerx for i in range(1, 4)]
    assert xs == sorted(xs)
