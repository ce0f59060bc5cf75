"""Tiled ``.tmx`` maps → named rectangles in logical (1280×720) coordinates.

Table layouts are data: each table map has an object layer ``anchors`` whose
rectangle objects carry the names in its ``TableView.anchors``.  Anchors are read
with ``xml.etree`` (no display needed) behind a guard — files over 2 MB and
any DOCTYPE/ENTITY are refused, so a hostile map cannot expand entities.  The
lobby's tile layer is drawn with pytmx (``load_tiled_map``), which needs a
display mode first.

Maps smaller than the logical surface are centred on it (the lobby is 1280×704).
Sizes are checked before anything is drawn: a map is at most ``MAX_MAP_PIXELS``
a side and every object lies inside it.  Files a map points to (tilesets,
images) must stay inside the game's assets folder (for a map elsewhere, its
own folder): a map cannot make the game open ``/etc/passwd`` or a share.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from scenes.app.locations import asset_root
from scenes.app.resources import asset_path
from scenes.tables.registry import find_view
from scenes.widgets.card_sprite import CARD_SIZE
from scenes.widgets.theme import LOGICAL_SIZE

MAX_MAP_BYTES = 2 * 1024 * 1024
# Everything is drawn on a 1280x720 surface: a map past this is no layout, and
# an object the size of one would make an RGBA surface of 64 MB at most.
MAX_MAP_PIXELS = 4096
MAX_MAP_TAGS = 50_000     # "<" in the file: ours have under 200; XML parsing is the slow part
MAX_MAP_TILES = 65_536    # pytmx keeps a Python list per row: 64k tiles is ~2 MB, not 16M
ANCHOR_LAYER = "anchors"

class LayoutError(Exception):
    """A map is missing, malformed, unsafe, or lacks a needed anchor."""


@dataclass(frozen=True)
class MapObject:
    name: str
    kind: str  # Tiled ≥1.9 "class", older "type"
    rect: pygame.Rect  # logical coordinates
    properties: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class MapInfo:
    path: Path
    size: tuple[int, int]  # map size in pixels
    offset: tuple[int, int]  # where the map's origin sits on the logical surface


def map_path(name: str) -> Path:
    return asset_path("maps", f"{name}.tmx")


def _read_guarded(path: Path, expect: str = "map") -> ET.Element:
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise LayoutError(f"map {path} cannot be opened: {exc.strerror or exc}") from None
    if size > MAX_MAP_BYTES:
        raise LayoutError(f"map {path} is {size} bytes; maps over {MAX_MAP_BYTES} are refused")
    data = path.read_bytes()
    if len(data) > MAX_MAP_BYTES:  # grew since stat()
        raise LayoutError(f"map {path} is over {MAX_MAP_BYTES} bytes; refused")
    # Tiled writes UTF-8.  Anything else (UTF-16 above all) is refused: the
    # DOCTYPE check below reads bytes and would not see a UTF-16 "<!DOCTYPE".
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    if text is None or "\x00" in text:     # NULs: UTF-16/32 without a BOM
        raise LayoutError(f"map {path} is not UTF-8 text; refused") from None
    upper = text.upper()
    if "<!DOCTYPE" in upper or "<!ENTITY" in upper:
        raise LayoutError(f"map {path} contains a DOCTYPE/ENTITY declaration; refused")
    if text.count("<") > MAX_MAP_TAGS:   # counted before any parsing, which it would slow
        raise LayoutError(f"map {path} has over {MAX_MAP_TAGS} tags; refused")
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        raise LayoutError(f"map {path} is not valid XML: {exc}") from None
    if root.tag != expect:
        raise LayoutError(f"map {path} is not a Tiled {expect} (root element <{root.tag}>)")
    _check_sources(path, root)
    return root


def _allowed_folder(path: Path) -> Path:
    """Where a map's tilesets and images may be: the assets folder for a
    bundled map (its tiles sit beside ``maps/``), else the map's own folder."""
    where = Path(path).resolve()
    assets = asset_root().resolve()
    return assets if assets in where.parents else where.parent


def _check_sources(path: Path, root: ET.Element) -> None:
    folder = _allowed_folder(path)
    # Only these carry a file (pytmx reads no other): iter(tag) filters in C.
    for element in (*root.iter("tileset"), *root.iter("image")):
        source = element.get("source")
        if source is None:
            continue
        target = (Path(path).parent / source).resolve()
        if "://" in source or folder not in target.parents:
            raise LayoutError(f"map {path} points outside {folder} ({element.tag} "
                              f"{source[:80]!r}); refused")
        if element.tag == "tileset" and target.is_file():
            _read_guarded(target, expect="tileset")     # an external tileset: same guard


