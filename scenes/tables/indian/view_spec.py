"""Indian Blackjack as the screens show it."""
from __future__ import annotations

from scenes.app.i18n import N_
from scenes.tables.indian.keys import INDIAN, INDIAN_SETUP
from scenes.tables.indian.rules_words import INDIAN_RULES
from scenes.tables.indian.story import indian_names, indian_story
from scenes.tables.view_spec import LobbyModel, ModelShape, TableView

INDIAN_VIEW = TableView(
    name="indian", title="Indian Blackjack", short_title="Indian",
    scene_module="scenes.tables.indian.scene", felt=(58, 30, 96),
    felt_print=(N_("CLOSEST TO 21 WINS"),
                N_("Blackjack is 10 + 11  ·  You never see your own card")),
    welcome=N_("Ante 1 chip to start the round"),
    anchors=("community", "player_1", "player_2", "pot", "deck", "buttons",
             "message", "count_panel", "stack_1", "stack_2"),
    key_map=INDIAN, screen_keys=(("indian_setup", INDIAN_SETUP),),
    rules=INDIAN_RULES, fan_cards=("10", "11"),
    lobby_model=LobbyModel(ModelShape.OVAL, stools=2, inset=(90, 22), height_cut=64),
    lobby_spot=(480, 424), story=indian_story, player_names=indian_names, print_line_y=428)
