"""Every screen's keys, declared once (``scenes.app.keymap``): the buttons
take their shortcut from here and the keys card (F1) prints these rows.
The keys every table shares (chips, betting by keys, the menu, the message
log, the setup screens' seat rows) are here; a table's own keys are in its
package (``scenes/tables/<package>/keys.py``), named by its view.

A key means one thing on a screen: the table, the overlay over it and the
tour's tip that lets keys through to the table (``GUIDE``) are checked
together by ``tests/test_key_map.py``.  The tour's keys (Space, T) are used by
no table, so a key meant for the table always reaches it.
"""
from __future__ import annotations

import pygame

from scenes.app.i18n import N_
from scenes.app.keymap import KeyBinding, KeyMap, bind, choosable

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
CHIPS = bind((pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5), "chip",
             N_("pick a chip: 1, 5, 25, 100, 500"), N_("1 – 5"))
CHIP_DOWN = choosable(pygame.K_PAGEDOWN, "chip_down", N_("a smaller chip"))
CHIP_UP = choosable(pygame.K_PAGEUP, "chip_up", N_("a larger chip"))
MENU = choosable(pygame.K_ESCAPE, "menu", N_("menu (pause)"))
# The message log (the last refusals and dealer's words), at every table.
MESSAGES = choosable(pygame.K_m, "messages", N_("messages: read the last ones again"))
# The keys card opens on every screen (scenes.screens.keys_card), so its key
# is no screen's own.
KEYS_CARD = choosable(pygame.K_F1, "keys_card", N_("this keyboard card"))
BET_POINTER = ((N_("click / right-click"), N_("add a chip / take the last one back")),)
# Betting by keys (and by a pad's D-pad): the focus ring's spot takes the chip.
SPOT_CHOICE = bind((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB), "spot",
                   N_("choose a spot (the light ring)"), N_("←  →  Tab"))
ADD_CHIP = bind((pygame.K_UP, pygame.K_EQUALS, pygame.K_PLUS, pygame.K_KP_PLUS), "add_chip",
                N_("put the chip on the ringed spot"), N_("↑  +"))
TAKE_CHIP = bind((pygame.K_DOWN, pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_BACKSPACE),
                 "take_chip", N_("take its last chip back"), N_("↓  −  Backspace"))

MATCH_OVER = KeyMap(N_("Match over"), (
    bind((*ENTER, pygame.K_a), "again", N_("play again")),
    bind(pygame.K_l, "lobby", N_("back to the lobby")),
    MENU))

PAUSE = KeyMap(N_("Paused"), (
    bind(pygame.K_ESCAPE, "resume", N_("back to the table")),
    bind(pygame.K_r, "rules", N_("rules")), bind(pygame.K_s, "settings", N_("settings")),
    bind(pygame.K_h, "house_rules", N_("house rules (Midnight, Classic)")),
    bind(pygame.K_n, "new_match", N_("new match (in a match; asks first)")),
    bind(pygame.K_g, "resign", N_("resign (in a match; asks first)")),
    bind(pygame.K_l, "lobby", N_("back to the lobby"))))

# The tour's tip lets every other key through to the table below, so its own
# keys are ones no table uses.
GUIDE = KeyMap(N_("Tour"), (
    bind(pygame.K_SPACE, "tip_read", N_("got it: close this tip")),
    bind(pygame.K_t, "tour_off", N_("end the whole tour"))),
    ((N_("any table key"), N_("acts on the table and closes the tip")),))


def rows(title: str, *bindings: KeyBinding) -> KeyMap:
    """A screen's key map from its rows."""
    return KeyMap(title, bindings)


SEAT_ROWS = bind((pygame.K_UP, pygame.K_DOWN), "row", N_("choose a seat (the light ring)"),
                 N_("↑  ↓"))


