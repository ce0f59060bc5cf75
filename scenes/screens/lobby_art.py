"""Drawing the lobby: the carpet (tileset or a drawn stand-in) and the table models."""
from __future__ import annotations

import math
from typing import Any

import pygame

from scenes.app.i18n import _
from scenes.app.resources import Resources
from scenes.tables.registry import find_view
from scenes.tables.view_spec import LobbyModel, ModelShape
from scenes.widgets.draw import fill_alpha, shadow
from scenes.widgets.theme import FELT_GREEN, GOLD, GOLD_DARK, GOLD_LIGHT, INK, RIM, RIM_LIGHT, Point

TILE = 32
# Tile ids as in assets/tiles/README.md (used only for the drawn stand-in floor).
CARPET_RED, CARPET_ALT, CARPET_BLUE, CARPET_BORDER, WOOD, MARBLE, WALL, WALL_BASE = range(8)
FIRST_DECOR = 10  # transparent decor: nothing is drawn for them without the image
FALLBACK_COLOURS = {CARPET_RED: (84, 20, 30), CARPET_ALT: (74, 16, 28),
                    CARPET_BLUE: (22, 30, 70), CARPET_BORDER: (84, 20, 30),
                    WOOD: (104, 66, 36), MARBLE: (214, 206, 190), WALL: (70, 22, 36),
                    WALL_BASE: (60, 36, 20)}


# The outline a lit table glows along: the half-moon's points, or an oval's rect.
GlowShape = list[Point] | pygame.Rect

def render_floor(tiled_map: Any, has_images: bool, size: tuple[int, int],
                 offset: tuple[int, int]) -> pygame.Surface:
    """Every visible tile layer, once, onto one surface (the lobby blits it per frame).

    The map (1280×704) is centred; the strips it leaves are filled by repeating
    its edge rows so the letterbox inside the logical surface is invisible.
    """
    import pytmx

    floor = pygame.Surface(size)
    floor.fill((26, 10, 14))
    drawn: dict[int, pygame.Surface | None] = {}  # stand-in tiles, drawn once per id
    for layer in tiled_map.visible_layers:
        if not isinstance(layer, pytmx.TiledTileLayer):
            continue
        for x, y, gid in layer:
            if not gid:
                continue
            pos = (offset[0] + x * TILE, offset[1] + y * TILE)
            image = tiled_map.get_tile_image_by_gid(gid) if has_images else None
            if image is None:
                tile_id = tiled_map.tiledgidmap.get(gid, gid) - 1
                if tile_id not in drawn:
                    drawn[tile_id] = _fallback_tile(tile_id)
                image = drawn[tile_id]
            if image is not None:
                floor.blit(image, pos)
    map_h = tiled_map.height * TILE
    if offset[1] > 0:
        floor.blit(floor, (0, 0), pygame.Rect(0, offset[1], size[0], offset[1]))
        bottom = offset[1] + map_h
        floor.blit(floor, (0, bottom), pygame.Rect(0, bottom - (size[1] - bottom),
                                                   size[0], size[1] - bottom))
    return floor


def _fallback_tile(tile_id: int) -> pygame.Surface | None:
    tile = None
    if tile_id < FIRST_DECOR:
        tile = pygame.Surface((TILE, TILE))
        tile.fill(FALLBACK_COLOURS.get(tile_id, (84, 20, 30)))
        c = TILE // 2
        if tile_id in (CARPET_RED, CARPET_ALT, CARPET_BLUE):
            diamond = [(c, 4), (TILE - 4, c), (c, TILE - 4), (4, c)]
            pygame.draw.polygon(tile, (140, 100, 48), diamond, 1)
            pygame.draw.circle(tile, (190, 150, 70), (c, c), 2)
        elif tile_id == CARPET_BORDER:
            pygame.draw.rect(tile, (170, 130, 60), (0, c - 4, TILE, 8))
        elif tile_id == WOOD:
            for y in (0, 11, 22):
                pygame.draw.line(tile, (70, 44, 24), (0, y), (TILE, y))
        elif tile_id == WALL_BASE:
            pygame.draw.line(tile, (190, 150, 70), (0, 3), (TILE, 3), 2)
    return tile


def _half_moon(rect: pygame.Rect, steps: int = 40) -> list[Point]:
    cx, top = rect.centerx, rect.y
    rx, ry = rect.w / 2, rect.h
    points: list[Point] = [(cx - rx, top)]
    for i in range(steps + 1):
        a = math.pi - math.pi * i / steps
        points.append((cx + rx * math.cos(a), top + ry * math.sin(a)))
    return points


