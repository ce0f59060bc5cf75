"""Player-facing rules of the four tables (summarised from docs/rules.md).

Each line is a catalogue message marked ``N_``, kept with its markup kind: a
heading (the first one is the page's title), a paragraph or a bullet.  The
rules screen translates them with ``_()`` when it lays the page out, so the
markup never passes through a translator's hands.
"""
# ruff: noqa: E501 - prose: a bullet is one line here, the screen wraps it
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from scenes.app.i18n import N_


class Markup(Enum):
    HEADING = "heading"      # a section title; the page's first one is its title
    PARAGRAPH = "paragraph"  # running text, wrapped to the panel
    BULLET = "bullet"        # a list item, wrapped beside a bullet


@dataclass(frozen=True)
class RulesLine:
    markup: Markup
    text: str                # the English message; translate it where it is shown


def heading(text: str) -> RulesLine:
    return RulesLine(Markup.HEADING, text)


def paragraph(text: str) -> RulesLine:
    return RulesLine(Markup.PARAGRAPH, text)


def bullet(text: str) -> RulesLine:
    return RulesLine(Markup.BULLET, text)


# Shown for a table with no rules written (a new table before its text).
NO_RULES = (heading(N_("Rules")), paragraph(N_("No rules written yet.")))

RULES: dict[str, tuple[RulesLine, ...]] = {
    "midnight": (
        heading(N_("Midnight Blackjack")),
        paragraph(N_("Beat the dealer: make Blackjack, or finish closer to 21 than the dealer without going over.")),
        heading(N_("Betting")),
        bullet(N_("Pick a chip in the rack (bottom right), then click up to three betting spots. Bets are 1 to 1,000 per spot.")),
        bullet(N_("Press DEAL to start. Every card is reshuffled before every round (8 decks).")),
        heading(N_("The deal")),
        bullet(N_("Each spot gets two cards face up; the dealer gets ONE card face up. There is no hole card: the dealer's second card comes only after you have played.")),
        bullet(N_("If the dealer shows an ace you may take INSURANCE on each hand for half its bet. It pays 2 to 1 if the dealer makes Blackjack.")),
        heading(N_("Playing each hand")),
        bullet(N_("HIT takes a card; reaching 21 ends the hand, going over 21 busts it at once.")),
        bullet(N_("STAND keeps your total.")),
        bullet(N_("DOUBLE doubles the bet for exactly one more card — only on two cards totalling 9, 10 or 11 (split hands too).")),
        bullet(N_("SPLIT two cards of equal value (5+5, or jack+king) into two hands with equal bets. No re-splitting. A split ace plus a ten is 21, not Blackjack.")),
        heading(N_("The dealer")),
        bullet(N_("Draws to 16 and stands on every 17, soft 17 included.")),
        bullet(N_("A dealer Blackjack takes every bet on the table in full — doubles and splits too — except a player Blackjack, which pushes.")),
        heading(N_("Payouts")),
        bullet(N_("Blackjack pays 3 to 2, other wins 1 to 1, insurance 2 to 1.")),
        bullet(N_("A push leaves your whole bet riding on its spot for the next round.")),
        bullet(N_("After a round: CLEAR TABLE takes your bets back, SAME BET repeats your last bets, SAME BET + DEAL repeats them and deals.")),
    ),
    "classic": (
        heading(N_("Classic Shoe")),
        paragraph(N_("Casino blackjack by Hoyle's rules at a table of up to seven seats; empty seats may be played by the house's regulars.")),
        heading(N_("The shoe")),
        bullet(N_("Six decks. A cut card sits 60 to 75 cards from the end; when it comes out the round is finished and the shoe is reshuffled.")),
        bullet(N_("The first card after a shuffle is burned.")),
        heading(N_("Betting")),
        bullet(N_("Bets are 2 to 500 per seat. A seat with no bet sits the round out.")),
        heading(N_("The deal")),
        bullet(N_("One card face up to each seat, one face up to the dealer, a second card to each seat, and the dealer's hole card face down.")),
        bullet(N_("With an ace showing, each seat may insure for half its bet (pays 2 to 1). With an ace or ten showing the dealer peeks for Blackjack.")),
        bullet(N_("A dealer Blackjack takes the original bets; player Blackjacks push. A player Blackjack otherwise pays 3 to 2 at once.")),
        heading(N_("Playing each hand")),
        bullet(N_("HIT or STAND until you stand, make 21 or bust.")),
        bullet(N_("DOUBLE on your first two cards when they total 9, 10 or 11: one card, bet doubled. No doubling after a split.")),
        bullet(N_("SPLIT two cards of the same rank (two jacks, not a jack and a king), once. Split aces get one card each. A split ace plus a ten is 21, not Blackjack.")),
        heading(N_("The dealer")),
        bullet(N_("Turns the hole card, hits 16 or less and stands on all 17s, soft 17 included.")),
    ),
    "showdown": (
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
    ),
    "indian": (
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
    ),
}
