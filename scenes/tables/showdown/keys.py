"""The keys of Showdown: the table, its round summary and its player setup."""
from __future__ import annotations

import pygame

from scenes.app.i18n import N_
from scenes.app.key_maps import (
    ENTER,
    MENU,
    MESSAGES,
    SEAT_ROWS,
    rows,
)
from scenes.app.keymap import KeyMap, bind, choosable

SHOWDOWN = KeyMap(N_("Showdown"), (
    choosable(pygame.K_h, "hit", N_("hit")), choosable(pygame.K_s, "stand", N_("stand")),
    MESSAGES, MENU))

SHOWDOWN_SUMMARY = KeyMap(N_("Showdown: round summary"), (
    choosable((*ENTER, pygame.K_n), "next_hand", N_("next hand")),
    choosable(pygame.K_w, "watch", N_("watch the others play, once you are out")),
    choosable(pygame.K_k, "skip_to_end", N_("skip to the end, once you are out")),
    MENU))

SHOWDOWN_SETUP = rows(N_("Showdown: players"), SEAT_ROWS,
                      bind((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE), "kind",
                           N_("the seat: human, remote, AI level"),
                           N_("←  →  Space")),
                      bind(tuple(getattr(pygame, f"K_{i}") for i in range(1, 9)), "seat_kind",
                           N_("the same for seat 1 – 8"), N_("1 – 8")),
                      bind(pygame.K_n, "name", N_("type the seat's name (Enter ends)")),
                      bind((pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS), "more",
                           N_("one seat more"), "+"),
                      bind((pygame.K_MINUS, pygame.K_KP_MINUS), "fewer",
                           N_("one seat fewer"), "−"),
                      bind(ENTER, "start", N_("start")),
                      bind(pygame.K_h, "host", N_("host over the network")),
                      bind(pygame.K_l, "lobby", N_("back to the lobby")), MENU)
