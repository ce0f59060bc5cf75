"""Maps the game cannot draw, or that point outside the assets, are refused by
name; the lobby then shows the error and stays playable."""
import pygame
import pytest

from scenes.app.layout import LayoutError, load_anchors, load_tiled_map
from scenes.app.loop import App
from scenes.app.resources import asset_path
from scenes.screens import lobby
from scenes.tables.registry import view_for, view_names

ANCHORS = "".join(f'<object id="{i}" name="{n}" x="{10 + i}" y="20" width="30" height="40"/>'
                  for i, n in enumerate(view_for("midnight").anchors, 1))
SIZE = 'width="40" height="22" tilewidth="32" tileheight="32"'


def tmx(objects=ANCHORS, size=SIZE, inner="") -> str:
    return (f'<?xml version="1.0" encoding="UTF-8"?><map version="1.10" '
            f'orientation="orthogonal" {size}>{inner}'
            f'<objectgroup id="1" name="anchors">{objects}</objectgroup></map>')


def tileset(source: str) -> str:
    return (f'<tileset firstgid="1" name="t" tilewidth="32" tileheight="32" tilecount="16" '
            f'columns="8"><image source="{source}" width="256" height="64"/></tileset>')


OUTSIDE_PNG = str(asset_path("tiles", "casino_tiles.png"))   # a real PNG, by absolute path

BAD = {
    "an anchor of 99,999 px": tmx(ANCHORS.replace('width="30"', 'width="99999"', 1)),
    "an anchor outside the map": tmx(ANCHORS.replace('x="11"', 'x="1270"', 1)),
    "an anchor at negative coordinates": tmx(ANCHORS.replace('x="11"', 'x="-5"', 1)),
    "a map of 100,000 px": tmx(size='width="3125" height="22" tilewidth="32" tileheight="32"'),
    "a map of 5,000 px": tmx(size='width="40" height="22" tilewidth="125" tileheight="32"'),
    "a million tiles": tmx(size='width="1000" height="1000" tilewidth="1" tileheight="1"'),
    "an image by absolute path": tmx(inner=tileset(OUTSIDE_PNG)),
    "an image up the tree": tmx(inner=tileset("../../../../../../etc/passwd")),
    "an image by URL": tmx(inner=tileset("file:///etc/passwd")),
    "an external tileset outside": tmx(inner='<tileset firstgid="1" source="/etc/hosts"/>'),
}


def write(tmp_path, text: str, name="bad.tmx"):
    path = tmp_path / name
    path.write_text(text)
    return path


@pytest.mark.parametrize("case", list(BAD))
def test_a_map_that_cannot_be_drawn_or_reaches_outside_is_refused_by_name(tmp_path, case):
    path = write(tmp_path, BAD[case])
    with pytest.raises(LayoutError) as anchors:
        load_anchors(path, view_for("midnight").anchors)
    assert str(path) in str(anchors.value)
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    with pytest.raises(LayoutError) as tiled:
        load_tiled_map(path)
    assert str(path) in str(tiled.value)


def test_a_hostile_external_tileset_inside_the_folder_gets_the_same_guard(tmp_path):
    (tmp_path / "t.tsx").write_text('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]>'
                                    '<tileset name="t"/>')
    path = write(tmp_path, tmx(inner='<tileset firstgid="1" source="t.tsx"/>'))
    with pytest.raises(LayoutError, match="t.tsx"):
        load_anchors(path)


def test_the_bundled_maps_are_within_the_limits():
    from scenes.app.layout import load_table_anchors, map_path, read_objects
    for table in view_names():
        assert load_table_anchors(table)
    assert len(read_objects(map_path("lobby"), "tables")[1]) == 5     # four tables, one door


def test_a_lobby_map_pointing_outside_shows_the_error_and_the_lobby_still_opens(
        tmp_path, monkeypatch):
    bad = write(tmp_path, asset_path("maps", "lobby.tmx").read_text().replace(
        "../tiles/casino_tiles.png", "/etc/passwd"), "lobby.tmx")
    monkeypatch.setattr(lobby, "map_path", lambda name: bad)
    app = App(strict=True, data_dir=tmp_path)
    try:
        app.open_path("lobby")
        scene = app.context.manager.top
        assert [t.scene for t in scene.tables] == ["midnight", "classic", "showdown", "indian",
                                                  "training"]
        assert str(bad) in app.context.toast.message
        app.render()
    finally:
        app.close()
