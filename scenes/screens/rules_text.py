"""Player-facing rules of the four tables (summarised from docs/rules.md).

Markup: ``# heading``, ``- bullet``, blank line = paragraph break.
"""
# ruff: noqa: E501 - prose: a bullet is one line here, the screen wraps it

RULES = {
    "midnight": """\
# Midnight Blackjack
Beat the dealer: make Blackjack, or finish closer to 21 than the dealer without going over.

# Betting
- Pick a chip in the rack (bottom right), then click up to three betting spots. Bets are 1 to 1,000 per spot.
- Press DEAL to start. Every card is reshuffled before every round (8 decks).

# The deal
- Each spot gets two cards face up; the dealer gets ONE card face up. There is no hole card: the dealer's second card comes only after you have played.
- If the dealer shows an ace you may take INSURANCE on each hand for half its bet. It pays 2 to 1 if the dealer makes Blackjack.

# Playing each hand
- HIT takes a card; reaching 21 ends the hand, going over 21 busts it at once.
- STAND keeps your total.
- DOUBLE doubles the bet for exactly one more card — only on two cards totalling 9, 10 or 11 (split hands too).
- SPLIT two cards of equal value (5+5, or jack+king) into two hands with equal bets. No re-splitting. A split ace plus a ten is 21, not Blackjack.

# The dealer
- Draws to 16 and stands on every 17, soft 17 included.
- A dealer Blackjack takes every bet on the table in full — doubles and splits too — except a player Blackjack, which pushes.

# Payouts
- Blackjack pays 3 to 2, other wins 1 to 1, insurance 2 to 1.
- A push leaves your whole bet riding on its spot for the next round.
- After a round: CLEAR TABLE takes your bets back, SAME BET repeats your last bets, SAME BET + DEAL repeats them and deals.
""",
    "classic": """\
# Classic Shoe
Casino blackjack by Hoyle's rules at a table of up to seven seats; empty seats may be played by the house's regulars.

# The shoe
- Six decks. A cut card sits 60 to 75 cards from the end; when it comes out the round is finished and the shoe is reshuffled.
- The first card after a shuffle is burned.

# Betting
- Bets are 2 to 500 per seat. A seat with no bet sits the round out.

# The deal
- One card face up to each seat, one face up to the dealer, a second card to each seat, and the dealer's hole card face down.
- With an ace showing, each seat may insure for half its bet (pays 2 to 1). With an ace or ten showing the dealer peeks for Blackjack.
- A dealer Blackjack takes the original bets; player Blackjacks push. A player Blackjack otherwise pays 3 to 2 at once.

# Playing each hand
- HIT or STAND until you stand, make 21 or bust.
- DOUBLE on your first two cards when they total 9, 10 or 11: one card, bet doubled. No doubling after a split.
- SPLIT two cards of the same rank (two jacks, not a jack and a king), once. Split aces get one card each. A split ace plus a ten is 21, not Blackjack.

# The dealer
- Turns the hole card, hits 16 or less and stands on all 17s, soft 17 included.
""",
    "showdown": """\
# Blackjack Showdown
No dealer, no house: two to eight players fight over one pot. Everyone starts with 100 tokens.

# Each round
- Every seat antes 10 tokens into the pot, then gets two cards, one at a time, starting with this round's first seat. All hands are public.
- Any natural (an ace and a ten-value card) wins at once: the naturals share the pot and nobody plays.
- Otherwise each seat in turn hits or stands. 21 stands by itself; over 21 busts.

# The showdown
- The highest total of 21 or less takes the pot. Ties split it; an odd token stays in the pot.
- If everybody busts, the whole pot carries over to the next round.
- The round summary shows every seat; NEXT HAND deals the next round, and the first seat moves one place on.

# Elimination
- A seat that cannot pay the ante of 10 is out.
- The last seat standing wins the match and sweeps the pot.

# The deck
- A single 52-card deck. When it runs out, the discard pile is shuffled back in.
""",
    "indian": """\
# Indian Blackjack
A heads-up duel of nerve. Each player starts with 30 chips; the deck has 44 cards, four each of 1 to 11. Cards count their number — 1 and 11 never switch.

# What you see
- A community card lies face up in the middle.
- You see your opponent's card, but never your own first card. Your opponent sees yours.
- Your hand is your card(s) plus the community card. Closest to 21 without going over wins.

# A round
- Both players ante 1 chip. The starting player alternates every round.
- Betting 1: the starter must RAISE or FOLD; then CALL, RAISE or FOLD in turn. A call ends the betting.
- Hit: each player may take one more card (both players see it) or STAY.
- Betting 2: PASS, RAISE or FOLD; after a raise, CALL, RAISE or FOLD. Two passes go to the reveal.
- A raise names your new total in the pot this round. No one may bet more than the smaller stack had at the start of the round.

# Penalties and bonus
- Folding a hand of exactly 21: pay 10 chips to your opponent.
- Reaching the reveal over 21: pay 5 chips.
- Blackjack (a 10 and an 11, no hit) that wins at the reveal: your opponent pays 15 more.
- Ties return all bets. A Blackjack ties any other 21.

# Items
- Free Fold: fold and void the round, every chip returned, no penalty.
- Chip Bonus: +5 chips at the start of a round.
- Deal Again: throw away the card you just hit and take the next one.

# Counting
- Dealt cards stay out until fewer than 5 remain; then all 44 are reshuffled. The CARDS SEEN panel keeps count for you.

The match ends when one player holds every chip.
""",
}
