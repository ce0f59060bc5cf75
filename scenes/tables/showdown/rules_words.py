"""The rules of Blackjack Showdown, as the rules screen shows them.

Catalogue messages marked ``N_`` with their markup kind (``scenes.screens.rules_text``);
the rules screen translates them where it lays the page out.
"""
# ruff: noqa: E501 - prose: a bullet is one line here, the screen wraps it
from __future__ import annotations

from scenes.app.i18n import N_
from scenes.screens.rules_text import RulesLine, bullet, heading, paragraph

SHOWDOWN_RULES: tuple[RulesLine, ...] = (
    heading(N_("Blackjack Showdown")),
    paragraph(N_("No dealer, no house: two to eight players fight over one pot. Everyone starts with 100 tokens.")),
    heading(N_("Each round")),
    bullet(N_("Every seat antes 10 tokens into the pot, then gets two cards, one at a time, starting with this round's first seat. All hands are public.")),
    bullet(N_("Any natural (an ace and a ten-value card) wins at once: the naturals share the pot and nobody plays.")),
    bullet(N_("Otherwise each seat in turn hits or stands. 21 stands by itself; over 21 busts.")),
    heading(N_("The showdown")),
    bullet(N_("The highest total of 21 or less takes the pot. Ties split it; an odd token stays in the pot.")),
    bullet(N_("If everybody busts, the whole pot carries over to the next round.")),
    bullet(N_("The round summary shows every seat; NEXT HAND deals the next round, and the first seat moves one place on.")),
    heading(N_("Elimination")),
    bullet(N_("A seat that cannot pay the ante of 10 is out.")),
    bullet(N_("The last seat standing wins the match and sweeps the pot.")),
    heading(N_("The deck")),
    bullet(N_("A single 52-card deck. When it runs out, the discard pile is shuffled back in.")),
)
