"""Write the Tiled maps in assets/maps/ (Tiled 1.10 format), reproducibly.

    python tools/make_maps.py

lobby.tmx: a 40×22 casino floor of 32 px tiles (layer ``floor``, tileset
../tiles/casino_tiles.png, 8×2 tiles) and an object layer ``tables``: the four
tables and, in the back wall, the door of the training room (class ``room``).
<table>.tmx: 1280×720 (80×45 tiles of 16 px), object layer ``anchors`` with the
rectangles named in docs/architecture.md ("Table maps").  Cards are 90×126;
sizes below derive from that.  Midnight's spots are numbered from screen left
(the player's left), Classic's seats from screen right (the dealer's left),
Showdown's clockwise from bottom left.
"""
from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

MAPS = Path(__file__).resolve().parent.parent / "assets" / "maps"
CARD_W, CARD_H = 90, 126
W, H = 1280, 720

# Tile ids (0-based) in casino_tiles.png — see assets/tiles/README.md.
TILE = {"carpet_red": 0, "carpet_red_alt": 1, "carpet_blue": 2, "carpet_border": 3,
        "wood_floor": 4, "marble": 5, "wall": 6, "wall_base": 7, "bar_counter": 8,
        "felt_green": 9, "plant": 10, "rope_barrier": 11, "rope_post": 12, "lamp": 13,
        "slot_machine": 14, "pillar": 15}
COLS, ROWS = 40, 22
VIP_COL = 28  # columns from here on lie under the lobby's info panel: navy carpet

LOBBY_TABLES = [
    ("midnight", "Midnight Blackjack", (64, 136, 352, 200),
     "Up to three hands against a no-hole-card dealer; pushes ride to the next round.",
     "Bets 1–1,000 · 8 decks, reshuffled every round"),
    ("classic", "Classic Shoe", (480, 136, 352, 200),
     "Hoyle casino rules at a seven-seat table with a hole card and insurance.",
     "Bets 2–500 · 6-deck shoe"),
    ("showdown", "Blackjack Showdown", (64, 416, 352, 200),
     "No dealer: every seat antes into the pot and the best hand under 22 takes it.",
     "Ante 10 · 2–8 players · 1 deck"),
    ("indian", "Indian Blackjack", (480, 416, 352, 200),
     "Heads-up duel: you see your rival's card but never your own. Bluff or fold.",
     "Ante 1 · 30 chips each · 44-card deck"),
]
# Places that are not tables: (scene, title, rect, description, limits, hint).
LOBBY_ROOMS = [
    ("training", "Training Room", (536, 0, 240, 96),
     "No chips here: basic strategy scored by the exact EV of each mistake, and Hi-Lo "
     "card counting.",
     "Strategy drill · Counting drill · Count at Classic",
     "Click or press Enter to go in"),
]


def rect_at(cx: float, cy: float, w: int, h: int) -> tuple[int, int, int, int]:
    return (round(cx - w / 2), round(cy - h / 2), w, h)


def midnight() -> dict[str, tuple]:
    # A spot holds, top to bottom: the hand's total, its cards (a split's two
    # hands side by side, cascading down when long) and the bet circle.
    spot_w, spot_h = 260, 300
    a = {
        "seed_label": (16, 10, 360, 26),
        "discard": (300, 56, 110, 150),
        "dealer_hand": (450, 52, 380, 176),
        "shoe": (870, 56, 120, 150),
        "message": (340, 232, 600, 40),
        "bankroll": (24, 648, 222, 56),
        "buttons": (262, 648, 674, 56),
        "chip_rack": (952, 640, 312, 72),
    }
    for i, (cx, cy) in enumerate([(360, 474), (640, 490), (920, 474)], start=1):
        a[f"spot_{i}"] = rect_at(cx, cy, spot_w, spot_h)
    return a


def classic() -> dict[str, tuple]:
    # A seat: the player's name plate, the cards, the bet circle; seven of them
    # on an elliptic arc around the dealer. The dealer faces the players, so
    # seat 1 (first base, the dealer's left) is on screen right: cards are
    # dealt and played right to left.
    a = {
        "seed_label": (16, 10, 360, 26),
        "discard": (300, 50, 110, 150),
        "dealer_hand": (450, 48, 380, 172),
        "shoe": (870, 50, 120, 150),
        "message": (390, 232, 500, 36),
        "bankroll": (24, 648, 222, 56),
        "buttons": (262, 648, 674, 56),
        "chip_rack": (952, 640, 312, 72),
    }
    cx, cy, rx, ry = 640, 120, 600, 400
    for i in range(7):
        x = cx + (3 - i) * 170
        y = cy + ry * math.sqrt(1 - ((x - cx) / rx) ** 2)
        a[f"seat_{i + 1}"] = rect_at(x, y, 160, 236)
    return a


def showdown() -> dict[str, tuple]:
    a = {
        "discard": (40, 54, 110, 150),
        "shoe": (1130, 54, 110, 150),
        "pot": rect_at(640, 345, 200, 110),
        "message": rect_at(640, 440, 520, 38),
        "buttons": (390, 652, 500, 56),
    }
    cx, cy, rx, ry = 640, 340, 440, 235
    for i in range(8):  # seat 1 bottom left, clockwise on screen
        angle = math.radians(112.5 + i * 45)
        x, y = cx + rx * math.cos(angle), cy + ry * math.sin(angle)
        a[f"seat_{i + 1}"] = rect_at(x, y, 170, 170)
    return a


