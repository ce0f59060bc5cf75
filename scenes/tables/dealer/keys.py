"""The keys of the dealer tables (Midnight, Classic) and of Classic's seat setup."""
from __future__ import annotations

import pygame

from scenes.app.i18n import N_
from scenes.app.key_maps import (
    ADD_CHIP,
    BET_POINTER,
    CHIP_DOWN,
    CHIP_UP,
    CHIPS,
    ENTER,
    MENU,
    MESSAGES,
    SEAT_ROWS,
    SPOT_CHOICE,
    TAKE_CHIP,
    rows,
)
from scenes.app.keymap import KeyMap, bind, choosable

# The play at both dealer tables, after the bets.
DEALER_PLAY = (
    choosable(pygame.K_h, "hit", N_("hit")), choosable(pygame.K_s, "stand", N_("stand")),
    choosable(pygame.K_d, "double", N_("double")), choosable(pygame.K_p, "split", N_("split")),
    choosable(pygame.K_u, "surrender", N_("surrender (where the house rules offer it)")),
    choosable(pygame.K_i, "insure", N_("insure")), choosable(pygame.K_n, "no_insurance",
                                                   N_("no insurance")),
    choosable(pygame.K_QUESTION, "hint", N_("hint: the book move")),
    choosable(pygame.K_k, "coach", N_("coach on / off")),
    MESSAGES, MENU)

MIDNIGHT = KeyMap(N_("Midnight Blackjack"), (
    CHIPS, CHIP_DOWN, CHIP_UP, SPOT_CHOICE, ADD_CHIP, TAKE_CHIP,
    choosable(ENTER, "deal", N_("deal (or same bet + deal)")),
    choosable(pygame.K_c, "clear", N_("clear the table")),
    choosable(pygame.K_r, "same_bet", N_("same bet as last round")), *DEALER_PLAY),
    BET_POINTER)

CLASSIC = KeyMap(N_("Classic Shoe"), (
    CHIPS, CHIP_DOWN, CHIP_UP, ADD_CHIP, TAKE_CHIP,
    choosable(ENTER, "bet_done", N_("bet done / next round")),
    choosable(pygame.K_r, "same_bet", N_("this seat's bet of last round")),
    choosable(pygame.K_x, "sit_out", N_("sit this round out (asks first)")),
    *DEALER_PLAY,
    choosable(pygame.K_c, "count", N_("Hi-Lo count and quizzes on / off"))),
    BET_POINTER)

CLASSIC_SETUP = rows(N_("Classic Shoe: seats"), SEAT_ROWS,
                     bind((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE), "kind",
                          N_("the seat's kind: empty, human, AI"), N_("←  →  Space")),
                     bind(pygame.K_n, "name", N_("type the name (Enter ends); AI: next level")),
                     bind(ENTER, "start", N_("start")),
                     bind(pygame.K_l, "lobby", N_("back to the lobby")), MENU)
