"""Blackjack Showdown as the screens show it."""
from __future__ import annotations

from scenes.app.i18n import N_
from scenes.tables.showdown.keys import SHOWDOWN, SHOWDOWN_SETUP, SHOWDOWN_SUMMARY
from scenes.tables.showdown.rules_words import SHOWDOWN_RULES
from scenes.tables.showdown.story import showdown_names, showdown_story
from scenes.tables.view_spec import LobbyModel, ModelShape, TableView

SHOWDOWN_VIEW = TableView(
    name="showdown", title="Blackjack Showdown", short_title="Showdown",
    scene_module="scenes.tables.showdown.scene", felt=(104, 22, 40),
    felt_print=(N_("HIGHEST HAND UNDER 22 TAKES THE POT"),
                N_("Ante 10  ·  Naturals share the pot")),
    welcome=N_("Waiting for the players to ante"),
    anchors=(*(f"seat_{i}" for i in range(1, 9)), "pot", "shoe", "discard", "buttons",
             "message"),
    key_map=SHOWDOWN,
    screen_keys=(("showdown_setup", SHOWDOWN_SETUP), ("summary", SHOWDOWN_SUMMARY)),
    rules=SHOWDOWN_RULES, fan_cards=("TS", "AH"),
    lobby_model=LobbyModel(ModelShape.OVAL, stools=8, inset=(24, 18), height_cut=56),
    lobby_spot=(64, 424), story=showdown_story, player_names=showdown_names,
    print_line_y=252, bets_at_seats=False)