def indian() -> dict[str, tuple]:
    # Opponent's hand on top, the viewer's at the bottom (scenes/tables/indian/scene.py puts
    # whoever is looking at player_1); each hand has its stack on the left and
    # its bet on the right. Left column: round info / result; right: counting.
    return {
        "seed_label": (16, 10, 360, 26),
        "player_2": (520, 52, 240, 150),
        "stack_2": (330, 60, 170, 145),
        "bet_2": (790, 60, 170, 145),
        "message": (340, 206, 600, 36),
        "pot": (345, 262, 190, 120),
        "community": (575, 250, 130, 150),
        "deck": (785, 250, 130, 160),
        "player_1": (520, 452, 240, 150),
        "stack_1": (330, 455, 170, 145),
        "bet_1": (790, 455, 170, 145),
        "info": (16, 56, 296, 540),
        "count_panel": (978, 56, 286, 540),
        "hint": (16, 606, 1248, 30),
        "buttons": (16, 644, 1248, 60),
    }


def _object_xml(oid: int, name: str, rect, kind: str, props: dict[str, str] | None = None) -> str:
    x, y, w, h = rect
    head = (f'  <object id="{oid}" name={quoteattr(name)} class={quoteattr(kind)} '
            f'x="{x}" y="{y}" width="{w}" height="{h}"')
    if not props:
        return head + "/>"
    lines = [head + ">", "   <properties>"]
    lines += [f"    <property name={quoteattr(k)} value={quoteattr(v)}/>" for k, v in props.items()]
    lines += ["   </properties>", "  </object>"]
    return "\n".join(lines)


def _map_open(width: int, height: int, tile: int, next_layer: int, next_object: int) -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
            f'renderorder="right-down" width="{width}" height="{height}" tilewidth="{tile}" '
            f'tileheight="{tile}" infinite="0" nextlayerid="{next_layer}" '
            f'nextobjectid="{next_object}">')


def table_map(anchors: dict[str, tuple]) -> str:
    for name, (x, y, w, h) in anchors.items():
        assert 0 <= x and 0 <= y and x + w <= W and y + h <= H, (name, x, y, w, h)
    parts = [_map_open(W // 16, H // 16, 16, 2, len(anchors) + 1),
             ' <objectgroup id="1" name="anchors">']
    parts += [_object_xml(i, name, rect, "anchor") for i, (name, rect) in
              enumerate(anchors.items(), start=1)]
    parts += [" </objectgroup>", "</map>", ""]
    return "\n".join(parts)


def lobby_floor() -> list[list[int]]:
    """Wall at the top, red carpet, oak walkways between the tables, navy VIP corner."""
    grid = []
    for r in range(ROWS):
        row = []
        for c in range(COLS):
            if r < 3:
                tile = "wall"
            elif r == 3:
                tile = "wall_base"
            elif c >= VIP_COL:
                tile = "carpet_blue"
            elif c in (13, 14) or r in (11, 12):
                tile = "wood_floor"
            elif r in (10, 13):
                tile = "carpet_border"
            else:
                tile = "carpet_red"
            row.append(TILE[tile] + 1)  # gid = tile id + firstgid
        grid.append(row)
    return grid


def lobby_decor() -> list[list[int]]:
    """Transparent decor above the floor: plants, lamps, pillars, a bank of slots."""
    grid = [[0] * COLS for _ in range(ROWS)]
    places = {"plant": [(4, 0), (4, 27), (21, 0)],
              "lamp": [(21, 11), (21, 16)],
              "pillar": [(3, VIP_COL - 1), (21, VIP_COL - 1)],
              "slot_machine": [(r, 0) for r in (5, 6, 7, 8, 15, 16, 17, 18)],
              "rope_post": [(21, 12), (21, 15)]}
    for name, cells in places.items():
        for r, c in cells:
            grid[r][c] = TILE[name] + 1
    return grid


def _csv(grid: list[list[int]]) -> str:
    return ",\n".join(",".join(str(g) for g in row) for row in grid)


def lobby_map() -> str:
    parts = [_map_open(COLS, ROWS, 32, 4, len(LOBBY_TABLES) + len(LOBBY_ROOMS) + 1),
             ' <tileset firstgid="1" name="casino_tiles" tilewidth="32" tileheight="32" '
             'tilecount="16" columns="8">',
             '  <image source="../tiles/casino_tiles.png" width="256" height="64"/>',
             ' </tileset>']
    for lid, (name, grid) in enumerate((("floor", lobby_floor()), ("decor", lobby_decor())), 1):
        parts += [f' <layer id="{lid}" name="{name}" width="{COLS}" height="{ROWS}">',
                  '  <data encoding="csv">', _csv(grid), '</data>', ' </layer>']
    parts.append(' <objectgroup id="3" name="tables">')
    for oid, (scene, title, rect, description, limits) in enumerate(LOBBY_TABLES, start=1):
        props = {"scene": scene, "title": title, "description": description, "limits": limits}
        parts.append(_object_xml(oid, scene, rect, "table", props))
    for oid, (scene, title, rect, description, limits, hint) in enumerate(
            LOBBY_ROOMS, start=len(LOBBY_TABLES) + 1):
        props = {"scene": scene, "title": title, "description": description, "limits": limits,
                 "hint": hint}
        parts.append(_object_xml(oid, scene, rect, "room", props))
    parts += [" </objectgroup>", "</map>", ""]
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> None:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args(argv)
    MAPS.mkdir(parents=True, exist_ok=True)
    (MAPS / "lobby.tmx").write_text(lobby_map(), encoding="utf-8")
    for name, build in (("midnight", midnight), ("classic", classic),
                        ("showdown", showdown), ("indian", indian)):
        (MAPS / f"{name}.tmx").write_text(table_map(build()), encoding="utf-8")
    print(f"wrote 5 maps to {MAPS}")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))    # game.interrupt
    from game.interrupt import run_main
    sys.exit(run_main(main))
