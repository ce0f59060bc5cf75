"""Every screen's keys, declared once (``scenes.app.keymap``): the buttons
take their shortcut from here and the keys card (F1) prints these rows.

A key means one thing on a screen: the table, the overlay over it and the
tour's tip that lets keys through to the table (``GUIDE``) are checked
together by ``tests/test_key_map.py``.  The tour's keys (Space, T) are used by
no table, so a key meant for the table always reaches it.
"""
from __future__ import annotations

import pygame

from scenes.app.i18n import N_
from scenes.app.keymap import KeyBinding, KeyMap, bind

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
CHIPS = bind((pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5), "chip",
             N_("pick a chip: 1, 5, 25, 100, 500"), N_("1 – 5"))
CHIP_DOWN = bind(pygame.K_PAGEDOWN, "chip_down", N_("a smaller chip"))
CHIP_UP = bind(pygame.K_PAGEUP, "chip_up", N_("a larger chip"))
MENU = bind(pygame.K_ESCAPE, "menu", N_("menu (pause)"))
# The message log (the last refusals and dealer's words), at every table.
MESSAGES = bind(pygame.K_m, "messages", N_("messages: read the last ones again"))
BET_POINTER = ((N_("click / right-click"), N_("add a chip / take the last one back")),)
# Betting by keys (and by a pad's D-pad): the focus ring's spot takes the chip.
SPOT_CHOICE = bind((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB), "spot",
                   N_("choose a spot (the light ring)"), N_("←  →  Tab"))
ADD_CHIP = bind((pygame.K_UP, pygame.K_EQUALS, pygame.K_PLUS, pygame.K_KP_PLUS), "add_chip",
                N_("put the chip on the ringed spot"), N_("↑  +"))
TAKE_CHIP = bind((pygame.K_DOWN, pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_BACKSPACE),
                 "take_chip", N_("take its last chip back"), N_("↓  −  Backspace"))

# The play at both dealer tables, after the bets.
DEALER_PLAY = (
    bind(pygame.K_h, "hit", N_("hit")), bind(pygame.K_s, "stand", N_("stand")),
    bind(pygame.K_d, "double", N_("double")), bind(pygame.K_p, "split", N_("split")),
    bind(pygame.K_u, "surrender", N_("surrender (where the house rules offer it)")),
    bind(pygame.K_i, "insure", N_("insure")), bind(pygame.K_n, "no_insurance",
                                                   N_("no insurance")),
    bind(pygame.K_QUESTION, "hint", N_("hint: the book move")),
    bind(pygame.K_k, "coach", N_("coach on / off")),
    MESSAGES, MENU)

MIDNIGHT = KeyMap(N_("Midnight Blackjack"), (
    CHIPS, CHIP_DOWN, CHIP_UP, SPOT_CHOICE, ADD_CHIP, TAKE_CHIP,
    bind(ENTER, "deal", N_("deal (or same bet + deal)")),
    bind(pygame.K_c, "clear", N_("clear the table")),
    bind(pygame.K_r, "same_bet", N_("same bet as last round")), *DEALER_PLAY),
    BET_POINTER)

CLASSIC = KeyMap(N_("Classic Shoe"), (
    CHIPS, CHIP_DOWN, CHIP_UP, ADD_CHIP, TAKE_CHIP,
    bind(ENTER, "bet_done", N_("bet done / next round")),
    bind(pygame.K_r, "same_bet", N_("this seat's bet of last round")),
    bind(pygame.K_x, "sit_out", N_("sit this round out (asks first)")),
    *DEALER_PLAY,
    bind(pygame.K_c, "count", N_("Hi-Lo count and quizzes on / off"))),
    BET_POINTER)

SHOWDOWN = KeyMap(N_("Showdown"), (
    bind(pygame.K_h, "hit", N_("hit")), bind(pygame.K_s, "stand", N_("stand")), MESSAGES, MENU))

