"""The rules of Midnight Blackjack and Classic Shoe, as the rules screen shows them.

Catalogue messages marked ``N_`` with their markup kind (``scenes.screens.rules_text``);
the rules screen translates them where it lays the page out.
"""
# ruff: noqa: E501 - prose: a bullet is one line here, the screen wraps it
from __future__ import annotations

from scenes.app.i18n import N_
from scenes.screens.rules_text import RulesLine, bullet, heading, paragraph

MIDNIGHT_RULES: tuple[RulesLine, ...] = (
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
)

CLASSIC_RULES: tuple[RulesLine, ...] = (
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
)
