"""The rules of Indian Blackjack, as the rules screen shows them.

Catalogue messages marked ``N_`` with their markup kind (``scenes.screens.rules_text``);
the rules screen translates them where it lays the page out.
"""
# ruff: noqa: E501 - prose: a bullet is one line here, the screen wraps it
from __future__ import annotations

from scenes.app.i18n import N_
from scenes.screens.rules_text import RulesLine, bullet, heading, paragraph

INDIAN_RULES: tuple[RulesLine, ...] = (
    heading(N_("Indian Blackjack")),
    paragraph(N_("A heads-up duel of nerve. Each player starts with 30 chips; the deck has 44 cards, four each of 1 to 11. Cards count their number — 1 and 11 never switch.")),
    heading(N_("What you see")),
    bullet(N_("A community card lies face up in the middle.")),
    bullet(N_("You see your opponent's card, but never your own first card. Your opponent sees yours.")),
    bullet(N_("Your hand is your card(s) plus the community card. Closest to 21 without going over wins.")),
    heading(N_("A round")),
    bullet(N_("Both players ante 1 chip. The starting player alternates every round.")),
    bullet(N_("Betting 1: the starter must RAISE or FOLD; then CALL, RAISE or FOLD in turn. A call ends the betting.")),
    bullet(N_("Hit: each player may take one more card (both players see it) or STAY.")),
    bullet(N_("Betting 2: PASS, RAISE or FOLD; after a raise, CALL, RAISE or FOLD. Two passes go to the reveal.")),
    bullet(N_("A raise names your new total in the pot this round. No one may bet more than the smaller stack had at the start of the round.")),
    heading(N_("Penalties and bonus")),
    bullet(N_("Folding a hand of exactly 21: pay 10 chips to your opponent.")),
    bullet(N_("Reaching the reveal over 21: pay 5 chips.")),
    bullet(N_("Blackjack (a 10 and an 11, no hit) that wins at the reveal: your opponent pays 15 more.")),
    bullet(N_("Ties return all bets. A Blackjack ties any other 21.")),
    heading(N_("Items")),
    bullet(N_("Free Fold: fold and void the round, every chip returned, no penalty.")),
    bullet(N_("Chip Bonus: +5 chips at the start of a round.")),
    bullet(N_("Deal Again: throw away the card you just hit and take the next one.")),
    heading(N_("Counting")),
    bullet(N_("Dealt cards stay out until fewer than 5 remain; then all 44 are reshuffled. The CARDS SEEN panel keeps count for you.")),
    paragraph(N_("The match ends when one player holds every chip.")),
)
