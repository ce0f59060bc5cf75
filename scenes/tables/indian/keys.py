"""The keys of Indian Blackjack: the table and its setup."""
from __future__ import annotations

import pygame

from scenes.app.i18n import N_
from scenes.app.key_maps import (
    ENTER,
    MENU,
    MESSAGES,
    rows,
)
from scenes.app.keymap import KeyMap, bind, choosable

INDIAN = KeyMap(N_("Indian Blackjack"), (
    choosable(pygame.K_r, "raise", N_("raise")), choosable(pygame.K_c, "call", N_("call")),
    choosable(pygame.K_p, "pass", N_("pass")), choosable(pygame.K_f, "fold", N_("fold")),
    choosable(pygame.K_g, "free_fold", N_("free fold")),
    choosable(pygame.K_h, "hit", N_("hit")),
    choosable(pygame.K_s, "stay", N_("stay: keep your hand")),
    choosable(pygame.K_d, "deal_again", N_("deal again")),
    choosable(pygame.K_k, "keep", N_("keep the card")),
    choosable(pygame.K_b, "chip_bonus", N_("chip bonus")),
    choosable(pygame.K_n, "next", N_("next")),
    bind(ENTER, "primary", N_("the highlighted button")),
    bind((pygame.K_UP, pygame.K_RIGHT, pygame.K_EQUALS, pygame.K_PLUS, pygame.K_KP_PLUS),
         "raise_up", N_("raise amount up"), N_("↑  →  +")),
    bind((pygame.K_DOWN, pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS),
         "raise_down", N_("raise amount down"), N_("↓  ←  −")),
    choosable(pygame.K_HOME, "raise_least", N_("smallest raise")),
    choosable(pygame.K_END, "raise_most", N_("largest raise")),
    MESSAGES, MENU))

INDIAN_SETUP = rows(N_("Indian Blackjack: setup"),
                    bind(pygame.K_o, "opponent",
                         N_("opponent: AI, a friend here, or online")),
                    bind(pygame.K_d, "difficulty", N_("the AI's difficulty")),
                    bind(pygame.K_m, "mode", N_("mode")),
                    bind((pygame.K_1, pygame.K_2, pygame.K_3), "item", N_("who holds an item"),
                         N_("1 – 3")),
                    bind(pygame.K_TAB, "names", N_("type the names (Enter ends)"), "Tab"),
                    bind(ENTER, "start", N_("start")),
                    bind(pygame.K_l, "lobby", N_("back to the lobby")), MENU)