def _stool(surface: pygame.Surface, centre: Point) -> None:
    x, y = round(centre[0]), round(centre[1])
    pygame.draw.circle(surface, (0, 0, 0), (x + 2, y + 3), 13)
    pygame.draw.circle(surface, (110, 22, 30), (x, y), 13)
    pygame.draw.circle(surface, (190, 150, 80), (x, y), 13, 2)


def draw_table_model(surface: pygame.Surface, scene: str, rect: pygame.Rect,
                     highlight: float) -> GlowShape:
    """A table seen from above: wooden rail, felt, stools. ``highlight`` 0..1 glows it.
    Returns the glow's shape, so a cached table can be lit with ``draw_glow``."""
    if scene == "training":
        return _training_door(surface, rect, highlight)
    view = find_view(scene)
    felt = view.felt if view else FELT_GREEN
    model = view.lobby_model if view else LobbyModel(ModelShape.OVAL, stools=8)
    r, g, b = felt
    felt_light = (min(255, r + 30), min(255, g + 30), min(255, b + 30))
    glow_shape: GlowShape
    if model.shape is ModelShape.HALF_MOON:
        body = pygame.Rect(rect.x + 10, rect.y + 18, rect.w - 20, rect.h - 40)
        seats = model.stools
        for i in range(seats):  # stools along the curve
            a = math.pi - math.pi * (i + 1) / (seats + 1)
            _stool(surface, (body.centerx + (body.w / 2 + 6) * math.cos(a),
                             body.y + (body.h + 8) * math.sin(a)))
        outer = _half_moon(body)
        inner = _half_moon(body.inflate(-28, -14).move(0, -7))
        shadow_poly = [(x + 5, y + 8) for x, y in outer]
        pygame.draw.polygon(surface, (0, 0, 0), shadow_poly)
        pygame.draw.polygon(surface, RIM, outer)
        pygame.draw.polygon(surface, RIM_LIGHT, outer, 3)
        pygame.draw.polygon(surface, felt, inner)
        pygame.draw.polygon(surface, felt_light, inner, 2)
        # Dealer side: chip tray and the shoe.
        tray = pygame.Rect(0, 0, body.w // 3, 16)
        tray.midtop = (body.centerx, body.y + 4)
        pygame.draw.rect(surface, (30, 20, 14), tray, border_radius=4)
        for i in range(8):
            colour = [(200, 40, 40), (30, 140, 70), (30, 30, 34), (236, 236, 232)][i % 4]
            at = (tray.x + 8 + i * (tray.w - 16) // 7, tray.centery)
            pygame.draw.circle(surface, colour, at, 5)
        pygame.draw.rect(surface, (20, 20, 26), (body.right - 70, body.y + 6, 26, 34),
                         border_radius=4)
        rx, ry = body.w * 0.30, body.h * 0.52  # the printed "pays 3 to 2" arc
        arc = pygame.Rect(body.centerx - rx, body.y - ry, 2 * rx, 2 * ry)
        pygame.draw.arc(surface, GOLD_DARK, arc, math.pi * 1.12, math.pi * 1.88, 2)
        glow_shape = _half_moon(body.inflate(14, 10).move(0, -5))
    else:
        (dx, dy), seats = model.inset, model.stools
        body = pygame.Rect(rect.x + dx, rect.y + dy, rect.w - 2 * dx, rect.h - model.height_cut)
        for i in range(seats):
            a = math.pi / 2 + 2 * math.pi * i / seats
            _stool(surface, (body.centerx + (body.w / 2 + 8) * math.cos(a),
                             body.centery + (body.h / 2 + 8) * math.sin(a)))
        pygame.draw.ellipse(surface, (0, 0, 0), body.move(5, 8))
        pygame.draw.ellipse(surface, RIM, body)
        pygame.draw.ellipse(surface, RIM_LIGHT, body, 3)
        cloth = body.inflate(-26, -22)
        pygame.draw.ellipse(surface, felt, cloth)
        pygame.draw.ellipse(surface, felt_light, cloth, 2)
        pot = pygame.Rect(0, 0, cloth.w // 3, cloth.h // 3)
        pot.center = cloth.center
        pygame.draw.ellipse(surface, GOLD_DARK, pot, 2)
        glow_shape = body.inflate(14, 14)
    if highlight > 0:
        draw_glow(surface, glow_shape, highlight)
    return glow_shape


# The training room's glass doors show a strategy chart: hit, stand, double, split.
CHART_COLOURS = ((176, 58, 52), (214, 180, 70), (62, 140, 80), (70, 110, 170))
CHART_PATTERN = ("0011111000", "0000110000", "2222222200", "1111100000", "3333330030",
                 "0000000000")


def _training_door(surface: pygame.Surface, rect: pygame.Rect, highlight: float) -> GlowShape:
    """A double door in the back wall, lit from inside, a chart on each pane."""
    frame = pygame.Rect(rect.x + 16, rect.y + 10, rect.w - 32, rect.h - 12)
    pygame.draw.rect(surface, (0, 0, 0), frame.move(4, 6), border_radius=10)
    pygame.draw.rect(surface, RIM, frame, border_radius=10)
    pygame.draw.rect(surface, RIM_LIGHT, frame, 3, border_radius=10)
    inside = frame.inflate(-20, -16).move(0, 4)
    pygame.draw.rect(surface, (24, 44, 34), inside)
    pane_w, pane_h = inside.w // 2 - 9, inside.h - 12
    panes = (pygame.Rect(inside.x + 6, inside.y + 6, pane_w, pane_h),
             pygame.Rect(inside.centerx + 3, inside.y + 6, pane_w, pane_h))
    for i, pane in enumerate(panes):
        pygame.draw.rect(surface, (34, 62, 48), pane)
        cell_w, cell_h = (pane.w - 8) // 10, (pane.h - 8) // len(CHART_PATTERN)
        for r, row in enumerate(CHART_PATTERN):
            for c, code in enumerate(row):
                shade = CHART_COLOURS[int(code)]
                pygame.draw.rect(surface, shade, (pane.x + 4 + c * cell_w, pane.y + 4 + r * cell_h,
                                                  cell_w - 1, cell_h - 1))
        pygame.draw.rect(surface, GOLD_DARK, pane, 2)
        handle_x = pane.right - 6 if i == 0 else pane.x + 6
        pygame.draw.circle(surface, GOLD_LIGHT, (handle_x, pane.centery), 3)
    pygame.draw.line(surface, GOLD_DARK, (inside.centerx, inside.y),
                     (inside.centerx, inside.bottom), 2)
    glow_shape: GlowShape = [frame.topleft, frame.topright, frame.bottomright, frame.bottomleft]
    if highlight > 0:
        draw_glow(surface, glow_shape, highlight)
    return glow_shape


def draw_glow(surface: pygame.Surface, shape: GlowShape, highlight: float) -> None:
    """A soft gold outline hugging the table's shape (hover / keyboard selection)."""
    _glow(surface, shape, round(90 + 120 * highlight))


def _glow(surface: pygame.Surface, shape: GlowShape, alpha: int) -> None:
    # A layer only as large as the outline: a full-screen one per frame is costly.
    if isinstance(shape, pygame.Rect):
        box = pygame.Rect(shape)
    else:
        box = pygame.Rect(shape[0], (0, 0)).unionall([pygame.Rect(p, (0, 0)) for p in shape])
    box = box.inflate(24, 24)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    for width, a in ((10, alpha // 4), (6, alpha // 2), (3, alpha)):
        colour = (255, 224, 150, a)
        if isinstance(shape, pygame.Rect):
            pygame.draw.ellipse(layer, colour, shape.move(-box.x, -box.y), width)
        else:
            pygame.draw.polygon(layer, colour, [(x - box.x, y - box.y) for x, y in shape], width)
    surface.blit(layer, box.topleft)


def draw_plaque(surface: pygame.Surface, resources: Resources, title: str, midbottom: Point,
                lit: bool) -> pygame.Rect:
    text = resources.text(_(title), 18, INK if lit else (40, 30, 20), bold=True)
    plaque = text.get_rect(midbottom=midbottom).inflate(34, 12)
    shadow(surface, plaque, 8, (2, 4), 120)
    pygame.draw.rect(surface, GOLD_LIGHT if lit else GOLD, plaque, border_radius=8)
    pygame.draw.rect(surface, GOLD_DARK, plaque, 2, border_radius=8)
    surface.blit(text, text.get_rect(center=plaque.center))
    return plaque


def dim(surface: pygame.Surface, rect: pygame.Rect) -> None:
    fill_alpha(surface, (0, 0, 0, 120), rect, 12)