SHOWDOWN_SUMMARY = KeyMap(N_("Showdown: round summary"), (
    bind((*ENTER, pygame.K_n), "next_hand", N_("next hand")),
    bind(pygame.K_w, "watch", N_("watch the others play, once you are out")),
    bind(pygame.K_k, "skip_to_end", N_("skip to the end, once you are out")),
    MENU))

INDIAN = KeyMap(N_("Indian Blackjack"), (
    bind(pygame.K_r, "raise", N_("raise")), bind(pygame.K_c, "call", N_("call")),
    bind(pygame.K_p, "pass", N_("pass")), bind(pygame.K_f, "fold", N_("fold")),
    bind(pygame.K_g, "free_fold", N_("free fold")),
    bind(pygame.K_h, "hit", N_("hit")), bind(pygame.K_s, "stay", N_("stay: keep your hand")),
    bind(pygame.K_d, "deal_again", N_("deal again")),
    bind(pygame.K_k, "keep", N_("keep the card")),
    bind(pygame.K_b, "chip_bonus", N_("chip bonus")),
    bind(pygame.K_n, "next", N_("next")),
    bind(ENTER, "primary", N_("the highlighted button")),
    bind((pygame.K_UP, pygame.K_RIGHT, pygame.K_EQUALS, pygame.K_PLUS, pygame.K_KP_PLUS),
         "raise_up", N_("raise amount up"), N_("↑  →  +")),
    bind((pygame.K_DOWN, pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS),
         "raise_down", N_("raise amount down"), N_("↓  ←  −")),
    bind(pygame.K_HOME, "raise_least", N_("smallest raise")),
    bind(pygame.K_END, "raise_most", N_("largest raise")),
    MESSAGES, MENU))

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


def _rows(title: str, *rows: KeyBinding) -> KeyMap:
    return KeyMap(title, rows)


SEAT_ROWS = bind((pygame.K_UP, pygame.K_DOWN), "row", N_("choose a seat (the light ring)"),
                 N_("↑  ↓"))
CLASSIC_SETUP = _rows(N_("Classic Shoe: seats"), SEAT_ROWS,
                      bind((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE), "kind",
                           N_("the seat's kind: empty, human, AI"), N_("←  →  Space")),
                      bind(pygame.K_n, "name", N_("type the name (Enter ends); AI: next level")),
                      bind(ENTER, "start", N_("start")),
                      bind(pygame.K_l, "lobby", N_("back to the lobby")), MENU)
SHOWDOWN_SETUP = _rows(N_("Showdown: players"), SEAT_ROWS,
                       bind((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE), "kind",
                            N_("the seat: human, AI at each level"), N_("←  →  Space")),
                       bind(tuple(getattr(pygame, f"K_{i}") for i in range(1, 9)), "seat_kind",
                            N_("the same for seat 1 – 8"), N_("1 – 8")),
                       bind(pygame.K_n, "name", N_("type the seat's name (Enter ends)")),
                       bind((pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS), "more",
                            N_("one seat more"), "+"),
                       bind((pygame.K_MINUS, pygame.K_KP_MINUS), "fewer",
                            N_("one seat fewer"), "−"),
                       bind(ENTER, "start", N_("start")),
                       bind(pygame.K_l, "lobby", N_("back to the lobby")), MENU)


LOBBY = _rows(N_("Lobby"),
              bind((pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT), "walk",
                   N_("walk between the tables and the door"), N_("arrows")),
              bind(ENTER, "enter", N_("sit at the table you face, or go in")),
              bind(pygame.K_s, "settings", N_("settings")),
              bind(pygame.K_u, "house_rules", N_("house rules")),
              bind(pygame.K_t, "statistics", N_("statistics")),
              bind(pygame.K_h, "history", N_("history")),
              bind(pygame.K_r, "refill", N_("refill 1,000 when broke")),
              bind(pygame.K_q, "quit", N_("leave Club 21 (asks first)")))
