"""What the screens know of one table: its title, felt, layout, keys and lobby model.

One ``TableView`` per table, written in the table's own scene package
(``scenes/tables/<table>/view_spec.py``) and listed once in
``scenes.tables.registry``; every list of tables in ``scenes/`` is read
from there. Nothing here imports a table's scene: ``scene_module`` is
imported when the table is first opened (start-up stays fast).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from scenes.app.keymap import KeyMap
from scenes.screens.rules_text import RulesLine

Colour = tuple[int, int, int]
# A round's events and the players' names -> the lines of its story (History).
Story = Callable[[Sequence[Any], Sequence[str]], list[str]]
# A sitting's scene setup -> the players' names, in the engine's order.
PlayerNames = Callable[[Mapping[str, Any]], list[str]]


class ModelShape(Enum):
    """How the lobby draws a table seen from above."""
    HALF_MOON = "half_moon"    # a dealer's table: stools along the curve, a shoe
    OVAL = "oval"              # no dealer: stools all round


@dataclass(frozen=True)
class LobbyModel:
    shape: ModelShape
    stools: int
    inset: tuple[int, int] = (24, 18)   # the oval's felt inside the object's rect (x, y)
    height_cut: int = 56                # how much shorter the felt is than the rect


@dataclass(frozen=True)
class TableView:
    name: str                     # as in ``game.tables.registry``
    title: str                    # the table's name on screens (as the save shows it)
    short_title: str              # a Statistics column's head
    scene_module: str             # defines ``create_scene(context, **options)``
    felt: Colour                  # when the felt PNG is missing, and the lobby model
    felt_print: tuple[str, str]   # (big line, small line) printed on the felt, N_() marked
    welcome: str                  # the message line when the table opens, N_() marked
    anchors: tuple[str, ...]      # what ``assets/maps/<name>.tmx`` must place
    key_map: KeyMap               # what the keys card prints at the table
    rules: tuple[RulesLine, ...]  # the rules screen's page (``rules_words.py``)
    fan_cards: tuple[str, str]    # a natural of the table's kind, in the lobby's info panel
    lobby_model: LobbyModel
    lobby_spot: tuple[int, int]   # where the lobby puts it when lobby.tmx cannot be read
    story: Story | None = None    # None: History tells no story of a round
    player_names: PlayerNames | None = None  # None: players are called by their seat
    print_line_y: int = 300       # the straight felt print's line (no dealer arc)
    rules_arc: tuple[int, int] | None = None  # the dealer arc: (lowest point, radius)
    hand_place: str = "Spot"      # a hand's place in the replay's rows ("Spot 2, hand 1")
    bets_at_seats: bool = True    # False: a seat is a mat for the hand, no betting circle
    hint_on_question: bool = False  # "?" asks the table for a hint, not for the keys card
    refusal_place: str = "message"  # the anchor a refused action's reason is shown in
    # The keys of the table's own screens besides the table (its setup, its
    # summary): (``Scene.name``, keys), for the keys card.
    screen_keys: tuple[tuple[str, KeyMap], ...] = ()