def _map_info(path: Path, root: ET.Element) -> MapInfo:
    try:
        cols, rows = int(root.get("width", "")), int(root.get("height", ""))
        w, h = cols * int(root.get("tilewidth", "")), rows * int(root.get("tileheight", ""))
    except (TypeError, ValueError):
        raise LayoutError(f"map {path} lacks width/height/tilewidth/tileheight") from None
    if not (0 < w <= MAX_MAP_PIXELS and 0 < h <= MAX_MAP_PIXELS):
        raise LayoutError(f"map {path} has an impossible size {w}x{h} pixels "
                          f"(at most {MAX_MAP_PIXELS} a side)")
    if not 0 < cols * rows <= MAX_MAP_TILES:
        raise LayoutError(f"map {path} has {cols}x{rows} tiles; at most {MAX_MAP_TILES} "
                          "are drawn")
    offset = ((LOGICAL_SIZE[0] - w) // 2, (LOGICAL_SIZE[1] - h) // 2)
    return MapInfo(Path(path), (w, h), offset)


def _object_rect(path: Path, obj: ET.Element, info: MapInfo) -> pygame.Rect:
    try:
        x, y = float(obj.get("x", 0)), float(obj.get("y", 0))
        w, h = float(obj.get("width", 0)), float(obj.get("height", 0))
    except ValueError:
        raise LayoutError(f"map {path}: object {obj.get('name')!r} has bad coordinates") from None
    # nan, inf and 1e300 parse as floats but are no place on a table
    if not all(abs(v) <= MAX_MAP_PIXELS for v in (x, y, w, h)):
        raise LayoutError(f"map {path}: object {obj.get('name')!r} has out-of-range coordinates")
    map_w, map_h = info.size
    if not (0 <= x and 0 <= y and 0 <= w and 0 <= h and x + w <= map_w and y + h <= map_h):
        raise LayoutError(f"map {path}: object {obj.get('name')!r} lies outside the "
                          f"{map_w}x{map_h} map")
    offset = info.offset
    return pygame.Rect(round(x) + offset[0], round(y) + offset[1], round(w), round(h))


def read_objects(path: Path, layer: str) -> tuple[MapInfo, list[MapObject]]:
    """All objects of object layer ``layer`` (error if the layer is absent)."""
    root = _read_guarded(path)
    info = _map_info(path, root)
    group = next((g for g in root.iter("objectgroup") if g.get("name") == layer), None)
    if group is None:
        raise LayoutError(f"map {path} has no object layer named {layer!r}")
    objects = []
    for obj in group.findall("object"):
        props = {p.get("name", ""): p.get("value", p.text or "")
                 for p in obj.findall("properties/property")}
        kind = obj.get("class") or obj.get("type") or ""
        objects.append(MapObject(obj.get("name", ""), kind, _object_rect(path, obj, info),
                                 props))
    return info, objects


def load_anchors(path: Path, required: tuple[str, ...] = (),
                 layer: str = ANCHOR_LAYER) -> dict[str, pygame.Rect]:
    """Named rects from ``layer``; every name in ``required`` must be present."""
    _, objects = read_objects(path, layer)
    anchors = {o.name: o.rect for o in objects if o.name}
    missing = [name for name in required if name not in anchors]
    if missing:
        raise LayoutError(f"map {path} lacks anchor(s) {', '.join(missing)} "
                          f"in object layer {layer!r}")
    return anchors


def load_table_anchors(table: str) -> dict[str, pygame.Rect]:
    """The anchors of ``assets/maps/<table>.tmx``, checked against the table's
    view (``scenes.tables.registry``)."""
    view = find_view(table)
    if view is None:
        raise LayoutError(f"no layout is defined for table {table!r}")
    return load_anchors(map_path(table), view.anchors)


def load_tiled_map(path: Path) -> tuple[Any, bool]:
    """The pytmx map with pygame images (after the guard), or without images
    when the tileset PNG is missing (the caller then draws a fallback floor).
    Needs ``pygame.display.set_mode`` to have been called when images load."""
    import pytmx
    from pytmx.util_pygame import load_pygame

    root = _read_guarded(path)
    info = _map_info(path, root)      # the size guards, before pytmx allocates a thing
    for obj in root.iter("object"):
        _object_rect(path, obj, info)
    images_present = all(
        (Path(path).parent / img.get("source", "")).is_file() for img in root.iter("image"))
    try:
        if images_present and pygame.display.get_surface() is not None:
            return load_pygame(str(path)), True
        return pytmx.TiledMap(str(path)), False
    except Exception as exc:  # pytmx raises assorted errors on bad maps
        raise LayoutError(f"map {path} could not be loaded by pytmx: {exc}") from None


def fan_positions(rect: pygame.Rect, count: int, step: tuple[int, int] | None = None
                  ) -> list[tuple[int, int]]:
    """Top-left corners for ``count`` overlapping cards centred in ``rect``.

    The default step (a quarter card across, none down) derives from the card
    size, so layouts stay right if the card art changes size.  Shrinks the
    step when the fan would overflow the anchor.
    """
    cw, ch = CARD_SIZE
    dx, dy = step if step is not None else (cw // 4 + 4, 0)
    if count > 1 and dx and (count - 1) * dx + cw > rect.w:
        dx = max(8, (rect.w - cw) // (count - 1))
    width = cw + dx * max(0, count - 1)
    height = ch + dy * max(0, count - 1)
    x0 = rect.centerx - width // 2
    y0 = rect.centery - height // 2
    return [(x0 + i * dx, y0 + i * dy) for i in range(count)]