LOBBY = rows(N_("Lobby"),
              bind((pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT), "walk",
                   N_("walk between the tables and the door"), N_("arrows")),
              bind(ENTER, "enter", N_("sit at the table you face, or go in")),
              bind(pygame.K_s, "settings", N_("settings")),
              bind(pygame.K_u, "house_rules", N_("house rules")),
              bind(pygame.K_t, "statistics", N_("statistics")),
              bind(pygame.K_h, "history", N_("history")),
              bind(pygame.K_r, "refill", N_("refill 1,000 when broke")),
              bind(pygame.K_j, "join", N_("join a game over the network")),
              bind(pygame.K_q, "quit", N_("leave Club 21 (asks first)")))
TRAINING = rows(N_("Training Room"),
                 bind(pygame.K_s, "strategy", N_("strategy drill")),
                 bind(pygame.K_c, "counting", N_("counting drill")),
                 bind(pygame.K_o, "overlay", N_("count at the Classic table on / off")),
                 bind(pygame.K_r, "drill_rules", N_("rules of the strategy drill")),
                 bind((pygame.K_TAB, pygame.K_UP, pygame.K_DOWN), "focus",
                      N_("move between buttons"), N_("Tab / arrows")),
                 bind(pygame.K_ESCAPE, "back", N_("back to the lobby")))
STRATEGY_DRILL = rows(N_("Strategy drill"),
                       # The tables' moves: a key chosen for one is the drill's too.
                       choosable(pygame.K_h, "hit", N_("hit")),
                       choosable(pygame.K_s, "stand", N_("stand")),
                       choosable(pygame.K_d, "double", N_("double")),
                       choosable(pygame.K_p, "split", N_("split")),
                       choosable(pygame.K_r, "surrender", N_("surrender (where offered)")),
                       bind(ENTER, "next", N_("next hand")),
                       bind(pygame.K_m, "heat_map", N_("heat map of your mistakes")),
                       bind(pygame.K_x, "missed", N_("missed cells only / every hand")),
                       bind(pygame.K_ESCAPE, "back", N_("back")))
HEAT_MAP = rows(N_("Heat map"),
                 bind((pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT), "cell",
                      N_("a cell's record"), N_("arrows / mouse")),
                 bind(pygame.K_x, "drill_missed", N_("drill the missed cells")),
                 bind(pygame.K_ESCAPE, "back", N_("back to the drill")))
COUNT_DRILL = rows(N_("Counting drill"),
                    bind(ENTER, "start", N_("start a run, then check the counts")),
                    bind(pygame.K_m, "mode", N_("single cards / whole rounds")),
                    bind((pygame.K_MINUS, pygame.K_LEFT), "slower", N_("slower"),
                         N_("−  ←")),
                    bind((pygame.K_PLUS, pygame.K_RIGHT), "faster", N_("faster"), N_("+  →")),
                    bind(pygame.K_TAB, "field", N_("running count / true count field"),
                         N_("Tab")),
                    bind(pygame.K_ESCAPE, "back", N_("back")))

MESSAGE_LOG = rows(N_("Messages"),
                    bind((pygame.K_ESCAPE, pygame.K_m, *ENTER), "close", N_("back to the table")))

KEYS_PAGE = rows(N_("Keys"),
                 bind((pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT), "row",
                      N_("choose an action"), N_("arrows")),
                 bind(ENTER, "change", N_("give it another key: press that key next")),
                 bind(pygame.K_BACKSPACE, "default", N_("its default key again")),
                 bind(pygame.K_r, "defaults", N_("every key its default again")),
                 bind(pygame.K_ESCAPE, "back", N_("back to Settings")))

# Screen name (``Scene.name``) -> its keys: what the keys card prints for the
# screens of no table.  A table's keys, and those of its own screens (its
# setup, its summary), are in its package and named by its ``TableView``
# (``key_map``, ``screen_keys``); ``scenes.tables.registry.screen_key_maps``
# gives them all.
KEY_MAPS: dict[str, KeyMap] = {
    "lobby": LOBBY, "match_over": MATCH_OVER,
    "pause": PAUSE, "guide": GUIDE, "training": TRAINING, "strategy_drill": STRATEGY_DRILL,
    "heat_map": HEAT_MAP, "count_drill": COUNT_DRILL, "message_log": MESSAGE_LOG,
    "keys": KEYS_PAGE,
}