TRAINING = _rows(N_("Training Room"),
                 bind(pygame.K_s, "strategy", N_("strategy drill")),
                 bind(pygame.K_c, "counting", N_("counting drill")),
                 bind(pygame.K_o, "overlay", N_("count at the Classic table on / off")),
                 bind(pygame.K_r, "drill_rules", N_("rules of the strategy drill")),
                 bind((pygame.K_TAB, pygame.K_UP, pygame.K_DOWN), "focus",
                      N_("move between buttons"), N_("Tab / arrows")),
                 bind(pygame.K_ESCAPE, "back", N_("back to the lobby")))
STRATEGY_DRILL = _rows(N_("Strategy drill"),
                       bind(pygame.K_h, "hit", N_("hit")), bind(pygame.K_s, "stand", N_("stand")),
                       bind(pygame.K_d, "double", N_("double")),
                       bind(pygame.K_p, "split", N_("split")),
                       bind(pygame.K_r, "surrender", N_("surrender (where offered)")),
                       bind(ENTER, "next", N_("next hand")),
                       bind(pygame.K_m, "heat_map", N_("heat map of your mistakes")),
                       bind(pygame.K_x, "missed", N_("missed cells only / every hand")),
                       bind(pygame.K_ESCAPE, "back", N_("back")))
HEAT_MAP = _rows(N_("Heat map"),
                 bind((pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT), "cell",
                      N_("a cell's record"), N_("arrows / mouse")),
                 bind(pygame.K_x, "drill_missed", N_("drill the missed cells")),
                 bind(pygame.K_ESCAPE, "back", N_("back to the drill")))
COUNT_DRILL = _rows(N_("Counting drill"),
                    bind(ENTER, "start", N_("start a run, then check the counts")),
                    bind(pygame.K_m, "mode", N_("single cards / whole rounds")),
                    bind((pygame.K_MINUS, pygame.K_LEFT), "slower", N_("slower"),
                         N_("−  ←")),
                    bind((pygame.K_PLUS, pygame.K_RIGHT), "faster", N_("faster"), N_("+  →")),
                    bind(pygame.K_TAB, "field", N_("running count / true count field"),
                         N_("Tab")),
                    bind(pygame.K_ESCAPE, "back", N_("back")))

INDIAN_SETUP = _rows(N_("Indian Blackjack: setup"),
                     bind(pygame.K_o, "opponent", N_("opponent: AI or a friend")),
                     bind(pygame.K_d, "difficulty", N_("the AI's difficulty")),
                     bind(pygame.K_m, "mode", N_("mode")),
                     bind((pygame.K_1, pygame.K_2, pygame.K_3), "item", N_("who holds an item"),
                          N_("1 – 3")),
                     bind(pygame.K_TAB, "names", N_("type the names (Enter ends)"), "Tab"),
                     bind(ENTER, "start", N_("start")),
                     bind(pygame.K_l, "lobby", N_("back to the lobby")), MENU)
MESSAGE_LOG = _rows(N_("Messages"),
                    bind((pygame.K_ESCAPE, pygame.K_m, *ENTER), "close", N_("back to the table")))

# Screen name (``Scene.name``) -> its keys: what the keys card prints (a
# table's keys are its ``TableView.key_map``).
KEY_MAPS: dict[str, KeyMap] = {
    "lobby": LOBBY, "summary": SHOWDOWN_SUMMARY, "match_over": MATCH_OVER,
    "pause": PAUSE, "guide": GUIDE, "training": TRAINING, "strategy_drill": STRATEGY_DRILL,
    "heat_map": HEAT_MAP, "count_drill": COUNT_DRILL,
    "classic_setup": CLASSIC_SETUP, "showdown_setup": SHOWDOWN_SETUP,
    "indian_setup": INDIAN_SETUP, "message_log": MESSAGE_LOG,
}
