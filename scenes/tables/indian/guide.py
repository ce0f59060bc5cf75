"""The guided first round at Indian Blackjack: which moment the player at the
screen is in, and one tip for each, in the words of docs/rules.md."""
from __future__ import annotations

import pygame

from game.tables.indian.table import IndianTable
from game.tables.indian.view import IndianKind, IndianPhase
from scenes.app.i18n import N_, _
from scenes.tables.indian.controls import Offer
from scenes.tables.indian.opponent import PLAYING

# The right column, over the CARDS SEEN panel: the cards, the pot, the match
# log and result (the left column) and the buttons stay in sight, and a tip is
# closed by the next key, which gives the count back.
PLACE = pygame.Rect(978, 52, 286, 548)

# The guided first round: one tip per moment (``guide_moment``),
# in the words of docs/rules.md.  Fixed text: a tip never names a card.
GUIDE_TIPS = {
    "ante": N_("Both players paid a 1-chip ante and got one card: you see your opponent's card, "
            "never your own. The starting player must RAISE (name a new total in the pot) "
            "or FOLD."),
    "call": N_("Your opponent raised: CALL to match it (the betting round ends), RAISE again, "
            "or FOLD. A Free Fold, if you hold one, folds and gives every bet back."),
    "waiting": N_("Your opponent sees your card and bets on it, as you bet on theirs. "
               "The CARDS SEEN panel counts the cards dealt since the shuffle."),
    "hit": N_("HIT takes one more card, face up: both of you see it, you included. "
           "STAY keeps your hand; the total closest to 21 without going over wins."),
    "pass": N_("Second betting round: PASS, RAISE or FOLD. If both pass, the cards are revealed."),
    "chip_bonus": N_("Chip Bonus: +5 chips to you, once per match, only before the round's "
                  "first action."),
    "deal_again": N_("Deal Again: throw away the card you just hit and take the next one "
                  "instead, once per match. KEEP CARD keeps it."),
    "handover": N_("Pass the computer to the other player now. Each of you must look away "
                "while the other plays: your own card is on their screen."),
    "result": N_("Closest to 21 without going over takes the pot. Folding with exactly 21 "
              "costs 10 chips, going over 21 costs 5, and a Blackjack (10 + 11) wins 15 more."),
}


def guide_tips() -> dict[str, str]:
    return {moment: _(tip) for moment, tip in GUIDE_TIPS.items()}


def guide_moment(t: IndianTable, offer: Offer, viewer: int, *, finished: bool,
                 result_shown: bool, handing_over: bool) -> str | None:
    """The moment the viewer is in, as a key of ``GUIDE_TIPS`` (None: no tip).
    ``finished``: the match ended by resigning; ``handing_over``: the screen is
    about to pass to the other player (pass-and-play)."""
    if finished or t.phase is IndianPhase.OVER:
        return None
    if t.phase is IndianPhase.RESULT:
        return "result" if result_shown else None
    if handing_over:
        return "handover"
    kinds = offer.kinds
    if IndianKind.CHIP_BONUS in kinds:
        return "chip_bonus"
    if offer.keep or IndianKind.DEAL_AGAIN in kinds:
        return "deal_again"
    if t.current_player() != viewer:
        return "waiting" if t.phase in PLAYING else None
    if t.phase is IndianPhase.HIT:
        return "hit"
    if IndianKind.CALL in kinds:
        return "call"
    if t.phase is IndianPhase.BET2:
        return "pass"
    return "ante" if t.phase is IndianPhase.BET1 else None
